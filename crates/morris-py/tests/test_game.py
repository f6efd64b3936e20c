"""The rules from Python agree with the Rust engine (`morris legal --stdin`) over random games
of every preset, and the Game's API behaves: play, undo, notation, results, keys, text."""

import pickle
import random

import numpy as np
import pytest

import morris_zero as mz


def random_games(rules, count, seed, max_plies=400):
    """Move lists (tokens) of random games, each with its Game at every ply."""
    rng = random.Random(seed)
    games = []
    for _ in range(count):
        game = mz.Game(rules)
        while not game.is_over and game.ply < max_plies:
            game.play(rng.choice(game.legal_actions()))
        games.append(game)
    return games


@pytest.mark.parametrize("preset", mz.PRESETS)
def test_legal_actions_and_results_agree_with_the_engine(morris, preset):
    games = random_games(preset, 6, seed=hash(preset) % 1000)
    lines, expected = [], []
    for game in games:
        tokens = [game.token(a) for a in game.actions]
        replay = mz.Game(preset)
        for ply in range(len(tokens) + 1):
            if replay.is_over:
                expected.append(f"result: {replay.result} ({replay.reason})")
            else:
                expected.append(" ".join(replay.legal_moves()))
            lines.append(" ".join(tokens[:ply]))
            if ply < len(tokens):
                replay.play(tokens[ply])
        assert replay.key == game.key and replay.position == game.position
    answers = morris("legal", "--rules", preset, "--stdin", stdin="\n".join(lines) + "\n")
    answers = answers.splitlines()
    assert len(answers) == len(expected)
    for line, answer, mine in zip(lines, answers, expected):
        assert answer == mine, f"after '{line}'"


def test_ids_tokens_and_masks_agree():
    for preset in mz.PRESETS:
        rules = mz.Rules(preset)
        for game in random_games(rules, 2, seed=7, max_plies=120):
            replay = mz.Game(rules)
            for action in game.actions:
                legal = replay.legal_actions()
                assert [replay.action_id(t) for t in replay.legal_moves()] == legal
                assert sorted(np.flatnonzero(replay.mask())) == sorted(legal)
                assert all(rules.token(a) == replay.token(a) for a in legal)
                replay.play(action)


def test_play_undo_and_keys():
    game = mz.Game.from_moves("d1 a1 d2 a4 d3")
    assert game.decision == "capture" and game.to_move == "white"
    assert game.legal_moves() == ["xa1", "xa4"]
    key, text = game.key, game.position
    game.play("xa1")
    assert game.key != key
    assert game.undo() == game.action_id("xa1")
    assert (game.key, game.position) == (key, text)
    again = mz.Game.from_position(text)
    assert again.key == key and again.legal_moves() == game.legal_moves()
    assert mz.Game.from_position(game.fen).key == key
    assert mz.Game().undo() is None
    assert "a   b   c   d   e   f   g" in game.board()


def test_results_and_reasons():
    # Three men's morris without draws: white places in the centre and wins by ply 9 at best;
    # here black lets white close a mill on the first row, and the capture leaves it two men.
    game = mz.Game.from_moves("a1 a2 b1 b2 c1 xa2", rules="three")
    assert game.is_over and game.result == "white"
    assert game.score_for("white") == 1 and game.score_for("black") == -1
    assert game.reason and not game.truncated
    with pytest.raises(mz.IllegalActionError, match="after the end of the game") as raised:
        game.play("c2")
    assert game.legal_actions() == []
    # The error crosses process boundaries (multiprocessing, vectorised environments' workers).
    again = pickle.loads(pickle.dumps(raised.value))
    assert type(again) is mz.IllegalActionError and str(again) == str(raised.value)


def test_rules_files_and_json(tmp_path):
    standard = mz.Rules("standard")
    text = _preset_file("standard").read_text(encoding="utf-8")
    assert mz.Rules.from_toml(text) == standard
    path = tmp_path / "mine.toml"
    path.write_text(text)
    assert mz.Rules(str(path)) == standard
    assert standard.points == 24 and standard.action_count == 2 * 24 + 24 * 24
    assert standard.observation_shape == (len(mz.PLANES), 7, 7)
    assert mz.Rules("six").points == 16


def _preset_file(name):
    from pathlib import Path

    return Path(__file__).resolve().parents[3] / "configs" / "rules" / f"{name}.toml"
