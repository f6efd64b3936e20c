//! The root search of Gumbel `AlphaZero` (Danihelka et al., "Policy improvement by planning with
//! Gumbel", 2022), driving a `PuctTree` (PUCT below the root). At the root it samples a Gumbel
//! variable g(a) per legal action, considers the `considered` actions with the highest
//! g(a) + logit(a), and spends the simulation budget by Sequential Halving: each phase visits
//! every remaining action equally, then keeps the better half by g + logit + sigma(q).
//!
//! It keeps improving the policy with a handful of simulations, which is what a CPU can
//! afford. The training target is the completed-Q improved policy, softmax(logit +
//! sigma(completed q)), where an unvisited action's q is the value mix of the root's network
//! value and the visited actions' values.

use super::SearchSettings;
use super::puct::PuctTree;
use crate::game::Action;
use rand::Rng;

/// `sigma(q) = (c_visit + max visits) * c_scale * q`, with q scaled to [0, 1].
fn sigma(config: &SearchSettings, max_visits: u32, q: f32) -> f32 {
    (config.gumbel_c_visit + max_visits as f32) * config.gumbel_c_scale * (q + 1.0) / 2.0
}

/// The Sequential Halving schedule over an expanded root.
pub struct GumbelRoot {
    config: SearchSettings,
    budget: u32,
    used: u32,
    phases: u32,
    /// g(a) + logit(a) per root child, in child order.
    scores: Vec<f32>,
    /// Root children still considered.
    remaining: Vec<usize>,
    /// Children to visit in the rest of this phase.
    queue: Vec<usize>,
}

impl GumbelRoot {
    /// Starts a search of `budget` simulations on a tree whose root is expanded.
    pub fn new(
        tree: &PuctTree,
        config: SearchSettings,
        budget: u32,
        rng: &mut impl Rng,
    ) -> GumbelRoot {
        let stats = tree.root_statistics();
        let scores: Vec<f32> = stats
            .iter()
            .map(|s| {
                let u: f32 = rng.gen_range(f32::EPSILON..1.0);
                -(-u.ln()).ln() + s.prior.max(1e-20).ln()
            })
            .collect();
        let mut order: Vec<usize> = (0..scores.len()).collect();
        order.sort_by(|&a, &b| scores[b].total_cmp(&scores[a]));
        order.truncate(config.gumbel_considered.clamp(1, scores.len().max(1)));
        let phases = (order.len() as f32).log2().ceil().max(1.0) as u32;
        let mut root = GumbelRoot {
            config,
            budget,
            used: 0,
            phases,
            scores,
            remaining: order,
            queue: Vec::new(),
        };
        root.fill_queue();
        root
    }

    /// Visits per remaining action in a phase: the budget shared over the phases.
    fn fill_queue(&mut self) {
        let per = (self.budget / (self.phases * self.remaining.len() as u32)).max(1);
        self.queue = (0..per)
            .flat_map(|_| self.remaining.iter().rev().copied())
            .collect();
    }

    /// The value by which each root child is ranked: g + logit + sigma(q) (q only once
    /// visited), all children at once.
    fn ranks(&self, tree: &PuctTree) -> Vec<f32> {
        let stats = tree.root_statistics();
        let max_visits = stats.iter().map(|s| s.visits).max().unwrap_or(0);
        stats
            .iter()
            .zip(&self.scores)
            .map(|(child, &score)| match child.visits {
                0 => score,
                _ => score + sigma(&self.config, max_visits, child.value),
            })
            .collect()
    }

    /// The root child the next simulation must go through, or `None` once the budget is
    /// spent.
    pub fn next(&mut self, tree: &PuctTree) -> Option<usize> {
        if self.done() {
            return None;
        }
        if self.queue.is_empty() {
            if self.remaining.len() > 1 {
                let mut ranked = self.remaining.clone();
                let ranks = self.ranks(tree);
                ranked.sort_by(|&a, &b| ranks[b].total_cmp(&ranks[a]));
                ranked.truncate(self.remaining.len().div_ceil(2));
                self.remaining = ranked;
            }
            self.fill_queue();
        }
        self.used += 1;
        self.queue.pop()
    }

    /// Whether the budget is spent.
    #[must_use]
    pub fn done(&self) -> bool {
        self.used >= self.budget
    }

    /// The action to play: the best remaining by g + logit + sigma(q).
    #[must_use]
    pub fn choose(&self, tree: &PuctTree) -> Action {
        let ranks = self.ranks(tree);
        let best = self
            .remaining
            .iter()
            .copied()
            .max_by(|&a, &b| ranks[a].total_cmp(&ranks[b]))
            .expect("at least one action");
        tree.root_statistics()[best].action
    }
}

