//! A table file's body, after its header: the passes' bytes, their lengths as each format
//! version lays them out (the module `file`'s documentation), and their checksum.

use super::Header;
use super::TableError;
use super::passes::{Bytes, Layout, Pass, RulesPass};
use crate::tablebase::index::SectorIndex;
use std::path::Path;

/// The CRC-32C of a table's body: the plain pass's bytes, then the other pass's.
pub(super) fn body_crc(plain: &Pass, rules_pass: Option<&RulesPass>) -> u32 {
    let mut digest = crate::checksum::CRC32C.digest();
    digest.update(&plain.bytes);
    if let Some(p) = rules_pass {
        digest.update(p.bytes());
    }
    digest.finalize()
}

/// The passes of a file's body (`body`: its bytes after the header), checking its length
/// against the header's counts and `body_len`; `version` from the header.
pub(super) fn split_body(
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
