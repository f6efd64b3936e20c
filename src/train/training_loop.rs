//! The training loop: `run` sets up the logs and the schedule, then runs the alternating loop
//! (`deterministic = true`: one thread plays a round of self-play, then trains the steps it
//! owes) or the parallel pipeline (`pipeline.rs`), and ends with the final evaluation and
//! checkpoint. The steps owed, with the checkpoints, kept networks and evaluations that fall
//! due on them, are shared by both loops.

use super::Trainer;
use super::error::TrainError;
use super::events::{Event, Speeds, StopReason};
use super::losses::StepStats;
use super::run_dir;
use super::schedule::Schedule;
use super::tensorboard::{EventLog, TB_DIR};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

impl Trainer {
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
        self.log = Some(EventLog::create(&self.run_dir.join(TB_DIR))?);
        let mut schedule = Schedule::new(&self.config, self.progress.minutes);
        if schedule.eval_enabled && self.config.eval.at_start && self.step() == 0 {
            self.evaluate_now(&mut schedule, on_event)?;
        }
        let reason = if let Some(inbox) = self.games_from.clone() {
            self.run_external(&inbox, &mut schedule, stop, on_event)?
        } else if self.config.deterministic {
            self.alternate(&mut schedule, stop, on_event)?
        } else {
            self.run_parallel(&mut schedule, stop, on_event)?
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

    /// The deterministic loop: self-play, then the training it owes, in one thread.
    fn alternate(
        &mut self,
        schedule: &mut Schedule,
        stop: &AtomicBool,
        on_event: &mut dyn FnMut(Event),
    ) -> Result<StopReason, TrainError> {
        loop {
            if let Some(reason) = self.stop_reason(stop, schedule) {
                return Ok(reason);
            }
            let deadline = schedule.deadline(self.config.max_minutes);
            let games_per_iteration = self.config.selfplay.games_per_iteration;
            let (mut games, speeds) = self.self_play(games_per_iteration, stop, deadline);
            let started_training = Instant::now();
            for game in &mut games {
                game.model_version = self.step();
            }
            self.add_games(&games);
            self.log_selfplay(&games, &speeds);
            let new_positions: usize = games.iter().map(|g| g.moves.len()).sum();
            let (losses, taken) = self.train_owed(schedule, new_positions, stop, on_event)?;
            let speeds = Speeds {
                steps_per_second: f64::from(taken)
                    / started_training.elapsed().as_secs_f64().max(1e-9),
                ..speeds
            };
            self.log_iteration(schedule, losses, &speeds, on_event);
        }
    }

    /// Why the run must stop now, if it must.
    pub(super) fn stop_reason(&self, stop: &AtomicBool, schedule: &Schedule) -> Option<StopReason> {
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

    /// The gradient steps owed for `new_positions` fresh positions (at `train_ratio`), with
    /// the checkpoints and evaluations that fall due among them; then the new weights go to
    /// self-play. Returns the mean losses and the steps taken.
    fn train_owed(
        &mut self,
        schedule: &mut Schedule,
        new_positions: usize,
        stop: &AtomicBool,
        on_event: &mut dyn FnMut(Event),
    ) -> Result<(Option<StepStats>, u32), TrainError> {
        let cfg = self.config.clone();
        if self.buffer.len() < cfg.replay.min_positions {
            return Ok((None, 0));
        }
        schedule.owed_steps +=
            new_positions as f64 * cfg.replay.train_ratio / cfg.optim.batch_size as f64;
        let mut sum = StepStats::default();
        let mut taken = 0u32;
        while schedule.owed_steps >= 1.0 && !stop.load(Ordering::Relaxed) {
            if cfg.max_steps > 0 && self.step() >= cfg.max_steps {
                break;
            }
            let (stats, time_up) = self.scheduled_step(schedule, on_event)?;
            sum.add(&stats);
            taken += 1;
            if time_up {
                break;
            }
        }
        self.play_vs.copy(&self.train_vs)?;
        Ok(((taken > 0).then(|| sum.scaled(f64::from(taken))), taken))
    }

    /// One gradient step that was owed, with the checkpoint and the evaluation that fall due
    /// on it; also says whether the time limit is reached (its evaluation is then the final
    /// one, after the loop).
    pub(super) fn scheduled_step(
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
        let path = run_dir::keep_network(&self.run_dir, minute, &self.meta(), net)?;
        on_event(Event::NetworkKept { minute, step, path });
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::net::checkpoint;
    use crate::train::TrainConfig;
    use crate::train::run_dir::NETWORKS_DIR;
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
        let mut trainer = Trainer::new(config.clone(), &dir).unwrap();
        trainer.run(&AtomicBool::new(false), &mut |_| {}).unwrap();
        assert_eq!(trainer.step(), 4);
        assert!(
            !dir.join(NETWORKS_DIR).exists(),
            "seconds of training pass no 30-minute mark"
        );

        let mut kept = Vec::new();
        let mut keep_at = |trainer: &mut Trainer, schedule: &mut Schedule, minutes: f64| {
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
        let mut names: Vec<String> = std::fs::read_dir(dir.join(NETWORKS_DIR))
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
            std::fs::read_dir(dir.join(NETWORKS_DIR)).unwrap().count(),
            3
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
