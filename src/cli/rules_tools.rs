//! `morris perft` and `morris legal`: the rules engine on the command line, the contract
//! that other tools script against.

use super::{game_after, load_rules};
use anyhow::{Context, Result};
use clap::Args;
use morris_zero::game::{Game, LeafCounting, Rules, divide, perft as count};
use std::io::{BufRead, Write};
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
    /// Moves from the start, space-separated (e.g. "d1 a1 d2 a4 d3 xa1").
    #[arg(long, default_value = "")]
    moves: String,
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
    let game = game_after(&rules, &args.moves)?;
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
    /// Moves from the start, space-separated.
    #[arg(long, default_value = "", conflicts_with = "stdin")]
    moves: String,
    /// Read one move list per line (`-` for the start position) and answer one line each;
    /// a list that cannot be replayed is answered `error: ...` and makes the exit status 1.
    #[arg(long)]
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

fn answer_line(rules: &Arc<Rules>, moves: &str) -> Result<String> {
    Ok(answer(&game_after(rules, moves)?))
}

pub fn legal(args: &LegalArgs) -> Result<ExitCode> {
    let rules = load_rules(&args.rules)?;
    if !args.stdin {
        println!("{}", answer_line(&rules, &args.moves)?);
        return Ok(ExitCode::SUCCESS);
    }
    let mut failed = false;
    let mut out = std::io::stdout().lock();
    for line in std::io::stdin().lock().lines() {
        let line = line.context("reading standard input")?;
        match answer_line(&rules, &line) {
            Ok(text) => writeln!(out, "{text}")?,
            Err(e) => {
                failed = true;
                writeln!(out, "error: {e:#}")?;
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
