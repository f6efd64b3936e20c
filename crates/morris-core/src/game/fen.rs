//! Sanmill's FEN, the exchange format of Nine Men's Morris programs, for the 24-point board
//! (with or without diagonals): written by `Position::fen`, read by `Position::parse`. The
//! fields follow Sanmill's `Position::fen` and `Position::set` (src/position.cpp, and
//! `export_fen`/`set_from_fen` in its Rust port): seventeen words, then extensions.
//!
//! | # | field | here |
//! |---|-------|------|
//! | 1 | the board: the inner, middle and outer ring, `/` between them, each ring's eight points from 12 o'clock clockwise (inner d5 e5 e4 e3 d3 c3 c4 c5, middle d6 f6 f4 f2 d2 b2 b4 b6, outer d7 g7 g4 g1 d1 a1 a4 a7); `O` white, `@` black, `*` empty | `X` (Sanmill's mark where a man was captured during placement) is refused |
//! | 2 | side to move, `w` or `b` | |
//! | 3 | phase: `r` ready, `p` placing, `m` moving, `o` game over | written `p` while the side to move has men in hand or captures right after the last placement, else `m`; read and checked, `o` accepted as it is |
//! | 4 | action: `p` place, `s` select a man to move, `r` remove | checked; `?` (none) accepted |
//! | 5-8 | White's men on the board and in hand, then Black's | the counts on the board must match field 1 |
//! | 9-10 | captures pending for White and for Black | only the side to move's may be non-zero; a negative count (remove one's own man) is refused; action `r` with both 0 is one capture, as Sanmill reads it |
//! | 11-14 | the last mill's from and to point, White's then Black's | under `forbid_mill_reform` the ban, written as the move it forbids (from BACK to AT, which Sanmill's `restrictRepeatedMillsFormation` forbids too); otherwise written as none and not read |
//! | 15 | Sanmill's bit set of formed mills (its rule that a mill works once) | written 0, not read |
//! | 16 | plies since the last placement or capture | the quiet plies |
//! | 17 | the full-move number, from 1, counting every decision as a ply | read as the larger of 2 (N - 1) + (1 if Black is to move) and the fewest plies that reach the position |
//! | 18+ | extensions | `ids:nodes` written; `p:` (a preferred capture) ignored; `c:`, `i:`, `l:`, `s:` (custodian, intervention and leap captures, stalemate removal) refused |
//!
//! Fields 11-14 name points by node id (the point's place in field 1, 0-23, -1 for none) when
//! `ids:nodes` is given, as Sanmill writes today; without it, by Sanmill's older square ids (the
//! node id plus 8, 0 for none), and -1 is read as none too.
//!
//! ```
//! use morris_core::game::{Position, Rules};
//!
//! let rules = Rules::preset("standard").unwrap();
//! let fen = "@@******/**@*****/***O*O*O w m s 3 0 3 0 0 0 -1 -1 -1 -1 0 0 1";
//! let pos = Position::parse(&rules, fen).unwrap();
//! assert_eq!(pos.text(&rules).to_string(), "white a1 g1 a7 | black f4 d5 e5 | white to fly");
//! // Move 1 cannot follow 18 placements and 12 captures: the ply reads as 30, move 16.
//! let written = "@@******/**@*****/***O*O*O w m s 3 0 3 0 0 0 -1 -1 -1 -1 0 0 16 ids:nodes";
//! assert_eq!(pos.fen(&rules).as_deref(), Some(written));
//! ```
//!
//! Files: `write` (`Position::fen`), `read` (`parse_fen`, which `Position::parse` calls); this
//! file holds what both share: the board field's order of points and the action letter.

mod read;
mod write;

pub(crate) use read::parse_fen;

use super::board::{BoardKind, Point};
use super::position::Position;
use super::position_text::PositionError;
use super::rules::Rules;

/// The 24 points in the order of the board field.
const ORDER: [&str; 24] = [
    "d5", "e5", "e4", "e3", "d3", "c3", "c4", "c5", "d6", "f6", "f4", "f2", "d2", "b2", "b4", "b6",
    "d7", "g7", "g4", "g1", "d1", "a1", "a4", "a7",
];

const NODE_IDS: &str = "ids:nodes";

/// The board's points in FEN order, or why FEN does not fit the rules' board.
fn points(rules: &Rules) -> Result<[Point; 24], PositionError> {
    let board = rules.board();
    if board.kind() != BoardKind::Nine {
        return Err(PositionError::FenBoard {
            board: board.kind(),
        });
    }
    Ok(ORDER.map(|name| {
        board
            .point(name)
            .expect("the 24-point board has every point")
    }))
}

