"""The Ray layer (morris_zero.ray) on a 2-node Ray cluster started on this machine: the tiny
preset trained by a learner and 2 self-play actors to its steps, every game accounted for;
a killed actor restarted; an actor's killed self-play process started again by its actor; a
killed learner (its actor, or its `morris train` process) ending the run with `--resume`,
which goes on from its last unit; another version of `morris` refused; an unreachable
address refused within seconds; a head with Ray's token authentication joined with its
token, and refused within seconds without it."""

import json
import os
import shlex
import signal
import socket
import struct
import subprocess
import sys
import threading
import time
import uuid

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


def assert_accounted(result, paced=True):
    """Every batch delivered is either in the ledger, once, with its games taken or dropped
    as stale, or still waiting in the inbox; the actors' games are the games delivered.
    `paced`: the run was not disturbed, so the driver's pace holds and nearly every game
    played is taken in. A run whose actor or self-play process is killed is not: a batch sent to
    the restarting actor carries the weights of the moment it was sent, and while the
    process starts again (seconds) the other actor's games move `tiny`'s learner past its
    16-publication window (CI's runs dropped 14% and 18% so)."""
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
    # The driver keeps what is in play within the learner's lag window: the games played
    # are trained on (83% were dropped as stale before it did).
    stale = sum(line["stale"] for line in result.ledger)
    print(f"stale: {stale} of {played} games played")
    assert not paced or stale <= 0.1 * played, f"{stale} of {played} games played dropped as stale"


def morris_processes(command, path_part):
    """The pids of this machine's `morris COMMAND` processes with an argument holding
    `path_part` (the run's inbox, an actor's work directory)."""
    pids = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/cmdline", "rb") as f:
                args = f.read().decode(errors="replace").split("\0")
        except OSError:
            continue
        if (len(args) > 2 and os.path.basename(args[0]) == "morris" and args[1] == command
                and any(path_part in a for a in args)):
            pids.append(int(entry))
    return pids


def record_games(path):
    return len(json.loads(path.read_text())["games"])


def test_two_actors_train_the_tiny_preset_to_its_steps(cluster, tmp_path):
    # 120 steps (6 s here, 24 took 4): both actors start together, and at 24 steps one actor's
    # first deliveries once fed the whole run while the other's `morris selfplay` was still
    # loading on a loaded machine.
    result = run(tmp_path, max_steps=120)
    assert result.returncode == 0 and not result.interrupted
    run_dir = tmp_path / "tiny"
    assert newest_step(run_dir) == 120
    assert_accounted(result)
    taken = sum(line["taken"] for line in result.ledger)
    assert checkpoint_meta(run_dir / "step-00000120.safetensors")["progress"]["games"] == taken
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


def test_a_killed_actor_is_started_again_and_plays_on(cluster, tmp_path):
    killed = {}
    stop = threading.Event()
    started = time.monotonic()

    def kill_once(status):
        # After its first batch; the run goes on until the restarted actor has delivered
        # again (a restart takes seconds; the other actor alone feeds the learner), or two
        # minutes.
        games = status["figures"][0].games
        if not killed and games > 0:
            killed["games"] = games
            ray.kill(status["actors"][0], no_restart=False)
        elif (killed and games > killed["games"]) or time.monotonic() - started > 120:
            stop.set()

    result = run(tmp_path, max_steps=100_000, on_status=kill_once, status_every=0.2,
                 stop=stop)
    assert killed, "the run lasted until an actor was killed"
    assert result.returncode == 0 and result.interrupted
    assert newest_step(tmp_path / "tiny") is not None
    assert result.actors[0].games > killed["games"], "the killed actor played again"
    assert_accounted(result, paced=False)
    # The restarted actor removed the killed one's work directory: one per actor is left.
    dirs = sorted(p.name for p in (tmp_path / "work").glob("actor-*"))
    host = socket.gethostname()
    assert [d.rsplit("-", 1)[0] for d in dirs] == [f"actor-0-{host}", f"actor-1-{host}"], dirs


