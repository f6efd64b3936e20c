//! What resigning hopeless self-play games would save, measured on record files before the
//! trainer gets such an option: `cargo run --release --example resign_scan -- FILE...` (files
//! from `morris selfplay --tablebase DIR`, adjudicated as in training). A side resigns, as in
//! `KataGo`, once its root value has stayed below `-t` for `k` of its own decisions in a row;
//! for each (t, k) the scan prints the share of games that would resign, the share of the
//! decisions (searches) after the resignation that would be saved, and the false-resign rate:
//! resigned games the resigning side did not in fact lose.

use morris_zero::game::Color;
use morris_zero::selfplay::{GameRecord, records};
use std::process::ExitCode;

fn main() -> ExitCode {
    let files: Vec<String> = std::env::args().skip(1).collect();
    if files.is_empty() {
        eprintln!("usage: resign_scan FILE... (record files of `morris selfplay`)");
        return ExitCode::FAILURE;
    }
    let mut games: Vec<GameRecord> = Vec::new();
    for file in &files {
        match records::read(std::path::Path::new(file)) {
            Ok((_, read)) => games.extend(read),
            Err(e) => {
                eprintln!("resign_scan: {e}");
                return ExitCode::FAILURE;
            }
        }
    }
    let decisions: usize = games.iter().map(|g| g.moves.len()).sum();
    println!("{} games, {decisions} decisions", games.len());
    println!("threshold  in a row  resigned games  decisions saved  false resigns");
    for threshold in [0.8_f32, 0.9, 0.95, 0.98] {
        for in_a_row in [1_u32, 2, 3] {
            let (mut resigned, mut saved, mut wrong) = (0_usize, 0_usize, 0_usize);
            for game in &games {
                if let Some((at, side)) = resignation(game, threshold, in_a_row) {
                    resigned += 1;
                    saved += game.moves.len() - at - 1;
                    wrong += usize::from(game.outcome.score_for(side) >= 0);
                }
            }
            println!(
                "{threshold:9}  {in_a_row:8}  {:13.1}%  {:14.1}%  {:12.1}% ({wrong} of {resigned})",
                100.0 * resigned as f64 / games.len().max(1) as f64,
                100.0 * saved as f64 / decisions.max(1) as f64,
                100.0 * wrong as f64 / resigned.max(1) as f64,
            );
        }
    }
    ExitCode::SUCCESS
}

/// The decision at which a side would resign, and the side: the first time its root value
/// has been below `-threshold` for `in_a_row` of its own searched decisions in a row.
fn resignation(game: &GameRecord, threshold: f32, in_a_row: u32) -> Option<(usize, Color)> {
    let mut streak = [0_u32; 2];
    for (i, m) in game.moves.iter().enumerate() {
        if m.policy.is_empty() {
            continue; // a random opening ply: no search
        }
        let side = m.position.side_to_move();
        let s = &mut streak[usize::from(side == Color::Black)];
        *s = if m.root_value < -threshold { *s + 1 } else { 0 };
        if *s >= in_a_row {
            return Some((i, side));
        }
    }
    None
}
