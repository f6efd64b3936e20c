//! Positions as text: the project's own notation, one line for any board and rules, written by
//! `Position::text` and read by `Position::parse` (which also reads Sanmill's FEN, see `fen`).
//! Reading checks the text against the rules, so a position read from text holds every
//! invariant that playing from the start would give it; errors name the field.
//!
//! ```
//! use morris_core::game::{Game, Position, Rules};
//! use std::sync::Arc;
//!
//! let rules = Arc::new(Rules::preset("standard").unwrap());
//! let game = Game::from_tokens(rules.clone(), "d1 a1 d2 a4 d3").unwrap();
//! let text = game.position().text(&rules).to_string();
//! assert_eq!(text, "white d1 d2 d3 hand 6 | black a1 a4 hand 7 | white to capture 1");
//! assert_eq!(Position::parse(&rules, &text).as_ref(), Ok(game.position()));
//!
//! let text = "white a1 g1 a7 | black f4 d5 e5 | white to fly | quiet 12 | ply 60";
//! let endgame = Position::parse(&rules, text).unwrap();
//! assert_eq!((endgame.quiet_plies(), endgame.ply()), (12, 60));
//! let err = Position::parse(&rules, "white hand 9 | black hand 9 | white to fly").unwrap_err();
//! assert_eq!(err.to_string(), "turn: white to fly, but this position is white to place");
//! ```
//!
//! Fields are separated by `|`; the first three are required, in this order:
//!
//! | field | meaning |
//! |-------|---------|
//! | `white POINTS [hand N]` | the points of White's men (written in point order, read in any), then the men still in hand if there are any |
//! | `black POINTS [hand N]` | the same for Black |
//! | `COLOUR to VERB` | the side to move and its decision: `place`, `move` or `fly` (written as the decision is; `move` is read for any of the three), or `capture N` with N captures pending after closing a mill |
//! | `ban COLOUR AT-BACK` | only under `forbid_mill_reform`: COLOUR's last move took the man now on AT out of a mill at BACK, so its next turn may not play AT-BACK to close that mill again (one field per colour with a ban) |
//! | `quiet N` | plies since the last placement or capture, which the no-capture draw counts; 0 when left out |
//! | `ply N` | decisions since the start, which the ply cap counts; left out, the fewest that reach the position (its placements, captures and quiet plies) |
//!
//! Point names are those of the board (`a1`, `d7`, ...); case does not matter. A position read
//! from text has no history: the repetition rule counts its occurrences from there.
//!
//! Files: `read` (reading the notation), `check` (holding what was read against the rules);
//! this file holds the error, the writing (`PositionText`) and `Position::text` and `parse`.

mod check;
mod read;

pub(crate) use check::{Parts, Ply, checked};
pub(crate) use read::number;

use super::board::BoardKind;
use super::color::Color;
use super::position::{Position, points_of};
use super::rules::Rules;
use check::fewest_plies;
use read::parse_text;
use std::fmt;
use thiserror::Error;

/// Text that does not describe a position the rules can reach. `field` names the part of the
/// text at fault.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PositionError {
    /// A required field is not there.
    #[error("{field}: missing; expected {expected}")]
    Missing {
        field: &'static str,
        expected: String,
    },
    /// A word that does not read as what the field holds there.
    #[error("{field}: '{found}' is not {expected}")]
    Malformed {
        field: &'static str,
        found: String,
        expected: String,
    },
    /// A point the board does not have.
    #[error("{field}: '{name}' is not a point of the {board} board ({first}..{last})")]
    UnknownPoint {
        field: &'static str,
        name: String,
        board: BoardKind,
        first: String,
        last: String,
    },
    /// Readable, but no game under these rules reaches it.
    #[error("{field}: {reason}")]
    Impossible { field: &'static str, reason: String },
    /// FEN for rules played on another board.
    #[error(
        "Sanmill's FEN describes the 24-point board, and these rules play on the {board} board; \
         use the position notation"
    )]
    FenBoard { board: BoardKind },
}

impl PositionError {
    pub(crate) fn missing(field: &'static str, expected: &str) -> PositionError {
        let expected = expected.to_string();
        PositionError::Missing { field, expected }
    }

    pub(crate) fn malformed(field: &'static str, found: &str, expected: &str) -> PositionError {
        let (found, expected) = (found.to_string(), expected.to_string());
        PositionError::Malformed {
            field,
            found,
            expected,
        }
    }
}

/// A position in the project's notation (see the module's documentation).
#[derive(Clone, Copy, Debug)]
pub struct PositionText<'a> {
    rules: &'a Rules,
    position: &'a Position,
}

