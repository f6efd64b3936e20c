//! `morris engine`'s searches: `go movetime` deepening to the deadline, `go infinite` until
//! `stop`, bad `go` parameters, `quit` or the end of the input during any search, and the
//! tree cap (`tree_mb`) that bounds a search's memory.

use super::{Session, legal_tokens, standard};
use morris_zero::game::Game;
use std::time::Duration;

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
