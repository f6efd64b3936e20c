//! The learner: the training network, its optimiser, the replay buffer, the players' copy of
//! the network (for evaluations and lockstep self-play), the run's directory and counters.
//! It takes games in, steps, saves and publishes; its one loop is `learning_loop.rs`, fed by
//! a game source (`sources/`: lockstep self-play, the pipeline's workers, an inbox of record
//! files); its losses are `losses.rs`, its evaluations `evaluation.rs`, its files `units.rs`,
//! its logs `logs.rs`.
//!
//! Everything a resumed run needs is in the checkpoint (weights, optimiser state, step, RNG,
//! counters) and the replay file beside it, so `--resume` takes the step the stopped run
//! would have taken. Self-play games in progress at a stop are not kept.

use super::config::TrainConfig;
use super::error::{RunDirError, TrainError};
use super::logs::Logs;
use super::losses::{self, LossScale, StepStats};
use super::optimizer::Optimizer;
use super::replay::{Batch, ReplayBuffer};
use super::units;
use crate::env::Encoder;
use crate::game::Rules;
use crate::net::checkpoint::{self, CheckpointMeta, RunProgress};
use crate::net::threads::{self, ThreadSettings};
use crate::net::{BatchEvaluator, PolicyValueNet};
use crate::run_dir::{PUBLISHED, RunDir};
use crate::seeds::derive_seed;
use crate::selfplay::{GameRecord, SelfPlay};
use crate::tablebase::solve::{BuildProgress, Silent};
use crate::tablebase::{self, OpenError, Tablebase};
use crate::testset::TestSet;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use tch::{Device, nn::VarStore};

type Result<T> = std::result::Result<T, TrainError>;

/// Published networks kept (older ones are removed once a newer one is written).
const KEEP_PUBLISHED: usize = 3;

/// The learner.
pub struct Learner {
    pub(super) config: TrainConfig,
    pub(super) rules: Arc<Rules>,
    pub(super) device: Device,
    pub(super) encoder: Encoder,
    pub(super) run: RunDir,
    pub(super) train_vs: VarStore,
    pub(super) net: PolicyValueNet,
    /// The players' copy of the network (evaluations, lockstep self-play): the training
    /// weights as of the last copy.
    pub(super) play_vs: VarStore,
    pub(super) evaluator: BatchEvaluator,
    pub(super) optimizer: Optimizer,
    pub(super) buffer: ReplayBuffer,
    pub(super) rng: ChaCha8Rng,
    pub(super) progress: RunProgress,
    pub(super) scores: BTreeMap<String, f64>,
    /// The `TensorBoard` log and the figures kept for it.
    pub(super) logs: Logs,
    /// The step of the newest checkpoint on disk (so that a stop on it says so once).
    pub(super) last_saved: Option<u64>,
    pub(super) resume_report: Vec<String>,
    pub(super) threads: ThreadSettings,
    /// The endgame tables of `[tablebase]`, if any.
    pub(super) tablebase: Option<Arc<Tablebase>>,
    /// The perfect-play test set of `eval.testset`, if any.
    pub(super) testset: Option<Arc<TestSet>>,
    /// Where games played elsewhere arrive (`with_games_from`); `None`: self-play here.
    pub(super) games_from: Option<PathBuf>,
    /// The training loss's scale under mixed precision (1 otherwise).
    loss_scale: LossScale,
    /// `mixed_precision` on a CUDA device.
    mixed: bool,
}

/// The phases of a gradient step, in order (`Learner::profile_steps`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum StepPhase {
    /// The batch to the device, the forward pass and the losses.
    Forward,
    Backward,
    /// The gradient norm (read back) and the update.
    Optimizer,
    /// The step's figures read back.
    Stats,
}

pub(super) fn new_net(vs: &VarStore, config: &TrainConfig, encoder: &Encoder) -> PolicyValueNet {
    PolicyValueNet::new(
        &vs.root(),
        &config.net,
        encoder.shape(),
        encoder.action_count(),
    )
}

/// Lockstep self-play from `step` on (its generator seeded by the step), adjudicating with
/// the tables where `[tablebase]` says so.
pub(super) fn new_selfplay(
    config: &TrainConfig,
    rules: &Arc<Rules>,
    tablebase: Option<&Arc<Tablebase>>,
    step: usize,
) -> SelfPlay {
    let seed = derive_seed(config.seed, step, 10);
    SelfPlay::new(rules, &config.selfplay, &config.search, seed)
        .with_tablebase(tablebase.filter(|_| config.tablebase.adjudicate).cloned())
        .with_tablebase_targets(config.tablebase.target_plies)
}