impl fmt::Display for PositionText<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (rules, pos) = (self.rules, self.position);
        let board = rules.board();
        for c in Color::ALL {
            let separator = if c == Color::White { "" } else { " | " };
            write!(f, "{separator}{c}")?;
            for p in points_of(pos.men(c)) {
                write!(f, " {}", board.name(p))?;
            }
            if pos.in_hand(c) > 0 {
                write!(f, " hand {}", pos.in_hand(c))?;
            }
        }
        let side = pos.side_to_move();
        write!(f, " | {side} to {}", pos.decision(rules).name())?;
        if pos.pending_captures() > 0 {
            write!(f, " {}", pos.pending_captures())?;
        }
        for c in Color::ALL {
            if let Some((at, back)) = pos.reform_ban(c) {
                write!(f, " | ban {c} {}-{}", board.name(at), board.name(back))?;
            }
        }
        if pos.quiet_plies() > 0 {
            write!(f, " | quiet {}", pos.quiet_plies())?;
        }
        let men = [pos.men(Color::White), pos.men(Color::Black)];
        let hands = [pos.in_hand(Color::White), pos.in_hand(Color::Black)];
        if u32::from(pos.ply()) != fewest_plies(rules, men, hands, pos.quiet_plies()) {
            write!(f, " | ply {}", pos.ply())?;
        }
        Ok(())
    }
}

impl Position {
    /// The position in the project's notation, for `Display` (see `position_text`).
    #[must_use]
    pub fn text<'a>(&'a self, rules: &'a Rules) -> PositionText<'a> {
        PositionText {
            rules,
            position: self,
        }
    }

