"""Matches between a Python agent and a player of the package (a baseline by its spec, or
any object with ``choose(game)``), colours alternating, each pair of games from the same
random opening, every game seeded: the way ``morris evaluate`` measures players."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Callable, List, Union

from ._core import Game, Player, Rules

Agent = Union[Callable[[Game], Union[int, str]], object]


@dataclass
class MatchResult:
    """Wins, draws and losses from the agent's side, and every game's moves and result."""

    wins: int = 0
    draws: int = 0
    losses: int = 0
    games: List[dict] = field(default_factory=list)

    @property
    def score(self) -> float:
        played = self.wins + self.draws + self.losses
        return (self.wins + 0.5 * self.draws) / played if played else 0.0


def _decide(agent: Agent, game: Game):
    choose = getattr(agent, "choose", None)
    return choose(game) if choose is not None else agent(game)


def play_match(
    agent: Agent,
    opponent: Union[str, object] = "greedy",
    games: int = 10,
    rules: Union[str, Rules] = "standard",
    seed: int = 0,
    opening_plies: int = 0,
) -> MatchResult:
    """Plays ``games`` games of ``agent`` (a callable ``game -> action id or token``, or an
    object with ``choose(game)``) against ``opponent`` (a player spec such as
    ``"alphabeta:depth=3"``, or an object with ``choose(game)``). The agent is white in
    even-numbered games. An illegal action from either side raises ``IllegalActionError``.
    """
    if games < 1:
        raise ValueError(f"games must be at least 1, got {games}")
    rules = rules if isinstance(rules, Rules) else Rules(rules)
    if isinstance(opponent, str):
        opponent = Player(opponent, rules)
    result = MatchResult()
    for number in range(games):
        pair_seed = seed * 1_000_003 + number // 2
        game = Game(rules)
        opening = random.Random(pair_seed)
        for _ in range(opening_plies):
            if game.is_over:
                break
            game.play(opening.choice(game.legal_actions()))
        new_game = getattr(opponent, "new_game", None)
        if new_game is not None:
            new_game(seed * 1_000_003 + number)
        agent_color = "white" if number % 2 == 0 else "black"
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
