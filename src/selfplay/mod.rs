//! Self-play: many games in lockstep in one thread, one search (`mcts::Search`, the search
//! driver) each. Every round each game runs its search until it needs the network, then all
//! the waiting leaves go through the network in one batch (`mcts::batched_round`). A game whose search has its simulations plays its move (sampled by
//! visit count for the first plies, the most visited after), and each move is recorded with
//! its position and the search's policy and value; the outcome fills the value targets.
//!
//! Two of `KataGo`'s economies are options. Tree reuse (`reuse_tree`, PUCT only) keeps the
//! played move's subtree for the next search, and its visits count towards the next move's
//! simulations. Playout-cap randomization (`full_search_fraction` below 1) gives only a random
//! share of the moves a full search (noise, `simulations`, a policy target); the others get a
//! fast search (`fast_simulations`, no noise, the most visited move) and serve as value
//! targets only (`MoveRecord::full_search` is false).

pub(crate) mod endgame;
pub mod game_record;
pub mod lockstep;
pub mod records;
pub mod settings;
#[cfg(test)]
mod tests;

pub use game_record::{GameRecord, MoveRecord, ResignCounts};
pub use lockstep::{SelfPlay, SelfPlayStats};
pub use settings::{SelfPlaySettings, SelfPlaySettingsError};

use crate::game::Rules;

/// Rules under which a game may never end: self-play plays each game to its end.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
#[error(
    "rules '{0}': no_capture_draw, repetition_draw and max_plies are all 0, so a game of \
     self-play may never end; set one of them (max_plies = 1000, say)"
)]
pub struct EndlessRules(pub String);

/// `Err(EndlessRules)` where a game under `rules` may go on forever.
///
/// # Errors
/// Rules with no draw rule and no ply cap.
pub fn check_rules(rules: &Rules) -> Result<(), EndlessRules> {
    if rules.ends_every_game() {
        Ok(())
    } else {
        Err(EndlessRules(rules.name().to_string()))
    }
}
