//! `morris bench`: speed figures for the README. Each prints a table and, as its last
//! line, the headline figure.

use anyhow::Result;
use clap::Subcommand;
use morris_zero::game::{Game, LeafCounting, Rules, perft};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Instant;

#[derive(Subcommand)]
pub enum BenchCommand {
    /// Perft nodes/s on one thread from the start, a movement and a flying position (standard
    /// rules, draw rules on), with a full make of every leaf and with bulk counting. The last
    /// line is the full-make figure over all three.
    Perft {
        /// Repeat each measurement this many times and keep the fastest.
        #[arg(long, default_value_t = 3)]
        repeats: u32,
    },
}

/// Positions from tests/data/perft-standard.txt.
const PERFT_POSITIONS: &[(&str, &str, u32)] = &[
    ("start", "-", 6),
    (
        "movement (ply 20)",
        "c3 b6 f6 d2 d7 a4 g1 a1 f4 g7 e5 d1 d5 e4 d3 c4 b4 d6 d7-a7 c4-c5",
        8,
    ),
    (
        "flying (ply 80)",
        "b6 g7 c4 d2 d1 e5 d3 e4 b4 f2 c3 a7 d7 b2 xb4 g4 a4 f4 d5 d3-e3 b2-b4 f4-f6 b4-b2 xd7 g4-f4 d5-c5 b6-d6 a7-d7 f4-g4 b2-b4 e3-d3 c5-d5 g4-g1 a4-a7 xd1 d3-e3 b4-b2 xf6 g1-d1 a7-a4 e3-d3 e4-f4 c4-c5 f4-f6 c5-c4 d7-a7 d1-g1 d5-c5 g1-g4 b2-b4 d6-d7 e5-d5 d3-e3 d5-e5 g4-g1 f2-f4 c3-d3 e5-d5 e3-e4 d5-e5 e4-e3 d2-f2 xd3 d7-d6 f4-e4 c4-c3 b4-c4 d6-b6 f6-d6 g1-g4 e5-d5 b6-b4 f2-f4 b4-b2 a4-b4 g4-g1 g7-g4 xc3 e3-f2 b4-b6",
        5,
    ),
];

pub fn run(what: &BenchCommand) -> Result<ExitCode> {
    match what {
        BenchCommand::Perft { repeats } => bench_perft((*repeats).max(1)),
    }
}

fn bench_perft(repeats: u32) -> Result<ExitCode> {
    let rules = Arc::new(Rules::preset("standard")?);
    println!(
        "{:<20} {:>5} {:>12} {:>14} {:>14}",
        "position", "depth", "nodes", "full Mnodes/s", "bulk Mnodes/s"
    );
    let (mut total_nodes, mut total_seconds) = (0u64, 0f64);
    for &(name, moves, depth) in PERFT_POSITIONS {
        let game = super::game_after(&rules, moves)?;
        let (nodes, full) = fastest(&game, depth, LeafCounting::Full, repeats);
        let (_, bulk) = fastest(&game, depth, LeafCounting::Bulk, repeats);
        total_nodes += nodes;
        total_seconds += full;
        println!(
            "{name:<20} {depth:>5} {nodes:>12} {:>14.1} {:>14.1}",
            nodes as f64 / full / 1e6,
            nodes as f64 / bulk / 1e6
        );
    }
    println!(
        "perft nodes/s (full make, one thread): {:.0}",
        total_nodes as f64 / total_seconds
    );
    Ok(ExitCode::SUCCESS)
}

fn fastest(game: &Game, depth: u32, counting: LeafCounting, repeats: u32) -> (u64, f64) {
    let mut best = f64::INFINITY;
    let mut nodes = 0;
    for _ in 0..repeats {
        let start = Instant::now();
        nodes = perft(game, depth, counting);
        best = best.min(start.elapsed().as_secs_f64());
    }
    (nodes, best)
}
