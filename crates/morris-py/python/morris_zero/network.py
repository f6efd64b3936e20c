"""The project's network as a PyTorch module: load a checkpoint's or a model's weights, train
them further in PyTorch, save them where every ``morris`` command plays them, export ONNX.

``load_network("models/cpu-2h.safetensors")`` reads a checkpoint (``morris train``'s, or a
model: the network alone, as ``models/`` ships) and returns a ``Network``: ``module``, a
``PolicyValueNet`` (``torch.nn.Module``) with the Rust network's layers, names and outputs
(src/net/model.rs), and ``meta``, the file's record (rules, shape, search settings, step).
``save_network(network, "tuned.safetensors")`` writes the module's weights with that record
as a model file: ``morris evaluate --player neural:model=tuned.safetensors``, ``serve``,
``engine`` and the web page play it as they play any checkpoint. ``export_onnx(network,
"model.onnx")`` writes the same forward pass for onnxruntime and the runtimes that read ONNX.

The module's input is the environment's observation, ``[N, C, H, W]`` float32 (``Game.
observation()``, ``VecEnv.observations()``), from the side to move's view. ``forward`` returns
``(policy, value)``: ``policy`` ``[N, A]`` logits over every action id (``Rules.action_id``,
``Game.legal_actions()``; mask the illegal ids before a softmax), ``value`` ``[N, 3]`` logits
of win, draw and loss for the side to move (a ``wdl`` head) or ``[N, 1]`` before tanh (a
``scalar`` head). ``predict(x, mask)`` gives what the search uses: the priors over the legal
ids and the expected result in [-1, 1] (win minus loss), positive when the side to move is
ahead. The ONNX file's inputs and outputs are named ``observation``, ``policy`` and
``value`` (the raw outputs of ``forward``), with a dynamic batch dimension.

Needs ``torch`` and ``safetensors`` (``pip install 'morris-zero[torch]'``); ``export_onnx``
also ``onnx``.
"""

from __future__ import annotations

import copy
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

import torch
from safetensors import SafetensorError, safe_open
from safetensors.torch import save_file
from torch import nn

from ._core import crc32c

FORMAT = "morris-zero checkpoint"
META_KEY = "morris-zero"
# Batch norm's epsilon (and momentum): tch's defaults, which the Rust network is built with.
BN_EPS = 1e-5


