//! `morris bench selfplay`: self-play's speed with a preset's network and search. Three
//! shapes: lockstep on one thread as the alternating loop plays (deterministic presets), the
//! parallel pipeline's workers and inference service (the others, or any of --workers,
//! --in-flight, --inference-threads), and a stand-in for the network (--stand-in) that
//! measures the search's CPU side alone.

use super::bench::{Precision, forward_rate};
use anyhow::Result;
use morris_zero::env::Encoder;
use morris_zero::net::evaluator::Backend;
use morris_zero::net::{BatchEvaluator, PolicyValueNet, device_from};
use morris_zero::selfplay::{SelfPlay, SelfPlaySettings, SelfPlayStats};
use morris_zero::train::TrainConfig;
use std::process::ExitCode;
use std::time::{Duration, Instant};

/// What `bench selfplay` was asked beyond its preset.
pub(super) struct Overrides {
    pub stand_in: Option<u64>,
    pub in_flight: Option<usize>,
    pub workers: Option<usize>,
    pub inference_threads: Option<usize>,
    pub mixed: Option<bool>,
    pub cuda_streams: Option<bool>,
}

/// Runs the shape of self-play `overrides` and `preset` call for.
pub(super) fn run(
    mut preset: TrainConfig,
    seconds: f64,
    device: &str,
    overrides: &Overrides,
) -> Result<ExitCode> {
    if let Some(us) = overrides.stand_in {
        return bench_stand_in(
            &preset,
            seconds,
            Duration::from_micros(us),
            overrides.in_flight.unwrap_or(1).clamp(1, 8),
            overrides.workers.unwrap_or(1).max(1),
        );
    }
    let pipeline = !preset.deterministic
        || overrides.workers.is_some()
        || overrides.in_flight.is_some()
        || overrides.inference_threads.is_some();
    let pipe = &mut preset.pipeline;
    pipe.workers = overrides.workers.unwrap_or(pipe.workers).max(1);
    pipe.batches_in_flight = overrides
        .in_flight
        .unwrap_or(pipe.batches_in_flight)
        .clamp(1, 4);
    pipe.inference_threads = overrides
        .inference_threads
        .unwrap_or(pipe.inference_threads)
        .clamp(1, 4);
    preset.mixed_precision = overrides.mixed.unwrap_or(preset.mixed_precision);
    preset.pipeline.cuda_streams = overrides
        .cuda_streams
        .unwrap_or(preset.pipeline.cuda_streams);
    if pipeline {
        bench_pipeline(&preset, seconds, device)
    } else {
        bench_lockstep(&preset, seconds, device)
    }
}

/// What every self-play bench starts from: the device, libtorch's threads, the rules and
/// their encoder, and the preset's net freshly initialised (seed 1).
struct Fresh {
    device: tch::Device,
    threads: morris_zero::net::threads::ThreadSettings,
    rules: std::sync::Arc<morris_zero::game::Rules>,
    encoder: Encoder,
    vs: tch::nn::VarStore,
    net: PolicyValueNet,
}

impl Fresh {
    fn new(preset: &TrainConfig, device: &str) -> Result<Fresh> {
        let device = device_from(device)?;
        let threads = morris_zero::net::threads::configure(preset.threads, preset.adaptive_threads);
        tch::manual_seed(1);
        let rules = super::load_rules(&preset.rules)?;
        let encoder = Encoder::new(rules.clone());
        let vs = tch::nn::VarStore::new(device);
        let net = PolicyValueNet::new(
            &vs.root(),
            &preset.net,
            encoder.shape(),
            encoder.action_count(),
        );
        Ok(Fresh {
            device,
            threads,
            rules,
            encoder,
            vs,
            net,
        })
    }
}

