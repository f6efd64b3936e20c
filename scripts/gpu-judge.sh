#!/usr/bin/env bash
# The `gpu` preset as the README gives it, trained and judged in one short run, for a CUDA
# machine with torch 2.11 but no Rust (as scripts/gpu-check.sh: build `morris` with
# `scripts/setup-libtorch.sh --cuda`, copy the binary over, TORCH_LIB pointing at that
# machine's torch/lib):
#
#   scripts/gpu-judge.sh BIN OUT [TEST_BINARY]
#
# 1. TEST_BINARY's `net::` tests (the library's, `cargo test --release --lib --no-run`,
#    stripped): its CUDA tests run only where a GPU is;
# 2. the endgame tables up to 5 men on every core (the preset builds them where missing), then
#    the pairs 4v5 and 5v5 built again on one thread beside the tests: the build's speed-up;
# 3. `morris train --config gpu` for TRAIN_MINUTES (default 5.5) from scratch in a directory
#    of its own, stdout and stderr apart (stderr's size per minute: no per-step warnings);
# 4. its last network against alphabeta:depth=5, 200 games from the default 8-ply openings,
#    `evaluate` without `--threads` (at most 4 on CUDA): with its tables, then alone; then the
#    same match alone on EVAL_THREADS (default 16) threads, to time the default against it.
# nvidia-smi samples the GPU every second into OUT/smi.csv and vmstat the CPUs every 5 s.
# DEADLINE (seconds, default 585) bounds the whole: a step's limit is cut to what is left, a
# step with under 10 s left is skipped. The logs end in OUT/logs.tar.gz, the network in
# OUT/gpu-net.safetensors.partNN (cat them together).
set -u
bin=$(realpath "${1:?usage: gpu-judge.sh BIN OUT [TEST_BINARY]}")
out=$(realpath -m "${2:?usage: gpu-judge.sh BIN OUT [TEST_BINARY]}")
tests=${3:+$(realpath "$3")}
mkdir -p "$out"
export LD_LIBRARY_PATH=${TORCH_LIB:?set TORCH_LIB to torch/lib}${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
work=$(mktemp -d)
t0=$(date +%s)
deadline=${DEADLINE:-585}
train_minutes=${TRAIN_MINUTES:-5.5}
# DEVICE=cpu tries the script out on a machine without a GPU.
device=${DEVICE:-cuda}

. "$(dirname "$0")/gpu-steps.sh"
start_monitors
finish() {
    stop_monitors
    (cd "$out" && tar czf logs.tar.gz ./*.txt smi.csv 2>/dev/null && rm -f ./*.txt smi.csv)
}
trap finish EXIT

# The preset's tables are relative to the working directory, as from the repository's root.
cd "$work" || exit 1
step info 30 "$bin" info || exit 1
step tables 60 "$bin" tablebase build --rules standard --men 5 --dir tablebases/standard --quiet

# The one-thread rebuild of the two largest pairs runs beside the tests (a core of 16).
cp -r tablebases/standard one-thread
rm -f one-thread/4v5.* one-thread/5v4.* one-thread/5v5.*
(step tables-one-thread 120 "$bin" tablebase build --rules standard --men 5 --dir one-thread \
    --threads 1 --quiet) &
rebuild=$!
if [ -n "$tests" ]; then
    step tests 90 "$tests" --test-threads 4 net::
fi
wait "$rebuild"
grep -E '^(4v5|5v5) ' "$out/tables.txt" "$out/tables-one-thread.txt" | tee -a "$out/steps.txt"

# Training: stdout and stderr apart, so that stderr's size says whether anything is logged
# per step.
start=$(($(date +%s) - t0))
limit=$(awk -v m="$train_minutes" 'BEGIN { printf "%d", m * 60 + 60 }')
timeout --signal=INT --kill-after=20 "$limit" "$bin" train --config gpu \
    --checkpoint-dir "$work/runs" --set device="$device" --set max_minutes="$train_minutes" \
    --set eval.games=0 \
    >"$out/train.txt" 2>"$out/train-stderr.txt"
rc=$?
echo "train $((t0 + start)) $(date +%s)" >>"$out/times.txt"
echo "train start=${start}s end=$(($(date +%s) - t0))s rc=$rc" | tee -a "$out/steps.txt"
echo "train stderr: $(wc -c <"$out/train-stderr.txt") bytes, $(wc -l <"$out/train-stderr.txt") lines" \
    | tee -a "$out/steps.txt"
head -n 12 "$out/train.txt"
tail -n 8 "$out/train.txt"
busy train

net=$(ls -t "$work"/runs/gpu/step-*.safetensors 2>/dev/null | head -n 1)
if [ -n "$net" ]; then
    split -b 15M -d "$net" "$out/gpu-net.safetensors.part"
    step eval-tables 100 "$bin" evaluate \
        --player "neural:model=$net,device=$device,tb=$work/tablebases/standard" \
        --opponent alphabeta:depth=5 --games 200 --seed 1
    step eval-alone 100 "$bin" evaluate --player "neural:model=$net,device=$device" \
        --opponent alphabeta:depth=5 --games 200 --seed 1
    step eval-alone-threads 100 "$bin" evaluate --player "neural:model=$net,device=$device" \
        --opponent alphabeta:depth=5 --games 200 --seed 1 --threads "${EVAL_THREADS:-16}"
fi
echo "done after $(($(date +%s) - t0)) s" | tee -a "$out/steps.txt"
