//! The network's answers kept by position, so that a position the tree reaches again by
//! another order of moves (placement's men go down in any order) is not evaluated again: a
//! tree is a tree, not a graph, and each path to a position has a leaf of its own. Lc0 and
//! `KataGo` keep such a cache; written here because it is a map in front of a
//! `LeafEvaluator`, which no library offers.
//!
//! The key is the whole position (men, men in hand, side to move, pending captures, bans,
//! the ply and no-capture counters) and its occurrences, everything the network's
//! observation is made from, so a hit answers what the network would. Only the legal ids'
//! priors are kept.

use super::{LeafEvaluator, LeafRequest};
use crate::game::Position;
use std::collections::HashMap;

/// What one entry takes, about: the key, the map's slot and the priors' allocation (for a
/// player's memory cap).
pub const ENTRY_BYTES: usize = 256;

/// A position and its occurrences (capped at 255).
type Key = (Position, u8);

/// The legal ids' priors, in the leaf's order of its legal actions, and the value.
type Answer = (Box<[f32]>, f32);

/// Answers by position, up to `most` of them.
pub struct EvalCache {
    entries: HashMap<Key, Answer>,
    most: usize,
    /// The board's points, and the action ids a row of priors spans.
    points: usize,
    actions: usize,
    /// Leaves answered from the cache, and by the network, since `take_counts`.
    hits: u64,
    misses: u64,
    // The round's answers, `[n, actions]` priors and `[n]` values, and its misses.
    priors: Vec<f32>,
    values: Vec<f32>,
    missed: Vec<usize>,
}

impl EvalCache {
    /// An empty cache for a board of `points` points, holding at most `most` answers (past
    /// them, new answers are not kept).
    #[must_use]
    pub fn new(points: usize, most: usize) -> EvalCache {
        EvalCache {
            entries: HashMap::new(),
            most,
            points,
            actions: crate::game::action_count(points),
            hits: 0,
            misses: 0,
            priors: Vec::new(),
            values: Vec::new(),
            missed: Vec::new(),
        }
    }

    /// Forgets every answer and frees their memory.
    pub fn release(&mut self) {
        self.entries = HashMap::new();
    }

    /// Answers kept.
    #[must_use]
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether no answer is kept.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// About the memory the answers take, in bytes.
    #[must_use]
    pub fn bytes(&self) -> usize {
        self.entries.len() * ENTRY_BYTES
    }

    /// The leaves answered from the cache and by the network since the last call.
    pub fn take_counts(&mut self) -> (u64, u64) {
        let counts = (self.hits, self.misses);
        (self.hits, self.misses) = (0, 0);
        counts
    }

    /// `network` in front of this cache: a `LeafEvaluator` that asks it only for the leaves
    /// the cache does not answer.
    pub fn in_front_of<'a>(&'a mut self, network: &'a mut dyn LeafEvaluator) -> Cached<'a> {
        Cached {
            cache: self,
            network,
        }
    }
}

fn key(leaf: &LeafRequest<'_>) -> Key {
    (
        *leaf.position,
        u8::try_from(leaf.occurrences).unwrap_or(u8::MAX),
    )
}

/// A network with a cache in front (`EvalCache::in_front_of`).
pub struct Cached<'a> {
    cache: &'a mut EvalCache,
    network: &'a mut dyn LeafEvaluator,
}

