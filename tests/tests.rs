//! The root crate's integration tests, one binary (linked once against libtorch): a module per
//! area, `cargo test --test integration MODULE::` for one of them. The core's own tests are in
//! crates/morris-core/tests, the Python package's in crates/morris-py/tests.

mod arena;
mod cli;
mod common;
mod export;
mod kill;
mod play_engine;
mod serve;
mod tablebase;
mod testset;
mod train;
mod train_logs;
