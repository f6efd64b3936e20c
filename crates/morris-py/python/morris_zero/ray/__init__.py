"""A training run spread over a Ray cluster: one learner and N self-play actors.

The layer is thin on purpose. The learner is `morris train --games-from` (the project's one
trainer) on one node, on a GPU where the cluster has one; each self-play actor runs `morris
selfplay --as-training` (the project's one self-play) with the newest weights it was given.
Ray places the roles, moves the bytes (finished games as record files to the learner, published
weights to the actors, through its object store: no shared file system) and restarts an actor
that dies. Games carry the version (the learner's step) of the weights that played them; the
learner drops those more than `pipeline.max_lag_versions` publications old and keeps the
replay ratio as its own pipeline does, and the driver holds actors back while the learner's
inbox holds ``lead_positions`` positions it has not taken in, or those with the positions in
play reach half the learner's lag window: the games played are taken in, not dropped as
stale.

Faults: an actor's self-play process dying (killed for memory, say) loses its games in
progress, and the actor starts it again; an actor (or its node) dying loses its batch in
progress, and Ray starts the actor again; a batch is delivered once (by its id). The
learner's process dying (or its actor, or its node) ends the run with `LearnerDied`, which
says how it ended: what it did since its last checkpoint unit is lost, and the same command
with ``resume=True`` (``--resume``) continues from that unit. A node whose `morris` is another
version than the learner's is refused with both versions named; an ``address`` where no Ray
head answers, or whose head wants a token this process does not have (Ray's token
authentication, ``RAY_AUTH_MODE=token``), is an error within seconds.

``python -m morris_zero.ray train --config cpu --actors 2 --run NAME`` is the command line;
``train(...)`` is the same from Python.
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any, Callable, cast

from .._core import derive_seed
from ._processes import MorrisNotFound, describe_status, find_morris, morris_version
from .actors import Learner, SelfPlayWorker

if TYPE_CHECKING:
    from ray import ObjectRef
    from ray.actor import ActorHandle

__all__ = ["LearnerDied", "MorrisNotFound", "RunResult", "VersionMismatch", "train"]

# Seeds of self-play batches: role numbers apart from the trainer's own streams.
BATCH_ROLE = 300


class VersionMismatch(RuntimeError):
    """A node's `morris` is not the learner's version."""


class LearnerDied(RuntimeError):
    """The learner stopped before the run's end (its `morris train` killed or failed, its
    actor or its node lost). `status` is the trainer's exit status where it is known
    (negative: the signal that killed it), `checkpoint` the step of the newest checkpoint in
    the run directory (None: none was written, or the learner's actor cannot be asked), and
    `result` what the run did until then (the actors' figures; the deliveries, the ledger and
    the inbox where the learner's actor could still be asked)."""

    def __init__(self, message: str, status: int | None = None,
                 checkpoint: int | None = None, result: RunResult | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.checkpoint = checkpoint
        self.result = result


@dataclass
class ActorFigures:
    """One actor's figures: the games and positions it delivered, the batches lost with the
    actor itself (Ray started it again), and the deaths of its self-play process (each with
    its status, the games it had reported finished, those delivered, and `lost_games`: the
    finished games it had not yet written)."""

    games: int = 0
    positions: int = 0
    seconds: float = 0.0
    lost_batches: int = 0
    process_deaths: list[dict[str, Any]] = field(default_factory=list)

    @property
    def lost_games(self) -> int:
        """Finished games lost with the actor's self-play processes."""
        return sum(d["lost_games"] for d in self.process_deaths)


@dataclass
class RunResult:
    """What a run did: the trainer's exit status, each actor's games, the batches delivered,
    the learner's ledger of what it took in, and what still waited in its inbox."""

    returncode: int | None
    actors: dict[int, ActorFigures] = field(default_factory=dict)
    deliveries: list[dict[str, Any]] = field(default_factory=list)
    ledger: list[dict[str, Any]] = field(default_factory=list)
    waiting: list[str] = field(default_factory=list)
    interrupted: bool = False


AUTH_HELP = (
    "set RAY_AUTH_MODE=token here, and the head's token in RAY_AUTH_TOKEN, or in a file that "
    "RAY_AUTH_TOKEN_PATH names, or in ~/.ray/auth_token (`ray get-auth-token` on the head "
    "prints it; docs/cluster.md, \"Token authentication\")"
)


def _check_reachable(address: str, timeout: float = 5.0) -> None:
    """Refuses, within `timeout` seconds, an address where no Ray head answers, or whose head
    wants a token (Ray's token authentication) that this process has not."""
    if address in ("auto", "local") or address.startswith("ray://"):
        return
    host, _, port = address.rpartition(":")
    if not host or not port.isdigit():
        raise ValueError(f"--address {address}: expected HOST:PORT (e.g. 10.0.0.5:6379)")
    try:
        with socket.create_connection((host, int(port)), timeout=timeout):
            pass
    except OSError as error:
        raise ConnectionError(
            f"--address {address}: no Ray head answers there ({error}); start one with "
            f"`ray start --head` on that machine, or leave --address out to run on this one"
        ) from None
    _check_token(address)


def _check_token(address: str) -> None:
    """Asks the head for a key as `ray status` does: without the token its head wants,
    `ray.init` would retry for a minute and fail with an empty message."""
    try:
        import ray

        # Not in the types of Ray's _raylet (ray/_raylet.pyi), nor GcsClient below.
        from ray._raylet import (  # type: ignore[attr-defined]
            AuthenticationMode,
            AuthenticationTokenLoader,
            get_authentication_mode,
        )
        from ray.exceptions import AuthenticationError
    except ImportError:
        return  # a Ray without token authentication
    token_mode = get_authentication_mode() == AuthenticationMode.TOKEN
    if token_mode:
        if not AuthenticationTokenLoader.instance().has_token():
            raise ConnectionError(f"--address {address}: RAY_AUTH_MODE=token is set but no "
                                  f"token was found: {AUTH_HELP}")
        wanted = "the head refused this process's token"
    else:
        wanted = "the head wants a token (it was started with RAY_AUTH_MODE=token)"
    try:
        ray._raylet.GcsClient(address=address).internal_kv_get(PROBE_KEY)  # type: ignore[attr-defined]
    except AuthenticationError:
        raise ConnectionError(f"--address {address}: {wanted}: {AUTH_HELP}") from None
    except Exception:  # noqa: BLE001 - anything else is ray.init's to report
        return
    if token_mode and _answers_without_token(address):
        # A head without token authentication lets this process connect and run tasks, but
        # its actors never start ("cancelled before it started running").
        raise ConnectionError(
            f"--address {address}: RAY_AUTH_MODE=token is set here, but the head was started "
            f"without it: unset RAY_AUTH_MODE here, or start every node of the cluster with "
            f"it (docs/cluster.md, \"Token authentication\")")


PROBE_KEY = b"morris-zero-probe"


def _answers_without_token(address: str) -> bool:
    """Whether the head at `address` answers a process without token authentication (the
    mode is one per process: asked by another)."""
    import subprocess
    import sys

    probe = ("import sys, ray\n"
             "from ray.exceptions import AuthenticationError\n"
             "try:\n"
             "    client = ray._raylet.GcsClient(address=sys.argv[1])\n"
             "    client.internal_kv_get(sys.argv[2].encode())\n"
             "except AuthenticationError:\n"
             "    sys.exit(3)\n")
    env = {k: v for k, v in os.environ.items() if k not in ("RAY_AUTH_MODE", "RAY_AUTH_TOKEN")}
    try:
        done = subprocess.run([sys.executable, "-c", probe, address, PROBE_KEY.decode()],
                              env=env, capture_output=True, timeout=60)
    except subprocess.TimeoutExpired:
        return False
    return done.returncode == 0


def _status_line(figures: dict[int, ActorFigures], started: float, lags: list[int],
                 step: int | None) -> str:
    elapsed = max(time.monotonic() - started, 1e-9)
    per_actor = ", ".join(
        f"a{i} {f.positions / max(f.seconds, 1e-9):.0f}" for i, f in sorted(figures.items())
    )
    total = sum(f.positions for f in figures.values()) / elapsed
    games = sum(f.games for f in figures.values())
    lag = f"lag {sum(lags) / len(lags):.1f}/{max(lags)} steps" if lags else "lag -"
    return (f"[ray] weights v{step} · {games} games · moves/s {per_actor} · in all "
            f"{total:.0f} · {lag} (mean/max)")


def train(
    config: str | None = "cpu",
    actors: int = 2,
    run: str | None = None,
    checkpoint_dir: str = "checkpoints",
    resume: bool = False,
    address: str | None = None,
    max_steps: int | None = None,
    max_minutes: float | None = None,
    seed: int | None = None,
    learner_threads: int | None = None,
    games_per_batch: int = 16,
    lead_positions: int = 2048,
    morris: str | None = None,
    actor_morris: str | None = None,
    workdir: str = "~/.cache/morris-zero/ray",
    extra_train_args: list[str] | None = None,
    status_every: float = 10.0,
    on_status: Callable[[dict[str, Any]], None] | None = None,
    stop: threading.Event | None = None,
) -> RunResult:
    """Runs the learner and `actors` self-play actors until the learner stops (its
    max_steps or max_minutes), `stop` is set, or SIGINT/SIGTERM (the learner then saves a
    checkpoint). Without `address`, Ray starts a cluster on this machine. `on_status` sees a
    dict with the actor and learner handles and the figures every `status_every` seconds
    (the tests use it to kill an actor mid-run). `morris` is the learner's binary (and the
    actors' unless `actor_morris` names theirs); on each node it must be the same version.
    `learner_threads` overrides the preset's libtorch threads for the learner (each actor
    runs one); where this call starts Ray on this machine (no `address`, Ray not yet
    initialised) it is 1 if the machine has at most one core beside the actors'."""
    import ray

    if address:
        _check_reachable(address)
    morris = find_morris(morris)
    starts_local = not address and not ray.is_initialized()
    if learner_threads is None and starts_local and (os.cpu_count() or 1) - actors <= 1:
        # On this machine with at most one core beside the actors' (a laptop), the learner's
        # core is its own: more threads only fight the actors for theirs (on 2 cores, 1 actor:
        # 0.86 of `morris train`'s positions with one thread, 0.77 with the preset's 2;
        # docs/performance.md, "On a cluster").
        learner_threads = 1
    run = run or config or "run"
    run_dir = Path(checkpoint_dir).expanduser().resolve() / run
    train_args = ["--run", run, "--checkpoint-dir", str(run_dir.parent)]
    if config and not resume:
        train_args += ["--config", config]
    for key, value in (("max_steps", max_steps), ("max_minutes", max_minutes),
                       ("seed", seed), ("threads", learner_threads)):
        if value is not None:
            train_args += ["--set", f"{key}={value}"]
    train_args += extra_train_args or []
    if not ray.is_initialized():
        # A cluster on this machine offers a CPU to every role, even where that is more
        # than its cores (a laptop's 2 cores run the learner and 2 actors, taking turns).
        # Without an address, a cluster of its own ("local"): Ray would otherwise join the
        # one that the last `ray start` on this machine named in /tmp/ray, even a stopped one.
        local = {} if address else {"num_cpus": max(os.cpu_count() or 1, actors + 1)}
        ray.init(address=address or "local", log_to_driver=True, configure_logging=False,
                 include_dashboard=False, **local)
    cpus = ray.cluster_resources().get("CPU", 0)
    if cpus < actors + 1:
        raise ValueError(f"the cluster has {cpus:g} CPUs: the learner and {actors} actors "
                         f"need one each (fewer --actors, or more nodes)")
    gpus = 1 if ray.cluster_resources().get("GPU", 0) >= 1 else 0
    # Ray types a new actor as its handle or its class (the class for methods marked with
    # @ray.method, which these are not): a handle.
    learner_class = ray.remote(Learner).options(num_cpus=1, num_gpus=gpus, max_restarts=0)
    learner = cast("ActorHandle[Learner]", learner_class.remote(
        morris, train_args, str(run_dir), os.getcwd(), resume))
    learner_version = ray.get(learner.binary_version.remote())
    local_version = morris_version(morris)
    if learner_version != local_version:
        ray.kill(learner, no_restart=True)
        raise VersionMismatch(f"the learner's morris is '{learner_version}', this node's "
                              f"'{local_version}'")
    workers = [
        cast("ActorHandle[SelfPlayWorker]",
             ray.remote(SelfPlayWorker).options(num_cpus=1, max_restarts=-1).remote(
                 i, actor_morris or morris, workdir, games_per_batch))
        for i in range(actors)
    ]
    for i, version in enumerate(ray.get([w.binary_version.remote() for w in workers])):
        if version != learner_version:
            for actor in [*workers, learner]:
                ray.kill(actor, no_restart=True)
            raise VersionMismatch(f"actor {i}'s morris is '{version}', the learner's "
                                  f"'{learner_version}': install the same build on every node")
    return _drive(ray, learner, workers, seed or 0, lead_positions, status_every, on_status,
                  stop or threading.Event())


# Seconds between two looks at the learner (its return code, newest weights and backlog). The
# lag bound counts steps from the newest weights the driver has seen: at 1 s `tiny`'s learner
# (20 steps a second and more) moved past its 64-step window between two looks, and CI's
# undisturbed run dropped 80 of 315 games as stale.
LOOK_EVERY = 0.1


def _ahead(pending: dict[Any, tuple[int, int | None]], weights_step: int | None,
           per_step: float, per_batch: float, backlog: int) -> float:
    """The positions the learner may take in before the oldest batch in play arrives, counted
    from the weights that batch plays with: those it took in since (the steps since, at
    `per_step` positions a step), those waiting, and those in play (at `per_batch` each)."""
    steps = [w for _, w in pending.values() if w is not None]
    age = (weights_step - min(steps)) * per_step if steps and weights_step is not None else 0.0
    return age + backlog + per_batch * len(pending)


def _drive(ray: ModuleType, learner: ActorHandle[Learner],
           workers: list[ActorHandle[SelfPlayWorker]], seed: int, lead_positions: int,
           status_every: float, on_status: Callable[[dict[str, Any]], None] | None,
           stop: threading.Event) -> RunResult:
    from ray.exceptions import RayActorError, RayTaskError

    result = RunResult(returncode=None)
    result.actors = {i: ActorFigures() for i in range(len(workers))}
    signalled = threading.Event()
    previous = {}
    if threading.current_thread() is threading.main_thread():
        for sig in (signal.SIGINT, signal.SIGTERM):
            previous[sig] = signal.signal(sig, lambda *_: signalled.set())
    try:
        weights_step = _first_weights(ray, learner, workers, stop, signalled)
        weights = learner.weights.remote(weights_step) if weights_step is not None else None
        # Each batch in play: its actor and the step of the weights it plays with.
        pending: dict[ObjectRef[dict[str, Any]], tuple[int, int | None]] = {}
        batches = 0
        backlog = 0
        # The positions delivered but not taken in stay under `lead_positions`; and those,
        # the positions in play, and the positions the learner has taken in since the oldest
        # batch in play got its weights stay within half the learner's lag window: a game is
        # then taken in before the learner has moved on past the weights that played it, not
        # dropped as stale. (Without the last term a slow actor's batch went stale while the
        # other actor's batches fed the learner: CI's run dropped 80 of 315 games so.)
        pace = ray.get(learner.pace.remote()) or {}
        window = int(pace.get("lag_window_positions", 0))
        span = int(pace.get("lag_window_steps", 0))
        per_step = window / span if span else 0.0
        outstanding = max(1, window // 2) if window else None
        delivered_positions = delivered_batches = 0
        lags: list[int] = []
        started = last_status = time.monotonic()
        last_weights_check = 0.0
        while not (stop.is_set() or signalled.is_set()):
            now = time.monotonic()
            if now - last_weights_check >= LOOK_EVERY:
                last_weights_check = now
                status = ray.get(learner.poll.remote())
                if status is not None:
                    result.returncode = status
                    if status != 0:
                        raise _learner_died(ray, learner, workers, result, status)
                    break
                newest = ray.get(learner.latest_weights_step.remote())
                if newest is not None and newest != weights_step:
                    weights_step, weights = newest, learner.weights.remote(newest)
                backlog = ray.get(learner.backlog.remote())
            busy = {i for i, _ in pending.values()}
            per_batch = delivered_positions / delivered_batches if delivered_batches else 0.0
            for i, worker in enumerate(workers):
                if i in busy or backlog >= lead_positions or (
                        outstanding is not None and _ahead(
                            pending, weights_step, per_step, per_batch, backlog)
                        >= outstanding):
                    continue
                pending[worker.play.remote(weights, weights_step,
                                           derive_seed(seed, batches, BATCH_ROLE))] = (
                    i, weights_step)
                batches += 1
            if pending:
                ready, _ = ray.wait(list(pending), num_returns=1, timeout=0.5)
            else:
                # Every actor is held back (the learner's inbox is full): sleep until the
                # next look at its backlog. An empty wait returns at once, and spinning on it
                # took a whole core from the roles on a small machine.
                time.sleep(max(0.05, last_weights_check + LOOK_EVERY - time.monotonic()))
                ready = []
            for ref in ready:
                i, _ = pending.pop(ref)
                try:
                    batch = ray.get(ref)
                except RayActorError:
                    result.actors[i].lost_batches += 1  # Ray starts the actor again
                    continue
                except RayTaskError as error:
                    # Its self-play process kept dying at its start: the run cannot go on
                    # as asked. The learner saves its checkpoint first.
                    _stop_learner(ray, learner, workers, result)
                    raise RuntimeError(
                        f"{error.cause if error.cause is not None else error}; the learner "
                        f"saved a checkpoint: fix the cause and run the same command with "
                        f"--resume") from None
                figures = result.actors[i]
                figures.games += batch["games"]
                figures.positions += batch["positions"]
                figures.seconds += batch["seconds"]
                figures.process_deaths += batch.get("deaths", [])
                lags.append(weights_step - batch["weights_step"])
                delivered_positions += batch["positions"]
                delivered_batches += 1
                backlog = ray.get(learner.submit.remote(batch))
            if time.monotonic() - last_status >= status_every:
                last_status = time.monotonic()
                print(_status_line(result.actors, started, lags[-50:], weights_step), flush=True)
                if on_status:
                    on_status({"learner": learner, "actors": workers, "weights_step": weights_step,
                               "figures": result.actors})
        if result.returncode is None:
            result.interrupted = True
            _stop_learner(ray, learner, workers, result)
        else:
            _collect(ray, learner, result)
            for actor in [*workers, learner]:
                ray.kill(actor, no_restart=True)
        return result
    except RayActorError as error:
        # The learner's actor (or its node) is gone: nothing more can be asked of it.
        for actor in workers:
            ray.kill(actor, no_restart=True)
        raise LearnerDied(
            "the learner stopped before the run's end (its actor or its node was lost); its "
            "newest complete checkpoint unit is kept: run the same command with --resume to "
            "continue from it", result=result) from error
    except Exception:
        # Any other failure here (a callback's, a task's, a full disk's): the trainer still
        # stops as Ctrl-C stops it, saving the step it reached, before the error goes up
        # (where the learner already stopped, its return code is set).
        if result.returncode is None:
            with contextlib.suppress(Exception):
                _stop_learner(ray, learner, workers, result)
        raise
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)


def _collect(ray: ModuleType, learner: ActorHandle[Learner], result: RunResult) -> None:
    """The learner's account of the run: the batches delivered, the files taken, those
    still waiting in its inbox."""
    result.deliveries = ray.get(learner.deliveries.remote())
    result.ledger = ray.get(learner.ledger.remote())
    result.waiting = ray.get(learner.waiting_files.remote())


def _stop_learner(ray: ModuleType, learner: ActorHandle[Learner],
                  workers: list[ActorHandle[SelfPlayWorker]], result: RunResult) -> None:
    """Stops the trainer as Ctrl-C does (its checkpoint), then every role."""
    for actor in workers:
        ray.kill(actor, no_restart=True)
    result.returncode = ray.get(learner.stop.remote())
    _collect(ray, learner, result)
    ray.kill(learner, no_restart=True)


def _learner_died(ray: ModuleType, learner: ActorHandle[Learner],
                  workers: list[ActorHandle[SelfPlayWorker]], result: RunResult,
                  status: int) -> LearnerDied:
    """The error for a trainer that stopped before the run's end with `status`; the roles
    are stopped and the run's account taken from the learner's actor, which outlives it."""
    for actor in workers:
        ray.kill(actor, no_restart=True)
    _collect(ray, learner, result)
    checkpoint = ray.get(learner.newest_checkpoint.remote())
    ray.kill(learner, no_restart=True)
    if checkpoint is None:
        what = "it had written no checkpoint: run the same command again, without --resume"
    else:
        what = (f"its newest complete checkpoint unit is kept (newest checkpoint: step "
                f"{checkpoint}): run the same command with --resume to continue from it")
    return LearnerDied(
        f"the learner's morris train stopped before the run's end ({describe_status(status)}; "
        f"its output is RUN/learner.log on the learner's node); {what}",
        status=status, checkpoint=checkpoint, result=result)


def _first_weights(ray: ModuleType, learner: ActorHandle[Learner],
                   workers: list[ActorHandle[SelfPlayWorker]], stop: threading.Event,
                   signalled: threading.Event) -> int | None:
    """Waits until the learner has published its first weights (it may build tables first);
    `None` when the run is stopped before."""
    while not (stop.is_set() or signalled.is_set()):
        weights_step: int | None = ray.get(learner.latest_weights_step.remote())
        if weights_step is not None:
            return weights_step
        status = ray.get(learner.poll.remote())
        if status is not None and status < 0:
            raise _learner_died(ray, learner, workers, RunResult(returncode=status), status)
        if status is not None:
            for actor in [*workers, learner]:
                ray.kill(actor, no_restart=True)
            raise RuntimeError(f"the learner's morris train stopped at its start "
                               f"({describe_status(status)}); its output says why "
                               f"(RUN/learner.log)")
        time.sleep(0.5)
    return None
