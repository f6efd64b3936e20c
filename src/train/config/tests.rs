//! The training config's tests: presets, files, checks and `--set` overrides.

use super::*;

#[test]
fn presets_parse_and_differ_from_each_other() {
    let configs: Vec<TrainConfig> = PRESETS
        .iter()
        .map(|(name, _)| TrainConfig::load(name).unwrap())
        .collect();
    assert_eq!(configs[0].name, "tiny");
    assert_ne!(configs[1], configs[2]);
    for config in &configs {
        let again = TrainConfig::parse(&config.to_toml(), "round trip").unwrap();
        assert_eq!(&again, config, "{} round-trips through TOML", config.name);
    }
}

/// The error a config text gets.
fn error(text: &str) -> String {
    TrainConfig::parse(text, "x.toml").unwrap_err().to_string()
}

#[test]
fn mistakes_are_named() {
    let err = error("[optim]\nlearning_rate = 0.1\n");
    assert!(
        err.contains("x.toml") && err.contains("learning_rate"),
        "{err}"
    );
    let err = error("[optim]\nlr = 0.0\n");
    assert!(err.contains("optim.lr must be positive"), "{err}");
    let err = error("device = \"tpu\"\n");
    assert!(err.contains("tpu"), "{err}");
    // Self-play's own search is checked too.
    let err =
        error("[search]\nroot = \"puct\"\ngumbel_considered = 1\n[selfplay]\nroot = \"gumbel\"\n");
    assert!(
        err.contains("gumbel_considered") && err.contains("self-play's search"),
        "{err}"
    );
    let err = error("[search]\nroot = \"gumbel\"\nreuse_tree = true\n");
    assert!(err.contains("search.reuse_tree needs root"), "{err}");
    let err = error("[search]\nforced_playouts = -1.0\n");
    assert!(err.contains("search.forced_playouts"), "{err}");
    let err = error("[search]\nfpu_reduction = -0.1\n");
    assert!(
        err.contains("search.fpu_reduction must be 0 or more"),
        "{err}"
    );
    let err = error("[tablebase]\nadjudicate = false\ntarget_plies = 8\n");
    assert!(err.contains("tablebase.target_plies needs"), "{err}");
    for (text, name) in [
        (
            "resign_threshold = 1.0",
            "resign_threshold must be in [0, 1)",
        ),
        (
            "resign_threshold = -0.5",
            "resign_threshold must be in [0, 1)",
        ),
        ("resign_after = 0", "resign_after must be at least 1"),
        (
            "resign_check_fraction = 1.5",
            "resign_check_fraction must be in [0, 1]",
        ),
    ] {
        let err = error(&format!("[selfplay]\n{text}\n"));
        assert!(err.contains(name), "{text}: {err}");
    }
    let err = TrainConfig::load("nonesuch").unwrap_err().to_string();
    assert!(err.contains("presets: tiny, cpu, gpu"), "{err}");
}

/// Values that parse but would overflow the clock, turn the weights into NaN or never start
/// training are refused, each naming its setting.
#[test]
fn settings_that_would_break_a_run_are_refused_before_it() {
    for (set, says) in [
        (
            "max_minutes=inf",
            "max_minutes must be from 0 (none) to 5256000",
        ),
        ("max_minutes=1e18", "max_minutes must be from 0 (none)"),
        ("max_minutes=-1.0", "max_minutes must be from 0 (none)"),
        ("max_minutes=nan", "max_minutes must be from 0 (none)"),
        (
            "eval.every_minutes=1e300",
            "eval.every_minutes must be from 0",
        ),
        (
            "pipeline.inference_wait_ms=1e30",
            "pipeline.inference_wait_ms must be from 0 to 60000",
        ),
        ("optim.beta1=1.0", "optim.beta1 must be in [0, 1)"),
        ("optim.beta2=-0.1", "optim.beta2 must be in [0, 1)"),
        ("optim.momentum=1.5", "optim.momentum must be in [0, 1)"),
        (
            "optim.weight_decay=nan",
            "optim.weight_decay must be 0 or more",
        ),
        (
            "optim.clip_grad_norm=-1.0",
            "optim.clip_grad_norm must be 0 or more",
        ),
        (
            "optim.value_loss_weight=inf",
            "optim.value_loss_weight must be 0 or more",
        ),
        (
            "replay.window_fraction=nan",
            "replay.window_fraction must be 0 or more",
        ),
        (
            "replay.placement_weight=0",
            "replay.placement_weight must be above 0 and at most 100",
        ),
        (
            "replay.placement_weight=1000",
            "replay.placement_weight must be above 0 and at most 100",
        ),
        (
            "replay.capacity=10",
            "replay.capacity (10) must be at least replay.min_positions",
        ),
    ] {
        let err = tiny_with(&[set]).unwrap_err().to_string();
        assert!(err.contains(says), "{set}: {err}");
    }
    // The bounds themselves are fine.
    assert!(
        tiny_with(&[
            "max_minutes=0.0",
            "optim.beta1=0.0",
            "optim.clip_grad_norm=0.0"
        ])
        .is_ok()
    );
}

/// The tiny preset with `sets` (`--set` arguments) over it.
fn tiny_with(sets: &[&str]) -> Result<TrainConfig, ConfigError> {
    let overrides: Vec<Override> = sets.iter().map(|s| s.parse().unwrap()).collect();
    TrainConfig::parse_with(PRESETS[0].1, "preset 'tiny'", &overrides)
}

