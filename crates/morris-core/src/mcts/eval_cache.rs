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
use crate::game::{Action, Position};
use std::collections::HashMap;

/// A position and its occurrences (capped at 255).
type Key = (Position, u8);

/// Where an answer's priors start in `EvalCache::priors` (as many as the leaf's legal
/// actions, in their order: the same position has the same list), and its value.
type Answer = (u32, f32);

/// The bytes a table slot takes: the key, the answer and the map's control byte.
const SLOT_BYTES: usize = std::mem::size_of::<(Key, Answer)>() + 1;

/// Answers by position, within a memory budget.
pub struct EvalCache {
    entries: HashMap<Key, Answer>,
    /// Every answer's priors, one after another: one allocation, not one an answer, so
    /// that freeing the cache after a decision is two calls however many it holds.
    priors: Vec<f32>,
    /// The most bytes `bytes` may reach (past them, new answers are not kept).
    budget: usize,
    /// The board's points, and the action ids a row of priors spans.
    points: usize,
    actions: usize,
    /// Leaves answered from the cache, and by the network, since `take_counts`.
    hits: u64,
    misses: u64,
    /// Whether the last round asked the network (some leaf missed).
    asked: bool,
    // The round's answers, `[n, actions]` priors and `[n]` values, and its misses.
    round_priors: Vec<f32>,
    values: Vec<f32>,
    missed: Vec<usize>,
}

/// The buckets of std's map (hashbrown: a power of two, filled to 7/8, to 3 of 4 and 7 of 8
/// when small) for its `capacity()`, to count its memory: no allocator says what a map holds.
fn buckets(capacity: usize) -> usize {
    match capacity {
        0 => 0,
        1..=7 => capacity + 1,
        _ => capacity / 7 * 8,
    }
}

impl EvalCache {
    /// An empty cache for a board of `points` points whose answers may take up to `budget`
    /// bytes (`bytes`): past them, new answers are not kept.
    #[must_use]
    pub fn new(points: usize, budget: usize) -> EvalCache {
        EvalCache {
            entries: HashMap::new(),
            priors: Vec::new(),
            budget,
            points,
            actions: crate::game::action_count(points),
            hits: 0,
            misses: 0,
            asked: false,
            round_priors: Vec::new(),
            values: Vec::new(),
            missed: Vec::new(),
        }
    }

