//! `morris tablebase`: build the endgame tables, verify them, probe a position, time probes.

use super::{StartArgs, load_rules};
use anyhow::{Context, Result, bail};
use clap::{Args, Subcommand};
use indicatif::{ProgressBar, ProgressStyle};
use morris_zero::arena::blunders::sample_position;
use morris_zero::game::{Position, Rules};
use morris_zero::tablebase::build::{BuildOptions, PairReport, build_with};
use morris_zero::tablebase::placement::{SectorReport, build_placement};
use morris_zero::tablebase::solve::BuildProgress;
use morris_zero::tablebase::verify::verify;
use morris_zero::tablebase::{Probe, Sector, Tablebase, Wdl};
use rand::SeedableRng;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

#[derive(Subcommand)]
pub enum TablebaseCommand {
    /// Solve every sector with 3 to --men men a side (all placed) into --dir, or with
    /// --whole the whole game (placement too); a killed build goes on from the last state
    /// the pair it was in saved.
    Build(BuildArgs),
    /// Check every sector in --dir: checksums, and every value against its successors'.
    Verify(VerifyArgs),
    /// The value of a position, its distance to conversion and every legal action's value.
    Probe(ProbeArgs),
    /// Print positions sampled uniformly per sector, one a line (an opening file for
    /// `evaluate --opening-file`), each after a comment line `# VALUE`: its value for the side to
    /// move under the rules.
    Sample(SampleArgs),
    /// Time probes from memory on random covered positions; the last line is the figure.
    Bench(BenchArgs),
    /// Every sector's counts as its file's header gives them (won, drawn, lost; under the
    /// no-capture rule), its size and format, without reading the values: fast on large
    /// tables (`verify` checks them).
    Info(InfoArgs),
    /// A match's games (`morris evaluate --out`) judged move by move: each side's decisions
    /// that lost value, per phase, and in each game the first one, whose and in which phase.
    Judge(super::judge::JudgeArgs),
}

#[derive(Args)]
pub struct InfoArgs {
    #[arg(long, default_value = "tablebases/standard")]
    dir: PathBuf,
}

#[derive(Args)]
pub struct BuildArgs {
    /// Rules preset name or path to a rules TOML file.
    #[arg(long, default_value = "standard")]
    rules: String,
    /// Men a side on the board, at most (with --whole: the rules' men).
    #[arg(long, required_unless_present = "whole")]
    men: Option<usize>,
    /// The whole game: every sector after placement up to the rules' men a side, then every
    /// placement sector, level by level back to the start, whose value is printed.
    #[arg(long, conflicts_with = "men")]
    whole: bool,
    /// With --whole: build only this placement sector, `WvB+MvO` (men on the board, men in
    /// hand; the side to move's first), nothing else; repeatable. The sectors it reads must
    /// be in --dir.
    #[arg(
        long = "sector",
        value_name = "WvB+MvO",
        requires = "whole",
        conflicts_with = "pairs"
    )]
    sectors: Vec<String>,
    /// Directory of the tables.
    #[arg(long, default_value = "tablebases/standard")]
    dir: PathBuf,
    /// Threads (default: every core).
    #[arg(long)]
    threads: Option<usize>,
    /// How often, in minutes, the sector pair being solved saves its state (WvB.partial in
    /// --dir, removed when the pair is done), so that a killed build goes on from there.
    #[arg(long, default_value_t = 10.0)]
    snapshot_minutes: f64,
    /// Build only this pair, `WvB` (W <= B: the sectors `WvB` and `BvW`), nothing else (with
    /// --whole, no placement); repeatable. The sectors its captures read must be in --dir.
    #[arg(long = "pair", value_name = "WvB")]
    pairs: Vec<String>,
    /// Print the build's plan, one JSON object a pair in build order (its sectors, the
    /// sectors it reads, whether its files are in --dir and whole), and build nothing.
    #[arg(long)]
    plan: bool,
    /// No progress bars.
    #[arg(long)]
    quiet: bool,
}

#[derive(Args)]
pub struct VerifyArgs {
    #[arg(long)]
    dir: PathBuf,
    #[arg(long)]
    threads: Option<usize>,
    #[arg(long)]
    quiet: bool,
}

#[derive(Args)]
pub struct ProbeArgs {
    /// Rules (default: the rules the tables were built for).
    #[arg(long)]
    rules: Option<String>,
    #[arg(long, default_value = "tablebases/standard")]
    dir: PathBuf,
    #[command(flatten)]
    start: StartArgs,
}

