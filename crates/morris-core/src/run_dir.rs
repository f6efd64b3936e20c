//! The names of a training run's files and folders, each written once: `RunDir` turns a run
//! directory into the path of each thing in it, and the numbered names (`step-00000016.
//! safetensors`, `replay-...`, `weights-...`, `minute-0030-step-...`) are made and read by one
//! `Numbered` pattern each. The trainer, `morris selfplay --follow`, `morris plot` and the
//! Python package (through the extension module) all take the names from here, so renaming
//! one is one change. What the files hold is the main crate's business (`train::units`,
//! `net::checkpoint`); this module only names them.
//!
//! A run directory:
//!
//! | path | what |
//! |------|------|
//! | `step-N.safetensors` | a checkpoint: weights, optimiser, trainer state (`N`: the step, 8 digits) |
//! | `replay-N.bin` | the replay buffer the checkpoint of step `N` names |
//! | `replay.bin` | the one replay file of runs before checkpoints named theirs (read only) |
//! | `best.safetensors` | the checkpoint that scored best against `eval.best_by` |
//! | `networks/minute-M-step-N.safetensors` | the network alone, kept at minute `M` of training |
//! | `tb/` | `TensorBoard` event files |
//! | `published/weights-N.safetensors` | the network published at step `N` for players elsewhere |
//! | `inbox/` | record files of games played elsewhere, for `--games-from` (the Ray layer's) |
//! | `external-ledger.jsonl` | a line per record file taken in from the inbox |
//! | `learner.log` | the learner's output, where the Ray layer runs it |

use std::path::{Path, PathBuf};

/// A file name made of a prefix, a number of fixed width and a suffix.
#[derive(Clone, Copy, Debug)]
pub struct Numbered {
    prefix: &'static str,
    digits: usize,
    suffix: &'static str,
}

impl Numbered {
    /// The name of number `n`.
    #[must_use]
    pub fn name(&self, n: u64) -> String {
        format!(
            "{}{n:0width$}{}",
            self.prefix,
            self.suffix,
            width = self.digits
        )
    }

    /// The number of a name of this pattern, if it is one.
    #[must_use]
    pub fn number(&self, name: &str) -> Option<u64> {
        let digits = name.strip_prefix(self.prefix)?.strip_suffix(self.suffix)?;
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        digits.parse().ok()
    }

    /// The files of this pattern in `dir`, by number (oldest first). A directory that
    /// cannot be read has none.
    #[must_use]
    pub fn list(&self, dir: &Path) -> Vec<(u64, PathBuf)> {
        let mut found: Vec<(u64, PathBuf)> = std::fs::read_dir(dir)
            .into_iter()
            .flatten()
            .flatten()
            .filter_map(|entry| {
                let name = entry.file_name().into_string().ok()?;
                Some((self.number(&name)?, entry.path()))
            })
            .collect();
        found.sort();
        found
    }

    /// The file of this pattern in `dir` with the highest number, if any.
    #[must_use]
    pub fn newest(&self, dir: &Path) -> Option<(u64, PathBuf)> {
        self.list(dir).pop()
    }
}

/// A checkpoint of the step: `step-00000016.safetensors`.
pub const CHECKPOINT: Numbered = Numbered {
    prefix: "step-",
    digits: 8,
    suffix: ".safetensors",
};
/// The replay buffer of a checkpoint unit: `replay-00000016.bin`.
pub const REPLAY: Numbered = Numbered {
    prefix: "replay-",
    digits: 8,
    suffix: ".bin",
};
/// A network published at a step : `weights-00000016.safetensors`.
pub const PUBLISHED: Numbered = Numbered {
    prefix: "weights-",
    digits: 8,
    suffix: ".safetensors",
};
/// The file of runs written before checkpoints named their replay buffer.
pub const LEGACY_REPLAY: &str = "replay.bin";
/// The best checkpoint's file.
pub const BEST: &str = "best.safetensors";
const NETWORKS: &str = "networks";
const TENSORBOARD: &str = "tb";
const PUBLISHED_DIR: &str = "published";
const INBOX: &str = "inbox";
const LEDGER: &str = "external-ledger.jsonl";
const LEARNER_LOG: &str = "learner.log";
const PACE: &str = "external-pace.json";

/// The file of the network kept at `minute` of training, at gradient step `step`.
#[must_use]
pub fn network_name(minute: u64, step: u64) -> String {
    format!("minute-{minute:04}-{}", CHECKPOINT.name(step))
}

/// A run directory: the path of each of its files and folders.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunDir {
    root: PathBuf,
}

impl RunDir {
    #[must_use]
    pub fn new(root: impl Into<PathBuf>) -> RunDir {
        RunDir { root: root.into() }
    }

    /// The directory itself.
    #[must_use]
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// The checkpoint of `step`.
    #[must_use]
    pub fn checkpoint(&self, step: u64) -> PathBuf {
        self.root.join(CHECKPOINT.name(step))
    }

