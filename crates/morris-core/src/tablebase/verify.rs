//! The full consistency pass: every stored value (plain and under the no-capture rule) is
//! recomputed from its successors' stored values and the lower sectors', and must match,
//! distance included: a win is the least distance over winning moves plus one, a loss the
//! greatest over all moves plus one, a draw has no winning move and a drawing one. Together
//! with the distances this proves the table is the fixed point retrograde analysis defines
//! (a value wrong somewhere is wrong at the nearest conversion, which the check sees), and
//! every checksum is checked. A placement sector's values (no distances) must each be the
//! best over its placements' stored values.

use super::file::{Entry, Sector, SectorTable, Wdl};
use super::placement::Reads;
use super::probe::{Probe, Tablebase};
use super::solve::{BuildProgress, Exits};
use crate::game::{FullBoard, MillCaptures, Rules, points_of};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

/// What verifying one sector found.
#[derive(Clone, Debug, serde::Serialize)]
pub struct SectorCheck {
    pub sector: String,
    pub positions: u64,
    pub mismatches: u64,
    /// The first few mismatches, described.
    pub examples: Vec<String>,
}

/// Verifies every sector of `tablebase`.
#[must_use]
pub fn verify(
    tablebase: &Tablebase,
    threads: usize,
    progress: &dyn Fn(&str) -> Box<dyn BuildProgress>,
) -> Vec<SectorCheck> {
    let mut keys: Vec<(usize, usize)> = tablebase.sectors().keys().copied().collect();
    keys.sort_unstable_by_key(|&(w, b)| (w + b, w, b));
    let mut placement: Vec<Sector> = tablebase.placement().keys().copied().collect();
    placement.sort_unstable_by_key(|s| (s.in_hand[0] + s.in_hand[1], s.white, s.black));
    keys.into_iter()
        .map(|k| verify_sector(tablebase, k, threads, progress))
        .chain(
            placement
                .into_iter()
                .map(|s| verify_placement(tablebase, s, threads, progress)),
        )
        .collect()
}

/// Verifies a placement sector: every value is the best over its placements' (and their
/// captures') stored values.
fn verify_placement(
    tablebase: &Tablebase,
    sector: Sector,
    threads: usize,
    progress: &dyn Fn(&str) -> Box<dyn BuildProgress>,
) -> SectorCheck {
    let table = &tablebase.placement()[&sector];
    // `Tablebase::open` checked that every sector read is there; a crafted sector that reads
    // none is reported, not verified.
    let reads = match Reads::new(tablebase.rules(), sector, |s| tablebase.table(s)) {
        Ok(reads) => reads,
        Err(what) => {
            return SectorCheck {
                sector: sector.name(),
                positions: 0,
                mismatches: 1,
                examples: vec![format!("cannot read the sectors it needs: {what}")],
            };
        }
    };
    check_sector(
        tablebase,
        table,
        sector.name(),
        threads,
        progress,
        &|i, white, black| {
            let stored = table.entry(i);
            let expected = reads.value(white, black);
            [(stored.0.wdl, expected.0), (stored.1.wdl, expected.1)].map(|(stored, expected)| {
                (stored != expected).then(|| {
                    format!(
                        "stored {}, placements give {}",
                        stored.name(),
                        expected.name()
                    )
                })
            })
        },
    )
}

fn verify_sector(
    tablebase: &Tablebase,
    (w, b): (usize, usize),
    threads: usize,
    progress: &dyn Fn(&str) -> Box<dyn BuildProgress>,
) -> SectorCheck {
    let rules = tablebase.rules();
    let board = rules.board();
    let spec = rules.spec();
    let table = &tablebase.sectors()[&(w, b)];
    let mirror = &tablebase.sectors()[&(b, w)];
    let exits = Exits::new(rules, tablebase.sectors());
    let flying = spec.fly_at > 0 && w <= usize::from(spec.fly_at);
    let name = format!("{w}v{b}");
    check_sector(
        tablebase,
        table,
        name,
        threads,
        progress,
        &|i, white, black| {
            let options = move_options(rules, &exits, mirror, b, flying, white, black);
            let full_draw = white | black == board.all() && spec.full_board == FullBoard::Draw;
            let stored = table.entry(i);
            [(0, stored.0), (1, stored.1)].map(|(m, stored)| {
                let expected = best(&options[m], full_draw);
                (expected != stored).then(|| {
                    format!(
                        "stored {} in {}, successors give {} in {}",
                        stored.wdl.name(),
                        stored.dtc,
                        expected.wdl.name(),
                        expected.dtc
                    )
                })
            })
        },
    )
}

