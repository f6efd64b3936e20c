#!/usr/bin/env bash
# What the Ray layer costs on this machine: `morris train --config cpu` alone, then the same
# preset through `python -m morris_zero.ray` with 1 actor (learner 1 thread, then 2) and with
# 2 actors, one after the other, MINUTES each (default 3), then each run's last lines: the
# trainer's positions and steps, the actors' moves/s (docs/performance.md, "On a cluster").
# Run it on a quiet machine, from a directory holding the preset's tables (tablebases/standard)
# or where they may be built.
#   scripts/ray-throughput.sh target/release/morris OUT [MINUTES]
# PYTHON: a python with morris_zero[ray] installed (default: python3).
set -euo pipefail
if [ $# -lt 2 ]; then
    echo "usage: $0 MORRIS_BINARY OUT_DIR [MINUTES]" >&2
    exit 2
fi
morris=$(realpath "$1")
out=$2
minutes=${3:-3}
python=${PYTHON:-python3}
mkdir -p "$out"
out=$(realpath "$out")

"$morris" train --config cpu --run A --checkpoint-dir "$out" --set max_minutes="$minutes" \
    >"$out/A.log" 2>&1
ray_run() {
    local name=$1
    shift
    MORRIS_BIN=$morris "$python" -m morris_zero.ray train --config cpu --run "$name" \
        --checkpoint-dir "$out" --max-minutes "$minutes" --games-per-batch 32 "$@" \
        >"$out/$name.log" 2>&1
}
ray_run R1 --actors 1 --learner-threads 1
ray_run R1p --actors 1 --learner-threads 2
ray_run R2 --actors 2 --learner-threads 1
for run in A R1 R1p R2; do
    echo "== $run"
    grep -h "stopped (" "$out/$run.log" || true
    grep -h "\[ray\] weights" "$out/$run.log" | tail -1 || true
    grep -h "\[ray\] actors played" "$out/$run.log" || true
done
