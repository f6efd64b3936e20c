//! `VecEnv`: N games under one rule set, stepped together. After each step it holds the
//! observations of all games as one `[N, C, H, W]` f32 buffer, the legal-action masks as one
//! `[N, A]` bool buffer, the player to move in each game, and per game the reward for the
//! player who acted and how the game ended. A game that ends is restarted at once; its final
//! observation stays readable until the next step. Nothing is allocated per step once every
//! game's history has grown to its longest.

use super::encoding::Encoder;
use crate::game::{Action, ActionList, Color, DrawReason, Game, Outcome, Rules, WinReason};
use crate::openings::play_random_opening;
use ndarray::{ArrayView2, ArrayView4};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::sync::Arc;
use thiserror::Error;

/// How a game ended, seen by the player whose action ended it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameEnd {
    Won(WinReason),
    Lost(WinReason),
    Drawn(DrawReason),
    /// Stopped by `max_plies`: not a result of the game.
    Truncated,
}

impl GameEnd {
    fn seen_by(outcome: Outcome, actor: Color) -> GameEnd {
        match outcome {
            Outcome::Win { winner, reason } if winner == actor => GameEnd::Won(reason),
            Outcome::Win { reason, .. } => GameEnd::Lost(reason),
            Outcome::Draw(DrawReason::MaxPlies) => GameEnd::Truncated,
            Outcome::Draw(reason) => GameEnd::Drawn(reason),
        }
    }

    /// +1 for a win, -1 for a loss, 0 otherwise.
    #[must_use]
    pub fn reward(self) -> f32 {
        match self {
            GameEnd::Won(_) => 1.0,
            GameEnd::Lost(_) => -1.0,
            GameEnd::Drawn(_) | GameEnd::Truncated => 0.0,
        }
    }
}

/// An action the environment refused; nothing was stepped.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum StepError {
    #[error("expected {expected} actions (one per game), got {got}")]
    WrongCount { expected: usize, got: usize },
    #[error("game {game}: action id {id} is not legal (legal ids: {legal:?})")]
    Illegal {
        game: usize,
        id: usize,
        legal: Vec<usize>,
    },
}

/// N games stepped together.
pub struct VecEnv {
    encoder: Encoder,
    games: Vec<Game>,
    legal: Vec<ActionList>,
    rng: ChaCha8Rng,
    opening_plies: u32,
    observations: Vec<f32>,
    masks: Vec<bool>,
    final_observations: Vec<f32>,
    to_move: Vec<Color>,
    rewards: Vec<f32>,
    ends: Vec<Option<GameEnd>>,
}

impl VecEnv {
    /// `n` games from the start position; each new game (including after an automatic
    /// restart) first plays `opening_plies` uniformly random actions, drawn from the
    /// environment's seeded generator, so that games differ.
    #[must_use]
    pub fn new(rules: &Arc<Rules>, n: usize, opening_plies: u32, seed: u64) -> VecEnv {
        let encoder = Encoder::new(rules.clone());
        let (obs, a) = (encoder.observation_len(), encoder.action_count());
        let mut env = VecEnv {
            games: (0..n).map(|_| Game::new(rules.clone())).collect(),
            legal: vec![ActionList::new(); n],
            rng: ChaCha8Rng::seed_from_u64(seed),
            opening_plies,
            observations: vec![0.0; n * obs],
            masks: vec![false; n * a],
            final_observations: vec![0.0; n * obs],
            to_move: vec![Color::White; n],
            rewards: vec![0.0; n],
            ends: vec![None; n],
            encoder,
        };
        env.reset(seed);
        env
    }

    /// Restarts every game; the same seed gives the same games.
    pub fn reset(&mut self, seed: u64) {
        self.rng = ChaCha8Rng::seed_from_u64(seed);
        for i in 0..self.games.len() {
            self.restart(i);
            self.rewards[i] = 0.0;
            self.ends[i] = None;
            let occurrences = self.games[i].repetitions();
            self.write_row(i, occurrences);
        }
    }

    /// The number of games, N.
    #[must_use]
    pub fn len(&self) -> usize {
        self.games.len()
    }

