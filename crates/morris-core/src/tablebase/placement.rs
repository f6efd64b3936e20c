//! The placement phase, solved backward from the phase after placement: every position with
//! men still in hand gets its value for the side to move, in the plain game and under the
//! no-capture rule (a placement and a capture both zero the counter, so placement's values
//! under the rule do not depend on it, and the phase after placement starts at zero).
//!
//! A placement sector is (men on the board of the side to move, of the other side, men in
//! hand of each), the side to move's first, as the moving phase's sectors are: a position
//! with Black to move is read as its colour mirror. Every ply of placement takes a man from a
//! hand, so the men in hand in all (the level) fall by one a ply, and a level's sectors read
//! only the level below: level 1's read the phase after placement's tables, the start is
//! alone at the top level. No retrograde loop is needed: each position's value is the best
//! over its placements (and the captures a mill earns), read from the sectors already built.
//! The side to move at level `t` has `ceil(t / 2)` men in hand and the other `floor(t / 2)`
//! (White places first).
//!
//! The tables hold values only: a value-keeping placement always makes progress (placement
//! ends), and the phase after placement's distances convert a win from there.

use super::build::{BuildError, BuildOptions, PlannedPair, check};
use super::file::{Sector, SectorTable, Wdl, pack_values, unpack_values};
use super::index::SectorIndex;
use super::solve::{
    BuildProgress, Snapshots, SolveError, best_after, best_capture, capture_targets,
};
use crate::game::{MAX_POINTS, MillCaptures, Rules, points_of};
use arrayvec::ArrayVec;
use std::collections::HashMap;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::Instant;

/// The placement sectors of `rules` by level: `levels(rules)[t - 1]` holds level `t`'s (men
/// in hand in all), in the order a build takes them. A side with fewer than three men in
/// hand and on the board has lost: those positions are not in any sector.
#[must_use]
pub fn levels(rules: &Rules) -> Vec<Vec<Sector>> {
    let pieces = usize::from(rules.spec().pieces);
    let points = rules.board().points();
    let min = crate::game::MIN_MEN as usize;
    (1..=2 * pieces)
        .map(|level| {
            let (m, o) = (level.div_ceil(2), level / 2);
            let mut out = Vec::new();
            for w in 0..=pieces - m {
                for b in 0..=pieces - o {
                    if w + m >= min && b + o >= min && w + b + m + o <= points {
                        out.push(Sector {
                            white: w,
                            black: b,
                            in_hand: [m, o],
                        });
                    }
                }
            }
            out
        })
        .collect()
}

/// The sectors a placement sector's positions lead to: its placements' (the other side to
/// move, a man more for the side that placed) and, when a mill earns captures, the captures'.
#[must_use]
pub fn reads(rules: &Rules, sector: Sector) -> Vec<Sector> {
    let Sector {
        white: w,
        black: b,
        in_hand: [m, o],
    } = sector;
    let most = match rules.spec().mill_captures {
        MillCaptures::One => 1,
        MillCaptures::PerMill => 3,
    };
    let min = crate::game::MIN_MEN as usize;
    (0..=most.min(b))
        .filter(|&k| b - k + o >= min)
        .map(|k| Sector {
            white: b - k,
            black: w + 1,
            in_hand: [o, m - 1],
        })
        .collect()
}

/// The placement sectors of a whole build into `dir`, in build order, as plan steps (after
/// the phase after placement's pairs, `build::plan`).
#[must_use]
pub fn plan(rules: &Rules, dir: &Path) -> Vec<PlannedPair> {
    let pieces = usize::from(rules.spec().pieces);
    levels(rules)
        .into_iter()
        .enumerate()
        .flat_map(|(at, sectors)| {
            sectors.into_iter().map(move |sector| PlannedPair {
                pair: sector.name(),
                men: sector.white + sector.black,
                stage: 2 * pieces + at + 1,
                sectors: vec![sector.name()],
                reads: reads(rules, sector).iter().map(Sector::name).collect(),
                done: SectorTable::load_sector(dir, rules, sector).is_ok(),
            })
        })
        .collect()
}

