//! `morris evaluate` (a match between two players, with a table, Elo and optional SPRT) and
//! `morris match` (one game shown move by move).

use super::{StartArgs, game_from_line, load_rules};
use anyhow::{Context, Result, bail};
use clap::Args;
use morris_zero::agents::players;
use morris_zero::arena::{
    Contestant, MatchEvent, MatchPlan, MatchReport, MatchSettings, Opening, Openings, Sprt, Tally,
    run_match,
};
use morris_zero::game::display::{draw_board, status_line};
use morris_zero::game::{Action, Position, Rules};
use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;

#[derive(Args)]
pub struct EvaluateArgs {
    /// The player to judge (a spec: random, greedy, alphabeta:depth=4, mcts:sims=1000, ...).
    #[arg(long)]
    player: String,
    /// Its opponent (a spec); with --blunders, the opponent of the games the judged positions
    /// are taken from.
    #[arg(long, required_unless_present_any = ["blunders", "testset"], default_value = "")]
    opponent: String,
    /// Judge --player against the endgame tables (--tablebase) instead of an opponent: its
    /// blunder rate, win-conversion rate and drawn-hold rate on --positions sampled positions.
    #[arg(long, requires = "tablebase")]
    blunders: bool,
    /// Judge --player on a perfect-play test set (`morris testset make`; testsets/ holds
    /// the project's) instead of an opponent, with no tables present: the decisions that lose
    /// value, the wins kept and the draws held, per phase, with 95% intervals.
    #[arg(long, value_name = "FILE", conflicts_with = "blunders")]
    testset: Option<std::path::PathBuf>,
    /// The directory of endgame tables for --blunders.
    #[arg(long)]
    tablebase: Option<std::path::PathBuf>,
    /// Positions judged by --blunders: sampled uniformly per sector from --seed, or, with
    /// --opponent, the covered positions reached in --games games of --player against it
    /// (from --openings random plies), up to this many.
    #[arg(long, default_value_t = 1000)]
    positions: usize,
    /// With --blunders and --opponent: the player (a spec) whose games against --opponent give
    /// the positions, instead of --player's, so that several players are judged on the same
    /// positions [default: --player].
    #[arg(long, value_name = "SPEC", requires = "blunders")]
    sampled_by: Option<String>,
    /// Games to play; colours alternate, so an even number gives each side both colours.
    #[arg(long, default_value_t = 100)]
    games: usize,
    /// Rules preset name or path to a rules TOML file.
    #[arg(long, default_value = "standard")]
    rules: String,
    /// Games played at once [default: one thread per core; at most 4 with a network on a
    /// GPU].
    #[arg(long)]
    threads: Option<usize>,
    /// Random plies that open each pair of games (both colours play the same opening; one
    /// that ends the game is drawn again, and where the game cannot last that long it stops
    /// short of its end).
    #[arg(long, default_value_t = 8)]
    openings: u32,
    /// A file of openings used instead of random plies, one per line: a move list, or a
    /// position (either notation) optionally followed by "moves T1 T2 ..."; `#` comments.
    #[arg(long)]
    opening_file: Option<String>,
    /// Seed for openings and players: the same seed replays the same match.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Write the report and every game's moves to this JSON file.
    #[arg(long)]
    out: Option<String>,
    /// A time per decision for both sides, in milliseconds: each player searches until it
    /// (its spec's depth or simulations no longer bind), one game per thread, so that time,
    /// not nodes, is equal; the report gives the depth or simulations each reached. With
    /// --blunders, the time of each judged decision and of the games' decisions.
    #[arg(long, value_name = "MS")]
    movetime: Option<u64>,
    /// Stop as soon as a sequential test decides: "elo0,elo1,alpha,beta" (e.g. "0,50,0.05,0.05").
    #[arg(long)]
    sprt: Option<String>,
}

fn read_openings(rules: &Arc<Rules>, path: &str) -> Result<Vec<Opening>> {
    let text = std::fs::read_to_string(path)
        .with_context(|| format!("cannot read opening file {path}"))?;
    let mut openings = Vec::new();
    for (n, line) in text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
    {
        let game = game_from_line(rules, line).with_context(|| format!("{path}:{}", n + 1))?;
        if game.is_over() {
            bail!("{path}:{}: the opening ends the game", n + 1);
        }
        openings.push(Opening::of(&game));
    }
    if openings.is_empty() {
        bail!("{path}: no openings");
    }
    Ok(openings)
}

/// `--threads` left out: a thread per core, or with a network on a GPU at most 4, so that each
/// thread's network searches many games' leaves in one batch (on an H200, 200 games against
/// depth 5 took 48 to 63 s on 4 threads; 16, one per core, made so many small forward passes
/// that a match ran past 60 s on an H100: docs/training.md).
fn default_threads(player: &str, opponent: &str) -> usize {
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
    let on_gpu = [player, opponent]
        .into_iter()
        .any(morris_zero::agents::neural::runs_on_cuda);
    if on_gpu { cores.min(4) } else { cores }
}

