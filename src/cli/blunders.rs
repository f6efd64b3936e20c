//! `morris evaluate --blunders`: a player judged against the endgame tables.

use anyhow::{Context, Result, bail};
use morris_zero::agents::{self, Budget};
use morris_zero::arena::blunders::{
    BlunderRates, BlunderReport, game_positions, measure, sample_positions,
};
use morris_zero::arena::{MatchSettings, Openings};
use morris_zero::game::Rules;
use morris_zero::tablebase::Tablebase;
use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

pub struct BlunderArgs<'a> {
    pub player: &'a str,
    /// Sample from the games of `player` against this opponent (`games` games from random
    /// openings of `openings` plies) instead of uniformly per sector; empty: per sector.
    pub opponent: &'a str,
    /// Whose games against `opponent` give the positions: `player`, or another spec, so that
    /// several players are judged on the same positions.
    pub sampled_by: &'a str,
    pub games: usize,
    pub openings: u32,
    pub rules: &'a Arc<Rules>,
    pub dir: &'a Path,
    pub positions: usize,
    pub seed: u64,
    pub threads: Option<usize>,
    /// `--movetime`: a time for each judged decision, and for each decision of the games the
    /// positions come from (as `evaluate --movetime` gives it); `None`: the specs' own limits.
    pub movetime: Option<Duration>,
    pub out: Option<&'a str>,
}

pub(super) fn row(name: &str, r: &BlunderRates) -> String {
    format!(
        "{name:<10} {:>6}  blunders {:<28} win kept {:<28} draw held {}",
        r.blunders.of,
        r.blunders.show(),
        r.win_conversion.show(),
        r.drawn_hold.show()
    )
}

pub fn run(args: &BlunderArgs) -> Result<ExitCode> {
    if args.positions == 0 {
        bail!("--positions must be at least 1");
    }
    let tb = Tablebase::shared(args.dir, args.rules)?;
    // Fail on a bad spec before starting threads.
    agents::from_spec(args.player, args.rules)?;
    let threads = args
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from))
        .max(1);
    let (positions, source) = if args.opponent.is_empty() {
        let positions = sample_positions(&tb, args.positions, args.seed);
        (positions, "sampled uniformly per sector".to_string())
    } else {
        let settings = MatchSettings {
            rules: args.rules.clone(),
            games: args.games,
            threads,
            batch_games: args.games.div_ceil(threads),
            openings: Openings::Random(args.openings),
            seed: args.seed,
            sprt: None,
            movetime: args.movetime,
        };
        agents::from_spec(args.sampled_by, args.rules)?;
        let positions = game_positions(
            &tb,
            &settings,
            args.sampled_by,
            args.opponent,
            args.positions,
        )?;
        let by = if args.sampled_by == args.player {
            String::new()
        } else {
            format!(" of {}", args.sampled_by)
        };
        let source = format!(
            "reached in {} games{by} against {} ({}-ply openings)",
            args.games, args.opponent, args.openings
        );
        (positions, source)
    };
    if positions.is_empty() {
        bail!("no covered position to judge ({source})");
    }
    let make = || agents::from_spec(args.player, args.rules);
    let budget = Budget {
        time: args.movetime,
        ..Budget::default()
    };
    let report = measure(
        &*tb, args.rules, &make, &positions, &budget, args.seed, threads,
    )?;
    let clock = args.movetime.map_or_else(String::new, |t| {
        format!(", {} ms a decision", t.as_millis())
    });
    let header = format!(
        "{} on {} positions from {}, {source} (seed {}{clock}):",
        args.player,
        report.positions,
        args.dir.display(),
        args.seed
    );
    print_report(&header, &report, true, args.out)
}

/// Prints `header`, then a row per sector (with `sectors`), per phase and overall, and
/// writes the report as JSON to `out` where given.
pub(super) fn print_report(
    header: &str,
    report: &BlunderReport,
    sectors: bool,
    out: Option<&str>,
) -> Result<ExitCode> {
    println!("{header}");
    for (sector, rates) in report.sectors.iter().filter(|_| sectors) {
        println!("{}", row(sector, rates));
    }
    for (phase, rates) in &report.phases {
        println!("{}", row(phase, rates));
    }
    println!("{}", row("all", &report.overall));
    if let Some(out) = out {
        std::fs::write(out, serde_json::to_string_pretty(report)?)
            .with_context(|| format!("cannot write {out}"))?;
    }
    Ok(ExitCode::SUCCESS)
}
