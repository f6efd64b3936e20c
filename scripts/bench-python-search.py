#!/usr/bin/env python3
"""Simulations a second of `morris_zero.search_batch` (many games' searches in lockstep from
Python) at several batches, with NumPy evaluators and, where torch is installed, the shipped
network in PyTorch beside its raw forward rate at the same batches.

    .venv-test/bin/python scripts/bench-python-search.py [--batches 1,16,64,256] [--sims 64]

Compare with `morris bench selfplay --stand-in 0` (the Rust search with a stand-in network
that answers uniform priors) and `morris bench search` run beside it on the same machine.
Evaluators: `uniform` computes uniform priors over the legal ids in NumPy each round (what a
trivial Python evaluator costs); `constant` answers arrays made once (the bridge and the
search alone); `torch` runs models/cpu-2h.safetensors through `morris_zero.network`.
"""

import argparse
import random
import time

import morris_zero as mz
import numpy as np


def random_games(count: int, seed: int) -> list[mz.Game]:
    rng = random.Random(seed)
    games: list[mz.Game] = []
    while len(games) < count:
        game = mz.Game("standard")
        for _ in range(rng.randrange(0, 60)):
            if game.is_over:
                break
            game.play(rng.choice(game.legal_actions()))
        if not game.is_over:
            games.append(game)
    return games


def uniform(observations: np.ndarray, masks: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    priors = masks.astype(np.float32)
    priors /= priors.sum(1, keepdims=True)
    return priors, np.zeros(len(masks), np.float32)


def constant(batch: int, actions: int):
    priors = np.full((batch, actions), 1.0 / actions, np.float32)
    values = np.zeros(batch, np.float32)

    def evaluate(observations: np.ndarray, masks: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        n = len(masks)
        return priors[:n], values[:n]

    return evaluate


def torch_evaluator(module):
    import torch

    def evaluate(observations: np.ndarray, masks: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        with torch.inference_mode():
            priors, values = module.predict(torch.from_numpy(observations),
                                            torch.from_numpy(masks))
        return priors.numpy(), values.numpy()

    return evaluate


def rate(games: list[mz.Game], evaluate, sims: int, seconds: float) -> float:
    """Simulations a second over whole calls, for at least `seconds`."""
    settings = mz.SearchSettings(simulations=sims)
    done, start, call = 0, time.perf_counter(), 0
    while True:
        mz.search_batch(games, evaluate, settings, seed=call)
        call += 1
        done += len(games) * sims
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return done / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--batches", default="1,16,64,256")
    parser.add_argument("--sims", type=int, default=64)
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--model", default="models/cpu-2h.safetensors")
    parser.add_argument("--no-torch", action="store_true")
    args = parser.parse_args()
    batches = [int(b) for b in args.batches.split(",")]
    actions = len(mz.Game("standard").mask())
    network = None
    if not args.no_torch:
        try:
            import torch
            from morris_zero.network import load_network

            torch.set_num_threads(1)
            network = load_network(args.model)
        except ImportError:
            print("torch is not installed: the network's rows are left out")
    print(f"{args.sims} simulations a game, positions of random games, one thread")
    print(f"{'batch':>6} {'uniform':>10} {'constant':>10} {'torch':>8} {'forward':>8}")
    for batch in batches:
        games = random_games(batch, seed=batch)
        row = [rate(games, uniform, args.sims, args.seconds),
               rate(games, constant(batch, actions), args.sims, args.seconds)]
        if network is not None:
            import torch

            module = network.module
            row.append(rate(games, torch_evaluator(module), args.sims, args.seconds))
            x = torch.from_numpy(np.stack([g.observation() for g in games]))
            with torch.inference_mode():
                module(x)
                start, n = time.perf_counter(), 0
                while time.perf_counter() - start < args.seconds:
                    module(x)
                    n += batch
                row.append(n / (time.perf_counter() - start))
        print(f"{batch:>6} " + " ".join(f"{r:>10,.0f}" if i < 2 else f"{r:>8,.0f}"
                                        for i, r in enumerate(row)), flush=True)


if __name__ == "__main__":
    main()
