//! Retrograde analysis of one sector pair: the sector (w, b) and its colour mirror (b, w),
//! White to move in both (Black's turns in one are White's turns in the other). Moves that
//! close a mill leave the pair (the capture that follows goes down to a lower sector, read
//! from tables already built), so they are "exits" with known values; the quiet moves form
//! the graph solved here.
//!
//! Two passes share one forward generation: the plain game (exits valued by the lower
//! tables' plain values) and the game under the no-capture rule (exits valued by the lower
//! tables' values at a counter of zero, cursed wins and blessed losses counting as draws).
//! Each pass is the classic counting retrograde: terminal positions and exits seed levels 0
//! and 1; a position one quiet move before a loss at level k is a win at level k + 1, and a
//! position whose every quiet successor is a win for the opponent (and which has no exit
//! better than a loss) is a loss at the level of its last such successor plus one. What is
//! left undecided is a draw: neither side can force a capture or an end. The level is the
//! distance to conversion (DTC): movement plies until a mill is closed or the game ends,
//! the closing move included.
//!
//! Successors are counted as distinct canonical indices, and a decided position visits its
//! distinct canonical predecessors once each, so the two relations match even for positions
//! that symmetries fix. Both phases run on `threads` threads; the counters are atomics.
//!
//! Files: `forward` (the forward generation that seeds both passes), `propagate` (the
//! level-by-level propagation of one pass); this file holds the values, the exits read from
//! the lower tables, the working arrays and `solve_pair`.

mod forward;
mod propagate;

use super::file::{Entry, SectorTable, Wdl};
use super::index::SectorIndex;
use crate::game::{Board, MillProtection, Rules, points_of};
use forward::generate;
use propagate::propagate_pass;
use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicU8, AtomicU16, Ordering};

const UNDECIDED: u8 = 0;
const WIN: u8 = 1;
const LOSS: u8 = 2;
const DRAW: u8 = 3;
const UNUSED: u8 = 4;
/// Added to a position's successor count when it has a drawing exit: its count never
/// reaches zero, so it is never lost.
const CANNOT_LOSE: u8 = 128;

/// The most quiet successors a position has (a flying side with 3 men on 24 points: 63).
const MAX_SUCCESSORS: usize = 96;

/// The lower sectors' tables, by (white men, black men).
pub type Lower = HashMap<(usize, usize), Arc<SectorTable>>;

/// What one pass found for one sector.
pub struct PassResult {
    pub values: Vec<Wdl>,
    pub dtc: Vec<u16>,
}

/// What solving a pair found: per sector of the pair (the first is (w, b)), the plain pass
/// and the pass under the no-capture rule (`None` when every exit had the same value in both,
/// so that the passes agree everywhere).
pub struct PairResult {
    pub sectors: Vec<(SectorIndex, PassResult, Option<PassResult>)>,
}

/// Reports progress: positions done in the phase named.
pub trait BuildProgress: Sync {
    fn phase(&self, name: &str, total: u64);
    fn advance(&self, done: u64);
}

/// Ignores progress.
pub struct Silent;
impl BuildProgress for Silent {
    fn phase(&self, _: &str, _: u64) {}
    fn advance(&self, _: u64) {}
}

/// How a capture sequence ends, read from the lower tables.
pub struct Exits<'a> {
    board: &'a Board,
    rules: &'a Rules,
    lower: &'a Lower,
    budget: u16,
}

impl<'a> Exits<'a> {
    #[must_use]
    pub fn new(rules: &'a Rules, lower: &'a Lower) -> Exits<'a> {
        Exits {
            board: rules.board(),
            rules,
            lower,
            budget: rules.spec().no_capture_draw,
        }
    }

    /// The value for White, who must make `earned` captures, of White on `white` and Black on
    /// `black`: (plain, under the no-capture rule). Every lower sector it reaches must be in
    /// the map.
    #[must_use]
    pub fn pending(&self, white: u32, black: u32, earned: u32) -> (Wdl, Wdl) {
        let mut targets = black;
        if self.rules.spec().mill_protection == MillProtection::UnlessAllInMills {
            let free = black & !self.board.in_mills(black);
            if free != 0 {
                targets = free;
            }
        }
        let mut best = (Wdl::Loss, Wdl::Loss);
        for t in points_of(targets) {
            let left = black & !(1 << t);
            let value = if left.count_ones() < crate::game::MIN_MEN {
                (Wdl::Win, Wdl::Win)
            } else if earned > 1 {
                self.pending(white, left, earned - 1)
            } else {
                let table = &self.lower[&(left.count_ones() as usize, white.count_ones() as usize)];
                let (plain, rules) = table.lookup(left, white);
                (plain.wdl.flip(), self.at_zero(rules).flip())
            };
            best = (best.0.max(value.0), best.1.max(value.1));
            if best == (Wdl::Win, Wdl::Win) {
                break;
            }
        }
        best
    }

    /// The value under the no-capture rule with the counter at zero.
    #[must_use]
    pub fn at_zero(&self, rules_pass: Entry) -> Wdl {
        if self.budget == 0 || rules_pass.dtc <= self.budget {
            rules_pass.wdl
        } else {
            Wdl::Draw
        }
    }
}

