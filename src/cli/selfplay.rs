//! `morris selfplay`: games of a checkpoint against itself with the search of its training
//! config (its self-play's), written as a record file (src/selfplay/records.rs documents the
//! format); with `--tablebase`, adjudicated at the first covered position as in training.
//! Every game is played out: no resignation, whatever the training config says; with
//! `--as-training`, the games are played exactly as the training run's self-play plays them
//! (its resignation, its tables and their targets), for a learner that trains on them
//! (`morris train --games-from`). Each game carries the checkpoint's step as the version of
//! the weights that played it.

use anyhow::{Context, Result, bail};
use clap::Args;
use morris_zero::env::Encoder;
use morris_zero::game::Rules;
use morris_zero::net::checkpoint::Checkpoint;
use morris_zero::net::{BatchEvaluator, checkpoint, device_from};
use morris_zero::run_dir::PUBLISHED;
use morris_zero::selfplay::{self, SelfPlay, records};
use morris_zero::tablebase::Tablebase;
use morris_zero::train::{TrainConfig, open_tablebase};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::{Duration, Instant};

#[derive(Args)]
pub struct SelfPlayArgs {
    /// A checkpoint (`.safetensors`, as `morris train` writes).
    #[arg(long, required_unless_present = "follow", conflicts_with = "follow")]
    model: Option<PathBuf>,
    /// Play on and on with the newest network in DIR (`weights-STEP.safetensors`, as a learner
    /// publishes them: `morris train --games-from`), taking each newer one up between rounds
    /// and keeping the games in progress; a record file of --games games at a time goes to
    /// --out (`NNNNNNNN.json`), and play pauses while two wait there unread. After each round
    /// that finishes games, a line `finished N games` (N: since the start) on standard
    /// output. Runs until stopped.
    #[arg(long, value_name = "DIR")]
    follow: Option<PathBuf>,
    /// Games to play (with --follow: per record file).
    #[arg(long, default_value_t = 16)]
    games: usize,
    /// Directory for the record file (created).
    #[arg(long)]
    out: PathBuf,
    /// Simulations per full search [default: the checkpoint's training config's self-play].
    #[arg(long)]
    simulations: Option<u32>,
    /// Endgame tables (`morris tablebase build`) for these rules: each game ends at its
    /// first covered position with the tables' verdict, as in training with adjudication.
    #[arg(long)]
    tablebase: Option<PathBuf>,
    /// Games in lockstep [default: the checkpoint's training config].
    #[arg(long)]
    games_in_parallel: Option<usize>,
    /// auto, cpu or cuda.
    #[arg(long, default_value = "auto")]
    device: String,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Play as the checkpoint's training run plays self-play: its resignation, and its
    /// `[tablebase]` (adjudication and targets; the tables built where `build_men` says so and
    /// they are missing) unless --tablebase names others.
    #[arg(long)]
    as_training: bool,
}

pub fn selfplay(args: &SelfPlayArgs) -> Result<ExitCode> {
    if args.games == 0 {
        bail!("--games must be at least 1");
    }
    let device = device_from(&args.device)?;
    if let Some(dir) = &args.follow {
        return follow(args, dir, device);
    }
    let model = args
        .model
        .as_ref()
        .expect("clap requires --model without --follow");
    let saved = checkpoint::load(model)?;
    let (rules, mut selfplay) = setup(args, &saved, model)?;
    let (_vs, net) = saved.network(device)?;
    let mut evaluator = BatchEvaluator::new(net, device, Encoder::new(rules.clone()));
    let (mut games, stats) = selfplay.run(&mut evaluator, args.games, None);
    for game in &mut games {
        game.weights_step = saved.meta.step;
    }
    std::fs::create_dir_all(&args.out)
        .with_context(|| format!("cannot create {}", args.out.display()))?;
    let path = args.out.join(format!(
        "selfplay-step{}-seed{}.json",
        saved.meta.step, args.seed
    ));
    records::write(&path, &rules, &games)?;
    let seconds = stats.total_time.as_secs_f64().max(1e-9);
    println!(
        "{} games, {} moves in {seconds:.1}s ({:.0} moves/s, {:.0} evaluations/s)",
        games.len(),
        stats.moves,
        stats.moves as f64 / seconds,
        stats.evaluations as f64 / seconds
    );
    println!("wrote {}", path.display());
    Ok(ExitCode::SUCCESS)
}

