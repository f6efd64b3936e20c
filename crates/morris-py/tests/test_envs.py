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


def random_legal(obs, rng):
    return np.array([rng.choice(np.flatnonzero(m)) for m in obs["action_mask"]])


def test_the_vector_environment_steps_the_engines_games_with_gymnasiums_autoreset():
    """MorrisVectorEnv against a Game per slot replayed beside it: the same observations and
    masks, the acting side's reward, terminations, and each finished game's last observation
    and end in the infos (AutoresetMode.SAME_STEP), the new game in its slot at once."""
    import gymnasium
    from gymnasium.vector import AutoresetMode

    from morris_zero.gym import MorrisVectorEnv

    env = MorrisVectorEnv(6, "six")
    assert isinstance(env, gymnasium.vector.VectorEnv)
    assert env.metadata["autoreset_mode"] == AutoresetMode.SAME_STEP
    assert env.single_action_space == gymnasium.spaces.Discrete(mz.Rules("six").action_count)
    obs, infos = env.reset(seed=3)
    assert env.observation_space.contains(obs)
    shadows = [mz.Game("six") for _ in range(6)]
    rng = np.random.default_rng(3)
    finished = 0
    for _ in range(300):
        for i, game in enumerate(shadows):
            assert np.array_equal(obs["observation"][i], game.observation())
            assert np.array_equal(obs["action_mask"][i], game.mask().astype(np.int8))
            assert infos["to_move"][i] == (0 if game.to_move == "white" else 1)
        actions = random_legal(obs, rng)
        movers = [g.to_move for g in shadows]
        obs, rewards, terminated, truncated, infos = env.step(actions)
        assert env.observation_space.contains(obs)
        for i, game in enumerate(shadows):
            game.play(int(actions[i]))
            assert terminated[i] == (game.is_over and not game.truncated)
            assert truncated[i] == game.truncated
            assert rewards[i] == (game.score_for(movers[i]) if game.is_over else 0)
            if game.is_over:
                finished += 1
                assert infos["_final_obs"][i] and infos["_final_info"][i]
                assert infos["final_obs"][i]["observation"].shape == obs["observation"][i].shape
                assert infos["final_info"][i]["end"] in ("won", "lost", "drawn", "truncated")
                shadows[i] = mz.Game("six")
            elif "_final_obs" in infos:
                assert not infos["_final_obs"][i] and infos["final_obs"][i] is None
    assert finished >= 3, finished


def test_the_vector_environment_is_seeded_copies_its_data_and_refuses_illegal_actions():
    from gymnasium.wrappers.vector import RecordEpisodeStatistics

    from morris_zero.gym import MorrisVectorEnv

    def trajectory(env, seed):
        obs, _ = env.reset(seed=seed)
        rng = np.random.default_rng(0)
        seen = [obs["observation"]]
        for _ in range(40):
            obs, *_ = env.step(random_legal(obs, rng))
            seen.append(obs["observation"])
        return seen

    env = MorrisVectorEnv(4, "standard", opening_plies=4)
    first, again = trajectory(env, 7), trajectory(env, 7)
    assert all(np.array_equal(a, b) for a, b in zip(first, again))
    assert not np.array_equal(first[0], trajectory(env, 8)[0]), "another seed, other openings"
    # copy=True (the default): what a step returns is the caller's; copy=False: the buffers.
    assert not np.shares_memory(first[1], first[2])
    views = MorrisVectorEnv(4, "standard", copy=False)
    obs, _ = views.reset(seed=1)
    after, *_ = views.step(random_legal(obs, np.random.default_rng(1)))
    assert np.shares_memory(obs["observation"], after["observation"])
    # An illegal action: IllegalActionError naming the game, and nothing moves.
    obs, _ = env.reset(seed=1)
    before = obs["observation"].copy()
    actions = random_legal(obs, np.random.default_rng(2))
    actions[2] = int(np.flatnonzero(obs["action_mask"][2] == 0)[0])
    with pytest.raises(mz.IllegalActionError, match="game 2"):
        env.step(actions)
    assert np.array_equal(env._observation()["observation"], before)
    # Gymnasium's own vector wrappers run over it: episodes are counted as games end.
    stats = RecordEpisodeStatistics(MorrisVectorEnv(8, "three"))
    obs, _ = stats.reset(seed=2)
    rng = np.random.default_rng(2)
    episodes = 0
    for _ in range(200):
        obs, _, _, _, infos = stats.step(random_legal(obs, rng))
        if "episode" in infos:
            episodes += int(infos["_episode"].sum())
    assert episodes > 0
