"""The baseline players from Python: seeded, checked, and a Python agent evaluated against them."""

import json

import numpy as np
import pytest

import morris_zero as mz


def test_baselines_choose_legal_actions_and_repeat_with_a_seed():
    for spec in ["random", "greedy", "alphabeta:depth=2", "mcts:sims=50"]:
        games = []
        for _ in range(2):
            player = mz.Player(spec, "standard", seed=5)
            game = mz.Game("standard")
            while not game.is_over and game.ply < 60:
                action = player.choose(game)
                assert action in game.legal_actions()
                game.play(action)
            games.append(game.actions)
        assert games[0] == games[1], spec


def test_alphabeta_finds_the_winning_capture():
    # White has just closed a mill with two men left to black on the three board.
    game = mz.Game.from_moves("a1 a2 b1 b2 c1", rules="three")
    assert mz.Player("alphabeta:depth=2", "three").choose(game) in game.legal_actions()
    action, info = mz.Player("alphabeta:depth=3", "three").choose_with_info(game)
    assert "depth" in info


def test_a_python_agent_is_evaluated_against_a_baseline():
    def first_legal(game):
        return game.legal_actions()[0]

    result = mz.play_match(first_legal, "alphabeta:depth=2", games=4, seed=1, opening_plies=2)
    assert result.wins + result.draws + result.losses == 4
    assert result.wins == 0 and result.losses >= 2, "a fixed first-legal agent loses to alpha-beta"
    assert [g["agent"] for g in result.games] == ["white", "black", "white", "black"]
    again = mz.play_match(first_legal, "alphabeta:depth=2", games=4, seed=1, opening_plies=2)
    assert again.games == result.games, "a seeded match repeats"
    strong = mz.play_match(mz.Player("alphabeta:depth=2"), "random", games=4, seed=2)
    assert strong.wins == 4


def test_a_match_follows_the_plan_of_morris_evaluate(morris, tmp_path):
    """Python's arena plays the games `morris evaluate` plays: the same openings, colours and
    players' seeds from the same seed, so two seeded baselines give the same moves."""
    plan = mz.match_plan(4, "standard", 8, 3)
    assert [p[1] for p in plan] == ["white", "black", "white", "black"]
    assert plan[0][0] == plan[1][0] and plan[0][0] != plan[2][0], "a pair shares its opening"
    assert all(len(p[0]) == 8 for p in plan)
    result = mz.play_match(mz.Player("alphabeta:depth=2"), "mcts:sims=20", games=4, seed=3)
    out = tmp_path / "match.json"
    morris(
        "evaluate", "--player", "alphabeta:depth=2", "--opponent", "mcts:sims=20",
        "--games", "4", "--seed", "3", "--threads", "1", "--out", str(out),
    )
    games = json.loads(out.read_text())["games"]
    assert [g["moves"] for g in games] == [g["moves"] for g in result.games]


def test_players_refuse_bad_input():
    with pytest.raises(ValueError, match="unknown player 'stockfish'"):
        mz.Player("stockfish")
    with pytest.raises(ValueError, match="depth"):
        mz.Player("alphabeta:depth=x")
    with pytest.raises(ValueError, match="neural"):
        mz.Player("neural:model=m.pt")
    player = mz.Player("greedy", "standard")
    with pytest.raises(ValueError, match="under the rules 'six'"):
        player.choose(mz.Game("six"))
    over = mz.Game.from_moves("a1 a2 b1 b2 c1 xa2", rules="three")
    with pytest.raises(mz.IllegalActionError, match="over"):
        mz.Player("random", "three").choose(over)
    with pytest.raises(mz.IllegalActionError, match="illegal move"):
        mz.play_match(lambda game: "xa1", "random", games=1)
    with pytest.raises(TypeError, match="rules must be a Rules"):
        mz.Game(rules=3)
    with pytest.raises(ValueError, match="white has 9 in hand and black 7"):
        mz.Game.from_position("white hand 9 | black hand 7 | white to place")
    with pytest.raises(ValueError, match=r"move 2: illegal move 'd1'"):
        mz.Game.from_moves("d1 d1")
    with pytest.raises(ValueError, match="rules"):
        mz.Rules.from_toml("board = 'hexagon'")
    assert np.array_equal(mz.Game().mask(), mz.VecEnv(1).masks[0])


def test_perfect_plays_from_the_whole_game_tables(morris, tmp_path):
    """`perfect` from Python: six men's morris solved whole by `morris tablebase build
    --whole`; against itself from the start it draws (the start's value), against `random`
    it never loses; tables of the phase after placement only are refused."""
    whole = tmp_path / "six"
    morris("tablebase", "build", "--rules", "six", "--whole", "--dir", str(whole), "--quiet")
    spec = f"perfect:dir={whole}"
    perfect = mz.Player(spec, "six", seed=3)
    game = mz.Game("six")
    while not game.is_over and game.ply < 1000:
        game.play(perfect.choose(game))
    assert game.result == "draw", (game.result, game.reason)
    for seed in range(2):
        result = mz.play_match(mz.Player(spec, "six"), "random", games=2, rules="six", seed=seed)
        assert result.losses == 0 and result.wins >= 1, result.games
    moving = tmp_path / "moving"
    morris("tablebase", "build", "--rules", "six", "--men", "6", "--dir", str(moving), "--quiet")
    with pytest.raises(ValueError, match="--whole"):
        mz.Player(f"perfect:dir={moving}", "six")
