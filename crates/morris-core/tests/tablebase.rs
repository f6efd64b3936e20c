//! The endgame tables: built small here (three men's, six men's, standard 3v3 and 4v3),
//! checked against the exact solver, their own consistency pass, a brute-force search of
//! the no-capture counter through the rules engine, bad files, alpha-beta and the search
//! driver with tables. (The network's player, self-play and the commands with tables:
//! tests/tablebase.rs of the root crate.)

use morris_core::game::{Color, Game, Position, Rules, action_count, solver};
use morris_core::mcts::{LeafEvaluator, LeafRequest, Search, SearchSettings, run_batched};
use morris_core::tablebase::build::build;
use morris_core::tablebase::solve::{Silent, solve_pair};
use morris_core::tablebase::verify::verify;
use morris_core::tablebase::{
    OpenError, Probe, RulesClass, SectorTable, TableError, Tablebase, Wdl,
};
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::Arc;

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("morris-tb-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn built(rules: &Rules, men: usize, name: &str) -> (PathBuf, Tablebase) {
    let dir = temp_dir(name);
    build(rules, men, &dir, 2, &|_| Box::new(Silent), &mut |_| {}).unwrap();
    let tb = Tablebase::open(&dir, Some(rules)).unwrap();
    (dir, tb)
}

fn all_ok(tb: &Tablebase) {
    for check in verify(tb, 2, &|_| Box::new(Silent)) {
        assert_eq!(
            check.mismatches, 0,
            "{}: {:?}",
            check.sector, check.examples
        );
        assert!(check.positions > 0);
    }
}

