//! morris-zero: AlphaZero-style self-play training for Nine Men's Morris and its variants.
//!
//! The crate flows one way: `game` (the rules engine) feeds everything after it. The rules, the
//! environment, the search trees and the baseline players build without libtorch in
//! `morris_core` (crates/morris-core) and are re-exported here under their own names; this
//! crate adds the network and everything that needs it, and the engine protocol (`engine`).

pub mod agents;
pub mod arena;
pub mod engine;
pub mod net;
pub mod selfplay;
pub mod serve;
pub mod train;

pub use morris_core::{
    atomic_file, checksum, env, game, judgement, match_plan, mcts, openings, run_dir, seeds,
    tablebase, testset,
};
