#!/usr/bin/env bash
# The README's baseline table: alpha-beta at depths 1..6 against random, against greedy, and
# against the depth below, each match colour-alternated with random openings. Prints one
# summary line per match; full reports go to runs/ladder/*.json.
# Usage: scripts/baseline-ladder.sh [GAMES (default 100)] [MAX_DEPTH (default 6)]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
games=${1:-100}
max_depth=${2:-6}
scripts/setup-libtorch.sh
cargo build --release --locked --quiet
mkdir -p runs/ladder

match() {
    local player=$1 opponent=$2 n=$3 name=$4
    local out
    out=$(target/release/morris evaluate --player "$player" --opponent "$opponent" --games "$n" --seed 1 --out "runs/ladder/$name.json")
    local total elo ms
    total=$(grep '^total' <<<"$out" | awk '{print $3"/"$4"/"$5" "$6}')
    elo=$(grep '^Elo' <<<"$out" | sed 's/Elo difference: //; s/95% interval //')
    ms=$(grep "time per decision, $player:" <<<"$out" | sed "s/time per decision, $player: //")
    printf '| %-18s | %-18s | %5s | %-14s | %-34s | %s |\n' "$player" "$opponent" "$n" "$total" "$elo" "$ms"
}

printf '| %-18s | %-18s | %5s | %-14s | %-34s | %s |\n' player opponent games "W/D/L score" "Elo (95% interval)" "time per decision"
printf '|%s|%s|%s|%s|%s|%s|\n' "--------------------" "--------------------" "-------" "----------------" "------------------------------------" "---"
for depth in $(seq 1 "$max_depth"); do
    n=$games
    [ "$depth" = 4 ] && [ "$n" -lt 200 ] && n=200
    match "alphabeta:depth=$depth" random "$n" "ab$depth-random"
done
for depth in $(seq 1 "$max_depth"); do
    match "alphabeta:depth=$depth" greedy "$games" "ab$depth-greedy"
done
for depth in $(seq 2 "$max_depth"); do
    match "alphabeta:depth=$depth" "alphabeta:depth=$((depth - 1))" "$games" "ab$depth-ab$((depth - 1))"
done
