#!/usr/bin/env bash
# The README's main command: training from scratch with the default preset (`cpu`, for a
# 2-core laptop). It installs libtorch (once), builds `morris`, and trains into
# checkpoints/cpu/ until stopped (Ctrl-C saves a checkpoint and stops). Run it again to
# resume that run. Arguments go to `morris train`: `--config gpu` (or a TOML file) picks
# another preset, `--run NAME` another run directory (default: the preset's name), `--set
# max_minutes=30` and the like override settings. A run whose directory already holds a
# checkpoint is resumed with the config stored in it (a `--config` given then is left out).
# libtorch: whatever variant is installed stays (CPU on a fresh checkout, CUDA after
# `scripts/setup-libtorch.sh --cuda`); `scripts/setup-libtorch.sh --cpu` switches back.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if ! command -v cargo >/dev/null; then
    echo "run: cargo (the Rust toolchain) is needed and was not found on PATH" >&2
    exit 1
fi

# The options that decide the run's directory; everything else is handed on as given.
config=cpu given="" run="" dir=checkpoints rest=()
while [ $# -gt 0 ]; do
    case "$1" in
        --config | --run | --checkpoint-dir)
            if [ $# -lt 2 ]; then
                echo "run: $1 needs a value" >&2
                exit 2
            fi
            case "$1" in --config) config=$2 given=1 ;; --run) run=$2 ;; *) dir=$2 ;; esac
            shift 2 ;;
        --config=*) config=${1#*=} given=1; shift ;;
        --run=*) run=${1#*=}; shift ;;
        --checkpoint-dir=*) dir=${1#*=}; shift ;;
        *) rest+=("$1"); shift ;;
    esac
done

scripts/setup-libtorch.sh
cargo build --release --locked
morris=target/release/morris
"$morris" info
if [ -z "$run" ]; then
    # The preset's name, as `morris train` names the run when --run is left out.
    run=$("$morris" train --config "$config" --print-config | sed -n 's/^name = "\(.*\)"$/\1/p')
fi
if ls "$dir/$run"/step-*.safetensors >/dev/null 2>&1; then
    if [ -n "$given" ]; then
        echo "run: $dir/$run holds checkpoints: resuming it with its stored config, not --config $config" >&2
    fi
    exec "$morris" train --run "$run" --checkpoint-dir "$dir" --resume "${rest[@]}"
fi
exec "$morris" train --config "$config" --run "$run" --checkpoint-dir "$dir" "${rest[@]}"
