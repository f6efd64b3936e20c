//! `TrainConfig::check`: the settings that parse but cannot work, each refused with the
//! setting it names and the value it has.

use super::TrainConfig;
use crate::mcts::SearchSettingsError;
use crate::net::checkpoint::TEN_YEARS_MINUTES;
use crate::selfplay::SelfPlaySettingsError;
use thiserror::Error;

/// Why a training config that parses cannot run.
#[derive(Debug, Error, PartialEq)]
pub enum InvalidConfig {
    #[error(transparent)]
    SelfPlay(#[from] SelfPlaySettingsError),
    #[error(transparent)]
    Search(#[from] SearchSettingsError),
    /// The search self-play derives from `[search]` (its own root, simulations, `c_puct`).
    #[error("{0} (self-play's search: [selfplay] root, simulations and c_puct over [search])")]
    SelfPlaySearch(SearchSettingsError),
    /// A number outside the range it must be in.
    #[error("{setting} must be {range} (it is {value})")]
    OutOfRange {
        setting: String,
        range: &'static str,
        value: f64,
    },
    #[error(
        "replay.min_positions ({min_positions}) must be at least optim.batch_size ({batch_size})"
    )]
    ReplayBelowBatch {
        min_positions: usize,
        batch_size: usize,
    },
    /// A setting that works only with another.
    #[error("{setting} needs {needs}")]
    Needs {
        setting: &'static str,
        needs: &'static str,
    },
    #[error(
        "replay.capacity ({capacity}) must be at least replay.min_positions ({min_positions}): training would never start"
    )]
    CapacityBelowStart {
        capacity: usize,
        min_positions: usize,
    },
    #[error("eval.best_by '{0}' is not one of eval.opponents")]
    BestBy(String),
    #[error("device '{0}': use auto, cpu or cuda")]
    Device(String),
    /// A network dimension out of range (`NetConfig::check`).
    #[error("{0}")]
    Net(String),
}

/// `Err(OutOfRange)` unless `ok`.
fn within(ok: bool, setting: &str, range: &'static str, value: f64) -> Result<(), InvalidConfig> {
    if ok {
        Ok(())
    } else {
        Err(InvalidConfig::OutOfRange {
            setting: setting.to_string(),
            range,
            value,
        })
    }
}

impl TrainConfig {
    /// Refuses settings that cannot work.
    ///
    /// # Errors
    /// The first setting that cannot work, and why.
    pub fn check(&self) -> Result<(), InvalidConfig> {
        self.net.check().map_err(InvalidConfig::Net)?;
        self.check_counts()?;
        self.selfplay.check()?;
        self.search.check()?;
        self.selfplay
            .search(&self.search)
            .check()
            .map_err(InvalidConfig::SelfPlaySearch)?;
        if self.replay.min_positions < self.optim.batch_size {
            return Err(InvalidConfig::ReplayBelowBatch {
                min_positions: self.replay.min_positions,
                batch_size: self.optim.batch_size,
            });
        }
        if self.replay.capacity < self.replay.min_positions {
            return Err(InvalidConfig::CapacityBelowStart {
                capacity: self.replay.capacity,
                min_positions: self.replay.min_positions,
            });
        }
        let wait = self.pipeline.inference_wait_ms;
        within(
            (0.0..=60_000.0).contains(&wait),
            "pipeline.inference_wait_ms",
            "from 0 to 60000 (a minute)",
            wait,
        )?;
        self.check_times()?;
        self.check_optimizer()?;
        let fraction = self.optim.final_lr_fraction;
        within(
            (0.0..=1.0).contains(&fraction),
            "optim.final_lr_fraction",
            "in [0, 1]",
            fraction,
        )?;
        if self.tablebase.target_plies > 0 && !self.tablebase.adjudicate {
            return Err(InvalidConfig::Needs {
                setting: "tablebase.target_plies",
                needs: "tablebase.adjudicate = true (the lines start where the tables end a game)",
            });
        }
        if self.tablebase.build_men > 0 && self.tablebase.dir.is_empty() {
            return Err(InvalidConfig::Needs {
                setting: "tablebase.build_men",
                needs: "tablebase.dir (where to build)",
            });
        }
        self.check_loss_weights()?;
        if !self.eval.best_by.is_empty() && !self.eval.opponents.contains(&self.eval.best_by) {
            return Err(InvalidConfig::BestBy(self.eval.best_by.clone()));
        }
        if !["auto", "cpu", "cuda"].contains(&self.device.as_str()) {
            return Err(InvalidConfig::Device(self.device.clone()));
        }
        Ok(())
    }

