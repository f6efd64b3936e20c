//! Building a directory of sectors: every pair (w, b) and (b, w) with 3 <= w, b <= N, in
//! order of total men so that the sectors a capture leads to are always built first. A pair
//! whose two files are already there and read back whole (header, rules, checksums) is
//! reused, so a killed build restarts at the pair it was in.

use super::file::{SectorTable, TableError};
use super::probe::{needed_sectors, unsupported};
use super::solve::{BuildProgress, Lower, PairResult, solve_pair};
use crate::game::Rules;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;
use thiserror::Error;

/// Why a build cannot run.
#[derive(Debug, Error)]
pub enum BuildError {
    #[error("rules '{name}': no tablebase: {reason}")]
    Unsupported { name: String, reason: String },
    #[error("--men {men}: {reason}")]
    Men { men: usize, reason: String },
    #[error("{path}: {error}")]
    Dir {
        path: PathBuf,
        error: std::io::Error,
    },
    #[error(transparent)]
    Table(#[from] TableError),
}

/// What building one pair took.
#[derive(Clone, Debug, serde::Serialize)]
pub struct PairReport {
    /// The sectors, e.g. `4v3 3v4`.
    pub sectors: Vec<String>,
    /// Indices (positions, symmetric duplicates included) in the pair.
    pub positions: u64,
    /// Whether the files were already there and were reused.
    pub reused: bool,
    pub seconds: f64,
    /// Bytes on disk for the pair.
    pub file_bytes: u64,
    /// The process's peak resident memory while solving the pair, if the system says.
    pub peak_rss_bytes: Option<u64>,
}

/// The pairs to build for `men`, in dependency order, each as (w, b) with w <= b.
#[must_use]
pub fn build_order(men: usize) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for total in 6..=2 * men {
        for w in 3..=men {
            if total < w + 3 {
                break;
            }
            let b = total - w;
            if b >= w && b <= men {
                out.push((w, b));
            }
        }
    }
    out
}

/// Checks that `men` is a size the rules allow.
///
/// # Errors
/// Unsupported rules, or men that do not fit.
pub fn check(rules: &Rules, men: usize) -> Result<(), BuildError> {
    if let Some(reason) = unsupported(rules) {
        return Err(BuildError::Unsupported {
            name: rules.name().to_string(),
            reason,
        });
    }
    let pieces = usize::from(rules.spec().pieces);
    let points = rules.board().points();
    let fail = |reason: String| Err(BuildError::Men { men, reason });
    if men < 3 {
        return fail("a sector needs at least 3 men a side".to_string());
    }
    if men > pieces {
        return fail(format!(
            "the rules '{}' give each side {pieces} men",
            rules.name()
        ));
    }
    if 2 * men > points {
        return fail(format!("{} men do not fit on {points} points", 2 * men));
    }
    Ok(())
}

/// Builds every pair up to `men` a side into `dir`, calling `report` after each pair.
/// `progress` is asked for a reporter per pair, given the pair's name.
///
/// # Errors
/// See `BuildError`.
pub fn build(
    rules: &Rules,
    men: usize,
    dir: &Path,
    threads: usize,
    progress: &dyn Fn(&str) -> Box<dyn BuildProgress>,
    report: &mut dyn FnMut(&PairReport),
) -> Result<Vec<PairReport>, BuildError> {
    check(rules, men)?;
    std::fs::create_dir_all(dir).map_err(|error| BuildError::Dir {
        path: dir.to_path_buf(),
        error,
    })?;
    let mut cache: Lower = HashMap::new();
    let mut reports = Vec::new();
    for (w, b) in build_order(men) {
        let sectors: Vec<(usize, usize)> = if w == b {
            vec![(w, b)]
        } else {
            vec![(w, b), (b, w)]
        };
        let names: Vec<String> = sectors.iter().map(|(x, y)| format!("{x}v{y}")).collect();
        let start = Instant::now();
        // Reuse finished files that read back whole.
        let existing: Option<Vec<SectorTable>> = sectors
            .iter()
            .map(|&(x, y)| SectorTable::load(dir, rules, x, y).ok())
            .collect();
        if let Some(tables) = existing {
            let r = reused(dir, &sectors, names, &tables, start);
            report(&r);
            reports.push(r);
            continue;
        }
        load_lower(rules, dir, &sectors, &mut cache)?;
        reset_peak_rss();
        let bar = progress(&names.join(" "));
        let solved = solve_pair(rules, w, b, &cache, threads, bar.as_ref());
        let (positions, file_bytes) = save(rules, dir, solved)?;
        let r = PairReport {
            sectors: names,
            positions,
            reused: false,
            seconds: start.elapsed().as_secs_f64(),
            file_bytes,
            peak_rss_bytes: peak_rss(),
        };
        report(&r);
        reports.push(r);
    }
    Ok(reports)
}

/// The report on a pair whose files, `tables`, were already there and read back whole.
fn reused(
    dir: &Path,
    sectors: &[(usize, usize)],
    names: Vec<String>,
    tables: &[SectorTable],
    start: Instant,
) -> PairReport {
    let file_bytes = sectors.iter().map(|&(x, y)| file_size(dir, x, y)).sum();
    PairReport {
        sectors: names,
        positions: tables.iter().map(|t| t.header.len).sum(),
        reused: true,
        seconds: start.elapsed().as_secs_f64(),
        file_bytes,
        peak_rss_bytes: None,
    }
}

/// Loads into `cache` the lower sectors the pair's `sectors` read, and drops the others.
fn load_lower(
    rules: &Rules,
    dir: &Path,
    sectors: &[(usize, usize)],
    cache: &mut Lower,
) -> Result<(), BuildError> {
    // Keep only the lower sectors this pair reads.
    let needed: Vec<(usize, usize)> = sectors
        .iter()
        .flat_map(|&(x, y)| needed_sectors(rules, x, y))
        .collect();
    cache.retain(|k, _| needed.contains(k));
    for &k in &needed {
        if let std::collections::hash_map::Entry::Vacant(e) = cache.entry(k) {
            e.insert(Arc::new(SectorTable::load(dir, rules, k.0, k.1)?));
        }
    }
    Ok(())
}

/// Writes the solved pair's files into `dir`: (positions, bytes on disk).
fn save(rules: &Rules, dir: &Path, solved: PairResult) -> Result<(u64, u64), BuildError> {
    let mut positions = 0;
    let mut file_bytes = 0;
    for (index, plain, under_rule) in solved.sectors {
        positions += index.len();
        let table = SectorTable::from_solution(
            rules,
            index,
            (&plain.values, &plain.dtc),
            under_rule.as_ref().map(|r| (&r.values[..], &r.dtc[..])),
        );
        let path = table.save(dir)?;
        file_bytes += std::fs::metadata(&path).map_or(0, |m| m.len());
    }
    Ok((positions, file_bytes))
}

fn file_size(dir: &Path, w: usize, b: usize) -> u64 {
    std::fs::metadata(dir.join(super::file::file_name(w, b))).map_or(0, |m| m.len())
}

/// Linux: the peak resident set size since the last reset.
fn peak_rss() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

/// Linux: starts the peak resident set size over from the current size (best effort).
fn reset_peak_rss() {
    let _ = std::fs::write("/proc/self/clear_refs", "5");
}
