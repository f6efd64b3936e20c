# Sourced by scripts/gpu-check.sh and scripts/gpu-throughput.sh (not run on its own): their
# time-limited steps and the GPU and CPU monitors. Expects `out`, `t0` and `deadline` set.

# step NAME SECONDS COMMAND...: runs COMMAND under a time limit (cut to what is left before
# the deadline; skipped with under 10 s left), output to OUT/NAME.txt, its last lines shown.
step() {
    local name=$1 limit=$2
    shift 2
    local start=$(($(date +%s) - t0))
    local left=$((deadline - start))
    if [ "$left" -lt 10 ]; then
        echo "$name skipped at ${start}s (deadline)" | tee -a "$out/steps.txt"
        return 124
    fi
    [ "$limit" -gt "$left" ] && limit=$left
    timeout --signal=INT --kill-after=15 "$limit" "$@" >"$out/$name.txt" 2>&1
    local rc=$?
    echo "$name start=${start}s end=$(($(date +%s) - t0))s rc=$rc" | tee -a "$out/steps.txt"
    tail -n 4 "$out/$name.txt"
    return $rc
}

# start_monitors: the GPU's name and the cores into OUT/gpu.txt, nvidia-smi every second
# into OUT/smi.csv and vmstat every 5 s into OUT/vmstat.txt (stopped by stop_monitors).
start_monitors() {
    nvidia-smi -L >"$out/gpu.txt" 2>&1
    nproc >>"$out/gpu.txt"
    nvidia-smi --query-gpu=timestamp,utilization.gpu,utilization.memory,memory.used,power.draw \
        --format=csv,noheader -lms 1000 >"$out/smi.csv" 2>&1 &
    smi=$!
    vmstat -t 5 >"$out/vmstat.txt" 2>&1 &
    vm=$!
}

stop_monitors() {
    kill "$smi" "$vm" 2>/dev/null
}
