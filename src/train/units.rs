//! A run directory's checkpoint units, the networks kept at time marks and the best
//! network (the names: `morris_core::run_dir`). A unit is a checkpoint (`step-N.safetensors`:
//! weights, optimiser, trainer state) and the replay buffer it was taken with
//! (`replay-N.bin`). The replay file is written first and the checkpoint last, naming the
//! replay file with its size and CRC-32C, so the checkpoint is the unit's manifest: a unit is
//! complete when its checkpoint reads and the file it names matches. A kill at any moment
//! leaves the newest complete unit intact; what it leaves besides (a temporary file, a replay
//! file no checkpoint names) is removed when the run resumes. Old units are pruned only once a
//! newer one is complete.

use super::error::RunDirError;
use super::replay::ReplayBuffer;
use crate::net::checkpoint::{self, Checkpoint, CheckpointMeta, ReplayRef};
use crate::run_dir::{LEGACY_REPLAY, REPLAY, RunDir};
use std::path::{Path, PathBuf};
use tch::Tensor;

type Result<T> = std::result::Result<T, RunDirError>;

/// A complete unit, read.
pub struct Unit {
    pub checkpoint: Checkpoint,
    /// The replay file and its bytes (checked against the checkpoint), if the unit has one.
    pub replay: Option<(PathBuf, Vec<u8>)>,
}

/// Reads the unit whose checkpoint is `path`.
///
/// # Errors
/// A checkpoint that does not read, or a replay file that is missing or does not match it.
pub fn open_unit(path: &Path) -> Result<Unit> {
    let checkpoint = checkpoint::load(path)?;
    let dir = path.parent().unwrap_or(Path::new("."));
    let replay = if let Some(named) = &checkpoint.meta.replay {
        Some(read_replay(dir, named)?)
    } else {
        // A version-2 checkpoint: the run's one replay file, whatever step it was at.
        let legacy = RunDir::new(dir).legacy_replay();
        std::fs::read(&legacy).ok().map(|bytes| (legacy, bytes))
    };
    Ok(Unit { checkpoint, replay })
}

fn read_replay(dir: &Path, named: &ReplayRef) -> Result<(PathBuf, Vec<u8>)> {
    let path = dir.join(&named.file);
    // A unit's own replay file, beside its checkpoint, a regular file: a damaged name must
    // not lead out of the run (`../`, `/etc/...`) or to a pipe that never ends.
    if REPLAY.number(&named.file).is_none() {
        return Err(RunDirError::ReplayUnreadable {
            path,
            error: std::io::Error::other("not a replay file's name (replay-N.bin)"),
        });
    }
    if std::fs::metadata(&path).is_ok_and(|m| !m.is_file()) {
        return Err(RunDirError::ReplayUnreadable {
            path,
            error: std::io::Error::other("not a regular file"),
        });
    }
    let bytes = match std::fs::read(&path) {
        Ok(bytes) => bytes,
        Err(error) => return Err(RunDirError::ReplayUnreadable { path, error }),
    };
    let crc = format!("{:08x}", crate::checksum::crc32c(&bytes));
    if bytes.len() as u64 != named.bytes || crc != named.crc32c {
        return Err(RunDirError::ReplayMismatch {
            path,
            bytes: bytes.len() as u64,
            crc,
            named_bytes: named.bytes,
            named_crc: named.crc32c.clone(),
        });
    }
    Ok((path, bytes))
}

/// The newest complete unit in `dir`, and why each newer checkpoint was passed over.
///
/// # Errors
/// No checkpoint at all, or none complete (each named with what is wrong; nothing is deleted).
pub fn newest_complete(run: &RunDir) -> Result<(Unit, Vec<String>)> {
    let found = run.checkpoints();
    if found.is_empty() {
        return Err(RunDirError::NoCheckpoint {
            dir: run.root().to_path_buf(),
        });
    }
    let mut passed_over = Vec::new();
    for (_, path) in found.iter().rev() {
        match open_unit(path) {
            Ok(unit) => return Ok((unit, passed_over)),
            Err(e) => passed_over.push(format!("{}: {e}", path.display())),
        }
    }
    Err(RunDirError::NoCompleteUnit {
        dir: run.root().to_path_buf(),
        passed_over,
    })
}