/// The pipeline's self-play: `[pipeline] workers` threads, each with its share of the games
/// and `batches_in_flight` batches in flight, answered by the inference service as in
/// `morris train`. The first 2 seconds warm the device up and are not counted; on CUDA the
/// GPU's busy share is sampled from `nvidia-smi` twice a second.
fn bench_pipeline(preset: &TrainConfig, seconds: f64, device: &str) -> Result<ExitCode> {
    let Fresh {
        device,
        threads,
        rules,
        encoder,
        mut vs,
        net,
    } = Fresh::new(preset, device)?;
    let service = morris_zero::train::start_inference(preset, &vs, device, &encoder)?;
    let precision = service_precision(preset, device, &mut vs);
    let pipe = &preset.pipeline;
    let settings = SelfPlaySettings {
        games_in_parallel: preset
            .selfplay
            .games_in_parallel
            .div_ceil(pipe.workers)
            .max(1),
        ..preset.selfplay.clone()
    };
    let measure_from = Instant::now() + Duration::from_secs(2);
    let end = measure_from + Duration::from_secs_f64(seconds);
    let mut window = Window::default();
    let results: Vec<(SelfPlayStats, usize)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..pipe.workers)
            .map(|w| {
                let selfplay = SelfPlay::new(&rules, &settings, &preset.search, 1 + w as u64);
                let client = service.client();
                let in_flight = pipe.batches_in_flight;
                scope.spawn(move || play_window(selfplay, client, in_flight, measure_from, end))
            })
            .collect();
        let asked = pipe.workers + pipe.inference_threads;
        window.watch(&service, device, asked, measure_from, end);
        handles
            .into_iter()
            .map(|h| h.join().expect("a self-play worker panicked"))
            .collect()
    });
    let mut stats = SelfPlayStats::default();
    for (s, _) in &results {
        stats.add(s);
    }
    let finished: usize = results.iter().map(|(_, f)| f).sum();
    let served = window.served();
    let batch = served.mean_batch().round().max(1.0) as i64;
    let model = Backend::Native(net);
    let raw = raw_forward_rates(
        &model,
        &encoder,
        batch,
        device,
        precision,
        (seconds / 3.0).clamp(0.5, 2.0),
    );
    print_setup(
        preset,
        device,
        threads,
        preset.selfplay.games_in_parallel,
        settings.search(&preset.search).simulations,
        settings.search(&preset.search).gumbel(),
    );
    println!(
        "pipeline: {} workers x {} games, {} batches in flight per worker, {} inference threads, {}",
        pipe.workers,
        settings.games_in_parallel,
        pipe.batches_in_flight,
        service.threads(),
        precision.label()
    );
    window.report(&stats, finished, batch, raw, precision);
    Ok(ExitCode::SUCCESS)
}

/// The precision of the inference service's copies (f16 in a mixed-precision run on CUDA),
/// `vs` turned into it, so that the raw forward rate is measured as the service runs.
fn service_precision(
    preset: &TrainConfig,
    device: tch::Device,
    vs: &mut tch::nn::VarStore,
) -> Precision {
    if preset.mixed_precision && device.is_cuda() {
        vs.half();
        Precision::Half
    } else {
        Precision::F32
    }
}

/// One worker of `bench_pipeline`: plays until `end` in stretches of at most 100 ms that
/// never cross `from`, counting those after it: their counters and finished games.
fn play_window(
    mut selfplay: SelfPlay,
    mut client: morris_zero::net::inference::InferenceClient,
    in_flight: usize,
    from: Instant,
    end: Instant,
) -> (SelfPlayStats, usize) {
    let mut total = SelfPlayStats::default();
    let mut finished = 0;
    loop {
        let now = Instant::now();
        if now >= end || client.stopped() {
            return (total, finished);
        }
        let limit = if now < from { from } else { end };
        let deadline = (now + Duration::from_millis(100)).min(limit);
        let (games, stats) = if in_flight > 1 {
            selfplay.run_pipelined(&mut client, in_flight, usize::MAX, Some(deadline))
        } else {
            selfplay.run(&mut client, usize::MAX, Some(deadline))
        };
        if now >= from {
            total.add(&stats);
            finished += games.len();
        }
    }
}

/// What the main thread sees of a `bench_pipeline` run between its start and end marks: the
/// service's counters, the cores in use and the GPU's busy samples.
#[derive(Default)]
struct Window {
    start: Option<morris_zero::net::inference::InferenceCounters>,
    end: Option<morris_zero::net::inference::InferenceCounters>,
    seconds: f64,
    cores: Option<String>,
    gpu_samples: Vec<f64>,
}

impl Window {
    /// Waits until `from`, then samples until `end`.
    fn watch(
        &mut self,
        service: &morris_zero::net::inference::InferenceService,
        device: tch::Device,
        asked: usize,
        from: Instant,
        end: Instant,
    ) {
        std::thread::sleep(from.saturating_duration_since(Instant::now()));
        self.start = Some(service.counters());
        let started = Instant::now();
        let mut meter = morris_zero::net::threads::CpuMeter::new();
        while Instant::now() < end {
            std::thread::sleep(
                Duration::from_millis(500).min(end.saturating_duration_since(Instant::now())),
            );
            if let Some(busy) = morris_zero::net::gpu_busy(device) {
                self.gpu_samples.push(busy);
            }
        }
        self.end = Some(service.counters());
        self.seconds = started.elapsed().as_secs_f64();
        self.cores = meter
            .sample()
            .map(|share| share.describe(i32::try_from(asked).unwrap_or(i32::MAX)));
    }

    /// The service's counters over the window.
    fn served(&self) -> morris_zero::net::inference::InferenceCounters {
        match (&self.start, &self.end) {
            (Some(start), Some(end)) => end.since(start),
            _ => morris_zero::net::inference::InferenceCounters::default(),
        }
    }

