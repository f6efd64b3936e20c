"""The two roles of a distributed run, as plain classes that `morris_zero.ray` turns into Ray
actors. Neither holds an algorithm of its own: the self-play actor runs `morris selfplay
--follow --as-training` on the newest weights it was given, the learner runs `morris train
--games-from`, and the classes only move bytes between them and the files those programs read
and write."""

from __future__ import annotations

import fcntl
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
import uuid
import warnings
from pathlib import Path
from typing import Any

from .._core import RunDir, published_name, published_networks
from ._processes import describe_status, find_morris, morris_version, start


def _write_atomically(path: Path, data: bytes) -> None:
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "wb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)


def _actor_dir_name(index: int) -> str:
    """An actor's work directory's name: its index, its node and its process."""
    return f"actor-{index}-{socket.gethostname()}-{os.getpid()}"


def _remove_dead_actors_dirs(workdir: Path) -> None:
    """Removes the directories of actors on this node whose process is gone (killed, or of an
    earlier run), so that a node's work directory does not grow with every run and restart.
    Only this node's: a work directory that nodes share (over NFS, say) also holds other
    nodes' actors, whose processes this one cannot see."""
    mine = re.compile(rf"actor-\d+-{re.escape(socket.gethostname())}-(\d+)")
    for path in workdir.glob("actor-*"):
        match = mine.fullmatch(path.name)
        if match is None:
            continue
        try:
            os.kill(int(match[1]), 0)
        except ProcessLookupError:
            shutil.rmtree(path, ignore_errors=True)
        except PermissionError:
            pass  # another user's live process


def read_ledger(path: Path) -> list[dict[str, Any]]:
    """A run's ledger (`RunDir.ledger`): one JSON object a line; none where there is no file.
    A learner killed mid-write leaves its last line torn, which the trainer drops when it
    starts again (`repair_ledger`): skipped here too. A bad line anywhere else is damage and
    raises."""
    if not path.exists():
        return []
    lines = [line for line in path.read_text().splitlines() if line.strip()]
    entries: list[dict[str, Any]] = []
    for n, line in enumerate(lines):
        try:
            entries.append(json.loads(line))
        except json.JSONDecodeError:
            if n + 1 < len(lines):
                raise
    return entries


