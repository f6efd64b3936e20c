//! Batches in flight while the search goes on. [`batched_round`](super::batched_round) waits
//! for each batch's answer before it selects the next leaves, so the network and the search
//! take turns: their times add. A [`PipelinedEvaluator`] takes a batch (`submit`, which
//! returns at once) and answers it later (`collect`, oldest first), so a caller with several
//! groups of searches selects one group's leaves while the others' batches are evaluated
//! (`SelfPlay` in the main crate does, as `KataGo`'s many search threads and `mctx`'s batched
//! trees keep a device fed).
//!
//! [`StandIn`] is an evaluator for measuring the search's side alone on any machine: it
//! encodes each batch as the network's evaluator does, answers uniform priors over the legal
//! actions and a value of 0, and makes each batch ready a fixed delay after the device (a
//! queue of one) is free: a GPU's time per batch without a GPU. Only `morris bench selfplay
//! --stand-in` builds one.

use super::LeafEvaluator;
use super::driver::{Search, answer_leaves, gather_leaves, waiting_leaves};
use super::puct::LeafRequest;
use crate::env::Encoder;
use std::collections::VecDeque;
use std::time::{Duration, Instant};

/// A batch's answers: priors over all action ids (`[n * A]`) and values (`[n]`).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Answers {
    pub priors: Vec<f32>,
    pub values: Vec<f32>,
}

