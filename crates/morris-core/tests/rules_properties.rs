//! One generic property routine, run against every rules preset (as board-game-rs does for
//! every game): random games in which, at every ply,
//! - the generated actions are unique and each is accepted by `Game::play`;
//! - the generated list equals every candidate action that the independent `is_legal`
//!   predicate accepts (the legal-action mask);
//! - a finished game has no actions and refuses every candidate;
//! - every board symmetry commutes with play and maps the legal set onto the legal set;
//! - the incremental Zobrist key equals a recomputation;
//! - the outcome equals what the test's own bookkeeping of the draw rules expects (its own
//!   no-capture counter and its own count of identical positions over the whole game);
//! - perft through copy-make equals perft through `Game::play_unchecked`/`undo`.

use morris_core::game::{
    Action, Color, DrawReason, Game, LeafCounting, MoveError, Outcome, PRESETS, Position, Rules,
    WinReason, perft, perft_by_game,
};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;

/// Every action of the right shape on a board of `points` points.
fn candidates(points: u8) -> Vec<Action> {
    let mut all = Vec::new();
    for p in 0..points {
        all.push(Action::Place(p));
        all.push(Action::Capture(p));
        for q in 0..points {
            if p != q {
                all.push(Action::Move { from: p, to: q });
            }
        }
    }
    all
}

/// What makes two positions the same for the repetition rule, spelled out field by field.
type Identity = ([u32; 2], [u8; 2], Color, u8, [Option<(u8, u8)>; 2]);

fn identity(pos: &Position) -> Identity {
    let ban = [pos.reform_ban(Color::White), pos.reform_ban(Color::Black)];
    (
        [pos.men(Color::White), pos.men(Color::Black)],
        [pos.in_hand(Color::White), pos.in_hand(Color::Black)],
        pos.side_to_move(),
        pos.pending_captures(),
        ban,
    )
}

/// The outcome the rules text gives, from the test's own counters.
fn expected_outcome(
    rules: &Rules,
    pos: &Position,
    quiet: u32,
    occurrences: u32,
) -> Option<Outcome> {
    let spec = rules.spec();
    for c in Color::ALL {
        if pos.men_left(c) < 3 {
            return Some(Outcome::Win {
                winner: !c,
                reason: WinReason::FewerThanThree,
            });
        }
    }
    let mut moves = morris_core::game::ActionList::new();
    pos.generate(rules, &mut moves);
    if moves.is_empty() {
        let full = pos.occupied() == rules.board().all();
        if full && spec.full_board == morris_core::game::FullBoard::Draw {
            return Some(Outcome::Draw(DrawReason::FullBoard));
        }
        return Some(Outcome::Win {
            winner: !pos.side_to_move(),
            reason: WinReason::Blocked,
        });
    }
    let no_pending = pos.pending_captures() == 0;
    if no_pending && spec.repetition_draw > 0 && occurrences >= u32::from(spec.repetition_draw) {
        return Some(Outcome::Draw(DrawReason::Repetition));
    }
    if no_pending
        && spec.no_capture_draw > 0
        && quiet >= u32::from(spec.no_capture_draw)
        && pos.in_movement_phase()
    {
        return Some(Outcome::Draw(DrawReason::NoCapture));
    }
    if spec.max_plies > 0 && u32::from(pos.ply()) >= u32::from(spec.max_plies) {
        return Some(Outcome::Draw(DrawReason::MaxPlies));
    }
    None
}

fn check_symmetries(rules: &Rules, pos: &Position, legal: &[Action]) {
    for sym in rules.board().symmetries() {
        let image = pos.transformed(sym);
        let mut image_legal = morris_core::game::ActionList::new();
        image.generate(rules, &mut image_legal);
        let expected: HashSet<Action> = legal.iter().map(|a| a.transformed(sym)).collect();
        assert_eq!(
            image_legal.iter().copied().collect::<HashSet<_>>(),
            expected,
            "legal sets under {}",
            sym.name()
        );
        for &action in legal {
            let mut played_then_mapped = *pos;
            played_then_mapped.play_unchecked(rules, action);
            let mut mapped_then_played = image;
            mapped_then_played.play_unchecked(rules, action.transformed(sym));
            assert_eq!(
                played_then_mapped.transformed(sym),
                mapped_then_played,
                "{action:?} under {}",
                sym.name()
            );
        }
    }
}

