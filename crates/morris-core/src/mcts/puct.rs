//! PUCT search (as in `AlphaZero`): one tree per game, guided by priors and values that the caller
//! computes, so that many games can gather their leaves into one network batch. A
//! simulation is `select` (descend by PUCT to a leaf; a finished position is backed up at
//! once) then, for a leaf that needs the network, `expand_and_backup` with its priors and
//! value. The tree applies every rule, the draw rules included: it keeps the keys of the
//! game's history and of the path for the repetition rule.
//!
//! Values are stored per node from the side of the player who chose the node's action (its
//! "actor"); the root's actor is the player to move there. A capture keeps the same player to
//! move, so signs are never flipped by ply parity, only by comparing colours.
//!
//! Between moves the tree can be kept: `advance` makes the child of the played action the new
//! root, with its subtree's statistics, and appends the old root's key to the history, so
//! that the repetition rule sees the same keys along every path as before.
//!
//! Files: `node` (the arena's nodes), `simulation` (selection, expansion and backup), `root`
//! (the root's noise, statistics, best action and visit distribution), `reroot` (`advance`),
//! `tests`; this file holds the tree and its accessors.

mod node;
mod reroot;
mod root;
mod simulation;
#[cfg(test)]
mod tests;

use crate::game::{Action, ActionList, Position, Rules};
use crate::tablebase::Probe;
use node::{Node, State};
use std::sync::Arc;

/// A position waiting for the network: encode it (it has occurred `occurrences` times, for
/// the repetition plane) and answer with priors over its legal actions and its value.
#[derive(Clone, Copy, Debug)]
pub struct LeafRequest<'a> {
    pub position: &'a Position,
    pub occurrences: usize,
    pub legal: &'a [Action],
}

/// What one `select` did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Selected {
    /// It stopped at a position for the network, now waiting (`awaiting_leaves`).
    Leaf,
    /// It reached a finished position (or one the tables decide) and backed it up.
    Finished,
    /// It reached a leaf already waiting for the network: nothing changed.
    Collision,
}

/// A leaf selected and waiting for the network: the path to it (the leaf last) and what the
/// network is asked.
#[derive(Clone, Debug)]
struct Pending {
    path: Vec<u32>,
    position: Position,
    occurrences: usize,
    legal: ActionList,
}

/// One child of the root, as the search sees it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ChildStats {
    pub action: Action,
    pub visits: u32,
    pub prior: f32,
    /// Mean value for the player to move at the root (0 while unvisited).
    pub value: f32,
}

/// The search tree of one game.
pub struct PuctTree {
    rules: Arc<Rules>,
    nodes: Vec<Node>,
    root_position: Position,
    /// Keys of the game's positions before the root, oldest first.
    history: Vec<u64>,
    // Scratch for one simulation.
    keys: Vec<u64>,
    path: Vec<u32>,
    legal: ActionList,
    /// The leaves waiting for the network, in the order they were selected; the first
    /// `answered` of them are answered.
    pending: Vec<Pending>,
    answered: usize,
    /// Answered entries, kept for their allocations.
    spare_pending: Vec<Pending>,
    /// The arena `reroot` copies the kept subtree into (then swaps with `nodes`), kept so
    /// that its allocation serves the next move too.
    spare: Vec<Node>,
    /// Endgame tables: a leaf below the root that they cover is finished with its exact
    /// value (under the rules, for its own no-capture counter) instead of going to the
    /// network.
    oracle: Option<Arc<dyn Probe>>,
    /// The most nodes an arena may hold (`set_node_limit`), where the player caps its tree.
    node_limit: Option<usize>,
    /// A new node's children's priors are the network's raised to this power, renormalised
    /// (`set_policy_temperature`; 1: as they are).
    prior_exponent: f32,
}

impl PuctTree {
    /// The memory of one node of the arena, in bytes (for a player's `tree_mb` cap). Tree
    /// reuse keeps a second arena of up to the same size (`reroot`).
    pub const NODE_BYTES: usize = size_of::<Node>();

