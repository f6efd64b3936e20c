//! How men move, and what is refused: placement on empty points, then movement along the
//! lines; flying with three men, not before the end of placement nor in six men's morris; a
//! finished game and an illegal token refused with nothing changed.

use super::{ALL_NINE, all_flights, game_at, legal, play, position_with, preset, start, tokens};
use morris_core::game::{Color, Decision, Game, MoveError};

// ---------------------------------------------------------------------------------------------
// Placement, then movement along the lines
// ---------------------------------------------------------------------------------------------

// Seed 000: "el tablero está inicialmente vacío"; "cada jugador en su turno coloca una de sus
// nueve fichas sobre cualquiera de los puntos del tablero que están libres"; "Solamente una ficha
// puede ubicarse en un punto"; "Durante esta fase no es posible mover las fichas ya situadas".
#[test]
fn placement_is_on_empty_points_only() {
    let rules = preset("standard");
    let mut game = Game::new(rules.clone());
    assert_eq!(game.position().side_to_move(), Color::White);
    assert_eq!(game.position().decision(&rules), Decision::Place);
    assert_eq!(legal(&game), tokens(&ALL_NINE));

    play(&mut game, "d1");
    let rest: Vec<&str> = ALL_NINE.iter().copied().filter(|&p| p != "d1").collect();
    assert_eq!(game.position().side_to_move(), Color::Black);
    assert_eq!(game.position().decision(&rules), Decision::Place);
    assert_eq!(legal(&game), tokens(&rest));
    // Black may not place on White's man.
    let Err(MoveError::Illegal { token, legal: l }) = game.play_token("d1") else {
        panic!("d1 is occupied")
    };
    assert_eq!(token, "d1");
    assert_eq!(l.len(), 23);

    play(&mut game, "a1");
    // White may not move a man already placed while men are in hand.
    assert!(matches!(
        game.play_token("d1-d2"),
        Err(MoveError::Illegal { .. })
    ));
    assert_eq!(game.position().in_hand(Color::White), 8);
    assert_eq!(game.position().in_hand(Color::Black), 8);
}

// Seed 000: "Una vez colocadas todas las fichas sobre el tablero comienza la segunda fase,
// durante la cual cada jugador en su turno mueve una de sus fichas a un punto adyacente libre a
// través de alguna de las líneas del tablero". Seed 001: "Una vez colocadas las 18 fichas".
#[test]
fn movement_is_along_lines_to_adjacent_empty_points_once_all_are_placed() {
    let rules = preset("standard");
    // Nine men each, no mill at any time: b6, d6, f6, a7, d7 and g7 stay empty.
    let white = ["d1", "b2", "f2", "d3", "c4", "f4", "g4", "d5", "e5"];
    let black = ["a1", "g1", "d2", "c3", "e3", "a4", "b4", "e4", "c5"];
    let moves: Vec<String> = white
        .iter()
        .zip(black)
        .flat_map(|(w, b)| [w.to_string(), b.to_string()])
        .collect();
    let mut game = start(&rules, &moves[..17].join(" "));
    // Black's ninth man is still in hand: placement goes on.
    assert_eq!(game.position().decision(&rules), Decision::Place);
    assert_eq!(game.position().in_hand(Color::Black), 1);
    play(&mut game, &moves[17]);
    assert!(game.position().in_movement_phase());
    assert_eq!(game.position().side_to_move(), Color::White);
    assert_eq!(game.position().decision(&rules), Decision::Move);
    // Only d5, f4 and g4 touch an empty point along a line.
    assert_eq!(legal(&game), tokens(&["d5-d6", "f4-f6", "g4-g7"]));
    // Not adjacent, and not a placement.
    assert!(matches!(
        game.play_token("d5-d7"),
        Err(MoveError::Illegal { .. })
    ));
    assert!(matches!(
        game.play_token("d6"),
        Err(MoveError::Illegal { .. })
    ));

    play(&mut game, "d5-d6");
    assert_eq!(game.position().decision(&rules), Decision::Move);
    assert_eq!(legal(&game), tokens(&["a4-a7", "b4-b6", "c5-d5"]));
}

// ---------------------------------------------------------------------------------------------
// Flying
// ---------------------------------------------------------------------------------------------

