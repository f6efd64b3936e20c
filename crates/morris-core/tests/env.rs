//! The batched environment against the rules engine: masks, batch stepping, Markov
//! observations, symmetries, automatic restarts, seeding and array views (the tch tensors:
//! `src/net/env_tensors.rs`).
// Rewards and plane values are small exact numbers; one test walks a whole game loop.
#![allow(clippy::float_cmp)]

use morris_core::env::{Encoder, GameEnd, StepError, TensorSymmetries, VecEnv, planes};
use morris_core::game::{Action, Color, Game, Outcome, PRESETS, Position, Rules};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::Arc;

fn presets() -> impl Iterator<Item = Arc<Rules>> {
    PRESETS
        .iter()
        .map(|(name, _)| Arc::new(Rules::preset(name).unwrap()))
}

/// The presets, and the same with draw limits tight enough that repetitions and the
/// no-capture rule end many random games.
fn presets_and_tight_draws() -> impl Iterator<Item = Arc<Rules>> {
    presets().chain(
        PRESETS
            .iter()
            .map(|(name, _)| Arc::new(Rules::preset(name).unwrap().with_draws(12, 2, 0))),
    )
}

fn random_ids(env: &VecEnv, rng: &mut ChaCha8Rng) -> Vec<usize> {
    let points = env.encoder().points();
    (0..env.len())
        .map(|i| {
            let legal = env.legal_actions(i);
            legal[rng.gen_range(0..legal.len())].id(points)
        })
        .collect()
}

fn encode(encoder: &Encoder, game: &Game) -> Vec<f32> {
    let mut out = vec![0.0; encoder.observation_len()];
    encoder.encode(game.position(), game.repetitions(), &mut out);
    out
}

#[test]
fn batch_equals_single_games_and_masks_equal_the_engine() {
    let mut repetitions = 0;
    for rules in presets_and_tight_draws() {
        let n = 12;
        let mut env = VecEnv::new(&rules, n, 0, 7);
        let encoder = Encoder::new(rules.clone());
        let (len, a) = (encoder.observation_len(), encoder.action_count());
        let mut alone: Vec<Game> = (0..n).map(|_| Game::new(rules.clone())).collect();
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let mut ended = 0;
        for _ in 0..600 {
            for (i, game) in alone.iter().enumerate() {
                let mut mask = vec![false; a];
                for &action in &game.legal_actions() {
                    mask[action.id(encoder.points())] = true;
                }
                assert_eq!(
                    &env.masks()[i * a..(i + 1) * a],
                    mask.as_slice(),
                    "{}: mask of game {i}",
                    rules.name()
                );
                assert_eq!(
                    &env.observations()[i * len..(i + 1) * len],
                    encode(&encoder, game).as_slice()
                );
                assert_eq!(env.to_move()[i], game.position().side_to_move());
            }
            let ids = random_ids(&env, &mut rng);
            env.step(&ids).unwrap();
            for (i, game) in alone.iter_mut().enumerate() {
                let actor = game.position().side_to_move();
                game.play(Action::from_id(ids[i], encoder.points()).unwrap())
                    .unwrap();
                match game.outcome() {
                    None => assert_eq!(env.ends()[i], None),
                    Some(outcome) => {
                        ended += 1;
                        let end = env.ends()[i].expect("the env saw the end");
                        assert_eq!(env.rewards()[i], outcome.score_for(actor) as f32);
                        match (end, outcome) {
                            (GameEnd::Won(r), Outcome::Win { winner, reason }) => {
                                assert!(winner == actor && r == reason);
                            }
                            (GameEnd::Lost(r), Outcome::Win { winner, reason }) => {
                                assert!(winner != actor && r == reason);
                            }
                            (GameEnd::Drawn(r), Outcome::Draw(reason)) => {
                                assert_eq!(r, reason);
                                repetitions += usize::from(
                                    reason == morris_core::game::DrawReason::Repetition,
                                );
                            }
                            (
                                GameEnd::Truncated,
                                Outcome::Draw(morris_core::game::DrawReason::MaxPlies),
                            ) => {}
                            other => panic!("{other:?}"),
                        }
                        // The final observation is the ended game's, the new one the start.
                        assert_eq!(
                            env.final_observation(i).unwrap(),
                            encode(&encoder, game).as_slice()
                        );
                        game.restart();
                        assert_eq!(env.game(i).position(), &Position::start(&rules));
                    }
                }
            }
        }
        assert!(ended > 0, "{}: no game ended in 600 steps", rules.name());
    }
    assert!(repetitions > 0, "no game ended by repetition");
}

