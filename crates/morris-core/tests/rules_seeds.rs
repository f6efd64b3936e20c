//! One test (or a few) per rule and variant, each taken from the rule texts in
//! ../shared/seeds/*.txt: the seed number and a short quote sit above every test. Positions
//! are written as lists of point names, so a test reads like the rule it checks; every
//! assertion compares exact legal-action lists or outcomes.

use morris_core::game::{
    Color, Decision, DrawReason, Game, MoveError, Outcome, Point, Position, Rules, WinReason,
};
use std::sync::Arc;

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

fn preset(name: &str) -> Arc<Rules> {
    Arc::new(Rules::preset(name).unwrap_or_else(|e| panic!("{e}")))
}

/// A preset with some options changed (`extra` holds TOML lines that replace the preset's).
fn preset_with(name: &str, extra: &str) -> Arc<Rules> {
    let text = morris_core::game::PRESETS
        .iter()
        .find(|p| p.0 == name)
        .unwrap_or_else(|| panic!("no preset {name}"))
        .1;
    let overridden: Vec<&str> = extra
        .lines()
        .filter_map(|l| l.split_once('=').map(|(k, _)| k.trim()))
        .collect();
    let mut out: String = text
        .lines()
        .filter(|l| {
            !overridden
                .iter()
                .any(|k| l.split_once('=').is_some_and(|(lk, _)| lk.trim() == *k))
        })
        .flat_map(|l| [l, "\n"])
        .collect();
    out.push_str(extra);
    out.push('\n');
    Arc::new(Rules::parse(&out, "test").unwrap_or_else(|e| panic!("{e}")))
}

fn point(rules: &Rules, name: &str) -> Point {
    rules.board().point(name).unwrap_or_else(|| {
        panic!(
            "{name} is not a point of the {} board",
            rules.board().kind()
        )
    })
}

fn bits(rules: &Rules, names: &[&str]) -> u32 {
    names.iter().fold(0, |set, n| set | 1 << point(rules, n))
}

/// A position from lists of point names, with no pending capture, no mill-reform ban and
/// the counters given as (ply, plies without capture or placement).
fn position_with(
    rules: &Rules,
    white: &[&str],
    black: &[&str],
    in_hand: [u8; 2],
    side: Color,
    counters: (u16, u16),
) -> Position {
    let (w, b) = (bits(rules, white), bits(rules, black));
    assert_eq!(w.count_ones() as usize, white.len(), "duplicate white men");
    assert_eq!(b.count_ones() as usize, black.len(), "duplicate black men");
    assert_eq!(w & b, 0, "a point holds two men");
    Position::from_parts([w, b], in_hand, side, 0, counters, [None, None])
}

/// A game in the movement phase (every man placed) from lists of point names.
fn game_at(rules: &Arc<Rules>, white: &[&str], black: &[&str], side: Color) -> Game {
    let pos = position_with(rules, white, black, [0, 0], side, (40, 0));
    Game::from_position(rules.clone(), pos)
}

/// The legal actions as tokens, sorted.
fn legal(game: &Game) -> Vec<String> {
    let mut out: Vec<String> = game
        .legal_actions()
        .iter()
        .map(|&a| game.token(a))
        .collect();
    out.sort();
    out
}

/// A list of tokens, sorted.
fn tokens(list: &[&str]) -> Vec<String> {
    let mut out: Vec<String> = list.iter().map(ToString::to_string).collect();
    out.sort();
    out
}

/// Plays whitespace-separated tokens, panicking with the token that fails.
fn play(game: &mut Game, moves: &str) {
    for token in moves.split_whitespace() {
        game.play_token(token)
            .unwrap_or_else(|e| panic!("{token}: {e}"));
    }
}

fn start(rules: &Arc<Rules>, moves: &str) -> Game {
    Game::from_tokens(rules.clone(), moves).unwrap_or_else(|(i, e)| panic!("move {i}: {e}"))
}

/// Every flight of `men` to an empty point, as tokens, sorted.
fn all_flights(rules: &Rules, men: &[&str], occupied: &[&str]) -> Vec<String> {
    let board = rules.board();
    let mut out = Vec::new();
    for from in men {
        for p in 0..board.points() as Point {
            let to = board.name(p);
            if !occupied.contains(&to) {
                out.push(format!("{from}-{to}"));
            }
        }
    }
    out.sort();
    out
}

