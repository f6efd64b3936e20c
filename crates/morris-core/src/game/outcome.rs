//! How a game ends.

use super::color::Color;
use std::fmt;

/// Why a side won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WinReason {
    /// The loser has fewer than three men (in hand and on the board).
    FewerThanThree,
    /// The loser, to move, has no legal action.
    Blocked,
    /// Self-play ended the game at a position the endgame tables call won (adjudication).
    Tablebase,
    /// The loser resigned: in self-play, its search's value stayed hopeless
    /// (`[selfplay] resign_threshold`).
    Resignation,
}

/// Why a game was drawn or stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawReason {
    /// The same position occurred `repetition_draw` times.
    Repetition,
    /// `no_capture_draw` plies of movement without a capture.
    NoCapture,
    /// Placement filled the board (`full_board = "draw"`).
    FullBoard,
    /// The `max_plies` cap: a truncation, not a result of the game.
    MaxPlies,
    /// Self-play ended the game at a position the endgame tables call drawn (adjudication).
    Tablebase,
}

/// The end of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    Win { winner: Color, reason: WinReason },
    Draw(DrawReason),
}

impl Outcome {
    /// The winner, if any.
    #[must_use]
    pub fn winner(self) -> Option<Color> {
        match self {
            Outcome::Win { winner, .. } => Some(winner),
            Outcome::Draw(_) => None,
        }
    }

    /// +1 if `side` won, -1 if it lost, 0 for a draw.
    #[must_use]
    pub fn score_for(self, side: Color) -> i32 {
        match self.winner() {
            Some(w) if w == side => 1,
            Some(_) => -1,
            None => 0,
        }
    }

    /// `white`, `black` or `draw`.
    #[must_use]
    pub fn result_name(self) -> &'static str {
        self.winner().map_or("draw", Color::name)
    }

    /// A sentence saying why the game ended.
    #[must_use]
    pub fn reason(self) -> String {
        match self {
            Outcome::Win {
                winner,
                reason: WinReason::FewerThanThree,
            } => format!("{} has fewer than three men", !winner),
            Outcome::Win {
                winner,
                reason: WinReason::Blocked,
            } => format!("{} cannot move", !winner),
            Outcome::Win {
                winner,
                reason: WinReason::Tablebase,
            } => format!("the endgame tables call the position won for {winner}"),
            Outcome::Win {
                winner,
                reason: WinReason::Resignation,
            } => format!("{} resigned", !winner),
            Outcome::Draw(DrawReason::Repetition) => {
                "the same position came back as often as the repetition rule allows".to_string()
            }
            Outcome::Draw(DrawReason::NoCapture) => {
                "the no-capture rule's limit of plies without a capture was reached".to_string()
            }
            Outcome::Draw(DrawReason::FullBoard) => {
                "the board is full at the end of placement".to_string()
            }
            Outcome::Draw(DrawReason::MaxPlies) => "the game reached max_plies".to_string(),
            Outcome::Draw(DrawReason::Tablebase) => {
                "the endgame tables call the position drawn".to_string()
            }
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "result: {} ({})", self.result_name(), self.reason())
    }
}
