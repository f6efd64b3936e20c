//! How a network player searches: the simulations per decision, the PUCT constants and the
//! root search (PUCT with Dirichlet noise, or Gumbel). One value of this type is the `[search]`
//! section of a training config, is stored in every checkpoint and export sidecar, and is what
//! the neural player reads back, so nothing below the trainer needs the trainer's config.

use crate::game::Position;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The root search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RootSearch {
    /// PUCT at the root too, with Dirichlet noise in self-play; the visit distribution is
    /// the policy target.
    Puct,
    /// Gumbel top-k and Sequential Halving at the root (PUCT below); the completed-Q
    /// improved policy is the target.
    Gumbel,
}

/// Search settings, as a training config's `[search]` section writes them.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct SearchSettings {
    /// `puct` or `gumbel`.
    pub root: RootSearch,
    /// Simulations per decision (a full search in self-play). Under PUCT in self-play they
    /// count the root's visits in all, kept ones included (`[selfplay] reuse_tree`); for a
    /// player with `reuse_tree`, new ones on top of the kept visits; under Gumbel, the budget
    /// of Sequential Halving.
    pub simulations: u32,
    /// Simulations per decision while a man is still in either hand (placement, where games
    /// against perfect play are lost; the perfect-play test set's phase, so the capture after
    /// a side's last placement counts); 0: `simulations` there too. Self-play's full
    /// searches take `[selfplay] placement_simulations`, the player its `[search]`'s (or
    /// `neural:...,psims=N`).
    pub placement_simulations: u32,
    /// Exploration constant of the PUCT formula.
    pub c_puct: f32,
    /// First-play urgency: an unvisited child is valued at its parent's value minus this.
    pub fpu_reduction: f32,
    /// The policy's softmax temperature in the tree (Lc0's "policy softmax temperature"): a
    /// new node's children get priors proportional to the network's raised to
    /// 1/`policy_temperature`, so above 1 the search looks wider than the network's policy.
    /// 1 (the default, and in files that predate it): the network's priors as they are.
    pub policy_temperature: f32,
    /// Dirichlet noise at a PUCT root: concentration and mixing fraction (0 = none).
    pub dirichlet_alpha: f32,
    pub dirichlet_fraction: f32,
    /// Gumbel: actions considered at the root (Sequential Halving starts with them).
    pub gumbel_considered: usize,
    /// Gumbel: `sigma(q) = (c_visit + max visits) * c_scale * q`, q scaled to [0, 1].
    pub gumbel_c_visit: f32,
    pub gumbel_c_scale: f32,
    /// `KataGo`'s forced playouts and policy target pruning at PUCT roots with noise
    /// (self-play's full searches; `mcts::forced`): k in `n_forced = sqrt(k * P * N)`, 2 in
    /// `KataGo`; 0 = off. Searches without noise (every player's) are unaffected.
    pub forced_playouts: f32,
    /// The player keeps its tree from one decision to the next (`neural:...,reuse=true`): the
    /// subtree of the position reached since, with its statistics, and `simulations` new
    /// ones on top, so each decision costs the same network evaluations and searches a larger
    /// tree. PUCT players only (`check` refuses it under Gumbel; self-play has
    /// `[selfplay] reuse_tree`, whose budget counts the kept visits); off in older files.
    pub reuse_tree: bool,
}

impl RootSearch {
    /// The name the `[search]` section writes.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            RootSearch::Puct => "puct",
            RootSearch::Gumbel => "gumbel",
        }
    }
}

impl Default for SearchSettings {
    fn default() -> Self {
        SearchSettings {
            root: RootSearch::Puct,
            simulations: 64,
            placement_simulations: 0,
            c_puct: 1.5,
            fpu_reduction: 0.2,
            policy_temperature: 1.0,
            dirichlet_alpha: 0.3,
            dirichlet_fraction: 0.25,
            gumbel_considered: 16,
            gumbel_c_visit: 50.0,
            gumbel_c_scale: 1.0,
            forced_playouts: 0.0,
            reuse_tree: false,
        }
    }
}