    fn report(
        &self,
        stats: &SelfPlayStats,
        finished: usize,
        batch: i64,
        raw: (f64, f64),
        precision: Precision,
    ) {
        let seconds = self.seconds.max(1e-9);
        let served = self.served();
        let evals = served.evaluations as f64 / seconds;
        println!(
            "self-play: {seconds:.1} s, {} moves ({:.1}/s), {finished} finished games",
            stats.moves,
            stats.moves as f64 / seconds
        );
        println!(
            "network evaluations: {} in {} batches (mean {:.1}), {evals:.0}/s; forward passes {:.0}% of the time (summed over the service's threads)",
            served.evaluations,
            served.batches,
            served.mean_batch(),
            100.0 * served.busy_seconds / seconds
        );
        if !self.gpu_samples.is_empty() {
            let mean = self.gpu_samples.iter().sum::<f64>() / self.gpu_samples.len() as f64;
            println!(
                "GPU busy {:.0}% (nvidia-smi, mean of {} samples)",
                100.0 * mean,
                self.gpu_samples.len()
            );
        }
        println!(
            "raw forward at the mean batch, {batch} ({}): {:.0} and {:.0} positions/s",
            precision.label(),
            raw.0,
            raw.1
        );
        if let Some(cores) = &self.cores {
            println!("{cores}");
        }
        println!("ratio {:.2}", evals / raw.0.max(raw.1));
    }
}

fn bench_lockstep(preset: &TrainConfig, seconds: f64, device: &str) -> Result<ExitCode> {
    let Fresh {
        device,
        threads,
        rules,
        encoder,
        vs: _vs,
        net,
    } = Fresh::new(preset, device)?;
    let mut evaluator =
        BatchEvaluator::new(net, device, encoder.clone()).mixed(preset.mixed_precision);
    let games = preset.selfplay.games_in_parallel;
    let search = preset.selfplay.search(&preset.search);
    let sims = search.simulations;
    let gumbel = search.gumbel();
    let mut selfplay = SelfPlay::new(&rules, &preset.selfplay, &preset.search, 1);
    let deadline = Instant::now() + std::time::Duration::from_secs_f64(seconds);
    let mut meter = morris_zero::net::threads::CpuMeter::new();
    let (finished, stats) = selfplay.run(&mut evaluator, usize::MAX, Some(deadline));
    let share = meter.sample();
    let threads_at_end = tch::get_num_threads();
    let total = stats.total_time.as_secs_f64();
    let evals_per_second = stats.evaluations as f64 / total;
    // The raw forward pass at the mean batch size of the run.
    let batch = (stats.evaluations as f64 / stats.batches.max(1) as f64)
        .round()
        .max(1.0) as i64;
    // The lockstep loop plays with the trainer's own network, under autocast when mixed.
    let precision = if preset.mixed_precision && device.is_cuda() {
        Precision::Autocast
    } else {
        Precision::F32
    };
    let (raw_first, raw_second) = raw_forward_rates(
        evaluator.backend(),
        &encoder,
        batch,
        device,
        precision,
        seconds.min(3.0),
    );
    let raw = raw_first.max(raw_second);
    print_setup(preset, device, threads, games, sims, gumbel);
    println!(
        "self-play: {:.1} s, {} moves ({:.1}/s), {} finished games",
        total,
        stats.moves,
        stats.moves as f64 / total,
        finished.len()
    );
    println!(
        "network evaluations: {} in {} batches (mean {:.1}), {evals_per_second:.0}/s; network {:.0}% of the time",
        stats.evaluations,
        stats.batches,
        stats.evaluations as f64 / stats.batches.max(1) as f64,
        100.0 * stats.network_time.as_secs_f64() / total
    );
    println!(
        "raw forward at the mean batch, {batch} ({}): {raw_first:.0} and {raw_second:.0} positions/s",
        precision.label()
    );
    if let Some(share) = share {
        println!(
            "{}; libtorch threads at the end {threads_at_end}",
            share.describe(threads.threads)
        );
    }
    println!("ratio {:.2}", evals_per_second / raw);
    Ok(ExitCode::SUCCESS)
}

