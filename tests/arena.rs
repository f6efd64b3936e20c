//! The arena: players only ever return legal actions, colours alternate with shared
//! openings, tallies add up, seeded matches repeat whatever the thread count, SPRT stops.
// Points are exactly 0, 0.5 or 1.
#![allow(clippy::float_cmp)]

use morris_zero::agents::{Agent, Budget, Choice, NetworkSearch, from_spec};
use morris_zero::arena::{
    ArenaError, Contestant, MatchReport, MatchSettings, Openings, Sprt, SprtDecision, run_match,
};
use morris_zero::env::Encoder;
use morris_zero::game::{Action, Game, PRESETS, Rules};
use morris_zero::mcts::SearchSettings;
use morris_zero::net::{BatchEvaluator, NetConfig, PolicyValueNet, ValueHead};
use std::sync::Arc;

fn settings(games: usize, threads: usize, seed: u64) -> MatchSettings {
    MatchSettings {
        rules: Arc::new(Rules::preset("standard").unwrap()),
        games,
        threads,
        batch_games: 1,
        openings: Openings::Random(6),
        seed,
        sprt: None,
        movetime: None,
    }
}

/// A match between two player specs.
fn play(player: &str, opponent: &str, settings: &MatchSettings) -> Result<MatchReport, ArenaError> {
    run_match(
        settings,
        Contestant::Spec(player.to_string()),
        Contestant::Spec(opponent.to_string()),
        &mut |_| {},
    )
}

/// The match runner checks every decision with `Game::play`, so a finished match proves every
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
        let settings = MatchSettings {
            rules,
            openings: Openings::Random(4),
            ..settings(2, 1, 0)
        };
        for (i, white) in players.iter().enumerate() {
            let black = players[(i + 1) % players.len()];
            let report = play(white, black, &settings).unwrap_or_else(|e| panic!("{name}: {e}"));
            for game in &report.games {
                assert!(
                    !game.reason.contains("stopped by the arena"),
                    "{name}: {white} vs {black}: {}",
                    game.reason
                );
            }
        }
    }
}

#[test]
fn colours_alternate_openings_pair_and_tallies_add_up() {
    let report = play("greedy", "random", &settings(10, 2, 4)).unwrap();
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
        play(
            "mcts:sims=30,rollout_plies=50",
            "greedy",
            &settings(4, threads, 11),
        )
        .unwrap()
        .games
        .into_iter()
        .map(|g| g.moves)
        .collect::<Vec<_>>()
    };
    let one = moves(1);
    assert_eq!(one, moves(2));
    let other = play(
        "mcts:sims=30,rollout_plies=50",
        "greedy",
        &settings(4, 1, 12),
    )
    .unwrap();
    assert_ne!(
        one,
        other.games.into_iter().map(|g| g.moves).collect::<Vec<_>>()
    );
}

#[test]
fn sprt_stops_a_lopsided_match_early() {
    let mut s = settings(400, 2, 5);
    s.sprt = Some(Sprt::parse("0,100,0.05,0.05").unwrap());
    let report = play("greedy", "random", &s).unwrap();
    let sprt = report.sprt.unwrap();
    assert_eq!(sprt.decision, SprtDecision::AcceptH1);
    assert!(report.total.games() < 20, "{} games", report.total.games());
}

#[test]
fn bad_specs_are_errors_naming_them() {
    let err = play("alphabeta:depth=x", "random", &settings(2, 1, 0))
        .unwrap_err()
        .to_string();
    assert!(err.contains("depth") && err.contains("'x'"), "{err}");
    let err = play("stockfish", "random", &settings(2, 1, 0))
        .unwrap_err()
        .to_string();
    assert!(err.contains("unknown player 'stockfish'"), "{err}");
    let rules = Arc::new(Rules::preset("standard").unwrap());
    assert!(from_spec("greedy:depth=2", &rules).is_err());
    let _ = Budget::default();
}

/// A small untrained network for three men's morris (seeded), as a batch evaluator.
fn small_network(rules: &Arc<Rules>) -> (tch::nn::VarStore, BatchEvaluator) {
    tch::manual_seed(3);
    let encoder = Encoder::new(rules.clone());
    let vs = tch::nn::VarStore::new(tch::Device::Cpu);
    let config = NetConfig {
        blocks: 1,
        channels: 8,
        policy_channels: 2,
        value_hidden: 16,
        value_head: ValueHead::Wdl,
        aux_heads: false,
    };
    let net = PolicyValueNet::new(&vs.root(), &config, encoder.shape(), encoder.action_count());
    (vs, BatchEvaluator::new(net, tch::Device::Cpu, encoder))
}

/// A match of three men's morris from `plies` random opening plies.
fn three_mens(
    games: usize,
    threads: usize,
    batch_games: usize,
    plies: u32,
    seed: u64,
) -> MatchSettings {
    MatchSettings {
        rules: Arc::new(Rules::preset("three").unwrap()),
        games,
        threads,
        batch_games,
        openings: Openings::Random(plies),
        seed,
        sprt: None,
        movetime: None,
    }
}

