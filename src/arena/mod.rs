//! Matches between players. A match's schedule is its plan (`match_plan`, in the core crate:
//! each game's opening, colours and seeds); one runner (`runner`) plays it on worker threads, many games in
//! lockstep so that network players batch their searches, and checks every move. Results are
//! wins/draws/losses per colour, score and Elo (see `elo`), with an optional SPRT that stops
//! the match once it decides. `morris evaluate`, `morris match` and the trainer's evaluation
//! are all calls to `run_match`.
//!
//! Every game is reproducible on its own: its opening and both players' seeds are derived
//! from the match seed and the game's number, whichever thread plays it.

pub mod blunders;
pub mod elo;
pub mod judge;
pub mod runner;
pub mod testset;

pub use crate::match_plan::{MatchPlan, Openings, PlannedGame};
pub use crate::openings::Opening;
pub use elo::{Sprt, SprtDecision, SprtError, Tally, elo_from_score};
pub use runner::{Contestant, run_match};

use crate::agents::{Choice, SpecError};
use crate::game::{Game, Rules};
use serde::Serialize;
use std::sync::Arc;
use thiserror::Error;

/// Why a match could not be played.
#[derive(Debug, Error)]
pub enum ArenaError {
    #[error(transparent)]
    Spec(#[from] SpecError),
    #[error("game {game}: player '{player}' chose an illegal action: {reason}")]
    IllegalAction {
        game: usize,
        player: String,
        reason: String,
    },
    #[error(
        "'{0}' is a network lent by its owner: it plays batched, without a time per decision \
         (give it as a spec to play with a movetime)"
    )]
    Timed(String),
}

/// A game still going after this many plies is stopped as a draw. Only rules with both draw
/// rules and the ply cap off can get there.
pub const ARENA_PLY_CAP: usize = 5000;

/// How a match is played (the players are given to `run_match`).
#[derive(Clone, Debug)]
pub struct MatchSettings {
    pub rules: Arc<Rules>,
    pub games: usize,
    /// Worker threads (a borrowed network plays on one).
    pub threads: usize,
    /// Games a worker keeps going at once when a network plays, so that their searches share
    /// batches (otherwise one at a time).
    pub batch_games: usize,
    pub openings: Openings,
    pub seed: u64,
    pub sprt: Option<Sprt>,
    /// A time per decision for both sides (`morris evaluate --movetime`): every decision is
    /// the player's own `choose` given this time (which replaces its spec's limits), one game
    /// at a time per worker and one libtorch thread each, so that time, not nodes, is equal.
    /// `None`: each player searches to its spec's limits, a network's games batched.
    pub movetime: Option<std::time::Duration>,
}

/// One game of a match.
#[derive(Clone, Debug, Serialize)]
pub struct MatchGame {
    pub index: usize,
    /// The colour of the player being judged.
    pub player_color: &'static str,
    pub opening_plies: usize,
    /// Where the game started, in the project's notation, when not at the start position.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub position: Option<String>,
    /// The moves from the start, or from `position`.
    pub moves: Vec<String>,
    /// `white`, `black` or `draw`.
    pub result: &'static str,
    pub reason: String,
    /// The judged player's points: 1, 0.5 or 0.
    pub points: f64,
    /// The judged player's clock, then the opponent's.
    #[serde(skip)]
    pub clock: [SideClock; 2],
}

/// Time and work of one side in one game (index 0: the judged player).
#[derive(Clone, Copy, Debug, Default, Serialize)]
pub struct SideClock {
    pub decisions: u64,
    pub seconds: f64,
    pub nodes: u64,
    /// Positions the network evaluated (`Choice::evaluations`; 0 for players without one).
    pub evaluations: u64,
    /// The sum of the depths reached, over the decisions that report one (alpha-beta's).
    pub depth: u64,
    pub decisions_with_depth: u64,
}

impl SideClock {
    fn add(&mut self, other: &SideClock) {
        self.decisions += other.decisions;
        self.seconds += other.seconds;
        self.nodes += other.nodes;
        self.evaluations += other.evaluations;
        self.depth += other.depth;
        self.decisions_with_depth += other.decisions_with_depth;
    }

    /// Nodes (or simulations) per decision.
    #[must_use]
    pub fn nodes_per_decision(&self) -> f64 {
        self.nodes as f64 / self.decisions.max(1) as f64
    }

    /// Network evaluations per decision.
    #[must_use]
    pub fn evaluations_per_decision(&self) -> f64 {
        self.evaluations as f64 / self.decisions.max(1) as f64
    }

    /// The mean depth of the decisions that report one (`None`: none does).
    #[must_use]
    pub fn mean_depth(&self) -> Option<f64> {
        (self.decisions_with_depth > 0)
            .then(|| self.depth as f64 / self.decisions_with_depth as f64)
    }

    /// Milliseconds per decision.
    #[must_use]
    pub fn ms_per_decision(&self) -> f64 {
        1000.0 * self.seconds / self.decisions.max(1) as f64
    }

    /// Nodes per second while thinking.
    #[must_use]
    pub fn nodes_per_second(&self) -> f64 {
        if self.seconds > 0.0 {
            self.nodes as f64 / self.seconds
        } else {
            0.0
        }
    }
}

/// The result of a match.
#[derive(Clone, Debug, Serialize)]
pub struct MatchReport {
    pub rules: String,
    pub player: String,
    pub opponent: String,
    pub seed: u64,
    /// Random opening plies (0 with openings from a list).
    pub opening_plies: u32,
    pub as_white: Tally,
    pub as_black: Tally,
    pub total: Tally,
    pub score: f64,
    /// `None` stands for an infinite value (a score of 0 or 1).
    pub elo: Option<f64>,
    pub elo_low: Option<f64>,
    pub elo_high: Option<f64>,
    pub sprt: Option<SprtReport>,
    /// Totals over the match, judged player first.
    pub clocks: [SideClock; 2],
    /// Wall-clock seconds the match took.
    pub seconds: f64,
    pub games: Vec<MatchGame>,
}

#[derive(Clone, Debug, Serialize)]
pub struct SprtReport {
    pub test: Sprt,
    pub llr: f64,
    pub bounds: (f64, f64),
    pub decision: SprtDecision,
}

/// What a match's observer sees as the match is played.
#[derive(Clone, Copy, Debug)]
pub enum MatchEvent<'a> {
    /// A decision was played in game `index`: the game after it, the choice and its thinking
    /// time.
    Decision {
        index: usize,
        game: &'a Game,
        choice: &'a Choice,
        seconds: f64,
    },
    /// A game finished: how many have, and their tally from the judged player's side.
    Finished { done: usize, total: &'a Tally },
}