/// An evaluator that holds several batches at once: `submit` copies what it needs of the
/// leaves and returns; `collect` waits for the oldest batch not yet collected.
pub trait PipelinedEvaluator: Send {
    fn submit(&mut self, leaves: &[LeafRequest<'_>]);

    /// The answers of the oldest batch submitted and not yet collected.
    ///
    /// # Panics
    /// When no batch is pending (a caller's bug).
    fn collect(&mut self) -> Answers;
}

/// The first half of a round over `searches`: each runs until its leaves need the network or
/// its budget is spent, and the waiting leaves are submitted as one batch. Returns the
/// searches waiting and their leaves' counts, in batch order (empty: nothing was submitted).
pub fn submit_round(
    searches: &mut [&mut Search],
    evaluator: &mut dyn PipelinedEvaluator,
) -> Vec<(usize, usize)> {
    let waiting = gather_leaves(searches);
    if !waiting.is_empty() {
        evaluator.submit(&waiting_leaves(searches, &waiting));
    }
    waiting
}

/// The second half: the batch's answers to the searches `waiting` (from `submit_round`).
pub fn finish_round(searches: &mut [&mut Search], waiting: &[(usize, usize)], answers: &Answers) {
    if !waiting.is_empty() {
        answer_leaves(searches, waiting, &answers.priors, &answers.values);
    }
}

/// How long before a batch is ready the stand-in stops sleeping and spins.
const SPIN: Duration = Duration::from_micros(200);

/// The stand-in network (see the module's note).
pub struct StandIn {
    encoder: Encoder,
    /// The device's time for one batch.
    delay: Duration,
    /// When the device is free of the batches submitted so far.
    free_at: Instant,
    /// Batches submitted and not collected: when each is ready, and its answers.
    pending: VecDeque<(Instant, Answers)>,
    observations: Vec<f32>,
    masks: Vec<bool>,
    /// For the synchronous `LeafEvaluator`.
    last: Answers,
    /// Time spent waiting in `collect`, for the figures.
    waited: Duration,
}

impl StandIn {
    #[must_use]
    pub fn new(encoder: Encoder, delay: Duration) -> StandIn {
        StandIn {
            encoder,
            delay,
            free_at: Instant::now(),
            pending: VecDeque::new(),
            observations: Vec::new(),
            masks: Vec::new(),
            last: Answers::default(),
            waited: Duration::ZERO,
        }
    }

    /// Time spent waiting for batches so far.
    #[must_use]
    pub fn waited(&self) -> Duration {
        self.waited
    }
}

impl PipelinedEvaluator for StandIn {
    fn submit(&mut self, leaves: &[LeafRequest<'_>]) {
        // The real evaluator's CPU work: the planes and masks.
        self.encoder
            .encode_leaves(leaves, &mut self.observations, &mut self.masks);
        let ids = self.encoder.action_count();
        let priors = self
            .masks
            .iter()
            .map(|&legal| if legal { 1.0 } else { 0.0 })
            .collect();
        debug_assert_eq!(self.masks.len(), leaves.len() * ids);
        let ready = self.free_at.max(Instant::now()) + self.delay;
        self.free_at = ready;
        self.pending.push_back((
            ready,
            Answers {
                priors,
                values: vec![0.0; leaves.len()],
            },
        ));
    }

    fn collect(&mut self) -> Answers {
        let (ready, answers) = self.pending.pop_front().expect("a batch pending");
        let now = Instant::now();
        if ready > now {
            // Asleep until shortly before, then spinning: a sleep alone overshoots by tens of
            // microseconds, which would count against the search (a device's synchronisation
            // spins too).
            if let Some(rest) = (ready - now).checked_sub(SPIN) {
                std::thread::sleep(rest);
            }
            while Instant::now() < ready {
                std::hint::spin_loop();
            }
            self.waited += ready - now;
        }
        answers
    }
}

impl LeafEvaluator for StandIn {
    fn evaluate(&mut self, leaves: &[LeafRequest<'_>]) -> (&[f32], &[f32]) {
        self.submit(leaves);
        self.last = self.collect();
        (&self.last.priors, &self.last.values)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, Rules};
    use crate::mcts::{SearchSettings, batched_round};
    use std::sync::Arc;

    fn searches(n: usize) -> Vec<Search> {
        let rules = Arc::new(Rules::preset("standard").unwrap());
        let settings = SearchSettings {
            simulations: 40,
            ..SearchSettings::default()
        };
        (0..n)
            .map(|i| {
                let game = Game::from_tokens(rules.clone(), ["d1", "a1 d2", "d1 a1 d2 a4"][i % 3])
                    .unwrap();
                let mut search = Search::at(&game, &settings);
                search.begin(40, false, i as u64);
                search
            })
            .collect()
    }

    /// Two groups, each with a batch in flight while the other's is answered, reach the same
    /// trees as one batch per round, and the device's delay is paid once per batch, not
    /// twice over: the waits overlap the search.
    #[test]
    fn pipelined_rounds_search_as_lockstep_rounds_do() {
        let rules = Arc::new(Rules::preset("standard").unwrap());
        let encoder = Encoder::new(rules);
        let mut plain = searches(6);
        let mut stand_in = StandIn::new(encoder.clone(), Duration::ZERO);
        loop {
            let mut refs: Vec<&mut Search> = plain.iter_mut().collect();
            if batched_round(&mut refs, &mut stand_in).evaluated == 0 {
                break;
            }
        }
        let mut piped = searches(6);
        let mut stand_in = StandIn::new(encoder, Duration::from_millis(1));
        let (first, second) = piped.split_at_mut(3);
        let mut groups = [
            first.iter_mut().collect::<Vec<_>>(),
            second.iter_mut().collect::<Vec<_>>(),
        ];
        let mut waiting: [Vec<(usize, usize)>; 2] = [
            submit_round(&mut groups[0], &mut stand_in),
            submit_round(&mut groups[1], &mut stand_in),
        ];
        while waiting.iter().any(|w| !w.is_empty()) {
            for g in 0..2 {
                if !waiting[g].is_empty() {
                    let answers = stand_in.collect();
                    finish_round(&mut groups[g], &waiting[g], &answers);
                }
                waiting[g] = submit_round(&mut groups[g], &mut stand_in);
            }
        }
        for (a, b) in plain.iter().zip(&piped) {
            assert!(a.done() && b.done());
            assert_eq!(a.tree().root_statistics(), b.tree().root_statistics());
        }
    }
}
