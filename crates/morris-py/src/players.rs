//! Players for Python: the baselines that need no network (`Player("alphabeta:depth=4")`),
//! and the project's search driver over an evaluator written in Python (`search`), the one
//! the `neural` player runs, so that a network loaded with Python's torch decides as
//! `morris engine` does with the same model and settings.

use crate::errors::{IllegalActionError, value_error};
use crate::game::{PyGame, rules_from};
use crate::vec_env::shape_text;
use morris_core::agents::{Agent, Budget, KeptTree, NetworkSearch, from_spec};
use morris_core::env::Encoder;
use morris_core::game::Rules;
use morris_core::mcts::{LeafEvaluator, LeafRequest, SearchSettings, run_batched};
use numpy::{
    PyArray1, PyArray2, PyArray4, PyArrayDyn, PyArrayMethods, PyUntypedArray, PyUntypedArrayMethods,
};
use pyo3::prelude::*;
use std::sync::{Arc, Mutex};
use std::time::Instant;

/// A baseline player built from its spec: `random`, `greedy`,
/// `alphabeta[:depth=D,nodes=N,time=MS,tt_mb=M]`, `mcts[:sims=N,c=C,rollout_plies=P,tree_mb=M]`.
#[pyclass(name = "Player", module = "morris_zero._core", frozen)]
pub struct PyPlayer {
    agent: Mutex<Box<dyn Agent>>,
    rules: Arc<Rules>,
}

impl PyPlayer {
    /// `new_game`, for the other classes of the module.
    pub(crate) fn new_game_seeded(&self, seed: u64) {
        self.lock().new_game(seed);
    }

    /// `choose`, for the other classes of the module.
    pub(crate) fn choose_id(&self, py: Python<'_>, game: &PyGame) -> PyResult<usize> {
        Ok(self.choose_with_info(py, game)?.0)
    }
}

#[pymethods]
impl PyPlayer {
    /// The player `spec` names, for games under `rules`; `seed` fixes its random choices in
    /// the first game (`new_game` starts another).
    #[new]
    #[pyo3(signature = (spec, rules = None, seed = 0))]
    fn new(spec: &str, rules: Option<&Bound<'_, PyAny>>, seed: u64) -> PyResult<PyPlayer> {
        let rules = match rules {
            Some(r) => rules_from(r)?,
            None => Arc::new(Rules::default()),
        };
        let mut agent = from_spec(spec, &rules).map_err(value_error)?;
        agent.new_game(seed);
        Ok(PyPlayer {
            agent: Mutex::new(agent),
            rules,
        })
    }

    /// Prepares for a new game; `seed` fixes every random choice the player makes in it.
    fn new_game(&self, seed: u64) {
        self.lock().new_game(seed);
    }

    /// The action id the player chooses in `game`'s position (the game is not over and is
    /// under the player's rules). The search runs without the GIL.
    fn choose(&self, py: Python<'_>, game: &PyGame) -> PyResult<usize> {
        Ok(self.choose_with_info(py, game)?.0)
    }

    /// `(action id, info)`: the choice and what the player says about it
    /// (`depth 4 score 31 nodes 5120` for alpha-beta, empty for random and greedy).
    fn choose_with_info(&self, py: Python<'_>, game: &PyGame) -> PyResult<(usize, String)> {
        let game = &game.game;
        if **game.rules() != *self.rules {
            return Err(value_error(format!(
                "the game is under the rules '{}', the player '{}' under '{}'",
                game.rules().name(),
                self.lock().spec(),
                self.rules.name()
            )));
        }
        if let Some(outcome) = game.outcome() {
            return Err(IllegalActionError::new_err(format!(
                "the game is over ({outcome}): there is nothing to choose"
            )));
        }
        let choice = py.detach(|| self.lock().choose(game, &Budget::default()));
        Ok((choice.action.id(self.rules.board().points()), choice.info))
    }

    #[getter]
    fn spec(&self) -> String {
        self.lock().spec().to_string()
    }

    fn __repr__(&self) -> String {
        format!("Player('{}')", self.lock().spec())
    }
}