    /// Whether there are no games.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.games.is_empty()
    }

    /// The encoder (shapes, plane layout, action ids).
    #[must_use]
    pub fn encoder(&self) -> &Encoder {
        &self.encoder
    }

    /// Game `i`.
    #[must_use]
    pub fn game(&self, i: usize) -> &Game {
        &self.games[i]
    }

    /// The legal actions of game `i` (what its mask row says).
    #[must_use]
    pub fn legal_actions(&self, i: usize) -> &[Action] {
        &self.legal[i]
    }

    /// The player to move in each game.
    #[must_use]
    pub fn to_move(&self) -> &[Color] {
        &self.to_move
    }

    /// Per game, the reward of the last step for the player who acted.
    #[must_use]
    pub fn rewards(&self) -> &[f32] {
        &self.rewards
    }

    /// Per game, how the last step ended it (`None`: it goes on).
    #[must_use]
    pub fn ends(&self) -> &[Option<GameEnd>] {
        &self.ends
    }

    /// All observations, `[N, C, H, W]` flattened.
    #[must_use]
    pub fn observations(&self) -> &[f32] {
        &self.observations
    }

    /// All masks, `[N, A]` flattened.
    #[must_use]
    pub fn masks(&self) -> &[bool] {
        &self.masks
    }

    /// The observations as an ndarray view (no copy).
    #[must_use]
    pub fn observations_view(&self) -> ArrayView4<'_, f32> {
        let [c, h, w] = self.encoder.shape();
        ArrayView4::from_shape((self.len(), c, h, w), &self.observations)
            .expect("buffer has the shape")
    }

    /// The masks as an ndarray view (no copy).
    #[must_use]
    pub fn masks_view(&self) -> ArrayView2<'_, bool> {
        ArrayView2::from_shape((self.len(), self.encoder.action_count()), &self.masks)
            .expect("buffer has the shape")
    }

    /// The final observation of a game that the last step ended (before its restart).
    #[must_use]
    pub fn final_observation(&self, i: usize) -> Option<&[f32]> {
        self.ends[i]?;
        let len = self.encoder.observation_len();
        Some(&self.final_observations[i * len..(i + 1) * len])
    }

    /// Applies one action id per game. Every id is checked against its game's mask first; if
    /// any is illegal nothing is stepped.
    ///
    /// # Errors
    /// `StepError` naming the game and the id.
    pub fn step(&mut self, actions: &[usize]) -> Result<(), StepError> {
        if actions.len() != self.len() {
            return Err(StepError::WrongCount {
                expected: self.len(),
                got: actions.len(),
            });
        }
        let a = self.encoder.action_count();
        for (i, &id) in actions.iter().enumerate() {
            if id >= a || !self.masks[i * a + id] {
                let legal = (0..a).filter(|&j| self.masks[i * a + j]).collect();
                return Err(StepError::Illegal { game: i, id, legal });
            }
        }
        let points = self.encoder.points();
        for (i, &id) in actions.iter().enumerate() {
            let action = Action::from_id(id, points).expect("a legal id names an action");
            self.step_one(i, action);
        }
        Ok(())
    }

    fn step_one(&mut self, i: usize, action: Action) {
        let actor = self.to_move[i];
        let repetition_rule = self.encoder.rules().spec().repetition_draw > 0;
        let game = &mut self.games[i];
        game.play_unchecked(action);
        // Counted once: the repetition rule and the observation both need it.
        let mut occurrences = if repetition_rule {
            game.repetitions()
        } else {
            1
        };
        game.position()
            .legal_actions_counted(game.rules(), occurrences, &mut self.legal[i]);
        self.ends[i] = None;
        self.rewards[i] = 0.0;
        if self.legal[i].is_empty() {
            let outcome = game
                .outcome()
                .expect("no legal action means the game is over");
            let end = GameEnd::seen_by(outcome, actor);
            self.ends[i] = Some(end);
            self.rewards[i] = end.reward();
            let len = self.encoder.observation_len();
            self.encoder.encode(
                game.position(),
                occurrences,
                &mut self.final_observations[i * len..(i + 1) * len],
            );
            self.restart(i);
            occurrences = self.games[i].repetitions();
        }
        self.write_row(i, occurrences);
    }

    /// Starts game `i` again, with its random opening.
    fn restart(&mut self, i: usize) {
        let game = &mut self.games[i];
        play_random_opening(game, self.opening_plies, &mut self.rng);
        game.fill_legal_actions(&mut self.legal[i]);
    }

    /// Writes game `i`'s observation (over its previous one, see `Encoder::update`), mask
    /// and player to move.
    fn write_row(&mut self, i: usize, occurrences: usize) {
        let (len, a) = (self.encoder.observation_len(), self.encoder.action_count());
        let game = &self.games[i];
        self.encoder.update(
            game.position(),
            occurrences,
            &mut self.observations[i * len..(i + 1) * len],
        );
        self.encoder
            .write_mask(&self.legal[i], &mut self.masks[i * a..(i + 1) * a]);
        self.to_move[i] = game.position().side_to_move();
    }
}
