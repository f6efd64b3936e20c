//! `morris tablebase judge`: a match's recorded games (`evaluate --out`) judged move by move
//! against the tables.

use super::blunders::row;
use super::load_rules;
use anyhow::{Context, Result, bail};
use clap::Args;
use morris_zero::arena::blunders::PHASES;
use morris_zero::arena::judge::{RecordedGame, judge_games};
use morris_zero::game::{Color, Rules, game_from_text};
use morris_zero::tablebase::Tablebase;
use serde::Deserialize;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

#[derive(Args)]
pub struct JudgeArgs {
    /// The match's file, as `morris evaluate --out` writes it.
    games: PathBuf,
    /// Directory of the tables (the whole game's judge every decision; smaller ones those
    /// they cover).
    #[arg(long)]
    dir: PathBuf,
    /// Write the judgement (each side's rates overall, per phase and per sector) to this JSON
    /// file.
    #[arg(long)]
    out: Option<PathBuf>,
}

/// The parts of `evaluate --out`'s file a judgement reads.
#[derive(Deserialize)]
struct MatchFile {
    rules: String,
    player: String,
    opponent: String,
    games: Vec<GameEntry>,
}

#[derive(Deserialize)]
struct GameEntry {
    player_color: String,
    opening_plies: usize,
    position: Option<String>,
    moves: Vec<String>,
}

fn read(path: &std::path::Path) -> Result<(MatchFile, Arc<Rules>, Vec<RecordedGame>)> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    let file: MatchFile = serde_json::from_str(&text).with_context(|| {
        format!(
            "{}: not a match's file as `morris evaluate --out` writes it",
            path.display()
        )
    })?;
    let rules = load_rules(&file.rules)
        .with_context(|| format!("{}: its rules {:?}", path.display(), file.rules))?;
    let mut games = Vec::with_capacity(file.games.len());
    for (n, entry) in file.games.iter().enumerate() {
        let game = game_from_text(&rules, entry.position.as_deref(), &entry.moves.join(" "))
            .with_context(|| format!("{}: game {n} (counted from 0)", path.display()))?;
        if entry.opening_plies > entry.moves.len() {
            bail!(
                "{}: game {n} (counted from 0): opening_plies {} exceeds its {} moves",
                path.display(),
                entry.opening_plies,
                entry.moves.len()
            );
        }
        let player_color = match entry.player_color.as_str() {
            "white" => Color::White,
            "black" => Color::Black,
            other => bail!(
                "{}: game {n}: player_color {other:?} is neither white nor black",
                path.display()
            ),
        };
        games.push(RecordedGame {
            game,
            opening_plies: entry.opening_plies,
            player_color,
        });
    }
    Ok((file, rules, games))
}

pub fn run(args: &JudgeArgs) -> Result<ExitCode> {
    let (file, rules, games) = read(&args.games)?;
    let tb = Tablebase::open(&args.dir, Some(&rules))?;
    let judged = judge_games(&tb, &games, [&file.player, &file.opponent]);
    let judged_count: usize = judged.sides.iter().map(|s| s.positions).sum();
    let decisions = judged_count as u64 + judged.uncovered;
    let mut out = std::io::stdout().lock();
    writeln!(
        out,
        "{} games of {} against {}, judged by {}: {decisions} decisions after the openings, {judged_count} judged, {} not covered",
        judged.games,
        file.player,
        file.opponent,
        args.dir.display(),
        judged.uncovered
    )?;
    let [won, drawn, lost] = judged.after_opening;
    let unknown = judged.games as u64 - won - drawn - lost;
    writeln!(
        out,
        "after the opening, for the player: {won} won, {drawn} drawn, {lost} lost, {unknown} not covered"
    )?;
    for (who, side) in ["the player", "the opponent"].iter().zip(&judged.sides) {
        writeln!(out, "{who}, {}:", side.player)?;
        for (phase, rates) in &side.phases {
            writeln!(out, "{}", row(phase, rates))?;
        }
        writeln!(out, "{}", row("all", &side.overall))?;
    }
    writeln!(out, "the first judged decision that lost value, games:")?;
    for (who, counts) in ["the player", "the opponent"].iter().zip(judged.first_loss) {
        let parts: Vec<String> = PHASES
            .iter()
            .zip(counts)
            .map(|(phase, n)| format!("{phase} {n}"))
            .collect();
        writeln!(out, "  {who}'s: {}", parts.join(", "))?;
    }
    writeln!(out, "  none: {}", judged.no_loss)?;
    writeln!(out, "  no decision judged: {}", judged.unjudged)?;
    let [mine, theirs] = judged.unconverted;
    writeln!(
        out,
        "drawn with a win left after the last judged decision: the player's {mine}, the opponent's {theirs}"
    )?;
    if let Some(path) = &args.out {
        std::fs::write(path, serde_json::to_string_pretty(&judged)?)
            .with_context(|| format!("cannot write {}", path.display()))?;
    }
    Ok(ExitCode::SUCCESS)
}