fn random_game(rules: &Arc<Rules>, seed: u64) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let all = candidates(rules.board().points() as u8);
    let mut game = Game::new(rules.clone());
    let mut quiet = 0u32;
    let mut seen: HashMap<Identity, u32> = HashMap::new();
    // Every preset's draw rules bound a game; this only guards against a runaway test.
    for ply in 0..3000 {
        let pos = *game.position();
        assert_eq!(pos.key(), pos.compute_key(), "incremental key at ply {ply}");
        let occurrences = *seen
            .entry(identity(&pos))
            .and_modify(|n| *n += 1)
            .or_insert(1);
        assert_eq!(
            game.repetitions() as u32,
            occurrences,
            "occurrences at ply {ply}"
        );

        let legal = game.legal_actions();
        let outcome = game.outcome();
        assert_eq!(
            outcome,
            expected_outcome(rules, &pos, quiet, occurrences),
            "outcome at ply {ply}"
        );
        let unique: HashSet<Action> = legal.iter().copied().collect();
        assert_eq!(unique.len(), legal.len(), "duplicate actions at ply {ply}");

        let mut generated = morris_core::game::ActionList::new();
        pos.generate(rules, &mut generated);
        let mask: HashSet<Action> = all
            .iter()
            .copied()
            .filter(|&a| pos.is_legal(rules, a))
            .collect();
        assert_eq!(
            generated.iter().copied().collect::<HashSet<_>>(),
            mask,
            "generation vs is_legal at ply {ply}"
        );
        check_symmetries(rules, &pos, &generated);

        if ply % 20 == 0 {
            let depth = if legal.len() > 40 { 2 } else { 3 };
            assert_eq!(
                perft(&game, depth, LeafCounting::Full),
                perft_by_game(&mut game.clone(), depth),
                "perft paths at ply {ply}"
            );
        }

        if outcome.is_some() {
            assert!(legal.is_empty(), "a finished game has no legal actions");
            for &action in all.iter().step_by(7) {
                let before = *game.position();
                assert!(matches!(game.play(action), Err(MoveError::GameOver { .. })));
                assert_eq!(*game.position(), before);
            }
            return;
        }
        assert!(!legal.is_empty());
        let action = legal[rng.gen_range(0..legal.len())];
        match action {
            Action::Move { .. } => quiet += 1,
            Action::Place(_) | Action::Capture(_) => quiet = 0,
        }
        game.play(action)
            .unwrap_or_else(|e| panic!("generated action refused at ply {ply}: {e}"));
    }
    panic!("game did not end in 3000 plies");
}

fn preset(index: usize) -> Rules {
    Rules::preset(PRESETS[index].0).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// The presets as shipped.
    #[test]
    fn presets_as_shipped(index in 0..PRESETS.len(), seed in any::<u64>()) {
        random_game(&Arc::new(preset(index)), seed);
    }

    /// Tight draw limits, so that both draw rules and the ply cap fire often.
    #[test]
    fn tight_draw_limits(index in 0..PRESETS.len(), seed in any::<u64>(), no_capture in prop::sample::select(vec![0u16, 4, 9, 16]), repetition in prop::sample::select(vec![0u8, 2, 3]), max_plies in prop::sample::select(vec![0u16, 37, 120])) {
        let max_plies = if no_capture == 0 && max_plies == 0 { 400 } else { max_plies };
        random_game(&Arc::new(preset(index).with_draws(no_capture, repetition, max_plies)), seed);
    }

    /// The variant options that no preset combines.
    #[test]
    fn other_options(index in 0..PRESETS.len(), seed in any::<u64>(), per_mill in any::<bool>(), protect in any::<bool>(), reform in any::<bool>(), loss in any::<bool>()) {
        let spec = preset(index).spec().clone();
        let text = format!(
            "{}\nmill_captures = \"{}\"\nmill_protection = \"{}\"\nforbid_mill_reform = {reform}\nfull_board = \"{}\"\n",
            toml::to_string(&spec).unwrap().lines().filter(|l| !["mill_captures", "mill_protection", "forbid_mill_reform", "full_board"].iter().any(|k| l.starts_with(k))).collect::<Vec<_>>().join("\n"),
            if per_mill { "per-mill" } else { "one" },
            if protect { "unless-all-in-mills" } else { "none" },
            if loss { "loss" } else { "draw" },
        );
        random_game(&Arc::new(Rules::parse(&text, "test").unwrap()), seed);
    }
}
