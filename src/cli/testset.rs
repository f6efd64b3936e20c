//! `morris testset`: make a perfect-play test set from the whole game's tables and describe
//! one; `morris evaluate --testset` judges a player on one, with no tables present.

use super::blunders::print_report;
use super::load_rules;
use anyhow::{Result, bail};
use clap::{Args, Subcommand};
use morris_zero::agents::{self, Budget};
use morris_zero::arena::blunders::{measure, measure_network};
use morris_zero::arena::testset::{game_positions, pairings};
use morris_zero::arena::{MatchSettings, Openings};
use morris_zero::game::Rules;
use morris_zero::judgement::BlunderReport;
use morris_zero::tablebase::Tablebase;
use morris_zero::testset::{TestSet, choose, label};
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::{Duration, Instant};

#[derive(Subcommand)]
pub enum TestsetCommand {
    /// Make a test set: the games of every pairing of the --player specs, their positions
    /// drawn per phase, each labelled from the whole game's tables (--tablebase) with its
    /// value and every legal action's. The same arguments (and --threads) make the same bytes.
    Make(MakeArgs),
    /// A set's header and makeup: positions per phase (placement by ply) and per value.
    Info(InfoArgs),
}

/// The players whose games `make` draws from when no --player is given.
const DEFAULT_PLAYERS: [&str; 5] = [
    "random",
    "greedy",
    "alphabeta:depth=1",
    "alphabeta:depth=3",
    "alphabeta:depth=5",
];

#[derive(Args)]
pub struct MakeArgs {
    /// Rules preset name or path to a rules TOML file.
    #[arg(long, default_value = "standard")]
    rules: String,
    /// The whole game's tables (`morris tablebase build --whole`).
    #[arg(long)]
    tablebase: PathBuf,
    /// The set's file.
    #[arg(long)]
    out: PathBuf,
    /// A player whose games give positions (a spec; repeatable; every pairing plays, each
    /// with itself too) [default: random, greedy, alphabeta:depth=1, 3 and 5].
    #[arg(long = "player", value_name = "SPEC")]
    players: Vec<String>,
    /// Games a pairing plays (colours alternating).
    #[arg(long, default_value_t = 10)]
    games: usize,
    /// Random plies that open each pair of games.
    #[arg(long, default_value_t = 2)]
    openings: u32,
    /// Positions in the set, at most.
    #[arg(long, default_value_t = 10_000)]
    positions: usize,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Games played at once [default: one thread per core].
    #[arg(long)]
    threads: Option<usize>,
}

#[derive(Args)]
pub struct InfoArgs {
    /// The set's file.
    file: PathBuf,
    /// Rules preset name or path to a rules TOML file.
    #[arg(long, default_value = "standard")]
    rules: String,
}

pub fn run(command: &TestsetCommand) -> Result<ExitCode> {
    match command {
        TestsetCommand::Make(a) => make(a),
        TestsetCommand::Info(a) => info(a),
    }
}

fn threads(t: Option<usize>) -> usize {
    t.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from))
        .max(1)
}

fn make(args: &MakeArgs) -> Result<ExitCode> {
    let rules = load_rules(&args.rules)?;
    if args.positions == 0 || args.games == 0 {
        bail!("--positions and --games must be at least 1");
    }
    let tb = Tablebase::shared(&args.tablebase, &rules)?;
    if !tb.is_whole() {
        bail!(
            "{}: not the whole game's tables (placement is missing); build them with `morris tablebase build --whole`",
            args.tablebase.display()
        );
    }
    let players: Vec<String> = if args.players.is_empty() {
        DEFAULT_PLAYERS.iter().map(ToString::to_string).collect()
    } else {
        args.players.clone()
    };
    for p in &players {
        agents::from_spec(p, &rules)?;
    }
    let threads = threads(args.threads);
    let settings = MatchSettings {
        rules: rules.clone(),
        games: args.games,
        threads,
        batch_games: args.games.div_ceil(threads),
        openings: Openings::Random(args.openings),
        seed: args.seed,
        sprt: None,
        movetime: None,
    };
    let pairs = pairings(&players);
    let start = Instant::now();
    let candidates = game_positions(&settings, &pairs, &mut |source, total| {
        eprintln!(
            "testset: {} vs {}: {total} positions so far ({:.0} s)",
            pairs[source].0,
            pairs[source].1,
            start.elapsed().as_secs_f64()
        );
    })?;
    let chosen = choose(&rules, &candidates, args.positions, args.seed);
    let mut entries = Vec::with_capacity(chosen.len());
    for c in &chosen {
        let Some(entry) = label(&tb, c) else {
            bail!(
                "{}: the tables do not cover {} or one of its actions",
                args.tablebase.display(),
                c.position.text(&rules)
            );
        };
        entries.push(entry);
    }
    let mut made_by = format!(
        "morris testset make --rules {} --games {} --openings {} --positions {} --seed {}",
        args.rules, args.games, args.openings, args.positions, args.seed
    );
    for p in &players {
        made_by.push_str(" --player ");
        made_by.push_str(p);
    }
    let sources = pairs.iter().map(|(a, b)| format!("{a} vs {b}")).collect();
    let set = TestSet::new((*rules).clone(), made_by, sources, entries);
    set.write(&args.out)?;
    let bytes = std::fs::metadata(&args.out).map_or(0, |m| m.len());
    println!(
        "wrote {}: {} positions (of {} reached in {} games), {bytes} bytes, in {:.1} s",
        args.out.display(),
        set.entries.len(),
        candidates.len(),
        pairs.len() * args.games,
        start.elapsed().as_secs_f64()
    );
    print_makeup(&set)?;
    Ok(ExitCode::SUCCESS)
}

