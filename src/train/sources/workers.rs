//! The parallel pipeline (`deterministic = false`): self-play and training at the same time.
//!
//! - `pipeline.workers` threads each step their share of `selfplay.games_in_parallel` games in
//!   lockstep through the search driver. Their leaves go to one inference service
//!   (`net::inference`), which answers the waiting workers in one forward pass per batch.
//! - The learner, on the calling thread, takes the finished games as they come (`Workers`,
//!   its game source), steps the optimiser whenever `replay.train_ratio` owes it a step, and
//!   publishes its weights to the service every `pipeline.publish_every_steps` steps.
//! - Back-pressure holds the replay ratio both ways: the learner waits for positions when it
//!   owes no step, and self-play waits when it is more than `pipeline.lead_positions` ahead
//!   of what the learner can use.
//!
//! Games in progress when the run stops are dropped, as in lockstep self-play.

use super::GameSource;
use crate::env::Encoder;
use crate::net::BatchEvaluator;
use crate::net::inference::{
    InferenceClient, InferenceCounters, InferenceService, InferenceSettings,
};
use crate::seeds::derive_seed;
use crate::selfplay::{GameRecord, SelfPlay, SelfPlaySettings, SelfPlayStats};
use crate::train::config::TrainConfig;
use crate::train::error::TrainError;
use crate::train::events::{Event, Speeds, StopReason};
use crate::train::learner::{Learner, new_net};
use crate::train::learning_loop::Stretch;
use crate::train::schedule::Schedule;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::{Duration, Instant};
use tch::nn::VarStore;

/// Finished games from a worker, with the counters of the self-play that made them.
struct Delivery {
    games: Vec<GameRecord>,
    stats: SelfPlayStats,
}

/// The back-pressure between self-play and the trainer, in positions.
struct Gate {
    /// Positions self-play has produced (the run's, resumed ones included).
    generated: AtomicU64,
    /// Positions self-play may have produced before it waits.
    allowed: AtomicU64,
    /// Set when the trainer stops: workers end.
    closed: AtomicBool,
}

impl Gate {
    fn may_play(&self) -> bool {
        self.generated.load(Ordering::Relaxed) < self.allowed.load(Ordering::Relaxed)
    }
}

/// The inference service of `config` (`[pipeline] inference_threads` threads, batches of up
/// to `[selfplay] games_in_parallel / [pipeline] batches_in_flight` positions,
/// its networks copies of `weights`' on `device`, in f16 for `mixed_precision` on CUDA).
///
/// # Errors
/// `weights` do not fit the configured network.
pub fn start_inference(
    config: &TrainConfig,
    weights: &VarStore,
    device: tch::Device,
    encoder: &Encoder,
) -> Result<InferenceService, TrainError> {
    let mut replicas = Vec::new();
    for _ in 0..config.pipeline.inference_threads.max(1) {
        let mut vs = VarStore::new(device);
        let net = new_net(&vs, config, encoder);
        vs.copy(weights)?;
        let mut evaluator = BatchEvaluator::new(net, device, encoder.clone());
        if config.mixed_precision && device.is_cuda() {
            // An inference copy: its weights in f16 (the published f32 ones are converted
            // as they are copied in).
            evaluator = evaluator.in_half(&mut vs);
        }
        replicas.push((evaluator, vs));
    }
    Ok(InferenceService::start_threads(
        replicas,
        InferenceSettings {
            // One group of each worker's games: with several batches in flight, the next
            // batch is already gathering while one is evaluated.
            max_batch: config
                .selfplay
                .games_in_parallel
                .div_ceil(config.pipeline.batches_in_flight.max(1))
                .max(1),
            max_wait: Duration::from_secs_f64(config.pipeline.inference_wait_ms / 1000.0),
            own_streams: config.pipeline.cuda_streams,
        },
    ))
}

/// One self-play worker: plays until the gate closes, sending finished games as they come.
fn worker(
    mut selfplay: SelfPlay,
    mut client: InferenceClient,
    deliveries: &Sender<Delivery>,
    gate: &Gate,
    in_flight: usize,
) {
    while !gate.closed.load(Ordering::Relaxed) && !client.stopped() {
        if !gate.may_play() {
            std::thread::sleep(Duration::from_millis(2));
            continue;
        }
        let deadline = Instant::now() + Duration::from_millis(100);
        let (mut games, stats) = if in_flight > 1 {
            selfplay.run_pipelined(&mut client, in_flight, usize::MAX, Some(deadline))
        } else {
            selfplay.run(&mut client, usize::MAX, Some(deadline))
        };
        let positions: usize = games.iter().map(|g| g.moves.len()).sum();
        gate.generated
            .fetch_add(positions as u64, Ordering::Relaxed);
        for game in &mut games {
            game.weights_step = client.weights_step();
        }
        if deliveries.send(Delivery { games, stats }).is_err() {
            return;
        }
    }
}

/// The workers as the learner's game source: their deliveries in, the weights out to the
/// inference service.
struct Workers<'a> {
    service: &'a InferenceService,
    gate: &'a Gate,
    deliveries: Receiver<Delivery>,
    /// The step of the weights last published to the service.
    published: u64,
    /// The service's counters when the stretch began.
    counters: InferenceCounters,
}