    /// A tree for the position after `history` (the keys of the positions before it).
    #[must_use]
    pub fn new(rules: Arc<Rules>, position: Position, history: &[u64]) -> PuctTree {
        PuctTree {
            nodes: vec![Node::new(None, position.side_to_move(), 1.0)],
            root_position: position,
            history: history.to_vec(),
            keys: Vec::with_capacity(history.len() + 64),
            path: Vec::with_capacity(64),
            legal: ActionList::new(),
            pending: Vec::new(),
            answered: 0,
            spare_pending: Vec::new(),
            spare: Vec::new(),
            oracle: None,
            node_limit: None,
            prior_exponent: 1.0,
            rules,
        }
    }

    /// Probes `oracle` at every new leaf below the root (the endgame tables, `tb=D`).
    pub fn set_oracle(&mut self, oracle: Option<Arc<dyn Probe>>) {
        self.oracle = oracle;
    }

    /// The most nodes each arena will hold (the player's `tree_mb` cap, which its search
    /// checks before each round): past a MiB an arena then takes room for them at once
    /// instead of doubling (`arena::make_room`), and its memory stays within the cap.
    pub fn set_node_limit(&mut self, nodes: usize) {
        self.node_limit = Some(nodes);
    }

    /// The policy's softmax temperature (`SearchSettings::policy_temperature`, positive): the
    /// priors of nodes expanded from now on are the network's raised to 1/`temperature`.
    pub fn set_policy_temperature(&mut self, temperature: f32) {
        self.prior_exponent = 1.0 / temperature;
    }

    /// The tables probed at the leaves, if any.
    #[must_use]
    pub fn oracle(&self) -> Option<&Arc<dyn Probe>> {
        self.oracle.as_ref()
    }

    /// The root's position.
    #[must_use]
    pub fn root_position(&self) -> &Position {
        &self.root_position
    }

    /// Nodes in the tree: the root, and every child of an expanded node (a leaf's are made
    /// at once when the network answers it).
    #[must_use]
    pub fn node_count(&self) -> usize {
        self.nodes.len()
    }

    /// Simulations through the root so far.
    #[must_use]
    pub fn root_visits(&self) -> u32 {
        self.nodes[0].visits
    }

    /// Simulations through the root whose leaf waits for the network.
    #[must_use]
    pub fn root_in_flight(&self) -> u32 {
        u32::from(self.nodes[0].in_flight)
    }

    /// The leaves waiting for the network and not yet answered.
    #[must_use]
    pub fn waiting(&self) -> usize {
        self.pending.len() - self.answered
    }

    /// The root's value for the player to move there, in [-1, 1].
    #[must_use]
    pub fn root_value(&self) -> f32 {
        self.nodes[0].mean()
    }

    /// Whether the root has been expanded (its priors are known).
    #[must_use]
    pub fn root_expanded(&self) -> bool {
        matches!(self.nodes[0].state, State::Expanded { .. })
    }

    /// Whether every child of the expanded root is finished or proven: every simulation
    /// from here on would only add an exact value, and the choice is made.
    #[must_use]
    pub fn root_solved(&self) -> bool {
        self.root_expanded()
            && self
                .children(0)
                .all(|i| self.nodes[i].state.exact().is_some())
    }

    /// The keys of the game's positions before the root, oldest first (`reroot` appends the
    /// old root's).
    #[must_use]
    pub fn history(&self) -> &[u64] {
        &self.history
    }

    fn children(&self, node: u32) -> std::ops::Range<usize> {
        let n = &self.nodes[node as usize];
        n.first_child as usize..(n.first_child + u32::from(n.children)) as usize
    }

    /// Points on the board (for action ids).
    #[must_use]
    pub fn points(&self) -> usize {
        self.rules.board().points()
    }
}
