use super::options::DEFAULT_DEPTH;
use super::search::outcome_score;
use super::*;
use crate::agents::{Agent, PlayerSpec};
use crate::game::{Color, Outcome, Position};
use crate::game::{PRESETS, parse_action};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn rules(name: &str) -> Arc<Rules> {
    Arc::new(Rules::preset(name).unwrap())
}

fn player(spec: &str, rules: &Arc<Rules>) -> AlphaBeta {
    AlphaBeta::from_spec(&PlayerSpec::parse(spec).unwrap(), rules).unwrap()
}

fn set(rules: &Rules, names: &[&str]) -> u32 {
    names
        .iter()
        .fold(0, |s, n| s | 1 << rules.board().point(n).unwrap())
}

/// A movement-phase position (no men in hand).
fn moving(rules: &Arc<Rules>, white: &[&str], black: &[&str], side: Color, quiet: u16) -> Game {
    let men = [set(rules, white), set(rules, black)];
    let pos = Position::from_parts(men, [0, 0], side, 0, (60, quiet), [None, None]);
    Game::from_position(Arc::clone(rules), pos)
}

fn act(game: &Game, token: &str) -> Action {
    parse_action(game.rules().board(), token).unwrap()
}

const NO_BUDGET: Budget = Budget {
    depth: None,
    nodes: None,
    time: None,
    stop: None,
    listener: None,
};

#[test]
fn specs_are_checked() {
    let r = rules("standard");
    let make = |s: &str| AlphaBeta::from_spec(&PlayerSpec::parse(s).unwrap(), &r).map(|_| ());
    assert!(make("alphabeta").is_ok());
    assert!(make("alphabeta:depth=6,nodes=1000,time=50,tt_mb=1").is_ok());
    assert!(make("alphabeta:time=50,start=50,lmr=false").is_ok());
    for bad in [
        "alphabeta:start=0",
        "alphabeta:start=101",
        "alphabeta:lmr=maybe",
        "alphabeta:depth=0",
        "alphabeta:tt_mb=0",
        "alphabeta:nodes=0",
        "alphabeta:time=0",
        "alphabeta:depth=x",
        "alphabeta:sims=3",
    ] {
        assert!(make(bad).is_err(), "{bad}");
    }
    let agent = crate::agents::from_spec("alphabeta:depth=2", &r).unwrap();
    assert_eq!(agent.spec(), "alphabeta:depth=2");
    let p = player("alphabeta", &r);
    assert_eq!(p.limits(&NO_BUDGET).depth, DEFAULT_DEPTH);
    assert_eq!(
        p.limits(&Budget {
            depth: Some(7),
            ..NO_BUDGET
        })
        .depth,
        7
    );
    assert_eq!(
        p.limits(&Budget {
            time: Some(Duration::from_millis(5)),
            ..NO_BUDGET
        })
        .depth,
        MAX_DEPTH
    );
    // A caller's limits replace the spec's: its depth no longer binds.
    let p = player("alphabeta:depth=3,nodes=10", &r);
    let l = p.limits(&Budget {
        nodes: Some(99),
        ..NO_BUDGET
    });
    assert_eq!((l.depth, l.nodes), (MAX_DEPTH, 99));
    let l = p.limits(&NO_BUDGET);
    assert_eq!((l.depth, l.nodes, l.time), (3, 10, None));
}

#[test]
fn a_stop_flag_ends_a_search_and_iterations_are_reported() {
    use crate::agents::{Listener, Progress, StopFlag};
    use std::sync::{Arc, Mutex};
    let r = rules("standard");
    let game = Game::from_tokens(r.clone(), "d1 a1 d2 a4").unwrap();
    let seen: Arc<Mutex<Vec<Progress>>> = Arc::default();
    let heard = Arc::clone(&seen);
    let stop = StopFlag::new();
    let raiser = stop.clone();
    // The listener raises the flag once depth 3 is complete: the search ends during depth 4
    // or 5, long before its 60 s.
    let budget = Budget {
        time: Some(Duration::from_secs(60)),
        stop: Some(stop),
        listener: Some(Listener(Arc::new(move |p: &Progress| {
            heard.lock().unwrap().push(p.clone());
            if p.depth >= Some(3) {
                raiser.raise();
            }
        }))),
        ..NO_BUDGET
    };
    let mut p = player("alphabeta", &r);
    let report = p.search(&game, &budget);
    assert!(report.elapsed < Duration::from_secs(10), "{report:?}");
    let seen = seen.lock().unwrap();
    let depths: Vec<Option<u32>> = seen.iter().map(|p| p.depth).collect();
    assert_eq!(&depths[..3], &[Some(1), Some(2), Some(3)], "{depths:?}");
    assert!(depths.len() <= 4, "{depths:?}");
    assert!(report.depth >= 3 && report.depth <= 4, "{report:?}");
    assert!(game.legal_actions().contains(&report.action));
}

