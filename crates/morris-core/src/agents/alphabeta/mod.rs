//! `alphabeta[:depth=D,nodes=N,time=MS,start=PCT,lmr=false,tt_mb=M,tb=DIR]`: the classical
//! baseline. Iterative-deepening negamax with alpha-beta pruning (fail-soft,
//! principal-variation search; with `lmr=true`, late-move reductions: a quiet move late in
//! the order, in a node with 3 turns or more to go, is first searched 1 turn shallower, 2
//! from the ninth move with 5 to go, and again at full depth if it beats alpha), a Zobrist
//! transposition table, move ordering (table move, captures and mill-closing moves, blocks,
//! history heuristic) and a handcrafted, phase-aware evaluation.
//!
//! Morris specifics:
//! - A capture is a decision of its own by the same player. A child with the same side to move
//!   is searched with the same window and its score is used as is (not negated); it is searched
//!   at the same remaining depth, so depth counts turns and a capture decision is never a leaf.
//! - The draw rules are searched, not ignored: the keys of the game's history and of the
//!   search path form a stack, and a position drawn by repetition, the no-capture count or the
//!   ply cap scores 0. Wins and losses score `±(MATE - ply)`, so faster wins are preferred.
//! - Transposition table entries are keyed by the position's Zobrist key, which does not see the history the
//!   draw rules depend on (standard practice); scores are never taken from the table at the root.
//!
//! - `tb=D`: with endgame tables in `D` (crates/morris-core/src/tablebase), a covered root is played perfectly
//!   (the tablebase player's choice) and a covered node below it scores exactly, from the
//!   tables, without searching: a win `±(TABLEBASE_WIN - DTC)`, just below the mate scores,
//!   so that a forced end still ranks above a won endgame.
//!
//! Limits: `depth` (default 4 when no node or time limit is given, else unlimited up to 64),
//! `nodes`, `time` (milliseconds); a caller's `Budget` that names any limit replaces the
//! spec's (so `go movetime 200` deepens for 200 ms whatever depth the spec names), and the
//! first limit reached, or the budget's stop flag, stops the search. Each complete
//! iteration is reported to the budget's listener. A stopped iteration contributes its best move if its
//! first move (the previous best) was searched completely, so with a time limit iterations
//! start until the time is up; `start=PCT` starts none after PCT percent of it (50 was the
//! rule before, docs/experiments.md row 44). The only legal action is returned at once,
//! unsearched.
//! The search is deterministic: the same game gives the same action (the seed is not used).
//!
//! Files: `evaluation` (the handcrafted evaluation and its weights), `table` (the
//! transposition table), `ordering` (move ordering and the history heuristic), `search` (the
//! iterative-deepening negamax), `options` (the spec's options and the limits of one search),
//! `agent` (the `Agent` impl and its analysis), `tests`; this file holds the player, its scores
//! and `search`.

mod agent;
mod evaluation;
mod options;
mod ordering;
mod search;
#[cfg(test)]
mod tests;
mod transposition;

pub use evaluation::{
    BLOCKED, IN_HAND, MAN, MILL, MILL_TO_MOVE, MOBILITY, NO_MOVES, OPEN_MILL, OPEN_MILL_READY,
    PENDING_CAPTURE, evaluate,
};
pub use options::{DEFAULT_DEPTH, DEFAULT_START, DEFAULT_TT_MB};

use super::{Bound, Budget, Score};
use crate::game::{Action, ActionList, Game, Rules, action_count};
use crate::tablebase::Tablebase;
use search::Negamax;
use std::sync::Arc;
use std::time::{Duration, Instant};
use transposition::TranspositionTable;

/// The score of a win at the root; a win `n` plies away scores `MATE - n`.
pub const MATE: i32 = 1_000_000;
/// Scores beyond this (in absolute value) are wins or losses, not evaluations.
const MATE_BOUND: i32 = MATE - 10_000;
const INF: i32 = MATE + 1;

/// The deepest iteration (depth counts turns).
pub const MAX_DEPTH: u32 = 64;

/// What one search found (for the player's info line and for benchmarks).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchReport {
    pub action: Action,
    /// For the side to move: `±(MATE - plies)` for a forced win or loss, else the evaluation.
    pub score: i32,
    /// The iteration the action comes from (0 when the only legal action was played at once).
    pub depth: u32,
    pub nodes: u64,
    pub elapsed: Duration,
}

/// A root action's score in an iteration (for the side to move at the root).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct RootScore {
    action: Action,
    score: i32,
    bound: Bound,
}

/// A search score as the analysis states it: a win or loss in so many plies, or an evaluation.
#[must_use]
pub fn score_of(score: i32) -> Score {
    if score >= MATE_BOUND {
        Score::Win((MATE - score) as u32)
    } else if score <= -MATE_BOUND {
        Score::Loss((MATE + score) as u32)
    } else {
        Score::Eval(score)
    }
}

/// The alpha-beta player. The transposition table and history table persist across the
/// decisions of a game and are cleared by `new_game`.
pub struct AlphaBeta {
    spec: String,
    depth: Option<u32>,
    nodes: Option<u64>,
    time: Option<Duration>,
    /// The share of a time limit (percent) within which an iteration may start.
    start: u32,
    /// Late-move reductions (`lmr=true`).
    lmr: bool,
    tt: TranspositionTable,
    history: Vec<i32>,
    keys: Vec<u64>,
    /// The root actions' scores in the last complete iteration of the last search.
    root_scores: Vec<RootScore>,
    generation: u8,
    /// Off only in tests that compare the search with plain minimax.
    use_tt: bool,
    /// Endgame tables probed at the root and at every node they cover (`tb=D`).
    tablebase: Option<Arc<Tablebase>>,
}

impl AlphaBeta {
    /// Searches the game's position (which must not be over) within the limits and returns
    /// the best action found with its score, depth, nodes and time.
    ///
    /// # Panics
    /// When the game is over.
    pub fn search(&mut self, game: &Game, budget: &Budget) -> SearchReport {
        let start = Instant::now();
        let limits = self.limits(budget);
        let rules: &Rules = game.rules();
        let pos = *game.position();
        let points = rules.board().points();
        if self.history.len() != action_count(points) {
            self.history = vec![0; action_count(points)];
        }
        self.generation = (self.generation + 1) & 63;
        self.keys.clear();
        self.keys.extend_from_slice(game.history_keys());
        self.root_scores.clear();

        let mut root = ActionList::new();
        pos.legal_actions(rules, self.keys.iter().rev().copied(), &mut root);
        assert!(
            !root.is_empty(),
            "alphabeta: asked to move in a finished game"
        );
        if root.len() == 1 {
            return SearchReport {
                action: root[0],
                score: evaluate(rules, &pos),
                depth: 0,
                nodes: 0,
                elapsed: start.elapsed(),
            };
        }

        Negamax::new(self, rules, &limits, budget, start).deepen(&pos, &mut root, &limits, start)
    }
}
