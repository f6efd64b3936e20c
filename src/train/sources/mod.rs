//! Where a learner's games come from: the `GameSource` trait and its three sources.
//!
//! - `Lockstep` (`deterministic = true`): self-play on the learner's thread with the players'
//!   copy of the network, a round of games then every step they owe; seeded bit for bit.
//! - `Workers` (the parallel pipeline): self-play threads beside the learner, their leaves
//!   batched by one inference service, the weights published to it.
//! - `Inbox` (`--games-from DIR`): record files of games played elsewhere (the Ray layer's
//!   actors), the weights published to `RUN/published/`.
//!
//! The learner's loop (`learning_loop.rs`) is the same for all three: it asks the source for
//! a round of games, takes the steps they owe, and hands the new weights back.

mod inbox;
mod lockstep;
mod workers;

pub(super) use inbox::Inbox;
pub use lockstep::Lockstep;
pub use workers::start_inference;

use super::Learner;
use super::error::TrainError;
use super::events::Speeds;
use super::learning_loop::Stretch;
use super::schedule::Schedule;
use std::sync::atomic::AtomicBool;

/// A source of the learner's games.
pub(super) trait GameSource {
    /// Brings a round of games in (`Learner::take_games`, which owes their steps). `idle`:
    /// no step is owed, so a source whose games come from elsewhere may wait a moment for
    /// them.
    ///
    /// # Errors
    /// Games that cannot be had: the workers gone, an inbox that cannot be read.
    fn gather(
        &mut self,
        learner: &mut Learner,
        schedule: &mut Schedule,
        idle: bool,
        stop: &AtomicBool,
    ) -> Result<(), TrainError>;

    /// The most steps a round takes: every one owed (lockstep: self-play waits for the
    /// learner), or one (sources that play beside it, so that games keep coming in).
    fn steps_per_round(&self) -> u32;

    /// After a round that took steps: the new weights to the players.
    ///
    /// # Errors
    /// Weights that cannot be copied or written.
    fn after_steps(&mut self, learner: &mut Learner, schedule: &Schedule)
    -> Result<(), TrainError>;

    /// Whether every round is a log line of its own (lockstep), rather than every
    /// `LOG_EVERY`.
    fn log_every_round(&self) -> bool {
        false
    }

    /// The speeds of the stretch that ends now (logging what is the source's own).
    fn stretch_ended(&mut self, learner: &mut Learner, stretch: &Stretch) -> Speeds;
}
