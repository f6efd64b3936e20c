//! `morris perft` and `morris legal`: the rules engine on the command line, the contract
//! that other tools script against.

use super::{StartArgs, game_from_line, load_rules};
use anyhow::Result;
use clap::Args;
use morris_zero::game::{Game, LeafCounting, divide, perft as count};
use std::io::Write;
use std::process::ExitCode;
use std::sync::Arc;

#[derive(Args)]
pub struct PerftArgs {
    /// Plies to count.
    #[arg(long)]
    depth: u32,
    /// Rules preset name or path to a rules TOML file.
    #[arg(long, default_value = "standard")]
    rules: String,
    #[command(flatten)]
    start: StartArgs,
    /// First print `TOKEN N` for each legal action.
    #[arg(long)]
    divide: bool,
    /// Count the last ply without playing it (bulk counting); the default plays every leaf.
    #[arg(long)]
    bulk: bool,
    /// Turn the draw rules and the ply cap off, as perft tables from other engines count.
    #[arg(long)]
    no_draws: bool,
}

pub fn perft(args: &PerftArgs) -> Result<ExitCode> {
    let mut rules = load_rules(&args.rules)?;
    if args.no_draws {
        rules = Arc::new(rules.without_draws());
    }
    let game = args.start.game(&rules)?;
    let counting = if args.bulk {
        LeafCounting::Bulk
    } else {
        LeafCounting::Full
    };
    let mut out = std::io::stdout().lock();
    let total = if args.divide {
        let split = divide(&game, args.depth, counting);
        for &(action, n) in &split {
            writeln!(out, "{} {n}", game.token(action))?;
        }
        if args.depth == 0 {
            1
        } else {
            split.iter().map(|s| s.1).sum()
        }
    } else {
        count(&game, args.depth, counting)
    };
    writeln!(out, "perft {} {total}", args.depth)?;
    Ok(ExitCode::SUCCESS)
}

#[derive(Args)]
pub struct LegalArgs {
    /// Rules preset name or path to a rules TOML file.
    #[arg(long, default_value = "standard")]
    rules: String,
    #[command(flatten)]
    start: StartArgs,
    /// Read one line per position and answer one line each: a move list (`-` for the start
    /// position), or a position followed by "moves T1 T2 ..." or not; a line that cannot be
    /// read or replayed is answered `error: ...` and makes the exit status 1.
    #[arg(long, conflicts_with_all = ["moves", "position"])]
    stdin: bool,
}

/// The answer for one position: the legal tokens, or the result and its reason.
fn answer(game: &Game) -> String {
    match game.outcome() {
        Some(outcome) => outcome.to_string(),
        None => game
            .legal_actions()
            .iter()
            .map(|&a| game.token(a))
            .collect::<Vec<_>>()
            .join(" "),
    }
}

pub fn legal(args: &LegalArgs) -> Result<ExitCode> {
    let rules = load_rules(&args.rules)?;
    if !args.stdin {
        println!("{}", answer(&args.start.game(&rules)?));
        return Ok(ExitCode::SUCCESS);
    }
    let mut failed = false;
    let mut out = std::io::stdout().lock();
    let mut input = std::io::stdin().lock();
    // A line that is not UTF-8 is read lossily (and then refused as moves), one past the
    // engine's 1 MiB refused: each is answered, and the lines after it too.
    while let Some(line) = super::play::read_line(&mut input)? {
        let game = line
            .map_err(anyhow::Error::from)
            .and_then(|line| game_from_line(&rules, &line));
        match game {
            Ok(game) => writeln!(out, "{}", answer(&game))?,
            Err(e) => {
                failed = true;
                writeln!(out, "error: {}", super::describe(&e))?;
            }
        }
        out.flush()?;
    }
    Ok(if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}