/// What building one placement sector took.
#[derive(Clone, Debug, serde::Serialize)]
pub struct SectorReport {
    pub sector: String,
    pub level: usize,
    pub positions: u64,
    pub reused: bool,
    pub seconds: f64,
    pub file_bytes: u64,
}

/// Builds every placement sector of `rules` into `dir` (or only `options.sectors`), level by
/// level from the phase after placement (whose tables, every sector up to the rules' men a
/// side, must be there), calling `report` after each sector; sectors whose files read back
/// whole are kept, and the sector being solved saves its values so far every
/// `options.snapshot_every` (`NAME.partial`), so a killed build goes on from there. Returns
/// the reports.
///
/// # Errors
/// Unsupported rules, a missing or bad table, a file that cannot be written.
pub fn build_placement(
    rules: &Rules,
    dir: &Path,
    options: &BuildOptions,
    progress: &dyn Fn(&str) -> Box<dyn BuildProgress>,
    report: &mut dyn FnMut(&SectorReport),
) -> Result<Vec<SectorReport>, BuildError> {
    let pieces = usize::from(rules.spec().pieces);
    check(rules, pieces)?;
    let mut cache: HashMap<Sector, Arc<SectorTable>> = HashMap::new();
    let mut reports = Vec::new();
    for (at, sectors) in levels(rules).into_iter().enumerate() {
        for sector in sectors {
            if options
                .sectors
                .as_ref()
                .is_some_and(|only| !only.contains(&sector))
            {
                continue;
            }
            let start = Instant::now();
            let path = dir.join(sector.file_name());
            let mut done = |table: &SectorTable, reused: bool| {
                let r = SectorReport {
                    sector: sector.name(),
                    level: at + 1,
                    positions: table.header.len,
                    reused,
                    seconds: start.elapsed().as_secs_f64(),
                    file_bytes: std::fs::metadata(&path).map_or(0, |m| m.len()),
                };
                report(&r);
                reports.push(r);
            };
            if let Some(table) =
                SectorTable::reusable(dir, rules, sector).map_err(BuildError::Foreign)?
            {
                done(&table, true);
                continue;
            }
            let needed = reads(rules, sector);
            cache.retain(|k, _| needed.contains(k));
            for &k in &needed {
                if let std::collections::hash_map::Entry::Vacant(e) = cache.entry(k) {
                    let mut table = SectorTable::load_sector(dir, rules, k)?;
                    table.mark_same_at_zero(rules.spec().no_capture_draw, options.threads);
                    e.insert(Arc::new(table));
                }
            }
            let bar = progress(&sector.name());
            let mut snapshots = Snapshots::at(
                dir.join(format!("{}.partial", sector.name())),
                snapshot_key(rules, sector),
                options.snapshot_every,
            );
            if let Some(n) = options.stop_after_saves {
                snapshots = snapshots.stopping_after(n);
            }
            let table = solve_sector(
                rules,
                sector,
                &|s| cache.get(&s).map(AsRef::as_ref),
                options.threads,
                bar.as_ref(),
                Some(&mut snapshots),
            )?;
            table.save(dir)?;
            snapshots.remove();
            done(&table, false);
        }
    }
    Ok(reports)
}

/// What a placement sector's saved values must match: the snapshot's key format, the rules'
/// fingerprint and budget, the sector and its length.
fn snapshot_key(rules: &Rules, sector: Sector) -> Vec<u64> {
    let len = SectorIndex::new(rules.board(), sector.white, sector.black).len();
    vec![
        2,
        super::file::rules_fingerprint(rules),
        u64::from(rules.spec().no_capture_draw),
        sector.white as u64,
        sector.black as u64,
        sector.in_hand[0] as u64,
        sector.in_hand[1] as u64,
        len,
    ]
}

/// Positions a thread takes at a time (a multiple of 4: saved values are packed 4 a byte).
const CHUNK: usize = 1 << 14;

