//! The backward step: level by level, the positions decided at one level decide their
//! predecessors at the next, in both passes at once.

use super::{
    BuildProgress, Frontier, Half, LOSS, MAX_SUCCESSORS, SolveError, Stage, UNDECIDED, WIN, Work,
    frontier_cap, frontier_entry, frontier_parts, is_scanned, scanned,
};
use crate::game::{Board, Rules, points_of};
use crate::tablebase::index::SectorIndex;
use crate::tablebase::prefetch;
use arrayvec::ArrayVec;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};

/// The propagation from where `start` (a `Stage::Propagate`) stands, level by level until
/// no position is decided in either pass, calling `boundary` between levels.
pub(super) fn propagate_pass(
    rules: &Rules,
    indices: &[SectorIndex],
    works: &[Work],
    start: Stage,
    threads: usize,
    progress: &dyn BuildProgress,
    boundary: &mut dyn FnMut(&Stage) -> Result<(), SolveError>,
) -> Result<(), SolveError> {
    let Stage::Propagate {
        passes,
        mut level,
        mut current,
        mut pending,
    } = start
    else {
        unreachable!("propagation starts from a propagation stage")
    };
    let cap = frontier_cap(indices.iter().map(SectorIndex::len).sum());
    loop {
        let (mut next, done) = propagate(
            rules,
            indices,
            works,
            &current,
            (level, passes),
            threads,
            cap,
        );
        if let Some(one) = pending.take() {
            if is_scanned(&one) || is_scanned(&next) {
                next = scanned();
            } else {
                next.extend(one);
            }
        }
        progress.advance(done);
        if next.is_empty() {
            return Ok(());
        }
        level += 1;
        let stage = Stage::Propagate {
            passes,
            level,
            current: next,
            pending: None,
        };
        boundary(&stage)?;
        let Stage::Propagate { current: back, .. } = stage else {
            unreachable!()
        };
        current = back;
    }
}

/// Decides the predecessors of the positions decided at `level` (in the first `passes`
/// passes; listed in `current`, or found by scanning the words); returns those decided at
/// `level + 1` (scanned when more than `cap`), and how many positions were propagated.
// The solver's hot pass, kept whole (as `forward::generate`).
#[allow(clippy::too_many_lines)]
fn propagate(
    rules: &Rules,
    indices: &[SectorIndex],
    works: &[Work],
    current: &Frontier,
    (level, passes): (u16, u8),
    threads: usize,
    cap: usize,
) -> (Frontier, u64) {
    let board = rules.board();
    let fly_at = usize::from(rules.spec().fly_at);
    let scan = is_scanned(current);
    let next_item = AtomicUsize::new(0);
    let chunk = 1 << 12;
    // In a scan, the chunks run over the pair's sectors one after the other.
    let scan_chunks: Vec<(usize, u64)> = if scan {
        indices
            .iter()
            .enumerate()
            .flat_map(|(s, ix)| (0..ix.len()).step_by(chunk).map(move |i| (s, i)))
            .collect()
    } else {
        Vec::new()
    };
    let items = if scan {
        scan_chunks.len()
    } else {
        current.len()
    };
    let step_by = if scan { 1 } else { chunk };
    let overflow = AtomicBool::new(false);
    let done = AtomicU64::new(0);
    let per_thread = cap / threads.max(1);
    let found: Vec<Frontier> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut out = Vec::new();
                    let mut predecessors: ArrayVec<u64, MAX_SUCCESSORS> = ArrayVec::new();
                    let mut batch = Batch::default();
                    // Counted here and added once: a shared counter per position made the
                    // two threads' caches fight over its line.
                    let mut handled = 0u64;
                    let mut handle = |s: usize, white: u32, black: u32, passes: u8, lost: u8| {
                        let o = (s + 1) % indices.len();
                        let (_, b) = indices[s].men();
                        let flying = fly_at > 0 && b <= fly_at;
                        unmoves(board, &indices[o], white, black, flying, &mut predecessors);
                        let step = Step {
                            passes,
                            lost,
                            level,
                        };
                        batch.add(o, &works[o], &predecessors, step);
                        if batch.items.len() >= BATCH {
                            batch.decide(works, &mut out);
                            if out.len() > per_thread {
                                // Too many to list: the next level is scanned.
                                overflow.store(true, Ordering::Relaxed);
                            }
                            if overflow.load(Ordering::Relaxed) {
                                out = Vec::new();
                            }
                        }
                        handled += 1;
                    };
                    loop {
                        let start = next_item.fetch_add(step_by, Ordering::Relaxed);
                        if start >= items {
                            break;
                        }
                        if scan {
                            let (s, from) = scan_chunks[start];
                            let to = (from + chunk as u64).min(indices[s].len());
                            let words = &works[s].words;
                            indices[s].for_each_position(from, to, |i, white, black, used| {
                                if !used {
                                    return;
                                }
                                let word = words[i as usize].load(Ordering::Relaxed);
                                let (mut at, mut lost) = (0u8, 0u8);
                                for pass in 0..usize::from(passes) {
                                    let half = Half::of(word, pass);
                                    let status = half.status();
                                    if (status == WIN || status == LOSS) && half.dtc() == level {
                                        at |= 1 << pass;
                                        lost |= u8::from(status == LOSS) << pass;
                                    }
                                }
                                if at != 0 {
                                    handle(s, white, black, at, lost);
                                }
                            });
                        } else {
                            for &entry in &current[start..(start + chunk).min(current.len())] {
                                let (s, i, passes, lost) = frontier_parts(entry);
                                let (white, black) = indices[s].position(i);
                                handle(s, white, black, passes, lost);
                            }
                        }
                    }
                    batch.decide(works, &mut out);
                    done.fetch_add(handled, Ordering::Relaxed);
                    out
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let done = done.into_inner();
    let total: usize = found.iter().map(Vec::len).sum();
    if overflow.into_inner() || total > cap {
        return (scanned(), done);
    }
    (found.concat(), done)
}

