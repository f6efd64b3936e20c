#!/usr/bin/env bash
# The README's main command: training from scratch with the default preset (`cpu`, for a
# 2-core laptop). It installs libtorch (once), builds `morris`, and trains into
# checkpoints/cpu/ until stopped (Ctrl-C saves a checkpoint and stops). Run it again to
# resume that run (`morris train --resume-if-any`). Arguments go to `morris train`:
# `--config gpu` (or a TOML file) picks another preset, `--run NAME` another run directory
# (default: the preset's name), `--set max_minutes=30` and the like override settings.
# libtorch: whatever variant is installed stays (CPU on a fresh checkout, CUDA after
# `scripts/setup-libtorch.sh --cuda`); `scripts/setup-libtorch.sh --cpu` switches back.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if ! command -v cargo >/dev/null; then
    echo "run: cargo (the Rust toolchain) is needed and was not found on PATH" >&2
    exit 1
fi
scripts/setup-libtorch.sh
cargo build --release --locked
target/release/morris info
exec target/release/morris train --resume-if-any "$@"
