//! `morris bench`: speed figures for the README. Each prints a table and, as its last
//! line, the headline figure.

use anyhow::Result;
use clap::{Args, Subcommand};
use morris_zero::env::VecEnv;
use morris_zero::game::{Game, LeafCounting, Rules, game_from_text, perft};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Instant;

// Doc comments are clap's help text: no Markdown backticks there.
#[allow(clippy::doc_markdown)]
#[derive(Subcommand)]
pub enum BenchCommand {
    /// Perft nodes/s on one thread from the start, a movement and a flying position (standard
    /// rules, draw rules on), with a full make of every leaf and with bulk counting. The last
    /// line is the full-make figure over all three.
    Perft {
        /// Repeat each measurement this many times and keep the fastest.
        #[arg(long, default_value_t = 3)]
        repeats: u32,
    },
    /// Environment steps/s with uniformly random legal actions, observation and mask
    /// buffers written every step, for N = 1, 64, 1024 games, on one thread and on every
    /// thread (one environment per thread). The last line is the N = 1024 one-thread figure.
    Env {
        /// Rules preset name or path.
        #[arg(long, default_value = "standard")]
        rules: String,
        /// Seconds per measurement.
        #[arg(long, default_value_t = 2.0)]
        seconds: f64,
        /// Threads for the all-threads figure (default: every core).
        #[arg(long)]
        threads: Option<usize>,
    },
    /// Network positions/s (inference: eval mode, no grad, masked policy and value) at
    /// batch 1, 16, 64, 256, 1024 and 4096, for the default CPU and GPU nets, in f32 and (on
    /// CUDA, with --mixed) in mixed precision; on the CPU also through the fused pass a
    /// player runs (`fused`, one thread, batch 1, 16 and 64). The last line is the CPU net's
    /// f32 figure at batch 256.
    Net {
        /// auto, cpu or cuda.
        #[arg(long, default_value = "auto")]
        device: String,
        /// libtorch's intra-op threads (default: every core).
        #[arg(long)]
        threads: Option<i32>,
        /// Seconds per measurement.
        #[arg(long, default_value_t = 1.0)]
        seconds: f64,
        /// Also measure under autocast (CUDA's mixed precision; a CPU run says it is not
        /// measured).
        #[arg(long)]
        mixed: bool,
    },
    /// Self-play speed with a training preset's net (freshly initialised) and self-play
    /// settings: moves/s and network evaluations/s, and the ratio of evaluations/s inside
    /// self-play to the raw forward throughput at the same (mean) batch size (the last line:
    /// `ratio R`).
    Selfplay(SelfplayArgs),
    /// One game's network search on one thread, at each batch of leaves a round
    /// (neural:...,batch=N), through the network's fused pass and through libtorch (one
    /// thread): simulations and network evaluations a second, the mean batch and the
    /// simulations a decision of --movetime, over positions of random games of 4 to 40 plies.
    /// The last line: the last batch's simulations/s through the fused pass.
    Search {
        /// The network (a checkpoint or an export).
        #[arg(long, default_value = "models/cpu-2h")]
        model: String,
        /// The batches of leaves a round to measure.
        #[arg(long, value_delimiter = ',', default_value = "1,4,8,16,32")]
        batches: Vec<usize>,
        /// Milliseconds of search per position.
        #[arg(long, default_value_t = 100)]
        movetime: u64,
        /// Positions searched.
        #[arg(long, default_value_t = 40)]
        positions: usize,
    },
    /// The trainer's gradient steps alone with a training preset's net, batch and optimiser
    /// (a replay buffer of quick self-play games first): steps/s, and a step's time phase by
    /// phase (sample, forward, backward, optimiser, figures). The last line: `steps/s S`
    Train {
        /// Training preset or file.
        #[arg(long, default_value = "cpu")]
        config: String,
        /// Device [default: the preset's].
        #[arg(long)]
        device: Option<String>,
        /// Steps timed (as they run, then as many again phase by phase).
        #[arg(long, default_value_t = 20)]
        steps: usize,
        /// Endgame tables to draw the preset's [tablebase] train_fraction of each batch from.
        #[arg(long, value_name = "DIR")]
        tablebase: Option<String>,
    },
}