class SelfPlayWorker:
    """Plays self-play games with the newest weights it was given: one `morris selfplay
    --follow --as-training` process, which takes newer weights up between rounds without
    dropping its games in progress and writes a record file every `games` games (pausing
    while two wait unread). Node-local work directory: the weights it was sent, and the
    endgame tables its training config asks for, built once per node.

    The process dying (killed for memory, say) loses only its games in progress: the record
    files it wrote are delivered first, then the actor starts it again (with the seed of the
    batch asked for, so that it does not play the same games again) and plays on. Each death
    is noted with the games the process had reported finished and not yet written (its
    `finished N games` lines): the finished games lost with it. A process that dies
    `GIVE_UP_AFTER` times in a row before its first record file is an error."""

    GIVE_UP_AFTER = 3

    def __init__(self, index: int, morris: str | None, workdir: str, games: int) -> None:
        self.index = index
        self.morris = find_morris(morris)
        self.morris_version = morris_version(self.morris)
        self.workdir = Path(workdir).expanduser()
        _remove_dead_actors_dirs(self.workdir)
        self.dir = self.workdir / _actor_dir_name(index)
        self.models = self.dir / "models"
        self.out = self.dir / "records"
        for d in (self.models, self.out):
            d.mkdir(parents=True, exist_ok=True)
        self.games = games
        self.newest = -1
        self.process: subprocess.Popen[str] | None = None
        self.last = time.monotonic()
        self.finished = 0  # games the running process reported finished
        self.delivered = 0  # games of its record files handed out
        self.barren = 0  # deaths in a row before a first record file
        self.deaths: list[dict[str, Any]] = []  # not yet reported with a batch

    def binary_version(self) -> str:
        return self.morris_version

    def _give_weights(self, weights: bytes, weights_step: int) -> None:
        if weights_step > self.newest:
            _write_atomically(self.models / published_name(weights_step), weights)
            self.newest = weights_step
            for _, old in published_networks(self.models)[:-2]:
                old.unlink(missing_ok=True)

    def _start(self, seed: int) -> None:
        args = [self.morris, "selfplay", "--follow", str(self.models), "--out", str(self.out),
                "--games", str(self.games), "--seed", str(seed), "--as-training",
                "--device", "cpu"]
        for leftover in self.out.glob("*.tmp"):
            leftover.unlink(missing_ok=True)  # a record file the last process was writing
        self.errors = open(self.dir / "selfplay.err", "w")
        self.finished = self.delivered = 0
        self.process = start(args, cwd=str(self.workdir), env={"MORRIS_THREADS": "1"},
                             stdout=subprocess.PIPE, stderr=self.errors, text=True, bufsize=1)
        self.reader = threading.Thread(target=self._read_progress, args=(self.process,),
                                       daemon=True)
        self.reader.start()

    def _read_progress(self, process: subprocess.Popen[str]) -> None:
        assert process.stdout is not None  # started with stdout=PIPE
        for line in process.stdout:
            words = line.split()
            if len(words) == 3 and words[0] == "finished" and words[1].isdigit():
                self.finished = int(words[1])

    def _wait_record(self) -> Path | None:
        """The oldest record file the process wrote; None once it has stopped and left none."""
        assert self.process is not None  # started by _next_record
        while True:
            files = sorted(self.out.glob("*.json"))
            if files:
                return files[0]
            if self.process.poll() is not None:
                # It may have written one between the look and its end.
                files = sorted(self.out.glob("*.json"))
                return files[0] if files else None
            time.sleep(0.05)

    def _note_death(self) -> None:
        """Notes the stopped process (its status, the finished games it took along) and
        forgets it, so that the next look starts another; an error after too many deaths in a
        row before a first record file."""
        assert self.process is not None  # the process _wait_record saw stop
        status = self.process.wait()
        self.reader.join(timeout=5)
        self.errors.close()
        error = (self.dir / "selfplay.err").read_text().strip()
        self.barren = self.barren + 1 if self.delivered == 0 else 0
        self.deaths.append({
            "status": status,
            "finished": self.finished,
            "delivered": self.delivered,
            "lost_games": max(self.finished - self.delivered, 0),
            "error": error[-2000:],
        })
        self.process = None
        if self.barren >= self.GIVE_UP_AFTER:
            raise RuntimeError(
                f"actor {self.index}: morris selfplay stopped {self.barren} times in a row "
                f"before its first games ({describe_status(status)}): {error[-2000:]}")
        print(f"actor {self.index}: morris selfplay stopped ({describe_status(status)}) with "
              f"{self.deaths[-1]['lost_games']} finished games not yet written; starting it "
              f"again", file=sys.stderr, flush=True)

    def _next_record(self, seed: int) -> Path:
        while True:
            if self.process is None:
                # The first start on a node may build the training config's endgame tables:
                # one actor at a time, until its first games are out; the others then find
                # them.
                with open(self.workdir / ".tables.lock", "w") as lock:
                    fcntl.flock(lock, fcntl.LOCK_EX)
                    self._start(seed)
                    path = self._wait_record()
            else:
                path = self._wait_record()
            if path is not None:
                return path
            self._note_death()

    def play(self, weights: bytes, weights_step: int, seed: int) -> dict[str, Any]:
        """The next `games` finished games (a record file's bytes), with an id, counts, the
        oldest weights' step among them, and the deaths of the self-play process since the
        last batch. `seed` seeds the process where this call starts it."""
        self._give_weights(weights, weights_step)
        while True:
            path = self._next_record(seed)
            record = path.read_bytes()
            try:
                games = json.loads(record)["games"]
                if not isinstance(games, list) or not games:
                    raise ValueError("it holds no games")
                oldest = min(g.get("model_version", 0) for g in games)
                positions = sum(len(g["actions"]) for g in games)
                break
            except (ValueError, KeyError, TypeError, AttributeError) as e:
                problem = f"{type(e).__name__}: {e}"
            # Damaged (the process writes whole files, renamed into place): kept aside for
            # a look, and the next one delivered.
            kept = path.with_suffix(".damaged")
            path.replace(kept)
            print(f"actor {self.index}: the record file {path.name} cannot be read "
                  f"({problem}); kept as {kept}", file=sys.stderr, flush=True)
        path.unlink()
        self.delivered += len(games)
        now = time.monotonic()
        seconds, self.last = now - self.last, now
        deaths, self.deaths = self.deaths, []
        return {
            "batch": uuid.uuid4().hex,
            "actor": self.index,
            "weights_step": oldest,
            "games": len(games),
            "positions": positions,
            "seconds": seconds,
            "record": record,
            "deaths": deaths,
        }


