//! The tree's node storage: one `Node` per position reached, children contiguous in the
//! arena (`first_child..first_child + children`).

use crate::game::{Action, Color};

#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum State {
    /// Not reached yet.
    New,
    /// Children created (`first_child..first_child + children`); the network's value here,
    /// for the player to move here.
    Expanded { net_value: f32 },
    /// The game is over here; `value` for the player to move here.
    Finished { to_move: Color, value: f32 },
    /// Expanded, and its value proven from its children's (MCTS-Solver): a child won for the
    /// player to move here, or every child finished or proven (`value` their best for that
    /// player). A descent stops here as at a finished position; the children stay, for tree
    /// reuse.
    Proven { to_move: Color, value: f32 },
}

impl State {
    /// The exact value, for the player to move here, of a finished or proven node.
    pub(super) fn exact(self) -> Option<(Color, f32)> {
        match self {
            State::Finished { to_move, value } | State::Proven { to_move, value } => {
                Some((to_move, value))
            }
            State::New | State::Expanded { .. } => None,
        }
    }
}

#[derive(Clone, Copy, Debug)]
pub(super) struct Node {
    pub(super) action: Option<Action>,
    pub(super) actor: Color,
    pub(super) prior: f32,
    pub(super) visits: u32,
    pub(super) value_sum: f32,
    pub(super) first_child: u32,
    /// At most `MAX_ACTIONS` (624).
    pub(super) children: u16,
    /// Simulations through this node whose leaf awaits the network: each counts as a visit
    /// lost for the actor while it waits (virtual loss), so that the leaves of one batch
    /// spread over the tree. A `New` node with some in flight is a waiting leaf.
    pub(super) in_flight: u16,
    pub(super) state: State,
}

impl Node {
    pub(super) fn new(action: Option<Action>, actor: Color, prior: f32) -> Node {
        Node {
            action,
            actor,
            prior,
            visits: 0,
            value_sum: 0.0,
            first_child: 0,
            children: 0,
            in_flight: 0,
            state: State::New,
        }
    }

    /// The mean value for the actor with the simulations in flight counted as losses (the
    /// plain mean when none are), and the visits with them.
    pub(super) fn pending_mean(&self) -> (f32, u32) {
        if self.in_flight == 0 {
            return (self.mean(), self.visits);
        }
        let visits = self.visits + u32::from(self.in_flight);
        (
            (self.value_sum - f32::from(self.in_flight)) / visits as f32,
            visits,
        )
    }

    pub(super) fn mean(&self) -> f32 {
        if self.visits == 0 {
            0.0
        } else {
            self.value_sum / self.visits as f32
        }
    }
}
