//! Reading Sanmill's FEN: the seventeen fields and the extensions, into `Parts` for
//! `checked`, then the phase and action letters against the position read.

use super::{NODE_IDS, action_letter, points};
use crate::game::board::Point;
use crate::game::color::Color;
use crate::game::position::Position;
use crate::game::position_text::{Parts, Ply, PositionError, checked, number};
use crate::game::rules::Rules;

/// The names of the seventeen fields, for errors.
const FIELDS: [&str; 17] = [
    "board",
    "side",
    "phase",
    "action",
    "white on board",
    "white in hand",
    "black on board",
    "black in hand",
    "white captures",
    "black captures",
    "white last mill from",
    "white last mill to",
    "black last mill from",
    "black last mill to",
    "mills",
    "rule50",
    "full move",
];

/// Field `i` is not what it should be.
fn malformed(fields: &[&str], i: usize, expected: &str) -> PositionError {
    PositionError::malformed(FIELDS[i], fields[i], expected)
}

/// Why a field names something of Sanmill's that these rules lack.
fn unsupported(field: &'static str, what: &str) -> PositionError {
    let reason = format!("{what} is a Sanmill rule these rules do not have");
    PositionError::Impossible { field, reason }
}

/// Whether the extensions say `ids:nodes`; refuses those of rules these do not have.
fn read_extensions(extensions: &[&str]) -> Result<bool, PositionError> {
    let mut node_ids = false;
    for &word in extensions {
        let rule = match word.split_once(':').map(|(kind, _)| kind) {
            _ if word == NODE_IDS => {
                node_ids = true;
                continue;
            }
            // A capture Sanmill's engine prefers: advice, not part of the position.
            Some("p") => continue,
            Some("c") => "custodian capture",
            Some("i") => "intervention capture",
            Some("l") => "leap capture",
            Some("s") => "removal when blocked",
            _ => {
                let expected = format!("{NODE_IDS} or one of Sanmill's c:, i:, l:, p:, s:");
                return Err(PositionError::malformed("extension", word, &expected));
            }
        };
        return Err(unsupported("extension", &format!("'{word}': {rule}")));
    }
    Ok(node_ids)
}

/// The men of each colour in the board field.
fn read_board(order: &[Point; 24], fields: &[&str]) -> Result<[u32; 2], PositionError> {
    let rings: Vec<&str> = fields[0].split('/').collect();
    if rings.len() != 3 || rings.iter().any(|r| r.chars().count() != 8) {
        let expected = "three rings of eight points (O, @ or *) separated by '/'";
        return Err(malformed(fields, 0, expected));
    }
    let mut men = [0u32; 2];
    for (ch, &p) in rings.concat().chars().zip(order) {
        match ch {
            'O' => men[0] |= 1 << p,
            '@' => men[1] |= 1 << p,
            '*' => {}
            'X' => {
                let what = "'X', a point marked by a capture during placement,";
                return Err(unsupported("board", what));
            }
            other => {
                let expected = "O (white), @ (black) or * (empty)";
                return Err(PositionError::malformed(
                    "board",
                    &other.to_string(),
                    expected,
                ));
            }
        }
    }
    Ok(men)
}

/// The men in hand and the captures pending, from fields 5-10, checked against the board.
fn read_counts(
    fields: &[&str],
    men: [u32; 2],
    side: Color,
) -> Result<([u8; 2], u8), PositionError> {
    let mut in_hand = [0u8; 2];
    let mut pending = 0u8;
    for c in Color::ALL {
        let i = 4 + 2 * c.index();
        let on: u32 = number(FIELDS[i], fields[i], "a number of men")?;
        in_hand[c.index()] = number(FIELDS[i + 1], fields[i + 1], "a number of men")?;
        let shown = men[c.index()].count_ones();
        if on != shown {
            let reason = format!("{on}, but the board shows {shown} {c} men");
            return Err(PositionError::Impossible {
                field: FIELDS[i],
                reason,
            });
        }
        let i = 8 + c.index();
        let n: i8 = number(FIELDS[i], fields[i], "a number of captures")?;
        if n < 0 {
            return Err(unsupported(
                FIELDS[i],
                &format!("{n}: removing one's own man"),
            ));
        }
        if c == side {
            pending = n.unsigned_abs();
        } else if n > 0 {
            let reason =
                format!("{n}, but only the side to move ({side}) can have captures pending");
            return Err(PositionError::Impossible {
                field: FIELDS[i],
                reason,
            });
        }
    }
    // As Sanmill reads it: the action says a capture is due.
    if fields[3] == "r" && pending == 0 {
        pending = 1;
    }
    Ok((in_hand, pending))
}

