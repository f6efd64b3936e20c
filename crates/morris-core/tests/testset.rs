//! Perfect-play test sets (`testset`): the shipped sets of six and three men's morris agree
//! with the whole game's tables, built here, at every position and action; the standard
//! game's spans its game and agrees with the endgame tables where they reach; a player judged on
//! a set gets the report the tables give it; a set for other rules, of another version or
//! damaged is refused by name.

use morris_core::agents::{Budget, from_spec};
use morris_core::game::{Color, Game, Rules};
use morris_core::judgement::{Oracle, report};
use morris_core::tablebase::build::{BuildOptions, build};
use morris_core::tablebase::placement::build_placement;
use morris_core::tablebase::solve::Silent;
use morris_core::tablebase::{Probe, Tablebase, Wdl};
use morris_core::testset::{Labelled, SetError, TestSet};
use std::path::PathBuf;
use std::sync::Arc;

fn whole(rules: &Rules, name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("morris-testset-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let men = usize::from(rules.spec().pieces);
    build(rules, men, &dir, 2, &|_| Box::new(Silent), &mut |_| {}).unwrap();
    build_placement(
        rules,
        &dir,
        &BuildOptions::threads(2),
        &|_| Box::new(Silent),
        &mut |_| {},
    )
    .unwrap();
    dir
}

/// Whether the tables cover `e`'s position; where they do, asserts that its value and every
/// action's are theirs.
fn agrees_with_tables(tb: &Tablebase, e: &Labelled, rules: &Rules) -> bool {
    let Some(probe) = tb.probe(&e.position) else {
        return false;
    };
    let text = e.position.text(rules).to_string();
    assert_eq!(probe.rules, e.value, "{text}");
    let points = rules.board().points();
    let mut from_tables: Vec<_> = tb
        .action_values(&e.position)
        .unwrap()
        .into_iter()
        .map(|(a, p)| (a, p.rules))
        .collect();
    let mut listed = e.actions.clone();
    from_tables.sort_by_key(|&(a, _)| a.id(points));
    listed.sort_by_key(|&(a, _)| a.id(points));
    assert_eq!(listed, from_tables, "{text}");
    true
}

fn shipped(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("../../testsets/{name}.mts"))
}

#[test]
fn the_shipped_sets_hold_the_tables_values_and_judge_as_the_tables_do() {
    for name in ["six", "three"] {
        let rules = Arc::new(Rules::preset(name).unwrap());
        let dir = whole(&rules, name);
        let tb = Tablebase::open(&dir, Some(&rules)).unwrap();
        let set = TestSet::read(&shipped(name), &rules).unwrap();
        assert!(
            set.entries.len() >= 1000,
            "{name}: {} positions",
            set.entries.len()
        );
        for e in &set.entries {
            assert!(agrees_with_tables(&tb, e, &rules), "{name}: not covered");
        }
        // Every phase the rules have, with won, drawn and lost positions, and decisions that
        // can go wrong.
        assert!(set.entries.iter().any(|e| e.value == Wdl::Win));
        assert!(set.entries.iter().any(|e| e.value == Wdl::Draw));
        assert!(set.entries.iter().any(|e| e.value == Wdl::Loss));
        assert!(set.entries.iter().filter(|e| e.is_critical()).count() > 100);
        assert!(
            set.entries
                .iter()
                .any(|e| e.position.pending_captures() > 0)
        );
        // A fallible player's decisions, judged by the set and by the tables: one report.
        let positions = set.positions();
        let mut agent = from_spec("greedy", &rules).unwrap();
        let mut by_set = Vec::new();
        let mut by_tables = Vec::new();
        for (n, pos) in positions.iter().enumerate() {
            agent.new_game(n as u64);
            let game = Game::from_position(rules.clone(), *pos);
            let action = agent.choose(&game, &Budget::default()).action;
            by_set.push(set.judge(n, pos, action).unwrap());
            by_tables.push(tb.judge(n, pos, action).unwrap());
        }
        let by_set = report("greedy".into(), positions.len(), by_set);
        assert_eq!(by_set, report("greedy".into(), positions.len(), by_tables));
        assert!(
            by_set.overall.blunders.hits > 0,
            "{name}: greedy never lost value"
        );
        let _ = std::fs::remove_dir_all(dir);
    }
}

