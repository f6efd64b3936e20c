//! Writes the trainer's scalars to a new `TensorBoard` event file ([`EventLog`]); the file
//! naming and the tag convention are in the module docs of [`super`].
//!
//! The files are written through tensorboard-rs's record framing and its protos (a scalar is a
//! `Summary.Value.simple_value`, a 32-bit float, as `TensorBoard`'s own scalars), but opened
//! here: tensorboard-rs's `SummaryWriter` writes from a thread that panics on any IO error,
//! truncates an existing file of the same name, and cannot say when a flush has landed.
//! Records go to the file whole, so a reader never sees half of one while the trainer runs.

use super::{FILE_PREFIX, FILE_VERSION};
use protobuf::Message;
use std::fs::{File, OpenOptions};
use std::io::{self, BufWriter, ErrorKind, Write};
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};
use tensorboard_proto::event::Event;
use tensorboard_rs::record_writer::RecordWriter;
use thiserror::Error;

/// Why the log cannot be written.
#[derive(Debug, Error)]
pub enum EventLogError {
    #[error("cannot create the log directory {path}: {source}")]
    CreateDir { path: String, source: io::Error },
    #[error("cannot create an events file in {path}: {source}")]
    CreateFile { path: String, source: io::Error },
    #[error("cannot write {path}: {source}")]
    Write { path: String, source: io::Error },
    #[error("cannot encode an event for {path}: {message}")]
    Encode { path: String, message: String },
    #[error("scalar {tag}: step {step} does not fit TensorBoard's int64")]
    Step { tag: String, step: u64 },
}

/// An open event file that scalars are appended to. Writes are buffered: [`EventLog::flush`]
/// (or dropping the log) puts them in the file.
pub struct EventLog {
    path: PathBuf,
    file: BufWriter<File>,
    /// One framed record, so it reaches the file in one write.
    record: Vec<u8>,
}

impl EventLog {
    /// Creates `dir` (and its parents) if needed and opens a new event file in it, which starts
    /// with the `file_version` event and is flushed at once.
    ///
    /// # Errors
    /// The directory or the file cannot be created or written.
    pub fn create(dir: &Path) -> Result<EventLog, EventLogError> {
        std::fs::create_dir_all(dir).map_err(|source| EventLogError::CreateDir {
            path: dir.display().to_string(),
            source,
        })?;
        let secs = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        let host = hostname();
        let pid = std::process::id();
        let mut n = 0u32;
        let (path, file) = loop {
            let path = dir.join(format!("{FILE_PREFIX}{secs:010}.{host}.{pid}.{n}"));
            match OpenOptions::new().write(true).create_new(true).open(&path) {
                Ok(file) => break (path, file),
                Err(e) if e.kind() == ErrorKind::AlreadyExists && n < 10_000 => n += 1,
                Err(source) => {
                    return Err(EventLogError::CreateFile {
                        path: dir.display().to_string(),
                        source,
                    });
                }
            }
        };
        let mut log = EventLog {
            path,
            file: BufWriter::new(file),
            record: Vec::new(),
        };
        let mut event = Event::new();
        event.set_wall_time(wall_time());
        event.set_file_version(FILE_VERSION.to_string());
        log.write_event(&event)?;
        log.flush()?;
        Ok(log)
    }

    /// The event file this log writes.
    #[must_use]
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Appends the scalar `tag` = `value` at `step`, stamped with the current time. `TensorBoard`
    /// stores scalars as 32-bit floats, so `value` is rounded to `f32`.
    ///
    /// # Errors
    /// The file cannot be written, or `step` exceeds `i64::MAX`.
    pub fn scalar(&mut self, tag: &str, value: f64, step: u64) -> Result<(), EventLogError> {
        let step_i64 = i64::try_from(step).map_err(|_| EventLogError::Step {
            tag: tag.to_string(),
            step,
        })?;
        let mut event = Event::new();
        event.set_wall_time(wall_time());
        event.set_step(step_i64);
        event.set_summary(tensorboard_rs::summary::scalar(tag, value as f32));
        self.write_event(&event)
    }

    /// Puts everything written so far into the file.
    ///
    /// # Errors
    /// The file cannot be written.
    pub fn flush(&mut self) -> Result<(), EventLogError> {
        self.file.flush().map_err(|source| self.write_error(source))
    }

    fn write_event(&mut self, event: &Event) -> Result<(), EventLogError> {
        let data = event.write_to_bytes().map_err(|e| EventLogError::Encode {
            path: self.path.display().to_string(),
            message: e.to_string(),
        })?;
        self.record.clear();
        RecordWriter::new(&mut self.record)
            .write(&data)
            .map_err(|source| self.write_error(source))?;
        self.file
            .write_all(&self.record)
            .map_err(|source| self.write_error(source))
    }

    fn write_error(&self, source: io::Error) -> EventLogError {
        EventLogError::Write {
            path: self.path.display().to_string(),
            source,
        }
    }
}

/// Seconds since the Unix epoch, as events carry them.
fn wall_time() -> f64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0.0, |d| d.as_secs_f64())
}

/// This machine's name for event file names (`TensorBoard`'s convention), kept to characters
/// safe in a file name; `localhost` when it cannot be read.
fn hostname() -> String {
    let name = std::fs::read_to_string("/proc/sys/kernel/hostname")
        .or_else(|_| std::env::var("HOSTNAME"))
        .unwrap_or_default();
    let name: String = name
        .trim()
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
        .collect();
    if name.is_empty() {
        "localhost".to_string()
    } else {
        name
    }
}
