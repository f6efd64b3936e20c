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
//! that symmetries fix. Both phases run on `threads` threads. A position's state in both
//! passes is one 64-bit atomic word (per pass: status, successor count, DTC), so the two
//! passes propagate together: a decided position's predecessors are generated once and both
//! passes' counters are read and changed with one memory access.
//!
//! Files: `forward` (the forward generation that seeds both passes), `propagate` (the
//! level-by-level propagation of one pass); this file holds the values, the exits read from
//! the lower tables, the working arrays and `solve_pair`.

mod forward;
mod propagate;
mod snapshot;

use super::file::{Entry, SectorTable, Wdl};
use super::index::{MAX_MEN, SectorIndex};
use crate::game::{MAX_POINTS, MillProtection, Rules, points_of};
use arrayvec::ArrayVec;
use forward::generate;
use propagate::propagate_pass;
use snapshot::Stage;
pub use snapshot::{Snapshots, SolveError};
use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

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
    rules: &'a Rules,
    /// The lower tables by `white * (MAX_MEN + 1) + black` (an array: a map's hashing was a
    /// measurable share of the solver's time).
    lower: Vec<Option<&'a SectorTable>>,
    budget: u16,
}

impl<'a> Exits<'a> {
    #[must_use]
    pub fn new(rules: &'a Rules, lower: &'a Lower) -> Exits<'a> {
        let mut tables = vec![None; (MAX_MEN + 1) * (MAX_MEN + 1)];
        for (&(w, b), table) in lower {
            tables[w * (MAX_MEN + 1) + b] = Some(table.as_ref());
        }
        Exits {
            rules,
            lower: tables,
            budget: rules.spec().no_capture_draw,
        }
    }

    /// The value for White, who must make `earned` captures, of White on `white` and Black on
    /// `black`: (plain, under the no-capture rule). Every lower sector it reaches must be in
    /// the map.
    #[must_use]
    pub fn pending(&self, white: u32, black: u32, earned: u32) -> (Wdl, Wdl) {
        best_capture(self.rules, white, black, 0, earned, self.budget, &|left| {
            let (w, b) = (left.count_ones() as usize, white.count_ones() as usize);
            self.lower[w * (MAX_MEN + 1) + b]
                .unwrap_or_else(|| panic!("the lower sector {w}v{b} is not loaded"))
        })
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

/// The value for White, who must make `earned` captures, of White on `white` and Black on
/// `black` with `black_in_hand` men in hand: (plain, under the no-capture rule of `budget`
/// plies, the counter at zero), the best over the captures the rules allow. A capture that
/// leaves Black fewer than three men wins; `table_of(left)` gives the table of the position
/// once the captures are made (Black on `left`, to move, White on `white`), as the rules
/// engine plays them: the captures stop early when Black has no man left on the board. The
/// index tables' entries and then the values of one capture's alternatives are prefetched
/// together (both miss the cache at random: overlapped, they cost about one miss each).
pub fn best_capture<'t, F: Fn(u32) -> &'t SectorTable>(
    rules: &Rules,
    white: u32,
    black: u32,
    black_in_hand: u32,
    earned: u32,
    budget: u16,
    table_of: &F,
) -> (Wdl, Wdl) {
    let targets = capture_targets(rules, black);
    let mut best = (Wdl::Loss, Wdl::Loss);
    let mut ranked: ArrayVec<(&SectorTable, usize), MAX_POINTS> = ArrayVec::new();
    let mut less = None;
    for t in points_of(targets) {
        let left = black & !(1 << t);
        if left.count_ones() + black_in_hand < crate::game::MIN_MEN {
            return (Wdl::Win, Wdl::Win);
        } else if earned > 1 && left != 0 {
            let value = best_capture(
                rules,
                white,
                left,
                black_in_hand,
                earned - 1,
                budget,
                table_of,
            );
            best = (best.0.max(value.0), best.1.max(value.1));
            if best == (Wdl::Win, Wdl::Win) {
                return best;
            }
        } else {
            let table = table_of(left);
            let rank = less
                .get_or_insert_with(|| table.index.one_less(black))
                .rank(t);
            table.index.prefetch_white(rank);
            ranked.push((table, rank));
        }
    }
    let mut reads: ArrayVec<(&SectorTable, u64), MAX_POINTS> = ArrayVec::new();
    for (table, rank) in ranked {
        let i = table
            .index
            .index_with(table.index.white_key_at(rank), white);
        table.prefetch(i);
        reads.push((table, i));
    }
    best_after(best, &reads, budget)
}

/// The men of Black's on `black` a capture may take: any, or under mill protection those in
/// no mill while there are some.
#[must_use]
pub fn capture_targets(rules: &Rules, black: u32) -> u32 {
    if rules.spec().mill_protection == MillProtection::UnlessAllInMills {
        let free = black & !rules.board().in_mills(black);
        if free != 0 {
            return free;
        }
    }
    black
}

/// The better of `best` and the best of the positions `reads` names (a table and an index,
/// prefetched by the caller, the opponent to move there), for the side that moves into them:
/// (plain, under the no-capture rule of `budget` plies, the counter at zero).
#[must_use]
pub fn best_after(mut best: (Wdl, Wdl), reads: &[(&SectorTable, u64)], budget: u16) -> (Wdl, Wdl) {
    for &(table, i) in reads {
        if best == (Wdl::Win, Wdl::Win) {
            break;
        }
        let (plain, rules) = table.values_at_zero_index(i, budget);
        best = (best.0.max(plain.flip()), best.1.max(rules.flip()));
    }
    best
}

/// One sector's working state: a word per position, the low half for the plain pass and
/// the high half for the pass under the no-capture rule (`Half`).
struct Work {
    words: Words,
}

/// Zeroed words in anonymous memory the kernel is asked to back with huge pages: the
/// solver reads and changes words at random, and with 4 KiB pages nearly every access also
/// missed the TLB (measured with `perf`: the prefetches stalled on page walks).
struct Words {
    map: memmap2::MmapMut,
    len: usize,
}

impl Words {
    fn new(len: usize) -> Words {
        let map = memmap2::MmapMut::map_anon((len * 8).max(8))
            .unwrap_or_else(|e| panic!("cannot allocate {} bytes for the solver: {e}", len * 8));
        #[cfg(target_os = "linux")]
        // Best effort: without huge pages the solver is slower, not wrong.
        let _ = map.advise(memmap2::Advice::HugePage);
        assert!(map.as_ptr().align_offset(std::mem::align_of::<AtomicU64>()) == 0);
        Words { map, len }
    }
}

impl std::ops::Deref for Words {
    type Target = [AtomicU64];
    fn deref(&self) -> &[AtomicU64] {
        let ptr = self.map.as_ptr();
        // SAFETY: the mapping is page-aligned (checked in `new`), zeroed (a valid `AtomicU64`
        // 0), holds `len` words and lives as long as `self`; atomics allow shared mutation.
        #[allow(clippy::cast_ptr_alignment)]
        unsafe {
            std::slice::from_raw_parts(ptr.cast::<AtomicU64>(), self.len)
        }
    }
}

/// One pass's state of one position, 32 bits of its word: the status (bits 0 to 2), the
/// count of quiet successors not yet known to be won for the opponent, plus `CANNOT_LOSE`
/// (bits 8 to 15), and the DTC once decided (bits 16 to 31).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Half(u32);

impl Half {
    fn new(status: u8, count: u8, dtc: u16) -> Half {
        Half(u32::from(status) | u32::from(count) << 8 | u32::from(dtc) << 16)
    }
    fn of(word: u64, pass: usize) -> Half {
        Half((word >> (32 * pass)) as u32)
    }
    fn status(self) -> u8 {
        (self.0 & 0x7) as u8
    }
    fn count(self) -> u8 {
        (self.0 >> 8) as u8
    }
    fn dtc(self) -> u16 {
        (self.0 >> 16) as u16
    }
    /// `word` with this half in place of pass `pass`'s.
    fn into_word(self, word: u64, pass: usize) -> u64 {
        let shift = 32 * pass;
        (word & !(0xffff_ffff << shift)) | u64::from(self.0) << shift
    }
}

impl Work {
    fn new(len: usize) -> Work {
        Work {
            words: Words::new(len),
        }
    }

    /// The first `passes` passes' values and distances. The words are given back to the
    /// system as they are read (2 MiB at a time), so that the results (3 bytes a position
    /// and pass) take their place instead of adding to them: the largest pairs' words alone
    /// are most of the machine's memory.
    fn into_results(self, passes: usize) -> Vec<PassResult> {
        const BLOCK: usize = 1 << 18;
        let len = self.words.len();
        let mut out: Vec<PassResult> = (0..passes)
            .map(|_| PassResult {
                values: Vec::with_capacity(len),
                dtc: Vec::with_capacity(len),
            })
            .collect();
        for start in (0..len).step_by(BLOCK) {
            let end = (start + BLOCK).min(len);
            for word in &self.words[start..end] {
                let word = word.load(Ordering::Relaxed);
                for (pass, result) in out.iter_mut().enumerate() {
                    let half = Half::of(word, pass);
                    result.values.push(match half.status() {
                        WIN => Wdl::Win,
                        LOSS => Wdl::Loss,
                        UNUSED => Wdl::Unused,
                        _ => Wdl::Draw,
                    });
                    result.dtc.push(half.dtc());
                }
            }
            #[cfg(unix)]
            // SAFETY: the block's words are read above and never again (`self` is consumed
            // here); their pages read as zeros afterwards, which nothing sees. Best effort:
            // if the system declines, the memory is given back when `self` is dropped.
            unsafe {
                let _ = self.words.map.unchecked_advise_range(
                    memmap2::UncheckedAdvice::DontNeed,
                    start * 8,
                    (end - start) * 8,
                );
            }
        }
        out
    }
}

/// Decided positions waiting to be propagated, each packed as `index << 5 | sector of the
/// pair << 4 | lost << 2 | passes`: `passes` has bit 0 for the plain pass and bit 1 for the
/// pass under the rule (a position can be decided at one level in one pass and at another,
/// or never, in the other), `lost` the same bits for the passes in which it is lost (else
/// won) for its side to move, so that propagating it does not read its own state.
///
/// A level with more positions than `frontier_cap` allows is not listed: the frontier is
/// then `[SCAN]`, and its positions are found by scanning the words for those decided at
/// that level (the largest sectors' first levels hold most of their positions: listed, they
/// would take more memory than the words; scanned, they cost one pass over the words, less
/// than propagating them does). Saved as a list like any other.
type Frontier = Vec<u64>;

/// The one entry of a frontier found by scanning (no entry packs to it: indices are below
/// 2^59).
const SCAN: u64 = u64::MAX;

/// A frontier found by scanning the words.
fn scanned() -> Frontier {
    vec![SCAN]
}

fn is_scanned(frontier: &Frontier) -> bool {
    frontier.first() == Some(&SCAN)
}

/// The most entries a frontier lists: 2^27 (1 GiB), or half a byte a position of the pair
/// where that is more (scans cost time: a pair whose lists fit in memory beside its words
/// lists them).
fn frontier_cap(total: u64) -> usize {
    #[cfg(test)]
    if let Some(cap) = tests::CAP.with(std::cell::Cell::get) {
        return cap;
    }
    usize::try_from(total / 16)
        .unwrap_or(usize::MAX)
        .max(1 << 27)
}

fn frontier_entry(sector: usize, index: u64, passes: u8, lost: u8) -> u64 {
    index << 5 | (sector as u64) << 4 | u64::from(lost & passes) << 2 | u64::from(passes)
}

/// (sector of the pair, index, passes, lost).
fn frontier_parts(entry: u64) -> (usize, u64, u8, u8) {
    (
        ((entry >> 4) & 1) as usize,
        entry >> 5,
        (entry & 0x3) as u8,
        ((entry >> 2) & 0x3) as u8,
    )
}

/// Solves the pair (white, black) and (black, white) under `rules`, reading captures'
/// values from `lower`. With `snapshots`, the solve goes on from the pair's saved state if
/// there is one, and saves its state as it goes.
///
/// # Errors
/// A snapshot cannot be written, or the snapshots asked to stop.
///
/// # Panics
/// When a lower sector a capture reaches is missing from `lower`.
// The stages of a pair's solve in order, each resumable; kept in one place to read as one.
#[allow(clippy::too_many_lines)]
pub fn solve_pair(
    rules: &Rules,
    white: usize,
    black: usize,
    lower: &Lower,
    threads: usize,
    progress: &dyn BuildProgress,
    mut snapshots: Option<&mut Snapshots>,
) -> Result<PairResult, SolveError> {
    let board = rules.board();
    let mut indices = vec![SectorIndex::new(board, white, black)];
    if white != black {
        indices.push(SectorIndex::new(board, black, white));
    }
    let exits = Exits::new(rules, lower);
    let threads = threads.max(1);
    let works: Vec<Work> = indices
        .iter()
        .map(|ix| Work::new(ix.len() as usize))
        .collect();
    let total: u64 = indices.iter().map(SectorIndex::len).sum();
    let saved = snapshots.as_deref().and_then(|s| s.load(&works));
    let mut boundary = |stage: &Stage| match snapshots.as_deref_mut() {
        Some(s) => s.boundary(&works, stage),
        None => Ok(()),
    };

    let (passes, level, current, pending) = match saved {
        Some(Stage::Propagate {
            passes,
            level,
            current,
            pending,
        }) => (passes, level, current, pending),
        saved => {
            // Forward generation: exits, successor counts, levels 0 and 1.
            let from = saved.unwrap_or(Stage::Forward {
                sector: 0,
                next: 0,
                differ: false,
                seeds: [Vec::new(), Vec::new()],
            });
            progress.phase("successors", total);
            let (differ, mut seeds) = generate(
                rules,
                &exits,
                &indices,
                &works,
                from,
                threads,
                progress,
                &mut boundary,
            )?;
            let passes = if differ {
                2
            } else {
                // The passes agree everywhere: only the plain one is propagated and kept.
                for level in seeds.iter_mut().filter(|l| !is_scanned(l)) {
                    level.retain_mut(|entry| {
                        let (sector, index, passes, lost) = frontier_parts(*entry);
                        *entry = frontier_entry(sector, index, passes & 1, lost & 1);
                        passes & 1 != 0
                    });
                }
                1
            };
            let [zero, one] = seeds;
            (passes, 0, zero, Some(one))
        }
    };

    // Propagation, level by level, both passes at once.
    progress.phase("propagation", total);
    let start = Stage::Propagate {
        passes,
        level,
        current,
        pending,
    };
    propagate_pass(
        rules,
        &indices,
        &works,
        start,
        threads,
        progress,
        &mut boundary,
    )?;
    let mut plain = Vec::new();
    let mut rules_pass = (passes == 2).then(Vec::new);
    for work in works {
        let mut results = work.into_results(usize::from(passes)).into_iter();
        plain.push(results.next().expect("the plain pass"));
        if let Some(r) = rules_pass.as_mut() {
            r.push(results.next().expect("the pass under the rule"));
        }
    }
    let sectors = by_sector(indices, plain, rules_pass);
    Ok(PairResult { sectors })
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

#[cfg(test)]
mod tests {
    use super::*;

    thread_local! {
        /// A frontier cap for this thread's solves (tests of the scanned frontiers).
        pub(super) static CAP: std::cell::Cell<Option<usize>> = const { std::cell::Cell::new(None) };
    }

    /// Every pair of six men's morris up to 5v5, solved with frontiers listed and with
    /// every frontier of more than 64 positions scanned instead: the same values and
    /// distances in both passes.
    #[test]
    fn scanned_frontiers_solve_as_listed_ones_do() {
        let rules = Rules::preset("six").unwrap();
        let mut lower: Lower = HashMap::new();
        for (w, b) in crate::tablebase::build::build_order(5) {
            let solve = |cap| {
                CAP.with(|c| c.set(cap));
                let solved = solve_pair(&rules, w, b, &lower, 2, &Silent, None).unwrap();
                CAP.with(|c| c.set(None));
                solved
            };
            let listed = solve(None);
            let scanned = solve(Some(64));
            for ((ix, plain, under), (_, p2, u2)) in listed.sectors.iter().zip(&scanned.sectors) {
                assert!(plain.values == p2.values && plain.dtc == p2.dtc, "{w}v{b}");
                let (u, u2) = (under.as_ref(), u2.as_ref());
                assert_eq!(
                    u.map(|r| (&r.values, &r.dtc)),
                    u2.map(|r| (&r.values, &r.dtc))
                );
                let (x, y) = ix.men();
                lower.insert(
                    (x, y),
                    Arc::new(SectorTable::from_solution(
                        &rules,
                        ix.clone(),
                        (&plain.values, &plain.dtc),
                        u.map(|r| (&r.values[..], &r.dtc[..])),
                    )),
                );
            }
        }
        assert!(lower.len() >= 9);
    }
}
