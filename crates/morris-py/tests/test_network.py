"""The network as a PyTorch module (morris_zero.network): the Rust network's outputs from a
checkpoint's weights, weights trained in PyTorch played by the binary, ONNX with
onnxruntime, and the files it refuses."""

import json
import random
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest

import morris_zero as mz

REPO = Path(__file__).resolve().parents[3]
MODEL = REPO / "models" / "cpu-2h.safetensors"


@pytest.fixture(scope="module")
def nw(torch):
    import morris_zero.network as module

    return module


def positions(rules, count, seed):
    """Observations at every ply of seeded random games, and each one's decision."""
    rng = random.Random(seed)
    observations, decisions = [], []
    while len(observations) < count:
        game = mz.Game(rules)
        while not game.is_over and len(observations) < count:
            observations.append(game.observation())
            decisions.append(game.decision)
            game.play(rng.choice(game.legal_actions()))
    return np.stack(observations), decisions


def test_the_module_gives_the_rust_networks_outputs(torch, nw, morris, tmp_path):
    # The Rust network's outputs: `morris export`'s TorchScript, traced from it.
    exported = tmp_path / "model.pt"
    morris("export", "--checkpoint", str(MODEL), "--out", str(exported))
    rust = torch.jit.load(str(exported))
    net = nw.load_network(MODEL, rules="standard")
    x, decisions = positions("standard", 1000, seed=1)
    assert {"place", "move", "fly", "capture"} <= set(decisions), set(decisions)
    x = torch.from_numpy(x)
    with torch.no_grad():
        policy, value = net.module(x)
        expected = rust(x)
        priors, values = net.module.predict(x, torch.ones_like(policy, dtype=torch.bool))
    actions = policy.shape[1]
    assert actions == mz.Rules("standard").action_count
    policy_diff = (policy - expected[:, :actions]).abs().max().item()
    value_diff = (values - expected[:, actions]).abs().max().item()
    print(f"1000 positions: max difference policy {policy_diff:.2e}, value {value_diff:.2e}")
    assert policy_diff <= 1e-5 and value_diff <= 1e-5
    assert torch.allclose(priors.sum(1), torch.ones(1000))


def test_weights_trained_in_pytorch_are_played_by_the_binary(torch, nw, morris, tmp_path):
    net = nw.load_network(MODEL)
    x, _ = positions("standard", 256, seed=2)
    x = torch.from_numpy(x)
    with torch.no_grad():
        before = net.module(x)[1]
    # A few steps towards "every position is a win for the side to move".
    net.module.train()
    optimiser = torch.optim.SGD(net.module.parameters(), lr=0.05)
    for _ in range(5):
        _, value = net.module(x)
        loss = torch.nn.functional.cross_entropy(value, torch.zeros(len(x), dtype=torch.long))
        optimiser.zero_grad()
        loss.backward()
        optimiser.step()
    net.module.eval()
    tuned = tmp_path / "tuned.safetensors"
    nw.save_network(net, tuned, step=net.meta["step"] + 5)
    again = nw.load_network(tuned)
    assert again.meta["step"] == net.meta["step"] + 5
    with torch.no_grad():
        after = net.module(x)[1]
        assert torch.equal(again.module(x)[1], after)
    assert (after - before).abs().max().item() > 1e-3, "the steps changed the network"
    # The binary plays it, and reads it as the network it is: its value at the start is the
    # module's.
    text = morris("evaluate", "--player", f"neural:model={tuned},sims=1", "--opponent",
                  "random", "--games", "2", "--threads", "1")
    assert "neural:model=" in text and "total" in text, text
    # psims=0: one simulation in placement too (the model stores 512 there). Otherwise the
    # `quit` right after `go` stops a longer search wherever it has got to, and the root's
    # value is that search's, not the network's own (15 nodes once under load).
    answer = morris("engine", "--player", f"neural:model={tuned},sims=1,psims=0",
                    stdin="position startpos\ngo\nquit\n")
    start = torch.from_numpy(mz.Game("standard").observation()[None])
    with torch.no_grad():
        _, value = again.module.predict(start, torch.ones(1, 624, dtype=torch.bool))
    reported = [float(line.split(" value ")[1].split()[0]) for line in answer.splitlines()
                if " value " in line]
    assert reported and abs(reported[-1] - value.item()) < 1e-3, (answer, value.item())


