//! Reads the scalars back out of `TensorBoard` event files, with no `TensorFlow` and no protobuf
//! runtime: the `TFRecord` framing, both checksums verified, and just enough protobuf to find
//! the scalars.
//!
//! A file is a sequence of records:
//!
//! ```text
//! u64 length (little-endian) | u32 masked crc32c(length bytes) | data | u32 masked crc32c(data)
//! ```
//!
//! where a masked CRC is `crc.rotate_right(15) + 0xa282ead8` (CRC-32C, Castagnoli). Each
//! record's data is an `Event`:
//!
//! ```text
//! Event   { double wall_time = 1; int64 step = 2;
//!           oneof what { string file_version = 3; Summary summary = 5; ... } }
//! Summary { repeated Value value = 1; }
//! Value   { string tag = 1; SummaryMetadata metadata = 9;
//!           oneof value { float simple_value = 2; ...; TensorProto tensor = 8; } }
//! TensorProto { DataType dtype = 1; bytes tensor_content = 4;
//!               repeated float float_val = 5; repeated double double_val = 6; ... }
//! ```
//!
//! A scalar is a `Value` with a `simple_value` (what tensorboard-rs, and so
//! [`super::tensorboard::EventLog`], writes, as do `PyTorch` and TF 1) or with a one-element
//! `float` or `double` tensor (TF 2's `tf.summary.scalar`). Other values (images, histograms,
//! text) and other events (file version, graphs) are skipped.

use super::tensorboard::FILE_PREFIX;
use std::path::{Path, PathBuf};
use thiserror::Error;

/// One scalar as logged: `tag` had `value` at `step`, written at `wall_time` (seconds since
/// the Unix epoch).
#[derive(Clone, Debug, PartialEq)]
pub struct ScalarEvent {
    pub tag: String,
    pub step: u64,
    pub wall_time: f64,
    pub value: f64,
}

/// Why event files cannot be read; each names the file (or directory) at fault.
#[derive(Debug, Error)]
pub enum EventsError {
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
}

/// The CRC-32C (Castagnoli) that `TFRecord` uses.
const CRC32C: crc::Crc<u32> = crc::Crc::<u32>::new(&crc::CRC_32_ISCSI);

/// `TFRecord`'s masked CRC-32C of `data`.
#[must_use]
pub fn masked_crc32c(data: &[u8]) -> u32 {
    CRC32C
        .checksum(data)
        .rotate_right(15)
        .wrapping_add(0xa282_ead8)
}

