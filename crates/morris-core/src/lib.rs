//! morris-core: Nine Men's Morris and its variants without libtorch. The rules engine
//! (`game`), the batched environment (`env`), the search trees and the one search driver
//! (`mcts`, which asks its caller for leaf evaluations and so knows no network), the players
//! that need no network (`agents`), the endgame tablebases (`tablebase`), decisions judged against perfect play (`judgement`) and perfect-play test sets (`testset`), random openings
//! (`openings`), the names of a training run's files (`run_dir`), matches' schedules (`match_plan`), seed derivation (`seeds`), the files'
//! checksum (`checksum`) and atomic file writes. The main crate, `morris-zero`,
//! re-exports these modules under the same names and adds the network; the Python package
//! (crates/morris-py) builds on this crate alone.

pub mod agents;
pub mod atomic_file;
pub mod checksum;
pub mod env;
pub mod game;
pub mod judgement;
pub mod match_plan;
pub mod mcts;
pub mod openings;
pub mod run_dir;
pub mod seeds;
pub mod tablebase;
pub mod testset;
