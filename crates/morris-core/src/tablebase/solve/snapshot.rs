//! A pair's solve saved between its stages, so that a killed build goes on from its last
//! save instead of starting the pair again (the pairs with 8 and 9 men a side take an hour
//! or more on two cores). The file, `WvB.partial` beside the tables, holds every position's
//! word and the frontiers; it is written atomically and removed once the pair's tables are
//! saved. Values and distances do not depend on where a solve was interrupted, so a resumed
//! build writes the same bytes as an uninterrupted one.

use super::{Frontier, Work};
use crate::checksum::CRC32C;
use std::io::{BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

const MAGIC: &[u8; 8] = b"MORRISPS";

/// Writes bytes into a snapshot (and its checksum).
type Put<'a> = dyn FnMut(&[u8]) -> std::io::Result<()> + 'a;
const VERSION: u32 = 1;

/// Where a solve stands.
pub(super) enum Stage {
    /// The forward step is done below position `next` of sector `sector` (and in the
    /// sectors before it); `seeds` are the levels 0 and 1 found so far.
    Forward {
        sector: usize,
        next: u64,
        differ: bool,
        seeds: [Frontier; 2],
    },
    /// Propagation: `current` is decided at `level` and not yet propagated; `pending` the
    /// level-1 seeds, while `level` is 0.
    Propagate {
        passes: u8,
        level: u16,
        current: Frontier,
        pending: Option<Frontier>,
    },
}

/// Why a solve stopped.
#[derive(Debug, thiserror::Error)]
pub enum SolveError {
    #[error("{path}: {error}")]
    Io {
        path: PathBuf,
        error: std::io::Error,
    },
    /// Stopped on purpose after the number of saves asked for (tests of resuming).
    #[error("stopped after {0} saves, as asked")]
    Interrupted(usize),
}

/// Where and how often a pair's solve saves itself.
pub struct Snapshots {
    path: PathBuf,
    /// What the file must match: the rules' fingerprint, the pair, the sectors' lengths.
    key: Vec<u64>,
    every: Duration,
    last: Instant,
    saves: usize,
    /// Tests: stop (`SolveError::Interrupted`) after this many saves.
    stop_after: Option<usize>,
}

impl Snapshots {
    /// Saves to `dir/WvB.partial` for the pair (w, b) (w <= b) every `every` (at the first
    /// stage boundary after it); `key` identifies what is solved (rules, sectors' lengths).
    #[must_use]
    pub fn new(dir: &Path, (w, b): (usize, usize), key: Vec<u64>, every: Duration) -> Snapshots {
        Snapshots {
            path: dir.join(format!("{w}v{b}.partial")),
            key,
            every,
            last: Instant::now(),
            saves: 0,
            stop_after: None,
        }
    }

    /// Saves to `path` (a placement sector's `NAME.partial`) every `every`; `key` as `new`.
    #[must_use]
    pub fn at(path: PathBuf, key: Vec<u64>, every: Duration) -> Snapshots {
        Snapshots {
            path,
            key,
            every,
            last: Instant::now(),
            saves: 0,
            stop_after: None,
        }
    }

    /// At a boundary of a solve with a payload of its own: `payload()` gives the parts to
    /// save when a save is due (saved after the header and key, a checksum after them);
    /// stops when asked to.
    ///
    /// # Errors
    /// The file cannot be written; `SolveError::Interrupted` when asked to stop.
    pub fn boundary_with(&mut self, payload: &dyn Fn() -> Vec<Vec<u8>>) -> Result<(), SolveError> {
        if self.last.elapsed() < self.every {
            return Ok(());
        }
        let parts = payload();
        let written = self.write(&mut |put| {
            for part in &parts {
                put(&(part.len() as u64).to_le_bytes())?;
                put(part)?;
            }
            Ok(())
        });
        self.saved(written)
    }

    /// Counts a save that `written` says was made (and stops when asked to).
    fn saved(&mut self, written: std::io::Result<()>) -> Result<(), SolveError> {
        written.map_err(|error| SolveError::Io {
            path: self.path.clone(),
            error,
        })?;
        self.saves += 1;
        self.last = Instant::now();
        match self.stop_after {
            Some(n) if self.saves >= n => Err(SolveError::Interrupted(n)),
            _ => Ok(()),
        }
    }

    /// Writes the file atomically: the magic, the version and the key, then what `body`
    /// puts, then the CRC-32C of all of it.
    fn write(
        &self,
        body: &mut dyn FnMut(&mut Put<'_>) -> std::io::Result<()>,
    ) -> std::io::Result<()> {
        crate::atomic_file::write_with(&self.path, |tmp| {
            let mut out = BufWriter::with_capacity(1 << 20, std::fs::File::create(tmp)?);
            let mut digest = CRC32C.digest();
            let mut put = |bytes: &[u8]| -> std::io::Result<()> {
                digest.update(bytes);
                out.write_all(bytes)
            };
            put(MAGIC)?;
            put(&VERSION.to_le_bytes())?;
            put(&(self.key.len() as u64).to_le_bytes())?;
            for k in &self.key {
                put(&k.to_le_bytes())?;
            }
            body(&mut put)?;
            let crc = digest.finalize();
            out.write_all(&crc.to_le_bytes())?;
            out.flush()
        })
    }

    /// The parts `boundary_with` saved, `parts` of them, when the file is there, whole and for
    /// this key (else it is removed and `None`: the solve starts over).
    #[must_use]
    pub fn load_parts(&self, parts: usize) -> Option<Vec<Vec<u8>>> {
        let bytes = std::fs::read(&self.path).ok()?;
        let found = self.parse_parts(&bytes, parts);
        if found.is_none() {
            self.remove();
        }
        found
    }

    fn parse_parts(&self, bytes: &[u8], parts: usize) -> Option<Vec<Vec<u8>>> {
        let body = bytes.get(..bytes.len().checked_sub(4)?)?;
        let crc = u32::from_le_bytes(bytes[body.len()..].try_into().ok()?);
        if crate::checksum::crc32c(body) != crc {
            return None;
        }
        let mut at = 0usize;
        let mut take = |n: usize| -> Option<&[u8]> {
            let out = body.get(at..at.checked_add(n)?)?;
            at += n;
            Some(out)
        };
        let word = |b: &[u8]| u64::from_le_bytes(b.try_into().unwrap());
        if take(8)? != MAGIC || take(4)? != VERSION.to_le_bytes() {
            return None;
        }
        if word(take(8)?) != self.key.len() as u64 {
            return None;
        }
        for k in &self.key {
            if word(take(8)?) != *k {
                return None;
            }
        }
        let mut out = Vec::with_capacity(parts);
        for _ in 0..parts {
            let len = usize::try_from(word(take(8)?)).ok()?;
            out.push(take(len)?.to_vec());
        }
        (at == body.len()).then_some(out)
    }

    /// Stop after `saves` saves (tests).
    #[must_use]
    pub fn stopping_after(mut self, saves: usize) -> Snapshots {
        self.stop_after = Some(saves);
        self
    }

    #[must_use]
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Removes the file (the pair's tables are saved).
    pub fn remove(&self) {
        let _ = std::fs::remove_file(&self.path);
    }

    /// At a stage boundary: saves when due (and stops when asked to).
    pub(super) fn boundary(&mut self, works: &[Work], stage: &Stage) -> Result<(), SolveError> {
        if self.last.elapsed() < self.every {
            return Ok(());
        }
        let written = self.save(works, stage);
        self.saved(written)
    }

    fn save(&self, works: &[Work], stage: &Stage) -> std::io::Result<()> {
        self.write(&mut |put| {
            let (tag, a, b, c, lists): (u64, u64, u64, u64, Vec<&Frontier>) = match stage {
                Stage::Forward {
                    sector,
                    next,
                    differ,
                    seeds,
                } => (
                    0,
                    *sector as u64,
                    *next,
                    u64::from(*differ),
                    seeds.iter().collect(),
                ),
                Stage::Propagate {
                    passes,
                    level,
                    current,
                    pending,
                } => (
                    1,
                    u64::from(*passes),
                    u64::from(*level),
                    u64::from(pending.is_some()),
                    std::iter::once(current).chain(pending).collect(),
                ),
            };
            for v in [tag, a, b, c, lists.len() as u64] {
                put(&v.to_le_bytes())?;
            }
            for list in &lists {
                put(&(list.len() as u64).to_le_bytes())?;
            }
            let mut buffer = Vec::with_capacity(1 << 16);
            for work in works {
                for chunk in work.words.chunks(1 << 13) {
                    buffer.clear();
                    for w in chunk {
                        buffer.extend_from_slice(&w.load(Ordering::Relaxed).to_le_bytes());
                    }
                    put(&buffer)?;
                }
            }
            for list in lists {
                for chunk in list.chunks(1 << 13) {
                    buffer.clear();
                    for v in chunk {
                        buffer.extend_from_slice(&v.to_le_bytes());
                    }
                    put(&buffer)?;
                }
            }
            Ok(())
        })
    }

    /// The saved stage, with `works` filled from the file; `None` when there is no file or
    /// it is not for this pair (another rules' or format's, or damaged: it is removed and
    /// the pair starts over).
    pub(super) fn load(&self, works: &[Work]) -> Option<Stage> {
        let file = std::fs::File::open(&self.path).ok()?;
        let size = file.metadata().ok()?.len();
        let stage = self.read(BufReader::with_capacity(1 << 20, file), size, works);
        // Removed only when its bytes are wrong, not on a passing read error.
        if let Err(e) = &stage {
            if matches!(
                e.kind(),
                std::io::ErrorKind::InvalidData | std::io::ErrorKind::UnexpectedEof
            ) {
                self.remove();
            }
        }
        stage.ok()
    }

    /// The stage in `input`, a file of `size` bytes (a list's length is checked against it
    /// before anything is allocated for it).
    fn read(&self, mut input: impl Read, size: u64, works: &[Work]) -> std::io::Result<Stage> {
        let bad =
            |what: &str| std::io::Error::new(std::io::ErrorKind::InvalidData, what.to_string());
        let mut digest = CRC32C.digest();
        let mut take = |n: usize| -> std::io::Result<Vec<u8>> {
            let mut bytes = vec![0u8; n];
            input.read_exact(&mut bytes)?;
            digest.update(&bytes);
            Ok(bytes)
        };
        let word = |bytes: &[u8]| u64::from_le_bytes(bytes.try_into().unwrap());
        if take(8)? != MAGIC || take(4)? != VERSION.to_le_bytes() {
            return Err(bad("not a solve snapshot of this version"));
        }
        let keys = word(&take(8)?);
        if keys != self.key.len() as u64 {
            return Err(bad("another pair"));
        }
        for k in &self.key {
            if word(&take(8)?) != *k {
                return Err(bad("another pair"));
            }
        }
        let head: Vec<u64> = take(40)?.chunks(8).map(word).collect();
        let (tag, a, b, c, count) = (head[0], head[1], head[2], head[3], head[4]);
        if count > 2 {
            return Err(bad("frontiers"));
        }
        let lengths: Vec<u64> = take(8 * count as usize)?.chunks(8).map(word).collect();
        if lengths.iter().any(|&len| len > size / 8) {
            return Err(bad("a frontier longer than the file"));
        }
        for work in works {
            for chunk in work.words.chunks(1 << 13) {
                let bytes = take(8 * chunk.len())?;
                for (w, b) in chunk.iter().zip(bytes.chunks(8)) {
                    w.store(word(b), Ordering::Relaxed);
                }
            }
        }
        let mut lists = Vec::new();
        for &len in &lengths {
            let mut list = Vec::with_capacity(len as usize);
            let mut left = len as usize;
            while left > 0 {
                let n = left.min(1 << 13);
                list.extend(take(8 * n)?.chunks(8).map(word));
                left -= n;
            }
            lists.push(list);
        }
        let expected = digest.finalize();
        let mut crc = [0u8; 4];
        input.read_exact(&mut crc)?;
        if u32::from_le_bytes(crc) != expected {
            return Err(bad("checksum"));
        }
        let mut lists = lists.into_iter();
        match tag {
            0 if count == 2 => Ok(Stage::Forward {
                sector: a as usize,
                next: b,
                differ: c != 0,
                seeds: [lists.next().unwrap(), lists.next().unwrap()],
            }),
            1 if count == 1 + c => Ok(Stage::Propagate {
                passes: a as u8,
                level: b as u16,
                current: lists.next().unwrap(),
                pending: lists.next(),
            }),
            _ => Err(bad("stage")),
        }
    }
}