class ConvBn(nn.Module):
    """A convolution without bias, then batch norm."""

    def __init__(self, inputs: int, outputs: int, kernel: int) -> None:
        super().__init__()
        self.conv = nn.Conv2d(inputs, outputs, kernel, padding=kernel // 2, bias=False)
        self.bn = nn.BatchNorm2d(outputs, eps=BN_EPS)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return cast("torch.Tensor", self.bn(self.conv(x)))


class Residual(nn.Module):
    def __init__(self, channels: int) -> None:
        super().__init__()
        self.a = ConvBn(channels, channels, 3)
        self.b = ConvBn(channels, channels, 3)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.relu(self.b(torch.relu(self.a(x))) + x)


class PolicyHead(nn.Module):
    """A 1x1 convolution with batch norm, then one logit per action id (`fc`)."""

    def __init__(self, channels: int, width: int, area: int, actions: int) -> None:
        super().__init__()
        self.conv = nn.Conv2d(channels, width, 1, bias=False)
        self.bn = nn.BatchNorm2d(width, eps=BN_EPS)
        self.fc = nn.Linear(width * area, actions)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return cast("torch.Tensor", self.fc(torch.relu(self.bn(self.conv(x))).flatten(1)))


class ValueHead(nn.Module):
    def __init__(self, channels: int, area: int, hidden: int, outputs: int) -> None:
        super().__init__()
        self.conv = nn.Conv2d(channels, 2, 1, bias=False)
        self.bn = nn.BatchNorm2d(2, eps=BN_EPS)
        self.fc1 = nn.Linear(2 * area, hidden)
        self.fc2 = nn.Linear(hidden, outputs)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        hidden = torch.relu(self.fc1(torch.relu(self.bn(self.conv(x))).flatten(1)))
        return cast("torch.Tensor", self.fc2(hidden))


class PolicyValueNet(nn.Module):
    """The Rust network (src/net/model.rs) with its layers under the Rust names (``stem``,
    ``tower.I.a``/``.b``, ``policy``, ``value``; ``reply``, ``ownership`` and
    ``short_value`` with auxiliary heads, which the forward pass leaves out as play does), so
    that its state dict is a checkpoint's ``net/...`` tensors. ``net``: a checkpoint's
    ``net`` record (blocks, channels, policy_channels, value_hidden, value_head, aux_heads);
    ``observation``: ``(C, H, W)``; ``actions``: the rules' action ids."""

    def __init__(self, net: dict[str, Any], observation: tuple[int, int, int],
                 actions: int) -> None:
        super().__init__()
        if net.get("value_head") not in ("wdl", "scalar"):
            raise ValueError(f"net.value_head is {net.get('value_head')!r}: 'wdl' or 'scalar'")
        c, h, w = (int(d) for d in observation)
        area = h * w
        channels = int(net["channels"])
        self.net = dict(net)
        self.observation = (c, h, w)
        self.actions = int(actions)
        self.wdl = net["value_head"] == "wdl"
        self.stem = ConvBn(c, channels, 3)
        self.tower = nn.ModuleList(Residual(channels) for _ in range(int(net["blocks"])))
        self.policy = PolicyHead(channels, int(net["policy_channels"]), area, self.actions)
        self.value = ValueHead(channels, area, int(net["value_hidden"]), 3 if self.wdl else 1)
        if net.get("aux_heads"):
            self.reply = PolicyHead(channels, int(net["policy_channels"]), area, self.actions)
            self.ownership = nn.Conv2d(channels, 3, 1)
            self.short_value = nn.Linear(int(net["value_hidden"]), 1)

    def forward(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        trunk = torch.relu(self.stem(x))
        for block in self.tower:
            trunk = block(trunk)
        return self.policy(trunk), self.value(trunk)

    def predict(self, x: torch.Tensor, mask: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        """The priors over the legal ids (``mask`` ``[N, A]`` bool; 0 elsewhere) and the
        expected result for the side to move in [-1, 1], as the search uses them."""
        logits, value = self.forward(x)
        priors = torch.softmax(logits.float().masked_fill(~mask, -1e9), -1) * mask.float()
        if self.wdl:
            p = torch.softmax(value.float(), -1)
            return priors, p[:, 0] - p[:, 2]
        return priors, torch.tanh(value.float()).squeeze(1)


@dataclass
class Network:
    """A network and the record of the file it came from (``meta``: rules, net, search,
    step, ...: what ``save_network`` writes back)."""

    module: PolicyValueNet
    meta: dict[str, Any]

    @property
    def rules(self) -> dict[str, Any]:
        return cast("dict[str, Any]", self.meta["rules"])


def _read(path: Path) -> tuple[dict[str, Any], dict[str, Any]]:
    """A checkpoint's record and its network's tensors (``net/`` stripped), the record's
    format, version and checksum checked as ``morris`` checks them."""
    if not path.is_file():
        raise FileNotFoundError(f"{path}: no checkpoint or model there")
    try:
        with safe_open(str(path), framework="pt") as f:
            metadata = f.metadata() or {}
            names = sorted(f.keys())
            tensors = {name: f.get_tensor(name) for name in names}
    except (SafetensorError, OSError) as error:
        raise ValueError(f"{path}: not a readable checkpoint: {error}") from None
    if META_KEY not in metadata:
        raise ValueError(f"{path}: no morris-zero metadata (not a checkpoint of this program)")
    meta = json.loads(metadata[META_KEY])
    if meta.get("format") != FORMAT or meta.get("version") != 3:
        raise ValueError(f"{path}: format {meta.get('format')!r} version {meta.get('version')}, "
                         f"this reads {FORMAT!r} version 3 (`morris export --network-out` "
                         f"writes an older checkpoint's network as version 3)")
    if _checksum(tensors) != meta.get("crc32c"):
        raise ValueError(f"{path}: checksum differs from the recorded {meta.get('crc32c')}: "
                         f"the file is damaged")
    net = {name[4:]: t for name, t in tensors.items() if name.startswith("net/")}
    return meta, net


def _checksum(tensors: dict[str, Any]) -> str:
    """The CRC-32C of every tensor's little-endian f32 bytes in name order, as hex."""
    data = b"".join(tensors[name].detach().cpu().float().contiguous().numpy().astype("<f4")
                    .tobytes() for name in sorted(tensors))
    return f"{crc32c(data):08x}"


def load_network(path: str | os.PathLike[str], rules: str | None = None) -> Network:
    """The network of a checkpoint or model file, in eval mode on the CPU. ``rules``: the
    rules' name it must have been trained for (refused, naming both, when it was not). A
    file whose weights do not fit its recorded shape is refused naming the weight."""
    path = Path(path)
    meta, tensors = _read(path)
    if rules is not None and meta["rules"]["name"] != rules:
        raise ValueError(f"{path}: a network of the rules {meta['rules']['name']!r}, not "
                         f"{rules!r}")
    stem = tensors.get("stem.conv.weight")
    fc = tensors.get("policy.fc.weight")
    if stem is None or fc is None:
        raise ValueError(f"{path}: weight 'stem.conv.weight' or 'policy.fc.weight' is missing")
    area = fc.shape[1] // int(meta["net"]["policy_channels"])
    side = round(area ** 0.5)
    module = PolicyValueNet(meta["net"], (stem.shape[1], side, side), fc.shape[0])
    _load_state(module, tensors, path)
    module.eval()
    return Network(module, meta)


def _load_state(module: PolicyValueNet, tensors: dict[str, Any], path: Path) -> None:
    """Copies the stored weights into the module, refusing a missing, extra or misshapen one
    by name (batch norm's ``num_batches_tracked``, PyTorch's own, is not stored)."""
    state = {k: v for k, v in module.state_dict().items()
             if not k.endswith("num_batches_tracked")}
    for name in tensors:
        if name not in state:
            raise ValueError(f"{path}: weight '{name}' has no place in the network")
    for name, value in state.items():
        if name not in tensors:
            raise ValueError(f"{path}: weight '{name}' is missing")
        if tuple(tensors[name].shape) != tuple(value.shape):
            raise ValueError(f"{path}: weight '{name}' has shape {list(tensors[name].shape)}, "
                             f"the network {list(value.shape)}")
    module.load_state_dict(tensors, strict=False)


def save_network(network: Network, path: str | os.PathLike[str], step: int | None = None,
                 meta: dict[str, Any] | None = None) -> None:
    """Writes the module's weights as a model file (a checkpoint's network alone, version 3)
    with the record ``meta`` (default: the network's own; ``step`` replaces its step), so
    that every ``morris`` command plays it. Written to a temporary file and renamed: a
    stopped save leaves the old file whole. A module whose shape is not the record's is
    refused naming the field."""
    path = Path(path)
    record = copy.deepcopy(meta if meta is not None else network.meta)
    module = network.module
    for field in ("blocks", "channels", "policy_channels", "value_hidden", "value_head",
                  "aux_heads"):
        if module.net.get(field) != record["net"].get(field):
            raise ValueError(f"the module's net.{field} is {module.net.get(field)!r}, the "
                             f"record's {record['net'].get(field)!r}")
    tensors = {f"net/{k}": v.detach().cpu().float().contiguous()
               for k, v in module.state_dict().items() if not k.endswith("num_batches_tracked")}
    if step is not None:
        record["step"] = int(step)
    record["replay"] = None
    record["crc32c"] = _checksum(tensors)
    tmp = path.with_name(f".{path.name}.tmp")
    save_file(tensors, str(tmp), metadata={META_KEY: json.dumps(record)})
    os.replace(tmp, path)


def export_onnx(network: Network, path: str | os.PathLike[str]) -> None:
    """Writes the network's forward pass as ONNX (opset 17): input ``observation`` ``[N, C, H,
    W]`` float32, outputs ``policy`` ``[N, A]`` (logits over every action id) and ``value``
    (``[N, 3]`` win/draw/loss logits, or ``[N, 1]`` before tanh), N dynamic."""
    module = copy.deepcopy(network.module).eval()
    c, h, w = module.observation
    example = torch.zeros(1, c, h, w)
    torch.onnx.export(module, (example,), str(path), input_names=["observation"],
                      output_names=["policy", "value"], opset_version=17, dynamo=False,
                      dynamic_axes={"observation": {0: "batch"}, "policy": {0: "batch"},
                                    "value": {0: "batch"}})
