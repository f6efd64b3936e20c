#!/usr/bin/env bash
# The README's main command. It will run training from scratch with the default preset once
# the trainer exists; until then it installs libtorch (once), builds `morris`, shows what it
# runs on and measures the rules engine.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if ! command -v cargo >/dev/null; then
    echo "run: cargo (the Rust toolchain) is needed and was not found on PATH" >&2
    exit 1
fi
scripts/setup-libtorch.sh
cargo build --release --locked
target/release/morris info
target/release/morris bench perft
