#!/usr/bin/env bash
# Is the GPU kept fed? One short run for a CUDA machine with torch 2.11 but no Rust, as
# scripts/gpu-check.sh (build `morris` with `scripts/setup-libtorch.sh --cuda`, copy the
# binary over, TORCH_LIB pointing at that machine's torch/lib):
#
#   scripts/gpu-throughput.sh BIN OUT
#
# 1. `bench net --mixed` (the raw forward rates), `bench train --config gpu` (the trainer's
#    steps alone) and `bench selfplay --config gpu` in the shapes below, each against the raw
#    forward rate at its own mean batch (`ratio R`);
# 2. the fastest shape (moves/s) written into a copy of the gpu preset, trained from scratch
#    with the endgame tables for TRAIN_MINUTES, stopped and resumed for RESUME_MINUTES more
#    (each under its own time limit, as runs of at most 10 minutes would be);
# 3. its last network against alphabeta:depth=5, 200 games from the default 8-ply openings,
#    with its tables and alone, on EVAL_THREADS threads (default 4: each thread's network
#    searches its 50 games' leaves in one batch; 16 threads of 13 games each made so many small
#    forward passes that a match outran 60 s).
# nvidia-smi samples the GPU every second into OUT/smi.csv and vmstat the CPUs every 5 s, so
# each step's busy share can be read off by its times in OUT/steps.txt. DEADLINE (seconds,
# default 560) bounds the whole: a step's limit is cut to what is left, a step with under
# 10 s left is skipped. The logs end in OUT/logs.tar.gz, the network in
# OUT/gpu-net.safetensors.partNN (cat them together).
#
# Shorter runs: BENCH_TRAIN=0 skips `bench train`; SHAPES (lines NAME:GAMES:IN_FLIGHT:INFERENCE_THREADS:WORKERS:MIXED[:STREAMS])
# replaces the shapes below, BENCH_NET=0 skips `bench net`, RESUME_MINUTES=0 the resumed run,
# EVAL=0 the matches; TESTS=FILE runs a test binary first (`cargo test --release --no-run`'s
# lib tests, stripped), whose CUDA tests run only where a GPU is.
set -u
bin=${1:?usage: gpu-throughput.sh BIN OUT}
out=${2:?usage: gpu-throughput.sh BIN OUT}
mkdir -p "$out"
export LD_LIBRARY_PATH=${TORCH_LIB:?set TORCH_LIB to torch/lib}${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
work=$(mktemp -d)
t0=$(date +%s)
deadline=${DEADLINE:-560}
device=${DEVICE:-cuda}
bench_seconds=${BENCH_SECONDS:-5}
train_minutes=${TRAIN_MINUTES:-3.2}
resume_minutes=${RESUME_MINUTES:-4.8}
preset=$(dirname "$0")/../configs/train/gpu.toml

. "$(dirname "$0")/gpu-steps.sh"
start_monitors
finish() {
    stop_monitors
    (cd "$out" && tar czf logs.tar.gz ./*.txt ./*.toml smi.csv 2>/dev/null && rm -f ./*.txt smi.csv)
}
trap finish EXIT

step info 30 "$bin" info || exit 1
if [ -n "${TESTS:-}" ]; then
    step tests 60 "$TESTS" --test-threads 4 net::
fi
step tables 40 "$bin" tablebase build --rules standard --men 5 --dir "$work/tables" --quiet
if [ "${BENCH_NET:-1}" != 0 ]; then
    step bench-net 30 "$bin" bench net --device "$device" --mixed --seconds 0.3
fi
if [ "${BENCH_TRAIN:-1}" != 0 ]; then
    step bench-train 60 "$bin" bench train --config gpu --device "$device" --steps 30 \
        --tablebase "$work/tables"
fi

# Shapes: NAME GAMES IN_FLIGHT INFERENCE_THREADS WORKERS MIXED [STREAMS] (MIXED: the
# inference copies in f16; STREAMS, default true: a CUDA stream per inference thread). The
# first is the gpu preset's.
shapes=${SHAPES:-"preset:3072:3:3:13:true:true
one-stream:3072:3:3:13:true:false
t4:3072:3:4:13:true:true
f32:3072:3:3:13:false:true"}
best="" best_rate=0
for shape in $shapes; do
    IFS=: read -r name games in_flight inference workers mixed streams <<<"$shape"
    step "bench-$name" 40 "$bin" bench selfplay --config gpu --device "$device" \
        --seconds "$bench_seconds" --games "$games" --in-flight "$in_flight" \
        --inference-threads "$inference" --workers "$workers" --mixed "$mixed" \
        --cuda-streams "${streams:-true}"
    rate=$(sed -n 's/^self-play: .* moves (\([0-9.]*\)\/s).*/\1/p' "$out/bench-$name.txt")
    if [ -n "$rate" ] && awk -v a="$rate" -v b="$best_rate" 'BEGIN { exit !(a > b) }'; then
        best=$shape best_rate=$rate
    fi
done
echo "fastest shape: $best ($best_rate moves/s)" | tee -a "$out/steps.txt"

IFS=: read -r name games in_flight inference workers mixed streams <<<"${best:-preset:3072:3:3:13:true:true}"
sed -e "s/^games_in_parallel = .*/games_in_parallel = $games/" \
    -e "s/^batches_in_flight = .*/batches_in_flight = $in_flight/" \
    -e "s/^inference_threads = .*/inference_threads = $inference/" \
    -e "s/^workers = .*/workers = $workers/" \
    -e "s/^mixed_precision = .*/mixed_precision = $mixed/" \
    -e "s/^cuda_streams = .*/cuda_streams = ${streams:-true}/" \
    -e "s/^device = .*/device = \"$device\"/" "$preset" >"$out/trained.toml"
step train 280 "$bin" train --config "$out/trained.toml" --run gpu --checkpoint-dir "$work" \
    --set tablebase.dir="$work/tables" --set max_minutes="$train_minutes" --set eval.games=0
busy train
if [ "$resume_minutes" != 0 ]; then
    step resume 150 "$bin" train --run gpu --checkpoint-dir "$work" --resume \
        --set max_minutes="$resume_minutes" --set eval.games=0
    busy resume
fi

net=$(ls -t "$work"/gpu/step-*.safetensors 2>/dev/null | head -n 1)
if [ -n "$net" ] && [ "${EVAL:-1}" != 0 ]; then
    split -b 15M -d "$net" "$out/gpu-net.safetensors.part"
    threads=${EVAL_THREADS:-4}
    step eval-tables 90 "$bin" evaluate --player "neural:model=$net,device=$device,tb=$work/tables" \
        --opponent alphabeta:depth=5 --games 200 --seed 1 --threads "$threads"
    step eval-alone 90 "$bin" evaluate --player "neural:model=$net,device=$device" \
        --opponent alphabeta:depth=5 --games 200 --seed 1 --threads "$threads"
fi
echo "done after $(($(date +%s) - t0)) s" | tee -a "$out/steps.txt"