/// Positions the solver prepares ahead of reading their placements' values.
const AHEAD: usize = 3;

/// Solves one placement sector from the tables of the sectors it reads (`table` gives each),
/// on `threads` threads, segment by segment; between segments `snapshots` saves the values
/// so far when due, and a solve starts from the last save it finds.
///
/// # Errors
/// A save that cannot be written, or a stop asked for (tests).
///
/// # Panics
/// When `table` lacks a sector it reads.
pub fn solve_sector<'a>(
    rules: &'a Rules,
    sector: Sector,
    table: &dyn Fn(Sector) -> Option<&'a SectorTable>,
    threads: usize,
    progress: &dyn BuildProgress,
    mut snapshots: Option<&mut Snapshots>,
) -> Result<SectorTable, SolveError> {
    let index = SectorIndex::new(rules.board(), sector.white, sector.black);
    let len = index.len() as usize;
    progress.phase("placements", len as u64);
    let reads = Reads::new(rules, sector, table)
        .unwrap_or_else(|missing| panic!("the sector {missing} is not loaded"));
    let mut plain = vec![Wdl::Unused; len];
    let mut under_rule = vec![Wdl::Unused; len];
    let mut done = 0usize;
    if let Some(parts) = snapshots.as_deref().and_then(|s| s.load_parts(3)) {
        let saved = u64::from_le_bytes(parts[0].as_slice().try_into().unwrap_or([0xff; 8]));
        if let Ok(saved) = usize::try_from(saved) {
            if saved <= len
                && parts[1].len() == saved.div_ceil(4)
                && parts[2].len() == parts[1].len()
            {
                unpack_values(&parts[1], &mut plain[..saved]);
                unpack_values(&parts[2], &mut under_rule[..saved]);
                done = saved;
                progress.advance(saved as u64);
            }
        }
    }
    let segment = (CHUNK * 8).max(len / 64).next_multiple_of(CHUNK);
    while done < len {
        let end = (done + segment).min(len);
        let work = Mutex::new(
            plain[done..end]
                .chunks_mut(CHUNK)
                .zip(under_rule[done..end].chunks_mut(CHUNK))
                .enumerate(),
        );
        let base = done;
        std::thread::scope(|scope| {
            for _ in 0..threads.max(1) {
                scope.spawn(|| {
                    loop {
                        let next = work
                            .lock()
                            .unwrap_or_else(std::sync::PoisonError::into_inner)
                            .next();
                        let Some((c, (plain, under_rule))) = next else {
                            break;
                        };
                        let start = (base + c * CHUNK) as u64;
                        let stop = start + plain.len() as u64;
                        solve_chunk(&index, &reads, start, plain, under_rule);
                        progress.advance(stop - start);
                    }
                });
            }
        });
        done = end;
        if done < len {
            if let Some(s) = snapshots.as_deref_mut() {
                s.boundary_with(&|| {
                    vec![
                        (done as u64).to_le_bytes().to_vec(),
                        pack_values(&plain[..done]),
                        pack_values(&under_rule[..done]),
                    ]
                })?;
            }
        }
    }
    Ok(SectorTable::from_values(
        rules,
        index,
        sector.in_hand,
        &plain,
        Some(&under_rule),
    ))
}

/// The values of the positions from index `start` on, as many as `plain` holds.
fn solve_chunk(
    index: &SectorIndex,
    reads: &Reads,
    start: u64,
    plain: &mut [Wdl],
    under_rule: &mut [Wdl],
) {
    let stop = start + plain.len() as u64;
    // Positions prepared `AHEAD` in advance of their values, in a ring (prepared in place:
    // a position's reads are kilobytes).
    let mut ring: [(Option<usize>, Placements); AHEAD] =
        std::array::from_fn(|_| (None, Placements::default()));
    let mut next = 0;
    let mut finish = |(at, placements): &mut (Option<usize>, Placements)| {
        if let Some(at) = at.take() {
            (plain[at], under_rule[at]) = reads.finish(placements);
        }
    };
    index.for_each_position(start, stop, |i, white, black, used| {
        if used {
            let slot = &mut ring[next % AHEAD];
            finish(slot);
            reads.prepare(white, black, &mut slot.1);
            slot.0 = Some((i - start) as usize);
            next += 1;
        }
    });
    for k in 0..AHEAD {
        finish(&mut ring[(next + k) % AHEAD]);
    }
}