impl PyPlayer {
    fn lock(&self) -> std::sync::MutexGuard<'_, Box<dyn Agent>> {
        // A panic inside a player would poison the lock; the player is still usable.
        self.agent
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// A round's observations `[B, C, H, W]` and masks `[B, A]`.
type Inputs = (Py<PyArray4<f32>>, Py<PyArray2<bool>>);

/// The search's leaves answered by a Python callable
/// `evaluate(observations [B, C, H, W] float32, masks [B, A] bool) -> (priors [B, A], values [B])`:
/// priors over the action ids (0 on illegal ids, summing to 1 over the legal ones, as the
/// `neural` player's masked softmax gives them), values in [-1, 1] for the player to move.
pub(crate) struct PythonEvaluator {
    evaluate: Py<PyAny>,
    encoder: Encoder,
    /// The last round's observation and mask arrays, written again in place for the next
    /// round of the same size when nothing else holds them (their reference count is ours
    /// alone: an evaluator that kept one, or a tensor made from it, gets fresh ones). With
    /// the priors copied at once, not element by element, this took the bridge from 724,000
    /// to 963,000 simulations a second at batch 16 (scripts/bench-python-search.py).
    inputs: Option<Inputs>,
    priors: Vec<f32>,
    values: Vec<f32>,
    /// The first error the callable raised (or its answer's shape, or a NaN in it); the
    /// search then stops (the leaves of its last round given uniform priors and zero values)
    /// and the error is raised.
    error: Option<PyErr>,
}

impl PythonEvaluator {
    pub(crate) fn new(evaluate: Py<PyAny>, encoder: Encoder) -> PythonEvaluator {
        PythonEvaluator {
            evaluate,
            encoder,
            inputs: None,
            priors: Vec::new(),
            values: Vec::new(),
            error: None,
        }
    }

    /// The ids of the rules' actions.
    pub(crate) fn action_count(&self) -> usize {
        self.encoder.action_count()
    }

    /// The first error the callable raised, once (the search's answers after it were
    /// placeholders).
    pub(crate) fn take_error(&mut self) -> Option<PyErr> {
        self.error.take()
    }

    /// Observation and mask arrays for `batch` leaves: last round's where only this
    /// evaluator holds them, else new ones.
    fn inputs<'py>(
        &mut self,
        py: Python<'py>,
        batch: usize,
    ) -> (Bound<'py, PyArray4<f32>>, Bound<'py, PyArray2<bool>>) {
        let [c, h, w] = self.encoder.shape();
        let (obs_shape, mask_shape) = ([batch, c, h, w], [batch, self.encoder.action_count()]);
        if let Some((observations, masks)) = self.inputs.take() {
            let (observations, masks) = (observations.into_bound(py), masks.into_bound(py));
            if private(&observations, &obs_shape) && private(&masks, &mask_shape) {
                return (observations, masks);
            }
        }
        (
            PyArray4::zeros(py, obs_shape, false),
            PyArray2::zeros(py, mask_shape, false),
        )
    }

    fn call(&mut self, py: Python<'_>, leaves: &[LeafRequest<'_>]) -> PyResult<()> {
        let (len, a) = (self.encoder.observation_len(), self.encoder.action_count());
        let batch = leaves.len();
        let (observations, masks) = self.inputs(py, batch);
        // SAFETY: both arrays are new or `private` (this evaluator's binding is their only
        // reference, so no view, tensor or buffer of Python's reaches their memory;
        // contiguous and writeable), and no Python code runs while the slices live.
        let (obs, mask) = unsafe { (observations.as_slice_mut()?, masks.as_slice_mut()?) };
        for (i, leaf) in leaves.iter().enumerate() {
            self.encoder.encode(
                leaf.position,
                leaf.occurrences,
                &mut obs[i * len..(i + 1) * len],
            );
            self.encoder
                .write_mask(leaf.legal, &mut mask[i * a..(i + 1) * a]);
        }
        let answer = self.evaluate.call1(py, (&observations, &masks))?;
        self.inputs = Some((observations.unbind(), masks.unbind()));
        let (priors, values): (Bound<'_, PyAny>, Bound<'_, PyAny>) = answer
            .extract(py)
            .map_err(|_| value_error("the evaluator must return (priors, values)"))?;
        read_f32(&priors, &[batch, a], "priors", &mut self.priors)?;
        read_f32(&values, &[batch], "values", &mut self.values)?;
        if !all_finite(&self.priors) || !all_finite(&self.values) {
            return Err(value_error(
                "the evaluator's priors and values must be finite (a NaN or an infinity came back)",
            ));
        }
        Ok(())
    }
}

