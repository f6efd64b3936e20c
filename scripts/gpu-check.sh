#!/usr/bin/env bash
# The GPU check in one short run, for a machine with a CUDA GPU and torch 2.11 but no Rust:
# build `morris` here with `scripts/setup-libtorch.sh --cuda` (in a copy of the project), copy
# the binary to BIN, and run this there with TORCH_LIB pointing at that machine's torch/lib.
# Every step has its own time limit and the script goes on past a failed one, writing each
# step's output to OUT/*.txt; it stops early only when the binary itself does not start.
#
#   scripts/gpu-check.sh BIN OUT [CPU_RUN_DIR]
#
# DEADLINE (seconds, default 500) bounds the whole: a step's limit is cut to what is left, and
# a step with under 10 s left is skipped. At the end the logs go into OUT/logs.tar.gz and the
# pipeline run's last checkpoint into OUT/gpu-net.safetensors.partNN (15 MB pieces: `cat` them
# back together), so that a few files carry everything back.
#
# Steps: `morris info`; `bench net` (f32 and mixed) and `bench selfplay` with the gpu preset;
# the gpu preset trained from scratch alternating (the deterministic mode) and with the
# parallel pipeline, the latter resumed once; a CPU run (CPU_RUN_DIR, a `cpu` preset run with
# its checkpoint) resumed on the GPU; the pipeline run's network against greedy and alphabeta
# at depths 3 and 5 on the GPU. nvidia-smi samples the GPU every second into OUT/smi.csv and
# vmstat the CPUs every 5 s into OUT/vmstat.txt, so each step's busy fraction can be read off
# by its start and end times in OUT/steps.txt.
set -u
bin=${1:?usage: gpu-check.sh BIN OUT [CPU_RUN_DIR]}
out=${2:?usage: gpu-check.sh BIN OUT [CPU_RUN_DIR]}
cpu_run=${3:-}
mkdir -p "$out"
export LD_LIBRARY_PATH=${TORCH_LIB:?set TORCH_LIB to torch/lib}${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
work=$(mktemp -d)
t0=$(date +%s)
deadline=${DEADLINE:-500}

. "$(dirname "$0")/gpu-steps.sh"
start_monitors
finish() {
    stop_monitors
    (cd "$out" && tar czf logs.tar.gz ./*.txt smi.csv && rm -f ./*.txt smi.csv)
}
trap finish EXIT

step info 30 "$bin" info || exit 1
step bench-net 75 "$bin" bench net --device cuda --mixed --seconds 0.5
step bench-selfplay 45 "$bin" bench selfplay --config gpu --device cuda --seconds 10
step train-alternating 95 "$bin" train --config gpu --run alternating --checkpoint-dir "$work" \
    --set deterministic=true --set max_minutes=1.2 --set eval.games=0
step train-pipeline 115 "$bin" train --config gpu --run pipeline --checkpoint-dir "$work" \
    --set deterministic=false --set pipeline.workers=12 --set max_minutes=1.5 --set eval.games=0
step resume-pipeline 50 "$bin" train --run pipeline --checkpoint-dir "$work" --resume \
    --set max_minutes=2 --set eval.games=0
if [ -n "$cpu_run" ]; then
    cp -r "$cpu_run" "$work/cpu-run"
    step resume-cpu-run 45 "$bin" train --run cpu-run --checkpoint-dir "$work" --resume \
        --set device=cuda --set max_minutes="${CPU_RUN_MINUTES:-2}" --set eval.games=0
fi
net=$(ls -t "$work"/pipeline/step-*.safetensors 2>/dev/null | head -n 1)
if [ -n "$net" ]; then
    split -b 15M -d "$net" "$out/gpu-net.safetensors.part"
    for opponent in greedy alphabeta:depth=3 alphabeta:depth=5; do
        step "eval-${opponent//[:=]/-}" 40 "$bin" evaluate --player "neural:model=$net,device=cuda" \
            --opponent "$opponent" --games 200 --seed 1
    done
fi
echo "done after $(($(date +%s) - t0)) s" | tee -a "$out/steps.txt"
