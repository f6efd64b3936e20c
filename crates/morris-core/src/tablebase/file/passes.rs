//! A sector's values and distances as its file lays them out, in two formats.
//!
//! Version 1 (read only): per pass, every position's value (2 bits) and distance (1 byte, 2
//! when wide), both passes in full.
//!
//! Version 2 (written): the plain pass as every position's value (2 bits), then per block of
//! 256 positions the number of decided (won or lost) positions before the block (u32), then
//! the distances of the decided positions only, in index order (drawn positions, most of a
//! large sector, have none). The pass under the no-capture rule, when it differs anywhere,
//! as exceptions to the plain pass: per block the offset of its first exception (u32, one
//! more at the end), then each exception as (position in the block: u8, value code: u8,
//! distance: u16). A probe reads the value, and for a decided position one rank entry, the
//! block's 64 bytes of values (one cache line) and the distance.

use super::{Entry, Wdl};
use std::sync::Arc;

/// Positions a block of ranks (and of exceptions) covers: its values fill one cache line.
const BLOCK: usize = 256;

/// Bytes of a table: built or read into memory, or a range of a mapped file.
#[derive(Clone, Debug)]
pub(super) enum Bytes {
    Owned(Vec<u8>),
    /// Read into anonymous memory backed by huge pages where the kernel allows (the solver
    /// probes lower sectors at random: fewer TLB misses).
    Read {
        map: Arc<memmap2::MmapMut>,
        start: usize,
        end: usize,
    },
    Mapped {
        map: Arc<memmap2::Mmap>,
        start: usize,
        end: usize,
    },
}

impl std::ops::Deref for Bytes {
    type Target = [u8];
    #[inline]
    fn deref(&self) -> &[u8] {
        match self {
            Bytes::Owned(v) => v,
            Bytes::Read { map, start, end } => &map[*start..*end],
            Bytes::Mapped { map, start, end } => &map[*start..*end],
        }
    }
}

impl Bytes {
    /// The range `range` of these bytes, sharing a mapping.
    /// `bytes` copied into memory backed by huge pages where the kernel allows.
    pub(super) fn read(bytes: &[u8]) -> std::io::Result<Bytes> {
        let mut map = memmap2::MmapMut::map_anon(bytes.len().max(1))?;
        #[cfg(target_os = "linux")]
        // Best effort: without huge pages probes are slower, not wrong.
        let _ = map.advise(memmap2::Advice::HugePage);
        map[..bytes.len()].copy_from_slice(bytes);
        Ok(Bytes::Read {
            map: Arc::new(map),
            start: 0,
            end: bytes.len(),
        })
    }

    /// The range `range` of these bytes, sharing a mapping.
    pub(super) fn slice(&self, range: std::ops::Range<usize>) -> Bytes {
        match self {
            Bytes::Owned(v) => Bytes::Owned(v[range].to_vec()),
            Bytes::Read { map, start, .. } => Bytes::Read {
                map: Arc::clone(map),
                start: start + range.start,
                end: start + range.end,
            },
            Bytes::Mapped { map, start, .. } => Bytes::Mapped {
                map: Arc::clone(map),
                start: start + range.start,
                end: start + range.end,
            },
        }
    }
}

#[inline]
fn value(bytes: &[u8], i: usize) -> Wdl {
    Wdl::from_code(bytes[i / 4] >> (2 * (i % 4)))
}

/// Values, 2 bits each, four to a byte.
pub(super) fn pack(values: &[Wdl]) -> Vec<u8> {
    let mut bytes = vec![0u8; values.len().div_ceil(4)];
    for (i, v) in values.iter().enumerate() {
        bytes[i / 4] |= v.code() << (2 * (i % 4));
    }
    bytes
}

#[inline]
fn u32_at(bytes: &[u8], at: usize) -> u32 {
    u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]])
}

