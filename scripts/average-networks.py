#!/usr/bin/env python3
"""Average the weights of several networks of one run into one model file: stochastic
weight averaging of the snapshots a run keeps (`checkpoint.network_every_minutes`), the
experiment of docs/experiments.md, row 77.

    python3 scripts/average-networks.py OUT.safetensors RUN/networks/minute-0090-*.safetensors ...

Every tensor is averaged, batch norm's running means and variances with the weights (the
snapshots of a run past its learning rate's decay lie close together). The record (rules,
shape, search settings, step) is the last file's. Files of different shapes or rules are
refused. `morris evaluate --player neural:model=OUT.safetensors` plays the result.

Reads and writes the files with `safetensors` and `numpy` alone, not the `morris_zero`
package, so that it runs without building it (`pip install safetensors numpy crc32c`).
"""

from __future__ import annotations

import argparse
import json
import sys

import crc32c
import numpy as np
from safetensors import SafetensorError, safe_open
from safetensors.numpy import save_file

META_KEY = "morris-zero"


def read(path: str) -> tuple[dict, dict[str, np.ndarray]]:
    try:
        with safe_open(path, framework="np") as f:
            metadata = f.metadata() or {}
            tensors = {name: f.get_tensor(name) for name in f.keys()}  # noqa: SIM118 (a safe_open handle, not a dict)
    except (SafetensorError, OSError) as error:
        sys.exit(f"{path}: not a readable network: {error}")
    if META_KEY not in metadata:
        sys.exit(f"{path}: no morris-zero metadata (not a network of this program)")
    return json.loads(metadata[META_KEY]), tensors


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", help="the model file to write")
    parser.add_argument("networks", nargs="+", help="the networks to average (one run's)")
    args = parser.parse_args()
    meta, total = read(args.networks[0])
    total = {name: t.astype(np.float64) for name, t in total.items()}
    for path in args.networks[1:]:
        other, tensors = read(path)
        for field in ("rules", "net"):
            if other.get(field) != meta.get(field):
                sys.exit(f"{path}: its {field} differ from {args.networks[0]}'s")
        if sorted(tensors) != sorted(total):
            sys.exit(f"{path}: its tensors' names differ from {args.networks[0]}'s")
        for name, t in tensors.items():
            if t.shape != total[name].shape:
                sys.exit(f"{path}: '{name}' has shape {list(t.shape)}, "
                         f"{args.networks[0]}'s {list(total[name].shape)}")
            total[name] += t
        meta = other
    names = sorted(total)
    average = {name: (total[name] / len(args.networks)).astype("<f4") for name in names}
    # The checksum `morris` checks: CRC-32C of every tensor's f32 bytes in name order.
    meta["crc32c"] = f"{crc32c.crc32c(b''.join(average[n].tobytes() for n in names)):08x}"
    meta["replay"] = None
    save_file(average, args.out, metadata={META_KEY: json.dumps(meta)})
    print(f"{args.out}: the average of {len(args.networks)} networks (step {meta.get('step')})")


if __name__ == "__main__":
    main()
