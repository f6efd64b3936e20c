"""The VecEnv's NumPy arrays are the environment's own buffers (read-only, the same memory every
step, no copy), hold what the engine writes for each game's position, and a seeded run repeats."""

import numpy as np
import pytest

import morris_zero as mz


def legal_random(masks, rng):
    """One uniformly random legal id per game."""
    noise = rng.random(masks.shape)
    return np.argmax(np.where(masks, noise, -1.0), axis=1)


def run(env, steps, seed):
    rng = np.random.default_rng(seed)
    history = []
    for _ in range(steps):
        obs, masks, rewards, dones, truncated = env.step(legal_random(env.masks, rng))
        history.append(
            (obs.copy(), masks.copy(), rewards.copy(), dones.copy(), truncated.copy())
        )
    return history


def test_arrays_are_views_that_each_step_rewrites():
    env = mz.VecEnv(8, "standard", seed=3)
    obs, masks = env.reset()
    address = obs.ctypes.data, masks.ctypes.data
    assert obs.shape == (8, len(mz.PLANES), 7, 7) and obs.dtype == np.float32
    assert masks.shape == (8, 624) and masks.dtype == np.bool_
    assert not obs.flags.writeable and not masks.flags.writeable
    with pytest.raises(ValueError, match="read-only"):
        obs[0, 0, 0, 0] = 1.0
    before = obs.copy()
    out = env.step(legal_random(masks, np.random.default_rng(0)))
    assert (out[0].ctypes.data, out[1].ctypes.data) == address
    assert np.shares_memory(obs, out[0]) and np.shares_memory(env.observations, obs)
    assert not np.array_equal(before, obs), "the view shows the step"
    assert env.rewards.dtype == np.float32 and env.dones.dtype == np.bool_
    assert env.to_move.dtype == np.int8


@pytest.mark.parametrize("preset", ["standard", "twelve", "six", "three", "alquerque"])
def test_arrays_equal_what_the_engine_writes_for_each_game(preset):
    env = mz.VecEnv(16, preset, opening_plies=2, seed=11)
    rng = np.random.default_rng(5)
    ended = 0
    for _ in range(300):
        env.step(legal_random(env.masks, rng))
        for i in range(len(env)):
            game = env.game(i)
            assert np.array_equal(env.observations[i], game.observation())
            assert np.array_equal(env.masks[i], game.mask())
            assert sorted(env.legal_actions(i)) == sorted(game.legal_actions())
            assert env.to_move[i] == (game.to_move == "black")
            end = env.end(i)
            assert env.dones[i] == (end is not None)
            if end is None:
                assert env.rewards[i] == 0.0 and env.final_observation(i) is None
            else:
                ended += 1
                kind = end[0]
                assert env.rewards[i] == {"won": 1, "lost": -1}.get(kind, 0)
                assert env.truncated[i] == (kind == "truncated")
                assert env.final_observation(i).shape == env.observation_shape
    assert ended > 0, "games ended and restarted"


def test_a_seeded_run_repeats():
    a = run(mz.VecEnv(32, "standard", opening_plies=4, seed=9), 400, seed=1)
    b = run(mz.VecEnv(32, "standard", opening_plies=4, seed=9), 400, seed=1)
    for x, y in zip(a, b):
        for u, v in zip(x, y):
            assert np.array_equal(u, v)
    other = run(mz.VecEnv(32, "standard", opening_plies=4, seed=10), 1, seed=1)
    assert not np.array_equal(other[0][0], a[0][0]), "another seed, other openings"
    env = mz.VecEnv(32, "standard", opening_plies=4, seed=9)
    run(env, 50, seed=2)
    env.reset()
    assert np.array_equal(run(env, 400, seed=1)[-1][0], a[-1][0]), "reset() repeats too"


