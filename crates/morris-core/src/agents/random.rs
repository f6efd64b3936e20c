//! `random`: uniform over the legal actions.

use super::{Agent, Budget, Choice, PlayerSpec, SpecError};
use crate::game::Game;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

pub struct RandomAgent {
    spec: String,
    rng: ChaCha8Rng,
}

impl RandomAgent {
    /// # Errors
    /// Any option: `random` has none.
    pub fn from_spec(spec: &PlayerSpec) -> Result<RandomAgent, SpecError> {
        spec.expect_only(&[])?;
        Ok(RandomAgent {
            spec: spec.text().to_string(),
            rng: ChaCha8Rng::seed_from_u64(0),
        })
    }
}

impl Agent for RandomAgent {
    fn spec(&self) -> &str {
        &self.spec
    }

    fn new_game(&mut self, seed: u64) {
        self.rng = ChaCha8Rng::seed_from_u64(seed);
    }

    fn choose(&mut self, game: &Game, _budget: &Budget) -> Choice {
        let legal = game.legal_actions();
        Choice::plain(legal[self.rng.gen_range(0..legal.len())])
    }
}
