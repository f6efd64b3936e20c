//! The training loop. One thread alternates:
//!
//! 1. self-play with the current network (`games_per_iteration` games, lockstep, batched);
//! 2. the games into the replay buffer;
//! 3. gradient steps, as many as keep `samples trained / positions generated` at
//!    `train_ratio`; then the new weights go back to self-play;
//! 4. every so often an evaluation against the baselines, a checkpoint, and logs.
//!
//! Everything a resumed run needs is in the checkpoint (weights, optimiser state, step, RNG,
//! counters) and the replay file beside it, so `--resume` takes the step the stopped run
//! would have taken. Self-play games in progress at a stop are not kept.

use super::config::TrainConfig;
use super::optimizer::Optimizer;
use super::replay::{Batch, ReplayBuffer};
use super::run_dir;
use super::tensorboard::{EventLog, TB_DIR, tags};
use crate::agents::NetworkSearch;
use crate::arena::blunders::{self, BlunderRates};
use crate::arena::{Contestant, MatchReport, MatchSettings, Openings, derive_seed, run_match};
use crate::env::Encoder;
use crate::game::{Color, Rules};
use crate::net::checkpoint::{self, CheckpointError, CheckpointMeta, Progress, ReplayRef};
use crate::net::threads::{self, CpuMeter, ThreadSettings};
use crate::net::{AuxOutputs, BatchEvaluator, PolicyValueNet, ValueHead};
use crate::selfplay::{GameRecord, ResignCounts, SelfPlay, SelfPlayStats};
use crate::tablebase::solve::{Progress as BuildProgress, Silent};
use crate::tablebase::{self, OpenError, Tablebase};
use anyhow::{Context, Result};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};
use tch::{Device, Kind, Tensor, nn::VarStore};

/// The losses and diagnostics of one gradient step.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct StepStats {
    pub policy_loss: f64,
    pub value_loss: f64,
    /// The auxiliary heads' losses (0 without them).
    pub reply_loss: f64,
    pub ownership_loss: f64,
    pub short_value_loss: f64,
    pub total_loss: f64,
    /// Mean entropy of the network's policy over the batch (nats).
    pub policy_entropy: f64,
    /// Share of the batch whose result the value head predicts (WDL argmax, or the sign
    /// within a third for a scalar head).
    pub value_accuracy: f64,
    pub lr: f64,
    pub grad_norm: f64,
}

impl StepStats {
    pub(super) fn add(&mut self, other: &StepStats) {
        self.policy_loss += other.policy_loss;
        self.value_loss += other.value_loss;
        self.reply_loss += other.reply_loss;
        self.ownership_loss += other.ownership_loss;
        self.short_value_loss += other.short_value_loss;
        self.total_loss += other.total_loss;
        self.policy_entropy += other.policy_entropy;
        self.value_accuracy += other.value_accuracy;
        self.lr = other.lr;
        self.grad_norm += other.grad_norm;
    }

    pub(super) fn scaled(mut self, n: f64) -> StepStats {
        let lr = self.lr;
        for v in [
            &mut self.policy_loss,
            &mut self.value_loss,
            &mut self.reply_loss,
            &mut self.ownership_loss,
            &mut self.short_value_loss,
            &mut self.total_loss,
            &mut self.policy_entropy,
            &mut self.value_accuracy,
            &mut self.grad_norm,
        ] {
            *v /= n;
        }
        self.lr = lr;
        self
    }
}

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
    fn of_selfplay(stats: &SelfPlayStats) -> Speeds {
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
    /// A checkpoint was written.
    Saved { step: u64, path: PathBuf },
    /// The network alone was kept at a time mark (`checkpoint.network_every_minutes`).
    NetworkKept {
        minute: u64,
        step: u64,
        path: PathBuf,
    },
}

/// Where a run keeps its networks at time marks (`checkpoint.network_every_minutes`).
pub const NETWORKS_DIR: &str = "networks";

/// The file of the network kept at `minute` of training, at gradient step `step`.
#[must_use]
pub fn network_file_name(minute: u64, step: u64) -> String {
    format!("minute-{minute:04}-step-{step:08}.safetensors")
}

/// Why the run stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StopReason {
    MaxSteps,
    MaxMinutes,
    Interrupted,
}

/// The trainer.
pub struct Trainer {
    pub(super) config: TrainConfig,
    pub(super) rules: Arc<Rules>,
    pub(super) device: Device,
    pub(super) encoder: Encoder,
    pub(super) run_dir: PathBuf,
    pub(super) train_vs: VarStore,
    pub(super) net: PolicyValueNet,
    pub(super) play_vs: VarStore,
    pub(super) evaluator: BatchEvaluator,
    pub(super) optimizer: Optimizer,
    pub(super) buffer: ReplayBuffer,
    pub(super) rng: ChaCha8Rng,
    pub(super) selfplay: SelfPlay,
    pub(super) progress: Progress,
    /// Self-play's resignations since the trainer started.
    pub(super) resignation: ResignCounts,
    pub(super) scores: BTreeMap<String, f64>,
    pub(super) log: Option<EventLog>,
    /// The step of the newest checkpoint on disk (so that a stop on it says so once).
    pub(super) last_saved: Option<u64>,
    pub(super) resume_report: Vec<String>,
    pub(super) threads: ThreadSettings,
    pub(super) cpu: CpuMeter,
    /// The endgame tables of `[tablebase]`, if any.
    pub(super) tablebase: Option<Arc<Tablebase>>,
    /// The training loss's scale under mixed precision (1 otherwise): halved when the
    /// gradients overflow, doubled after `LOSS_SCALE_GROWTH` steps without.
    loss_scale: f64,
    steps_since_overflow: u64,
    /// `mixed_precision` on a CUDA device.
    mixed: bool,
}