/// Predecessors gathered before they are decided: their words were prefetched when they
/// were added, so that the cache misses of a batch overlap instead of following one
/// another (the random accesses to the words were about half of the solver's time).
const BATCH: usize = 512;

#[derive(Default)]
struct Batch {
    /// (sector of the pair, index, step).
    items: Vec<(usize, u64, Step)>,
}

impl Batch {
    /// Adds each distinct predecessor once (`predecessors` sorted), in sector `o` of the
    /// pair with working state `target`, prefetching its word.
    fn add(&mut self, o: usize, target: &Work, predecessors: &[u64], step: Step) {
        let mut last = u64::MAX;
        for &p in predecessors {
            if p != last {
                last = p;
                prefetch(&target.words[p as usize]);
                self.items.push((o, p, step));
            }
        }
    }

    /// Decides every predecessor in the batch and empties it.
    fn decide(&mut self, works: &[Work], out: &mut Frontier) {
        for &(o, p, step) in &self.items {
            decide(o, &works[o], p, step, out);
        }
        self.items.clear();
    }
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
    // Black's last move went from `from` to `to` and closed no mill. The sets before it are
    // ranked and their table entries prefetched first, then indexed: the entries' cache
    // misses overlap instead of following one another.
    let mut ranks: ArrayVec<usize, MAX_SUCCESSORS> = ArrayVec::new();
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
            let rank = sector.white_rank(before);
            sector.prefetch_white(rank);
            ranks.push(rank);
        }
    }
    for &rank in &ranks {
        predecessors.push(sector.index_with(sector.white_key_at(rank), white));
    }
    predecessors.sort_unstable();
}

/// What a decided position passes to its predecessors: the passes it was decided in at
/// `level`, and in which of them it is lost (else won) for its side to move.
#[derive(Clone, Copy)]
struct Step {
    passes: u8,
    lost: u8,
    level: u16,
}

/// Decides predecessor `p` in sector `o` of the pair, with working state `target`, in each
/// of the step's passes: after a loss it is a win at `level + 1`; after a win, it loses one
/// successor, and is a loss at `level + 1` when that was its last. When decided, it goes
/// to `out`, marked with the passes it was decided in.
fn decide(o: usize, target: &Work, p: u64, step: Step, out: &mut Frontier) {
    let word = &target.words[p as usize];
    let mut old = word.load(Ordering::Relaxed);
    loop {
        let (new, decided, lost) = apply(old, step);
        if new == old {
            return;
        }
        match word.compare_exchange_weak(old, new, Ordering::Relaxed, Ordering::Relaxed) {
            Ok(_) => {
                if decided != 0 {
                    out.push(frontier_entry(o, p, decided, lost));
                }
                return;
            }
            Err(now) => old = now,
        }
    }
}

/// A predecessor's word after the step, the passes in which it is now decided, and those in
/// which it is now lost.
fn apply(word: u64, step: Step) -> (u64, u8, u8) {
    let mut new = word;
    let mut decided = 0;
    let mut lost = 0;
    for pass in 0..2 {
        if step.passes & (1 << pass) == 0 {
            continue;
        }
        let half = Half::of(new, pass);
        if half.status() != UNDECIDED {
            continue;
        }
        let next = if step.lost & (1 << pass) != 0 {
            decided |= 1 << pass;
            Half::new(WIN, 0, step.level + 1)
        } else {
            let count = half.count() - 1;
            if count == 0 {
                decided |= 1 << pass;
                lost |= 1 << pass;
                Half::new(LOSS, 0, step.level + 1)
            } else {
                Half::new(UNDECIDED, count, 0)
            }
        };
        new = next.into_word(new, pass);
    }
    (new, decided, lost)
}