#[test]
fn closes_the_winning_mill_then_captures() {
    let r = rules("standard");
    // White can move g4-g1 to close a1-d1-g1; Black, with three men, then loses any one.
    let mut game = moving(
        &r,
        &["a1", "d1", "g4", "b4"],
        &["a7", "c5", "f6"],
        Color::White,
        0,
    );
    for spec in [
        "alphabeta:depth=1",
        "alphabeta:depth=2",
        "alphabeta",
        "alphabeta:depth=4,lmr=true",
        "alphabeta:nodes=100000,lmr=true",
    ] {
        let mut p = player(spec, &r);
        let report = p.search(&game, &NO_BUDGET);
        assert_eq!(report.action, act(&game, "g4-g1"), "{spec}");
        assert_eq!(report.score, MATE - 2, "{spec}");
    }
    let mut p = player("alphabeta", &r);
    let choice = p.choose(&game, &NO_BUDGET);
    assert!(
        choice.info.starts_with("depth 1 score 999998 nodes "),
        "{}",
        choice.info
    );
    game.play(choice.action).unwrap();
    let capture = p.choose(&game, &NO_BUDGET).action;
    assert!(matches!(capture, Action::Capture(_)), "{capture:?}");
    game.play(capture).unwrap();
    assert_eq!(game.outcome().and_then(Outcome::winner), Some(Color::White));
}

#[test]
fn blocks_the_only_losing_threat() {
    // No flying: White (three men) must block d2, else Black closes b2-d2-f2 with d1-d2
    // and captures White down to two men.
    let r = rules("no-flying");
    let game = moving(
        &r,
        &["d3", "a7", "g7"],
        &["b2", "f2", "d1", "c5", "e5"],
        Color::White,
        0,
    );
    let legal = game.legal_actions().len();
    assert!(legal > 4);
    for depth in [2, 3, 4] {
        let mut p = player(&format!("alphabeta:depth={depth}"), &r);
        let report = p.search(&game, &NO_BUDGET);
        assert_eq!(report.action, act(&game, "d3-d2"), "depth {depth}");
        assert!(
            report.score > -MATE_BOUND,
            "depth {depth}: {}",
            report.score
        );
    }
    // Depth 1 cannot see it coming; the loss is seen once the block is not played.
    let mut after = game.clone();
    after.play(act(&game, "a7-a4")).unwrap();
    let report = player("alphabeta:depth=2", &r).search(&after, &NO_BUDGET);
    assert_eq!(report.action, act(&after, "d1-d2"));
    assert_eq!(report.score, MATE - 2);
}

/// White far ahead on material; Black shuttles a4-a1, White g1-g4.
const WHITE: &[&str] = &["a7", "g7", "b6", "f6", "c3", "e3", "g1"];
const BLACK: &[&str] = &["a4", "d2", "e4", "d5"];

#[test]
fn the_no_capture_draw_is_searched() {
    let r = rules("standard");
    // 99 quiet plies: whatever White moves (no mill can be closed), the game is drawn.
    let drawn = moving(&r, WHITE, BLACK, Color::White, 99);
    let open = moving(&r, WHITE, BLACK, Color::White, 0);
    for depth in [1, 3] {
        let mut p = player(&format!("alphabeta:depth={depth}"), &r);
        assert_eq!(p.search(&drawn, &NO_BUDGET).score, 0, "depth {depth}");
        let s = p.search(&open, &NO_BUDGET).score;
        assert!(s > 2 * MAN && s < MATE_BOUND, "depth {depth}: {s}");
    }
}

#[test]
fn the_losing_side_takes_a_repetition_draw() {
    let with = rules("standard");
    let without = Arc::new(with.with_draws(100, 0, 0));
    for (r, repetition) in [(&with, true), (&without, false)] {
        let mut game = moving(r, WHITE, BLACK, Color::White, 0);
        for token in [
            "g1-g4", "a4-a1", "g4-g1", "a1-a4", "g1-g4", "a4-a1", "g4-g1",
        ] {
            game.play_token(token).unwrap();
        }
        // a1-a4 would bring back the first position a third time.
        let report = player("alphabeta:depth=3", r).search(&game, &NO_BUDGET);
        if repetition {
            assert_eq!(report.action, act(&game, "a1-a4"));
            assert_eq!(report.score, 0);
            game.play(report.action).unwrap();
            assert!(game.is_over());
        } else {
            assert!(report.score < -2 * MAN, "{}", report.score);
        }
    }
}

