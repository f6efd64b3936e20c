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

use super::index::SectorIndex;
use crate::checksum::crc32c;
use crate::game::Rules;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use thiserror::Error;

mod passes;

use passes::{Bytes, Layout, Pass, RulesPass};

/// The format's version written; versions 1 to 3 are read, others refused.
pub const VERSION: u32 = 3;
const MAGIC: &[u8; 8] = b"MORRISTB";
const FLAG_RULES_PASS: u8 = 1;
const FLAG_WIDE: u8 = 2;
/// Values without distances (placement sectors).
const FLAG_VALUES_ONLY: u8 = 4;

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

/// The fingerprint of the rules as far as the tables' values go: every option but the name,
/// the repetition count (cycles are draws either way) and the ply cap (refused by the build).
#[must_use]
pub fn rules_fingerprint(rules: &Rules) -> u64 {
    let mut spec = rules.spec().clone();
    spec.name = String::new();
    spec.repetition_draw = 0;
    spec.max_plies = 0;
    let text = serde_json::to_string(&spec).expect("a rules spec serialises");
    // FNV-1a, stable across builds and platforms.
    text.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
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

/// The CRC-32C of a table's body: the plain pass's bytes, then the other pass's.
fn body_crc(plain: &Pass, rules_pass: Option<&RulesPass>) -> u32 {
    let mut digest = crate::checksum::CRC32C.digest();
    digest.update(&plain.bytes);
    if let Some(p) = rules_pass {
        digest.update(p.bytes());
    }
    digest.finalize()
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

/// The header of a sector's file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Header {
    /// The file format's version (written: `VERSION`).
    pub version: u32,
    pub fingerprint: u64,
    /// The rules the table was built for, as JSON (so that `verify` needs no other input).
    pub rules_json: String,
    /// The rules' no-capture budget in plies (0: off).
    pub budget: u16,
    pub points: u8,
    pub white: u8,
    pub black: u8,
    /// Men in hand, the side to move's first (version 3; 0 before).
    pub in_hand: [u8; 2],
    pub len: u64,
    pub counts: Counts,
    /// The longest plain and rules distances.
    pub longest: [u16; 2],
}

impl Header {
    /// The sector the header names.
    #[must_use]
    pub fn sector(&self) -> Sector {
        Sector {
            white: self.white.into(),
            black: self.black.into(),
            in_hand: [self.in_hand[0].into(), self.in_hand[1].into()],
        }
    }

    /// The name of the rules the table was built for.
    #[must_use]
    pub fn rules_name(&self) -> String {
        self.rules()
            .map_or_else(|| "unknown".to_string(), |r| r.name().to_string())
    }

    /// The rules the table was built for.
    #[must_use]
    pub fn rules(&self) -> Option<Rules> {
        let spec: crate::game::RulesSpec = serde_json::from_str(&self.rules_json).ok()?;
        Rules::new(spec).ok()
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
        let body_crc = body_crc(&plain, rules_pass.as_ref());
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

    /// The file's bytes.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut body = self.plain.bytes.to_vec();
        if let Some(p) = &self.rules_pass {
            body.extend_from_slice(p.bytes());
        }
        let h = &self.header;
        let mut out = Vec::with_capacity(body.len() + 256);
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&VERSION.to_le_bytes());
        out.extend_from_slice(&h.fingerprint.to_le_bytes());
        out.extend_from_slice(&h.budget.to_le_bytes());
        out.extend_from_slice(&[h.points, h.white, h.black]);
        let flags = if self.rules_pass.is_some() {
            FLAG_RULES_PASS
        } else {
            0
        } | if self.wide() { FLAG_WIDE } else { 0 }
            | if self.plain.layout() == Layout::ValuesOnly {
                FLAG_VALUES_ONLY
            } else {
                0
            };
        out.push(flags);
        out.extend_from_slice(&h.in_hand);
        out.extend_from_slice(&h.len.to_le_bytes());
        for c in h.counts.plain.iter().chain(&h.counts.rules) {
            out.extend_from_slice(&c.to_le_bytes());
        }
        out.extend_from_slice(&h.longest[0].to_le_bytes());
        out.extend_from_slice(&h.longest[1].to_le_bytes());
        let name = h.rules_json.as_bytes();
        out.extend_from_slice(&(name.len() as u32).to_le_bytes());
        out.extend_from_slice(name);
        out.extend_from_slice(&(body.len() as u64).to_le_bytes());
        out.extend_from_slice(&crc32c(&body).to_le_bytes());
        let header_crc = crc32c(&out);
        out.extend_from_slice(&header_crc.to_le_bytes());
        out.extend_from_slice(&body);
        out
    }

    /// Writes the table atomically to `dir/WvB.mtb` (`WvB+MvO.mtb` in placement).
    ///
    /// # Errors
    /// The file cannot be written.
    pub fn save(&self, dir: &Path) -> Result<PathBuf, TableError> {
        let path = dir.join(self.sector().file_name());
        crate::atomic_file::write(&path, &self.to_bytes()).map_err(|error| TableError::Io {
            path: path.clone(),
            error,
        })?;
        Ok(path)
    }

    /// Reads `dir/WvB.mtb` for `rules`, checking everything the header says.
    ///
    /// # Errors
    /// A missing or unreadable file, another format, other rules, another sector, a length
    /// or a checksum that does not match.
    pub fn load(
        dir: &Path,
        rules: &Rules,
        white: usize,
        black: usize,
    ) -> Result<SectorTable, TableError> {
        Self::load_sector(dir, rules, Sector::moving(white, black))
    }

    /// A finished file for `sector` that a build may keep: `Ok(Some)` where it reads back
    /// whole, `Ok(None)` where there is none or it is damaged (truncated, corrupt, not a
    /// table: the build writes it again). A file of other rules, of another sector or in a
    /// format this program does not read is an error: a build never overwrites it.
    ///
    /// # Errors
    /// As `load`, but for a missing or damaged file.
    pub fn reusable(
        dir: &Path,
        rules: &Rules,
        sector: Sector,
    ) -> Result<Option<SectorTable>, TableError> {
        match Self::load_sector(dir, rules, sector) {
            Ok(table) => Ok(Some(table)),
            Err(TableError::Io { error, .. }) if error.kind() == std::io::ErrorKind::NotFound => {
                Ok(None)
            }
            Err(TableError::Corrupt { .. } | TableError::Magic { .. }) => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// `load` for any sector, placement included.
    ///
    /// # Errors
    /// As `load`.
    pub fn load_sector(
        dir: &Path,
        rules: &Rules,
        sector: Sector,
    ) -> Result<SectorTable, TableError> {
        let path = dir.join(sector.file_name());
        let bytes = std::fs::read(&path).map_err(|error| TableError::Io {
            path: path.clone(),
            error,
        })?;
        Self::parse(&path, &bytes, rules, sector)
    }

    /// Parses a file's bytes (`path` names it in errors).
    ///
    /// # Errors
    /// As `load`.
    pub fn from_bytes(
        path: &Path,
        bytes: &[u8],
        rules: &Rules,
        white: usize,
        black: usize,
    ) -> Result<SectorTable, TableError> {
        Self::parse(path, bytes, rules, Sector::moving(white, black))
    }

    fn parse(
        path: &Path,
        bytes: &[u8],
        rules: &Rules,
        sector: Sector,
    ) -> Result<SectorTable, TableError> {
        let (header, flags, body_len, body_crc, body_start) = read_header(path, bytes)?;
        let (index, wide, passes) = check_header(path, &header, flags, rules, sector)?;
        let body = &bytes[body_start..];
        let (plain, rules_pass) = split_body(
            path,
            &header,
            &index,
            (wide, passes, flags & FLAG_VALUES_ONLY != 0),
            body_len,
            &Bytes::read(body).map_err(|error| TableError::Io {
                path: path.to_path_buf(),
                error,
            })?,
        )?;
        if crc32c(body) != body_crc {
            return Err(TableError::Corrupt {
                path: path.to_path_buf(),
                what: "values checksum mismatch".to_string(),
            });
        }
        Ok(SectorTable {
            header,
            index,
            plain,
            rules_pass,
            body_crc,
            same_at_zero: None,
        })
    }

    /// `dir/WvB.mtb` for `rules`, mapped into memory rather than read: the header, the
    /// rules, the sector and the lengths are checked (a truncated file is refused), the
    /// values' checksum is not (that would read every page; `check_values` and `verify` do).
    ///
    /// # Errors
    /// As `load`, but for the values' checksum.
    pub fn map(
        dir: &Path,
        rules: &Rules,
        white: usize,
        black: usize,
    ) -> Result<SectorTable, TableError> {
        Self::map_sector(dir, rules, Sector::moving(white, black))
    }

    /// `map` for any sector, placement included.
    ///
    /// # Errors
    /// As `map`.
    pub fn map_sector(
        dir: &Path,
        rules: &Rules,
        sector: Sector,
    ) -> Result<SectorTable, TableError> {
        let path = dir.join(sector.file_name());
        let io = |error| TableError::Io {
            path: path.clone(),
            error,
        };
        let file = std::fs::File::open(&path).map_err(io)?;
        // SAFETY: the tables are written once, atomically (a new file renamed over the old),
        // and never changed in place: the mapped pages stay the ones checked here.
        let map = unsafe { memmap2::Mmap::map(&file) }.map_err(io)?;
        // Probes read the values at random: backed by huge pages where the kernel can (page
        // cache read in 2 MiB folios, mapped by one entry each), a probe misses the TLB far
        // less. Best effort: without them probes are slower, not wrong.
        #[cfg(target_os = "linux")]
        let _ = map.advise(memmap2::Advice::HugePage);
        let map = Arc::new(map);
        let (header, flags, body_len, body_crc, body_start) = read_header(&path, &map)?;
        let (index, wide, passes) = check_header(&path, &header, flags, rules, sector)?;
        let end = map.len();
        let body = Bytes::Mapped {
            map,
            start: body_start,
            end,
        };
        let values_only = flags & FLAG_VALUES_ONLY != 0;
        let (plain, rules_pass) = split_body(
            &path,
            &header,
            &index,
            (wide, passes, values_only),
            body_len,
            &body,
        )?;
        Ok(SectorTable {
            header,
            index,
            plain,
            rules_pass,
            body_crc,
            same_at_zero: None,
        })
    }

    /// Checks the values against their checksum (reads every page of a mapped table).
    ///
    /// # Errors
    /// `TableError::Corrupt` on a mismatch, naming the file in `dir`.
    pub fn check_values(&self, dir: &Path) -> Result<(), TableError> {
        if body_crc(&self.plain, self.rules_pass.as_ref()) == self.body_crc {
            Ok(())
        } else {
            Err(TableError::Corrupt {
                path: dir.join(self.sector().file_name()),
                what: "values checksum mismatch".to_string(),
            })
        }
    }

    /// Bytes of values and distances (in memory, or mapped).
    #[must_use]
    pub fn memory_bytes(&self) -> u64 {
        (self.plain.bytes.len() + self.rules_pass.as_ref().map_or(0, |p| p.bytes().len())) as u64
    }
}

/// The passes of a file's body (`body`: its bytes after the header), checking its length
/// against the header's counts and `body_len`; `version` from the header.
fn split_body(
    path: &Path,
    header: &Header,
    index: &SectorIndex,
    (wide, passes, values_only): (bool, u64, bool),
    body_len: u64,
    body: &Bytes,
) -> Result<(Pass, Option<RulesPass>), TableError> {
    let corrupt = |what: String| TableError::Corrupt {
        path: path.to_path_buf(),
        what,
    };
    let len = index.len();
    if header.len != len {
        return Err(corrupt(format!(
            "the header says {} positions, the sector has {len}",
            header.len
        )));
    }
    if body.len() as u64 != body_len {
        return Err(corrupt(format!(
            "{} bytes of values, the header says {body_len}",
            body.len()
        )));
    }
    let sparse = header.version >= 2;
    let layout = if values_only {
        Layout::ValuesOnly
    } else if sparse {
        Layout::Sparse
    } else {
        Layout::Dense
    };
    let one = if values_only {
        Pass::values_len(len)
    } else if sparse {
        let decided = header.counts.plain[0] + header.counts.plain[2];
        Pass::sparse_len(len, decided, wide)
    } else {
        Pass::dense_len(len, wide)
    };
    let rest = if passes == 2 {
        if sparse {
            RulesPass::exceptions_len(len, body.get(one as usize..).unwrap_or(&[]))
        } else {
            Some(one)
        }
    } else {
        Some(0)
    };
    let Some(rest) = rest.filter(|rest| one + rest == body_len) else {
        return Err(corrupt(format!(
            "{body_len} bytes of values do not hold the {len} positions the header counts"
        )));
    };
    let plain = Pass::read(body.slice(0..one as usize), len, wide, layout);
    let rules_pass = (passes == 2).then(|| {
        let bytes = body.slice(one as usize..(one + rest) as usize);
        if sparse {
            RulesPass::Exceptions {
                bytes,
                len: len as usize,
            }
        } else {
            RulesPass::Full(Pass::read(bytes, len, wide, Layout::Dense))
        }
    });
    Ok((plain, rules_pass))
}

/// Checks that a header is for `rules` and `sector`: the sector's index, whether distances
/// are wide, and the number of passes.
fn check_header(
    path: &Path,
    header: &Header,
    flags: u8,
    rules: &Rules,
    sector: Sector,
) -> Result<(SectorIndex, bool, u64), TableError> {
    let wanted_print = rules_fingerprint(rules);
    if header.fingerprint != wanted_print || usize::from(header.points) != rules.board().points() {
        return Err(TableError::Rules {
            path: path.to_path_buf(),
            found: header.rules_name(),
            found_print: header.fingerprint,
            wanted: rules.name().to_string(),
            wanted_print,
        });
    }
    let pieces = usize::from(rules.spec().pieces);
    let fits = sector.white + sector.black + sector.in_hand[0] + sector.in_hand[1]
        <= rules.board().points()
        && sector.white + sector.in_hand[0] <= pieces
        && sector.black + sector.in_hand[1] <= pieces
        // Placement: the side to move has a man in hand, the other as many or one fewer.
        && (!sector.is_placement()
            || (sector.in_hand[0] >= 1
                && (sector.in_hand[1] == sector.in_hand[0]
                    || sector.in_hand[1] + 1 == sector.in_hand[0])));
    if header.sector() != sector || !fits {
        return Err(TableError::Sector {
            path: path.to_path_buf(),
            found: header.sector().name(),
            wanted: sector.name(),
        });
    }
    if (flags & FLAG_VALUES_ONLY != 0) != sector.is_placement() {
        return Err(TableError::Corrupt {
            path: path.to_path_buf(),
            what: "its flags do not fit its sector".to_string(),
        });
    }
    let index = SectorIndex::new(rules.board(), sector.white, sector.black);
    let wide = flags & FLAG_WIDE != 0;
    let passes = if flags & FLAG_RULES_PASS != 0 { 2 } else { 1 };
    Ok((index, wide, passes))
}

/// The header of a file's bytes, its flags, the body's length and checksum and where it
/// starts; checks the magic, the version and the header's checksum.
fn read_header(path: &Path, bytes: &[u8]) -> Result<(Header, u8, u64, u32, usize), TableError> {
    let corrupt = |what: &str| TableError::Corrupt {
        path: path.to_path_buf(),
        what: what.to_string(),
    };
    let mut r = Reader { bytes, at: 0 };
    let magic = r.take(8).ok_or_else(|| corrupt("shorter than a header"))?;
    if magic != MAGIC {
        return Err(TableError::Magic {
            path: path.to_path_buf(),
        });
    }
    let version = r.u32().ok_or_else(|| corrupt("header cut short"))?;
    if !(1..=VERSION).contains(&version) {
        return Err(TableError::Version {
            path: path.to_path_buf(),
            found: version,
        });
    }
    let fields = (|| {
        let fingerprint = r.u64()?;
        let budget = r.u16()?;
        let sizes = r.take(4)?;
        let (points, white, black, flags) = (sizes[0], sizes[1], sizes[2], sizes[3]);
        let in_hand = if version >= 3 {
            let hand = r.take(2)?;
            [hand[0], hand[1]]
        } else {
            [0, 0]
        };
        let len = r.u64()?;
        let mut counts = Counts::default();
        for c in counts.plain.iter_mut().chain(counts.rules.iter_mut()) {
            *c = r.u64()?;
        }
        let longest = [r.u16()?, r.u16()?];
        let json_len = r.u32()?;
        let rules_json = String::from_utf8_lossy(r.take(json_len as usize)?).into_owned();
        let body_len = r.u64()?;
        let body_crc = r.u32()?;
        let header_end = r.at;
        let header_crc = r.u32()?;
        let header = Header {
            version,
            fingerprint,
            rules_json,
            budget,
            points,
            white,
            black,
            in_hand,
            len,
            counts,
            longest,
        };
        Some((header, flags, body_len, body_crc, header_end, header_crc))
    })();
    let (header, flags, body_len, body_crc, header_end, header_crc) =
        fields.ok_or_else(|| corrupt("header cut short"))?;
    if crc32c(&bytes[..header_end]) != header_crc {
        return Err(corrupt("header checksum mismatch"));
    }
    Ok((header, flags, body_len, body_crc, header_end + 4))
}

/// The rules a file was built for, read from its header.
///
/// # Errors
/// A header that cannot be read, or rules in it that do not parse.
pub fn peek_rules(path: &Path, bytes: &[u8]) -> Result<Rules, TableError> {
    let (header, ..) = read_header(path, bytes)?;
    header.rules().ok_or_else(|| TableError::Corrupt {
        path: path.to_path_buf(),
        what: "the rules in the header do not parse".to_string(),
    })
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        let out = self.bytes.get(self.at..self.at.checked_add(n)?)?;
        self.at += n;
        Some(out)
    }
    fn u16(&mut self) -> Option<u16> {
        self.take(2).map(|b| u16::from_le_bytes([b[0], b[1]]))
    }
    fn u32(&mut self) -> Option<u32> {
        self.take(4)
            .map(|b| u32::from_le_bytes(b.try_into().unwrap()))
    }
    fn u64(&mut self) -> Option<u64> {
        self.take(8)
            .map(|b| u64::from_le_bytes(b.try_into().unwrap()))
    }
}
