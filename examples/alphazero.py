"""AlphaZero in PyTorch on the project's engine, in one file: the games stepped in lockstep,
the batched search with this network answering every round's leaves at once
(`morris_zero.search_batch`, Gumbel roots), the endgame tables at its leaves and as the
games' referee, random openings, a replay buffer, and training; at the end the
network plays `greedy` and `alphabeta:depth=2` (its raw policy, and with the search) and is
judged on the rules' perfect-play test set where the repository has one.

    python examples/alphazero.py --rules standard --minutes 30
    python examples/alphazero.py --rules three --minutes 1 --games 16   # a quick look

Needs torch and safetensors (`pip install "./crates/morris-py[torch]"`). The network is the
project's (`morris_zero.network.PolicyValueNet`, 4 blocks of 32 channels as the `cpu`
preset's), so what this
trains is the same module `morris train` trains; `--out` saves its weights as a PyTorch file.
"""

from __future__ import annotations

import argparse
import random
import time
from collections import deque
from pathlib import Path

import numpy as np
import torch
import torch.nn.functional as F

import morris_zero as mz
from morris_zero.network import PolicyValueNet

REPO = Path(__file__).resolve().parents[1]


def evaluator(net: PolicyValueNet):
    """The search's leaves answered by the network, a batch at a time."""

    @torch.no_grad()
    def evaluate(observations: np.ndarray, masks: np.ndarray):
        priors, values = net.predict(torch.from_numpy(observations), torch.from_numpy(masks))
        return priors.numpy(), values.numpy()

    return evaluate


def new_game(rules, plies, rng):
    """A game opened by `plies` random plies (fewer where it would end), for variety: the
    positions a player meets after any opening, not only the network's own line."""
    game = mz.Game(rules)
    for _ in range(plies):
        moves = game.legal_actions()
        after = game.copy()
        after.play(rng.choice(moves))
        if after.is_over:
            break
        game = after
    return game


def referee(game, value):
    """The winner where the game is over, or where the tables know its value (+1 a win for
    the side to move, 0 a draw, -1 a loss; -2 not covered); else None."""
    if game.is_over:
        return game.result
    if value == -2:
        return None
    other = "black" if game.to_move == "white" else "white"
    return {1: game.to_move, 0: "draw", -1: other}[value]


def self_play(net, games, settings, buffer, pending, seed, args, tables, rng):
    """One move in every game; finished games give their positions to the buffer, labelled
    with the result for each position's side to move (0 win, 1 draw, 2 loss)."""
    net.eval()
    out = mz.search_batch(games, evaluator(net), settings, seed=seed, tablebase=tables)
    for i, game in enumerate(games):
        pending[i].append((game.observation(), game.mask(), out["policy"][i], game.to_move))
        game.play(int(out["actions"][i]))
    values = tables.probe_many(games)[0] if tables is not None else [-2] * len(games)
    finished = 0
    for i, game in enumerate(games):
        winner = referee(game, int(values[i]))
        if winner is None and game.ply >= args.max_plies:
            winner = "draw"
        if winner is not None:
            for observation, mask, policy, mover in pending[i]:
                label = 1 if winner == "draw" else (0 if winner == mover else 2)
                buffer.append((observation, mask, policy, label))
            pending[i].clear()
            games[i] = new_game(game.rules, args.opening_plies, rng)
            finished += 1
    return finished


def train(net, optimiser, buffer, batch, steps, rng):
    net.train()
    for _ in range(steps):
        sample = rng.sample(range(len(buffer)), batch)
        observations, masks, policies, labels = zip(*(buffer[i] for i in sample))
        x = torch.from_numpy(np.stack(observations))
        mask = torch.from_numpy(np.stack(masks))
        target = torch.from_numpy(np.stack(policies))
        logits, value = net(x)
        log_policy = torch.log_softmax(logits.masked_fill(~mask, -1e9), -1)
        loss = -(target * log_policy).sum(1).mean() + F.cross_entropy(
            value, torch.tensor(labels))
        optimiser.zero_grad()
        loss.backward()
        optimiser.step()
    return loss.item()


