#!/usr/bin/env bash
# The README's test command, and what .ci/run calls: installs libtorch into .libtorch/ (once),
# and Chromium with chromedriver where it can (for the browser test), then checks formatting
# and lints and runs every test of every crate, optimised (the perft tests replay
# hundreds of millions of positions); then builds the Python package (crates/morris-py)
# into a virtual environment of its own (.venv-test/, made once) and runs its tests. Right
# after the Rust tests, scripts/check-docs.py checks README.md and docs/: every `morris ...`
# command line against the binary's --help, every link, every preset value they state (its
# own tests first: scripts/test_check_docs.py).
# libtorch: whatever variant is installed stays (CPU on a fresh checkout, CUDA after
# `scripts/setup-libtorch.sh --cuda`); `scripts/setup-libtorch.sh --cpu` switches back.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if ! command -v cargo >/dev/null; then
    echo "test: cargo (the Rust toolchain) is needed and was not found on PATH" >&2
    exit 1
fi
scripts/setup-libtorch.sh
# The browser test (tests/serve) drives Chromium through chromedriver; install them where
# this can (Debian's packages, as root). Where it cannot, that one test says so and skips.
if ! command -v chromedriver >/dev/null || ! command -v chromium >/dev/null; then
    if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
        echo "test: installing chromium and chromium-driver for the browser test" >&2
        { apt-get update -qq && apt-get install -y -qq chromium chromium-driver >/dev/null; } ||
            echo "test: WARNING: could not install chromium; the browser test will be skipped" >&2
    else
        echo "test: WARNING: chromium/chromedriver missing and apt-get (as root) unavailable; the browser test will be skipped" >&2
    fi
fi
cargo fmt --all -- --check
cargo clippy --release --locked --workspace --all-targets -- -D warnings
cargo test --release --locked --workspace
python=${PYTHON:-$(command -v python3 || command -v python || true)}
if [ -z "$python" ]; then
    echo "test: python3 is needed for the documentation check and the Python package's tests and was not found" >&2
    exit 1
fi
MORRIS_BIN=target/release/morris "$python" -m unittest scripts/test_check_docs.py
"$python" scripts/check-docs.py target/release/morris

# The Python package: pinned test dependencies (crates/morris-py/requirements-test.txt), the
# package built from this tree as a wheel (checked in a fresh environment), ruff, mypy and
# stubtest, then pytest.
# MORRIS_ZERO_REQUIRE=1 makes a missing `morris` binary or torch fail the tests instead of
# skipping them.
venv=.venv-test
if [ ! -x "$venv/bin/python" ]; then
    "$python" -m venv "$venv"
fi
pip=("$venv/bin/python" -m pip install --quiet --disable-pip-version-check)
"${pip[@]}" -r crates/morris-py/requirements-test.txt
# The package as a wheel (maturin, from the environment: no download per run): built, then
# installed into a fresh environment without Rust on PATH, which runs the quick start
# (scripts/check-wheel.sh); the same wheel goes into the test environment.
wheel=$(MATURIN="$PWD/$venv/bin/maturin" PYTHON="$python" scripts/check-wheel.sh)
"${pip[@]}" --force-reinstall --no-deps "$wheel"
# The lint: ruff over the package and its tests (rules in crates/morris-py/pyproject.toml).
"$venv/bin/ruff" check crates/morris-py/python crates/morris-py/tests
# The type check: mypy --strict on the package (the extension module through its stub,
# python/morris_zero/_core.pyi), then stubtest: that stub against the module just built.
"$venv/bin/python" -m mypy --config-file crates/morris-py/pyproject.toml --strict -p morris_zero
"$venv/bin/python" -m mypy.stubtest --mypy-config-file crates/morris-py/pyproject.toml \
    morris_zero._core
MORRIS_ZERO_REQUIRE=1 MORRIS_BIN="$PWD/target/release/morris" \
    "$venv/bin/python" -m pytest -q -p no:cacheprovider crates/morris-py/tests