def test_a_mismatched_or_damaged_file_is_refused_by_name(torch, nw, tmp_path):
    with pytest.raises(ValueError, match="rules 'standard', not 'six'"):
        nw.load_network(MODEL, rules="six")
    net = nw.load_network(MODEL)
    wider = nw.Network(nw.PolicyValueNet({**net.meta["net"], "channels": 16}, (17, 7, 7), 624),
                       net.meta)
    with pytest.raises(ValueError, match="net.channels is 16"):
        nw.save_network(wider, tmp_path / "wider.safetensors")
    # A record that says 32 channels over weights of 16: the weight is named.
    from safetensors.torch import save_file

    tensors = {f"net/{k}": v for k, v in wider.module.state_dict().items()
               if not k.endswith("num_batches_tracked")}
    record = {**net.meta, "crc32c": nw._checksum(tensors)}
    save_file(tensors, str(tmp_path / "lying.safetensors"),
              metadata={nw.META_KEY: json.dumps(record)})
    with pytest.raises(ValueError, match=r"weight 'stem.conv.weight' has shape \[16, 17, 3, 3\]"):
        nw.load_network(tmp_path / "lying.safetensors")
    good = tmp_path / "good.safetensors"
    nw.save_network(net, good)
    damaged = bytearray(good.read_bytes())
    damaged[-3] ^= 0x40
    (tmp_path / "damaged.safetensors").write_bytes(bytes(damaged))
    with pytest.raises(ValueError, match="the file is damaged"):
        nw.load_network(tmp_path / "damaged.safetensors")
    (tmp_path / "junk.safetensors").write_bytes(b"not a checkpoint at all")
    with pytest.raises(ValueError, match="not a readable checkpoint"):
        nw.load_network(tmp_path / "junk.safetensors")
    with pytest.raises(FileNotFoundError):
        nw.load_network(tmp_path / "missing.safetensors")


def test_onnx_export_gives_the_same_outputs_and_plays_a_game(torch, nw, tmp_path):
    ort = pytest.importorskip("onnxruntime")
    net = nw.load_network(MODEL)
    path = tmp_path / "model.onnx"
    nw.export_onnx(net, path)
    session = ort.InferenceSession(str(path), providers=["CPUExecutionProvider"])
    x, _ = positions("standard", 1000, seed=3)
    started = time.perf_counter()
    policy, value = session.run(["policy", "value"], {"observation": x})
    seconds = time.perf_counter() - started
    with torch.no_grad():
        expected_policy, expected_value = net.module(torch.from_numpy(x))
    policy_diff = np.abs(policy - expected_policy.numpy()).max()
    value_diff = np.abs(value - expected_value.numpy()).max()
    print(f"ONNX: {path.stat().st_size} bytes; 1000 positions in {seconds * 1000:.1f} ms; max "
          f"difference policy {policy_diff:.2e}, value {value_diff:.2e}")
    assert policy_diff <= 1e-4 and value_diff <= 1e-4
    one, _ = session.run(["policy", "value"], {"observation": x[:1]})
    assert one.shape == (1, 624)
    game = subprocess.run([sys.executable, str(REPO / "examples" / "onnx_play.py"), str(path),
                           "--seed", "4"], capture_output=True, text=True, timeout=300)
    assert game.returncode == 0, game.stderr
    assert game.stdout.splitlines()[-1].startswith("result: "), game.stdout[-500:]
    assert "(network: win " in game.stdout