def test_a_killed_selfplay_process_is_started_again_by_its_actor(cluster, tmp_path):
    """kill -9 of an actor's `morris selfplay` (as an out-of-memory kill): the actor
    delivers the record files it wrote, starts another and plays on; the run reaches its
    steps; only the games in progress are lost, and they are counted."""
    work = tmp_path / "work"
    killed = {}

    def kill_once(status):
        if not killed and status["figures"][0].games > 0:
            pids = morris_processes("selfplay", f"{work}/actor-0-")
            if pids:
                os.kill(pids[0], signal.SIGKILL)
                killed.update(pid=pids[0], games=status["figures"][0].games)

    result = run(tmp_path, max_steps=120, on_status=kill_once, status_every=0.2)
    assert killed, "the run lasted until an actor's process was killed"
    assert result.returncode == 0
    assert newest_step(tmp_path / "tiny") == 120
    assert_accounted(result, paced=False)
    first = result.actors[0]
    assert len(first.process_deaths) == 1, first.process_deaths
    death = first.process_deaths[0]
    assert death["status"] == -signal.SIGKILL, death
    # The finished games the dead process reported are those it wrote (all delivered) and
    # those it had not yet written (lost with it): fewer than a record file's (4) and one
    # round's (the tiny preset's 8 games in parallel).
    assert death["finished"] == death["delivered"] + death["lost_games"], death
    assert 0 <= death["lost_games"] < 4 + 8, death
    assert first.games > killed["games"], "the actor played on after the kill"
    assert first.lost_batches == 0, "the actor itself was not lost"
    assert not result.actors[1].process_deaths
    # The same actor (its work directory, named by its process) started the new one.
    dirs = sorted(p.name for p in work.glob("actor-*"))
    host = socket.gethostname()
    assert [d.rsplit("-", 1)[0] for d in dirs] == [f"actor-0-{host}", f"actor-1-{host}"], dirs
    print(f"actor 0 delivered {first.games} games ({killed['games']} before the kill); its "
          f"killed process: {death['finished']} finished, {death['delivered']} delivered, "
          f"{death['lost_games']} lost; the learner took "
          f"{sum(line['taken'] for line in result.ledger)} and dropped "
          f"{sum(line['stale'] for line in result.ledger)} as stale; "
          f"{len(result.waiting)} files waiting")


def test_a_selfplay_process_that_keeps_dying_at_its_start_ends_the_run(cluster, tmp_path,
                                                                        morris):
    """A self-play process that dies again and again before its first games (here: a
    `morris` whose selfplay fails) is not started forever: the run stops, the learner saving
    its checkpoint, with the process's error."""
    broken = tmp_path / "morris"
    broken.write_text('#!/bin/sh\n'
                      '[ "$1" = selfplay ] && echo "no memory left" >&2 && exit 3\n'
                      f'exec {morris.path} "$@"\n')
    broken.chmod(0o755)
    with pytest.raises(RuntimeError) as error:
        run(tmp_path, max_steps=10_000, actor_morris=str(broken))
    message = str(error.value)
    assert "morris selfplay stopped 3 times in a row before its first games (exit status 3)" \
        in message and "no memory left" in message and "--resume" in message, message
    assert newest_step(tmp_path / "tiny") is not None, "the learner saved its checkpoint"