impl GameSource for Workers<'_> {
    fn gather(
        &mut self,
        learner: &mut Learner,
        schedule: &mut Schedule,
        idle: bool,
        _stop: &AtomicBool,
    ) -> Result<(), TrainError> {
        // Wait for games only when no step is owed.
        let first = if idle {
            match self.deliveries.recv_timeout(Duration::from_millis(50)) {
                Ok(delivery) => Some(delivery),
                Err(RecvTimeoutError::Timeout) => None,
                Err(RecvTimeoutError::Disconnected) => return Err(TrainError::WorkersStopped),
            }
        } else {
            self.deliveries.try_recv().ok()
        };
        for delivery in first.into_iter().chain(self.deliveries.try_iter()) {
            learner.take_games(delivery.games, schedule);
            schedule.stretch.selfplay.add(&delivery.stats);
        }
        open_gate(learner, self.gate, schedule);
        Ok(())
    }

    fn steps_per_round(&self) -> u32 {
        1
    }

    fn after_steps(
        &mut self,
        learner: &mut Learner,
        schedule: &Schedule,
    ) -> Result<(), TrainError> {
        let step = learner.step();
        if step - self.published >= learner.config.pipeline.publish_every_steps {
            self.service.publish(&learner.train_vs, step);
            self.published = step;
        }
        open_gate(learner, self.gate, schedule);
        Ok(())
    }

    /// The speeds over the stretch: on CUDA the busy share is the GPU's, elsewhere the
    /// service's time in forward passes.
    fn stretch_ended(&mut self, learner: &mut Learner, stretch: &Stretch) -> Speeds {
        let now = self.service.counters();
        let seconds = stretch.started.elapsed().as_secs_f64().max(1e-9);
        let served = now.since(&self.counters);
        self.counters = now;
        Speeds {
            steps_per_second: f64::from(stretch.steps) / seconds,
            moves_per_second: stretch.selfplay.moves as f64 / seconds,
            evals_per_second: served.evaluations as f64 / seconds,
            mean_batch: served.mean_batch(),
            busy: Some(
                crate::net::gpu_busy(learner.device).unwrap_or(served.busy_seconds / seconds),
            ),
        }
    }
}

impl Learner {
    /// The parallel pipeline (module docs): self-play workers beside the learner; returns why
    /// it stopped.
    pub(in crate::train) fn learn_beside_workers(
        &mut self,
        schedule: &mut Schedule,
        stop: &AtomicBool,
        on_event: &mut dyn FnMut(Event),
    ) -> Result<StopReason, TrainError> {
        let cfg = self.config.clone();
        let workers = cfg.pipeline.workers.max(1);
        let service = start_inference(&cfg, &self.train_vs, self.device, &self.encoder)?;
        let gate = Gate {
            generated: AtomicU64::new(self.progress.positions),
            allowed: AtomicU64::new(0),
            closed: AtomicBool::new(false),
        };
        open_gate(self, &gate, schedule);
        let (sender, deliveries) = mpsc::channel();
        let step = self.step() as usize;
        let settings = SelfPlaySettings {
            games_in_parallel: cfg.selfplay.games_in_parallel.div_ceil(workers).max(1),
            ..cfg.selfplay.clone()
        };
        let rules = self.rules.clone();
        let in_flight = cfg.pipeline.batches_in_flight;
        std::thread::scope(|scope| {
            for w in 0..workers {
                let (client, sender, gate) = (service.client(), sender.clone(), &gate);
                let seed = derive_seed(cfg.seed, step, 20 + w as u64);
                let tablebase = self.tablebase.clone().filter(|_| cfg.tablebase.adjudicate);
                let selfplay = SelfPlay::new(&rules, &settings, &cfg.search, seed)
                    .with_tablebase(tablebase)
                    .with_tablebase_targets(cfg.tablebase.target_plies);
                std::thread::Builder::new()
                    .name(format!("self-play {w}"))
                    .spawn_scoped(scope, move || {
                        worker(selfplay, client, &sender, gate, in_flight);
                    })
                    .expect("a self-play thread starts");
            }
            drop(sender);
            let mut source = Workers {
                service: &service,
                gate: &gate,
                deliveries,
                published: self.step(),
                counters: service.counters(),
            };
            let reason = self.learn(&mut source, schedule, stop, on_event);
            gate.closed.store(true, Ordering::Relaxed);
            reason
        })
    }
}

/// Lets self-play run until the positions the learner has not yet trained for (its owed
/// steps, in positions), with those still on their way, reach `lead_positions` (at least two
/// steps' worth, so that the learner always gets the positions its next step needs).
fn open_gate(learner: &Learner, gate: &Gate, schedule: &Schedule) {
    let cfg = &learner.config;
    let per_step = cfg.optim.batch_size as f64 / cfg.replay.train_ratio;
    let lead = (cfg.pipeline.lead_positions as f64).max(2.0 * per_step + 1.0);
    let pending = if learner.buffer.len() >= cfg.replay.min_positions {
        schedule.owed_steps.max(0.0) * per_step
    } else {
        0.0
    };
    let allowed = learner.progress.positions + (lead - pending).max(0.0) as u64;
    gate.allowed.store(allowed, Ordering::Relaxed);
}
