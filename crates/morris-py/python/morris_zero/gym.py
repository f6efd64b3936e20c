"""A Gymnasium single-agent environment: the agent plays one colour against a player of the
package (a baseline by its spec: ``random``, ``greedy``, ``alphabeta:depth=3``, ...).

Observations are dicts like the PettingZoo environment's: ``observation`` (the planes
``[C, H, W]``, float32, from the agent's point of view, the last one of an episode that
its own action ended too) and ``action_mask`` (``[A]``, int8). The action is an action id
(``Discrete(A)``). After the agent's action the opponent plays until the agent is to move
again or the game ends. Reward: +1 when the agent wins, -1 when it loses, 0 otherwise. The
rules' ``max_plies`` cap is a truncation. An illegal action ends the episode with -1 and
``info["illegal_action"] = True`` (``illegal_action="raise"`` raises ``IllegalActionError``
instead).

    import gymnasium, morris_zero.gym
    env = gymnasium.make("morris_zero/Morris-v0", rules="standard", opponent="greedy")
"""

from __future__ import annotations

from typing import Any, SupportsInt

import gymnasium
import numpy as np
from gymnasium import spaces

from ._core import Game, Player, Rules
from .pettingzoo import OBS_HIGH, OBS_LOW, Observation, ObsType


class MorrisEnv(gymnasium.Env[ObsType, SupportsInt]):
    metadata = {"render_modes": ["human", "ansi"], "render_fps": 1}

    def __init__(
        self,
        rules: str | Rules = "standard",
        opponent: str = "greedy",
        color: str = "random",
        illegal_action: str = "lose",
        render_mode: str | None = None,
    ) -> None:
        """``color``: the agent's colour, ``"white"``, ``"black"`` or ``"random"`` (drawn at
        each reset from the environment's seeded generator). ``opponent``: a player spec."""
        if color not in ("white", "black", "random"):
            raise ValueError(f"color {color!r}: use 'white', 'black' or 'random'")
        if illegal_action not in ("lose", "raise"):
            raise ValueError(f"illegal_action {illegal_action!r}: use 'lose' or 'raise'")
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(
                f"render_mode {render_mode!r}: use one of {self.metadata['render_modes']} or None"
            )
        self.rules = rules if isinstance(rules, Rules) else Rules(rules)
        self.opponent = Player(opponent, self.rules)
        self.color = color
        self.illegal_action = illegal_action
        self.render_mode = render_mode
        actions = self.rules.action_count
        self.observation_space = spaces.Dict(
            {
                "observation": spaces.Box(
                    low=OBS_LOW, high=OBS_HIGH, shape=self.rules.observation_shape, dtype=np.float32
                ),
                "action_mask": spaces.Box(low=0, high=1, shape=(actions,), dtype=np.int8),
            }
        )
        self.action_space = spaces.Discrete(actions)
        self._game = Game(self.rules)
        self._agent_color = "white"
        self._ended = False

    def _observation(self) -> Observation:
        return {
            "observation": self._game.observation(self._agent_color),
            "action_mask": self._game.mask().astype(np.int8),
        }

    def _info(self) -> dict[str, Any]:
        info: dict[str, Any] = {"agent_color": self._agent_color, "ply": self._game.ply}
        if self._game.is_over:
            info["result"] = self._game.result
            info["reason"] = self._game.reason
        return info

    def _opponent_plays(self) -> None:
        while not self._game.is_over and self._game.to_move != self._agent_color:
            self._game.play(self.opponent.choose(self._game))

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Observation, dict[str, Any]]:
        super().reset(seed=seed)
        self._game = Game(self.rules)
        self._ended = False
        if self.color == "random":
            self._agent_color = "white" if self.np_random.integers(2) == 0 else "black"
        else:
            self._agent_color = self.color
        self.opponent.new_game(int(self.np_random.integers(2**63)))
        self._opponent_plays()
        return self._observation(), self._info()

    def step(self, action: SupportsInt) -> tuple[Observation, float, bool, bool, dict[str, Any]]:
        if self._game.is_over or self._ended:
            raise RuntimeError("step() after the end of the episode; call reset()")
        action = int(action)
        if action not in self._game.legal_actions():
            if self.illegal_action == "raise":
                self._game.play(action)  # raises IllegalActionError with the legal moves
            info = self._info()
            info["illegal_action"] = True
            self._ended = True
            return self._observation(), -1.0, True, False, info
        self._game.play(action)
        self._opponent_plays()
        reward = 0.0
        terminated = truncated = False
        if self._game.is_over:
            reward = float(self._game.score_for(self._agent_color))
            truncated = self._game.truncated
            terminated = not truncated
        if self.render_mode == "human":
            self.render()
        return self._observation(), reward, terminated, truncated, self._info()

    def render(self) -> str | None:
        if self.render_mode is None:
            gymnasium.logger.warn("render() called without a render_mode; use 'human' or 'ansi'")
            return None
        text = self._game.board()
        if self.render_mode == "ansi":
            return text
        print(text)
        return None

    @property
    def game(self) -> Game:
        """The game being played (a copy)."""
        return self._game.copy()


gymnasium.register(id="morris_zero/Morris-v0", entry_point="morris_zero.gym:MorrisEnv")
