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

use super::board::{BoardKind, Point};
use super::color::Color;
use super::position::{MIN_MEN, Position, points_of};
use super::rules::{MillCaptures, Rules};
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

/// How the text gives the ply counter.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Ply {
    /// This many; fewer than the position needs is an error.
    Exactly(u32),
    /// At least this many, and at least the fewest that reach the position.
    AtLeast(u32),
}

/// What a text says about a position, before `checked` holds it against the rules.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Parts {
    pub men: [u32; 2],
    pub in_hand: [u8; 2],
    pub side: Color,
    pub pending: u8,
    pub quiet: u16,
    pub ply: Ply,
    pub reform_ban: [Option<(Point, Point)>; 2],
}

/// A point by name, or an error naming `field`.
pub(crate) fn point(
    rules: &Rules,
    field: &'static str,
    name: &str,
) -> Result<Point, PositionError> {
    let board = rules.board();
    board
        .point(name)
        .ok_or_else(|| PositionError::UnknownPoint {
            field,
            name: name.to_string(),
            board: board.kind(),
            first: board.name(0).to_string(),
            last: board.name((board.points() - 1) as Point).to_string(),
        })
}

/// A whole number of type `T`, or an error naming `field`.
pub(crate) fn number<T: std::str::FromStr>(
    field: &'static str,
    word: &str,
    expected: &str,
) -> Result<T, PositionError> {
    word.parse()
        .map_err(|_| PositionError::malformed(field, word, expected))
}

/// The fewest decisions that reach a position: every placement, every capture and the quiet
/// plies since the last of them.
fn fewest_plies(rules: &Rules, men: [u32; 2], in_hand: [u8; 2], quiet: u16) -> u32 {
    let pieces = u32::from(rules.spec().pieces);
    let placed: u32 = in_hand
        .iter()
        .map(|&h| pieces.saturating_sub(h.into()))
        .sum();
    let captured: u32 = (0..2)
        .map(|i| pieces.saturating_sub(men[i].count_ones() + u32::from(in_hand[i])))
        .sum();
    placed + captured + u32::from(quiet)
}

