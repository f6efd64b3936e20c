"""A game played from an ONNX file alone (onnxruntime, no torch, no morris binary): the
network's raw choice (the most likely legal action id) against uniformly random moves.

    python examples/onnx_play.py model.onnx [--rules standard] [--seed 1] [--black]

`model.onnx` comes from `morris_zero.network.export_onnx` (docs/python.md). The file's input
`observation` is `Game.observation()` batched, `[N, C, H, W]` float32 from the side to move's
view; its output `policy` holds a logit per action id (`Game.legal_actions()` are ids), and
`value` the win/draw/loss logits for the side to move (or one value before tanh). Prints each move and the result.
"""

import argparse
import random

import numpy as np
import onnxruntime as ort

import morris_zero as mz


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("model")
    parser.add_argument("--rules", default="standard")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--black", action="store_true", help="the network plays Black")
    args = parser.parse_args()
    session = ort.InferenceSession(args.model, providers=["CPUExecutionProvider"])
    rng = random.Random(args.seed)
    game = mz.Game(args.rules)
    network = "black" if args.black else "white"
    while not game.is_over:
        legal = game.legal_actions()
        if game.to_move == network:
            policy, value = session.run(["policy", "value"],
                                        {"observation": game.observation()[None]})
            action = max(legal, key=lambda a: policy[0, a])
            if value.shape[1] == 3:
                wdl = np.exp(value[0] - value[0].max())
                wdl /= wdl.sum()
                note = f"  (network: win {wdl[0]:.2f} draw {wdl[1]:.2f} loss {wdl[2]:.2f})"
            else:
                note = f"  (network: value {np.tanh(value[0, 0]):+.2f})"
        else:
            action, note = rng.choice(legal), ""
        print(f"{game.ply + 1:3} {game.to_move:5} {game.token(action)}{note}")
        game.play(action)
    print(f"result: {game.result} ({game.reason}), the network played {network}")


if __name__ == "__main__":
    main()