/// `evaluate --testset` or `--blunders`: the player judged against perfect play.
fn judge(
    args: &EvaluateArgs,
    rules: &Arc<Rules>,
    movetime: Option<std::time::Duration>,
) -> Result<ExitCode> {
    if let Some(file) = args.testset.as_deref() {
        return super::testset::judge(&super::testset::JudgeArgs {
            player: &args.player,
            rules,
            file,
            seed: args.seed,
            threads: args.threads,
            movetime,
            out: args.out.as_deref(),
        });
    }
    if let Some(dir) = args.tablebase.as_deref() {
        return super::blunders::run(&super::blunders::BlunderArgs {
            player: &args.player,
            opponent: &args.opponent,
            sampled_by: args.sampled_by.as_deref().unwrap_or(&args.player),
            games: args.games,
            openings: args.openings,
            rules,
            dir,
            positions: args.positions,
            seed: args.seed,
            threads: args.threads,
            movetime,
            out: args.out.as_deref(),
        });
    }
    bail!("--blunders needs --tablebase DIR")
}

pub fn evaluate(args: &EvaluateArgs) -> Result<ExitCode> {
    let rules = load_rules(&args.rules)?;
    if args.movetime == Some(0) {
        bail!("--movetime must be at least 1 (milliseconds)");
    }
    let movetime = args.movetime.map(std::time::Duration::from_millis);
    if args.testset.is_some() || args.blunders {
        return judge(args, &rules, movetime);
    }
    if args.games == 0 {
        bail!("--games must be at least 1");
    }
    let openings = match args.opening_file.as_deref() {
        Some(path) => Openings::List(read_openings(&rules, path)?),
        None => Openings::Random(args.openings),
    };
    let sprt = args
        .sprt
        .as_deref()
        .map(Sprt::parse)
        .transpose()
        .context("--sprt")?;
    let threads = args
        .threads
        .unwrap_or_else(|| default_threads(&args.player, &args.opponent));
    let settings = MatchSettings {
        rules: rules.clone(),
        games: args.games,
        threads,
        // A network player searches all of a thread's games at once.
        batch_games: args.games.div_ceil(threads.max(1)),
        openings,
        seed: args.seed,
        sprt,
        movetime,
    };
    let bar = indicatif::ProgressBar::new(args.games as u64);
    bar.set_style(
        indicatif::ProgressStyle::with_template("{bar:30} {pos}/{len} games  {msg}  eta {eta}")
            .expect("valid template"),
    );
    let player = Contestant::Spec(args.player.clone());
    let opponent = Contestant::Spec(args.opponent.clone());
    let report = run_match(&settings, player, opponent, &mut |event| {
        if let MatchEvent::Finished { done, total } = event {
            bar.set_position(*done as u64);
            bar.set_message(format!("score {:.1}%", 100.0 * total.score()));
        }
    })
    .with_context(|| format!("players: {}", players()))?;
    bar.finish_and_clear();
    print!("{}", describe(&report, args.opening_file.as_deref()));
    if let Some(path) = &args.out {
        let json = serde_json::to_string_pretty(&report).context("encoding the report")?;
        morris_zero::atomic_file::write(Path::new(path), json.as_bytes())
            .with_context(|| format!("cannot write {path}"))?;
        println!("report and games written to {path}");
    }
    Ok(ExitCode::SUCCESS)
}

fn percent(t: &Tally) -> String {
    format!("{:.1}%", 100.0 * t.score())
}

fn signed(x: Option<f64>, infinite: &str) -> String {
    x.map_or_else(|| infinite.to_string(), |v| format!("{v:+.0}"))
}

/// The wins, draws, losses and score as white, as black and in all, a row each.
fn write_tallies(out: &mut String, r: &MatchReport) {
    use std::fmt::Write;
    let _ = writeln!(
        out,
        "{:<10} {:>6} {:>6} {:>6} {:>6} {:>7}",
        "", "games", "wins", "draws", "losses", "score"
    );
    for (name, t) in [
        ("as white", &r.as_white),
        ("as black", &r.as_black),
        ("total", &r.total),
    ] {
        let _ = writeln!(
            out,
            "{name:<10} {:>6} {:>6} {:>6} {:>6} {:>7}",
            t.games(),
            t.wins,
            t.draws,
            t.losses,
            percent(t)
        );
    }
}

