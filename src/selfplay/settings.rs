//! How self-play plays: the `[selfplay]` section of a training config, and the search it
//! derives from the player's (`[search]`), deciding once which simulation count, root and
//! constant self-play's searches take.

use crate::mcts::{RootSearch, SearchSettings};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// A `[selfplay]` share or threshold out of its range (`SelfPlaySettings::check`), naming the
/// field and its value.
#[derive(Clone, Copy, Debug, PartialEq, Error)]
pub enum SelfPlaySettingsError {
    #[error("selfplay.full_search_fraction must be in (0, 1] (it is {0})")]
    FullSearchFraction(f32),
    #[error("selfplay.resign_threshold must be in [0, 1) (0: no resignation; it is {0})")]
    ResignThreshold(f32),
    #[error("selfplay.resign_after must be at least 1 (it is 0)")]
    ResignAfter,
    #[error("selfplay.resign_check_fraction must be in [0, 1] (it is {0})")]
    ResignCheckFraction(f32),
}

/// How self-play plays: the `[selfplay]` section of a training config. The search itself
/// (root, simulations of a full search, constants) is the `[search]` section,
/// `SearchSettings`. Under PUCT the simulations count the root's visits in all, as `KataGo`
/// and Leela Chess Zero do: visits kept by tree reuse count, so a move whose subtree was well
/// explored needs fewer new ones (none once it has them all). PUCT roots of full searches get
/// Dirichlet noise and the visit distribution is the target; Gumbel roots get no noise and
/// the completed-Q improved policy is the target.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct SelfPlaySettings {
    /// Games played at once in lockstep; also the network's batch size.
    pub games_in_parallel: usize,
    /// Plies during which moves are sampled in proportion to visits (then the most visited).
    /// PUCT only: Gumbel search samples through its Gumbel variables.
    pub sampling_plies: u16,
    /// Keep the played move's subtree for the next search, with noise mixed afresh into the
    /// new root's priors for a full search. PUCT only: under Gumbel search every move starts
    /// a fresh tree, since Sequential Halving shares out a budget of its own.
    pub reuse_tree: bool,
    /// Playout-cap randomization (`KataGo`): the chance, drawn per move from the seeded
    /// generator, that a move gets a full search (Dirichlet noise under PUCT, the search's
    /// simulations, sampling in the first plies) and becomes a policy target. The others get
    /// a fast search of `fast_simulations` without noise and play the most visited move
    /// (under Gumbel search, Gumbel's choice); they serve as value targets only. 1.0: every
    /// move is full.
    pub full_search_fraction: f32,
    /// Simulations of a fast search (counted like a full search's).
    pub fast_simulations: u32,
    /// Simulations of a full search while a man is still in either hand
    /// (placement, where the standard game's value is most often lost: a tenth of the
    /// shipped player's placement decisions, docs/tablebase.md's scoreboard); 0: those of
    /// every other full search. Fast searches keep `fast_simulations`.
    pub placement_simulations: u32,
    /// Games finished per iteration of the training loop before its next round of training.
    pub games_per_iteration: usize,
    /// Each game opens with a number of uniformly random plies, itself drawn uniformly from
    /// 0 to this (the seeded generator), so that self-play visits the positions that random
    /// openings lead to (`morris evaluate` opens with 8 random plies). Those plies are
    /// recorded as value targets only: no search chose them. 0: none, and no draws from the
    /// generator (seeded runs repeat as before).
    pub opening_plies: u16,
    /// The root search of self-play's searches, `puct` or `gumbel`; unset: `[search]`'s root,
    /// which is also the trained player's. So self-play can make its policy targets with
    /// Gumbel's few-simulation search while the trained player searches with PUCT.
    pub root: Option<RootSearch>,
    /// Simulations of a full search; 0: `[search]`'s `simulations`.
    pub simulations: u32,
    /// PUCT's exploration constant in self-play's searches (below a Gumbel root too); unset:
    /// `[search]`'s `c_puct`. So the trained player's constant can be tuned for play at its
    /// budget without changing what self-play trains on.
    pub c_puct: Option<f32>,
    /// Resignation of hopeless games (`AlphaGo Zero`'s economy): the side to move resigns
    /// once its search's root value has been below minus this for `resign_after` of its
    /// decisions in a row (the last one is not recorded: its move is never played). The
    /// game's record ends there, lost for that side (`WinReason::Resignation`). 0: never.
    pub resign_threshold: f32,
    /// Own decisions in a row below the threshold before a side resigns.
    pub resign_after: u16,
    /// The share of games, drawn per game, played out to the end however hopeless: their
    /// records name the side that would have resigned first (`GameRecord::would_resign`),
    /// and the share of those it did not lose is the false-resign rate the trainer logs.
    /// Drawn from a generator of its own, so seeded runs with resignation off repeat as
    /// before, and with every game checked (1.0) play the games of resignation off. (Once a
    /// game resigns, the games share the self-play generator's draws differently.)
    pub resign_check_fraction: f32,
}

