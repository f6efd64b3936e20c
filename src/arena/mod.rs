//! Matches between players. A match's schedule is its plan (`plan`: each game's opening,
//! colours and seeds); one runner (`runner`) plays it on worker threads, many games in
//! lockstep so that network players batch their searches, and checks every move. Results are
//! wins/draws/losses per colour, score and Elo (see `elo`), with an optional SPRT that stops
//! the match once it decides. `morris evaluate` and the trainer's evaluation are both calls
//! to `run_match`.
//!
//! Every game is reproducible on its own: its opening and both players' seeds are derived
//! from the match seed and the game's number, whichever thread plays it.

pub mod elo;
pub mod plan;
pub mod runner;

pub use elo::{Sprt, SprtDecision, Tally, elo_from_score};
pub use plan::{MatchPlan, Opening, Openings, PlannedGame, derive_seed, random_opening};
pub use runner::{Contestant, run_match};

use crate::agents::{Agent, Budget, Choice, SpecError};
use crate::game::{Color, Game, Outcome, Rules};
use serde::Serialize;
use std::sync::Arc;
use std::time::{Duration, Instant};
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
}

impl SideClock {
    fn add(&mut self, other: &SideClock) {
        self.decisions += other.decisions;
        self.seconds += other.seconds;
        self.nodes += other.nodes;
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

/// A finished game: the game, its outcome (`None`: stopped at `ARENA_PLY_CAP`) and each
/// colour's clock (White first).
pub type PlayedGame = (Game, Option<Outcome>, [SideClock; 2]);

/// Plays one game from an opening; `on_decision` sees each decision as it is made.
///
/// # Errors
/// The spec of a player that chose an illegal action, and why it was illegal.
pub fn play_game(
    rules: &Arc<Rules>,
    white: &mut dyn Agent,
    black: &mut dyn Agent,
    opening: &Opening,
    on_decision: &mut dyn FnMut(&Game, &Choice, Duration),
) -> Result<PlayedGame, (String, String)> {
    let mut game = opening.game(rules);
    let mut clocks = [SideClock::default(); 2];
    let budget = Budget::default();
    loop {
        if let Some(outcome) = game.outcome() {
            return Ok((game, Some(outcome), clocks));
        }
        if game.actions().len() >= ARENA_PLY_CAP {
            return Ok((game, None, clocks));
        }
        let side = game.position().side_to_move();
        let agent: &mut dyn Agent = if side == Color::White {
            &mut *white
        } else {
            &mut *black
        };
        let start = Instant::now();
        let choice = agent.choose(&game, &budget);
        let spent = start.elapsed();
        let clock = &mut clocks[side.index()];
        clock.decisions += 1;
        clock.seconds += spent.as_secs_f64();
        clock.nodes += choice.nodes;
        if let Err(e) = game.play(choice.action) {
            return Err((agent.spec().to_string(), e.to_string()));
        }
        on_decision(&game, &choice, spent);
    }
}

/// The tally of a match as its games come in.
#[derive(Clone, Copy, Debug)]
pub struct MatchProgress<'a> {
    /// Games finished.
    pub done: usize,
    /// Their tally, from the judged player's side.
    pub total: &'a Tally,
}
