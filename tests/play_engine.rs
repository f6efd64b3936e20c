//! `morris play` and `morris engine` driven through pipes, as a person's terminal or a GUI
//! would: the test keeps its own game in step with what the binary says and checks every
//! move it reports against the rules engine.

use crate::common::morris_with_input;
use morris_zero::game::{Color, Game, Rules};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::Arc;
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

/// Long enough for a slow, shared machine; a hang fails the test instead of blocking it.
const TIMEOUT: Duration = Duration::from_secs(60);

/// A running `morris` process read line by line, with a timeout on every line.
struct Session {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    /// Everything read so far, for failure messages.
    seen: Vec<String>,
}

impl Session {
    fn start(args: &[&str]) -> Session {
        let mut child = Command::new(env!("CARGO_BIN_EXE_morris"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("run morris");
        let stdin = child.stdin.take();
        let stdout = child.stdout.take().unwrap();
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Session {
            child,
            stdin,
            lines: rx,
            seen: Vec::new(),
        }
    }

    fn send(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("stdin open");
        writeln!(stdin, "{line}").expect("write to morris");
        stdin.flush().unwrap();
    }

    /// The next line; panics (with the transcript) at the end of the output or on a timeout.
    fn line(&mut self) -> String {
        match self.lines.recv_timeout(TIMEOUT) {
            Ok(line) => {
                self.seen.push(line.clone());
                line
            }
            Err(RecvTimeoutError::Timeout) => {
                panic!("no output for {TIMEOUT:?}:\n{}", self.transcript())
            }
            Err(RecvTimeoutError::Disconnected) => {
                panic!("the output ended:\n{}", self.transcript())
            }
        }
    }

    /// Reads lines up to and including the first one for which `stop` holds; returns them.
    fn until(&mut self, stop: impl Fn(&str) -> bool) -> Vec<String> {
        let mut lines = Vec::new();
        loop {
            let line = self.line();
            let done = stop(&line);
            lines.push(line);
            if done {
                return lines;
            }
        }
    }

    fn transcript(&self) -> String {
        self.seen.join("\n")
    }

    /// The process's resident memory (`VmRSS` in /proc), in MiB.
    fn rss_mib(&self) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id()))
            .expect("the process's status");
        let kib: u64 = status
            .lines()
            .find_map(|l| l.strip_prefix("VmRSS:"))
            .and_then(|v| v.split_whitespace().next())
            .and_then(|v| v.parse().ok())
            .expect("VmRSS");
        kib / 1024
    }

    /// Quits (`quit`, or the end of the input with `eof`) and waits for the exit, at most
    /// `TIMEOUT`: the time it took, the rest of the output and the status.
    fn quit(mut self, eof: bool) -> (Duration, Vec<String>, std::process::ExitStatus) {
        if eof {
            drop(self.stdin.take());
        } else {
            self.send("quit");
        }
        let asked = Instant::now();
        let status = loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                break status;
            }
            assert!(
                asked.elapsed() < TIMEOUT,
                "no exit for {TIMEOUT:?}:\n{}",
                self.transcript()
            );
            std::thread::sleep(Duration::from_micros(200));
        };
        let took = asked.elapsed();
        let mut rest = Vec::new();
        while let Ok(line) = self.lines.recv_timeout(TIMEOUT) {
            rest.push(line);
        }
        (took, rest, status)
    }

    /// Closes stdin and waits for the exit; the rest of the output and the status.
    fn finish(mut self) -> (Vec<String>, std::process::ExitStatus) {
        drop(self.stdin.take());
        let mut rest = Vec::new();
        while let Ok(line) = self.lines.recv_timeout(TIMEOUT) {
            rest.push(line);
        }
        let status = self.child.wait().unwrap();
        (rest, status)
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn standard() -> Arc<Rules> {
    Arc::new(Rules::preset("standard").unwrap())
}

/// A small deterministic chooser for the test's own moves.
struct Lcg(u64);

impl Lcg {
    fn pick(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

fn legal_tokens(game: &Game) -> Vec<String> {
    game.legal_actions()
        .iter()
        .map(|&a| game.token(a))
        .collect()
}

/// A decision announced by `play`: `N. COLOUR TOKEN ...`.
fn decision(line: &str) -> Option<(usize, Color, String)> {
    let (n, rest) = line.split_once(". ")?;
    let n = n.parse().ok()?;
    let mut words = rest.split_whitespace();
    let color = match words.next()? {
        "white" => Color::White,
        "black" => Color::Black,
        _ => return None,
    };
    Some((n, color, words.next()?.to_string()))
}

/// Plays a whole game of `play` against `random` as `person`, answering every prompt with a
/// legal move from the test's own copy of the game; checks every announced decision.
fn full_game(person: &str, seed: u64) {
    let mut session = Session::start(&[
        "play",
        "--opponent",
        "random",
        "--color",
        person,
        "--seed",
        &seed.to_string(),
    ]);
    let person = if person == "white" {
        Color::White
    } else {
        Color::Black
    };
    let header = session.line();
    assert!(
        header.starts_with(&format!("morris play: you are {person}, random plays")),
        "{header}"
    );
    let mut game = Game::new(standard());
    let mut rng = Lcg(seed);
    let mut prompts = 0;
    loop {
        let line = session.line();
        if let Some((n, color, token)) = decision(&line) {
            assert_eq!(n, game.actions().len() + 1, "{line}");
            assert_eq!(color, game.position().side_to_move(), "{line}");
            game.play_token(&token)
                .unwrap_or_else(|e| panic!("{line}: {e}\n{}", session.transcript()));
        } else if line == "your move>" {
            assert_eq!(
                game.position().side_to_move(),
                person,
                "prompted out of turn"
            );
            assert!(!game.is_over());
            let legal = legal_tokens(&game);
            session.send(&legal[rng.pick(legal.len())]);
            prompts += 1;
        } else if line.starts_with("result:") {
            break;
        } else if line.starts_with("error:") {
            panic!("{line}\n{}", session.transcript());
        }
    }
    let outcome = game.outcome().expect("the test's game is over too");
    let transcript = session.transcript();
    let last = session.seen.last().unwrap().clone();
    assert_eq!(
        last,
        format!("{outcome} after {} plies", game.actions().len()),
        "{transcript}"
    );
    let moves: Vec<String> = game.actions().iter().map(|&a| game.token(a)).collect();
    let n = session.seen.len();
    assert_eq!(session.seen[n - 2], format!("moves: {}", moves.join(" ")));
    assert!(
        session.seen[n - 3].starts_with("game over: "),
        "{transcript}"
    );
    assert!(prompts > 3, "{transcript}");
    // The board is drawn with its coordinates and the status line.
    assert!(
        transcript.contains("   a   b   c   d   e   f   g"),
        "{transcript}"
    );
    assert!(
        session.seen.iter().any(|l| l.starts_with("white ")
            && l.contains(" on board, ")
            && l.contains(" in hand; black ")
            && l.ends_with(&format!("{person} to place (a point)"))),
        "{transcript}"
    );
    let (rest, status) = session.finish();
    assert!(rest.is_empty(), "{rest:?}");
    assert!(status.success());
}

#[test]
fn play_a_full_game_against_random_as_white() {
    full_game("white", 5);
}

#[test]
fn play_a_full_game_against_random_as_black() {
    full_game("black", 11);
}

#[test]
fn play_answers_bad_input_with_the_reason_and_the_legal_moves() {
    let out = morris_with_input(
        &["play", "--opponent", "greedy"],
        "d9\na1-d1\nd1 a4\n\nd1\nlegal\nd1\nxg7\nhelp\nquit\nd2\n",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    let after = |prefix: &str| -> &str {
        let i = lines
            .iter()
            .position(|l| l.starts_with(prefix))
            .unwrap_or_else(|| panic!("no line '{prefix}...':\n{stdout}"));
        lines[i + 1]
    };
    let start_legal = format!("legal: {}", legal_tokens(&Game::new(standard())).join(" "));
    assert_eq!(start_legal.split(' ').count(), 25);
    assert_eq!(
        after("error: malformed move 'd9': 'd9' is not a point"),
        start_legal
    );
    assert_eq!(
        after("error: illegal move 'a1-d1': white still has 9 in hand"),
        start_legal
    );
    assert_eq!(after("error: one move per line"), start_legal);
    assert_eq!(
        lines
            .iter()
            .filter(|l| l.starts_with("1. white d1"))
            .count(),
        1,
        "{stdout}"
    );
    let reply = lines
        .iter()
        .find_map(|l| l.strip_prefix("2. black "))
        .expect("the opponent replies");
    let black = reply.split_whitespace().next().unwrap();
    let game = Game::from_tokens(standard(), &format!("d1 {black}")).unwrap();
    let legal_now = format!("legal: {}", legal_tokens(&game).join(" "));
    // `legal`, then the second d1: taken; a capture with nothing to capture.
    assert!(lines.contains(&legal_now.as_str()), "{stdout}");
    assert_eq!(
        after("error: illegal move 'd1': d1 is taken (by white)"),
        legal_now
    );
    assert_eq!(
        after("error: illegal move 'xg7': there is nothing to capture"),
        legal_now
    );
    assert!(stdout.contains("  undo     take back"), "{stdout}");
    // quit ends the game: nothing after it is read.
    assert_eq!(lines[lines.len() - 2], format!("moves: d1 {black}"));
    assert_eq!(
        lines.last().unwrap(),
        &"result: abandoned (you quit after 2 plies)"
    );
    assert!(!stdout.contains("3. white"), "{stdout}");
}

#[test]
fn play_ends_cleanly_at_the_end_of_the_input() {
    let out = morris_with_input(&["play", "--opponent", "random", "--color", "black"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    // Black: the opponent has placed first and the board shows its man marked.
    assert!(lines.iter().any(|l| l.starts_with("1. white ")), "{stdout}");
    assert!(stdout.contains(']'), "the last move is marked:\n{stdout}");
    assert!(lines.contains(&"your move>"), "{stdout}");
    assert_eq!(
        lines.last().unwrap(),
        &"result: abandoned (the input ended after 1 plies)"
    );
}

#[test]
fn play_undo_and_hint() {
    // alphabeta: deterministic, so the hint is the move the opponent would make.
    let mut s = Session::start(&["play", "--opponent", "alphabeta:depth=2"]);
    s.until(|l| l == "your move>");
    s.send("undo");
    assert_eq!(s.line(), "error: nothing to undo: you have not moved yet");
    s.until(|l| l == "your move>");
    s.send("d1");
    let lines = s.until(|l| l == "your move>");
    let reply = lines
        .iter()
        .find_map(|l| l.strip_prefix("2. black "))
        .expect("a reply")
        .split_whitespace()
        .next()
        .unwrap()
        .to_string();
    assert!(
        lines.iter().any(|l| l == &format!("last: black {reply}")),
        "{lines:?}"
    );
    s.send("undo");
    let lines = s.until(|l| l == "your move>");
    assert_eq!(lines[0], format!("took back: d1 {reply} (2 decisions)"));
    assert!(
        lines.iter().any(|l| l.starts_with(
            "white 0 on board, 9 in hand; black 0 on board, 9 in hand; white to place"
        )),
        "{lines:?}"
    );
    // Play into a mill and ask for a hint for the capture.
    let mut game = Game::new(standard());
    let mut rng = Lcg(3);
    let hint = loop {
        s.send("hint");
        let line = s.line();
        let token = line
            .strip_prefix("hint: ")
            .unwrap_or_else(|| panic!("{line}"))
            .split_whitespace()
            .next()
            .unwrap()
            .to_string();
        assert!(legal_tokens(&game).contains(&token), "{line}");
        assert_eq!(s.line(), "your move>");
        if token.starts_with('x') || game.actions().len() > 14 {
            break token;
        }
        let legal = legal_tokens(&game);
        let mine = &legal[rng.pick(legal.len())];
        s.send(mine);
        for line in s.until(|l| l == "your move>" || l.starts_with("result:")) {
            if let Some((_, _, token)) = decision(&line) {
                game.play_token(&token).unwrap();
            }
        }
        assert!(!game.is_over());
    };
    // Taking the hint plays it.
    s.send(&hint);
    let n = game.actions().len() + 1;
    let line = s.until(|l| l.contains(". white "));
    assert_eq!(line.last().unwrap(), &format!("{n}. white {hint}"));
    s.send("quit");
    let lines = s.until(|l| l.starts_with("result:"));
    assert!(
        lines
            .last()
            .unwrap()
            .starts_with("result: abandoned (you quit after ")
    );
    let (_, status) = s.finish();
    assert!(status.success());
}

#[test]
fn play_refuses_a_bad_opponent_or_rules() {
    let out = morris_with_input(&["play", "--opponent", "nobody"], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("unknown player 'nobody'"),
        "{}",
        text(&out.stderr)
    );
    let out = morris_with_input(&["play", "--opponent", "random", "--rules", "nonsense"], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("unknown rules preset 'nonsense'"));
}

#[test]
fn play_on_another_board() {
    let out = morris_with_input(
        &["play", "--opponent", "random", "--rules", "three"],
        "d1\nb2\n",
    );
    let stdout = text(&out.stdout);
    assert!(stdout.contains("'d1' is not a point of the"), "{stdout}");
    assert!(
        stdout.contains("legal: a1 b1 c1 a2 b2 c2 a3 b3 c3"),
        "{stdout}"
    );
    assert!(stdout.contains("1. white b2"), "{stdout}");
    assert!(stdout.contains("   a   b   c"), "{stdout}");
}

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
fn play_capture_is_its_own_decision_with_hint_and_undo() {
    // With seed 1 the random opponent places away from d1-d2-d3, so d3 closes a mill.
    let out = morris_with_input(
        &["play", "--opponent", "random", "--seed", "1"],
        "d1\nd2\nd3\ng7\nhint\nundo\nd3\nxd1\nhint\n",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    let black: Vec<&str> = lines
        .iter()
        .filter_map(|l| l.strip_prefix("2. black ").or(l.strip_prefix("4. black ")))
        .map(|l| l.split_whitespace().next().unwrap())
        .collect();
    assert_eq!(black.len(), 2, "{stdout}");
    assert!(
        black.iter().all(|b| !["d1", "d2", "d3"].contains(b)),
        "the opponent blocked the mill; pick another seed:\n{stdout}"
    );
    let game =
        Game::from_tokens(standard(), &format!("d1 {} d2 {} d3", black[0], black[1])).unwrap();
    let captures = legal_tokens(&game);
    assert!(captures.iter().all(|t| t.starts_with('x')), "{captures:?}");
    let legal_line = format!("legal: {}", captures.join(" "));
    let i = lines
        .iter()
        .position(|l| {
            l.starts_with("error: illegal move 'g7': white closed a mill and must capture first")
        })
        .unwrap_or_else(|| panic!("{stdout}"));
    assert_eq!(lines[i + 1], legal_line);
    // The hint is one of the captures.
    let hints: Vec<&str> = lines
        .iter()
        .filter_map(|l| l.strip_prefix("hint: "))
        .collect();
    assert_eq!(hints.len(), 2, "{stdout}");
    assert!(captures.iter().any(|c| c == hints[0]), "{stdout}");
    // Undo takes back d3 alone: the person's decision, with no reply after it.
    assert!(lines.contains(&"took back: d3 (1 decision)"), "{stdout}");
    assert_eq!(
        lines
            .iter()
            .filter(|l| l.starts_with("5. white d3"))
            .count(),
        2,
        "{stdout}"
    );
    // Capturing one's own man is refused with the reason.
    assert!(
        stdout.contains(
            "error: illegal move 'xd1': the man on d1 is white's own; capture a black man"
        ),
        "{stdout}"
    );
    assert_eq!(
        lines.last().unwrap(),
        &"result: abandoned (the input ended after 5 plies)"
    );
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

/// The depth of the decision `bestmove` answered, from its `info string depth D ...` line.
fn answered_depth(lines: &[String]) -> u32 {
    lines
        .iter()
        .rev()
        .find_map(|l| l.strip_prefix("info string depth "))
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|d| d.parse().ok())
        .unwrap_or_else(|| panic!("no depth in {lines:?}"))
}

#[test]
fn engine_movetime_deepens_alphabeta_to_the_deadline() {
    let mut s = Session::start(&["engine", "--player", "alphabeta"]);
    s.send("position startpos moves d1 a1 d2");
    s.send("isready");
    assert_eq!(s.line(), "readyok");
    let sent = std::time::Instant::now();
    s.send("go movetime 200");
    let lines = s.until(|l| l.starts_with("bestmove "));
    let took = sent.elapsed();
    // 200 ms and a margin for a shared machine (the search itself stops within a millisecond
    // of its deadline: it reads the clock every 1,024 nodes; it may answer sooner, as it
    // starts no iteration after half the time).
    assert!(
        took < Duration::from_millis(350),
        "{took:?}\n{}",
        s.transcript()
    );
    // Deeper than the spec's default of 4, and each complete iteration was reported.
    let depth = answered_depth(&lines);
    assert!(depth > 4, "{}", s.transcript());
    for d in 1..depth {
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with(&format!("info depth {d} score ")) && l.contains(" pv ")),
            "no info line for depth {d}:\n{}",
            s.transcript()
        );
    }
    s.send("quit");
    assert!(s.finish().1.success());
}

#[test]
fn engine_go_infinite_searches_until_stop_and_answers_isready_meanwhile() {
    for player in ["alphabeta", "mcts"] {
        let mut s = Session::start(&["engine", "--player", player]);
        s.send("position startpos moves d1 a1");
        s.send("go infinite");
        std::thread::sleep(Duration::from_millis(400));
        s.send("isready");
        let lines = s.until(|l| l == "readyok");
        assert!(
            !lines.iter().any(|l| l.starts_with("bestmove")),
            "{player}: answered before stop:\n{}",
            s.transcript()
        );
        // Other commands wait for the search's answer, then apply in order.
        s.send("position startpos moves d1 a1 d2");
        s.send("isready");
        s.until(|l| l == "readyok");
        let stopped = std::time::Instant::now();
        s.send("stop");
        let lines = s.until(|l| l.starts_with("bestmove "));
        assert!(
            stopped.elapsed() < Duration::from_millis(250),
            "{player}: {:?} after stop:\n{}",
            stopped.elapsed(),
            s.transcript()
        );
        let token = lines.last().unwrap().strip_prefix("bestmove ").unwrap();
        let game = Game::from_tokens(standard(), "d1 a1").unwrap();
        assert!(legal_tokens(&game).contains(&token.to_string()), "{token}");
        assert!(
            !s.transcript().contains("error"),
            "{player}:\n{}",
            s.transcript()
        );
        // The queued position applied after the answer.
        s.send("go depth 1");
        let answer = s.until(|l| l.starts_with("bestmove ")).pop().unwrap();
        let game = Game::from_tokens(standard(), "d1 a1 d2").unwrap();
        let token = answer.strip_prefix("bestmove ").unwrap();
        assert!(legal_tokens(&game).contains(&token.to_string()), "{token}");
        s.send("quit");
        assert!(s.finish().1.success(), "{player}");
    }
}

#[test]
fn engine_answers_bad_go_parameters_and_a_quit_during_a_search() {
    let mut s = Session::start(&["engine", "--player", "alphabeta:depth=2"]);
    s.send("go depth x frob movetime -5 ponder");
    let lines = s.until(|l| l.starts_with("bestmove "));
    let errors: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("info string error go: "))
        .collect();
    assert_eq!(errors.len(), 4, "{}", s.transcript());
    assert!(lines.last().unwrap() != "bestmove none");
    s.send("ponderhit");
    assert!(s.line().contains("pondering is not supported"));
    // Commands piped without waiting are each answered in turn; the end of the input stops
    // the infinite search at once, answers it and exits.
    s.send("go depth 1");
    s.send("position startpos moves d1");
    s.send("go depth 1");
    s.send("go infinite");
    s.until(|l| l.starts_with("bestmove "));
    s.until(|l| l.starts_with("bestmove "));
    s.until(|l| l.starts_with("info depth "));
    let (took, rest, status) = s.quit(true);
    assert!(took < Duration::from_secs(2), "{took:?}");
    assert!(
        rest.last().is_some_and(|l| l.starts_with("bestmove ")),
        "{rest:?}"
    );
    assert!(status.success());
    // Commands queued behind a search when `quit` comes are dropped: the engine quits.
    let mut s = Session::start(&["engine", "--player", "alphabeta"]);
    s.send("go depth 64");
    s.send("go depth 1");
    s.send("d");
    s.until(|l| l.starts_with("info depth "));
    let (took, rest, status) = s.quit(false);
    assert!(took < Duration::from_secs(2), "{took:?}");
    assert_eq!(
        rest.iter().filter(|l| l.starts_with("bestmove ")).count(),
        1,
        "{rest:?}"
    );
    assert!(!rest.iter().any(|l| l.starts_with("rules ")), "{rest:?}");
    assert!(status.success());
}

/// The network the repository ships.
const NETWORK: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/models/cpu-2h");

/// `quit` or the end of the input stops any search at once and the engine exits: the search
/// answers with the best it has found (as after `stop`), within the 2 s the test allows and in
/// a few milliseconds in practice (printed, with `--nocapture`).
#[test]
fn engine_quits_at_once_whatever_it_searches() {
    let network = format!("neural:model={NETWORK}");
    let searches = [
        ("alphabeta", "go depth 64"),
        ("alphabeta", "go nodes 1000000000000"),
        ("alphabeta", "go infinite"),
        ("mcts", "go nodes 1000000000000"),
        ("mcts", "go infinite"),
        (network.as_str(), "go nodes 1000000000000"),
        (network.as_str(), "go infinite"),
    ];
    let game = Game::from_tokens(standard(), "d1 a1").unwrap();
    let mut times = Vec::new();
    for (player, go) in searches {
        for eof in [false, true] {
            let mut s = Session::start(&["engine", "--player", player]);
            s.send("position startpos moves d1 a1");
            s.send(go);
            // The search runs: its first report.
            s.until(|l| l.starts_with("info ") && l.contains(" pv "));
            let (took, rest, status) = s.quit(eof);
            let how = if eof { "the end of the input" } else { "quit" };
            eprintln!("{player}, {go}, {how}: exited after {took:?}");
            assert!(
                took < Duration::from_secs(2),
                "{player} {go} {how}: {took:?}"
            );
            assert!(status.success(), "{player} {go} {how}: {status:?}");
            let token = rest
                .last()
                .and_then(|l| l.strip_prefix("bestmove "))
                .unwrap_or_else(|| panic!("{player} {go} {how}: no bestmove in {rest:?}"));
            assert!(legal_tokens(&game).contains(&token.to_string()), "{token}");
            times.push(took);
        }
    }
    times.sort();
    eprintln!(
        "exit after quit or the end of the input: median {:?}, most {:?}",
        times[times.len() / 2],
        times[times.len() - 1]
    );
}

/// Under `go infinite` a player that grows a tree stops at its cap (`tree_mb`): its `info`
/// lines report `hashfull`, rising to about 1000; the engine says the tree is full, holds the answer
/// until `stop`, and its memory (RSS, from /proc) stays within the cap. The same cap ends a
/// `go nodes` without end, answered without `stop`.
#[test]
fn engine_searches_stay_within_their_tree_cap() {
    // 32 MiB: with its cache of answers the network's search grows its tree up to 3.5
    // times as fast in placement; 8 MiB was once full before the first `info` line on a
    // loaded machine, and 16 MiB on a fast one (2026-12-02).
    let network = format!("neural:model={NETWORK},tree_mb=32");
    // How full a tree is when its search stops, at least (per mille): a network's search
    // stops when one more round's leaves (up to 16, each with up to 624 children, two arenas
    // under tree reuse) could pass the cap: 16 * 624 * 64 bytes is 1.9% of 32 MiB.
    for (player, mib, least_full) in [("mcts:tree_mb=16", 16, 990), (network.as_str(), 32, 950)] {
        let mut s = Session::start(&["engine", "--player", player]);
        s.send("position startpos moves d1 a1");
        // First small searches, so that the network's first evaluations (libtorch's own
        // buffers, at a batch of one and at the clock's batch) are in the memory before.
        for go in ["go nodes 1", "go movetime 50"] {
            s.send(go);
            s.until(|l| l.starts_with("bestmove "));
        }
        let before = s.rss_mib();
        s.send("go infinite");
        let lines = s.until(|l| l.starts_with("info string search stopped: tree full: "));
        let hashfull: Vec<u64> = lines
            .iter()
            .filter_map(|l| l.split(" hashfull ").nth(1))
            .map(|rest| rest.split_whitespace().next().unwrap().parse().unwrap())
            .collect();
        assert!(!hashfull.is_empty(), "{player}: {lines:?}");
        assert!(
            hashfull.windows(2).all(|w| w[0] <= w[1]) && hashfull.iter().all(|&h| h <= 1000),
            "{player}: {hashfull:?}"
        );
        let note = lines.last().unwrap();
        assert!(note.ends_with(&format!(" of tree_mb={mib}")), "{note}");
        // The search has ended: the memory grows no more, and is within the cap (the rest of
        // the process, libtorch's included, was there before).
        let full = s.rss_mib();
        std::thread::sleep(Duration::from_millis(600));
        s.send("isready");
        let quiet = s.until(|l| l == "readyok");
        let after = s.rss_mib();
        eprintln!(
            "{player}: RSS {before} MiB before go infinite, {full} MiB when the tree was full, \
             {after} MiB 0.6 s later; {note}"
        );
        assert!(
            !quiet.iter().any(|l| l.starts_with("info ")),
            "{player}: {quiet:?}"
        );
        assert!(after <= full + 1, "{player}: {full} then {after} MiB");
        // 2 MiB for the search's own scratch and thread; an arena that moved as it doubled
        // (before `mcts::arena::make_room`) left its old copy resident: 25 MiB at a 16 MiB cap.
        assert!(
            full.max(after) <= before + mib + 2,
            "{player}: {before} MiB before, {full} full, {after} after, cap {mib} MiB"
        );
        s.send("stop");
        let answer = s.until(|l| l.starts_with("bestmove "));
        let last = answer.iter().find(|l| l.starts_with("info time ")).unwrap();
        let hashfull: u64 = last.split(" hashfull ").nth(1).unwrap().parse().unwrap();
        assert!(
            (least_full..=1000).contains(&hashfull),
            "{player}: {answer:?}"
        );
        assert!(
            answer
                .iter()
                .any(|l| l.starts_with("info string ") && l.contains(", tree full: ")),
            "{player}: {answer:?}"
        );
        // The note was said once, when the tree filled; `stop` does not repeat it.
        assert!(
            !answer
                .iter()
                .any(|l| l.starts_with("info string search stopped: tree full: ")),
            "{player}: {answer:?}"
        );
        // `go nodes` without end: ended by the cap and answered.
        s.send("go nodes 1000000000000");
        let answer = s.until(|l| l.starts_with("bestmove "));
        assert!(
            answer
                .iter()
                .any(|l| l.starts_with("info string search stopped: tree full: ")),
            "{player}: {answer:?}"
        );
        let (_, _, status) = s.quit(false);
        assert!(status.success());
    }
}
