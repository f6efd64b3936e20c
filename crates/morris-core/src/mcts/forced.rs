//! `KataGo`'s forced playouts and policy target pruning (Wu, "Accelerating Self-Play Learning
//! in Go", 2019, section 3.1), for PUCT roots that got Dirichlet noise (self-play's full
//! searches; `SearchSettings::forced_playouts` = k, 0 = off).
//!
//! Forced playouts: a root child that has been visited but has fewer than
//! `n_forced(c) = sqrt(k * P(c) * sum of the children's visits)` visits takes the next
//! simulation, so that a move the noise lifted gets enough visits to show whether it is good.
//! Pruning then takes those visits back out of the policy target: from every child but the
//! most visited one, as many visits as it was forced to take (up to `n_forced`) while its PUCT
//! score stays below the most visited child's; a child left with one visit or fewer drops out
//! of the target. The target so keeps the search's judgement without the noise's spread.

use super::puct::ChildStats;
use super::settings::SearchSettings;

/// `n_forced(c)` for a child of prior `prior` when the root's children have `total` visits.
#[must_use]
pub fn forced_visits(k: f32, prior: f32, total: u32) -> f32 {
    (k * prior.max(0.0) * total as f32).sqrt()
}

/// The root child (index in child order) a forced playout takes next: among the visited
/// children below their `n_forced`, the one furthest below (ties: the first). `None` when
/// none is, or when forced playouts are off (`k` = 0).
#[must_use]
pub fn forced_child(k: f32, children: &[ChildStats]) -> Option<usize> {
    if k <= 0.0 {
        return None;
    }
    let total: u32 = children.iter().map(|c| c.visits).sum();
    let mut best: Option<(f32, usize)> = None;
    for (i, child) in children.iter().enumerate() {
        let short = forced_visits(k, child.prior, total) - child.visits as f32;
        if child.visits > 0 && short > 0.0 && best.is_none_or(|(s, _)| short > s) {
            best = Some((short, i));
        }
    }
    best.map(|(_, i)| i)
}

