//! `VecEnv` for Python: N games stepped together, their observations, masks, rewards and
//! dones as `NumPy` arrays that look straight into the environment's buffers (read-only views:
//! no copy per step, each step rewrites them in place), and the board's symmetries on
//! observations and policies.

use crate::errors::{IllegalActionError, value_error};
use crate::game::{PyGame, PyRules, rules_from};
use morris_core::env::{Encoder, GameEnd, StepError, TensorSymmetries, VecEnv};
use morris_core::game::{Color, DrawReason, WinReason};
use numpy::ndarray::{ArrayView, Dimension, IntoDimension};
use numpy::{
    Element, PyArray, PyArray1, PyArray2, PyArray4, PyArrayDyn, PyArrayMethods, PyReadonlyArray1,
    PyUntypedArray, PyUntypedArrayMethods,
};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The most games a `VecEnv` or a match plan holds (a bound before any allocation).
pub const MAX_GAMES: usize = 1 << 20;

/// Mixed into the seed of `sample_actions`' generator.
const SAMPLER_SEED: u64 = 0x5EED_5A3D_1E5A_C7E5;

/// N games under one rule set, stepped together with one action id per game. A game that
/// ends restarts at once (after `opening_plies` seeded random plies); its final observation
/// stays readable through `final_observation(i)` until the next step.
#[pyclass(name = "VecEnv", module = "morris_zero._core")]
pub struct PyVecEnv {
    env: VecEnv,
    seed: u64,
    /// The actions of the step being taken, as the environment reads them.
    ids: Vec<usize>,
    dones: Vec<bool>,
    truncated: Vec<bool>,
    to_move: Vec<i8>,
    /// `sample_actions`' generator, apart from the environment's (openings) so that sampling
    /// does not change the games' openings.
    sampler: ChaCha8Rng,
}

/// A read-only `NumPy` view of `data` owned by `owner` (the Python object holding it).
///
/// # Safety
/// `data` must live in `owner` and never be reallocated while `owner` lives.
unsafe fn view<'py, T: Element, D: Dimension>(
    owner: &Bound<'py, PyAny>,
    data: &[T],
    shape: impl IntoDimension<Dim = D>,
) -> Bound<'py, PyArray<T, D>> {
    let array = ArrayView::from_shape(shape, data).expect("the buffer has the shape");
    // SAFETY: the caller's promise; numpy keeps `owner` alive as the array's base.
    let array = unsafe { PyArray::borrow_from_array(&array, owner.clone()) };
    // SAFETY: a flag on an array this function just made; Python may read it, not write it
    // (the environment rewrites only what changed, so a write would corrupt later steps).
    unsafe {
        (*array.as_array_ptr()).flags &= !numpy::npyffi::NPY_ARRAY_WRITEABLE;
    }
    array
}

impl PyVecEnv {
    fn refresh(&mut self) {
        for (i, end) in self.env.ends().iter().enumerate() {
            self.dones[i] = end.is_some();
            self.truncated[i] = matches!(end, Some(GameEnd::Truncated));
        }
        for (slot, &color) in self.to_move.iter_mut().zip(self.env.to_move()) {
            *slot = i8::from(color == Color::Black);
        }
    }

    /// Reads the actions into `ids`: an integer array (any integer dtype) or a sequence of
    /// ints, one per game.
    fn read_actions(&mut self, actions: &Bound<'_, PyAny>) -> PyResult<()> {
        let n = self.env.len();
        if let Ok(array) = actions.cast::<PyUntypedArray>() {
            let dtype = array.dtype();
            let kind = dtype.getattr("kind")?.extract::<String>()?;
            if array.ndim() != 1 || array.len() != n || !(kind == "i" || kind == "u") {
                return Err(value_error(format!(
                    "actions: expected an integer array of shape ({n},), got dtype {} and shape {}",
                    dtype.str()?,
                    shape_text(array.shape())
                )));
            }
            if let Ok(ids) = array.cast::<PyArray1<i64>>() {
                let ids: PyReadonlyArray1<i64> = ids.readonly();
                return self.store(ids.as_slice().ok(), || ids.as_array().to_vec());
            }
            let ids = array.call_method1("astype", ("int64",))?;
            let ids = ids.cast::<PyArray1<i64>>()?.readonly();
            return self.store(ids.as_slice().ok(), || ids.as_array().to_vec());
        }
        let Ok(ids) = actions.extract::<Vec<i64>>() else {
            return Err(PyTypeError::new_err(format!(
                "actions: expected an integer array or a list of {n} ints, got {}",
                actions.get_type().name()?
            )));
        };
        if ids.len() != n {
            return Err(value_error(format!(
                "actions: expected {n} actions (one per game), got {}",
                ids.len()
            )));
        }
        self.store(Some(&ids), Vec::new)
    }