// Seed 000: "Una vez que un jugador sólo dispone de tres fichas sobre el tablero ... puede
// desplazar sus fichas libremente a cualquier punto del tablero". Seed 003: "No se pueden dar
// saltos solo se puede mover a través de las líneas dibujadas". Seed 002: flying is a "regla
// «salvaje»", a variation.
#[test]
fn three_men_fly_in_the_standard_game_and_slide_without_flying() {
    let white = ["a1", "g7", "d5"];
    let black = ["d1", "a4", "f4", "b6"];
    let occupied: Vec<&str> = white.iter().chain(&black).copied().collect();

    let rules = preset("standard");
    let game = game_at(&rules, &white, &black, Color::White);
    assert!(game.position().can_fly(&rules, Color::White));
    assert!(!game.position().can_fly(&rules, Color::Black));
    assert_eq!(game.position().decision(&rules), Decision::Fly);
    let flights = all_flights(&rules, &white, &occupied);
    assert_eq!(flights.len(), 3 * 17);
    assert_eq!(legal(&game), flights);
    // Black, with four men, moves along the lines.
    let game = game_at(&rules, &white, &black, Color::Black);
    assert_eq!(game.position().decision(&rules), Decision::Move);

    for name in ["no-flying", "alquerque"] {
        let rules = preset(name);
        let game = game_at(&rules, &white, &black, Color::White);
        assert!(!game.position().can_fly(&rules, Color::White), "{name}");
        assert_eq!(game.position().decision(&rules), Decision::Move, "{name}");
        assert_eq!(
            legal(&game),
            tokens(&["d5-c5", "d5-d6", "d5-e5", "g7-d7", "g7-g4"]),
            "{name}"
        );
    }
}

// Seed 001: "Cuando un jugador dispone únicamente de 3 fichas sobre el tablero ... comienza la
// tercera fase" (the third phase, after placement): a player with three men on the board and
// one still in hand places it.
#[test]
fn flying_waits_for_the_end_of_placement() {
    let rules = preset("standard");
    let pos = position_with(
        &rules,
        &["a1", "g7", "d5"],
        &["d1", "a4", "f4"],
        [1, 1],
        Color::White,
        (12, 0),
    );
    assert!(!pos.can_fly(&rules, Color::White));
    assert_eq!(pos.decision(&rules), Decision::Place);
}

// configs/rules/six.toml: "Six men's morris is traditionally played without flying" (seed 001
// names the six men's game).
#[test]
fn six_men_do_not_fly() {
    let rules = preset("six");
    let game = game_at(
        &rules,
        &["a1", "c2", "e5"],
        &["c1", "a3", "d4", "e3"],
        Color::White,
    );
    assert_eq!(game.position().decision(&rules), Decision::Move);
    assert_eq!(legal(&game), tokens(&["c2-b2", "c2-d2", "e5-c5"]));
}

// ---------------------------------------------------------------------------------------------
// Refused input
// ---------------------------------------------------------------------------------------------

// Seed 004: "Le premier joueur à réduire son adversaire en deux morceaux ... est le gagnant":
// after that nothing more is played.
#[test]
fn a_finished_game_refuses_actions() {
    let rules = preset("three");
    let mut game = start(&rules, "a1 b1 b2 c1 c3 xb1");
    assert!(game.is_over());
    let before = *game.position();
    for token in ["a2", "c1-a2", "xc1", "zz"] {
        let err = game.play_token(token).unwrap_err();
        assert!(
            matches!(&err, MoveError::GameOver { token: t, .. } if t == token),
            "{token}: {err:?}"
        );
    }
    assert_eq!(*game.position(), before);
    assert_eq!(game.actions().len(), 6);
}

// Seed 000: "Solamente una ficha puede ubicarse en un punto": an illegal token is refused with
// the legal ones, and the game is unchanged.
#[test]
fn an_illegal_token_lists_the_legal_ones_and_changes_nothing() {
    let rules = preset("standard");
    let mut game = start(&rules, "d1 a1 d2 a4 d3");
    let before = *game.position();
    let err = game.play_token("g7").unwrap_err();
    assert_eq!(
        err,
        MoveError::Illegal {
            token: "g7".to_string(),
            legal: vec!["xa1".to_string(), "xa4".to_string()],
        }
    );
    assert_eq!(*game.position(), before);
    assert_eq!(game.actions().len(), 5);
    assert_eq!(game.history().len(), 5);
    assert!(matches!(
        game.play_token("d9"),
        Err(MoveError::Malformed { .. })
    ));
    assert_eq!(*game.position(), before);
}
