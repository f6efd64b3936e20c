//! The run's `TensorBoard` scalars (losses, self-play's outcomes and speeds, the buffer, the
//! machine's CPU share) and the `Iteration` event that reports the same figures to the caller.
//! A log that cannot be written is reported once and then left off: training goes on.

use super::Learner;
use super::events::{Event, Speeds};
use super::losses::StepStats;
use super::schedule::Schedule;
use super::tensorboard::EventLog;
use super::tensorboard::tags;
use crate::game::Color;
use crate::net::threads::CpuMeter;
use crate::selfplay::{GameRecord, ResignCounts};

/// The learner's `TensorBoard` log and the figures it keeps between iterations for it.
#[derive(Default)]
pub(super) struct Logs {
    /// `None` until the run starts, and after a write failed.
    pub(super) log: Option<EventLog>,
    /// Self-play's resignations since the learner started.
    resignation: ResignCounts,
    cpu: CpuMeter,
}

impl Learner {
    /// Logs a scalar. A log that cannot be written is reported once and then left off:
    /// training (and its checkpoints) go on.
    pub(super) fn scalar(&mut self, tag: &str, value: f64, step: u64) {
        if let Some(log) = self.logs.log.as_mut()
            && let Err(e) = log.scalar(tag, value, step)
        {
            eprintln!("warning: TensorBoard log left off: {e}");
            self.logs.log = None;
        }
    }

    pub(super) fn flush_log(&mut self) {
        if let Some(log) = self.logs.log.as_mut()
            && let Err(e) = log.flush()
        {
            eprintln!("warning: TensorBoard log left off: {e}");
            self.logs.log = None;
        }
    }

    /// Logs the outcome and speed of a round of self-play.
    pub(super) fn log_selfplay(&mut self, games: &[GameRecord], speeds: &Speeds) {
        if games.is_empty() {
            return;
        }
        let step = self.step();
        let n = games.len() as f64;
        let positions: usize = games.iter().map(|g| g.moves.len()).sum();
        let share = |f: &dyn Fn(Option<Color>) -> bool| {
            games.iter().filter(|g| f(g.outcome.winner())).count() as f64 / n
        };
        self.scalar(tags::SELFPLAY_GAME_LENGTH, positions as f64 / n, step);
        self.scalar(
            tags::SELFPLAY_WHITE_WINS,
            share(&|w| w == Some(Color::White)),
            step,
        );
        self.scalar(
            tags::SELFPLAY_BLACK_WINS,
            share(&|w| w == Some(Color::Black)),
            step,
        );
        self.scalar(tags::SELFPLAY_DRAWS, share(&|w| w.is_none()), step);
        if self.config.selfplay.resign_threshold > 0.0 {
            let resigned = games.iter().filter(|g| g.resigned()).count();
            self.scalar(tags::SELFPLAY_RESIGNED, resigned as f64 / n, step);
            self.logs.resignation.add(games);
            if let Some(rate) = self.logs.resignation.false_rate() {
                self.scalar(tags::SELFPLAY_FALSE_RESIGNS, rate, step);
            }
        }
        self.scalar(tags::SPEED_POSITIONS_PER_S, speeds.moves_per_second, step);
        self.scalar(tags::SPEED_EVALS_PER_S, speeds.evals_per_second, step);
        self.scalar(tags::SPEED_MEAN_BATCH, speeds.mean_batch, step);
        if let Some(busy) = speeds.busy {
            self.scalar(tags::SPEED_NETWORK_BUSY, busy, step);
        }
        self.scalar(
            tags::SPEED_GAMES_PER_S,
            speeds.moves_per_second * n / positions.max(1) as f64,
            step,
        );
    }

    /// Logs the end of an iteration (losses, buffer, time) and tells the caller.
    pub(super) fn log_iteration(
        &mut self,
        schedule: &Schedule,
        losses: Option<StepStats>,
        speeds: &Speeds,
        on_event: &mut dyn FnMut(Event),
    ) {
        let step = self.step();
        if let Some(l) = losses {
            self.scalar(tags::LOSS_POLICY, l.policy_loss, step);
            self.scalar(tags::LOSS_VALUE, l.value_loss, step);
            if self.config.net.aux_heads {
                self.scalar(tags::LOSS_REPLY, l.reply_loss, step);
                self.scalar(tags::LOSS_OWNERSHIP, l.ownership_loss, step);
                self.scalar(tags::LOSS_SHORT_VALUE, l.short_value_loss, step);
            }
            self.scalar(tags::LOSS_TOTAL, l.total_loss, step);
            self.scalar(tags::TRAIN_LR, l.lr, step);
            self.scalar(tags::TRAIN_POLICY_ENTROPY, l.policy_entropy, step);
            self.scalar(tags::TRAIN_VALUE_ACCURACY, l.value_accuracy, step);
            self.scalar("train/grad_norm", l.grad_norm, step);
        }
        let now = schedule.minutes();
        self.progress.minutes = now;
        self.scalar(tags::RUN_MINUTES, now, step);
        self.scalar(tags::BUFFER_SIZE, self.buffer.len() as f64, step);
        let replay_ratio =
            self.progress.samples_trained as f64 / self.progress.positions.max(1) as f64;
        self.scalar(tags::BUFFER_TRAIN_RATIO, replay_ratio, step);
        self.scalar(tags::SPEED_STEPS_PER_S, speeds.steps_per_second, step);
        let share = self.logs.cpu.sample();
        if let Some(share) = &share {
            self.scalar(tags::SYSTEM_CPU_OWN, share.own, step);
            self.scalar(tags::SYSTEM_CPU_OTHERS, share.others, step);
            self.scalar(
                tags::SYSTEM_THREADS,
                f64::from(tch::get_num_threads()),
                step,
            );
        }
        self.flush_log();
        let asked = self.threads.threads;
        on_event(Event::Iteration {
            step,
            minutes: now,
            games: self.progress.games,
            buffer: self.buffer.len(),
            speeds: *speeds,
            replay_ratio,
            losses,
            cpu: share.map(|s| {
                format!(
                    "{}; libtorch threads {} of {asked}",
                    s.describe(asked),
                    tch::get_num_threads()
                )
            }),
            busy: share.is_some_and(|s| s.busy(asked)),
            resignation: (self.config.selfplay.resign_threshold > 0.0)
                .then_some(self.logs.resignation),
        });
    }
}
