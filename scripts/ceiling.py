#!/usr/bin/env python3
"""The ceiling of a network shape (issue 77): how near perfect play a network of that shape
plays when it is trained on the whole game's values and value-keeping moves, judged on the
rules' perfect-play test set. A labelled experiment, never the shipped path: the targets are
the tables' (the value of the position, every value-keeping move alike).

    python scripts/ceiling.py --rules standard --tables DIR --steps 40000 [--blocks 4 --channels 32]
    python scripts/ceiling.py --rules six --tables DIR --steps 2000          # a quick look

DIR holds the whole game's tables (`morris tablebase build --whole`). The training positions
are those of the --train-set files when given (made beforehand, e.g. one set per group of
players where a single `testset make` of millions of positions would not fit in memory beside
the tables), or else a test set of their own, made by `morris testset make` from the games of
every pairing of the --player specs (by default cheap players, the shipped network's raw
policy and `perfect` itself, from --openings random plies; another seed than the
repository's set), kept in --work so that a second run with the same arguments reuses them;
either way the positions the repository's set holds are left out. Each sample is seen under
one of the board's symmetries drawn at random, and the learning rate falls from --lr to
nothing along a cosine over the --steps.
Every --every steps, and at the end, the network's raw policy (no search) is judged on
testsets/RULES.mts and its value head scored on the same positions. With --out (the standard
game) the network is saved as a model `morris evaluate` plays (`neural:model=OUT`), its record
taken from models/cpu-2h with the net's shape replaced. Seeded: the same arguments and
--threads train the same network.
"""

from __future__ import annotations

import argparse
import copy
import hashlib
import math
import random
import subprocess
import time
from pathlib import Path

import numpy as np
import torch
import torch.nn.functional as F

import morris_zero as mz
from morris_zero.network import Network, PolicyValueNet, load_network, save_network

REPO = Path(__file__).resolve().parents[1]
ORDER = {"win": 0, "draw": 1, "loss": 2}
PLAYERS = ("random", "greedy", "alphabeta:depth=2", "alphabeta:depth=4",
           "neural:model=models/cpu-2h,sims=1", "perfect:dir=TABLES,ties=random")


def labelled(ts: mz.TestSet, skip: set[str]) -> tuple[np.ndarray, ...]:
    """Observations, masks, value classes (0 win, 1 draw, 2 loss for the side to move) and
    the value-keeping moves of every position of `ts` not in `skip`. The observations are
    kept as float16 (half of float32's memory for millions of positions; the planes'
    fractions such as men in hand / 9 round by less than 0.05%), the rest as booleans."""
    first = ts.game(0)
    count, actions = len(ts), first.rules.action_count
    obs = np.empty((count, *first.observation().shape), np.float16)
    masks = np.empty((count, actions), bool)
    values = np.empty(count, np.int64)
    keeping = np.zeros((count, actions), bool)
    kept = 0
    for i in range(count):
        game = ts.game(i)
        if game.position in skip:
            continue
        value = ts.value(i)
        obs[kept] = game.observation()
        masks[kept] = game.mask()
        values[kept] = ORDER[value]
        for action, after in ts.action_values(i):
            keeping[kept, action] = after == value
        kept += 1
    return obs[:kept], masks[:kept], values[:kept], keeping[:kept]