/// The bans of fields 11-14 (the last mill's points), where the rules have bans.
fn read_last_mills(
    rules: &Rules,
    order: &[Point; 24],
    fields: &[&str],
    node_ids: bool,
) -> Result<[Option<(Point, Point)>; 2], PositionError> {
    let mut reform_ban = [None; 2];
    for c in Color::ALL {
        let mut ends = [None; 2];
        for (k, end) in ends.iter_mut().enumerate() {
            let i = 10 + 2 * c.index() + k;
            let node = match (node_ids, number::<i32>(FIELDS[i], fields[i], "a point id")?) {
                (_, -1) | (false, 0) => continue,
                (true, n) => n,
                (false, n) => n.saturating_sub(8),
            };
            let expected = if node_ids {
                "a node id from 0 to 23, or -1 for none"
            } else {
                "a square id from 8 to 31, or 0 or -1 for none"
            };
            *end = Some(
                *order
                    .get(node as usize)
                    .ok_or_else(|| malformed(fields, i, expected))?,
            );
        }
        match ends {
            [Some(from), Some(to)] if rules.spec().forbid_mill_reform => {
                reform_ban[c.index()] = Some((to, from));
            }
            [Some(_), None] | [None, Some(_)] => {
                let reason = "the last mill needs both points, or neither".to_string();
                return Err(PositionError::Impossible {
                    field: FIELDS[11 + 2 * c.index()],
                    reason,
                });
            }
            _ => {}
        }
    }
    Ok(reform_ban)
}

/// The phase and action letters agree with the position read.
fn check_letters(
    rules: &Rules,
    pos: &Position,
    phase: &str,
    action: &str,
) -> Result<(), PositionError> {
    let side = pos.side_to_move();
    let hand = pos.in_hand(side);
    let phase_fits = match phase {
        "m" => hand == 0,
        "o" => true,
        _ => hand > 0 || pos.pending_captures() > 0,
    };
    if !phase_fits {
        let expected = if hand > 0 { "p" } else { "m" };
        let reason = format!("'{phase}', but {side} has {hand} men in hand: '{expected}'");
        return Err(PositionError::Impossible {
            field: "phase",
            reason,
        });
    }
    let expected = action_letter(pos);
    if action != "?" && action != expected {
        let decision = pos.decision(rules).name();
        let reason = format!("'{action}', but {side} is to {decision} here: '{expected}'");
        return Err(PositionError::Impossible {
            field: "action",
            reason,
        });
    }
    Ok(())
}

/// Reads Sanmill's FEN (see the module's documentation).
pub(crate) fn parse_fen(rules: &Rules, text: &str) -> Result<Position, PositionError> {
    let order = points(rules)?;
    let words: Vec<&str> = text.split_whitespace().collect();
    if let Some(&field) = FIELDS.get(words.len()) {
        let expected = format!("Sanmill's FEN has {} fields", FIELDS.len());
        return Err(PositionError::missing(field, &expected));
    }
    let (fields, extensions) = words.split_at(FIELDS.len());
    let node_ids = read_extensions(extensions)?;
    let men = read_board(&order, fields)?;
    let side = match fields[1] {
        "w" => Color::White,
        "b" => Color::Black,
        _ => return Err(malformed(fields, 1, "w or b")),
    };
    let (phase, action) = (fields[2], fields[3]);
    if !["r", "p", "m", "o"].contains(&phase) {
        return Err(malformed(
            fields,
            2,
            "r, p, m or o (ready, placing, moving, game over)",
        ));
    }
    if !["p", "s", "r", "?"].contains(&action) {
        return Err(malformed(fields, 3, "p, s or r (place, select, remove)"));
    }
    let (in_hand, pending) = read_counts(fields, men, side)?;
    let reform_ban = read_last_mills(rules, &order, fields, node_ids)?;
    number::<u64>(
        FIELDS[14],
        fields[14],
        "a number (a bit set of formed mills)",
    )?;
    let quiet = number(FIELDS[15], fields[15], "a number of plies")?;
    let full_move: u16 = number(FIELDS[16], fields[16], "a move number")?;
    let ply = 2 * (u32::from(full_move.max(1)) - 1) + u32::from(side == Color::Black);
    let parts = Parts {
        men,
        in_hand,
        side,
        pending,
        quiet,
        ply: Ply::AtLeast(ply),
        reform_ban,
    };
    // The checks speak of the project's notation: name the FEN fields instead.
    let position = checked(rules, parts).map_err(|e| match e {
        PositionError::Impossible { field, reason } => {
            let field = match field {
                "hand" => "in hand",
                "turn" => "captures",
                "quiet" => "rule50",
                "ply" => "full move",
                "ban" => "last mill",
                other => other,
            };
            PositionError::Impossible { field, reason }
        }
        other => other,
    })?;
    check_letters(rules, &position, phase, action)?;
    Ok(position)
}
