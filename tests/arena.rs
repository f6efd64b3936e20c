//! The arena: players only ever return legal actions, colours alternate with shared
//! openings, tallies add up, seeded matches repeat whatever the thread count, SPRT stops.
// Points are exactly 0, 0.5 or 1.
#![allow(clippy::float_cmp)]

use morris_zero::agents::{Budget, from_spec};
use morris_zero::arena::{MatchSettings, Sprt, SprtDecision, play_game, random_opening, run_match};
use morris_zero::game::{PRESETS, Rules};
use std::sync::Arc;

fn settings(
    player: &str,
    opponent: &str,
    games: usize,
    threads: usize,
    seed: u64,
) -> MatchSettings {
    MatchSettings {
        rules: Arc::new(Rules::preset("standard").unwrap()),
        player: player.to_string(),
        opponent: opponent.to_string(),
        games,
        threads,
        opening_plies: 6,
        openings: Vec::new(),
        seed,
        sprt: None,
    }
}

/// `play_game` checks every decision with `Game::play`, so a finished game proves every
/// action was legal; a cap on plies keeps long draws short.
#[test]
fn every_player_returns_only_legal_actions_on_every_preset() {
    let players = [
        "random",
        "greedy",
        "alphabeta:depth=2",
        "alphabeta:nodes=300",
        "mcts:sims=40,rollout_plies=60",
    ];
    for (name, _) in PRESETS {
        let rules = Arc::new(Rules::preset(name).unwrap().with_draws(30, 3, 160));
        for (i, white) in players.iter().enumerate() {
            let black = players[(i + 1) % players.len()];
            let mut w = from_spec(white, &rules).unwrap();
            let mut b = from_spec(black, &rules).unwrap();
            for seed in 0..2 {
                w.new_game(seed);
                b.new_game(seed + 100);
                let opening = random_opening(&rules, 4, seed);
                let result = play_game(&rules, w.as_mut(), b.as_mut(), &opening, &mut |_, _, _| {});
                let (game, outcome, _) = result.unwrap_or_else(|(p, e)| panic!("{name}: {p}: {e}"));
                assert!(
                    outcome.is_some() && game.is_over(),
                    "{name}: {white} vs {black}"
                );
            }
        }
    }
}

#[test]
fn colours_alternate_openings_pair_and_tallies_add_up() {
    let report = run_match(&settings("greedy", "random", 10, 2, 4), &mut |_| {}).unwrap();
    assert_eq!(report.games.len(), 10);
    for (i, g) in report.games.iter().enumerate() {
        assert_eq!(g.index, i);
        assert_eq!(g.player_color, if i % 2 == 0 { "white" } else { "black" });
        assert_eq!(g.opening_plies, 6);
    }
    for pair in report.games.chunks(2) {
        assert_eq!(
            pair[0].moves[..6],
            pair[1].moves[..6],
            "both colours play the same opening"
        );
    }
    assert_ne!(
        report.games[0].moves[..6],
        report.games[2].moves[..6],
        "pairs get different openings"
    );
    let points: f64 = report.games.iter().map(|g| g.points).sum();
    assert!((report.total.score() * 10.0 - points).abs() < 1e-9);
    assert_eq!(report.as_white.games() + report.as_black.games(), 10);
    assert_eq!(report.as_white.games(), 5);
    for g in &report.games {
        let expected = match (g.result, g.player_color) {
            ("draw", _) => 0.5,
            (winner, color) if winner == color => 1.0,
            _ => 0.0,
        };
        assert_eq!(g.points, expected, "game {}", g.index);
    }
}

#[test]
fn a_seeded_match_repeats_whatever_the_thread_count() {
    let moves = |threads| {
        run_match(
            &settings("mcts:sims=30,rollout_plies=50", "greedy", 4, threads, 11),
            &mut |_| {},
        )
        .unwrap()
        .games
        .into_iter()
        .map(|g| g.moves)
        .collect::<Vec<_>>()
    };
    let one = moves(1);
    assert_eq!(one, moves(2));
    let other = run_match(
        &settings("mcts:sims=30,rollout_plies=50", "greedy", 4, 1, 12),
        &mut |_| {},
    )
    .unwrap();
    assert_ne!(
        one,
        other.games.into_iter().map(|g| g.moves).collect::<Vec<_>>()
    );
}

#[test]
fn sprt_stops_a_lopsided_match_early() {
    let mut s = settings("greedy", "random", 400, 2, 5);
    s.sprt = Some(Sprt::parse("0,100,0.05,0.05").unwrap());
    let report = run_match(&s, &mut |_| {}).unwrap();
    let sprt = report.sprt.unwrap();
    assert_eq!(sprt.decision, SprtDecision::AcceptH1);
    assert!(report.total.games() < 20, "{} games", report.total.games());
}

#[test]
fn bad_specs_are_errors_naming_them() {
    let err = run_match(
        &settings("alphabeta:depth=x", "random", 2, 1, 0),
        &mut |_| {},
    )
    .unwrap_err()
    .to_string();
    assert!(err.contains("depth") && err.contains("'x'"), "{err}");
    let err = run_match(&settings("stockfish", "random", 2, 1, 0), &mut |_| {})
        .unwrap_err()
        .to_string();
    assert!(err.contains("unknown player 'stockfish'"), "{err}");
    let rules = Arc::new(Rules::preset("standard").unwrap());
    assert!(from_spec("greedy:depth=2", &rules).is_err());
    let _ = Budget::default();
}