#[allow(clippy::unnecessary_wraps)] // compared with `Game::outcome()`
fn win(winner: Color, reason: WinReason) -> Option<Outcome> {
    Some(Outcome::Win { winner, reason })
}

#[allow(clippy::unnecessary_wraps)] // compared with `Game::outcome()`
fn draw(reason: DrawReason) -> Option<Outcome> {
    Some(Outcome::Draw(reason))
}

const ALL_NINE: [&str; 24] = [
    "a1", "d1", "g1", "b2", "d2", "f2", "c3", "d3", "e3", "a4", "b4", "c4", "e4", "f4", "g4", "c5",
    "d5", "e5", "b6", "d6", "f6", "a7", "d7", "g7",
];

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
// 1. Placement, then movement along the lines
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
// 2. Mills and captures
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
// 3. Re-forming a mill captures again
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
// 4. Seed 003: no moving straight back into the mill (alquerque preset)
// ---------------------------------------------------------------------------------------------

// Seed 003: "Pueden moverse fichas que formen parte de un molino, pero en el siguiente turno el
// jugador no podrá regresarlo al mismo sitio para volver a formar de nuevo el molino. Antes
// tendrá que mover otra ficha".
#[test]
fn alquerque_forbids_moving_straight_back_into_the_mill() {
    let rules = preset("alquerque");
    let white = ["a1", "d1", "g1", "b6"];
    let black = ["c4", "b4", "e5", "f4", "g7"];
    let mut game = game_at(&rules, &white, &black, Color::White);
    play(&mut game, "d1-d2");
    assert_eq!(
        game.position().reform_ban(Color::White),
        Some((point(&rules, "d2"), point(&rules, "d1")))
    );
    play(&mut game, "c4-c3");
    // Everything but d2-d1; the mill's other men may still step into d1.
    assert_eq!(
        legal(&game),
        tokens(&[
            "a1-a4", "a1-d1", "b6-d6", "d2-b2", "d2-d3", "d2-f2", "g1-d1", "g1-g4"
        ])
    );
    let before = *game.position();
    let Err(MoveError::Illegal { token, legal: l }) = game.play_token("d2-d1") else {
        panic!("d2-d1 must be refused")
    };
    assert_eq!(token, "d2-d1");
    assert!(!l.contains(&"d2-d1".to_string()) && l.contains(&"d2-d3".to_string()));
    assert_eq!(*game.position(), before);
}

// Seed 003: "en el siguiente turno" (only the next turn): "Antes tendrá que mover otra ficha"
// and then the man may go back and the mill captures again.
#[test]
fn alquerque_ban_lasts_one_turn() {
    let rules = preset("alquerque");
    let white = ["a1", "d1", "g1", "b6"];
    let black = ["c4", "b4", "e5", "f4", "g7"];
    let mut game = game_at(&rules, &white, &black, Color::White);
    play(&mut game, "d1-d2 c4-c3 b6-d6");
    assert_eq!(game.position().reform_ban(Color::White), None);
    play(&mut game, "c3-c4");
    assert_eq!(
        legal(&game),
        tokens(&[
            "a1-a4", "a1-d1", "d2-b2", "d2-d1", "d2-d3", "d2-f2", "d6-b6", "d6-d5", "d6-d7",
            "d6-f6", "g1-d1", "g1-g4"
        ])
    );
    play(&mut game, "d2-d1");
    assert_eq!(game.position().decision(&rules), Decision::Capture);
    assert_eq!(legal(&game), tokens(&["xb4", "xc4", "xe5", "xf4", "xg7"]));
}

