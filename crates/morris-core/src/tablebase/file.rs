//! One sector's table in memory and on disk.
//!
//! A file `WvB.mtb` holds the sector with `W` white men and `B` black men, White to move, all
//! men placed; `WvB+MvO.mtb` the placement sector with `M` white men and `O` black men still
//! in hand besides (values only: placement never returns to a position, so a value-keeping
//! move makes progress and needs no distance):
//!
//! ```text
//! header   magic "MORRISTB", version, rules fingerprint and name, no-capture budget, points,
//!          men, flags, men in hand (version 3), index length, value counts, longest
//!          distances, body CRC-32C, header CRC-32C (all little-endian)
//! body     versions 2 and 3: the plain pass's values, 2 bits a position (0 draw, 1 win,
//!          2 loss, 3 unused index), per block of 256 positions the count of decided
//!          positions before it, the distances to conversion of the decided positions only
//!          (1 byte, 2 when the longest exceeds 255); then, when the game under the
//!          no-capture rule differs anywhere, its exceptions (see `passes`); placement
//!          sectors: the values only, then the exceptions
//!          version 1 (read): both passes' values and every position's distance
//! ```
//!
//! Files are written through `crate::atomic_file`, so a killed build leaves whole files
//! or none; a reader checks the magic, the version, the rules, the sector, the length and both
//! checksums, and names the file in every error.
//!
//! Here the sector, the values and the table in memory; `header` the header's fields, written,
//! read and checked; `body` the body's passes as each version lays them out; `disk` the table
//! written, read back and mapped; `passes` the passes' own encodings.

use super::index::SectorIndex;
use crate::game::Rules;
use std::path::PathBuf;
use thiserror::Error;

mod body;
mod disk;
mod header;
mod passes;

pub use header::{Header, VERSION, peek_rules, rules_fingerprint};
use passes::{Pass, RulesPass};

/// Which positions a table holds: the men on the board of the side to move (`white`: the
/// tables see every position with White to move) and of the other side, and the men each
/// still has in hand (`[0, 0]`: the phase after placement).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
pub struct Sector {
    pub white: usize,
    pub black: usize,
    pub in_hand: [usize; 2],
}

impl Sector {
    /// A sector of the phase after placement.
    #[must_use]
    pub fn moving(white: usize, black: usize) -> Sector {
        Sector {
            white,
            black,
            in_hand: [0, 0],
        }
    }

    /// Whether men are still in hand.
    #[must_use]
    pub fn is_placement(&self) -> bool {
        self.in_hand != [0, 0]
    }

    /// `WvB`, or `WvB+MvO` in placement.
    #[must_use]
    pub fn name(&self) -> String {
        if self.is_placement() {
            format!(
                "{}v{}+{}v{}",
                self.white, self.black, self.in_hand[0], self.in_hand[1]
            )
        } else {
            format!("{}v{}", self.white, self.black)
        }
    }

    /// The file's name: `WvB.mtb` or `WvB+MvO.mtb`.
    #[must_use]
    pub fn file_name(&self) -> String {
        format!("{}.mtb", self.name())
    }

    /// The sector a file name names (`None`: not a table's name).
    #[must_use]
    pub fn parse_file_name(name: &str) -> Option<Sector> {
        let stem = name.strip_suffix(".mtb")?;
        let pair = |text: &str| {
            let (a, b) = text.split_once('v')?;
            Some((a.parse::<usize>().ok()?, b.parse::<usize>().ok()?))
        };
        let (board, hand) = match stem.split_once('+') {
            Some((board, hand)) => (pair(board)?, pair(hand)?),
            None => (pair(stem)?, (0, 0)),
        };
        let sector = Sector {
            white: board.0,
            black: board.1,
            in_hand: [hand.0, hand.1],
        };
        (sector.name() == stem).then_some(sector)
    }
}

/// A game-theoretic value for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Wdl {
    /// An index that is not a position's own (see `SectorIndex`); sorts lowest.
    Unused,
    Loss,
    Draw,
    Win,
}

impl Wdl {
    /// The value for the other side.
    #[must_use]
    pub fn flip(self) -> Wdl {
        match self {
            Wdl::Win => Wdl::Loss,
            Wdl::Loss => Wdl::Win,
            other => other,
        }
    }

    /// +1 for a win, -1 for a loss, 0 otherwise (a search's value).
    #[must_use]
    pub fn score(self) -> f32 {
        match self {
            Wdl::Win => 1.0,
            Wdl::Loss => -1.0,
            _ => 0.0,
        }
    }

