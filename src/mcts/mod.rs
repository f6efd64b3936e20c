//! Search guided by priors and values: PUCT trees built for batching (many games' leaves in
//! one network call).

pub mod puct;

pub use puct::{Leaf, LeafEvaluator, PuctConfig, PuctTree, search_with};
