"""The endgame tables from Python (Tablebase, build_tablebase): built, probed one game and
many, every action's value, agreeing with `morris tablebase probe` and with the perfect
player; other rules and missing sectors refused by name."""

import random
import time

import numpy as np
import pytest

import morris_zero as mz


@pytest.fixture(scope="module")
def six(tmp_path_factory):
    """Six men's morris, the whole game (about 2 s)."""
    path = tmp_path_factory.mktemp("tb") / "six"
    rows = mz.build_tablebase(path, "six", whole=True, threads=2)
    assert any("+" in r["sectors"] for r in rows), "placement sectors built"
    assert all(not r["reused"] for r in rows)
    again = mz.build_tablebase(path, "six", whole=True, threads=2)
    assert all(r["reused"] for r in again), "a second build keeps the files"
    return path


def random_games(rules, count, seed):
    rng = random.Random(seed)
    games = []
    while len(games) < count:
        game = mz.Game(rules)
        while not game.is_over and len(games) < count:
            games.append(game.copy())
            game.play(rng.choice(game.legal_actions()))
    return games


def test_the_tables_answer_every_position_and_action(six, morris):
    tb = mz.Tablebase(six, "six")
    assert tb.is_whole and tb.rules == "six" and "6v6" in tb.sectors
    start = tb.probe(mz.Game("six"))
    assert start["value"] == "draw" and start["plain"] == "draw", start
    # The command line's probe of the same position says the same.
    games = random_games("six", 300, seed=1)
    for game in games[::37]:
        text = morris("tablebase", "probe", "--dir", str(six), "--rules", "six",
                      "--position", game.position)
        probed = tb.probe(game)
        assert f"\nrules: {probed['value']} " in text, (game.position, text)
        assert (f"\nplain: {probed['plain']} (distance to conversion "
                f"{probed['plain_distance']})") in text, (game.position, text)
    # Every action's value: the best is the position's, and each is its child's, flipped
    # where the other side moves next.
    flip = {"win": "loss", "loss": "win", "draw": "draw"}
    for game in games[::5]:
        ranked = tb.action_values(game)
        assert sorted(a for a, _, _ in ranked) == sorted(game.legal_actions())
        assert ranked[0][1] == tb.probe(game)["value"]
        for action, value, _ in ranked:
            child = game.copy()
            child.play(action)
            seen = tb.probe(child)["value"]
            assert value == (seen if child.to_move == game.to_move else flip[seen])
    # Many at once: the same values as one by one.
    started = time.perf_counter()
    values, distances = tb.probe_many(games)
    many = time.perf_counter() - started
    started = time.perf_counter()
    one_by_one = [tb.probe(g) for g in games]
    single = time.perf_counter() - started
    sign = {"win": 1, "draw": 0, "loss": -1}
    assert values.dtype == np.int8 and distances.dtype == np.uint16
    assert list(values) == [sign[p["value"]] for p in one_by_one]
    assert list(distances) == [p["distance"] for p in one_by_one]
    print(f"{len(games)} probes: {many * 1e6 / len(games):.2f} us each batched, "
          f"{single * 1e6 / len(games):.2f} us one by one")


def test_bad_tables_and_games_are_refused_by_name(six, tmp_path):
    with pytest.raises(ValueError, match="standard"):
        mz.Tablebase(six, "standard")
    with pytest.raises(ValueError, match="no tablebase files"):
        mz.Tablebase(tmp_path, "six")
    tb = mz.Tablebase(six)
    with pytest.raises(ValueError, match="a game of the rules 'standard'"):
        tb.probe(mz.Game("standard"))
    # Tables after placement only, without the smallest sector: the sector is named.
    partial = tmp_path / "partial"
    mz.build_tablebase(partial, "six", men=4)
    (partial / "3v3.mtb").unlink()
    with pytest.raises(ValueError, match="3v3.mtb"):
        mz.Tablebase(partial, "six")
    # Tables after placement only do not cover the start.
    only = tmp_path / "moving"
    mz.build_tablebase(only, "six", men=4)
    assert mz.Tablebase(only, "six").probe(mz.Game("six")) is None
    with pytest.raises(ValueError, match="men=N"):
        mz.build_tablebase(tmp_path / "x", "six")
