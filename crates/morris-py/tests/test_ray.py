"""The Ray layer (morris_zero.ray) on a 2-node Ray cluster started on this machine: the tiny
preset trained by a learner and 2 self-play actors to its steps, every game accounted for;
a killed actor restarted; a killed learner resumed from its last unit; another version of
`morris` refused; an unreachable address refused within seconds."""

import json
import os
import struct
import subprocess
import sys
import time

import pytest

ray = pytest.importorskip("ray", reason="ray is not installed (pip install 'morris-zero[ray]')")
from ray.cluster_utils import Cluster  # noqa: E402

import morris_zero.ray as mzray  # noqa: E402


@pytest.fixture(scope="module")
def cluster(morris):
    """Two nodes of 2 CPUs each; the driver connects to the head."""
    os.environ["MORRIS_BIN"] = morris.path
    cluster = Cluster(initialize_head=True, head_node_args={"num_cpus": 2})
    cluster.add_node(num_cpus=2)
    ray.init(address=cluster.address, include_dashboard=False)
    assert len([n for n in ray.nodes() if n["Alive"]]) == 2
    yield cluster
    ray.shutdown()
    cluster.shutdown()


def checkpoint_meta(path):
    data = path.read_bytes()
    n = struct.unpack("<Q", data[:8])[0]
    return json.loads(json.loads(data[8:8 + n])["__metadata__"]["morris-zero"])


def newest_step(run_dir):
    steps = sorted(run_dir.glob("step-*.safetensors"))
    return int(steps[-1].stem.split("-")[1]) if steps else None


def run(tmp_path, **kwargs):
    options = dict(config="tiny", actors=2, run="tiny", checkpoint_dir=str(tmp_path),
                   games_per_batch=4, workdir=str(tmp_path / "work"), status_every=0.5)
    options.update(kwargs)
    return mzray.train(**options)


def assert_accounted(result):
    """Every batch delivered is either in the ledger, once, with its games taken or dropped
    as stale, or still waiting in the inbox; the actors' games are the games delivered."""
    files = [line["file"] for line in result.ledger]
    assert len(files) == len(set(files)), "no batch taken twice"
    delivered = {d["file"]: d for d in result.deliveries}
    assert len(delivered) == len(result.deliveries)
    assert set(files) | set(result.waiting) == set(delivered)
    assert not set(files) & set(result.waiting)
    for line in result.ledger:
        assert line["taken"] + line["stale"] == line["games"] == delivered[line["file"]]["games"]
    played = sum(f.games for f in result.actors.values())
    assert played == sum(d["games"] for d in result.deliveries)


def test_two_actors_train_the_tiny_preset_to_its_steps(cluster, tmp_path):
    result = run(tmp_path, max_steps=24)
    assert result.returncode == 0 and not result.interrupted
    run_dir = tmp_path / "tiny"
    assert newest_step(run_dir) == 24
    assert_accounted(result)
    taken = sum(line["taken"] for line in result.ledger)
    assert checkpoint_meta(run_dir / "step-00000024.safetensors")["progress"]["games"] == taken
    assert all(f.games > 0 for f in result.actors.values()), "both actors played"


def test_the_driver_sleeps_while_the_learner_holds_the_actors_back(cluster, tmp_path):
    # With a lead of one position every actor is held back after each delivery until the
    # learner has taken it in. The driver then waits for the learner: it once spun on an
    # empty wait there, a whole core taken from the roles on a small machine.
    cpu, wall = time.process_time(), time.monotonic()
    result = run(tmp_path, max_steps=24, lead_positions=1)
    cpu, wall = time.process_time() - cpu, time.monotonic() - wall
    assert result.returncode == 0
    assert newest_step(tmp_path / "tiny") == 24
    assert_accounted(result)
    assert cpu < 0.4 * wall, f"the driver took {cpu:.1f} s of CPU in {wall:.1f} s"


