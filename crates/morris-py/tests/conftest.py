"""Shared fixtures: the `morris` binary (for the checks against the Rust command line) and
whether the optional parts (torch) must be there.

scripts/test.sh builds `morris` before it runs pytest and sets MORRIS_ZERO_REQUIRE=1, so
there a missing binary or a missing torch fails the run instead of skipping the tests."""

import os
import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[3]
REQUIRE = os.environ.get("MORRIS_ZERO_REQUIRE") == "1"


def _morris_path():
    explicit = os.environ.get("MORRIS_BIN")
    if explicit:
        return explicit
    built = REPO / "target" / "release" / "morris"
    if built.is_file():
        return str(built)
    return shutil.which("morris")


@pytest.fixture(scope="session")
def morris():
    """Runs `morris ARGS...` with `stdin`, returns its standard output (checks the status)."""
    path = _morris_path()
    if path is None:
        if REQUIRE:
            pytest.fail("the morris binary is needed (cargo build --release) and was not found")
        pytest.skip("the morris binary is not built (cargo build --release)")

    def run(*args, stdin=""):
        done = subprocess.run(
            [path, *args], input=stdin, capture_output=True, text=True, timeout=600
        )
        assert done.returncode == 0, f"morris {' '.join(args)} failed: {done.stderr}"
        return done.stdout

    run.path = path
    return run


@pytest.fixture(scope="session")
def torch():
    try:
        import torch as module
    except ImportError as error:
        if REQUIRE:
            pytest.fail(f"torch is needed for the exported-player tests: {error}")
        pytest.skip("torch is not installed")
    return module
