//! One simulation: `select` descends by PUCT to a leaf (backing up a finished position at
//! once), and `expand_and_backup` answers the leaf with the network's priors and value.
//! Several leaves may wait at once (a batch from one tree): each counts as a lost visit
//! along its path until it is answered (virtual loss), and a descent that reaches a waiting
//! leaf stops there (`Selected::Collision`).

use super::{LeafRequest, Node, Pending, PuctTree, Selected, State};
use crate::game::{Action, ActionList, Color};
use crate::mcts::SearchSettings;

impl PuctTree {
    /// Descends from the root by PUCT, except that the first step from an expanded root takes
    /// the root's child number `root_child` when given (Gumbel search chooses the root action
    /// itself). `Selected::Leaf`: it stopped at a position for the network, which now waits
    /// (`awaiting_leaves`; answer with `expand_and_backup`, oldest first) with the path to it
    /// counted as a lost visit; `Finished`: it reached a finished position and backed it up;
    /// `Collision`: it reached a leaf that already waits, and changed nothing.
    pub fn select(&mut self, config: &SearchSettings, root_child: Option<usize>) -> Selected {
        self.keys.clear();
        self.keys.extend_from_slice(&self.history);
        self.path.clear();
        let mut pos = self.root_position;
        let mut node = 0u32;
        loop {
            self.path.push(node);
            match self.nodes[node as usize].state {
                State::Finished { to_move, value } | State::Proven { to_move, value } => {
                    self.backup(to_move, value);
                    return Selected::Finished;
                }
                State::New if self.nodes[node as usize].in_flight > 0 => {
                    return Selected::Collision;
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
                        self.prove_path();
                        return Selected::Finished;
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
                        self.prove_path();
                        return Selected::Finished;
                    }
                    self.wait_for_network(&pos);
                    return Selected::Leaf;
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

    /// Queues the leaf the last selection's path ends at (at `pos`) for the network, its
    /// path's visits in flight.
    fn wait_for_network(&mut self, pos: &crate::game::Position) {
        for &n in &self.path {
            self.nodes[n as usize].in_flight += 1;
        }
        let mut pending = self.spare_pending.pop().unwrap_or_else(|| Pending {
            path: Vec::new(),
            position: *pos,
            occurrences: 1,
            legal: ActionList::new(),
        });
        pending.path.clone_from(&self.path);
        pending.position = *pos;
        pending.occurrences = pos.occurrences(self.keys.iter().rev().copied());
        pending.legal.clone_from(&self.legal);
        self.pending.push(pending);
    }

    /// The child maximising Q + U, Q from the side of `to_move` (every child's actor), the
    /// simulations in flight counted as visits lost.
    fn pick_child(&self, node: u32, to_move: Color, config: &SearchSettings) -> u32 {
        let parent = &self.nodes[node as usize];
        let parent_value = if parent.actor == to_move {
            parent.mean()
        } else {
            -parent.mean()
        };
        let fpu = parent_value - config.fpu_reduction;
        let parent_visits = parent.visits + u32::from(parent.in_flight);
        let scale = config.c_puct * (parent_visits.max(1) as f32).sqrt();
        // Starting from the first child keeps a NaN score from picking no child at all.
        let mut best = (f32::NEG_INFINITY, parent.first_child);
        for i in self.children(node) {
            let (mean, visits) = self.nodes[i].pending_mean();
            // A finished or proven child's exact value, not the mean of the estimates its
            // visits brought before it was proven.
            let q = match self.nodes[i].state.exact() {
                Some((side, value)) if side == to_move => value,
                Some((_, value)) => -value,
                None if visits == 0 => fpu,
                None => mean,
            };
            let score = q + scale * self.nodes[i].prior / (1.0 + visits as f32);
            if score > best.0 {
                best = (score, i as u32);
            }
        }
        best.1
    }

    /// Answers the oldest waiting leaf: `priors` indexed by action id (any non-negative
    /// weights; they are renormalised over the legal actions, uniform if they sum to 0), and
    /// `value` for the player to move at the leaf. Its path's visit in flight becomes a visit
    /// with this value.
    ///
    /// # Panics
    /// When no leaf waits (a caller's bug).
    pub fn expand_and_backup(&mut self, priors: &[f32], value: f32) {
        let pending = self
            .pending
            .get(self.answered)
            .expect("expand_and_backup without a leaf from select");
        let node = *pending.path.last().expect("a path ends at its leaf");
        let points = self.rules.board().points();
        let to_move = pending.position.side_to_move();
        let legal = &pending.legal;
        let exponent = self.prior_exponent;
        // pow(p, 1) is p exactly: a temperature of 1 leaves the priors as they were.
        let weight = |action: &Action| priors[action.id(points)].max(0.0).powf(exponent);
        let total: f32 = legal.iter().map(weight).sum();
        let uniform = 1.0 / legal.len() as f32;
        let first = self.nodes.len() as u32;
        crate::mcts::arena::make_room(&mut self.nodes, legal.len(), self.node_limit);
        for action in legal {
            let prior = if total > 0.0 {
                weight(action) / total
            } else {
                uniform
            };
            self.nodes.push(Node::new(Some(*action), to_move, prior));
        }
        let children = legal.len() as u16;
        for &n in &pending.path {
            let node = &mut self.nodes[n as usize];
            node.in_flight -= 1;
            node.visits += 1;
            node.value_sum += if node.actor == to_move { value } else { -value };
        }
        let leaf = &mut self.nodes[node as usize];
        leaf.first_child = first;
        leaf.children = children;
        leaf.state = State::Expanded { net_value: value };
        self.answered += 1;
        if self.answered == self.pending.len() {
            self.answered = 0;
            self.spare_pending.append(&mut self.pending);
        }
    }

    /// After the last selection's leaf finished: proves the nodes above it that its value
    /// decides, from the leaf's parent up, stopping at the first that stays open. The root is
    /// never proven (a decision is taken from its children's statistics).
    fn prove_path(&mut self) {
        for k in (1..self.path.len().saturating_sub(1)).rev() {
            let n = self.path[k] as usize;
            let State::Expanded { .. } = self.nodes[n].state else {
                return;
            };
            let Some(value) = self.proven_value(n) else {
                return;
            };
            // The children's actor is the player to move here.
            let to_move = self.nodes[self.nodes[n].first_child as usize].actor;
            self.nodes[n].state = State::Proven { to_move, value };
        }
    }

    /// The value of expanded node `n` for the player to move there if its children prove
    /// it: 1 where one is won for that player, else the best of them where all are finished
    /// or proven.
    pub(super) fn proven_value(&self, n: usize) -> Option<f32> {
        let mut best = f32::NEG_INFINITY;
        let mut open = false;
        for i in self.children(n as u32) {
            let child = &self.nodes[i];
            match child.state.exact() {
                Some((side, value)) => {
                    let value = if side == child.actor { value } else { -value };
                    if value >= 1.0 {
                        return Some(1.0);
                    }
                    best = best.max(value);
                }
                None => open = true,
            }
        }
        (!open && best.is_finite()).then_some(best)
    }

    /// Adds `value` (for `to_move`) along the path of the last selection.
    fn backup(&mut self, to_move: Color, value: f32) {
        for &n in &self.path {
            let node = &mut self.nodes[n as usize];
            node.visits += 1;
            node.value_sum += if node.actor == to_move { value } else { -value };
        }
    }

    /// The leaves waiting for the network and not yet answered, oldest first.
    pub fn awaiting_leaves(&self) -> impl Iterator<Item = LeafRequest<'_>> {
        self.pending[self.answered..].iter().map(|p| LeafRequest {
            position: &p.position,
            occurrences: p.occurrences,
            legal: p.legal.as_slice(),
        })
    }

    /// The oldest leaf waiting for the network, if any.
    #[must_use]
    pub fn awaiting_leaf(&self) -> Option<LeafRequest<'_>> {
        self.awaiting_leaves().next()
    }
}
