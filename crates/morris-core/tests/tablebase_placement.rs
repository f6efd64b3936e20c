//! The whole game solved on boards small enough for a test: the phase after placement's
//! tables, then placement's (`tablebase::placement`), read back through `Tablebase`.

use morris_core::game::{Action, ActionList, Color, Position, Rules, solver};
use morris_core::tablebase::build::{BuildError, BuildOptions, build};
use morris_core::tablebase::placement::{build_placement, levels};
use morris_core::tablebase::solve::Silent;
use morris_core::tablebase::verify::verify;
use morris_core::tablebase::{OpenError, Probe, Sector, SectorIndex, Tablebase, Wdl};
use std::path::{Path, PathBuf};

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("morris-placement-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// Builds the whole game of `rules` into a fresh directory.
fn whole(rules: &Rules, name: &str) -> PathBuf {
    let dir = scratch(name);
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

fn files(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut out: Vec<(String, Vec<u8>)> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| {
            let e = e.unwrap();
            (
                e.file_name().to_string_lossy().into_owned(),
                std::fs::read(e.path()).unwrap(),
            )
        })
        .collect();
    out.sort();
    out
}

#[test]
fn three_mens_morris_whole_agrees_with_the_exact_solver_everywhere() {
    let rules = Rules::preset("three").unwrap().without_draws();
    let dir = whole(&rules, "three");
    let tb = Tablebase::open(&dir, Some(&rules)).unwrap();
    assert!(tb.is_whole());
    let solution = solver::solve(&rules).unwrap();
    let mut compared = [0usize; 2];
    for (pos, result, _) in solution.positions() {
        let wdl = match result {
            1 => Wdl::Win,
            -1 => Wdl::Loss,
            _ => Wdl::Draw,
        };
        let probed = tb
            .probe(&pos)
            .unwrap_or_else(|| panic!("not covered: {}", pos.text(&rules)));
        assert_eq!(probed.plain.wdl, wdl, "{}", pos.text(&rules));
        assert_eq!(probed.rules, wdl, "{}", pos.text(&rules));
        compared[usize::from(pos.in_movement_phase())] += 1;
    }
    // Placement positions (pending captures among them) and the others, every one.
    assert!(compared[0] > 1000 && compared[1] > 200, "{compared:?}");
    // White, to place first, wins (game::solver's doc: a mill on ply 9, a capture on 10).
    let start = tb.probe(&Position::start(&rules)).unwrap();
    assert_eq!(start.plain.wdl, Wdl::Win);
    std::fs::remove_dir_all(dir).unwrap();
}

/// The position of `sector` at `index`, White (the side to move) on the first set.
fn position_at(ix: &SectorIndex, sector: Sector, index: u64) -> Position {
    let (white, black) = ix.position(index);
    Position::from_parts(
        [white, black],
        [sector.in_hand[0] as u8, sector.in_hand[1] as u8],
        Color::White,
        0,
        (0, 0),
        [None, None],
    )
}

#[test]
fn six_mens_morris_whole_every_placement_value_is_its_moves_best() {
    let rules = Rules::preset("six").unwrap();
    let dir = whole(&rules, "six");
    let tb = Tablebase::open(&dir, Some(&rules)).unwrap();
    assert!(tb.is_whole());
    // Every value is the best over its moves' (verify), every checksum is right.
    let checks = verify(&tb, 2, &|_| Box::new(Silent));
    assert!(checks.iter().all(|c| c.mismatches == 0), "{checks:?}");
    assert!(checks.iter().filter(|c| c.sector.contains('+')).count() > 100);
    let mut checked = 0u64;
    let mut seen = [[0u64; 3]; 2];
    let mut actions = ActionList::new();
    for sector in levels(&rules).into_iter().flatten() {
        let table = &tb.placement()[&sector];
        let ix = &table.index;
        for i in (0..ix.len()).filter(|&i| ix.is_used(i)) {
            let pos = position_at(ix, sector, i);
            let own = tb.probe(&pos).unwrap();
            let moves = tb.action_values(&pos).unwrap();
            pos.generate(&rules, &mut actions);
            assert_eq!(moves.len(), actions.len());
            assert!(actions.iter().all(|a| matches!(a, Action::Place(_))));
            for (pass, value) in [(0, own.plain.wdl), (1, own.rules)] {
                let of = |w: Wdl| moves.iter().filter(|(_, p)| pick(p, pass) == w).count();
                let text = || format!("{} {} pass {pass}", sector.name(), pos.text(&rules));
                match value {
                    // A win has a move to a position lost for the opponent.
                    Wdl::Win => assert!(of(Wdl::Win) > 0, "{}", text()),
                    // Every move of a loss leads to a win for the opponent.
                    Wdl::Loss => assert_eq!(of(Wdl::Loss), moves.len(), "{}", text()),
                    // A draw: no move wins, one draws.
                    _ => assert!(of(Wdl::Win) == 0 && of(Wdl::Draw) > 0, "{}", text()),
                }
                let slot = match value {
                    Wdl::Win => 0,
                    Wdl::Loss => 2,
                    _ => 1,
                };
                seen[pass][slot] += 1;
            }
            checked += 1;
        }
    }
    assert!(checked > 100_000, "{checked}");
    assert!(seen.iter().flatten().all(|&n| n > 1000), "{seen:?}");
    // The start: a draw (Dries De Clercq found six men's morris drawn too).
    let start = tb.probe(&Position::start(&rules)).unwrap();
    assert_eq!((start.plain.wdl, start.rules), (Wdl::Draw, Wdl::Draw));
    std::fs::remove_dir_all(dir).unwrap();
}

fn pick(p: &morris_core::tablebase::Probed, pass: usize) -> Wdl {
    if pass == 0 { p.plain.wdl } else { p.rules }
}

#[test]
fn a_placement_build_goes_on_from_the_sectors_it_has_and_bad_files_are_named() {
    let rules = Rules::preset("six").unwrap();
    let dir = whole(&rules, "resume");
    let all = files(&dir);
    // A build stopped after some sectors: the others are built again, the same bytes.
    let mut removed = 0;
    for (name, _) in &all {
        if name.contains('+') && (name.starts_with("3v") || name.starts_with("0v")) {
            std::fs::remove_file(dir.join(name)).unwrap();
            removed += 1;
        }
    }
    assert!(removed > 10);
    // Meanwhile the tables open only with what each sector needs.
    let err = Tablebase::open(&dir, Some(&rules)).err().unwrap();
    assert!(matches!(err, OpenError::Missing { .. }), "{err}");
    let mut rebuilt = 0;
    build_placement(
        &rules,
        &dir,
        &BuildOptions::threads(2),
        &|_| Box::new(Silent),
        &mut |r| {
            rebuilt += usize::from(!r.reused);
        },
    )
    .unwrap();
    assert_eq!(rebuilt, removed);
    assert_eq!(files(&dir), all);
    // A damaged placement file: named by the build, which builds it again.
    let name = "1v1+5v5.mtb";
    let path = dir.join(name);
    let mut bytes = std::fs::read(&path).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 0x55;
    std::fs::write(&path, &bytes).unwrap();
    let tb = Tablebase::open(&dir, Some(&rules)).unwrap();
    let checks = verify(&tb, 2, &|_| Box::new(Silent));
    let bad: Vec<_> = checks.iter().filter(|c| c.mismatches > 0).collect();
    assert_eq!(bad.len(), 1, "{bad:?}");
    assert!(bad[0].examples[0].contains(name), "{bad:?}");
    build_placement(
        &rules,
        &dir,
        &BuildOptions::threads(2),
        &|_| Box::new(Silent),
        &mut |_| {},
    )
    .unwrap();
    assert_eq!(files(&dir), all);
    // Tables of other rules are refused, naming the file.
    let err = Tablebase::open(&dir, Some(&Rules::preset("standard").unwrap()))
        .err()
        .unwrap();
    assert!(err.to_string().contains(".mtb"), "{err}");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn perfect_keeps_the_value_from_the_start_and_needs_the_whole_game() {
    use morris_core::agents::{Budget, Registry};
    use morris_core::game::Game;
    use std::sync::Arc;
    let rules = Arc::new(Rules::preset("six").unwrap());
    let dir = whole(&rules, "perfect");
    let tb = Tablebase::open(&dir, Some(&rules)).unwrap();
    let spec = format!("perfect:dir={}", dir.display());
    let registry = Registry::baselines();
    // Against itself: the start's value, a draw, kept to the end of the game.
    // Against random men, as White and as Black: never a value lost, every game won or drawn.
    let mut results = Vec::new();
    for (seed, opponent) in [(1, "perfect"), (2, "random"), (3, "random"), (4, "greedy")] {
        for perfect_side in [Color::White, Color::Black] {
            let opponent = if opponent == "perfect" {
                spec.clone()
            } else {
                opponent.to_string()
            };
            let mut players = [
                registry.build(&spec, &rules).unwrap(),
                registry.build(&opponent, &rules).unwrap(),
            ];
            if perfect_side == Color::Black {
                players.swap(0, 1);
            }
            for p in &mut players {
                p.new_game(seed);
            }
            let mut game = Game::new(rules.clone());
            let mut value = tb.probe(game.position()).unwrap().rules;
            assert_eq!(value, Wdl::Draw);
            while !game.is_over() && game.actions().len() < 400 {
                let mover = game.position().side_to_move();
                let choice = players[mover.index()].choose(&game, &Budget::default());
                game.play(choice.action).unwrap();
                let now = tb.probe(game.position()).unwrap();
                let same_side = game.position().side_to_move() == mover;
                let after = if same_side {
                    now.rules
                } else {
                    now.rules.flip()
                };
                if mover == perfect_side {
                    assert_eq!(
                        after,
                        value,
                        "perfect lost value at ply {}",
                        game.actions().len()
                    );
                }
                value = now.rules;
            }
            let winner = game.outcome().and_then(morris_core::game::Outcome::winner);
            assert_ne!(winner, Some(!perfect_side), "perfect lost (seed {seed})");
            results.push(winner == Some(perfect_side));
        }
    }
    // Random and greedy men lose value somewhere, and perfect play converts most of it.
    assert!(
        results.iter().filter(|&&won| won).count() >= 3,
        "{results:?}"
    );
    // Tables of the phase after placement only: refused, saying how to build the rest.
    let moving = scratch("perfect-moving");
    build(&rules, 6, &moving, 2, &|_| Box::new(Silent), &mut |_| {}).unwrap();
    let err = registry
        .build(&format!("perfect:dir={}", moving.display()), &rules)
        .err()
        .unwrap()
        .to_string();
    assert!(err.contains("--whole"), "{err}");
    std::fs::remove_dir_all(dir).unwrap();
    std::fs::remove_dir_all(moving).unwrap();
}

#[test]
fn a_placement_build_stopped_at_every_save_mid_sector_writes_the_same_bytes() {
    // The standard board with 4 men a side: placement sectors of up to 3.2 million
    // positions, several segments each.
    let mut spec = Rules::preset("standard").unwrap().spec().clone();
    spec.name = "standard-4".to_string();
    spec.pieces = 4;
    let rules = Rules::new(spec).unwrap();
    let whole_dir = whole(&rules, "four");
    let parts = scratch("four-parts");
    build(&rules, 4, &parts, 2, &|_| Box::new(Silent), &mut |_| {}).unwrap();
    let options = BuildOptions {
        snapshot_every: std::time::Duration::ZERO,
        stop_after_saves: Some(2),
        ..BuildOptions::threads(2)
    };
    let (mut stops, mut mid_sector) = (0, false);
    loop {
        match build_placement(&rules, &parts, &options, &|_| Box::new(Silent), &mut |_| {}) {
            Ok(_) => break,
            Err(BuildError::Solve(morris_core::tablebase::solve::SolveError::Interrupted(2))) => {
                stops += 1;
                mid_sector |= files(&parts).iter().any(|(n, _)| n.ends_with(".partial"));
            }
            Err(e) => panic!("{e}"),
        }
        assert!(stops < 1000);
    }
    assert!(stops >= 3 && mid_sector, "{stops} stops");
    assert_eq!(
        files(&parts),
        files(&whole_dir),
        "no save left, the same bytes"
    );
    std::fs::remove_dir_all(whole_dir).unwrap();
    std::fs::remove_dir_all(parts).unwrap();
}