/// `morris bench selfplay`'s options.
// Doc comments are clap's help text: no Markdown backticks there.
#[allow(clippy::doc_markdown)]
#[derive(Args)]
pub struct SelfplayArgs {
    /// Training preset or file whose net and self-play settings to use.
    #[arg(long, default_value = "cpu")]
    config: String,
    /// Games in lockstep [default: the preset's].
    #[arg(long)]
    games: Option<usize>,
    /// Simulations per full search [default: the preset's].
    #[arg(long)]
    sims: Option<u32>,
    /// Seconds of self-play.
    #[arg(long, default_value_t = 10.0)]
    seconds: f64,
    /// auto, cpu or cuda.
    #[arg(long, default_value = "auto")]
    device: String,
    /// libtorch's intra-op threads [default: the preset's, or MORRIS_THREADS]; they adapt to
    /// a busy machine unless MORRIS_ADAPTIVE_THREADS=0.
    #[arg(long)]
    threads: Option<i32>,
    /// Gumbel root search instead of PUCT with Dirichlet noise.
    #[arg(long)]
    gumbel: bool,
    /// Measure the search's side alone: a stand-in for the network answers each batch
    /// (uniform priors, value 0) this many microseconds after the device is free, e.g. a
    /// GPU's measured time per batch. The net is not built; the report gives the search's
    /// CPU microseconds per simulation.
    #[arg(long, value_name = "US")]
    stand_in: Option<u64>,
    /// Batches in flight per self-play worker [default: the preset's [pipeline]
    /// batches_in_flight; with --stand-in 1]: the games in this many groups, each keeping a
    /// batch in flight while another group is searched, so that the network's time and the
    /// search's overlap.
    #[arg(long, value_name = "N")]
    in_flight: Option<usize>,
    /// Self-play threads [default: the preset's [pipeline] workers; with --stand-in 1].
    #[arg(long, value_name = "W")]
    workers: Option<usize>,
    /// Threads of the inference service, each with its own copy of the network [default:
    /// the preset's [pipeline] inference_threads].
    #[arg(long, value_name = "T", conflicts_with = "stand_in")]
    inference_threads: Option<usize>,
    /// Forward passes in mixed precision (CUDA's autocast) or not [default: the preset's
    /// mixed_precision].
    #[arg(long, value_name = "BOOL", conflicts_with = "stand_in")]
    mixed: Option<bool>,
    /// On CUDA, a stream of its own for each inference thread, or the default stream
    /// for all [default: the preset's [pipeline] cuda_streams].
    #[arg(long, value_name = "BOOL", conflicts_with = "stand_in")]
    cuda_streams: Option<bool>,
}

/// Positions from crates/morris-core/tests/data/perft-standard.txt.
const PERFT_POSITIONS: &[(&str, &str, u32)] = &[
    ("start", "-", 6),
    (
        "movement (ply 20)",
        "c3 b6 f6 d2 d7 a4 g1 a1 f4 g7 e5 d1 d5 e4 d3 c4 b4 d6 d7-a7 c4-c5",
        8,
    ),
    (
        "flying (ply 80)",
        "b6 g7 c4 d2 d1 e5 d3 e4 b4 f2 c3 a7 d7 b2 xb4 g4 a4 f4 d5 d3-e3 b2-b4 f4-f6 b4-b2 xd7 g4-f4 d5-c5 b6-d6 a7-d7 f4-g4 b2-b4 e3-d3 c5-d5 g4-g1 a4-a7 xd1 d3-e3 b4-b2 xf6 g1-d1 a7-a4 e3-d3 e4-f4 c4-c5 f4-f6 c5-c4 d7-a7 d1-g1 d5-c5 g1-g4 b2-b4 d6-d7 e5-d5 d3-e3 d5-e5 g4-g1 f2-f4 c3-d3 e5-d5 e3-e4 d5-e5 e4-e3 d2-f2 xd3 d7-d6 f4-e4 c4-c3 b4-c4 d6-b6 f6-d6 g1-g4 e5-d5 b6-b4 f2-f4 b4-b2 a4-b4 g4-g1 g7-g4 xc3 e3-f2 b4-b6",
        5,
    ),
];

