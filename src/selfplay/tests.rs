//! Self-play's tests: seeded runs repeat, records replay, and each option (tree reuse,
//! openings, playout caps, resignation, the tables' targets) does what it says.

use super::*;
use crate::env::Encoder;
use crate::game::{Color, Game, Rules};
use crate::mcts::{RootSearch, SearchSettings};
use crate::net::BatchEvaluator;
use crate::net::{NetConfig, PolicyValueNet, ValueHead};
use crate::tablebase::{Probe, Tablebase};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::Arc;
use tch::{Device, nn};

/// Weights from a seeded generator of our own, in name order: libtorch's global
/// generator is shared by every test thread, so `manual_seed` alone does not make an
/// initialisation repeatable while other tests run.
fn seeded_weights(vs: &nn::VarStore, seed: u64) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    // Parameters only: batch norm's running statistics keep their initial values.
    let mut variables: Vec<(String, tch::Tensor)> = vs
        .variables()
        .into_iter()
        .filter(|(name, _)| !name.contains("running_"))
        .collect();
    variables.sort_by(|a, b| a.0.cmp(&b.0));
    tch::no_grad(|| {
        for (_, mut tensor) in variables {
            let values: Vec<f32> = (0..tensor.numel())
                .map(|_| rng.gen_range(-0.2..0.2))
                .collect();
            tensor.copy_(&tch::Tensor::from_slice(&values).view(tensor.size().as_slice()));
        }
    });
}

fn run(seed: u64) -> Vec<GameRecord> {
    run_with(seed, false)
}

fn run_with(seed: u64, gumbel: bool) -> Vec<GameRecord> {
    run_config(seed, 6, |_, search| {
        if gumbel {
            *search = gumbel_search();
        }
    })
    .0
}

/// Gumbel root search, 4 actions considered, 12 simulations.
fn gumbel_search() -> SearchSettings {
    SearchSettings {
        root: RootSearch::Gumbel,
        simulations: 12,
        gumbel_considered: 4,
        ..SearchSettings::default()
    }
}

/// Plays `games` games of three men's morris with a small seeded network: 4 in
/// parallel, 12 simulations (fast: 4), tree reuse, every move full, unless `adjust` says
/// otherwise.
fn run_config(
    seed: u64,
    games: usize,
    adjust: impl FnOnce(&mut SelfPlaySettings, &mut SearchSettings),
) -> (Vec<GameRecord>, SelfPlayStats) {
    run_config_with(seed, games, adjust, |selfplay| selfplay)
}

/// `run_config`, with `finish` applied to the self-play before it runs.
fn run_config_with(
    seed: u64,
    games: usize,
    adjust: impl FnOnce(&mut SelfPlaySettings, &mut SearchSettings),
    finish: impl FnOnce(SelfPlay) -> SelfPlay,
) -> (Vec<GameRecord>, SelfPlayStats) {
    let rules = Arc::new(Rules::preset("three").unwrap());
    let encoder = Encoder::new(rules.clone());
    let vs = nn::VarStore::new(Device::Cpu);
    let config = NetConfig {
        blocks: 1,
        channels: 8,
        policy_channels: 2,
        value_hidden: 16,
        value_head: ValueHead::Wdl,
        aux_heads: false,
    };
    let net = PolicyValueNet::new(&vs.root(), &config, encoder.shape(), encoder.action_count());
    seeded_weights(&vs, 7);
    let mut evaluator = BatchEvaluator::new(net, Device::Cpu, encoder);
    let mut settings = SelfPlaySettings {
        games_in_parallel: 4,
        sampling_plies: 4,
        fast_simulations: 4,
        ..SelfPlaySettings::default()
    };
    let mut search = SearchSettings {
        simulations: 12,
        ..SearchSettings::default()
    };
    adjust(&mut settings, &mut search);
    finish(SelfPlay::new(&rules, &settings, &search, seed)).run(&mut evaluator, games, None)
}