def test_a_killed_learner_process_ends_the_run_saying_so_and_resume_goes_on(
        cluster, tmp_path, morris):
    """kill -9 of the learner's `morris train`: the command stops with an error that says so
    and prints the --resume command; every game played is in the ledger (in the checkpoint,
    or taken after it and lost with the learner) or waits in the inbox, and the resumed run
    takes what waits, none twice."""
    run_dir = tmp_path / "tiny"
    args = ["train", "--config", "tiny", "--actors", "2", "--run", "tiny",
            "--checkpoint-dir", str(tmp_path), "--max-steps", "100000",
            "--games-per-batch", "4", "--workdir", str(tmp_path / "work"),
            "--address", cluster.address]
    command = subprocess.Popen([sys.executable, "-m", "morris_zero.ray", *args],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               env={**os.environ, "MORRIS_BIN": morris.path})
    deadline = time.monotonic() + 180
    while newest_step(run_dir) is None or not morris_processes("train", str(run_dir)):
        assert time.monotonic() < deadline and command.poll() is None, command.stderr.read()
        time.sleep(0.2)
    time.sleep(2.5)  # files taken after the checkpoint, lost with the learner
    (pid,) = morris_processes("train", str(run_dir))
    os.kill(pid, signal.SIGKILL)
    output, errors = command.communicate(timeout=120)
    assert command.returncode == 1, output + errors
    assert "the learner's morris train stopped before the run's end (killed by SIGKILL" in \
        errors, errors
    resume = [line for line in errors.splitlines() if line.startswith("resume with: ")]
    assert resume == [f"resume with: python -m morris_zero.ray "
                      f"{shlex.join(args)} --resume"], errors

    # The first run's games: the actors' games are those in the ledger or in the inbox.
    played = int(output.split("[ray] actors played ")[1].split()[0])
    ledger = [json.loads(line) for line in (run_dir / "external-ledger.jsonl").read_text()
              .splitlines()]
    files = [line["file"] for line in ledger]
    # A kill between a file's ledger line and its removal leaves it in the inbox: it was
    # taken (the resumed learner removes it first).
    waiting = sorted(p.name for p in (run_dir / "inbox").glob("*.json") if p.name not in files)
    assert len(files) == len(set(files))
    waiting_games = sum(record_games(run_dir / "inbox" / name) for name in waiting)
    assert played == sum(line["games"] for line in ledger) + waiting_games
    assert all(line["taken"] + line["stale"] == line["games"] for line in ledger)
    # The checkpoint holds the games of the ledger's first lines; those taken after it are
    # lost with the learner.
    last = newest_step(run_dir)
    meta = checkpoint_meta(run_dir / f"step-{last:08}.safetensors")
    in_checkpoint = meta["progress"]["games"]
    kept, total = 0, 0
    while total < in_checkpoint and kept < len(ledger):
        total += ledger[kept]["taken"]
        kept += 1
    assert total == in_checkpoint, (total, in_checkpoint)
    lost_with_learner = sum(line["taken"] for line in ledger[kept:])

    # The command it printed, with fewer steps, goes on from the checkpoint.
    result = run(tmp_path, resume=True, max_steps=last + 16)
    assert result.returncode == 0
    assert newest_step(run_dir) == last + 16
    log = (run_dir / "learner.log").read_text()
    assert f"resumed from step {last} " in log, log[-2000:]
    assert result.ledger[:len(ledger)] == ledger
    after = result.ledger[len(ledger):]
    counted = [line["file"] for line in ledger[:kept] + after]
    assert len(counted) == len(set(counted)), "no file taken twice"
    assert set(waiting) <= {line["file"] for line in after} | set(result.waiting), \
        "the files waiting at the kill are taken by the resumed run, or wait still"
    final = checkpoint_meta(run_dir / f"step-{last + 16:08}.safetensors")["progress"]["games"]
    assert final == in_checkpoint + sum(line["taken"] for line in after)
    retaken = set(waiting) & {line["file"] for line in after}
    print(f"first run: {played} games played; {in_checkpoint} in its checkpoint (step "
          f"{last}), {lost_with_learner} taken after it and lost with the learner, "
          f"{sum(line['stale'] for line in ledger)} stale, {waiting_games} waiting in the "
          f"inbox; resumed run: took {sum(line['taken'] for line in after)} "
          f"({len(retaken)} of the files that waited), checkpoint at step {last + 16} "
          f"holds {final}")


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


