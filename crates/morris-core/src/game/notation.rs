//! Notation: one token per decision. A placement is the point (`d1`), a move or a flight is
//! `from-to` (`a1-d1`), a capture is `x` and the point (`xd7`). Points are named by their
//! grid square (see `board`), so the same tokens serve every board.

use super::action::Action;
use super::board::Board;
use thiserror::Error;

/// A token that cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum MoveError {
    /// Not a placement, move or capture on this board.
    #[error("malformed move '{token}': {reason}")]
    Malformed { token: String, reason: String },
    /// Well formed, but not legal in this position.
    #[error("illegal move '{token}'; legal: {}", legal.join(" "))]
    Illegal { token: String, legal: Vec<String> },
    /// The game has ended.
    #[error("move '{token}' after the end of the game ({outcome})")]
    GameOver { token: String, outcome: String },
}

/// The token of an action.
#[must_use]
pub fn format_action(board: &Board, action: Action) -> String {
    match action {
        Action::Place(p) => board.name(p).to_string(),
        Action::Move { from, to } => format!("{}-{}", board.name(from), board.name(to)),
        Action::Capture(p) => format!("x{}", board.name(p)),
    }
}

/// Reads a token, checking only its form and that its points exist on the board.
///
/// # Errors
/// `MoveError::Malformed` saying what is wrong.
pub fn parse_action(board: &Board, token: &str) -> Result<Action, MoveError> {
    let malformed = |reason: String| MoveError::Malformed {
        token: token.to_string(),
        reason,
    };
    let lower = token.trim().to_ascii_lowercase();
    let point = |name: &str| {
        board.point(name).ok_or_else(|| {
            let last = board.name((board.points() - 1) as u8);
            malformed(format!(
                "'{name}' is not a point of the {} board (a1..{last})",
                board.kind()
            ))
        })
    };
    if lower.is_empty() {
        return Err(malformed("empty".to_string()));
    }
    if let Some(rest) = lower.strip_prefix('x') {
        return Ok(Action::Capture(point(rest)?));
    }
    match lower.split_once('-') {
        Some((from, to)) => {
            let (from, to) = (point(from)?, point(to)?);
            if from == to {
                return Err(malformed("a move needs two different points".to_string()));
            }
            Ok(Action::Move { from, to })
        }
        None => Ok(Action::Place(point(&lower)?)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::board::BoardKind;

    #[test]
    fn tokens_round_trip_and_bad_ones_say_why() {
        let board = Board::new(BoardKind::Nine, false).unwrap();
        for token in ["d1", "a1-d1", "xd7", "g7"] {
            assert_eq!(
                format_action(&board, parse_action(&board, token).unwrap()),
                token
            );
        }
        assert_eq!(
            parse_action(&board, "A1-D1").unwrap(),
            parse_action(&board, "a1-d1").unwrap()
        );
        for (token, why) in [
            ("d4", "not a point"),
            ("h1", "not a point"),
            ("a1-a1", "two different"),
            ("", "empty"),
            ("x", "not a point"),
            ("a1-", "not a point"),
        ] {
            let err = parse_action(&board, token).unwrap_err().to_string();
            assert!(
                err.contains(why) && err.contains(&format!("'{token}'")),
                "{token}: {err}"
            );
        }
        let three = Board::new(BoardKind::Three, true).unwrap();
        assert_eq!(
            format_action(&three, parse_action(&three, "b2").unwrap()),
            "b2"
        );
        assert!(parse_action(&three, "d1").is_err());
    }
}