/// Plays `players[0]` (White) against `players[1]` from `opening` random plies; returns the
/// winner. Every action a player returns is checked against the legal list.
fn play(
    rules: &Arc<Rules>,
    players: &mut [&mut AlphaBeta; 2],
    budget: &Budget,
    opening: usize,
    seed: u64,
    max_plies: usize,
) -> Option<Color> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut game = Game::new(Arc::clone(rules));
    for p in players.iter_mut() {
        p.new_game(seed);
    }
    for ply in 0..max_plies {
        let legal = game.legal_actions();
        if legal.is_empty() {
            break;
        }
        let action = if ply < opening {
            legal[rng.gen_range(0..legal.len())]
        } else {
            let side = game.position().side_to_move().index();
            let choice = players[side].choose(&game, budget);
            assert!(
                legal.contains(&choice.action),
                "{}: {:?} illegal",
                rules.name(),
                choice.action
            );
            choice.action
        };
        game.play(action).unwrap();
    }
    game.outcome().and_then(Outcome::winner)
}

#[test]
fn every_action_is_legal_on_every_preset() {
    let budgets = [
        ("alphabeta:depth=2", NO_BUDGET),
        ("alphabeta:nodes=50", NO_BUDGET),
        (
            "alphabeta",
            Budget {
                time: Some(Duration::from_millis(2)),
                ..NO_BUDGET
            },
        ),
        (
            "alphabeta",
            Budget {
                nodes: Some(1),
                ..NO_BUDGET
            },
        ),
    ];
    for (name, _) in PRESETS {
        let r = rules(name);
        for (spec, budget) in &budgets {
            for seed in 0..2 {
                let (mut a, mut b) = (player(spec, &r), player(spec, &r));
                play(&r, &mut [&mut a, &mut b], budget, 6, seed, 60);
            }
        }
    }
}

#[test]
fn node_and_time_limits_are_respected() {
    let r = rules("standard");
    let game = Game::from_tokens(Arc::clone(&r), "d2 d6 b4 f4 d1 d7").unwrap();
    let mut p = player("alphabeta:nodes=500", &r);
    let report = p.search(&game, &NO_BUDGET);
    assert!(report.nodes <= 500, "{}", report.nodes);
    let mut p = player("alphabeta:time=20", &r);
    let report = p.search(&game, &NO_BUDGET);
    assert!(
        report.elapsed < Duration::from_millis(200),
        "{:?}",
        report.elapsed
    );
    assert!(report.depth >= 2, "{}", report.depth);
}

#[test]
fn search_is_deterministic() {
    let r = rules("standard");
    let game = Game::from_tokens(Arc::clone(&r), "d2 d6 b4 f4").unwrap();
    let key = |rep: SearchReport| (rep.action, rep.score, rep.depth, rep.nodes);
    let mut a = player("alphabeta:depth=4", &r);
    let mut b = player("alphabeta:depth=4", &r);
    a.new_game(1);
    b.new_game(2);
    let first = key(a.search(&game, &NO_BUDGET));
    assert_eq!(first, key(b.search(&game, &NO_BUDGET)));
    // The table persists across moves: the same search again is cheaper ...
    let again = key(a.search(&game, &NO_BUDGET));
    assert!(again.3 < first.3, "{again:?} {first:?}");
    // ... until a new game clears it.
    a.new_game(3);
    assert_eq!(first, key(a.search(&game, &NO_BUDGET)));
}

/// Plain minimax, written from the rules as the brief states them: `legal_actions` with
/// the key stack, `outcome` when there is none, a capture decision at the same depth.
fn minimax(rules: &Rules, pos: &Position, keys: &mut Vec<u64>, depth: u32, ply: u32) -> i32 {
    let mut list = ActionList::new();
    pos.legal_actions(rules, keys.iter().rev().copied(), &mut list);
    if list.is_empty() {
        let outcome = pos.outcome(rules, keys.iter().rev().copied()).unwrap();
        return outcome_score(outcome, pos, ply);
    }
    if depth == 0 && pos.pending_captures() == 0 {
        return evaluate(rules, pos);
    }
    keys.push(pos.key());
    let mut best = -INF;
    for &action in &list {
        let mut child = *pos;
        child.play_unchecked(rules, action);
        let score = if child.side_to_move() == pos.side_to_move() {
            minimax(rules, &child, keys, depth, ply + 1)
        } else {
            -minimax(rules, &child, keys, depth - 1, ply + 1)
        };
        best = best.max(score);
    }
    keys.pop();
    best
}

