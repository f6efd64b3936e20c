//! The Python extension module `morris_zero._core`: the rules engine, the batched environment,
//! the board's symmetries and the baseline players of `morris_core`, the search driver over an
//! evaluator written in Python, the match plan `morris evaluate` plays from, perfect-play test sets (`TestSet`), the endgame tables (`Tablebase`, `build_tablebase`), and the names of
//! a training run's files (`RunDir`, for the Ray layer). The
//! pure-Python side of the package (`python/morris_zero`: the `PettingZoo` and Gymnasium
//! environments, the loader of exported players, `play_match`) builds on it.
//!
//! Every bad input (an unknown preset, a malformed or illegal move, an array of the wrong
//! shape or dtype) is a Python exception with a message that names it; nothing here panics on
//! input.

mod batched_search;
mod errors;
mod game;
mod match_plan;
mod players;
mod run_dir;
mod tablebase;
mod testset;
mod vec_env;

use pyo3::prelude::*;

/// The CRC-32C of `data` (the checksum checkpoints record over their tensors' bytes:
/// `morris_zero.network` writes it).
#[pyfunction]
fn crc32c(data: &[u8]) -> u32 {
    morris_core::checksum::crc32c(data)
}

#[pymodule]
#[pyo3(name = "_core")]
fn core_module(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add(
        "IllegalActionError",
        py.get_type::<errors::IllegalActionError>(),
    )?;
    m.add_class::<game::PyRules>()?;
    m.add_class::<game::PyGame>()?;
    m.add_class::<vec_env::PyVecEnv>()?;
    m.add_class::<vec_env::PySymmetries>()?;
    m.add_class::<players::PyPlayer>()?;
    m.add_class::<players::PySearchTree>()?;
    m.add_function(wrap_pyfunction!(players::search, m)?)?;
    m.add_function(wrap_pyfunction!(batched_search::search_batch, m)?)?;
    m.add_class::<batched_search::PySearchSettings>()?;
    m.add_function(wrap_pyfunction!(match_plan::match_plan, m)?)?;
    m.add_function(wrap_pyfunction!(match_plan::derive_seed, m)?)?;
    m.add_class::<testset::PyTestSet>()?;
    m.add_class::<tablebase::PyTablebase>()?;
    m.add_function(wrap_pyfunction!(tablebase::build_tablebase, m)?)?;
    m.add_class::<run_dir::PyRunDir>()?;
    m.add_function(wrap_pyfunction!(run_dir::published_name, m)?)?;
    m.add_function(wrap_pyfunction!(run_dir::published_networks, m)?)?;
    m.add_function(wrap_pyfunction!(crc32c, m)?)?;
    m.add(
        "PRESETS",
        morris_core::game::PRESETS
            .iter()
            .map(|p| p.0)
            .collect::<Vec<_>>(),
    )?;
    m.add(
        "PLAYERS",
        morris_core::agents::Registry::baselines().usage(),
    )?;
    m.add("PLANES", morris_core::env::planes::NAMES.to_vec())?;
    Ok(())
}
