//! `morris engine`'s protocol: the handshake, a whole game against the test, bad positions and
//! captures, a refused player, and positions given as text (to `morris play` too).

use super::{Lcg, Session, legal_tokens, standard, text};
use crate::common::morris_with_input;
use morris_zero::game::{Color, Game};

/// `position startpos moves ...` for the test's game.
fn position(game: &Game) -> String {
    let moves = legal_moves_played(game);
    if moves.is_empty() {
        "position startpos".to_string()
    } else {
        format!("position startpos moves {}", moves.join(" "))
    }
}

fn legal_moves_played(game: &Game) -> Vec<String> {
    game.actions().iter().map(|&a| game.token(a)).collect()
}

#[test]
fn engine_handshake() {
    let mut s = Session::start(&["engine", "--player", "random"]);
    s.send("uci");
    let lines = s.until(|l| l == "uciok");
    assert_eq!(
        lines[0],
        format!("id name morris-zero {}", env!("CARGO_PKG_VERSION"))
    );
    assert!(lines[1].starts_with("id author "));
    assert!(lines.contains(&"option name Rules type string default standard".to_string()));
    assert!(lines.contains(&"option name Player type string default random".to_string()));
    s.send("isready");
    assert_eq!(s.line(), "readyok");
    s.send("frobnicate now");
    assert!(
        s.line()
            .starts_with("info string error unknown command 'frobnicate'")
    );
    s.send("isready");
    assert_eq!(s.line(), "readyok");
    // A line of 2 MiB (past the 1 MiB the engine reads) is refused whole, not parsed in part.
    let long = format!("position startpos moves {}", "d1 ".repeat(700_000));
    s.send(&long);
    assert_eq!(
        s.line(),
        format!(
            "info string error a line of {} bytes was ignored: lines are read up to 1048576 bytes",
            long.len() + 1
        )
    );
    s.send("isready");
    assert_eq!(s.line(), "readyok");
    s.send("quit");
    let (rest, status) = s.finish();
    assert!(rest.is_empty(), "{rest:?}");
    assert!(status.success());
}

#[test]
fn engine_plays_a_full_game_against_the_test() {
    let mut s = Session::start(&["engine", "--player", "alphabeta:depth=2"]);
    s.send("uci");
    s.until(|l| l == "uciok");
    s.send("ucinewgame");
    s.send("isready");
    assert_eq!(s.line(), "readyok");
    let mut game = Game::new(standard());
    let mut rng = Lcg(42);
    let engine_side = Color::Black;
    let mut engine_decisions = 0;
    while !game.is_over() {
        if game.position().side_to_move() == engine_side {
            s.send(&position(&game));
            s.send("go depth 2");
            let lines = s.until(|l| l.starts_with("bestmove "));
            let token = lines.last().unwrap()["bestmove ".len()..].to_string();
            assert!(
                lines[..lines.len() - 1]
                    .iter()
                    .all(|l| l.starts_with("info ")),
                "{lines:?}"
            );
            assert!(
                lines.iter().any(|l| l.starts_with("info time ")),
                "{lines:?}"
            );
            game.play_token(&token)
                .unwrap_or_else(|e| panic!("bestmove {token}: {e}"));
            engine_decisions += 1;
        } else {
            let legal = legal_tokens(&game);
            game.play_token(&legal[rng.pick(legal.len())]).unwrap();
        }
        assert!(game.actions().len() < 2000, "the game does not end");
    }
    assert!(engine_decisions > 5);
    // Alpha-beta beats a random player.
    assert_eq!(game.outcome().unwrap().winner(), Some(engine_side));
    s.send(&position(&game));
    s.send("go");
    let lines = s.until(|l| l.starts_with("bestmove "));
    assert_eq!(lines.last().unwrap(), "bestmove none");
    assert!(
        lines
            .iter()
            .any(|l| l.contains(&game.outcome().unwrap().to_string())),
        "{lines:?}"
    );
    s.send("quit");
    let (_, status) = s.finish();
    assert!(status.success());
}

