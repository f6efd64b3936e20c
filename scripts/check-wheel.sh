#!/usr/bin/env bash
# The Python package as a wheel: maturin builds one abi3 wheel (CPython 3.9 and later, Linux
# x86-64) into target/wheels/; a fresh virtual environment, with no Rust toolchain on PATH,
# installs it with pip (NumPy from PyPI) and runs the package's quick start (docs/python.md).
# scripts/test.sh runs this, then installs the same wheel into its own environment. Prints
# the wheel's path last.
#   MATURIN: the maturin to build with (default: .venv-test's); PYTHON: the interpreter of
#   the fresh environment (default: python3).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
maturin=${MATURIN:-.venv-test/bin/maturin}
python=${PYTHON:-$(command -v python3)}
rm -f target/wheels/morris_zero-*.whl
"$maturin" build --release -m crates/morris-py/Cargo.toml --out target/wheels >&2
wheel=$(ls target/wheels/morris_zero-*-cp39-abi3-*.whl)
fresh=$(mktemp -d)
trap 'rm -rf "$fresh"' EXIT
"$python" -m venv "$fresh/venv"
# PATH: the fresh environment alone (pip installing a wheel runs nothing else), so no Rust
# toolchain can be found, wherever this machine keeps one.
clean_path="$fresh/venv/bin"
if PATH=$clean_path command -v cargo >/dev/null || PATH=$clean_path command -v rustc >/dev/null; then
    echo "check-wheel: cargo or rustc is reachable from $clean_path" >&2
    exit 1
fi
PATH=$clean_path "$fresh/venv/bin/python" -m pip install --quiet --disable-pip-version-check "$wheel" >&2
(
    cd "$fresh"
    PATH=$clean_path "$fresh/venv/bin/python" - <<'PY' >&2
# The quick start of docs/python.md, checked.
import numpy as np, morris_zero as mz
game = mz.Game.from_moves("d1 a1 d2 a4 d3")
assert game.legal_moves() == ["xa1", "xa4"], game.legal_moves()
game.play("xa1"); game.undo(); game.play(game.action_id("xa4"))
print(game.board())
env = mz.VecEnv(1024, "standard", opening_plies=0, seed=1)
obs, masks = env.reset()
assert obs.shape == (1024, 17, 7, 7) and obs.dtype == np.float32 and masks.shape == (1024, 624)
obs, masks, rewards, dones, truncated = env.step(env.sample_actions())
action = mz.Player("alphabeta:depth=4").choose(game)
assert action in game.legal_actions()
result = mz.play_match(lambda g: g.legal_actions()[0], "greedy", games=4)
print(f"quick start ran from the wheel ({mz.__file__}): against greedy "
      f"{result.wins} wins, {result.draws} draws, {result.losses} losses")
PY
)
echo "$wheel"