/// Checks every used position of `table` (named `name`) on `threads` threads: `check(i,
/// white, black)` says, per pass, how its stored value disagrees with what its moves give
/// (`None`: it agrees); then the values' checksum.
fn check_sector(
    tablebase: &Tablebase,
    table: &SectorTable,
    name: String,
    threads: usize,
    progress: &dyn Fn(&str) -> Box<dyn BuildProgress>,
    check: &(dyn Fn(u64, u32, u32) -> [Option<String>; 2] + Sync),
) -> SectorCheck {
    // The checksum first: a damaged file is named as such, its values not read as values.
    if let Err(e) = table.check_values(tablebase.dir()) {
        return SectorCheck {
            sector: name,
            positions: 0,
            mismatches: 1,
            examples: vec![e.to_string()],
        };
    }
    let bar = progress(&name);
    let len = table.index.len();
    bar.phase("verify", len);
    let next = AtomicU64::new(0);
    let mismatches = AtomicU64::new(0);
    let used = AtomicU64::new(0);
    let examples = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| {
                let chunk = 1 << 14;
                loop {
                    let start = next.fetch_add(chunk, Ordering::Relaxed);
                    if start >= len {
                        break;
                    }
                    let end = (start + chunk).min(len);
                    table
                        .index
                        .for_each_position(start, end, |i, white, black, is_used| {
                            if !is_used {
                                return;
                            }
                            used.fetch_add(1, Ordering::Relaxed);
                            for (m, found) in check(i, white, black).into_iter().enumerate() {
                                let Some(found) = found else { continue };
                                mismatches.fetch_add(1, Ordering::Relaxed);
                                let mut ex = examples
                                    .lock()
                                    .unwrap_or_else(std::sync::PoisonError::into_inner);
                                if ex.len() < 5 {
                                    let pass = if m == 0 { "plain" } else { "no-capture rule" };
                                    ex.push(format!("{name} index {i} ({pass}): {found}"));
                                }
                            }
                        });
                    bar.advance(end - start);
                }
            });
        }
    });
    let examples = examples
        .into_inner()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let mismatches = mismatches.into_inner();
    SectorCheck {
        sector: name,
        positions: used.into_inner(),
        mismatches,
        examples,
    }
}

/// The values White's moves from White on `white` and Black on `black` lead to, per pass: a
/// move that closes a mill by the lower tables (through `exits`), a quiet move by the stored
/// value of the position after it in `mirror`, one ply further. `b` is Black's men; `flying`
/// whether White flies.
fn move_options(
    rules: &Rules,
    exits: &Exits,
    mirror: &SectorTable,
    b: usize,
    flying: bool,
    white: u32,
    black: u32,
) -> [Vec<Entry>; 2] {
    let board = rules.board();
    let spec = rules.spec();
    let empty = board.all() & !(white | black);
    let mut options: [Vec<Entry>; 2] = [Vec::new(), Vec::new()];
    for from in points_of(white) {
        let to_set = if flying {
            empty
        } else {
            board.adjacent(from) & empty
        };
        for to in points_of(to_set) {
            let moved = white ^ (1 << from) ^ (1 << to);
            let closed = board.mills_closed_at(moved, to);
            if closed > 0 {
                let earned = match spec.mill_captures {
                    MillCaptures::One => 1,
                    MillCaptures::PerMill => closed.min(b as u32),
                };
                let (p, r) = exits.pending(moved, black, earned);
                options[0].push(Entry { wdl: p, dtc: 1 });
                options[1].push(Entry { wdl: r, dtc: 1 });
            } else {
                let (p, r) = mirror.lookup(black, moved);
                for (m, e) in [p, r].into_iter().enumerate() {
                    options[m].push(Entry {
                        wdl: e.wdl.flip(),
                        dtc: e.dtc.saturating_add(1),
                    });
                }
            }
        }
    }
    options
}

/// The value the options give: the best, the quickest win, the slowest loss.
fn best(options: &[Entry], full_board_draw: bool) -> Entry {
    if options.is_empty() {
        let wdl = if full_board_draw {
            Wdl::Draw
        } else {
            Wdl::Loss
        };
        return Entry { wdl, dtc: 0 };
    }
    let wdl = options.iter().map(|e| e.wdl).max().unwrap();
    let of = options.iter().filter(|e| e.wdl == wdl).map(|e| e.dtc);
    let dtc = match wdl {
        Wdl::Win => of.min().unwrap(),
        Wdl::Loss => of.max().unwrap(),
        _ => 0,
    };
    Entry { wdl, dtc }
}
