"""The two roles of a distributed run, as plain classes that `morris_zero.ray` turns into Ray
actors. Neither holds an algorithm of its own: the self-play actor runs `morris selfplay
--follow --as-training` on the newest weights it was given, the learner runs `morris train
--games-from`, and the classes only move bytes between them and the files those programs read
and write."""

from __future__ import annotations

import fcntl
import json
import os
import shutil
import signal
import subprocess
import sys
import threading
import time
import uuid
import warnings
from pathlib import Path
from typing import Dict, List, Optional

from ._processes import find_morris, morris_version, start

PUBLISHED = "published"
INBOX = "inbox"
LEDGER = "external-ledger.jsonl"


def _write_atomically(path: Path, data: bytes) -> None:
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "wb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)


def _remove_dead_actors_dirs(workdir: Path) -> None:
    """Removes the directories of actors on this node whose process is gone (killed, or of an
    earlier run), so that a node's work directory does not grow with every run and restart."""
    for path in workdir.glob("actor-*-*"):
        pid = path.name.rsplit("-", 1)[-1]
        if not pid.isdigit():
            continue
        try:
            os.kill(int(pid), 0)
        except ProcessLookupError:
            shutil.rmtree(path, ignore_errors=True)
        except PermissionError:
            pass  # another user's live process


class SelfPlayWorker:
    """Plays self-play games with the newest weights it was given: one `morris selfplay
    --follow --as-training` process for the actor's life, which takes newer weights up
    between rounds without dropping its games in progress and writes a record file every
    `games` games (pausing while two wait unread). Node-local work directory: the weights
    it was sent, and the endgame tables its training config asks for, built once per node."""

    def __init__(self, index: int, morris: Optional[str], workdir: str, games: int):
        self.index = index
        self.morris = find_morris(morris)
        self.version = morris_version(self.morris)
        self.workdir = Path(workdir).expanduser()
        _remove_dead_actors_dirs(self.workdir)
        self.dir = self.workdir / f"actor-{index}-{os.getpid()}"
        self.models = self.dir / "models"
        self.out = self.dir / "records"
        for d in (self.models, self.out):
            d.mkdir(parents=True, exist_ok=True)
        self.games = games
        self.newest = -1
        self.process: Optional[subprocess.Popen] = None
        self.last = time.monotonic()

    def binary_version(self) -> str:
        return self.version

    def _give_weights(self, weights: bytes, version: int) -> None:
        if version > self.newest:
            _write_atomically(self.models / f"version-{version:08}.safetensors", weights)
            self.newest = version
            for old in sorted(self.models.glob("version-*.safetensors"))[:-2]:
                old.unlink(missing_ok=True)

    def _start(self, seed: int) -> None:
        args = [self.morris, "selfplay", "--follow", str(self.models), "--out", str(self.out),
                "--games", str(self.games), "--seed", str(seed), "--as-training",
                "--device", "cpu"]
        self.errors = open(self.dir / "selfplay.err", "w")
        self.process = start(args, cwd=str(self.workdir), env={"MORRIS_THREADS": "1"},
                             stdout=subprocess.DEVNULL, stderr=self.errors)

    def _next_record(self) -> Path:
        while True:
            files = sorted(self.out.glob("*.json"))
            if files:
                return files[0]
            if self.process.poll() is not None:
                error = (self.dir / "selfplay.err").read_text().strip()
                raise RuntimeError(f"actor {self.index}: morris selfplay stopped: {error}")
            time.sleep(0.05)

    def play(self, weights: bytes, version: int, seed: int) -> dict:
        """The next `games` finished games (a record file's bytes), with an id, counts and the
        oldest weights' version among them. `seed` seeds the process when it starts."""
        self._give_weights(weights, version)
        if self.process is None:
            # The first start on a node may build the training config's endgame tables: one
            # actor at a time, until its first games are out; the others then find them.
            with open(self.workdir / ".tables.lock", "w") as lock:
                fcntl.flock(lock, fcntl.LOCK_EX)
                self._start(seed)
                path = self._next_record()
        else:
            path = self._next_record()
        record = path.read_bytes()
        path.unlink()
        games = json.loads(record)["games"]
        now = time.monotonic()
        seconds, self.last = now - self.last, now
        return {
            "batch": uuid.uuid4().hex,
            "actor": self.index,
            "version": min(g.get("model_version", 0) for g in games),
            "games": len(games),
            "positions": sum(len(g["actions"]) for g in games),
            "seconds": seconds,
            "record": record,
        }