/// `bench selfplay --stand-in`: self-play on `workers` threads, each with its own games and
/// its own stand-in network answering after `delay` per batch; the search's CPU time per
/// simulation (this process's CPU time over the network evaluations, which the stand-in's
/// waits do not count in).
fn bench_stand_in(
    preset: &TrainConfig,
    seconds: f64,
    delay: std::time::Duration,
    in_flight: usize,
    workers: usize,
) -> Result<ExitCode> {
    use morris_zero::mcts::StandIn;
    let rules = super::load_rules(&preset.rules)?;
    let encoder = Encoder::new(rules.clone());
    let deadline = Instant::now() + std::time::Duration::from_secs_f64(seconds);
    let mut meter = morris_zero::net::threads::CpuMeter::new();
    let started = Instant::now();
    let results: Vec<SelfPlayStats> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..workers)
            .map(|w| {
                let (rules, encoder) = (&rules, &encoder);
                scope.spawn(move || {
                    let mut selfplay =
                        SelfPlay::new(rules, &preset.selfplay, &preset.search, 1 + w as u64);
                    let mut stand_in = StandIn::new(encoder.clone(), delay);
                    let (_, stats) = if in_flight > 1 {
                        selfplay.run_pipelined(&mut stand_in, in_flight, usize::MAX, Some(deadline))
                    } else {
                        selfplay.run(&mut stand_in, usize::MAX, Some(deadline))
                    };
                    stats
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a self-play worker panicked"))
            .collect()
    });
    let wall = started.elapsed().as_secs_f64();
    let share = meter.sample();
    let mut stats = SelfPlayStats::default();
    for s in &results {
        stats.add(s);
    }
    print_stand_in(preset, delay, in_flight, workers, wall, &stats, share);
    Ok(ExitCode::SUCCESS)
}

/// `bench_stand_in`'s report.
fn print_stand_in(
    preset: &TrainConfig,
    delay: std::time::Duration,
    in_flight: usize,
    workers: usize,
    wall: f64,
    stats: &morris_zero::selfplay::SelfPlayStats,
    share: Option<morris_zero::net::threads::CpuShare>,
) {
    let search = preset.selfplay.search(&preset.search);
    println!(
        "stand-in network ({} us per batch, {}), preset {}, {workers} worker(s) x {} games in lockstep, {} simulations per full search",
        delay.as_micros(),
        if in_flight > 1 {
            format!("{in_flight} batches in flight per worker")
        } else {
            "one batch at a time".to_string()
        },
        preset.name,
        preset.selfplay.games_in_parallel,
        search.simulations
    );
    let batches = stats.batches.max(1) as f64;
    println!(
        "self-play: {wall:.1} s, {} moves ({:.1}/s), {} evaluations ({:.0}/s) in {} batches (mean {:.1})",
        stats.moves,
        stats.moves as f64 / wall,
        stats.evaluations,
        stats.evaluations as f64 / wall,
        stats.batches,
        stats.evaluations as f64 / batches
    );
    // Each worker's own clock: the network alone would take `batches x delay`.
    let network_alone = delay.as_secs_f64() * stats.batches as f64 / workers as f64;
    println!(
        "the stand-in's delays alone: {network_alone:.1} s of the {wall:.1} s; waiting for answers: {:.1} s per worker",
        stats.network_time.as_secs_f64() / workers as f64
    );
    if let Some(share) = share {
        let cpu = share.own * share.seconds;
        println!(
            "{}; search CPU per simulation {:.2} us",
            share.describe(i32::try_from(workers).unwrap_or(i32::MAX)),
            1e6 * cpu / stats.evaluations.max(1) as f64
        );
    }
    println!("moves/s {:.1}", stats.moves as f64 / wall);
}

/// What `bench selfplay` measures: the device, threads, preset, games, simulations and root.
fn print_setup(
    preset: &TrainConfig,
    device: tch::Device,
    threads: morris_zero::net::threads::ThreadSettings,
    games: usize,
    sims: u32,
    gumbel: bool,
) {
    println!(
        "device {device:?}, libtorch threads {}{}, preset {} ({}x{} net), {games} games at once, {sims} simulations per full search ({}% of moves, the rest {}), {} root search",
        threads.threads,
        if threads.adaptive { " (adaptive)" } else { "" },
        preset.name,
        preset.net.blocks,
        preset.net.channels,
        (preset.selfplay.full_search_fraction * 100.0).round(),
        preset.selfplay.fast_simulations,
        if gumbel { "Gumbel" } else { "PUCT" }
    );
}

/// The raw forward pass at `batch`, on tensors already on the device, measured twice: the
/// faster counts, since this kind of host's speed drifts from one minute to the next.
fn raw_forward_rates(
    model: &Backend,
    encoder: &Encoder,
    batch: i64,
    device: tch::Device,
    precision: Precision,
    seconds: f64,
) -> (f64, f64) {
    let [c, h, w] = encoder.shape().map(|d| d as i64);
    let x = tch::Tensor::randn([batch, c, h, w], (precision.input_kind(), device));
    let masks = tch::Tensor::ones(
        [batch, encoder.action_count() as i64],
        (tch::Kind::Bool, device),
    );
    let predict = |x: &tch::Tensor, m: &tch::Tensor| precision.run(|| model.predict(x, m));
    let rate = || forward_rate(predict, &x, &masks, seconds);
    (rate(), rate())
}
