//! Training: the replay buffer, the optimiser, checkpoints (atomic, resumable), the loop that
//! alternates self-play and gradient steps (or runs them in parallel), its evaluations and
//! its logs (`TensorBoard` event files).

pub mod config;
pub mod error;
mod evaluation;
pub mod events;
pub mod external;
mod logs;
pub mod losses;
pub mod optimizer;
pub mod pipeline;
pub mod plot;
pub mod replay;
mod replay_file;
pub mod run_dir;
mod schedule;
pub mod step_profile;
mod table_samples;
pub mod tensorboard;
pub mod trainer;
mod training_loop;

pub use config::TrainConfig;
pub use error::{RunDirError, TrainError};
pub use events::{Event, Speeds, StopReason};
pub use losses::StepStats;
pub use replay_file::ReplayError;
pub use run_dir::{NETWORKS_DIR, network_file_name};
pub use step_profile::StepProfile;
pub use trainer::{Trainer, open_tablebase};