#[test]
fn symmetries_of_tensors_commute_with_the_engine() {
    for rules in presets() {
        let encoder = Encoder::new(rules.clone());
        let syms = TensorSymmetries::new(&encoder);
        assert_eq!(syms.len(), rules.board().symmetries().len());
        let (len, a, points) = (
            encoder.observation_len(),
            encoder.action_count(),
            encoder.points(),
        );
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let mut game = Game::new(rules.clone());
        for _ in 0..300 {
            if game.is_over() {
                game.restart();
            }
            let pos = *game.position();
            let obs = encode(&encoder, &game);
            let mut mask = vec![false; a];
            encoder.write_mask(&game.legal_actions(), &mut mask);
            for (k, sym) in rules.board().symmetries().iter().enumerate() {
                let image = pos.transformed(sym);
                let mut expected_obs = vec![0.0; len];
                encoder.encode(&image, game.repetitions(), &mut expected_obs);
                let mut obs_image = vec![0.0; len];
                syms.observation(k, &obs, &mut obs_image);
                assert_eq!(
                    obs_image,
                    expected_obs,
                    "{}: observation under {}",
                    rules.name(),
                    sym.name()
                );
                let mut image_legal = morris_core::game::ActionList::new();
                image.generate(&rules, &mut image_legal);
                let mut expected_mask = vec![false; a];
                encoder.write_mask(&image_legal, &mut expected_mask);
                let mut mask_image = vec![false; a];
                syms.policy(k, &mask, &mut mask_image);
                assert_eq!(
                    mask_image,
                    expected_mask,
                    "{}: mask under {}",
                    rules.name(),
                    sym.name()
                );
                for &action in &game.legal_actions() {
                    assert_eq!(
                        syms.action_id(k, action.id(points)),
                        action.transformed(sym).id(points)
                    );
                }
            }
            let legal = game.legal_actions();
            game.play(legal[rng.gen_range(0..legal.len())]).unwrap();
        }
    }
}

/// The state beside the men: men in hand, side to move, pending captures, (ply, no-capture
/// plies) and the reform bans.
type Parts = ([u8; 2], Color, u8, (u16, u16), [Option<(u8, u8)>; 2]);

