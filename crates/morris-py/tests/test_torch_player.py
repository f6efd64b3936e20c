"""An exported player (`morris export`) loaded with Python's torch decides as `morris engine`
does with the same model and settings: the raw network's choice (`sims=1`, the prior's
argmax) and the full search (the Rust search driver over the Python evaluator), at every
position of seeded random games."""

import json
import random
import subprocess
import threading
from pathlib import Path

import numpy as np
import pytest

import morris_zero as mz
from morris_zero.torch_player import TorchPlayer

REPO = Path(__file__).resolve().parents[3]
CHECKPOINT = REPO / "tests" / "data" / "checkpoint-v2-tiny.safetensors"


@pytest.fixture(scope="module")
def exported(morris, tmp_path_factory):
    out = tmp_path_factory.mktemp("export") / "model.pt"
    morris("export", "--checkpoint", str(CHECKPOINT), "--out", str(out))
    return out


def positions(rules, count, seed):
    """Games (not over) at every ply of seeded random games."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        game = mz.Game(rules)
        while not game.is_over and len(found) < count:
            found.append(game.copy())
            game.play(rng.choice(game.legal_actions()))
    return found


def engine_moves(morris, model, rules, games, go):
    """`morris engine`'s bestmove for each game after `go`, and the root's value it reports.
    Each answer is read before the next command is sent: `quit` stops a search in progress
    at once (docs/engine.md), so the engine is not handed them all at once."""
    engine = subprocess.Popen(
        [morris.path, "engine", "--player", f"neural:model={model}", "--rules", rules],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    # A hung engine fails the test instead of blocking it.
    watchdog = threading.Timer(600, engine.kill)
    watchdog.start()
    out, best, values = [], [], []
    try:
        for game in games:
            moves = " ".join(game.token(a) for a in game.actions)
            position = f"position startpos moves {moves}" if moves else "position startpos"
            engine.stdin.write(f"{position}\n{go}\n")
            engine.stdin.flush()
            while True:
                line = engine.stdout.readline()
                assert line, "the engine stopped:\n" + "".join(out)
                out.append(line)
                if line.startswith("info string nodes"):
                    values.append(float(line.split(" value ")[1].split()[0]))
                if line.startswith("bestmove"):
                    best.append(line.split()[1])
                    break
        engine.stdin.write("quit\n")
        engine.stdin.flush()
        assert engine.wait() == 0, "".join(out)
    finally:
        watchdog.cancel()
        if engine.poll() is None:
            engine.kill()
            engine.wait()
    assert len(best) == len(games), "".join(out)
    return best, values


def test_the_model_input_is_the_engines_encoding(torch, exported):
    player = TorchPlayer(exported)
    assert player.rules == mz.Rules("three")
    game = positions("three", 5, seed=1)[-1]
    x, mask = player.model_input(game)
    assert x.dtype == torch.float32 and tuple(x.shape) == (1, *player.rules.observation_shape)
    assert mask.dtype == torch.bool and int(mask.sum()) == len(game.legal_actions())
    priors, value = player.policy_value(game)
    assert abs(priors.sum() - 1) < 1e-5 and -1 <= value <= 1
    assert np.all(priors[~game.mask()] == 0)


def test_the_raw_network_picks_the_engines_move_with_one_simulation(torch, morris, exported):
    player = TorchPlayer(exported)
    games = positions("three", 40, seed=2)
    best, values = engine_moves(morris, exported, "three", games, "go nodes 1")
    mine = [game.token(player.best_action(game)) for game in games]
    assert mine == best
    # After one simulation the root's value is the network's value of the position.
    for game, value in zip(games, values):
        assert abs(player.policy_value(game)[1] - value) <= 0.0005 + 1e-6


@pytest.mark.parametrize("go, simulations", [("go", None), ("go nodes 40", 40)])
def test_the_search_over_python_torch_picks_the_engines_move(
    torch, morris, exported, go, simulations
):
    player = TorchPlayer(exported)
    settings = json.loads(exported.with_suffix(".json").read_text())["search"]
    assert settings["root"] == "puct" and settings["simulations"] == 8
    games = positions("three", 40, seed=3)
    best, _ = engine_moves(morris, exported, "three", games, go)
    mine = [game.token(player.choose(game, simulations=simulations)) for game in games]
    assert mine == best


def test_the_search_refuses_a_bad_evaluator():
    game = mz.Game("three")

    def wrong_shape(obs, masks):
        return np.zeros((len(obs), 3), dtype=np.float32), np.zeros(len(obs), dtype=np.float32)

    with pytest.raises(ValueError, match=r"priors must be a float array of shape \(1, 99\)"):
        mz.search(game, wrong_shape)

    def raises(obs, masks):
        raise RuntimeError("the network is down")

    with pytest.raises(RuntimeError, match="the network is down"):
        mz.search(game, raises)
    with pytest.raises(ValueError, match="evaluator must return"):
        mz.search(game, lambda obs, masks: None)
    with pytest.raises(ValueError, match="search settings"):
        mz.search(game, raises, settings='{"root": "alphazero"}')
    with pytest.raises(ValueError, match="simulations must be positive"):
        mz.search(game, raises, simulations=0)

    def not_finite(obs, masks):
        values = np.full(len(obs), np.inf, dtype=np.float32)
        return masks.astype(np.float32), values

    with pytest.raises(ValueError, match="must be finite"):
        mz.search(game, not_finite)


def test_the_search_with_a_uniform_evaluator_finds_the_winning_mill():
    # White to move with two men on the first row and c1 empty: closing the mill wins.
    game = mz.Game.from_moves("a1 a2 b1 b2", rules="three")

    def uniform(obs, masks):
        priors = masks.astype(np.float32)
        return priors / priors.sum(axis=1, keepdims=True), np.zeros(len(obs), dtype=np.float32)

    action, visits, _ = mz.search(game, uniform, simulations=200)
    assert game.token(action) == "c1"
    assert visits.sum() == pytest.approx(199, abs=1) and visits[action] == visits.max()


def one_game(rules, plies, seed):
    """The first positions (not over) of one seeded random game, in order."""
    rng = random.Random(seed)
    game = mz.Game(rules)
    found = []
    while not game.is_over and len(found) < plies:
        found.append(game.copy())
        game.play(rng.choice(game.legal_actions()))
    return found


@pytest.fixture(scope="module")
def reusing(morris, tmp_path_factory):
    out = tmp_path_factory.mktemp("export-reuse") / "model.pt"
    morris("export", "--checkpoint", str(CHECKPOINT), "--out", str(out), "--player", "reuse=true")
    return out


def test_a_reusing_player_keeps_its_tree_as_the_engine_does(torch, morris, reusing):
    player = TorchPlayer(reusing)
    assert player.search_settings["reuse_tree"] is True
    # The positions of one game in order: the engine's player keeps its tree from one
    # `position ... moves` to the next, as the Python player does from one `choose` to the next.
    # The first seeded random game that lasts 12 plies or more (most end in a few).
    games = next(g for seed in range(100) if len(g := one_game("three", 30, seed)) >= 12)
    best, _ = engine_moves(morris, reusing, "three", games, "go")
    mine = [game.token(player.choose(game)) for game in games]
    assert mine == best
    # The kept trees matter here: searching afresh at each position (`new_game` drops the
    # tree) decides otherwise somewhere in this game.
    afresh = []
    for game in games:
        player.new_game()
        afresh.append(game.token(player.choose(game)))
    assert afresh != best


def test_a_search_tree_is_followed_and_searched_further(torch, reusing):
    player = TorchPlayer(reusing)
    settings = json.dumps(player.search_settings)
    start = mz.Game("three")
    tree = mz.SearchTree()
    assert tree.is_empty
    action, first, _ = mz.search(
        start, player.evaluate, settings=settings, simulations=40, tree=tree
    )
    assert not tree.is_empty and first[action] > 1
    # One ply on, along the move it chose: the kept child's visits plus 40 new ones.
    after = start.copy()
    after.play(action)
    _, fresh, _ = mz.search(after, player.evaluate, settings=settings, simulations=40)
    _, kept, _ = mz.search(after, player.evaluate, settings=settings, simulations=40, tree=tree)
    assert kept.sum() == pytest.approx(fresh.sum() + first[action], abs=1)
    # A game not on the kept path (the start again) starts afresh.
    _, again, _ = mz.search(start, player.evaluate, settings=settings, simulations=40, tree=tree)
    assert np.array_equal(again, first)
    # Settings without reuse keep nothing.
    plain = json.dumps(dict(player.search_settings, reuse_tree=False))
    tree.clear()
    assert tree.is_empty and repr(tree) == "SearchTree(empty)"
    mz.search(start, player.evaluate, settings=plain, simulations=40, tree=tree)
    assert tree.is_empty