def test_symmetries_match_the_engine():
    """A symmetry of the observation is the observation of the symmetric position: compare
    the transformed planes and mask against a game replayed with transformed action ids."""
    sym = mz.Symmetries("standard")
    assert len(sym) == 16
    rng = np.random.default_rng(2)
    game = mz.Game("standard")
    for _ in range(40):
        game.play(int(rng.choice(game.legal_actions())))
    for k in range(len(sym)):
        image = mz.Game("standard")
        for action in game.actions:
            image.play(sym.action_id(k, action))
        assert np.array_equal(sym.observation(k, game.observation()), image.observation())
        assert np.array_equal(sym.policy(k, game.mask()), image.mask())
        probs = game.mask().astype(np.float32) / np.float32(game.mask().sum())
        assert np.allclose(sym.policy(k, probs[None])[0], image.mask() / image.mask().sum())


def test_the_step_refuses_bad_input_and_moves_nothing():
    env = mz.VecEnv(4, "standard", seed=1)
    obs = env.observations.copy()
    legal = legal_random(env.masks, np.random.default_rng(0))
    illegal = legal.copy()
    illegal[2] = int(np.flatnonzero(~env.masks[2])[0])
    with pytest.raises(mz.IllegalActionError, match=r"game 2: action id \d+ is not legal"):
        env.step(illegal)
    with pytest.raises(mz.IllegalActionError, match="out of range"):
        env.step(np.array([10_000, 0, 0, 0]))
    with pytest.raises(mz.IllegalActionError, match="out of range"):
        env.step([-1, 0, 0, 0])
    with pytest.raises(ValueError, match=r"shape \(4,\)"):
        env.step(legal[:3])
    with pytest.raises(ValueError, match="dtype float32"):
        env.step(legal.astype(np.float32))
    with pytest.raises(ValueError, match=r"shape \(4,\)"):
        env.step(legal.reshape(4, 1))
    with pytest.raises(TypeError, match="integer array or a list"):
        env.step("d1")
    with pytest.raises(ValueError, match="expected 4 actions"):
        env.step([0, 1])
    assert np.array_equal(env.observations, obs), "nothing moved"
    env.step(legal.astype(np.int32))  # any integer dtype is read
    with pytest.raises(IndexError, match="games 0 to 3"):
        env.game(4)
    with pytest.raises(ValueError, match="1 to 1048576 games, not 0"):
        mz.VecEnv(0)
    with pytest.raises(ValueError, match=r"not 4611686018427387904"):
        mz.VecEnv(2**62)
    with pytest.raises(ValueError, match="at most 1048576 games"):
        mz.match_plan(2**62)
    # An opening longer than the game can last stops short of its end instead of looping.
    capped = mz.VecEnv(2, opening_plies=1000, seed=3)
    assert not any(capped.game(i).is_over for i in range(2))
    with pytest.raises(ValueError, match="unknown rules preset 'nine'"):
        mz.VecEnv(4, "nine")
    sym = mz.Symmetries()
    with pytest.raises(
        ValueError, match=r"float32 array of shape \[\.\.\., 17, 7, 7\], got shape \(3, 7, 7\)"
    ):
        sym.observation(0, np.zeros((3, 7, 7), dtype=np.float32))
    with pytest.raises(TypeError, match="float64"):
        sym.observation(0, np.zeros((17, 7, 7)))
    with pytest.raises(ValueError, match="symmetries 0 to 15"):
        sym.policy(16, np.zeros(624, dtype=np.float32))


def test_sample_actions_draws_legal_ids_and_repeats_with_the_seed():
    env = mz.VecEnv(64, "six", seed=4)
    first = []
    for _ in range(200):
        actions = env.sample_actions()
        assert actions.dtype == np.int64 and actions.shape == (64,)
        assert env.masks[np.arange(64), actions].all()
        first.append(actions)
        env.step(actions)
    env.reset()
    again = []
    for _ in range(200):
        actions = env.sample_actions()
        again.append(actions)
        env.step(actions)
    assert all(np.array_equal(a, b) for a, b in zip(first, again))
    assert not np.array_equal(env.sample_actions(seed=1), env.sample_actions(seed=2))