// Seed 003: "Antes tendrá que mover otra ficha, a menos que no le queden más fichas." The man
// that left (now on d2) is boxed in and White has no other men but the mill's two ends: they
// can step into d1, and those are the "otra ficha" the seed requires, so d2-d1 stays banned.
// (The engine reads the exception as "unless the move back is the only legal move". That never
// happens: a mill's points are consecutive on its line, so one of the mill's other men stands
// next to the vacated point and can always step into it; see the next test.)
#[test]
fn alquerque_ban_holds_while_another_man_can_move() {
    let white = ["a1", "d1", "g1"];
    let black = ["a4", "g4", "b2", "f2", "d3", "e5"];
    let rules = preset("alquerque");
    let mut game = game_at(&rules, &white, &black, Color::White);
    assert_eq!(legal(&game), tokens(&["d1-d2"]));
    play(&mut game, "d1-d2 e5-e4");
    assert_eq!(
        game.position().reform_ban(Color::White),
        Some((point(&rules, "d2"), point(&rules, "d1")))
    );
    assert_eq!(legal(&game), tokens(&["a1-d1", "g1-d1"]));
    // Without the ban (no-flying: the same game but for seed 003's rule) it is allowed, as
    // seed 004's note says.
    let rules = preset("no-flying");
    let mut game = game_at(&rules, &white, &black, Color::White);
    play(&mut game, "d1-d2 e5-e4");
    assert_eq!(legal(&game), tokens(&["a1-d1", "d2-d1", "g1-d1"]));
}

// Seed 003: "Antes tendrá que mover otra ficha, a menos que no le queden más fichas": the ban
// never leaves a player without a move. Pseudo-random alquerque games: whenever a ban is in
// force, the move back is missing exactly when it would re-form a mill, and a player with no
// legal action is always one whose game is over.
#[test]
fn alquerque_ban_never_leaves_a_player_without_a_move() {
    let rules = preset("alquerque");
    let board = rules.board();
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = move |n: usize| {
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (seed >> 33) as usize % n
    };
    let mut dropped = 0;
    for _ in 0..300 {
        let mut game = Game::new(rules.clone());
        loop {
            let pos = *game.position();
            let actions = game.legal_actions();
            assert_eq!(actions.is_empty(), game.outcome().is_some());
            if actions.is_empty() {
                break;
            }
            let side = pos.side_to_move();
            if let (Some((at, back)), Decision::Move) = (pos.reform_ban(side), pos.decision(&rules))
            {
                let men = pos.men(side);
                let generated = men & 1 << at != 0 && pos.occupied() & 1 << back == 0;
                let back_move = morris_core::game::Action::Move { from: at, to: back };
                let closes = board.in_mill(men ^ (1 << at) ^ (1 << back), back);
                if generated {
                    assert_eq!(actions.contains(&back_move), !closes);
                    if closes {
                        dropped += 1;
                    }
                }
            }
            game.play_unchecked(actions[next(actions.len())]);
        }
    }
    assert!(dropped > 0, "no game met the ban");
}

// Seed 003: "no podrá regresarlo al mismo sitio para volver a formar de nuevo el molino": only
// the return that re-forms the mill is banned. When the opponent has meanwhile taken one of the
// mill's men, the move back closes nothing and is allowed.
#[test]
fn alquerque_move_back_is_allowed_when_it_no_longer_closes_the_mill() {
    let rules = preset("alquerque");
    let white = ["a1", "d1", "g1", "b6", "f6"];
    let black = ["a7", "b4", "c4", "e5", "g7"];
    let mut game = game_at(&rules, &white, &black, Color::White);
    play(&mut game, "d1-d2");
    // Black closes a4-b4-c4 and takes a1: the mill a1-d1-g1 can no longer be re-formed.
    play(&mut game, "a7-a4");
    assert_eq!(game.position().decision(&rules), Decision::Capture);
    play(&mut game, "xa1");
    assert_eq!(
        game.position().reform_ban(Color::White),
        Some((point(&rules, "d2"), point(&rules, "d1")))
    );
    assert_eq!(
        legal(&game),
        tokens(&[
            "b6-d6", "d2-b2", "d2-d1", "d2-d3", "d2-f2", "f6-d6", "f6-f4", "g1-d1", "g1-g4"
        ])
    );
    play(&mut game, "d2-d1");
    assert_eq!(game.position().side_to_move(), Color::Black);
}

// ---------------------------------------------------------------------------------------------
// 5. Flying
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
// 6. The end: two men, or blocked
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
// 7. Draws
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

// ---------------------------------------------------------------------------------------------
// 8. The diagonal board
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
// 9. Twelve men: a full board
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
// 10. Six and three men
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

// ---------------------------------------------------------------------------------------------
// 11. Captures per mill
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

// ---------------------------------------------------------------------------------------------
// 12. Refused input
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