def judge(net: PolicyValueNet, ts: mz.TestSet, test: tuple[np.ndarray, ...]) -> str:
    """The raw policy's value-losing decisions on the test set per phase, and the value
    head's accuracy there."""
    net.eval()
    obs, masks, values, _ = test
    with torch.no_grad():
        logits, value = net(torch.from_numpy(obs.astype(np.float32)))
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
    parser.add_argument("--openings", type=int, default=8, help="random plies opening a game")
    parser.add_argument("--player", action="append", help="a player whose games give the "
                        "training positions (repeatable; TABLES in a spec is --tables); by "
                        f"default {', '.join(PLAYERS)} (the network on the standard game only)")
    parser.add_argument("--blocks", type=int, default=4)
    parser.add_argument("--channels", type=int, default=32)
    parser.add_argument("--steps", type=int, default=40_000)
    parser.add_argument("--every", type=int, default=5_000, help="steps between judgements")
    parser.add_argument("--batch", type=int, default=256)
    parser.add_argument("--lr", type=float, default=2e-3)
    parser.add_argument("--threads", type=int, default=2, help="threads making the positions")
    parser.add_argument("--torch-threads", type=int, help="threads training (default: --threads)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--work", default="runs/ceiling")
    parser.add_argument("--morris", default=str(REPO / "target" / "release" / "morris"))
    parser.add_argument("--out")
    parser.add_argument("--train-set", action="append", help="a test set made beforehand "
                        "(`morris testset make`) to train on instead of making one "
                        "(repeatable: the sets' positions are pooled)")
    args = parser.parse_args()
    missing = [path for path in args.train_set or [] if not Path(path).is_file()]
    if missing:
        parser.error(f"--train-set: no such file: {', '.join(missing)}")
    torch.manual_seed(args.seed)
    torch.set_num_threads(args.torch_threads or args.threads)
    rng = random.Random(args.seed)
    work = Path(args.work).resolve()
    work.mkdir(parents=True, exist_ok=True)
    tables = str(Path(args.tables).resolve())
    defaults = [p for p in PLAYERS if args.rules == "standard" or "models/" not in p]
    players = [p.replace("TABLES", tables) for p in args.player or defaults]
    made_by = [args.rules, args.positions, args.games, args.openings, args.seed, *players]
    digest = hashlib.sha256(repr(made_by).encode()).hexdigest()[:12]
    train_set = work / f"{args.rules}-{args.positions}-{digest}.mts"
    started = time.monotonic()
    if not args.train_set and not train_set.is_file():
        command = [args.morris, "testset", "make", "--rules", args.rules, "--tablebase",
                   tables, "--out", str(train_set), "--positions", str(args.positions),
                   "--games", str(args.games), "--openings", str(args.openings),
                   "--seed", str(args.seed), "--threads", str(args.threads)]
        for player in players:
            command += ["--player", player]
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL, cwd=REPO)
    ts = mz.TestSet(REPO / "testsets" / f"{args.rules}.mts", args.rules)
    test = labelled(ts, set())
    skip = {ts.game(i).position for i in range(len(ts))}
    sets = args.train_set or [train_set]
    parts = [labelled(mz.TestSet(Path(path), args.rules), skip) for path in sets]
    obs, masks, values, keeping = (np.concatenate(arrays) for arrays in zip(*parts))
    del parts
    print(f"{len(values)} training positions ({len(ts)} test positions left out) in "
          f"{time.monotonic() - started:.0f} s", flush=True)
    rules = mz.Rules(args.rules)
    net_config = {"blocks": args.blocks, "channels": args.channels, "policy_channels": 4,
                  "value_hidden": 64, "value_head": "wdl", "aux_heads": False}
    net = PolicyValueNet(net_config, rules.observation_shape, rules.action_count)
    optimiser = torch.optim.AdamW(net.parameters(), lr=args.lr, weight_decay=1e-4)
    symmetries = mz.Symmetries(rules)
    print(f"[step 0] {judge(net, ts, test)}", flush=True)
    started = time.monotonic()
    for step in range(1, args.steps + 1):
        for group in optimiser.param_groups:
            group["lr"] = args.lr * 0.5 * (1 + math.cos(math.pi * (step - 1) / args.steps))
        sample = np.array(rng.sample(range(len(values)), args.batch))
        # One symmetry per sample (the network is not equivariant by construction).
        ks = np.array([rng.randrange(len(symmetries)) for _ in sample])
        x_np = obs[sample].astype(np.float32)
        mask_np, good_np = masks[sample], keeping[sample]
        for k in np.unique(ks):
            rows = ks == k
            x_np[rows] = symmetries.observation(int(k), x_np[rows])
            mask_np[rows] = symmetries.policy(int(k), mask_np[rows])
            good_np[rows] = symmetries.policy(int(k), good_np[rows])
        x, mask = torch.from_numpy(x_np), torch.from_numpy(mask_np)
        good = torch.from_numpy(good_np).float()
        logits, value = net(x)
        log_policy = torch.log_softmax(logits.masked_fill(~mask, -1e9), -1)
        target = good / good.sum(1, keepdim=True)
        loss = -(target * log_policy).sum(1).mean() + F.cross_entropy(
            value, torch.from_numpy(values[sample]))
        optimiser.zero_grad()
        loss.backward()
        optimiser.step()
        if step % args.every == 0 and step < args.steps:
            print(f"[step {step}, {(time.monotonic() - started) / 60:.1f} min] loss "
                  f"{loss.item():.3f}; {judge(net, ts, test)}", flush=True)
    print(f"{args.blocks}x{args.channels}, {args.steps} steps of {args.batch} on "
          f"{len(values)} positions: {judge(net, ts, test)}", flush=True)
    if args.out:
        shipped = load_network(REPO / "models" / "cpu-2h.safetensors", args.rules)
        meta = copy.deepcopy(shipped.meta)
        meta["net"] = net_config
        save_network(Network(net.eval(), meta), args.out, step=args.steps)
        print(f"saved {args.out}", flush=True)


if __name__ == "__main__":
    main()