    fn code(self) -> u8 {
        match self {
            Wdl::Draw => 0,
            Wdl::Win => 1,
            Wdl::Loss => 2,
            Wdl::Unused => 3,
        }
    }

    fn from_code(code: u8) -> Wdl {
        match code & 3 {
            0 => Wdl::Draw,
            1 => Wdl::Win,
            2 => Wdl::Loss,
            _ => Wdl::Unused,
        }
    }

    /// `win`, `draw`, `loss`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Wdl::Win => "win",
            Wdl::Draw => "draw",
            Wdl::Loss => "loss",
            Wdl::Unused => "unused",
        }
    }
}

/// A value with its distance to conversion: movement plies until a mill is closed or the
/// game ends, the closing move included (0 for a finished position or a pending capture; 0
/// for a draw).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Entry {
    pub wdl: Wdl,
    pub dtc: u16,
}

/// What can be wrong with a table file.
#[derive(Debug, Error)]
pub enum TableError {
    #[error("{path}: {error}")]
    Io {
        path: PathBuf,
        error: std::io::Error,
    },
    #[error("{path}: not a morris tablebase file (bad magic)")]
    Magic { path: PathBuf },
    #[error("{path}: format version {found}, this program reads versions 1 to {VERSION}")]
    Version { path: PathBuf, found: u32 },
    #[error("{path}: truncated or corrupt ({what})")]
    Corrupt { path: PathBuf, what: String },
    #[error(
        "{path}: built for rules '{found}' (fingerprint {found_print:016x}), not for '{wanted}' ({wanted_print:016x})"
    )]
    Rules {
        path: PathBuf,
        found: String,
        found_print: u64,
        wanted: String,
        wanted_print: u64,
    },
    #[error("{path}: holds sector {found}, expected {wanted}")]
    Sector {
        path: PathBuf,
        found: String,
        wanted: String,
    },
}

/// The counts of one sector's used positions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Counts {
    /// Plain game: wins, draws, losses.
    pub plain: [u64; 3],
    /// Under the draw rules at a counter of zero: wins, cursed wins, draws, blessed losses,
    /// losses.
    pub rules: [u64; 5],
}

/// Values packed 2 bits each, four to a byte (the codes of the files).
#[must_use]
pub fn pack_values(values: &[Wdl]) -> Vec<u8> {
    passes::pack(values)
}

/// `pack_values` undone into `out` (its length: how many).
pub fn unpack_values(bytes: &[u8], out: &mut [Wdl]) {
    for (i, v) in out.iter_mut().enumerate() {
        *v = Wdl::from_code(bytes[i / 4] >> (2 * (i % 4)));
    }
}

/// `Counts::plain`'s slot for a plain value (`None`: an unused index).
fn plain_slot(plain: Wdl) -> Option<usize> {
    match plain {
        Wdl::Win => Some(0),
        Wdl::Draw => Some(1),
        Wdl::Loss => Some(2),
        Wdl::Unused => None,
    }
}

/// `Counts::rules`' slot for a position's plain value and its value under the rules at a
/// counter of zero.
fn rules_class_slot(plain: Wdl, rules: Wdl) -> usize {
    match (rules, plain) {
        (Wdl::Win, _) => 0,
        (Wdl::Loss, _) => 4,
        (_, Wdl::Win) => 1,
        (_, Wdl::Loss) => 3,
        _ => 2,
    }
}

/// One sector, in memory: its index, header and both passes.
#[derive(Clone, Debug)]
pub struct SectorTable {
    pub header: Header,
    pub index: SectorIndex,
    plain: Pass,
    /// `None`: the game under the no-capture rule has the plain pass's values.
    rules_pass: Option<RulesPass>,
    /// The CRC-32C of both passes' bytes, as the file's header gives it.
    body_crc: u32,
    /// `mark_same_at_zero`'s budget and map: bit `b` set where a position of the `b`-th run
    /// of `SAME_AT_ZERO_RUN` has a value under the rule at counter zero other than its plain
    /// value.
    same_at_zero: Option<(u16, Vec<u64>)>,
}

/// Positions a bit of `SectorTable::mark_same_at_zero`'s map covers.
const SAME_AT_ZERO_RUN: usize = 256;

/// The file name of the sector with `white` and `black` men (White to move), all placed.
#[must_use]
pub fn file_name(white: usize, black: usize) -> String {
    Sector::moving(white, black).file_name()
}

