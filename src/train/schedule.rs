//! The clock and the schedule of one `Learner::run` call: minutes of training (earlier
//! sessions included), the gradient steps owed to the positions generated, when the last
//! evaluation was, which marks of `checkpoint.network_every_minutes` have been passed, and
//! what the learner did since its last log line.

use super::config::TrainConfig;
use super::learning_loop::Stretch;
use std::time::{Duration, Instant};

/// How many marks of every `every` minutes `minutes` of training have passed (0 when off).
fn marks_passed(minutes: f64, every: u64) -> u64 {
    if every == 0 {
        return 0;
    }
    // Truncation is the point: whole marks passed; minutes are never negative.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let marks = (minutes / every as f64).floor() as u64;
    marks
}

/// The clock and the schedule of one `run` call.
pub(super) struct Schedule {
    pub start: Instant,
    /// Minutes of training before this call (a resumed run's).
    pub base_minutes: f64,
    pub last_eval_minutes: f64,
    pub last_eval_step: Option<u64>,
    /// Gradient steps owed to the positions generated (fractions carry over).
    pub owed_steps: f64,
    pub eval_enabled: bool,
    /// The marks of `checkpoint.network_every_minutes` passed when the last network was kept
    /// (or when this schedule started: a resumed run does not keep a mark it passed before).
    pub network_marks: u64,
    /// What happened since the last log line.
    pub stretch: Stretch,
}

impl Schedule {
    pub fn new(config: &TrainConfig, base_minutes: f64) -> Schedule {
        Schedule {
            start: Instant::now(),
            base_minutes,
            last_eval_minutes: base_minutes,
            last_eval_step: None,
            owed_steps: 0.0,
            eval_enabled: !config.eval.opponents.is_empty() && config.eval.games > 0,
            network_marks: marks_passed(base_minutes, config.checkpoint.network_every_minutes),
            stretch: Stretch::default(),
        }
    }

    /// The latest mark of every `every` minutes passed since the last network kept, if any.
    pub fn network_mark_due(&self, every: u64) -> Option<u64> {
        let passed = marks_passed(self.minutes(), every);
        (passed > self.network_marks).then_some(passed)
    }

    /// Minutes of training, earlier sessions included.
    pub fn minutes(&self) -> f64 {
        self.base_minutes + self.start.elapsed().as_secs_f64() / 60.0
    }

    /// When self-play must stop for the time limit.
    pub fn deadline(&self, max_minutes: f64) -> Option<Instant> {
        (max_minutes > 0.0).then(|| {
            self.start
                + Duration::from_secs_f64(((max_minutes - self.base_minutes) * 60.0).max(0.0))
        })
    }
}
