"""An exported player (``morris export``: a TorchScript file and its JSON sidecar) loaded with
Python's torch.

``TorchPlayer("model.pt")`` reads the sidecar (``model.json``: the rules, the observation's
layout, the action table, the search settings the network was trained with) and the
TorchScript module, whose output ``[N, A + 1]`` holds the policy logits over every action
id and, in its last column, the value for the player to move.

- ``model_input(game)``: the position as the module's input, ``(x [1, C, H, W] float32,
  mask [1, A] bool)`` torch tensors.
- ``policy_value(game)``: the network's priors over the action ids (masked softmax, 0 on
  illegal ids) and its value, in [-1, 1].
- ``best_action(game)``: the prior's argmax: the raw network's choice, no search.
- ``choose(game)``: the ``neural`` player's decision. It runs the project's search driver
  (``morris_zero.search``, the Rust code ``morris engine`` runs) with this module answering
  its leaves through Python's torch, with the sidecar's search settings: the same move as
  ``morris engine --player neural:model=model.pt`` with the same options makes. Where the
  sidecar says ``reuse_tree`` (``morris export --player reuse=true``, as ``models/cpu-2h``),
  the player keeps its tree between the decisions of a game, as the engine does: the
  subtree of the position reached since its last decision, with the new simulations on top.
  A game that did not pass through that position (another game, a move taken back) starts
  afresh; ``new_game()`` drops the tree.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
from numpy.typing import NDArray

from ._core import Game, Rules, SearchTree, search

if TYPE_CHECKING:
    import torch


class TorchPlayer:
    def __init__(self, path: str | Path, device: str = "cpu") -> None:
        import torch

        self._torch = torch
        path = Path(path)
        sidecar_path = path.with_suffix(".json")
        if not path.is_file():
            raise FileNotFoundError(f"{path}: no exported model there (`morris export` writes one)")
        if not sidecar_path.is_file():
            raise FileNotFoundError(f"{sidecar_path}: the model's sidecar is missing")
        with open(sidecar_path, encoding="utf-8") as f:
            self.sidecar: dict[str, Any] = json.load(f)
        if self.sidecar.get("format") != "morris-zero exported model":
            raise ValueError(f"{sidecar_path}: not the sidecar of a morris-zero exported model")
        self.rules = Rules.from_json(json.dumps(self.sidecar["rules"]))
        self.search_settings: dict[str, Any] = dict(self.sidecar.get("search") or {})
        self.device = torch.device(device)
        self.module = torch.jit.load(str(path), map_location=self.device)
        self.module.eval()
        self.actions = self.rules.action_count
        self._tree = SearchTree()
        self._seed = 0

    def new_game(self, seed: int = 0) -> None:
        """Drops the tree kept from the last decision (tree reuse): the next search starts
        afresh. ``seed`` seeds the game's decisions (with their ply), as ``morris engine``'s
        player seeds them; ``play_match`` passes its plan's seed."""
        self._tree.clear()
        self._seed = seed

    def _check(self, game: Game) -> None:
        if game.rules != self.rules:
            raise ValueError(
                f"the game is under the rules '{game.rules.name}', the model was trained "
                f"under '{self.rules.name}'"
            )

    def model_input(self, game: Game) -> tuple[torch.Tensor, torch.Tensor]:
        """``(x [1, C, H, W] float32, mask [1, A] bool)``: the position as the module reads it."""
        self._check(game)
        torch = self._torch
        x = torch.from_numpy(game.observation()).unsqueeze(0).to(self.device)
        mask = torch.from_numpy(game.mask()).unsqueeze(0).to(self.device)
        return x, mask

    def evaluate(
        self, observations: NDArray[np.float32], masks: NDArray[np.bool_]
    ) -> tuple[NDArray[np.float32], NDArray[np.float32]]:
        """Priors ``[B, A]`` (masked softmax) and values ``[B]`` for a batch of observations
        ``[B, C, H, W]`` and masks ``[B, A]``: the evaluator ``morris_zero.search`` calls."""
        torch = self._torch
        with torch.inference_mode():
            x = torch.from_numpy(np.ascontiguousarray(observations)).to(self.device)
            mask = torch.from_numpy(np.ascontiguousarray(masks)).to(self.device)
            out = self.module(x).float()
            logits, value = out[:, : self.actions], out[:, self.actions]
            priors = torch.softmax(logits.masked_fill(~mask, -1e9), -1) * mask.float()
        return priors.cpu().numpy(), value.cpu().numpy()

    def policy_value(self, game: Game) -> tuple[NDArray[np.float32], float]:
        """The network's priors over the action ids ``[A]`` and its value for the player to move."""
        x, mask = self.model_input(game)
        priors, values = self.evaluate(x.cpu().numpy(), mask.cpu().numpy())
        return priors[0], float(values[0])

    def best_action(self, game: Game) -> int | None:
        """The action id with the highest prior (the raw network's choice), ties going to the
        last in the engine's order of legal actions, as the search driver breaks them: the
        move ``morris engine`` plays with ``sims=1``. None once the game is over (no legal
        action)."""
        priors, _ = self.policy_value(game)
        best = None
        for action in game.legal_actions():
            if best is None or priors[action] >= priors[best]:
                best = action
        return best

    def choose(
        self,
        game: Game,
        simulations: int | None = None,
        seed: int | None = None,
        temperature: float = 0.0,
    ) -> int:
        """The ``neural`` player's decision: the search driver with the sidecar's settings
        (``simulations`` overrides theirs: new ones, with tree reuse), no noise, seeded by
        ``seed`` (by default the game's, from ``new_game``) and the ply."""
        self._check(game)
        if game.is_over:
            raise ValueError(f"the game is over ({game.result}): there is nothing to choose")
        action, _visits, _value = search(
            game,
            self.evaluate,
            settings=json.dumps(self.search_settings) if self.search_settings else None,
            simulations=simulations,
            seed=self._seed if seed is None else seed,
            temperature=temperature,
            tree=self._tree,
        )
        return action