def test_an_error_in_the_driver_stops_the_learner_with_a_checkpoint(cluster, tmp_path):
    """A status callback that raises: the error goes up, and the learner first saves the
    step it reached, as when the run is interrupted."""
    import re

    def broken(status):
        if status["weights_step"]:
            raise RuntimeError("the status display broke")

    with pytest.raises(RuntimeError, match="the status display broke"):
        run(tmp_path, max_steps=100000, on_status=broken)
    run_dir = tmp_path / "tiny"
    log = (run_dir / "learner.log").read_text()
    stopped = re.search(r"stopped \(interrupted\) at step (\d+)", log)
    assert stopped, log[-2000:]
    assert newest_step(run_dir) == int(stopped.group(1)) > 0


def test_a_torn_last_ledger_line_is_skipped_and_damage_elsewhere_raises(tmp_path):
    from morris_zero.ray.actors import read_ledger

    path = tmp_path / "ledger.jsonl"
    assert read_ledger(path) == []
    path.write_text('{"file": "a"}\n{"file": "b"}\n{"fi')
    assert read_ledger(path) == [{"file": "a"}, {"file": "b"}]
    path.write_text('{"file": "a"}\n{"fi\n{"file": "b"}\n')
    with pytest.raises(json.JSONDecodeError):
        read_ledger(path)


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
    # One resume line, the driver's: the learner's own would name morris train.
    resume = [line for line in output.splitlines() if "resume with: " in line]
    assert resume == [f"resume with: python -m morris_zero.ray {shlex.join(command.args[3:])} "
                      f"--resume"], output[-3000:]


