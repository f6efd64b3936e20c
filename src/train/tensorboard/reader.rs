//! Reads the scalars back out of `TensorBoard` event files (for `morris plot` and the tests):
//! the `TFRecord` framing with both checksums verified, and each record's data decoded as an
//! `Event` through tensorboard-proto's generated types.
//!
//! A file is a sequence of records:
//!
//! ```text
//! u64 length (little-endian) | u32 masked crc32c(length bytes) | data | u32 masked crc32c(data)
//! ```
//!
//! (the masked CRC is tensorboard-rs's `masked_crc32c`, the one its writer uses), and each
//! record's data is an `Event`. A scalar is a `Summary.Value` with a `simple_value` (what tensorboard-rs, and so [`super::EventLog`],
//! writes, as do `PyTorch` and TF 1) or with a one-element `float` or `double` tensor (TF 2's
//! `tf.summary.scalar`): a single `float_val` or `double_val`, or a `tensor_content` of 4 or 8
//! bytes. Other values (images, histograms, text) and other events (file version, graphs) are
//! skipped.

use super::FILE_PREFIX;
use protobuf::Message;
use std::path::{Path, PathBuf};
use tensorboard_proto::event::Event;
use tensorboard_proto::summary::{Summary_Value, Summary_Value_oneof_value};
use tensorboard_proto::tensor::TensorProto;
use tensorboard_proto::types::DataType;
use tensorboard_rs::masked_crc32c::masked_crc32c;
use thiserror::Error;

/// One scalar as logged: `tag` had `value` at `step`, written at `wall_time` (seconds since
/// the Unix epoch).
#[derive(Clone, Debug, PartialEq)]
pub struct Scalar {
    pub tag: String,
    pub step: u64,
    pub wall_time: f64,
    pub value: f64,
}

/// Why event files cannot be read; each names the file (or directory) at fault.
#[derive(Debug, Error)]
pub enum ReadError {
    #[error("{path}: {source}")]
    Io {
        path: String,
        source: std::io::Error,
    },
    #[error("{path}: truncated event file: {what} at byte {offset}")]
    Truncated {
        path: String,
        offset: usize,
        what: &'static str,
    },
    #[error("{path}: corrupt event file: {what} at byte {offset}")]
    Corrupt {
        path: String,
        offset: usize,
        what: String,
    },
    /// The record is a well-formed `Event` whose contents cannot be scalars.
    #[error("{path}: corrupt event file: bad event: {error} at byte {offset}")]
    BadEvent {
        path: String,
        offset: usize,
        error: EventError,
    },
}

/// Why a decoded `Event` cannot give scalars (`push_scalars`).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum EventError {
    #[error("negative step {step}")]
    NegativeStep { step: i64 },
}

/// Every scalar in one event file, in file order.
///
/// # Errors
/// The file cannot be read, ends inside a record, fails a checksum, or holds an event that
/// does not decode; the error names the file and the byte offset of the record.
pub fn read_scalars(path: &Path) -> Result<Vec<Scalar>, ReadError> {
    let name = || path.display().to_string();
    let bytes = std::fs::read(path).map_err(|source| ReadError::Io {
        path: name(),
        source,
    })?;
    let mut scalars = Vec::new();
    let mut pos = 0;
    while pos < bytes.len() {
        let start = pos;
        let truncated = |what| ReadError::Truncated {
            path: name(),
            offset: start,
            what,
        };
        let corrupt = |what: String| ReadError::Corrupt {
            path: name(),
            offset: start,
            what,
        };
        let header = bytes
            .get(pos..pos + 12)
            .ok_or_else(|| truncated("record header cut short"))?;
        let (len_bytes, len_crc) = header.split_at(8);
        if masked_crc32c(len_bytes) != u32::from_le_bytes(len_crc.try_into().unwrap()) {
            return Err(corrupt("record length fails its checksum".into()));
        }
        let len = u64::from_le_bytes(len_bytes.try_into().unwrap());
        let remaining = bytes.len() - pos - 12;
        let len = usize::try_from(len)
            .ok()
            .filter(|&l| l <= remaining)
            .ok_or_else(|| truncated("record data cut short"))?;
        let data = &bytes[pos + 12..pos + 12 + len];
        let crc = bytes
            .get(pos + 12 + len..pos + 16 + len)
            .ok_or_else(|| truncated("record checksum cut short"))?;
        if masked_crc32c(data) != u32::from_le_bytes(crc.try_into().unwrap()) {
            return Err(corrupt("record data fails its checksum".into()));
        }
        let event = Event::parse_from_bytes(data)
            .map_err(|e| corrupt(format!("record data is not an Event: {e}")))?;
        push_scalars(&event, &mut scalars).map_err(|error| ReadError::BadEvent {
            path: name(),
            offset: start,
            error,
        })?;
        pos += 16 + len;
    }
    Ok(scalars)
}

