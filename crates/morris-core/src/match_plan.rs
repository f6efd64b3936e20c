//! A match's schedule, fixed before any game is played: each game's opening, the judged
//! player's colour and both players' seeds. Colours alternate, and each pair of games starts
//! from the same opening (random plies or one from a list), so deterministic players do not
//! replay one game and the colour advantage cancels. Every seed derives from the match seed
//! and the game's number (`derive_seed`), so a game is the same whichever thread or batch
//! plays it. `morris evaluate`, the trainer's evaluations and Python's `play_match` all play
//! their matches from this plan.

use crate::game::{Color, Rules};
use crate::openings::{Opening, random_opening};
use crate::seeds::derive_seed;
use std::sync::Arc;

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