/// The rules and the self-play of `saved`'s training config, with the options of `args`.
fn setup(args: &SelfPlayArgs, saved: &Checkpoint, model: &Path) -> Result<(Arc<Rules>, SelfPlay)> {
    let rules = Arc::new(saved.rules()?);
    selfplay::check_rules(&rules)?;
    let mut config = TrainConfig::parse(&saved.meta.config, &model.display().to_string())?;
    config.search = saved.meta.search;
    if let Some(v) = args.simulations {
        // Self-play's own budget ([selfplay] simulations) is the one its searches use.
        config.selfplay.simulations = v;
    }
    if let Some(v) = args.games_in_parallel {
        config.selfplay.games_in_parallel = v;
    }
    if !args.as_training {
        // Every game is played out, whatever the training did: these records are what
        // examples/resign_scan.rs reads to find what resignation would save.
        config.selfplay.resign_threshold = 0.0;
    }
    let tablebase = match &args.tablebase {
        Some(dir) => Some(
            Tablebase::shared(dir, &rules)
                .with_context(|| format!("--tablebase {}", dir.display()))?,
        ),
        None if args.as_training => {
            open_tablebase(&config, &rules)?.filter(|_| config.tablebase.adjudicate)
        }
        None => None,
    };
    let target_plies = if args.as_training {
        config.tablebase.target_plies
    } else {
        0
    };
    let selfplay = SelfPlay::new(&rules, &config.selfplay, &config.search, args.seed)
        .with_tablebase(tablebase)
        .with_tablebase_targets(target_plies);
    Ok((rules, selfplay))
}

/// The newest published network in `dir` (`weights-STEP.safetensors`), with its step.
fn newest_version(dir: &Path) -> Option<(u64, PathBuf)> {
    PUBLISHED.newest(dir)
}

/// Record files waiting unread in `out`.
fn waiting(out: &Path) -> usize {
    std::fs::read_dir(out).map_or(0, |entries| {
        entries
            .filter_map(std::result::Result::ok)
            .filter(|e| e.path().extension().is_some_and(|x| x == "json"))
            .count()
    })
}

/// `--follow`: self-play that goes on across new networks (see the flag).
fn follow(args: &SelfPlayArgs, dir: &Path, device: tch::Device) -> Result<ExitCode> {
    let pause = Duration::from_millis(50);
    let (mut version, path) = loop {
        match newest_version(dir) {
            Some(found) => break found,
            None => std::thread::sleep(pause),
        }
    };
    let saved = checkpoint::load(&path)?;
    let (rules, mut selfplay) = setup(args, &saved, &path)?;
    let encoder = Encoder::new(rules.clone());
    let (mut _vs, net) = saved.network(device)?;
    let mut evaluator = BatchEvaluator::new(net, device, encoder.clone());
    std::fs::create_dir_all(&args.out)
        .with_context(|| format!("cannot create {}", args.out.display()))?;
    let mut pending = Vec::with_capacity(args.games);
    let mut file = 0u64;
    // Finished games, reported after each round: whoever runs this process (the Ray layer's
    // actor) learns how many finished games a kill loses (those not yet in a record file).
    let mut finished = 0usize;
    loop {
        while pending.len() < args.games {
            if let Some((newer, newer_path)) = newest_version(dir).filter(|(v, _)| *v > version) {
                let newer_saved = checkpoint::load(&newer_path)?;
                newer_saved.check_compatible(rules.spec(), &saved.meta.net)?;
                let (vs, net) = newer_saved.network(device)?;
                (_vs, evaluator) = (vs, BatchEvaluator::new(net, device, encoder.clone()));
                version = newer;
            }
            if waiting(&args.out) >= 2 {
                std::thread::sleep(pause);
                continue;
            }
            let deadline = Instant::now() + Duration::from_secs(1);
            let (mut games, _) =
                selfplay.run(&mut evaluator, args.games - pending.len(), Some(deadline));
            for game in &mut games {
                game.weights_step = version;
            }
            if !games.is_empty() {
                finished += games.len();
                println!("finished {finished} games");
            }
            pending.extend(games);
        }
        let record = args.out.join(format!("{file:08}.json"));
        records::write(&record, &rules, &pending)?;
        pending.clear();
        file += 1;
    }
}