#[test]
fn overrides_set_nested_and_top_level_keys_of_every_type() {
    let tiny = tiny_with(&[]).unwrap();
    let config = tiny_with(&[
        "selfplay.simulations=6",
        "max_minutes=120",
        "device=cuda",
        "seed=42",
        "deterministic=false",
        "optim.lr=0.01",
        "eval.opponents=[\"random\"]",
        "eval.best_by = alphabeta:depth=3",
        "eval.opponents=[\"random\", \"alphabeta:depth=3\"]",
        "name=\"123\"",
    ])
    .unwrap();
    assert_eq!(config.selfplay.simulations, 6);
    // Self-play's budget alone: the player's search keeps the preset's.
    assert_eq!(config.search, tiny.search);
    assert!((config.max_minutes - 120.0).abs() < f64::EPSILON);
    assert_eq!(config.device, "cuda");
    assert_eq!(config.seed, 42);
    assert!(!config.deterministic);
    assert!((config.optim.lr - 0.01).abs() < 1e-12);
    assert_eq!(config.eval.opponents, ["random", "alphabeta:depth=3"]);
    assert_eq!(config.eval.best_by, "alphabeta:depth=3");
    assert_eq!(config.name, "123");
    // What was not set is the preset's.
    assert_eq!(config.replay, tiny.replay);
    assert_eq!(config.max_steps, tiny.max_steps);
    // A later --set of the same key wins.
    let config = tiny_with(&["seed=1", "seed=2"]).unwrap();
    assert_eq!(config.seed, 2);
}

#[test]
fn override_values_parse_as_toml_or_else_as_strings() {
    let value = |text: &str| text.parse::<Override>().unwrap().value().clone();
    assert_eq!(value("device=cpu"), toml::Value::String("cpu".into()));
    assert_eq!(value("device=\"cpu\""), toml::Value::String("cpu".into()));
    assert_eq!(value("max_steps=24"), toml::Value::Integer(24));
    assert_eq!(value("max_minutes=1.5"), toml::Value::Float(1.5));
    assert_eq!(value("deterministic=true"), toml::Value::Boolean(true));
    assert_eq!(value("tablebase.dir="), toml::Value::String(String::new()));
    assert_eq!(
        value("tablebase.dir=tablebases/standard"),
        toml::Value::String("tablebases/standard".into())
    );
    // A value that would smuggle in a second key is a string.
    assert_eq!(
        value("seed=1\nmax_steps = 2"),
        toml::Value::String("1\nmax_steps = 2".into())
    );
    assert_eq!(
        "selfplay.simulations=8".parse::<Override>().unwrap().key(),
        "selfplay.simulations"
    );
}

#[test]
fn malformed_overrides_are_refused_saying_why() {
    for (text, expected) in [
        (
            "selfplay.simulations",
            OverrideSyntaxError::NoEquals("selfplay.simulations".into()),
        ),
        ("=8", OverrideSyntaxError::BadKey("=8".into())),
        (
            "selfplay..simulations=8",
            OverrideSyntaxError::BadKey("selfplay..simulations=8".into()),
        ),
        (
            "self play=8",
            OverrideSyntaxError::BadKey("self play=8".into()),
        ),
    ] {
        assert_eq!(text.parse::<Override>().unwrap_err(), expected, "{text}");
    }
    let err = "x".parse::<Override>().unwrap_err().to_string();
    assert!(err.contains("expected KEY=VALUE"), "{err}");
}

#[test]
fn override_mistakes_name_their_set() {
    let error = |sets: &[&str]| tiny_with(sets).unwrap_err().to_string();
    let err = error(&["seed=3", "selfplay.simulationz=8"]);
    assert!(
        err.contains("preset 'tiny', --set selfplay.simulationz=8: unknown field `simulationz`"),
        "{err}"
    );
    let err = error(&["selfplai.simulations=8"]);
    assert!(
        err.contains("--set selfplai.simulations=8: unknown field `selfplai`"),
        "{err}"
    );
    let err = error(&["max_steps=true"]);
    assert!(
        err.contains("--set max_steps=true: invalid type: boolean `true`"),
        "{err}"
    );
    let err = error(&["selfplay.simulations=many"]);
    assert!(
        err.contains("--set selfplay.simulations=many: invalid type: string \"many\""),
        "{err}"
    );
    let err = error(&["device.kind=cpu"]);
    assert!(
        err.contains("--set device.kind=cpu: device is a plain value, not a section"),
        "{err}"
    );
    // Checked as a whole once merged: the error names the overrides.
    let err = error(&["selfplay.resign_threshold=1.5"]);
    assert!(
        err.contains("preset 'tiny' --set selfplay.resign_threshold=1.5: ")
            && err.contains("resign_threshold must be in [0, 1)"),
        "{err}"
    );
    let err = error(&["device=tpu"]);
    assert!(err.contains("device 'tpu': use auto, cpu or cuda"), "{err}");
}

#[test]
fn overrides_are_merged_before_the_check() {
    // The file alone does not fit together; with the override it does.
    let text = "[tablebase]\nbuild_men = 3\n";
    assert!(TrainConfig::parse(text, "x.toml").is_err());
    let set = ["tablebase.dir=tables".parse().unwrap()];
    let config = TrainConfig::parse_with(text, "x.toml", &set).unwrap();
    assert_eq!(config.tablebase.dir, "tables");
    assert_eq!(config.tablebase.build_men, 3);
}
