//! `morris show`: a position for a person and for other programs: the board, the position in
//! the project's notation and (on the 24-point board) Sanmill's FEN, then whose turn it is and
//! the legal moves, or the result. The engine's `d` prints the same.

use super::{StartArgs, load_rules};
use anyhow::Result;
use clap::Args;
use morris_zero::game::display::{draw_board, status_line};
use morris_zero::game::{Action, Game};
use std::fmt::Write;
use std::process::ExitCode;

#[derive(Args)]
pub struct ShowArgs {
    /// Rules preset name or path to a rules TOML file.
    #[arg(long, default_value = "standard")]
    rules: String,
    #[command(flatten)]
    start: StartArgs,
}

pub fn show(args: &ShowArgs) -> Result<ExitCode> {
    let rules = load_rules(&args.rules)?;
    print!("{}", describe(&args.start.game(&rules)?));
    Ok(ExitCode::SUCCESS)
}

/// The board with the last action's points marked, `position: ...`, `fen: ...` (24-point board
/// only), then the status line and `legal: ...`, or the result.
pub fn describe(game: &Game) -> String {
    let rules = game.rules();
    let pos = game.position();
    let marked: Vec<u8> = match game.actions().last() {
        Some(&Action::Move { from, to }) => vec![from, to],
        Some(&(Action::Place(p) | Action::Capture(p))) => vec![p],
        None => Vec::new(),
    };
    let mut out = draw_board(rules, pos, &marked);
    let _ = writeln!(out, "position: {}", pos.text(rules));
    if let Some(fen) = pos.fen(rules) {
        let _ = writeln!(out, "fen: {fen}");
    }
    if let Some(outcome) = game.outcome() {
        let _ = writeln!(out, "{outcome}");
    } else {
        let legal: Vec<String> = game
            .legal_actions()
            .iter()
            .map(|&a| game.token(a))
            .collect();
        let _ = writeln!(out, "{}", status_line(rules, pos));
        let _ = writeln!(out, "legal: {}", legal.join(" "));
    }
    out
}
