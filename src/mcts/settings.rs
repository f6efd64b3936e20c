//! How a network player searches: the simulations per decision, the PUCT constants and the
//! root search (PUCT with Dirichlet noise, or Gumbel). One value of this type is the `[search]`
//! section of a training config, is stored in every checkpoint and export sidecar, and is what
//! the neural player reads back, so nothing below the trainer needs the trainer's config.

use super::gumbel::GumbelConfig;
use super::puct::PuctConfig;
use serde::{Deserialize, Serialize};

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
    /// Simulations per decision (a full search in self-play). Under PUCT they count the
    /// root's visits in all, kept ones included; under Gumbel, the budget of Sequential
    /// Halving.
    pub simulations: u32,
    pub c_puct: f32,
    pub fpu_reduction: f32,
    pub dirichlet_alpha: f32,
    pub dirichlet_fraction: f32,
    /// Gumbel: actions considered at the root.
    pub gumbel_considered: usize,
    pub gumbel_c_visit: f32,
    pub gumbel_c_scale: f32,
}

impl Default for SearchSettings {
    fn default() -> Self {
        let puct = PuctConfig::default();
        let gumbel = GumbelConfig::default();
        SearchSettings {
            root: RootSearch::Puct,
            simulations: 64,
            c_puct: puct.c_puct,
            fpu_reduction: puct.fpu_reduction,
            dirichlet_alpha: puct.dirichlet_alpha,
            dirichlet_fraction: puct.dirichlet_fraction,
            gumbel_considered: gumbel.considered,
            gumbel_c_visit: gumbel.c_visit,
            gumbel_c_scale: gumbel.c_scale,
        }
    }
}

impl SearchSettings {
    /// The PUCT constants (below the root under Gumbel search).
    #[must_use]
    pub fn puct(&self) -> PuctConfig {
        PuctConfig {
            c_puct: self.c_puct,
            fpu_reduction: self.fpu_reduction,
            dirichlet_alpha: self.dirichlet_alpha,
            dirichlet_fraction: self.dirichlet_fraction,
        }
    }

    /// The Gumbel root's constants, when the root search is Gumbel.
    #[must_use]
    pub fn gumbel(&self) -> Option<GumbelConfig> {
        (self.root == RootSearch::Gumbel).then_some(GumbelConfig {
            considered: self.gumbel_considered,
            c_visit: self.gumbel_c_visit,
            c_scale: self.gumbel_c_scale,
        })
    }

    /// Refuses settings no search can run with.
    ///
    /// # Errors
    /// What is wrong, naming the field as the `[search]` section does.
    pub fn check(&self) -> Result<(), String> {
        if self.simulations == 0 {
            return Err("search.simulations must be positive (it is 0)".to_string());
        }
        if !(self.c_puct.is_finite() && self.c_puct > 0.0) {
            return Err(format!(
                "search.c_puct must be positive (it is {})",
                self.c_puct
            ));
        }
        if !(0.0..=1.0).contains(&self.dirichlet_fraction) {
            return Err("search.dirichlet_fraction must be in [0, 1]".to_string());
        }
        if self.dirichlet_fraction > 0.0
            && !(self.dirichlet_alpha.is_finite() && self.dirichlet_alpha > 0.0)
        {
            return Err("search.dirichlet_alpha must be positive".to_string());
        }
        if self.root == RootSearch::Gumbel && self.gumbel_considered < 2 {
            return Err("search.gumbel_considered must be at least 2".to_string());
        }
        Ok(())
    }
}
