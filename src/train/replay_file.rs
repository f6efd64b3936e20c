//! The replay buffer on disk: one file per checkpoint unit, bincode (little-endian fixed-width
//! integers), versioned, written atomically; older versions load with what they lack left
//! empty, and every sample is checked on loading (its position's key recomputed, its ids and
//! values in range), so a damaged file is refused rather than trained on.

use super::replay::{ReplayBuffer, Sample};
use crate::atomic_file;
use crate::game::Position;
use bincode::Options;
use serde::{Deserialize, Serialize};
use std::path::Path;
use thiserror::Error;

/// What every replay file says it is.
pub(super) const FORMAT: &str = "morris-zero replay buffer";
/// Version 2 added each sample's root value; version 1 files load with the result in its
/// place (a value target of the result alone). Version 3 added the auxiliary targets; older
/// files load without them (their samples train no auxiliary head).
pub(super) const VERSION: u32 = 3;

/// Little-endian fixed-width integers; trailing bytes are an error.
pub(super) fn bincode_options() -> impl Options {
    bincode::DefaultOptions::new().with_fixint_encoding()
}

/// A sample as version 2 stored it.
#[cfg_attr(test, derive(Serialize))]
#[derive(Deserialize)]
pub(super) struct SampleV2 {
    pub(super) position: Position,
    pub(super) occurrences: u8,
    pub(super) policy: Vec<(u16, f32)>,
    pub(super) result: i8,
    pub(super) root_value: f32,
}

/// A sample as version 1 stored it.
#[cfg_attr(test, derive(Serialize))]
#[derive(Deserialize)]
pub(super) struct SampleV1 {
    pub(super) position: Position,
    pub(super) occurrences: u8,
    pub(super) policy: Vec<(u16, f32)>,
    pub(super) result: i8,
}

/// Why a replay file cannot be written or read.
#[derive(Debug, Error)]
pub enum ReplayError {
    #[error("{path}: {source}")]
    Io {
        path: String,
        source: std::io::Error,
    },
    #[error("{path}: not a readable replay buffer: {message}")]
    Corrupt { path: String, message: String },
}

#[derive(Serialize, Deserialize)]
pub(super) struct ReplayFile<S> {
    pub(super) format: String,
    pub(super) version: u32,
    pub(super) generated: u64,
    pub(super) samples: Vec<S>,
}

/// The part every version shares, read first to tell them apart.
#[derive(Deserialize)]
struct ReplayHeader {
    format: String,
    version: u32,
}

impl From<SampleV1> for Sample {
    fn from(v1: SampleV1) -> Sample {
        Sample::from(SampleV2 {
            position: v1.position,
            occurrences: v1.occurrences,
            policy: v1.policy,
            result: v1.result,
            root_value: f32::from(v1.result),
        })
    }
}

impl From<SampleV2> for Sample {
    fn from(v2: SampleV2) -> Sample {
        Sample {
            position: v2.position,
            occurrences: v2.occurrences,
            policy: v2.policy,
            result: v2.result,
            root_value: v2.root_value,
            reply: Vec::new(),
            final_men: None,
            short_value: None,
        }
    }
}

impl ReplayBuffer {
    /// Saves the buffer atomically; returns the file's size and CRC-32C (for the checkpoint
    /// that names it).
    ///
    /// # Errors
    /// The file cannot be written.
    pub fn save(&self, path: &Path) -> Result<(u64, u32), ReplayError> {
        let file = ReplayFile {
            format: FORMAT.to_string(),
            version: VERSION,
            generated: self.generated,
            samples: self.samples.iter().cloned().collect(),
        };
        let bytes = bincode_options()
            .serialize(&file)
            .expect("a replay buffer serialises");
        atomic_file::write(path, &bytes).map_err(|source| ReplayError::Io {
            path: path.display().to_string(),
            source,
        })?;
        Ok((bytes.len() as u64, crate::checksum::crc32c(&bytes)))
    }

    /// Loads a saved buffer into this one (keeping this one's capacity and window), checking
    /// every position's key against a recomputation.
    ///
    /// # Errors
    /// An unreadable, truncated, damaged or foreign file, with its path.
    pub fn load(&mut self, path: &Path, points: usize) -> Result<(), ReplayError> {
        let bytes = std::fs::read(path).map_err(|source| ReplayError::Io {
            path: path.display().to_string(),
            source,
        })?;
        self.load_bytes(&bytes, path, points)
    }

    /// `load` from the bytes of the file at `path` (read already).
    ///
    /// # Errors
    /// A truncated, damaged or foreign file, with its path.
    pub fn load_bytes(
        &mut self,
        bytes: &[u8],
        path: &Path,
        points: usize,
    ) -> Result<(), ReplayError> {
        let name = path.display().to_string();
        let corrupt = |message: String| ReplayError::Corrupt {
            path: name.clone(),
            message,
        };
        let limit = bytes.len() as u64 * 2 + 1024;
        let options = bincode_options().with_limit(limit);
        // Trailing bytes are expected here: the header is only the file's start.
        let header: ReplayHeader = bincode_options()
            .with_limit(limit)
            .allow_trailing_bytes()
            .deserialize(bytes)
            .map_err(|e| corrupt(e.to_string()))?;
        let file: ReplayFile<Sample> = match (header.format == FORMAT, header.version) {
            (true, VERSION) => options.deserialize(bytes),
            (true, 1) => options.deserialize(bytes).map(|v1: ReplayFile<SampleV1>| ReplayFile {
                format: v1.format,
                version: VERSION,
                generated: v1.generated,
                samples: v1.samples.into_iter().map(Sample::from).collect(),
            }),
            (true, 2) => options.deserialize(bytes).map(|v2: ReplayFile<SampleV2>| ReplayFile {
                format: v2.format,
                version: VERSION,
                generated: v2.generated,
                samples: v2.samples.into_iter().map(Sample::from).collect(),
            }),
            _ => {
                return Err(corrupt(format!(
                    "format '{}' version {}, but this build reads '{FORMAT}' versions 1 to {VERSION}",
                    header.format, header.version
                )));
            }
        }
        .map_err(|e| corrupt(e.to_string()))?;
        let ids = crate::game::action_count(points);
        for (i, s) in file.samples.iter().enumerate() {
            if !s.position.is_well_formed()
                || s.position.key() != s.position.compute_key()
                || s.policy
                    .iter()
                    .chain(&s.reply)
                    .any(|&(id, _)| usize::from(id) >= ids)
                || s.final_men
                    .is_some_and(|[a, b]| a & b != 0 || (a | b) >> points != 0)
                || !(-1..=1).contains(&s.result)
                || !(-1.0..=1.0).contains(&s.root_value)
                || s.short_value.is_some_and(|v| !(-1.0..=1.0).contains(&v))
            {
                return Err(corrupt(format!("sample {i} is damaged")));
            }
        }
        self.generated = file.generated;
        self.samples = file.samples.into();
        let window = self.window();
        while self.samples.len() > window {
            self.samples.pop_front();
        }
        Ok(())
    }
}
