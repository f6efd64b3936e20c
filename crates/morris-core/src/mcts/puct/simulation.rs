//! One simulation: `select` descends by PUCT to a leaf (backing up a finished position at
//! once), and `expand_and_backup` answers the leaf with the network's priors and value.

use super::{LeafRequest, Node, PuctTree, State};
use crate::game::Color;
use crate::mcts::SearchSettings;

impl PuctTree {
    /// Descends from the root by PUCT, except that the first step from an expanded root takes
    /// the root's child number `root_child` when given (Gumbel search chooses the root action
    /// itself). Returns true when it stops at a position for the network (`awaiting_leaf`;
    /// pass its priors and value to `expand_and_backup`), false when it reached a finished
    /// position and backed it up. Must not be called while a leaf awaits evaluation.
    pub fn select(&mut self, config: &SearchSettings, root_child: Option<usize>) -> bool {
        assert!(
            self.awaiting.is_none(),
            "select called before the previous leaf was evaluated"
        );
        self.keys.clear();
        self.keys.extend_from_slice(&self.history);
        self.path.clear();
        let mut pos = self.root_position;
        let mut node = 0u32;
        loop {
            self.path.push(node);
            match self.nodes[node as usize].state {
                State::Finished { to_move, value } => {
                    self.backup(to_move, value);
                    return false;
                }
                State::New => {
                    pos.legal_actions(
                        &self.rules,
                        self.keys.iter().rev().copied(),
                        &mut self.legal,
                    );
                    if self.legal.is_empty() {
                        let outcome = pos
                            .outcome(&self.rules, self.keys.iter().rev().copied())
                            .expect("no legal action: the game is over");
                        let to_move = pos.side_to_move();
                        let value = outcome.score_for(to_move) as f32;
                        self.nodes[node as usize].state = State::Finished { to_move, value };
                        self.backup(to_move, value);
                        return false;
                    }
                    // A game the rules have not ended but the tables cover (below the root).
                    let exact = (node != 0)
                        .then(|| self.oracle.as_ref().and_then(|o| o.probe(&pos)))
                        .flatten();
                    if let Some(probed) = exact {
                        let to_move = pos.side_to_move();
                        let value = probed.rules.score();
                        self.nodes[node as usize].state = State::Finished { to_move, value };
                        self.backup(to_move, value);
                        return false;
                    }
                    self.awaiting = Some(node);
                    self.leaf_position = pos;
                    self.leaf_occurrences = pos.occurrences(self.keys.iter().rev().copied());
                    return true;
                }
                State::Expanded { .. } => {
                    let child = match root_child {
                        Some(k) if node == 0 => self.nodes[0].first_child + k as u32,
                        _ => self.pick_child(node, pos.side_to_move(), config),
                    };
                    self.keys.push(pos.key());
                    pos.play_unchecked(
                        &self.rules,
                        self.nodes[child as usize]
                            .action
                            .expect("children have actions"),
                    );
                    node = child;
                }
            }
        }
    }

    /// The child maximising Q + U, Q from the side of `to_move` (every child's actor).
    fn pick_child(&self, node: u32, to_move: Color, config: &SearchSettings) -> u32 {
        let parent = &self.nodes[node as usize];
        let parent_value = if parent.actor == to_move {
            parent.mean()
        } else {
            -parent.mean()
        };
        let fpu = parent_value - config.fpu_reduction;
        let scale = config.c_puct * (parent.visits.max(1) as f32).sqrt();
        // Starting from the first child keeps a NaN score from picking no child at all.
        let mut best = (f32::NEG_INFINITY, parent.first_child);
        for i in self.children(node) {
            let child = &self.nodes[i];
            let q = if child.visits == 0 { fpu } else { child.mean() };
            let score = q + scale * child.prior / (1.0 + child.visits as f32);
            if score > best.0 {
                best = (score, i as u32);
            }
        }
        best.1
    }

    /// Expands the leaf `select` returned: `priors` indexed by action id (any non-negative
    /// weights; they are renormalised over the legal actions, uniform if they sum to 0), and
    /// `value` for the player to move at the leaf.
    pub fn expand_and_backup(&mut self, priors: &[f32], value: f32) {
        let node = self
            .awaiting
            .take()
            .expect("expand_and_backup without a leaf from select");
        let points = self.rules.board().points();
        let to_move = self.leaf_position.side_to_move();
        let total: f32 = self
            .legal
            .iter()
            .map(|a| priors[a.id(points)].max(0.0))
            .sum();
        let uniform = 1.0 / self.legal.len() as f32;
        let first = self.nodes.len() as u32;
        for &action in &self.legal {
            let prior = if total > 0.0 {
                priors[action.id(points)].max(0.0) / total
            } else {
                uniform
            };
            self.nodes.push(Node::new(Some(action), to_move, prior));
        }
        let leaf = &mut self.nodes[node as usize];
        leaf.first_child = first;
        leaf.children = self.legal.len() as u32;
        leaf.state = State::Expanded { net_value: value };
        self.backup(to_move, value);
    }

    /// Adds `value` (for `to_move`) along the path of the last selection.
    fn backup(&mut self, to_move: Color, value: f32) {
        for &n in &self.path {
            let node = &mut self.nodes[n as usize];
            node.visits += 1;
            node.value_sum += if node.actor == to_move { value } else { -value };
        }
    }

    /// The leaf the last `select` left for evaluation, if it has not been answered yet.
    #[must_use]
    pub fn awaiting_leaf(&self) -> Option<LeafRequest<'_>> {
        self.awaiting.map(|_| LeafRequest {
            position: &self.leaf_position,
            occurrences: self.leaf_occurrences,
            legal: self.legal.as_slice(),
        })
    }
}