    /// The run's checkpoints, oldest first: (step, path).
    #[must_use]
    pub fn checkpoints(&self) -> Vec<(u64, PathBuf)> {
        CHECKPOINT.list(&self.root)
    }

    /// The networks of a run the directory holds (its checkpoints, its best network, the
    /// networks kept at time marks), which a new run there would overwrite. What a run killed
    /// before its first checkpoint leaves (logs, a replay file no checkpoint names) is not
    /// one: the same command starts that run afresh.
    #[must_use]
    pub fn run_networks(&self) -> Vec<PathBuf> {
        let mut found: Vec<PathBuf> = self.checkpoints().into_iter().map(|c| c.1).collect();
        if self.best().exists() {
            found.push(self.best());
        }
        if let Ok(kept) = std::fs::read_dir(self.networks()) {
            found.extend(kept.filter_map(Result::ok).map(|e| e.path()));
        }
        found
    }

    /// The replay buffer of the unit of `step`.
    #[must_use]
    pub fn replay(&self, step: u64) -> PathBuf {
        self.root.join(REPLAY.name(step))
    }

    /// The one replay file of runs before checkpoints named theirs.
    #[must_use]
    pub fn legacy_replay(&self) -> PathBuf {
        self.root.join(LEGACY_REPLAY)
    }

    /// The best checkpoint's copy.
    #[must_use]
    pub fn best(&self) -> PathBuf {
        self.root.join(BEST)
    }

    /// Where the networks kept at time marks go.
    #[must_use]
    pub fn networks(&self) -> PathBuf {
        self.root.join(NETWORKS)
    }

    /// The network kept at `minute` of training, at `step`.
    #[must_use]
    pub fn network(&self, minute: u64, step: u64) -> PathBuf {
        self.networks().join(network_name(minute, step))
    }

    /// The `TensorBoard` event files' folder.
    #[must_use]
    pub fn tensorboard(&self) -> PathBuf {
        self.root.join(TENSORBOARD)
    }

    /// Where a learner publishes its weights for players elsewhere.
    #[must_use]
    pub fn published(&self) -> PathBuf {
        self.root.join(PUBLISHED_DIR)
    }

    /// The network published at `step`.
    #[must_use]
    pub fn published_network(&self, step: u64) -> PathBuf {
        self.published().join(PUBLISHED.name(step))
    }

    /// Where the Ray layer delivers record files for the learner.
    #[must_use]
    pub fn inbox(&self) -> PathBuf {
        self.root.join(INBOX)
    }

    /// The ledger of the record files a learner took in.
    #[must_use]
    pub fn ledger(&self) -> PathBuf {
        self.root.join(LEDGER)
    }

    /// The learner's output, where the Ray layer runs it.
    #[must_use]
    pub fn learner_log(&self) -> PathBuf {
        self.root.join(LEARNER_LOG)
    }

    /// What a learner tells the players' driver of its pace (JSON): `lag_window_steps`, the
    /// lag its stale games exceed (0: none is stale), and `lag_window_positions`, the
    /// positions it takes in over it.
    #[must_use]
    pub fn pace(&self) -> PathBuf {
        self.root.join(PACE)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbered_names_read_back_and_nothing_else_does() {
        assert_eq!(CHECKPOINT.name(16), "step-00000016.safetensors");
        assert_eq!(REPLAY.name(7), "replay-00000007.bin");
        assert_eq!(PUBLISHED.name(123_456_789), "weights-123456789.safetensors");
        assert_eq!(network_name(30, 4), "minute-0030-step-00000004.safetensors");
        for n in [0, 16, 99_999_999, 123_456_789] {
            assert_eq!(CHECKPOINT.number(&CHECKPOINT.name(n)), Some(n));
            assert_eq!(PUBLISHED.number(&PUBLISHED.name(n)), Some(n));
        }
        for other in [
            "step-00000016.safetensors.tmp",
            "step-.safetensors",
            "step-+16.safetensors",
            "weights-00000016.safetensors",
            "best.safetensors",
        ] {
            assert_eq!(CHECKPOINT.number(other), None, "{other}");
        }
    }

    #[test]
    fn a_listing_is_by_number_and_passes_over_other_files() {
        let dir = std::env::temp_dir().join(format!("morris-run-dir-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let run = RunDir::new(&dir);
        std::fs::create_dir_all(run.published()).unwrap();
        for step in [100, 8, 16] {
            std::fs::write(run.checkpoint(step), b"").unwrap();
            std::fs::write(run.published_network(step), b"").unwrap();
        }
        std::fs::write(dir.join("step-00000200.safetensors.tmp"), b"").unwrap();
        std::fs::write(run.replay(16), b"").unwrap();
        let steps: Vec<u64> = run.checkpoints().iter().map(|c| c.0).collect();
        assert_eq!(steps, [8, 16, 100]);
        assert_eq!(
            PUBLISHED.newest(&run.published()),
            Some((100, run.published_network(100)))
        );
        assert_eq!(PUBLISHED.newest(&dir.join("missing")), None);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
