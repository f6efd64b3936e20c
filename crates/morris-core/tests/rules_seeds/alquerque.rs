//! Seed 003's alquerque preset: no moving straight back into the mill, for one turn, while
//! another man can move, never leaving a player without a move, and allowed when the move back
//! no longer closes the mill.

use super::{game_at, legal, play, point, preset, tokens};
use morris_core::game::{Color, Decision, Game, MoveError};

// ---------------------------------------------------------------------------------------------
// Seed 003: no moving straight back into the mill (alquerque preset)
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
