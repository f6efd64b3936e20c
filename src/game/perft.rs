//! Perft: the number of action sequences of a given length from a position, the standard
//! check of a move generator against an independent engine. A finished game has none at
//! any depth above zero. Two counting modes, as engines report them: `full` makes every
//! leaf action, `bulk` counts the leaf list without playing it.

use super::action::{Action, ActionList};
use super::game::Game;

/// How the last ply is counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LeafCounting {
    /// Play every leaf action (and take it back).
    Full,
    /// Count the legal actions at depth 1 without playing them.
    Bulk,
}

/// Counts action sequences of length `depth` from the game's position.
pub fn perft(game: &mut Game, depth: u32, counting: LeafCounting) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut actions = ActionList::new();
    game.fill_legal_actions(&mut actions);
    if depth == 1 && counting == LeafCounting::Bulk {
        return actions.len() as u64;
    }
    let mut nodes = 0;
    for &action in &actions {
        game.play_unchecked(action);
        nodes += if depth == 1 { 1 } else { perft(game, depth - 1, counting) };
        game.undo();
    }
    nodes
}

/// Perft split by first action, in generation order.
pub fn divide(game: &mut Game, depth: u32, counting: LeafCounting) -> Vec<(Action, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    let actions = game.legal_actions();
    actions
        .iter()
        .map(|&action| {
            game.play_unchecked(action);
            let n = perft(game, depth - 1, counting);
            game.undo();
            (action, n)
        })
        .collect()
}
