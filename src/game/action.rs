//! Actions: one decision of the player to move. A capture is its own decision, taken by the
//! same player right after the placement or move that closed a mill.

use super::board::{MAX_POINTS, Point, Symmetry};
use arrayvec::ArrayVec;

/// One decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Action {
    /// Put a man from the hand on an empty point (placement phase).
    Place(Point),
    /// Move a man to an empty point: an adjacent one, or any one when flying.
    Move { from: Point, to: Point },
    /// Remove an opponent's man after closing a mill.
    Capture(Point),
}

impl Action {
    /// The action seen through a board symmetry.
    #[must_use]
    pub fn transformed(self, sym: &Symmetry) -> Action {
        match self {
            Action::Place(p) => Action::Place(sym.point(p)),
            Action::Move { from, to } => Action::Move {
                from: sym.point(from),
                to: sym.point(to),
            },
            Action::Capture(p) => Action::Capture(sym.point(p)),
        }
    }
}

/// The most legal actions any position can have: k men moving to any of P - k empty points
/// is at most P*P/4.
pub const MAX_ACTIONS: usize = MAX_POINTS * MAX_POINTS / 4;

/// The legal actions of a position, on the stack.
pub type ActionList = ArrayVec<Action, MAX_ACTIONS>;

/// Which kind of decision the player to move faces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Decision {
    /// Place a man from the hand.
    Place,
    /// Move a man to an adjacent point.
    Move,
    /// Move a man to any empty point (three men left, flying on).
    Fly,
    /// Remove an opponent's man.
    Capture,
}

impl Decision {
    /// Lower-case name, as printed by the command line.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Decision::Place => "place",
            Decision::Move => "move",
            Decision::Fly => "fly",
            Decision::Capture => "capture",
        }
    }
}