/// Every scalar in one event file, in file order.
///
/// # Errors
/// The file cannot be read, ends inside a record, fails a checksum, or holds an event that
/// does not decode; the error names the file and the byte offset of the record.
pub fn read_scalars(path: &Path) -> Result<Vec<ScalarEvent>, EventsError> {
    let name = || path.display().to_string();
    let bytes = std::fs::read(path).map_err(|source| EventsError::Io {
        path: name(),
        source,
    })?;
    let mut scalars = Vec::new();
    let mut pos = 0;
    while pos < bytes.len() {
        let start = pos;
        let truncated = |what| EventsError::Truncated {
            path: name(),
            offset: start,
            what,
        };
        let corrupt = |what: String| EventsError::Corrupt {
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
        decode_event(data, &mut scalars).map_err(|e| corrupt(format!("bad event: {e}")))?;
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
pub fn event_files(dir: &Path) -> Result<Vec<PathBuf>, EventsError> {
    let io = |source| EventsError::Io {
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
pub fn read_dir_scalars(dir: &Path) -> Result<Vec<ScalarEvent>, EventsError> {
    let mut scalars = Vec::new();
    for file in event_files(dir)? {
        scalars.extend(read_scalars(&file)?);
    }
    Ok(scalars)
}

/// Protobuf wire types.
const VARINT: u8 = 0;
const FIXED64: u8 = 1;
const LEN: u8 = 2;
const FIXED32: u8 = 5;

/// `TensorFlow`'s `DataType` values for the tensors read as scalars.
const DT_FLOAT: u64 = 1;
const DT_DOUBLE: u64 = 2;

/// A field's payload, by wire type.
enum Field<'a> {
    Varint(u64),
    Fixed64([u8; 8]),
    Len(&'a [u8]),
    Fixed32([u8; 4]),
}

/// A reader of protobuf fields over one message's bytes.
struct Fields<'a> {
    buf: &'a [u8],
}

impl<'a> Fields<'a> {
    fn varint(&mut self) -> Result<u64, String> {
        let mut value = 0u64;
        for (i, &b) in self.buf.iter().enumerate().take(10) {
            value |= u64::from(b & 0x7f) << (7 * i);
            if b & 0x80 == 0 {
                self.buf = &self.buf[i + 1..];
                return Ok(value);
            }
        }
        Err(if self.buf.len() < 10 {
            "message ends inside a varint".into()
        } else {
            "varint longer than 10 bytes".into()
        })
    }

    fn take(&mut self, n: usize, what: &str) -> Result<&'a [u8], String> {
        if self.buf.len() < n {
            return Err(format!("message ends inside a {what}"));
        }
        let (head, tail) = self.buf.split_at(n);
        self.buf = tail;
        Ok(head)
    }

    /// The next field: its number and payload, or `None` at the end of the message.
    fn next_field(&mut self) -> Result<Option<(u64, Field<'a>)>, String> {
        if self.buf.is_empty() {
            return Ok(None);
        }
        let key = self.varint()?;
        let number = key >> 3;
        if number == 0 {
            return Err("field number 0".into());
        }
        let field = match (key & 7) as u8 {
            VARINT => Field::Varint(self.varint()?),
            FIXED64 => Field::Fixed64(self.take(8, "fixed64")?.try_into().unwrap()),
            LEN => {
                let len = self.varint()?;
                let len = usize::try_from(len).map_err(|_| "length too large".to_string())?;
                Field::Len(self.take(len, "length-delimited field")?)
            }
            FIXED32 => Field::Fixed32(self.take(4, "fixed32")?.try_into().unwrap()),
            w => return Err(format!("field {number} has unsupported wire type {w}")),
        };
        Ok(Some((number, field)))
    }
}

fn fields(buf: &[u8]) -> Fields<'_> {
    Fields { buf }
}

fn wrong_type(message: &str, number: u64) -> String {
    format!("{message} field {number} has the wrong wire type")
}

/// Appends the scalars of one `Event` to `out`.
fn decode_event(data: &[u8], out: &mut Vec<ScalarEvent>) -> Result<(), String> {
    let mut wall_time = 0.0;
    let mut step = 0i64;
    let mut summaries = Vec::new();
    let mut it = fields(data);
    while let Some((number, field)) = it.next_field()? {
        match (number, field) {
            (1, Field::Fixed64(b)) => wall_time = f64::from_le_bytes(b),
            (2, Field::Varint(v)) => step = v as i64,
            // A message field that occurs twice is merged: its repeated values add up.
            (5, Field::Len(b)) => summaries.push(b),
            (1 | 2 | 5, _) => return Err(wrong_type("Event", number)),
            _ => {}
        }
    }
    if summaries.is_empty() {
        return Ok(());
    }
    let step = u64::try_from(step).map_err(|_| format!("negative step {step}"))?;
    for summary in summaries {
        let mut it = fields(summary);
        while let Some((number, field)) = it.next_field()? {
            match (number, field) {
                (1, Field::Len(value)) => {
                    if let Some((tag, value)) = decode_value(value)? {
                        out.push(ScalarEvent {
                            tag,
                            step,
                            wall_time,
                            value,
                        });
                    }
                }
                (1, _) => return Err(wrong_type("Summary", number)),
                _ => {}
            }
        }
    }
    Ok(())
}

/// A `Summary.Value`'s tag and scalar, or `None` if it holds no scalar.
fn decode_value(data: &[u8]) -> Result<Option<(String, f64)>, String> {
    let mut tag = String::new();
    let mut value = None;
    let mut it = fields(data);
    while let Some((number, field)) = it.next_field()? {
        match (number, field) {
            (1, Field::Len(b)) => {
                tag = std::str::from_utf8(b)
                    .map_err(|_| "tag is not UTF-8".to_string())?
                    .to_string();
            }
            (2, Field::Fixed32(b)) => value = Some(f64::from(f32::from_le_bytes(b))),
            (8, Field::Len(b)) => value = decode_tensor(b)?,
            // The other members of the `value` oneof: the last member present wins.
            (3..=6, Field::Len(_)) => value = None,
            (1 | 2 | 3 | 4 | 5 | 6 | 8, _) => return Err(wrong_type("Summary.Value", number)),
            _ => {}
        }
    }
    Ok(value.map(|v| (tag, v)))
}

/// A `TensorProto`'s value if it is a single `float` or `double`.
fn decode_tensor(data: &[u8]) -> Result<Option<f64>, String> {
    let mut dtype = 0;
    let mut content: &[u8] = &[];
    let mut floats = Vec::new();
    let mut doubles = Vec::new();
    let mut it = fields(data);
    while let Some((number, field)) = it.next_field()? {
        match (number, field) {
            (1, Field::Varint(v)) => dtype = v,
            (4, Field::Len(b)) => content = b,
            // Repeated numbers come packed (proto3's default) or one field each.
            (5, Field::Len(b)) => floats.extend(chunks::<4>(b)?.map(f32::from_le_bytes)),
            (5, Field::Fixed32(b)) => floats.push(f32::from_le_bytes(b)),
            (6, Field::Len(b)) => doubles.extend(chunks::<8>(b)?.map(f64::from_le_bytes)),
            (6, Field::Fixed64(b)) => doubles.push(f64::from_le_bytes(b)),
            (1 | 4 | 5 | 6, _) => return Err(wrong_type("TensorProto", number)),
            _ => {}
        }
    }
    let value = match dtype {
        DT_FLOAT if floats.is_empty() => {
            single::<4>(content).map(|b| f64::from(f32::from_le_bytes(b)))
        }
        DT_FLOAT => (floats.len() == 1).then(|| f64::from(floats[0])),
        DT_DOUBLE if doubles.is_empty() => single::<8>(content).map(f64::from_le_bytes),
        DT_DOUBLE => (doubles.len() == 1).then(|| doubles[0]),
        _ => None,
    };
    Ok(value)
}

/// `b` as little-endian numbers of `N` bytes.
fn chunks<const N: usize>(b: &[u8]) -> Result<impl Iterator<Item = [u8; N]> + '_, String> {
    if b.len() % N != 0 {
        return Err(format!(
            "packed field of {} bytes is not a multiple of {N}",
            b.len()
        ));
    }
    Ok(b.chunks_exact(N).map(|c| c.try_into().unwrap()))
}

/// `b` if it is exactly one number of `N` bytes.
fn single<const N: usize>(b: &[u8]) -> Option<[u8; N]> {
    b.try_into().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crc32c_is_castagnoli_and_masked_as_tfrecord() {
        // The CRC-32C check value, and TFRecord's mask of it: ((c >> 15) | (c << 17)) +
        // 0xa282ead8, wrapping.
        assert_eq!(CRC32C.checksum(b"123456789"), 0xe306_9283);
        assert_eq!(masked_crc32c(b"123456789"), 0xc78a_b0e5);
        // Agrees with the writer's own implementation.
        for data in [&b""[..], b"a", b"events.out.tfevents", &[0xff; 100]] {
            assert_eq!(
                masked_crc32c(data),
                tensorboard_rs::masked_crc32c::masked_crc32c(data)
            );
        }
    }

    #[test]
    fn varints_decode_and_overlong_ones_are_refused() {
        let mut f = fields(&[0xac, 0x02]);
        assert_eq!(f.varint(), Ok(300));
        assert!(fields(&[0x80; 11]).varint().is_err());
        assert!(fields(&[0x80]).varint().is_err());
    }
}
