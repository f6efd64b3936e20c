"""Many games' searches in lockstep from Python (search_batch): one evaluator call a round
on every game's leaf, the same decisions as one game's search, Gumbel's improved policy,
noise, tree reuse, the tables at the leaves, typed settings, and bad input refused."""

import random

import numpy as np
import pytest

import morris_zero as mz


def uniform(calls=None):
    """Priors uniform over the legal ids, and a value that depends on the position (so that
    the search has something to prefer): the side to move's men minus the other's."""

    def evaluate(observations, masks):
        if calls is not None:
            calls.append(len(masks))
        priors = masks / masks.sum(1, keepdims=True)
        values = np.tanh(observations[:, 0].sum((1, 2)) - observations[:, 1].sum((1, 2)))
        return priors.astype(np.float32), values.astype(np.float32)

    return evaluate


def random_games(count, seed, rules="standard"):
    rng = random.Random(seed)
    games = []
    while len(games) < count:
        game = mz.Game(rules)
        for _ in range(rng.randrange(0, 40)):
            if game.is_over:
                break
            game.play(rng.choice(game.legal_actions()))
        if not game.is_over:
            games.append(game)
    return games


def test_a_batch_decides_as_each_games_own_search_with_one_call_a_round():
    games = random_games(12, seed=1)
    settings = mz.SearchSettings(simulations=24)
    calls = []
    out = mz.search_batch(games, uniform(calls), settings)
    assert out["actions"].shape == (12,) and out["visits"].shape == (12, 624)
    # One call a round: the first takes every game's root, none takes more games than there
    # are, and about one call per simulation.
    assert calls[0] == 12 and max(calls) <= 12 and len(calls) <= 24 + 2, calls
    for i, game in enumerate(games):
        action, visits, value = mz.search(game, uniform(), settings.to_json())
        assert out["actions"][i] == action
        assert np.array_equal(out["visits"][i], visits)
        assert out["values"][i] == pytest.approx(value)
        assert out["visits"][i].sum() == 23  # the root's first visit expands it
        assert out["policy"][i].sum() == pytest.approx(1.0)
        assert set(np.flatnonzero(out["policy"][i])) <= set(game.legal_actions())


def test_gumbel_noise_and_seeds():
    games = random_games(8, seed=2)
    gumbel = mz.SearchSettings(root="gumbel", simulations=16, gumbel_considered=8)
    assert gumbel.root == "gumbel" and gumbel.simulations == 16
    out = mz.search_batch(games, uniform(), gumbel, seed=5)
    again = mz.search_batch(games, uniform(), gumbel, seed=5)
    assert np.array_equal(out["actions"], again["actions"])
    for i, game in enumerate(games):
        assert out["actions"][i] in game.legal_actions()
        # The improved policy: a distribution over the legal ids, not the visit counts'.
        assert out["policy"][i].sum() == pytest.approx(1.0, abs=1e-5)
        assert set(np.flatnonzero(out["policy"][i])) <= set(game.legal_actions())
    visits = out["visits"] / out["visits"].sum(1, keepdims=True)
    assert not np.allclose(visits, out["policy"])
    # Dirichlet noise at PUCT roots: seeded, and another seed another search.
    puct = mz.SearchSettings(simulations=32)
    noisy = mz.search_batch(games, uniform(), puct, noise=True, seed=1)
    same = mz.search_batch(games, uniform(), puct, noise=True, seed=1)
    other = mz.search_batch(games, uniform(), puct, noise=True, seed=2)
    plain = mz.search_batch(games, uniform(), puct)
    assert np.array_equal(noisy["visits"], same["visits"])
    assert not np.array_equal(noisy["visits"], other["visits"])
    assert not np.array_equal(noisy["visits"], plain["visits"])


def test_trees_are_kept_between_moves_and_the_tables_answer_covered_leaves(tmp_path):
    games = random_games(4, seed=3)
    settings = mz.SearchSettings(simulations=20, reuse_tree=True)
    trees = [mz.SearchTree() for _ in games]
    first = mz.search_batch(games, uniform(), settings, trees=trees)
    assert all(not t.is_empty for t in trees)
    for game, action in zip(games, first["actions"]):
        game.play(int(action))
    second = mz.search_batch(games, uniform(), settings, trees=trees)
    # Each root kept its visits from the first search (the reply's subtree), 20 on top.
    assert all(second["visits"][i].sum() >= 19 for i in range(4))
    assert any(second["visits"][i].sum() > 20 for i in range(4)), second["visits"].sum(1)
    # Three men's morris, solved whole: a covered root is played perfectly.
    mz.build_tablebase(tmp_path, "three", whole=True)
    tb = mz.Tablebase(tmp_path, "three")
    rng = random.Random(4)
    for _ in range(20):
        game = mz.Game("three")
        for _ in range(rng.randrange(0, 12)):
            if game.is_over:
                break
            game.play(rng.choice(game.legal_actions()))
        if game.is_over:
            continue
        out = mz.search_batch([game], uniform(), mz.SearchSettings(simulations=8),
                              tablebase=tb)
        ranked = tb.action_values(game)
        best = ranked[0][1]
        chosen = dict((a, v) for a, v, _ in ranked)[int(out["actions"][0])]
        assert chosen == best, (game.position, ranked)


