//! The presets and variants: the seeds' numbers in the presets, the diagonal board, twelve
//! men filling the board, six men's mills and three men's morris.

use super::{draw, game_at, legal, play, preset, start, tokens, win};
use morris_core::game::{Color, Decision, DrawReason, Rules, WinReason};
use std::sync::Arc;

// ---------------------------------------------------------------------------------------------
// The presets say what the seeds say
// ---------------------------------------------------------------------------------------------

// Seed 000: "Cada jugador dispone de 9 fichas"; "Cuando ambos jugadores mueven 50 veces cada uno
// sin que se realice ninguna captura" (= 100 plies); "Cuando se repite 3 veces la misma
// posición"; seed 003: "No se pueden dar saltos"; seed 002: "Un patrón común agrega cuatro
// líneas diagonales".
#[test]
fn presets_carry_the_seed_numbers() {
    let standard = preset("standard");
    let s = standard.spec();
    assert_eq!(
        (s.pieces, s.fly_at, s.no_capture_draw, s.repetition_draw),
        (9, 3, 100, 3)
    );
    assert!(!s.forbid_mill_reform && !s.diagonals);
    assert_eq!(standard.board().points(), 24);
    let alquerque = preset("alquerque");
    assert_eq!(alquerque.spec().fly_at, 0);
    assert!(alquerque.spec().forbid_mill_reform);
    assert!(!alquerque.spec().diagonals);
    assert_eq!(preset("no-flying").spec().fly_at, 0);
    assert!(preset("diagonal").board().diagonals());
    let twelve = preset("twelve");
    assert_eq!((twelve.spec().pieces, twelve.board().points()), (12, 24));
    let six = preset("six");
    assert_eq!((six.spec().pieces, six.board().points()), (6, 16));
    let three = preset("three");
    assert_eq!((three.spec().pieces, three.board().points()), (3, 9));
}

// ---------------------------------------------------------------------------------------------
// The diagonal board
// ---------------------------------------------------------------------------------------------

// Seed 002: "Un patrón común agrega cuatro líneas diagonales adicionales ... Las piezas se
// pueden mover y hacer molinos a lo largo de estas líneas adicionales". Seed 003 (and so the
// standard game): "líneas horizontales o verticales de tres fichas, nunca diagonales".
#[test]
fn diagonal_lines_make_mills_only_on_the_diagonal_board() {
    let moves = "a1 a7 b2 d7 c3";
    for name in ["standard", "alquerque"] {
        let rules = preset(name);
        let game = start(&rules, moves);
        assert_eq!(game.position().side_to_move(), Color::Black, "{name}");
        assert_eq!(game.position().decision(&rules), Decision::Place, "{name}");
    }
    let rules = preset("diagonal");
    let game = start(&rules, moves);
    assert_eq!(game.position().side_to_move(), Color::White);
    assert_eq!(game.position().decision(&rules), Decision::Capture);
    assert_eq!(legal(&game), tokens(&["xa7", "xd7"]));
}

// Seed 002: "Las piezas se pueden mover ... a lo largo de estas líneas adicionales".
#[test]
fn men_move_along_the_diagonals_on_the_diagonal_board() {
    let white = ["b2", "g4", "d6", "a7"];
    let black = ["d2", "b4", "e3", "c5"];
    let straight = [
        "a7-a4", "a7-d7", "d6-b6", "d6-d5", "d6-d7", "d6-f6", "g4-f4", "g4-g1", "g4-g7",
    ];
    let rules = preset("standard");
    let game = game_at(&rules, &white, &black, Color::White);
    assert_eq!(legal(&game), tokens(&straight));

    let rules = preset("diagonal");
    let game = game_at(&rules, &white, &black, Color::White);
    let mut with_diagonals = straight.to_vec();
    with_diagonals.extend(["a7-b6", "b2-a1", "b2-c3"]);
    assert_eq!(legal(&game), tokens(&with_diagonals));
}

// Seed 002: "hacer molinos a lo largo de estas líneas": a move closing a1-b2-c3 captures.
#[test]
fn a_move_closes_a_diagonal_mill_on_the_diagonal_board() {
    let white = ["a1", "c3", "d2", "g7"];
    let black = ["a4", "d7", "f4", "e5"];
    let rules = preset("diagonal");
    let mut game = game_at(&rules, &white, &black, Color::White);
    play(&mut game, "d2-b2");
    assert_eq!(game.position().decision(&rules), Decision::Capture);
    assert_eq!(legal(&game), tokens(&["xa4", "xd7", "xe5", "xf4"]));

    let rules = preset("standard");
    let mut game = game_at(&rules, &white, &black, Color::White);
    play(&mut game, "d2-b2");
    assert_eq!(game.position().side_to_move(), Color::Black);
    assert_eq!(game.position().decision(&rules), Decision::Move);
}

// ---------------------------------------------------------------------------------------------
// Twelve men: a full board
// ---------------------------------------------------------------------------------------------

// Twelve men each on the diagonal board, no mill at any time: the 24 points are full when
// placement ends.
const TWELVE_WHITE: [&str; 12] = [
    "d1", "b2", "f2", "d3", "c4", "f4", "g4", "d5", "e5", "b6", "d6", "a7",
];
const TWELVE_BLACK: [&str; 12] = [
    "a1", "g1", "d2", "c3", "e3", "a4", "b4", "e4", "c5", "f6", "d7", "g7",
];