def test_a_killed_actor_is_started_again_and_the_run_reaches_its_steps(cluster, tmp_path):
    killed = {}

    def kill_once(status):
        # After its first batch, so that the run has time left for the restarted actor to
        # deliver again (a restart takes seconds; the other actor alone feeds the learner).
        if not killed and status["figures"][0].games > 0:
            killed["games"] = status["figures"][0].games
            ray.kill(status["actors"][0], no_restart=False)

    result = run(tmp_path, max_steps=120, on_status=kill_once, status_every=0.2)
    assert killed, "the run lasted until an actor was killed"
    assert result.returncode == 0
    assert newest_step(tmp_path / "tiny") == 120
    assert result.actors[0].games > killed["games"], "the killed actor played again"
    assert_accounted(result)
    # The restarted actor removed the killed one's work directory: one per actor is left.
    dirs = sorted(p.name for p in (tmp_path / "work").glob("actor-*"))
    assert [d.rsplit("-", 1)[0] for d in dirs] == ["actor-0", "actor-1"], dirs


def test_a_killed_learner_resumes_from_its_last_unit(cluster, tmp_path):
    run_dir = tmp_path / "tiny"

    def kill_after_a_checkpoint(status):
        if newest_step(run_dir) is not None:
            ray.kill(status["learner"], no_restart=True)

    with pytest.raises(mzray.LearnerDied, match="--resume"):
        run(tmp_path, max_steps=10_000, on_status=kill_after_a_checkpoint, status_every=0.2)
    last = newest_step(run_dir)
    assert last is not None and last < 10_000
    result = run(tmp_path, resume=True, max_steps=last + 16)
    assert result.returncode == 0
    assert newest_step(run_dir) == last + 16
    log = (run_dir / "learner.log").read_text()
    assert f"resumed from step {last} " in log, log[-2000:]


def test_another_version_of_morris_is_refused_naming_both(cluster, tmp_path, morris):
    fake = tmp_path / "morris"
    fake.write_text(f'#!/bin/sh\n[ "$1" = --version ] && echo "morris 9.9.9" && exit 0\n'
                    f'exec {morris.path} "$@"\n')
    fake.chmod(0o755)
    real = subprocess.run([morris.path, "--version"], capture_output=True, text=True).stdout
    with pytest.raises(mzray.VersionMismatch) as error:
        run(tmp_path, max_steps=8, actor_morris=str(fake))
    assert "morris 9.9.9" in str(error.value) and real.strip() in str(error.value)


def test_an_unreachable_address_is_an_error_within_seconds(tmp_path):
    started = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "morris_zero.ray", "train", "--config", "tiny",
         "--address", "127.0.0.1:9", "--checkpoint-dir", str(tmp_path)],
        capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    assert "127.0.0.1:9" in done.stderr and "no Ray head answers" in done.stderr, done.stderr
    assert time.monotonic() - started < 30


def test_sigterm_stops_the_run_with_a_checkpoint_of_the_step_reached(cluster, tmp_path, morris):
    """`python -m morris_zero.ray train` stopped by SIGTERM: the learner saves the step it
    reached and the command ends."""
    import re
    import signal

    run_dir = tmp_path / "tiny"
    command = subprocess.Popen(
        [sys.executable, "-m", "morris_zero.ray", "train", "--config", "tiny", "--actors", "2",
         "--run", "tiny", "--checkpoint-dir", str(tmp_path), "--max-steps", "100000",
         "--games-per-batch", "4", "--workdir", str(tmp_path / "work"),
         "--address", cluster.address],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        env={**os.environ, "MORRIS_BIN": morris.path})
    deadline = time.monotonic() + 120
    while newest_step(run_dir) is None:
        assert time.monotonic() < deadline and command.poll() is None, command.stdout.read()
        time.sleep(0.2)
    command.send_signal(signal.SIGTERM)
    output, _ = command.communicate(timeout=120)
    assert command.returncode == 0, output
    log = (run_dir / "learner.log").read_text()
    stopped = re.search(r"stopped \(interrupted\) at step (\d+)", log)
    assert stopped, log[-2000:]
    assert newest_step(run_dir) == int(stopped.group(1))
    assert "[ray] actors played" in output
