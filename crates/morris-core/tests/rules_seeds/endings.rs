//! How a game ends: a player reduced to two men or blocked loses; the no-capture count,
//! repetition (with the same side to move) and the ply cap draw or truncate.

use super::{all_flights, draw, game_at, legal, play, position_with, preset, start, tokens, win};
use morris_core::game::{Color, Decision, DrawReason, Game, MoveError, WinReason};
use std::sync::Arc;

// ---------------------------------------------------------------------------------------------
// The end: two men, or blocked
// ---------------------------------------------------------------------------------------------

// Seed 000: "Cuando ha realizado 7 capturas, como consecuencia de lo cual el rival tiene sólo
// dos fichas". Seed 001: "Tan pronto como le quiten otra ficha, habrá perdido el juego".
#[test]
fn a_player_reduced_to_two_men_loses() {
    let rules = preset("standard");
    for side in Color::ALL {
        // The side to move closes a1-d1-g1 against three men.
        let (mine, theirs) = (["a1", "g1", "d2", "b6", "f6"], ["a7", "b4", "f4"]);
        let (white, black) = if side == Color::White {
            (&mine[..], &theirs[..])
        } else {
            (&theirs[..], &mine[..])
        };
        let mut game = game_at(&rules, white, black, side);
        play(&mut game, "d2-d1");
        assert_eq!(game.outcome(), None);
        assert_eq!(legal(&game), tokens(&["xa7", "xb4", "xf4"]));
        play(&mut game, "xb4");
        assert_eq!(game.position().men_left(!side), 2);
        assert_eq!(game.outcome(), win(side, WinReason::FewerThanThree));
        assert!(legal(&game).is_empty());
    }
}

// Seed 000: "Cuando el rival no puede realizar ningún movimiento por estar todas sus fichas
// bloqueadas". Seed 001: "Si no puede hacerlo, ha perdido el juego".
#[test]
fn a_blocked_player_loses() {
    let rules = preset("standard");
    let white = ["a1", "g1", "a7", "g7"];
    let black = ["d1", "a4", "g4", "d7"];
    let game = game_at(&rules, &white, &black, Color::White);
    assert_eq!(game.position().decision(&rules), Decision::Move);
    assert!(legal(&game).is_empty());
    assert_eq!(game.outcome(), win(Color::Black, WinReason::Blocked));
    // The same men with Black to move: Black can move, nobody has lost.
    let game = game_at(&rules, &white, &black, Color::Black);
    assert_eq!(game.outcome(), None);
    assert_eq!(legal(&game), tokens(&["a4-b4", "d1-d2", "d7-d6", "g4-f4"]));
}

// Seed 003: "Si no pudiera hacerlo porque no hay ninguna intersección vacía próxima a él, ha
// perdido el juego" with "No se pueden dar saltos": three men boxed in lose without flying and
// fly free with it (seed 000).
#[test]
fn three_blocked_men_lose_only_without_flying() {
    let white = ["a1", "g1", "a7"];
    let black = ["d1", "a4", "g4", "d7"];
    let rules = preset("no-flying");
    let game = game_at(&rules, &white, &black, Color::White);
    assert!(legal(&game).is_empty());
    assert_eq!(game.outcome(), win(Color::Black, WinReason::Blocked));

    let rules = preset("standard");
    let game = game_at(&rules, &white, &black, Color::White);
    assert_eq!(game.outcome(), None);
    let occupied: Vec<&str> = white.iter().chain(&black).copied().collect();
    assert_eq!(legal(&game), all_flights(&rules, &white, &occupied));
}

// ---------------------------------------------------------------------------------------------
// Draws
// ---------------------------------------------------------------------------------------------

// Seed 000: "Cuando ambos jugadores mueven 50 veces cada uno sin que se realice ninguna captura"
// (the count is an option; 10 plies here). The repetition rule is off (0), so the position that
// occurs a third time at ply 8 does not end the game either.
#[test]
fn no_capture_draw_fires_exactly_at_the_count() {
    let rules = Arc::new(preset("standard").with_draws(10, 0, 0));
    let white = ["a1", "c3", "f4", "b6"];
    let black = ["a7", "e3", "g1", "d5"];
    let mut game = game_at(&rules, &white, &black, Color::White);
    let cycle = ["a1-d1", "a7-d7", "d1-a1", "d7-a7"];
    for i in 0..9 {
        play(&mut game, cycle[i % 4]);
    }
    assert_eq!(game.position().quiet_plies(), 9);
    assert_eq!(game.outcome(), None);
    assert_eq!(
        legal(&game),
        tokens(&[
            "a7-a4", "a7-d7", "d5-c5", "d5-d6", "d5-e5", "e3-d3", "e3-e4", "g1-g4"
        ])
    );
    play(&mut game, cycle[9 % 4]);
    assert_eq!(game.position().quiet_plies(), 10);
    assert_eq!(game.outcome(), draw(DrawReason::NoCapture));
    assert!(legal(&game).is_empty());
    assert!(matches!(
        game.play_token("d1-a1"),
        Err(MoveError::GameOver { .. })
    ));
}

