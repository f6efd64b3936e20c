//! The transposition table: fixed-size, two-entry buckets keyed by the position's Zobrist key,
//! and the conversion of mate scores to and from the node-relative form stored in it.

use super::MATE_BOUND;

/// Mate scores are stored relative to the node, so that they stay right at another ply.
pub(super) fn score_to_tt(score: i32, ply: u32) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

pub(super) fn score_from_tt(score: i32, ply: u32) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

pub(super) const BOUND_EXACT: u8 = 1;
pub(super) const BOUND_LOWER: u8 = 2;
pub(super) const BOUND_UPPER: u8 = 3;
pub(super) const NO_MOVE: u16 = u16::MAX;

/// One transposition-table entry (16 bytes). `meta` packs the search generation (high six
/// bits) and the bound (low two bits; 0 marks an empty slot).
#[derive(Clone, Copy, Default)]
pub(super) struct Entry {
    key: u64,
    pub(super) score: i32,
    pub(super) best: u16,
    pub(super) depth: u8,
    meta: u8,
}

impl Entry {
    pub(super) fn bound(self) -> u8 {
        self.meta & 3
    }
}

/// Two entries, aligned so that a bucket never straddles a cache line.
#[derive(Clone, Copy, Default)]
#[repr(C, align(32))]
struct Bucket([Entry; 2]);

/// A fixed-size transposition table: a power of two of two-entry buckets. The first entry
/// of a bucket keeps the deepest result of the current search, the second takes whatever the
/// first does not.
pub(super) struct TranspositionTable {
    buckets: Vec<Bucket>,
    mask: usize,
}

impl TranspositionTable {
    pub(super) fn new(mb: usize) -> TranspositionTable {
        let wanted = (mb << 20) / size_of::<Bucket>();
        let len = 1usize << (usize::BITS - 1 - wanted.max(1).leading_zeros());
        TranspositionTable {
            buckets: vec![Bucket::default(); len],
            mask: len - 1,
        }
    }

    pub(super) fn clear(&mut self) {
        self.buckets.fill(Bucket::default());
    }

    #[inline]
    pub(super) fn probe(&self, key: u64) -> Option<Entry> {
        let bucket = &self.buckets[key as usize & self.mask].0;
        bucket
            .iter()
            .find(|e| e.key == key && e.bound() != 0)
            .copied()
    }

    #[inline]
    pub(super) fn store(
        &mut self,
        key: u64,
        depth: u32,
        score: i32,
        bound: u8,
        best: u16,
        generation: u8,
    ) {
        let bucket = &mut self.buckets[key as usize & self.mask].0;
        let depth = depth.min(u32::from(u8::MAX)) as u8;
        let [first, second] = bucket;
        let slot = if second.key == key && second.bound() != 0 {
            second
        } else if first.key == key
            || first.bound() == 0
            || first.meta >> 2 != generation
            || depth >= first.depth
        {
            first
        } else {
            second
        };
        // Keep the best action already known for this position when there is no new one.
        let best = if best == NO_MOVE && slot.key == key {
            slot.best
        } else {
            best
        };
        *slot = Entry {
            key,
            score,
            best,
            depth,
            meta: (generation << 2) | bound,
        };
    }
}
