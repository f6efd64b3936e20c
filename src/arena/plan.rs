//! A match's schedule, fixed before any game is played: each game's opening, the judged
//! player's colour and both players' seeds. Colours alternate, and each pair of games starts
//! from the same opening (random plies or one from a list), so deterministic players do not
//! replay one game and the colour advantage cancels. Every seed derives from the match seed
//! and the game's number, so a game is the same whichever thread or batch plays it.

use crate::game::{Action, Color, Game, Position, Rules};
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

/// Where the games of a match start.
#[derive(Clone, Debug, PartialEq)]
pub enum Openings {
    /// This many uniformly random plies from the start, the same for both games of a pair.
    Random(u32),
    /// Given openings: pair j of games plays opening j modulo their number.
    List(Vec<Opening>),
}

/// One game of a match, before it is played.
#[derive(Clone, Debug, PartialEq)]
pub struct PlannedGame {
    pub index: usize,
    pub opening: Opening,
    /// The colour of the judged player (White in even games).
    pub player_color: Color,
    /// The seeds of the judged player and of its opponent for this game.
    pub seeds: [u64; 2],
}

/// The schedule of a match.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchPlan {
    pub games: Vec<PlannedGame>,
}

impl MatchPlan {
    /// The plan of `games` games under `rules`, from `openings`, seeded by `seed`.
    #[must_use]
    pub fn new(rules: &Arc<Rules>, games: usize, openings: &Openings, seed: u64) -> MatchPlan {
        let mut pair_opening = Opening::start(rules);
        let games = (0..games)
            .map(|index| {
                let pair = index / 2;
                if index % 2 == 0 {
                    pair_opening = match openings {
                        Openings::Random(plies) => {
                            random_opening(rules, *plies, derive_seed(seed, pair, 0))
                        }
                        Openings::List(list) => list[pair % list.len()].clone(),
                    };
                }
                PlannedGame {
                    index,
                    opening: pair_opening.clone(),
                    player_color: if index % 2 == 0 {
                        Color::White
                    } else {
                        Color::Black
                    },
                    seeds: [derive_seed(seed, index, 1), derive_seed(seed, index, 2)],
                }
            })
            .collect();
        MatchPlan { games }
    }
}

/// A mixing of the match seed with a game number and a role, so that every game and player
/// gets its own stream.
#[must_use]
pub fn derive_seed(seed: u64, game: usize, role: u64) -> u64 {
    let mut z = seed
        ^ (game as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ role.wrapping_mul(0xD1B5_4A32_D192_ED03);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// `plies` uniformly random actions from the start that do not end the game.
#[must_use]
pub fn random_opening(rules: &Arc<Rules>, plies: u32, seed: u64) -> Opening {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    loop {
        let mut game = Game::new(rules.clone());
        for _ in 0..plies {
            let legal = game.legal_actions();
            if legal.is_empty() {
                break;
            }
            game.play_unchecked(legal[rng.gen_range(0..legal.len())]);
        }
        if !game.is_over() {
            return Opening::of(&game);
        }
    }
}
