//! The learner's one loop: `run` sets up the logs and the schedule, opens the game source the
//! config asks for (`sources/`: lockstep self-play, the pipeline's workers, an inbox of record
//! files) and runs `learn` with it: games in, the gradient steps `replay.train_ratio` owes
//! them (with the checkpoints, kept networks and evaluations that fall due on them), the new
//! weights out to the players, and a log line per stretch; then the final evaluation and
//! checkpoint.

use super::Learner;
use super::error::TrainError;
use super::events::{Event, StopReason};
use super::losses::StepStats;
use super::schedule::Schedule;
use super::sources::{GameSource, Inbox, Lockstep};
use super::tensorboard::EventLog;
use super::units;
use crate::selfplay::{GameRecord, SelfPlayStats};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// What the learner took in and did since its last log line.
pub(super) struct Stretch {
    pub started: Instant,
    /// Self-play's counters, where the source plays here.
    pub selfplay: SelfPlayStats,
    pub games: Vec<GameRecord>,
    pub steps: u32,
    /// The steps' losses, summed.
    pub losses: StepStats,
}

impl Default for Stretch {
    fn default() -> Stretch {
        Stretch {
            started: Instant::now(),
            selfplay: SelfPlayStats::default(),
            games: Vec::new(),
            steps: 0,
            losses: StepStats::default(),
        }
    }
}

impl Stretch {
    fn is_empty(&self) -> bool {
        self.games.is_empty() && self.steps == 0
    }
}

impl Learner {
    /// Runs until a limit of the config is reached or `stop` is set (then saves and
    /// returns). `on_event` sees progress.
    ///
    /// # Errors
    /// A file that cannot be written, a bad opponent spec.
    pub fn run(
        &mut self,
        stop: &AtomicBool,
        on_event: &mut dyn FnMut(Event),
    ) -> Result<StopReason, TrainError> {
        self.logs.log = Some(EventLog::create(&self.run.tensorboard())?);
        let mut schedule = Schedule::new(&self.config, self.progress.minutes);
        if schedule.eval_enabled && self.config.eval.at_start && self.step() == 0 {
            self.evaluate_now(&mut schedule, on_event)?;
        }
        let reason = if let Some(inbox) = self.games_from.clone() {
            let mut source = Inbox::open(self, &inbox)?;
            self.learn(&mut source, &mut schedule, stop, on_event)?
        } else if self.config.deterministic {
            let mut source = Lockstep::new(self);
            self.learn(&mut source, &mut schedule, stop, on_event)?
        } else {
            self.learn_beside_workers(&mut schedule, stop, on_event)?
        };
        // A mark passed while self-play ran out the clock, after the last step.
        self.keep_network_if_due(&mut schedule, on_event)?;
        self.progress.minutes = schedule.minutes();
        // The network a limit stopped at gets its evaluation (the run's final scores).
        if schedule.eval_enabled
            && reason != StopReason::Interrupted
            && schedule.last_eval_step != Some(self.step())
        {
            self.evaluate_now(&mut schedule, on_event)?;
        }
        // The stop's checkpoint: written again (its counters moved on), told once per step.
        let told = self.last_saved == Some(self.step());
        let path = self.save()?;
        if !told {
            on_event(Event::Saved {
                step: self.step(),
                path,
            });
        }
        self.flush_log();
        Ok(reason)
    }

    /// The loop: games from `source`, the steps they owe, the weights back to the source, a
    /// log line per stretch; until a stop (the stretch then logged, if anything happened in
    /// it).
    pub(super) fn learn(
        &mut self,
        source: &mut dyn GameSource,
        schedule: &mut Schedule,
        stop: &AtomicBool,
        on_event: &mut dyn FnMut(Event),
    ) -> Result<StopReason, TrainError> {
        loop {
            if let Some(reason) = self.stop_reason(stop, schedule) {
                if !schedule.stretch.is_empty() {
                    self.log_stretch(source, schedule, on_event);
                }
                return Ok(reason);
            }
            let idle = !self.owes_step(schedule);
            source.gather(self, schedule, idle, stop)?;
            let taken = self.take_owed_steps(source.steps_per_round(), schedule, stop, on_event)?;
            if taken > 0 {
                source.after_steps(self, schedule)?;
            }
            if source.log_every_round() || schedule.stretch.started.elapsed() >= super::LOG_EVERY {
                self.log_stretch(source, schedule, on_event);
            }
        }
    }

