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
    echo "$name $((t0 + start)) $(date +%s)" >>"$out/times.txt"
    echo "$name start=${start}s end=$(($(date +%s) - t0))s rc=$rc" | tee -a "$out/steps.txt"
    tail -n 4 "$out/$name.txt"
    return $rc
}

# busy NAME: the GPU's mean busy share through step NAME after its first 15 s (its start-up),
# from OUT/smi.csv, into OUT/steps.txt.
busy() {
    local name=$1 from to
    read -r _ from to < <(grep "^$name " "$out/times.txt" | tail -n 1)
    [ -n "${to:-}" ] || return 0
    awk -F, -v from=$((from + 15)) -v to="$to" -v name="$name" '
        $1 >= from && $1 <= to { gsub(/[ %]/, "", $3); sum += $3; n++ }
        END { if (n) printf "%s: GPU %.1f%% busy (mean of %d samples after its first 15 s)\n", name, sum / n, n }
    ' "$out/smi.csv" | tee -a "$out/steps.txt"
}

# start_monitors: the GPU's name and the cores into OUT/gpu.txt, nvidia-smi every second
# into OUT/smi.csv (each line after its Unix time) and vmstat every 5 s into OUT/vmstat.txt
# (stopped by stop_monitors).
start_monitors() {
    nvidia-smi -L >"$out/gpu.txt" 2>&1
    nproc >>"$out/gpu.txt"
    nvidia-smi --query-gpu=timestamp,utilization.gpu,utilization.memory,memory.used,power.draw \
        --format=csv,noheader -lms 1000 2>&1 | while IFS= read -r line; do
        echo "$(date +%s),$line"
    done >"$out/smi.csv" &
    smi=$!
    vmstat -t 5 >"$out/vmstat.txt" 2>&1 &
    vm=$!
}

stop_monitors() {
    kill "$smi" "$vm" 2>/dev/null
    pkill -f "nvidia-smi --query-gpu" 2>/dev/null
}