class Learner:
    """The one trainer: `morris train --games-from RUN/inbox` on this node. Games arrive as
    record bytes (`submit`) and are written into the inbox, each batch once; the weights the
    trainer publishes in RUN/published are handed out by version (`weights`). Started again
    by Ray after a failure, it resumes the run from its newest complete checkpoint."""

    def __init__(self, morris: Optional[str], train_args: List[str], run_dir: str, cwd: str,
                 resume: bool):
        import ray

        self.morris = find_morris(morris)
        self.version = morris_version(self.morris)
        self.run_dir = Path(run_dir)
        self.inbox = self.run_dir / INBOX
        self.inbox.mkdir(parents=True, exist_ok=True)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # Ray's own use of a deprecated property
            if ray.get_runtime_context().was_current_actor_reconstructed:
                resume = True
        args = [self.morris, "train", *train_args, "--games-from", str(self.inbox)]
        if resume:
            args.append("--resume")
        workdir = cwd if Path(cwd).is_dir() else str(self.run_dir)
        self.log = open(self.run_dir / "learner.log", "a", buffering=1)
        self.process = start(args, cwd=workdir, stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT, text=True, bufsize=1)
        self.echo = threading.Thread(target=self._echo, daemon=True)
        self.echo.start()
        self.seen: set = set()
        self.waiting: Dict[str, int] = {}
        self.submitted: List[dict] = []

    def _echo(self) -> None:
        # The trainer's lines go to the driver (Ray forwards an actor's output) and to
        # RUN/learner.log.
        for line in self.process.stdout:
            self.log.write(line)
            sys.stdout.write(line)
            sys.stdout.flush()

    def binary_version(self) -> str:
        return self.version

    def submit(self, batch: dict) -> int:
        """Takes a batch of games in (once: a batch seen before is ignored); returns the
        positions waiting in the inbox."""
        if batch["batch"] not in self.seen:
            self.seen.add(batch["batch"])
            name = f"{time.time_ns():020}-{batch['batch']}.json"
            _write_atomically(self.inbox / name, batch["record"])
            self.waiting[name] = batch["positions"]
            self.submitted.append({key: batch[key] for key in
                                   ("batch", "actor", "version", "games", "positions")}
                                  | {"file": name})
        return self.backlog()

    def backlog(self) -> int:
        """Positions delivered but not yet taken in by the trainer."""
        for name in list(self.waiting):
            if not (self.inbox / name).exists():
                del self.waiting[name]
        return sum(self.waiting.values())

    def latest_version(self) -> Optional[int]:
        """The newest published weights' version (their step), once there are some."""
        versions = sorted((self.run_dir / PUBLISHED).glob("version-*.safetensors"))
        return int(versions[-1].stem.split("-")[1]) if versions else None

    def weights(self, version: int) -> bytes:
        return (self.run_dir / PUBLISHED / f"version-{version:08}.safetensors").read_bytes()

    def poll(self) -> Optional[int]:
        """The trainer's exit status once it has stopped, else None."""
        return self.process.poll()

    def stop(self, timeout: float = 120.0) -> int:
        """Stops the trainer as Ctrl-C does (a checkpoint, then exit); its exit status."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.echo.join(timeout=5)
        return self.process.returncode

    def ledger(self) -> List[dict]:
        """The files the trainer took in, as RUN/external-ledger.jsonl lists them."""
        path = self.run_dir / LEDGER
        if not path.exists():
            return []
        return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]

    def deliveries(self) -> List[dict]:
        """Every batch this learner wrote into the inbox, in order."""
        return list(self.submitted)

    def waiting_files(self) -> List[str]:
        return sorted(p.name for p in self.inbox.glob("*.json"))
