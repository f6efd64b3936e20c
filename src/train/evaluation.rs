//! Evaluation during training: the network with its search (no noise, the preset's budget)
//! against baseline players, many games at once so that the network's decisions share
//! batches. Colours alternate and each pair of games starts from the same random opening,
//! as in `morris evaluate`; seeds fix every game.

use crate::agents::{Agent, Budget, SpecError, from_spec};
use crate::arena::elo::Tally;
use crate::arena::{ARENA_PLY_CAP, derive_seed, random_opening};
use crate::game::{Color, Game, Rules};
use crate::mcts::{BatchAnswer, DecisionSearch, GumbelConfig, PuctConfig, PuctTree, run_batched};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::sync::Arc;
use std::time::Instant;

/// How the network plays in evaluations.
#[derive(Clone, Debug)]
pub struct NetPlayer {
    pub simulations: u32,
    pub puct: PuctConfig,
    pub gumbel: Option<GumbelConfig>,
}

/// The result against one opponent.
#[derive(Clone, Debug)]
pub struct EvalResult {
    pub opponent: String,
    /// From the network's side.
    pub tally: Tally,
    pub seconds: f64,
}

impl EvalResult {
    /// Points per game, 0..1.
    #[must_use]
    pub fn score(&self) -> f64 {
        self.tally.score()
    }

    /// The Elo difference, from the score with half a win and half a loss added, so that
    /// it stays finite at 0% and 100% (for the logs and the curve).
    #[must_use]
    pub fn elo(&self) -> f64 {
        crate::arena::elo::elo_from_score(self.tally.regularised().0)
    }
}

struct Table {
    game: Game,
    opponent: Box<dyn Agent>,
    net_color: Color,
    points: Option<f64>,
}

/// Plays `games` games of the network against `opponent` (a player spec).
///
/// # Errors
/// A bad opponent spec.
#[allow(clippy::too_many_arguments)]
pub fn play_against(
    evaluator: &mut dyn BatchAnswer,
    rules: &Arc<Rules>,
    opponent: &str,
    games: usize,
    opening_plies: u32,
    player: &NetPlayer,
    seed: u64,
) -> Result<EvalResult, SpecError> {
    let start = Instant::now();
    let mut tables = Vec::with_capacity(games);
    for index in 0..games {
        let mut agent = from_spec(opponent, rules)?;
        agent.new_game(derive_seed(seed, index, 2));
        let mut game = Game::new(rules.clone());
        for action in random_opening(rules, opening_plies, derive_seed(seed, index / 2, 0)) {
            game.play_unchecked(action);
        }
        tables.push(Table {
            game,
            opponent: agent,
            net_color: if index % 2 == 0 {
                Color::White
            } else {
                Color::Black
            },
            points: None,
        });
    }
    let mut rng = ChaCha8Rng::seed_from_u64(derive_seed(seed, games, 3));
    let budget = Budget::default();
    loop {
        // Opponents move until it is the network's turn or the game is over.
        for table in tables.iter_mut().filter(|t| t.points.is_none()) {
            loop {
                if let Some(outcome) = table.game.outcome() {
                    table.points = Some(f64::from(outcome.score_for(table.net_color) + 1) / 2.0);
                    break;
                }
                if table.game.actions().len() >= ARENA_PLY_CAP {
                    table.points = Some(0.5);
                    break;
                }
                if table.game.position().side_to_move() == table.net_color {
                    break;
                }
                let choice = table.opponent.choose(&table.game, &budget);
                table.game.play_unchecked(choice.action);
            }
        }
        let playing: Vec<usize> = (0..tables.len())
            .filter(|&i| tables[i].points.is_none())
            .collect();
        if playing.is_empty() {
            break;
        }
        let mut searches: Vec<DecisionSearch> = playing
            .iter()
            .map(|&i| {
                let game = &tables[i].game;
                let tree = PuctTree::new(rules.clone(), *game.position(), game.history_keys());
                DecisionSearch::new(tree, player.simulations, player.gumbel, false)
            })
            .collect();
        let mut refs: Vec<&mut DecisionSearch> = searches.iter_mut().collect();
        run_batched(&mut refs, evaluator, &player.puct, &mut rng);
        for (search, &i) in searches.iter().zip(&playing) {
            tables[i].game.play_unchecked(search.choose());
        }
    }
    let mut tally = Tally::default();
    for table in &tables {
        tally.add(table.points.expect("every game finished"));
    }
    Ok(EvalResult {
        opponent: opponent.to_string(),
        tally,
        seconds: start.elapsed().as_secs_f64(),
    })
}