    /// Takes finished games into the replay buffer; once the buffer holds
    /// `replay.min_positions`, their positions owe gradient steps (at `replay.train_ratio`).
    pub(super) fn take_games(&mut self, games: Vec<GameRecord>, schedule: &mut Schedule) {
        let positions: usize = games.iter().map(|g| g.moves.len()).sum();
        self.add_games(&games);
        let cfg = &self.config;
        if self.buffer.len() >= cfg.replay.min_positions {
            schedule.owed_steps +=
                positions as f64 * cfg.replay.train_ratio / cfg.optim.batch_size as f64;
        }
        schedule.stretch.games.extend(games);
    }

    /// Whether a gradient step is owed now.
    fn owes_step(&self, schedule: &Schedule) -> bool {
        self.buffer.len() >= self.config.replay.min_positions && schedule.owed_steps >= 1.0
    }

    /// Takes up to `most` of the steps owed (fewer at a stop, at `max_steps` or at the time
    /// limit); returns how many.
    fn take_owed_steps(
        &mut self,
        most: u32,
        schedule: &mut Schedule,
        stop: &AtomicBool,
        on_event: &mut dyn FnMut(Event),
    ) -> Result<u32, TrainError> {
        let max_steps = self.config.max_steps;
        let mut taken = 0;
        while taken < most
            && self.owes_step(schedule)
            && !stop.load(Ordering::Relaxed)
            && !(max_steps > 0 && self.step() >= max_steps)
        {
            let (stats, time_up) = self.scheduled_step(schedule, on_event)?;
            schedule.stretch.steps += 1;
            schedule.stretch.losses.add(&stats);
            taken += 1;
            if time_up {
                break;
            }
        }
        Ok(taken)
    }

    /// Logs the stretch that ends now (its games, the source's speeds, the mean losses) and
    /// starts the next.
    fn log_stretch(
        &mut self,
        source: &mut dyn GameSource,
        schedule: &mut Schedule,
        on_event: &mut dyn FnMut(Event),
    ) {
        let stretch = std::mem::take(&mut schedule.stretch);
        let speeds = source.stretch_ended(self, &stretch);
        let losses = (stretch.steps > 0).then(|| stretch.losses.scaled(f64::from(stretch.steps)));
        self.log_selfplay(&stretch.games, &speeds);
        self.log_iteration(schedule, losses, &speeds, on_event);
    }

    /// Why the run must stop now, if it must.
    fn stop_reason(&self, stop: &AtomicBool, schedule: &Schedule) -> Option<StopReason> {
        let cfg = &self.config;
        if stop.load(Ordering::Relaxed) {
            Some(StopReason::Interrupted)
        } else if cfg.max_steps > 0 && self.step() >= cfg.max_steps {
            Some(StopReason::MaxSteps)
        } else if cfg.max_minutes > 0.0 && schedule.minutes() >= cfg.max_minutes {
            Some(StopReason::MaxMinutes)
        } else {
            None
        }
    }
    /// One gradient step that was owed, with the checkpoint and the evaluation that fall due
    /// on it; also says whether the time limit is reached (its evaluation is then the final
    /// one, after the loop).
    fn scheduled_step(
        &mut self,
        schedule: &mut Schedule,
        on_event: &mut dyn FnMut(Event),
    ) -> Result<(StepStats, bool), TrainError> {
        let stats = self.train_step();
        schedule.owed_steps -= 1.0;
        self.progress.samples_trained += self.config.optim.batch_size as u64;
        let step = self.step();
        if step % self.config.checkpoint.every_steps == 0 {
            let path = self.save()?;
            on_event(Event::Saved { step, path });
        }
        self.keep_network_if_due(schedule, on_event)?;
        let now = schedule.minutes();
        if self.config.max_minutes > 0.0 && now >= self.config.max_minutes {
            return Ok((stats, true));
        }
        let eval = &self.config.eval;
        let due = (eval.every_steps > 0 && step % eval.every_steps == 0)
            || (eval.every_minutes > 0.0 && now - schedule.last_eval_minutes >= eval.every_minutes);
        if schedule.eval_enabled && due {
            self.evaluate_now(schedule, on_event)?;
        }
        Ok((stats, false))
    }

