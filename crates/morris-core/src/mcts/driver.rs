//! The search driver: the one state machine that turns a root into a decision. Self-play, the
//! neural player, the arena's lockstep match runner (and through it the trainer's evaluation),
//! `engine` and `play` all search through it.
//!
//! A [`Search`] owns a game's tree. [`Search::begin`] starts a decision on it with a budget
//! (a full or a fast search, for playout-cap randomization), noise on or off, and a seed for
//! its random choices; the root may already be expanded (tree reuse). Simulations run until
//! one needs the network ([`Search::next_leaf`]); the caller answers it ([`Search::answer`]),
//! and the first answer prepares the root: Dirichlet noise, or the Gumbel schedule. Once
//! [`Search::done`], [`Search::choose`] picks the action (Gumbel's choice, a sample by visits
//! at a temperature, or the most visited) and [`Search::policy_target`] gives the training
//! target. [`Search::advance`] plays the move on the tree, keeping the played subtree or not.
//!
//! Two fronts share it: [`batched_round`] (many searches, one network call per round; self-play
//! and the match runner call it in their own loops) and [`run_batched`], which runs searches
//! to their end (a single search is a slice of one).

use super::forced;
use super::gumbel::{GumbelRoot, improved_policy};
use super::puct::{LeafRequest, PuctTree, Selected};
use super::settings::SearchSettings;
use crate::game::{Action, Game};
use crate::tablebase::Probe;
use rand::SeedableRng;
use rand::distributions::{Distribution, WeightedIndex};
use rand_chacha::ChaCha8Rng;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Something that answers a batch of leaves in one call: for each, priors over all action ids
/// (`[n * A]`, any non-negative weights) and the value for its player to move (`[n]`).
/// `Send`, so that players holding one can move to a worker thread.
pub trait LeafEvaluator: Send {
    fn evaluate(&mut self, leaves: &[LeafRequest<'_>]) -> (&[f32], &[f32]);

    /// Whether the evaluator has failed (an outside callable raised): its answers since are
    /// placeholders, and `run_batched` stops.
    fn failed(&self) -> bool {
        false
    }
}

/// The search of one game, from decision to decision.
pub struct Search {
    tree: PuctTree,
    settings: SearchSettings,
    /// This decision's budget (root visits under PUCT, Sequential Halving's under Gumbel).
    simulations: u32,
    noise: bool,
    /// Whether the expanded root got its noise or its Gumbel schedule.
    prepared: bool,
    gumbel: Option<GumbelRoot>,
    rng: ChaCha8Rng,
    /// Leaves answered in this decision.
    evaluations: u64,
    /// The root's visits when the decision began (kept by tree reuse).
    kept_visits: u32,
    /// The most leaves a round takes from this tree at once (`set_leaves_per_round`).
    leaves_per_round: usize,
}

impl Search {
    /// A search over `tree`. Call `begin` before each decision.
    #[must_use]
    pub fn new(mut tree: PuctTree, settings: &SearchSettings) -> Search {
        tree.set_policy_temperature(settings.policy_temperature);
        Search {
            tree,
            settings: *settings,
            simulations: settings.simulations.max(1),
            noise: false,
            prepared: false,
            gumbel: None,
            rng: ChaCha8Rng::seed_from_u64(0),
            evaluations: 0,
            kept_visits: 0,
            leaves_per_round: 1,
        }
    }

    /// Lets a round take up to `leaves` leaves from this one tree (1, the default: one at a
    /// time), spread by virtual loss, so that a single game's search evaluates its network at
    /// a batch of up to `leaves` (`neural:...,batch=N`). A PUCT root only: under Gumbel, and
    /// until the root is expanded, a round takes one.
    pub fn set_leaves_per_round(&mut self, leaves: usize) {
        self.leaves_per_round = leaves.max(1);
    }

    /// A search at `game`'s position, with its history for the repetition rule.
    #[must_use]
    pub fn at(game: &Game, settings: &SearchSettings) -> Search {
        let tree = PuctTree::new(game.rules().clone(), *game.position(), game.history_keys());
        Search::new(tree, settings)
    }

    /// Starts the decision at the root: `simulations` (at least 1), Dirichlet noise at a PUCT
    /// root when `noise` is set, and `seed` for every random choice of this decision (noise,
    /// Gumbel variables, sampling). A root kept from the last move is prepared at once.
    pub fn begin(&mut self, simulations: u32, noise: bool, seed: u64) {
        self.simulations = simulations.max(1);
        self.noise = noise;
        self.prepared = false;
        self.gumbel = None;
        self.rng = ChaCha8Rng::seed_from_u64(seed);
        self.evaluations = 0;
        self.kept_visits = self.tree.root_visits();
        self.prepare();
    }

    /// The most nodes the tree's arenas will hold (`PuctTree::set_node_limit`).
    pub fn set_node_limit(&mut self, nodes: usize) {
        self.tree.set_node_limit(nodes);
    }

    /// Endgame tables probed at every new leaf below the root (`PuctTree::set_oracle`).
    pub fn set_oracle(&mut self, oracle: Option<Arc<dyn Probe>>) {
        self.tree.set_oracle(oracle);
    }

    /// Simulations run since `begin` (the root's visits less those it began with).
    #[must_use]
    pub fn simulations_run(&self) -> u32 {
        self.tree.root_visits() - self.kept_visits
    }

    /// Leaves the network answered since `begin`.
    #[must_use]
    pub fn evaluations(&self) -> u64 {
        self.evaluations
    }

    /// The tree.
    #[must_use]
    pub fn tree(&self) -> &PuctTree {
        &self.tree
    }

    /// Whether the decision's budget is spent (and no leaf waits).
    #[must_use]
    pub fn done(&self) -> bool {
        self.tree.waiting() == 0 && self.budget_taken()
    }

    /// Whether the budget is spent once the leaves waiting are answered. A PUCT root whose
    /// children are all finished or proven (`PuctTree::root_solved`) has nothing left to
    /// search: its decision ends there, however many simulations it was given (a decision
    /// on the clock would otherwise run cheap visits to exact values until the time is up).
    fn budget_taken(&self) -> bool {
        match &self.gumbel {
            Some(gumbel) => gumbel.done(),
            // A prepared root without a Gumbel schedule is a PUCT root.
            None => {
                self.prepared
                    && (self.tree.root_visits() + self.tree.root_in_flight() >= self.simulations
                        || self.tree.root_solved())
            }
        }
    }

    /// Runs simulations until one needs the network (true: the tree's `awaiting_leaf`) or the
    /// budget is spent (false).
    pub fn next_leaf(&mut self) -> bool {
        self.next_leaves(1) > 0
    }

    /// Runs simulations until `most` leaves wait for the network, a descent reaches one that
    /// already waits, or the budget is spent; returns the leaves waiting (the tree's
    /// `awaiting_leaves`). Under Gumbel, and before the root is expanded, `most` is 1.
    pub fn next_leaves(&mut self, most: usize) -> usize {
        let most = if self.gumbel.is_some() || !self.prepared {
            1
        } else {
            most.max(1)
        };
        while self.tree.waiting() < most && !self.budget_taken() {
            let forced = match self.gumbel.as_mut() {
                Some(gumbel) => gumbel.next(&self.tree),
                None => self.forced_playout(),
            };
            if self.tree.select(&self.settings, forced) == Selected::Collision {
                break;
            }
        }
        self.tree.waiting()
    }

    /// The root child a forced playout takes (`mcts::forced`): only at a prepared PUCT root with
    /// noise and `forced_playouts` on.
    fn forced_playout(&self) -> Option<usize> {
        if !(self.noise && self.prepared && self.settings.forced_playouts > 0.0) {
            return None;
        }
        forced::forced_child(self.settings.forced_playouts, &self.tree.root_statistics())
    }

    /// Whether this decision's policy target is pruned (forced playouts were on).
    fn pruned(&self) -> bool {
        self.gumbel.is_none() && self.noise && self.settings.forced_playouts > 0.0
    }

    /// Replaces the expanded root's priors (`PuctTree::set_root_priors`), before the
    /// decision's simulations run on it.
    pub fn set_root_priors(&mut self, priors: &[f32]) {
        self.tree.set_root_priors(priors);
    }

    /// Answers the oldest waiting leaf (priors by action id, value for its player to move).
    pub fn answer(&mut self, priors: &[f32], value: f32) {
        self.tree.expand_and_backup(priors, value);
        self.evaluations += 1;
        self.prepare();
    }

    /// Once the root is expanded: its noise, or the Gumbel schedule.
    fn prepare(&mut self) {
        if self.prepared || !self.tree.root_expanded() {
            return;
        }
        if self.settings.gumbel() {
            self.gumbel = Some(GumbelRoot::new(
                &self.tree,
                self.settings,
                self.simulations,
                &mut self.rng,
            ));
        } else if self.noise {
            self.tree.add_root_noise(&self.settings, &mut self.rng);
        }
        self.prepared = true;
    }

    /// The action to play: Gumbel's choice under Gumbel search; otherwise, with `temperature`
    /// above 0, an action drawn with probability proportional to visits^(1/temperature);
    /// otherwise the most visited.
    pub fn choose(&mut self, temperature: f32) -> Action {
        if let Some(gumbel) = &self.gumbel {
            return gumbel.choose(&self.tree);
        }
        if temperature > 0.0 {
            let children = self.tree.root_statistics();
            let exponent = 1.0 / f64::from(temperature);
            let weights = children.iter().map(|c| f64::from(c.visits).powf(exponent));
            // An error when no child has been visited.
            if let Ok(index) = WeightedIndex::new(weights) {
                return children[index.sample(&mut self.rng)].action;
            }
        }
        self.tree.best_action()
    }

    /// Writes the search's policy over action ids into `out` (zero on illegal ids): Gumbel's
    /// completed-Q improved policy under Gumbel search, else the root's visit distribution
    /// (pruned of forced playouts where they were on, `mcts::forced`).
    pub fn policy_target(&self, out: &mut [f32]) {
        if self.gumbel.is_some() {
            improved_policy(&self.tree, &self.settings, out);
        } else if self.pruned() {
            out.fill(0.0);
            let children = self.tree.root_statistics();
            let visits = forced::pruned_visits(&self.settings, &children, self.tree.root_visits());
            let total: u32 = visits.iter().sum();
            let points = self.tree.points();
            for (child, n) in children.iter().zip(visits) {
                out[child.action.id(points)] = n as f32 / total.max(1) as f32;
            }
        } else {
            self.tree.visit_distribution(out);
        }
    }

    /// Plays `action` (legal at the root) on the tree for the next decision, keeping the
    /// played child's subtree when `keep_subtree` is set and the root search is PUCT (under
    /// Gumbel search Sequential Halving shares out a budget of its own, so every move starts
    /// afresh). Returns whether statistics were kept.
    pub fn advance(&mut self, action: Action, keep_subtree: bool) -> bool {
        self.prepared = false;
        self.gumbel = None;
        self.tree
            .advance(action, keep_subtree && !self.settings.gumbel())
    }
}

/// What one round of `batched_round` did.
#[derive(Clone, Copy, Debug, Default)]
pub struct Round {
    /// Leaves evaluated (the batch's size; 0 when no search needed the network).
    pub evaluated: usize,
    /// Time in the evaluator.
    pub network: Duration,
}

/// Each search runs until its leaves of this round need the network (one, or up to
/// `set_leaves_per_round`'s) or its budget is spent. Returns the searches with leaves
/// waiting and how many each has, in batch order.
pub(crate) fn gather_leaves(searches: &mut [&mut Search]) -> Vec<(usize, usize)> {
    (0..searches.len())
        .filter_map(|i| {
            let most = searches[i].leaves_per_round;
            let waiting = searches[i].next_leaves(most);
            (waiting > 0).then_some((i, waiting))
        })
        .collect()
}

/// The waiting leaves of `waiting` (from `gather_leaves`), in batch order.
pub(crate) fn waiting_leaves<'s>(
    searches: &'s [&mut Search],
    waiting: &[(usize, usize)],
) -> Vec<LeafRequest<'s>> {
    waiting
        .iter()
        .flat_map(|&(i, _)| searches[i].tree.awaiting_leaves())
        .collect()
}