/// The endgame tables of `[tablebase] dir`, built first where `build_men` asks for them and
/// the directory holds none yet. Tables of other rules, or damaged ones, are an error, never
/// built over.
///
/// # Errors
/// Tables that cannot be built or opened for these rules.
pub fn open_tablebase(config: &TrainConfig, rules: &Rules) -> Result<Option<Arc<Tablebase>>> {
    if config.tablebase.dir.is_empty() {
        return Ok(None);
    }
    let dir = Path::new(&config.tablebase.dir);
    if config.tablebase.build_men > 0
        && (!dir.exists()
            || !matches!(
                Tablebase::open(dir, Some(rules)),
                Err(OpenError::Table(_) | OpenError::Unsupported { .. })
            ))
    {
        let threads = usize::try_from(config.threads)
            .ok()
            .filter(|&t| t > 0)
            .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from));
        let silent = |_: &str| -> Box<dyn BuildProgress> { Box::new(Silent) };
        tablebase::build::build(
            rules,
            config.tablebase.build_men,
            dir,
            threads,
            &silent,
            &mut |_| {},
        )
        .map_err(TrainError::TablebaseBuild)?;
    }
    Tablebase::shared(dir, rules)
        .map(Some)
        .map_err(TrainError::Tablebase)
}

/// The test set `eval.testset` names (`auto`: `testsets/<rules name>.mts` where it exists).
///
/// # Errors
/// A named set that cannot be read, or any set for other rules, of another version or damaged.
pub(super) fn open_testset(name: &str, rules: &Rules) -> Result<Option<TestSet>> {
    let path = match name {
        "" => return Ok(None),
        "auto" => {
            let path = std::path::PathBuf::from(format!("testsets/{}.mts", rules.name()));
            if !path.exists() {
                return Ok(None);
            }
            path
        }
        other => std::path::PathBuf::from(other),
    };
    Ok(Some(TestSet::read(&path, rules)?))
}

impl Learner {
    /// A fresh run in `run_dir` (created), from randomly initialised weights.
    ///
    /// # Errors
    /// Unknown rules, an unusable device, or a run directory that cannot be created.
    pub fn new(config: TrainConfig, run_dir: &Path) -> Result<Learner> {
        let rules = Arc::new(Rules::load(&config.rules)?);
        crate::selfplay::check_rules(&rules)?;
        let device = crate::net::device_from(&config.device)?;
        let threads = threads::configure(config.threads, config.adaptive_threads);
        std::fs::create_dir_all(run_dir).map_err(|error| {
            TrainError::RunDir(RunDirError::Create {
                path: run_dir.to_path_buf(),
                error,
            })
        })?;
        let encoder = Encoder::new(rules.clone());
        let train_vs = VarStore::new(device);
        let mut play_vs = VarStore::new(device);
        // libtorch's generator is one per process: seeding it and drawing the initial weights
        // under one lock keeps two trainers started at once (tests, embedding programs) from
        // interleaving their draws, so a seed always gives the same weights.
        let (net, play_net) = {
            static SEEDED_INIT: std::sync::Mutex<()> = std::sync::Mutex::new(());
            let _draws = SEEDED_INIT
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            tch::manual_seed(config.seed as i64);
            (
                new_net(&train_vs, &config, &encoder),
                new_net(&play_vs, &config, &encoder),
            )
        };
        play_vs.copy(&train_vs)?;
        let mixed = config.mixed_precision && device.is_cuda();
        let evaluator = BatchEvaluator::new(play_net, device, encoder.clone()).mixed(mixed);
        let optimizer = Optimizer::new(&train_vs, &config.optim);
        let buffer = ReplayBuffer::new(
            config.replay.capacity,
            config.replay.window_base,
            config.replay.window_fraction,
        )
        .placement_weight(config.replay.placement_weight);
        let tablebase = open_tablebase(&config, &rules)?;
        let testset = open_testset(&config.eval.testset, &rules)?.map(Arc::new);
        Ok(Learner {
            tablebase,
            testset,
            games_from: None,
            loss_scale: LossScale::new(mixed),
            mixed,
            rng: ChaCha8Rng::seed_from_u64(derive_seed(config.seed, 0, 11)),
            config,
            rules,
            device,
            encoder,
            run: RunDir::new(run_dir),
            train_vs,
            net,
            play_vs,
            evaluator,
            optimizer,
            buffer,
            progress: RunProgress::default(),
            scores: BTreeMap::new(),
            logs: Logs::default(),
            last_saved: None,
            resume_report: Vec::new(),
            threads,
        })
    }

