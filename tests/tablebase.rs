//! The endgame tables where the root crate plays with them: the players with tables (the
//! network's too), self-play's adjudication, `morris evaluate --blunders` and `morris
//! selfplay` with tables. (The tables themselves: crates/morris-core/tests/tablebase.rs.)

use crate::common::{build_whole, morris};
use morris_zero::env::Encoder;
use morris_zero::game::{Color, Game, Position, Rules};
use morris_zero::mcts::{SearchSettings, StandIn};
use morris_zero::selfplay::{SelfPlay, SelfPlaySettings};
use morris_zero::tablebase::build::build;
use morris_zero::tablebase::solve::Silent;
use morris_zero::tablebase::{Probe, Tablebase, Wdl};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("morris-tb-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn built(rules: &Rules, men: usize, name: &str) -> (PathBuf, Tablebase) {
    let dir = temp_dir(name);
    build(rules, men, &dir, 2, &|_| Box::new(Silent), &mut |_| {}).unwrap();
    let tb = Tablebase::open(&dir, Some(rules)).unwrap();
    (dir, tb)
}

#[test]
#[allow(clippy::too_many_lines)] // one scenario, read top to bottom
fn the_players_with_tables_play_perfectly_where_covered() {
    use morris_zero::agents::{Budget, from_spec};
    let rules = Arc::new(Rules::preset("three").unwrap());
    let (dir, tb) = built(&rules, 3, "players");
    let d = dir.display();
    let table = &tb.sectors()[&(3, 3)];
    let mut perfect = from_spec(&format!("tablebase:dir={d},fallback=random"), &rules).unwrap();
    let mut searching = from_spec(&format!("alphabeta:depth=2,tb={d}"), &rules).unwrap();
    // An untrained-looking network (the tiny preset's checkpoint) plays perfectly too.
    let model =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/checkpoint-v2-tiny.safetensors");
    let neural_spec = format!("neural:model={},sims=4,tb={d}", model.display());
    let mut neural = from_spec(&neural_spec, &rules).unwrap();
    let mut checked = 0;
    for i in (0..table.index.len()).step_by(5) {
        let (white, black) = table.index.position(i);
        let pos = Position::from_parts(
            [white, black],
            [0, 0],
            Color::White,
            0,
            (12, 0),
            [None, None],
        );
        let game = Game::from_position(rules.clone(), pos);
        if game.is_over() {
            continue;
        }
        let value = tb.probe(&pos).unwrap();
        for agent in [&mut perfect, &mut searching, &mut neural] {
            agent.new_game(i);
            let action = agent.choose(&game, &Budget::default()).action;
            let after = tb
                .action_values(&pos)
                .unwrap()
                .into_iter()
                .find(|v| v.0 == action)
                .unwrap()
                .1;
            assert_eq!(
                after.rules,
                value.rules,
                "{} {}",
                agent.spec(),
                pos.text(&rules)
            );
            // The quickest win, the slowest loss.
            if value.rules != Wdl::Draw {
                assert_eq!(
                    after.rules_pass.dtc,
                    value.rules_pass.dtc,
                    "{}",
                    pos.text(&rules)
                );
            }
        }
        checked += 1;
    }
    assert!(checked > 30);
    // Below an uncovered root (placement), alpha-beta scores the covered leaves exactly: at
    // depth 2 (White's placement, Black's) its placement is one the tables rate best.
    let placing = Position::parse(
        &rules,
        "white a1 b3 hand 1 | black b2 c3 hand 1 | white to place",
    )
    .unwrap();
    let game = Game::from_position(rules.clone(), placing);
    searching.new_game(1);
    let action = searching.choose(&game, &Budget::default()).action;
    let mut best = Wdl::Loss;
    let mut chosen = Wdl::Loss;
    for a in game.legal_actions() {
        let mut child = placing;
        child.play_unchecked(&rules, a);
        // After White's last placement, Black places its last man: not yet covered, so look
        // one ply further: Black picks its best placement.
        let mut worst_for_white = Wdl::Win;
        let mut replies = morris_zero::game::ActionList::new();
        child.generate(&rules, &mut replies);
        for r in replies {
            let mut grand = child;
            grand.play_unchecked(&rules, r);
            let v = tb.probe(&grand).unwrap();
            let for_white = if grand.side_to_move() == Color::White {
                v.rules
            } else {
                v.rules.flip()
            };
            worst_for_white = worst_for_white.min(for_white);
        }
        best = best.max(worst_for_white);
        if a == action {
            chosen = worst_for_white;
        }
    }
    assert_eq!(chosen, best);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn self_play_ends_games_at_the_first_covered_position() {
    let rules = Arc::new(Rules::preset("three").unwrap());
    let (dir, tb) = built(&rules, 3, "adjudicate");
    let tb = Arc::new(tb);
    let settings = SelfPlaySettings {
        games_in_parallel: 4,
        ..SelfPlaySettings::default()
    };
    let search = SearchSettings {
        simulations: 8,
        ..SearchSettings::default()
    };
    let mut selfplay =
        SelfPlay::new(&rules, &settings, &search, 7).with_tablebase(Some(tb.clone()));
    // Uniform priors and a value of 0 for every leaf, at once.
    let mut evaluator = StandIn::new(Encoder::new(rules.clone()), Duration::ZERO);
    let (games, _) = selfplay.run(&mut evaluator, 8, None);
    assert!(games.len() >= 8);
    assert!(games.iter().filter(|g| g.adjudicated()).count() >= 4);
    for game in &games {
        // The game is the placement and nothing more: none of its positions is covered.
        assert!(
            game.moves.len() <= 6 && game.moves.iter().all(|m| tb.probe(&m.position).is_none())
        );
        if !game.adjudicated() {
            continue;
        }
        // The position its last move reached is, and the outcome is the tables' value there.
        let last = game.moves.last().unwrap();
        let mut end = last.position;
        end.play_unchecked(&rules, last.action);
        let value = tb.probe(&end).unwrap().rules;
        let expected = match value {
            Wdl::Win => end.side_to_move().name(),
            Wdl::Loss => (!end.side_to_move()).name(),
            _ => "draw",
        };
        assert_eq!(game.outcome.result_name(), expected);
    }
    // Adjudicated games survive the record file, and a non-adjudicated record of an
    // unfinished game is still refused.
    let path = dir.join("games.json");
    morris_zero::selfplay::records::write(&path, &rules, &games).unwrap();
    let (_, read) = morris_zero::selfplay::records::read(&path).unwrap();
    assert_eq!(read, games);
    let text = std::fs::read_to_string(&path).unwrap();
    std::fs::write(
        &path,
        text.replace("\"adjudicated\":true", "\"adjudicated\":false"),
    )
    .unwrap();
    let error = morris_zero::selfplay::records::read(&path)
        .unwrap_err()
        .to_string();
    assert!(error.contains("do not finish the game"), "{error}");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn evaluate_blunders_judges_sampled_and_real_game_positions() {
    let rules = Rules::preset("three").unwrap();
    let (dir, _) = built(&rules, 3, "blunders");
    let d = dir.display().to_string();
    let evaluate = |extra: &[&str]| {
        let mut args = vec![
            "evaluate",
            "--blunders",
            "--tablebase",
            d.as_str(),
            "--rules",
            "three",
            "--positions",
            "150",
        ];
        args.extend_from_slice(extra);
        let (ok, text, errors) = morris(&args);
        assert!(ok, "{text}{errors}");
        text
    };
    let all = |text: &str| {
        text.lines()
            .find(|l| l.starts_with("all"))
            .unwrap()
            .to_string()
    };
    let perfect = format!("tablebase:dir={d}");
    let uniform = evaluate(&["--player", perfect.as_str()]);
    assert!(uniform.contains("on 150 positions") && uniform.contains("uniformly per sector"));
    assert!(all(&uniform).contains("blunders 0.0%"), "{uniform}");
    // `player`'s judgement at the positions of 20 games against greedy (of `by`'s, if given).
    let against_greedy = |player: &str, by: &[&str]| {
        let mut args = vec!["--player", player];
        args.extend_from_slice(by);
        args.extend_from_slice(&["--opponent", "greedy", "--games", "20"]);
        evaluate(&args)
    };
    // From real games: random's positions against greedy, which blunders some of them.
    let games = against_greedy("random", &[]);
    assert!(
        games.contains("reached in 20 games against greedy"),
        "{games}"
    );
    assert!(!all(&games).contains("blunders 0.0%"), "{games}");
    // The same positions judged for another player (`--sampled-by`): the perfect player, on
    // random's positions, sector by sector as many and no blunder.
    let same = against_greedy(&perfect, &["--sampled-by", "random"]);
    assert!(
        same.contains("reached in 20 games of random against greedy"),
        "{same}"
    );
    let counts = |text: &str| -> Vec<(String, String)> {
        text.lines()
            .skip(1)
            .map(|l| {
                let mut words = l.split_whitespace();
                (
                    words.next().unwrap().to_string(),
                    words.next().unwrap().to_string(),
                )
            })
            .collect()
    };
    assert_eq!(counts(&same), counts(&games), "{same}{games}");
    assert!(all(&same).contains("blunders 0.0%"), "{same}");
    // `--movetime`: each judged decision is given the time, and the spec's depth no longer
    // binds, so a one-ply alpha-beta searches deeper and blunders less.
    let blunders = |text: &str| -> usize {
        let line = all(text);
        let (_, after) = line.split_once('(').unwrap();
        after.split('/').next().unwrap().parse().unwrap()
    };
    let shallow = evaluate(&["--player", "alphabeta:depth=1"]);
    let timed = evaluate(&["--player", "alphabeta:depth=1", "--movetime", "20"]);
    assert!(timed.contains("20 ms a decision"), "{timed}");
    assert!(blunders(&shallow) > 0, "{shallow}");
    assert!(blunders(&timed) < blunders(&shallow), "{timed}{shallow}");
    std::fs::remove_dir_all(dir).unwrap();
}

/// `morris tablebase judge --dir DIR GAMES --out verdict.json` (beside GAMES): its standard
/// output and the verdict's JSON; panics unless it succeeds.
fn judged_match(dir: &str, games: &Path) -> (String, serde_json::Value) {
    let verdict = games.with_file_name("verdict.json");
    let (ok, text, errors) = morris(&[
        "tablebase",
        "judge",
        "--dir",
        dir,
        games.to_str().unwrap(),
        "--out",
        verdict.to_str().unwrap(),
    ]);
    assert!(ok, "{text}{errors}");
    let judged = serde_json::from_str(&std::fs::read_to_string(&verdict).unwrap()).unwrap();
    (text, judged)
}

/// `morris tablebase judge`: a match's recorded games judged move by move, both sides'
/// decisions after the openings, each judged once (covered) or counted as not covered.
#[test]
fn the_judge_reads_a_match_and_judges_every_decision() {
    let rules = Rules::preset("three").unwrap();
    let (dir, _) = built(&rules, 3, "judge");
    let d = dir.display().to_string();
    let games = dir.join("match.json");
    let perfect = format!("tablebase:dir={d},fallback=random");
    let (ok, text, errors) = morris(&[
        "evaluate",
        "--rules",
        "three",
        "--player",
        &perfect,
        "--opponent",
        "random",
        "--games",
        "20",
        "--openings",
        "2",
        "--out",
        games.to_str().unwrap(),
    ]);
    assert!(ok, "{text}{errors}");
    let (text, judged) = judged_match(&d, &games);
    let recorded: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&games).unwrap()).unwrap();
    // Every ply after an opening is a decision of one side: judged for it, or not covered
    // (placement: these tables hold the moving phase only).
    let plies: u64 = recorded["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["moves"].as_array().unwrap().len() as u64 - 2)
        .sum();
    let rate = |side: usize, key: &str| {
        judged["sides"][side]["overall"]["blunders"][key]
            .as_u64()
            .unwrap()
    };
    let uncovered = judged["uncovered"].as_u64().unwrap();
    assert!(
        uncovered > 0 && rate(0, "of") > 0 && rate(1, "of") > 0,
        "{text}"
    );
    assert_eq!(rate(0, "of") + rate(1, "of") + uncovered, plies, "{text}");
    // The perfect player never loses value; random does, and each game's first loss is its.
    assert_eq!(rate(0, "hits"), 0, "{text}");
    assert!(rate(1, "hits") > 0, "{text}");
    let first = |side: usize| -> u64 {
        let counts = judged["first_loss"][side].as_array().unwrap();
        counts.iter().map(|n| n.as_u64().unwrap()).sum()
    };
    assert_eq!(first(0), 0, "{text}");
    assert!(first(1) > 0, "{text}");
    let count = |key: &str| judged[key].as_u64().unwrap();
    assert_eq!(
        first(1) + count("no_loss") + count("unjudged"),
        20,
        "{text}"
    );
    assert!(text.contains("the opponent, random:"), "{text}");
    std::fs::remove_dir_all(dir).unwrap();
}

/// With the whole game's tables every decision after an opening is judged, every opening's
/// value is known, and a game in which no decision lost value ends at its opening's value
/// (the perfect player converts its wins; a draw or a loss it holds or suffers).
#[test]
fn the_judge_with_the_whole_game_knows_every_openings_value() {
    let dir = temp_dir("judge-whole");
    let d = dir.display().to_string();
    build_whole("three", &d);
    let games = dir.join("match.json");
    let (ok, text, errors) = morris(&[
        "evaluate",
        "--rules",
        "three",
        "--player",
        &format!("perfect:dir={d}"),
        "--opponent",
        "random",
        "--games",
        "40",
        "--openings",
        "2",
        "--seed",
        "3",
        "--out",
        games.to_str().unwrap(),
    ]);
    assert!(ok, "{text}{errors}");
    let (text, judged) = judged_match(&d, &games);
    let after: Vec<u64> = judged["after_opening"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n.as_u64().unwrap())
        .collect();
    assert_eq!(after.iter().sum::<u64>(), 40, "{text}");
    assert_eq!(judged["uncovered"].as_u64(), Some(0), "{text}");
    assert!(
        text.contains("0 not covered") && text.contains("lost, 0 not covered"),
        "{text}"
    );
    let mut checked = 0;
    for game in judged["verdicts"].as_array().unwrap() {
        let opening = game["after_opening"].as_str().unwrap();
        if game["first_loss"].is_null() {
            let points = game["points"].as_f64();
            let expected = match opening {
                "win" => 1.0,
                "draw" => 0.5,
                _ => 0.0,
            };
            // The opponent (random) may keep a win it never takes: a draw, counted unconverted.
            let kept = opening == "loss" && points == Some(0.5);
            assert!(points == Some(expected) || kept, "{game}");
            checked += 1;
        } else {
            // Only the random opponent loses value.
            assert_eq!(game["first_loss"]["side"], "opponent", "{game}");
            let ply = game["first_loss"]["ply"].as_u64().unwrap();
            assert!(ply >= 2, "{game}");
        }
    }
    assert!(checked > 0, "{text}");
    std::fs::remove_dir_all(dir).unwrap();
}

/// A match's file with an illegal move is refused naming the game, one of other rules than
/// the tables' naming both; neither panics.
#[test]
fn the_judge_refuses_a_broken_match_file() {
    let rules = Rules::preset("three").unwrap();
    let (dir, _) = built(&rules, 3, "judge-bad");
    let d = dir.display().to_string();
    let file = dir.join("bad.json");
    let game = r#"{"player_color": "white", "opening_plies": 0, "moves": ["a1", "b2"]}"#;
    let illegal = r#"{"player_color": "white", "opening_plies": 0, "moves": ["a1", "a1"]}"#;
    let judge = |rules: &str, games: &[&str]| {
        let text = format!(
            r#"{{"rules": "{rules}", "player": "p", "opponent": "o", "games": [{}]}}"#,
            games.join(",")
        );
        std::fs::write(&file, text).unwrap();
        morris(&["tablebase", "judge", "--dir", &d, file.to_str().unwrap()])
    };
    let (ok, text, errors) = judge("three", &[game]);
    assert!(
        ok && text.contains("1 games of p against o"),
        "{text}{errors}"
    );
    let (ok, _, errors) = judge("three", &[game, illegal]);
    assert!(!ok && errors.contains("game 1"), "{errors}");
    let long_opening = r#"{"player_color": "black", "opening_plies": 3, "moves": ["a1", "b2"]}"#;
    let (ok, _, errors) = judge("three", &[long_opening]);
    assert!(
        !ok && errors.contains("opening_plies 3 exceeds its 2 moves"),
        "{errors}"
    );
    let (ok, _, errors) = judge("six", &[]);
    assert!(
        !ok && errors.contains("'six'") && errors.contains("'three'"),
        "{errors}"
    );
    let (ok, _, errors) = judge("three", &[r#"{"moves": []}"#]);
    assert!(!ok && errors.contains("not a match's file"), "{errors}");
    assert!(!errors.contains("panicked"), "{errors}");
    std::fs::remove_dir_all(dir).unwrap();
}

/// `morris selfplay --tablebase DIR` adjudicates its games as training does, and names a
/// directory it cannot read.
#[test]
fn the_selfplay_command_adjudicates_with_tables() {
    let rules = Rules::preset("three").unwrap();
    let (dir, tb) = built(&rules, 3, "selfplay-command");
    let mut config = morris_zero::train::TrainConfig::load("tiny").unwrap();
    config.device = "cpu".to_string();
    let checkpoint = morris_zero::train::Learner::new(config, &dir.join("run"))
        .unwrap()
        .save()
        .unwrap();
    let selfplay = |tables: &Path| {
        std::process::Command::new(env!("CARGO_BIN_EXE_morris"))
            .args(["selfplay", "--games", "6", "--device", "cpu", "--model"])
            .arg(&checkpoint)
            .arg("--out")
            .arg(dir.join("records"))
            .arg("--tablebase")
            .arg(tables)
            .output()
            .unwrap()
    };
    let out = selfplay(tb.dir());
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let file = std::fs::read_dir(dir.join("records"))
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    let (_, games) = morris_zero::selfplay::records::read(&file).unwrap();
    assert!(
        games.len() >= 6
            && games
                .iter()
                .any(morris_zero::selfplay::GameRecord::adjudicated)
    );
    assert!(
        games
            .iter()
            .flat_map(|g| &g.moves)
            .all(|m| tb.probe(&m.position).is_none())
    );
    let out = selfplay(&dir.join("no-such-tables"));
    let error = String::from_utf8_lossy(&out.stderr);
    assert!(
        !out.status.success() && error.contains("--tablebase"),
        "{error}"
    );
    std::fs::remove_dir_all(dir).unwrap();
}

/// `tablebase probe` at a game its moves ended says how it ended (a repetition, here, which
/// the tables, valuing the position alone, do not see).
#[test]
fn the_probe_says_how_a_game_its_moves_ended_ended() {
    let rules = Rules::preset("standard").unwrap();
    let (dir, _) = built(&rules, 3, "probe-over");
    let (ok, text, errors) = morris(&[
        "tablebase",
        "probe",
        "--dir",
        dir.to_str().unwrap(),
        "--position",
        "white a1 g1 a7 | black f4 d5 e5 | white to fly",
        "--moves",
        "a1-b2 f4-f2 b2-a1 f2-f4 a1-b2 f4-f2 b2-a1 f2-f4",
    ]);
    assert!(ok, "{errors}");
    assert!(
        text.contains("game over, result: draw (the same position came back"),
        "{text}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `perfect` (`ties=trap`, its default) keeps the value at every decision and, from the same
/// drawn openings, beats `greedy` more often than the plain choice among value-keeping moves
/// (`ties=random`): six men's morris, solved whole here.
#[test]
fn the_perfect_player_that_sets_traps_wins_more_and_never_loses_value() {
    let dir = temp_dir("traps");
    let d = dir.display().to_string();
    build_whole("six", &d);
    let (ok, openings, errors) = morris(&[
        "tablebase",
        "sample",
        "--dir",
        &d,
        "--plies",
        "6",
        "--drawn",
        "--count",
        "50",
        "--seed",
        "1",
    ]);
    assert!(ok, "{errors}");
    let openings_file = dir.join("drawn.txt");
    std::fs::write(&openings_file, openings).unwrap();
    let mut wins = Vec::new();
    for ties in ["random", "trap"] {
        let games = dir.join(format!("match-{ties}.json"));
        let (ok, text, errors) = morris(&[
            "evaluate",
            "--rules",
            "six",
            "--player",
            &format!("perfect:dir={d},ties={ties}"),
            "--opponent",
            "greedy",
            "--opening-file",
            openings_file.to_str().unwrap(),
            "--games",
            "100",
            "--out",
            games.to_str().unwrap(),
        ]);
        assert!(ok, "{text}{errors}");
        let total: Vec<u64> = text
            .lines()
            .find(|l| l.starts_with("total"))
            .unwrap()
            .split_whitespace()
            .skip(1)
            .take(4)
            .map(|n| n.parse().unwrap())
            .collect();
        assert_eq!(total[0], 100, "{text}");
        assert_eq!(total[3], 0, "perfect lost a game: {text}");
        let (text, judged) = judged_match(&d, &games);
        let mine = &judged["sides"][0]["overall"]["blunders"];
        assert!(mine["of"].as_u64().unwrap() > 1000, "{text}");
        assert_eq!(mine["hits"].as_u64(), Some(0), "perfect lost value: {text}");
        wins.push(total[1]);
    }
    // From these openings plain perfect won 71, the trap setter 90.
    assert!(
        wins[1] > wins[0],
        "wins with ties=random, ties=trap: {wins:?}"
    );
    std::fs::remove_dir_all(dir).unwrap();
}
