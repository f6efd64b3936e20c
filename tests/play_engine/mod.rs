//! `morris play` and `morris engine` driven through pipes, as a person's terminal or a GUI
//! would: the test keeps its own game in step with what the binary says and checks every
//! move it reports against the rules engine. By concern: `play` (whole games, bad input, undo
//! and hint), `engine` (the protocol, whole games, bad positions, positions as text) and
//! `search` (the engine's searches: time, `go infinite` and `stop`, quitting mid-search, the
//! tree cap). The session and helpers below are theirs.

mod engine;
mod play;
mod search;

use morris_zero::game::{Game, Rules};
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
