//! Positions from the endgame tables as training samples (`[tablebase] train_fraction`):
//! self-play games end at the first covered position (adjudication), so without these the
//! network never trains on the endgames the tables cover and plays them badly where it
//! plays without them.

use super::replay::Sample;
use crate::arena::blunders::sample_position;
use crate::selfplay::endgame::best_moves_policy;
use crate::tablebase::{Probe, Tablebase};
use rand::Rng;

/// `count` covered positions, each sampled uniformly per sector (either side to move, under
/// a random symmetry, counters at zero); its value target the tables' verdict under the
/// rules, its policy target the tables' best-ranked actions in equal shares (the quickest
/// win, the longest loss, a draw kept: as `[tablebase] target_plies` records them).
pub(super) fn table_samples(tb: &Tablebase, rng: &mut impl Rng, count: usize) -> Vec<Sample> {
    let points = tb.rules().board().points();
    let mut samples = Vec::with_capacity(count);
    while samples.len() < count {
        let position = sample_position(tb, rng);
        let (Some(probed), Some(ranked)) = (tb.probe(&position), tb.ranked_actions(&position))
        else {
            continue;
        };
        let ties = Tablebase::tied_best(&ranked);
        if ties == 0 {
            continue;
        }
        let policy = best_moves_policy(&ranked[..ties], points);
        let value = probed.rules.score();
        samples.push(Sample {
            position,
            occurrences: 1,
            policy,
            result: value as i8,
            root_value: value,
            reply: Vec::new(),
            final_men: None,
            short_value: None,
        });
    }
    samples
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Rules;
    use crate::tablebase::solve::Silent;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;
    use std::sync::Arc;

    /// On the three men's board (its tables solved in memory): every sample's value is the
    /// tables' verdict, and every action of its policy keeps that verdict (no policy share on
    /// a move that loses what the position holds).
    #[test]
    fn table_samples_carry_the_tables_verdict_and_only_value_keeping_moves() {
        let rules = Arc::new(Rules::preset("three").unwrap());
        let dir = std::env::temp_dir().join(format!("table-samples-{}", std::process::id()));
        crate::tablebase::build::build(&rules, 3, &dir, 1, &|_| Box::new(Silent), &mut |_| {})
            .unwrap();
        let tb = Tablebase::open(&dir, Some(&rules)).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let samples = table_samples(&tb, &mut rng, 300);
        assert_eq!(samples.len(), 300);
        let points = rules.board().points();
        let mut verdicts = std::collections::BTreeSet::new();
        for s in &samples {
            let before = tb.probe(&s.position).unwrap().rules;
            verdicts.insert(format!("{before:?}"));
            assert_eq!(s.result, before.score() as i8);
            assert!(!s.policy.is_empty());
            let total: f32 = s.policy.iter().map(|p| p.1).sum();
            assert!((total - 1.0).abs() < 1e-5);
            let values = tb.action_values(&s.position).unwrap();
            for &(id, _) in &s.policy {
                let after = values
                    .iter()
                    .find(|v| v.0.id(points) == usize::from(id))
                    .unwrap()
                    .1
                    .rules;
                assert!(
                    after >= before,
                    "{:?}: a policy move turns {before:?} into {after:?}",
                    s.position
                );
            }
        }
        assert!(verdicts.len() >= 2, "only {verdicts:?} among 300 positions");
        std::fs::remove_dir_all(dir).unwrap();
    }
}
