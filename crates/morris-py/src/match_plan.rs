//! A match's schedule for Python's `play_match`: the Rust match plan that `morris evaluate`
//! plays from (each pair of games' random opening, the colours, every player's seed), so that
//! a Python agent is measured the same way and the same seed gives the same games' starts.

use crate::errors::value_error;
use crate::game::rules_from;
use crate::vec_env::MAX_GAMES;
use morris_core::game::Rules;
use morris_core::match_plan::{MatchPlan, Openings};
use pyo3::prelude::*;
use std::sync::Arc;

/// One planned game: the opening's action ids, the judged agent's colour, its seed and the
/// opponent's.
type PlannedGame = (Vec<usize>, &'static str, u64, u64);

/// The plan of `games` games under `rules` from `opening_plies` random plies, seeded by
/// `seed`: per game, `(opening action ids, the judged agent's colour, its seed, the
/// opponent's seed)`, in the order `morris evaluate --seed SEED --openings PLIES` plays them.
#[pyfunction]
#[pyo3(signature = (games, rules = None, opening_plies = 8, seed = 1))]
pub fn match_plan(
    games: usize,
    rules: Option<&Bound<'_, PyAny>>,
    opening_plies: u32,
    seed: u64,
) -> PyResult<Vec<PlannedGame>> {
    if games > MAX_GAMES {
        return Err(value_error(format!(
            "games: a plan holds at most {MAX_GAMES} games, not {games}"
        )));
    }
    let rules = match rules {
        Some(r) => rules_from(r)?,
        None => Arc::new(Rules::default()),
    };
    let points = rules.board().points();
    let plan = MatchPlan::new(&rules, games, &Openings::Random(opening_plies), seed);
    Ok(plan
        .games
        .iter()
        .map(|planned| {
            (
                planned
                    .opening
                    .actions
                    .iter()
                    .map(|a| a.id(points))
                    .collect(),
                planned.player_color.name(),
                planned.seeds[0],
                planned.seeds[1],
            )
        })
        .collect())
}

/// The project's seed derivation (`morris_core::seeds::derive_seed`): a stream of its own for
/// each game (or worker, or batch) and role, from one seed.
#[pyfunction]
pub fn derive_seed(seed: u64, game: usize, role: u64) -> u64 {
    morris_core::seeds::derive_seed(seed, game, role)
}