/// Writes the checkpoint unit of `step` in `run`: the replay buffer first (where `buffer` is
/// given), then the checkpoint that names it, with the weights and optimiser state of
/// `groups`; prunes the units beyond the newest `keep`. Returns the checkpoint's path.
///
/// # Errors
/// A file that cannot be written or removed.
pub fn write_unit(
    run: &RunDir,
    meta: &CheckpointMeta,
    buffer: Option<&ReplayBuffer>,
    groups: &[(&str, Vec<(String, Tensor)>)],
    keep: usize,
) -> Result<PathBuf> {
    let step = meta.step;
    let mut meta = meta.clone();
    if let Some(buffer) = buffer {
        let file = REPLAY.name(step);
        let (bytes, crc) = buffer.save(&run.replay(step))?;
        meta.replay = Some(ReplayRef {
            file,
            bytes,
            crc32c: format!("{crc:08x}"),
            positions: buffer.len(),
        });
    }
    let path = run.checkpoint(step);
    checkpoint::save(&path, &meta, groups)?;
    prune(run, keep, step)?;
    Ok(path)
}

/// Keeps the network alone (`net`, no optimiser, no replay) for good in `RUN/networks/`, as
/// the one of `minute` of training; returns its path. The units' pruning leaves it alone.
///
/// # Errors
/// A file that cannot be written.
pub fn keep_network(
    run: &RunDir,
    minute: u64,
    meta: &CheckpointMeta,
    net: Vec<(String, Tensor)>,
) -> Result<PathBuf> {
    let networks = run.networks();
    std::fs::create_dir_all(&networks).map_err(|error| RunDirError::Create {
        path: networks.clone(),
        error,
    })?;
    let path = run.network(minute, meta.step);
    checkpoint::save(&path, meta, &[("net", net)])?;
    Ok(path)
}

/// Copies the checkpoint at `path` as the run's best (`best.safetensors`), atomically.
///
/// # Errors
/// A file that cannot be read or written.
pub fn copy_best(run: &RunDir, path: &Path) -> Result<()> {
    let bytes = std::fs::read(path).map_err(|error| RunDirError::Read {
        path: path.to_path_buf(),
        error,
    })?;
    let best = run.best();
    crate::atomic_file::write(&best, &bytes)
        .map_err(|error| RunDirError::Write { path: best, error })
}

/// Removes the units beyond the newest `keep` up to `written` (the unit just written), then
/// the files no unit names (see `remove_leftovers`). Units of later steps than `written` are
/// neither counted nor removed: a run resumed past a damaged newest unit would otherwise
/// keep that one and remove the complete ones it goes on from.
///
/// # Errors
/// A file that cannot be removed.
pub fn prune(run: &RunDir, keep: usize, written: u64) -> Result<()> {
    let all: Vec<(u64, PathBuf)> = run
        .checkpoints()
        .into_iter()
        .filter(|(step, _)| *step <= written)
        .collect();
    for (_, old) in &all[..all.len().saturating_sub(keep.max(1))] {
        remove(old)?;
    }
    remove_leftovers(run)?;
    Ok(())
}

/// Removes what an interrupted save leaves: temporary files, replay files that no checkpoint
/// names (a kill between the two files, or during a prune) and the version-2 `replay.bin`
/// once checkpoints name their own. Returns what was removed.
///
/// # Errors
/// A file that cannot be removed.
pub fn remove_leftovers(run: &RunDir) -> Result<Vec<PathBuf>> {
    let dir = run.root();
    let steps: Vec<u64> = run.checkpoints().iter().map(|c| c.0).collect();
    let names: Vec<String> = std::fs::read_dir(dir)
        .map_err(|error| RunDirError::Read {
            path: dir.to_path_buf(),
            error,
        })?
        .filter_map(std::result::Result::ok)
        .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    let named = |name: &String| {
        REPLAY
            .number(name)
            .is_some_and(|step| steps.contains(&step))
    };
    let named_replays = names.iter().any(named);
    let mut removed = Vec::new();
    for name in &names {
        let leftover = Path::new(name).extension().is_some_and(|e| e == "tmp")
            || (REPLAY.number(name).is_some() && !named(name))
            || (name == LEGACY_REPLAY && named_replays);
        if leftover {
            let path = dir.join(name);
            remove(&path)?;
            removed.push(path);
        }
    }
    Ok(removed)
}