/// Decided (won or lost: codes 1 and 2) positions among the 32 two-bit codes of `word`.
#[inline]
fn decided_in(word: u64) -> u32 {
    ((word ^ (word >> 1)) & 0x5555_5555_5555_5555).count_ones()
}

/// How a pass lays out its distances.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Layout {
    /// Version 1: every position's distance.
    Dense,
    /// Versions 2 and 3: ranks per block, distances of decided positions only.
    Sparse,
    /// Placement (version 3): values only, no distances (every distance reads 0).
    ValuesOnly,
}

/// One pass of values and distances.
#[derive(Clone, Debug)]
pub(super) struct Pass {
    pub(super) bytes: Bytes,
    len: usize,
    pub(super) wide: bool,
    layout: Layout,
}

impl Pass {
    /// Bytes of a version-1 pass.
    pub(super) fn dense_len(len: u64, wide: bool) -> u64 {
        len.div_ceil(4) + len * if wide { 2 } else { 1 }
    }

    /// Bytes of a version-2 pass with `decided` won or lost positions.
    pub(super) fn sparse_len(len: u64, decided: u64, wide: bool) -> u64 {
        len.div_ceil(4) + 4 * len.div_ceil(BLOCK as u64) + decided * if wide { 2 } else { 1 }
    }

    /// Bytes of a values-only pass.
    pub(super) fn values_len(len: u64) -> u64 {
        len.div_ceil(4)
    }

    pub(super) fn read(bytes: Bytes, len: u64, wide: bool, layout: Layout) -> Pass {
        Pass {
            bytes,
            len: len as usize,
            wide,
            layout,
        }
    }

    pub(super) fn layout(&self) -> Layout {
        self.layout
    }

    /// A values-only pass (placement: no distances).
    pub(super) fn values_only(values: &[Wdl]) -> Pass {
        Pass {
            bytes: Bytes::Owned(pack(values)),
            len: values.len(),
            wide: false,
            layout: Layout::ValuesOnly,
        }
    }

    /// A version-2 pass from every position's value and distance.
    pub(super) fn sparse(values: &[Wdl], dtc: &[u16], wide: bool) -> Pass {
        let len = values.len();
        let blocks = len.div_ceil(BLOCK);
        let decided = values
            .iter()
            .filter(|v| matches!(v, Wdl::Win | Wdl::Loss))
            .count();
        let mut bytes = pack(values);
        bytes.reserve(Pass::sparse_len(len as u64, decided as u64, wide) as usize - bytes.len());
        let mut before = 0u32;
        for block in 0..blocks {
            bytes.extend_from_slice(&before.to_le_bytes());
            let end = ((block + 1) * BLOCK).min(len);
            before += values[block * BLOCK..end]
                .iter()
                .filter(|v| matches!(v, Wdl::Win | Wdl::Loss))
                .count() as u32;
        }
        for (v, &d) in values.iter().zip(dtc) {
            if matches!(v, Wdl::Win | Wdl::Loss) {
                if wide {
                    bytes.extend_from_slice(&d.to_le_bytes());
                } else {
                    bytes.push(d as u8);
                }
            }
        }
        Pass {
            bytes: Bytes::Owned(bytes),
            len,
            wide,
            layout: Layout::Sparse,
        }
    }

    #[inline]
    pub(super) fn value(bytes: &[u8], i: usize) -> Wdl {
        value(bytes, i)
    }

