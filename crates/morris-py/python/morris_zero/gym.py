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

``MorrisVectorEnv(num_envs, rules)``: the batched environment (``VecEnv``, stepped in Rust) as
a ``gymnasium.vector.VectorEnv`` for self-play: each step plays one action in every game, the
side to move's (``infos["to_move"]``: 0 white, 1 black); the reward is the acting side's (+1
when its action won the game, -1 when it lost it, 0 otherwise). The same observation dict,
batched: ``observation`` ``[N, C, H, W]`` float32 from the side to move's point of view and
``action_mask`` ``[N, A]`` int8. A game that ends restarts in the same step (Gymnasium's
``AutoresetMode.SAME_STEP``): its last observation is ``infos["final_obs"][i]`` (with
``infos["_final_obs"][i]`` set) and how it ended ``infos["final_info"][i]``.

    env = morris_zero.gym.MorrisVectorEnv(256, "standard")
    obs, infos = env.reset(seed=1)
    obs, rewards, terminations, truncations, infos = env.step(actions)  # ids, one per game
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, SupportsIndex, SupportsInt

import gymnasium
import numpy as np
from gymnasium import spaces
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space
from numpy.typing import NDArray

from ._core import Game, Player, Rules, VecEnv
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


class MorrisVectorEnv(VectorEnv[Observation, Any, Any]):
    """``num_envs`` games in lockstep, self-play (module docstring). ``copy``: return new arrays
    every call (Gymnasium's default for its vector environments: a rollout buffer keeps
    what it is given); ``False`` returns the environment's own buffers, rewritten by the next
    step (``VecEnv``'s views, read-only, no copy). An action that is not legal in its game
    raises ``IllegalActionError`` naming the game, and nothing moves."""

    metadata = {"autoreset_mode": AutoresetMode.SAME_STEP, "render_modes": []}

    def __init__(self, num_envs: int, rules: str | Rules = "standard", opening_plies: int = 0,
                 copy: bool = True) -> None:
        self.rules = rules if isinstance(rules, Rules) else Rules(rules)
        self._env = VecEnv(num_envs, self.rules, opening_plies=opening_plies, seed=0)
        self.num_envs = num_envs
        self.copy = copy
        actions = self.rules.action_count
        self.single_observation_space = spaces.Dict(
            {
                "observation": spaces.Box(low=OBS_LOW, high=OBS_HIGH,
                                          shape=self.rules.observation_shape, dtype=np.float32),
                "action_mask": spaces.Box(low=0, high=1, shape=(actions,), dtype=np.int8),
            }
        )
        self.single_action_space = spaces.Discrete(actions)
        self.observation_space = batch_space(self.single_observation_space, num_envs)
        self.action_space = batch_space(self.single_action_space, num_envs)

    def _observation(self) -> Observation:
        observations = self._env.observations
        return {
            "observation": observations.copy() if self.copy else observations,
            "action_mask": self._env.masks.astype(np.int8),
        }

    def reset(self, *, seed: int | list[int] | None = None,
              options: dict[str, Any] | None = None) -> tuple[Observation, dict[str, Any]]:
        """Every game from its start (after ``opening_plies`` random plies). The games'
        generator is seeded from ``seed`` (an int; a list of one seed per game is not
        supported: the games share one generator), else from the environment's own."""
        if isinstance(seed, list):
            raise ValueError("reset(seed=[...]): one int seeds all the games (they share one "
                             "generator)")
        super().reset(seed=seed)
        self._env.reset(int(self.np_random.integers(2**63)))
        return self._observation(), {"to_move": self._env.to_move.copy()}

    def step(
        self, actions: NDArray[np.integer[Any]] | Sequence[SupportsIndex]
    ) -> tuple[Observation, NDArray[np.float32], NDArray[np.bool_], NDArray[np.bool_],
               dict[str, Any]]:
        _, _, rewards, dones, truncated = self._env.step(np.asarray(actions).reshape(-1))
        infos: dict[str, Any] = {"to_move": self._env.to_move.copy()}
        ended = np.flatnonzero(dones)
        if len(ended):
            final_obs = np.full(self.num_envs, None, dtype=object)
            final_info = np.full(self.num_envs, None, dtype=object)
            for i in ended:
                final = self._env.final_observation(int(i))
                final_obs[i] = {"observation": final, "action_mask": np.zeros(
                    self.rules.action_count, dtype=np.int8)}
                end = self._env.end(int(i))
                final_info[i] = {"end": end[0], "reason": end[1]} if end else {}
            infos.update(final_obs=final_obs, _final_obs=dones.copy(), final_info=final_info,
                         _final_info=dones.copy())
        terminated = dones & ~truncated
        return (self._observation(), rewards.copy(), terminated, truncated.copy(), infos)


gymnasium.register(id="morris_zero/Morris-v0", entry_point="morris_zero.gym:MorrisEnv")
