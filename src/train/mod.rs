//! Training: the replay buffer, the optimiser, checkpoints (atomic, resumable), the loop that
//! alternates self-play and gradient steps, and its logs (`TensorBoard` event files).

pub mod config;
pub mod optimizer;
pub mod pipeline;
pub mod plot;
pub mod replay;
pub mod run_dir;
pub mod tensorboard;
pub mod trainer;

pub use config::TrainConfig;
pub use trainer::Trainer;
