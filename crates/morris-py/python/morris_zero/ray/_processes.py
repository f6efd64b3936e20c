"""The `morris` binary as the Ray actors run it: where it is, its version, and child processes
that die with the actor that started them (so a killed actor leaves no orphan behind)."""

from __future__ import annotations

import ctypes
import os
import shutil
import signal
import subprocess
from pathlib import Path
from typing import Any


class MorrisNotFound(RuntimeError):
    """No `morris` binary where the run looked for one."""


def find_morris(explicit: str | None = None) -> str:
    """The `morris` binary: `explicit`, else $MORRIS_BIN, else `morris` on PATH."""
    for candidate in (explicit, os.environ.get("MORRIS_BIN"), shutil.which("morris")):
        if candidate and Path(candidate).is_file() and os.access(candidate, os.X_OK):
            return str(Path(candidate).resolve())
    raise MorrisNotFound(
        "the `morris` binary is needed on every node (cargo build --release; then put "
        "target/release on PATH, set MORRIS_BIN, or pass --morris PATH)"
    )


def morris_version(morris: str) -> str:
    """What `morris --version` says (e.g. `morris 0.1.0`)."""
    done = subprocess.run([morris, "--version"], capture_output=True, text=True, timeout=60)
    if done.returncode != 0:
        raise RuntimeError(f"{morris} --version failed: {done.stderr.strip()}")
    return done.stdout.strip()


def _prepare_child() -> None:
    # PR_SET_PDEATHSIG: the kernel kills the child when the actor's process dies.
    libc = ctypes.CDLL("libc.so.6", use_errno=True)
    libc.prctl(1, signal.SIGKILL)
    # Ray's worker threads block SIGINT, and a child inherits the mask through exec: without
    # this, `morris train` would never see the SIGINT that asks it to save and stop.
    signal.pthread_sigmask(signal.SIG_SETMASK, [])


def start(
    args: list[str],
    cwd: str,
    env: dict[str, str] | None = None,
    **kwargs: Any,  # noqa: ANN401 (Popen's own keyword arguments, passed on)
) -> subprocess.Popen[Any]:
    """Starts `args` in `cwd`, with no signal blocked; the process dies with this one."""
    full_env = dict(os.environ)
    full_env.update(env or {})
    return subprocess.Popen(args, cwd=cwd, env=full_env, preexec_fn=_prepare_child, **kwargs)


def describe_status(status: int | None) -> str:
    """A process's exit status in words: `killed by SIGKILL`, `exit status 1`."""
    if status is None:
        return "still running"
    if status < 0:
        try:
            return f"killed by {signal.Signals(-status).name}"
        except ValueError:
            return f"killed by signal {-status}"
    return f"exit status {status}"