/// Whether the evaluator's `array` of last round may be written again in place: this
/// binding is its only reference (the evaluator kept neither it nor a view, tensor or buffer
/// of it), and it still has `shape`, contiguous and writeable (Python may change a shape, or
/// the flags, in place). The numpy crate's borrow checks cost more than the round's copies.
fn private<T: numpy::Element, D: numpy::ndarray::Dimension>(
    array: &Bound<'_, numpy::PyArray<T, D>>,
    shape: &[usize],
) -> bool {
    // SAFETY: the array object is alive (bound); its flags are read, not changed.
    let writeable =
        unsafe { (*array.as_array_ptr()).flags & numpy::npyffi::NPY_ARRAY_WRITEABLE != 0 };
    array.get_refcnt() == 1 && array.shape() == shape && array.is_c_contiguous() && writeable
}

/// No NaN and no infinity in `xs`: no exponent field all ones. An integer maximum, which the
/// compiler vectorises (`f32::is_finite` over each was a quarter of the bridge's time).
fn all_finite(xs: &[f32]) -> bool {
    const EXPONENT: u32 = 0x7f80_0000;
    xs.iter().map(|x| x.to_bits() & EXPONENT).max().unwrap_or(0) != EXPONENT
}

/// Copies `array`, a float array of exactly `shape`, into `out` as float32: at once where it
/// is a C-contiguous float32 array (a network's output, or rows of one), else converted
/// first (float64, a strided or Fortran-ordered view); anything else is a clear error.
fn read_f32(
    array: &Bound<'_, PyAny>,
    shape: &[usize],
    what: &str,
    out: &mut Vec<f32>,
) -> PyResult<()> {
    out.clear();
    if let Ok(floats) = array.cast::<PyArrayDyn<f32>>()
        && floats.shape() == shape
        && floats.is_c_contiguous()
        // SAFETY: read while holding the GIL with no Python code running, so nothing
        // writes the array meanwhile.
        && let Ok(slice) = unsafe { floats.as_slice() }
    {
        out.extend_from_slice(slice);
        return Ok(());
    }
    let converted = as_f32(array, shape, what)?;
    let converted = converted.cast::<PyArrayDyn<f32>>()?.readonly();
    out.extend(converted.as_array().iter());
    Ok(())
}

/// `array` as float32 of exactly `shape` (float64 is converted), or a clear error.
fn as_f32<'py>(
    array: &Bound<'py, PyAny>,
    shape: &[usize],
    what: &str,
) -> PyResult<Bound<'py, PyAny>> {
    let Ok(untyped) = array.cast::<PyUntypedArray>() else {
        return Err(value_error(format!(
            "the evaluator's {what} must be a NumPy array of shape {}, not {}",
            shape_text(shape),
            array.get_type().name()?
        )));
    };
    let kind: String = untyped.dtype().getattr("kind")?.extract()?;
    if untyped.shape() != shape || kind != "f" {
        return Err(value_error(format!(
            "the evaluator's {what} must be a float array of shape {}; got dtype {} and shape {}",
            shape_text(shape),
            untyped.dtype().str()?,
            shape_text(untyped.shape())
        )));
    }
    array.call_method1("astype", ("float32",))
}

impl LeafEvaluator for PythonEvaluator {
    fn evaluate(&mut self, leaves: &[LeafRequest<'_>]) -> (&[f32], &[f32]) {
        if self.error.is_none() {
            if let Err(error) = Python::attach(|py| self.call(py, leaves)) {
                self.error = Some(error);
            }
        }
        if self.error.is_some() {
            let a = self.encoder.action_count();
            let points = self.encoder.points();
            self.priors.clear();
            self.priors.resize(leaves.len() * a, 0.0);
            for (i, leaf) in leaves.iter().enumerate() {
                for action in leaf.legal {
                    self.priors[i * a + action.id(points)] = 1.0 / leaf.legal.len() as f32;
                }
            }
            self.values.clear();
            self.values.resize(leaves.len(), 0.0);
        }
        (&self.priors, &self.values)
    }

    fn failed(&self) -> bool {
        self.error.is_some()
    }
}

/// A search kept from one decision to the next of a game (tree reuse): `search(...,
/// tree=t)` takes from it the subtree of the position reached since its last decision in
/// that game, where the settings say `reuse_tree`, and keeps the new search in it. A game
/// that did not pass through that position with the same history (another game, a move
/// taken back) starts afresh, so one tree per player is enough; `clear()` drops it.
#[pyclass(name = "SearchTree", module = "morris_zero._core", frozen)]
#[derive(Default)]
pub struct PySearchTree {
    kept: Mutex<Option<KeptTree>>,
}

#[pymethods]
impl PySearchTree {
    #[new]
    fn new() -> PySearchTree {
        PySearchTree::default()
    }

