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
use std::str::FromStr;
use thiserror::Error;

/// The presets shipped in configs/train/, by name.
pub const PRESETS: [(&str, &str); 3] = [
    ("tiny", include_str!("../../configs/train/tiny.toml")),
    ("cpu", include_str!("../../configs/train/cpu.toml")),
    ("gpu", include_str!("../../configs/train/gpu.toml")),
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
    #[error(
        "no training preset or file '{0}'; presets: tiny, cpu, gpu (or give a path to a .toml file)"
    )]
    Unknown(String),
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

/// Why a `--set` argument is not `KEY=VALUE`.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum OverrideSyntaxError {
    #[error("'{0}': expected KEY=VALUE, as selfplay.simulations=64 or device=cpu")]
    NoEquals(String),
    #[error(
        "'{0}': KEY is a setting's TOML path, names of letters, digits, _ and - joined by dots \
         (selfplay.simulations, max_minutes)"
    )]
    BadKey(String),
}

/// One `--set KEY=VALUE`: KEY a setting's dotted TOML path (`selfplay.simulations`,
/// `max_minutes`), VALUE a TOML value, or where it does not parse as one, a string (so
/// `device=cpu` needs no quotes; `name='"123"'` makes a string of digits).
#[derive(Clone, Debug, PartialEq)]
pub struct Override {
    path: Vec<String>,
    value: toml::Value,
    text: String,
}

impl FromStr for Override {
    type Err = OverrideSyntaxError;

    fn from_str(text: &str) -> Result<Override, OverrideSyntaxError> {
        let (key, raw) = text
            .split_once('=')
            .ok_or_else(|| OverrideSyntaxError::NoEquals(text.to_string()))?;
        let name = |part: &str| {
            !part.is_empty()
                && part
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
        };
        let path: Vec<String> = key.trim().split('.').map(str::to_string).collect();
        if !path.iter().all(|part| name(part)) {
            return Err(OverrideSyntaxError::BadKey(text.to_string()));
        }
        let raw = raw.trim();
        // `value = RAW` as a document of that one key; anything else is a string.
        let value = toml::from_str::<toml::Table>(&format!("value = {raw}"))
            .ok()
            .filter(|table| table.len() == 1)
            .and_then(|mut table| table.remove("value"))
            .unwrap_or_else(|| toml::Value::String(raw.to_string()));
        Ok(Override {
            path,
            value,
            text: text.to_string(),
        })
    }
}

impl std::fmt::Display for Override {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text)
    }
}

impl Override {
    /// The setting's dotted path.
    #[must_use]
    pub fn key(&self) -> String {
        self.path.join(".")
    }

    /// The value as TOML read it (a string where it did not parse).
    #[must_use]
    pub fn value(&self) -> &toml::Value {
        &self.value
    }

    /// Puts the value into `table` at the path, making the sections on the way that are
    /// missing (serde then names an unknown one); `Err` names a plain value on the way.
    fn merge_into(&self, table: &mut toml::Table) -> Result<(), String> {
        let Some((last, sections)) = self.path.split_last() else {
            return Err("no key".to_string());
        };
        let mut here = table;
        for (depth, section) in sections.iter().enumerate() {
            let entry = here
                .entry(section.clone())
                .or_insert_with(|| toml::Value::Table(toml::Table::new()));
            let toml::Value::Table(inner) = entry else {
                return Err(format!(
                    "{} is a plain value, not a section",
                    self.path[..=depth].join(".")
                ));
            };
            here = inner;
        }
        here.insert(last.clone(), self.value.clone());
        Ok(())
    }
}

