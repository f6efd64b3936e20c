"""`python -m morris_zero.ray train ...` (or `morris-ray train ...`): a training run on a Ray
cluster, the learner and N self-play actors (see `morris_zero.ray`); `... tablebase --men N`
(or `--whole`): endgame tables built a sector pair (a placement sector) a task (see
`morris_zero.ray.tablebase`)."""

from __future__ import annotations

import argparse
import os
import shlex
import sys
from collections.abc import Sequence
from typing import Any

from . import LearnerDied, RunResult, VersionMismatch, _check_reachable, train
from ._processes import MorrisNotFound


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m morris_zero.ray")
    commands = parser.add_subparsers(dest="command", required=True)
    t = commands.add_parser("train", help="train with a learner and self-play actors on Ray")
    t.add_argument("--config", default="cpu",
                   help="training preset or TOML file, as morris train takes (default cpu)")
    t.add_argument("--actors", type=int, default=2, help="self-play actors (default 2)")
    t.add_argument("--run", help="the run's name (default: the preset's)")
    t.add_argument("--checkpoint-dir", default="checkpoints",
                   help="where runs live on the learner's node (default checkpoints)")
    t.add_argument("--resume", action="store_true",
                   help="continue the run from its newest complete checkpoint unit")
    t.add_argument("--address", help="a Ray head, HOST:PORT (default: a cluster on this "
                                     "machine, started for the run)")
    t.add_argument("--max-steps", type=int, help="stop at this many gradient steps")
    t.add_argument("--max-minutes", type=float, help="stop after this many minutes of training")
    t.add_argument("--seed", type=int, help="seed (overrides the preset's)")
    t.add_argument("--learner-threads", type=int,
                   help="the learner's libtorch threads (each actor runs one; default: the "
                        "preset's, or 1 without --address where this machine has at most one "
                        "core beside the actors')")
    t.add_argument("--games-per-batch", type=int, default=16,
                   help="games an actor plays per batch, with one version of the weights")
    t.add_argument("--lead-positions", type=int, default=2048,
                   help="actors wait while the learner has this many positions not taken in "
                        "(default 2048; with those in play, at most half its lag window)")
    t.add_argument("--morris", help="the morris binary on every node (default: $MORRIS_BIN, "
                                    "else morris on PATH)")
    t.add_argument("--workdir", default="~/.cache/morris-zero/ray",
                   help="each node's directory for the actors' weights and endgame tables")
    tb = commands.add_parser("tablebase", help="build endgame tables, a sector pair a Ray task")
    tb.add_argument("--rules", default="standard", help="rules preset or TOML file")
    size = tb.add_mutually_exclusive_group(required=True)
    size.add_argument("--men", type=int, help="men a side, at most")
    size.add_argument("--whole", action="store_true",
                      help="the whole game: every sector up to the rules' men a side, then "
                           "placement, a sector a task")
    tb.add_argument("--out", default="tablebases/standard",
                    help="the tables' directory on this machine (default tablebases/standard)")
    tb.add_argument("--address", help="a Ray head, HOST:PORT (default: a cluster on this "
                                      "machine)")
    tb.add_argument("--threads", type=int, default=1, help="CPUs (threads) a task (default 1)")
    tb.add_argument("--snapshot-minutes", type=float, default=10.0,
                    help="how often a task's pair saves its state on its node (default 10)")
    tb.add_argument("--morris", help="the morris binary on every node (default: $MORRIS_BIN, "
                                     "else morris on PATH)")
    tb.add_argument("--workdir", default="~/.cache/morris-zero/ray",
                    help="each node's directory for the pairs it builds")
    args = parser.parse_args(argv)
    if args.command == "tablebase":
        return _tablebase(args)
    if args.actors < 1:
        parser.error("--actors must be at least 1")
    try:
        result = train(
            config=args.config, actors=args.actors, run=args.run,
            checkpoint_dir=args.checkpoint_dir, resume=args.resume, address=args.address,
            max_steps=args.max_steps, max_minutes=args.max_minutes, seed=args.seed,
            learner_threads=args.learner_threads,
            games_per_batch=args.games_per_batch, lead_positions=args.lead_positions,
            morris=args.morris, workdir=args.workdir,
        )
    except LearnerDied as error:
        if error.result is not None:
            _summary(error.result)
        print(f"error: {error}", file=sys.stderr)
        if error.status is None or error.checkpoint is not None:
            print(f"resume with: {resume_command(argv)}", file=sys.stderr)
        return 1
    except (ConnectionError, ValueError, MorrisNotFound, VersionMismatch,
            RuntimeError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    _summary(result)
    # The run's one resume line (the learner prints none: its own would name morris train).
    print(f"resume with: {resume_command(argv)}", flush=True)
    return 0 if result.returncode in (0, None) else 1


def _tablebase(args: argparse.Namespace) -> int:
    from .tablebase import build_tables

    if args.address:
        try:
            _check_reachable(args.address)
        except (ConnectionError, ValueError) as error:
            print(f"error: {error}", file=sys.stderr)
            return 1

    def report(pair: str, info: dict[str, Any]) -> None:
        print(f"[ray] {pair}: {info['seconds']:.1f} s on {info['node']} "
              f"(node {info['node_id'][:12]})", flush=True)

    try:
        result = build_tables(rules=args.rules, men=args.men or 0, whole=args.whole,
                              out=args.out,
                              address=args.address, morris=args.morris, threads=args.threads,
                              workdir=args.workdir, snapshot_minutes=args.snapshot_minutes,
                              on_pair=report)
    except (MorrisNotFound, RuntimeError, OSError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    print(f"[ray] built {len(result.built)} pairs in {result.seconds:.1f} s "
          f"({len(result.reused)} already there) into {args.out}", flush=True)
    return 0


def _summary(result: RunResult) -> None:
    games = sum(f.games for f in result.actors.values())
    lost = sum(f.lost_batches for f in result.actors.values())
    deaths = sum(len(f.process_deaths) for f in result.actors.values())
    lost_games = sum(f.lost_games for f in result.actors.values())
    taken = sum(line.get("taken", 0) for line in result.ledger)
    stale = sum(line.get("stale", 0) for line in result.ledger)
    share = f" ({100 * stale / games:.1f}% of the games played)" if games else ""
    print(f"[ray] actors played {games} games ({lost} batches lost with their actors; "
          f"{deaths} self-play processes started again, {lost_games} finished games lost "
          f"with them); the learner took {taken} in and dropped {stale} as stale{share}; "
          f"{len(result.waiting)} batches were still waiting", flush=True)


def resume_command(argv: Sequence[str] | None = None) -> str:
    """This command as it was run (`morris-ray ...` or `python -m morris_zero.ray ...`), with
    --resume."""
    args = list(sys.argv[1:] if argv is None else argv)
    program = os.path.basename(sys.argv[0]) if argv is None and sys.argv else ""
    prefix = [program] if program == "morris-ray" else ["python", "-m", "morris_zero.ray"]
    if "--resume" not in args:
        args.append("--resume")
    return shlex.join([*prefix, *args])


if __name__ == "__main__":
    sys.exit(main())
