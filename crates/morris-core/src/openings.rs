//! Random openings: the one generator behind every place that opens games at random. The
//! arena's match plan and the batched environment open with exactly N uniformly random plies
//! (`play_random_opening`, drawn again where they end the game); self-play opens with a drawn
//! number of them and records each (`play_random_prefix`, stopping one ply short of an end).
//! Both draw one `gen_range` over the legal actions per ply from the caller's generator, so a
//! seed gives the same opening wherever it is played.

use crate::game::{Action, Game, Position, Rules};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::Arc;

/// Where a game starts: a position (the start, or one read from text, with no history) and
/// the actions played from it before the players take over.
#[derive(Clone, Debug, PartialEq)]
pub struct Opening {
    pub position: Position,
    pub actions: Vec<Action>,
}

impl Opening {
    /// No opening: the start position.
    #[must_use]
    pub fn start(rules: &Rules) -> Opening {
        Opening {
            position: Position::start(rules),
            actions: Vec::new(),
        }
    }

    /// The opening that leads to `game`: its first position and its actions.
    #[must_use]
    pub fn of(game: &Game) -> Opening {
        Opening {
            position: *game.first_position(),
            actions: game.actions().to_vec(),
        }
    }

    /// The game after the opening (its actions are known to be legal).
    #[must_use]
    pub fn game(&self, rules: &Arc<Rules>) -> Game {
        let mut game = Game::from_position(rules.clone(), self.position);
        for &action in &self.actions {
            game.play_unchecked(action);
        }
        game
    }
}

/// A uniformly random legal action of `game`; `None` once it is over.
fn random_action(game: &Game, rng: &mut impl Rng) -> Option<Action> {
    let legal = game.legal_actions();
    (!legal.is_empty()).then(|| legal[rng.gen_range(0..legal.len())])
}

/// Openings drawn again at most, when each ends the game, before the last one stops short.
const OPENING_DRAWS: usize = 1000;

/// Restarts `game` from the start position and plays `plies` uniformly random actions on it;
/// an opening that ends the game is drawn again, so the game is never over after it. Where
/// `OPENING_DRAWS` in a row end it (more plies than random play lasts, or than the rules'
/// `max_plies` allow) the last is played up to the ply that would end it and stops there:
/// shorter than asked, never endless.
pub fn play_random_opening(game: &mut Game, plies: u32, rng: &mut impl Rng) {
    for _ in 0..OPENING_DRAWS {
        game.restart();
        for _ in 0..plies {
            let Some(action) = random_action(game, rng) else {
                break;
            };
            game.play_unchecked(action);
        }
        if !game.is_over() {
            return;
        }
    }
    game.restart();
    for _ in 0..plies {
        let Some(action) = random_action(game, rng) else {
            break;
        };
        game.play_unchecked(action);
        if game.is_over() {
            game.undo();
            return;
        }
    }
}

/// `plies` uniformly random actions from the start that do not end the game, drawn from a
/// generator seeded with `seed`.
#[must_use]
pub fn random_opening(rules: &Arc<Rules>, plies: u32, seed: u64) -> Opening {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut game = Game::new(rules.clone());
    play_random_opening(&mut game, plies, &mut rng);
    Opening::of(&game)
}

/// One ply of a random prefix: the position it was played in, how often that position had
/// occurred, and the action.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RandomPly {
    pub position: Position,
    pub occurrences: usize,
    pub action: Action,
}

/// Plays a number of uniformly random plies on `game`, the number itself drawn uniformly from
/// 0 to `most`, and returns them. A ply that would end the game is taken back and ends the
/// prefix, so the game is never over after it. `most` 0: nothing played and nothing drawn.
pub fn play_random_prefix(game: &mut Game, most: u16, rng: &mut impl Rng) -> Vec<RandomPly> {
    if most == 0 {
        return Vec::new();
    }
    let plies = rng.gen_range(0..=most);
    let mut prefix = Vec::with_capacity(usize::from(plies));
    for _ in 0..plies {
        let Some(action) = random_action(game, rng) else {
            break;
        };
        let position = *game.position();
        let occurrences = game.repetitions();
        game.play_unchecked(action);
        if game.is_over() {
            game.undo();
            break;
        }
        prefix.push(RandomPly {
            position,
            occurrences,
            action,
        });
    }
    prefix
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rules() -> Arc<Rules> {
        Arc::new(Rules::preset("standard").unwrap())
    }

    #[test]
    fn an_opening_has_its_plies_repeats_with_its_seed_and_differs_with_another() {
        let rules = rules();
        let a = random_opening(&rules, 8, 1);
        assert_eq!(a.actions.len(), 8);
        assert_eq!(a, random_opening(&rules, 8, 1));
        assert_ne!(a, random_opening(&rules, 8, 2));
        assert!(!a.game(&rules).is_over());
        assert_eq!(random_opening(&rules, 0, 3), Opening::start(&rules));
    }

    #[test]
    fn openings_have_their_length_and_never_end_the_game() {
        // Three men's morris often ends within 12 plies: such openings are drawn again.
        let rules = Arc::new(Rules::preset("three").unwrap());
        for seed in 0..200 {
            let opening = random_opening(&rules, 12, seed);
            let game = opening.game(&rules);
            assert!(!game.is_over(), "seed {seed}");
            assert_eq!(opening.actions.len(), 12, "seed {seed}");
        }
    }

    #[test]
    fn an_opening_longer_than_the_game_can_last_stops_short_instead_of_looping() {
        // A ply cap of 10: every 20-ply opening would end the game.
        let capped = Arc::new(Rules::preset("standard").unwrap().with_draws(100, 3, 10));
        let opening = random_opening(&capped, 20, 1);
        assert_eq!(opening.actions.len(), 9);
        assert!(!opening.game(&capped).is_over());
        // Longer than random play lasts: ended by the draw rules first.
        let three = Arc::new(Rules::preset("three").unwrap());
        let opening = random_opening(&three, 5000, 2);
        assert!(opening.actions.len() < 5000);
        assert!(!opening.game(&three).is_over());
    }

    #[test]
    fn a_prefix_records_its_plies_and_never_ends_the_game() {
        let rules = Arc::new(Rules::preset("three").unwrap());
        let mut lengths = std::collections::BTreeSet::new();
        for seed in 0..100 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut game = Game::new(rules.clone());
            let prefix = play_random_prefix(&mut game, 10, &mut rng);
            assert!(!game.is_over());
            assert_eq!(game.actions().len(), prefix.len());
            let mut replay = Game::new(rules.clone());
            for ply in &prefix {
                assert_eq!(*replay.position(), ply.position);
                assert_eq!(replay.repetitions(), ply.occurrences);
                replay.play(ply.action).unwrap();
            }
            lengths.insert(prefix.len());
        }
        assert!(lengths.len() > 5, "the length is drawn: {lengths:?}");
        // Nothing drawn for a prefix of at most 0.
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let mut untouched = rng.clone();
        let mut game = Game::new(rules.clone());
        assert!(play_random_prefix(&mut game, 0, &mut rng).is_empty());
        assert_eq!(rng.r#gen::<u64>(), untouched.r#gen::<u64>());
    }
}
