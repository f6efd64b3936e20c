//! Training: the learner (replay buffer, optimiser, checkpoints, logs, publishing), its one
//! loop fed by a game source (lockstep self-play, the parallel pipeline's workers, an inbox of
//! record files), its evaluations and its logs (`TensorBoard` event files).

pub mod config;
pub mod error;
mod evaluation;
pub mod events;
pub mod learner;
mod learning_loop;
mod logs;
pub mod losses;
pub mod optimizer;
pub mod plot;
pub mod replay;
mod replay_file;
mod schedule;
mod sources;
pub mod step_profile;
mod table_samples;
pub mod tensorboard;
pub mod units;

use std::time::Duration;

pub use config::TrainConfig;
pub use error::{RunDirError, TrainError};
pub use events::{Event, Speeds, StopReason};
pub use learner::{Learner, open_tablebase};
pub use losses::StepStats;
pub use replay_file::ReplayError;
pub use sources::{Lockstep, start_inference};
pub use step_profile::StepProfile;

/// How often the learner logs a stretch's figures, where its games come from elsewhere (every
/// round, for lockstep self-play).
const LOG_EVERY: Duration = Duration::from_secs(10);
