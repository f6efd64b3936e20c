//! The forward step: every position of the pair once, its moves generated and counted (the
//! quiet successors, the best exit per pass), seeding levels 0 and 1 of both passes.

use super::{
    BuildProgress, CANNOT_LOSE, DRAW, Exits, Frontier, Half, LOSS, MAX_SUCCESSORS, SolveError,
    Stage, UNDECIDED, UNUSED, WIN, Work, frontier_cap, frontier_entry, is_scanned, scanned,
};
use crate::game::{FullBoard, MillCaptures, Rules, points_of};
use crate::tablebase::file::Wdl;
use crate::tablebase::index::SectorIndex;
use arrayvec::ArrayVec;
use std::sync::atomic::{AtomicU64, Ordering};

/// Positions of a sector between two stage boundaries of the forward step (at least).
const SEGMENT: u64 = 1 << 22;

/// The forward step over every position of the pair from where `from` (a `Stage::Forward`)
/// stands, on `threads` threads, calling `boundary` between segments of positions: whether
/// any position's best exit differs between the passes, and the seeds of levels 0 and 1
/// (both passes, each entry marked with the passes it seeds).
#[allow(clippy::too_many_arguments)]
// The solver's hot pass, kept whole: one loop over memory whose speed is measured in
// docs/tablebase.md; split, it would be re-measured first.
#[allow(clippy::too_many_lines)]
pub(super) fn generate(
    rules: &Rules,
    exits: &Exits,
    indices: &[SectorIndex],
    works: &[Work],
    from: Stage,
    threads: usize,
    progress: &dyn BuildProgress,
    boundary: &mut dyn FnMut(&Stage) -> Result<(), SolveError>,
) -> Result<(bool, [Frontier; 2]), SolveError> {
    let Stage::Forward {
        sector: first,
        next: mut from_position,
        mut differ,
        mut seeds,
    } = from
    else {
        unreachable!("the forward step starts from a forward stage")
    };
    let other = |s: usize| (s + 1) % indices.len();
    let done: u64 = indices[..first].iter().map(SectorIndex::len).sum::<u64>() + from_position;
    progress.advance(done);
    for (s, ix) in indices.iter().enumerate().skip(first) {
        let segment = SEGMENT.max(ix.len() / 64);
        let mut segment_start = from_position;
        from_position = 0;
        while segment_start < ix.len() {
            let segment_end = (segment_start + segment).min(ix.len());
            let next = AtomicU64::new(segment_start);
            let chunk = 1 << 14;
            let found: Vec<([Frontier; 2], bool)> = std::thread::scope(|scope| {
                let handles: Vec<_> = (0..threads)
                    .map(|_| {
                        scope.spawn(|| {
                            let mut local: [Frontier; 2] = [Vec::new(), Vec::new()];
                            let mut any_differ = false;
                            loop {
                                let start = next.fetch_add(chunk, Ordering::Relaxed);
                                if start >= segment_end {
                                    break;
                                }
                                let end = (start + chunk).min(segment_end);
                                ix.for_each_position(start, end, |i, white, black, used| {
                                    let word = if used {
                                        let (word, differs) = initialise(
                                            rules,
                                            exits,
                                            ix,
                                            &indices[other(s)],
                                            s,
                                            i,
                                            (white, black),
                                            &mut local,
                                        );
                                        any_differ |= differs;
                                        word
                                    } else {
                                        let unused = u64::from(Half::new(UNUSED, 0, 0).0);
                                        unused | unused << 32
                                    };
                                    works[s].words[i as usize].store(word, Ordering::Relaxed);
                                });
                                progress.advance(end - start);
                            }
                            (local, any_differ)
                        })
                    })
                    .collect();
                handles.into_iter().map(|h| h.join().unwrap()).collect()
            });
            let cap = frontier_cap(indices.iter().map(SectorIndex::len).sum());
            for (local, any_differ) in found {
                differ |= any_differ;
                for (level, list) in local.into_iter().enumerate() {
                    if !is_scanned(&seeds[level]) {
                        seeds[level].extend(list);
                        if seeds[level].len() > cap {
                            seeds[level] = scanned();
                        }
                    }
                }
            }
            segment_start = segment_end;
            let (sector, next) = if segment_end == ix.len() {
                (s + 1, 0)
            } else {
                (s, segment_end)
            };
            let stage = Stage::Forward {
                sector,
                next,
                differ,
                seeds,
            };
            boundary(&stage)?;
            let Stage::Forward { seeds: back, .. } = stage else {
                unreachable!()
            };
            seeds = back;
        }
    }
    Ok((differ, seeds))
}

