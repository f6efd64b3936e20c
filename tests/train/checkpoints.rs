//! Checkpoints: an exact resume, damaged or mismatched checkpoints refused with nothing
//! deleted, a run killed while writing, a torn newest unit, and `morris train` killed
//! (SIGKILL) at several moments and resumed.

use super::{files, scratch, tiny, weights};
use morris_zero::net::checkpoint;
use morris_zero::run_dir::{CHECKPOINT, REPLAY, RunDir};
use morris_zero::train::Learner;
use std::process::Command;
use std::sync::atomic::AtomicBool;

#[test]
fn a_resumed_run_takes_the_step_the_stopped_run_would_have_taken() {
    let dir = scratch("resume");
    let mut running = Learner::new(tiny(10), &dir).unwrap();
    running.run(&AtomicBool::new(false), &mut |_| {}).unwrap();
    assert_eq!(running.step(), 10);
    let mut resumed = Learner::resume(tiny(20), &dir).unwrap();
    assert_eq!(resumed.step(), 10);
    assert_eq!(weights(&resumed), weights(&running));
    assert_eq!(resumed.buffer().len(), running.buffer().len());
    assert_eq!(resumed.progress(), running.progress());
    let on = running.train_step();
    let again = resumed.train_step();
    assert_eq!(on, again, "the same minibatch, loss and update");
    assert_eq!(weights(&resumed), weights(&running));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn damaged_or_mismatched_checkpoints_are_refused_and_nothing_is_deleted() {
    let dir = scratch("damaged");
    Learner::new(tiny(8), &dir)
        .unwrap()
        .run(&AtomicBool::new(false), &mut |_| {})
        .unwrap();
    let before = files(&dir);
    // Another network shape, then other rules: refused, naming what differs.
    let mut wider = tiny(16);
    wider.net.channels = 16;
    let err = format!("{:#}", Learner::resume(wider, &dir).err().unwrap());
    assert!(
        err.contains("net.channels") && err.contains('8') && err.contains("16"),
        "{err}"
    );
    let mut other_rules = tiny(16);
    other_rules.rules = "six".to_string();
    let err = format!("{:#}", Learner::resume(other_rules, &dir).err().unwrap());
    assert!(err.contains("rules.board"), "{err}");
    // One flipped byte in the weights: the checksum refuses it.
    let path = dir.join(CHECKPOINT.name(8));
    let mut bytes = std::fs::read(&path).unwrap();
    let last = bytes.len() - 10;
    bytes[last] ^= 0x40;
    std::fs::write(&path, &bytes).unwrap();
    let err = format!("{:#}", Learner::resume(tiny(16), &dir).err().unwrap());
    assert!(
        err.contains("step-00000008") && err.contains("damaged"),
        "{err}"
    );
    // Truncated: refused too.
    std::fs::write(&path, &bytes[..bytes.len() / 2]).unwrap();
    let err = format!("{:#}", Learner::resume(tiny(16), &dir).err().unwrap());
    assert!(
        err.contains("step-00000008") && err.contains("not a readable checkpoint"),
        "{err}"
    );
    assert_eq!(files(&dir), before, "nothing deleted or added");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_run_killed_while_writing_a_checkpoint_resumes_from_the_previous_one() {
    let dir = scratch("killed");
    Learner::new(tiny(8), &dir)
        .unwrap()
        .run(&AtomicBool::new(false), &mut |_| {})
        .unwrap();
    // What a kill during the write of step 16 leaves: half a temporary file.
    let complete = std::fs::read(dir.join(CHECKPOINT.name(8))).unwrap();
    let partial = dir.join(format!("{}.tmp", CHECKPOINT.name(16)));
    std::fs::write(&partial, &complete[..complete.len() / 3]).unwrap();
    let resumed = Learner::resume(tiny(16), &dir).unwrap();
    assert_eq!(resumed.step(), 8);
    assert!(!partial.exists(), "what the kill left is removed");
    assert!(
        resumed
            .resume_report()
            .iter()
            .any(|l| l.contains("removed")),
        "{:?}",
        resumed.resume_report()
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A unit whose replay file does not match its checkpoint is passed over, saying why, and
/// the one before is loaded; the damaged unit's files are kept aside (`.passed-over`), and
/// the resumed run, writing that step again, leaves them as they were.
#[test]
fn a_torn_newest_unit_falls_back_to_the_one_before() {
    let dir = scratch("torn");
    Learner::new(tiny(16), &dir)
        .unwrap()
        .run(&AtomicBool::new(false), &mut |_| {})
        .unwrap();
    // The units kept: the evaluation's best at step 12, and step 16.
    let steps: Vec<u64> = CHECKPOINT.list(&dir).iter().map(|c| c.0).collect();
    let [before, newest] = steps[..] else {
        panic!("{steps:?}")
    };
    let replay = dir.join(REPLAY.name(newest));
    let mut bytes = std::fs::read(&replay).unwrap();
    bytes.truncate(bytes.len() - 7);
    std::fs::write(&replay, &bytes).unwrap();
    let newest_checkpoint = std::fs::read(dir.join(CHECKPOINT.name(newest))).unwrap();
    let mut resumed = Learner::resume(tiny(24), &dir).unwrap();
    assert_eq!(resumed.step(), before);
    let saved = checkpoint::load(&dir.join(CHECKPOINT.name(before))).unwrap();
    assert_eq!(resumed.buffer().len(), saved.meta.replay.unwrap().positions);
    let report = resumed.resume_report().join("\n");
    assert!(
        report.contains("passed over") && report.contains(&REPLAY.name(newest)),
        "{report}"
    );
    assert!(
        report.contains(&format!("resumed from step {before}")),
        "{report}"
    );
    let aside = |name: String| dir.join(format!("{name}.passed-over"));
    assert!(!replay.exists() && !dir.join(CHECKPOINT.name(newest)).exists());
    assert_eq!(std::fs::read(aside(REPLAY.name(newest))).unwrap(), bytes);
    assert!(report.contains("passed-over aside"), "{report}");
    resumed.run(&AtomicBool::new(false), &mut |_| {}).unwrap();
    assert!(
        dir.join(CHECKPOINT.name(newest)).exists(),
        "the step written again"
    );
    assert_eq!(
        std::fs::read(aside(CHECKPOINT.name(newest))).unwrap(),
        newest_checkpoint
    );
    // The newest unit torn where an earlier resume's aside has its name: the new aside gets
    // a number, the earlier one stays as it was.
    let (last, _) = *CHECKPOINT.list(&dir).last().unwrap();
    let earlier = aside(CHECKPOINT.name(last));
    if !earlier.exists() {
        std::fs::write(&earlier, b"an earlier aside").unwrap();
    }
    let earlier_bytes = std::fs::read(&earlier).unwrap();
    let last_checkpoint = std::fs::read(dir.join(CHECKPOINT.name(last))).unwrap();
    std::fs::write(dir.join(REPLAY.name(last)), b"torn").unwrap();
    Learner::resume(tiny(24), &dir).unwrap();
    let second = dir.join(format!("{}.passed-over.2", CHECKPOINT.name(last)));
    assert_eq!(std::fs::read(second).unwrap(), last_checkpoint);
    assert_eq!(std::fs::read(&earlier).unwrap(), earlier_bytes);
    // With every unit torn, nothing is left to resume from: refused, each named.
    let left = CHECKPOINT.list(&dir);
    for (step, _) in &left {
        let _ = std::fs::remove_file(dir.join(REPLAY.name(*step)));
    }
    let err = format!("{:#}", Learner::resume(tiny(24), &dir).err().unwrap());
    assert!(
        left.iter()
            .all(|(step, _)| err.contains(&CHECKPOINT.name(*step))),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The real thing: `morris train` killed (SIGKILL) at several moments, then resumed.
#[test]
#[allow(clippy::too_many_lines)] // one scenario, read top to bottom
fn the_command_survives_being_killed_and_resumes() {
    let dir = scratch("cli");
    let run = |extra: &[&str]| {
        let mut args = vec![
            "train",
            "--config",
            "tiny",
            "--checkpoint-dir",
            dir.to_str().unwrap(),
            "--run",
            "t",
            "--set",
            "max_steps=400",
            "--set",
            "eval.games=0",
        ];
        args.extend_from_slice(extra);
        Command::new(env!("CARGO_BIN_EXE_morris"))
            .args(&args)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap()
    };
    let mut child = run(&[]);
    std::thread::sleep(std::time::Duration::from_millis(2500));
    child.kill().unwrap();
    child.wait().unwrap();
    for delay in [1300, 1700, 2100] {
        let run_dir = dir.join("t");
        if CHECKPOINT.list(&run_dir).is_empty() {
            continue;
        }
        let mut child = run(&["--resume"]);
        std::thread::sleep(std::time::Duration::from_millis(delay));
        child.kill().unwrap();
        child.wait().unwrap();
        for (_, path) in CHECKPOINT.list(&run_dir) {
            checkpoint::load(&path).unwrap_or_else(|e| panic!("after a kill: {e}"));
        }
    }
    let out = Command::new(env!("CARGO_BIN_EXE_morris"))
        .args([
            "train",
            "--checkpoint-dir",
            dir.to_str().unwrap(),
            "--run",
            "t",
            "--resume",
            "--set",
            "max_steps=40",
            "--set",
            "eval.games=0",
        ])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(text.contains("stopped (reached max_steps)"), "{text}");
    // A fresh run into the same directory is refused rather than overwriting it.
    let out = Command::new(env!("CARGO_BIN_EXE_morris"))
        .args([
            "train",
            "--config",
            "tiny",
            "--checkpoint-dir",
            dir.to_str().unwrap(),
            "--run",
            "t",
        ])
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("--resume"));
    // So it is where the checkpoints are gone but the best network is there, asked with
    // --resume-if-any too (which finds no checkpoint to resume): the network stays.
    let held = RunDir::new(dir.join("t"));
    let best = held.best();
    std::fs::write(&best, b"the best network").unwrap();
    for (_, path) in held.checkpoints() {
        std::fs::remove_file(path).unwrap();
    }
    for extra in [None, Some("--resume-if-any")] {
        let out = Command::new(env!("CARGO_BIN_EXE_morris"))
            .args(["train", "--config", "tiny", "--checkpoint-dir"])
            .args([dir.to_str().unwrap(), "--run", "t"])
            .args(extra)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            !out.status.success() && err.contains("best.safetensors"),
            "{err}"
        );
        assert_eq!(std::fs::read(&best).unwrap(), b"the best network");
    }
    // A threshold out of range is named, and nothing is started.
    let out = Command::new(env!("CARGO_BIN_EXE_morris"))
        .args(["train", "--config", "tiny", "--checkpoint-dir"])
        .arg(dir.to_str().unwrap())
        .args(["--run", "bad", "--set", "selfplay.resign_threshold=1.5"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        !out.status.success() && err.contains("resign_threshold must be in [0, 1)"),
        "{err}"
    );
    assert!(!dir.join("bad").exists());
    std::fs::remove_dir_all(&dir).unwrap();
}
