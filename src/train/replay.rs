//! The replay buffer: the latest self-play positions with their targets, sampled uniformly
//! into minibatches, each sample through a random board symmetry.
//!
//! Its size follows a window that grows with the data (as `KataGo`'s): early on, when the
//! network changes fast, only recent games are kept; later the window widens up to the
//! capacity. Positions are stored compactly (the `Position`, its repetition count, the
//! sparse policy target and the result) and encoded when sampled. The buffer is saved
//! atomically beside the checkpoints (bincode, versioned), so a resumed run keeps its data.

use crate::atomic_file;
use crate::env::Encoder;
use crate::game::{Action, ActionList, Position};
use crate::selfplay::GameRecord;
use bincode::Options;
use rand::Rng;
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;
use std::path::Path;
use thiserror::Error;

/// What every replay file says it is.
const FORMAT: &str = "morris-zero replay buffer";
const VERSION: u32 = 1;

/// Little-endian fixed-width integers; trailing bytes are an error.
fn bincode_options() -> impl Options {
    bincode::DefaultOptions::new().with_fixint_encoding()
}

/// One training position.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Sample {
    pub position: Position,
    pub occurrences: u8,
    /// The search's policy (action id, probability); empty for a fast search (playout-cap
    /// randomization), which trains the value only.
    pub policy: Vec<(u16, f32)>,
    /// The game's result for the player to move: 1, 0 or -1.
    pub result: i8,
}

/// A minibatch, flattened row-major and ready for tensors.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Batch {
    pub size: usize,
    /// `[size, C, H, W]`.
    pub observations: Vec<f32>,
    /// `[size, A]`: legal ids.
    pub masks: Vec<bool>,
    /// `[size, A]`: the policy target (zeros for a value-only sample).
    pub policies: Vec<f32>,
    /// `[size]`: 1 where the sample has a policy target.
    pub policy_weights: Vec<f32>,
    /// `[size]`: the result for the player to move (1, 0, -1).
    pub results: Vec<f32>,
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
struct ReplayFile {
    format: String,
    version: u32,
    generated: u64,
    samples: Vec<Sample>,
}

/// The buffer.
#[derive(Clone, Debug)]
pub struct ReplayBuffer {
    samples: VecDeque<Sample>,
    capacity: usize,
    window_base: usize,
    window_fraction: f64,
    /// Positions added over the run (the window grows with it).
    generated: u64,
}

impl ReplayBuffer {
    #[must_use]
    pub fn new(capacity: usize, window_base: usize, window_fraction: f64) -> ReplayBuffer {
        ReplayBuffer {
            samples: VecDeque::new(),
            capacity: capacity.max(1),
            window_base,
            window_fraction,
            generated: 0,
        }
    }

    /// Positions held.
    #[must_use]
    pub fn len(&self) -> usize {
        self.samples.len()
    }

    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.samples.is_empty()
    }

    /// Positions added since the run began.
    #[must_use]
    pub fn generated(&self) -> u64 {
        self.generated
    }

    /// The current window: how many of the newest positions are kept.
    #[must_use]
    pub fn window(&self) -> usize {
        if self.window_fraction <= 0.0 {
            return self.capacity;
        }
        let grown = self.window_base as f64 + self.window_fraction * self.generated as f64;
        (grown as usize).min(self.capacity)
    }

    /// Adds every position of a finished game (the oldest ones leave past the window).
    pub fn push_game(&mut self, game: &GameRecord) {
        for (i, m) in game.moves.iter().enumerate() {
            self.samples.push_back(Sample {
                position: m.position,
                occurrences: m.occurrences.min(usize::from(u8::MAX)) as u8,
                policy: if m.full_search {
                    m.policy.clone()
                } else {
                    Vec::new()
                },
                result: game.value_target(i) as i8,
            });
        }
        self.generated += game.moves.len() as u64;
        let window = self.window();
        while self.samples.len() > window {
            self.samples.pop_front();
        }
    }

    /// A uniform sample of `size` positions (with replacement), each transformed by a random
    /// symmetry of the board when `symmetries` is set.
    ///
    /// # Panics
    /// On an empty buffer.
    pub fn sample(
        &self,
        rng: &mut impl Rng,
        size: usize,
        encoder: &Encoder,
        symmetries: bool,
    ) -> Batch {
        assert!(!self.samples.is_empty(), "sampling an empty replay buffer");
        let rules = encoder.rules();
        let board = rules.board();
        let points = board.points();
        let (obs_len, ids) = (encoder.observation_len(), encoder.action_count());
        let mut batch = Batch {
            size,
            observations: vec![0.0; size * obs_len],
            masks: vec![false; size * ids],
            policies: vec![0.0; size * ids],
            policy_weights: vec![0.0; size],
            results: vec![0.0; size],
        };
        let mut legal = ActionList::new();
        for row in 0..size {
            let sample = &self.samples[rng.gen_range(0..self.samples.len())];
            let sym = if symmetries {
                &board.symmetries()[rng.gen_range(0..board.symmetries().len())]
            } else {
                &board.symmetries()[0]
            };
            let position = sample.position.transformed(sym);
            let occurrences = usize::from(sample.occurrences);
            encoder.encode(
                &position,
                occurrences,
                &mut batch.observations[row * obs_len..(row + 1) * obs_len],
            );
            legal.clear();
            position.legal_actions_counted(rules, occurrences, &mut legal);
            encoder.write_mask(&legal, &mut batch.masks[row * ids..(row + 1) * ids]);
            let policy = &mut batch.policies[row * ids..(row + 1) * ids];
            for &(id, p) in &sample.policy {
                if let Some(action) = Action::from_id(usize::from(id), points) {
                    policy[action.transformed(sym).id(points)] = p;
                }
            }
            batch.policy_weights[row] = if sample.policy.is_empty() { 0.0 } else { 1.0 };
            batch.results[row] = f32::from(sample.result);
        }
        batch
    }

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
        Ok((bytes.len() as u64, crate::net::checkpoint::crc32c(&bytes)))
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
        let file: ReplayFile = bincode_options()
            .with_limit(bytes.len() as u64 * 2 + 1024)
            .deserialize(bytes)
            .map_err(|e| corrupt(e.to_string()))?;
        if file.format != FORMAT || file.version != VERSION {
            return Err(corrupt(format!(
                "format '{}' version {}, but this build reads '{FORMAT}' version {VERSION}",
                file.format, file.version
            )));
        }
        let ids = crate::game::action_count(points);
        for (i, s) in file.samples.iter().enumerate() {
            if s.position.key() != s.position.compute_key()
                || s.policy.iter().any(|&(id, _)| usize::from(id) >= ids)
                || !(-1..=1).contains(&s.result)
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
