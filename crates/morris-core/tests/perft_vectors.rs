//! Perft from every position of crates/morris-core/tests/data/perft-standard.txt (counted by
//! `OpenSpiel`'s engine with the draw rules off) must match exactly, in both counting modes.

use morris_core::game::{Game, LeafCounting, Rules, perft};
use std::sync::Arc;

struct Case {
    moves: String,
    kind: String,
    counts: Vec<(u32, u64)>,
}

fn cases() -> Vec<Case> {
    let text = include_str!("data/perft-standard.txt");
    let mut cases: Vec<Case> = Vec::new();
    for line in text.lines().map(str::trim) {
        if let Some(moves) = line.strip_prefix("moves ") {
            cases.push(Case {
                moves: moves.to_string(),
                kind: String::new(),
                counts: Vec::new(),
            });
        } else if let Some(kind) = line.strip_prefix("# kind: ") {
            cases.last_mut().expect("kind after moves").kind = kind.to_string();
        } else if let Some(rest) = line.strip_prefix("perft ") {
            let (d, n) = rest.split_once(' ').expect("perft D N");
            cases
                .last_mut()
                .expect("perft after moves")
                .counts
                .push((d.parse().unwrap(), n.parse().unwrap()));
        }
    }
    cases
}

#[test]
fn perft_matches_the_independent_engine() {
    let rules = Arc::new(Rules::preset("standard").unwrap().without_draws());
    let cases = cases();
    assert!(cases.len() >= 70, "the file has {} positions", cases.len());
    let mut checked = 0;
    for case in &cases {
        let game = Game::from_tokens(rules.clone(), &case.moves)
            .unwrap_or_else(|(i, e)| panic!("{}: move {i}: {e}", case.moves));
        for &(depth, expected) in &case.counts {
            for counting in [LeafCounting::Full, LeafCounting::Bulk] {
                let got = perft(&game, depth, counting);
                assert_eq!(
                    got, expected,
                    "perft {depth} ({counting:?}) after '{}' ({})",
                    case.moves, case.kind
                );
            }
            checked += 1;
        }
    }
    let in_file = include_str!("data/perft-standard.txt")
        .lines()
        .filter(|l| l.starts_with("perft "))
        .count();
    assert_eq!(checked, in_file);
}