/// The event files of a directory (names starting `events.out.tfevents.`), sorted by name,
/// which for files named by their creation time (as `TensorBoard`'s writers do) is the order
/// they were written in.
///
/// # Errors
/// The directory cannot be listed.
pub fn event_files(dir: &Path) -> Result<Vec<PathBuf>, ReadError> {
    let io = |source| ReadError::Io {
        path: dir.display().to_string(),
        source,
    };
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).map_err(io)? {
        let entry = entry.map_err(io)?;
        let is_events = entry
            .file_name()
            .to_str()
            .is_some_and(|n| n.starts_with(FILE_PREFIX));
        if is_events && entry.file_type().map_err(io)?.is_file() {
            files.push(entry.path());
        }
    }
    files.sort();
    Ok(files)
}

/// Every scalar in every event file of `dir` ([`event_files`]): file by file, each in file
/// order. A directory with no event file gives no scalars.
///
/// # Errors
/// The directory cannot be listed, or any of its event files cannot be read
/// ([`read_scalars`]).
pub fn read_dir_scalars(dir: &Path) -> Result<Vec<Scalar>, ReadError> {
    let mut scalars = Vec::new();
    for file in event_files(dir)? {
        scalars.extend(read_scalars(&file)?);
    }
    Ok(scalars)
}

/// Appends the scalars of one `Event` to `out`.
fn push_scalars(event: &Event, out: &mut Vec<Scalar>) -> Result<(), EventError> {
    if !event.has_summary() {
        return Ok(());
    }
    let step = event.get_step();
    let step = u64::try_from(step).map_err(|_| EventError::NegativeStep { step })?;
    let wall_time = event.get_wall_time();
    for value in event.get_summary().get_value() {
        if let Some(scalar) = scalar_value(value) {
            out.push(Scalar {
                tag: value.get_tag().to_string(),
                step,
                wall_time,
                value: scalar,
            });
        }
    }
    Ok(())
}

/// A `Summary.Value`'s scalar, or `None` if it holds none.
fn scalar_value(value: &Summary_Value) -> Option<f64> {
    match &value.value {
        Some(Summary_Value_oneof_value::simple_value(v)) => Some(f64::from(*v)),
        Some(Summary_Value_oneof_value::tensor(tensor)) => tensor_scalar(tensor),
        _ => None,
    }
}

/// A `TensorProto`'s value if it is a single `float` or `double`, given as the one element
/// of `float_val` / `double_val` or, when those are empty, as `tensor_content`.
fn tensor_scalar(tensor: &TensorProto) -> Option<f64> {
    let content = tensor.get_tensor_content();
    match tensor.get_dtype() {
        DataType::DT_FLOAT => match tensor.get_float_val() {
            [] => <[u8; 4]>::try_from(content)
                .ok()
                .map(|b| f64::from(f32::from_le_bytes(b))),
            [v] => Some(f64::from(*v)),
            _ => None,
        },
        DataType::DT_DOUBLE => match tensor.get_double_val() {
            [] => <[u8; 8]>::try_from(content).ok().map(f64::from_le_bytes),
            [v] => Some(*v),
            _ => None,
        },
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tensor(dtype: DataType, content: &[u8]) -> TensorProto {
        let mut t = TensorProto::new();
        t.set_dtype(dtype);
        t.set_tensor_content(content.to_vec());
        t
    }

    #[test]
    fn one_element_float_and_double_tensors_are_scalars() {
        let float = tensor(DataType::DT_FLOAT, &0.5f32.to_le_bytes());
        assert_eq!(tensor_scalar(&float), Some(0.5));
        let double = tensor(DataType::DT_DOUBLE, &0.1f64.to_le_bytes());
        assert_eq!(tensor_scalar(&double), Some(0.1));
        let mut doubles = TensorProto::new();
        doubles.set_dtype(DataType::DT_DOUBLE);
        doubles.set_double_val(vec![-2.5]);
        assert_eq!(tensor_scalar(&doubles), Some(-2.5));
        // Content of the wrong size for its type, two elements, or another type: no scalar.
        for t in [
            tensor(DataType::DT_FLOAT, &0.1f64.to_le_bytes()),
            tensor(DataType::DT_DOUBLE, &0.5f32.to_le_bytes()),
            tensor(DataType::DT_INT32, &7i32.to_le_bytes()),
            tensor(DataType::DT_FLOAT, &[]),
        ] {
            assert_eq!(tensor_scalar(&t), None, "{t:?}");
        }
    }

    #[test]
    fn a_summary_at_a_negative_step_is_refused() {
        let mut event = Event::new();
        event.set_step(-1);
        let mut out = Vec::new();
        assert!(
            push_scalars(&event, &mut out).is_ok(),
            "no summary, nothing read"
        );
        event.set_summary(tensorboard_rs::summary::scalar("a", 1.0));
        assert_eq!(
            push_scalars(&event, &mut out),
            Err(EventError::NegativeStep { step: -1 })
        );
        assert!(out.is_empty());
    }
}
