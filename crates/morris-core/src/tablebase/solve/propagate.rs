//! The backward step: level by level, the positions decided at one level decide their
//! predecessors at the next.

use super::{BuildProgress, Frontier, LOSS, MAX_SUCCESSORS, UNDECIDED, WIN, Work};
use crate::game::{Board, Rules, points_of};
use crate::tablebase::index::SectorIndex;
use arrayvec::ArrayVec;
use std::sync::atomic::{AtomicUsize, Ordering};

/// One pass's propagation from its seeds of levels 0 and 1, level by level until no position
/// is decided.
pub(super) fn propagate_pass(
    rules: &Rules,
    indices: &[SectorIndex],
    work: &[Work],
    seed: [Frontier; 2],
    threads: usize,
    progress: &dyn BuildProgress,
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