/// The tables one placement sector's positions lead to.
pub struct Reads<'a> {
    rules: &'a Rules,
    sector: Sector,
    /// After a placement that earns no capture.
    after_placement: &'a SectorTable,
    /// After captures, by the men the captured side has left on the board.
    captures: Vec<Option<&'a SectorTable>>,
    budget: u16,
}

impl<'a> Reads<'a> {
    /// The tables `sector` reads, from `table`.
    ///
    /// # Errors
    /// The name of a sector it reads that `table` does not have.
    pub fn new(
        rules: &'a Rules,
        sector: Sector,
        table: impl Fn(Sector) -> Option<&'a SectorTable>,
    ) -> Result<Reads<'a>, String> {
        let needed = reads(rules, sector);
        if let Some(missing) = needed.iter().find(|&&s| table(s).is_none()) {
            return Err(missing.name());
        }
        // A sector no placement leads out of (only a crafted file holds one) reads nothing.
        let Some(&placed) = needed.first() else {
            return Err(format!("{} (it reads no sector)", sector.name()));
        };
        Ok(Reads {
            rules,
            sector,
            after_placement: table(placed).expect("checked"),
            captures: (0..=sector.black)
                .map(|left| {
                    table(Sector {
                        white: left,
                        ..placed
                    })
                })
                .collect(),
            budget: rules.spec().no_capture_draw,
        })
    }

    /// The value of a position of the sector for the side to move (White on `white`, Black
    /// on `black`), plain and under the no-capture rule: the best over its placements.
    #[must_use]
    pub fn value(&self, white: u32, black: u32) -> (Wdl, Wdl) {
        let mut placements = Placements::default();
        self.prepare(white, black, &mut placements);
        self.finish(&placements)
    }

    /// `value`'s first half: the position's placements, those without a capture indexed
    /// and their reads prefetched (they miss the cache: overlapped, they cost about one
    /// miss instead of one each, and the solver prepares a few positions ahead of `finish`
    /// so that their misses overlap too).
    pub fn prepare(&self, white: u32, black: u32, out: &mut Placements<'a>) {
        let board = self.rules.board();
        let empty = board.all() & !(white | black);
        let after = self.after_placement;
        let key = after.index.white_key(black);
        let one_more = after.index.one_more(key, white);
        out.black = black;
        out.quiet.clear();
        out.milled.clear();
        out.captures.clear();
        out.outright = false;
        for to in points_of(empty) {
            let placed = white | 1 << to;
            let closed = board.mills_closed_at(placed, to);
            if closed > 0 {
                // A mill closed with nothing to capture reads the placement's own sector.
                let i = if black == 0 { one_more.index(to) } else { 0 };
                out.milled.push(Milled {
                    placed,
                    closed,
                    index: i,
                    captures: 0..0,
                });
            } else {
                let i = one_more.index(to);
                after.prefetch(i);
                out.quiet.push((after, i));
            }
        }
        if black != 0 && out.milled.iter().any(|m| self.earned(m.closed, black) == 1) {
            self.prepare_captures(black, out);
        }
    }

    /// The captures a mill earns, one man each, of the position's milled placements:
    /// `best_capture`'s reads, their index entries and values prefetched here so that
    /// their misses overlap with other positions' (the men a capture may take do not
    /// depend on the placement, so their index entries are read once).
    fn prepare_captures(&self, black: u32, out: &mut Placements<'a>) {
        let targets = capture_targets(self.rules, black);
        let black_in_hand = self.sector.in_hand[1] as u32;
        if black.count_ones() - 1 + black_in_hand < crate::game::MIN_MEN {
            out.outright = true; // every capture leaves too few men: `best_capture` wins
            return;
        }
        let Some(table) = self.captures[black.count_ones() as usize - 1] else {
            panic!("the sectors captures lead to are loaded");
        };
        let less = table.index.one_less(black);
        let mut ranks: ArrayVec<usize, MAX_POINTS> = ArrayVec::new();
        for t in points_of(targets) {
            let rank = less.rank(t);
            table.index.prefetch_white(rank);
            ranks.push(rank);
        }
        for m in 0..out.milled.len() {
            let Milled { placed, closed, .. } = out.milled[m];
            if self.earned(closed, black) != 1 {
                continue;
            }
            let from = out.captures.len();
            for &rank in &ranks {
                let i = table
                    .index
                    .index_with(table.index.white_key_at(rank), placed);
                table.prefetch(i);
                out.captures.push((table, i));
            }
            out.milled[m].captures = from..out.captures.len();
        }
    }

    /// Captures a placement closing `closed` mills earns, Black on `black`.
    fn earned(&self, closed: u32, black: u32) -> u32 {
        match self.rules.spec().mill_captures {
            MillCaptures::One => u32::from(closed > 0),
            MillCaptures::PerMill => closed,
        }
        .min(black.count_ones())
    }

    /// `value`'s second half: the best of the prepared placements.
    #[must_use]
    pub fn finish(&self, placements: &Placements<'a>) -> (Wdl, Wdl) {
        let rules = self.rules;
        let Placements {
            black,
            ref quiet,
            ref milled,
            ref captures,
            outright,
        } = *placements;
        let black_in_hand = self.sector.in_hand[1] as u32;
        let after = self.after_placement;
        let mut best = best_after((Wdl::Loss, Wdl::Loss), quiet, self.budget);
        for m in milled {
            if best == (Wdl::Win, Wdl::Win) {
                break;
            }
            let Milled {
                placed,
                closed,
                index: i,
                ..
            } = *m;
            let earned = self.earned(closed, black);
            let value = if earned == 1 && outright {
                (Wdl::Win, Wdl::Win)
            } else if earned == 1 {
                best_after(
                    (Wdl::Loss, Wdl::Loss),
                    &captures[m.captures.clone()],
                    self.budget,
                )
            } else if earned > 0 {
                best_capture(
                    rules,
                    placed,
                    black,
                    black_in_hand,
                    earned,
                    self.budget,
                    &|left| {
                        self.captures[left.count_ones() as usize]
                            .expect("the sectors captures lead to are loaded")
                    },
                )
            } else {
                let (p, r) = after.values_at_zero_index(i, self.budget);
                (p.flip(), r.flip())
            };
            best = (best.0.max(value.0), best.1.max(value.1));
        }
        best
    }
}

/// One position's placements, indexed (`Reads::prepare`).
#[derive(Default)]
pub struct Placements<'a> {
    black: u32,
    /// Without a capture: the table and index each reads (prefetched).
    quiet: ArrayVec<(&'a SectorTable, u64), MAX_POINTS>,
    /// Closing a mill.
    milled: ArrayVec<Milled, MAX_POINTS>,
    /// The reads of the milled placements' captures (one man each), each placement's run
    /// named by its `Milled::captures`.
    /// (At most (P / 2)^2 on P points: P - w - b placements times b men.)
    captures: ArrayVec<(&'a SectorTable, u64), { (MAX_POINTS / 2) * (MAX_POINTS / 2) }>,
    /// Whether every capture of one man wins at once (Black left with too few men).
    outright: bool,
}

/// A placement that closes a mill (`Placements`).
#[derive(Clone)]
struct Milled {
    /// White's men with the man placed.
    placed: u32,
    /// The mills it closes.
    closed: u32,
    /// The index read when Black has no man to capture (the placement's own sector).
    index: u64,
    /// Its captures' reads, when it earns one.
    captures: std::ops::Range<usize>,
}