impl LeafEvaluator for Cached<'_> {
    fn evaluate(&mut self, leaves: &[LeafRequest<'_>]) -> (&[f32], &[f32]) {
        let cache = &mut *self.cache;
        let (a, points) = (cache.actions, cache.points);
        cache.priors.clear();
        cache.priors.resize(leaves.len() * a, 0.0);
        cache.values.clear();
        cache.values.resize(leaves.len(), 0.0);
        cache.missed.clear();
        for (i, leaf) in leaves.iter().enumerate() {
            match cache.entries.get(&key(leaf)) {
                Some((priors, value)) => {
                    let row = &mut cache.priors[i * a..(i + 1) * a];
                    for (action, &p) in leaf.legal.iter().zip(priors.iter()) {
                        row[action.id(points)] = p;
                    }
                    cache.values[i] = *value;
                }
                None => cache.missed.push(i),
            }
        }
        cache.hits += (leaves.len() - cache.missed.len()) as u64;
        cache.misses += cache.missed.len() as u64;
        if !cache.missed.is_empty() {
            // Where nothing was answered (most rounds take one leaf) the leaves go as they are.
            let asked: Vec<LeafRequest<'_>>;
            let asked = if cache.missed.len() == leaves.len() {
                leaves
            } else {
                asked = cache.missed.iter().map(|&i| leaves[i]).collect();
                &asked
            };
            let (priors, values) = self.network.evaluate(asked);
            for (k, &i) in cache.missed.iter().enumerate() {
                cache.priors[i * a..(i + 1) * a].copy_from_slice(&priors[k * a..(k + 1) * a]);
                cache.values[i] = values[k];
            }
            // A failed network's answers are placeholders: not kept.
            if !self.network.failed() {
                for &i in &cache.missed {
                    if cache.entries.len() >= cache.most {
                        break;
                    }
                    let row = &cache.priors[i * a..(i + 1) * a];
                    let legal: Box<[f32]> =
                        leaves[i].legal.iter().map(|x| row[x.id(points)]).collect();
                    cache
                        .entries
                        .insert(key(&leaves[i]), (legal, cache.values[i]));
                }
            }
        }
        (&cache.priors, &cache.values)
    }

    fn failed(&self) -> bool {
        self.network.failed()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, Rules};
    use std::sync::Arc;

    /// Answers every leaf from its key, and counts the leaves it is asked; `fail` makes it
    /// report failure.
    struct Counting {
        asked: usize,
        fail: bool,
        priors: Vec<f32>,
        values: Vec<f32>,
    }

    impl Counting {
        fn new() -> Counting {
            Counting {
                asked: 0,
                fail: false,
                priors: Vec::new(),
                values: Vec::new(),
            }
        }
    }

    impl LeafEvaluator for Counting {
        fn evaluate(&mut self, leaves: &[LeafRequest<'_>]) -> (&[f32], &[f32]) {
            let a = crate::game::action_count(24);
            self.asked += leaves.len();
            self.priors.clear();
            self.values.clear();
            for leaf in leaves {
                let key = leaf.position.key() ^ leaf.occurrences as u64;
                self.priors
                    .extend((0..a).map(|id| ((key >> (id % 60)) & 15) as f32 / 16.0));
                self.values.push((key % 200) as f32 / 100.0 - 1.0);
            }
            (&self.priors, &self.values)
        }

        fn failed(&self) -> bool {
            self.fail
        }
    }

    /// Four placements in two orders (the same men, so the same position), then two other
    /// positions.
    fn positions() -> Vec<Game> {
        let rules = Arc::new(Rules::preset("standard").unwrap());
        let play = |moves: &str| Game::from_tokens(rules.clone(), moves).unwrap();
        vec![
            play("a1 d7 g1 b6"),
            play("g1 b6 a1 d7"),
            play("g1 d7 a7 b6"),
            play("a4 d7 g1 b6"),
        ]
    }

    /// A position met again by another order of moves is answered from the cache with the
    /// legal ids' priors and the value the network gave, and the network is not asked again;
    /// another position is; the occurrences are part of the key.
    #[test]
    fn a_transposition_is_answered_as_the_network_answered_it() {
        let games = positions();
        assert_eq!(games[0].position(), games[1].position());
        let legal: Vec<_> = games.iter().map(Game::legal_actions).collect();
        let request = |i: usize, occurrences| LeafRequest {
            position: games[i].position(),
            occurrences,
            legal: legal[i].as_slice(),
        };
        let mut network = Counting::new();
        let mut direct = Counting::new();
        let mut cache = EvalCache::new(24, 100);
        let a = crate::game::action_count(24);
        for (leaves, asked) in [
            (vec![request(0, 1)], 1),
            (vec![request(1, 1), request(2, 1)], 1),
            (vec![request(3, 1), request(0, 2)], 2),
            (vec![request(1, 1), request(0, 2), request(3, 1)], 0),
        ] {
            let before = network.asked;
            let mut cached = cache.in_front_of(&mut network);
            let (priors, values) = cached.evaluate(&leaves);
            let (priors, values) = (priors.to_vec(), values.to_vec());
            assert_eq!(network.asked - before, asked);
            let (want_priors, want_values) = direct.evaluate(&leaves);
            let bits = |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
            assert_eq!(bits(&values), bits(want_values));
            for (i, leaf) in leaves.iter().enumerate() {
                for action in leaf.legal {
                    let id = action.id(24) + i * a;
                    assert_eq!(priors[id].to_bits(), want_priors[id].to_bits());
                }
            }
        }
        assert_eq!(cache.len(), 4);
        assert_eq!(cache.take_counts(), (4, 4));
        assert_eq!(cache.take_counts(), (0, 0));
    }

    /// A full cache answers what it holds and keeps nothing new; a failed network's
    /// placeholders are never kept.
    #[test]
    fn a_full_cache_or_a_failed_network_keeps_nothing_new() {
        let games = positions();
        let legal: Vec<_> = games.iter().map(Game::legal_actions).collect();
        let request = |i: usize| LeafRequest {
            position: games[i].position(),
            occurrences: 1,
            legal: legal[i].as_slice(),
        };
        let mut network = Counting::new();
        let mut cache = EvalCache::new(24, 1);
        cache
            .in_front_of(&mut network)
            .evaluate(&[request(0), request(2)]);
        assert_eq!(cache.len(), 1);
        cache
            .in_front_of(&mut network)
            .evaluate(&[request(1), request(2)]);
        assert_eq!(network.asked, 3, "the second position was not kept");
        let mut failing = Counting {
            fail: true,
            ..network
        };
        let mut empty = EvalCache::new(24, 100);
        empty.in_front_of(&mut failing).evaluate(&[request(3)]);
        assert!(empty.is_empty());
    }
}