    /// Forgets every answer and frees their memory.
    pub fn release(&mut self) {
        self.entries = HashMap::new();
        self.priors = Vec::new();
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

    /// The memory the answers take, in bytes: the table's slots and the priors' list, as
    /// allocated (at most the budget).
    #[must_use]
    pub fn bytes(&self) -> usize {
        buckets(self.entries.capacity()) * SLOT_BYTES + self.priors.capacity() * 4
    }

    /// Whether the last `evaluate` through the cache asked the network (the cost of a round
    /// whose leaves the cache all answered says nothing of the next one's).
    #[must_use]
    pub fn asked_the_network(&self) -> bool {
        self.asked
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

    /// Keeps the answer in row `row` of the round's priors (the `legal` ids') and `value`
    /// under `key`, where the budget allows it with the table and the list grown as they
    /// would grow; returns whether it was kept.
    fn keep(&mut self, key: Key, legal: &[Action], row: usize, value: f32) -> bool {
        let (n, len) = (legal.len(), self.priors.len());
        let Ok(start) = u32::try_from(len) else {
            return false;
        };
        let capacity = self.entries.capacity();
        let table = if self.entries.len() < capacity {
            buckets(capacity)
        } else {
            (2 * buckets(capacity)).max(4)
        };
        let list = if len + n <= self.priors.capacity() {
            self.priors.capacity()
        } else {
            (2 * self.priors.capacity()).max(len + n)
        };
        if table * SLOT_BYTES + list * 4 > self.budget {
            return false;
        }
        self.priors.reserve_exact(list - len);
        let (a, points) = (self.actions, self.points);
        let row = &self.round_priors[row * a..(row + 1) * a];
        self.priors.extend(legal.iter().map(|x| row[x.id(points)]));
        self.entries.insert(key, (start, value));
        true
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
        cache.round_priors.clear();
        cache.round_priors.resize(leaves.len() * a, 0.0);
        cache.values.clear();
        cache.values.resize(leaves.len(), 0.0);
        cache.missed.clear();
        for (i, leaf) in leaves.iter().enumerate() {
            match cache.entries.get(&key(leaf)) {
                Some(&(start, value)) => {
                    let start = start as usize;
                    let kept = &cache.priors[start..start + leaf.legal.len()];
                    let row = &mut cache.round_priors[i * a..(i + 1) * a];
                    for (action, &p) in leaf.legal.iter().zip(kept) {
                        row[action.id(points)] = p;
                    }
                    cache.values[i] = value;
                }
                None => cache.missed.push(i),
            }
        }
        cache.hits += (leaves.len() - cache.missed.len()) as u64;
        cache.misses += cache.missed.len() as u64;
        cache.asked = !cache.missed.is_empty();
        if cache.asked {
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
                cache.round_priors[i * a..(i + 1) * a].copy_from_slice(&priors[k * a..(k + 1) * a]);
                cache.values[i] = values[k];
            }
            // A failed network's answers are placeholders: not kept.
            if !self.network.failed() {
                let missed = std::mem::take(&mut cache.missed);
                for &i in &missed {
                    let value = cache.values[i];
                    if !cache.keep(key(&leaves[i]), leaves[i].legal, i, value) {
                        break;
                    }
                }
                cache.missed = missed;
            }
        }
        (&cache.round_priors, &cache.values)
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
        let mut cache = EvalCache::new(24, 1 << 20);
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
        // A budget of what one answer takes.
        let mut one = EvalCache::new(24, usize::MAX);
        one.in_front_of(&mut Counting::new())
            .evaluate(&[request(0)]);
        let mut cache = EvalCache::new(24, one.bytes());
        cache
            .in_front_of(&mut network)
            .evaluate(&[request(0), request(2)]);
        assert_eq!(cache.len(), 1);
        assert!(cache.bytes() <= one.bytes());
        cache
            .in_front_of(&mut network)
            .evaluate(&[request(1), request(2)]);
        assert_eq!(network.asked, 3, "the second position was not kept");
        let mut failing = Counting {
            fail: true,
            ..network
        };
        let mut empty = EvalCache::new(24, 1 << 20);
        empty.in_front_of(&mut failing).evaluate(&[request(3)]);
        assert!(empty.is_empty());
    }

    /// Over thousands of answers from every phase (flying's long lists of moves included),
    /// the memory counted never passes the budget, the cache fills to near it, and
    /// `release` frees it all.
    #[test]
    fn the_answers_stay_within_the_budget() {
        use rand::SeedableRng;
        let rules = Arc::new(Rules::preset("standard").unwrap());
        let mut rng = rand::rngs::StdRng::seed_from_u64(5);
        let games: Vec<Game> = (0..3000)
            .map(|_| {
                let mut game = Game::new(rules.clone());
                crate::openings::play_random_prefix(&mut game, 120, &mut rng);
                game
            })
            .collect();
        let legal: Vec<_> = games.iter().map(Game::legal_actions).collect();
        for budget in [3_000, 50_000, 200_000] {
            let mut cache = EvalCache::new(24, budget);
            let mut network = Counting::new();
            for (chunk, lists) in games.chunks(7).zip(legal.chunks(7)) {
                let leaves: Vec<_> = chunk
                    .iter()
                    .zip(lists)
                    .map(|(game, legal)| LeafRequest {
                        position: game.position(),
                        occurrences: 1,
                        legal,
                    })
                    .collect();
                cache.in_front_of(&mut network).evaluate(&leaves);
                assert!(cache.bytes() <= budget, "{} > {budget}", cache.bytes());
            }
            assert!(cache.bytes() > budget / 4, "{} of {budget}", cache.bytes());
            assert!(cache.len() > budget / 2000, "{} answers", cache.len());
            cache.release();
            assert_eq!((cache.bytes(), cache.len()), (0, 0));
        }
    }
}
