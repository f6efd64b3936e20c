"""A PettingZoo AEC environment for Nine Men's Morris and its variants, shaped like
PettingZoo's classic games: two agents, ``player_0`` (white) and ``player_1`` (black); each
observation is a dict with ``observation`` (the planes ``[C, H, W]``, float32, as the
network reads them) and ``action_mask`` (``[A]``, int8, 1 on the legal action ids).

A decision is one action: a move that closes a mill is followed by a capture by the same
agent, so the same agent can be selected twice in a row (``agent_selection`` always names
the player to move). Each agent observes from its own point of view
(``Game.observation(color)``: for the agent not to move, its own and the opponent's planes
traded, and an all-zero mask). Rewards: +1 to the winner and -1 to the loser when the game
ends; 0 otherwise and for a draw (repetition, the no-capture count, a full board). The
``max_plies`` cap of the rules is a truncation.

    from morris_zero.pettingzoo import env
    e = env(rules="standard")
    e.reset(seed=0)
    for agent in e.agent_iter():
        obs, reward, termination, truncation, info = e.last()
        action = None if termination or truncation else policy(obs)
        e.step(action)
"""

from __future__ import annotations

from typing import Any, Optional, SupportsInt, cast

import numpy as np
from gymnasium import spaces
from numpy.typing import NDArray
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from ._core import Game, Rules

AGENTS = ["player_0", "player_1"]
_COLOR = {"white": "player_0", "black": "player_1"}
_COLOR_OF = {agent: color for color, agent in _COLOR.items()}

# Bounds of the planes: men, points, flags and fractions lie in [0, 1]; the mill-reform ban
# marks the point a man may not return to with -1; the threat planes count the mills a man
# would close on a point (at most 3 on any board).
OBS_LOW, OBS_HIGH = -1.0, 3.0

# An observation of both environments: the planes ("observation") and the mask ("action_mask").
Observation = dict[str, NDArray[Any]]
# The observations' type to gymnasium and PettingZoo: their Dict space is typed as a space of
# dict[str, Space], which Observation is not.
ObsType = dict[str, Any]
# An agent's action: an action id (an int, or NumPy's from a Discrete space), None once it
# is done.
Action = Optional[SupportsInt]


def env(
    rules: str | Rules = "standard", render_mode: str | None = None
) -> AECEnv[str, ObsType, Action]:
    """The AEC environment with PettingZoo's usual wrappers: an illegal action ends the game
    with -1 for the agent that took it (TerminateIllegalWrapper), out-of-range actions are
    refused (AssertOutOfBoundsWrapper), and the API's order is enforced."""
    environment: AECEnv[str, ObsType, Action] = raw_env(rules=rules, render_mode=render_mode)
    environment = wrappers.TerminateIllegalWrapper(environment, illegal_reward=-1)
    environment = wrappers.AssertOutOfBoundsWrapper(environment)
    environment = wrappers.OrderEnforcingWrapper(environment)
    return environment


class raw_env(AECEnv[str, ObsType, Action]):  # noqa: N801 (PettingZoo's name for the unwrapped environment)
    metadata = {
        "render_modes": ["human", "ansi"],
        "name": "morris_zero_v0",
        "is_parallelizable": False,
        "render_fps": 1,
    }

    def __init__(self, rules: str | Rules = "standard", render_mode: str | None = None) -> None:
        super().__init__()  # type: ignore[no-untyped-call]  # AECEnv's has no annotations
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(
                f"render_mode {render_mode!r}: use one of {self.metadata['render_modes']} or None"
            )
        self.rules = rules if isinstance(rules, Rules) else Rules(rules)
        self.render_mode = render_mode
        self.possible_agents = list(AGENTS)
        self.agents = list(AGENTS)
        shape = self.rules.observation_shape
        actions = self.rules.action_count
        self._observation_spaces = {
            agent: spaces.Dict(
                {
                    "observation": spaces.Box(
                        low=OBS_LOW, high=OBS_HIGH, shape=shape, dtype=np.float32
                    ),
                    "action_mask": spaces.Box(low=0, high=1, shape=(actions,), dtype=np.int8),
                }
            )
            for agent in AGENTS
        }
        self._action_spaces = {agent: spaces.Discrete(actions) for agent in AGENTS}
        self._game = Game(self.rules)

    def observation_space(self, agent: str) -> spaces.Dict:
        return self._observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Discrete[np.int64]:
        return self._action_spaces[agent]

    def observe(self, agent: str) -> Observation:
        observation = self._game.observation(_COLOR_OF[agent])
        if agent == self.agent_selection and not self._game.is_over:
            mask = self._game.mask().astype(np.int8)
        else:
            mask = np.zeros(self.rules.action_count, dtype=np.int8)
        return {"observation": observation, "action_mask": mask}

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        # The game has no randomness of its own; the seed is accepted for the API.
        self._game = Game(self.rules)
        self.agents = list(AGENTS)
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0.0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self.infos = {agent: {} for agent in self.agents}
        self.agent_selection = _COLOR[self._game.to_move]

    def step(self, action: Action) -> None:
        if (
            self.terminations[self.agent_selection]
            or self.truncations[self.agent_selection]
        ):
            self._was_dead_step(action)
            return
        agent = self.agent_selection
        self._cumulative_rewards[agent] = 0.0
        # A done agent's None went to _was_dead_step; int() refuses any other None.
        self._game.play(int(cast(SupportsInt, action)))
        self.rewards = {a: 0.0 for a in self.agents}
        if self._game.is_over:
            result = self._game.result
            if result in _COLOR:
                winner = _COLOR[result]
                for a in self.agents:
                    self.rewards[a] = 1.0 if a == winner else -1.0
            truncated = self._game.truncated
            for a in self.agents:
                self.terminations[a] = not truncated
                self.truncations[a] = truncated
                self.infos[a] = {"result": result, "reason": self._game.reason}
        else:
            self.agent_selection = _COLOR[self._game.to_move]
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        if self.render_mode is None:
            import warnings

            warnings.warn(
                "render() called without a render_mode; use 'human' or 'ansi'", stacklevel=1
            )
            return None
        text = self._game.board()
        if self.render_mode == "ansi":
            return text
        print(text)
        return None

    def close(self) -> None:
        pass

    @property
    def game(self) -> Game:
        """The game being played (a copy)."""
        return self._game.copy()
