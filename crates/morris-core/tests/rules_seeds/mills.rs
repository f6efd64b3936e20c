//! Mills and captures: a mill closed by placement or by a move captures a man outside the
//! mills (any man when every man is in one, or without mill protection), re-forming a mill
//! captures again, and closing two mills at once captures one or two.

use super::{bits, game_at, legal, play, preset, preset_with, start, tokens};
use morris_core::game::{Color, Decision, MoveError};

// ---------------------------------------------------------------------------------------------
// Mills and captures
// ---------------------------------------------------------------------------------------------

// Seed 000: "Durante ambas fases del juego, siempre que la ficha incorporada o desplazada
// completa una linea ... debe capturarse una ficha adversaria". Seed 004: "Comme cette règle
// est en vigueur pendant la configuration ainsi que pendant le jeu régulier".
#[test]
fn a_mill_closed_by_placement_gives_the_same_player_a_capture() {
    let rules = preset("standard");
    let mut game = start(&rules, "d1 a1 d2 a4 d3");
    let pos = *game.position();
    assert_eq!(pos.side_to_move(), Color::White);
    assert_eq!(pos.decision(&rules), Decision::Capture);
    assert_eq!(pos.pending_captures(), 1);
    assert_eq!(legal(&game), tokens(&["xa1", "xa4"]));
    play(&mut game, "xa1");
    let pos = *game.position();
    assert_eq!(pos.side_to_move(), Color::Black);
    assert_eq!(pos.decision(&rules), Decision::Place);
    assert_eq!(pos.pending_captures(), 0);
    assert_eq!(pos.men(Color::Black), bits(&rules, &["a4"]));
    assert_eq!(pos.men_left(Color::Black), 8);
    // "la ficha capturada es sacada del tablero y no puede volver a ser jugada"
    assert_eq!(pos.in_hand(Color::Black), 7);
}

// Seed 000 (as above) for a move; seed 000: "El jugador que realiza la captura elige libremente
// la ficha a capturar entre todas las fichas del adversario que no forman parte de alguna
// linea". Seed 004: "Une pièce d'un adversaire qui fait partie d'une chaîne ne peut pas être
// retirée à moins qu'aucune autre pièce ne soit disponible."
#[test]
fn a_mill_closed_by_a_move_captures_a_man_outside_the_mills() {
    let rules = preset("standard");
    let black = ["e3", "e4", "e5", "c4", "g7"];
    let mut game = game_at(
        &rules,
        &["a1", "g1", "d2", "b6", "f6"],
        &black,
        Color::White,
    );
    play(&mut game, "d2-d1");
    assert_eq!(game.position().side_to_move(), Color::White);
    assert_eq!(game.position().decision(&rules), Decision::Capture);
    // e3-e4-e5 is a mill: its men are protected.
    assert_eq!(legal(&game), tokens(&["xc4", "xg7"]));
    assert!(matches!(
        game.play_token("xe4"),
        Err(MoveError::Illegal { .. })
    ));
    play(&mut game, "xc4");
    assert_eq!(game.position().side_to_move(), Color::Black);
    assert_eq!(game.position().decision(&rules), Decision::Move);
    assert_eq!(
        game.position().men(Color::Black),
        bits(&rules, &["e3", "e4", "e5", "g7"])
    );
}

// Seed 000: "En el caso de que todas las fichas del rival formen parte de alguna linea, elige
// libremente entre todas ellas". Seed 002: "Si todas las piezas de los oponentes forman
// molinos, se hace una excepción y se permite al jugador eliminar cualquier pieza".
// Seed 003: "siempre que haya otras fichas disponibles".
#[test]
fn when_every_man_is_in_a_mill_any_may_be_taken() {
    let black = ["e3", "e4", "e5", "a7", "d7", "g7"];
    for name in ["standard", "alquerque"] {
        let rules = preset(name);
        let mut game = game_at(
            &rules,
            &["a1", "g1", "d2", "b6", "f6"],
            &black,
            Color::White,
        );
        play(&mut game, "d2-d1");
        assert_eq!(
            game.position().decision(&rules),
            Decision::Capture,
            "{name}"
        );
        assert_eq!(
            legal(&game),
            tokens(&["xa7", "xd7", "xe3", "xe4", "xe5", "xg7"]),
            "{name}"
        );
    }
}

// configs/rules/standard.toml: mill_protection = "none": "any man may be captured" (a variant
// beside seeds 000-004, which all protect men in mills).
#[test]
fn without_mill_protection_any_man_may_be_taken() {
    let rules = preset_with("standard", "mill_protection = \"none\"");
    let black = ["e3", "e4", "e5", "c4", "g7"];
    let mut game = game_at(
        &rules,
        &["a1", "g1", "d2", "b6", "f6"],
        &black,
        Color::White,
    );
    play(&mut game, "d2-d1");
    assert_eq!(legal(&game), tokens(&["xc4", "xe3", "xe4", "xe5", "xg7"]));
}

// ---------------------------------------------------------------------------------------------
// Re-forming a mill captures again
// ---------------------------------------------------------------------------------------------

