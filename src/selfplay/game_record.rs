//! What self-play produces: each decision of a game (position, search policy, root value,
//! action) and the finished game (its outcome, the network version that played it, who would
//! have resigned), and resignation counted over many games.

use super::endgame::adjudication;
use crate::game::{Action, Color, Outcome, Position, WinReason};

/// One decision of a self-play game.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveRecord {
    pub position: Position,
    /// How often the position had occurred (for its observation).
    pub occurrences: usize,
    /// The search's policy: (action id, share of the root's visits), legal ids only.
    pub policy: Vec<(u16, f32)>,
    /// The root's value for the player to move.
    pub root_value: f32,
    pub action: Action,
    /// Whether the move got a full search: its policy is a training target. A fast search's
    /// move (playout-cap randomization) is a value target only; its policy is still recorded.
    pub full_search: bool,
}

/// A finished self-play game.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRecord {
    pub moves: Vec<MoveRecord>,
    pub outcome: Outcome,
    /// The position the game ended in (finished, or the first one the tables cover).
    pub final_position: Position,
    /// The step of the weights that played the game (the trainer's step when they were
    /// published; under the parallel pipeline, those behind the game's last move).
    pub weights_step: u64,
    /// In a game played out to check resignation (`resign_check_fraction`): the side that
    /// would have resigned first, if one would have.
    pub would_resign: Option<Color>,
}

impl GameRecord {
    /// Whether the endgame tables ended the game (its last position is not a finished one).
    #[must_use]
    pub fn adjudicated(&self) -> bool {
        adjudication(self.outcome)
    }

    /// Whether a side resigned the game.
    #[must_use]
    pub fn resigned(&self) -> bool {
        matches!(
            self.outcome,
            Outcome::Win {
                reason: WinReason::Resignation,
                ..
            }
        )
    }

    /// In a game played out to check resignation where a side would have resigned: whether
    /// that resignation would have been false (the side did not lose).
    #[must_use]
    pub fn false_resignation(&self) -> Option<bool> {
        self.would_resign
            .map(|side| self.outcome.score_for(side) >= 0)
    }

    /// The value target of move `i`: the result for its player to move (+1, 0, -1).
    #[must_use]
    pub fn value_target(&self, i: usize) -> f32 {
        self.outcome
            .score_for(self.moves[i].position.side_to_move()) as f32
    }
}

/// Resignation over many games (`resign_threshold`): how many a side resigned, and among
/// those played out to check it, how many a side would have resigned and how many of those
/// it did not lose (false resignations).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ResignCounts {
    pub games: u64,
    pub resigned: u64,
    pub checked: u64,
    pub false_resigns: u64,
}

impl ResignCounts {
    /// Counts `games` in.
    pub fn add(&mut self, games: &[GameRecord]) {
        for game in games {
            self.games += 1;
            self.resigned += u64::from(game.resigned());
            if let Some(false_resign) = game.false_resignation() {
                self.checked += 1;
                self.false_resigns += u64::from(false_resign);
            }
        }
    }

    /// The share of checked would-be resignations that were false, once there is one.
    #[must_use]
    pub fn false_rate(&self) -> Option<f64> {
        (self.checked > 0).then(|| self.false_resigns as f64 / self.checked as f64)
    }
}