pub fn run(what: &BenchCommand) -> Result<ExitCode> {
    match what {
        BenchCommand::Perft { repeats } => bench_perft((*repeats).max(1)),
        BenchCommand::Net {
            device,
            threads,
            seconds,
            mixed,
        } => bench_net(device, *threads, *seconds, *mixed),
        BenchCommand::Selfplay(args) => bench_selfplay(args),
        BenchCommand::Train {
            config,
            device,
            steps,
            tablebase,
        } => super::bench_train::run(
            morris_zero::train::TrainConfig::load(config)?,
            device.as_deref(),
            *steps,
            tablebase.as_deref(),
        ),
        BenchCommand::Search {
            model,
            batches,
            movetime,
            positions,
        } => super::bench_search::run(
            model,
            batches,
            std::time::Duration::from_millis(*movetime),
            *positions,
        ),
        BenchCommand::Env {
            rules,
            seconds,
            threads,
        } => {
            let threads = threads.unwrap_or_else(|| {
                std::thread::available_parallelism().map_or(1, std::num::NonZero::get)
            });
            Ok(bench_env(
                &super::load_rules(rules)?,
                *seconds,
                threads.max(1),
            ))
        }
    }
}

fn bench_selfplay(args: &SelfplayArgs) -> Result<ExitCode> {
    let SelfplayArgs {
        config,
        games,
        sims,
        seconds,
        device,
        threads,
        gumbel,
        stand_in,
        in_flight,
        workers,
        inference_threads,
        mixed,
        cuda_streams,
    } = args;
    let mut config = morris_zero::train::TrainConfig::load(config)?;
    if let Some(g) = games {
        config.selfplay.games_in_parallel = (*g).max(1);
    }
    if let Some(s) = sims {
        config.selfplay.simulations = (*s).max(1);
    }
    if let Some(t) = threads {
        config.threads = *t;
    }
    if *gumbel {
        config.selfplay.root = Some(morris_zero::mcts::RootSearch::Gumbel);
    }
    super::bench_selfplay::run(
        config,
        *seconds,
        device,
        &super::bench_selfplay::Overrides {
            stand_in: *stand_in,
            in_flight: *in_flight,
            workers: *workers,
            inference_threads: *inference_threads,
            mixed: *mixed,
            cuda_streams: *cuda_streams,
        },
    )
}

fn bench_perft(repeats: u32) -> Result<ExitCode> {
    let rules = Arc::new(Rules::preset("standard")?);
    println!(
        "{:<20} {:>5} {:>12} {:>14} {:>14}",
        "position", "depth", "nodes", "full Mnodes/s", "bulk Mnodes/s"
    );
    let (mut total_nodes, mut total_seconds) = (0u64, 0f64);
    for &(name, moves, depth) in PERFT_POSITIONS {
        let game = game_from_text(&rules, None, moves)?;
        let (nodes, full) = fastest(&game, depth, LeafCounting::Full, repeats);
        let (_, bulk) = fastest(&game, depth, LeafCounting::Bulk, repeats);
        total_nodes += nodes;
        total_seconds += full;
        println!(
            "{name:<20} {depth:>5} {nodes:>12} {:>14.1} {:>14.1}",
            nodes as f64 / full / 1e6,
            nodes as f64 / bulk / 1e6
        );
    }
    println!(
        "perft nodes/s (full make, one thread): {:.0}",
        total_nodes as f64 / total_seconds
    );
    Ok(ExitCode::SUCCESS)
}

fn fastest(game: &Game, depth: u32, counting: LeafCounting, repeats: u32) -> (u64, f64) {
    let mut best = f64::INFINITY;
    let mut nodes = 0;
    for _ in 0..repeats {
        let start = Instant::now();
        nodes = perft(game, depth, counting);
        best = best.min(start.elapsed().as_secs_f64());
    }
    (nodes, best)
}