/// `origin` with the overrides that changed it, to name a checked config in an error.
fn with_overrides(origin: &str, overrides: &[Override]) -> String {
    let mut named = origin.to_string();
    for o in overrides {
        named.push_str(" --set ");
        named.push_str(&o.text);
    }
    named
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
            crate::net::threads::from_environment(config.threads, config.adaptive_threads)
                .map_err(|message| ConfigError::Parse {
                    origin: "from the environment".to_string(),
                    message,
                })?;
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
                    set: o.text.clone(),
                    message,
                };
                o.merge_into(&mut table).map_err(refused)?;
                self = table
                    .clone()
                    .try_into()
                    .map_err(|e: toml::de::Error| refused(e.message().to_string()))?;
            }
        }
        self.check().map_err(|message| ConfigError::Parse {
            origin: with_overrides(origin, overrides),
            message,
        })?;
        Ok(self)
    }

    /// Refuses settings that cannot work.
    ///
    /// # Errors
    /// What is wrong, in words.
    pub fn check(&self) -> Result<(), String> {
        self.check_counts()?;
        self.selfplay.check()?;
        self.search.check()?;
        self.selfplay.search(&self.search).check().map_err(|e| {
            format!(
                "{e} (self-play's search: [selfplay] root, simulations and c_puct over [search])"
            )
        })?;
        if self.replay.min_positions < self.optim.batch_size {
            return Err(format!(
                "replay.min_positions ({}) must be at least optim.batch_size ({})",
                self.replay.min_positions, self.optim.batch_size
            ));
        }
        if !(self.pipeline.inference_wait_ms.is_finite() && self.pipeline.inference_wait_ms >= 0.0)
        {
            return Err("pipeline.inference_wait_ms must be 0 or more".to_string());
        }
        if !(0.0..=1.0).contains(&self.optim.final_lr_fraction) {
            return Err("optim.final_lr_fraction must be in [0, 1]".to_string());
        }
        if self.tablebase.target_plies > 0 && !self.tablebase.adjudicate {
            return Err(
                "tablebase.target_plies needs tablebase.adjudicate = true (the lines start where \
                 the tables end a game)"
                    .to_string(),
            );
        }
        if self.tablebase.build_men > 0 && self.tablebase.dir.is_empty() {
            return Err("tablebase.build_men needs tablebase.dir (where to build)".to_string());
        }
        self.check_loss_weights()?;
        if !self.eval.best_by.is_empty() && !self.eval.opponents.contains(&self.eval.best_by) {
            return Err(format!(
                "eval.best_by '{}' is not one of eval.opponents",
                self.eval.best_by
            ));
        }
        if !["auto", "cpu", "cuda"].contains(&self.device.as_str()) {
            return Err(format!("device '{}': use auto, cpu or cuda", self.device));
        }
        Ok(())
    }

    /// Refuses counts, sizes and rates that are not positive.
    fn check_counts(&self) -> Result<(), String> {
        for (name, value) in [
            ("batches_in_flight", self.pipeline.batches_in_flight),
            ("inference_threads", self.pipeline.inference_threads),
        ] {
            if !(1..=4).contains(&value) {
                return Err(format!(
                    "pipeline.{name} must be from 1 to 4 (it is {value})"
                ));
            }
        }
        let positive = [
            ("net.blocks", self.net.blocks as f64),
            ("net.channels", self.net.channels as f64),
            ("net.policy_channels", self.net.policy_channels as f64),
            ("net.value_hidden", self.net.value_hidden as f64),
            (
                "selfplay.games_in_parallel",
                self.selfplay.games_in_parallel as f64,
            ),
            (
                "selfplay.games_per_iteration",
                self.selfplay.games_per_iteration as f64,
            ),
            (
                "selfplay.fast_simulations",
                f64::from(self.selfplay.fast_simulations),
            ),
            ("replay.capacity", self.replay.capacity as f64),
            ("replay.train_ratio", self.replay.train_ratio),
            ("optim.batch_size", self.optim.batch_size as f64),
            ("optim.lr", self.optim.lr),
            ("checkpoint.every_steps", self.checkpoint.every_steps as f64),
            ("checkpoint.keep_last", self.checkpoint.keep_last as f64),
            ("pipeline.workers", self.pipeline.workers as f64),
            (
                "pipeline.publish_every_steps",
                self.pipeline.publish_every_steps as f64,
            ),
        ];
        match positive.iter().find(|(_, v)| !v.is_finite() || *v <= 0.0) {
            Some((name, value)) => Err(format!("{name} must be positive (it is {value})")),
            None => Ok(()),
        }
    }

    /// Refuses loss weights out of their ranges.
    fn check_loss_weights(&self) -> Result<(), String> {
        if !(0.0..=1.0).contains(&self.optim.root_value_weight) {
            return Err("optim.root_value_weight must be in [0, 1]".to_string());
        }
        if !(0.0..=0.5).contains(&self.tablebase.train_fraction) {
            return Err(format!(
                "tablebase.train_fraction must be in [0, 0.5] (it is {})",
                self.tablebase.train_fraction
            ));
        }
        for (name, w) in [
            ("reply_loss_weight", self.optim.reply_loss_weight),
            ("ownership_loss_weight", self.optim.ownership_loss_weight),
            (
                "short_value_loss_weight",
                self.optim.short_value_loss_weight,
            ),
        ] {
            if !(w.is_finite() && w >= 0.0) {
                return Err(format!("optim.{name} must be 0 or more"));
            }
        }
        Ok(())
    }

    /// The TOML text of this configuration (stored in checkpoints).
    #[must_use]
    pub fn to_toml(&self) -> String {
        toml::to_string(self).expect("a training config serialises")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_parse_and_differ_from_each_other() {
        let configs: Vec<TrainConfig> = PRESETS
            .iter()
            .map(|(name, _)| TrainConfig::load(name).unwrap())
            .collect();
        assert_eq!(configs[0].name, "tiny");
        assert_ne!(configs[1], configs[2]);
        for config in &configs {
            let again = TrainConfig::parse(&config.to_toml(), "round trip").unwrap();
            assert_eq!(&again, config, "{} round-trips through TOML", config.name);
        }
    }

    /// The error a config text gets.
    fn error(text: &str) -> String {
        TrainConfig::parse(text, "x.toml").unwrap_err().to_string()
    }

    #[test]
    fn mistakes_are_named() {
        let err = error("[optim]\nlearning_rate = 0.1\n");
        assert!(
            err.contains("x.toml") && err.contains("learning_rate"),
            "{err}"
        );
        let err = error("[optim]\nlr = 0.0\n");
        assert!(err.contains("optim.lr must be positive"), "{err}");
        let err = error("device = \"tpu\"\n");
        assert!(err.contains("tpu"), "{err}");
        // Self-play's own search is checked too.
        let err = error(
            "[search]\nroot = \"puct\"\ngumbel_considered = 1\n[selfplay]\nroot = \"gumbel\"\n",
        );
        assert!(
            err.contains("gumbel_considered") && err.contains("self-play's search"),
            "{err}"
        );
        let err = error("[search]\nroot = \"gumbel\"\nreuse_tree = true\n");
        assert!(err.contains("search.reuse_tree needs root"), "{err}");
        let err = error("[search]\nforced_playouts = -1.0\n");
        assert!(err.contains("search.forced_playouts"), "{err}");
        let err = error("[search]\nfpu_reduction = -0.1\n");
        assert!(
            err.contains("search.fpu_reduction must be 0 or more"),
            "{err}"
        );
        let err = error("[tablebase]\nadjudicate = false\ntarget_plies = 8\n");
        assert!(err.contains("tablebase.target_plies needs"), "{err}");
        for (text, name) in [
            (
                "resign_threshold = 1.0",
                "resign_threshold must be in [0, 1)",
            ),
            (
                "resign_threshold = -0.5",
                "resign_threshold must be in [0, 1)",
            ),
            ("resign_after = 0", "resign_after must be at least 1"),
            (
                "resign_check_fraction = 1.5",
                "resign_check_fraction must be in [0, 1]",
            ),
        ] {
            let err = error(&format!("[selfplay]\n{text}\n"));
            assert!(err.contains(name), "{text}: {err}");
        }
        let err = TrainConfig::load("nonesuch").unwrap_err().to_string();
        assert!(err.contains("presets: tiny, cpu, gpu"), "{err}");
    }

    /// The tiny preset with `sets` (`--set` arguments) over it.
    fn tiny_with(sets: &[&str]) -> Result<TrainConfig, ConfigError> {
        let overrides: Vec<Override> = sets.iter().map(|s| s.parse().unwrap()).collect();
        TrainConfig::parse_with(PRESETS[0].1, "preset 'tiny'", &overrides)
    }

    #[test]
    fn overrides_set_nested_and_top_level_keys_of_every_type() {
        let tiny = tiny_with(&[]).unwrap();
        let config = tiny_with(&[
            "selfplay.simulations=6",
            "max_minutes=120",
            "device=cuda",
            "seed=42",
            "deterministic=false",
            "optim.lr=0.01",
            "eval.opponents=[\"random\"]",
            "eval.best_by = alphabeta:depth=3",
            "eval.opponents=[\"random\", \"alphabeta:depth=3\"]",
            "name=\"123\"",
        ])
        .unwrap();
        assert_eq!(config.selfplay.simulations, 6);
        // Self-play's budget alone: the player's search keeps the preset's.
        assert_eq!(config.search, tiny.search);
        assert!((config.max_minutes - 120.0).abs() < f64::EPSILON);
        assert_eq!(config.device, "cuda");
        assert_eq!(config.seed, 42);
        assert!(!config.deterministic);
        assert!((config.optim.lr - 0.01).abs() < 1e-12);
        assert_eq!(config.eval.opponents, ["random", "alphabeta:depth=3"]);
        assert_eq!(config.eval.best_by, "alphabeta:depth=3");
        assert_eq!(config.name, "123");
        // What was not set is the preset's.
        assert_eq!(config.replay, tiny.replay);
        assert_eq!(config.max_steps, tiny.max_steps);
        // A later --set of the same key wins.
        let config = tiny_with(&["seed=1", "seed=2"]).unwrap();
        assert_eq!(config.seed, 2);
    }

    #[test]
    fn override_values_parse_as_toml_or_else_as_strings() {
        let value = |text: &str| text.parse::<Override>().unwrap().value().clone();
        assert_eq!(value("device=cpu"), toml::Value::String("cpu".into()));
        assert_eq!(value("device=\"cpu\""), toml::Value::String("cpu".into()));
        assert_eq!(value("max_steps=24"), toml::Value::Integer(24));
        assert_eq!(value("max_minutes=1.5"), toml::Value::Float(1.5));
        assert_eq!(value("deterministic=true"), toml::Value::Boolean(true));
        assert_eq!(value("tablebase.dir="), toml::Value::String(String::new()));
        assert_eq!(
            value("tablebase.dir=tablebases/standard"),
            toml::Value::String("tablebases/standard".into())
        );
        // A value that would smuggle in a second key is a string.
        assert_eq!(
            value("seed=1\nmax_steps = 2"),
            toml::Value::String("1\nmax_steps = 2".into())
        );
        assert_eq!(
            "selfplay.simulations=8".parse::<Override>().unwrap().key(),
            "selfplay.simulations"
        );
    }

    #[test]
    fn malformed_overrides_are_refused_saying_why() {
        for (text, expected) in [
            (
                "selfplay.simulations",
                OverrideSyntaxError::NoEquals("selfplay.simulations".into()),
            ),
            ("=8", OverrideSyntaxError::BadKey("=8".into())),
            (
                "selfplay..simulations=8",
                OverrideSyntaxError::BadKey("selfplay..simulations=8".into()),
            ),
            (
                "self play=8",
                OverrideSyntaxError::BadKey("self play=8".into()),
            ),
        ] {
            assert_eq!(text.parse::<Override>().unwrap_err(), expected, "{text}");
        }
        let err = "x".parse::<Override>().unwrap_err().to_string();
        assert!(err.contains("expected KEY=VALUE"), "{err}");
    }

    #[test]
    fn override_mistakes_name_their_set() {
        let error = |sets: &[&str]| tiny_with(sets).unwrap_err().to_string();
        let err = error(&["seed=3", "selfplay.simulationz=8"]);
        assert!(
            err.contains(
                "preset 'tiny', --set selfplay.simulationz=8: unknown field `simulationz`"
            ),
            "{err}"
        );
        let err = error(&["selfplai.simulations=8"]);
        assert!(
            err.contains("--set selfplai.simulations=8: unknown field `selfplai`"),
            "{err}"
        );
        let err = error(&["max_steps=true"]);
        assert!(
            err.contains("--set max_steps=true: invalid type: boolean `true`"),
            "{err}"
        );
        let err = error(&["selfplay.simulations=many"]);
        assert!(
            err.contains("--set selfplay.simulations=many: invalid type: string \"many\""),
            "{err}"
        );
        let err = error(&["device.kind=cpu"]);
        assert!(
            err.contains("--set device.kind=cpu: device is a plain value, not a section"),
            "{err}"
        );
        // Checked as a whole once merged: the error names the overrides.
        let err = error(&["selfplay.resign_threshold=1.5"]);
        assert!(
            err.contains("preset 'tiny' --set selfplay.resign_threshold=1.5: ")
                && err.contains("resign_threshold must be in [0, 1)"),
            "{err}"
        );
        let err = error(&["device=tpu"]);
        assert!(err.contains("device 'tpu': use auto, cpu or cuda"), "{err}");
    }

    #[test]
    fn overrides_are_merged_before_the_check() {
        // The file alone does not fit together; with the override it does.
        let text = "[tablebase]\nbuild_men = 3\n";
        assert!(TrainConfig::parse(text, "x.toml").is_err());
        let set = ["tablebase.dir=tables".parse().unwrap()];
        let config = TrainConfig::parse_with(text, "x.toml", &set).unwrap();
        assert_eq!(config.tablebase.dir, "tables");
        assert_eq!(config.tablebase.build_men, 3);
    }
}
