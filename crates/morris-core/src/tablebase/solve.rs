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

use super::file::{Entry, SectorTable, Wdl};
use super::index::SectorIndex;
use crate::game::{Board, FullBoard, MillCaptures, MillProtection, Rules, points_of};
use arrayvec::ArrayVec;
use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicU8, AtomicU16, AtomicU64, AtomicUsize, Ordering};

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
pub trait Progress: Sync {
    fn phase(&self, name: &str, total: u64);
    fn advance(&self, done: u64);
}

/// Ignores progress.
pub struct Silent;
impl Progress for Silent {
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
    progress: &dyn Progress,
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

/// One pass's propagation from its seeds of levels 0 and 1, level by level until no position
/// is decided.
fn propagate_pass(
    rules: &Rules,
    indices: &[SectorIndex],
    work: &[Work],
    seed: [Frontier; 2],
    threads: usize,
    progress: &dyn Progress,
) {
    let [zero, one] = seed;
    let mut level: u16 = 0;
    let mut current = zero;
    let mut pending_one = Some(one);
    loop {
        let mut next: Frontier = propagate(rules, indices, work, &current, level, threads);
        if let Some(one) = pending_one.take() {
            next.extend(one);
        }
        progress.advance(current.len() as u64);
        if next.is_empty() {
            break;
        }
        current = next;
        level += 1;
    }
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

/// The forward step over every position of the pair, on `threads` threads: the seeds of
/// levels 0 and 1 per pass.
fn generate(
    rules: &Rules,
    exits: &Exits,
    indices: &[SectorIndex],
    works: &[Vec<Work>],
    differ: &AtomicU8,
    threads: usize,
    progress: &dyn Progress,
) -> Vec<[Frontier; 2]> {
    let other = |s: usize| (s + 1) % indices.len();
    let mut seeds: Vec<[Frontier; 2]> = vec![[Vec::new(), Vec::new()], [Vec::new(), Vec::new()]];
    for (s, ix) in indices.iter().enumerate() {
        let next = AtomicU64::new(0);
        let chunk = 1 << 14;
        let found: Vec<Vec<[Frontier; 2]>> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..threads)
                .map(|_| {
                    scope.spawn(|| {
                        let mut local = vec![[Vec::new(), Vec::new()], [Vec::new(), Vec::new()]];
                        loop {
                            let start = next.fetch_add(chunk, Ordering::Relaxed);
                            if start >= ix.len() {
                                break;
                            }
                            let end = (start + chunk).min(ix.len());
                            for i in start..end {
                                initialise(
                                    rules,
                                    exits,
                                    ix,
                                    &indices[other(s)],
                                    s,
                                    i,
                                    works,
                                    &mut local,
                                    differ,
                                );
                            }
                            progress.advance(end - start);
                        }
                        local
                    })
                })
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        });
        for local in found {
            for (mode, levels) in local.into_iter().enumerate() {
                for (level, list) in levels.into_iter().enumerate() {
                    seeds[mode][level].extend(list);
                }
            }
        }
    }
    seeds
}

/// The forward step for position `i` of sector `s`, in both passes.
// s: the sector of the pair; i, u: the index, as a number and as a position.
#[allow(clippy::too_many_arguments)]
fn initialise(
    rules: &Rules,
    exits: &Exits,
    ix: &SectorIndex,
    other: &SectorIndex,
    s: usize,
    i: u64,
    works: &[Vec<Work>],
    seeds: &mut [[Frontier; 2]],
    differ: &AtomicU8,
) {
    let u = i as usize;
    if !ix.is_used(i) {
        for work in works {
            work[s].status[u].store(UNUSED, Ordering::Relaxed);
        }
        return;
    }
    let board = rules.board();
    let spec = rules.spec();
    let (white, black) = ix.position(i);
    let Moves {
        distinct,
        best_exit,
        any_move,
    } = moves(rules, exits, ix, other, white, black);
    if best_exit[0] != best_exit[1] {
        differ.store(1, Ordering::Relaxed);
    }
    for (mode, work) in works.iter().enumerate() {
        let work = &work[s];
        if !any_move {
            let full_draw = white | black == board.all() && spec.full_board == FullBoard::Draw;
            if full_draw {
                work.status[u].store(DRAW, Ordering::Relaxed);
            } else {
                work.status[u].store(LOSS, Ordering::Relaxed);
                seeds[mode][0].push((s as u8, i));
            }
            continue;
        }
        match best_exit[mode] {
            Some(Wdl::Win) => {
                work.status[u].store(WIN, Ordering::Relaxed);
                work.dtc[u].store(1, Ordering::Relaxed);
                seeds[mode][1].push((s as u8, i));
            }
            exit => {
                let can_draw = exit == Some(Wdl::Draw);
                if distinct == 0 {
                    if can_draw {
                        work.status[u].store(DRAW, Ordering::Relaxed);
                    } else {
                        work.status[u].store(LOSS, Ordering::Relaxed);
                        work.dtc[u].store(1, Ordering::Relaxed);
                        seeds[mode][1].push((s as u8, i));
                    }
                } else {
                    let count = distinct as u8 + if can_draw { CANNOT_LOSE } else { 0 };
                    work.count[u].store(count, Ordering::Relaxed);
                }
            }
        }
    }
}

/// White's moves from one position of a sector, as the forward step counts them.
struct Moves {
    /// The distinct quiet successors (canonical indices in the other sector of the pair).
    distinct: usize,
    /// The best exit (a move that closes a mill), per pass; `None` without one.
    best_exit: [Option<Wdl>; 2],
    /// Whether White has any move at all.
    any_move: bool,
}

