//! The batched environment: many games as tensors with action masks (see `encoding` for the
//! planes and `game::action_count` for the action ids), stepped together, and the board's
//! symmetries applied to those tensors for training augmentation.

pub mod encoding;
pub mod symmetry;
pub mod vec_env;

pub use encoding::{Encoder, planes};
pub use symmetry::TensorSymmetries;
pub use vec_env::{GameEnd, StepError, VecEnv};
