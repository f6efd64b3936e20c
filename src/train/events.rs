//! What a training run tells its caller as it goes (`Event`, for a progress display), the
//! speeds it reports, and why it stopped.

use super::losses::StepStats;
use crate::arena::MatchReport;
use crate::arena::blunders::BlunderRates;
use crate::selfplay::{ResignCounts, SelfPlayStats};
use std::path::PathBuf;

/// How fast the run goes, over a round of self-play and training (alternating) or a stretch
/// of time (the parallel pipeline).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Speeds {
    /// Gradient steps per second.
    pub steps_per_second: f64,
    /// Self-play moves per second.
    pub moves_per_second: f64,
    /// Positions the network evaluated per second for self-play.
    pub evals_per_second: f64,
    /// Mean positions per forward pass.
    pub mean_batch: f64,
    /// Share of the time self-play's network was busy: the inference service's forward
    /// passes, or the GPU's utilisation where it can be read; `None` when not measured.
    pub busy: Option<f64>,
}

impl Speeds {
    /// Self-play's speeds from its counters (alternating: the network is self-play's own).
    pub(super) fn of_selfplay(stats: &SelfPlayStats) -> Speeds {
        let seconds = stats.total_time.as_secs_f64().max(1e-9);
        Speeds {
            steps_per_second: 0.0,
            moves_per_second: stats.moves as f64 / seconds,
            evals_per_second: stats.evaluations as f64 / seconds,
            mean_batch: stats.evaluations as f64 / stats.batches.max(1) as f64,
            busy: None,
        }
    }
}

/// What the caller sees as the run goes (for a progress display).
#[derive(Clone, Debug)]
pub enum Event {
    /// A round of self-play and training ended.
    Iteration {
        step: u64,
        minutes: f64,
        games: u64,
        buffer: usize,
        speeds: Speeds,
        /// Samples trained per position generated, over the run.
        replay_ratio: f64,
        losses: Option<StepStats>,
        /// How the CPU was shared since the last iteration, flagging a busy machine (see
        /// `net::threads`); `None` where it cannot be read.
        cpu: Option<String>,
        /// Whether other programs kept this one from the cores it asked for.
        busy: bool,
        /// Self-play's resignations since the trainer started (`[selfplay]
        /// resign_threshold`; a resumed run counts anew; `None` when off).
        resignation: Option<ResignCounts>,
    },
    /// An evaluation against one baseline (the network is the judged player).
    Evaluated { step: u64, report: Box<MatchReport> },
    /// The network judged against the endgame tables (`[tablebase]`).
    Judged { step: u64, rates: BlunderRates },
    /// The network was judged on the run's perfect-play test set (`eval.testset`).
    Perfect {
        step: u64,
        report: Box<crate::judgement::BlunderReport>,
    },
    /// A checkpoint was written.
    Saved { step: u64, path: PathBuf },
    /// The network alone was kept at a time mark (`checkpoint.network_every_minutes`).
    NetworkKept {
        minute: u64,
        step: u64,
        path: PathBuf,
    },
}

/// Why the run stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StopReason {
    MaxSteps,
    MaxMinutes,
    Interrupted,
}
