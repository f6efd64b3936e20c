//! The forward step: every position of the pair once, its moves generated and counted (the
//! quiet successors, the best exit per pass), seeding levels 0 and 1 of both passes.

use super::{
    BuildProgress, CANNOT_LOSE, DRAW, Exits, Frontier, LOSS, MAX_SUCCESSORS, UNUSED, WIN, Work,
};
use crate::game::{FullBoard, MillCaptures, Rules, points_of};
use crate::tablebase::file::Wdl;
use crate::tablebase::index::SectorIndex;
use arrayvec::ArrayVec;
use std::sync::atomic::{AtomicU8, AtomicU64, Ordering};

/// The forward step over every position of the pair, on `threads` threads: the seeds of
/// levels 0 and 1 per pass.
pub(super) fn generate(
    rules: &Rules,
    exits: &Exits,
    indices: &[SectorIndex],
    works: &[Vec<Work>],
    differ: &AtomicU8,
    threads: usize,
    progress: &dyn BuildProgress,
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
