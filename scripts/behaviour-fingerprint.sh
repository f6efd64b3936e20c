#!/usr/bin/env bash
# Fingerprints of seeded behaviour, for checking that a refactoring changed nothing: run it with
# the binary before and after (`scripts/behaviour-fingerprint.sh OLD/morris /tmp/a`, then the new
# one into /tmp/b) and `diff /tmp/a/fingerprint.txt /tmp/b/fingerprint.txt`. It prints a seeded
# tiny run's tensors (weights, optimiser) and replay buffer as hashes, seeded `morris evaluate`
# games (baselines and the network: moves and results) and a `morris selfplay` record
# file's hash. Everything here is seeded and single-threaded, so equal code gives equal lines.
set -euo pipefail
bin=${1:?usage: behaviour-fingerprint.sh MORRIS_BINARY OUT_DIR}
out=${2:?usage: behaviour-fingerprint.sh MORRIS_BINARY OUT_DIR}
rm -rf "$out" && mkdir -p "$out"
fp="$out/fingerprint.txt"
py=$(command -v python3)

# The tensor bytes of a safetensors file (its JSON header holds times and paths: left out).
tensors_hash() {
    "$py" - "$1" <<'PY'
import hashlib, json, struct, sys
data = open(sys.argv[1], "rb").read()
n = struct.unpack("<Q", data[:8])[0]
meta = json.loads(data[8:8 + n]).get("__metadata__", {})
print(hashlib.sha256(data[8 + n:]).hexdigest()[:16], end=" ")
m = json.loads(meta.get("morris-zero", "{}"))
prog = m.get("progress", {})
print("step", m.get("step"), "games", prog.get("games"), "positions", prog.get("positions"),
      "scores", json.dumps(m.get("scores"), sort_keys=True))
PY
}
# A match's games (moves and results) from `morris evaluate --out`, as one hash.
games_hash() {
    "$py" - "$1" <<'PY'
import hashlib, json, sys
games = json.load(open(sys.argv[1]))["games"]
keep = [(g["index"], g["player_color"], g["moves"], g["result"], g["reason"]) for g in games]
print(hashlib.sha256(json.dumps(keep).encode()).hexdigest()[:16])
PY
}

export MORRIS_ADAPTIVE_THREADS=0
# The settings of the tiny run, as the binary takes them: `--set KEY=VALUE`, or before it the
# flags it replaced (so that an old binary's fingerprint compares with a new one's).
# (grep without -q reads all the help: an early exit could fail the pipe under pipefail.)
if "$bin" train --help | grep -- '--set' >/dev/null; then
    settings() { echo --set seed=11 --set "selfplay.opening_plies=$1" --set threads=1; }
else
    settings() { echo --seed 11 --opening-plies "$1" --threads 1; }
fi
for opening in 0 3; do
    run="$out/runs"
    # shellcheck disable=SC2046 # the settings are plain words
    "$bin" train --config tiny --run "open$opening" --checkpoint-dir "$run" \
        $(settings "$opening") >"$out/train-$opening.log" 2>&1
    for f in "$run/open$opening"/*.safetensors; do
        echo "train open=$opening $(basename "$f"): $(tensors_hash "$f")" >>"$fp"
    done
    for f in "$run/open$opening"/replay-*; do
        echo "train open=$opening $(basename "$f"): $(sha256sum <"$f" | cut -c1-16)" >>"$fp"
    done
done
ckpt=$(ls "$out/runs/open3"/step-*.safetensors | tail -n 1)
evaluate() {
    local name=$1
    shift
    "$bin" evaluate "$@" --threads 1 --out "$out/$name.json" >/dev/null 2>&1
    echo "evaluate $name: $(games_hash "$out/$name.json")" >>"$fp"
}
evaluate greedy-mcts --rules standard --player greedy --opponent mcts:sims=40 --games 12 --seed 5
evaluate alphabeta-random --rules standard --player alphabeta:depth=2 --opponent random \
    --games 8 --seed 9 --openings 4
evaluate network-greedy --rules three --player "neural:model=$ckpt,sims=8" --opponent greedy \
    --games 10 --seed 3
"$bin" selfplay --model "$ckpt" --games 6 --out "$out/sp" --seed 4 --device cpu >/dev/null
for f in "$out/sp"/*; do
    echo "selfplay $(basename "$f"): $(sha256sum <"$f" | cut -c1-16)" >>"$fp"
done
cat "$fp"