/// A base position and variants of it that each change one piece of rule-relevant state.
fn markov_variants(rules: &Rules) -> (Position, Vec<(&'static str, Position)>) {
    let b = rules.board();
    let p = |n: &str| b.point(n).unwrap();
    let bits = |names: &[&str]| names.iter().fold(0u32, |s, n| s | 1 << p(n));
    let white = bits(&["a1", "d1", "g4", "b6", "e3"]);
    let black = bits(&["a7", "d7", "f4", "c5"]);
    let none = [None, None];
    let with = |(in_hand, side, pending, counters, bans): Parts| {
        Position::from_parts([white, black], in_hand, side, pending, counters, bans)
    };
    let men = |w: u32| Position::from_parts([w, black], [0, 0], Color::White, 0, (60, 7), none);
    let base = with(([0, 0], Color::White, 0, (60, 7), none));
    let ban = |own: Option<(&str, &str)>, theirs: Option<(&str, &str)>| {
        let point = |b: Option<(&str, &str)>| b.map(|(x, y)| (p(x), p(y)));
        with((
            [0, 0],
            Color::White,
            0,
            (60, 7),
            [point(own), point(theirs)],
        ))
    };
    let variants = vec![
        ("a man elsewhere", men(white ^ bits(&["e3", "e4"]))),
        ("one man fewer", men(white ^ bits(&["e3"]))),
        (
            "men in hand",
            with(([1, 0], Color::White, 0, (60, 7), none)),
        ),
        (
            "opponent's men in hand",
            with(([0, 1], Color::White, 0, (60, 7), none)),
        ),
        (
            "side to move",
            with(([0, 0], Color::Black, 0, (60, 7), none)),
        ),
        (
            "a capture pending",
            with(([0, 0], Color::White, 1, (60, 7), none)),
        ),
        (
            "two captures pending",
            with(([0, 0], Color::White, 2, (60, 7), none)),
        ),
        (
            "no-capture count",
            with(([0, 0], Color::White, 0, (60, 8), none)),
        ),
        ("ply count", with(([0, 0], Color::White, 0, (61, 7), none))),
        ("own reform ban", ban(Some(("g4", "g1")), None)),
        ("another own ban", ban(Some(("g4", "g7")), None)),
        ("opponent's ban", ban(None, Some(("f4", "f2")))),
    ];
    (base, variants)
}

fn markov_rules() -> Arc<Rules> {
    Arc::new(
        Rules::parse(
            "forbid_mill_reform = true\nmax_plies = 500\nmill_captures = \"per-mill\"",
            "test",
        )
        .unwrap(),
    )
}

/// Every piece of rule-relevant state, changed alone, changes the observation.
#[test]
fn observations_are_markov() {
    let rules = markov_rules();
    let encoder = Encoder::new(rules.clone());
    let (base, variants) = markov_variants(&rules);
    let observe = |pos: &Position, occurrences: usize| {
        let mut out = vec![0.0; encoder.observation_len()];
        encoder.encode(pos, occurrences, &mut out);
        out
    };
    let base_obs = observe(&base, 1);
    assert_eq!(
        base_obs,
        observe(&base, 1),
        "encoding is a function of the state"
    );
    assert_ne!(base_obs, observe(&base, 2), "occurrences of the position");
    let observed: Vec<(&str, Vec<f32>)> = std::iter::once(("base", base_obs.clone()))
        .chain(variants.iter().map(|(what, pos)| (*what, observe(pos, 1))))
        .collect();
    for (i, (first, a)) in observed.iter().enumerate() {
        for (second, b) in &observed[i + 1..] {
            assert_ne!(a, b, "'{first}' and '{second}' look the same");
        }
    }
}

/// Flying: White at three men flies, Black at four does not; the planes say so.
#[test]
fn the_flying_planes_say_who_flies() {
    let rules = markov_rules();
    let encoder = Encoder::new(rules.clone());
    let b = rules.board();
    let bits = |names: &[&str]| names.iter().fold(0u32, |s, n| s | 1 << b.point(n).unwrap());
    let black = bits(&["a7", "d7", "f4", "c5"]);
    let observe = |pos: &Position, occurrences: usize| {
        let mut out = vec![0.0; encoder.observation_len()];
        encoder.encode(pos, occurrences, &mut out);
        out
    };
    let three = Position::from_parts(
        [bits(&["a1", "d1", "g4"]), black],
        [0, 0],
        Color::White,
        0,
        (60, 7),
        [None, None],
    );
    let obs = observe(&three, 1);
    // a1 is point 0 and grid cell 0.
    let at = |plane: usize| obs[plane * 49];
    assert_eq!(
        (at(planes::OWN_FLIES), at(planes::OPPONENT_FLIES)),
        (1.0, 0.0)
    );
}

#[test]
fn seeded_runs_repeat_and_seeds_differ() {
    let rules = Arc::new(Rules::preset("standard").unwrap());
    let run = |seed: u64| {
        let mut env = VecEnv::new(&rules, 8, 6, seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..100 {
            let ids = random_ids(&env, &mut rng);
            env.step(&ids).unwrap();
        }
        env.observations().to_vec()
    };
    assert_eq!(run(5), run(5));
    assert_ne!(run(5), run(6));
}

#[test]
fn illegal_ids_are_refused_and_nothing_moves() {
    let rules = Arc::new(Rules::preset("standard").unwrap());
    let mut env = VecEnv::new(&rules, 3, 0, 0);
    let before = env.observations().to_vec();
    let err = env.step(&[0, 0, 24]).unwrap_err();
    assert!(
        matches!(
            err,
            StepError::Illegal {
                game: 2,
                id: 24,
                ..
            }
        ),
        "{err}"
    );
    assert_eq!(
        env.step(&[0, 0]).unwrap_err(),
        StepError::WrongCount {
            expected: 3,
            got: 2
        }
    );
    assert_eq!(env.observations(), before.as_slice());
    env.step(&[0, 1, 2]).unwrap();
    assert!(
        matches!(
            env.step(&[0, 0, 0]).unwrap_err(),
            StepError::Illegal { game: 0, id: 0, .. }
        ),
        "a1 is taken"
    );
}

/// The threat and mill planes agree with the engine: on an empty point, the threat plane counts
/// the mills a man of that side placed there would close; the mill plane marks the men that
/// stand in a closed mill. Checked along random games of every preset, after incremental updates
/// as well as fresh encodings.
#[test]
fn threat_and_mill_planes_agree_with_the_engine() {
    for rules in presets() {
        let encoder = Encoder::new(rules.clone());
        let board = rules.board();
        let area = encoder.shape()[1] * encoder.shape()[2];
        let mut rng = ChaCha8Rng::seed_from_u64(11);
        let mut game = Game::new(rules.clone());
        let mut incremental = vec![0.0; encoder.observation_len()];
        let (mut threats_seen, mut mills_seen) = (0, 0);
        for _ in 0..400 {
            if game.is_over() {
                game.restart();
            }
            let pos = *game.position();
            let obs = encode(&encoder, &game);
            encoder.update(&pos, game.repetitions(), &mut incremental);
            assert_eq!(obs, incremental, "{}: update equals encode", rules.name());
            // `encode` writes every cell: over another observation or garbage, the same.
            let mut dirty = vec![7.5; encoder.observation_len()];
            encoder.encode(&pos, game.repetitions(), &mut dirty);
            assert_eq!(obs, dirty, "{}: encode over garbage", rules.name());
            let me = pos.side_to_move();
            let empty = board.all() & !(pos.men(me) | pos.men(!me));
            for (men, threats, mills) in [
                (pos.men(me), planes::OWN_THREATS, planes::OWN_MILLS),
                (
                    pos.men(!me),
                    planes::OPPONENT_THREATS,
                    planes::OPPONENT_MILLS,
                ),
            ] {
                for p in 0..board.points() {
                    let cell = encoder.cells()[p];
                    let bit = 1u32 << p;
                    let expected_threats = if empty & bit == 0 {
                        0
                    } else {
                        board.mills_closed_at(men | bit, p as u8)
                    };
                    let expected_mill = men & bit != 0 && board.in_mill(men, p as u8);
                    assert_eq!(
                        obs[threats * area + cell],
                        expected_threats as f32,
                        "{}: threats at point {p}",
                        rules.name()
                    );
                    assert_eq!(
                        obs[mills * area + cell],
                        f32::from(u8::from(expected_mill)),
                        "{}: mill at point {p}",
                        rules.name()
                    );
                    threats_seen += expected_threats;
                    mills_seen += u32::from(expected_mill);
                }
            }
            let legal = game.legal_actions();
            game.play(legal[rng.gen_range(0..legal.len())]).unwrap();
        }
        assert!(threats_seen > 0 && mills_seen > 0, "{}", rules.name());
    }
}
