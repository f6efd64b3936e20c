//! What a player saw when it decided, as data: its estimate of the position and its leading
//! candidate actions. The info line (`Choice::info`) says the same for people; this is for
//! programs that show it (the `serve` page), so that nobody parses info strings.

use crate::game::Action;

/// How many candidate actions an analysis keeps.
pub const TOP_ACTIONS: usize = 5;

/// A search's estimate of the position it decided in, for the side to move there.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Analysis {
    /// The expected result from -1 (a loss) through 0 (a draw) to +1 (a win), for players that
    /// estimate one (the network's search, rollout MCTS).
    pub value: Option<f32>,
    /// Alpha-beta's score of the position (its best action's).
    pub score: Option<Score>,
    /// The depth of the iteration the decision comes from (alpha-beta, in turns).
    pub depth: Option<u32>,
    /// Simulations or nodes searched.
    pub nodes: u64,
    /// The leading candidates, best first, at most `TOP_ACTIONS`.
    pub actions: Vec<Candidate>,
}

/// An alpha-beta score for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// The handcrafted evaluation, in thousandths of a man.
    Eval(i32),
    /// A forced win this many decisions (plies) away.
    Win(u32),
    /// A forced loss this many decisions away.
    Loss(u32),
}

/// Whether a score is the action's value or only a bound on it (alpha-beta proves that an
/// action is worse than the best without finding by how much).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    Exact,
    /// The action scores at most this.
    Upper,
}

/// One candidate action and what the search found for it.
#[derive(Clone, Debug, PartialEq)]
pub struct Candidate {
    pub action: Action,
    /// Simulations through the action (searches that count visits).
    pub visits: Option<u32>,
    /// The network's prior probability of the action.
    pub prior: Option<f32>,
    /// The mean result after the action, -1..+1, for the side to move before it.
    pub value: Option<f32>,
    /// Alpha-beta's score after the action, for the side to move before it.
    pub score: Option<(Score, Bound)>,
}

impl Candidate {
    /// A candidate with nothing known yet but its action.
    #[must_use]
    pub fn new(action: Action) -> Candidate {
        Candidate {
            action,
            visits: None,
            prior: None,
            value: None,
            score: None,
        }
    }
}
