//! `morris train`'s command line: `--resume-if-any`, refused runs and rules, `--print-config`,
//! the trainer's evaluation against `morris evaluate`, and a version 2 checkpoint.

use super::{morris_train, scratch, tiny};
use morris_zero::agents::from_spec;
use morris_zero::game::Rules;
use morris_zero::net::checkpoint;
use morris_zero::run_dir::CHECKPOINT;
use morris_zero::train::{Learner, TrainConfig};
use std::path::Path;
use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// `--resume-if-any` (scripts/run.sh's): the first call starts the run (named after the
/// preset), the second resumes it; with `--resume` it is refused.
#[test]
fn resume_if_any_starts_then_resumes() {
    let dir = scratch("resume-if-any");
    let d = dir.to_str().unwrap();
    let args = |steps: &'static str| {
        [
            "--config",
            "tiny",
            "--checkpoint-dir",
            d,
            "--resume-if-any",
            "--set",
            steps,
            "--set",
            "eval.games=0",
        ]
    };
    let (code, text, err) = morris_train(&args("max_steps=2"));
    assert_eq!(code, Some(0), "{err}");
    assert!(
        text.contains("step 0, 0 positions") && !text.contains("resumed"),
        "{text}"
    );
    assert!(!CHECKPOINT.list(&dir.join("tiny")).is_empty());
    let (code, text, err) = morris_train(&args("max_steps=4"));
    assert_eq!(code, Some(0), "{err}");
    assert!(text.contains("resumed from step 2"), "{text}");
    assert!(text.contains("at step 4"), "{text}");
    let (code, _, err) = morris_train(&["--resume", "--resume-if-any", "--checkpoint-dir", d]);
    assert_eq!(code, Some(2), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A new run where a run's networks are is refused, and the advice fits what is there:
/// `--resume` where a checkpoint is left, not where only its best network is.
#[test]
fn a_new_run_over_a_runs_networks_is_refused_with_advice_that_works() {
    let dir = scratch("new-over-old");
    let d = dir.to_str().unwrap();
    let args = [
        "--config",
        "tiny",
        "--checkpoint-dir",
        d,
        "--set",
        "max_steps=2",
        "--set",
        "eval.games=0",
    ];
    let (code, _, err) = morris_train(&args);
    assert_eq!(code, Some(0), "{err}");
    let run = dir.join("tiny");
    std::fs::copy(
        CHECKPOINT.list(&run).last().unwrap().1.clone(),
        run.join("best.safetensors"),
    )
    .unwrap();
    let (code, _, err) = morris_train(&args);
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("add --resume to continue"), "{err}");
    for (_, path) in CHECKPOINT.list(&run) {
        std::fs::remove_file(path).unwrap();
    }
    let (code, _, err) = morris_train(&args);
    assert_eq!(code, Some(1), "{err}");
    assert!(
        err.contains("best.safetensors): no checkpoint is left"),
        "{err}"
    );
    let (code, _, err) = morris_train(&[&args[..], &["--resume-if-any"]].concat());
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("no checkpoint is left"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Rules under which a game may never end (no draw rule, no ply cap) are refused before
/// anything is created: self-play plays every game to its end, and one such game once could
/// grow without bound. With a ply cap the same rules train.
#[test]
fn rules_that_may_never_end_a_game_are_refused() {
    let dir = scratch("endless-rules");
    let rules = dir.join("endless.toml");
    std::fs::create_dir_all(&dir).unwrap();
    let text = "name = \"endless\"\nboard = \"three\"\ndiagonals = true\npieces = 3\n\
                fly_at = 0\nno_capture_draw = 0\nrepetition_draw = 0\nmax_plies = 0\n";
    std::fs::write(&rules, text).unwrap();
    let run = |cap: &str| {
        let rules_set = format!("rules={}", rules.display());
        morris_train(&[
            "--config",
            "tiny",
            "--checkpoint-dir",
            dir.to_str().unwrap(),
            "--set",
            &rules_set,
            "--set",
            "max_steps=2",
            "--set",
            "eval.games=0",
            "--run",
            cap,
        ])
    };
    let (code, _, err) = run("no-cap");
    assert_eq!(code, Some(1), "{err}");
    assert!(
        err.contains("rules 'endless'") && err.contains("may never end"),
        "{err}"
    );
    assert!(!dir.join("no-cap").exists());
    std::fs::write(&rules, text.replace("max_plies = 0", "max_plies = 200")).unwrap();
    let (code, _, err) = run("capped");
    assert_eq!(code, Some(0), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `--print-config` prints the preset with the `--set` overrides as TOML that `--config`
/// takes, and trains nothing; a bad `--set` is an error naming it, before anything starts.
#[test]
fn print_config_shows_the_overridden_preset_and_trains_nothing() {
    let dir = scratch("print-config");
    let d = dir.to_str().unwrap();
    let (code, text, err) = morris_train(&[
        "--config",
        "tiny",
        "--checkpoint-dir",
        d,
        "--set",
        "selfplay.simulations=8",
        "--set",
        "device=cpu",
        "--print-config",
    ]);
    assert_eq!(code, Some(0), "{err}");
    assert!(
        text.starts_with(
            "# morris train --config tiny --set selfplay.simulations=8 --set device=cpu\n"
        ),
        "{text}"
    );
    let printed = TrainConfig::parse(&text, "printed").unwrap();
    let mut expected = TrainConfig::load("tiny").unwrap();
    assert_eq!(
        expected.selfplay.simulations, 0,
        "the preset leaves it to [search]"
    );
    expected.selfplay.simulations = 8;
    assert_eq!(printed, expected);
    assert!(!dir.exists(), "nothing written");
    for (set, says) in [
        (
            "selfplay.simulationz=8",
            "--set selfplay.simulationz=8: unknown field `simulationz`",
        ),
        (
            "max_steps=many",
            "--set max_steps=many: invalid type: string",
        ),
        ("max_steps", "expected KEY=VALUE"),
    ] {
        let (code, text, err) =
            morris_train(&["--config", "tiny", "--checkpoint-dir", d, "--set", set]);
        assert!(
            code.is_some_and(|c| c != 0) && err.contains(says),
            "{set}: {err}"
        );
        assert!(text.is_empty() && !dir.exists(), "{set}: {text}");
    }
}

/// With `--resume`, `--print-config` prints the run's stored config with the overrides.
#[test]
fn print_config_with_resume_shows_the_stored_config_overridden() {
    let dir = scratch("print-config-resume");
    let mut config = tiny(8);
    config.seed = 99;
    config.eval.games = 0;
    let mut trainer = Learner::new(config.clone(), &dir.join("r")).unwrap();
    trainer.run(&AtomicBool::new(false), &mut |_| {}).unwrap();
    let before = CHECKPOINT.list(&dir.join("r"));
    let (code, text, err) = morris_train(&[
        "--run",
        "r",
        "--checkpoint-dir",
        dir.to_str().unwrap(),
        "--resume",
        "--set",
        "max_steps=16",
        "--print-config",
    ]);
    assert_eq!(code, Some(0), "{err}");
    assert!(
        text.starts_with("# morris train --resume (the config stored in ")
            && text
                .lines()
                .next()
                .unwrap()
                .ends_with(" --set max_steps=16"),
        "{text}"
    );
    config.max_steps = 16;
    assert_eq!(TrainConfig::parse(&text, "printed").unwrap(), config);
    assert_eq!(CHECKPOINT.list(&dir.join("r")), before, "nothing trained");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The trainer's evaluation and `morris evaluate` are the same match runner: with the same
/// network, settings and seed they play the same games.
#[test]
fn the_trainers_evaluation_and_morris_evaluate_play_the_same_games() {
    let dir = scratch("same-eval");
    let mut config = tiny(8);
    config.eval.games = 6;
    config.eval.opening_plies = 2;
    let mut trainer = Learner::new(config, &dir).unwrap();
    trainer.run(&AtomicBool::new(false), &mut |_| {}).unwrap();
    let reports = trainer.evaluate().unwrap();
    let model = dir.join(CHECKPOINT.name(8));
    let opponents = trainer.config().eval.opponents.clone();
    assert_eq!(reports.len(), opponents.len());
    for (k, (report, opponent)) in reports.iter().zip(&opponents).enumerate() {
        let out_file = dir.join(format!("evaluate-{k}.json"));
        let out = Command::new(env!("CARGO_BIN_EXE_morris"))
            .args([
                "evaluate",
                "--player",
                &format!("neural:model={},device=cpu", model.display()),
                "--opponent",
                opponent,
                "--rules",
                "three",
                "--games",
                "6",
                "--openings",
                "2",
                "--threads",
                "1",
                "--seed",
                &trainer.eval_seed(k).to_string(),
                "--out",
                out_file.to_str().unwrap(),
            ])
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let json: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&out_file).unwrap()).unwrap();
        let cli_games: Vec<Vec<String>> = json["games"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| serde_json::from_value(g["moves"].clone()).unwrap())
            .collect();
        let trainer_games: Vec<Vec<String>> =
            report.games.iter().map(|g| g.moves.clone()).collect();
        assert_eq!(cli_games, trainer_games, "against {opponent}");
        assert!((json["score"].as_f64().unwrap() - report.score).abs() < 1e-12);
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A checkpoint written before the search settings had a field of their own (version 2,
/// tests/data/checkpoint-v2-tiny.safetensors, written by `morris train --config tiny
/// --max-steps 8` of that version) still loads: its settings come from the stored training
/// config, and the neural player takes it.
#[test]
fn a_version_2_checkpoint_loads_with_its_search_settings() {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/checkpoint-v2-tiny.safetensors");
    let saved = checkpoint::load(&path).unwrap();
    assert_eq!(saved.meta.version, checkpoint::VERSION);
    assert_eq!(saved.meta.step, 8);
    let tiny = TrainConfig::load("tiny").unwrap();
    assert_eq!(saved.meta.search, tiny.search);
    assert_ne!(
        saved.meta.search,
        morris_zero::mcts::SearchSettings::default(),
        "the preset's settings, not the defaults"
    );
    let rules = Arc::new(Rules::preset("three").unwrap());
    let spec = format!("neural:model={},device=cpu", path.display());
    let mut player = from_spec(&spec, &rules).unwrap();
    let network = player.network_search().unwrap();
    assert_eq!(network.settings, tiny.search);
}