class Learner:
    """The one trainer: `morris train --games-from RUN/inbox` on this node. Games arrive as
    record bytes (`submit`) and are written into the inbox, each batch once; the weights the
    trainer publishes in RUN/published are handed out by step (`weights`). Neither Ray nor
    it starts the trainer again: the driver ends a run whose trainer stopped before the end,
    and the same command with --resume continues it from its newest complete checkpoint
    unit."""

    def __init__(self, morris: str | None, train_args: list[str], run_dir: str, cwd: str,
                 resume: bool) -> None:
        import ray

        self.morris = find_morris(morris)
        self.morris_version = morris_version(self.morris)
        self.run_dir = Path(run_dir)
        self.run = RunDir(self.run_dir)
        self.inbox = self.run.inbox
        self.inbox.mkdir(parents=True, exist_ok=True)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # Ray's own use of a deprecated property
            if ray.get_runtime_context().was_current_actor_reconstructed:
                resume = True
        # The run resumes by the driver's command, which the driver prints: the trainer's
        # own `resume with: morris train ...` would name the wrong one.
        args = [self.morris, "train", *train_args, "--games-from", str(self.inbox),
                "--no-resume-line"]
        if resume:
            args.append("--resume")
        workdir = cwd if Path(cwd).is_dir() else str(self.run_dir)
        self.log = open(self.run.learner_log, "a", buffering=1)
        self.process = start(args, cwd=workdir, stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT, text=True, bufsize=1)
        self.echo = threading.Thread(target=self._echo, daemon=True)
        self.echo.start()
        self.seen: set[str] = set()
        self.waiting: dict[str, int] = {}
        self.submitted: list[dict[str, Any]] = []

    def _echo(self) -> None:
        # The trainer's lines go to the driver (Ray forwards an actor's output) and to
        # RUN/learner.log.
        assert self.process.stdout is not None  # started with stdout=PIPE
        for line in self.process.stdout:
            self.log.write(line)
            sys.stdout.write(line)
            sys.stdout.flush()

    def binary_version(self) -> str:
        return self.morris_version

    def submit(self, batch: dict[str, Any]) -> int:
        """Takes a batch of games in (once: a batch seen before is ignored); returns the
        positions waiting in the inbox."""
        if batch["batch"] not in self.seen:
            self.seen.add(batch["batch"])
            name = f"{time.time_ns():020}-{batch['batch']}.json"
            _write_atomically(self.inbox / name, batch["record"])
            self.waiting[name] = batch["positions"]
            self.submitted.append({key: batch[key] for key in
                                   ("batch", "actor", "weights_step", "games", "positions")}
                                  | {"file": name})
        return self.backlog()

    def backlog(self) -> int:
        """Positions delivered but not yet taken in by the trainer."""
        for name in list(self.waiting):
            if not (self.inbox / name).exists():
                del self.waiting[name]
        return sum(self.waiting.values())

    def pace(self) -> dict[str, Any] | None:
        """The learner's pace, once it has said (RUN/external-pace.json):
        `lag_window_positions`, the positions it takes in over its lag window (games older
        are dropped as stale; 0: none is), and `lag_window_steps`, that window in steps."""
        try:
            pace = json.loads(self.run.pace.read_text())
            return {key: int(pace[key]) for key in ("lag_window_positions", "lag_window_steps")}
        except (OSError, ValueError, KeyError, TypeError):
            return None

    def latest_weights_step(self) -> int | None:
        """The step of the newest published weights, once there are some."""
        return self.run.newest_published()

    def weights(self, weights_step: int) -> bytes:
        return self.run.published_network(weights_step).read_bytes()

    def newest_checkpoint(self) -> int | None:
        """The step of the newest checkpoint in the run directory, if any."""
        return self.run.newest_checkpoint()

    def poll(self) -> int | None:
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

    def ledger(self) -> list[dict[str, Any]]:
        """The files the trainer took in, as the run's ledger (`RunDir.ledger`) lists them."""
        return read_ledger(self.run.ledger)

    def deliveries(self) -> list[dict[str, Any]]:
        """Every batch this learner wrote into the inbox, in order."""
        return list(self.submitted)

    def waiting_files(self) -> list[str]:
        return sorted(p.name for p in self.inbox.glob("*.json"))
