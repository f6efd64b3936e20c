//! `morris testset make` rebuilds the shipped six men's set byte for byte from the whole
//! game's tables (built here, about 2 s); `morris evaluate --testset` judges a player on it
//! with no tables, and refuses a damaged set or one for other rules by name.

use super::common::{build_whole, morris};

#[test]
fn the_shipped_six_mens_set_is_rebuilt_byte_for_byte_and_judges_players() {
    let dir = std::env::temp_dir().join(format!("morris-cli-testset-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let tables = dir.join("six");
    let tables = tables.to_str().unwrap();
    build_whole("six", tables);
    let shipped = std::fs::read_to_string("testsets/six.mts").unwrap();
    let made = shipped
        .lines()
        .nth(3)
        .unwrap()
        .strip_prefix("made morris ")
        .unwrap();
    let out = dir.join("six.mts");
    let mut args: Vec<&str> = made.split(' ').collect();
    args.extend(["--tablebase", tables, "--out", out.to_str().unwrap()]);
    let (ok, text, err) = morris(&args);
    assert!(ok, "{err}");
    assert!(text.contains("3000 positions"), "{text}");
    assert_eq!(
        std::fs::read_to_string(&out).unwrap(),
        shipped,
        "not the same bytes"
    );

    let judge = |player: &str, file: &str, rules: &str| {
        morris(&[
            "evaluate",
            "--rules",
            rules,
            "--testset",
            file,
            "--player",
            player,
        ])
    };
    let (ok, text, err) = judge("alphabeta:depth=3", "testsets/six.mts", "six");
    assert!(ok, "{err}");
    assert!(
        text.contains("(judged by the set's labels; seed 1)"),
        "{text}"
    );
    for phase in ["placement ", "moving ", "all "] {
        assert!(
            text.lines()
                .any(|l| l.starts_with(phase) && l.contains("blunders")),
            "{text}"
        );
    }
    let (ok, _, err) = judge("greedy", "testsets/six.mts", "standard");
    assert!(!ok && err.contains("for rules 'six'"), "{err}");
    let damaged = dir.join("damaged.mts");
    std::fs::write(&damaged, shipped.replacen("\td\t", "\tw\t", 1)).unwrap();
    let (ok, _, err) = judge("greedy", damaged.to_str().unwrap(), "six");
    assert!(!ok && err.contains("damaged"), "{err}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_training_run_judges_its_network_on_the_rules_set_at_every_evaluation() {
    use morris_zero::train::plot::score_series;
    use morris_zero::train::tensorboard::{read_dir_scalars, tags};
    let dir = std::env::temp_dir().join(format!("morris-train-testset-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let run = dir.join("run");
    let run = run.to_str().unwrap();
    let other = dir.join("other");
    let train = |run: &str, extra: &[&str]| {
        let mut args = vec![
            "train",
            "--config",
            "tiny",
            "--run",
            run,
            "--set",
            "rules=six",
        ];
        args.extend(["--set", "tablebase.dir=", "--set", "max_steps=12"]);
        args.extend(extra);
        morris(&args)
    };
    let (ok, text, err) = train(run, &[]);
    assert!(ok, "{err}");
    assert!(
        text.contains("perfect play (test set, 200 positions) step 12: value lost placement"),
        "{text}"
    );
    let scalars = read_dir_scalars(&std::path::Path::new(run).join("tb")).unwrap();
    for tag in [
        tags::PERFECT_BLUNDERS,
        tags::PERFECT_BLUNDERS_PLACEMENT,
        tags::PERFECT_BLUNDERS_MOVING,
    ] {
        let steps: Vec<u64> = scalars
            .iter()
            .filter(|s| s.tag == tag)
            .map(|s| s.step)
            .collect();
        assert_eq!(steps, [0, 12], "{tag}");
        assert!(
            scalars
                .iter()
                .filter(|s| s.tag == tag)
                .all(|s| (0.0..=1.0).contains(&s.value))
        );
    }
    let series = score_series(&scalars);
    assert!(
        series
            .iter()
            .any(|(name, points)| name == "test set: value lost, placement" && points.len() == 2)
    );

    // A set named that is damaged or for other rules stops the run before it trains.
    let damaged = dir.join("damaged.mts");
    let shipped = std::fs::read_to_string("testsets/six.mts").unwrap();
    std::fs::write(&damaged, shipped.replacen("\td\t", "\tw\t", 1)).unwrap();
    let set = format!("eval.testset={}", damaged.display());
    let (ok, _, err) = train(other.to_str().unwrap(), &["--set", &set]);
    assert!(
        !ok && err.contains("eval.testset:") && err.contains("damaged"),
        "{err}"
    );
    let (ok, _, err) = train(
        other.to_str().unwrap(),
        &["--set", "eval.testset=testsets/three.mts"],
    );
    assert!(!ok && err.contains("for rules 'three'"), "{err}");
    let _ = std::fs::remove_dir_all(dir);
}
