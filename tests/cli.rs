//! The command line is a contract other tools script against: these tests run the real
//! binary and check its output lines and exit codes.

use std::io::Write;
use std::process::{Command, Output, Stdio};

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
    let mut child = Command::new(env!("CARGO_BIN_EXE_morris"))
        .args(["legal", "--stdin"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"-\nd1 a1 d2 a4 d3\nd1 d1\nd1 a1 d2 a4 d3 xa1\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4, "{text}");
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
