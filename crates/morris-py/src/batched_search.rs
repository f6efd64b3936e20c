//! Many games' searches in lockstep from Python (`search_batch`): the project's search driver
//! (`mcts::run_batched`, as self-play and the arena run it) with the caller's evaluator
//! called once a round on every game's waiting leaf, and the search settings as a typed
//! Python value (`SearchSettings`), checked as the Rust checks them.

use crate::errors::{IllegalActionError, value_error};
use crate::game::PyGame;
use crate::players::{PySearchTree, PythonEvaluator};
use crate::tablebase::PyTablebase;
use morris_core::agents::NetworkSearch;
use morris_core::env::Encoder;
use morris_core::game::Rules;
use morris_core::mcts::{RootSearch, SearchSettings, run_batched};
use numpy::{PyArray1, PyArrayMethods};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use std::sync::Arc;

/// The search settings (a training config's `[search]` section; crates/morris-core/src/mcts/
/// settings.rs documents each field), every field a keyword; those left out take the
/// defaults. Settings no search can run with are a `ValueError` naming the field.
#[pyclass(name = "SearchSettings", module = "morris_zero._core", frozen)]
#[derive(Clone)]
pub struct PySearchSettings {
    pub settings: SearchSettings,
}

#[pymethods]
impl PySearchSettings {
    #[new]
    #[pyo3(signature = (*, root = None, simulations = None, c_puct = None, fpu_reduction = None,
        policy_temperature = None, dirichlet_alpha = None, dirichlet_fraction = None,
        gumbel_considered = None, gumbel_c_visit = None, gumbel_c_scale = None,
        forced_playouts = None, reuse_tree = None))]
    #[allow(clippy::too_many_arguments)]
    fn new(
        root: Option<&str>,
        simulations: Option<u32>,
        c_puct: Option<f32>,
        fpu_reduction: Option<f32>,
        policy_temperature: Option<f32>,
        dirichlet_alpha: Option<f32>,
        dirichlet_fraction: Option<f32>,
        gumbel_considered: Option<usize>,
        gumbel_c_visit: Option<f32>,
        gumbel_c_scale: Option<f32>,
        forced_playouts: Option<f32>,
        reuse_tree: Option<bool>,
    ) -> PyResult<PySearchSettings> {
        let mut s = SearchSettings::default();
        if let Some(root) = root {
            s.root = match root {
                "puct" => RootSearch::Puct,
                "gumbel" => RootSearch::Gumbel,
                other => {
                    return Err(value_error(format!(
                        "root is {other:?}: \"puct\" or \"gumbel\""
                    )));
                }
            };
        }
        s.simulations = simulations.unwrap_or(s.simulations);
        s.c_puct = c_puct.unwrap_or(s.c_puct);
        s.fpu_reduction = fpu_reduction.unwrap_or(s.fpu_reduction);
        s.policy_temperature = policy_temperature.unwrap_or(s.policy_temperature);
        s.dirichlet_alpha = dirichlet_alpha.unwrap_or(s.dirichlet_alpha);
        s.dirichlet_fraction = dirichlet_fraction.unwrap_or(s.dirichlet_fraction);
        s.gumbel_considered = gumbel_considered.unwrap_or(s.gumbel_considered);
        s.gumbel_c_visit = gumbel_c_visit.unwrap_or(s.gumbel_c_visit);
        s.gumbel_c_scale = gumbel_c_scale.unwrap_or(s.gumbel_c_scale);
        s.forced_playouts = forced_playouts.unwrap_or(s.forced_playouts);
        s.reuse_tree = reuse_tree.unwrap_or(s.reuse_tree);
        s.check().map_err(value_error)?;
        Ok(PySearchSettings { settings: s })
    }

    /// The settings of a `[search]` section as JSON (an export sidecar's `search`).
    #[staticmethod]
    fn from_json(text: &str) -> PyResult<PySearchSettings> {
        let settings: SearchSettings =
            serde_json::from_str(text).map_err(|e| value_error(format!("search settings: {e}")))?;
        settings.check().map_err(value_error)?;
        Ok(PySearchSettings { settings })
    }

    fn to_json(&self) -> String {
        serde_json::to_string(&self.settings).expect("settings serialise")
    }

    #[getter]
    fn root(&self) -> &'static str {
        self.settings.root.name()
    }
    #[getter]
    fn simulations(&self) -> u32 {
        self.settings.simulations
    }
    #[getter]
    fn c_puct(&self) -> f32 {
        self.settings.c_puct
    }
    #[getter]
    fn fpu_reduction(&self) -> f32 {
        self.settings.fpu_reduction
    }
    #[getter]
    fn policy_temperature(&self) -> f32 {
        self.settings.policy_temperature
    }
    #[getter]
    fn dirichlet_alpha(&self) -> f32 {
        self.settings.dirichlet_alpha
    }
    #[getter]
    fn dirichlet_fraction(&self) -> f32 {
        self.settings.dirichlet_fraction
    }
    #[getter]
    fn gumbel_considered(&self) -> usize {
        self.settings.gumbel_considered
    }
    #[getter]
    fn gumbel_c_visit(&self) -> f32 {
        self.settings.gumbel_c_visit
    }
    #[getter]
    fn gumbel_c_scale(&self) -> f32 {
        self.settings.gumbel_c_scale
    }
    #[getter]
    fn forced_playouts(&self) -> f32 {
        self.settings.forced_playouts
    }
    #[getter]
    fn reuse_tree(&self) -> bool {
        self.settings.reuse_tree
    }

    fn __eq__(&self, other: &PySearchSettings) -> bool {
        self.settings == other.settings
    }

    fn __repr__(&self) -> String {
        format!("SearchSettings({})", self.to_json())
    }
}