def test_a_head_with_token_authentication_is_joined_with_its_token(tmp_path, morris):
    """`ray start --head` and `ray start --address` with RAY_AUTH_MODE=token and a token:
    the command with the same mode and token trains on that cluster; without the mode, with
    another token, or with the mode and no token, it is refused within seconds, saying
    what to set."""
    import socket

    def free_port():
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            return s.getsockname()[1]

    port = free_port()
    address = f"127.0.0.1:{port}"
    token = uuid.uuid4().hex
    token_file = tmp_path / "token"
    token_file.write_text(token)
    home = tmp_path / "home"  # no ~/.ray/auth_token of this machine's user
    home.mkdir()
    base = {k: v for k, v in os.environ.items() if not k.startswith("RAY_AUTH_")}
    base.update(HOME=str(home), MORRIS_BIN=morris.path)
    with_token = {**base, "RAY_AUTH_MODE": "token", "RAY_AUTH_TOKEN": token}
    ray_cli = os.path.join(os.path.dirname(sys.executable), "ray")
    nodes = []
    deadline = time.monotonic() + 180

    def nodes_up():
        status = subprocess.run([ray_cli, "status", "--address", address], env=with_token,
                                capture_output=True, text=True, timeout=60)
        return status.stdout.count(" node_") if status.returncode == 0 else 0

    def start(name, args, env):
        """`ray start ... --block` until the cluster has one more node. Two nodes on one
        machine race for ports (a raylet dies on "Address already in use" now and then, as
        in CI), so each node gets its own free ports and up to three tries."""
        log = tmp_path / f"{name}.log"
        for _ in range(3):
            ports = []
            for flag in ("--node-manager-port", "--object-manager-port",
                         "--metrics-export-port", "--dashboard-agent-listen-port",
                         "--dashboard-agent-grpc-port", "--runtime-env-agent-port"):
                ports += [flag, str(free_port())]
            with open(log, "a") as out:
                node = subprocess.Popen([ray_cli, "start", *args, "--node-ip-address", "127.0.0.1",
                                         "--num-cpus", "1", "--disable-usage-stats", *ports,
                                         "--block"], env=env, stdout=out, stderr=subprocess.STDOUT)
            while node.poll() is None and nodes_up() < len(nodes) + 1:
                assert time.monotonic() < deadline, f"`ray start` of the {name} hung:\n" + \
                    log.read_text()[-3000:]
                time.sleep(1)
            if node.poll() is None:
                nodes.append(node)
                return
        raise AssertionError(f"`ray start` of the {name} failed three times:\n" +
                             log.read_text()[-3000:])

    try:
        start("head", ["--head", "--port", str(port), "--include-dashboard=false"], with_token)
        start("second node", ["--address", address],
              {**base, "RAY_AUTH_MODE": "token", "RAY_AUTH_TOKEN_PATH": str(token_file)})
        # Without the token: `ray status` and the command are refused.
        assert subprocess.run([ray_cli, "status", "--address", address], env=base,
                              capture_output=True, timeout=60).returncode != 0

        def train(env, *extra):
            started = time.monotonic()
            done = subprocess.run(
                [sys.executable, "-m", "morris_zero.ray", "train", "--config", "tiny",
                 "--actors", "1", "--run", "tiny", "--checkpoint-dir", str(tmp_path),
                 "--games-per-batch", "4", "--workdir", str(tmp_path / "work"),
                 "--address", address, *extra],
                env=env, capture_output=True, text=True, timeout=300)
            return done, time.monotonic() - started

        for env, says in [
            (base, "the head wants a token (it was started with RAY_AUTH_MODE=token)"),
            ({**base, "RAY_AUTH_MODE": "token", "RAY_AUTH_TOKEN": uuid.uuid4().hex},
             "the head refused this process's token"),
            ({**base, "RAY_AUTH_MODE": "token"}, "RAY_AUTH_MODE=token is set but no token"),
        ]:
            done, seconds = train(env, "--max-steps", "8")
            assert done.returncode == 1 and says in done.stderr, done.stderr[-3000:]
            assert "RAY_AUTH_TOKEN" in done.stderr and seconds < 30
        # With the mode and the token (in a file here), the run goes to its steps.
        done, _ = train({**base, "RAY_AUTH_MODE": "token",
                         "RAY_AUTH_TOKEN_PATH": str(token_file)}, "--max-steps", "8")
        assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
        assert newest_step(tmp_path / "tiny") == 8
        assert "[ray] actors played" in done.stdout
    finally:
        for node in reversed(nodes):
            node.send_signal(signal.SIGTERM)  # `ray start --block` stops its processes
        for node in nodes:
            try:
                node.wait(timeout=60)
            except subprocess.TimeoutExpired:
                node.kill()
        # `ray start` named this head as the machine's current cluster (`ray stop` would
        # have removed the file): not left behind for `ray status` and others.
        current = "/tmp/ray/ray_current_cluster"
        if os.path.exists(current) and open(current).read().strip().endswith(f":{port}"):
            os.unlink(current)


def test_tables_built_a_pair_a_task_on_two_nodes_equal_the_one_machine_build(
        cluster, morris, tmp_path):
    """Six men's morris up to 5v5 built on the 2-node cluster (a sector pair a task, spread
    over the nodes, the files gathered on the driver) is byte for byte the build of one
    machine; run again after one pair's files are removed, it builds that pair alone."""
    from morris_zero.ray.tablebase import build_tables

    single = tmp_path / "single"
    subprocess.run([morris.path, "tablebase", "build", "--rules", "six", "--men", "5",
                    "--dir", str(single), "--threads", "1", "--quiet"], check=True,
                   capture_output=True, timeout=600)
    out = tmp_path / "ray"
    work = str(tmp_path / "work")
    result = build_tables(rules="six", men=5, out=str(out), morris=morris.path, workdir=work)
    assert sorted(result.built) == ["3v3", "3v4", "3v5", "4v4", "4v5", "5v5"], result.built
    assert result.reused == []
    assert len({info["node_id"] for info in result.built.values()}) == 2, result.built

    def files(d):
        return {p.name: p.read_bytes() for p in sorted(d.glob("*.mtb"))}

    expected = files(single)
    assert len(expected) == 9 and files(out) == expected
    assert not list(out.glob("*.tmp"))
    (out / "5v4.mtb").unlink()
    again = build_tables(rules="six", men=5, out=str(out), morris=morris.path, workdir=work)
    assert list(again.built) == ["4v5"] and len(again.reused) == 5
    assert files(out) == expected