    fn store(
        &mut self,
        contiguous: Option<&[i64]>,
        strided: impl FnOnce() -> Vec<i64>,
    ) -> PyResult<()> {
        let owned;
        let ids = if let Some(ids) = contiguous {
            ids
        } else {
            owned = strided();
            &owned
        };
        let a = self.env.encoder().action_count();
        for (game, (slot, &id)) in self.ids.iter_mut().zip(ids).enumerate() {
            // Out of range (or negative) ids become `a`, which the environment refuses with
            // the game and the legal ids; the message below keeps the id as given.
            *slot = usize::try_from(id)
                .ok()
                .filter(|&id| id < a)
                .ok_or_else(|| {
                    IllegalActionError::new_err(format!(
                        "game {game}: action id {id} is out of range: ids run from 0 to {}",
                        a - 1
                    ))
                })?;
        }
        Ok(())
    }
}

#[pymethods]
impl PyVecEnv {
    /// `n` games under `rules` (a `Rules`, a preset's name or a rules file's path). Each new
    /// game first plays `opening_plies` uniformly random actions from the environment's
    /// generator, seeded by `seed`.
    #[new]
    #[pyo3(signature = (n, rules = None, opening_plies = 0, seed = 0))]
    fn new(
        n: usize,
        rules: Option<&Bound<'_, PyAny>>,
        opening_plies: u32,
        seed: u64,
    ) -> PyResult<PyVecEnv> {
        if n == 0 || n > MAX_GAMES {
            return Err(value_error(format!(
                "n: a VecEnv holds 1 to {MAX_GAMES} games, not {n}"
            )));
        }
        let rules = match rules {
            Some(r) => rules_from(r)?,
            None => std::sync::Arc::new(morris_core::game::Rules::default()),
        };
        let mut env = PyVecEnv {
            env: VecEnv::new(&rules, n, opening_plies, seed),
            seed,
            ids: vec![0; n],
            dones: vec![false; n],
            truncated: vec![false; n],
            to_move: vec![0; n],
            sampler: ChaCha8Rng::seed_from_u64(seed ^ SAMPLER_SEED),
        };
        env.refresh();
        Ok(env)
    }