#[test]
fn engine_survives_bad_positions_and_answers_captures() {
    let mut s = Session::start(&["engine", "--player", "greedy"]);
    // A pending capture is its own `go`.
    s.send("position startpos moves d1 a1 d2 a4 d3");
    s.send("go");
    let best = s.until(|l| l.starts_with("bestmove ")).pop().unwrap();
    assert!(best == "bestmove xa1" || best == "bestmove xa4", "{best}");
    // An illegal token: named with its number, the position unchanged.
    s.send("position startpos moves d1 a1 a1 d2");
    let err = s.line();
    assert!(
        err.starts_with("info string error position: move 3 'a1'")
            && err.contains("the position is unchanged"),
        "{err}"
    );
    s.send("position startpos moves d1 zz");
    let err = s.line();
    assert!(
        err.starts_with("info string error position: move 2 'zz'") && err.contains("not a point"),
        "{err}"
    );
    s.send("position fen whatever");
    let err = s.line();
    assert!(
        err.starts_with("info string error position: fen 'whatever': white: 'whatever' is not")
            && err.ends_with("the position is unchanged"),
        "{err}"
    );
    s.send("position somewhere");
    assert!(
        s.line()
            .starts_with("info string error position: 'somewhere': expected")
    );
    s.send("isready");
    assert_eq!(s.line(), "readyok");
    s.send("go nodes 1000");
    let best = s.until(|l| l.starts_with("bestmove ")).pop().unwrap();
    assert!(best == "bestmove xa1" || best == "bestmove xa4", "{best}");
    // `d` shows the unchanged position.
    s.send("d");
    let lines = s.until(|l| l.starts_with("legal: "));
    assert!(
        lines.iter().any(|l| l.ends_with("moves: d1 a1 d2 a4 d3")),
        "{lines:?}"
    );
    assert_eq!(lines.last().unwrap(), "legal: xa1 xa4");
    // Other rules: a bad name is refused, a good one resets the position.
    s.send("setoption name Rules value nonsense");
    assert!(
        s.line()
            .starts_with("info string error setoption: unknown rules preset 'nonsense'")
    );
    s.send("setoption name Rules value three");
    s.send("position startpos moves a1 a2 b2 a3 c3");
    s.send("go");
    let best = s.until(|l| l.starts_with("bestmove ")).pop().unwrap();
    assert!(best.starts_with("bestmove x"), "{best}");
    s.send("go depth zero");
    let lines = s.until(|l| l.starts_with("bestmove "));
    assert!(
        lines[0].starts_with("info string error go: depth 'zero'"),
        "{lines:?}"
    );
    // End of input ends the engine cleanly.
    let (rest, status) = s.finish();
    assert!(rest.is_empty(), "{rest:?}");
    assert!(status.success());
}

#[test]
fn engine_refuses_a_bad_player() {
    let out = morris_with_input(&["engine", "--player", "alphabeta:depth=x"], "uci\n");
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("depth"), "{}", text(&out.stderr));
    assert!(out.stdout.is_empty());
}

#[test]
fn engine_and_play_start_from_positions_as_text() {
    let mut s = Session::start(&["engine", "--player", "greedy"]);
    let fen = "@@******/**@*****/***O*O*O w m s 3 0 3 0 0 0 -1 -1 -1 -1 0 0 1";
    s.send(&format!("position fen {fen} moves a1-b2"));
    s.send("d");
    let lines = s.until(|l| l.starts_with("legal: "));
    for expected in [
        "rules standard, player greedy, moves: a1-b2",
        "position: white g1 b2 a7 | black f4 d5 e5 | black to fly | quiet 1",
        "fen: @@******/**@**O**/***O***O b m s 3 0 3 0 0 0 -1 -1 -1 -1 0 1 16 ids:nodes",
    ] {
        assert!(lines.iter().any(|l| l == expected), "{expected}: {lines:?}");
    }
    let capture = "white d1 d2 d3 hand 6 | black a1 a4 hand 7 | white to capture 1";
    s.send(&format!("position fen {capture}"));
    s.send("go");
    let best = s.until(|l| l.starts_with("bestmove ")).pop().unwrap();
    assert!(best == "bestmove xa1" || best == "bestmove xa4", "{best}");
    s.send(&format!("position fen {capture} moves xa1 g7 d4"));
    let err = s.line();
    assert!(
        err.starts_with("info string error position: move 3 'd4'"),
        "{err}"
    );
    s.send("d");
    let lines = s.until(|l| l.starts_with("legal: "));
    assert!(lines[0].ends_with("moves: -"), "{lines:?}");
    assert!(lines.contains(&format!("position: {capture}")), "{lines:?}");
    drop(s);

    let out = morris_with_input(
        &[
            "play",
            "--opponent",
            "greedy",
            "--position",
            capture,
            "--moves",
            "xa4",
        ],
        "quit\n",
    );
    let text = text(&out.stdout);
    assert!(
        text.contains("white 3 on board, 6 in hand; black 2 on board, 6 in hand; white to place"),
        "{text}"
    );
    // The capture given with --moves, then the opponent's placement.
    assert!(text.contains("\n2. black "), "{text}");
    // The record names the position the game began from.
    let record = format!("\nposition: {capture}\nmoves: xa4 ");
    assert!(text.contains(&record), "{text}");
    assert!(
        text.ends_with("result: abandoned (you quit after 2 plies)\n"),
        "{text}"
    );
}