    /// Drops the kept search: the next decision starts afresh.
    fn clear(&self) {
        *self.lock() = None;
    }

    /// Whether a search is kept.
    #[getter]
    fn is_empty(&self) -> bool {
        self.lock().is_none()
    }

    fn __repr__(&self) -> String {
        format!(
            "SearchTree({})",
            if self.is_empty() { "empty" } else { "kept" }
        )
    }
}

impl PySearchTree {
    /// The kept search, taken out (a failed search leaves the tree empty).
    pub(crate) fn take(&self) -> Option<KeptTree> {
        self.lock().take()
    }

    /// Keeps `kept` for the next decision.
    pub(crate) fn put(&self, kept: Option<KeptTree>) {
        *self.lock() = kept;
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Option<KeptTree>> {
        // A poisoned lock only means a panic elsewhere; the kept search is still whole.
        self.kept
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// The search driver's decision at `game`'s position, as the `neural` player makes it: no
/// noise, seeded by `seed` and the game's ply, with `settings` (the JSON of a `[search]`
/// section, as an export sidecar's `search` holds it; the defaults where None) and
/// `simulations` (the settings' where None). `evaluate` answers the leaves (see
/// `morris_zero.torch_player`). A fresh tree, unless `tree` (a `SearchTree`) is given and the
/// settings say `reuse_tree`: then the tree kept from the last decision in this game is
/// followed to this position and `simulations` new ones run on top, as the `neural` player
/// with `reuse=true` does. Returns `(action id, root visits per action id [A] (kept ones
/// included), root value for the player to move)`.
#[pyfunction]
#[pyo3(signature = (game, evaluate, settings = None, simulations = None, seed = 0, temperature = 0.0, tree = None))]
#[allow(clippy::too_many_arguments)]
pub fn search<'py>(
    py: Python<'py>,
    game: &PyGame,
    evaluate: Py<PyAny>,
    settings: Option<&str>,
    simulations: Option<u32>,
    seed: u64,
    temperature: f32,
    tree: Option<&PySearchTree>,
) -> PyResult<(usize, Bound<'py, PyArray1<f32>>, f32)> {
    let mut settings: SearchSettings = match settings {
        Some(text) => {
            serde_json::from_str(text).map_err(|e| value_error(format!("search settings: {e}")))?
        }
        None => SearchSettings::default(),
    };
    if let Some(simulations) = simulations {
        settings.simulations = simulations;
    }
    settings.check().map_err(value_error)?;
    if !(temperature >= 0.0 && temperature.is_finite()) {
        return Err(value_error("temperature must be 0 or more"));
    }
    let game = &game.game;
    if let Some(outcome) = game.outcome() {
        return Err(IllegalActionError::new_err(format!(
            "the game is over ({outcome}): there is nothing to search"
        )));
    }
    let mut evaluator = PythonEvaluator::new(evaluate, Encoder::new(game.rules().clone()));
    let actions = evaluator.encoder.action_count();
    let mut network = NetworkSearch {
        evaluator: &mut evaluator,
        settings,
        temperature,
        tablebase: None,
        root_symmetries: false,
        leaves_per_round: 1,
    };
    let start = Instant::now();
    // Taken out of the tree for the search (a failed search leaves the tree empty).
    let kept = tree.and_then(PySearchTree::take);
    let mut search = network.begin(game, settings.simulations, seed, kept);
    // Until the search is done or the evaluator failed (its error is raised below).
    run_batched(&mut [&mut search], network.evaluator, None);
    let choice = network.decide(&mut search, start.elapsed().as_secs_f64());
    let points = game.rules().board().points();
    let mut visits = vec![0.0f32; actions];
    for child in search.tree().root_statistics() {
        visits[child.action.id(points)] = child.visits as f32;
    }
    let value = search.tree().root_value();
    let next = network.keep(search, game);
    if let Some(error) = evaluator.error.take() {
        return Err(error);
    }
    if let Some(tree) = tree {
        tree.put(next);
    }
    Ok((
        choice.action.id(points),
        PyArray1::from_vec(py, visits),
        value,
    ))
}
