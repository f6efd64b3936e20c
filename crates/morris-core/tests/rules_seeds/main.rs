//! One test (or a few) per rule and variant, each taken from the rule texts in
//! ../shared/seeds/*.txt: the seed number and a short quote sit above every test. Positions
//! are written as lists of point names, so a test reads like the rule it checks; every
//! assertion compares exact legal-action lists or outcomes.
//!
//! By concern: `moves` (placement, movement, flying, refused input), `mills` (mills and
//! captures), `alquerque` (seed 003's ban on moving back into a mill), `endings` (wins and
//! draws) and `variants` (the presets, the diagonal board, twelve, six and three men). The
//! helpers below are theirs.

mod alquerque;
mod endings;
mod mills;
mod moves;
mod variants;

use morris_core::game::{Color, DrawReason, Game, Outcome, Point, Position, Rules, WinReason};
use std::sync::Arc;

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

fn preset(name: &str) -> Arc<Rules> {
    Arc::new(Rules::preset(name).unwrap_or_else(|e| panic!("{e}")))
}

/// A preset with some options changed (`extra` holds TOML lines that replace the preset's).
fn preset_with(name: &str, extra: &str) -> Arc<Rules> {
    let text = morris_core::game::PRESETS
        .iter()
        .find(|p| p.0 == name)
        .unwrap_or_else(|| panic!("no preset {name}"))
        .1;
    let overridden: Vec<&str> = extra
        .lines()
        .filter_map(|l| l.split_once('=').map(|(k, _)| k.trim()))
        .collect();
    let mut out: String = text
        .lines()
        .filter(|l| {
            !overridden
                .iter()
                .any(|k| l.split_once('=').is_some_and(|(lk, _)| lk.trim() == *k))
        })
        .flat_map(|l| [l, "\n"])
        .collect();
    out.push_str(extra);
    out.push('\n');
    Arc::new(Rules::parse(&out, "test").unwrap_or_else(|e| panic!("{e}")))
}

fn point(rules: &Rules, name: &str) -> Point {
    rules.board().point(name).unwrap_or_else(|| {
        panic!(
            "{name} is not a point of the {} board",
            rules.board().kind()
        )
    })
}

fn bits(rules: &Rules, names: &[&str]) -> u32 {
    names.iter().fold(0, |set, n| set | 1 << point(rules, n))
}

/// A position from lists of point names, with no pending capture, no mill-reform ban and
/// the counters given as (ply, plies without capture or placement).
fn position_with(
    rules: &Rules,
    white: &[&str],
    black: &[&str],
    in_hand: [u8; 2],
    side: Color,
    counters: (u16, u16),
) -> Position {
    let (w, b) = (bits(rules, white), bits(rules, black));
    assert_eq!(w.count_ones() as usize, white.len(), "duplicate white men");
    assert_eq!(b.count_ones() as usize, black.len(), "duplicate black men");
    assert_eq!(w & b, 0, "a point holds two men");
    Position::from_parts([w, b], in_hand, side, 0, counters, [None, None])
}

/// A game in the movement phase (every man placed) from lists of point names.
fn game_at(rules: &Arc<Rules>, white: &[&str], black: &[&str], side: Color) -> Game {
    let pos = position_with(rules, white, black, [0, 0], side, (40, 0));
    Game::from_position(rules.clone(), pos)
}

/// The legal actions as tokens, sorted.
fn legal(game: &Game) -> Vec<String> {
    let mut out: Vec<String> = game
        .legal_actions()
        .iter()
        .map(|&a| game.token(a))
        .collect();
    out.sort();
    out
}

/// A list of tokens, sorted.
fn tokens(list: &[&str]) -> Vec<String> {
    let mut out: Vec<String> = list.iter().map(ToString::to_string).collect();
    out.sort();
    out
}

/// Plays whitespace-separated tokens, panicking with the token that fails.
fn play(game: &mut Game, moves: &str) {
    for token in moves.split_whitespace() {
        game.play_token(token)
            .unwrap_or_else(|e| panic!("{token}: {e}"));
    }
}

fn start(rules: &Arc<Rules>, moves: &str) -> Game {
    Game::from_tokens(rules.clone(), moves).unwrap_or_else(|(i, e)| panic!("move {i}: {e}"))
}

/// Every flight of `men` to an empty point, as tokens, sorted.
fn all_flights(rules: &Rules, men: &[&str], occupied: &[&str]) -> Vec<String> {
    let board = rules.board();
    let mut out = Vec::new();
    for from in men {
        for p in 0..board.points() as Point {
            let to = board.name(p);
            if !occupied.contains(&to) {
                out.push(format!("{from}-{to}"));
            }
        }
    }
    out.sort();
    out
}

#[allow(clippy::unnecessary_wraps)] // compared with `Game::outcome()`
fn win(winner: Color, reason: WinReason) -> Option<Outcome> {
    Some(Outcome::Win { winner, reason })
}

#[allow(clippy::unnecessary_wraps)] // compared with `Game::outcome()`
fn draw(reason: DrawReason) -> Option<Outcome> {
    Some(Outcome::Draw(reason))
}

const ALL_NINE: [&str; 24] = [
    "a1", "d1", "g1", "b2", "d2", "f2", "c3", "d3", "e3", "a4", "b4", "c4", "e4", "f4", "g4", "c5",
    "d5", "e5", "b6", "d6", "f6", "a7", "d7", "g7",
];
