//! Training configuration: one struct per concern, read from a commented TOML preset
//! (configs/train/*.toml, embedded in the binary so that `--config cpu` works from anywhere).
//! Every field has a default here, in one place; a preset sets what it changes and
//! `morris train --set KEY=VALUE` overrides a preset (`Override`, merged into the preset's TOML
//! table before it is read and checked). Unknown fields are errors, so a typo is never ignored.

use crate::mcts::SearchSettings;
use crate::net::NetConfig;
use crate::selfplay::SelfPlaySettings;
use serde::{Deserialize, Serialize};
use std::path::Path;
use thiserror::Error;

mod check;
mod overrides;
pub use check::InvalidConfig;
use overrides::with_overrides;
pub use overrides::{Override, OverrideSyntaxError};

/// The presets shipped in configs/train/, by name.
pub const PRESETS: [(&str, &str); 3] = [
    ("tiny", include_str!("../../../configs/train/tiny.toml")),
    ("cpu", include_str!("../../../configs/train/cpu.toml")),
    ("gpu", include_str!("../../../configs/train/gpu.toml")),
];

/// Why a training configuration cannot be read.
#[derive(Debug, Error)]
pub enum ConfigError {
    #[error("cannot read training config {path}: {source}")]
    Io {
        path: String,
        source: std::io::Error,
    },
    #[error("training config {origin}: {message}")]
    Parse { origin: String, message: String },
    /// Settings that parse but cannot work together (`TrainConfig::check`).
    #[error("training config {origin}: {source}")]
    Invalid {
        origin: String,
        source: InvalidConfig,
    },
    #[error(
        "no training preset or file '{0}'; presets: tiny, cpu, gpu (or give a path to a .toml file)"
    )]
    Unknown(String),
    /// `MORRIS_THREADS` or `MORRIS_ADAPTIVE_THREADS` that cannot be read.
    #[error("training config from the environment: {0}")]
    Environment(#[from] crate::net::threads::EnvironmentError),
    /// A `--set` that names no setting, gives a value of the wrong type, or goes below a
    /// plain value.
    #[error("training config {origin}, --set {set}: {message}")]
    Override {
        origin: String,
        set: String,
        message: String,
    },
    /// A config that TOML cannot hold (to merge overrides into).
    #[error("training config {origin} cannot be written as TOML: {message}")]
    Write { origin: String, message: String },
}

/// Everything a run needs.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct TrainConfig {
    /// The preset's name (informational).
    pub name: String,
    /// A rules preset name or a rules file.
    pub rules: String,
    /// `auto`, `cpu` or `cuda`.
    pub device: String,
    /// libtorch's intra-op threads (0: libtorch's default); `MORRIS_THREADS` overrides it.
    pub threads: i32,
    /// Run on fewer threads while other programs use the cores (src/net/threads.rs);
    /// `MORRIS_ADAPTIVE_THREADS=0|1` overrides it. The thread count can change a batch's
    /// last bits, so a seeded run repeats exactly only with this off or `threads = 1`.
    pub adaptive_threads: bool,
    pub seed: u64,
    /// Stop after this many gradient steps (0: no limit).
    pub max_steps: u64,
    /// Stop after this many minutes of training (0: no limit).
    pub max_minutes: f64,
    /// One thread alternates self-play and training, and a seeded run repeats bit for bit
    /// (with `threads = 1` or `adaptive_threads = false`): true. False: the parallel pipeline
    /// (`[pipeline]`), faster, whose games depend on thread timing.
    pub deterministic: bool,
    /// CUDA only: training and the trainer's own evaluations under libtorch's autocast (f16
    /// where it is safe, f32 elsewhere), the training loss scaled dynamically so that small
    /// gradients survive; the pipeline's inference copies of the network in f16 (weights and
    /// observations). Ignored on a CPU.
    pub mixed_precision: bool,
    pub net: NetConfig,
    /// The search used by self-play and by the trained player in evaluations; stored in
    /// checkpoints and export sidecars (crates/morris-core/src/mcts/settings.rs documents each field).
    pub search: SearchSettings,
    pub selfplay: SelfPlaySettings,
    pub replay: ReplaySection,
    pub optim: OptimSection,
    pub eval: EvalSection,
    pub checkpoint: CheckpointSection,
    pub pipeline: PipelineSection,
    pub tablebase: TablebaseSection,
}