fn print_makeup(set: &TestSet) -> std::io::Result<()> {
    let mut out = std::io::stdout().lock();
    writeln!(
        out,
        "{:<14} {:>9} {:>7} {:>7} {:>7} {:>9}",
        "stratum", "positions", "win", "draw", "loss", "critical"
    )?;
    let mut total = ([0; 3], 0);
    for (name, values, critical) in set.makeup() {
        let n: usize = values.iter().sum();
        writeln!(
            out,
            "{name:<14} {n:>9} {:>7} {:>7} {:>7} {critical:>9}",
            values[0], values[1], values[2]
        )?;
        for (t, v) in total.0.iter_mut().zip(values) {
            *t += v;
        }
        total.1 += critical;
    }
    let n: usize = total.0.iter().sum();
    writeln!(
        out,
        "{:<14} {n:>9} {:>7} {:>7} {:>7} {:>9}",
        "all", total.0[0], total.0[1], total.0[2], total.1
    )
}

fn info(args: &InfoArgs) -> Result<ExitCode> {
    let rules = load_rules(&args.rules)?;
    let set = TestSet::read(&args.file, &rules)?;
    let mut out = std::io::stdout().lock();
    writeln!(
        out,
        "{}: a perfect-play test set for '{}'",
        args.file.display(),
        rules.name()
    )?;
    writeln!(out, "made by: {}", set.made_by)?;
    writeln!(out, "sources: {}", set.sources.len())?;
    drop(out);
    print_makeup(&set)?;
    Ok(ExitCode::SUCCESS)
}

/// `morris evaluate --testset`: the arguments it reads.
pub struct JudgeArgs<'a> {
    pub player: &'a str,
    pub rules: &'a Arc<Rules>,
    pub file: &'a Path,
    pub seed: u64,
    pub threads: Option<usize>,
    pub movetime: Option<Duration>,
    pub out: Option<&'a str>,
}

/// `player` judged on the set at `file`: a network player's searches all at once, one
/// network call a round (`measure_network`), other players (or any on the clock) one
/// decision at a time on `threads`.
///
/// # Errors
/// A set that cannot be read for these rules, a bad spec.
pub fn judge_on_set(
    set: &TestSet,
    player: &str,
    rules: &Arc<Rules>,
    seed: u64,
    threads: usize,
    movetime: Option<Duration>,
) -> Result<BlunderReport> {
    let positions = set.positions();
    let mut agent = agents::from_spec(player, rules)?;
    if movetime.is_none()
        && let Some(mut network) = agent.network_search()
    {
        return Ok(measure_network(
            set,
            rules,
            &mut network,
            player,
            &positions,
            seed,
        ));
    }
    let make = || agents::from_spec(player, rules);
    let budget = Budget {
        time: movetime,
        ..Budget::default()
    };
    Ok(measure(
        set, rules, &make, &positions, &budget, seed, threads,
    )?)
}

pub fn judge(args: &JudgeArgs) -> Result<ExitCode> {
    let set = TestSet::read(args.file, args.rules)?;
    let start = Instant::now();
    let report = judge_on_set(
        &set,
        args.player,
        args.rules,
        args.seed,
        threads(args.threads),
        args.movetime,
    )?;
    let seconds = start.elapsed().as_secs_f64();
    let clock = args.movetime.map_or_else(String::new, |t| {
        format!(", {} ms a decision", t.as_millis())
    });
    let header = format!(
        "{} on the {} positions of {} (judged by the set's labels; seed {}{clock}), {seconds:.1} s:",
        args.player,
        report.positions,
        args.file.display(),
        args.seed
    );
    print_report(&header, &report, false, args.out)
}