    /// Refuses counts, sizes and rates that are not positive.
    fn check_counts(&self) -> Result<(), InvalidConfig> {
        for (name, value) in [
            ("batches_in_flight", self.pipeline.batches_in_flight),
            ("inference_threads", self.pipeline.inference_threads),
        ] {
            within(
                (1..=4).contains(&value),
                &format!("pipeline.{name}"),
                "from 1 to 4",
                value as f64,
            )?;
        }
        let positive = [
            (
                "selfplay.games_in_parallel",
                self.selfplay.games_in_parallel as f64,
            ),
            (
                "selfplay.games_per_iteration",
                self.selfplay.games_per_iteration as f64,
            ),
            (
                "selfplay.fast_simulations",
                f64::from(self.selfplay.fast_simulations),
            ),
            ("replay.capacity", self.replay.capacity as f64),
            ("replay.train_ratio", self.replay.train_ratio),
            ("optim.batch_size", self.optim.batch_size as f64),
            ("optim.lr", self.optim.lr),
            ("checkpoint.every_steps", self.checkpoint.every_steps as f64),
            ("checkpoint.keep_last", self.checkpoint.keep_last as f64),
            ("pipeline.workers", self.pipeline.workers as f64),
            (
                "pipeline.publish_every_steps",
                self.pipeline.publish_every_steps as f64,
            ),
        ];
        for (name, value) in positive {
            within(value.is_finite() && value > 0.0, name, "positive", value)?;
        }
        Ok(())
    }

    /// Refuses times that are not a number of minutes a run can hold (a duration that would
    /// overflow the clock among them).
    fn check_times(&self) -> Result<(), InvalidConfig> {
        for (name, minutes) in [
            ("max_minutes", self.max_minutes),
            ("eval.every_minutes", self.eval.every_minutes),
        ] {
            within(
                (0.0..=TEN_YEARS_MINUTES).contains(&minutes),
                name,
                "from 0 (none) to 5256000 minutes (ten years)",
                minutes,
            )?;
        }
        Ok(())
    }

    /// Refuses optimiser settings that would turn the weights into NaN or stop training.
    fn check_optimizer(&self) -> Result<(), InvalidConfig> {
        let optim = &self.optim;
        for (name, value) in [
            ("optim.momentum", optim.momentum),
            ("optim.beta1", optim.beta1),
            ("optim.beta2", optim.beta2),
        ] {
            within((0.0..1.0).contains(&value), name, "in [0, 1)", value)?;
        }
        for (name, value) in [
            ("optim.weight_decay", optim.weight_decay),
            ("optim.clip_grad_norm", optim.clip_grad_norm),
            ("optim.value_loss_weight", optim.value_loss_weight),
        ] {
            within(value.is_finite() && value >= 0.0, name, "0 or more", value)?;
        }
        let fraction = self.replay.window_fraction;
        within(
            fraction.is_finite() && fraction >= 0.0,
            "replay.window_fraction",
            "0 or more",
            fraction,
        )?;
        // Drawn by rejection: the bound keeps a buffer of one phase from a long loop.
        let weight = self.replay.placement_weight;
        within(
            weight > 0.0 && weight <= 100.0,
            "replay.placement_weight",
            "above 0 and at most 100",
            weight,
        )
    }

    /// Refuses loss weights out of their ranges.
    fn check_loss_weights(&self) -> Result<(), InvalidConfig> {
        let optim = &self.optim;
        within(
            (0.0..=1.0).contains(&optim.root_value_weight),
            "optim.root_value_weight",
            "in [0, 1]",
            optim.root_value_weight,
        )?;
        let fraction = self.tablebase.train_fraction;
        within(
            (0.0..=0.5).contains(&fraction),
            "tablebase.train_fraction",
            "in [0, 0.5]",
            fraction,
        )?;
        for (name, w) in [
            ("reply_loss_weight", optim.reply_loss_weight),
            ("ownership_loss_weight", optim.ownership_loss_weight),
            ("short_value_loss_weight", optim.short_value_loss_weight),
        ] {
            within(
                w.is_finite() && w >= 0.0,
                &format!("optim.{name}"),
                "0 or more",
                w,
            )?;
        }
        Ok(())
    }
}