def test_the_whole_game_built_a_step_a_task_equals_the_one_machine_build(
        cluster, morris, tmp_path):
    """Three men's morris whole (its one pair after placement, then every placement
    sector, a task each, level by level) on the 2-node cluster is byte for byte the build
    of one machine; after a placement sector's file is removed, the same call builds it
    alone."""
    from morris_zero.ray.tablebase import build_tables

    single = tmp_path / "single"
    subprocess.run([morris.path, "tablebase", "build", "--rules", "three", "--whole",
                    "--dir", str(single), "--threads", "1", "--quiet"], check=True,
                   capture_output=True, timeout=600)
    out = tmp_path / "ray"
    work = str(tmp_path / "work")
    result = build_tables(rules="three", out=str(out), morris=morris.path, workdir=work,
                          whole=True)
    placement = [name for name in result.built if "+" in name]
    assert "3v3" in result.built and "0v0+3v3" in placement and len(placement) >= 6, result.built

    def files(d):
        return {p.name: p.read_bytes() for p in sorted(d.glob("*.mtb"))}

    expected = files(single)
    assert len(expected) == 1 + len(placement) and files(out) == expected
    (out / "0v1+3v2.mtb").unlink()
    again = build_tables(rules="three", out=str(out), morris=morris.path, workdir=work,
                         whole=True)
    assert list(again.built) == ["0v1+3v2"], again.built
    assert files(out) == expected


def test_only_this_nodes_dead_actors_directories_are_removed(tmp_path):
    """A work directory shared by nodes: another node's actor directory, whose process this
    node cannot see, is left; this node's dead one goes, its live one stays."""
    from morris_zero.ray.actors import _remove_dead_actors_dirs

    ended = subprocess.Popen([sys.executable, "-c", "pass"])
    ended.wait()
    host = socket.gethostname()
    dead = tmp_path / f"actor-0-{host}-{ended.pid}"
    live = tmp_path / f"actor-1-{host}-{os.getpid()}"
    elsewhere = tmp_path / f"actor-2-another-node-{ended.pid}"
    for d in (dead, live, elsewhere):
        d.mkdir()
    _remove_dead_actors_dirs(tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([live.name, elsewhere.name])


def test_a_damaged_record_file_is_kept_aside_and_the_next_delivered(tmp_path, capsys):
    """An actor's record file that does not read as games is renamed *.damaged (not lost,
    not delivered) and the actor delivers the next one."""
    from morris_zero.ray.actors import SelfPlayWorker

    worker = SelfPlayWorker.__new__(SelfPlayWorker)  # its state, without a process
    worker.index, worker.newest, worker.delivered = 0, 5, 0
    worker.last, worker.deaths = time.monotonic(), []
    files = []
    good = json.dumps({"games": [{"actions": [1, 2], "model_version": 4}]})
    for name, text in [("1.json", '{"games": ['), ("2.json", '{"games": [7]}'), ("3.json", good)]:
        (tmp_path / name).write_text(text)
        files.append(tmp_path / name)
    worker._next_record = lambda seed: files.pop(0)  # type: ignore[method-assign]
    batch = worker.play(b"", 5, seed=1)
    assert (batch["games"], batch["positions"], batch["weights_step"]) == (1, 2, 4)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["1.damaged", "2.damaged"]
    assert "1.json cannot be read (JSONDecodeError" in capsys.readouterr().err