/// Steps one environment of `n` games with random legal actions for about `seconds`;
/// returns the steps taken (one per game per call) and the time.
fn run_env(rules: &Arc<Rules>, n: usize, seconds: f64, seed: u64) -> (u64, f64) {
    let mut env = VecEnv::new(rules, n, 0, seed);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let points = env.encoder().points();
    let mut actions = vec![0usize; n];
    let mut steps = 0u64;
    let start = Instant::now();
    loop {
        for (i, slot) in actions.iter_mut().enumerate() {
            let legal = env.legal_actions(i);
            *slot = legal[rng.gen_range(0..legal.len())].id(points);
        }
        env.step(&actions).expect("random legal actions");
        steps += n as u64;
        let elapsed = start.elapsed().as_secs_f64();
        if elapsed >= seconds {
            std::hint::black_box(env.observations());
            return (steps, elapsed);
        }
    }
}

fn bench_env(rules: &Arc<Rules>, seconds: f64, threads: usize) -> ExitCode {
    let env = VecEnv::new(rules, 1, 0, 0);
    let encoder = env.encoder();
    let [c, h, w] = encoder.shape();
    let bytes = 4 * c * h * w + encoder.action_count();
    println!(
        "rules {}: observation [{c}, {h}, {w}] f32 + mask [{}] bool = {bytes} bytes of tensors per step (unchanged planes are not rewritten)",
        rules.name(),
        encoder.action_count()
    );
    println!(
        "{:>6} {:>8} {:>16} {:>13}",
        "N", "threads", "steps/s", "tensor GB/s"
    );
    let mut headline = 0.0;
    let mut thread_counts = vec![1, threads];
    thread_counts.dedup();
    for n in [1usize, 64, 1024] {
        for &t in &thread_counts {
            let rate: f64 = std::thread::scope(|s| {
                let handles: Vec<_> = (0..t)
                    .map(|k| s.spawn(move || run_env(rules, n, seconds, k as u64)))
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().expect("bench thread"))
                    .map(|(steps, secs)| steps as f64 / secs)
                    .sum()
            });
            if t == 1 && n == 1024 {
                headline = rate;
            }
            println!(
                "{n:>6} {t:>8} {rate:>16.0} {:>13.2}",
                rate * bytes as f64 / 1e9
            );
        }
    }
    println!("env steps/s (N = 1024, one thread): {headline:.0}");
    ExitCode::SUCCESS
}

fn bench_net(device: &str, threads: Option<i32>, seconds: f64, mixed: bool) -> Result<ExitCode> {
    use morris_zero::net::{NetConfig, PolicyValueNet, device_from};
    let device = device_from(device)?;
    if let Some(t) = threads {
        tch::set_num_threads(t.max(1));
    }
    let rules = Arc::new(Rules::preset("standard")?);
    let encoder = morris_zero::env::Encoder::new(rules);
    let shape = encoder.shape();
    let actions = encoder.action_count();
    println!(
        "device {device:?}, libtorch threads {}, observation {shape:?}, {actions} action ids",
        tch::get_num_threads()
    );
    if mixed && !device.is_cuda() {
        println!("mixed precision: CUDA only, not measured on {device:?}");
    }
    let precisions: &[Precision] = if mixed && device.is_cuda() {
        &[Precision::F32, Precision::Autocast, Precision::Half]
    } else {
        &[Precision::F32]
    };
    println!(
        "{:<4} {:>7} {:>10} {:>8} {:>9} {:>14}",
        "net", "blocks", "channels", "batch", "precision", "positions/s"
    );
    let mut headline = 0.0;
    for (name, config) in [
        ("cpu", NetConfig::cpu_default()),
        ("gpu", NetConfig::gpu_default()),
    ] {
        for &precision in precisions {
            let mut vs = tch::nn::VarStore::new(device);
            let net = PolicyValueNet::new(&vs.root(), &config, shape, actions);
            if precision == Precision::Half {
                vs.half();
            }
            for batch in [1i64, 16, 64, 256, 1024, 4096] {
                let dims = [batch, shape[0] as i64, shape[1] as i64, shape[2] as i64];
                let x = tch::Tensor::randn(dims, (precision.input_kind(), device));
                let masks = tch::Tensor::ones([batch, actions as i64], (tch::Kind::Bool, device));
                let predict =
                    |x: &tch::Tensor, m: &tch::Tensor| precision.run(|| net.predict(x, m));
                let rate = forward_rate(predict, &x, &masks, seconds);
                if name == "cpu" && batch == 256 && precision == Precision::F32 {
                    headline = rate;
                }
                println!(
                    "{name:<4} {:>7} {:>10} {batch:>8} {:>9} {rate:>14.0}",
                    config.blocks,
                    config.channels,
                    precision.label()
                );
            }
            if device == tch::Device::Cpu && precision == Precision::F32 {
                fused_rates(name, &config, &net, shape, actions, seconds);
            }
        }
    }
    println!("net positions/s (cpu net, batch 256): {headline:.0}");
    Ok(ExitCode::SUCCESS)
}

