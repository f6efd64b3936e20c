//! The endgame tables for Python (`Tablebase("tablebases/standard", "standard")`): a game's
//! value under the rules, its distance and class, every legal action's value, a batch probe
//! over many games, and the build (`build_tablebase`), as `morris tablebase` has them
//! (docs/tablebase.md).

use crate::errors::value_error;
use crate::game::{PyGame, rules_from};
use morris_core::game::{Position, Rules};
use morris_core::tablebase::build::{BuildOptions, build_with};
use morris_core::tablebase::placement::build_placement;
use morris_core::tablebase::solve::Silent;
use morris_core::tablebase::{Probe, Probed, Tablebase, Wdl};
use numpy::PyArray1;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use std::path::PathBuf;
use std::sync::Arc;

fn value_name(v: Wdl) -> &'static str {
    match v {
        Wdl::Win => "win",
        Wdl::Draw => "draw",
        _ => "loss",
    }
}

/// +1, 0, -1 for a win, a draw, a loss.
fn value_sign(v: Wdl) -> i8 {
    match v {
        Wdl::Win => 1,
        Wdl::Draw => 0,
        _ => -1,
    }
}

/// An action's id, the value it leaves for the side to move, and its distance.
type ActionValue = (usize, &'static str, u16);

/// `probe_many`'s answer: the values and the distances.
type ValuesAndDistances<'py> = (Bound<'py, PyArray1<i8>>, Bound<'py, PyArray1<u16>>);

/// Tables read from a directory, for one rule set.
#[pyclass(name = "Tablebase", module = "morris_zero._core", frozen)]
pub struct PyTablebase {
    tablebase: Arc<Tablebase>,
    rules: Arc<Rules>,
}

impl PyTablebase {
    /// The tables, for a search's leaves.
    pub(crate) fn shared(&self) -> Arc<Tablebase> {
        self.tablebase.clone()
    }

    /// Refuses `rules` other than the tables', naming both.
    pub(crate) fn check_rules(&self, rules: &Rules) -> PyResult<()> {
        if rules.spec() == self.rules.spec() {
            Ok(())
        } else {
            Err(value_error(format!(
                "games of the rules '{}', but these tables are for '{}'",
                rules.name(),
                self.rules.name()
            )))
        }
    }

    /// The game's position, refusing a game of other rules than the tables'.
    fn position(&self, game: &PyGame) -> PyResult<Position> {
        if game.game.rules().spec() != self.rules.spec() {
            return Err(value_error(format!(
                "a game of the rules '{}', but these tables are for '{}'",
                game.game.rules().name(),
                self.rules.name()
            )));
        }
        Ok(*game.game.position())
    }
}

fn probed<'py>(py: Python<'py>, p: &Probed) -> PyResult<Bound<'py, PyDict>> {
    let out = PyDict::new(py);
    out.set_item("value", value_name(p.rules))?;
    out.set_item("distance", p.rules_pass.dtc)?;
    out.set_item("class", p.class.name())?;
    out.set_item("plain", value_name(p.plain.wdl))?;
    out.set_item("plain_distance", p.plain.dtc)?;
    Ok(out)
}

#[pymethods]
impl PyTablebase {
    /// The tables in `dir` for `rules` (a `Rules`, a preset's name or a rules file; default:
    /// the rules the files were built for). A directory without tables, a file of other
    /// rules, a damaged file or a sector missing that another's moves lead to is a
    /// `ValueError` naming it.
    #[new]
    #[pyo3(signature = (dir, rules = None))]
    #[allow(clippy::needless_pass_by_value)] // PyO3 extracts a path argument by value
    fn new(py: Python<'_>, dir: PathBuf, rules: Option<&Bound<'_, PyAny>>) -> PyResult<Self> {
        let wanted = rules.map(rules_from).transpose()?;
        let tablebase = py
            .detach(|| Tablebase::open(&dir, wanted.as_deref()))
            .map_err(value_error)?;
        let rules = Arc::new(tablebase.rules().clone());
        Ok(PyTablebase {
            tablebase: Arc::new(tablebase),
            rules,
        })
    }

    /// The rules' name.
    #[getter]
    fn rules(&self) -> String {
        self.rules.name().to_string()
    }

    /// Whether the tables cover the whole game (placement too: `build_tablebase(...,
    /// whole=True)`).
    #[getter]
    fn is_whole(&self) -> bool {
        self.tablebase.is_whole()
    }

    /// The sectors held, by name (`WvB` after placement, `WvB+MvO` in placement), sorted.
    #[getter]
    fn sectors(&self) -> Vec<String> {
        let mut names: Vec<String> = self
            .tablebase
            .sectors()
            .keys()
            .map(|&(w, b)| format!("{w}v{b}"))
            .chain(
                self.tablebase
                    .placement()
                    .keys()
                    .map(morris_core::tablebase::Sector::name),
            )
            .collect();
        names.sort();
        names
    }

