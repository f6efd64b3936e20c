#!/usr/bin/env bash
# The README's test command, and what .ci/run calls: installs libtorch into .libtorch/ (once),
# then checks formatting and lints and runs every test, optimised (the perft tests replay
# hundreds of millions of positions).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if ! command -v cargo >/dev/null; then
    echo "test: cargo (the Rust toolchain) is needed and was not found on PATH" >&2
    exit 1
fi
scripts/setup-libtorch.sh
cargo fmt --all -- --check
cargo clippy --release --locked --all-targets -- -D warnings
cargo test --release --locked
