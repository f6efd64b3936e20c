//! A table file's header: its fields, written and read, and the checks that it is a file of
//! this format for the rules and the sector asked for.

use super::{Counts, Sector, TableError};
use crate::checksum::crc32c;
use crate::game::Rules;
use crate::tablebase::index::SectorIndex;
use std::path::Path;

/// The format's version written; versions 1 to 3 are read, others refused.
pub const VERSION: u32 = 3;
const MAGIC: &[u8; 8] = b"MORRISTB";
pub(super) const FLAG_RULES_PASS: u8 = 1;
pub(super) const FLAG_WIDE: u8 = 2;
/// Values without distances (placement sectors).
pub(super) const FLAG_VALUES_ONLY: u8 = 4;

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

impl Header {
    /// The header's bytes for a body of `body`'s bytes, with `flags`: the fields, the body's
    /// length and CRC-32C, then the header's own CRC-32C (the version written: `VERSION`).
    pub(super) fn encode(&self, flags: u8, body: &[u8]) -> Vec<u8> {
        let mut out = Vec::with_capacity(body.len() + 256);
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&VERSION.to_le_bytes());
        out.extend_from_slice(&self.fingerprint.to_le_bytes());
        out.extend_from_slice(&self.budget.to_le_bytes());
        out.extend_from_slice(&[self.points, self.white, self.black, flags]);
        out.extend_from_slice(&self.in_hand);
        out.extend_from_slice(&self.len.to_le_bytes());
        for c in self.counts.plain.iter().chain(&self.counts.rules) {
            out.extend_from_slice(&c.to_le_bytes());
        }
        out.extend_from_slice(&self.longest[0].to_le_bytes());
        out.extend_from_slice(&self.longest[1].to_le_bytes());
        let name = self.rules_json.as_bytes();
        out.extend_from_slice(&(name.len() as u32).to_le_bytes());
        out.extend_from_slice(name);
        out.extend_from_slice(&(body.len() as u64).to_le_bytes());
        out.extend_from_slice(&crc32c(body).to_le_bytes());
        let header_crc = crc32c(&out);
        out.extend_from_slice(&header_crc.to_le_bytes());
        out
    }
}

/// Checks that a header is for `rules` and `sector`: the sector's index, whether distances
/// are wide, and the number of passes.
pub(super) fn check_header(
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
pub(super) fn read_header(
    path: &Path,
    bytes: &[u8],
) -> Result<(Header, u8, u64, u32, usize), TableError> {
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