    /// What the tables say of the game's position for its side to move: a dict of `value`
    /// (`"win"`, `"draw"`, `"loss"` under the rules, the game's no-capture count included),
    /// `distance` (plies to conversion under the no-capture rule: a mill closed or the game
    /// won; 0 for a draw and in placement, where the tables hold values only), `class` (the
    /// value at a count of zero: win, cursed win, draw, blessed loss, loss), `plain` and
    /// `plain_distance` (the game without the draw rules); `None` where the tables do not
    /// cover it. Repetitions are not part of a table's position.
    fn probe<'py>(&self, py: Python<'py>, game: &PyGame) -> PyResult<Option<Bound<'py, PyDict>>> {
        let position = self.position(game)?;
        self.tablebase
            .probe(&position)
            .map(|p| probed(py, &p))
            .transpose()
    }

    /// Every legal action of the game with the value it leaves for the side to move, best
    /// first (the quickest win, draws, the slowest loss): `(action id, value, distance)`
    /// tuples; `None` where the position or an action's result is not covered.
    fn action_values(&self, game: &PyGame) -> PyResult<Option<Vec<ActionValue>>> {
        let position = self.position(game)?;
        let points = self.rules.board().points();
        Ok(self.tablebase.ranked_actions(&position).map(|ranked| {
            ranked
                .iter()
                .map(|(a, p, _)| (a.id(points), value_name(p.rules), p.rules_pass.dtc))
                .collect()
        }))
    }

    /// The values of many games at once, for each one's side to move, without the GIL:
    /// `(values, distances)`, `NumPy` arrays `[N]`: `values` int8, +1 a win, 0 a draw, -1 a
    /// loss, -2 not covered; `distances` uint16 (0 where not covered).
    #[allow(clippy::needless_pass_by_value)] // PyO3 extracts a list argument by value
    fn probe_many<'py>(
        &self,
        py: Python<'py>,
        games: Vec<PyRef<'py, PyGame>>,
    ) -> PyResult<ValuesAndDistances<'py>> {
        let positions: Vec<Position> = games
            .iter()
            .map(|g| self.position(g))
            .collect::<PyResult<_>>()?;
        let tablebase = &self.tablebase;
        let (values, distances): (Vec<i8>, Vec<u16>) = py.detach(|| {
            positions
                .iter()
                .map(|p| {
                    tablebase
                        .probe(p)
                        .map_or((-2, 0), |p| (value_sign(p.rules), p.rules_pass.dtc))
                })
                .unzip()
        });
        Ok((
            PyArray1::from_vec(py, values),
            PyArray1::from_vec(py, distances),
        ))
    }

    fn __repr__(&self) -> String {
        format!(
            "Tablebase('{}', '{}')",
            self.tablebase.dir().display(),
            self.rules.name()
        )
    }
}

/// Builds tables into `dir`: every sector after placement up to `men` a side, or with
/// `whole=True` the whole game (every sector up to the rules' men, then placement). Files
/// already there and whole are kept, so a stopped build goes on where it was. Returns one
/// dict a pair or placement sector: `sectors`, `positions`, `seconds`, `reused`. Runs without
/// the GIL; unsupported rules, a bad `men` or a file that cannot be written is a `ValueError`.
#[pyfunction]
#[pyo3(signature = (dir, rules, men = None, whole = false, threads = 1))]
#[allow(clippy::needless_pass_by_value)] // PyO3 extracts a path argument by value
pub fn build_tablebase<'py>(
    py: Python<'py>,
    dir: PathBuf,
    rules: &Bound<'py, PyAny>,
    men: Option<usize>,
    whole: bool,
    threads: usize,
) -> PyResult<Vec<Bound<'py, PyDict>>> {
    let rules = rules_from(rules)?;
    let pieces = usize::from(rules.spec().pieces);
    let men = match (men, whole) {
        (Some(m), true) if m != pieces => {
            return Err(value_error(format!(
                "whole=True builds every sector up to the rules' {pieces} men a side, not {m}"
            )));
        }
        (Some(m), _) => m,
        (None, true) => pieces,
        (None, false) => return Err(value_error("men=N (men a side) or whole=True is needed")),
    };
    let options = BuildOptions::threads(threads.max(1));
    let progress =
        |_: &str| -> Box<dyn morris_core::tablebase::solve::BuildProgress> { Box::new(Silent) };
    let reports = py.detach(|| {
        let mut rows: Vec<(String, u64, f64, bool)> = Vec::new();
        let pairs = build_with(&rules, men, &dir, &options, &progress, &mut |_| {})
            .map_err(|e| e.to_string())?;
        rows.extend(
            pairs
                .iter()
                .map(|r| (r.sectors.join(" "), r.positions, r.seconds, r.reused)),
        );
        if whole {
            let sectors = build_placement(&rules, &dir, &options, &progress, &mut |_| {})
                .map_err(|e| e.to_string())?;
            rows.extend(
                sectors
                    .iter()
                    .map(|r| (r.sector.clone(), r.positions, r.seconds, r.reused)),
            );
        }
        Ok::<_, String>(rows)
    });
    let rows = reports.map_err(value_error)?;
    rows.into_iter()
        .map(|(sectors, positions, seconds, reused)| {
            let row = PyDict::new(py);
            row.set_item("sectors", sectors)?;
            row.set_item("positions", positions)?;
            row.set_item("seconds", seconds)?;
            row.set_item("reused", reused)?;
            Ok(row)
        })
        .collect()
}