def judge(net, rules, settings, args, tables):
    """The network against greedy and alpha-beta, raw and searching (the tables at its
    leaves); its raw policy on the test set."""
    net.eval()
    evaluate = evaluator(net)

    def raw(game):
        priors, _ = evaluate(game.observation()[None], game.mask()[None])
        return int(priors[0].argmax())

    def searching(game):
        return int(mz.search_batch([game], evaluate, settings, tablebase=tables)["actions"][0])

    for name, agent in (("raw policy", raw), (f"search, {settings.simulations} sims", searching)):
        for opponent in ("greedy", "alphabeta:depth=2"):
            result = mz.play_match(agent, opponent, games=args.eval_games, rules=rules, seed=1)
            score = (result.wins + result.draws / 2) / args.eval_games
            print(f"{name} vs {opponent}: +{result.wins} ={result.draws} -{result.losses} "
                  f"({100 * score:.1f}%)", flush=True)
    testset = REPO / "testsets" / f"{rules}.mts"
    if testset.is_file():
        ts = mz.TestSet(testset, rules)
        report = ts.judge([raw(g) for g in ts.games()])
        print(f"test set ({len(ts)} positions), raw policy: value lost in "
              f"{100 * report['all']['value_lost']:.1f}% of decisions (placement "
              f"{100 * report['placement']['value_lost']:.1f}%)", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rules", default="standard")
    parser.add_argument("--minutes", type=float, default=30.0)
    parser.add_argument("--games", type=int, default=128, help="games played at once")
    parser.add_argument("--simulations", type=int, default=16)
    parser.add_argument("--batch", type=int, default=256)
    parser.add_argument("--ratio", type=float, default=4.0,
                        help="positions trained on per position played")
    parser.add_argument("--buffer", type=int, default=100_000)
    parser.add_argument("--max-plies", type=int, default=300)
    parser.add_argument("--opening-plies", type=int, default=8,
                        help="random plies that open each self-play game (not trained on)")
    parser.add_argument("--tables", type=int, default=5,
                        help="endgame tables up to this many men a side at the search's "
                        "leaves and as the referee (built once, seconds; 0: none)")
    parser.add_argument("--tables-dir", help="where they are kept [default: "
                        "tablebases/RULES, where `morris train` builds them too]")
    parser.add_argument("--eval-games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--out", help="save the network's state dict here (torch.save)")
    args = parser.parse_args()
    torch.manual_seed(args.seed)
    torch.set_num_threads(args.threads)
    rng = random.Random(args.seed)
    rules = mz.Rules(args.rules)
    tables = None
    if args.tables:
        folder = args.tables_dir or REPO / "tablebases" / args.rules
        mz.build_tablebase(folder, rules, men=args.tables, threads=args.threads)
        tables = mz.Tablebase(folder, rules)
    net = PolicyValueNet({"blocks": 4, "channels": 32, "policy_channels": 4,
                          "value_hidden": 64, "value_head": "wdl"},
                         rules.observation_shape, rules.action_count)
    optimiser = torch.optim.AdamW(net.parameters(), lr=2e-3, weight_decay=1e-4)
    settings = mz.SearchSettings(root="gumbel", simulations=args.simulations,
                                 gumbel_considered=8)
    games = [new_game(rules, args.opening_plies, rng) for _ in range(args.games)]
    pending: list[list] = [[] for _ in games]
    buffer: deque = deque(maxlen=args.buffer)
    started = time.monotonic()
    played = trained = finished = rounds = 0
    loss = float("nan")
    while time.monotonic() - started < 60 * args.minutes:
        finished += self_play(net, games, settings, buffer, pending, rounds, args, tables, rng)
        rounds += 1
        played += len(games)
        owed = int(played * args.ratio / args.batch) - trained
        if len(buffer) >= args.batch and owed > 0:
            loss = train(net, optimiser, buffer, args.batch, owed, rng)
            trained += owed
        if rounds % 50 == 0:
            print(f"[{(time.monotonic() - started) / 60:.1f} min] {played} moves, {finished} "
                  f"games, {trained} steps, loss {loss:.3f}", flush=True)
    print(f"trained {trained} steps on {played} moves of {finished} games in "
          f"{(time.monotonic() - started) / 60:.1f} minutes", flush=True)
    if args.out:
        torch.save(net.state_dict(), args.out)
    judge(net, args.rules, settings, args, tables)


if __name__ == "__main__":
    main()
