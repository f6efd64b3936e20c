//! Helpers shared by the tests that run the `morris` binary.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `morris ARGS`: whether it succeeded, its standard output and its standard error.
pub fn morris(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_morris"))
        .args(args)
        .output()
        .expect("run morris");
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    let errors = String::from_utf8_lossy(&out.stderr).to_string();
    (out.status.success(), text, errors)
}

/// Runs `morris ARGS` with all of `input` on its standard input at once.
pub fn morris_with_input(args: &[&str], input: &str) -> Output {
    morris_with_bytes(args, input.as_bytes())
}

/// `morris ARGS` with `input` (any bytes) on its standard input.
pub fn morris_with_bytes(args: &[&str], input: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_morris"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run morris");
    let mut stdin = child.stdin.take().expect("a pipe");
    stdin.write_all(input).expect("input written");
    drop(stdin);
    child.wait_with_output().expect("morris ends")
}

/// What a network player's decisions in a match counted (its `MatchEvent::Decision`s): how
/// many began with kept visits (tree reuse), and each one's new simulations.
#[derive(Default)]
pub struct NewSimulations {
    pub kept: usize,
    most: u64,
    full: usize,
}

impl NewSimulations {
    pub fn see(&mut self, event: &morris_zero::arena::MatchEvent) {
        if let morris_zero::arena::MatchEvent::Decision { choice, .. } = event
            && let Some(analysis) = &choice.analysis
        {
            self.kept += usize::from(analysis.nodes > choice.nodes);
            self.most = self.most.max(choice.nodes);
            self.full += usize::from(choice.nodes == 16);
        }
    }

    /// Each decision counted its 16 new simulations, kept visits or not; fewer only where
    /// every move of its root was finished or proven (the decision ends there): none above
    /// 16, most at 16.
    pub fn check_sixteen(&self, clock: &morris_zero::arena::SideClock) {
        assert_eq!(self.most, 16);
        assert!(
            self.full * 2 > clock.decisions as usize && clock.nodes <= 16 * clock.decisions,
            "{} of {} decisions ran 16 simulations, {} in all",
            self.full,
            clock.decisions,
            clock.nodes
        );
    }
}

/// Builds the whole game's tables of `rules` into `dir` with `morris tablebase build
/// --whole` (seconds for six and three men's morris).
pub fn build_whole(rules: &str, dir: &str) {
    let (ok, text, errors) = morris(&[
        "tablebase",
        "build",
        "--rules",
        rules,
        "--whole",
        "--dir",
        dir,
        "--quiet",
    ]);
    assert!(ok, "{text}{errors}");
}
