//! `morris play`: whole games against `random` as either colour, bad input answered with the
//! reason and the legal moves, the end of the input, `undo` and `hint`, captures as their own
//! decision, refused opponents and rules, and another board.

use super::{Lcg, Session, legal_tokens, standard, text};
use crate::common::morris_with_input;
use morris_zero::game::{Color, Game};

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
