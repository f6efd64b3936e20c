//! The parallel pipeline (`deterministic = false`): self-play and training at the same time.
//!
//! - `pipeline.workers` threads each step their share of `selfplay.games_in_parallel` games in
//!   lockstep through the search driver. Their leaves go to one inference service
//!   (`net::inference`), which answers the waiting workers in one forward pass per batch.
//! - The trainer, on the calling thread, takes the finished games as they come, steps the
//!   optimiser whenever `replay.train_ratio` owes it a step, and publishes its weights to the
//!   service every `pipeline.publish_every_steps` steps. Checkpoints, evaluations and stops
//!   are the alternating loop's, on the same steps.
//! - Back-pressure holds the replay ratio both ways: the trainer waits for positions when it
//!   owes no step, and self-play waits when it is more than `pipeline.lead_positions` ahead
//!   of what the trainer can use.
//!
//! Games in progress when the run stops are dropped, as in the alternating loop.

use super::config::TrainConfig;
use super::error::TrainError;
use super::events::{Event, Speeds, StopReason};
use super::losses::StepStats;
use super::schedule::Schedule;
use super::trainer::{Trainer, new_net};
use crate::env::Encoder;
use crate::net::BatchEvaluator;
use crate::net::inference::{
    InferenceClient, InferenceCounters, InferenceService, InferenceSettings,
};
use crate::seeds::derive_seed;
use crate::selfplay::{GameRecord, SelfPlay, SelfPlaySettings, SelfPlayStats};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::{Duration, Instant};
use tch::nn::VarStore;

/// How often the trainer logs an iteration's figures under the pipeline.
const LOG_EVERY: Duration = Duration::from_secs(10);

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
            game.model_version = client.version();
        }
        if deliveries.send(Delivery { games, stats }).is_err() {
            return;
        }
    }
}

/// The counters of one logging stretch.
struct Stretch {
    started: Instant,
    selfplay: SelfPlayStats,
    games: Vec<GameRecord>,
    steps: u32,
    losses: StepStats,
    inference: InferenceCounters,
}

impl Stretch {
    fn new(inference: InferenceCounters) -> Stretch {
        Stretch {
            started: Instant::now(),
            selfplay: SelfPlayStats::default(),
            games: Vec::new(),
            steps: 0,
            losses: StepStats::default(),
            inference,
        }
    }

    /// The speeds over the stretch: `now` is the service's counters at its end; on CUDA the
    /// busy share is the GPU's, elsewhere the service's time in forward passes.
    fn speeds(&self, now: &InferenceCounters, device: tch::Device) -> Speeds {
        let seconds = self.started.elapsed().as_secs_f64().max(1e-9);
        let served = now.since(&self.inference);
        Speeds {
            steps_per_second: f64::from(self.steps) / seconds,
            moves_per_second: self.selfplay.moves as f64 / seconds,
            evals_per_second: served.evaluations as f64 / seconds,
            mean_batch: served.mean_batch(),
            busy: Some(crate::net::gpu_busy(device).unwrap_or(served.busy_seconds / seconds)),
        }
    }
}

impl Trainer {
    /// The parallel loop (module docs); returns why it stopped.
    pub(super) fn run_parallel(
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
        self.open_gate(&gate, schedule);
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
            let reason =
                self.train_alongside(schedule, &deliveries, &service, &gate, stop, on_event);
            gate.closed.store(true, Ordering::Relaxed);
            reason
        })
    }

    /// Lets self-play run until the positions the trainer has not yet trained for (its owed
    /// steps, in positions), with those still on their way, reach `lead_positions` (at least
    /// two steps' worth, so that the trainer always gets the positions its next step needs).
    fn open_gate(&self, gate: &Gate, schedule: &Schedule) {
        let cfg = &self.config;
        let per_step = cfg.optim.batch_size as f64 / cfg.replay.train_ratio;
        let lead = (cfg.pipeline.lead_positions as f64).max(2.0 * per_step + 1.0);
        let pending = if self.buffer.len() >= cfg.replay.min_positions {
            schedule.owed_steps.max(0.0) * per_step
        } else {
            0.0
        };
        let allowed = self.progress.positions + (lead - pending).max(0.0) as u64;
        gate.allowed.store(allowed, Ordering::Relaxed);
    }

    /// The trainer's side: games in, steps owed, weights out, until a stop.
    fn train_alongside(
        &mut self,
        schedule: &mut Schedule,
        deliveries: &Receiver<Delivery>,
        service: &InferenceService,
        gate: &Gate,
        stop: &AtomicBool,
        on_event: &mut dyn FnMut(Event),
    ) -> Result<StopReason, TrainError> {
        let cfg = self.config.clone();
        let mut published = self.step();
        let mut stretch = Stretch::new(service.counters());
        loop {
            if let Some(reason) = self.stop_reason(stop, schedule) {
                self.log_stretch(schedule, &mut stretch, service, on_event);
                return Ok(reason);
            }
            let owed = |t: &Trainer, s: &Schedule| {
                t.buffer.len() >= cfg.replay.min_positions && s.owed_steps >= 1.0
            };
            // Wait for games only when no step is owed.
            let first = if owed(self, schedule) {
                deliveries.try_recv().ok()
            } else {
                match deliveries.recv_timeout(Duration::from_millis(50)) {
                    Ok(delivery) => Some(delivery),
                    Err(RecvTimeoutError::Timeout) => None,
                    Err(RecvTimeoutError::Disconnected) => return Err(TrainError::WorkersStopped),
                }
            };
            for delivery in first.into_iter().chain(deliveries.try_iter()) {
                let positions: usize = delivery.games.iter().map(|g| g.moves.len()).sum();
                self.add_games(&delivery.games);
                if self.buffer.len() >= cfg.replay.min_positions {
                    schedule.owed_steps +=
                        positions as f64 * cfg.replay.train_ratio / cfg.optim.batch_size as f64;
                }
                stretch.selfplay.add(&delivery.stats);
                stretch.games.extend(delivery.games);
            }
            self.open_gate(gate, schedule);
            if owed(self, schedule) && !(cfg.max_steps > 0 && self.step() >= cfg.max_steps) {
                let (losses, _time_up) = self.scheduled_step(schedule, on_event)?;
                stretch.steps += 1;
                stretch.losses.add(&losses);
                if self.step() - published >= cfg.pipeline.publish_every_steps {
                    service.publish(&self.train_vs, self.step());
                    published = self.step();
                }
                self.open_gate(gate, schedule);
            }
            if stretch.started.elapsed() >= LOG_EVERY {
                self.log_stretch(schedule, &mut stretch, service, on_event);
            }
        }
    }

    /// Logs the stretch that ends now (its games, speeds and mean losses) and starts the
    /// next.
    fn log_stretch(
        &mut self,
        schedule: &Schedule,
        stretch: &mut Stretch,
        service: &InferenceService,
        on_event: &mut dyn FnMut(Event),
    ) {
        let now = service.counters();
        let speeds = stretch.speeds(&now, self.device);
        let losses = (stretch.steps > 0).then(|| stretch.losses.scaled(f64::from(stretch.steps)));
        self.log_selfplay(&stretch.games, &speeds);
        self.log_iteration(schedule, losses, &speeds, on_event);
        *stretch = Stretch::new(now);
    }
}