    /// Restarts every game (the same seed gives the same games; by default the seed the
    /// environment was made with) and reseeds `sample_actions`. Returns
    /// `(observations, masks)`.
    #[pyo3(signature = (seed = None))]
    #[allow(clippy::type_complexity)]
    fn reset<'py>(
        slf: &Bound<'py, Self>,
        seed: Option<u64>,
    ) -> (Bound<'py, PyArray4<f32>>, Bound<'py, PyArray2<bool>>) {
        {
            let mut this = slf.borrow_mut();
            let seed = seed.unwrap_or(this.seed);
            this.seed = seed;
            this.env.reset(seed);
            this.sampler = ChaCha8Rng::seed_from_u64(seed ^ SAMPLER_SEED);
            this.refresh();
        }
        (Self::observations(slf), Self::masks(slf))
    }

    /// Applies one action id per game (an integer array of shape `(N,)`, or a list). Every id
    /// is checked against its game's mask first; if any is illegal nothing moves and
    /// `IllegalActionError` names the game, the id and the legal ids. Returns
    /// `(observations, masks, rewards, dones, truncated)`, the same views as the properties.
    #[allow(clippy::type_complexity)]
    fn step<'py>(
        slf: &Bound<'py, Self>,
        actions: &Bound<'py, PyAny>,
    ) -> PyResult<(
        Bound<'py, PyArray4<f32>>,
        Bound<'py, PyArray2<bool>>,
        Bound<'py, PyArray1<f32>>,
        Bound<'py, PyArray1<bool>>,
        Bound<'py, PyArray1<bool>>,
    )> {
        {
            let mut this = slf.borrow_mut();
            this.read_actions(actions)?;
            let this = &mut *this;
            this.env.step(&this.ids).map_err(|error| match error {
                StepError::Illegal { .. } => IllegalActionError::new_err(error.to_string()),
                other @ StepError::WrongCount { .. } => value_error(other),
            })?;
            this.refresh();
        }
        Ok((
            Self::observations(slf),
            Self::masks(slf),
            Self::rewards(slf),
            Self::dones(slf),
            Self::truncated(slf),
        ))
    }

    /// One uniformly random legal action id per game (int64 `[N]`), drawn in Rust from the
    /// environment's own sampling generator (seeded with the environment; `seed` reseeds it):
    /// a random policy without a `NumPy` pass over the masks.
    #[pyo3(signature = (seed = None))]
    fn sample_actions<'py>(
        &mut self,
        py: Python<'py>,
        seed: Option<u64>,
    ) -> Bound<'py, PyArray1<i64>> {
        if let Some(seed) = seed {
            self.sampler = ChaCha8Rng::seed_from_u64(seed ^ SAMPLER_SEED);
        }
        let points = self.env.encoder().points();
        let ids: Vec<i64> = (0..self.env.len())
            .map(|i| {
                let legal = self.env.legal_actions(i);
                legal[self.sampler.gen_range(0..legal.len())].id(points) as i64
            })
            .collect();
        PyArray1::from_vec(py, ids)
    }

    /// The observations `[N, C, H, W]` (float32), each from its player to move's point of
    /// view: a read-only view that every step rewrites.
    #[getter]
    fn observations<'py>(slf: &Bound<'py, Self>) -> Bound<'py, PyArray4<f32>> {
        let this = slf.borrow();
        let [c, h, w] = this.env.encoder().shape();
        // SAFETY: the buffer lives in the environment, which never reallocates it.
        unsafe {
            view(
                slf.as_any(),
                this.env.observations(),
                (this.env.len(), c, h, w),
            )
        }
    }

    /// The legal-action masks `[N, A]` (bool), a read-only view.
    #[getter]
    fn masks<'py>(slf: &Bound<'py, Self>) -> Bound<'py, PyArray2<bool>> {
        let this = slf.borrow();
        let a = this.env.encoder().action_count();
        // SAFETY: as for the observations.
        unsafe { view(slf.as_any(), this.env.masks(), (this.env.len(), a)) }
    }

    /// The last step's rewards `[N]` (float32), for the player who acted: +1 for a win, -1 for
    /// a loss, 0 otherwise.
    #[getter]
    fn rewards<'py>(slf: &Bound<'py, Self>) -> Bound<'py, PyArray1<f32>> {
        let this = slf.borrow();
        // SAFETY: as for the observations.
        unsafe { view(slf.as_any(), this.env.rewards(), this.env.len()) }
    }

    /// Whether the last step ended each game `[N]` (bool); the game has restarted since.
    #[getter]
    fn dones<'py>(slf: &Bound<'py, Self>) -> Bound<'py, PyArray1<bool>> {
        let this = slf.borrow();
        // SAFETY: `dones` is allocated once, at construction.
        unsafe { view(slf.as_any(), &this.dones, this.dones.len()) }
    }

    /// Whether the game's end was the `max_plies` cap (a truncation, not a result) `[N]`.
    #[getter]
    fn truncated<'py>(slf: &Bound<'py, Self>) -> Bound<'py, PyArray1<bool>> {
        let this = slf.borrow();
        // SAFETY: as for `dones`.
        unsafe { view(slf.as_any(), &this.truncated, this.truncated.len()) }
    }

    /// The player to move in each game `[N]` (int8): 0 white, 1 black.
    #[getter]
    fn to_move<'py>(slf: &Bound<'py, Self>) -> Bound<'py, PyArray1<i8>> {
        let this = slf.borrow();
        // SAFETY: as for `dones`.
        unsafe { view(slf.as_any(), &this.to_move, this.to_move.len()) }
    }

    /// The final observation `[C, H, W]` of game `i` if the last step ended it (a copy),
    /// else None.
    fn final_observation<'py>(
        &self,
        py: Python<'py>,
        i: usize,
    ) -> PyResult<Option<Bound<'py, PyArrayDyn<f32>>>> {
        self.check_index(i)?;
        let [c, h, w] = self.env.encoder().shape();
        Ok(self.env.final_observation(i).map(|obs| {
            PyArray1::from_slice(py, obs)
                .reshape(vec![c, h, w])
                .expect("an observation has C * H * W values")
        }))
    }

    /// How the last step ended game `i`, seen by the player who acted: None, or
    /// `(kind, reason)` with kind `"won"`, `"lost"`, `"drawn"` or `"truncated"`.
    fn end(&self, i: usize) -> PyResult<Option<(&'static str, &'static str)>> {
        self.check_index(i)?;
        let reason = |r: WinReason| match r {
            WinReason::FewerThanThree => "fewer_than_three",
            WinReason::Blocked => "blocked",
            WinReason::Tablebase => "tablebase",
            WinReason::Resignation => "resignation",
        };
        Ok(self.env.ends()[i].map(|end| match end {
            GameEnd::Won(r) => ("won", reason(r)),
            GameEnd::Lost(r) => ("lost", reason(r)),
            GameEnd::Drawn(d) => (
                "drawn",
                match d {
                    DrawReason::Repetition => "repetition",
                    DrawReason::NoCapture => "no_capture",
                    DrawReason::FullBoard => "full_board",
                    DrawReason::MaxPlies => "max_plies",
                    DrawReason::Tablebase => "tablebase",
                },
            ),
            GameEnd::Truncated => ("truncated", "max_plies"),
        }))
    }

    /// Game `i` as it stands (a copy).
    fn game(&self, i: usize) -> PyResult<PyGame> {
        self.check_index(i)?;
        Ok(PyGame::wrap(self.env.game(i).clone()))
    }

    /// Game `i`'s legal action ids.
    fn legal_actions(&self, i: usize) -> PyResult<Vec<usize>> {
        self.check_index(i)?;
        let points = self.env.encoder().points();
        Ok(self
            .env
            .legal_actions(i)
            .iter()
            .map(|a| a.id(points))
            .collect())
    }

    #[getter]
    fn num_envs(&self) -> usize {
        self.env.len()
    }

    fn __len__(&self) -> usize {
        self.env.len()
    }

    #[getter]
    fn rules(&self) -> PyRules {
        PyRules {
            rules: self.env.encoder().rules().clone(),
        }
    }

    /// `(C, H, W)`.
    #[getter]
    fn observation_shape(&self) -> (usize, usize, usize) {
        let [c, h, w] = self.env.encoder().shape();
        (c, h, w)
    }

    /// A.
    #[getter]
    fn action_count(&self) -> usize {
        self.env.encoder().action_count()
    }
}