    /// Resumes the run in `run_dir` from its newest complete checkpoint unit (checkpoint
    /// and the replay buffer it was taken with; see `units`), passing over newer ones that
    /// are not complete, then removes what interrupted saves left. `config` must have the
    /// checkpoint's rules and network shape; other settings (limits, learning rate, ...) may
    /// differ and take effect from here. `resume_report` says what was loaded.
    ///
    /// # Errors
    /// No complete unit (each checkpoint named with what is wrong; nothing deleted); other
    /// rules or another network shape (saying what differs).
    pub fn resume(config: TrainConfig, run_dir: &Path) -> Result<Learner> {
        let (unit, passed_over) =
            units::newest_complete(&RunDir::new(run_dir)).map_err(TrainError::Resume)?;
        let saved = &unit.checkpoint;
        let path = &saved.path;
        let mut trainer = Learner::new(config, run_dir)?;
        saved.check_compatible(trainer.rules.spec(), &trainer.config.net)?;
        saved.load_net(&trainer.train_vs)?;
        trainer.play_vs.copy(&trainer.train_vs)?;
        trainer
            .optimizer
            .load_state(&saved.group("optim"), saved.meta.step)
            .map_err(|error| TrainError::OptimizerState {
                path: path.clone(),
                error,
            })?;
        trainer.rng = serde_json::from_value(saved.meta.rng.clone()).map_err(|error| {
            TrainError::ResumeRng {
                path: path.clone(),
                error,
            }
        })?;
        trainer.progress = saved.meta.progress.clone();
        trainer.scores = saved.meta.scores.clone();
        let mut report = passed_over
            .iter()
            .map(|why| format!("passed over {why}"))
            .collect::<Vec<_>>();
        let buffer = match &unit.replay {
            Some((file, bytes)) => {
                let points = trainer.rules.board().points();
                trainer
                    .buffer
                    .load_bytes(bytes, file, points)
                    .map_err(TrainError::ResumeReplay)?;
                format!(
                    "replay buffer {} ({} positions)",
                    file.display(),
                    trainer.buffer.len()
                )
            }
            None => "an empty replay buffer (none was saved)".to_string(),
        };
        report.push(format!(
            "resumed from step {} ({}) with {buffer}",
            saved.meta.step,
            path.display()
        ));
        for aside in units::set_aside(&trainer.run, saved.meta.step)? {
            report.push(format!(
                "kept {} aside: the run goes on from an older step",
                aside.display()
            ));
        }
        for removed in units::remove_leftovers(&trainer.run)? {
            report.push(format!(
                "removed {}, left by an interrupted save",
                removed.display()
            ));
        }
        trainer.resume_report = report;
        trainer.last_saved = Some(saved.meta.step);
        Ok(trainer)
    }

    /// Trains on the games that arrive in `inbox` as record files instead of playing them
    /// (`sources/inbox.rs`): the learner of a distributed run.
    #[must_use]
    pub fn with_games_from(mut self, inbox: PathBuf) -> Learner {
        self.games_from = Some(inbox);
        self
    }

    /// What `resume` loaded and passed over, a line each (empty for a fresh run).
    #[must_use]
    pub fn resume_report(&self) -> &[String] {
        &self.resume_report
    }

    /// Gradient steps taken.
    #[must_use]
    pub fn step(&self) -> u64 {
        self.optimizer.steps()
    }

    /// The replay buffer.
    #[must_use]
    pub fn buffer(&self) -> &ReplayBuffer {
        &self.buffer
    }

    /// A minibatch from the replay buffer drawn with the trainer's RNG, as `train_step`
    /// draws it, its last `[tablebase] train_fraction` positions from the tables.
    pub fn sample_batch(&mut self) -> Batch {
        let size = self.config.optim.batch_size;
        let from_tables = match &self.tablebase {
            Some(tb) if self.config.tablebase.train_fraction > 0.0 => {
                let count = (self.config.tablebase.train_fraction * size as f64).round() as usize;
                super::table_samples::table_samples(tb, &mut self.rng, count)
            }
            _ => Vec::new(),
        };
        self.buffer.sample_with(
            &mut self.rng,
            size,
            &self.encoder,
            self.config.replay.symmetries,
            &from_tables,
        )
    }

