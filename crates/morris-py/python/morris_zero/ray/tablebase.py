"""Endgame tables built on a Ray cluster: a sector pair a task (with `whole`, then a
placement sector a task).

`morris tablebase build --plan` gives the steps in build order with the sectors each reads
and its stage: pairs with the same men in all read only pairs with fewer, and placement
sectors of one level only the level below, so each stage runs at once, a task a step, on
whichever nodes have a CPU free. A task writes the sectors its step reads into a directory
of its node, runs `morris tablebase build --pair WvB` (or `--whole --sector WvB+MvO`) there
(the project's one solver: the same bytes as a build on one machine), and returns the
step's files, which the driver writes into the output directory (atomically: a temporary
file renamed).

Resuming: pairs whose files are already in the output directory and whole are not built
again, so the same call after a stop goes on from the pairs it had not finished. A task
works in a directory named after its pair on its node, so a task that Ray retries on the
same node goes on from its pair's last saved state (`--snapshot-minutes`).
"""

from __future__ import annotations

import json
import os
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from ._processes import find_morris, morris_version

__all__ = ["BuildResult", "build_tables", "plan"]


@dataclass
class BuildResult:
    """What a build did: the pairs built (name -> seconds, node) and those already there."""

    built: dict[str, dict[str, Any]] = field(default_factory=dict)
    reused: list[str] = field(default_factory=list)
    seconds: float = 0.0


def _size(men: int, whole: bool) -> list[str]:
    """The arguments that say how much a build covers."""
    return ["--whole"] if whole else ["--men", str(men)]


def plan(
    morris: str, rules: str, men: int, out: str, whole: bool = False
) -> list[dict[str, Any]]:
    """The steps of a build up to `men` (or of the whole game) into `out`, as `morris
    tablebase build --plan` gives them (pair, men, stage, sectors, reads, done)."""
    done = subprocess.run(
        [morris, "tablebase", "build", "--rules", rules, *_size(men, whole), "--dir", out,
         "--plan"], capture_output=True, text=True, timeout=3600)
    if done.returncode != 0:
        raise RuntimeError(f"morris tablebase build --plan failed: {done.stderr.strip()}")
    return [json.loads(line) for line in done.stdout.splitlines() if line.strip()]


def _build_pair(morris: str, rules: str, men: int, whole: bool, pair: str, names: list[str],
                workdir: str, threads: int, snapshot_minutes: float,
                *datas: bytes) -> dict[str, Any]:
    """On a node: the pair's files built from the sectors it reads (`names`, their bytes
    `datas`: top-level arguments, so that Ray hands the task the bytes, not references)."""
    import socket

    reads = dict(zip(names, datas))
    base = Path(os.path.expanduser(workdir)) / "tablebase" / rules.replace("/", "_") / pair
    base.mkdir(parents=True, exist_ok=True)
    for name, data in reads.items():
        path = base / name
        if not path.exists() or path.stat().st_size != len(data):
            tmp = base / (name + ".tmp")
            tmp.write_bytes(data)
            tmp.replace(path)
    started = time.monotonic()
    placement = "+" in pair
    step = ["--whole", "--sector", pair] if placement else [*_size(men, whole), "--pair", pair]
    done = subprocess.run(
        [morris, "tablebase", "build", "--rules", rules, "--dir", str(base), *step,
         "--threads", str(threads), "--snapshot-minutes", str(snapshot_minutes), "--quiet"],
        capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"{pair} on {socket.gethostname()}: morris tablebase build "
                           f"failed ({done.returncode}): {done.stderr.strip()[-2000:]}")
    if placement:
        names = [f"{pair}.mtb"]
    else:
        w, b = pair.split("v")
        names = [f"{w}v{b}.mtb"] + ([f"{b}v{w}.mtb"] if w != b else [])
    files = {name: (base / name).read_bytes() for name in names}
    import ray

    return {"files": files, "seconds": time.monotonic() - started,
            "node": socket.gethostname(), "node_id": ray.get_runtime_context().get_node_id(),
            "log": done.stdout}


def build_tables(rules: str = "standard", men: int = 5, out: str = "tablebases/standard",
                 address: str | None = None, morris: str | None = None,
                 threads: int = 1, workdir: str = "~/.cache/morris-zero/ray",
                 snapshot_minutes: float = 10.0,
                 on_pair: Callable[[str, dict[str, Any]], None] | None = None,
                 whole: bool = False) -> BuildResult:
    """Builds the tables of `rules` up to `men` a side (with `whole`, of the whole game:
    placement too) into `out` (on this machine) on a Ray cluster, a step (a pair, a
    placement sector) a task of `threads` CPUs; steps already in `out` and whole are kept.
    Without `address`, Ray starts a cluster on this machine. `on_pair(name, info)` is called
    as each step's files are written."""
    import ray
    from ray.util.scheduling_strategies import NodeAffinitySchedulingStrategy

    morris = find_morris(morris)
    out_dir = Path(out).expanduser().resolve()
    out_dir.mkdir(parents=True, exist_ok=True)
    steps = plan(morris, rules, men, str(out_dir), whole)
    if not ray.is_initialized():
        ray.init(address=address or "local", configure_logging=False, include_dashboard=False,
                 log_to_driver=False)
    version = morris_version(morris)
    # SPREAD: the pairs of a group go to different nodes where it can.
    remote = ray.remote(_build_pair).options(num_cpus=threads, max_retries=2,
                                             scheduling_strategy="SPREAD")
    check = ray.remote(morris_version)
    for node in ray.nodes():
        if node["Alive"]:
            # The binary where tasks run must be this one's version (checked per node).
            strategy = NodeAffinitySchedulingStrategy(node["NodeID"], soft=False)
            theirs = ray.get(check.options(num_cpus=0, scheduling_strategy=strategy)
                             .remote(morris))
            if theirs != version:
                raise RuntimeError(f"node {node['NodeManagerAddress']}: morris is '{theirs}', "
                                   f"this node's '{version}'")
    result = BuildResult()
    started = time.monotonic()
    by_stage: dict[int, list[dict[str, Any]]] = {}
    for step in steps:
        if step["done"]:
            result.reused.append(step["pair"])
        else:
            by_stage.setdefault(step.get("stage", step["men"]), []).append(step)
    for stage in sorted(by_stage):
        group = by_stage[stage]
        refs = {}
        shared: dict[str, object] = {}
        for step in group:
            for name in step["reads"]:
                if name not in shared:
                    shared[name] = ray.put((out_dir / f"{name}.mtb").read_bytes())
        for step in group:
            names = [f"{name}.mtb" for name in step["reads"]]
            refs[step["pair"]] = remote.remote(
                morris, rules, men, whole, step["pair"], names, workdir, threads,
                snapshot_minutes,
                *[shared[name] for name in step["reads"]])
        for pair, ref in refs.items():
            info = ray.get(ref)
            for name, data in info.pop("files").items():
                with tempfile.NamedTemporaryFile(dir=out_dir, prefix=name, suffix=".tmp",
                                                 delete=False) as tmp:
                    tmp.write(data)
                    tmp.flush()
                    os.fsync(tmp.fileno())
                os.replace(tmp.name, out_dir / name)
            result.built[pair] = info
            if on_pair is not None:
                on_pair(pair, info)
    result.seconds = time.monotonic() - started
    return result