/// Answers the leaves of `waiting` (from `gather_leaves`) with a batch's priors (`[n * A]`)
/// and values (`[n]`), in batch order.
pub(crate) fn answer_leaves(
    searches: &mut [&mut Search],
    waiting: &[(usize, usize)],
    priors: &[f32],
    values: &[f32],
) {
    let a = priors.len() / values.len().max(1);
    let mut k = 0;
    for &(i, count) in waiting {
        for _ in 0..count {
            searches[i].answer(&priors[k * a..(k + 1) * a], values[k]);
            k += 1;
        }
    }
}

/// One round over many searches: each runs until its leaves need the network or its budget
/// is spent, and the waiting leaves go to `evaluator` in one batch.
pub fn batched_round(searches: &mut [&mut Search], evaluator: &mut dyn LeafEvaluator) -> Round {
    let waiting = gather_leaves(searches);
    if waiting.is_empty() {
        return Round::default();
    }
    let started = Instant::now();
    let leaves = waiting_leaves(searches, &waiting);
    let evaluated = leaves.len();
    let (priors, values) = evaluator.evaluate(&leaves);
    let network = started.elapsed();
    answer_leaves(searches, &waiting, priors, values);
    Round { evaluated, network }
}

/// Runs every search to its end (or until `deadline`), one batch per round.
pub fn run_batched(
    searches: &mut [&mut Search],
    evaluator: &mut dyn LeafEvaluator,
    deadline: Option<Instant>,
) {
    // A round with nothing to evaluate: every search is done.
    while batched_round(searches, evaluator).evaluated > 0
        && deadline.is_none_or(|d| Instant::now() < d)
        && !evaluator.failed()
    {}
}