    /// The training network's variables.
    #[must_use]
    pub fn variables(&self) -> &VarStore {
        &self.train_vs
    }

    /// The configuration in use.
    #[must_use]
    pub fn config(&self) -> &TrainConfig {
        &self.config
    }

    /// Progress counters.
    #[must_use]
    pub fn progress(&self) -> &RunProgress {
        &self.progress
    }

    /// Latest evaluation scores by opponent.
    #[must_use]
    pub fn scores(&self) -> &BTreeMap<String, f64> {
        &self.scores
    }

    /// Adds finished games to the replay buffer.
    pub fn add_games(&mut self, games: &[GameRecord]) {
        for game in games {
            self.buffer.push_game(game);
            self.progress.games += 1;
            self.progress.positions += game.moves.len() as u64;
        }
    }

    /// One gradient step on a minibatch from the replay buffer.
    ///
    /// # Panics
    /// On an empty replay buffer.
    pub fn train_step(&mut self) -> StepStats {
        let batch = self.sample_batch();
        self.train_on_batch(&batch)
    }

    /// One gradient step on a given minibatch.
    ///
    /// # Panics
    /// On an empty minibatch.
    pub fn train_on_batch(&mut self, batch: &Batch) -> StepStats {
        self.train_on_batch_marked(batch, &mut |_| {})
    }

    /// `train_on_batch`, calling `mark` as each of its phases ends (`step_profile` times
    /// them).
    pub(super) fn train_on_batch_marked(
        &mut self,
        batch: &Batch,
        mark: &mut dyn FnMut(StepPhase),
    ) -> StepStats {
        assert!(batch.size > 0, "an empty minibatch");
        threads::adapt();
        let losses = losses::losses(
            &self.net,
            batch,
            &self.encoder,
            &self.config.optim,
            self.config.net.value_head,
            self.device,
            self.mixed,
        );
        mark(StepPhase::Forward);
        self.optimizer.zero_grad();
        if self.mixed {
            (&losses.total * self.loss_scale.scale).backward();
        } else {
            losses.total.backward();
        }
        mark(StepPhase::Backward);
        let report = self.optimizer.step(self.loss_scale.scale);
        self.loss_scale.update(report.skipped);
        mark(StepPhase::Optimizer);
        let stats = losses.stats(report.lr, report.grad_norm);
        mark(StepPhase::Stats);
        stats
    }

    /// Writes the checkpoint unit of the current step (the replay buffer, then the
    /// checkpoint that names it), prunes old units, and returns the checkpoint's path.
    ///
    /// # Errors
    /// A file that cannot be written.
    pub fn save(&mut self) -> Result<PathBuf> {
        let buffer = self.config.checkpoint.save_replay.then_some(&self.buffer);
        let path = units::write_unit(
            &self.run,
            &self.meta(),
            buffer,
            &[
                ("net", checkpoint::net_tensors(&self.train_vs)),
                ("optim", self.optimizer.state()),
            ],
            self.config.checkpoint.keep_last,
        )?;
        self.last_saved = Some(self.step());
        Ok(path)
    }

    /// Writes the training network to `RUN/published/` under its step (the version), removes
    /// older ones beyond the last few, and returns the step.
    ///
    /// # Errors
    /// A file that cannot be written.
    pub(super) fn publish(&mut self) -> Result<u64> {
        let dir = self.run.published();
        std::fs::create_dir_all(&dir).map_err(|error| RunDirError::Create {
            path: dir.clone(),
            error,
        })?;
        let step = self.step();
        checkpoint::save(
            &self.run.published_network(step),
            &self.meta(),
            &[("net", checkpoint::net_tensors(&self.train_vs))],
        )?;
        let all = PUBLISHED.list(&dir);
        for (_, old) in &all[..all.len().saturating_sub(KEEP_PUBLISHED)] {
            let _ = std::fs::remove_file(old);
        }
        Ok(step)
    }

    /// The checkpoint metadata of the current step, without a replay buffer.
    pub(super) fn meta(&self) -> CheckpointMeta {
        CheckpointMeta {
            format: checkpoint::FORMAT.to_string(),
            version: checkpoint::VERSION,
            step: self.step(),
            rules: self.rules.spec().clone(),
            net: self.config.net.clone(),
            search: self.config.search,
            config: self.config.to_toml(),
            rng: serde_json::to_value(&self.rng).expect("the RNG serialises"),
            progress: self.progress.clone(),
            scores: self.scores.clone(),
            replay: None,
            crc32c: String::new(),
        }
    }
}