#[test]
fn three_mens_tables_agree_with_the_exact_solver() {
    let rules = Rules::preset("three").unwrap().without_draws();
    let (dir, tb) = built(&rules, 3, "solver");
    all_ok(&tb);
    let solution = solver::solve(&rules).unwrap();
    let mut compared = [0usize; 2];
    for (pos, result, plies) in solution.positions() {
        if !pos.in_movement_phase() || pos.material_loser().is_some() {
            continue;
        }
        let probed = tb.probe(&pos).expect("every placed position is covered");
        let wdl = match result {
            1 => Wdl::Win,
            -1 => Wdl::Loss,
            _ => Wdl::Draw,
        };
        assert_eq!(probed.plain.wdl, wdl, "{}", pos.text(&rules));
        // Without draw rules both passes are one.
        assert_eq!(probed.rules, wdl);
        // Every conversion ends three men's morris: the solver counts the capture too.
        if wdl != Wdl::Draw && pos.pending_captures() == 0 {
            let d = probed.plain.dtc;
            assert!(
                plies == d || plies == d + 1,
                "{} {plies} {d}",
                pos.text(&rules)
            );
        }
        compared[usize::from(pos.pending_captures() > 0)] += 1;
    }
    // Positions of both kinds were compared, and many.
    assert!(compared[0] > 200 && compared[1] > 50, "{compared:?}");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn small_boards_and_standard_low_sectors_verify() {
    for (preset, men) in [
        ("six", 5),
        ("standard", 4),
        ("no-flying", 3),
        ("diagonal", 3),
    ] {
        let rules = Rules::preset(preset).unwrap();
        let (dir, tb) = built(&rules, men, preset);
        all_ok(&tb);
        // The plain values do not depend on the draw rules.
        let plain = Rules::preset(preset).unwrap().without_draws();
        let solved = solve_pair(&plain, 3, 3, &HashMap::new(), 1, &Silent, None).unwrap();
        let (ix, pass, _) = &solved.sectors[0];
        let table = &tb.sectors()[&(3, 3)];
        for i in 0..ix.len() {
            assert_eq!(
                table.entry(i).0.wdl,
                pass.values[i as usize],
                "{preset} 3v3 {i}"
            );
        }
        std::fs::remove_dir_all(dir).unwrap();
    }
}

#[test]
fn verify_finds_a_changed_value() {
    let rules = Rules::preset("six").unwrap();
    let lower = HashMap::new();
    let solved = solve_pair(&rules, 3, 3, &lower, 2, &Silent, None).unwrap();
    let (ix, mut pass, _) = solved.sectors.into_iter().next().unwrap();
    let i = pass.values.iter().position(|&v| v == Wdl::Win).unwrap();
    pass.values[i] = Wdl::Draw;
    let table = SectorTable::from_solution(&rules, ix, (&pass.values, &pass.dtc), None);
    let mut sectors = HashMap::new();
    sectors.insert((3, 3), Arc::new(table));
    let tb = Tablebase::from_tables(rules, PathBuf::new(), sectors);
    let checks = verify(&tb, 2, &|_| Box::new(Silent));
    // The position itself, and its predecessors whose best move went through it.
    assert!(checks[0].mismatches >= 1);
    assert!(checks[0].examples[0].contains("3v3"));
}

/// The value under the rules with the position's counter, by searching the real rules
/// engine (its no-capture draw) down to each conversion and reading the lower tables' value
/// at a counter of zero there.
fn by_search(tb: &Tablebase, game: &mut Game) -> Wdl {
    let pos = *game.position();
    if let Some(outcome) = game.outcome() {
        return match outcome.winner() {
            Some(c) if c == pos.side_to_move() => Wdl::Win,
            Some(_) => Wdl::Loss,
            None => Wdl::Draw,
        };
    }
    if pos.pending_captures() > 0 {
        return tb.probe(&pos).unwrap().rules;
    }
    let mut best = Wdl::Loss;
    for action in game.legal_actions() {
        game.play(action).unwrap();
        let child = *game.position();
        let v = if child.pending_captures() > 0 {
            tb.probe(&child).unwrap().rules
        } else {
            by_search(tb, game).flip()
        };
        game.undo();
        best = best.max(v);
    }
    best
}

/// Six men's morris with a no-capture budget of 8 plies and no repetition rule: cursed wins
/// are common and searches cheap.
fn six_with_a_budget_of_8() -> Arc<Rules> {
    let mut spec = Rules::preset("six").unwrap().spec().clone();
    spec.no_capture_draw = 8;
    spec.repetition_draw = 0;
    Arc::new(Rules::new(spec).unwrap())
}

#[test]
fn the_counter_is_exact_against_a_search_of_the_rules_engine() {
    // A short budget makes cursed wins common and the search cheap.
    let rules = six_with_a_budget_of_8();
    let (dir, tb) = built(&rules, 4, "counter");
    all_ok(&tb);
    let mut checked = [0usize; 3];
    for sector in [(4, 3), (3, 4)] {
        let table = &tb.sectors()[&sector];
        let cursed: u64 = tb
            .sectors()
            .values()
            .map(|t| t.header.counts.rules[1])
            .sum();
        assert!(cursed > 0, "a budget of 8 plies curses some wins");
        let mut i = 0;
        let mut found = 0;
        while found < 120 && i < table.index.len() {
            if table.index.is_used(i) {
                let (white, black) = table.index.position(i);
                let (_, under_rule) = table.entry(i);
                // Counters near the budget, where the answer turns.
                let d = under_rule.dtc;
                // The search goes down 8 - q plies: counters from 5 keep it small.
                let near = |k: u16| k.saturating_sub(d).clamp(5, 8);
                let mut counters = vec![5, 6, 7, near(8), near(9)];
                counters.sort_unstable();
                counters.dedup();
                for q in counters {
                    let pos = Position::from_parts(
                        [white, black],
                        [0, 0],
                        Color::White,
                        0,
                        (0, q),
                        [None, None],
                    );
                    let mut game = Game::from_position(rules.clone(), pos);
                    let probed = tb.probe(&pos).unwrap();
                    assert_eq!(
                        probed.rules,
                        by_search(&tb, &mut game),
                        "{} (q {q})",
                        pos.text(&rules)
                    );
                    found += 1;
                    checked[match probed.rules {
                        Wdl::Win => 0,
                        Wdl::Draw => 1,
                        _ => 2,
                    }] += 1;
                }
            }
            i += 7;
        }
    }
    assert!(checked.iter().all(|&c| c > 5), "{checked:?}");
    // At a counter of zero the class says the same as the rules value.
    let table = &tb.sectors()[&(4, 3)];
    let p = tb
        .probe(&Position::from_parts(
            [table.index.position(0).0, table.index.position(0).1],
            [0, 0],
            Color::White,
            0,
            (0, 0),
            [None, None],
        ))
        .unwrap();
    assert_eq!(
        p.rules == Wdl::Win,
        p.class == RulesClass::Win,
        "class {:?} rules {:?}",
        p.class,
        p.rules
    );
    std::fs::remove_dir_all(dir).unwrap();
}

/// The placement solver's marked tables answer `values_at_zero_index` as unmarked ones do,
/// where the rule turns wins into draws (a budget of 8 plies) and where it does not.
#[test]
fn tables_marked_for_reads_at_counter_zero_read_the_same() {
    let rules = six_with_a_budget_of_8();
    let (dir, tb) = built(&rules, 4, "same-at-zero");
    let mut differ = 0;
    for table in tb.sectors().values() {
        for (mark, read) in [(8, 8), (8, 7), (40, 40), (0, 0)] {
            let mut marked = SectorTable::clone(table);
            marked.mark_same_at_zero(mark, 2);
            for i in 0..table.index.len() {
                let expected = table.values_at_zero_index(i, read);
                assert_eq!(marked.values_at_zero_index(i, read), expected, "index {i}");
                differ += usize::from(read == 8 && expected.0 != expected.1);
            }
        }
    }
    assert!(differ > 0, "some wins are draws under a budget of 8");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_killed_build_resumes_and_rebuilds_the_same_bytes() {
    let rules = Rules::preset("six").unwrap();
    let (dir, _) = built(&rules, 4, "resume");
    let target = dir.join("4v3.mtb");
    let before = std::fs::read(&target).unwrap();
    std::fs::remove_file(&target).unwrap();
    // A half-written temporary file, as a kill leaves it, is ignored.
    std::fs::write(dir.join("4v3.mtb.tmp"), b"MORRISTB half").unwrap();
    let mut reused = Vec::new();
    build(&rules, 4, &dir, 2, &|_| Box::new(Silent), &mut |r| {
        reused.push((r.sectors.join(" "), r.reused));
    })
    .unwrap();
    assert_eq!(
        reused,
        [
            ("3v3".to_string(), true),
            ("3v4 4v3".to_string(), false),
            ("4v4".to_string(), true)
        ]
    );
    assert_eq!(std::fs::read(&target).unwrap(), before);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn bad_tables_are_refused_with_the_file_named() {
    let six = Rules::preset("six").unwrap();
    let (dir, _) = built(&six, 4, "bad");
    let name = |e: &dyn std::fmt::Display| e.to_string();
    // Other rules.
    let other = Rules::preset("three").unwrap();
    let e = Tablebase::open(&dir, Some(&other)).err().unwrap();
    assert!(
        matches!(e, OpenError::Table(TableError::Rules { .. })),
        "{e}"
    );
    assert!(
        name(&e).contains("3v3.mtb") && name(&e).contains("six"),
        "{e}"
    );
    // Other draw rules change the values: refused too.
    let e = Tablebase::open(&dir, Some(&six.with_draws(50, 3, 0)))
        .err()
        .unwrap();
    assert!(
        matches!(e, OpenError::Table(TableError::Rules { .. })),
        "{e}"
    );
    // A truncated file.
    let path = dir.join("4v4.mtb");
    let bytes = std::fs::read(&path).unwrap();
    std::fs::write(&path, &bytes[..bytes.len() - 10]).unwrap();
    let e = Tablebase::open(&dir, Some(&six)).err().unwrap();
    assert!(
        matches!(e, OpenError::Table(TableError::Corrupt { .. })),
        "{e}"
    );
    assert!(name(&e).contains("4v4.mtb"), "{e}");
    // A flipped bit in the values: opening maps the file without reading its values, so
    // `verify` finds it (the checksum, naming the file), and a build does not reuse it.
    let mut flipped = bytes.clone();
    let last = flipped.len() - 1;
    flipped[last] ^= 1;
    std::fs::write(&path, &flipped).unwrap();
    let tb = Tablebase::open(&dir, Some(&six)).unwrap();
    let checks = verify(&tb, 1, &|_| Box::new(Silent));
    let bad: Vec<_> = checks.iter().filter(|c| c.mismatches > 0).collect();
    assert_eq!(bad.len(), 1, "only 4v4 fails");
    assert!(
        bad[0].sector == "4v4"
            && bad[0].examples[0].contains("checksum")
            && bad[0].examples[0].contains("4v4.mtb"),
        "{:?}",
        bad[0].examples
    );
    drop(tb);
    let e = SectorTable::load(&dir, &six, 4, 4).err().unwrap();
    assert!(
        name(&e).contains("checksum") && name(&e).contains("4v4.mtb"),
        "{e}"
    );
    // A flipped bit in the header.
    let mut flipped = bytes.clone();
    flipped[20] ^= 4;
    std::fs::write(&path, &flipped).unwrap();
    assert!(Tablebase::open(&dir, Some(&six)).is_err());
    // Not a table at all.
    std::fs::write(&path, b"hello").unwrap();
    let e = Tablebase::open(&dir, Some(&six)).err().unwrap();
    assert!(name(&e).contains("4v4.mtb"), "{e}");
    std::fs::write(&path, &bytes).unwrap();
    assert!(Tablebase::open(&dir, Some(&six)).is_ok());
    // A sector that captures need.
    std::fs::remove_file(dir.join("3v3.mtb")).unwrap();
    let e = Tablebase::open(&dir, Some(&six)).err().unwrap();
    assert!(matches!(e, OpenError::Missing { .. }), "{e}");
    assert!(name(&e).contains("3v3.mtb"), "{e}");
    // Rules with more state are refused, not built wrong.
    let alquerque = Rules::preset("alquerque").unwrap();
    let e = build(&alquerque, 3, &dir, 1, &|_| Box::new(Silent), &mut |_| {})
        .err()
        .unwrap();
    assert!(e.to_string().contains("forbid_mill_reform"), "{e}");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_damaged_body_in_a_mapped_file_reads_without_a_panic_and_verify_names_it() {
    let six = Rules::preset("six").unwrap();
    let (dir, _) = built(&six, 4, "scrambled");
    let path = dir.join("4v4.mtb");
    let bytes = std::fs::read(&path).unwrap();
    // Bytes of the body scrambled (rank words, distances, the exceptions' directory): the
    // file is refused when its lengths no longer agree, else it opens (its values are not
    // read), every entry reads without a panic, and `verify` names its checksum.
    let mut opened = 0;
    for (k, region) in [(1, 2), (2, 3), (3, 4), (5, 6), (7, 8)]
        .into_iter()
        .enumerate()
    {
        let mut scrambled = bytes.clone();
        let (from, to) = (bytes.len() * region.0 / 9, bytes.len() * region.1 / 9);
        let mut state = 0x9e37_79b9_7f4a_7c15u64 ^ k as u64;
        for byte in &mut scrambled[from..to] {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1);
            *byte = (state >> 56) as u8;
        }
        std::fs::write(&path, &scrambled).unwrap();
        let Ok(tb) = Tablebase::open(&dir, Some(&six)) else {
            continue;
        };
        opened += 1;
        let table = &tb.sectors()[&(4, 4)];
        for i in 0..table.index.len() {
            let _ = table.entry(i);
        }
        let checks = verify(&tb, 1, &|_| Box::new(Silent));
        let bad = checks.iter().find(|c| c.sector == "4v4").unwrap();
        assert!(bad.examples[0].contains("checksum"), "{:?}", bad.examples);
    }
    assert!(opened > 0, "some scrambled body opens");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_missing_mirror_is_named_and_a_build_never_overwrites_other_rules_tables() {
    let six = Rules::preset("six").unwrap();
    let other = Rules::preset("three").unwrap();
    let (dir, _) = built(&six, 4, "foreign");
    let name = |e: &dyn std::fmt::Display| e.to_string();
    // A sector without its colour mirror (a build stopped between a pair's two saves).
    let mirror = dir.join("4v3.mtb");
    let mirror_bytes = std::fs::read(&mirror).unwrap();
    std::fs::remove_file(&mirror).unwrap();
    let e = Tablebase::open(&dir, Some(&six)).err().unwrap();
    assert!(matches!(e, OpenError::Missing { .. }), "{e}");
    assert!(name(&e).contains("4v3.mtb"), "{e}");
    std::fs::write(&mirror, &mirror_bytes).unwrap();
    // A build of other rules into this directory refuses the first file of six's it would
    // overwrite, naming it, and leaves it as it was.
    let three_path = dir.join("3v3.mtb");
    let three_before = std::fs::read(&three_path).unwrap();
    let e = build(&other, 3, &dir, 1, &|_| Box::new(Silent), &mut |_| {})
        .err()
        .unwrap();
    assert!(
        name(&e).contains("3v3.mtb") && name(&e).contains("does not overwrite"),
        "{e}"
    );
    assert_eq!(std::fs::read(&three_path).unwrap(), three_before);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn alphabeta_finds_the_tables_wins_at_their_depth_and_not_before() {
    use morris_core::agents::alphabeta::{AlphaBeta, score_of};
    use morris_core::agents::{Budget, PlayerSpec, Score};
    let rules = Arc::new(Rules::preset("three").unwrap());
    let (dir, tb) = built(&rules, 3, "alphabeta");
    let table = &tb.sectors()[&(3, 3)];
    let mut checked = 0;
    for i in (0..table.index.len()).step_by(3) {
        let (plain, _) = table.entry(i);
        // In three men's morris every conversion ends the game, so DTC is plies to the end
        // of the moving side's turns.
        if plain.wdl != Wdl::Win || plain.dtc > 5 {
            continue;
        }
        let (white, black) = table.index.position(i);
        let pos = Position::from_parts(
            [white, black],
            [0, 0],
            Color::White,
            0,
            (12, 0),
            [None, None],
        );
        let game = Game::from_position(rules.clone(), pos);
        // Turns of the winner and of the loser: a win in d plies takes d turns.
        let d = u32::from(plain.dtc);
        let search = |depth: u32| {
            let spec = PlayerSpec::parse(&format!("alphabeta:depth={depth}")).unwrap();
            let mut ab = AlphaBeta::from_spec(&spec, &rules).unwrap();
            score_of(ab.search(&game, &Budget::default()).score)
        };
        assert!(
            matches!(search(d), Score::Win(_)),
            "{} dtc {d}",
            pos.text(&rules)
        );
        if d > 1 {
            assert!(
                !matches!(search(d - 1), Score::Win(_)),
                "{} dtc {d}",
                pos.text(&rules)
            );
        }
        checked += 1;
    }
    assert!(checked > 20, "{checked}");
    std::fs::remove_dir_all(dir).unwrap();
}

/// Answers every leaf with uniform priors and a value of 0, and keeps the positions asked.
struct Counting {
    asked: Vec<Position>,
    priors: Vec<f32>,
    values: Vec<f32>,
}

impl LeafEvaluator for Counting {
    fn evaluate(&mut self, leaves: &[LeafRequest<'_>]) -> (&[f32], &[f32]) {
        self.asked.extend(leaves.iter().map(|l| *l.position));
        // Three men's morris: 9 points.
        self.priors = vec![1.0; leaves.len() * action_count(9)];
        self.values = vec![0.0; leaves.len()];
        (&self.priors, &self.values)
    }
}

#[test]
fn a_search_with_tables_takes_covered_leaves_from_them() {
    let rules = Arc::new(Rules::preset("three").unwrap());
    let (dir, tb) = built(&rules, 3, "leaves");
    let tb = Arc::new(tb);
    // Black's last placement: every child of the root is covered, some of them decided.
    let pos = Position::parse(
        &rules,
        "white a1 b2 c3 | black a2 c1 hand 1 | black to place",
    )
    .unwrap();
    assert!(tb.probe(&pos).is_none());
    let game = Game::from_position(rules.clone(), pos);
    let settings = SearchSettings::default();
    let mut asked = [0usize; 2];
    for (k, oracle) in [None, Some(tb.clone() as Arc<dyn Probe>)]
        .into_iter()
        .enumerate()
    {
        let mut search = Search::at(&game, &settings);
        search.set_oracle(oracle);
        search.begin(200, false, 1);
        let mut evaluator = Counting {
            asked: Vec::new(),
            priors: Vec::new(),
            values: Vec::new(),
        };
        run_batched(&mut [&mut search], &mut evaluator, None);
        asked[k] = evaluator.asked.len();
        if k == 1 {
            // With the tables only the root reaches the network, and every child's value is
            // the table's, from the root's mover's side: the evaluator's constant 0 nowhere.
            assert_eq!(asked[1], 1);
            let mut decided = 0;
            for child in search.tree().root_statistics() {
                assert!(child.visits > 0);
                let mut after = *game.position();
                after.play_unchecked(&rules, child.action);
                let exact = tb.probe(&after).expect("covered").rules.score();
                assert!(
                    (child.value + exact).abs() < 1e-6,
                    "{after:?}: {} vs {}",
                    child.value,
                    -exact
                );
                decided += usize::from(exact != 0.0);
            }
            assert!(decided > 0);
        }
    }
    // Without them the network is asked about every child.
    assert!(asked[0] > 1, "{asked:?}");
    std::fs::remove_dir_all(dir).unwrap();
}