#[test]
fn tablebase_targets_extend_adjudicated_games_with_perfect_play() {
    use crate::tablebase::{build::build, solve::Silent};
    let rules = Rules::preset("three").unwrap();
    let points = rules.board().points();
    let dir = std::env::temp_dir().join(format!("morris-tb-targets-{}", std::process::id()));
    build(&rules, 3, &dir, 1, &|_| Box::new(Silent), &mut |_| {}).unwrap();
    let tablebase = Tablebase::shared(&dir, &rules).unwrap();
    let play = |plies| {
        let tables = Some(tablebase.clone());
        let finish = |s: SelfPlay| s.with_tablebase(tables).with_tablebase_targets(plies);
        run_config_with(5, 8, |_, _| {}, finish).0
    };
    let covered = |m: &&MoveRecord| tablebase.probe(&m.position).is_some();
    // Without targets a record stops at its first covered position (three men's morris:
    // once placement is over, unless a mill has ended the game before).
    let plain = play(0);
    assert!(plain.iter().any(GameRecord::adjudicated));
    assert!(plain.iter().flat_map(|r| &r.moves).all(|m| !covered(&m)));
    let extended = play(8);
    assert_eq!(
        extended,
        play(8),
        "seeded: the ties are drawn from the generator"
    );
    let adjudicated: Vec<&GameRecord> = extended.iter().filter(|r| r.adjudicated()).collect();
    assert!(
        extended
            .iter()
            .filter(|r| !r.adjudicated())
            .all(|r| !r.moves.iter().any(|m| covered(&m))),
        "a game that ends by itself gets no line"
    );
    let mut line_moves = 0;
    for record in &adjudicated {
        let start = record.moves.iter().position(|m| covered(&m));
        let line = &record.moves[start.unwrap_or(record.moves.len())..];
        assert!(line.len() <= 8 && line.iter().all(|m| covered(&m)));
        for (i, m) in line.iter().enumerate() {
            let ranked = tablebase.ranked_actions(&m.position).unwrap();
            let mut best: Vec<u16> = ranked
                .iter()
                .take_while(|r| r.2 == ranked[0].2)
                .map(|r| r.0.id(points) as u16)
                .collect();
            best.sort_unstable();
            let ids: Vec<u16> = m.policy.iter().map(|p| p.0).collect();
            assert_eq!(ids, best, "the policy is the tables' best moves");
            let share = 1.0 / best.len() as f32;
            assert!(m.policy.iter().all(|p| (p.1 - share).abs() < 1e-6));
            assert!(m.full_search && best.contains(&(m.action.id(points) as u16)));
            let value = tablebase.probe(&m.position).unwrap().rules.score();
            assert!((m.root_value - value).abs() < 1e-6);
            // Perfect play keeps the verdict the game was adjudicated with.
            let target = record.value_target(record.moves.len() - line.len() + i);
            assert!((target - value).abs() < 1e-6, "{target} against {value}");
        }
        line_moves += line.len();
    }
    assert!(line_moves > adjudicated.len(), "{line_moves} perfect moves");
    // The lines end at covered, unfinished positions: the records replay.
    let path = dir.join("games.json");
    records::write(&path, &rules, &extended).unwrap();
    assert_eq!(records::read(&path).unwrap().1, extended);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Recounted from a record: the first decision that left its side below `-threshold`
/// for `after` of its decisions in a row, and that side.
fn first_hopeless(moves: &[MoveRecord], threshold: f32, after: u16) -> Option<(usize, Color)> {
    let mut run = [0u16; 2];
    for (i, m) in moves.iter().enumerate() {
        let side = m.position.side_to_move().index();
        run[side] = if m.root_value < -threshold {
            run[side] + 1
        } else {
            0
        };
        if run[side] >= after {
            return Some((i, m.position.side_to_move()));
        }
    }
    None
}

#[test]
#[allow(clippy::too_many_lines)] // one scenario, read top to bottom
fn hopeless_games_resign_and_played_out_ones_count_false_resignations() {
    // The small random network's values are near 0 (a few hundredths) but where the
    // search sees a mill.
    let threshold = 0.01;
    let resign = |check: f32| {
        move |s: &mut SelfPlaySettings, _: &mut SearchSettings| {
            s.resign_threshold = threshold;
            s.resign_after = 2;
            s.resign_check_fraction = check;
        }
    };
    // Every game played out to check: the games of resignation off, each naming the side
    // that would have resigned first.
    let off = run_config(5, 16, |_, _| {}).0;
    let checked = repeated_run(5, 16, resign(1.0));
    let unmarked: Vec<GameRecord> = checked
        .iter()
        .cloned()
        .map(|g| GameRecord {
            would_resign: None,
            ..g
        })
        .collect();
    assert_eq!(unmarked, off, "checked games play as with resignation off");
    for g in &checked {
        let first = first_hopeless(&g.moves, threshold, 2).map(|h| h.1);
        assert_eq!(g.would_resign, first, "{:?}", g.outcome);
        assert!(!g.resigned());
    }
    let mut counts = ResignCounts::default();
    counts.add(&checked);
    let would: Vec<&GameRecord> = checked
        .iter()
        .filter(|g| g.would_resign.is_some())
        .collect();
    let false_ones = would
        .iter()
        .filter(|g| g.outcome.winner() != Some(!g.would_resign.unwrap()))
        .count();
    assert!(!would.is_empty(), "some side would resign");
    assert_eq!(
        counts,
        ResignCounts {
            games: 16,
            resigned: 0,
            checked: would.len() as u64,
            false_resigns: false_ones as u64,
        }
    );
    assert_eq!(
        counts.false_rate(),
        Some(false_ones as f64 / would.len() as f64)
    );

    // Resigning: no recorded decision completes a hopeless run (the one that does ends
    // the game unrecorded), and the resigning side's previous decision was hopeless.
    let (resigning, stats) = run_config(5, 16, resign(0.0));
    assert_eq!(resigning, run_config(5, 16, resign(0.0)).0, "seeded");
    assert!(resigning.iter().any(GameRecord::resigned));
    let (_, off_stats) = run_config(5, 16, |_, _| {});
    assert!(
        stats.moves < off_stats.moves,
        "{stats:?} against {off_stats:?}"
    );
    for g in &resigning {
        assert_eq!(first_hopeless(&g.moves, threshold, 2), None);
        assert!(g.would_resign.is_none());
        if g.resigned() {
            let loser = g.final_position.side_to_move();
            assert_eq!(g.outcome.winner(), Some(!loser));
            let last = g
                .moves
                .iter()
                .rev()
                .find(|m| m.position.side_to_move() == loser);
            assert!(last.unwrap().root_value < -threshold);
            let targets = (0..g.moves.len()).map(|i| (g.moves[i].position, g.value_target(i)));
            assert!(targets.into_iter().all(|(p, v)| {
                (v - if p.side_to_move() == loser { -1.0 } else { 1.0 }).abs() < 1e-6
            }));
        }
    }

    // Both survive a record file; a resignation that names the side to move the winner
    // does not.
    let rules = Rules::preset("three").unwrap();
    let dir = std::env::temp_dir().join(format!("morris-resign-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("games.json");
    for games in [&checked, &resigning] {
        records::write(&path, &rules, games).unwrap();
        assert_eq!(&records::read(&path).unwrap().1, games);
    }
    let resigned = resigning.iter().find(|g| g.resigned()).unwrap();
    records::write(&path, &rules, std::slice::from_ref(resigned)).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    let winner = resigned.outcome.result_name();
    let loser = (!resigned.outcome.winner().unwrap()).name();
    let flipped = text.replace(
        &format!("\"result\":\"{winner}\""),
        &format!("\"result\":\"{loser}\""),
    );
    assert_ne!(flipped, text);
    std::fs::write(&path, flipped).unwrap();
    let err = records::read(&path).unwrap_err().to_string();
    assert!(err.contains("resigned, but"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_selfplay_section_sets_its_own_root_search_and_budget() {
    // Gumbel with 8 simulations and c_puct 2.5 in [selfplay] over a PUCT [search] of 30
    // with c_puct 0.5 plays the games a Gumbel [search] of 8 with 2.5 plays.
    let direct = run_config(3, 6, |_, search| {
        *search = SearchSettings {
            simulations: 8,
            c_puct: 2.5,
            ..gumbel_search()
        };
    })
    .0;
    let overridden = run_config(3, 6, |settings, search| {
        settings.root = Some(RootSearch::Gumbel);
        settings.simulations = 8;
        settings.c_puct = Some(2.5);
        *search = SearchSettings {
            root: RootSearch::Puct,
            simulations: 30,
            c_puct: 0.5,
            ..gumbel_search()
        };
    })
    .0;
    assert_eq!(direct, overridden);
    // The constant reaches the searches: [search]'s 0.5 plays other games.
    let other_c = run_config(3, 6, |_, search| {
        *search = SearchSettings {
            simulations: 8,
            c_puct: 0.5,
            ..gumbel_search()
        };
    })
    .0;
    assert_ne!(direct, other_c);
    // And differ from the PUCT games of that [search].
    let puct = run_config(3, 6, |_, search| {
        *search = SearchSettings {
            root: RootSearch::Puct,
            simulations: 30,
            ..gumbel_search()
        };
    })
    .0;
    assert_ne!(direct, puct);
    // Unset, [search] decides.
    let player = gumbel_search();
    assert_eq!(SelfPlaySettings::default().search(&player), player);
}

/// `run_config` twice: the same seed plays the same games, and they replay.
fn repeated_run(
    seed: u64,
    games: usize,
    adjust: impl Fn(&mut SelfPlaySettings, &mut SearchSettings),
) -> Vec<GameRecord> {
    let (records, _) = run_config(seed, games, &adjust);
    assert_eq!(
        records,
        run_config(seed, games, &adjust).0,
        "same seeds, same games"
    );
    check_replays(&records);
    records
}

/// Every record starts at the start position, replays legally to its outcome, and its
/// policies are distributions over the legal ids, but for a random opening's moves
/// (`opening_plies`), which come first and have none.
fn check_replays(records: &[GameRecord]) {
    let rules = Arc::new(Rules::preset("three").unwrap());
    for record in records {
        let mut game = Game::new(rules.clone());
        let opening = record
            .moves
            .iter()
            .take_while(|m| m.policy.is_empty())
            .count();
        for (i, m) in record.moves.iter().enumerate() {
            assert_eq!(&m.position, game.position(), "move {i}");
            assert_eq!(m.occurrences, game.repetitions(), "move {i}");
            let total: f32 = m.policy.iter().map(|p| p.1).sum();
            if i < opening {
                assert!(
                    !m.full_search && m.root_value == 0.0,
                    "opening move {i}: {m:?}"
                );
            } else {
                assert!((total - 1.0).abs() < 1e-4, "policy sums to {total}");
            }
            let legal: Vec<u16> = game
                .legal_actions()
                .iter()
                .map(|a| a.id(9) as u16)
                .collect();
            assert!(m.policy.iter().all(|(id, _)| legal.contains(id)));
            assert!((-1.0..=1.0).contains(&m.root_value));
            game.play(m.action).unwrap();
            let expected = match record.outcome.winner() {
                Some(w) if w == m.position.side_to_move() => 1.0,
                Some(_) => -1.0,
                None => 0.0,
            };
            assert!((record.value_target(i) - expected).abs() < f32::EPSILON);
        }
        assert_eq!(
            game.outcome(),
            Some(record.outcome),
            "the record ends where the game ends"
        );
    }
}

#[test]
#[allow(clippy::too_many_lines)] // one file, damaged one way after another
fn records_round_trip_and_damaged_files_are_refused() {
    let (games, _) = run_config(5, 6, |s, _| s.full_search_fraction = 0.5);
    let moves = games.iter().flat_map(|g| &g.moves);
    assert!(moves.clone().any(|m| m.full_search) && moves.clone().any(|m| !m.full_search));
    let rules = Arc::new(Rules::preset("three").unwrap());
    let dir = std::env::temp_dir().join(format!("morris-records-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("games.json");
    records::write(&path, &rules, &games).unwrap();
    let (read_rules, read_games) = records::read(&path).unwrap();
    assert_eq!(*read_rules, *rules);
    assert_eq!(read_games, games);
    let text = std::fs::read_to_string(&path).unwrap();

    // Version 1 (no full_search): every move reads as a full search.
    let mut v1: serde_json::Value = serde_json::from_str(&text).unwrap();
    v1["version"] = 1.into();
    for game in v1["games"].as_array_mut().unwrap() {
        game.as_object_mut().unwrap().remove("full_search").unwrap();
    }
    std::fs::write(&path, v1.to_string()).unwrap();
    let (_, old_games) = records::read(&path).unwrap();
    let all_full: Vec<GameRecord> = games
        .iter()
        .cloned()
        .map(|mut g| {
            g.moves.iter_mut().for_each(|m| m.full_search = true);
            g
        })
        .collect();
    assert_eq!(old_games, all_full);

    let first_flag = text.find("\"full_search\":[").unwrap() + "\"full_search\":[".len();
    let damaged = [
        ("truncated", text[..text.len() / 2].to_string()),
        (
            "another version",
            text.replacen("\"version\":2", "\"version\":3", 1),
        ),
        (
            "an action that is not legal",
            text.replacen("\"actions\":[", "\"actions\":[600,", 1),
        ),
        (
            "a wrong result",
            text.replacen("\"result\":\"white\"", "\"result\":\"draw\"", 1)
                .replacen("\"result\":\"black\"", "\"result\":\"draw\"", 1),
        ),
        (
            "a full_search flag too many",
            format!("{}true,{}", &text[..first_flag], &text[first_flag..]),
        ),
        ("version 2 without full_search", {
            let mut v2 = v1.clone();
            v2["version"] = 2.into();
            v2.to_string()
        }),
    ];
    for (what, bad) in damaged {
        assert_ne!(bad, text, "{what}: the damage applies");
        std::fs::write(&path, bad).unwrap();
        let err = records::read(&path).unwrap_err().to_string();
        assert!(err.contains("games.json"), "{what}: {err}");
    }
    // A game's error names the game and, where one move is at fault, the move: here the
    // first game's first action id becomes 600.
    let first_action = text.find("\"actions\":[").unwrap() + "\"actions\":[".len();
    let id_end = first_action + text[first_action..].find(',').unwrap();
    std::fs::write(
        &path,
        format!("{}600{}", &text[..first_action], &text[id_end..]),
    )
    .unwrap();
    let err = records::read(&path).unwrap_err();
    assert!(
        matches!(
            err,
            records::RecordError::Game {
                game: 0,
                error: records::StoredGameError::UnknownAction { index: 0, id: 600 },
                ..
            }
        ),
        "{err}"
    );
    assert!(
        err.to_string()
            .ends_with("games.json: game 0, move 0: no action has id 600"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn seeded_self_play_repeats_and_records_replay() {
    let gumbel_records = run_with(3, true);
    assert_eq!(
        gumbel_records,
        run_with(3, true),
        "same seeds, same Gumbel games"
    );
    let records = run(3);
    assert_eq!(records.len(), 6);
    assert_eq!(records, run(3), "same seeds, same games");
    assert_ne!(records, run(4));
    assert_ne!(records, gumbel_records);
    let records: Vec<GameRecord> = records.into_iter().chain(gumbel_records).collect();
    assert!(records.iter().flat_map(|r| &r.moves).all(|m| m.full_search));
    check_replays(&records);
}

#[test]
fn tree_reuse_saves_evaluations_and_still_repeats() {
    let (kept, kept_stats) = run_config(3, 6, |_, _| {});
    let (fresh, fresh_stats) = run_config(3, 6, |s, _| s.reuse_tree = false);
    check_replays(&kept);
    check_replays(&fresh);
    assert_eq!(
        kept,
        run_config(3, 6, |_, _| {}).0,
        "same seeds, same games"
    );
    let per_move = |s: &SelfPlayStats| s.evaluations as f64 / s.moves as f64;
    assert!(
        per_move(&kept_stats) < 0.9 * per_move(&fresh_stats),
        "{} evaluations per move with reuse, {} without",
        per_move(&kept_stats),
        per_move(&fresh_stats)
    );
    // Without reuse a move costs at most its simulations (finished positions need none;
    // the searches in progress when the run stops count too).
    let bound = 12 * (fresh_stats.moves + 4);
    assert!(fresh_stats.evaluations <= bound, "{fresh_stats:?}");
}

#[test]
fn random_openings_open_the_games_as_value_targets_only() {
    let records = repeated_run(5, 16, |s, _| s.opening_plies = 4);
    let openings: Vec<usize> = records
        .iter()
        .map(|r| r.moves.iter().take_while(|m| m.policy.is_empty()).count())
        .collect();
    assert!(openings.iter().all(|&n| n <= 4), "{openings:?}");
    let lengths: std::collections::BTreeSet<usize> = openings.iter().copied().collect();
    assert!(
        lengths.len() >= 3,
        "the opening's length is drawn: {openings:?}"
    );
    // Opening moves reach the replay buffer as value targets only, and survive a record
    // file's round trip.
    let rules = Arc::new(Rules::preset("three").unwrap());
    let dir = std::env::temp_dir().join(format!("morris-openings-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("games.json");
    records::write(&path, &rules, &records).unwrap();
    assert_eq!(records::read(&path).unwrap().1, records);
    std::fs::remove_dir_all(&dir).unwrap();
    // Without openings every move is a searched one.
    let (plain, _) = run_config(5, 16, |_, _| {});
    assert!(
        plain
            .iter()
            .flat_map(|r| &r.moves)
            .all(|m| !m.policy.is_empty())
    );
    assert_ne!(plain, records);
}

#[test]
fn playout_cap_randomization_marks_fast_moves() {
    let fraction = 0.3;
    let adjust = |s: &mut SelfPlaySettings, _: &mut SearchSettings| {
        s.full_search_fraction = fraction;
        s.sampling_plies = 30;
    };
    let records = repeated_run(11, 12, adjust);
    let moves: Vec<&MoveRecord> = records.iter().flat_map(|r| &r.moves).collect();
    let full = moves.iter().filter(|m| m.full_search).count();
    let share = full as f32 / moves.len() as f32;
    assert!(
        moves.len() >= 100 && (share - fraction).abs() < 0.1,
        "{full} full searches of {} moves",
        moves.len()
    );
    // A fast move plays the most visited action (no sampling, however early).
    for m in moves.iter().filter(|m| !m.full_search) {
        let top = m.policy.iter().map(|p| p.1).fold(0.0, f32::max);
        let played = m.policy.iter().find(|p| usize::from(p.0) == m.action.id(9));
        assert_eq!(played.map(|p| p.1), Some(top), "{m:?}");
    }
    // Sampling over 30 plies does play actions that are not the most visited on full moves.
    assert!(moves.iter().filter(|m| m.full_search).any(|m| {
        let top = m.policy.iter().map(|p| p.1).fold(0.0, f32::max);
        m.policy
            .iter()
            .any(|p| usize::from(p.0) == m.action.id(9) && p.1 < top)
    }));

    // All fast: no full search, and at most the fast simulations per move without reuse.
    let all_fast = |reuse_tree: bool| {
        move |s: &mut SelfPlaySettings, _: &mut SearchSettings| {
            s.full_search_fraction = 0.0;
            s.reuse_tree = reuse_tree;
        }
    };
    let (records, stats) = run_config(11, 6, all_fast(false));
    check_replays(&records);
    assert!(
        records
            .iter()
            .flat_map(|r| &r.moves)
            .all(|m| !m.full_search)
    );
    assert!(stats.evaluations <= 4 * (stats.moves + 4), "{stats:?}");
    // Nothing random is left in a fast search (no noise, no sampling), so the seed does
    // not matter, with tree reuse or without (and every slot plays the same game).
    assert_eq!(records, run_config(12, 6, all_fast(false)).0);
    let (kept, _) = run_config(11, 6, all_fast(true));
    assert_eq!(kept, run_config(12, 6, all_fast(true)).0);

    // Under Gumbel search too.
    let (records, _) = run_config(11, 6, |s, search| {
        s.full_search_fraction = fraction;
        *search = gumbel_search();
    });
    check_replays(&records);
    let moves: Vec<&MoveRecord> = records.iter().flat_map(|r| &r.moves).collect();
    assert!(moves.iter().any(|m| m.full_search) && moves.iter().any(|m| !m.full_search));
}

#[test]
fn placement_takes_its_own_simulations() {
    // Three men's morris: 6 placements of some 20 to 30 plies a game; no tree reuse, so a
    // search's evaluations are its own.
    let run = |placement: u32| {
        run_config(11, 6, |s, _| {
            s.reuse_tree = false;
            s.placement_simulations = placement;
        })
    };
    let (plain, plain_stats) = run(0);
    let (more, stats) = run(48);
    check_replays(&more);
    let per_move = |stats: &SelfPlayStats| stats.evaluations as f64 / stats.moves as f64;
    // A quarter to a third of the plies are placements, at four times the simulations:
    // more evaluations a move, yet below four times as many (the moves after placement
    // keep their 12).
    let ratio = per_move(&stats) / per_move(&plain_stats);
    assert!(
        (1.3..4.0).contains(&ratio),
        "{ratio}: {stats:?} against {plain_stats:?}"
    );
    assert_ne!(more, plain);
}