def test_bad_input_is_refused_by_name():
    with pytest.raises(ValueError, match="simulations"):
        mz.SearchSettings(simulations=0)
    with pytest.raises(ValueError, match='root is "alpha"'):
        mz.SearchSettings(root="alpha")
    with pytest.raises(ValueError, match="reuse_tree"):
        mz.SearchSettings(root="gumbel", reuse_tree=True)
    assert mz.SearchSettings.from_json(mz.SearchSettings(c_puct=2.0).to_json()) == \
        mz.SearchSettings(c_puct=2.0)
    games = random_games(3, seed=5)
    with pytest.raises(ValueError, match="games is empty"):
        mz.search_batch([], uniform())
    with pytest.raises(ValueError, match="2 trees for 3 games"):
        mz.search_batch(games, uniform(), trees=[mz.SearchTree(), mz.SearchTree()])
    with pytest.raises(ValueError, match="game 1 is of the rules 'six'"):
        mz.search_batch([games[0], mz.Game("six")], uniform())

    def wrong(observations, masks):
        return np.zeros((len(masks), 3), np.float32), np.zeros(len(masks), np.float32)

    with pytest.raises(ValueError, match="priors must be a float array of shape"):
        mz.search_batch(games, wrong)


def test_arrays_the_evaluator_keeps_are_never_written_again_and_any_float_layout_is_read():
    """The observation and mask arrays are written again in place only where nobody else
    holds them (scripts/bench-python-search.py measures the pace): an evaluator that keeps
    them, or tensors made from them, finds them as they were; the answers may be float64 or
    strided or column-major views; the decisions are the same in every case."""
    games = random_games(16, seed=9)
    settings = mz.SearchSettings(simulations=32)
    plain = mz.search_batch(games, uniform(), settings, seed=3)
    kept = []

    def keeping(observations, masks):
        kept.append((observations, observations.copy(), masks, masks.copy()))
        return uniform()(observations, masks)

    def loose_layout(observations, masks):
        priors, values = uniform()(observations, masks)
        both = np.stack([values, values], axis=1)
        return priors.astype(np.float64), both[:, 0]  # float64, and a strided view

    def fortran(observations, masks):
        priors, values = uniform()(observations, masks)
        return np.asfortranarray(priors), values  # float32, column-major

    ids = []

    def forgetting(observations, masks):
        ids.append(id(observations))
        return uniform()(observations, masks)

    for evaluate in (keeping, loose_layout, fortran, forgetting):
        out = mz.search_batch(games, evaluate, settings, seed=3)
        for name in ("actions", "visits", "policy", "values"):
            assert np.array_equal(out[name], plain[name]), name
    assert len(kept) > 30 and len({id(o) for o, _, _, _ in kept}) == len(kept)
    for observations, seen, masks, seen_masks in kept:
        assert np.array_equal(observations, seen) and np.array_equal(masks, seen_masks)
    # Held by nobody between rounds, the same arrays serve every round of a size.
    assert len(set(ids)) <= 3 < len(ids), ids


def test_the_alphazero_example_trains_and_is_judged(torch, tmp_path):
    """examples/alphazero.py at a small size (six men's morris with its 4-men tables,
    seconds): it builds its tables, plays, trains and reports its matches and its test-set
    judgement."""
    import subprocess
    import sys
    from pathlib import Path

    example = Path(__file__).resolve().parents[3] / "examples" / "alphazero.py"
    done = subprocess.run(
        [sys.executable, str(example), "--rules", "six", "--minutes", "0.1", "--games", "8",
         "--simulations", "8", "--batch", "32", "--eval-games", "4", "--threads", "1",
         "--tables", "4", "--tables-dir", str(tmp_path / "tables")],
        capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    out = done.stdout
    steps = int(out.split("trained ")[1].split()[0])
    assert steps > 0, out
    assert "raw policy vs greedy: +" in out and "search, 8 sims vs alphabeta:depth=2" in out
    assert sorted(p.name for p in (tmp_path / "tables").glob("*.mtb"))[:2] == ["3v3.mtb",
                                                                            "3v4.mtb"]
    assert "test set (3000 positions), raw policy: value lost in" in out, out
