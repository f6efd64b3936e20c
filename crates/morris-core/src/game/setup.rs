//! A game from text: a position in either notation (or the start position) and the moves
//! played from it. The command line's `--position` and `--moves`, the engine protocol's
//! `position` and the Python package's `Game.from_moves` all build their games here, so they
//! read the same text and name the same faults.

use super::game::Game;
use super::notation::MoveError;
use super::position::Position;
use super::position_text::PositionError;
use super::rules::Rules;
use std::sync::Arc;
use thiserror::Error;

/// Text that does not give a game: the position's text or one of the moves.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SetupError {
    /// The position's text does not describe a position under the rules.
    #[error("cannot read the position: {0}")]
    Position(PositionError),
    /// A move that cannot be played where it comes.
    #[error("cannot replay the move list: move {index}: {error}")]
    Move {
        /// Its number in the list, from 1.
        index: usize,
        token: String,
        error: MoveError,
    },
}

/// The game after `moves` (tokens separated by whitespace; `-` or nothing plays none) played
/// from `position` (a position's text in either notation; `None`: the start position). A game
/// from a position has no history before it.
///
/// # Errors
/// The position's text that does not read, or the first move that cannot be played, with
/// its token and its number.
pub fn game_from_text(
    rules: &Arc<Rules>,
    position: Option<&str>,
    moves: &str,
) -> Result<Game, SetupError> {
    let mut game = match position {
        Some(text) => {
            let position = Position::parse(rules, text).map_err(SetupError::Position)?;
            Game::from_position(Arc::clone(rules), position)
        }
        None => Game::new(Arc::clone(rules)),
    };
    game.play_tokens(moves).map_err(|(index, error)| {
        let token = moves.split_whitespace().nth(index - 1).unwrap_or_default();
        SetupError::Move {
            index,
            token: token.to_string(),
            error,
        }
    })?;
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn standard() -> Arc<Rules> {
        Arc::new(Rules::preset("standard").unwrap())
    }

    fn tokens(game: &Game) -> String {
        let tokens: Vec<String> = game.actions().iter().map(|&a| game.token(a)).collect();
        tokens.join(" ")
    }

    #[test]
    fn moves_are_played_from_the_start_or_from_a_position() {
        let rules = standard();
        let game = game_from_text(&rules, None, "d1 a1  d2\ta4 d3").unwrap();
        assert_eq!(tokens(&game), "d1 a1 d2 a4 d3");
        for none in ["", "-", "  - "] {
            let game = game_from_text(&rules, None, none).unwrap();
            assert_eq!(game.position(), &Position::start(&rules), "{none:?}");
        }
        let text = "white d1 d2 d3 hand 6 | black a1 a4 hand 7 | white to capture 1";
        let game = game_from_text(&rules, Some(text), "xa1 b2").unwrap();
        assert_eq!(tokens(&game), "xa1 b2");
        assert_eq!(
            game.position().text(&rules).to_string(),
            "white d1 d2 d3 hand 6 | black b2 a4 hand 6 | white to place"
        );
        // Sanmill's FEN reads too.
        let fen = game.position().fen(&rules).unwrap();
        let again = game_from_text(&rules, Some(&fen), "").unwrap();
        assert_eq!(again.position(), game.position());
    }

    #[test]
    fn a_bad_position_or_move_is_named() {
        let rules = standard();
        let err = game_from_text(&rules, Some("white a1 | black"), "d1").unwrap_err();
        assert!(matches!(err, SetupError::Position(_)), "{err:?}");
        assert!(
            err.to_string()
                .starts_with("cannot read the position: turn: missing"),
            "{err}"
        );
        let err = game_from_text(&rules, None, "d1 a1 a1 d2").unwrap_err();
        let SetupError::Move {
            index,
            token,
            error,
        } = &err
        else {
            panic!("{err:?}");
        };
        assert_eq!((*index, token.as_str()), (3, "a1"));
        assert!(matches!(error, MoveError::Illegal { .. }), "{error:?}");
        assert!(
            err.to_string()
                .starts_with("cannot replay the move list: move 3: illegal move 'a1'; legal: "),
            "{err}"
        );
        let err = game_from_text(&rules, None, "d1 zz").unwrap_err();
        assert!(
            matches!(&err, SetupError::Move { index: 2, token, error: MoveError::Malformed { .. } } if token == "zz"),
            "{err:?}"
        );
        // A `-` counts as a token where it stands, as `Game::play_tokens` counts it.
        let err = game_from_text(&rules, None, "- d1 d1").unwrap_err();
        assert!(
            matches!(&err, SetupError::Move { index: 3, token, .. } if token == "d1"),
            "{err:?}"
        );
        let err = game_from_text(&rules, None, "d1 -").unwrap_err();
        assert!(
            matches!(&err, SetupError::Move { index: 2, token, .. } if token == "-"),
            "{err:?}"
        );
    }

    #[test]
    fn a_move_after_the_end_is_named() {
        let rules = Arc::new(Rules::preset("three").unwrap());
        let err = game_from_text(&rules, None, "a1 a2 b1 b2 c1 xa2 c2").unwrap_err();
        assert!(
            matches!(&err, SetupError::Move { index: 7, token, error: MoveError::GameOver { .. } } if token == "c2"),
            "{err:?}"
        );
    }
}
