//! The root: Dirichlet noise on its priors, its children's statistics, the action it
//! chooses and the visit distribution that is the policy target.

use super::{ChildStats, Node, PuctTree, State};
use crate::game::Action;
use crate::mcts::SearchSettings;
use rand::Rng;
use rand_distr::{Dirichlet, Distribution};

impl PuctTree {
    /// Mixes Dirichlet noise into the root's priors (the root must be expanded). Only the
    /// root's children are touched.
    pub fn add_root_noise(&mut self, config: &SearchSettings, rng: &mut impl Rng) {
        let children = self.children(0);
        if config.dirichlet_fraction <= 0.0 || children.len() < 2 {
            return;
        }
        let dirichlet = Dirichlet::new(&vec![f64::from(config.dirichlet_alpha); children.len()])
            .expect("alpha > 0 and at least two children");
        let noise = dirichlet.sample(rng);
        let eps = config.dirichlet_fraction;
        for (i, n) in children.zip(noise) {
            let prior = &mut self.nodes[i].prior;
            *prior = (1.0 - eps) * *prior + eps * n as f32;
        }
    }

    /// Replaces the expanded root's priors by `priors` (over action ids, any non-negative
    /// weights, normalised over the root's children), keeping every visit and value: a kept
    /// root given a better estimate (the average over the board's symmetries).
    pub fn set_root_priors(&mut self, priors: &[f32]) {
        let points = self.points();
        let children: Vec<usize> = self.children(0).collect();
        let weight = |node: &super::Node| {
            priors[node.action.expect("children have actions").id(points)].max(0.0)
        };
        let total: f32 = children.iter().map(|&i| weight(&self.nodes[i])).sum();
        if total <= 0.0 {
            return;
        }
        for i in children {
            self.nodes[i].prior = weight(&self.nodes[i]) / total;
        }
    }

    /// The network's value of the root (for the player to move there), once expanded (0
    /// before).
    #[must_use]
    pub fn root_net_value(&self) -> f32 {
        match self.nodes[0].state {
            State::Expanded { net_value } => net_value,
            _ => 0.0,
        }
    }

    /// The root's children, in child order.
    #[must_use]
    pub fn root_statistics(&self) -> Vec<ChildStats> {
        self.children(0)
            .map(|i| &self.nodes[i])
            .map(|n| ChildStats {
                action: n.action.expect("children have actions"),
                visits: n.visits,
                prior: n.prior,
                value: n.mean(),
            })
            .collect()
    }

    /// The most visited root action (ties: the higher prior), except that a child proven
    /// won for the player to move comes first, and one proven lost last.
    #[must_use]
    pub fn best_action(&self) -> Action {
        let to_move = self.root_position.side_to_move();
        // 2: proven won for the player to move; 0: proven lost; 1: the rest.
        let rank = |node: &Node| match node.state.exact() {
            Some((side, value)) => {
                let value = if side == to_move { value } else { -value };
                1 + i8::from(value >= 1.0) - i8::from(value <= -1.0)
            }
            None => 1,
        };
        self.children(0)
            .map(|i| &self.nodes[i])
            .max_by(|a, b| {
                rank(a)
                    .cmp(&rank(b))
                    .then(a.visits.cmp(&b.visits))
                    .then(a.prior.total_cmp(&b.prior))
            })
            .expect("the root is expanded")
            .action
            .expect("children have actions")
    }

    /// Writes the root's visit distribution over action ids into `out` (zero elsewhere).
    pub fn visit_distribution(&self, out: &mut [f32]) {
        out.fill(0.0);
        let points = self.rules.board().points();
        let children = self.root_statistics();
        let total: u32 = children.iter().map(|c| c.visits).sum();
        for child in &children {
            out[child.action.id(points)] = child.visits as f32 / total.max(1) as f32;
        }
    }
}
