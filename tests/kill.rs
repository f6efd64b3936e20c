//! The kill harness: training is killed (SIGKILL) at every phase of a checkpoint, aimed by
//! watching for its files (every atomic write pauses before its rename when
//! `MORRIS_WRITE_PAUSE_MS` is set), then resumed. The resumed run must load the replay buffer
//! of the step it loaded, reach the same final step, and leave no temporary or orphan file.
//! SIGTERM (preemption) saves the step reached and stops. Later long-running jobs (the
//! parallel pipeline, tablebase builds) reuse `kill_when` and `assert_clean`.

use morris_zero::net::checkpoint;
use morris_zero::run_dir::{CHECKPOINT, REPLAY};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("morris-kill-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// The parallel pipeline with 4 self-play workers.
const PIPELINE: [&str; 4] = [
    "--set",
    "deterministic=false",
    "--set",
    "pipeline.workers=4",
];

/// `morris train` on the tiny preset (checkpoints every 8 steps, the last 2 kept) in `dir`.
fn train(dir: &Path, extra: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_morris"));
    command
        .args(["train", "--checkpoint-dir"])
        .arg(dir)
        .args(["--run", "t", "--set", "eval.games=0"])
        .args(extra);
    command
}

/// Starts `command` and kills it (SIGKILL) as soon as `trigger` holds (polled every 2 ms);
/// panics if the process ends first or nothing happens within a minute.
fn kill_when(mut command: Command, trigger: &dyn Fn() -> bool) {
    let mut child: Child = command
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let start = Instant::now();
    while !trigger() {
        assert!(
            child.try_wait().unwrap().is_none(),
            "the run ended before the kill"
        );
        assert!(start.elapsed() < Duration::from_secs(60), "no trigger");
        std::thread::sleep(Duration::from_millis(2));
    }
    child.kill().unwrap();
    child.wait().unwrap();
}

/// No temporary file, and every replay file belongs to a checkpoint.
fn assert_clean(run: &Path) {
    let steps: Vec<u64> = CHECKPOINT.list(run).iter().map(|c| c.0).collect();
    for entry in std::fs::read_dir(run).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        assert!(
            Path::new(&name).extension().is_none_or(|e| e != "tmp"),
            "{name} left behind"
        );
        if name.starts_with("replay-") {
            assert!(
                steps.iter().any(|&s| REPLAY.name(s) == name),
                "orphan {name} (checkpoints {steps:?})"
            );
        }
    }
}

fn succeed(mut command: Command) -> String {
    let out: Output = command.output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The step a resumed run loaded, and the positions of the replay buffer it said it loaded
/// from which file.
fn resumed_from(stdout: &str) -> (u64, String, usize) {
    let line = stdout
        .lines()
        .find(|l| l.starts_with("resumed from step "))
        .unwrap_or_else(|| panic!("no resume line in {stdout}"));
    let step = line["resumed from step ".len()..]
        .split(' ')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    let file = line
        .split("replay buffer ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .unwrap_or_else(|| panic!("{line}"))
        .to_string();
    let positions = line
        .rsplit('(')
        .next()
        .and_then(|rest| rest.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{line}"));
    (step, file, positions)
}

#[test]
fn a_run_killed_at_every_phase_of_a_checkpoint_resumes_exactly() {
    // (what the kill is aimed at, the file whose appearance triggers it, the step resumed)
    let phases = [
        ("before step 16's unit", CHECKPOINT.name(8), 8),
        (
            "during step 16's replay file",
            format!("{}.tmp", REPLAY.name(16)),
            8,
        ),
        (
            "during step 16's checkpoint file",
            format!("{}.tmp", CHECKPOINT.name(16)),
            8,
        ),
        ("after step 16's unit", CHECKPOINT.name(16), 16),
    ];
    // The alternating loop, and the parallel pipeline with 4 self-play workers.
    for (phase, trigger, expected, mode) in phases
        .iter()
        .flat_map(|(p, t, e)| [[].as_slice(), PIPELINE.as_slice()].map(|m| (p, t, *e, m)))
    {
        let phase = format!("{phase} ({mode:?})");
        let dir = scratch(trigger);
        let run = dir.join("t");
        let mut command = train(&dir, &["--config", "tiny", "--set", "max_steps=24"]);
        command.args(mode);
        command.env("MORRIS_WRITE_PAUSE_MS", "300");
        let watched = run.join(trigger);
        kill_when(command, &|| watched.exists());
        let loaded = checkpoint::load(&run.join(CHECKPOINT.name(expected)))
            .unwrap_or_else(|e| panic!("{phase}: {e}"));
        let stdout = succeed(train(&dir, &["--resume", "--set", "max_steps=24"]));
        let (step, file, positions) = resumed_from(&stdout);
        assert_eq!(step, expected, "{phase}: {stdout}");
        let replay = loaded.meta.replay.expect("a replay file is named");
        assert!(file.ends_with(&replay.file), "{phase}: {file}");
        assert_eq!(
            positions, replay.positions,
            "{phase}: the buffer of that step"
        );
        assert!(
            stdout.contains("stopped (reached max_steps) at step 24"),
            "{phase}: {stdout}"
        );
        let steps: Vec<u64> = CHECKPOINT.list(&run).iter().map(|c| c.0).collect();
        assert_eq!(steps, [16, 24], "{phase}");
        assert_clean(&run);
        assert_eq!(
            stdout.matches("checkpoint step 24:").count(),
            1,
            "{phase}: told once: {stdout}"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

#[test]
fn sigterm_saves_the_step_reached_and_resume_continues_from_it() {
    for mode in [[].as_slice(), PIPELINE.as_slice()] {
        sigterm_in(mode);
    }
}

fn sigterm_in(mode: &[&str]) {
    let dir = scratch(&format!("sigterm{}", mode.len()));
    let run = dir.join("t");
    let child = train(&dir, &["--config", "tiny", "--set", "max_steps=100000"])
        .args(mode)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let start = Instant::now();
    while !run.join(CHECKPOINT.name(16)).exists() {
        assert!(start.elapsed() < Duration::from_secs(60), "no checkpoint");
        std::thread::sleep(Duration::from_millis(5));
    }
    // The shell's own `kill`, so that no procps is needed.
    let status = Command::new("sh")
        .args(["-c", &format!("kill -TERM {}", child.id())])
        .status()
        .unwrap();
    assert!(status.success());
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{:?}", out.status);
    let stdout = String::from_utf8(out.stdout).unwrap();
    let stopped: u64 = stdout
        .split("stopped (interrupted) at step ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{stdout}"));
    assert!(stopped >= 16, "{stdout}");
    assert_eq!(CHECKPOINT.list(&run).last().unwrap().0, stopped);
    assert_clean(&run);
    // The printed command resumes the run as it is.
    let line = stdout
        .lines()
        .find(|l| l.starts_with("resume with: morris "))
        .unwrap();
    let words: Vec<&str> = line["resume with: morris ".len()..].split(' ').collect();
    let mut again = Command::new(env!("CARGO_BIN_EXE_morris"));
    again.args(&words).args([
        "--set",
        &format!("max_steps={}", stopped + 8),
        "--set",
        "eval.games=0",
    ]);
    let stdout = succeed(again);
    assert_eq!(resumed_from(&stdout).0, stopped, "{stdout}");
    assert!(
        stdout.contains(&format!("at step {}", stopped + 8)),
        "{stdout}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
