//! Search guided by priors and values: PUCT trees built for batching (many games' leaves in
//! one network call).

pub mod driver;
pub mod gumbel;
pub mod puct;

pub use driver::{BatchAnswer, DecisionSearch, run_batched};
pub use gumbel::{GumbelConfig, GumbelRoot, improved_policy};
pub use puct::{Leaf, LeafEvaluator, PuctConfig, PuctTree, search_with};