/// White's moves from White on `white` and Black on `black`, a position of sector `ix`:
/// exits valued through `exits`, quiet successors counted as indices of `other`.
fn moves(
    rules: &Rules,
    exits: &Exits,
    ix: &SectorIndex,
    other: &SectorIndex,
    white: u32,
    black: u32,
) -> Moves {
    let board = rules.board();
    let spec = rules.spec();
    let empty = board.all() & !(white | black);
    let (w, b) = ix.men();
    let flying = spec.fly_at > 0 && w <= usize::from(spec.fly_at);
    let mut successors: ArrayVec<u64, MAX_SUCCESSORS> = ArrayVec::new();
    let mut best_exit: [Option<Wdl>; 2] = [None, None];
    let mut any_move = false;
    for from in points_of(white) {
        let to_set = if flying {
            empty
        } else {
            board.adjacent(from) & empty
        };
        for to in points_of(to_set) {
            any_move = true;
            let moved = white ^ (1 << from) ^ (1 << to);
            let closed = board.mills_closed_at(moved, to);
            if closed > 0 {
                let earned = match spec.mill_captures {
                    MillCaptures::One => 1,
                    MillCaptures::PerMill => closed.min(b as u32),
                };
                let (plain, under_rule) = exits.pending(moved, black, earned);
                best_exit[0] = Some(best_exit[0].map_or(plain, |e| e.max(plain)));
                best_exit[1] = Some(best_exit[1].map_or(under_rule, |e| e.max(under_rule)));
            } else {
                successors.push(other.index(black, moved));
            }
        }
    }
    successors.sort_unstable();
    let mut distinct = successors.len();
    if distinct > 1 {
        distinct = 1 + successors.windows(2).filter(|p| p[0] != p[1]).count();
    }
    Moves {
        distinct,
        best_exit,
        any_move,
    }
}

/// Decides the predecessors of the positions decided at `level`; returns those decided at
/// `level + 1`.
fn propagate(
    rules: &Rules,
    indices: &[SectorIndex],
    work: &[Work],
    current: &Frontier,
    level: u16,
    threads: usize,
) -> Frontier {
    let board = rules.board();
    let fly_at = usize::from(rules.spec().fly_at);
    let next_item = AtomicUsize::new(0);
    let chunk = 1 << 12;
    let found: Vec<Frontier> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut out = Vec::new();
                    let mut predecessors: ArrayVec<u64, MAX_SUCCESSORS> = ArrayVec::new();
                    loop {
                        let start = next_item.fetch_add(chunk, Ordering::Relaxed);
                        if start >= current.len() {
                            break;
                        }
                        for &(s, i) in &current[start..(start + chunk).min(current.len())] {
                            let s = usize::from(s);
                            let o = (s + 1) % indices.len();
                            let (white, black) = indices[s].position(i);
                            let lost = work[s].status[i as usize].load(Ordering::Relaxed) == LOSS;
                            let (_, b) = indices[s].men();
                            let flying = fly_at > 0 && b <= fly_at;
                            unmoves(board, &indices[o], white, black, flying, &mut predecessors);
                            decide(o, &work[o], &predecessors, lost, level, &mut out);
                        }
                    }
                    out
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    found.concat()
}

/// Black's quiet moves that lead to White on `white` and Black on `black`, as canonical
/// indices in `sector` (the sector of the pair Black moved in), sorted, into `predecessors`.
fn unmoves(
    board: &Board,
    sector: &SectorIndex,
    white: u32,
    black: u32,
    flying: bool,
    predecessors: &mut ArrayVec<u64, MAX_SUCCESSORS>,
) {
    let empty = board.all() & !(white | black);
    predecessors.clear();
    // Black's last move went from `from` to `to` and closed no mill.
    for to in points_of(black) {
        if board.mills_closed_at(black, to) > 0 {
            continue;
        }
        let from_set = if flying {
            empty
        } else {
            board.adjacent(to) & empty
        };
        for from in points_of(from_set) {
            let before = black ^ (1 << to) ^ (1 << from);
            predecessors.push(sector.index(before, white));
        }
    }
    predecessors.sort_unstable();
}

/// Visits each distinct predecessor once (`predecessors` sorted), in sector `o` of the pair
/// with working arrays `target`: after a loss it is a win at `level + 1`; after a win, it
/// loses one successor, and is a loss at `level + 1` when that was its last. The positions
/// decided go to `out`.
fn decide(
    o: usize,
    target: &Work,
    predecessors: &[u64],
    lost: bool,
    level: u16,
    out: &mut Frontier,
) {
    let mut last = u64::MAX;
    for &p in predecessors {
        if p == last {
            continue;
        }
        last = p;
        let u = p as usize;
        if lost {
            if target.status[u]
                .compare_exchange(UNDECIDED, WIN, Ordering::Relaxed, Ordering::Relaxed)
                .is_ok()
            {
                target.dtc[u].store(level + 1, Ordering::Relaxed);
                out.push((o as u8, p));
            }
        } else if target.status[u].load(Ordering::Relaxed) == UNDECIDED
            && target.count[u].fetch_sub(1, Ordering::Relaxed) == 1
            && target.status[u]
                .compare_exchange(UNDECIDED, LOSS, Ordering::Relaxed, Ordering::Relaxed)
                .is_ok()
        {
            target.dtc[u].store(level + 1, Ordering::Relaxed);
            out.push((o as u8, p));
        }
    }
}