/// One sector's working arrays for one pass.
struct Work {
    status: Vec<AtomicU8>,
    count: Vec<AtomicU8>,
    dtc: Vec<AtomicU16>,
}

impl Work {
    fn new(len: usize) -> Work {
        Work {
            status: (0..len).map(|_| AtomicU8::new(UNDECIDED)).collect(),
            count: (0..len).map(|_| AtomicU8::new(0)).collect(),
            dtc: (0..len).map(|_| AtomicU16::new(0)).collect(),
        }
    }

    fn finish(self) -> PassResult {
        let values = self
            .status
            .iter()
            .map(|s| match s.load(Ordering::Relaxed) {
                WIN => Wdl::Win,
                LOSS => Wdl::Loss,
                UNUSED => Wdl::Unused,
                _ => Wdl::Draw,
            })
            .collect();
        let dtc = self.dtc.into_iter().map(AtomicU16::into_inner).collect();
        PassResult { values, dtc }
    }
}

/// A decided position waiting to be propagated: (sector of the pair, index).
type Frontier = Vec<(u8, u64)>;

/// Solves the pair (white, black) and (black, white) under `rules`, reading captures'
/// values from `lower`.
///
/// # Panics
/// When a lower sector a capture reaches is missing from `lower`.
#[must_use]
pub fn solve_pair(
    rules: &Rules,
    white: usize,
    black: usize,
    lower: &Lower,
    threads: usize,
    progress: &dyn BuildProgress,
) -> PairResult {
    let board = rules.board();
    let mut indices = vec![SectorIndex::new(board, white, black)];
    if white != black {
        indices.push(SectorIndex::new(board, black, white));
    }
    let exits = Exits::new(rules, lower);
    let threads = threads.max(1);
    let modes = 2;
    let works: Vec<Vec<Work>> = (0..modes)
        .map(|_| {
            indices
                .iter()
                .map(|ix| Work::new(ix.len() as usize))
                .collect()
        })
        .collect();

    // Forward generation: exits, successor counts, levels 0 and 1.
    let total: u64 = indices.iter().map(SectorIndex::len).sum();
    progress.phase("successors", total);
    let differ = AtomicU8::new(0);
    let seeds = generate(rules, &exits, &indices, &works, &differ, threads, progress);
    let passes = if differ.load(Ordering::Relaxed) != 0 {
        2
    } else {
        1
    };

    // Propagation, level by level, per pass.
    let mut results: Vec<Vec<PassResult>> = Vec::new();
    for (mode, (work, seed)) in works.into_iter().zip(seeds).enumerate() {
        if mode >= passes {
            break;
        }
        progress.phase(
            if mode == 0 {
                "plain"
            } else {
                "no-capture rule"
            },
            total,
        );
        propagate_pass(rules, &indices, &work, seed, threads, progress);
        results.push(work.into_iter().map(Work::finish).collect());
    }
    let plain = results.remove(0);
    let rules_pass = if results.is_empty() {
        None
    } else {
        Some(results.remove(0))
    };
    let sectors = by_sector(indices, plain, rules_pass);
    PairResult { sectors }
}

/// Each sector of the pair with its plain pass and its pass under the no-capture rule.
fn by_sector(
    indices: Vec<SectorIndex>,
    mut plain: Vec<PassResult>,
    mut rules_pass: Option<Vec<PassResult>>,
) -> Vec<(SectorIndex, PassResult, Option<PassResult>)> {
    indices
        .into_iter()
        .enumerate()
        .map(|(s, ix)| {
            let p = std::mem::replace(
                &mut plain[s],
                PassResult {
                    values: Vec::new(),
                    dtc: Vec::new(),
                },
            );
            let r = rules_pass.as_mut().map(|r| {
                std::mem::replace(
                    &mut r[s],
                    PassResult {
                        values: Vec::new(),
                        dtc: Vec::new(),
                    },
                )
            });
            (ix, p, r)
        })
        .collect()
}
