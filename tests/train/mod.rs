//! The trainer, by concern: the parallel pipeline (`pipeline`), what and how it learns and logs
//! (`learning`), checkpoints and exact resume, refused when damaged or mismatched, and runs
//! killed while writing (`checkpoints`), `morris train`'s command line (`command`), and a
//! learner taking in games played elsewhere (`inbox`). The helpers below are theirs.

mod checkpoints;
mod command;
mod inbox;
mod learning;
mod pipeline;

use morris_zero::train::{Learner, TrainConfig};
use std::path::{Path, PathBuf};
use std::process::Command;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("morris-train-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn tiny(max_steps: u64) -> TrainConfig {
    let mut config = TrainConfig::load("tiny").unwrap();
    config.max_steps = max_steps;
    config
}

/// Resignation that the tiny network's values (near 0) reach: a side resigns at its first
/// value below -0.01, and half the games are played out to check.
fn resign_readily(config: &mut TrainConfig) {
    config.selfplay.resign_threshold = 0.01;
    config.selfplay.resign_after = 1;
    config.selfplay.resign_check_fraction = 0.5;
}

fn files(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    names
}

fn weights(trainer: &Learner) -> Vec<(String, Vec<f32>)> {
    let mut out: Vec<(String, Vec<f32>)> = trainer
        .variables()
        .variables()
        .into_iter()
        .map(|(name, t)| (name, Vec::try_from(t.flatten(0, -1)).unwrap()))
        .collect();
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

/// `morris train` with the given arguments, its exit code, stdout and stderr.
fn morris_train(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_morris"))
        .arg("train")
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}