/// The table a person reads.
fn describe(r: &MatchReport, opening_file: Option<&str>) -> String {
    use std::fmt::Write;
    let mut out = String::new();
    let openings = opening_file.map_or_else(
        || format!("{} random opening plies", r.opening_plies),
        |f| format!("openings from {f}"),
    );
    let _ = writeln!(
        out,
        "{} vs {}: {} games, rules {}, {openings}, seed {}",
        r.player,
        r.opponent,
        r.total.games(),
        r.rules,
        r.seed
    );
    write_tallies(&mut out, r);
    let (low_inf, high_inf) = ("-inf", "+inf");
    let elo = r.elo.map_or_else(
        || {
            if r.score > 0.5 {
                high_inf.to_string()
            } else {
                low_inf.to_string()
            }
        },
        |v| format!("{v:+.0}"),
    );
    let _ = writeln!(
        out,
        "Elo difference: {elo} (95% interval {} .. {})",
        signed(r.elo_low, low_inf),
        signed(r.elo_high, high_inf)
    );
    if let Some(s) = &r.sprt {
        let _ = writeln!(
            out,
            "SPRT elo0 {} elo1 {} alpha {} beta {}: LLR {:.2} in ({:.2}, {:.2}): {:?}",
            s.test.elo0,
            s.test.elo1,
            s.test.alpha,
            s.test.beta,
            s.llr,
            s.bounds.0,
            s.bounds.1,
            s.decision
        );
    }
    for (name, clock) in [(&r.player, &r.clocks[0]), (&r.opponent, &r.clocks[1])] {
        let mut speed = if clock.nodes > 0 {
            format!(
                ", {:.0} nodes/s, {:.0} nodes per decision",
                clock.nodes_per_second(),
                clock.nodes_per_decision()
            )
        } else {
            String::new()
        };
        if clock.evaluations > 0 {
            let _ = write!(
                speed,
                ", {:.0} network evaluations per decision",
                clock.evaluations_per_decision()
            );
        }
        if let Some(depth) = clock.mean_depth() {
            let _ = write!(speed, ", depth {depth:.1} on average");
        }
        let _ = writeln!(
            out,
            "time per decision, {name}: {:.2} ms{speed}",
            clock.ms_per_decision()
        );
    }
    out
}

#[derive(Args)]
pub struct MatchArgs {
    /// The white player (a spec).
    #[arg(long)]
    white: String,
    /// The black player (a spec).
    #[arg(long)]
    black: String,
    /// Rules preset name or path to a rules TOML file.
    #[arg(long, default_value = "standard")]
    rules: String,
    /// Random plies played before the players take over.
    #[arg(long, default_value_t = 0, conflicts_with_all = ["position", "moves"])]
    openings: u32,
    #[command(flatten)]
    start: StartArgs,
    /// Seed for the opening and the players.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

/// One game, shown: the board after every decision, with what the player said. It is the
/// first game of a match's plan (its opening and seeds), played by the match runner.
pub fn show_match(args: &MatchArgs) -> Result<ExitCode> {
    let rules = load_rules(&args.rules)?;
    let openings = if args.start.position.is_some() || !args.start.moves.trim().is_empty() {
        Openings::List(vec![Opening::of(&args.start.game(&rules)?)])
    } else {
        Openings::Random(args.openings)
    };
    let settings = MatchSettings {
        rules: rules.clone(),
        games: 1,
        threads: 1,
        batch_games: 1,
        openings,
        seed: args.seed,
        sprt: None,
        movetime: None,
    };
    let opening = MatchPlan::new(&rules, 1, &settings.openings, args.seed).games[0]
        .opening
        .clone();
    let start = opening.game(&rules);
    println!(
        "{} (white) vs {} (black), rules {}",
        args.white,
        args.black,
        rules.name()
    );
    if opening.position != Position::start(&rules) {
        println!("position: {}", opening.position.text(&rules));
    }
    if !opening.actions.is_empty() {
        let tokens: Vec<String> = opening.actions.iter().map(|&a| start.token(a)).collect();
        println!("opening: {}", tokens.join(" "));
    }
    print!("{}", draw_board(&rules, start.position(), &[]));
    let mut show = |event: &MatchEvent| {
        let MatchEvent::Decision {
            game,
            choice,
            seconds,
            ..
        } = *event
        else {
            return;
        };
        let pos = game.history().last().expect("a decision was made");
        let marked: Vec<u8> = match choice.action {
            Action::Place(p) | Action::Capture(p) => vec![p],
            Action::Move { from, to } => vec![from, to],
        };
        let info = if choice.info.is_empty() {
            String::new()
        } else {
            format!(", {}", choice.info)
        };
        println!(
            "\n{}. {} {}   ({:.0} ms{info})",
            game.actions().len(),
            pos.side_to_move(),
            game.token(choice.action),
            seconds * 1000.0,
        );
        print!("{}", draw_board(&rules, game.position(), &marked));
        if !game.is_over() {
            println!("{}", status_line(&rules, game.position()));
        }
    };
    let white = Contestant::Spec(args.white.clone());
    let black = Contestant::Spec(args.black.clone());
    let report = run_match(&settings, white, black, &mut show)
        .with_context(|| format!("players: {}", players()))?;
    let game = &report.games[0];
    println!(
        "\nresult: {} ({}) after {} plies",
        game.result,
        game.reason,
        game.moves.len()
    );
    Ok(ExitCode::SUCCESS)
}
