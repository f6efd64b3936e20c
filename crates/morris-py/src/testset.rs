//! Perfect-play test sets for Python (`TestSet("testsets/six.mts", "six")`): its positions as
//! games, each position's value and every legal action's, and the judgement of a choice per
//! position, made by the caller's own network or by a baseline `Player`, with the figures
//! `morris evaluate --testset` prints (docs/testset.md).

use crate::errors::value_error;
use crate::game::{PyGame, action_from_id, rules_from};
use crate::players::PyPlayer;
use morris_core::game::{Game, Rules};
use morris_core::judgement::{BlunderRates, BlunderReport, Oracle, Rate, report};
use morris_core::tablebase::Wdl;
use morris_core::testset::TestSet;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use std::path::PathBuf;
use std::sync::Arc;

/// A perfect-play test set read from its file, for the rules it was made under.
#[pyclass(name = "TestSet", module = "morris_zero._core", frozen)]
pub struct PyTestSet {
    set: TestSet,
    rules: Arc<Rules>,
}

fn value_name(v: Wdl) -> &'static str {
    match v {
        Wdl::Win => "win",
        Wdl::Draw => "draw",
        _ => "loss",
    }
}

impl PyTestSet {
    fn entry(&self, i: usize) -> PyResult<&morris_core::testset::Labelled> {
        self.set.entries.get(i).ok_or_else(|| {
            pyo3::exceptions::PyIndexError::new_err(format!(
                "position {i} of a set of {}",
                self.set.entries.len()
            ))
        })
    }
}

fn rate<'py>(py: Python<'py>, out: &Bound<'py, PyDict>, name: &str, r: &Rate) -> PyResult<()> {
    let (lo, hi) = r.interval();
    out.set_item(name, r.value())?;
    out.set_item(format!("{name}_interval"), (lo, hi))?;
    out.set_item(format!("{name}_of"), r.of)?;
    let _ = py;
    Ok(())
}

fn rates<'py>(py: Python<'py>, r: &BlunderRates) -> PyResult<Bound<'py, PyDict>> {
    let out = PyDict::new(py);
    rate(py, &out, "value_lost", &r.blunders)?;
    rate(py, &out, "wins_kept", &r.win_conversion)?;
    rate(py, &out, "draws_held", &r.drawn_hold)?;
    Ok(out)
}

fn report_dict<'py>(py: Python<'py>, r: &BlunderReport) -> PyResult<Bound<'py, PyDict>> {
    let out = PyDict::new(py);
    out.set_item("all", rates(py, &r.overall)?)?;
    for (phase, p) in &r.phases {
        out.set_item(phase, rates(py, p)?)?;
    }
    Ok(out)
}

#[pymethods]
impl PyTestSet {
    /// Reads the set at `path` for `rules` (default: the standard game); a set for other
    /// rules, of another format version or damaged is refused (`ValueError`, naming it).
    #[new]
    #[pyo3(signature = (path, rules = None))]
    // pyo3 hands over the arguments it converted from Python as owned values.
    #[allow(clippy::needless_pass_by_value)]
    fn new(path: PathBuf, rules: Option<&Bound<'_, PyAny>>) -> PyResult<PyTestSet> {
        let rules = match rules {
            Some(r) => rules_from(r)?,
            None => Arc::new(Rules::default()),
        };
        let set = TestSet::read(&path, &rules).map_err(value_error)?;
        Ok(PyTestSet { set, rules })
    }

    fn __len__(&self) -> usize {
        self.set.entries.len()
    }

    /// The command that made the set.
    #[getter]
    fn made_by(&self) -> String {
        self.set.made_by.clone()
    }

    /// The pairings whose games the positions come from (`A vs B`).
    #[getter]
    fn sources(&self) -> Vec<String> {
        self.set.sources.clone()
    }

    /// Position `i` as a game (no history: a repetition counts from there).
    fn game(&self, i: usize) -> PyResult<PyGame> {
        let pos = self.entry(i)?.position;
        Ok(PyGame::wrap(Game::from_position(self.rules.clone(), pos)))
    }

    /// Every position as a game, in order.
    fn games(&self) -> Vec<PyGame> {
        self.set
            .entries
            .iter()
            .map(|e| PyGame::wrap(Game::from_position(self.rules.clone(), e.position)))
            .collect()
    }

    /// Position `i`'s value under the rules for its side to move: "win", "draw" or "loss".
    fn value(&self, i: usize) -> PyResult<&'static str> {
        Ok(value_name(self.entry(i)?.value))
    }

    /// Position `i`'s legal actions, each id with the value it leaves for the side to move.
    fn action_values(&self, i: usize) -> PyResult<Vec<(usize, &'static str)>> {
        let points = self.rules.board().points();
        Ok(self
            .entry(i)?
            .actions
            .iter()
            .map(|&(a, v)| (a.id(points), value_name(v)))
            .collect())
    }

    /// `(phase, critical)` of position `i`: "placement", "moving" or "flying" (the side to
    /// move's), and whether some legal action loses value there.
    fn phase(&self, i: usize) -> PyResult<(&'static str, bool)> {
        let e = self.entry(i)?;
        Ok((
            morris_core::judgement::phase(&self.rules, &e.position),
            e.is_critical(),
        ))
    }

    /// Judges one action id per position, in order (`len(actions) == len(set)`): a dict by
    /// phase and "all", each with `value_lost`, `wins_kept`, `draws_held` (shares), their
    /// `_interval` (95% Wilson) and `_of` (decisions counted). An illegal id is refused.
    #[allow(clippy::needless_pass_by_value)]
    fn judge<'py>(&self, py: Python<'py>, actions: Vec<i64>) -> PyResult<Bound<'py, PyDict>> {
        if actions.len() != self.set.entries.len() {
            return Err(value_error(format!(
                "{} actions for a set of {} positions",
                actions.len(),
                self.set.entries.len()
            )));
        }
        let mut judged = Vec::with_capacity(actions.len());
        for (n, (e, &id)) in self.set.entries.iter().zip(&actions).enumerate() {
            let action = action_from_id(&self.rules, id)?;
            let j = self.set.judge(n, &e.position, action).ok_or_else(|| {
                crate::errors::IllegalActionError::new_err(format!(
                    "action {id} is not legal at position {n} ({})",
                    e.position.text(&self.rules)
                ))
            })?;
            judged.push(j);
        }
        report_dict(py, &report(String::new(), actions.len(), judged))
    }

    /// A baseline player judged on every position (each decision seeded by `seed` and the
    /// position's number), as `judge` reports it.
    #[pyo3(signature = (player, seed = 1))]
    fn judge_player<'py>(
        &self,
        py: Python<'py>,
        player: &PyPlayer,
        seed: u64,
    ) -> PyResult<Bound<'py, PyDict>> {
        let mut actions = Vec::with_capacity(self.set.entries.len());
        for (n, e) in self.set.entries.iter().enumerate() {
            player.new_game_seeded(morris_core::seeds::nth_seed(seed, n as u64));
            let game = PyGame::wrap(Game::from_position(self.rules.clone(), e.position));
            actions.push(player.choose_id(py, &game)? as i64);
        }
        self.judge(py, actions)
    }
}