/// Writes the completed-Q improved policy of the root over action ids into `out` (zero on
/// illegal ids): softmax(logit + sigma(completed q)).
pub fn improved_policy(tree: &PuctTree, config: &SearchSettings, out: &mut [f32]) {
    out.fill(0.0);
    let stats = tree.root_statistics();
    let total_visits: u32 = stats.iter().map(|s| s.visits).sum();
    let max_visits = stats.iter().map(|s| s.visits).max().unwrap_or(0);
    let visited_prior: f32 = stats.iter().filter(|s| s.visits > 0).map(|s| s.prior).sum();
    let value_mix = if total_visits == 0 || visited_prior <= 0.0 {
        tree.root_net_value()
    } else {
        let weighted_q: f32 = stats
            .iter()
            .filter(|s| s.visits > 0)
            .map(|s| s.prior * s.value)
            .sum::<f32>()
            / visited_prior;
        (tree.root_net_value() + total_visits as f32 * weighted_q) / (1.0 + total_visits as f32)
    };
    let logits: Vec<f32> = stats
        .iter()
        .map(|s| {
            let q = if s.visits > 0 { s.value } else { value_mix };
            s.prior.max(1e-20).ln() + sigma(config, max_visits, q)
        })
        .collect();
    let top = logits.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    let exps: Vec<f32> = logits.iter().map(|l| (l - top).exp()).collect();
    let sum: f32 = exps.iter().sum();
    let points = tree.points();
    for (child, e) in stats.iter().zip(exps) {
        out[child.action.id(points)] = e / sum;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Color, Game, Position, Rules, action_count};
    use crate::mcts::driver::testing::EachLeaf;
    use crate::mcts::{RootSearch, Search, SearchSettings, run_batched};
    use std::sync::Arc;

    /// A Gumbel search of `budget` through the driver with uniform priors and zero values;
    /// returns the search (done) and its choice.
    fn gumbel_search(
        rules: &Arc<Rules>,
        pos: Position,
        budget: u32,
        seed: u64,
    ) -> (Search, Action) {
        let a = action_count(rules.board().points());
        let settings = SearchSettings {
            root: RootSearch::Gumbel,
            ..SearchSettings::default()
        };
        let mut search = Search::new(PuctTree::new(rules.clone(), pos, &[]), &settings);
        search.begin(budget, false, seed);
        let mut uniform = EachLeaf::new(|_: &crate::mcts::LeafRequest<'_>| (vec![1.0; a], 0.0));
        run_batched(&mut [&mut search], &mut uniform, None);
        assert!(search.done());
        let choice = search.choose(0.0);
        (search, choice)
    }

    #[test]
    fn finds_the_winning_mill_and_the_target_is_a_distribution_over_legal_ids() {
        let rules = Arc::new(Rules::preset("standard").unwrap());
        let set = |names: &[&str]| {
            names
                .iter()
                .fold(0u32, |s, n| s | 1 << rules.board().point(n).unwrap())
        };
        let pos = Position::from_parts(
            [
                set(&["a1", "a4", "d7", "b2", "f2"]),
                set(&["g1", "g7", "f4"]),
            ],
            [0, 0],
            Color::White,
            0,
            (40, 0),
            [None, None],
        );
        let game = Game::from_position(rules.clone(), pos);
        for seed in 0..4 {
            let (search, choice) = gumbel_search(&rules, pos, 200, seed);
            assert_eq!(game.token(choice), "d7-a7", "seed {seed}");
            let mut target = vec![0.0; action_count(24)];
            improved_policy(search.tree(), &SearchSettings::default(), &mut target);
            let mut through_driver = vec![0.0; action_count(24)];
            search.policy_target(&mut through_driver);
            assert_eq!(target, through_driver);
            assert!((target.iter().sum::<f32>() - 1.0).abs() < 1e-5);
            let legal: Vec<usize> = game.legal_actions().iter().map(|a| a.id(24)).collect();
            assert!(
                target
                    .iter()
                    .enumerate()
                    .all(|(id, &p)| p == 0.0 || legal.contains(&id))
            );
            let best = target
                .iter()
                .enumerate()
                .max_by(|a, b| a.1.total_cmp(b.1))
                .unwrap()
                .0;
            assert_eq!(best, choice.id(24), "the target favours the winning move");
        }
    }

    #[test]
    fn sequential_halving_spends_exactly_the_budget() {
        let rules = Arc::new(Rules::preset("standard").unwrap());
        for budget in [8u32, 16, 32] {
            let (search, _) = gumbel_search(&rules, Position::start(&rules), budget, 1);
            // The root's own expansion, then the budget.
            assert_eq!(search.tree().root_visits(), budget + 1);
            let visited = search
                .tree()
                .root_statistics()
                .iter()
                .filter(|c| c.visits > 0)
                .count();
            assert!(
                visited > 1 && visited <= 16,
                "{visited} root actions visited"
            );
        }
    }
}
