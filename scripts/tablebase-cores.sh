#!/usr/bin/env bash
# The tables' speed-up over cores (issue "the whole game solved": one sector pair of 6v6 or
# larger on a 16-core machine, 10 or more times one core's speed): the standard game's pairs
# up to PAIR's men built once on every core, then PAIR alone rebuilt from those same lower
# tables on 1 thread and on CORES threads (default: every core), each in its own copy, the two
# results checked byte for byte. Prints the two times and their ratio; the builds' logs go to
# OUT. On a machine with no Rust, copy a built `morris` there and set LD_LIBRARY_PATH to a
# torch/lib (the binary links libtorch, which this never uses).
#
#   scripts/tablebase-cores.sh BIN OUT [PAIR]      # PAIR: WvB with W <= B, default 6v6
set -euo pipefail
shopt -s inherit_errexit # a failed build inside $(...) stops the script too
if [ $# -lt 2 ]; then
    echo "usage: $0 MORRIS_BINARY OUT_DIR [PAIR]" >&2
    exit 2
fi
bin=$(realpath "$1")
out=$2
pair=${3:-6v6}
cores=${CORES:-$(nproc)}
[ -x "$bin" ] || { echo "$0: $1 is not an executable morris binary" >&2; exit 2; }
[[ $pair =~ ^([0-9]+)v([0-9]+)$ ]] && ((BASH_REMATCH[1] <= BASH_REMATCH[2])) ||
    { echo "$0: PAIR must be WvB with W <= B (e.g. 6v6), not $pair" >&2; exit 2; }
[ "$cores" -gt 1 ] || { echo "$0: CORES is $cores: a speed-up needs more than one" >&2; exit 2; }
mkdir -p "$out"
out=$(realpath "$out")
work=$(mktemp -d "$out/work.XXXXXX") # beside the logs: three copies of the lower tables
trap 'rm -rf "$work"' EXIT
w=${pair%v*}
b=${pair#*v}

# A build that fails stops the script with its log's end.
failed() {
    echo "$0: $1 failed; the end of $2:" >&2
    tail -5 "$2" >&2
    exit 1
}
# Every pair up to B men a side, on every core (PAIR among them: its copy is dropped below).
"$bin" tablebase build --rules standard --men "$b" --dir "$work/all" --threads "$cores" \
    --snapshot-minutes 1000 --quiet >"$out/lower.log" 2>&1 || failed "the lower tables' build" "$out/lower.log"
# The pair's files removed, then rebuilt alone: the pair reads only lower sectors.
rebuild() {
    local threads=$1 dir=$work/$2
    cp -r "$work/all" "$dir"
    rm -f "$dir/${w}v${b}.mtb" "$dir/${b}v${w}.mtb"
    local t0 t1
    t0=$(date +%s.%N)
    "$bin" tablebase build --rules standard --men "$b" --dir "$dir" --threads "$threads" \
        --pair "$pair" --snapshot-minutes 1000 --quiet >"$out/pair-$threads.log" 2>&1 ||
        failed "$pair on $threads threads" "$out/pair-$threads.log"
    t1=$(date +%s.%N)
    awk "BEGIN { printf \"%.2f\", $t1 - $t0 }"
}
one=$(rebuild 1 single)
many=$(rebuild "$cores" multi)
for f in "${w}v${b}.mtb" "${b}v${w}.mtb"; do
    cmp "$work/single/$f" "$work/multi/$f"
done
speedup=$(awk "BEGIN { if ($many > 0) printf \"%.2f\", $one / $many; else print \"(too fast to time)\" }")
echo "pair $pair: 1 thread ${one} s, $cores threads ${many} s, speed-up $speedup" |
    tee "$out/speedup.txt"