    /// The distance of position `i` (`bytes`: this pass's).
    #[inline]
    pub(super) fn distance(&self, bytes: &[u8], i: usize) -> u16 {
        let packed = self.len.div_ceil(4);
        let at = if self.layout == Layout::ValuesOnly {
            return 0;
        } else if self.layout == Layout::Sparse {
            let wdl = value(bytes, i);
            if !matches!(wdl, Wdl::Win | Wdl::Loss) {
                return 0;
            }
            let block = i / BLOCK;
            let mut rank = u32_at(bytes, packed + 4 * block) as usize;
            // The decided positions of the block before i: whole words, then part of one.
            let start = block * BLOCK / 4;
            let words = (i % BLOCK) / 32;
            for w in 0..words {
                let s = start + 8 * w;
                rank +=
                    decided_in(u64::from_le_bytes(bytes[s..s + 8].try_into().unwrap())) as usize;
            }
            let s = start + 8 * words;
            let mut word = [0u8; 8];
            let n = (packed - s).min(8);
            word[..n].copy_from_slice(&bytes[s..s + n]);
            let bits = 2 * (i % 32);
            let mask = if bits == 0 { 0 } else { (1u64 << bits) - 1 };
            rank += decided_in(u64::from_le_bytes(word) & mask) as usize;
            packed + 4 * self.len.div_ceil(BLOCK) + rank * if self.wide { 2 } else { 1 }
        } else {
            packed + i * if self.wide { 2 } else { 1 }
        };
        // Read with `get`: a damaged rank word (in a mapped file, whose values' checksum
        // only `verify` reads) points past the end; it reads 0, never a panic.
        if self.wide {
            bytes
                .get(at..at + 2)
                .map_or(0, |d| u16::from_le_bytes([d[0], d[1]]))
        } else {
            bytes.get(at).map_or(0, |&d| u16::from(d))
        }
    }

    #[inline]
    pub(super) fn entry(&self, i: u64) -> Entry {
        let i = i as usize;
        let bytes = &*self.bytes;
        Entry {
            wdl: value(bytes, i),
            dtc: self.distance(bytes, i),
        }
    }
}

/// The pass under the no-capture rule, where it differs from the plain pass.
#[derive(Clone, Debug)]
pub(super) enum RulesPass {
    /// Version 1: a whole pass.
    Full(Pass),
    /// Version 2: the positions whose value or distance differ.
    Exceptions { bytes: Bytes, len: usize },
}

impl RulesPass {
    /// Bytes of version 2's exceptions, given the bytes that follow the plain pass: the
    /// directory's length and the count its last entry gives (`None`: too short).
    pub(super) fn exceptions_len(len: u64, rest: &[u8]) -> Option<u64> {
        let blocks = len.div_ceil(BLOCK as u64) as usize;
        let dir = 4 * (blocks + 1);
        if rest.len() < dir {
            return None;
        }
        let count = u64::from(u32_at(rest, 4 * blocks));
        Some(dir as u64 + 4 * count)
    }

    /// Version 2's exceptions: where `rules` differs from `plain` (`dtc`: both passes'
    /// distances, `None` for values only).
    pub(super) fn exceptions(
        plain: &[Wdl],
        rules: &[Wdl],
        dtc: Option<(&[u16], &[u16])>,
    ) -> RulesPass {
        let len = plain.len();
        let blocks = len.div_ceil(BLOCK);
        let mut dir = Vec::with_capacity(4 * (blocks + 1));
        let mut entries = Vec::new();
        let mut count = 0u32;
        for block in 0..blocks {
            dir.extend_from_slice(&count.to_le_bytes());
            for i in block * BLOCK..((block + 1) * BLOCK).min(len) {
                let (pv, rv) = (plain[i], rules[i]);
                let decided = matches!(rv, Wdl::Win | Wdl::Loss);
                let (pd, rd) = dtc.map_or((0, 0), |(p, r)| (p[i], r[i]));
                if pv != rv || (decided && pd != rd) {
                    entries.push((i % BLOCK) as u8);
                    entries.push(rv.code());
                    entries.extend_from_slice(&(if decided { rd } else { 0 }).to_le_bytes());
                    count += 1;
                }
            }
        }
        dir.extend_from_slice(&count.to_le_bytes());
        dir.extend_from_slice(&entries);
        RulesPass::Exceptions {
            bytes: Bytes::Owned(dir),
            len,
        }
    }

    pub(super) fn bytes(&self) -> &Bytes {
        match self {
            RulesPass::Full(p) => &p.bytes,
            RulesPass::Exceptions { bytes, .. } => bytes,
        }
    }