/// The searches of many games at once, one call of `evaluate` a round on the leaves of
/// every game still searching (observations `[B, C, H, W]` float32 and masks `[B, A]` bool in,
/// priors `[B, A]` and values `[B]` out, as `search`'s evaluator). Each game's search: a fresh
/// tree, or, with `trees` (one `SearchTree` a game) and settings that say `reuse_tree`, the
/// kept one followed to the game's position with `simulations` new ones on top; Dirichlet
/// noise at PUCT roots where `noise` is set; `tablebase`'s exact values at the leaves it
/// covers (and a covered root played perfectly). Game `i` is seeded by `seed`, `i` and its
/// ply. Returns a dict of `NumPy` arrays: `actions` `[N]` int64 (the chosen ids: Gumbel's
/// choice, or the most visited, or sampled at `temperature`), `visits` `[N, A]` float32 (the
/// root's visits per id, kept ones included), `policy` `[N, A]` float32 (the training
/// target: Gumbel's improved policy, else the visit distribution), `values` `[N]` float32
/// (the root's value for its side to move).
#[pyfunction]
#[pyo3(signature = (games, evaluate, settings = None, simulations = None, seed = 0,
    noise = false, temperature = 0.0, trees = None, tablebase = None))]
#[allow(clippy::too_many_arguments, clippy::needless_pass_by_value)] // PyO3's arguments
pub fn search_batch<'py>(
    py: Python<'py>,
    games: Vec<PyRef<'py, PyGame>>,
    evaluate: Py<PyAny>,
    settings: Option<&PySearchSettings>,
    simulations: Option<u32>,
    seed: u64,
    noise: bool,
    temperature: f32,
    trees: Option<Vec<PyRef<'py, PySearchTree>>>,
    tablebase: Option<&PyTablebase>,
) -> PyResult<Bound<'py, PyDict>> {
    let mut settings = settings.map_or_else(SearchSettings::default, |s| s.settings);
    if let Some(simulations) = simulations {
        settings.simulations = simulations;
    }
    settings.check().map_err(value_error)?;
    if !(temperature >= 0.0 && temperature.is_finite()) {
        return Err(value_error("temperature must be 0 or more"));
    }
    let rules = check_batch(&games, trees.as_deref(), tablebase)?;
    let mut evaluator = PythonEvaluator::new(evaluate, Encoder::new(rules.clone()));
    let actions = evaluator.action_count();
    let points = rules.board().points();
    let mut network = NetworkSearch {
        evaluator: &mut evaluator,
        settings,
        temperature,
        tablebase: tablebase.map(PyTablebase::shared),
        root_symmetries: false,
        leaves_per_round: 1,
    };
    let mut searches: Vec<_> = games
        .iter()
        .enumerate()
        .map(|(i, game)| {
            let kept = trees.as_ref().and_then(|t| t[i].take());
            let game_seed = morris_core::seeds::nth_seed(seed, i as u64);
            network.begin_with_noise(&game.game, settings.simulations, game_seed, kept, noise)
        })
        .collect();
    let mut refs: Vec<&mut _> = searches.iter_mut().collect();
    run_batched(&mut refs, network.evaluator, None);
    let n = games.len();
    let mut chosen = Vec::with_capacity(n);
    let mut visits = vec![0.0f32; n * actions];
    let mut policy = vec![0.0f32; n * actions];
    let mut values = Vec::with_capacity(n);
    for (i, search) in searches.iter_mut().enumerate() {
        let choice = network.decide(search, 0.0);
        chosen.push(choice.action.id(points) as i64);
        for child in search.tree().root_statistics() {
            visits[i * actions + child.action.id(points)] = child.visits as f32;
        }
        search.policy_target(&mut policy[i * actions..(i + 1) * actions]);
        values.push(search.tree().root_value());
    }
    let kept: Vec<_> = searches
        .into_iter()
        .zip(&games)
        .map(|(search, game)| network.keep(search, &game.game))
        .collect();
    if let Some(error) = evaluator.take_error() {
        return Err(error);
    }
    if let Some(trees) = &trees {
        for (tree, kept) in trees.iter().zip(kept) {
            tree.put(kept);
        }
    }
    answer(py, chosen, visits, policy, values)
}

