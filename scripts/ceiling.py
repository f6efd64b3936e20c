#!/usr/bin/env python3
"""The ceiling of a network shape (issue 77): how near perfect play a network of that shape
plays when it is trained on the whole game's values and value-keeping moves, judged on the
rules' perfect-play test set. A labelled experiment, never the shipped path: the targets are
the tables' (the value of the position, every value-keeping move alike).

    python scripts/ceiling.py --rules standard --tables DIR --minutes 20 [--blocks 4 --channels 32]
    python scripts/ceiling.py --rules six --tables DIR --minutes 1          # a quick look

DIR holds the whole game's tables (`morris tablebase build --whole`). The training positions
are a test set of their own, made by `morris testset make` from the games of cheap players
(another seed than the repository's set; positions the repository's set holds are left out),
kept in --work so that a second run with the same arguments reuses them. Every --every
minutes, and at the end, the network's raw policy (no search) is judged on testsets/RULES.mts
and its value head scored on the same positions. With --out (the standard game) the network
is saved as a model `morris evaluate` plays (`neural:model=OUT`), its record taken from
models/cpu-2h with the net's shape replaced.
"""

from __future__ import annotations

import argparse
import copy
import random
import subprocess
import time
from pathlib import Path

import morris_zero as mz
import numpy as np
import torch
import torch.nn.functional as F
from morris_zero.network import Network, PolicyValueNet, load_network, save_network

REPO = Path(__file__).resolve().parents[1]
ORDER = {"win": 0, "draw": 1, "loss": 2}


def labelled(ts: mz.TestSet, skip: set[str]) -> tuple[np.ndarray, ...]:
    """Observations, masks, value classes (0 win, 1 draw, 2 loss for the side to move) and
    the value-keeping moves of every position of `ts` not in `skip`."""
    obs, masks, values, keeping = [], [], [], []
    for i in range(len(ts)):
        game = ts.game(i)
        if game.position in skip:
            continue
        value = ts.value(i)
        good = np.zeros(game.rules.action_count, bool)
        for action, after in ts.action_values(i):
            good[action] = after == value
        obs.append(game.observation())
        masks.append(game.mask())
        values.append(ORDER[value])
        keeping.append(good)
    return np.stack(obs), np.stack(masks), np.array(values, np.int64), np.stack(keeping)


def judge(net: PolicyValueNet, ts: mz.TestSet, test: tuple[np.ndarray, ...]) -> str:
    """The raw policy's value-losing decisions on the test set per phase, and the value
    head's accuracy there."""
    net.eval()
    obs, masks, values, _ = test
    with torch.no_grad():
        logits, value = net(torch.from_numpy(obs))
        logits = logits.masked_fill(~torch.from_numpy(masks), -1e9)
    report = ts.judge([int(a) for a in logits.argmax(1)])
    accuracy = (value.argmax(1).numpy() == values).mean()
    phases = " ".join(f"{name} {100 * report[name]['value_lost']:.1f}%"
                      for name in ("placement", "moving", "flying") if name in report)
    net.train()
    return (f"value lost: {phases}, all {100 * report['all']['value_lost']:.1f}%; "
            f"value head right on {100 * accuracy:.1f}%")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rules", default="standard")
    parser.add_argument("--tables", required=True, help="the whole game's tables")
    parser.add_argument("--positions", type=int, default=200_000)
    parser.add_argument("--games", type=int, default=400, help="games a pairing plays")
    parser.add_argument("--players", default="random,greedy,alphabeta:depth=2,alphabeta:depth=4")
    parser.add_argument("--blocks", type=int, default=4)
    parser.add_argument("--channels", type=int, default=32)
    parser.add_argument("--minutes", type=float, default=20.0)
    parser.add_argument("--every", type=float, default=5.0, help="minutes between judgements")
    parser.add_argument("--batch", type=int, default=256)
    parser.add_argument("--lr", type=float, default=2e-3)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--work", default="runs/ceiling")
    parser.add_argument("--morris", default=str(REPO / "target" / "release" / "morris"))
    parser.add_argument("--out")
    args = parser.parse_args()
    torch.manual_seed(args.seed)
    torch.set_num_threads(args.threads)
    rng = random.Random(args.seed)
    work = Path(args.work)
    work.mkdir(parents=True, exist_ok=True)
    train_set = work / f"{args.rules}-{args.positions}-{args.games}-{args.seed}.mts"
    started = time.monotonic()
    if not train_set.is_file():
        command = [args.morris, "testset", "make", "--rules", args.rules, "--tablebase",
                   args.tables, "--out", str(train_set), "--positions", str(args.positions),
                   "--games", str(args.games), "--seed", str(args.seed),
                   "--threads", str(args.threads)]
        for player in args.players.split(","):
            command += ["--player", player]
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    ts = mz.TestSet(REPO / "testsets" / f"{args.rules}.mts", args.rules)
    test = labelled(ts, set())
    skip = {ts.game(i).position for i in range(len(ts))}
    obs, masks, values, keeping = labelled(mz.TestSet(train_set, args.rules), skip)
    print(f"{len(values)} training positions ({len(ts)} test positions left out) in "
          f"{time.monotonic() - started:.0f} s", flush=True)
    rules = mz.Rules(args.rules)
    net_config = {"blocks": args.blocks, "channels": args.channels, "policy_channels": 4,
                  "value_hidden": 64, "value_head": "wdl", "aux_heads": False}
    net = PolicyValueNet(net_config, rules.observation_shape, rules.action_count)
    optimiser = torch.optim.AdamW(net.parameters(), lr=args.lr, weight_decay=1e-4)
    print(f"[0.0 min] {judge(net, ts, test)}", flush=True)
    started, last, steps = time.monotonic(), time.monotonic(), 0
    while time.monotonic() - started < 60 * args.minutes:
        sample = np.array(rng.sample(range(len(values)), args.batch))
        x, mask = torch.from_numpy(obs[sample]), torch.from_numpy(masks[sample])
        good = torch.from_numpy(keeping[sample]).float()
        logits, value = net(x)
        log_policy = torch.log_softmax(logits.masked_fill(~mask, -1e9), -1)
        target = good / good.sum(1, keepdim=True)
        loss = -(target * log_policy).sum(1).mean() + F.cross_entropy(
            value, torch.from_numpy(values[sample]))
        optimiser.zero_grad()
        loss.backward()
        optimiser.step()
        steps += 1
        if time.monotonic() - last >= 60 * args.every:
            last = time.monotonic()
            print(f"[{(last - started) / 60:.1f} min] step {steps}, loss {loss.item():.3f}; "
                  f"{judge(net, ts, test)}", flush=True)
    print(f"[{(time.monotonic() - started) / 60:.1f} min] step {steps} "
          f"({args.blocks}x{args.channels}): {judge(net, ts, test)}", flush=True)
    if args.out:
        shipped = load_network(REPO / "models" / "cpu-2h.safetensors", args.rules)
        meta = copy.deepcopy(shipped.meta)
        meta["net"] = net_config
        save_network(Network(net.eval(), meta), args.out, step=steps)
        print(f"saved {args.out}", flush=True)


if __name__ == "__main__":
    main()