/// Plays legally until its fourth decision, which repeats the game's first placement.
struct Cheater {
    decisions: usize,
}

impl Agent for Cheater {
    fn spec(&self) -> &'static str {
        "cheater"
    }
    fn new_game(&mut self, _seed: u64) {
        self.decisions = 0;
    }
    fn choose(&mut self, game: &Game, _budget: &Budget) -> Choice {
        self.decisions += 1;
        let first: Option<Action> = game.actions().first().copied();
        match first {
            Some(action) if self.decisions == 4 => Choice::plain(action),
            _ => Choice::plain(game.legal_actions()[0]),
        }
    }
}

/// The trainer's evaluation is a match of its own network (borrowed, searched in lockstep)
/// against a baseline: an opponent's illegal action there is an error naming it, never a
/// silent move.
#[test]
fn an_illegal_action_against_a_network_is_an_error() {
    let rules = Arc::new(Rules::preset("three").unwrap());
    let (_vs, mut evaluator) = small_network(&rules);
    let make = || Box::new(Cheater { decisions: 0 }) as Box<dyn Agent>;
    let settings = three_mens(4, 1, 4, 0, 1);
    let network = Contestant::Network {
        name: "network".to_string(),
        network: NetworkSearch {
            evaluator: &mut evaluator,
            settings: SearchSettings {
                simulations: 8,
                ..SearchSettings::default()
            },
            temperature: 0.0,
            tablebase: None,
            root_symmetries: false,
            leaves_per_round: 1,
        },
    };
    let cheater = Contestant::Custom {
        name: "cheater".to_string(),
        make: &make,
    };
    let err = run_match(&settings, network, cheater, &mut |_| {}).unwrap_err();
    let ArenaError::IllegalAction { player, reason, .. } = &err else {
        panic!("{err}");
    };
    assert_eq!(player, "cheater");
    assert!(reason.contains("illegal"), "{reason}");
}

/// Network players search many games in lockstep: the games are the ones each would play
/// alone (decisions are seeded by the game and the ply), whatever the batch; with tree reuse
/// too, whose kept trees follow each game and add to its searches.
#[test]
fn a_network_plays_the_same_games_alone_and_in_lockstep() {
    let rules = Arc::new(Rules::preset("three").unwrap());
    let games = |batch_games: usize, threads: usize, reuse_tree: bool| {
        let (_vs, mut evaluator) = small_network(&rules);
        let settings = three_mens(6, threads, batch_games, 2, 9);
        let network = Contestant::Network {
            name: "network".to_string(),
            network: NetworkSearch {
                evaluator: &mut evaluator,
                settings: SearchSettings {
                    simulations: 16,
                    reuse_tree,
                    ..SearchSettings::default()
                },
                temperature: 1.0,
                tablebase: None,
                root_symmetries: false,
                leaves_per_round: 1,
            },
        };
        // Decisions whose root had more visits than the 16 new simulations: kept ones.
        let mut counted = crate::common::NewSimulations::default();
        let report = run_match(
            &settings,
            network,
            Contestant::Spec("random".to_string()),
            &mut |event| counted.see(event),
        )
        .unwrap();
        assert_eq!(report.total.games(), 6);
        let clock = report.clocks[0];
        counted.check_sixteen(&clock);
        let kept = counted.kept;
        assert_eq!(kept > 0, reuse_tree, "{kept} decisions with kept visits");
        report
            .games
            .into_iter()
            .map(|g| g.moves)
            .collect::<Vec<_>>()
    };
    for reuse_tree in [false, true] {
        let alone = games(1, 1, reuse_tree);
        assert_eq!(alone, games(6, 1, reuse_tree));
        assert_eq!(
            alone,
            games(4, 3, reuse_tree),
            "a borrowed network keeps to one thread"
        );
    }
}

/// `--movetime`: each decision gets the time, whatever the spec's own limits: alpha-beta with
/// a fixed depth of 2 deepens further, rollout MCTS with 10 simulations runs more.
#[test]
fn a_movetime_replaces_the_specs_limits_on_both_sides() {
    let rules = Arc::new(Rules::preset("standard").unwrap().with_draws(30, 3, 60));
    let s = MatchSettings {
        rules,
        movetime: Some(std::time::Duration::from_millis(15)),
        ..settings(2, 2, 3)
    };
    let report = play("alphabeta:depth=2", "mcts:sims=10", &s).unwrap();
    assert_eq!(report.total.games(), 2);
    let [ab, mcts] = report.clocks;
    assert!(ab.mean_depth().unwrap() > 2.5, "{ab:?}");
    assert!(mcts.nodes_per_decision() > 10.5, "{mcts:?}");
    // Both within the time (and a margin for a shared machine), alpha-beta using at least some.
    for clock in [&ab, &mcts] {
        assert!(clock.ms_per_decision() < 40.0, "{clock:?}");
    }
    assert!(mcts.ms_per_decision() > 10.0, "{mcts:?}");
}