/// For the search's tests.
#[cfg(test)]
pub(crate) mod testing {
    use super::{LeafEvaluator, Search};
    use crate::mcts::{LeafRequest, PuctTree};

    impl Search {
        /// The tree, for a test that goes on with it alone.
        pub(crate) fn into_tree(self) -> PuctTree {
            self.tree
        }
    }

    /// A leaf evaluator from a function that answers one leaf at a time (tests, exact solvers).
    pub(crate) struct EachLeaf<F> {
        answer: F,
        priors: Vec<f32>,
        values: Vec<f32>,
    }

    impl<F: FnMut(&LeafRequest<'_>) -> (Vec<f32>, f32)> EachLeaf<F> {
        pub(crate) fn new(answer: F) -> EachLeaf<F> {
            EachLeaf {
                answer,
                priors: Vec::new(),
                values: Vec::new(),
            }
        }
    }

    impl<F: FnMut(&LeafRequest<'_>) -> (Vec<f32>, f32) + Send> LeafEvaluator for EachLeaf<F> {
        fn evaluate(&mut self, leaves: &[LeafRequest<'_>]) -> (&[f32], &[f32]) {
            self.priors.clear();
            self.values.clear();
            for leaf in leaves {
                let (priors, value) = (self.answer)(leaf);
                self.priors.extend_from_slice(&priors);
                self.values.push(value);
            }
            (&self.priors, &self.values)
        }
    }
}