/// Endgame tables (`morris tablebase build`) in training: adjudication of self-play games and
/// the blunder rate at each evaluation. Off without a directory.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct TablebaseSection {
    /// A directory of tables built for the run's rules; empty: none (`--set tablebase.dir=DIR`).
    pub dir: String,
    /// Build the tables up to this many men a side into `dir` where they are missing, before
    /// training starts (as `morris tablebase build --men N` would; files already there and
    /// whole are kept). 0: use what `dir` holds.
    pub build_men: usize,
    /// End a self-play game at its first covered position with the tables' verdict (exact
    /// value targets, no long endgame shuffles); the searches also take covered leaves'
    /// exact values.
    pub adjudicate: bool,
    /// Tablebase values as targets: an adjudicated self-play game goes on for up to this
    /// many plies of the tables' perfect play, each recorded with the tables' value and
    /// best moves as its targets, so that the network also learns the covered endgames
    /// (which adjudication otherwise keeps it from ever training on). 0: none. Needs
    /// `adjudicate`.
    pub target_plies: u16,
    /// Covered positions sampled (uniformly per sector) at each evaluation to measure the
    /// network's blunder rate (0: none).
    pub blunder_positions: usize,
    /// This share of every minibatch (0 to 0.5) is positions sampled from the tables, each
    /// with the tables' verdict as its value target and their best-ranked actions as its
    /// policy target, so that the network learns the covered endgames itself
    /// (`src/train/table_samples.rs`); 0: none. With tables only.
    pub train_fraction: f64,
}

impl Default for TablebaseSection {
    fn default() -> Self {
        TablebaseSection {
            dir: String::new(),
            build_men: 0,
            adjudicate: true,
            target_plies: 0,
            blunder_positions: 200,
            train_fraction: 0.0,
        }
    }
}

/// The replay buffer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct ReplaySection {
    /// At most this many positions are kept.
    pub capacity: usize,
    /// A growing window (as `KataGo`): the buffer keeps `min(capacity, window_base +
    /// window_fraction * positions generated so far)`; with `window_fraction` 0 the window is
    /// the fixed `capacity`.
    pub window_base: usize,
    pub window_fraction: f64,
    /// Training starts once the buffer holds this many positions.
    pub min_positions: usize,
    /// Samples trained per sample generated (each gradient step trains `batch_size`).
    pub train_ratio: f64,
    /// Transform every sample by a random board symmetry.
    pub symmetries: bool,
    /// How many times as often as any other position a placement position (a man still in
    /// either hand, as the test set's placement phase) is drawn into a minibatch; 1:
    /// uniformly.
    pub placement_weight: f64,
}

/// The optimiser and its schedule.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct OptimSection {
    /// `adam` or `sgd` (with momentum).
    pub optimizer: OptimizerKind,
    pub batch_size: usize,
    pub lr: f64,
    /// Linear warm-up from 0 over this many steps.
    pub warmup_steps: u64,
    /// Cosine decay to `lr * final_lr_fraction` at `decay_steps` (0: constant after warm-up).
    pub decay_steps: u64,
    pub final_lr_fraction: f64,
    pub momentum: f64,
    pub beta1: f64,
    pub beta2: f64,
    /// L2 penalty on the weights (added to the gradient).
    pub weight_decay: f64,
    /// Gradients are scaled down to this global norm (0: no clipping).
    pub clip_grad_norm: f64,
    /// Weight of the value loss against the policy loss.
    pub value_loss_weight: f64,
    /// The value target: `(1 - w) * the game's result + w * the search's root value` for
    /// the player to move (positions played without a search, as random openings, keep the
    /// result). 0: the result alone.
    pub root_value_weight: f64,
    /// Weight of the next decision's policy loss (a network with `[net] aux_heads` only).
    pub reply_loss_weight: f64,
    /// Weight of the ownership loss, the mean over the points of each one's cross-entropy
    /// (a network with `[net] aux_heads` only).
    pub ownership_loss_weight: f64,
    /// Weight of the short-term value's squared error (a network with `[net] aux_heads`
    /// only).
    pub short_value_loss_weight: f64,
}