    /// Reads a position in the project's notation or, on the 24-point board, Sanmill's FEN
    /// (recognised by the `/` in its first word). The position has no history.
    ///
    /// # Errors
    /// A `PositionError` naming the field at fault: a malformed word, an unknown point, a
    /// position the rules cannot reach (too many men, impossible men in hand, a pending
    /// capture without a mill or a man to take, counters past the rules' limits).
    pub fn parse(rules: &Rules, text: &str) -> Result<Position, PositionError> {
        if text
            .split_whitespace()
            .next()
            .is_some_and(|w| w.contains('/'))
        {
            super::fen::parse_fen(rules, text)
        } else {
            parse_text(rules, text)
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::game::Game;
    use std::sync::Arc;

    fn standard() -> Arc<Rules> {
        Arc::new(Rules::preset("standard").unwrap())
    }

    /// The bit set of the points named (test texts).
    pub(crate) fn set(rules: &Rules, names: &str) -> u32 {
        let board = rules.board();
        names
            .split_whitespace()
            .fold(0, |s, n| s | 1 << board.point(n).unwrap())
    }

    #[test]
    fn texts_read_to_what_they_say_and_read_back() {
        let rules = standard();
        let start = Position::parse(&rules, "white hand 9 | black hand 9 | white to place");
        assert_eq!(start, Ok(Position::start(&rules)));
        // Capitals, spacing and the order of points and of optional fields do not matter.
        let pos = Position::parse(
            &rules,
            " WHITE a7 g1 a1 |black d5 e5 f4|white to move| ply 61 |quiet 12 ",
        )
        .unwrap();
        assert_eq!(pos.men(Color::White), set(&rules, "a1 g1 a7"));
        assert_eq!(pos.men(Color::Black), set(&rules, "d5 e5 f4"));
        assert_eq!(
            (pos.side_to_move(), pos.decision(&rules).name()),
            (Color::White, "fly")
        );
        assert_eq!((pos.quiet_plies(), pos.ply()), (12, 61));
        let text = pos.text(&rules).to_string();
        assert_eq!(
            text,
            "white a1 g1 a7 | black f4 d5 e5 | white to fly | quiet 12 | ply 61"
        );
        assert_eq!(Position::parse(&rules, &text), Ok(pos));
        // The same as the moves that lead there, whose history the text does not keep.
        let game = Game::from_tokens(rules.clone(), "d1 a1 d2 a4 d3").unwrap();
        let text = game.position().text(&rules).to_string();
        assert_eq!(
            text,
            "white d1 d2 d3 hand 6 | black a1 a4 hand 7 | white to capture 1"
        );
        assert_eq!(Position::parse(&rules, &text).as_ref(), Ok(game.position()));
    }

    #[test]
    fn a_ban_is_read_where_the_rules_have_it() {
        let rules = Rules::preset("alquerque").unwrap();
        let text = "white a1 d2 b4 a7 | black d6 f6 g7 | black to move | ban white b4-a4";
        let pos = Position::parse(&rules, text).unwrap();
        let (b4, a4) = (rules.board().point("b4"), rules.board().point("a4"));
        assert_eq!(pos.reform_ban(Color::White), b4.zip(a4));
        assert_eq!(pos.text(&rules).to_string(), text);
        let err = Position::parse(&standard(), text).unwrap_err().to_string();
        assert!(
            err.starts_with("ban: white b4-a4: these rules do not forbid"),
            "{err}"
        );
    }

    /// Bad texts, the rules they are read under and the start of the error.
    const BAD_TEXTS: &[(&str, &str, &str)] = &[
        ("standard", "", "white: missing"),
        ("standard", "white a1 | black b2", "turn: missing"),
        (
            "standard",
            "black a1 | white b2 | white to move",
            "white: 'black' is not 'white'",
        ),
        (
            "standard",
            "white a1 zz hand 8 | black hand 9 | black to place",
            "white: 'zz' is not a point of the nine board (a1..g7)",
        ),
        (
            "standard",
            "white a1 a1 | black b2 | white to move",
            "white: a1 is given twice",
        ),
        (
            "standard",
            "white a1 hand | black | white to move",
            "white: missing; expected the number",
        ),
        (
            "standard",
            "white hand x | black | white to move",
            "white: 'x' is not a number",
        ),
        (
            "standard",
            "white hand 9 7 | black hand 9 | white to place",
            "white: '7' is not the end of the field",
        ),
        (
            "standard",
            "white a1 | black a1 | white to move",
            "black: a1 is given twice",
        ),
        (
            "standard",
            "white hand 9 | black hand 9 | green to place",
            "turn: 'green' is not 'white' or 'black'",
        ),
        (
            "standard",
            "white hand 9 | black hand 9 | white to jump",
            "turn: 'white to jump' is not",
        ),
        (
            "standard",
            "white hand 9 | black hand 9 | white to capture",
            "turn: missing; expected the number of captures",
        ),
        (
            "standard",
            "white hand 9 | black hand 9 | white to fly",
            "turn: white to fly, but this position is white to place",
        ),
        (
            "standard",
            "white a1 d1 g1 b2 d2 f2 c3 d3 e3 a4 | black b4 c4 e4 | black to move",
            "white: 10 men on the board and 0 in hand, but each side has 9 men",
        ),
        (
            "standard",
            "white hand 9 | black hand 7 | white to place",
            "hand: white has 9 in hand and black 7",
        ),
        (
            "standard",
            "white d1 d2 hand 7 | black a1 a4 hand 7 | black to place",
            "hand: white has 7 in hand and black 7",
        ),
        (
            "standard",
            "white d1 d2 g1 hand 6 | black a1 a4 hand 7 | white to capture 1",
            "turn: white to capture 1, but white has no mill",
        ),
        (
            "standard",
            "white d1 d2 d3 hand 6 | black a1 a4 hand 7 | white to capture 2",
            "turn: white to capture 2, but a mill earns at most 1 capture",
        ),
        (
            "standard",
            "white d1 d2 d3 hand 6 | black hand 7 | white to capture 1",
            "turn: white to capture 1, but black has only 0 on the board",
        ),
        (
            "per-mill",
            "white a1 d1 g1 a4 a7 hand 4 | black b2 hand 5 | white to capture 2",
            "turn: white to capture 2, but black has only 1 on the board",
        ),
        (
            "per-mill",
            "white a1 d1 g1 a4 a7 | black b2 d2 f2 | white to capture 3",
            "turn: white to capture 3, but a mill earns at most 2 captures",
        ),
        (
            "standard",
            "white a1 d1 | black a7 | white to move",
            "men: both sides have fewer than three",
        ),
        (
            "standard",
            "white hand 9 | black hand 9 | white to place | quiet 3",
            "quiet: 3, but men are still in hand",
        ),
        (
            "standard",
            "white a1 d1 g1 | black a7 d7 g7 b6 | white to move | quiet 101",
            "quiet: 101 is past the no-capture draw at 100",
        ),
        (
            "standard",
            "white a1 d1 g1 | black a7 d7 g7 b6 | white to move | ply 28",
            "ply: 28, but it takes 29 plies",
        ),
        (
            "capped",
            "white a1 d1 g1 | black a7 d7 g7 b6 | white to move | ply 41",
            "ply: 41 is past the ply cap at 40",
        ),
        (
            "standard",
            "white a1 d1 g1 | black a7 d7 g7 b6 | white to move | ply 29 | ply 40",
            "field: 'ply 40' repeats a field given before",
        ),
        (
            "standard",
            "white a1 d1 g1 | black a7 d7 g7 b6 | white to move | frob 3",
            "field: 'frob 3' is not 'ban COLOUR AT-BACK'",
        ),
        (
            "standard",
            "white a1 d1 g1 | black a7 d7 g7 b6 | white to move | ban white a1",
            "ban: 'a1' is not a move AT-BACK",
        ),
        (
            "standard",
            "white a1 d1 g1 | black a7 d7 g7 b6 | white to move | ban white d1-a1",
            "ban: white d1-a1: these rules do not forbid",
        ),
        (
            "alquerque",
            "white d1 d2 d3 hand 6 | black a1 a4 hand 7 | white to capture 1 | ban white d3-d2",
            "ban: white d3-d2: a ban follows a move",
        ),
    ];

    #[test]
    fn bad_text_names_the_field_and_what_was_expected() {
        for &(name, text, expected) in BAD_TEXTS {
            let rules = match name {
                "per-mill" => Rules::parse("mill_captures = \"per-mill\"", "test").unwrap(),
                "capped" => standard().with_draws(100, 3, 40),
                _ => Rules::preset(name).unwrap(),
            };
            let err = Position::parse(&rules, text).unwrap_err().to_string();
            assert!(err.starts_with(expected), "{text}: {err}");
        }
    }
}
