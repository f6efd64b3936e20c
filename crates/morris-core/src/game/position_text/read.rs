//! Reading the project's notation: the men of each colour, the turn, then the optional
//! fields, into `Parts` for `checked`.

use super::PositionError;
use super::check::{Parts, Ply, checked};
use crate::game::board::Point;
use crate::game::color::Color;
use crate::game::position::Position;
use crate::game::rules::Rules;

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

const MEN_FIELD: &str = "the colour, its men's points and 'hand N' if it has men in hand";
const TURN_FIELD: &str = "'white' or 'black', 'to', then place, move, fly or capture N";

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
pub(super) fn parse_text(rules: &Rules, text: &str) -> Result<Position, PositionError> {
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