// Seed 000: "Siempre que se completa una linea se realiza captura, incluso aunque la linea se
// haya completado previamente y se repita de nuevo al retornar una misma ficha a un punto que
// ocupaba anteriormente". Seed 002: "un jugador a menudo romperá un molino moviendo una pieza
// fuera de él y luego, en un turno posterior, reproducir la pieza de nuevo, formando un nuevo
// molino y capturando otra pieza". Seed 004: "revenir à sa case d'origine au tour suivant est
// une séquence légale".
#[test]
fn moving_out_of_a_mill_and_back_captures_again() {
    let rules = preset("standard");
    let white = ["a1", "d1", "g1", "b6"];
    let black = ["c4", "b4", "e5", "f4", "g7"];
    let mut game = game_at(&rules, &white, &black, Color::White);
    play(&mut game, "d1-d2");
    // Leaving the mill captures nothing.
    assert_eq!(game.position().side_to_move(), Color::Black);
    assert_eq!(game.position().decision(&rules), Decision::Move);
    play(&mut game, "c4-c3");
    // Straight back, on the very next turn, is legal.
    assert_eq!(
        legal(&game),
        tokens(&[
            "a1-a4", "a1-d1", "b6-d6", "d2-b2", "d2-d1", "d2-d3", "d2-f2", "g1-d1", "g1-g4"
        ])
    );
    play(&mut game, "d2-d1");
    assert_eq!(game.position().decision(&rules), Decision::Capture);
    assert_eq!(game.position().side_to_move(), Color::White);
    assert_eq!(legal(&game), tokens(&["xb4", "xc3", "xe5", "xf4", "xg7"]));
    play(&mut game, "xg7 c3-c4 d1-d2 c4-c3 d2-d1");
    assert_eq!(game.position().decision(&rules), Decision::Capture);
    assert_eq!(legal(&game), tokens(&["xb4", "xc3", "xe5", "xf4"]));
}

// ---------------------------------------------------------------------------------------------
// Captures per mill
// ---------------------------------------------------------------------------------------------

// configs/rules/standard.toml: mill_captures "one": "an action that closes a mill captures one
// man, even if it closes two mills at once" (seeds 000-004: "Cada vez que se haga uno, se sacará
// del tablero una ficha"); "per-mill": "one man per mill closed. Each capture is its own
// decision".
#[test]
fn closing_two_mills_at_once_by_placement() {
    let moves = "a1 a7 g1 g7 d2 b4 d3 f4 d1";
    let rules = preset_with("standard", "mill_captures = \"per-mill\"");
    let mut game = start(&rules, moves);
    assert_eq!(game.position().pending_captures(), 2);
    assert_eq!(game.position().decision(&rules), Decision::Capture);
    assert_eq!(legal(&game), tokens(&["xa7", "xb4", "xf4", "xg7"]));
    play(&mut game, "xa7");
    assert_eq!(game.position().side_to_move(), Color::White);
    assert_eq!(game.position().pending_captures(), 1);
    assert_eq!(game.position().decision(&rules), Decision::Capture);
    assert_eq!(legal(&game), tokens(&["xb4", "xf4", "xg7"]));
    play(&mut game, "xb4");
    assert_eq!(game.position().pending_captures(), 0);
    assert_eq!(game.position().side_to_move(), Color::Black);
    assert_eq!(game.position().decision(&rules), Decision::Place);

    let rules = preset("standard");
    let mut game = start(&rules, moves);
    assert_eq!(game.position().pending_captures(), 1);
    play(&mut game, "xa7");
    assert_eq!(game.position().pending_captures(), 0);
    assert_eq!(game.position().side_to_move(), Color::Black);
}

// As above, for a move: on the nine board a man sliding along a line always leaves one of the
// lines through its new point, so only a flight closes two mills at once (fly_at = 5 here).
#[test]
fn closing_two_mills_at_once_by_a_flight() {
    let white = ["a1", "g1", "d2", "d3", "g7"];
    let black = ["a7", "b4", "f4", "c5"];
    let rules = preset_with("standard", "mill_captures = \"per-mill\"\nfly_at = 5");
    let mut game = game_at(&rules, &white, &black, Color::White);
    assert_eq!(game.position().decision(&rules), Decision::Fly);
    play(&mut game, "g7-d1");
    assert_eq!(game.position().pending_captures(), 2);
    assert_eq!(legal(&game), tokens(&["xa7", "xb4", "xc5", "xf4"]));
    play(&mut game, "xa7");
    assert_eq!(game.position().pending_captures(), 1);
    assert_eq!(game.position().decision(&rules), Decision::Capture);
    play(&mut game, "xc5");
    assert_eq!(game.position().side_to_move(), Color::Black);

    let rules = preset_with("standard", "fly_at = 5");
    let mut game = game_at(&rules, &white, &black, Color::White);
    play(&mut game, "g7-d1");
    assert_eq!(game.position().pending_captures(), 1);
    play(&mut game, "xa7");
    assert_eq!(game.position().side_to_move(), Color::Black);
}