    /// The entry of position `i`, given the plain pass.
    #[inline]
    pub(super) fn entry(&self, plain: &Pass, i: u64) -> Entry {
        match self {
            RulesPass::Full(p) => p.entry(i),
            RulesPass::Exceptions { .. } => self.exception(i).unwrap_or_else(|| plain.entry(i)),
        }
    }

    /// Version 2's entry for position `i` where it differs from the plain pass's (`None`:
    /// it does not, or a version 1 pass).
    #[inline]
    pub(super) fn exception(&self, i: u64) -> Option<Entry> {
        let RulesPass::Exceptions { bytes, len } = self else {
            return None;
        };
        let i = i as usize;
        let bytes = &**bytes;
        let block = i / BLOCK;
        let dir = 4 * (len.div_ceil(BLOCK) + 1);
        // The directory's entries bounded by the entries there are: a damaged directory (in
        // a mapped file, unchecked until `verify`) reads no exception, never out of range.
        let entries = bytes.len().saturating_sub(dir) / 4;
        let to = (u32_at(bytes, 4 * block + 4) as usize).min(entries);
        let from = (u32_at(bytes, 4 * block) as usize).min(to);
        let at = (i % BLOCK) as u8;
        (from..to)
            .map(|e| dir + 4 * e)
            .find(|&s| bytes[s] == at)
            .map(|s| Entry {
                wdl: Wdl::from_code(bytes[s + 1]),
                dtc: u16::from_le_bytes([bytes[s + 2], bytes[s + 3]]),
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sparse_passes_and_exceptions_give_back_every_entry() {
        let len = 1000;
        let code = |i: usize| match (i * 7 + i / 13) % 5 {
            0 | 3 => Wdl::Win,
            1 => Wdl::Loss,
            4 if i % 11 == 0 => Wdl::Unused,
            _ => Wdl::Draw,
        };
        let values: Vec<Wdl> = (0..len).map(code).collect();
        let decided = |v: &Wdl| matches!(v, Wdl::Win | Wdl::Loss);
        for wide in [true, false] {
            let dtc: Vec<u16> = (0..len)
                .map(|i| {
                    if decided(&values[i]) {
                        (i % 200) as u16 + 1 + if wide { 300 } else { 0 }
                    } else {
                        0
                    }
                })
                .collect();
            // Under the rule: every 37th position a draw, one win further away.
            let mut rules_values = values.clone();
            let mut rules_dtc = dtc.clone();
            for i in (0..len).step_by(37) {
                rules_values[i] = Wdl::Draw;
                rules_dtc[i] = 0;
            }
            rules_values[5] = Wdl::Win;
            rules_dtc[5] = 777;
            let plain = Pass::sparse(&values, &dtc, wide);
            let count = values.iter().filter(|v| decided(v)).count() as u64;
            assert_eq!(
                plain.bytes.len() as u64,
                Pass::sparse_len(len as u64, count, wide)
            );
            let rules = RulesPass::exceptions(&values, &rules_values, Some((&dtc, &rules_dtc)));
            let RulesPass::Exceptions { bytes, .. } = &rules else {
                unreachable!()
            };
            let exceptions = (0..len)
                .filter(|&i| rules_values[i] != values[i] || rules_dtc[i] != dtc[i])
                .count() as u64;
            assert_eq!(
                RulesPass::exceptions_len(len as u64, bytes),
                Some(bytes.len() as u64)
            );
            assert_eq!(
                bytes.len() as u64,
                4 * (len as u64).div_ceil(256) + 4 + 4 * exceptions
            );
            for i in 0..len {
                let e = plain.entry(i as u64);
                assert_eq!((e.wdl, e.dtc), (values[i], dtc[i]), "plain {i}");
                let r = rules.entry(&plain, i as u64);
                assert_eq!((r.wdl, r.dtc), (rules_values[i], rules_dtc[i]), "rules {i}");
            }
        }
    }
}
