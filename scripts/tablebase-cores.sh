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
if [ $# -lt 2 ]; then
    echo "usage: $0 MORRIS_BINARY OUT_DIR [PAIR]" >&2
    exit 2
fi
bin=$(realpath "$1")
out=$2
pair=${3:-6v6}
cores=${CORES:-$(nproc)}
mkdir -p "$out"
out=$(realpath "$out")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
w=${pair%v*}
b=${pair#*v}

# Every pair up to B men a side, on every core (PAIR among them: its copy is dropped below).
"$bin" tablebase build --rules standard --men "$b" --dir "$work/all" --threads "$cores" \
    --snapshot-minutes 1000 --quiet >"$out/lower.log" 2>&1
# The pair's files removed, then rebuilt alone: the pair reads only lower sectors.
rebuild() {
    local threads=$1 dir=$work/t$1
    cp -r "$work/all" "$dir"
    rm -f "$dir/${w}v${b}.mtb" "$dir/${b}v${w}.mtb"
    local t0 t1
    t0=$(date +%s.%N)
    "$bin" tablebase build --rules standard --men "$b" --dir "$dir" --threads "$threads" \
        --pair "$pair" --snapshot-minutes 1000 --quiet >"$out/pair-$threads.log" 2>&1
    t1=$(date +%s.%N)
    awk "BEGIN { printf \"%.2f\", $t1 - $t0 }"
}
one=$(rebuild 1)
many=$(rebuild "$cores")
for f in "$work/t1/${w}v${b}.mtb" "$work/t1/${b}v${w}.mtb"; do
    cmp "$f" "$work/t$cores/$(basename "$f")"
done
echo "pair $pair: 1 thread ${one} s, $cores threads ${many} s, speed-up $(awk "BEGIN { printf \"%.2f\", $one / $many }")" |
    tee "$out/speedup.txt"
