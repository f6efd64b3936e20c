"""Matches between a Python agent and a player of the package (a baseline by its spec, or
any object with ``choose(game)``), measured as ``morris evaluate`` measures: the games follow
the Rust match plan (``match_plan``: each pair of games from the same random opening of
``opening_plies`` plies, colours alternating, every player seeded from the match seed and the
game's number), so the same seed gives the same openings and seeds as
``morris evaluate --seed S --openings N``."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Protocol, Union, cast

from ._core import Game, Player, Rules, match_plan


class Chooser(Protocol):
    """A player as an object: ``choose(game)`` gives its action (an id or a token)."""

    def choose(self, game: Game) -> int | str: ...


# An agent as a callable: ``game -> action id or token``.
AgentFunction = Callable[[Game], Union[int, str]]
# What plays a side: an agent as a callable, or an object with ``choose(game)``.
Agent = Union[AgentFunction, Chooser]


@dataclass
class MatchResult:
    """Wins, draws and losses from the agent's side, and every game's moves and result."""

    wins: int = 0
    draws: int = 0
    losses: int = 0
    games: list[dict[str, Any]] = field(default_factory=list)

    @property
    def score(self) -> float:
        played = self.wins + self.draws + self.losses
        return (self.wins + 0.5 * self.draws) / played if played else 0.0


def _decide(agent: Agent, game: Game) -> int | str:
    choose = getattr(agent, "choose", None)
    # Without ``choose``, the agent is the callable.
    return choose(game) if choose is not None else cast(AgentFunction, agent)(game)


def _new_game(player: object, seed: int) -> None:
    new_game = getattr(player, "new_game", None)
    if new_game is not None:
        new_game(seed)


def play_match(
    agent: Agent,
    opponent: str | Agent = "greedy",
    games: int = 10,
    rules: str | Rules = "standard",
    seed: int = 1,
    opening_plies: int = 8,
) -> MatchResult:
    """Plays ``games`` games of ``agent`` (a callable ``game -> action id or token``, or an
    object with ``choose(game)``) against ``opponent`` (a player spec such as
    ``"alphabeta:depth=3"``, or an object with ``choose(game)``). The agent is white in
    even-numbered games; players with ``new_game(seed)`` get the plan's seed for each game.
    The defaults (8 random plies, seed 1) are ``morris evaluate``'s. An illegal action from
    either side raises ``IllegalActionError``.
    """
    if games < 1:
        raise ValueError(f"games must be at least 1, got {games}")
    rules = rules if isinstance(rules, Rules) else Rules(rules)
    if isinstance(opponent, str):
        opponent = Player(opponent, rules)
    result = MatchResult()
    for opening, agent_color, agent_seed, opponent_seed in match_plan(
        games, rules, opening_plies, seed
    ):
        game = Game(rules)
        for action in opening:
            game.play(action)
        _new_game(agent, agent_seed)
        _new_game(opponent, opponent_seed)
        while not game.is_over:
            mover = agent if game.to_move == agent_color else opponent
            game.play(_decide(mover, game))
        score = game.score_for(agent_color)
        if score > 0:
            result.wins += 1
        elif score < 0:
            result.losses += 1
        else:
            result.draws += 1
        result.games.append(
            {
                "agent": agent_color,
                "moves": [game.token(a) for a in game.actions],
                "result": game.result,
                "reason": game.reason,
            }
        )
    return result
