//! morris-zero: AlphaZero-style self-play training for Nine Men's Morris and its variants.
//!
//! The crate flows one way: `game` (the rules engine, no tch) feeds everything after it.

pub mod agents;
pub mod arena;
pub mod atomic_file;
pub mod env;
pub mod game;
pub mod mcts;
pub mod net;
pub mod selfplay;
pub mod serve;
pub mod tablebase;
pub mod train;
