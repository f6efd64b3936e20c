//! The network's cache of answers counts its memory as the allocator holds it: a budget of
//! `tree_mb` is a budget of bytes. An allocator that counts this thread's live bytes (a test
//! binary of its own, so that no other test's allocations are counted) watches the cache
//! fill from positions of every phase.

use morris_core::game::{Game, Rules};
use morris_core::mcts::{EvalCache, LeafEvaluator, LeafRequest};
use morris_core::openings::play_random_prefix;
use rand::SeedableRng;
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::sync::Arc;

/// `System`, counting the bytes each thread has allocated and not yet freed.
struct Counting;

thread_local! {
    static LIVE: Cell<isize> = const { Cell::new(0) };
}

fn change(bytes: isize) {
    // `try_with`: a thread's last frees may come after its counter is gone.
    let _ = LIVE.try_with(|live| live.set(live.get() + bytes));
}

// SAFETY: every call is `System`'s, with the counter beside it.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        change(layout.size() as isize);
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        change(-(layout.size() as isize));
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        change(new_size as isize - layout.size() as isize);
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

fn live() -> isize {
    LIVE.with(Cell::get)
}

/// A stand-in network: priors and a value from the position's key.
struct Network {
    priors: Vec<f32>,
    values: Vec<f32>,
}

impl LeafEvaluator for Network {
    fn evaluate(&mut self, leaves: &[LeafRequest<'_>]) -> (&[f32], &[f32]) {
        let a = morris_core::game::action_count(24);
        self.priors.clear();
        self.values.clear();
        for leaf in leaves {
            let key = leaf.position.key();
            self.priors
                .extend((0..a).map(|id| ((key >> (id % 60)) & 7) as f32 / 8.0));
            self.values.push((key % 100) as f32 / 100.0);
        }
        (&self.priors, &self.values)
    }
}

/// Positions of random games, placement to flying (none over).
fn positions(count: usize) -> Vec<Game> {
    let rules = Arc::new(Rules::preset("standard").unwrap());
    let mut rng = rand::rngs::StdRng::seed_from_u64(11);
    (0..count)
        .map(|_| {
            let mut game = Game::new(rules.clone());
            play_random_prefix(&mut game, 150, &mut rng);
            game
        })
        .collect()
}

/// At every step the bytes the cache counts are within 2% (and a few hundred bytes) of what
/// it holds from the allocator, and never past its budget; `release` gives it all back.
#[test]
fn the_cache_counts_the_memory_it_holds() {
    let games = positions(20_000);
    let legal: Vec<_> = games.iter().map(Game::legal_actions).collect();
    let mut network = Network {
        priors: Vec::with_capacity(16 * morris_core::game::action_count(24)),
        values: Vec::with_capacity(16),
    };
    let budget = 2 << 20;
    let before = live();
    let mut cache = EvalCache::new(24, budget);
    let mut kept = 0;
    let mut leaves = Vec::with_capacity(8);
    for (chunk, lists) in games.chunks(8).zip(legal.chunks(8)) {
        leaves.clear();
        leaves.extend(chunk.iter().zip(lists).map(|(game, legal)| LeafRequest {
            position: game.position(),
            occurrences: 1,
            legal,
        }));
        cache.in_front_of(&mut network).evaluate(&leaves);
        // The round's own buffers (priors for 8 leaves, their values and misses) are the
        // cache's too but outside the count: at most 8 rows of the action ids.
        let round = 8 * (morris_core::game::action_count(24) + 2) * 4;
        let held = live() - before - round as isize;
        let counted = cache.bytes();
        assert!(counted <= budget, "{counted} past {budget}");
        assert!(
            held.abs_diff(counted as isize) <= counted / 50 + 512,
            "{} answers: {counted} counted, {held} held",
            cache.len()
        );
        kept = cache.len();
    }
    let counted = cache.bytes();
    assert!(counted > budget / 2, "{counted} of {budget}");
    drop(leaves);
    cache.release();
    assert_eq!(cache.bytes(), 0);
    drop(cache);
    // Before any printing, which allocates (the harness captures it).
    assert_eq!(live(), before, "everything freed");
    println!(
        "{kept} answers in {counted} bytes: {} bytes an answer",
        counted / kept
    );
}
