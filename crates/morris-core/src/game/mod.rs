//! The rules engine: board geometry, rules, positions, legal actions, notation (of moves, and
//! of positions in the project's notation and Sanmill's FEN), a game from a position's text
//! and moves (`setup`), outcomes and perft. Free of tch and of everything downstream
//! (environment, search, training), so it builds and tests on its own.
//!
//! ```
//! use morris_core::game::{Game, Rules};
//! use std::sync::Arc;
//!
//! let rules = Arc::new(Rules::preset("standard").unwrap());
//! let mut game = Game::from_tokens(rules, "d1 a1 d2 a4 d3").unwrap();
//! // d1-d2-d3 is a mill: White's next decision is a capture.
//! let legal: Vec<String> = game.legal_actions().iter().map(|&a| game.token(a)).collect();
//! assert_eq!(legal, ["xa1", "xa4"]);
//! assert!(game.play_token("d4").is_err());
//! ```

pub mod action;
pub mod board;
pub mod color;
pub mod display;
pub mod fen;
#[allow(clippy::module_inception)]
pub mod game;
pub mod illegal;
pub mod notation;
pub mod outcome;
pub mod perft;
pub mod position;
pub mod position_text;
pub mod rules;
pub mod setup;
pub mod solver;
mod zobrist;

pub use action::{Action, ActionList, Decision, MAX_ACTIONS, action_count};
pub use board::{Board, BoardError, BoardKind, MAX_POINTS, Point, Symmetry};
pub use color::Color;
pub use game::Game;
pub use illegal::Illegal;
pub use notation::{MoveError, format_action, parse_action};
pub use outcome::{DrawReason, Outcome, WinReason};
pub use perft::{LeafCounting, divide, perft, perft_by_game};
pub use position::{MIN_MEN, Position, points_of};
pub use position_text::{PositionError, PositionText};
pub use rules::{FullBoard, MillCaptures, MillProtection, PRESETS, Rules, RulesError, RulesSpec};
pub use setup::{SetupError, game_from_text};
pub use zobrist::MAX_PIECES;