/// The fused pass's positions a second (`net::fused`, what a CPU player runs for small
/// batches: `FUSED_WORK`) at batches 1, 16 and 64, every id legal (so the policy's whole layer
/// runs, as libtorch's does).
fn fused_rates(
    name: &str,
    config: &morris_zero::net::NetConfig,
    net: &morris_zero::net::PolicyValueNet,
    shape: [usize; 3],
    actions: usize,
    seconds: f64,
) {
    use morris_zero::net::fused::FusedNet;
    let Some(mut fused) = FusedNet::new(net.folded(), shape, actions) else {
        return;
    };
    let floats = shape.iter().product::<usize>();
    for batch in [1usize, 16, 64] {
        // Observations of 0s and 1s, as the encoder writes (most planes are).
        let x: Vec<f32> = (0..batch * floats)
            .map(|i| ((i * 7) % 3 == 0).into())
            .collect();
        let masks = vec![true; batch * actions];
        let (mut priors, mut values) = (Vec::new(), Vec::new());
        let start = Instant::now();
        let mut done = 0;
        while done == 0 || start.elapsed().as_secs_f64() < seconds {
            priors.clear();
            values.clear();
            fused.forward(&x, &masks, &mut priors, &mut values);
            std::hint::black_box((&priors, &values));
            done += batch;
        }
        let rate = done as f64 / start.elapsed().as_secs_f64();
        println!(
            "{name:<4} {:>7} {:>10} {batch:>8} {:>9} {rate:>14.0}",
            config.blocks, config.channels, "fused"
        );
    }
}

/// How a forward pass runs: in f32, under autocast (the trainer's mixed precision), or with
/// the weights in f16 (the inference service's copies in a mixed-precision run).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Precision {
    F32,
    Autocast,
    Half,
}

impl Precision {
    pub(super) fn label(self) -> &'static str {
        match self {
            Precision::F32 => "f32",
            Precision::Autocast => "mixed",
            Precision::Half => "f16",
        }
    }

    /// The observations' kind.
    pub(super) fn input_kind(self) -> tch::Kind {
        if self == Precision::Half {
            tch::Kind::Half
        } else {
            tch::Kind::Float
        }
    }

    /// Runs a forward pass `f` of a model whose weights are already in this precision's
    /// kind (under autocast for `Autocast`).
    pub(super) fn run<T>(self, f: impl FnOnce() -> T) -> T {
        morris_zero::net::evaluator::autocast_if(self == Precision::Autocast, f)
    }
}

/// Positions/s of `predict` on a batch already on its device, over about `seconds`.
pub(super) fn forward_rate(
    predict: impl Fn(&tch::Tensor, &tch::Tensor) -> (tch::Tensor, tch::Tensor),
    x: &tch::Tensor,
    masks: &tch::Tensor,
    seconds: f64,
) -> f64 {
    let _no_grad = tch::no_grad_guard();
    let batch = x.size()[0];
    let run = || {
        let (policy, value) = predict(x, masks);
        // Reading a value back waits for the device, as a search would.
        std::hint::black_box((policy.double_value(&[0, 0]), value.double_value(&[0])));
    };
    run();
    let start = Instant::now();
    let mut done = 0i64;
    while done == 0 || start.elapsed().as_secs_f64() < seconds {
        run();
        done += batch;
    }
    done as f64 / start.elapsed().as_secs_f64()
}