/// The games' rules, refusing an empty batch, games of two rule sets, a finished game, a
/// `trees` of another length and tables of other rules, by name.
fn check_batch(
    games: &[PyRef<'_, PyGame>],
    trees: Option<&[PyRef<'_, PySearchTree>]>,
    tablebase: Option<&PyTablebase>,
) -> PyResult<Arc<Rules>> {
    let Some(first) = games.first() else {
        return Err(value_error("games is empty: nothing to search"));
    };
    let rules = first.game.rules().clone();
    for (i, game) in games.iter().enumerate() {
        if game.game.rules().spec() != rules.spec() {
            return Err(value_error(format!(
                "game {i} is of the rules '{}', game 0 of '{}': one batch, one rule set",
                game.game.rules().name(),
                rules.name()
            )));
        }
        if let Some(outcome) = game.game.outcome() {
            return Err(IllegalActionError::new_err(format!(
                "game {i} is over ({outcome}): there is nothing to search"
            )));
        }
    }
    if let Some(trees) = trees
        && trees.len() != games.len()
    {
        return Err(value_error(format!(
            "{} trees for {} games: one SearchTree a game",
            trees.len(),
            games.len()
        )));
    }
    if let Some(tb) = tablebase {
        tb.check_rules(&rules)?;
    }
    Ok(rules)
}

/// `search_batch`'s dict: the chosen ids `[N]`, the visits and the policies `[N, A]`, the
/// root values `[N]`.
fn answer(
    py: Python<'_>,
    chosen: Vec<i64>,
    visits: Vec<f32>,
    policy: Vec<f32>,
    values: Vec<f32>,
) -> PyResult<Bound<'_, PyDict>> {
    let n = chosen.len();
    let actions = visits.len() / n.max(1);
    let out = PyDict::new(py);
    out.set_item("actions", PyArray1::from_vec(py, chosen))?;
    out.set_item(
        "visits",
        PyArray1::from_vec(py, visits).reshape([n, actions])?,
    )?;
    out.set_item(
        "policy",
        PyArray1::from_vec(py, policy).reshape([n, actions])?,
    )?;
    out.set_item("values", PyArray1::from_vec(py, values))?;
    Ok(out)
}