// Seed 000: "sin que se realice ninguna captura": a capture starts the count again, and a
// capture decision pending at the limit does not draw.
#[test]
fn a_capture_restarts_the_no_capture_count() {
    let rules = Arc::new(preset("standard").with_draws(10, 0, 0));
    let pos = position_with(
        &rules,
        &["a1", "d2", "d3", "f4"],
        &["a7", "g1", "e5", "b6", "c5"],
        [0, 0],
        Color::White,
        (60, 9),
    );
    let mut game = Game::from_position(rules.clone(), pos);
    play(&mut game, "a1-d1");
    assert_eq!(game.position().quiet_plies(), 10);
    assert_eq!(game.position().decision(&rules), Decision::Capture);
    assert_eq!(game.outcome(), None);
    play(&mut game, "xc5");
    assert_eq!(game.position().quiet_plies(), 0);
    let cycle = ["a7-d7", "f4-g4", "d7-a7", "g4-f4"];
    for i in 0..9 {
        play(&mut game, cycle[i % 4]);
    }
    assert_eq!(game.outcome(), None);
    play(&mut game, cycle[9 % 4]);
    assert_eq!(game.outcome(), draw(DrawReason::NoCapture));
}

// Seed 000: "Cuando se repite 3 veces la misma posición de las fichas sobre el tablero"; the
// count is off here (0), so only repetition can end the game.
#[test]
fn repetition_draw_fires_at_the_third_occurrence() {
    let white = ["a1", "c3", "f4", "b6"];
    let black = ["a7", "e3", "g1", "d5"];
    let cycle = ["a1-d1", "a7-d7", "d1-a1", "d7-a7"];

    let rules = Arc::new(preset("standard").with_draws(0, 3, 0));
    let mut game = game_at(&rules, &white, &black, Color::White);
    for token in cycle {
        play(&mut game, token);
    }
    assert_eq!(game.repetitions(), 2);
    assert_eq!(game.outcome(), None);
    for i in 4..7 {
        play(&mut game, cycle[i % 4]);
        assert_eq!(game.outcome(), None, "ply {}", i + 1);
    }
    play(&mut game, cycle[3]);
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.outcome(), draw(DrawReason::Repetition));
    assert!(legal(&game).is_empty());

    // With 0 the rule is off.
    let rules = Arc::new(preset("standard").with_draws(0, 0, 0));
    let mut game = game_at(&rules, &white, &black, Color::White);
    for i in 0..40 {
        play(&mut game, cycle[i % 4]);
    }
    assert_eq!(game.repetitions(), 11);
    assert_eq!(game.outcome(), None);
    assert_eq!(legal(&game).len(), 10);
}

// Seed 000: "la misma posición" counts with the same side to move (configs/rules/standard.toml:
// "men, men in hand, side to move"). White flies one man round a1 -> g7 -> d3 -> a1 (three
// moves) while Black shuffles g1 <-> d1 (two moves): after ply 5 the men stand as at the
// start with Black to move, which is no repetition; after ply 12 they do with White to move.
#[test]
fn repetition_needs_the_same_side_to_move() {
    let rules = Arc::new(preset("standard").with_draws(0, 2, 0));
    let mut game = game_at(
        &rules,
        &["a1", "b6", "f2"],
        &["g1", "c4", "e5"],
        Color::White,
    );
    let start_men = [
        game.position().men(Color::White),
        game.position().men(Color::Black),
    ];
    let white = ["a1-g7", "g7-d3", "d3-a1"];
    let black = ["g1-d1", "d1-g1"];
    for ply in 0..12 {
        assert_eq!(game.outcome(), None, "ply {ply}");
        let token = if ply % 2 == 0 {
            white[(ply / 2) % 3]
        } else {
            black[(ply / 2) % 2]
        };
        play(&mut game, token);
        if ply + 1 == 5 {
            let pos = game.position();
            assert_eq!([pos.men(Color::White), pos.men(Color::Black)], start_men);
            assert_eq!(pos.side_to_move(), Color::Black);
            assert_eq!(game.repetitions(), 1);
            assert_eq!(game.outcome(), None);
        }
    }
    assert_eq!(game.position().side_to_move(), Color::White);
    assert_eq!(game.repetitions(), 2);
    assert_eq!(game.outcome(), draw(DrawReason::Repetition));
}

// configs/rules/standard.toml: max_plies "a hard cap on the number of plies ... the game stops
// as truncated"; a training bound beside the seeds' two draws.
#[test]
fn max_plies_truncates_the_game() {
    let rules = Arc::new(preset("standard").with_draws(0, 0, 5));
    let mut game = start(&rules, "d1 a1 d2 a4");
    assert_eq!(game.outcome(), None);
    play(&mut game, "g7");
    assert_eq!(game.outcome(), draw(DrawReason::MaxPlies));
    assert!(legal(&game).is_empty());
    assert!(matches!(
        game.play_token("g1"),
        Err(MoveError::GameOver { .. })
    ));
}