/// A field and why it cannot be.
type Problem = (&'static str, String);

impl Parts {
    /// The men fit the board and the rules, and the game is not over twice.
    fn check_men(&self, rules: &Rules) -> Result<(), Problem> {
        let men = self.men;
        if men[0] & men[1] != 0 || (men[0] | men[1]) & !rules.board().all() != 0 {
            return Err(("men", "a point holds two men, or is off the board".into()));
        }
        let pieces = rules.spec().pieces;
        for c in Color::ALL {
            let (on, hand) = (men[c.index()].count_ones(), self.in_hand[c.index()]);
            if on + u32::from(hand) > u32::from(pieces) {
                let reason = format!(
                    "{on} men on the board and {hand} in hand, but each side has {pieces} men"
                );
                return Err((c.name(), reason));
            }
        }
        if Color::ALL.iter().all(|&c| self.left(c) < MIN_MEN) {
            let reason = "both sides have fewer than three men; the game ends when the first does";
            return Err(("men", reason.into()));
        }
        Ok(())
    }

    /// Men in hand and on the board.
    fn left(&self, c: Color) -> u32 {
        self.men[c.index()].count_ones() + u32::from(self.in_hand[c.index()])
    }

    /// White places first and turns alternate, so Black holds one more man than White
    /// between White's placement and Black's.
    fn check_hands(&self) -> Result<(), Problem> {
        let [white, black] = self.in_hand;
        let black_behind = (self.side == Color::White) != (self.pending == 0);
        if [white, black] == [0, 0]
            || u32::from(black) == u32::from(white) + u32::from(black_behind)
        {
            return Ok(());
        }
        let verb = if self.pending > 0 { "capture" } else { "place" };
        let relation = if black_behind {
            "one more than"
        } else {
            "as many as"
        };
        let reason = format!(
            "white has {white} in hand and black {black}, but white places first and the sides \
             alternate: with {} to {verb}, black holds {relation} white",
            self.side
        );
        Err(("hand", reason))
    }

    /// A pending capture follows a mill, within what the rules let one action earn, and has
    /// men to take in a game that goes on.
    fn check_capture(&self, rules: &Rules) -> Result<(), Problem> {
        let (side, pending) = (self.side, self.pending);
        if pending == 0 {
            return Ok(());
        }
        let (own, opp) = (self.men[side.index()], self.men[(!side).index()]);
        let board = rules.board();
        let most = points_of(own)
            .map(|p| board.mills_closed_at(own, p))
            .max()
            .unwrap_or(0);
        let limit = match rules.spec().mill_captures {
            MillCaptures::One => most.min(1),
            MillCaptures::PerMill => most,
        };
        let reason = if Color::ALL.iter().any(|&c| self.left(c) < MIN_MEN) {
            "a side has fewer than three men, so the game is over".to_string()
        } else if most == 0 {
            format!("{side} has no mill to capture with")
        } else if u32::from(pending) > limit {
            let plural = if limit == 1 { "" } else { "s" };
            format!("a mill earns at most {limit} capture{plural} here")
        } else if u32::from(pending) > opp.count_ones() {
            format!("{} has only {} on the board", !side, opp.count_ones())
        } else {
            return Ok(());
        };
        Err(("turn", format!("{side} to capture {pending}, but {reason}")))
    }

    /// Bans only where the rules have them, after a move.
    fn check_bans(&self, rules: &Rules) -> Result<(), Problem> {
        let board = rules.board();
        for (c, ban) in Color::ALL.into_iter().zip(self.reform_ban) {
            let Some((at, back)) = ban else { continue };
            let reason = if !rules.spec().forbid_mill_reform {
                "these rules do not forbid re-forming a mill"
            } else if self.in_hand != [0, 0] {
                "a ban follows a move, and men are still in hand"
            } else if at == back {
                "a move needs two different points"
            } else {
                continue;
            };
            let (at, back) = (board.name(at), board.name(back));
            return Err(("ban", format!("{c} {at}-{back}: {reason}")));
        }
        Ok(())
    }

    /// The ply counter, once the counters are shown to be within the rules and the position.
    fn ply(&self, rules: &Rules) -> Result<u16, Problem> {
        let (spec, quiet) = (rules.spec(), self.quiet);
        if self.in_hand != [0, 0] && quiet > 0 {
            let reason = "but men are still in hand and every ply before the last placement \
                          places or captures";
            return Err(("quiet", format!("{quiet}, {reason}")));
        }
        if spec.no_capture_draw > 0 && quiet > spec.no_capture_draw {
            let reason = format!(
                "{quiet} is past the no-capture draw at {}",
                spec.no_capture_draw
            );
            return Err(("quiet", reason));
        }
        let fewest = fewest_plies(rules, self.men, self.in_hand, quiet);
        let ply = match self.ply {
            Ply::Exactly(n) if n < fewest => {
                let reason = format!(
                    "{n}, but it takes {fewest} plies (placements, captures, quiet plies) to get here"
                );
                return Err(("ply", reason));
            }
            Ply::Exactly(n) => n,
            Ply::AtLeast(n) => n.max(fewest),
        };
        let cap = if spec.max_plies > 0 {
            spec.max_plies
        } else {
            u16::MAX
        };
        u16::try_from(ply)
            .ok()
            .filter(|&n| n <= cap)
            .ok_or_else(|| ("ply", format!("{ply} is past the ply cap at {cap}")))
    }
}

/// The position the parts describe, once they are shown to agree with the rules: the men fit,
/// the hands follow the alternation of placements, a pending capture has a mill behind it and
/// men to take, bans are where the rules have them, and the counters are within what the
/// rules and the position allow. The key is computed.
pub(crate) fn checked(rules: &Rules, parts: Parts) -> Result<Position, PositionError> {
    let ply = parts
        .check_men(rules)
        .and_then(|()| parts.check_hands())
        .and_then(|()| parts.check_capture(rules))
        .and_then(|()| parts.check_bans(rules))
        .and_then(|()| parts.ply(rules))
        .map_err(|(field, reason)| PositionError::Impossible { field, reason })?;
    let p = parts;
    Ok(Position::from_parts(
        p.men,
        p.in_hand,
        p.side,
        p.pending,
        (ply, p.quiet),
        p.reform_ban,
    ))
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

const MEN_FIELD: &str = "the colour, its men's points and 'hand N' if it has men in hand";
const TURN_FIELD: &str = "'white' or 'black', 'to', then place, move, fly or capture N";

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

fn color(field: &'static str, word: &str) -> Result<Color, PositionError> {
    Color::ALL
        .into_iter()
        .find(|c| c.name() == word)
        .ok_or_else(|| PositionError::malformed(field, word, "'white' or 'black'"))
}

/// Reads a colour's field: `COLOUR POINTS [hand N]`. `taken` are the points read before.
fn read_men(
    rules: &Rules,
    c: Color,
    text: Option<&str>,
    taken: u32,
) -> Result<(u32, u8), PositionError> {
    let field = c.name();
    let text = text
        .filter(|t| !t.is_empty())
        .ok_or_else(|| PositionError::missing(field, MEN_FIELD))?;
    let mut words = text.split_whitespace();
    let first = words.next().unwrap_or_default();
    if first != field {
        return Err(PositionError::malformed(
            field,
            first,
            &format!("'{field}' ({MEN_FIELD})"),
        ));
    }
    let (mut men, mut hand) = (0u32, 0u8);
    while let Some(word) = words.next() {
        if word == "hand" {
            let n = words.next().ok_or_else(|| {
                PositionError::missing(field, "the number of men in hand after 'hand'")
            })?;
            hand = number(field, n, "a number of men in hand")?;
            return match words.next() {
                Some(extra) => Err(PositionError::malformed(
                    field,
                    extra,
                    "the end of the field after 'hand N'",
                )),
                None => Ok((men, hand)),
            };
        }
        let p = point(rules, field, word)?;
        if (men | taken) & (1 << p) != 0 {
            let reason = format!("{word} is given twice");
            return Err(PositionError::Impossible { field, reason });
        }
        men |= 1 << p;
    }
    Ok((men, hand))
}

/// Reads the turn: the side, the verb and the captures pending.
fn read_turn(text: Option<&str>) -> Result<(Color, &str, u8), PositionError> {
    let turn = text
        .filter(|t| !t.is_empty())
        .ok_or_else(|| PositionError::missing("turn", TURN_FIELD))?;
    let words: Vec<&str> = turn.split_whitespace().collect();
    let malformed = || PositionError::malformed("turn", turn, TURN_FIELD);
    let [side, "to", verb, count @ ..] = words.as_slice() else {
        return Err(malformed());
    };
    let pending = match (*verb, count) {
        ("capture", [n]) => number("turn", n, "a number of captures")?,
        ("capture", []) => {
            return Err(PositionError::missing(
                "turn",
                "the number of captures after 'capture'",
            ));
        }
        ("place" | "move" | "fly", []) => 0,
        _ => return Err(malformed()),
    };
    Ok((color("turn", side)?, verb, pending))
}

/// Reads the optional fields into `parts`, each at most once.
fn read_optional<'a>(
    rules: &Rules,
    fields: impl Iterator<Item = &'a str>,
    parts: &mut Parts,
) -> Result<(), PositionError> {
    // Which were given: quiet, ply, White's ban, Black's ban.
    let mut given = [false; 4];
    for field in fields {
        let slot = match field.split_whitespace().collect::<Vec<_>>().as_slice() {
            ["quiet", n] => {
                parts.quiet = number("quiet", n, "a number of plies")?;
                0
            }
            ["ply", n] => {
                parts.ply = Ply::Exactly(number("ply", n, "a number of plies")?);
                1
            }
            ["ban", colour, shift] => {
                let c = color("ban", colour)?;
                let (at, back) = shift.split_once('-').ok_or_else(|| {
                    PositionError::malformed("ban", shift, "a move AT-BACK, e.g. a4-a1")
                })?;
                parts.reform_ban[c.index()] =
                    Some((point(rules, "ban", at)?, point(rules, "ban", back)?));
                2 + c.index()
            }
            _ => {
                return Err(PositionError::malformed(
                    "field",
                    field,
                    "'ban COLOUR AT-BACK', 'quiet N' or 'ply N'",
                ));
            }
        };
        if std::mem::replace(&mut given[slot], true) {
            let reason = format!("'{field}' repeats a field given before");
            return Err(PositionError::Impossible {
                field: "field",
                reason,
            });
        }
    }
    Ok(())
}

/// Reads the project's notation.
fn parse_text(rules: &Rules, text: &str) -> Result<Position, PositionError> {
    let text = text.trim().to_ascii_lowercase();
    let mut fields = text.split('|').map(str::trim);
    let (white, white_hand) = read_men(rules, Color::White, fields.next(), 0)?;
    let (black, black_hand) = read_men(rules, Color::Black, fields.next(), white)?;
    let (side, verb, pending) = read_turn(fields.next())?;
    let mut parts = Parts {
        men: [white, black],
        in_hand: [white_hand, black_hand],
        side,
        pending,
        quiet: 0,
        ply: Ply::AtLeast(0),
        reform_ban: [None; 2],
    };
    read_optional(rules, fields, &mut parts)?;
    let position = checked(rules, parts)?;
    let decision = position.decision(rules).name();
    if verb != decision && !(verb == "move" && pending == 0) {
        let reason = format!("{side} to {verb}, but this position is {side} to {decision}");
        return Err(PositionError::Impossible {
            field: "turn",
            reason,
        });
    }
    Ok(position)
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
