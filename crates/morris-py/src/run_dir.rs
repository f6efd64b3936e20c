//! `RunDir`: the names of a training run's files and folders (`morris_core::run_dir`), for the
//! Ray layer (`morris_zero.ray`), so that Python copies none of them.

use morris_core::run_dir::{self, CHECKPOINT, PUBLISHED};
use pyo3::prelude::*;
use std::path::PathBuf;

/// A run directory: the path of each of its files and folders.
#[pyclass(name = "RunDir", module = "morris_zero._core", frozen)]
pub struct PyRunDir(run_dir::RunDir);

#[pymethods]
impl PyRunDir {
    #[new]
    fn new(root: PathBuf) -> Self {
        PyRunDir(run_dir::RunDir::new(root))
    }

    /// The directory itself.
    #[getter]
    fn root(&self) -> PathBuf {
        self.0.root().to_path_buf()
    }

    /// Where the learner publishes its weights (`published_network`).
    #[getter]
    fn published(&self) -> PathBuf {
        self.0.published()
    }

    /// Where record files of games played elsewhere are delivered for the learner.
    #[getter]
    fn inbox(&self) -> PathBuf {
        self.0.inbox()
    }

    /// The ledger of the record files the learner took in (JSON lines).
    #[getter]
    fn ledger(&self) -> PathBuf {
        self.0.ledger()
    }

    /// The learner's output.
    #[getter]
    fn learner_log(&self) -> PathBuf {
        self.0.learner_log()
    }

    /// The learner's pace for the driver (JSON): `lag_window_steps`, `lag_window_positions`.
    #[getter]
    fn pace(&self) -> PathBuf {
        self.0.pace()
    }

    /// The network published at `step` (its version).
    fn published_network(&self, step: u64) -> PathBuf {
        self.0.published_network(step)
    }

    /// The step of the newest checkpoint, if the run has one.
    fn newest_checkpoint(&self) -> Option<u64> {
        CHECKPOINT.newest(self.0.root()).map(|(step, _)| step)
    }

    /// The newest published network's step (version), if any.
    fn newest_published(&self) -> Option<u64> {
        PUBLISHED.newest(&self.0.published()).map(|(step, _)| step)
    }

    fn __repr__(&self) -> String {
        format!("RunDir('{}')", self.0.root().display())
    }
}

/// The file name of the network published at `step`, as `morris selfplay --follow` looks
/// for it.
#[pyfunction]
pub fn published_name(step: u64) -> String {
    PUBLISHED.name(step)
}

/// The published networks in `folder`, oldest first: (step, path).
#[pyfunction]
#[allow(clippy::needless_pass_by_value)] // PyO3 hands arguments over by value
pub fn published_networks(folder: PathBuf) -> Vec<(u64, PathBuf)> {
    PUBLISHED.list(&folder)
}
