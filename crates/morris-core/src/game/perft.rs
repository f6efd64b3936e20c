//! Perft: the number of action sequences of a given length from a position, the standard
//! check of a move generator against an independent engine. A finished game has none at
//! any depth above zero. Two counting modes, as engines report them: `Full` makes every
//! leaf action, `Bulk` counts the leaf list without playing it.
//!
//! The count copies positions and keeps a stack of keys for the repetition rule, as search
//! does; `perft_by_game` counts the same through `Game::play_unchecked` and `undo`, so the two
//! paths check each other.

use super::action::{Action, ActionList};
use super::game::Game;
use super::position::Position;
use super::rules::Rules;

/// How the last ply is counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LeafCounting {
    /// Play every leaf action on a copy of the position.
    Full,
    /// Count the legal actions at depth 1 without playing them.
    Bulk,
}

/// Counts action sequences of length `depth` from the game's position.
#[must_use]
pub fn perft(game: &Game, depth: u32, counting: LeafCounting) -> u64 {
    let mut keys = game.history_keys().to_vec();
    count(game.rules(), game.position(), &mut keys, depth, counting)
}

/// `keys`: the keys of the positions before `pos`, oldest first.
fn count(
    rules: &Rules,
    pos: &Position,
    keys: &mut Vec<u64>,
    depth: u32,
    counting: LeafCounting,
) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut actions = ActionList::new();
    pos.legal_actions(rules, keys.iter().rev().copied(), &mut actions);
    if depth == 1 && counting == LeafCounting::Bulk {
        return actions.len() as u64;
    }
    keys.push(pos.key());
    let mut nodes = 0;
    for &action in &actions {
        let mut child = *pos;
        child.play_unchecked(rules, action);
        nodes += if depth == 1 {
            std::hint::black_box(&child);
            1
        } else {
            count(rules, &child, keys, depth - 1, counting)
        };
    }
    keys.pop();
    nodes
}

/// Perft split by first action, in generation order.
#[must_use]
pub fn divide(game: &Game, depth: u32, counting: LeafCounting) -> Vec<(Action, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    let mut child = game.clone();
    game.legal_actions()
        .iter()
        .map(|&action| {
            child.play_unchecked(action);
            let n = perft(&child, depth - 1, counting);
            child.undo();
            (action, n)
        })
        .collect()
}

/// The same count through `Game::play_unchecked` and `undo` (a second path, for tests).
pub fn perft_by_game(game: &mut Game, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let actions = game.legal_actions();
    let mut nodes = 0;
    for &action in &actions {
        game.play_unchecked(action);
        nodes += perft_by_game(game, depth - 1);
        game.undo();
    }
    nodes
}