/// Mixed precision's first loss scale, and how many clean steps double it (`PyTorch`'s
/// `GradScaler` defaults).
const LOSS_SCALE_START: f64 = 65536.0;
const LOSS_SCALE_GROWTH: u64 = 2000;

pub(super) fn new_net(vs: &VarStore, config: &TrainConfig, encoder: &Encoder) -> PolicyValueNet {
    PolicyValueNet::new(
        &vs.root(),
        &config.net,
        encoder.shape(),
        encoder.action_count(),
    )
}

/// The alternating loop's self-play from `step` on (its generator seeded by the step),
/// adjudicating with the tables where `[tablebase]` says so.
fn new_selfplay(
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

impl Trainer {
    /// A fresh run in `run_dir` (created), from randomly initialised weights.
    ///
    /// # Errors
    /// Unknown rules, an unusable device, or a run directory that cannot be created.
    pub fn new(config: TrainConfig, run_dir: &Path) -> Result<Trainer> {
        let rules = Arc::new(Rules::load(&config.rules)?);
        let device = crate::net::device_from(&config.device).map_err(anyhow::Error::msg)?;
        let threads = threads::configure(config.threads, config.adaptive_threads);
        std::fs::create_dir_all(run_dir)
            .with_context(|| format!("cannot create the run directory {}", run_dir.display()))?;
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
        );
        let tablebase = if config.tablebase.dir.is_empty() {
            None
        } else {
            let dir = Path::new(&config.tablebase.dir);
            // Tables of other rules, or damaged ones, are an error, never built over.
            if config.tablebase.build_men > 0
                && (!dir.exists()
                    || !matches!(
                        Tablebase::open(dir, Some(&rules)),
                        Err(OpenError::Table(_) | OpenError::Unsupported { .. })
                    ))
            {
                let threads = usize::try_from(config.threads)
                    .ok()
                    .filter(|&t| t > 0)
                    .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from));
                let silent = |_: &str| -> Box<dyn BuildProgress> { Box::new(Silent) };
                tablebase::build::build(
                    &rules,
                    config.tablebase.build_men,
                    dir,
                    threads,
                    &silent,
                    &mut |_| {},
                )
                .context("tablebase.build_men")?;
            }
            Some(Tablebase::shared(dir, &rules).context("tablebase.dir")?)
        };
        let selfplay = new_selfplay(&config, &rules, tablebase.as_ref(), 0);
        Ok(Trainer {
            tablebase,
            loss_scale: if mixed { LOSS_SCALE_START } else { 1.0 },
            mixed,
            steps_since_overflow: 0,
            rng: ChaCha8Rng::seed_from_u64(derive_seed(config.seed, 0, 11)),
            config,
            rules,
            device,
            encoder,
            run_dir: run_dir.to_path_buf(),
            train_vs,
            net,
            play_vs,
            evaluator,
            optimizer,
            buffer,
            selfplay,
            progress: Progress::default(),
            resignation: ResignCounts::default(),
            scores: BTreeMap::new(),
            log: None,
            last_saved: None,
            resume_report: Vec::new(),
            threads,
            cpu: CpuMeter::new(),
        })
    }

    /// Resumes the run in `run_dir` from its newest complete checkpoint unit (checkpoint
    /// and the replay buffer it was taken with; see `run_dir`), passing over newer ones that
    /// are not complete, then removes what interrupted saves left. `config` must have the
    /// checkpoint's rules and network shape; other settings (limits, learning rate, ...) may
    /// differ and take effect from here. `resume_report` says what was loaded.
    ///
    /// # Errors
    /// No complete unit (each checkpoint named with what is wrong; nothing deleted); other
    /// rules or another network shape (saying what differs).
    pub fn resume(config: TrainConfig, run_dir: &Path) -> Result<Trainer> {
        let (unit, passed_over) = run_dir::newest_complete(run_dir).context("--resume")?;
        let saved = &unit.checkpoint;
        let path = &saved.path;
        let mut trainer = Trainer::new(config, run_dir)?;
        saved.check_compatible(trainer.rules.spec(), &trainer.config.net)?;
        saved.load_net(&trainer.train_vs)?;
        trainer.play_vs.copy(&trainer.train_vs)?;
        trainer
            .optimizer
            .load_state(&saved.group("optim"), saved.meta.step)
            .map_err(|message| CheckpointError::Mismatch {
                path: path.display().to_string(),
                message,
            })?;
        trainer.rng = serde_json::from_value(saved.meta.rng.clone())
            .with_context(|| format!("{}: the RNG state does not parse", path.display()))?;
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
                    .context("--resume: the replay buffer cannot be used")?;
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
        for removed in run_dir::remove_leftovers(run_dir)? {
            report.push(format!(
                "removed {}, left by an interrupted save",
                removed.display()
            ));
        }
        trainer.resume_report = report;
        trainer.last_saved = Some(saved.meta.step);
        let step = trainer.optimizer.steps();
        trainer.selfplay = new_selfplay(
            &trainer.config,
            &trainer.rules,
            trainer.tablebase.as_ref(),
            step as usize,
        );
        Ok(trainer)
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
    /// draws it.
    pub fn sample_batch(&mut self) -> Batch {
        self.buffer.sample(
            &mut self.rng,
            self.config.optim.batch_size,
            &self.encoder,
            self.config.replay.symmetries,
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
    pub fn progress(&self) -> &Progress {
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

    /// Plays `games` self-play games with the current network (checking `stop` every
    /// second, and stopping at `deadline`); returns them with the speeds of self-play.
    pub fn self_play(
        &mut self,
        games: usize,
        stop: &AtomicBool,
        deadline: Option<Instant>,
    ) -> (Vec<GameRecord>, Speeds) {
        let mut records = Vec::with_capacity(games);
        let mut total = SelfPlayStats::default();
        while records.len() < games
            && !stop.load(Ordering::Relaxed)
            && deadline.is_none_or(|d| Instant::now() < d)
        {
            let deadline = Instant::now() + Duration::from_secs(1);
            let (finished, stats) =
                self.selfplay
                    .run(&mut self.evaluator, games - records.len(), Some(deadline));
            records.extend(finished);
            total.add(&stats);
        }
        (records, Speeds::of_selfplay(&total))
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
    #[allow(clippy::many_single_char_names)]
    pub fn train_on_batch(&mut self, batch: &Batch) -> StepStats {
        assert!(batch.size > 0, "an empty minibatch");
        threads::adapt();
        let n = batch.size as i64;
        let [c, h, w] = self.encoder.shape().map(|d| d as i64);
        let a = self.encoder.action_count() as i64;
        let on = |t: Tensor| t.to_device(self.device);
        let x = on(Tensor::from_slice(&batch.observations).view([n, c, h, w]));
        let masks = on(Tensor::from_slice(&batch.masks).view([n, a]));
        let target = on(Tensor::from_slice(&batch.policies).view([n, a]));
        let weights = on(Tensor::from_slice(&batch.policy_weights));
        let results = on(Tensor::from_slice(&batch.results));
        let root_weight = self.config.optim.root_value_weight;
        let root_values = on(Tensor::from_slice(&batch.root_values));
        let mixed = self.mixed;
        let (logits, value, aux) = tch::autocast(mixed, || self.net.forward_aux(&x, true));
        let (logits, value) = (logits.to_kind(Kind::Float), value.to_kind(Kind::Float));
        let log_p = logits
            .masked_fill(&masks.logical_not(), -1e9)
            .log_softmax(-1, Kind::Float);
        let per_sample = -(&target * &log_p).sum_dim_intlist(1, false, Kind::Float);
        let policy_loss =
            (&per_sample * &weights).sum(Kind::Float) / weights.sum(Kind::Float).clamp_min(1.0);
        let (value_loss, accuracy) = match self.config.net.value_head {
            ValueHead::Wdl => {
                // Classes: 0 win, 1 draw, 2 loss for the player to move.
                let classes = (-&results + 1.0).to_kind(Kind::Int64);
                let loss = if root_weight > 0.0 {
                    // The root value q as the distribution (max(q, 0), 1 - |q|, max(-q, 0)),
                    // whose expectation is q, mixed into the result's one-hot.
                    let q = &root_values;
                    let q_wdl =
                        Tensor::stack(&[q.clamp_min(0.0), 1.0 - q.abs(), (-q).clamp_min(0.0)], 1);
                    let onehot = classes.one_hot(3).to_kind(Kind::Float);
                    let target = onehot * (1.0 - root_weight) + q_wdl * root_weight;
                    -(target * value.log_softmax(-1, Kind::Float))
                        .sum_dim_intlist(1, false, Kind::Float)
                        .mean(Kind::Float)
                } else {
                    value.cross_entropy_for_logits(&classes)
                };
                let hits = value.argmax(-1, false).eq_tensor(&classes);
                (loss, hits.to_kind(Kind::Float).mean(Kind::Float))
            }
            ValueHead::Scalar => {
                let v = value.tanh().squeeze_dim(1);
                let target = &results * (1.0 - root_weight) + &root_values * root_weight;
                let loss = (&v - target).square().mean(Kind::Float);
                let hits = (&v - &results).abs().le(1.0 / 3.0);
                (loss, hits.to_kind(Kind::Float).mean(Kind::Float))
            }
        };
        let mut total = &policy_loss + &value_loss * self.config.optim.value_loss_weight;
        let aux_losses = aux.map(|aux| {
            let losses = self.aux_losses(batch, &aux);
            let o = &self.config.optim;
            total = &total
                + &losses[0] * o.reply_loss_weight
                + &losses[1] * o.ownership_loss_weight
                + &losses[2] * o.short_value_loss_weight;
            losses
        });
        self.optimizer.zero_grad();
        if mixed {
            (&total * self.loss_scale).backward();
        } else {
            total.backward();
        }
        let report = self.optimizer.step(self.loss_scale);
        if mixed {
            self.steps_since_overflow += 1;
            if report.skipped {
                self.loss_scale = (self.loss_scale / 2.0).max(2.0);
                self.steps_since_overflow = 0;
            } else if self.steps_since_overflow >= LOSS_SCALE_GROWTH {
                self.loss_scale *= 2.0;
                self.steps_since_overflow = 0;
            }
        }
        let entropy = tch::no_grad(|| {
            let p = log_p.exp();
            -(p * log_p.clamp_min(-1e4))
                .sum_dim_intlist(1, false, Kind::Float)
                .mean(Kind::Float)
        });
        let scalar = |t: &Tensor| t.double_value(&[]);
        StepStats {
            policy_loss: scalar(&policy_loss),
            value_loss: scalar(&value_loss),
            reply_loss: aux_losses.as_ref().map_or(0.0, |l| scalar(&l[0])),
            ownership_loss: aux_losses.as_ref().map_or(0.0, |l| scalar(&l[1])),
            short_value_loss: aux_losses.as_ref().map_or(0.0, |l| scalar(&l[2])),
            total_loss: scalar(&total),
            policy_entropy: scalar(&entropy),
            value_accuracy: scalar(&accuracy),
            lr: report.lr,
            grad_norm: report.grad_norm,
        }
    }

    /// The auxiliary heads' losses on `batch`: the next decision's policy (cross-entropy over
    /// every id, samples with a reply only), ownership (each point's cross-entropy over
    /// mover / empty / opponent, averaged over the points) and the short-term value (squared
    /// error after tanh), these two on samples with those targets only.
    fn aux_losses(&self, batch: &Batch, aux: &AuxOutputs) -> [Tensor; 3] {
        let on = |t: Tensor| t.to_device(self.device);
        let n = batch.size as i64;
        let a = self.encoder.action_count() as i64;
        let points = self.encoder.points() as i64;
        let weighted_mean = |per_sample: &Tensor, weights: &Tensor| {
            (per_sample * weights).sum(Kind::Float) / weights.sum(Kind::Float).clamp_min(1.0)
        };
        let replies = on(Tensor::from_slice(&batch.replies).view([n, a]));
        let reply_weights = on(Tensor::from_slice(&batch.reply_weights));
        let log_reply = aux.reply.to_kind(Kind::Float).log_softmax(-1, Kind::Float);
        let reply_loss = weighted_mean(
            &-(replies * log_reply).sum_dim_intlist(1, false, Kind::Float),
            &reply_weights,
        );
        let cells: Vec<i64> = self.encoder.cells().iter().map(|&c| c as i64).collect();
        let cells = on(Tensor::from_slice(&cells));
        // [N, 3, H, W] -> [N, 3, P] at the points' cells.
        let log_owner = aux
            .ownership
            .to_kind(Kind::Float)
            .flatten(2, -1)
            .index_select(2, &cells)
            .log_softmax(1, Kind::Float);
        let owners = on(Tensor::from_slice(&batch.ownership).view([n, 1, points]));
        let aux_weights = on(Tensor::from_slice(&batch.aux_weights));
        let ownership_loss = weighted_mean(
            &-log_owner
                .gather(1, &owners, false)
                .view([n, points])
                .mean_dim(1, false, Kind::Float),
            &aux_weights,
        );
        let short_values = on(Tensor::from_slice(&batch.short_values));
        let short_value_loss = weighted_mean(
            &(aux.short_value.to_kind(Kind::Float).tanh() - short_values).square(),
            &aux_weights,
        );
        [reply_loss, ownership_loss, short_value_loss]
    }

    /// Plays the evaluation matches against every configured opponent with the current
    /// training weights: the network with the config's search (no noise), all games of a
    /// match at once so that its searches share batches, through the arena's match runner.
    ///
    /// # Errors
    /// A bad opponent spec, or an opponent that chose an illegal action.
    pub fn evaluate(&mut self) -> Result<Vec<MatchReport>> {
        self.play_vs.copy(&self.train_vs)?;
        let step = self.step();
        let mut reports = Vec::new();
        for (k, opponent) in self.config.eval.opponents.clone().iter().enumerate() {
            let settings = MatchSettings {
                rules: self.rules.clone(),
                games: self.config.eval.games,
                threads: 1,
                batch_games: self.config.eval.games,
                openings: Openings::Random(self.config.eval.opening_plies),
                seed: self.eval_seed(k),
                sprt: None,
            };
            let network = Contestant::Network {
                name: format!("network step {step}"),
                network: NetworkSearch {
                    evaluator: &mut self.evaluator,
                    settings: self.config.search,
                    temperature: 0.0,
                    tablebase: None,
                },
            };
            let report = run_match(
                &settings,
                network,
                Contestant::Spec(opponent.clone()),
                &mut |_| {},
            )
            .with_context(|| format!("evaluation against {opponent}"))?;
            self.scores.insert(opponent.clone(), report.score);
            reports.push(report);
        }
        Ok(reports)
    }

    /// The seed of this step's evaluation match against opponent number `k`.
    #[must_use]
    pub fn eval_seed(&self, k: usize) -> u64 {
        derive_seed(self.config.seed, self.step() as usize, 100 + k as u64)
    }

    /// Writes the checkpoint unit of the current step (the replay buffer, then the
    /// checkpoint that names it), prunes old units, and returns the checkpoint's path.
    ///
    /// # Errors
    /// A file that cannot be written.
    pub fn save(&mut self) -> Result<PathBuf> {
        let step = self.step();
        let mut meta = self.meta();
        if self.config.checkpoint.save_replay {
            let file = run_dir::replay_file_name(step);
            let (bytes, crc) = self.buffer.save(&self.run_dir.join(&file))?;
            meta.replay = Some(ReplayRef {
                file,
                bytes,
                crc32c: format!("{crc:08x}"),
                positions: self.buffer.len(),
            });
        }
        let path = self.run_dir.join(checkpoint::file_name(step));
        checkpoint::save(
            &path,
            &meta,
            &[
                ("net", checkpoint::net_tensors(&self.train_vs)),
                ("optim", self.optimizer.state()),
            ],
        )?;
        self.last_saved = Some(step);
        run_dir::prune(&self.run_dir, self.config.checkpoint.keep_last)?;
        Ok(path)
    }

    /// The checkpoint metadata of the current step, without a replay buffer.
    fn meta(&self) -> CheckpointMeta {
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

    /// Keeps the network alone in `RUN/networks/` when the run has passed a mark of
    /// `checkpoint.network_every_minutes` since the last one kept (at most one per call: the
    /// latest mark passed), and tells `on_event`.
    ///
    /// # Errors
    /// A file that cannot be written.
    pub(super) fn keep_network_if_due(
        &mut self,
        session: &mut Session,
        on_event: &mut dyn FnMut(Event),
    ) -> Result<()> {
        let every = self.config.checkpoint.network_every_minutes;
        let Some(mark) = session.network_mark_due(every) else {
            return Ok(());
        };
        session.network_marks = mark;
        let minute = mark * every;
        let step = self.step();
        self.progress.minutes = session.minutes();
        let dir = self.run_dir.join(NETWORKS_DIR);
        std::fs::create_dir_all(&dir)
            .with_context(|| format!("cannot create {}", dir.display()))?;
        let path = dir.join(network_file_name(minute, step));
        checkpoint::save(
            &path,
            &self.meta(),
            &[("net", checkpoint::net_tensors(&self.train_vs))],
        )?;
        on_event(Event::NetworkKept { minute, step, path });
        Ok(())
    }

    /// Records evaluation results: scores, logs, and a new best checkpoint when the score
    /// against `best_by` improved.
    fn after_evaluation(
        &mut self,
        reports: &[MatchReport],
        on_event: &mut dyn FnMut(Event),
    ) -> Result<()> {
        let step = self.step();
        for (report, opponent) in reports.iter().zip(&self.config.eval.opponents.clone()) {
            // The Elo from the score with half a win and half a loss added, so that it stays
            // finite at 0% and 100% (for the logs and the curve).
            let elo = crate::arena::elo_from_score(report.total.regularised().0);
            self.scalar(&tags::arena_score(opponent), report.score, step);
            self.scalar(&tags::arena_elo(opponent), elo, step);
            on_event(Event::Evaluated {
                step,
                report: Box::new(report.clone()),
            });
        }
        let judge = if self.config.eval.best_by.is_empty() {
            self.config.eval.opponents.first().cloned()
        } else {
            Some(self.config.eval.best_by.clone())
        };
        let score = judge.and_then(|j| reports.iter().find(|r| r.opponent == j).map(|r| r.score));
        if let Some(score) = score
            && step > 0
            && self.progress.best_score.is_none_or(|best| score > best)
        {
            self.progress.best_score = Some(score);
            let told = self.last_saved == Some(step);
            let path = self.save()?;
            let bytes = std::fs::read(&path)?;
            crate::atomic_file::write(&self.run_dir.join(checkpoint::BEST), &bytes)?;
            if !told {
                on_event(Event::Saved { step, path });
            }
        }
        Ok(())
    }

    /// Logs a scalar. A log that cannot be written is reported once and then left off:
    /// training (and its checkpoints) go on.
    fn scalar(&mut self, tag: &str, value: f64, step: u64) {
        if let Some(log) = self.log.as_mut()
            && let Err(e) = log.scalar(tag, value, step)
        {
            eprintln!("warning: TensorBoard log left off: {e}");
            self.log = None;
        }
    }

    fn flush_log(&mut self) {
        if let Some(log) = self.log.as_mut()
            && let Err(e) = log.flush()
        {
            eprintln!("warning: TensorBoard log left off: {e}");
            self.log = None;
        }
    }

    /// Runs until a limit of the config is reached or `stop` is set (then saves and
    /// returns). `on_event` sees progress.
    ///
    /// # Errors
    /// A file that cannot be written, a bad opponent spec.
    pub fn run(
        &mut self,
        stop: &AtomicBool,
        on_event: &mut dyn FnMut(Event),
    ) -> Result<StopReason> {
        self.log = Some(EventLog::create(&self.run_dir.join(TB_DIR))?);
        let mut session = Session::new(&self.config, self.progress.minutes);
        if session.eval_enabled && self.config.eval.at_start && self.step() == 0 {
            self.evaluate_now(&mut session, on_event)?;
        }
        let reason = if self.config.deterministic {
            self.alternate(&mut session, stop, on_event)?
        } else {
            self.run_parallel(&mut session, stop, on_event)?
        };
        // A mark passed while self-play ran out the clock, after the last step.
        self.keep_network_if_due(&mut session, on_event)?;
        self.progress.minutes = session.minutes();
        // The network a limit stopped at gets its evaluation (the run's final scores).
        if session.eval_enabled
            && reason != StopReason::Interrupted
            && session.last_eval_step != Some(self.step())
        {
            self.evaluate_now(&mut session, on_event)?;
        }
        // The stop's checkpoint: written again (its counters moved on), told once per step.
        let told = self.last_saved == Some(self.step());
        let path = self.save()?;
        if !told {
            on_event(Event::Saved {
                step: self.step(),
                path,
            });
        }
        self.flush_log();
        Ok(reason)
    }

    /// The deterministic loop: self-play, then the training it owes, in one thread.
    fn alternate(
        &mut self,
        session: &mut Session,
        stop: &AtomicBool,
        on_event: &mut dyn FnMut(Event),
    ) -> Result<StopReason> {
        loop {
            if let Some(reason) = self.stop_reason(stop, session) {
                return Ok(reason);
            }
            let deadline = session.deadline(self.config.max_minutes);
            let games_per_iteration = self.config.selfplay.games_per_iteration;
            let (mut games, speeds) = self.self_play(games_per_iteration, stop, deadline);
            let started_training = Instant::now();
            for game in &mut games {
                game.model_version = self.step();
            }
            self.add_games(&games);
            self.log_selfplay(&games, &speeds);
            let new_positions: usize = games.iter().map(|g| g.moves.len()).sum();
            let (losses, taken) = self.train_owed(session, new_positions, stop, on_event)?;
            let speeds = Speeds {
                steps_per_second: f64::from(taken)
                    / started_training.elapsed().as_secs_f64().max(1e-9),
                ..speeds
            };
            self.log_iteration(session, losses, &speeds, on_event);
        }
    }

    /// Why the run must stop now, if it must.
    pub(super) fn stop_reason(&self, stop: &AtomicBool, session: &Session) -> Option<StopReason> {
        let cfg = &self.config;
        if stop.load(Ordering::Relaxed) {
            Some(StopReason::Interrupted)
        } else if cfg.max_steps > 0 && self.step() >= cfg.max_steps {
            Some(StopReason::MaxSteps)
        } else if cfg.max_minutes > 0.0 && session.minutes() >= cfg.max_minutes {
            Some(StopReason::MaxMinutes)
        } else {
            None
        }
    }

    /// Evaluates the current network and records the results.
    fn evaluate_now(
        &mut self,
        session: &mut Session,
        on_event: &mut dyn FnMut(Event),
    ) -> Result<()> {
        let now = session.minutes();
        session.last_eval_minutes = now;
        session.last_eval_step = Some(self.step());
        self.progress.minutes = now;
        let reports = self.evaluate()?;
        self.scalar(tags::RUN_MINUTES, now, self.step());
        self.after_evaluation(&reports, on_event)?;
        if let Some(rates) = self.judge() {
            let step = self.step();
            self.scalar(tags::TABLEBASE_BLUNDERS, rates.blunders.value(), step);
            self.scalar(
                tags::TABLEBASE_WIN_CONVERSION,
                rates.win_conversion.value(),
                step,
            );
            self.scalar(tags::TABLEBASE_DRAWN_HOLD, rates.drawn_hold.value(), step);
            on_event(Event::Judged { step, rates });
        }
        Ok(())
    }

    /// The network's blunder rates at `tablebase.blunder_positions` covered positions
    /// (sampled from the evaluation's seed), where the run has tables.
    pub fn judge(&mut self) -> Option<BlunderRates> {
        let count = self.config.tablebase.blunder_positions;
        let tb = self.tablebase.clone().filter(|_| count > 0)?;
        let seed = derive_seed(self.config.seed, self.step() as usize, 99);
        let positions = blunders::sample_positions(&tb, count, seed);
        let mut network = NetworkSearch {
            evaluator: &mut self.evaluator,
            settings: self.config.search,
            temperature: 0.0,
            tablebase: None,
        };
        let report =
            blunders::measure_network(&tb, &self.rules, &mut network, "network", &positions, seed);
        Some(report.overall)
    }

    /// The gradient steps owed for `new_positions` fresh positions (at `train_ratio`), with
    /// the checkpoints and evaluations that fall due among them; then the new weights go to
    /// self-play. Returns the mean losses and the steps taken.
    fn train_owed(
        &mut self,
        session: &mut Session,
        new_positions: usize,
        stop: &AtomicBool,
        on_event: &mut dyn FnMut(Event),
    ) -> Result<(Option<StepStats>, u32)> {
        let cfg = self.config.clone();
        if self.buffer.len() < cfg.replay.min_positions {
            return Ok((None, 0));
        }
        session.owed_steps +=
            new_positions as f64 * cfg.replay.train_ratio / cfg.optim.batch_size as f64;
        let mut sum = StepStats::default();
        let mut taken = 0u32;
        while session.owed_steps >= 1.0 && !stop.load(Ordering::Relaxed) {
            if cfg.max_steps > 0 && self.step() >= cfg.max_steps {
                break;
            }
            let (stats, time_up) = self.scheduled_step(session, on_event)?;
            sum.add(&stats);
            taken += 1;
            if time_up {
                break;
            }
        }
        self.play_vs.copy(&self.train_vs)?;
        Ok(((taken > 0).then(|| sum.scaled(f64::from(taken))), taken))
    }

    /// One gradient step that was owed, with the checkpoint and the evaluation that fall due
    /// on it; also says whether the time limit is reached (its evaluation is then the final
    /// one, after the loop).
    pub(super) fn scheduled_step(
        &mut self,
        session: &mut Session,
        on_event: &mut dyn FnMut(Event),
    ) -> Result<(StepStats, bool)> {
        let stats = self.train_step();
        session.owed_steps -= 1.0;
        self.progress.samples_trained += self.config.optim.batch_size as u64;
        let step = self.step();
        if step % self.config.checkpoint.every_steps == 0 {
            let path = self.save()?;
            on_event(Event::Saved { step, path });
        }
        self.keep_network_if_due(session, on_event)?;
        let now = session.minutes();
        if self.config.max_minutes > 0.0 && now >= self.config.max_minutes {
            return Ok((stats, true));
        }
        let eval = &self.config.eval;
        let due = (eval.every_steps > 0 && step % eval.every_steps == 0)
            || (eval.every_minutes > 0.0 && now - session.last_eval_minutes >= eval.every_minutes);
        if session.eval_enabled && due {
            self.evaluate_now(session, on_event)?;
        }
        Ok((stats, false))
    }

    /// Logs the outcome and speed of a round of self-play.
    pub(super) fn log_selfplay(&mut self, games: &[GameRecord], speeds: &Speeds) {
        if games.is_empty() {
            return;
        }
        let step = self.step();
        let n = games.len() as f64;
        let positions: usize = games.iter().map(|g| g.moves.len()).sum();
        let share = |f: &dyn Fn(Option<Color>) -> bool| {
            games.iter().filter(|g| f(g.outcome.winner())).count() as f64 / n
        };
        self.scalar(tags::SELFPLAY_GAME_LENGTH, positions as f64 / n, step);
        self.scalar(
            tags::SELFPLAY_WHITE_WINS,
            share(&|w| w == Some(Color::White)),
            step,
        );
        self.scalar(
            tags::SELFPLAY_BLACK_WINS,
            share(&|w| w == Some(Color::Black)),
            step,
        );
        self.scalar(tags::SELFPLAY_DRAWS, share(&|w| w.is_none()), step);
        if self.config.selfplay.resign_threshold > 0.0 {
            let resigned = games.iter().filter(|g| g.resigned()).count();
            self.scalar(tags::SELFPLAY_RESIGNED, resigned as f64 / n, step);
            self.resignation.add(games);
            if let Some(rate) = self.resignation.false_rate() {
                self.scalar(tags::SELFPLAY_FALSE_RESIGNS, rate, step);
            }
        }
        self.scalar(tags::SPEED_POSITIONS_PER_S, speeds.moves_per_second, step);
        self.scalar(tags::SPEED_EVALS_PER_S, speeds.evals_per_second, step);
        self.scalar(tags::SPEED_MEAN_BATCH, speeds.mean_batch, step);
        if let Some(busy) = speeds.busy {
            self.scalar(tags::SPEED_NETWORK_BUSY, busy, step);
        }
        self.scalar(
            tags::SPEED_GAMES_PER_S,
            speeds.moves_per_second * n / positions.max(1) as f64,
            step,
        );
    }

    /// Logs the end of an iteration (losses, buffer, time) and tells the caller.
    pub(super) fn log_iteration(
        &mut self,
        session: &Session,
        losses: Option<StepStats>,
        speeds: &Speeds,
        on_event: &mut dyn FnMut(Event),
    ) {
        let step = self.step();
        if let Some(l) = losses {
            self.scalar(tags::LOSS_POLICY, l.policy_loss, step);
            self.scalar(tags::LOSS_VALUE, l.value_loss, step);
            if self.config.net.aux_heads {
                self.scalar(tags::LOSS_REPLY, l.reply_loss, step);
                self.scalar(tags::LOSS_OWNERSHIP, l.ownership_loss, step);
                self.scalar(tags::LOSS_SHORT_VALUE, l.short_value_loss, step);
            }
            self.scalar(tags::LOSS_TOTAL, l.total_loss, step);
            self.scalar(tags::TRAIN_LR, l.lr, step);
            self.scalar(tags::TRAIN_POLICY_ENTROPY, l.policy_entropy, step);
            self.scalar(tags::TRAIN_VALUE_ACCURACY, l.value_accuracy, step);
            self.scalar("train/grad_norm", l.grad_norm, step);
        }
        let now = session.minutes();
        self.progress.minutes = now;
        self.scalar(tags::RUN_MINUTES, now, step);
        self.scalar(tags::BUFFER_SIZE, self.buffer.len() as f64, step);
        let replay_ratio =
            self.progress.samples_trained as f64 / self.progress.positions.max(1) as f64;
        self.scalar(tags::BUFFER_TRAIN_RATIO, replay_ratio, step);
        self.scalar(tags::SPEED_STEPS_PER_S, speeds.steps_per_second, step);
        let share = self.cpu.sample();
        if let Some(share) = &share {
            self.scalar(tags::SYSTEM_CPU_OWN, share.own, step);
            self.scalar(tags::SYSTEM_CPU_OTHERS, share.others, step);
            self.scalar(
                tags::SYSTEM_THREADS,
                f64::from(tch::get_num_threads()),
                step,
            );
        }
        self.flush_log();
        let asked = self.threads.threads;
        on_event(Event::Iteration {
            step,
            minutes: now,
            games: self.progress.games,
            buffer: self.buffer.len(),
            speeds: *speeds,
            replay_ratio,
            losses,
            cpu: share.map(|s| {
                format!(
                    "{}; libtorch threads {} of {asked}",
                    s.describe(asked),
                    tch::get_num_threads()
                )
            }),
            busy: share.is_some_and(|s| s.busy(asked)),
            resignation: (self.config.selfplay.resign_threshold > 0.0).then_some(self.resignation),
        });
    }
}

/// How many marks of every `every` minutes `minutes` of training have passed (0 when off).
fn marks_passed(minutes: f64, every: u64) -> u64 {
    if every == 0 {
        return 0;
    }
    // Truncation is the point: whole marks passed; minutes are never negative.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let marks = (minutes / every as f64).floor() as u64;
    marks
}

/// The clock and the schedule of one `run` call.
pub(super) struct Session {
    pub(super) start: Instant,
    /// Minutes of training before this call (a resumed run's).
    pub(super) base_minutes: f64,
    pub(super) last_eval_minutes: f64,
    pub(super) last_eval_step: Option<u64>,
    /// Gradient steps owed to the positions generated (fractions carry over).
    pub(super) owed_steps: f64,
    pub(super) eval_enabled: bool,
    /// The marks of `checkpoint.network_every_minutes` passed when the last network was kept
    /// (or when this session started: a resumed run does not keep a mark it passed before).
    pub(super) network_marks: u64,
}

impl Session {
    fn new(config: &TrainConfig, base_minutes: f64) -> Session {
        Session {
            start: Instant::now(),
            base_minutes,
            last_eval_minutes: base_minutes,
            last_eval_step: None,
            owed_steps: 0.0,
            eval_enabled: !config.eval.opponents.is_empty() && config.eval.games > 0,
            network_marks: marks_passed(base_minutes, config.checkpoint.network_every_minutes),
        }
    }

    /// The latest mark of every `every` minutes passed since the last network kept, if any.
    fn network_mark_due(&self, every: u64) -> Option<u64> {
        let passed = marks_passed(self.minutes(), every);
        (passed > self.network_marks).then_some(passed)
    }

    /// Minutes of training, earlier sessions included.
    pub(super) fn minutes(&self) -> f64 {
        self.base_minutes + self.start.elapsed().as_secs_f64() / 60.0
    }

    /// When self-play must stop for the time limit.
    fn deadline(&self, max_minutes: f64) -> Option<Instant> {
        (max_minutes > 0.0).then(|| {
            self.start
                + Duration::from_secs_f64(((max_minutes - self.base_minutes) * 60.0).max(0.0))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The networks kept at the marks of `checkpoint.network_every_minutes`: one file per mark
    /// passed (the latest, where a call comes after several), none again for a mark already
    /// kept or passed before a resume, each a network that players load.
    #[test]
    fn networks_are_kept_at_time_marks_and_once_each() {
        let dir = std::env::temp_dir().join(format!("morris-networks-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let mut config = TrainConfig::load("tiny").unwrap();
        config.max_steps = 4;
        config.eval.games = 0;
        config.checkpoint.network_every_minutes = 30;
        let mut trainer = Trainer::new(config.clone(), &dir).unwrap();
        trainer.run(&AtomicBool::new(false), &mut |_| {}).unwrap();
        assert_eq!(trainer.step(), 4);
        assert!(
            !dir.join(NETWORKS_DIR).exists(),
            "seconds of training pass no 30-minute mark"
        );

        let mut kept = Vec::new();
        let mut keep_at = |trainer: &mut Trainer, session: &mut Session, minutes: f64| {
            session.base_minutes = minutes;
            trainer
                .keep_network_if_due(session, &mut |e| {
                    if let Event::NetworkKept { minute, step, path } = e {
                        kept.push((minute, step, path));
                    }
                })
                .unwrap();
        };
        let mut session = Session::new(&config, 0.0);
        for minutes in [29.9, 30.1, 45.0, 95.0, 99.0] {
            keep_at(&mut trainer, &mut session, minutes);
        }
        // A run resumed at 100 minutes keeps nothing for the marks before it.
        let mut resumed = Session::new(&config, 100.0);
        for minutes in [100.0, 119.0, 121.0] {
            keep_at(&mut trainer, &mut resumed, minutes);
        }
        let marks: Vec<(u64, u64)> = kept.iter().map(|(m, s, _)| (*m, *s)).collect();
        assert_eq!(marks, [(30, 4), (90, 4), (120, 4)]);
        let mut names: Vec<String> = std::fs::read_dir(dir.join(NETWORKS_DIR))
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        names.sort();
        assert_eq!(
            names,
            [
                "minute-0030-step-00000004.safetensors",
                "minute-0090-step-00000004.safetensors",
                "minute-0120-step-00000004.safetensors"
            ]
        );
        // Each is the trainer's network alone (no optimiser, no replay), and a player.
        let rules = Arc::clone(&trainer.rules);
        for (_, _, path) in &kept {
            let saved = checkpoint::load(path).unwrap();
            assert_eq!(saved.meta.step, 4);
            assert!(saved.meta.replay.is_none());
            assert!(saved.group("optim").is_empty());
            let spec = format!("neural:model={},sims=2", path.display());
            crate::agents::from_spec(&spec, &rules).unwrap();
        }
        // The checkpoints' rotation leaves them alone.
        trainer.save().unwrap();
        assert_eq!(
            std::fs::read_dir(dir.join(NETWORKS_DIR)).unwrap().count(),
            3
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