#[test]
fn reductions_search_fewer_nodes_and_reach_deeper_only_when_asked() {
    let r = rules("standard");
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut game = Game::new(Arc::clone(&r));
    let (mut full_nodes, mut reduced_nodes, mut deeper, mut positions) = (0, 0, 0, 0);
    while positions < 6 && !game.is_over() {
        let legal = game.legal_actions();
        if game.actions().len() >= 10 && legal.len() > 1 && game.actions().len() % 4 == 0 {
            positions += 1;
            let full = player("alphabeta:depth=6", &r).search(&game, &NO_BUDGET);
            let plain = player("alphabeta:depth=6,lmr=false", &r).search(&game, &NO_BUDGET);
            assert_eq!(
                (full.action, full.score, full.nodes),
                (plain.action, plain.score, plain.nodes),
                "without lmr=true the search is full-width"
            );
            let reduced = player("alphabeta:depth=6,lmr=true", &r).search(&game, &NO_BUDGET);
            assert!(legal.contains(&reduced.action));
            full_nodes += full.nodes;
            reduced_nodes += reduced.nodes;
            let limited = player("alphabeta:nodes=200000,lmr=true", &r).search(&game, &NO_BUDGET);
            let unreduced = player("alphabeta:nodes=200000", &r).search(&game, &NO_BUDGET);
            deeper += i64::from(limited.depth) - i64::from(unreduced.depth);
        }
        game.play(legal[rng.gen_range(0..legal.len())]).unwrap();
    }
    assert_eq!(positions, 6);
    assert!(
        reduced_nodes * 10 < full_nodes * 8,
        "reduced {reduced_nodes} full {full_nodes}"
    );
    assert!(deeper >= 3, "{deeper} turns deeper over 6 positions");
}

#[test]
fn alpha_beta_scores_equal_minimax() {
    // Short draw limits so that the draw rules fire inside the trees.
    let mut checked = 0;
    for (name, _) in PRESETS {
        let r = Arc::new(rules(name).with_draws(12, 2, 70));
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let mut p = player("alphabeta", &r);
        p.use_tt = false;
        for _ in 0..3 {
            let mut game = Game::new(Arc::clone(&r));
            while !game.is_over() {
                let legal = game.legal_actions();
                if legal.len() > 1 && rng.gen_bool(0.15) {
                    let mut keys = game.history_keys().to_vec();
                    for depth in 1..=3 {
                        let want = minimax(&r, game.position(), &mut keys, depth, 0);
                        let got = p.search(
                            &game,
                            &Budget {
                                depth: Some(depth),
                                ..NO_BUDGET
                            },
                        );
                        assert_eq!(
                            got.score,
                            want,
                            "{name} depth {depth} after {:?}",
                            game.actions()
                        );
                        assert!(legal.contains(&got.action));
                        checked += 1;
                    }
                }
                game.play(legal[rng.gen_range(0..legal.len())]).unwrap();
            }
        }
    }
    assert!(checked > 100, "{checked}");
}

#[test]
fn deeper_search_is_not_worse() {
    let r = Arc::new(rules("standard").with_draws(100, 3, 300));
    let (mut deep, mut shallow) = (
        player("alphabeta:depth=3", &r),
        player("alphabeta:depth=1", &r),
    );
    let (mut deep_points, mut shallow_points) = (0, 0);
    for seed in 0..8 {
        for deep_is_white in [true, false] {
            let players = if deep_is_white {
                [&mut deep, &mut shallow]
            } else {
                [&mut shallow, &mut deep]
            };
            let mut players = players;
            let winner = play(&r, &mut players, &NO_BUDGET, 4, seed, 400);
            let deep_color = if deep_is_white {
                Color::White
            } else {
                Color::Black
            };
            match winner {
                Some(w) if w == deep_color => deep_points += 2,
                Some(_) => shallow_points += 2,
                None => {
                    deep_points += 1;
                    shallow_points += 1;
                }
            }
        }
    }
    assert!(
        deep_points > shallow_points,
        "depth 3 {deep_points} - depth 1 {shallow_points}"
    );
}

/// `cargo test --release --lib agents::alphabeta -- --ignored --nocapture`
#[test]
#[ignore = "benchmark"]
fn nodes_per_second() {
    let r = rules("standard");
    // A balanced position early in the movement phase (7 men each), from depth-5 self-play.
    let midgame = Game::from_tokens(
        Arc::clone(&r),
        "e5 c3 d5 f4 c5 xc3 f6 f2 c4 d2 b2 d3 b6 d1 xb6 b6 b4 e4 a4 g4 xb4 d5-d6 c4-b4 xd6",
    )
    .unwrap();
    for (name, game) in [("start", Game::new(Arc::clone(&r))), ("midgame", midgame)] {
        for depth in [6, 7, 8, 9, 10] {
            let mut p = player("alphabeta", &r);
            let rep = p.search(
                &game,
                &Budget {
                    depth: Some(depth),
                    ..NO_BUDGET
                },
            );
            let secs = rep.elapsed.as_secs_f64();
            println!(
                "{name} depth {depth}: {} score {} nodes {} time {:.3}s nps {:.0}",
                game.token(rep.action),
                rep.score,
                rep.nodes,
                secs,
                rep.nodes as f64 / secs
            );
        }
    }
}