/// The optimiser.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum OptimizerKind {
    Adam,
    Sgd,
}

/// Evaluations against baselines during training.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct EvalSection {
    /// Every this many gradient steps (0: never).
    pub every_steps: u64,
    /// Also every this many minutes of training, whichever comes first (0: steps only).
    pub every_minutes: f64,
    /// Opponents as player specs (`random`, `greedy`, `alphabeta:depth=3`, ...).
    pub opponents: Vec<String>,
    /// Games per opponent (colours alternate).
    pub games: usize,
    /// Random plies opening each pair of games.
    pub opening_plies: u32,
    /// The opponent whose score picks the best checkpoint (the first if empty).
    pub best_by: String,
    /// Also evaluate the untrained network when a fresh run starts (a curve's first point;
    /// slow, since untrained play makes long games).
    pub at_start: bool,
    /// A perfect-play test set (`morris testset make`) on which every evaluation judges the
    /// network with the run's search: its decisions that lose value per phase, its wins kept
    /// and draws held (`perfect/...` in the logs, on `morris plot`'s curve). `auto`:
    /// `testsets/<rules name>.mts` where there is one; empty: none.
    pub testset: String,
    /// Positions of the set judged at each evaluation, evenly spread over it (0: all).
    pub testset_positions: usize,
    /// The network's simulations in these evaluations (the matches, the test set, the
    /// tables' positions), at every decision, placement too; 0: `[search]`'s `simulations`.
    /// So that the curve costs the same and stays comparable across runs and presets
    /// whatever the player's own budget (the `cpu` preset's player searches 128, 512 in
    /// placement; its evaluations 32, as before that budget).
    pub simulations: u32,
}

/// Checkpoints.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct CheckpointSection {
    /// Every this many gradient steps (and at the end, and on Ctrl-C).
    pub every_steps: u64,
    /// How many of the latest checkpoints are kept (the best is kept apart).
    pub keep_last: usize,
    /// Save the replay buffer beside the checkpoints, so that `--resume` keeps its data.
    pub save_replay: bool,
    /// Every this many minutes of training (counted over resumes), the network alone is kept
    /// in `RUN/networks/` for good (`minute-0030-step-00019500.safetensors`, a third of a
    /// checkpoint's size; players take it), so that a run's networks can be compared at its
    /// time marks after the rotation above has removed their checkpoints. 0: none.
    pub network_every_minutes: u64,
}

