//! The command line is a contract other tools script against: these tests run the real
//! binary and check its output lines and exit codes.

use crate::common::{morris_with_bytes, morris_with_input};
use std::process::{Command, Output};

fn morris(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_morris"))
        .args(args)
        .output()
        .expect("run morris")
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn perft_prints_its_count_last() {
    let out = morris(&["perft", "--depth", "3"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out).lines().last(), Some("perft 3 12144"));
    let out = morris(&[
        "perft",
        "--depth",
        "2",
        "--bulk",
        "--moves",
        "d1 a1 d2 a4 d3",
    ]);
    assert_eq!(stdout(&out), "perft 2 40\n");
}

#[test]
fn perft_divide_lists_each_first_action() {
    let out = morris(&[
        "perft",
        "--depth",
        "2",
        "--divide",
        "--moves",
        "d1 a1 d2 a4 d3",
    ]);
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines, ["xa1 20", "xa4 20", "perft 2 40"]);
}

#[test]
fn legal_lists_actions_or_the_result() {
    let out = morris(&["legal", "--moves", "d1 a1 d2 a4 d3"]);
    assert_eq!(stdout(&out), "xa1 xa4\n");
    // Three men's morris: White's mill a1-b2-c3 captures; Black, left with two men, has lost.
    let out = morris(&["legal", "--rules", "three", "--moves", "a1 a2 b2 a3 c3 xa2"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        "result: white (black has fewer than three men)\n"
    );
}

#[test]
fn bad_input_is_an_error_naming_it() {
    let out = morris(&["legal", "--moves", "d1 d1"]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(
        err.contains("move 2") && err.contains("illegal move 'd1'") && err.contains("a1 g1 b2"),
        "{err}"
    );
    let out = morris(&["perft", "--depth", "1", "--moves", "d1 zz9"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("'zz9' is not a point"),
        "{}",
        stderr(&out)
    );
    let out = morris(&["legal", "--rules", "nonsense"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("unknown rules preset 'nonsense'"),
        "{}",
        stderr(&out)
    );
    let dir = std::env::temp_dir().join(format!("morris-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("broken.toml");
    std::fs::write(&file, "pieces = \"nine\"\n").unwrap();
    let out = morris(&["legal", "--rules", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("pieces"), "{}", stderr(&out));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn legal_stdin_answers_one_line_per_line() {
    let out = morris_with_bytes(
        &["legal", "--stdin"],
        b"-\nd1 a1 d2 a4 d3\nd1 d1\nd1 a1 d2 a4 d3 xa1\nd1 \xff\n-\n",
    );
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 6, "{text}");
    assert!(lines[4].starts_with("error: "), "{}", lines[4]);
    assert_eq!(lines[5], lines[0]);
    assert_eq!(lines[0].split(' ').count(), 24);
    assert_eq!(lines[1], "xa1 xa4");
    assert!(
        lines[2].starts_with("error: ") && lines[2].contains("'d1'"),
        "{}",
        lines[2]
    );
    assert_eq!(lines[3].split(' ').count(), 20, "24 points less 4 men");
    // One bad line makes the whole run fail, after answering every line.
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn info_names_the_versions() {
    let out = morris(&["info"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.contains(&format!("morris-zero {}", env!("CARGO_PKG_VERSION"))),
        "{text}"
    );
    assert!(text.contains("libtorch 2.11"), "{text}");
    assert!(text.contains("cuda available: "), "{text}");
}

/// Endgames written by hand, each in the notations that fit its board, with the rules, the
/// moves that reach it and a perft depth. No position of the count can occur a third time
/// (that takes eight plies after the last capture), so the history the moves leave does not
/// change it.
const ENDGAMES: &[(&str, &str, &[&str], &str)] = &[
    (
        "standard",
        "a1 c3 d1 e3 g1 xc3 c3 a4 c5 a7 xc5 e5 g4 c5 g7 xc5 b2 d7 xb2 f2 b4 b2 \
         d7-d6 e5-e4 d6-d7 xe4 e3-e4 d7-d6 e4-e3 d6-d7 xe3 c3-d6 b4-c4 d6-e4",
        &[
            "white a1 d1 g1 a4 c4 g4 a7 d7 g7 | black b2 f2 e4 | white to move | quiet 3 | ply 34",
            "**@***O*/***@*@**/OOOOOOOO w m s 9 0 3 0 0 0 -1 -1 -1 -1 0 3 18",
        ],
        "4",
    ),
    (
        "alquerque",
        "a1 c3 d1 e3 g1 xc3 c3 a4 c5 a7 xc5 e5 g4 c5 g7 xc5 b2 d7 xb2 f2 b4 b2 d7-d6 e5-e4",
        &[
            "white a1 d1 g1 a4 b4 g4 d6 a7 g7 | black b2 f2 c3 e3 e4 | white to move | ban white d6-d7 | quiet 2",
            "**@@*@**/O**@*@O*/*OOOOOOO w m s 9 0 5 0 0 0 24 16 0 0 0 2 13",
        ],
        "4",
    ),
    (
        "six",
        "a1 c2 c1 c4 e1 xc2 b3 a3 d3 a5 xd3 c2 e3 d3 e3-e5 c4-d4 a5-c5",
        &["white a1 c1 e1 a3 c5 e5 | black c2 b3 d3 d4 | black to move | quiet 3"],
        "5",
    ),
    (
        "three",
        "b2 a1 a3 c1 b1 b3 a3-a2 b3-a3",
        &["white b1 a2 b2 | black a1 c1 a3 | white to move | quiet 2"],
        "5",
    ),
];

#[test]
fn perft_from_a_position_agrees_with_the_moves_that_reach_it() {
    for &(rules, moves, positions, depth) in ENDGAMES {
        let run = |command: &str, args: &[&str], input: &str| {
            let out = morris_with_input(&[&[command, "--rules", rules][..], args].concat(), input);
            assert!(out.status.success(), "{args:?}: {}", stderr(&out));
            stdout(&out)
        };
        let perft = |depth: &str, start: &[&str]| {
            run("perft", &[&["--depth", depth][..], start].concat(), "")
        };
        let by_moves = perft(depth, &["--moves", moves]);
        assert!(
            by_moves.starts_with(&format!("perft {depth} ")),
            "{by_moves}"
        );
        for &position in positions {
            assert_eq!(
                perft(depth, &["--position", position]),
                by_moves,
                "{position}"
            );
        }
        // The hand-written text is the engine's own; every notation has the same legal moves.
        let shown = run("show", &["--moves", moves], "");
        assert!(
            shown.contains(&format!("\nposition: {}\n", positions[0])),
            "{shown}"
        );
        let lines = format!("{moves}\n{}\n", positions.join("\n"));
        let legal = run("legal", &["--stdin"], &lines);
        let answers: Vec<&str> = legal.lines().collect();
        assert_eq!(answers.len(), 1 + positions.len(), "{legal}");
        assert!(answers.iter().all(|&a| a == answers[0]), "{legal}");
        // Moves after a position count as after the moves that reach it.
        if rules == "standard" {
            let first = answers[0].split(' ').next().unwrap();
            assert_eq!(
                perft("3", &["--position", positions[1], "--moves", first]),
                perft("3", &["--moves", &format!("{moves} {first}")]),
            );
        }
    }
}

#[test]
fn legal_stdin_reads_positions_and_moves_after_them() {
    let fen = "@@******/**@*****/***O*O*O w m s 3 0 3 0 0 0 -1 -1 -1 -1 0 0 1";
    let input = format!(
        "white hand 9 | black hand 9 | white to place moves d1 a1 d2 a4 d3\n{fen}\n\
         {fen} moves a1-d1\nwhite a1 | black b2 | white to move\n"
    );
    let out = morris_with_input(&["legal", "--stdin"], &input);
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "xa1 xa4");
    assert_eq!(
        lines[1],
        stdout(&morris(&["legal", "--position", fen])).trim_end()
    );
    // White's three men flying: three men times 18 empty points.
    assert_eq!(lines[1].split(' ').count(), 3 * 18, "{}", lines[1]);
    assert_eq!(
        lines[2].split(' ').count(),
        3 * 18,
        "black flies too: {}",
        lines[2]
    );
    assert!(
        lines[3].starts_with("error: cannot read the position: men: both sides"),
        "{}",
        lines[3]
    );
    assert_eq!(out.status.code(), Some(1));
    let out = morris(&["perft", "--depth", "1", "--position", "white a1 | black"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("cannot read the position: turn: missing"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn evaluate_and_match_start_from_positions() {
    let dir = std::env::temp_dir().join(format!("morris-cli-openings-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let endgame = ENDGAMES[0].2[0];
    let file = dir.join("openings.txt");
    std::fs::write(
        &file,
        format!("# an endgame, the same with a move played, and moves from the start\n{endgame}\n{} moves d1-d2\n\nd1 a1 d2\n", ENDGAMES[0].2[1]),
    )
    .unwrap();
    let report = dir.join("report.json");
    let out = morris(&[
        "evaluate",
        "--player",
        "random",
        "--opponent",
        "greedy",
        "--games",
        "6",
        "--threads",
        "2",
        "--opening-file",
        file.to_str().unwrap(),
        "--out",
        report.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&report).unwrap()).unwrap();
    let games = json["games"].as_array().unwrap();
    for pair in 0..2 {
        for game in &games[2 * pair..2 * pair + 2] {
            assert_eq!(game["position"], endgame, "{game}");
            assert_eq!(game["opening_plies"], pair);
        }
    }
    assert_eq!(games[2]["moves"][0], "d1-d2");
    assert!(games[4].get("position").is_none());
    assert_eq!(
        games[4]["moves"].as_array().unwrap()[..3],
        ["d1", "a1", "d2"]
    );
    std::fs::write(&file, "d1 a1\nwhite a1 | black\n").unwrap();
    let out = morris(&[
        "evaluate",
        "--player",
        "random",
        "--opponent",
        "random",
        "--games",
        "2",
        "--opening-file",
        file.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("openings.txt:2: cannot read the position: turn: missing"),
        "{}",
        stderr(&out)
    );
    std::fs::remove_dir_all(&dir).unwrap();

    let out = morris(&[
        "match",
        "--white",
        "greedy",
        "--black",
        "random",
        "--position",
        endgame,
        "--moves",
        "d1-d2",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.contains(&format!("\nposition: {endgame}\nopening: d1-d2\n")),
        "{text}"
    );
}

/// `bench selfplay` in the pipeline's shape: two workers with two batches in flight each,
/// answered by two inference threads, report their moves and evaluations and the ratio to
/// the raw forward rate; the stand-in has no inference threads to set.
#[test]
fn bench_selfplay_runs_the_pipelines_shape() {
    let out = morris(&[
        "bench",
        "selfplay",
        "--config",
        "tiny",
        "--device",
        "cpu",
        "--seconds",
        "1",
        "--workers",
        "2",
        "--in-flight",
        "2",
        "--inference-threads",
        "2",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.contains("pipeline: 2 workers x 4 games, 2 batches in flight per worker, 2 inference threads, f32"),
        "{text}"
    );
    let moves: f64 = text
        .lines()
        .find_map(|l| l.strip_prefix("self-play: "))
        .and_then(|l| l.split(" moves (").nth(1))
        .and_then(|l| l.split("/s)").next())
        .and_then(|r| r.parse().ok())
        .unwrap_or_else(|| panic!("no moves/s in {text}"));
    assert!(moves > 0.0, "{text}");
    let ratio: f64 = text
        .lines()
        .last()
        .and_then(|l| l.strip_prefix("ratio "))
        .and_then(|r| r.parse().ok())
        .unwrap_or_else(|| panic!("no ratio last in {text}"));
    assert!(ratio > 0.0, "{text}");
    let out = morris(&[
        "bench",
        "selfplay",
        "--stand-in",
        "10",
        "--inference-threads",
        "2",
    ]);
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("cannot be used with"),
        "{}",
        stderr(&out)
    );
}

/// A preset's name is the preset, whatever file of that name the current directory holds.
#[test]
fn a_presets_name_is_the_preset_whatever_the_directory_holds() {
    let dir = std::env::temp_dir().join(format!("morris-cli-preset-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("three"), "board = \"six\"\npieces = 6\n").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_morris"))
        .args(["perft", "--rules", "three", "--depth", "1"])
        .current_dir(&dir)
        .output()
        .unwrap();
    assert_eq!(
        stdout(&out).lines().last(),
        Some("perft 1 9"),
        "{}",
        stderr(&out)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
