//! A table to and from its file: the bytes written (atomically), read back whole, or mapped
//! into memory; every check of the header and the body's lengths on the way in.

use super::body::{body_crc, split_body};
use super::header::{FLAG_RULES_PASS, FLAG_VALUES_ONLY, FLAG_WIDE, check_header, read_header};
use super::passes::{Bytes, Layout};
use super::{Sector, SectorTable, TableError};
use crate::checksum::crc32c;
use crate::game::Rules;
use std::path::{Path, PathBuf};
use std::sync::Arc;

impl SectorTable {
    /// The file's bytes.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut body = self.plain.bytes.to_vec();
        if let Some(p) = &self.rules_pass {
            body.extend_from_slice(p.bytes());
        }
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
        let mut out = self.header.encode(flags, &body);
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
        Ok(SectorTable::from_parts(
            header, index, plain, rules_pass, body_crc,
        ))
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
        Ok(SectorTable::from_parts(
            header, index, plain, rules_pass, body_crc,
        ))
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
}
