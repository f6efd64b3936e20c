"""morris_zero: Nine Men's Morris and its variants from Python.

The rules engine, the batched environment and the baseline players of the Rust project
(crates/morris-core), through the extension module ``morris_zero._core``:

- ``Rules``, ``Game``: presets and rules files; legal actions as ids and as notation; play,
  undo, the result and its reason; the board drawn; the Zobrist key; the position as the
  network's input (``Game.observation()``, ``Game.mask()``).
- ``VecEnv(n, rules)``: N games stepped together; observations ``[N, C, H, W]`` float32, masks
  ``[N, A]`` bool, rewards and dones as NumPy views into the environment's buffers (no copy
  per step); automatic restarts. ``Symmetries``: the board's symmetries on observations and
  policies.
- ``Player(spec, rules)``: the baselines (random, greedy, alphabeta, mcts) and
  ``play_match`` to evaluate a Python agent against them, from ``match_plan``: the schedule
  ``morris evaluate`` plays (same seed, same openings and seeds).
- ``search``: the project's search driver over an evaluator written in Python (with a
  ``SearchTree`` to keep its tree between a game's decisions);
  ``morris_zero.torch_player`` loads an exported player with Python's torch;
  ``morris_zero.network`` gives the network itself as a PyTorch module (load a checkpoint,
  train it, save it for the binary, export ONNX).
- ``Tablebase(dir, rules)``: the endgame tables: ``probe(game)``, ``action_values(game)``,
  ``probe_many(games)``; ``build_tablebase(dir, rules, men=N or whole=True)`` builds them.
- ``morris_zero.pettingzoo.env(rules=...)``: a PettingZoo AEC environment;
  ``morris_zero.gym.MorrisEnv``: a Gymnasium environment against a baseline.

Action ids (one scheme for every board, P points, A = 2P + P^2): ``p`` places on point p,
``P + p`` captures the man on p, ``2P + from * P + to`` moves or flies.
"""

from ._core import (
    PLANES,
    PLAYERS,
    PRESETS,
    Game,
    IllegalActionError,
    Player,
    Rules,
    SearchSettings,
    SearchTree,
    Symmetries,
    Tablebase,
    TestSet,
    VecEnv,
    build_tablebase,
    match_plan,
    search,
    search_batch,
)
from .arena import MatchResult, play_match

__all__ = [
    "PLANES",
    "PLAYERS",
    "PRESETS",
    "Game",
    "IllegalActionError",
    "MatchResult",
    "Player",
    "Rules",
    "SearchSettings",
    "SearchTree",
    "Symmetries",
    "Tablebase",
    "TestSet",
    "VecEnv",
    "build_tablebase",
    "match_plan",
    "play_match",
    "search",
    "search_batch",
]
