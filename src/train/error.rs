//! What can stop a training run, one variant per cause. Each message names the setting or the
//! file at fault and carries its cause's words, so that `{}` alone says everything (the
//! binary prints it as it is).

use super::optimizer::OptimizerStateError;
use super::replay::ReplayError;
use super::tensorboard::EventLogError;
use crate::arena::ArenaError;
use crate::game::RulesError;
use crate::net::DeviceError;
use crate::net::checkpoint::CheckpointError;
use crate::tablebase::OpenError;
use crate::tablebase::build::BuildError;
use std::path::PathBuf;
use thiserror::Error;

/// Why a run directory's files cannot be written, read or resumed from.
#[derive(Debug, Error)]
pub enum RunDirError {
    #[error("cannot create {}: {error}", path.display())]
    Create {
        path: PathBuf,
        error: std::io::Error,
    },
    #[error("cannot read {}: {error}", path.display())]
    Read {
        path: PathBuf,
        error: std::io::Error,
    },
    #[error("cannot write {}: {error}", path.display())]
    Write {
        path: PathBuf,
        error: std::io::Error,
    },
    #[error("cannot remove {}: {error}", path.display())]
    Remove {
        path: PathBuf,
        error: std::io::Error,
    },
    #[error("its replay buffer {} cannot be read: {error}", path.display())]
    ReplayUnreadable {
        path: PathBuf,
        error: std::io::Error,
    },
    #[error(
        "its replay buffer {} is not the one it was saved with ({bytes} bytes, CRC {crc}; the \
         checkpoint names {named_bytes} bytes, CRC {named_crc})",
        path.display()
    )]
    ReplayMismatch {
        path: PathBuf,
        bytes: u64,
        crc: String,
        named_bytes: u64,
        named_crc: String,
    },
    #[error("no checkpoint in {} (step-*.safetensors)", dir.display())]
    NoCheckpoint { dir: PathBuf },
    #[error(
        "no complete checkpoint in {} (nothing was deleted):\n  {}",
        dir.display(),
        passed_over.join("\n  ")
    )]
    NoCompleteUnit {
        dir: PathBuf,
        passed_over: Vec<String>,
    },
    #[error(transparent)]
    Checkpoint(#[from] CheckpointError),
    #[error(transparent)]
    Replay(#[from] ReplayError),
}

/// Why a training run cannot start, go on or resume.
#[derive(Debug, Error)]
pub enum TrainError {
    #[error(transparent)]
    Rules(#[from] RulesError),
    #[error(transparent)]
    EndlessRules(#[from] crate::selfplay::EndlessRules),
    #[error(transparent)]
    Device(#[from] DeviceError),
    #[error("tablebase.build_men: {0}")]
    TablebaseBuild(BuildError),
    #[error("tablebase.dir: {0}")]
    Tablebase(OpenError),
    #[error("--resume: {0}")]
    Resume(RunDirError),
    #[error("--resume: the replay buffer cannot be used: {0}")]
    ResumeReplay(ReplayError),
    #[error("{}: the RNG state does not parse: {error}", path.display())]
    ResumeRng {
        path: PathBuf,
        error: serde_json::Error,
    },
    #[error(transparent)]
    RunDir(#[from] RunDirError),
    #[error(transparent)]
    Checkpoint(#[from] CheckpointError),
    /// The checkpoint resumed from holds optimiser state that does not fit the network.
    #[error("{}: {error}", path.display())]
    OptimizerState {
        path: PathBuf,
        error: OptimizerStateError,
    },
    #[error(transparent)]
    Log(#[from] EventLogError),
    #[error("evaluation against {opponent}: {error}")]
    Evaluation {
        opponent: String,
        error: Box<ArenaError>,
    },
    #[error("eval.testset: {0}")]
    TestSet(#[from] crate::testset::SetError),
    #[error("every self-play worker stopped")]
    WorkersStopped,
    #[error("libtorch: {0}")]
    Torch(#[from] tch::TchError),
}
