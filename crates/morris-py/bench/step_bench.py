"""Environment steps per second, in one run on one thread:

1. ``morris_zero.VecEnv.step`` from Python at N = 1024 (observations [N, 17, 7, 7] float32 and
   masks [N, 624] bool written every step), actions uniformly random among the legal ones:
   drawn in Rust (``VecEnv.sample_actions``), and drawn in NumPy from the masks;
2. the Rust figure, ``morris bench env --threads 1`` (the same work without Python), when the
   ``morris`` binary is there;
3. OpenSpiel's ``pyspiel`` ``nine_mens_morris``, one game at a time: ``legal_actions()``,
   ``apply_action`` and ``observation_tensor()`` per step (observation and mask, as the
   VecEnv gives them), and ``legal_actions()`` + ``apply_action`` alone;
4. PettingZoo-style pure-Python stepping: ``morris_zero.pettingzoo`` (the AEC environment,
   one game, ``last()`` + ``step()`` in a Python loop, through PettingZoo's wrappers).

    python crates/morris-py/bench/step_bench.py [--seconds 3] [--morris target/release/morris]

Needs ``pip install ./crates/morris-py open_spiel pettingzoo gymnasium``; a part whose
package is missing says so and is skipped.
"""

from __future__ import annotations

import argparse
import random
import re
import subprocess
import time
from pathlib import Path

import numpy as np

import morris_zero as mz

REPO = Path(__file__).resolve().parents[3]


def timed(step, seconds):
    """Calls ``step()`` (which returns the steps it took) for about ``seconds``; steps/s."""
    step()  # warm-up
    steps, start = 0, time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        steps += step()
    return steps / elapsed


def vec_env_rust_sampling(n, seconds):
    env = mz.VecEnv(n, "standard", seed=1)

    def step():
        env.step(env.sample_actions())
        return n

    return timed(step, seconds)


def vec_env_numpy_sampling(n, seconds):
    env = mz.VecEnv(n, "standard", seed=1)
    rng = np.random.default_rng(1)

    def step():
        noise = rng.random(env.masks.shape, dtype=np.float32)
        env.step(np.argmax(np.where(env.masks, noise, -1.0), axis=1))
        return n

    return timed(step, seconds)


def rust_figure(morris):
    if morris is None or not Path(morris).is_file():
        return None, "no morris binary (cargo build --release)"
    out = subprocess.run(
        [morris, "bench", "env", "--threads", "1"], capture_output=True, text=True, check=True
    ).stdout
    match = re.search(r"env steps/s \(N = 1024, one thread\): (\d+)", out)
    return (float(match.group(1)) if match else None), out.strip().splitlines()[0]


def pyspiel_rates(seconds):
    try:
        import pyspiel
    except ImportError:
        return None, None
    game = pyspiel.load_game("nine_mens_morris")
    rng = random.Random(1)

    def runner(observe):
        state = game.new_initial_state()

        def step():
            nonlocal state
            for _ in range(256):
                if state.is_terminal():
                    state = game.new_initial_state()
                legal = state.legal_actions()
                state.apply_action(legal[rng.randrange(len(legal))])
                if observe and not state.is_terminal():
                    state.observation_tensor()
            return 256

        return step

    return timed(runner(True), seconds), timed(runner(False), seconds)


def pettingzoo_rate(seconds):
    try:
        from morris_zero.pettingzoo import env as aec_env
    except ImportError:
        return None
    rng = np.random.default_rng(1)
    environment = aec_env(rules="standard")
    environment.reset(seed=1)

    def step():
        for _ in range(256):
            obs, _, termination, truncation, _ = environment.last()
            if termination or truncation:
                environment.reset()
                continue
            legal = np.flatnonzero(obs["action_mask"])
            environment.step(int(legal[rng.integers(len(legal))]))
        return 256

    return timed(step, seconds)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="per measurement")
    parser.add_argument("--n", type=int, default=1024, help="games in the VecEnv")
    parser.add_argument("--morris", default=str(REPO / "target" / "release" / "morris"))
    args = parser.parse_args()

    rows = []
    rust_sampled = vec_env_rust_sampling(args.n, args.seconds)
    rows.append((f"morris_zero VecEnv.step, N = {args.n}, Rust-sampled actions", rust_sampled))
    rows.append(
        (f"morris_zero VecEnv.step, N = {args.n}, NumPy-sampled actions",
         vec_env_numpy_sampling(args.n, args.seconds))
    )
    rust, rust_note = rust_figure(args.morris)
    rows.append(("Rust VecEnv (morris bench env, N = 1024, one thread)", rust))
    spiel_observed, spiel_bare = pyspiel_rates(args.seconds)
    rows.append(("pyspiel nine_mens_morris: legal_actions + apply_action + observation_tensor",
                 spiel_observed))
    rows.append(("pyspiel nine_mens_morris: legal_actions + apply_action", spiel_bare))
    rows.append(("PettingZoo AEC (morris_zero.pettingzoo): last + step, one game",
                 pettingzoo_rate(args.seconds)))

    print(f"environment steps/s, one thread ({args.seconds:g} s per measurement)")
    for name, rate in rows:
        shown = f"{rate:12,.0f}" if rate else "     skipped"
        print(f"  {shown}  {name}")
    if rust is None:
        print(f"  (Rust figure: {rust_note})")
    if spiel_observed:
        print(f"VecEnv (Rust-sampled) / pyspiel with observations: {rust_sampled / spiel_observed:,.0f}x")
        print(f"VecEnv (Rust-sampled) / pyspiel without:           {rust_sampled / spiel_bare:,.0f}x")
    if rust:
        print(f"VecEnv from Python / from Rust: {rust_sampled / rust:.2f}")


if __name__ == "__main__":
    main()