impl PyVecEnv {
    fn check_index(&self, i: usize) -> PyResult<()> {
        if i < self.env.len() {
            Ok(())
        } else {
            Err(pyo3::exceptions::PyIndexError::new_err(format!(
                "game {i}: the environment holds games 0 to {}",
                self.env.len() - 1
            )))
        }
    }
}

/// The board's symmetries (16 on the 24-point boards with the rules' lines, 8 with
/// diagonals) on anything the environment writes: observations `[..., C, H, W]` and
/// policies or masks `[..., A]`, consistently with the rules engine. Index 0 is the identity.
#[pyclass(name = "Symmetries", module = "morris_zero._core", frozen)]
pub struct PySymmetries {
    symmetries: TensorSymmetries,
    shape: [usize; 3],
    actions: usize,
}

#[pymethods]
impl PySymmetries {
    #[new]
    #[pyo3(signature = (rules = None))]
    fn new(rules: Option<&Bound<'_, PyAny>>) -> PyResult<PySymmetries> {
        let rules = match rules {
            Some(r) => rules_from(r)?,
            None => std::sync::Arc::new(morris_core::game::Rules::default()),
        };
        let encoder = Encoder::new(rules);
        Ok(PySymmetries {
            symmetries: TensorSymmetries::new(&encoder),
            shape: encoder.shape(),
            actions: encoder.action_count(),
        })
    }