fn twelve_moves() -> Vec<String> {
    TWELVE_WHITE
        .iter()
        .zip(TWELVE_BLACK)
        .flat_map(|(w, b)| [w.to_string(), b.to_string()])
        .collect()
}

// Seed 001 names "el Juego del molino ... de 12 hombres"; configs/rules/twelve.toml: "The usual
// twelve men's rule: a board filled by placement is a draw".
#[test]
fn twelve_men_fill_the_board_and_draw() {
    let rules = preset("twelve");
    let moves = twelve_moves();
    let mut game = start(&rules, &moves[..23].join(" "));
    assert_eq!(game.outcome(), None);
    assert_eq!(legal(&game), tokens(&["g7"]));
    play(&mut game, &moves[23]);
    assert_eq!(game.position().occupied(), rules.board().all());
    assert_eq!(game.position().side_to_move(), Color::White);
    assert_eq!(game.outcome(), draw(DrawReason::FullBoard));
    assert!(legal(&game).is_empty());
}

// configs/rules/standard.toml: full_board = "loss" "treats it like any blocked position (the
// player to move loses)"; seed 000: "no pueda realizar ningún movimiento por tener todas las
// fichas bloqueadas".
#[test]
fn twelve_men_full_board_as_a_loss_for_the_player_to_move() {
    let text = morris_core::game::PRESETS
        .iter()
        .find(|p| p.0 == "twelve")
        .expect("the twelve preset")
        .1;
    let mut spec: String = text
        .lines()
        .filter(|l| !l.trim_start().starts_with("full_board"))
        .flat_map(|l| [l, "\n"])
        .collect();
    assert!(text.contains("\nfull_board = \"draw\"\n"));
    assert!(!spec.contains("full_board"));
    spec.push_str("full_board = \"loss\"\n");
    let rules = Arc::new(Rules::parse(&spec, "twelve with full_board = loss").unwrap());
    assert_eq!(rules.spec().pieces, 12);
    let game = start(&rules, &twelve_moves().join(" "));
    assert_eq!(game.outcome(), win(Color::Black, WinReason::Blocked));
    assert!(legal(&game).is_empty());
}

// ---------------------------------------------------------------------------------------------
// Six and three men
// ---------------------------------------------------------------------------------------------

// Seed 001 names "el Juego del molino de 3 hombres, de 6 hombres"; configs/rules/six.toml:
// "Mills are the squares' sides; the short lines joining the midpoints only connect".
#[test]
fn six_men_mills_are_only_the_squares_sides() {
    let rules = preset("six");
    // c1 c2 c4 c5 in a column: the two-point lines c1-c2 and c4-c5 make no mill.
    let mut game = start(&rules, "c1 a3 c2 e3 c4 a5 c5");
    assert_eq!(game.position().side_to_move(), Color::Black);
    assert_eq!(game.position().decision(&rules), Decision::Place);
    // b2-c2-d2, a side of the inner square, is a mill.
    play(&mut game, "d4 b2 e1 d2");
    assert_eq!(game.position().side_to_move(), Color::White);
    assert_eq!(game.position().decision(&rules), Decision::Capture);
    assert_eq!(legal(&game), tokens(&["xa3", "xa5", "xd4", "xe1", "xe3"]));
    // The two-point line still joins c1 to c2 for moving.
    let game = game_at(
        &rules,
        &["c1", "a3", "e5"],
        &["a1", "e1", "b3", "d4"],
        Color::White,
    );
    assert_eq!(game.position().decision(&rules), Decision::Move);
    assert_eq!(legal(&game), tokens(&["a3-a5", "c1-c2", "e5-c5", "e5-e3"]));
}

// configs/rules/three.toml: "Closing any mill captures a man, which leaves the opponent two:
// the first mill wins, as in the traditional game" (seed 001 names the 3 men's game; seed 000:
// "reducir el número de fichas del oponente a menos de tres").
#[test]
fn three_men_the_first_mill_wins() {
    let rules = preset("three");
    assert!(rules.board().diagonals());
    let mut game = start(&rules, "a1 b1 b2 c1 c3");
    assert_eq!(game.position().decision(&rules), Decision::Capture);
    assert_eq!(legal(&game), tokens(&["xb1", "xc1"]));
    play(&mut game, "xb1");
    assert_eq!(game.position().men_left(Color::Black), 2);
    assert_eq!(game.outcome(), win(Color::White, WinReason::FewerThanThree));
    assert!(legal(&game).is_empty());
}

// configs/rules/three.toml: "With three men from the start, flying would make every move a
// flight" (fly_at = 0): men slide along the rows, columns and two diagonals, and a mill closed
// by a move wins too.
#[test]
fn three_men_move_along_the_lines_and_a_mill_by_moving_wins() {
    let rules = preset("three");
    let mut game = start(&rules, "b2 a1 c1 a3 a2 c3");
    assert_eq!(game.position().side_to_move(), Color::White);
    assert_eq!(game.position().decision(&rules), Decision::Move);
    assert_eq!(
        legal(&game),
        tokens(&["b2-b1", "b2-b3", "b2-c2", "c1-b1", "c1-c2"])
    );
    play(&mut game, "c1-c2");
    assert_eq!(game.position().decision(&rules), Decision::Capture);
    assert_eq!(legal(&game), tokens(&["xa1", "xa3", "xc3"]));
    play(&mut game, "xc3");
    assert_eq!(game.outcome(), win(Color::White, WinReason::FewerThanThree));
}