/// The action letter that a position's decision shows.
fn action_letter(pos: &Position) -> &'static str {
    if pos.pending_captures() > 0 {
        "r"
    } else if pos.in_hand(pos.side_to_move()) > 0 {
        "p"
    } else {
        "s"
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::position_text::tests::set;
    use crate::game::{Color, DrawReason, Game, Outcome};
    use std::sync::Arc;

    fn rules(name: &str) -> Arc<Rules> {
        Arc::new(Rules::preset(name).unwrap())
    }

    /// FENs written by hand from the ring order, with the men they place, the side to move,
    /// its decision and the captures pending.
    #[test]
    fn hand_written_fens_place_the_men_they_show() {
        let cases = [
            // The issue's example.
            (
                "standard",
                "@@******/**@*****/***O*O*O w m s 3 0 3 0 0 0 -1 -1 -1 -1 0 0 1",
                "g1 a1 a7",
                "d5 e5 f4",
                Color::White,
                "fly",
                0,
            ),
            (
                "standard",
                "********/********/******O* b p p 1 8 0 9 0 0 -1 -1 -1 -1 0 0 1 ids:nodes",
                "a4",
                "",
                Color::Black,
                "place",
                0,
            ),
            (
                "standard",
                "********/@OOOO*@*/**@***** w p r 4 5 3 6 1 0 -1 -1 -1 -1 0 0 4 ids:nodes",
                "f6 f4 f2 d2",
                "d6 b4 g4",
                Color::White,
                "capture",
                1,
            ),
            // Sanmill's older square ids, 0 for none.
            (
                "standard",
                "O*******/********/******** b p p 1 8 0 9 0 0 0 0 0 0 0 0 1",
                "d5",
                "",
                Color::Black,
                "place",
                0,
            ),
            (
                "standard",
                "*@*@*@**/OOO*O***/O*O***** b m s 6 0 3 0 0 0 -1 -1 -1 -1 0 20 31",
                "d6 f6 f4 d2 d7 g4",
                "e5 e3 c3",
                Color::Black,
                "fly",
                0,
            ),
            // Black's last placement closed a mill: placing phase, a removal due.
            (
                "standard",
                "OOOO@@@@/OOOOO@@*/@@*****@ b p r 9 0 9 0 0 1 -1 -1 -1 -1 0 0 10",
                "d5 e5 e4 e3 d6 f6 f4 f2 d2",
                "d3 c3 c4 c5 b2 b4 d7 g7 a7",
                Color::Black,
                "capture",
                1,
            ),
            (
                "twelve",
                "OOOOOOOO/@@@@@@@@/OOOO@@@@ w m s 12 0 12 0 0 0 -1 -1 -1 -1 0 0 13",
                "d5 e5 e4 e3 d3 c3 c4 c5 d7 g7 g4 g1",
                "d6 f6 f4 f2 d2 b2 b4 b6 d1 a1 a4 a7",
                Color::White,
                "move",
                0,
            ),
            (
                "alquerque",
                "********/@@**O*O*/*@***O*O b m s 4 0 3 0 0 0 22 14 -1 -1 0 3 20 ids:nodes",
                "d2 b4 a1 a7",
                "d6 f6 g7",
                Color::Black,
                "move",
                0,
            ),
        ];
        for (preset, fen, white, black, side, decision, pending) in cases {
            let rules = rules(preset);
            let pos = Position::parse(&rules, fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
            assert_eq!(pos.men(Color::White), set(&rules, white), "{fen}");
            assert_eq!(pos.men(Color::Black), set(&rules, black), "{fen}");
            assert_eq!(pos.side_to_move(), side, "{fen}");
            assert_eq!(pos.decision(&rules).name(), decision, "{fen}");
            assert_eq!(pos.pending_captures(), pending, "{fen}");
            // What the engine writes reads back to the same position and the same text.
            let written = pos.fen(&rules).unwrap();
            let again = Position::parse(&rules, &written).unwrap();
            assert_eq!((again.key(), again.fen(&rules)), (pos.key(), Some(written)));
        }
        // The full board of twelve men's morris is a draw; the ban reads under alquerque only.
        let twelve = rules("twelve");
        let full = Position::parse(&twelve, cases[6].1).unwrap();
        assert_eq!(
            full.outcome(&twelve, std::iter::empty()),
            Some(Outcome::Draw(DrawReason::FullBoard))
        );
        let alquerque = rules("alquerque");
        let ban = set(&alquerque, "b4").trailing_zeros() as Point;
        let back = set(&alquerque, "a4").trailing_zeros() as Point;
        let pos = Position::parse(&alquerque, cases[7].1).unwrap();
        assert_eq!(pos.reform_ban(Color::White), Some((ban, back)));
        let legacy = cases[7]
            .1
            .replace("22 14", "30 22")
            .replace(" ids:nodes", "");
        assert_eq!(Position::parse(&alquerque, &legacy), Ok(pos));
        let pos = Position::parse(&rules("standard"), cases[7].1).unwrap();
        assert_eq!(pos.reform_ban(Color::White), None);
    }

    /// Sanmill's own expected FENs after these moves (tgf-mill, rules/tests.rs,
    /// `applied_uci_sequences_export_node_id_fen_snapshots`): the engine writes the same.
    #[test]
    fn the_engine_writes_what_sanmill_writes() {
        let rules = rules("standard");
        for (moves, fen) in [
            (
                "a4",
                "********/********/******O* b p p 1 8 0 9 0 0 -1 -1 -1 -1 0 0 1 ids:nodes",
            ),
            (
                "a4 g7",
                "********/********/*@****O* w p p 1 8 1 8 0 0 -1 -1 -1 -1 0 0 2 ids:nodes",
            ),
            (
                "a4 g7 d7 a1 g1 d1",
                "********/********/O@*O@@O* w p p 3 6 3 6 0 0 -1 -1 -1 -1 0 0 4 ids:nodes",
            ),
            (
                "d2 d6 f4 b4 f2 g4 f6",
                "********/@OOOO*@*/**@***** w p r 4 5 3 6 1 0 -1 -1 -1 -1 0 0 4 ids:nodes",
            ),
            (
                "d7 a1 g7 d1 a7",
                "********/********/OO**@@*O w p r 3 6 2 7 1 0 -1 -1 -1 -1 0 0 3 ids:nodes",
            ),
        ] {
            let game = Game::from_tokens(rules.clone(), moves).unwrap();
            assert_eq!(game.position().fen(&rules).as_deref(), Some(fen), "{moves}");
            assert_eq!(
                Position::parse(&rules, fen).as_ref(),
                Ok(game.position()),
                "{moves}"
            );
        }
    }

    #[test]
    fn bad_fen_names_the_field() {
        let standard = rules("standard");
        let good = "@@******/**@*****/***O*O*O w m s 3 0 3 0 0 0 -1 -1 -1 -1 0 0 1";
        let with = |i: usize, word: &str| {
            let mut words: Vec<&str> = good.split(' ').collect();
            words[i] = word;
            words.join(" ")
        };
        for (fen, expected) in [
            (
                "@@******/**@*****/***O*O*O w m s".to_string(),
                "white on board: missing",
            ),
            (
                with(0, "@@*****/**@*****/***O*O*O"),
                "board: '@@*****/**@*****/***O*O*O' is not three rings",
            ),
            (
                with(0, "@@****X*/**@*****/***O*O*O"),
                "board: 'X', a point marked by a capture during placement, is a Sanmill rule",
            ),
            (
                with(0, "@@****Q*/**@*****/***O*O*O"),
                "board: 'Q' is not O (white)",
            ),
            (with(1, "x"), "side: 'x' is not w or b"),
            (with(2, "z"), "phase: 'z' is not r, p, m or o"),
            (with(3, "q"), "action: 'q' is not p, s or r"),
            (with(3, "p"), "action: 'p', but white is to fly here: 's'"),
            (
                with(4, "4"),
                "white on board: 4, but the board shows 3 white men",
            ),
            (with(5, "x"), "white in hand: 'x' is not a number"),
            (
                with(8, "-1"),
                "white captures: -1: removing one's own man is a Sanmill rule",
            ),
            (
                with(9, "1"),
                "black captures: 1, but only the side to move (white)",
            ),
            (
                with(10, "9"),
                "white last mill to: the last mill needs both points",
            ),
            (
                with(12, "40"),
                "black last mill from: '40' is not a square id from 8 to 31",
            ),
            (
                format!("{} ids:nodes", with(10, "30")),
                "white last mill from: '30' is not a node id from 0 to 23",
            ),
            (with(14, "-"), "mills: '-' is not a number"),
            (with(15, "101"), "rule50: 101 is past the no-capture draw"),
            (with(16, "x"), "full move: 'x' is not a move number"),
            (
                format!("{good} c:w-1-3|b-0-"),
                "extension: 'c:w-1-3|b-0-': custodian capture is a Sanmill rule",
            ),
            (format!("{good} frob"), "extension: 'frob' is not ids:nodes"),
            (
                "********/********/******O* w m s 1 8 0 9 0 0 -1 -1 -1 -1 0 0 1".to_string(),
                "in hand: white has 8 in hand and black 9",
            ),
            (
                "********/********/******O* b m p 1 8 0 9 0 0 -1 -1 -1 -1 0 0 1".to_string(),
                "phase: 'm', but black has 9 men in hand: 'p'",
            ),
            (
                "********/@*OOO***/**@***** w p r 3 6 2 7 0 0 -1 -1 -1 -1 0 0 1".to_string(),
                "captures: white to capture 1, but white has no mill",
            ),
        ] {
            let err = Position::parse(&standard, &fen).unwrap_err().to_string();
            assert!(err.starts_with(expected), "{fen}: {err}");
        }
        let err = Position::parse(&rules("three"), good).unwrap_err();
        assert_eq!(
            err,
            PositionError::FenBoard {
                board: BoardKind::Three
            }
        );
        assert_eq!(Position::start(&rules("six")).fen(&rules("six")), None);
    }
}
