//! Lockstep self-play (`deterministic = true`): a round of `selfplay.games_per_iteration`
//! games on the learner's thread with the players' copy of the network, then every step they
//! owe, then the new weights copied to the players. One thread and seeded generators: a seed
//! gives the same run bit for bit.

use super::GameSource;
use crate::selfplay::{GameRecord, SelfPlay, SelfPlayStats};
use crate::train::Learner;
use crate::train::error::TrainError;
use crate::train::events::Speeds;
use crate::train::learner::new_selfplay;
use crate::train::learning_loop::Stretch;
use crate::train::schedule::Schedule;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Self-play on the learner's thread.
pub struct Lockstep {
    selfplay: SelfPlay,
    /// Self-play's speeds over the last round.
    speeds: Speeds,
    /// When the last round's training began.
    training_from: Instant,
}

impl Lockstep {
    /// Self-play for `learner` from its current step on (its generator seeded by the step).
    #[must_use]
    pub fn new(learner: &Learner) -> Lockstep {
        let step = learner.step() as usize;
        Lockstep {
            selfplay: new_selfplay(
                &learner.config,
                &learner.rules,
                learner.tablebase.as_ref(),
                step,
            ),
            speeds: Speeds::default(),
            training_from: Instant::now(),
        }
    }

    /// Plays `games` games with the learner's players' network (checking `stop` every
    /// second, and stopping at `deadline`); returns them with self-play's speeds. They are
    /// not taken in: `Learner::add_games` does that.
    pub fn play(
        &mut self,
        learner: &mut Learner,
        games: usize,
        stop: &AtomicBool,
        deadline: Option<Instant>,
    ) -> (Vec<GameRecord>, Speeds) {
        let mut records = Vec::with_capacity(games);
        let mut total = SelfPlayStats::default();
        while records.len() < games
            && !stop.load(Ordering::Relaxed)
            && deadline.is_none_or(|d| Instant::now() < d)
        {
            let deadline = Instant::now() + Duration::from_secs(1);
            let (finished, stats) = self.selfplay.run(
                &mut learner.evaluator,
                games - records.len(),
                Some(deadline),
            );
            records.extend(finished);
            total.add(&stats);
        }
        (records, Speeds::of_selfplay(&total))
    }
}

impl GameSource for Lockstep {
    fn gather(
        &mut self,
        learner: &mut Learner,
        schedule: &mut Schedule,
        _idle: bool,
        stop: &AtomicBool,
    ) -> Result<(), TrainError> {
        let deadline = schedule.deadline(learner.config.max_minutes);
        let games = learner.config.selfplay.games_per_iteration;
        let (mut games, speeds) = self.play(learner, games, stop, deadline);
        self.training_from = Instant::now();
        self.speeds = speeds;
        for game in &mut games {
            game.weights_step = learner.step();
        }
        learner.take_games(games, schedule);
        Ok(())
    }

    fn steps_per_round(&self) -> u32 {
        u32::MAX
    }

    fn after_steps(&mut self, learner: &mut Learner, _: &Schedule) -> Result<(), TrainError> {
        learner.play_vs.copy(&learner.train_vs)?;
        Ok(())
    }

    fn log_every_round(&self) -> bool {
        true
    }

    fn stretch_ended(&mut self, _learner: &mut Learner, stretch: &Stretch) -> Speeds {
        let seconds = self.training_from.elapsed().as_secs_f64().max(1e-9);
        Speeds {
            steps_per_second: f64::from(stretch.steps) / seconds,
            ..self.speeds
        }
    }
}
