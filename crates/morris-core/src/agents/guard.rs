//! A decision under `catch_unwind`: a player that panics while it chooses (a bug, or a
//! network that fails) becomes an error for the caller to report, and the program that asked
//! (the engine protocol, the server) goes on. The player may be left in any state: callers
//! build a fresh one or drop it.

use super::{Agent, Budget, Choice};
use crate::game::Game;
use std::panic::{AssertUnwindSafe, catch_unwind};
use thiserror::Error;

/// A player's `choose` that panicked, with the panic's message (empty when it was not text).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{message}")]
pub struct Panicked {
    pub message: String,
}

/// `agent.choose(game, budget)`, with a panic caught and returned as `Panicked`.
///
/// # Errors
/// The player panicked.
pub fn choose_guarded(
    agent: &mut dyn Agent,
    game: &Game,
    budget: &Budget,
) -> Result<Choice, Panicked> {
    catch_unwind(AssertUnwindSafe(|| agent.choose(game, budget))).map_err(|panic| {
        let message = panic
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| panic.downcast_ref::<&str>().map(ToString::to_string))
            .unwrap_or_default();
        Panicked { message }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agents::from_spec;
    use crate::game::Rules;
    use std::sync::Arc;

    /// A player that panics with a text, or with something else.
    struct Failing {
        text: bool,
    }

    impl Agent for Failing {
        fn spec(&self) -> &'static str {
            "failing"
        }
        fn new_game(&mut self, _seed: u64) {}
        fn choose(&mut self, game: &Game, _budget: &Budget) -> Choice {
            assert!(!self.text, "no move at ply {}", game.actions().len());
            std::panic::panic_any(7_u32)
        }
    }

    #[test]
    fn a_panic_is_returned_and_a_choice_passes_through() {
        let rules = Arc::new(Rules::preset("standard").unwrap());
        let game = Game::new(Arc::clone(&rules));
        let budget = Budget::default();
        let err = choose_guarded(&mut Failing { text: true }, &game, &budget).unwrap_err();
        assert_eq!(err.to_string(), "no move at ply 0");
        let err = choose_guarded(&mut Failing { text: false }, &game, &budget).unwrap_err();
        assert_eq!(err.message, "");
        let mut greedy = from_spec("greedy", &rules).unwrap();
        let choice = choose_guarded(greedy.as_mut(), &game, &budget).unwrap();
        assert!(game.legal_actions().contains(&choice.action));
    }
}