#[test]
fn a_set_reads_back_as_written_and_bad_files_are_refused_by_name() {
    let rules = Rules::preset("six").unwrap();
    let text = std::fs::read_to_string(shipped("six")).unwrap();
    let set = TestSet::parse(&text, "six.mts", &rules).unwrap();
    assert_eq!(set.to_text(), text, "written back byte for byte");

    let err = |text: &str, rules: &Rules| TestSet::parse(text, "f.mts", rules).unwrap_err();
    let three = Rules::preset("three").unwrap();
    let e = err(&text, &three);
    assert!(matches!(e, SetError::Rules { .. }), "{e}");
    assert!(
        e.to_string().contains("for rules 'six'") && e.to_string().contains("not for 'three'"),
        "{e}"
    );

    let e = err(&text.replacen("version 1", "version 2", 1), &rules);
    assert!(
        e.to_string()
            .contains("format version 2; this build reads version 1"),
        "{e}"
    );

    // One value changed in the body: the checksum says so.
    let at = text.rfind("=d").unwrap();
    let mut damaged = text.clone();
    damaged.replace_range(at..at + 2, "=l");
    let e = err(&damaged, &rules);
    assert!(matches!(e, SetError::Checksum { .. }), "{e}");
    assert!(e.to_string().contains("damaged"), "{e}");

    // A header line changed is damage too.
    let e = err(
        &text.replacen("source 0 random", "source 0 randon", 1),
        &rules,
    );
    assert!(matches!(e, SetError::Checksum { .. }), "{e}");

    let e = err("hello\n", &rules);
    assert!(matches!(e, SetError::NotASet { .. }), "{e}");

    // A line whose checksum is right but whose contents the rules refute, named by line.
    let mut wrong = set.clone();
    wrong.entries[5].value = match wrong.entries[5].value {
        Wdl::Win => Wdl::Draw,
        _ => Wdl::Win,
    };
    let e = err(&wrong.to_text(), &rules);
    let SetError::Line { line, .. } = e else {
        panic!("{e}")
    };
    let first_entry = text
        .lines()
        .position(|l| l.starts_with("checksum"))
        .unwrap()
        + 2;
    assert_eq!(line, first_entry + 5);
    let mut missing = set.clone();
    missing.entries[0].actions.pop();
    let e = err(&missing.to_text(), &rules);
    assert!(e.to_string().contains("legal ones"), "{e}");

    let dir = std::env::temp_dir().join(format!("morris-testset-io-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let e = TestSet::read(&dir, &rules).unwrap_err();
    assert!(e.to_string().contains("not a regular file"), "{e}");
    let _ = std::fs::remove_dir_all(dir);
}

/// The standard game's set (made from its whole tables, 15 GiB, which CI cannot build): every
/// stratum, both sides to move, won, drawn and lost positions; read back byte for byte; and
/// wherever the tables up to 5v5 (built here in seconds) cover a position, its value and every
/// action's are theirs.
#[test]
fn the_standard_set_spans_the_game_and_agrees_with_the_endgame_tables() {
    let rules = Arc::new(Rules::preset("standard").unwrap());
    let text = std::fs::read_to_string(shipped("standard")).unwrap();
    let set = TestSet::parse(&text, "standard.mts", &rules).unwrap();
    assert_eq!(set.to_text(), text, "written back byte for byte");
    assert_eq!(set.entries.len(), 10_000);
    assert!(
        set.made_by
            .starts_with("morris testset make --rules standard")
    );
    let makeup = set.makeup();
    let names: Vec<&str> = makeup.iter().map(|(name, _, _)| name.as_str()).collect();
    for ply in 0..18 {
        assert!(
            names.contains(&format!("placement {ply:02}").as_str()),
            "{names:?}"
        );
    }
    for name in ["capture", "moving", "flying"] {
        assert!(names.contains(&name), "{names:?}");
    }
    for at in 0..3 {
        assert!(
            makeup.iter().map(|(_, v, _)| v[at]).sum::<usize>() > 500,
            "{makeup:?}"
        );
    }
    let critical: usize = makeup.iter().map(|(_, _, c)| c).sum();
    assert!(critical > 2000, "{critical} critical positions");
    for color in [Color::White, Color::Black] {
        assert!(
            set.entries
                .iter()
                .filter(|e| e.position.side_to_move() == color)
                .count()
                > 3000
        );
    }

    let dir = std::env::temp_dir().join(format!("morris-testset-std5-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    build(&rules, 5, &dir, 2, &|_| Box::new(Silent), &mut |_| {}).unwrap();
    let tb = Tablebase::open(&dir, Some(&rules)).unwrap();
    let covered = set
        .entries
        .iter()
        .filter(|e| agrees_with_tables(&tb, e, &rules))
        .count();
    assert!(
        covered > 300,
        "{covered} positions covered by the 5v5 tables"
    );
    let _ = std::fs::remove_dir_all(dir);
}