/// The parallel pipeline (with `deterministic = false`): self-play workers beside a trainer,
/// the network's evaluations served in batches by the inference service
/// (src/train/sources/workers.rs).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct PipelineSection {
    /// Self-play threads; `selfplay.games_in_parallel` games are shared out among them.
    pub workers: usize,
    /// How long (ms) a batch of the inference service waits for more workers' leaves once
    /// one worker's are in; a batch holds at most `selfplay.games_in_parallel / batches_in_flight` positions.
    pub inference_wait_ms: f64,
    /// The trainer sends its weights to self-play every this many steps.
    pub publish_every_steps: u64,
    /// How far (positions) self-play may run ahead of what `replay.train_ratio` lets the
    /// trainer use; beyond it self-play waits, as the trainer waits for new positions.
    pub lead_positions: u64,
    /// Games from outside (`morris train --games-from`, the Ray layer's actors): games
    /// played by weights more than this many publications older than the trainer's are
    /// dropped as stale. 0: every game is taken.
    pub max_lag_versions: u64,
    /// Batches each worker keeps in flight: 1 (its games wait for each answer), or 2 to 4
    /// (its games in that many groups, one searched while the others' batches are evaluated:
    /// `SelfPlay::run_pipelined`, so the search and the network overlap).
    pub batches_in_flight: usize,
    /// Threads of the inference service, 1 to 4, each with its own copy of the playing
    /// network: with two, one gathers and stages a batch while the other's forward pass
    /// runs (on a GPU, so that the device does not wait between batches).
    pub inference_threads: usize,
    /// On CUDA, each inference thread queues its work on a CUDA stream of its own, so that
    /// waiting for its answers does not wait for the other threads' and the trainer's work
    /// (`src/net/cuda_stream.rs`).
    pub cuda_streams: bool,
}

impl Default for PipelineSection {
    fn default() -> Self {
        PipelineSection {
            workers: 2,
            inference_wait_ms: 1.0,
            publish_every_steps: 50,
            lead_positions: 4096,
            max_lag_versions: 4,
            batches_in_flight: 1,
            inference_threads: 1,
            cuda_streams: true,
        }
    }
}

impl Default for TrainConfig {
    fn default() -> Self {
        TrainConfig {
            name: "custom".to_string(),
            rules: "standard".to_string(),
            device: "auto".to_string(),
            threads: 0,
            adaptive_threads: true,
            seed: 1,
            max_steps: 0,
            max_minutes: 0.0,
            deterministic: true,
            mixed_precision: false,
            net: NetConfig::default(),
            search: SearchSettings::default(),
            selfplay: SelfPlaySettings::default(),
            replay: ReplaySection::default(),
            optim: OptimSection::default(),
            eval: EvalSection::default(),
            checkpoint: CheckpointSection::default(),
            pipeline: PipelineSection::default(),
            tablebase: TablebaseSection::default(),
        }
    }
}

impl Default for ReplaySection {
    fn default() -> Self {
        ReplaySection {
            capacity: 500_000,
            window_base: 50_000,
            window_fraction: 0.25,
            min_positions: 5_000,
            train_ratio: 4.0,
            symmetries: true,
            placement_weight: 1.0,
        }
    }
}

impl Default for OptimSection {
    fn default() -> Self {
        OptimSection {
            optimizer: OptimizerKind::Adam,
            batch_size: 256,
            lr: 2e-3,
            warmup_steps: 200,
            decay_steps: 0,
            final_lr_fraction: 0.1,
            momentum: 0.9,
            beta1: 0.9,
            beta2: 0.999,
            weight_decay: 1e-4,
            clip_grad_norm: 5.0,
            value_loss_weight: 1.0,
            root_value_weight: 0.0,
            reply_loss_weight: 0.15,
            ownership_loss_weight: 0.5,
            short_value_loss_weight: 0.5,
        }
    }
}

impl Default for EvalSection {
    fn default() -> Self {
        EvalSection {
            every_steps: 1000,
            every_minutes: 0.0,
            opponents: vec![
                "random".to_string(),
                "greedy".to_string(),
                "alphabeta:depth=3".to_string(),
            ],
            games: 40,
            opening_plies: 2,
            best_by: String::new(),
            at_start: false,
            testset: "auto".to_string(),
            testset_positions: 2000,
            simulations: 0,
        }
    }
}

impl Default for CheckpointSection {
    fn default() -> Self {
        CheckpointSection {
            every_steps: 500,
            keep_last: 3,
            save_replay: true,
            network_every_minutes: 0,
        }
    }
}