#[derive(Args)]
pub struct SampleArgs {
    #[arg(long)]
    dir: PathBuf,
    #[arg(long, default_value_t = 100)]
    count: usize,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Openings instead: the positions after this many random plies from the start (each
    /// once; the tables must cover them: `build --whole`).
    #[arg(long)]
    plies: Option<u32>,
    /// Only positions the tables call drawn under the rules (the openings a scoreboard
    /// plays against `perfect` from).
    #[arg(long)]
    drawn: bool,
}

#[derive(Args)]
pub struct BenchArgs {
    #[arg(long)]
    dir: PathBuf,
    /// Probes to time.
    #[arg(long, default_value_t = 1_000_000)]
    probes: usize,
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

pub fn run(command: &TablebaseCommand) -> Result<ExitCode> {
    match command {
        TablebaseCommand::Build(a) => run_build(a),
        TablebaseCommand::Verify(a) => run_verify(a),
        TablebaseCommand::Probe(a) => run_probe(a),
        TablebaseCommand::Bench(a) => run_bench(a),
        TablebaseCommand::Sample(a) => run_sample(a),
        TablebaseCommand::Info(a) => run_info(a),
        TablebaseCommand::Judge(a) => super::judge::run(a),
    }
}

fn threads(t: Option<usize>) -> usize {
    t.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from))
}

/// A progress bar per sector pair.
struct Bar(ProgressBar);

impl BuildProgress for Bar {
    fn phase(&self, name: &str, total: u64) {
        self.0.set_length(total);
        self.0.set_position(0);
        self.0.set_message(name.to_string());
    }
    fn advance(&self, done: u64) {
        self.0.inc(done);
    }
}

fn bars(quiet: bool) -> impl Fn(&str) -> Box<dyn BuildProgress> {
    move |name: &str| {
        let bar = if quiet {
            ProgressBar::hidden()
        } else {
            ProgressBar::new(0)
        };
        bar.set_style(
            ProgressStyle::with_template(&format!(
                "{name:>9} {{msg:>15}} [{{bar:30}}] {{pos}}/{{len}} {{elapsed}}"
            ))
            .expect("a valid template"),
        );
        Box::new(Bar(bar)) as Box<dyn BuildProgress>
    }
}

/// `WvB` with 3 <= W <= B <= men.
fn parse_pair(text: &str, men: usize) -> Result<(usize, usize)> {
    let parsed = text
        .split_once('v')
        .and_then(|(w, b)| Some((w.parse::<usize>().ok()?, b.parse::<usize>().ok()?)));
    match parsed {
        Some((w, b)) if (3..=b).contains(&w) && b <= men => Ok((w, b)),
        _ => bail!("--pair {text}: a pair WvB with 3 <= W <= B <= --men ({men}), e.g. 3v4"),
    }
}

/// `n` with commas between thousands: 1,234,567.
fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

fn mib(bytes: u64) -> f64 {
    bytes as f64 / (1024.0 * 1024.0)
}

