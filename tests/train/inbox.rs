//! A learner that trains on games played elsewhere (`morris train --games-from`): stale games
//! dropped, each file taken once by its ledger, and a restarted learner clearing what its
//! ledger lists.

use super::{scratch, tiny};
use morris_zero::run_dir::{CHECKPOINT, PUBLISHED, RunDir};
use morris_zero::train::{Learner, StopReason};
use std::path::Path;
use std::process::Command;
use std::sync::atomic::AtomicBool;

/// The learner of a distributed run without Ray: `morris train --games-from` takes the record
/// files that `morris selfplay --follow` writes with the weights it publishes, drops games of
/// weights more than `max_lag_versions` publications old, and keeps a ledger of every file,
/// each taken once; the follower takes newer weights up as they are published.
#[test]
fn a_learner_trains_on_games_played_elsewhere_and_drops_stale_ones() {
    use std::time::{Duration, Instant};
    let dir = std::env::temp_dir().join(format!("morris-learner-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let (inbox, out) = (dir.join("inbox"), dir.join("out"));
    // A damaged delivery is set aside with a ledger line; the run goes on.
    std::fs::create_dir_all(&inbox).unwrap();
    std::fs::write(inbox.join("0000-damaged.json"), "not a record file").unwrap();
    let (mut learner, mut follower) = learner_and_follower(&dir, &inbox, &out);
    let versions = record_versions;
    let published = |min: u64| published_at_least(&dir.join("L").join("published"), min);
    let (mut held, mut delivered, mut seen_versions) = (None, Vec::new(), Vec::new());
    let started = Instant::now();
    while learner.try_wait().unwrap().is_none() {
        assert!(
            started.elapsed() < Duration::from_secs(120),
            "the learner finishes"
        );
        let mut files: Vec<_> = std::fs::read_dir(&out)
            .into_iter()
            .flatten()
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "json"))
            .collect();
        files.sort();
        for file in files {
            let name = file.file_name().unwrap().to_string_lossy().into_owned();
            // The first file (version 0) is held back until the learner has gone 5
            // publications on: then its games are stale.
            if held.is_none() {
                held = Some((format!("held-{name}"), versions(&file)));
                std::fs::rename(&file, dir.join("held.json")).unwrap();
                continue;
            }
            seen_versions.extend(versions(&file));
            let name = format!("{:04}-{name}", delivered.len());
            std::fs::rename(&file, inbox.join(&name)).unwrap();
            delivered.push(name);
        }
        if published(24) && dir.join("held.json").exists() {
            let (name, _) = held.as_ref().unwrap();
            std::fs::rename(dir.join("held.json"), inbox.join(name)).unwrap();
            delivered.push(name.clone());
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    follower.kill().unwrap();
    follower.wait().unwrap();
    assert!(learner.wait().unwrap().success());
    assert!(dir.join("L").join(CHECKPOINT.name(40)).exists());
    assert!(
        seen_versions.iter().any(|&v| v >= 4),
        "the follower took newer weights up: {seen_versions:?}"
    );
    let ledger = read_ledger(&dir.join("L/external-ledger.jsonl"));
    let names: Vec<&str> = ledger.iter().map(|l| l["file"].as_str().unwrap()).collect();
    let unique: std::collections::BTreeSet<&&str> = names.iter().collect();
    assert_eq!(unique.len(), names.len(), "no file taken twice");
    let (rejected, taken): (Vec<_>, Vec<_>) =
        ledger.iter().partition(|l| l.get("rejected").is_some());
    assert_eq!(rejected.len(), 1);
    assert_eq!(rejected[0]["file"], "0000-damaged.json");
    assert!(inbox.join("0000-damaged.rejected").exists());
    for line in taken {
        assert_eq!(
            line["taken"].as_u64().unwrap() + line["stale"].as_u64().unwrap(),
            line["games"].as_u64().unwrap()
        );
    }
    let (held_name, held_versions) = held.unwrap();
    assert!(held_versions.iter().all(|&v| v == 0));
    if let Some(line) = ledger.iter().find(|l| l["file"] == held_name.as_str()) {
        assert_eq!(
            line["stale"], line["games"],
            "games of version 0 at step 24+ are stale"
        );
        assert_eq!(line["taken"], 0);
    } else {
        panic!("the held file was delivered before the learner stopped: {names:?}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The weights' version of each game in a record file.
fn record_versions(path: &Path) -> Vec<u64> {
    let text = std::fs::read_to_string(path).unwrap();
    let json: serde_json::Value = serde_json::from_str(&text).unwrap();
    json["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["model_version"].as_u64().unwrap_or(0))
        .collect()
}

/// Whether a network of version `min` or later has been published in `dir`.
fn published_at_least(dir: &Path, min: u64) -> bool {
    PUBLISHED.newest(dir).is_some_and(|(v, _)| v >= min)
}

/// A learner killed between a file's ledger line and the file's removal left the file in the
/// inbox: the next start removes it (or sets it aside, for a rejected one) and takes it in
/// no second time; files the ledger does not list stay for the loop.
#[test]
fn a_restarted_learner_clears_the_files_its_ledger_lists() {
    let dir = scratch("ledger-leftovers");
    let inbox = dir.join("inbox");
    std::fs::create_dir_all(&inbox).unwrap();
    let run = RunDir::new(dir.join("run"));
    std::fs::create_dir_all(run.root()).unwrap();
    let lines = [
        r#"{"file":"0001-taken.json","games":2,"taken":2,"stale":0,"positions":40,"step":0}"#,
        r#"{"file":"0002-bad.json","rejected":"damaged"}"#,
    ];
    std::fs::write(run.ledger(), lines.join("\n") + "\n").unwrap();
    for name in ["0001-taken.json", "0002-bad.json", "0003-new.json"] {
        std::fs::write(inbox.join(name), b"{}").unwrap();
    }
    let mut config = tiny(0);
    config.eval.games = 0;
    let mut learner = Learner::new(config, run.root())
        .unwrap()
        .with_games_from(inbox.clone());
    // Stopped before its loop's first round: only the start's work is done.
    let reason = learner.run(&AtomicBool::new(true), &mut |_| {}).unwrap();
    assert_eq!(reason, StopReason::Interrupted);
    assert!(!inbox.join("0001-taken.json").exists());
    assert!(!inbox.join("0002-bad.json").exists());
    assert!(inbox.join("0002-bad.rejected").exists());
    assert!(inbox.join("0003-new.json").exists());
    assert_eq!(read_ledger(&run.ledger()).len(), 2, "no line added");
    assert!(run.published_network(0).exists(), "the start publishes");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The learner's ledger, a JSON value a line.
fn read_ledger(path: &Path) -> Vec<serde_json::Value> {
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// `morris train --games-from INBOX` (tiny, to step 40) and `morris selfplay --follow` its
/// published networks into `out`.
fn learner_and_follower(
    dir: &Path,
    inbox: &Path,
    out: &Path,
) -> (std::process::Child, std::process::Child) {
    let morris = env!("CARGO_BIN_EXE_morris");
    let learner = Command::new(morris)
        .args([
            "train",
            "--config",
            "tiny",
            "--run",
            "L",
            "--set",
            "max_steps=40",
        ])
        .args([
            "--set",
            "eval.games=0",
            // 4 publications of 4 steps: the file held until step 24 is stale.
            "--set",
            "pipeline.max_lag_versions=4",
            "--checkpoint-dir",
            dir.to_str().unwrap(),
        ])
        .arg("--games-from")
        .arg(inbox)
        .stdout(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let follower = Command::new(morris)
        .args([
            "selfplay",
            "--games",
            "4",
            "--as-training",
            "--device",
            "cpu",
            "--follow",
        ])
        .arg(dir.join("L").join("published"))
        .arg("--out")
        .arg(out)
        .stdout(std::process::Stdio::null())
        .spawn()
        .unwrap();
    (learner, follower)
}
