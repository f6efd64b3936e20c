//! Building a directory of sectors: every pair (w, b) and (b, w) with 3 <= w, b <= N, in
//! order of total men so that the sectors a capture leads to are always built first. A pair
//! whose two files are already there and read back whole (header, rules, checksums) is
//! reused, and the pair being solved saves its state every few minutes (`WvB.partial`,
//! `solve::Snapshots`), so a killed build goes on from its last save.

use super::file::{Sector, SectorTable, TableError};
use super::probe::{needed_sectors, unsupported};
use super::solve::{BuildProgress, Lower, PairResult, Snapshots, SolveError, solve_pair};
use crate::game::Rules;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};
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
    #[error("{0}; a build does not overwrite it: build into another directory, or move the file")]
    Foreign(TableError),
    #[error(transparent)]
    Solve(#[from] SolveError),
}

/// How a build runs.
#[derive(Clone, Debug)]
pub struct BuildOptions {
    pub threads: usize,
    /// How often the pair being solved saves its state (at the first stage boundary after
    /// it: a segment of positions, or a level).
    pub snapshot_every: Duration,
    /// Tests: stop (an error) after this many saves of the pair being solved.
    pub stop_after_saves: Option<usize>,
    /// Build only these pairs, each as (w, b) with w <= b (the sectors they read must be in
    /// the directory); `None`: every pair up to `men`. A cluster builds a pair a task.
    pub only: Option<Vec<(usize, usize)>>,
    /// Placement: build only these sectors (those they read must be in the directory);
    /// `None`: every one. A cluster builds a sector a task.
    pub sectors: Option<Vec<super::file::Sector>>,
}