    fn __len__(&self) -> usize {
        self.symmetries.len()
    }

    /// Symmetry `k` applied to observations of shape `[..., C, H, W]` (float32); a new array.
    fn observation<'py>(
        &self,
        py: Python<'py>,
        k: usize,
        observations: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyArrayDyn<f32>>> {
        self.check(k)?;
        let len: usize = self.shape.iter().product();
        let (src, shape) = contiguous::<f32>(observations, &self.shape, "observations")?;
        let mut out = vec![0.0f32; src.len()];
        for (s, d) in src.chunks_exact(len).zip(out.chunks_exact_mut(len)) {
            self.symmetries.observation(k, s, d);
        }
        PyArray1::from_vec(py, out).reshape(shape)
    }

    /// Symmetry `k` applied to policies or masks over action ids, shape `[..., A]` (float32
    /// or bool); a new array.
    fn policy<'py>(
        &self,
        py: Python<'py>,
        k: usize,
        policy: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        self.check(k)?;
        let a = self.actions;
        if let Ok((src, shape)) = contiguous::<bool>(policy, &[a], "policy") {
            let mut out = vec![false; src.len()];
            for (s, d) in src.chunks_exact(a).zip(out.chunks_exact_mut(a)) {
                self.symmetries.policy(k, s, d);
            }
            return Ok(PyArray1::from_vec(py, out).reshape(shape)?.into_any());
        }
        let (src, shape) = contiguous::<f32>(policy, &[a], "policy")?;
        let mut out = vec![0.0f32; src.len()];
        for (s, d) in src.chunks_exact(a).zip(out.chunks_exact_mut(a)) {
            self.symmetries.policy(k, s, d);
        }
        Ok(PyArray1::from_vec(py, out).reshape(shape)?.into_any())
    }

    /// The id an action id becomes under symmetry `k`.
    fn action_id(&self, k: usize, id: usize) -> PyResult<usize> {
        self.check(k)?;
        if id >= self.actions {
            return Err(IllegalActionError::new_err(format!(
                "action id {id} is out of range: ids run from 0 to {}",
                self.actions - 1
            )));
        }
        Ok(self.symmetries.action_id(k, id))
    }
}

impl PySymmetries {
    fn check(&self, k: usize) -> PyResult<()> {
        if k < self.symmetries.len() {
            Ok(())
        } else {
            Err(value_error(format!(
                "symmetry {k}: this board has symmetries 0 to {}",
                self.symmetries.len() - 1
            )))
        }
    }
}

/// The values of a `NumPy` array of `T` whose trailing dimensions are `tail` (a copy), and its
/// shape; a clear error for anything else.
fn contiguous<T: Element + Copy>(
    array: &Bound<'_, PyAny>,
    tail: &[usize],
    what: &str,
) -> PyResult<(Vec<T>, Vec<usize>)> {
    let dtype = match std::any::type_name::<T>() {
        "f32" => "float32",
        other => other,
    };
    let expected = format!(
        "{what}: expected a {dtype} array of shape [..., {}]",
        tail.iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(", ")
    );
    let Ok(array) = array.cast::<PyArrayDyn<T>>() else {
        let got = match array.cast::<PyUntypedArray>() {
            Ok(a) => format!(
                "dtype {} and shape {}",
                a.dtype().str()?,
                shape_text(a.shape())
            ),
            Err(_) => array.get_type().name()?.to_string(),
        };
        return Err(PyTypeError::new_err(format!("{expected}, got {got}")));
    };
    let shape = array.shape().to_vec();
    if shape.len() < tail.len() || shape[shape.len() - tail.len()..] != *tail {
        return Err(value_error(format!(
            "{expected}, got shape {}",
            shape_text(&shape)
        )));
    }
    let values = array.readonly().as_array().iter().copied().collect();
    Ok((values, shape))
}

/// A shape as Python writes it: `(3,)`, `(4, 1)`.
pub fn shape_text(shape: &[usize]) -> String {
    match shape {
        [one] => format!("({one},)"),
        _ => format!(
            "({})",
            shape
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}
