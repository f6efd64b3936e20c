"""Perfect-play test sets from Python: a set read, its labels, a baseline player and a Python
agent's own choices judged on it; bad sets refused by name."""

import shutil
from pathlib import Path

import pytest

import morris_zero as mz

SETS = Path(__file__).resolve().parents[3] / "testsets"


def test_a_set_gives_its_positions_labels_and_judges_choices():
    ts = mz.TestSet(SETS / "six.mts", "six")
    assert len(ts) == 3000
    assert "morris testset make" in ts.made_by and len(ts.sources) == 15
    game = ts.game(1)
    values = dict(ts.action_values(1))
    assert sorted(values) == sorted(game.legal_actions())
    assert ts.value(1) == max(values.values(), key=["loss", "draw", "win"].index)
    assert len(ts.games()) == len(ts)

    # The best action everywhere loses nothing; the worst loses wherever a position is critical.
    order = ["loss", "draw", "win"]
    best = [max(ts.action_values(i), key=lambda a: order.index(a[1]))[0] for i in range(len(ts))]
    worst = [min(ts.action_values(i), key=lambda a: order.index(a[1]))[0] for i in range(len(ts))]
    perfect = ts.judge(best)
    assert perfect["all"]["value_lost"] == 0.0 and perfect["all"]["value_lost_of"] == 3000
    assert perfect["all"]["wins_kept"] == 1.0 and perfect["all"]["draws_held"] == 1.0
    critical = sum(ts.phase(i)[1] for i in range(len(ts)))
    assert ts.judge(worst)["all"]["value_lost_of"] == 3000
    assert ts.judge(worst)["all"]["value_lost"] == pytest.approx(critical / 3000)
    assert set(perfect) == {"all", "placement", "moving"}

    greedy = ts.judge_player(mz.Player("greedy", "six"))
    lo, hi = greedy["all"]["value_lost_interval"]
    assert 0.0 < lo <= greedy["all"]["value_lost"] <= hi < 0.5
    assert greedy == ts.judge_player(mz.Player("greedy", "six")), "seeded"


def test_bad_sets_and_bad_choices_are_refused_by_name(tmp_path):
    with pytest.raises(ValueError, match="for rules 'six'"):
        mz.TestSet(SETS / "six.mts", "standard")
    damaged = tmp_path / "damaged.mts"
    text = (SETS / "six.mts").read_text()
    damaged.write_text(text.replace("\td\t", "\tw\t", 1))
    with pytest.raises(ValueError, match="damaged"):
        mz.TestSet(damaged, "six")
    with pytest.raises(ValueError, match="No such file|missing|os error"):
        mz.TestSet(tmp_path / "none.mts", "six")
    shutil.copy(SETS / "three.mts", tmp_path / "three.mts")
    ts = mz.TestSet(tmp_path / "three.mts", "three")
    with pytest.raises(ValueError, match="actions for a set of 1000"):
        ts.judge([0])
    illegal = [ts.action_values(i)[0][0] for i in range(len(ts))]
    taken = set(ts.game(0).legal_actions())
    illegal[0] = next(a for a in range(ts.game(0).rules.action_count) if a not in taken)
    with pytest.raises(mz.IllegalActionError, match="not legal at position 0"):
        ts.judge(illegal)
    with pytest.raises(IndexError):
        ts.value(1000)