impl SectorTable {
    /// A table from a solved sector.
    #[must_use]
    pub fn from_solution(
        rules: &Rules,
        index: SectorIndex,
        plain: (&[Wdl], &[u16]),
        rules_pass: Option<(&[Wdl], &[u16])>,
    ) -> SectorTable {
        let budget = rules.spec().no_capture_draw;
        let mut counts = Counts::default();
        let mut longest = [0u16; 2];
        let rules_values = rules_pass.unwrap_or(plain);
        for i in 0..plain.0.len() {
            match plain.0[i] {
                Wdl::Win => counts.plain[0] += 1,
                Wdl::Draw => counts.plain[1] += 1,
                Wdl::Loss => counts.plain[2] += 1,
                Wdl::Unused => continue,
            }
            longest[0] = longest[0].max(plain.1[i]);
            let d = rules_values.1[i];
            longest[1] = longest[1].max(d);
            let beyond = budget > 0 && d > budget;
            let class = match (rules_values.0[i], beyond) {
                (Wdl::Win, false) => 0,
                (Wdl::Win, true) => 1,
                (Wdl::Loss, true) => 3,
                (Wdl::Loss, false) => 4,
                _ => 2,
            };
            counts.rules[class] += 1;
        }
        let wide = longest[0].max(longest[1]) > 255;
        let rules_pass =
            rules_pass.map(|r| RulesPass::exceptions(plain.0, r.0, Some((plain.1, r.1))));
        let plain = Pass::sparse(plain.0, plain.1, wide);
        Self::assemble(rules, index, [0, 0], (counts, longest), plain, rules_pass)
    }

    /// A table from its passes: the header they and the sector give, the body's checksum.
    fn assemble(
        rules: &Rules,
        index: SectorIndex,
        in_hand: [usize; 2],
        (counts, longest): (Counts, [u16; 2]),
        plain: Pass,
        rules_pass: Option<RulesPass>,
    ) -> SectorTable {
        let (white, black) = index.men();
        let header = Header {
            version: VERSION,
            fingerprint: rules_fingerprint(rules),
            rules_json: serde_json::to_string(rules.spec()).expect("a rules spec serialises"),
            budget: rules.spec().no_capture_draw,
            points: rules.board().points() as u8,
            white: white as u8,
            black: black as u8,
            in_hand: [in_hand[0] as u8, in_hand[1] as u8],
            len: index.len(),
            counts,
            longest,
        };
        let body_crc = body::body_crc(&plain, rules_pass.as_ref());
        SectorTable::from_parts(header, index, plain, rules_pass, body_crc)
    }

    /// A table from its header, index, passes and their checksum (none marked yet).
    fn from_parts(
        header: Header,
        index: SectorIndex,
        plain: Pass,
        rules_pass: Option<RulesPass>,
        body_crc: u32,
    ) -> SectorTable {
        SectorTable {
            header,
            index,
            plain,
            rules_pass,
            body_crc,
            same_at_zero: None,
        }
    }

    /// A placement sector's table from its values, plain and under the no-capture rule
    /// (`None`: the same), no distances.
    #[must_use]
    pub fn from_values(
        rules: &Rules,
        index: SectorIndex,
        in_hand: [usize; 2],
        plain: &[Wdl],
        rules_values: Option<&[Wdl]>,
    ) -> SectorTable {
        let mut counts = Counts::default();
        for (i, &p) in plain.iter().enumerate() {
            let r = rules_values.map_or(p, |r| r[i]);
            let Some(at) = plain_slot(p) else { continue };
            counts.plain[at] += 1;
            counts.rules[rules_class_slot(p, r)] += 1;
        }
        let rules_pass = rules_values
            .filter(|r| r != &plain)
            .map(|r| RulesPass::exceptions(plain, r, None));
        let plain = Pass::values_only(plain);
        Self::assemble(rules, index, in_hand, (counts, [0, 0]), plain, rules_pass)
    }

    /// The sector this table holds.
    #[must_use]
    pub fn sector(&self) -> Sector {
        self.header.sector()
    }

    /// The plain value and the value under the no-capture rule of a position of a placement
    /// sector (White on `white`, Black on `black`, White to move).
    #[inline]
    #[must_use]
    pub fn values(&self, white: u32, black: u32) -> (Wdl, Wdl) {
        let (plain, rules) = self.lookup(white, black);
        (plain.wdl, rules.wdl)
    }

    fn wide(&self) -> bool {
        self.plain.wide
    }

    /// The plain entry and the entry of the game under the no-capture rule (whose distance
    /// the caller compares with the budget left) at `index`.
    #[inline]
    #[must_use]
    pub fn entry(&self, index: u64) -> (Entry, Entry) {
        let plain = self.plain.entry(index);
        let rules = self
            .rules_pass
            .as_ref()
            .map_or(plain, |p| p.entry(&self.plain, index));
        (plain, rules)
    }