impl SelfPlaySettings {
    /// Refuses shares and thresholds out of their ranges (the counts are checked with the
    /// rest of the training config).
    ///
    /// # Errors
    /// The first field out of its range, named as the `[selfplay]` section writes it.
    pub fn check(&self) -> Result<(), SelfPlaySettingsError> {
        use SelfPlaySettingsError as E;
        if !(0.0..=1.0).contains(&self.full_search_fraction) || self.full_search_fraction == 0.0 {
            return Err(E::FullSearchFraction(self.full_search_fraction));
        }
        if !(0.0..1.0).contains(&self.resign_threshold) {
            return Err(E::ResignThreshold(self.resign_threshold));
        }
        if self.resign_after == 0 {
            return Err(E::ResignAfter);
        }
        if !(0.0..=1.0).contains(&self.resign_check_fraction) {
            return Err(E::ResignCheckFraction(self.resign_check_fraction));
        }
        Ok(())
    }

    /// The search self-play runs: `player`'s (the `[search]` section) with this section's
    /// `root`, `simulations` and `c_puct` where they are set, its own
    /// `placement_simulations`, without the player's tree reuse and policy temperature.
    #[must_use]
    pub fn search(&self, player: &SearchSettings) -> SearchSettings {
        SearchSettings {
            root: self.root.unwrap_or(player.root),
            simulations: match self.simulations {
                0 => player.simulations,
                n => n,
            },
            c_puct: self.c_puct.unwrap_or(player.c_puct),
            // Self-play's placement budget is its own: the player's is for play.
            placement_simulations: self.placement_simulations,
            // The player's own tree reuse; self-play's is `reuse_tree` here.
            reuse_tree: false,
            // The player's policy temperature is for play on the clock: self-play's
            // searches take the network's priors as they are, their visits its targets.
            policy_temperature: 1.0,
            ..*player
        }
    }
}

impl Default for SelfPlaySettings {
    fn default() -> Self {
        SelfPlaySettings {
            games_in_parallel: 128,
            sampling_plies: 12,
            reuse_tree: true,
            full_search_fraction: 1.0,
            fast_simulations: 16,
            placement_simulations: 0,
            games_per_iteration: 64,
            opening_plies: 0,
            root: None,
            simulations: 0,
            c_puct: None,
            resign_threshold: 0.0,
            resign_after: 2,
            resign_check_fraction: 0.1,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::SelfPlaySettings;
    use crate::mcts::{RootSearch, SearchSettings};

    /// Self-play searches with the player's settings where its own section names none, and
    /// never with the player's tree reuse or policy temperature (the player's, for play).
    #[test]
    fn self_play_takes_the_players_search_but_not_its_play_settings() {
        let player = SearchSettings {
            c_puct: 0.8,
            fpu_reduction: 0.3,
            policy_temperature: 1.4,
            reuse_tree: true,
            simulations: 32,
            ..SearchSettings::default()
        };
        let own = SelfPlaySettings {
            c_puct: Some(1.5),
            ..SelfPlaySettings::default()
        };
        let search = own.search(&player);
        assert!((search.c_puct - 1.5).abs() < 1e-6);
        assert!((search.fpu_reduction - 0.3).abs() < 1e-6);
        assert!((search.policy_temperature - 1.0).abs() < 1e-6);
        assert!(!search.reuse_tree);
        let inherited = SelfPlaySettings {
            c_puct: None,
            simulations: 0,
            root: None,
            ..SelfPlaySettings::default()
        }
        .search(&player);
        assert!((inherited.c_puct - 0.8).abs() < 1e-6);
        assert_eq!(inherited.simulations, 32);
        assert_eq!(inherited.root, RootSearch::Puct);
    }
}
