//! Search guided by priors and values: PUCT trees built for batching (many games' leaves in
//! one network call), Gumbel root search, `KataGo`'s forced playouts, and the one driver that turns a root into a
//! decision (`driver`), with its settings (`settings`).

pub mod arena;
pub mod driver;
pub mod eval_cache;
pub mod forced;
pub mod gumbel;
pub mod pipelined;
pub mod puct;
pub mod settings;

pub use driver::{LeafEvaluator, Round, Search, batched_round, run_batched};
pub use eval_cache::EvalCache;
pub use gumbel::{GumbelRoot, improved_policy};
pub use pipelined::{Answers, PipelinedEvaluator, StandIn, finish_round, submit_round};
pub use puct::{ChildStats, LeafRequest, PuctTree, Selected};
pub use settings::{RootSearch, SearchSettings, SearchSettingsError};