    /// The plain value and the value under the no-capture rule of `budget` plies with the
    /// counter at zero (0: no rule) of the position at index `i`, White to move: the
    /// solvers read lower sectors this way (`prefetch` first), mostly drawn positions.
    #[inline]
    #[must_use]
    pub fn values_at_zero_index(&self, i: u64, budget: u16) -> (Wdl, Wdl) {
        let plain = Pass::value(&self.plain.bytes, i as usize);
        // A position the plain game draws is drawn under the rule too (the rule only ends
        // games early, as draws), so only a win or a loss reads a distance or an exception.
        if (budget == 0 && self.rules_pass.is_none()) || !matches!(plain, Wdl::Win | Wdl::Loss) {
            return (plain, plain);
        }
        if let Some((marked, map)) = &self.same_at_zero {
            let run = i as usize / SAME_AT_ZERO_RUN;
            if *marked == budget && map[run / 64] >> (run % 64) & 1 == 0 {
                return (plain, plain);
            }
        }
        self.rule_at_zero(i, plain, budget)
    }

    /// `values_at_zero_index` of a won or lost position (plain value `plain`) from the
    /// distances and exceptions.
    fn rule_at_zero(&self, i: u64, plain: Wdl, budget: u16) -> (Wdl, Wdl) {
        // Where every plain distance is within the budget, a position the rule does not
        // change (no exception) keeps its plain value, and its distance need not be read.
        let within = budget > 0 && self.header.longest[0] <= budget;
        let rules = match &self.rules_pass {
            None if within => return (plain, plain),
            None => self.plain.entry(i),
            Some(r @ RulesPass::Exceptions { .. }) if within => match r.exception(i) {
                Some(e) => e,
                None => return (plain, plain),
            },
            Some(r) => r.entry(&self.plain, i),
        };
        if budget == 0 || rules.dtc <= budget {
            (plain, rules.wdl)
        } else {
            (plain, Wdl::Draw)
        }
    }

    /// Marks, for `values_at_zero_index` with `budget`, the runs of positions where the value
    /// under the rule at counter zero differs from the plain value, over `threads` threads
    /// (one read of the table in order); elsewhere it then reads the plain value alone,
    /// not the exceptions' directory or a distance (the placement solver reads lower tables
    /// at random, and those reads missed the cache two or three times a probe). The same
    /// answers either way.
    pub fn mark_same_at_zero(&mut self, budget: u16, threads: usize) {
        let within = budget > 0 && self.header.longest[0] <= budget;
        if self.rules_pass.is_none() && (budget == 0 || within) {
            return; // every read is the plain value already
        }
        let len = self.header.len as usize;
        let mut map = vec![0u64; len.div_ceil(SAME_AT_ZERO_RUN).div_ceil(64)];
        let per = map.len().div_ceil(threads.max(1)).max(1);
        let this = &*self;
        std::thread::scope(|scope| {
            for (t, words) in map.chunks_mut(per).enumerate() {
                scope.spawn(move || {
                    for (w, word) in words.iter_mut().enumerate() {
                        for bit in 0..64 {
                            let start = ((t * per + w) * 64 + bit) * SAME_AT_ZERO_RUN;
                            let end = (start + SAME_AT_ZERO_RUN).min(len);
                            let differs = (start..end).any(|i| {
                                let plain = Pass::value(&this.plain.bytes, i);
                                matches!(plain, Wdl::Win | Wdl::Loss)
                                    && this.rule_at_zero(i as u64, plain, budget).1 != plain
                            });
                            *word |= u64::from(differs) << bit;
                        }
                    }
                });
            }
        });
        self.same_at_zero = Some((budget, map));
    }

    /// Asks the processor to bring the value of the position at index `i` into its cache,
    /// ahead of `values_at_zero_index` (the solvers read lower tables at random: a
    /// position's successors prefetched together have their cache misses overlap).
    #[inline]
    pub fn prefetch(&self, i: u64) {
        if let Some(byte) = self.plain.bytes.get(i as usize / 4) {
            super::prefetch(byte);
        }
    }

    /// `entry` of the position with White on `white` and Black on `black`, White to move.
    #[inline]
    #[must_use]
    pub fn lookup(&self, white: u32, black: u32) -> (Entry, Entry) {
        self.entry(self.index.index(white, black))
    }

    /// Bytes of values and distances (in memory, or mapped).
    #[must_use]
    pub fn memory_bytes(&self) -> u64 {
        (self.plain.bytes.len() + self.rules_pass.as_ref().map_or(0, |p| p.bytes().len())) as u64
    }
}
