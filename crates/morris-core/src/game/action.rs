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

/// The action-id scheme, the one numbering of actions that masks, policies and records use.
/// On a board of P points there are A = 2P + P² ids, the same for every decision, so one
/// policy head serves placement, movement, flying and capture:
///
/// | ids              | action                                   |
/// |------------------|------------------------------------------|
/// | `p`              | place on point p (0 <= p < P)            |
/// | `P + p`          | capture the man on p                     |
/// | `2P + from*P + to` | move or fly from `from` to `to` (the P ids with from == to are never legal) |
///
/// Points are numbered as in `Board` (reading order from a1). On the 24-point boards A = 624.
#[must_use]
pub const fn action_count(points: usize) -> usize {
    2 * points + points * points
}

impl Action {
    /// The action's id on a board of `points` points.
    #[inline]
    #[must_use]
    pub fn id(self, points: usize) -> usize {
        match self {
            Action::Place(p) => p as usize,
            Action::Capture(p) => points + p as usize,
            Action::Move { from, to } => 2 * points + from as usize * points + to as usize,
        }
    }

    /// The action with this id, if the id is in range and names a real action.
    #[must_use]
    pub fn from_id(id: usize, points: usize) -> Option<Action> {
        let point = |i: usize| u8::try_from(i).ok();
        if id < points {
            Some(Action::Place(point(id)?))
        } else if id < 2 * points {
            Some(Action::Capture(point(id - points)?))
        } else if id < action_count(points) {
            let (from, to) = ((id - 2 * points) / points, (id - 2 * points) % points);
            (from != to).then_some(Action::Move {
                from: point(from)?,
                to: point(to)?,
            })
        } else {
            None
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip_on_every_board_size() {
        for points in [24usize, 16, 9] {
            let a = action_count(points);
            let mut seen = vec![false; a];
            for (id, seen) in seen.iter_mut().enumerate() {
                match Action::from_id(id, points) {
                    Some(action) => {
                        assert_eq!(action.id(points), id);
                        *seen = true;
                    }
                    None => assert!(
                        id >= 2 * points
                            && (id - 2 * points) / points == (id - 2 * points) % points
                    ),
                }
            }
            assert_eq!(
                seen.iter().filter(|&&s| s).count(),
                2 * points + points * (points - 1)
            );
            assert_eq!(Action::from_id(a, points), None);
        }
        assert_eq!(action_count(24), 624);
        assert_eq!(Action::Move { from: 1, to: 4 }.id(24), 48 + 24 + 4);
    }
}