impl BuildOptions {
    /// `threads` threads, a save every 10 minutes.
    #[must_use]
    pub fn threads(threads: usize) -> BuildOptions {
        BuildOptions {
            threads,
            snapshot_every: Duration::from_secs(600),
            stop_after_saves: None,
            only: None,
            sectors: None,
        }
    }
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

/// One step of a build's plan, a pair or (placement) a sector: its sectors, the sectors
/// its captures (and placements) read, and whether its files are in the directory and
/// whole.
#[derive(Clone, Debug, serde::Serialize)]
pub struct PlannedPair {
    /// The pair, `WvB` with W <= B, or the placement sector, `WvB+MvO`.
    pub pair: String,
    /// Men on the board in each sector of the pair (of the sector).
    pub men: usize,
    /// Steps of one stage read only steps of earlier stages, so they can be built at once:
    /// a pair's men; a placement sector's level after the rules' men a side twice.
    pub stage: usize,
    pub sectors: Vec<String>,
    pub reads: Vec<String>,
    pub done: bool,
}

/// The pairs of a build up to `men` into `dir`, in the build's order (pairs with the same
/// men in all read only pairs with fewer, so they can be built at once).
#[must_use]
pub fn plan(rules: &Rules, men: usize, dir: &Path) -> Vec<PlannedPair> {
    build_order(men)
        .into_iter()
        .map(|(w, b)| {
            let sectors = pair_sectors(w, b);
            let mut reads: Vec<(usize, usize)> = sectors
                .iter()
                .flat_map(|&(x, y)| needed_sectors(rules, x, y))
                .collect();
            reads.sort_unstable();
            reads.dedup();
            let name = |&(x, y): &(usize, usize)| format!("{x}v{y}");
            PlannedPair {
                pair: name(&(w, b)),
                men: w + b,
                stage: w + b,
                done: sectors
                    .iter()
                    .all(|&(x, y)| SectorTable::load(dir, rules, x, y).is_ok()),
                sectors: sectors.iter().map(name).collect(),
                reads: reads.iter().map(name).collect(),
            }
        })
        .collect()
}

/// The sectors of the pair (w, b): (w, b) and its colour mirror (b, w), once when w = b.
fn pair_sectors(w: usize, b: usize) -> Vec<(usize, usize)> {
    if w == b {
        vec![(w, b)]
    } else {
        vec![(w, b), (b, w)]
    }
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
    build_with(
        rules,
        men,
        dir,
        &BuildOptions::threads(threads),
        progress,
        report,
    )
}

/// `build` with `options`.
///
/// # Errors
/// See `BuildError`.
pub fn build_with(
    rules: &Rules,
    men: usize,
    dir: &Path,
    options: &BuildOptions,
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
        if options
            .only
            .as_ref()
            .is_some_and(|only| !only.contains(&(w, b)))
        {
            continue;
        }
        let sectors = pair_sectors(w, b);
        let names: Vec<String> = sectors.iter().map(|(x, y)| format!("{x}v{y}")).collect();
        let start = Instant::now();
        // Reuse finished files that read back whole.
        let mut tables = Vec::new();
        for &(x, y) in &sectors {
            let table = SectorTable::reusable(dir, rules, Sector::moving(x, y))
                .map_err(BuildError::Foreign)?;
            tables.extend(table);
        }
        if tables.len() == sectors.len() {
            let r = reused(dir, &sectors, names, &tables, start);
            report(&r);
            reports.push(r);
            continue;
        }
        load_lower(rules, dir, &sectors, &mut cache)?;
        reset_peak_rss();
        let bar = progress(&names.join(" "));
        let key = snapshot_key(rules, &sectors);
        let mut snapshots = Snapshots::new(dir, (w, b), key, options.snapshot_every);
        if let Some(n) = options.stop_after_saves {
            snapshots = snapshots.stopping_after(n);
        }
        let solved = solve_pair(
            rules,
            w,
            b,
            &cache,
            options.threads,
            bar.as_ref(),
            Some(&mut snapshots),
        )?;
        let (positions, file_bytes) = save(rules, dir, solved)?;
        snapshots.remove();
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

/// What a pair's saved state must match: the format of the tables, the rules' fingerprint
/// and no-capture budget, the sectors and their lengths.
fn snapshot_key(rules: &Rules, sectors: &[(usize, usize)]) -> Vec<u64> {
    let board = rules.board();
    // 1: the snapshot's key format (not the tables' file format, which the saved state
    // does not depend on: a build resumed by a newer program writes its newer files).
    let mut key = vec![
        1,
        super::file::rules_fingerprint(rules),
        u64::from(rules.spec().no_capture_draw),
    ];
    for &(x, y) in sectors {
        key.extend([
            x as u64,
            y as u64,
            super::index::SectorIndex::new(board, x, y).len(),
        ]);
    }
    key
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tablebase::solve::Silent;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("morris-build-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    fn files(dir: &Path) -> Vec<(String, Vec<u8>)> {
        let mut out: Vec<(String, Vec<u8>)> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| {
                let e = e.unwrap();
                let name = e.file_name().to_string_lossy().into_owned();
                (name, std::fs::read(e.path()).unwrap())
            })
            .collect();
        out.sort();
        out
    }

    #[test]
    fn a_build_stopped_at_every_save_mid_pair_writes_the_same_bytes() {
        let rules = Rules::preset("six").unwrap();
        let whole = scratch("whole");
        build(&rules, 5, &whole, 2, &|_| Box::new(Silent), &mut |_| {}).unwrap();
        // Saves at every stage boundary (segments of the forward step, levels), stopping
        // after each third save: the build goes on from the last save again and again.
        let parts = scratch("parts");
        let options = BuildOptions {
            threads: 2,
            snapshot_every: Duration::ZERO,
            stop_after_saves: Some(3),
            only: None,
            sectors: None,
        };
        let mut stops = 0;
        let mut resumed_mid_pair = false;
        loop {
            match build_with(
                &rules,
                5,
                &parts,
                &options,
                &|_| Box::new(Silent),
                &mut |_| {},
            ) {
                Ok(_) => break,
                Err(BuildError::Solve(SolveError::Interrupted(3))) => {
                    stops += 1;
                    resumed_mid_pair |= std::fs::read_dir(&parts).unwrap().any(|e| {
                        e.unwrap()
                            .file_name()
                            .to_string_lossy()
                            .ends_with(".partial")
                    });
                }
                Err(e) => panic!("{e}"),
            }
            assert!(stops < 10_000);
        }
        assert!(stops > 10 && resumed_mid_pair, "{stops} stops");
        assert_eq!(
            files(&parts),
            files(&whole),
            "no snapshot left, the same bytes"
        );
        // A damaged snapshot is dropped: the pair starts over and ends the same.
        std::fs::remove_file(parts.join("5v5.mtb")).unwrap();
        std::fs::write(parts.join("5v5.partial"), b"MORRISPS damaged").unwrap();
        build(&rules, 5, &parts, 2, &|_| Box::new(Silent), &mut |_| {}).unwrap();
        assert_eq!(files(&parts), files(&whole));
        std::fs::remove_dir_all(whole).unwrap();
        std::fs::remove_dir_all(parts).unwrap();
    }
}
