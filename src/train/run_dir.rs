//! A run directory's checkpoint units. A unit is a checkpoint (`step-N.safetensors`: weights,
//! optimiser, trainer state) and the replay buffer it was taken with (`replay-N.bin`). The
//! replay file is written first and the checkpoint last, naming the replay file with its
//! size and CRC-32C, so the checkpoint is the unit's manifest: a unit is complete when its
//! checkpoint reads and the file it names matches. A kill at any moment leaves the newest
//! complete unit intact; what it leaves besides (a temporary file, a replay file no checkpoint
//! names) is removed when the run resumes. Old units are pruned only once a newer one is
//! complete.

use crate::net::checkpoint::{self, Checkpoint, ReplayRef};
use anyhow::{Context, Result, bail};
use std::path::{Path, PathBuf};

/// The single replay file of runs written before checkpoints named their buffer.
pub const LEGACY_REPLAY_FILE: &str = "replay.bin";

/// The replay file of the unit at `step`.
#[must_use]
pub fn replay_file_name(step: u64) -> String {
    format!("replay-{step:08}.bin")
}

/// The step of a unit's replay file name.
fn replay_step(name: &str) -> Option<u64> {
    name.strip_prefix("replay-")?
        .strip_suffix(".bin")?
        .parse()
        .ok()
}

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
        let legacy = dir.join(LEGACY_REPLAY_FILE);
        std::fs::read(&legacy).ok().map(|bytes| (legacy, bytes))
    };
    Ok(Unit { checkpoint, replay })
}

fn read_replay(dir: &Path, named: &ReplayRef) -> Result<(PathBuf, Vec<u8>)> {
    let path = dir.join(&named.file);
    let bytes = std::fs::read(&path)
        .with_context(|| format!("its replay buffer {} cannot be read", path.display()))?;
    let crc = format!("{:08x}", checkpoint::crc32c(&bytes));
    if bytes.len() as u64 != named.bytes || crc != named.crc32c {
        bail!(
            "its replay buffer {} is not the one it was saved with ({} bytes, CRC {crc}; the \
             checkpoint names {} bytes, CRC {})",
            path.display(),
            bytes.len(),
            named.bytes,
            named.crc32c
        );
    }
    Ok((path, bytes))
}

/// The newest complete unit in `dir`, and why each newer checkpoint was passed over.
///
/// # Errors
/// No checkpoint at all, or none complete (each named with what is wrong; nothing is deleted).
pub fn newest_complete(dir: &Path) -> Result<(Unit, Vec<String>)> {
    let found = checkpoint::list(dir);
    if found.is_empty() {
        bail!("no checkpoint in {} (step-*.safetensors)", dir.display());
    }
    let mut passed_over = Vec::new();
    for (_, path) in found.iter().rev() {
        match open_unit(path) {
            Ok(unit) => return Ok((unit, passed_over)),
            Err(e) => passed_over.push(format!("{}: {e:#}", path.display())),
        }
    }
    bail!(
        "no complete checkpoint in {} (nothing was deleted):\n  {}",
        dir.display(),
        passed_over.join("\n  ")
    )
}

/// Removes the units beyond the newest `keep`, then the files no unit names (see
/// `remove_leftovers`). Call once the newest unit is complete.
///
/// # Errors
/// A file that cannot be removed.
pub fn prune(dir: &Path, keep: usize) -> Result<()> {
    let all = checkpoint::list(dir);
    for (_, old) in &all[..all.len().saturating_sub(keep.max(1))] {
        remove(old)?;
    }
    remove_leftovers(dir)?;
    Ok(())
}

/// Removes what an interrupted save leaves: temporary files, replay files that no checkpoint
/// names (a kill between the two files, or during a prune) and the version-2 `replay.bin`
/// once checkpoints name their own. Returns what was removed.
///
/// # Errors
/// A file that cannot be removed.
pub fn remove_leftovers(dir: &Path) -> Result<Vec<PathBuf>> {
    let steps: Vec<u64> = checkpoint::list(dir).iter().map(|c| c.0).collect();
    let names: Vec<String> = std::fs::read_dir(dir)
        .with_context(|| format!("cannot read {}", dir.display()))?
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    let named = |name: &String| replay_step(name).is_some_and(|step| steps.contains(&step));
    let named_replays = names.iter().any(named);
    let mut removed = Vec::new();
    for name in &names {
        let leftover = Path::new(name).extension().is_some_and(|e| e == "tmp")
            || (replay_step(name).is_some() && !named(name))
            || (name == LEGACY_REPLAY_FILE && named_replays);
        if leftover {
            let path = dir.join(name);
            remove(&path)?;
            removed.push(path);
        }
    }
    Ok(removed)
}

fn remove(path: &Path) -> Result<()> {
    std::fs::remove_file(path).with_context(|| format!("cannot remove {}", path.display()))
}
