//! One decision's search, driven from outside so that many of them share network batches:
//! `until_leaf` runs simulations until one needs the network, the caller gathers the waiting
//! leaves of many searches into one batch, and `answer` hands each its priors and value.
//! The root is searched by PUCT (with Dirichlet noise when asked) or by Gumbel root search.
//! `run_batched` does the whole loop for a set of searches with any batch evaluator.

use super::gumbel::{GumbelConfig, GumbelRoot};
use super::puct::{Leaf, PuctConfig, PuctTree};
use crate::game::{Action, Position};
use rand::Rng;

/// The search for one decision.
pub struct DecisionSearch {
    pub tree: PuctTree,
    simulations: u32,
    gumbel_config: Option<GumbelConfig>,
    gumbel: Option<GumbelRoot>,
    noise: bool,
    prepared: bool,
}

/// A position waiting for the network: (position, occurrences, legal actions).
pub type Waiting<'a> = (&'a Position, usize, &'a [Action]);

impl DecisionSearch {
    /// A search of `simulations` on `tree`; `gumbel` picks Gumbel root search, otherwise
    /// PUCT with root noise when `noise` is set.
    #[must_use]
    pub fn new(
        tree: PuctTree,
        simulations: u32,
        gumbel: Option<GumbelConfig>,
        noise: bool,
    ) -> DecisionSearch {
        DecisionSearch {
            tree,
            simulations: simulations.max(1),
            gumbel_config: gumbel,
            gumbel: None,
            noise,
            prepared: false,
        }
    }

    /// Whether the search has spent its simulations.
    #[must_use]
    pub fn done(&self) -> bool {
        match &self.gumbel {
            Some(gumbel) => gumbel.done(),
            None => {
                self.gumbel_config.is_none()
                    && self.tree.root_expanded()
                    && self.tree.root_visits() >= self.simulations
            }
        }
    }

    /// Runs simulations until a leaf needs the network (true) or the search is done (false).
    pub fn until_leaf(&mut self, puct: &PuctConfig) -> bool {
        while !self.done() {
            let forced = match self.gumbel.as_mut() {
                Some(g) => g.next(&self.tree),
                None => None,
            };
            if let Leaf::Evaluate { .. } = self.tree.select_through(puct, forced) {
                return true;
            }
        }
        false
    }

    /// The leaf waiting for the network.
    #[must_use]
    pub fn waiting(&self) -> Option<Waiting<'_>> {
        self.tree.awaiting_leaf()
    }

    /// Answers the waiting leaf; the first answer (the root's) also prepares the root: its
    /// noise, or the Gumbel schedule.
    pub fn answer(&mut self, priors: &[f32], value: f32, puct: &PuctConfig, rng: &mut impl Rng) {
        self.tree.expand_and_backup(priors, value);
        if !self.prepared && self.tree.root_expanded() {
            match self.gumbel_config {
                Some(config) => {
                    self.gumbel = Some(GumbelRoot::new(&self.tree, config, self.simulations, rng));
                }
                None if self.noise => self.tree.add_root_noise(puct, rng),
                None => {}
            }
            self.prepared = true;
        }
    }

    /// The action to play: Gumbel's choice, or the most visited.
    #[must_use]
    pub fn choose(&self) -> Action {
        match &self.gumbel {
            Some(gumbel) => gumbel.choose(&self.tree),
            None => self.tree.best_action(),
        }
    }
}

/// Something that answers a batch of leaves: for each, priors over all action ids and the
/// value for its player to move.
pub trait BatchAnswer {
    /// Action ids per position.
    fn action_count(&self) -> usize;
    /// Evaluates the batch; returns (priors `[n * A]`, values `[n]`).
    fn answer_batch(&mut self, leaves: &[Waiting<'_>]) -> (Vec<f32>, Vec<f32>);
}

/// Runs every search to its end, one batch per round over the searches still waiting.
/// Returns the number of leaves evaluated.
pub fn run_batched(
    searches: &mut [&mut DecisionSearch],
    evaluator: &mut dyn BatchAnswer,
    puct: &PuctConfig,
    rng: &mut impl Rng,
) -> u64 {
    let a = evaluator.action_count();
    let mut evaluated = 0;
    let mut waiting = Vec::with_capacity(searches.len());
    loop {
        waiting.clear();
        for (i, search) in searches.iter_mut().enumerate() {
            if search.until_leaf(puct) {
                waiting.push(i);
            }
        }
        if waiting.is_empty() {
            return evaluated;
        }
        let leaves: Vec<Waiting<'_>> = waiting
            .iter()
            .map(|&i| searches[i].waiting().expect("a leaf waits"))
            .collect();
        let (priors, values) = evaluator.answer_batch(&leaves);
        evaluated += leaves.len() as u64;
        for (k, &i) in waiting.iter().enumerate() {
            searches[i].answer(&priors[k * a..(k + 1) * a], values[k], puct, rng);
        }
    }
}