fn run_build(args: &BuildArgs) -> Result<ExitCode> {
    let rules = load_rules(&args.rules)?;
    let men = args.men.unwrap_or(usize::from(rules.spec().pieces));
    morris_zero::tablebase::build::check(&rules, men)?;
    if args.plan {
        return print_plan(&rules, men, args);
    }
    let options = build_options(&rules, men, args)?;
    let threads = options.threads;
    println!(
        "building {} up to {}v{} into {} on {threads} threads",
        rules.name(),
        men,
        men,
        args.dir.display()
    );
    let start = Instant::now();
    let mut print = |r: &PairReport| {
        println!(
            "{:<9} {:>11} positions {:>8.2} s {:>9.2} MiB on disk  peak {}{}",
            r.sectors.join(" "),
            r.positions,
            r.seconds,
            mib(r.file_bytes),
            r.peak_rss_bytes
                .map_or_else(|| "?".to_string(), |b| format!("{:.0} MiB", mib(b))),
            if r.reused { "  (reused)" } else { "" }
        );
    };
    if options.sectors.is_none() {
        let reports = build_with(
            &rules,
            men,
            &args.dir,
            &options,
            &bars(args.quiet),
            &mut print,
        )?;
        let size: u64 = reports.iter().map(|r| r.file_bytes).sum();
        println!(
            "built {} sector pairs in {:.1} s, {:.1} MiB on disk",
            reports.len(),
            start.elapsed().as_secs_f64(),
            mib(size)
        );
    }
    if args.whole && options.only.is_none() {
        build_placement_phase(&rules, args, &options)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// `--plan`: the sector pairs (and with `--whole` the placement's sectors) a build would
/// solve, as JSON lines.
fn print_plan(rules: &Rules, men: usize, args: &BuildArgs) -> Result<ExitCode> {
    let mut out = std::io::stdout().lock();
    for pair in morris_zero::tablebase::build::plan(rules, men, &args.dir) {
        writeln!(out, "{}", serde_json::to_string(&pair)?)?;
    }
    if args.whole {
        for sector in morris_zero::tablebase::placement::plan(rules, &args.dir) {
            writeln!(out, "{}", serde_json::to_string(&sector)?)?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The build's options from the flags: threads, snapshots, the pairs or sectors asked for.
fn build_options(rules: &Rules, men: usize, args: &BuildArgs) -> Result<BuildOptions> {
    let only = if args.pairs.is_empty() {
        None
    } else {
        Some(
            args.pairs
                .iter()
                .map(|p| parse_pair(p, men))
                .collect::<Result<Vec<_>>>()?,
        )
    };
    if !(args.snapshot_minutes >= 0.0 && args.snapshot_minutes.is_finite()) {
        bail!("--snapshot-minutes: a number of minutes, 0 or more");
    }
    let sectors = if args.sectors.is_empty() {
        None
    } else {
        Some(
            args.sectors
                .iter()
                .map(|s| parse_placement_sector(rules, s))
                .collect::<Result<Vec<_>>>()?,
        )
    };
    Ok(BuildOptions {
        snapshot_every: std::time::Duration::from_secs_f64(args.snapshot_minutes * 60.0),
        only,
        sectors,
        ..BuildOptions::threads(threads(args.threads))
    })
}

/// `WvB+MvO`, a placement sector of `rules`.
fn parse_placement_sector(rules: &Rules, text: &str) -> Result<Sector> {
    let all = morris_zero::tablebase::placement::levels(rules);
    Sector::parse_file_name(&format!("{text}.mtb"))
        .filter(|s| all.iter().flatten().any(|x| x == s))
        .with_context(|| {
            format!(
                "--sector {text}: a placement sector of '{}' WvB+MvO (men on the board, men in hand, the side to move's first), e.g. 3v2+4v3",
                rules.name()
            )
        })
}

/// `build --whole`'s second part: placement, then the start's value (when built).
fn build_placement_phase(rules: &Rules, args: &BuildArgs, options: &BuildOptions) -> Result<()> {
    let start = Instant::now();
    let mut print = |r: &SectorReport| {
        println!(
            "{:<12} level {:>2} {:>11} positions {:>8.2} s {:>9.2} MiB on disk{}",
            r.sector,
            r.level,
            r.positions,
            r.seconds,
            mib(r.file_bytes),
            if r.reused { "  (reused)" } else { "" }
        );
    };
    let reports = build_placement(rules, &args.dir, options, &bars(args.quiet), &mut print)?;
    let size: u64 = reports.iter().map(|r| r.file_bytes).sum();
    println!(
        "built {} placement sectors in {:.1} s, {:.1} MiB on disk",
        reports.len(),
        start.elapsed().as_secs_f64(),
        mib(size)
    );
    if options.sectors.is_some() {
        return Ok(());
    }
    let tb = Tablebase::open(&args.dir, Some(rules))?;
    let begin = Position::start(rules);
    let value = tb
        .probe(&begin)
        .context("the start position is not covered after the build")?;
    println!(
        "the start position ({} to place first): {} under the rules, {} in the plain game",
        begin.side_to_move().name(),
        value.rules.name(),
        value.plain.wdl.name()
    );
    Ok(())
}

fn run_verify(args: &VerifyArgs) -> Result<ExitCode> {
    let tb = Tablebase::open(&args.dir, None)?;
    println!(
        "verifying {} sectors of {} in {}",
        tb.sectors().len(),
        tb.rules().name(),
        args.dir.display()
    );
    let checks = verify(&tb, threads(args.threads), &bars(args.quiet));
    let mut bad = 0;
    println!(
        "{:<12} {:>11}  {:>11} {:>11} {:>11}  {:>11} {:>11} {:>11} {:>11} {:>11}  result",
        "sector",
        "positions",
        "win",
        "draw",
        "loss",
        "rules win",
        "cursed",
        "draw",
        "blessed",
        "loss"
    );
    for c in &checks {
        let sector = Sector::parse_file_name(&format!("{}.mtb", c.sector))
            .context("verify names the sectors it checked")?;
        let h = &tb.table(sector).context("a sector verify checked")?.header;
        let p = h.counts.plain;
        let r = h.counts.rules;
        println!(
            "{:<12} {:>11}  {:>11} {:>11} {:>11}  {:>11} {:>11} {:>11} {:>11} {:>11}  {}",
            c.sector,
            c.positions,
            p[0],
            p[1],
            p[2],
            r[0],
            r[1],
            r[2],
            r[3],
            r[4],
            if c.mismatches == 0 {
                "ok".to_string()
            } else {
                format!("{} MISMATCHES", c.mismatches)
            }
        );
        for e in &c.examples {
            println!("  {e}");
        }
        bad += c.mismatches;
    }
    if bad > 0 {
        bail!("{bad} values disagree with their successors");
    }
    println!("verify ok: {} sectors", checks.len());
    Ok(ExitCode::SUCCESS)
}

fn run_probe(args: &ProbeArgs) -> Result<ExitCode> {
    let wanted = args.rules.as_deref().map(Rules::load).transpose()?;
    let tb = Tablebase::open(&args.dir, wanted.as_ref())?;
    let rules = std::sync::Arc::new(tb.rules().clone());
    let game = args.start.game(&rules)?;
    let pos = game.position();
    println!("position: {}", pos.text(&rules));
    let Some(p) = tb.probe(pos) else {
        let side = pos.side_to_move();
        let wanted = Sector {
            white: pos.men(side).count_ones() as usize,
            black: pos.men(!side).count_ones() as usize,
            in_hand: [pos.in_hand(side).into(), pos.in_hand(!side).into()],
        };
        bail!(
            "not covered by {}: its sector {} (men on the board of the side to move v the other's, then men in hand) is not there; the tables hold {}",
            args.dir.display(),
            wanted.name(),
            coverage(&tb)
        );
    };
    let budget = rules.spec().no_capture_draw;
    println!(
        "plain: {} (distance to conversion {})",
        p.plain.wdl.name(),
        p.plain.dtc
    );
    println!(
        "rules: {} with the counter at {} of {budget}; at 0: {} (distance {})",
        p.rules.name(),
        pos.quiet_plies(),
        p.class.name(),
        p.rules_pass.dtc
    );
    if let Some(outcome) = game.outcome() {
        // The tables value the position alone; the game's history may have ended it (a
        // repetition) where they do not.
        println!("game over, {outcome}; the values above are the position's, without its history");
        return Ok(ExitCode::SUCCESS);
    }
    let actions = tb
        .action_values(pos)
        .context("a successor is not covered")?;
    for (action, v) in actions {
        println!(
            "{:<8} plain {:<4} {:>4}  rules {:<4} (at 0: {}, distance {})",
            game.token(action),
            v.plain.wdl.name(),
            if v.plain.wdl == Wdl::Draw {
                String::new()
            } else {
                v.plain.dtc.to_string()
            },
            v.rules.name(),
            v.class.name(),
            v.rules_pass.dtc
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// The sectors held: every one after placement, and how many placement sectors (of how
/// many the whole game has).
fn coverage(tb: &Tablebase) -> String {
    let mut keys: Vec<(usize, usize)> = tb.sectors().keys().copied().collect();
    keys.sort_unstable();
    let names: Vec<String> = keys.iter().map(|(w, b)| format!("{w}v{b}")).collect();
    let all: usize = morris_zero::tablebase::placement::levels(tb.rules())
        .iter()
        .map(Vec::len)
        .sum();
    format!(
        "the sectors after placement {} and {} of the {all} placement sectors{}",
        names.join(" "),
        tb.placement().len(),
        if tb.is_whole() {
            ""
        } else {
            " (the whole game: `morris tablebase build --whole`)"
        }
    )
}

fn run_bench(args: &BenchArgs) -> Result<ExitCode> {
    let tb = Tablebase::open(&args.dir, None)?;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(args.seed);
    let positions: Vec<Position> = (0..args.probes.max(1))
        .map(|_| sample_position(&tb, &mut rng))
        .collect();
    // Twice over the same positions: the first pass maps each page of the files it touches
    // (a page fault each, the page read from disk unless the system has it cached); the
    // second probes pages already mapped, as a long-running player does once its games
    // have touched them.
    let pass = || {
        let start = Instant::now();
        let mut wins = 0u64;
        for pos in &positions {
            if tb.probe(pos).is_some_and(|p| p.plain.wdl == Wdl::Win) {
                wins += 1;
            }
        }
        (
            start.elapsed().as_nanos() as f64 / positions.len() as f64,
            wins,
        )
    };
    let (first, wins) = pass();
    let (again, _) = pass();
    println!(
        "{} probes over {} sectors ({:.0} MiB in memory), {wins} wins",
        positions.len(),
        tb.sectors().len(),
        mib(tb.memory_bytes())
    );
    println!("probe {first:.0} ns (first pass, pages mapped as touched)");
    println!("probe {again:.0} ns (the same probes again, pages mapped)");
    Ok(ExitCode::SUCCESS)
}

fn run_info(args: &InfoArgs) -> Result<ExitCode> {
    let mut out = std::io::stdout().lock();
    let tb = Tablebase::open(&args.dir, None)?;
    let mut tables: Vec<_> = tb
        .sectors()
        .values()
        .chain(tb.placement().values())
        .map(|t| (t.sector(), &t.header))
        .collect();
    tables.sort_by_key(|(s, _)| {
        (
            s.in_hand[0] + s.in_hand[1],
            s.white + s.black,
            s.white,
            s.black,
        )
    });
    writeln!(
        out,
        "{} in {}: {} sectors after placement, {} placement sectors{}",
        tb.rules().name(),
        args.dir.display(),
        tb.sectors().len(),
        tb.placement().len(),
        if tb.is_whole() {
            " (the whole game)"
        } else {
            ""
        }
    )?;
    writeln!(
        out,
        "| sector | positions | plain win | draw | loss | rules win | cursed win | draw | blessed loss | loss | MiB | format |"
    )?;
    writeln!(
        out,
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
    )?;
    let mut sum = [0u64; 8];
    let mut bytes = 0u64;
    for (sector, h) in tables {
        let size = std::fs::metadata(args.dir.join(sector.file_name())).map_or(0, |m| m.len());
        bytes += size;
        let counts: Vec<u64> = h
            .counts
            .plain
            .iter()
            .chain(&h.counts.rules)
            .copied()
            .collect();
        for (s, c) in sum.iter_mut().zip(&counts) {
            *s += c;
        }
        let cells: Vec<String> = counts.iter().map(|&c| thousands(c)).collect();
        writeln!(
            out,
            "| {} | {} | {} | {:.1} | {} |",
            sector.name(),
            thousands(h.counts.plain.iter().sum()),
            cells.join(" | "),
            mib(size),
            h.version
        )?;
    }
    let cells: Vec<String> = sum.iter().map(|&c| thousands(c)).collect();
    writeln!(
        out,
        "| all | {} | {} | {:.1} | |",
        thousands(sum[..3].iter().sum()),
        cells.join(" | "),
        mib(bytes)
    )?;
    Ok(ExitCode::SUCCESS)
}

fn run_sample(args: &SampleArgs) -> Result<ExitCode> {
    let mut out = std::io::stdout().lock();
    let tb = Tablebase::open(&args.dir, None)?;
    let rules = std::sync::Arc::new(tb.rules().clone());
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(args.seed);
    let mut seen = std::collections::HashSet::new();
    let mut printed = 0;
    let mut tries = 0usize;
    while printed < args.count {
        tries += 1;
        if tries > 1000 * args.count.max(1) {
            bail!(
                "only {printed} of {} positions found in {tries} tries",
                args.count
            );
        }
        let pos = if let Some(plies) = args.plies {
            let mut game = morris_zero::game::Game::new(rules.clone());
            morris_zero::openings::play_random_opening(&mut game, plies, &mut rng);
            *game.position()
        } else {
            sample_position(&tb, &mut rng)
        };
        let Some(value) = tb.probe(&pos).map(|p| p.rules) else {
            bail!(
                "{} is not covered by {}: openings need the whole game's tables (`morris tablebase build --whole`)",
                pos.text(&rules),
                args.dir.display()
            );
        };
        if (args.drawn && value != Wdl::Draw) || (args.plies.is_some() && !seen.insert(pos.key())) {
            continue;
        }
        writeln!(out, "# {}\n{}", value.name(), pos.text(&rules))?;
        printed += 1;
    }
    Ok(ExitCode::SUCCESS)
}
