//! Where a gradient step's time goes (`morris bench train`): the trainer's steps a second,
//! alone on its device, and the time of each phase, the device waited for after each (so the
//! phases' times include their device work, and their sum is a step that never overlaps its
//! host and device work, slower than a real one).

use super::learner::{Learner, StepPhase};
use std::time::Instant;

/// Mean milliseconds a step.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct StepProfile {
    /// Steps a second, unprofiled (the device waited for once, at the end).
    pub steps_per_second: f64,
    /// Drawing the minibatch from the replay buffer (and the tables).
    pub sample_ms: f64,
    /// The batch to the device, the forward pass and the losses.
    pub forward_ms: f64,
    pub backward_ms: f64,
    /// The gradient norm and the update.
    pub optimizer_ms: f64,
    /// The step's figures read back.
    pub stats_ms: f64,
}

impl Learner {
    /// Times `steps` gradient steps as they run, then `steps` more phase by phase (the
    /// weights change: for measuring only, on a run that is thrown away).
    ///
    /// # Panics
    /// On an empty replay buffer.
    pub fn profile_steps(&mut self, steps: usize) -> StepProfile {
        let device = self.device;
        let wait = || crate::net::cuda_stream::synchronize(device);
        let started = Instant::now();
        for _ in 0..steps {
            self.train_step();
        }
        wait();
        let mut profile = StepProfile {
            steps_per_second: steps as f64 / started.elapsed().as_secs_f64(),
            ..StepProfile::default()
        };
        for _ in 0..steps {
            let mut at = Instant::now();
            let batch = self.sample_batch();
            profile.sample_ms += at.elapsed().as_secs_f64() * 1e3;
            at = Instant::now();
            self.train_on_batch_marked(&batch, &mut |phase| {
                wait();
                let ms = at.elapsed().as_secs_f64() * 1e3;
                *match phase {
                    StepPhase::Forward => &mut profile.forward_ms,
                    StepPhase::Backward => &mut profile.backward_ms,
                    StepPhase::Optimizer => &mut profile.optimizer_ms,
                    StepPhase::Stats => &mut profile.stats_ms,
                } += ms;
                at = Instant::now();
            });
        }
        let n = steps.max(1) as f64;
        for ms in [
            &mut profile.sample_ms,
            &mut profile.forward_ms,
            &mut profile.backward_ms,
            &mut profile.optimizer_ms,
            &mut profile.stats_ms,
        ] {
            *ms /= n;
        }
        profile
    }
}