impl SearchSettings {
    /// Whether the root search is Gumbel's.
    #[must_use]
    pub fn gumbel(&self) -> bool {
        self.root == RootSearch::Gumbel
    }

    /// The simulations of a decision at `position`: `placement_simulations` where they are
    /// set and a man is still in either hand, else `simulations`.
    #[must_use]
    pub fn simulations_at(&self, position: &Position) -> u32 {
        if self.placement_simulations > 0 && !position.in_movement_phase() {
            self.placement_simulations
        } else {
            self.simulations
        }
    }

    /// The most simulations any decision takes (`simulations` or `placement_simulations`).
    #[must_use]
    pub fn most_simulations(&self) -> u32 {
        self.simulations.max(self.placement_simulations)
    }

    /// Whether a player keeps its tree between decisions: `reuse_tree`, under PUCT (Gumbel's
    /// root search starts afresh each decision).
    #[must_use]
    pub fn keeps_tree(&self) -> bool {
        self.reuse_tree && !self.gumbel()
    }

    /// Refuses settings no search can run with.
    ///
    /// # Errors
    /// What is wrong, naming the field as the `[search]` section does.
    pub fn check(&self) -> Result<(), SearchSettingsError> {
        use SearchSettingsError as E;
        if self.simulations == 0 {
            return Err(E::NoSimulations);
        }
        if !(self.c_puct.is_finite() && self.c_puct > 0.0) {
            return Err(E::CPuct(self.c_puct));
        }
        if !(self.fpu_reduction.is_finite() && self.fpu_reduction >= 0.0) {
            return Err(E::FpuReduction(self.fpu_reduction));
        }
        if !(self.policy_temperature.is_finite() && self.policy_temperature > 0.0) {
            return Err(E::PolicyTemperature(self.policy_temperature));
        }
        if !(0.0..=1.0).contains(&self.dirichlet_fraction) {
            return Err(E::DirichletFraction(self.dirichlet_fraction));
        }
        if self.dirichlet_fraction > 0.0
            && !(self.dirichlet_alpha.is_finite() && self.dirichlet_alpha > 0.0)
        {
            return Err(E::DirichletAlpha(self.dirichlet_alpha));
        }
        if !(self.forced_playouts.is_finite() && self.forced_playouts >= 0.0) {
            return Err(E::ForcedPlayouts(self.forced_playouts));
        }
        if self.root == RootSearch::Gumbel && self.gumbel_considered < 2 {
            return Err(E::GumbelConsidered(self.gumbel_considered));
        }
        if self.root == RootSearch::Gumbel && self.reuse_tree {
            return Err(E::GumbelReuse);
        }
        Ok(())
    }
}

/// Settings no search can run with, one variant per field (`SearchSettings::check`); each
/// message names the field as the `[search]` section writes it.
#[derive(Clone, Copy, Debug, PartialEq, Error)]
pub enum SearchSettingsError {
    #[error("search.simulations must be positive (it is 0)")]
    NoSimulations,
    #[error("search.c_puct must be positive (it is {0})")]
    CPuct(f32),
    #[error("search.fpu_reduction must be 0 or more (it is {0})")]
    FpuReduction(f32),
    #[error("search.policy_temperature must be positive (it is {0})")]
    PolicyTemperature(f32),
    #[error("search.dirichlet_fraction must be in [0, 1] (it is {0})")]
    DirichletFraction(f32),
    /// Only checked where noise is mixed in (`dirichlet_fraction` above 0).
    #[error("search.dirichlet_alpha must be positive (it is {0})")]
    DirichletAlpha(f32),
    #[error("search.forced_playouts must be 0 (off) or more (it is {0})")]
    ForcedPlayouts(f32),
    /// Sequential Halving needs two actions to halve (Gumbel roots only).
    #[error("search.gumbel_considered must be at least 2 (it is {0})")]
    GumbelConsidered(usize),
    #[error("search.reuse_tree needs root = \"puct\": a Gumbel root searches each decision afresh")]
    GumbelReuse,
}