/// The pruned visit counts of the root's children, in child order. `root_visits` is the
/// root's, as PUCT's selection used it: `score(c) = Q(c) + c_puct * sqrt(root_visits) * P(c) /
/// (1 + N(c))`; unvisited children stay at 0.
#[must_use]
pub fn pruned_visits(
    settings: &SearchSettings,
    children: &[ChildStats],
    root_visits: u32,
) -> Vec<u32> {
    let mut visits: Vec<u32> = children.iter().map(|c| c.visits).collect();
    // The most visited child (ties: the higher prior, then the first), as `best_action`.
    let Some(best) = (0..children.len()).max_by(|&a, &b| {
        children[a]
            .visits
            .cmp(&children[b].visits)
            .then(children[a].prior.total_cmp(&children[b].prior))
            .then(b.cmp(&a))
    }) else {
        return visits;
    };
    if settings.forced_playouts <= 0.0 {
        return visits;
    }
    let total: u32 = children.iter().map(|c| c.visits).sum();
    let scale = settings.c_puct * (root_visits.max(1) as f32).sqrt();
    // PUCT's score of a visited child had it `n` visits.
    let score = |child: &ChildStats, n: u32| child.value + scale * child.prior / (1.0 + n as f32);
    let bar = score(&children[best], children[best].visits);
    for (i, child) in children.iter().enumerate() {
        if i == best || child.visits == 0 {
            continue;
        }
        // Whole forced playouts only.
        let most = forced_visits(settings.forced_playouts, child.prior, total) as u32;
        let floor = child.visits.saturating_sub(most);
        let mut n = child.visits;
        while n > floor && score(child, n - 1) < bar {
            n -= 1;
        }
        visits[i] = if n <= 1 { 0 } else { n };
    }
    visits
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Action, Game, Point, Rules, action_count};
    use crate::mcts::driver::testing::EachLeaf;
    use crate::mcts::{LeafRequest, Search, run_batched};
    use std::sync::Arc;

    fn child(point: Point, visits: u32, prior: f32, value: f32) -> ChildStats {
        ChildStats {
            action: Action::Place(point),
            visits,
            prior,
            value,
        }
    }

    fn settings(k: f32) -> SearchSettings {
        SearchSettings {
            forced_playouts: k,
            ..SearchSettings::default()
        }
    }

    #[test]
    fn forced_visits_follow_the_square_root_rule() {
        assert!((forced_visits(2.0, 0.5, 100) - 10.0).abs() < 1e-5);
        assert!(forced_visits(2.0, 0.0, 100).abs() < 1e-9);
        assert!(forced_visits(0.0, 0.5, 100).abs() < 1e-9);
    }

    #[test]
    fn the_visited_child_furthest_below_its_share_is_forced() {
        // 100 visits: n_forced = sqrt(2 * P * 100): 7.7 for P = 0.3, 4.5 for P = 0.1.
        let children = [
            child(0, 80, 0.5, 0.2),
            child(1, 2, 0.3, -0.5),
            child(2, 3, 0.1, -0.1),
            child(3, 0, 0.1, 0.0),
            child(4, 15, 0.0, 0.1),
        ];
        assert_eq!(forced_child(2.0, &children), Some(1));
        // Unvisited children are left to PUCT; none short once each has its share.
        let mut enough = children;
        enough[1].visits = 9;
        enough[2].visits = 5;
        assert_eq!(forced_child(2.0, &enough), None);
        assert_eq!(forced_child(0.0, &children), None);
    }

    #[test]
    fn pruning_takes_forced_visits_from_bad_moves_and_drops_the_ones_left_with_one() {
        let s = settings(2.0);
        // The best child: 60 visits; a bad move forced to 6 visits (n_forced for P = 0.2 at 70
        // visits is sqrt(28) = 5.3, so up to 5 come off: 1 left, dropped); a good move the
        // search liked on its own keeps its visits (taking any would lift its score above the
        // best's).
        let children = [
            child(0, 60, 0.5, 0.3),
            child(1, 6, 0.2, -0.9),
            child(2, 4, 0.3, 0.29),
        ];
        let pruned = pruned_visits(&s, &children, 71);
        assert_eq!(pruned, vec![60, 0, 4]);
        // Off: the visits as they are.
        let off = pruned_visits(&settings(0.0), &children, 71);
        assert_eq!(off, vec![60, 6, 4]);
    }

    #[test]
    fn pruning_never_takes_more_than_the_forced_visits() {
        let s = settings(2.0);
        // A terrible move with 20 visits and prior 0.05 at 120 visits: n_forced = sqrt(12) =
        // 3.5, so at most 3 come off however bad it is.
        let children = [child(0, 100, 0.9, 0.5), child(1, 20, 0.05, -1.0)];
        let pruned = pruned_visits(&s, &children, 121);
        assert_eq!(pruned, vec![100, 17]);
    }

    /// A 96-simulation search from the standard game's start (24 placements) with uniform
    /// priors and values hashed from the position, `k` = `forced`, noise or not, seed 7.
    fn searched(forced: f32, noise: bool) -> (Search, Vec<f32>) {
        let rules = Arc::new(Rules::preset("standard").unwrap());
        let a = action_count(rules.board().points());
        let mut search = Search::at(&Game::new(rules), &settings(forced));
        search.begin(96, noise, 7);
        let mut hashed = EachLeaf::new(|leaf: &LeafRequest<'_>| {
            let value = (leaf.position.key() % 201) as f32 / 100.0 - 1.0;
            (vec![1.0; a], value)
        });
        run_batched(&mut [&mut search], &mut hashed, None);
        let mut target = vec![0.0; a];
        search.policy_target(&mut target);
        (search, target)
    }

    #[test]
    fn a_search_without_noise_is_the_same_with_forced_playouts_on() {
        let (on, on_target) = searched(2.0, false);
        let (off, off_target) = searched(0.0, false);
        assert_eq!(on_target, off_target);
        let visits = |s: &Search| -> Vec<u32> {
            s.tree()
                .root_statistics()
                .iter()
                .map(|c| c.visits)
                .collect()
        };
        assert_eq!(visits(&on), visits(&off));
    }

    #[test]
    fn forced_playouts_spread_the_noised_roots_visits_and_the_target_takes_them_back() {
        let (forced, target) = searched(2.0, true);
        let (plain, plain_target) = searched(0.0, true);
        let children = forced.tree().root_statistics();
        let total: u32 = children.iter().map(|c| c.visits).sum();
        // Every visited child but the last one reached has its share, floor(n_forced).
        let short = children
            .iter()
            .filter(|c| c.visits > 0)
            .filter(|c| (c.visits as f32) < forced_visits(2.0, c.prior, total).floor())
            .count();
        assert!(short <= 1, "{short} children below their forced share");
        let singles = |s: &Search| {
            s.tree()
                .root_statistics()
                .iter()
                .filter(|c| c.visits == 1)
                .count()
        };
        assert!(singles(&forced) < singles(&plain));
        // The target: a distribution over the visited children, less the pruned ones, with
        // the most visited child's share at least its share of the visits.
        let points = forced.tree().points();
        let sum: f32 = target.iter().sum();
        assert!((sum - 1.0).abs() < 1e-5);
        let best = forced.tree().best_action().id(points);
        let best_visits = children.iter().map(|c| c.visits).max().unwrap();
        assert!(target[best] >= best_visits as f32 / total as f32);
        let kept = target.iter().filter(|&&p| p > 0.0).count();
        let visited = children.iter().filter(|c| c.visits > 0).count();
        assert!(kept < visited, "kept {kept} of {visited}");
        for child in &children {
            let id = child.action.id(points);
            if child.visits <= 1 {
                assert!(target[id] <= 0.0, "a single visit kept");
            }
        }
        // Without forced playouts the target is the plain visit distribution.
        let plain_total: u32 = plain
            .tree()
            .root_statistics()
            .iter()
            .map(|c| c.visits)
            .sum();
        for child in plain.tree().root_statistics() {
            let share = child.visits as f32 / plain_total as f32;
            assert!((plain_target[child.action.id(points)] - share).abs() < 1e-6);
        }
    }
}
