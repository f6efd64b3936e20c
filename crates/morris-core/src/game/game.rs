//! A game: the current position, the positions and actions that led to it (for repetition
//! and undo) and the shared rules. Illegal input is refused and leaves the game unchanged.

use super::action::{Action, ActionList};
use super::notation::{MoveError, format_action, parse_action};
use super::outcome::Outcome;
use super::position::Position;
use super::rules::Rules;
use std::sync::Arc;

/// A game in progress.
#[derive(Clone, Debug)]
pub struct Game {
    rules: Arc<Rules>,
    position: Position,
    history: Vec<Position>,
    /// The keys of `history`, contiguous for the repetition scan.
    keys: Vec<u64>,
    actions: Vec<Action>,
}

impl Game {
    /// A new game from the start position.
    #[must_use]
    pub fn new(rules: Arc<Rules>) -> Game {
        let position = Position::start(&rules);
        Game {
            rules,
            position,
            history: Vec::with_capacity(256),
            keys: Vec::with_capacity(256),
            actions: Vec::with_capacity(256),
        }
    }

    /// Back to the start position, keeping the allocated history.
    pub fn restart(&mut self) {
        self.position = Position::start(&self.rules);
        self.history.clear();
        self.keys.clear();
        self.actions.clear();
    }

    /// A game that starts from `position`, with no history before it: the repetition rule
    /// counts occurrences from here (a position read from text starts a game this way).
    #[must_use]
    pub fn from_position(rules: Arc<Rules>, position: Position) -> Game {
        Game {
            rules,
            position,
            history: Vec::new(),
            keys: Vec::new(),
            actions: Vec::new(),
        }
    }

    /// A new game after playing a whitespace-separated list of tokens; `-` or an empty list
    /// is the start position.
    ///
    /// # Errors
    /// The first token that cannot be played, with its number (from 1).
    pub fn from_tokens(rules: Arc<Rules>, tokens: &str) -> Result<Game, (usize, MoveError)> {
        let mut game = Game::new(rules);
        game.play_tokens(tokens)?;
        Ok(game)
    }

    /// Plays a whitespace-separated list of tokens; `-` or an empty list plays nothing.
    ///
    /// # Errors
    /// The first token that cannot be played, with its number (from 1); the tokens before it
    /// stay played.
    pub fn play_tokens(&mut self, tokens: &str) -> Result<(), (usize, MoveError)> {
        for (i, token) in tokens.split_whitespace().enumerate() {
            if i == 0 && token == "-" {
                continue;
            }
            self.play_token(token).map_err(|e| (i + 1, e))?;
        }
        Ok(())
    }

    /// The rules.
    #[must_use]
    pub fn rules(&self) -> &Arc<Rules> {
        &self.rules
    }

    /// The current position.
    #[inline]
    #[must_use]
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The actions played so far.
    #[must_use]
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// The position the game began from: the start, or the one it was given.
    #[must_use]
    pub fn first_position(&self) -> &Position {
        self.history.first().unwrap_or(&self.position)
    }

    /// The positions before the current one, oldest first.
    #[must_use]
    pub fn history(&self) -> &[Position] {
        &self.history
    }

    /// The keys of the positions before the current one, newest first.
    fn earlier_keys(&self) -> impl Iterator<Item = u64> + '_ {
        self.keys.iter().rev().copied()
    }

    /// The keys of the positions before the current one, oldest first.
    #[must_use]
    pub fn history_keys(&self) -> &[u64] {
        &self.keys
    }

    /// How many times the current position has occurred (1 the first time).
    #[must_use]
    pub fn repetitions(&self) -> usize {
        self.position.occurrences(self.earlier_keys())
    }

    /// The outcome, if the game is over (see `Position::outcome`).
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.position.outcome(&self.rules, self.earlier_keys())
    }

    /// Whether the game is over.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// Fills `out` with the legal actions; none once the game is over.
    #[inline]
    pub fn fill_legal_actions(&self, out: &mut ActionList) {
        self.position
            .legal_actions(&self.rules, self.earlier_keys(), out);
    }

    /// The legal actions; none once the game is over.
    #[must_use]
    pub fn legal_actions(&self) -> ActionList {
        let mut out = ActionList::new();
        self.fill_legal_actions(&mut out);
        out
    }

    /// Plays a legal action.
    ///
    /// # Errors
    /// `MoveError::Illegal` (with the legal tokens) or `MoveError::GameOver`; the game is
    /// unchanged.
    pub fn play(&mut self, action: Action) -> Result<(), MoveError> {
        let legal = self.legal_actions();
        if legal.contains(&action) {
            self.play_unchecked(action);
            return Ok(());
        }
        let token = self.token(action);
        Err(match self.outcome() {
            Some(outcome) => MoveError::GameOver {
                token,
                outcome: outcome.to_string(),
            },
            None => MoveError::Illegal {
                token,
                legal: legal.iter().map(|&a| self.token(a)).collect(),
            },
        })
    }

    /// Parses and plays a token.
    ///
    /// # Errors
    /// A malformed token, or as `play`.
    pub fn play_token(&mut self, token: &str) -> Result<Action, MoveError> {
        let action = match parse_action(self.rules.board(), token) {
            Ok(action) => action,
            Err(e) => {
                if let Some(outcome) = self.outcome() {
                    return Err(MoveError::GameOver {
                        token: token.to_string(),
                        outcome: outcome.to_string(),
                    });
                }
                return Err(e);
            }
        };
        self.play(action).map_err(|e| match e {
            MoveError::Illegal { legal, .. } => MoveError::Illegal {
                token: token.to_string(),
                legal,
            },
            other => other,
        })?;
        Ok(action)
    }

    /// Plays an action known to be legal (search and perft use this).
    #[inline]
    pub fn play_unchecked(&mut self, action: Action) {
        self.history.push(self.position);
        self.keys.push(self.position.key());
        self.actions.push(action);
        self.position.play_unchecked(&self.rules, action);
    }

    /// Takes back the last action.
    pub fn undo(&mut self) -> Option<Action> {
        let action = self.actions.pop()?;
        self.position = self.history.pop().expect("a position per action");
        self.keys.pop();
        Some(action)
    }

    /// The token of an action on this game's board.
    #[must_use]
    pub fn token(&self, action: Action) -> String {
        format_action(self.rules.board(), action)
    }
}