/// The forward step for position `i` of sector `s` (White on `white`, Black on `black`), in
/// both passes: its word, and whether its best exit differs between the passes. Seeds go to
/// `seeds`.
// s: the sector of the pair; i, u: the index, as a number and as a position.
#[allow(clippy::too_many_arguments)]
fn initialise(
    rules: &Rules,
    exits: &Exits,
    ix: &SectorIndex,
    other: &SectorIndex,
    s: usize,
    i: u64,
    (white, black): (u32, u32),
    seeds: &mut [Frontier; 2],
) -> (u64, bool) {
    let board = rules.board();
    let spec = rules.spec();
    let Moves {
        distinct,
        best_exit,
        any_move,
    } = moves(rules, exits, ix, other, white, black);
    let mut word = 0u64;
    let mut seeded = [0u8; 2];
    let mut lost = 0u8;
    for (pass, exit) in best_exit.into_iter().enumerate() {
        let half = if !any_move {
            let full_draw = white | black == board.all() && spec.full_board == FullBoard::Draw;
            if full_draw {
                Half::new(DRAW, 0, 0)
            } else {
                seeded[0] |= 1 << pass;
                lost |= 1 << pass;
                Half::new(LOSS, 0, 0)
            }
        } else if exit == Some(Wdl::Win) {
            seeded[1] |= 1 << pass;
            Half::new(WIN, 0, 1)
        } else {
            let can_draw = exit == Some(Wdl::Draw);
            if distinct > 0 {
                let count = distinct as u8 + if can_draw { CANNOT_LOSE } else { 0 };
                Half::new(UNDECIDED, count, 0)
            } else if can_draw {
                Half::new(DRAW, 0, 0)
            } else {
                seeded[1] |= 1 << pass;
                lost |= 1 << pass;
                Half::new(LOSS, 0, 1)
            }
        };
        word = half.into_word(word, pass);
    }
    for (level, passes) in seeded.into_iter().enumerate() {
        if passes != 0 {
            seeds[level].push(frontier_entry(s, i, passes, lost));
        }
    }
    (word, best_exit[0] != best_exit[1])
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
    // Every quiet successor has Black to move on `black`: its white set in `other`.
    let key = other.white_key(black);
    // With one symmetry to the representative, different moves reach different indices:
    // the quiet moves are counted, not indexed (indexing them was most of this step).
    let injective = key.is_injective();
    let mut quiet = 0usize;
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
                if best_exit == [Some(Wdl::Win); 2] {
                    // No exit can do better: the lower tables are not read again.
                    continue;
                }
                let earned = match spec.mill_captures {
                    MillCaptures::One => 1,
                    MillCaptures::PerMill => closed.min(b as u32),
                };
                let (plain, under_rule) = exits.pending(moved, black, earned);
                best_exit[0] = Some(best_exit[0].map_or(plain, |e| e.max(plain)));
                best_exit[1] = Some(best_exit[1].map_or(under_rule, |e| e.max(under_rule)));
            } else if injective {
                quiet += 1;
            } else {
                successors.push(other.index_with(key, moved));
            }
        }
    }
    let mut distinct = quiet + successors.len();
    if successors.len() > 1 {
        successors.sort_unstable();
        distinct = 1 + successors.windows(2).filter(|p| p[0] != p[1]).count();
    }
    Moves {
        distinct,
        best_exit,
        any_move,
    }
}