impl TrainConfig {
    /// A preset by name, or a TOML file by path; `MORRIS_THREADS` and
    /// `MORRIS_ADAPTIVE_THREADS` in the environment override its thread settings.
    ///
    /// # Errors
    /// No such preset or file, or a file that does not parse or has unknown fields.
    pub fn load(name_or_path: &str) -> Result<TrainConfig, ConfigError> {
        TrainConfig::load_with(name_or_path, &[])
    }

    /// As `load`, with `overrides` (`--set`) merged over the preset and the environment
    /// before the whole is checked.
    ///
    /// # Errors
    /// As `load`, and an override that names no setting or has a value of the wrong type
    /// (named), or settings that do not fit together once overridden.
    pub fn load_with(
        name_or_path: &str,
        overrides: &[Override],
    ) -> Result<TrainConfig, ConfigError> {
        let (text, origin) =
            if let Some((_, text)) = PRESETS.iter().find(|(name, _)| *name == name_or_path) {
                ((*text).to_string(), format!("preset '{name_or_path}'"))
            } else {
                let path = Path::new(name_or_path);
                if !path.exists() {
                    return Err(ConfigError::Unknown(name_or_path.to_string()));
                }
                let text = std::fs::read_to_string(path).map_err(|source| ConfigError::Io {
                    path: name_or_path.to_string(),
                    source,
                })?;
                (text, name_or_path.to_string())
            };
        let mut config = TrainConfig::read(&text, &origin)?;
        (config.threads, config.adaptive_threads) =
            crate::net::threads::read_environment(config.threads, config.adaptive_threads)?;
        config.overridden(&origin, overrides)
    }

    /// Parses a TOML text; `origin` names it in errors.
    ///
    /// # Errors
    /// A syntax error, an unknown field, a bad value or settings that do not fit together.
    pub fn parse(text: &str, origin: &str) -> Result<TrainConfig, ConfigError> {
        TrainConfig::parse_with(text, origin, &[])
    }

    /// As `parse`, with `overrides` (`--set`) merged over the text before the whole is
    /// checked.
    ///
    /// # Errors
    /// As `parse`, and an override that names no setting or has a value of the wrong type
    /// (named).
    pub fn parse_with(
        text: &str,
        origin: &str,
        overrides: &[Override],
    ) -> Result<TrainConfig, ConfigError> {
        TrainConfig::read(text, origin)?.overridden(origin, overrides)
    }

    /// A TOML text as a config, unchecked.
    fn read(text: &str, origin: &str) -> Result<TrainConfig, ConfigError> {
        toml::from_str(text).map_err(|e| ConfigError::Parse {
            origin: origin.to_string(),
            message: e.to_string(),
        })
    }

    /// This config with `overrides` merged into its TOML table, one by one (so that an
    /// error names its `--set`), then checked as a whole.
    fn overridden(
        mut self,
        origin: &str,
        overrides: &[Override],
    ) -> Result<TrainConfig, ConfigError> {
        if !overrides.is_empty() {
            let mut table = toml::Table::try_from(&self).map_err(|e| ConfigError::Write {
                origin: origin.to_string(),
                message: e.to_string(),
            })?;
            for o in overrides {
                let refused = |message: String| ConfigError::Override {
                    origin: origin.to_string(),
                    set: o.to_string(),
                    message,
                };
                o.merge_into(&mut table)
                    .map_err(|e| refused(e.to_string()))?;
                self = table
                    .clone()
                    .try_into()
                    .map_err(|e: toml::de::Error| refused(e.message().to_string()))?;
            }
        }
        self.check().map_err(|source| ConfigError::Invalid {
            origin: with_overrides(origin, overrides),
            source,
        })?;
        Ok(self)
    }

    /// The TOML text of this configuration (stored in checkpoints).
    #[must_use]
    pub fn to_toml(&self) -> String {
        toml::to_string(self).expect("a training config serialises")
    }
}

#[cfg(test)]
mod tests;
