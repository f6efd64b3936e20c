//! Helpers shared by the tests that run the `morris` binary.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `morris ARGS` with all of `input` on its standard input at once.
pub fn morris_with_input(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_morris"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run morris");
    let mut stdin = child.stdin.take().expect("a pipe");
    stdin.write_all(input.as_bytes()).expect("input written");
    drop(stdin);
    child.wait_with_output().expect("morris ends")
}
