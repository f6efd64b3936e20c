"""The PettingZoo AEC environment passes PettingZoo's API test (standard rules and variants)
and plays the engine's games; the Gymnasium environment passes Gymnasium's checker."""

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, seed_test

import morris_zero as mz
from morris_zero.gym import MorrisEnv
from morris_zero.pettingzoo import env as aec_env


@pytest.mark.parametrize("rules", ["standard", "twelve", "six", "alquerque"])
def test_pettingzoo_api_test(rules):
    api_test(aec_env(rules=rules), num_cycles=1000)


def test_pettingzoo_seed_test():
    seed_test(lambda: aec_env(rules="standard"), num_cycles=100)


def test_the_aec_environment_plays_the_engines_games():
    rng = np.random.default_rng(4)
    for _ in range(5):
        environment = aec_env(rules="standard")
        environment.reset(seed=1)
        game = mz.Game("standard")
        totals = {"player_0": 0.0, "player_1": 0.0}
        for agent in environment.agent_iter():
            obs, reward, termination, truncation, info = environment.last()
            totals[agent] += reward
            if termination or truncation:
                environment.step(None)
                continue
            assert agent == {"white": "player_0", "black": "player_1"}[game.to_move]
            assert np.array_equal(obs["observation"], game.observation())
            assert np.array_equal(obs["action_mask"].astype(bool), game.mask())
            action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
            environment.step(action)
            game.play(action)
        assert game.is_over
        expected = {"white": (1, -1), "black": (-1, 1)}.get(game.result, (0, 0))
        assert (totals["player_0"], totals["player_1"]) == expected


def test_an_illegal_action_loses_in_the_aec_environment():
    environment = aec_env(rules="standard")
    environment.reset()
    mask = environment.observe("player_0")["action_mask"]
    environment.step(int(np.flatnonzero(mask == 0)[0]))
    assert environment.rewards["player_0"] == -1
    assert all(environment.terminations.values())


@pytest.mark.parametrize(
    "rules, opponent, color",
    [
        ("standard", "greedy", "random"),
        ("twelve", "alphabeta:depth=2", "black"),
        ("three", "random", "white"),
    ],
)
def test_gymnasium_check_env(rules, opponent, color):
    check_env(MorrisEnv(rules=rules, opponent=opponent, color=color), skip_render_check=True)


def test_the_gymnasium_environment_plays_against_its_opponent():
    import gymnasium

    import morris_zero.gym  # noqa: F401 (registers the environment)

    environment = gymnasium.make("morris_zero/Morris-v0", rules="standard", opponent="greedy")
    rng = np.random.default_rng(0)
    outcomes = []
    for episode in range(6):
        obs, info = environment.reset(seed=episode)
        done = False
        while not done:
            action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
            obs, reward, terminated, truncated, info = environment.step(action)
            done = terminated or truncated
        assert reward in (-1.0, 0.0, 1.0) and "result" in info
        outcomes.append(reward)
    assert outcomes.count(-1.0) >= 4, "greedy beats a random agent"
    obs, _ = environment.reset(seed=0)
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    _, reward, terminated, _, info = environment.step(illegal)
    assert (reward, terminated, info["illegal_action"]) == (-1.0, True, True)
    raising = MorrisEnv(illegal_action="raise", color="white")
    obs, _ = raising.reset(seed=0)
    with pytest.raises(mz.IllegalActionError, match="illegal move"):
        raising.step(int(np.flatnonzero(obs["action_mask"] == 0)[0]))
    with pytest.raises(ValueError, match="unknown player"):
        MorrisEnv(opponent="stockfish")


def test_each_agent_observes_from_its_own_side():
    game = mz.Game("standard")
    game.play("d1")
    white, black = game.observation("white"), game.observation("black")
    assert np.array_equal(game.observation(), black)  # black is to move
    # Men, men in hand, threats and mills trade places; the board's points stay.
    for own, opponent in [(0, 1), (3, 4), (13, 14), (15, 16)]:
        assert np.array_equal(white[own], black[opponent])
        assert np.array_equal(white[opponent], black[own])
    assert white[0].sum() == 1 and white[1].sum() == 0
    assert np.array_equal(white[2], black[2])
    with pytest.raises(ValueError, match="white"):
        game.observation("red")
    # The Gymnasium agent's last observation of an episode its own action ended is its own.
    environment = MorrisEnv(rules="standard", opponent="random", color="white")
    rng = np.random.default_rng(5)
    ended_by_the_agent = 0
    for episode in range(20):
        obs, _ = environment.reset(seed=episode)
        done = False
        while not done:
            action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
            obs, _, terminated, truncated, _ = environment.step(action)
            done = terminated or truncated
            assert np.array_equal(obs["observation"], environment.game.observation("white"))
        if environment.game.to_move == "black":
            ended_by_the_agent += 1
            final = environment.game
            assert not np.array_equal(obs["observation"], final.observation())
    assert ended_by_the_agent > 0
    # PettingZoo: the agent not to move sees its own side too.
    aec = aec_env(rules="standard")
    aec.reset()
    aec.step(int(np.flatnonzero(aec.observe("player_0")["action_mask"])[0]))
    waiting = aec.observe("player_0")
    assert waiting["observation"][0].sum() == 1 and waiting["action_mask"].sum() == 0