    /// Keeps the network alone in `RUN/networks/` when the run has passed a mark of
    /// `checkpoint.network_every_minutes` since the last one kept (at most one per call: the
    /// latest mark passed), and tells `on_event`.
    ///
    /// # Errors
    /// A file that cannot be written.
    pub(super) fn keep_network_if_due(
        &mut self,
        schedule: &mut Schedule,
        on_event: &mut dyn FnMut(Event),
    ) -> Result<(), TrainError> {
        let every = self.config.checkpoint.network_every_minutes;
        let Some(mark) = schedule.network_mark_due(every) else {
            return Ok(());
        };
        schedule.network_marks = mark;
        let minute = mark * every;
        let step = self.step();
        self.progress.minutes = schedule.minutes();
        let net = crate::net::checkpoint::net_tensors(&self.train_vs);
        let path = units::keep_network(&self.run, minute, &self.meta(), net)?;
        on_event(Event::NetworkKept { minute, step, path });
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::net::checkpoint;
    use crate::train::TrainConfig;
    use std::sync::Arc;

    /// The networks kept at the marks of `checkpoint.network_every_minutes`: one file per mark
    /// passed (the latest, where a call comes after several), none again for a mark already
    /// kept or passed before a resume, each a network that players load.
    #[test]
    fn networks_are_kept_at_time_marks_and_once_each() {
        let dir = std::env::temp_dir().join(format!("morris-networks-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let mut config = TrainConfig::load("tiny").unwrap();
        config.max_steps = 4;
        config.eval.games = 0;
        config.checkpoint.network_every_minutes = 30;
        let mut trainer = Learner::new(config.clone(), &dir).unwrap();
        trainer.run(&AtomicBool::new(false), &mut |_| {}).unwrap();
        assert_eq!(trainer.step(), 4);
        assert!(
            !trainer.run.networks().exists(),
            "seconds of training pass no 30-minute mark"
        );

        let mut kept = Vec::new();
        let mut keep_at = |trainer: &mut Learner, schedule: &mut Schedule, minutes: f64| {
            schedule.base_minutes = minutes;
            trainer
                .keep_network_if_due(schedule, &mut |e| {
                    if let Event::NetworkKept { minute, step, path } = e {
                        kept.push((minute, step, path));
                    }
                })
                .unwrap();
        };
        let mut schedule = Schedule::new(&config, 0.0);
        for minutes in [29.9, 30.1, 45.0, 95.0, 99.0] {
            keep_at(&mut trainer, &mut schedule, minutes);
        }
        // A run resumed at 100 minutes keeps nothing for the marks before it.
        let mut resumed = Schedule::new(&config, 100.0);
        for minutes in [100.0, 119.0, 121.0] {
            keep_at(&mut trainer, &mut resumed, minutes);
        }
        let marks: Vec<(u64, u64)> = kept.iter().map(|(m, s, _)| (*m, *s)).collect();
        assert_eq!(marks, [(30, 4), (90, 4), (120, 4)]);
        let mut names: Vec<String> = std::fs::read_dir(trainer.run.networks())
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        names.sort();
        assert_eq!(
            names,
            [
                "minute-0030-step-00000004.safetensors",
                "minute-0090-step-00000004.safetensors",
                "minute-0120-step-00000004.safetensors"
            ]
        );
        // Each is the trainer's network alone (no optimiser, no replay), and a player.
        let rules = Arc::clone(&trainer.rules);
        for (_, _, path) in &kept {
            let saved = checkpoint::load(path).unwrap();
            assert_eq!(saved.meta.step, 4);
            assert!(saved.meta.replay.is_none());
            assert!(saved.group("optim").is_empty());
            let spec = format!("neural:model={},sims=2", path.display());
            crate::agents::from_spec(&spec, &rules).unwrap();
        }
        // The checkpoints' rotation leaves them alone.
        trainer.save().unwrap();
        assert_eq!(
            std::fs::read_dir(trainer.run.networks()).unwrap().count(),
            3
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
