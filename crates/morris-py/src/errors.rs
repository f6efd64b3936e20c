//! How the engine's errors reach Python: bad values (an unknown preset, a malformed move, a
//! position the rules cannot reach, a bad player spec) as `ValueError`, an illegal action as
//! `IllegalActionError` (a `ValueError` too), with the engine's own message.

use pyo3::PyErr;
use pyo3::create_exception;
use pyo3::exceptions::PyValueError;

create_exception!(
    morris_zero._core,
    IllegalActionError,
    PyValueError,
    "An action that is not legal in the position (or in one of the environment's games)."
);

/// A `ValueError` carrying an error's message.
pub fn value_error(error: impl std::fmt::Display) -> PyErr {
    PyValueError::new_err(error.to_string())
}