/// The suffix of a unit's files set aside (`set_aside`).
pub const PASSED_OVER: &str = ".passed-over";

/// Renames the files of the units newer than `step` (the checkpoints a resume from `step`
/// passed over, and their replay files) with `PASSED_OVER` appended (and a number where an
/// earlier resume's aside has that name), so that the resumed run,
/// which writes those steps again, does not overwrite them: they stay for a look, out of the
/// units' names (and so never loaded, pruned or removed). Returns the new names.
///
/// # Errors
/// A file that cannot be renamed.
pub fn set_aside(run: &RunDir, step: u64) -> Result<Vec<PathBuf>> {
    let mut set = Vec::new();
    for (newer, checkpoint) in run.checkpoints().into_iter().filter(|c| c.0 > step) {
        for path in [checkpoint, run.replay(newer)] {
            if !path.exists() {
                continue;
            }
            let aside = free_aside(&path);
            std::fs::rename(&path, &aside).map_err(|error| RunDirError::Create {
                path: aside.clone(),
                error,
            })?;
            set.push(aside);
        }
    }
    Ok(set)
}

/// `path` with `PASSED_OVER` appended, or where that is taken (a unit passed over by an
/// earlier resume, written again and passed over again), with `.2`, `.3`, ... after it.
fn free_aside(path: &Path) -> PathBuf {
    let named = |suffix: String| {
        let mut aside = path.as_os_str().to_owned();
        aside.push(suffix);
        PathBuf::from(aside)
    };
    let mut aside = named(PASSED_OVER.to_string());
    let mut n = 1u64;
    while std::fs::symlink_metadata(&aside).is_ok() {
        n += 1;
        aside = named(format!("{PASSED_OVER}.{n}"));
    }
    aside
}

fn remove(path: &Path) -> Result<()> {
    std::fs::remove_file(path).map_err(|error| RunDirError::Remove {
        path: path.to_path_buf(),
        error,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A checkpoint's replay name that is not a replay file's (a damaged one) is refused
    /// without reading it: out of the run, or a pipe.
    #[test]
    fn a_replay_named_out_of_the_run_or_not_a_file_is_not_read() {
        let dir = std::env::temp_dir().join(format!("morris-units-replay-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("replay-00000008.bin")).unwrap();
        let named = |file: &str| ReplayRef {
            file: file.to_string(),
            bytes: 0,
            crc32c: String::new(),
            positions: 0,
        };
        for (file, why) in [
            ("../../etc/passwd", "not a replay file's name"),
            ("/etc/passwd", "not a replay file's name"),
            ("replay-00000008.bin", "not a regular file"),
        ] {
            let err = read_replay(&dir, &named(file)).err().unwrap().to_string();
            assert!(err.contains(why), "{file}: {err}");
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// A run resumed from step 1000 past a damaged step-2000 writes step 1500: with one unit
    /// kept, 1000 goes, and 1500 (complete) and 2000 (passed over) stay.
    #[test]
    fn pruning_keeps_the_unit_just_written_and_leaves_later_ones_alone() {
        let dir = std::env::temp_dir().join(format!("morris-prune-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let run = RunDir::new(&dir);
        for step in [1000, 1500, 2000] {
            std::fs::write(run.checkpoint(step), b"x").unwrap();
        }
        prune(&run, 1, 1500).unwrap();
        let left: Vec<u64> = run.checkpoints().iter().map(|c| c.0).collect();
        assert_eq!(left, vec![1500, 2000]);
        // Written at 2500 with two kept: 2000 and 2500 stay.
        std::fs::write(run.checkpoint(2500), b"x").unwrap();
        prune(&run, 2, 2500).unwrap();
        let left: Vec<u64> = run.checkpoints().iter().map(|c| c.0).collect();
        assert_eq!(left, vec![2000, 2500]);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
