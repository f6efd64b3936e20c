//! Training on games played elsewhere (`morris train --games-from DIR`): the learner of a
//! distributed run. Other processes (the Ray layer's self-play actors, `morris_zero.ray`)
//! play with the weights this trainer publishes and drop finished games into DIR as record
//! files (`selfplay::records`, written atomically: a `.json` file is complete). The trainer
//! takes files in while the steps it owes stay under `pipeline.lead_positions`' worth (so the
//! replay ratio holds, and the players wait while files wait), drops the games played by
//! weights more than
//! `pipeline.max_lag_versions` publications old, trains the steps `replay.train_ratio` owes
//! the rest, and publishes its weights every `pipeline.publish_every_steps` steps to
//! `RUN/published/` (the network alone, named by its step: the version games carry).
//!
//! Every file taken is one line of `RUN/external-ledger.jsonl` (its name, its games, those
//! taken and those dropped as stale), so the games taken in can be checked against the games
//! played; a file is removed once its line is written, so none is taken twice. A file that
//! does not read as a record file of this run's rules is set aside (`NAME.rejected`, a
//! ledger line and a warning saying why) and the run goes on. Checkpoints,
//! evaluations and stops are the other loops'; a stopped run resumes with `--resume`.

use super::Trainer;
use super::error::{RunDirError, TrainError};
use super::events::{Event, Speeds, StopReason};
use super::losses::StepStats;
use super::schedule::Schedule;
use crate::net::checkpoint;
use crate::selfplay::{GameRecord, records};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// Where the learner publishes its weights.
pub const PUBLISHED_DIR: &str = "published";

/// The ledger of the files taken in.
pub const LEDGER: &str = "external-ledger.jsonl";

/// Published networks kept (older ones are removed once a newer one is written).
const KEEP_PUBLISHED: usize = 3;

/// How often the learner logs an iteration's figures.
const LOG_EVERY: Duration = Duration::from_secs(10);

/// The file of the network published at `step`.
#[must_use]
pub fn published_file_name(step: u64) -> String {
    format!("version-{step:08}.safetensors")
}

/// What one stretch between logs took in and trained.
struct Intake {
    started: Instant,
    games: Vec<GameRecord>,
    steps: u32,
    losses: StepStats,
}

impl Intake {
    fn new() -> Intake {
        Intake {
            started: Instant::now(),
            games: Vec::new(),
            steps: 0,
            losses: StepStats::default(),
        }
    }
}

impl Trainer {
    /// The learner's loop (module docs); returns why it stopped.
    pub(super) fn run_external(
        &mut self,
        inbox: &Path,
        schedule: &mut Schedule,
        stop: &AtomicBool,
        on_event: &mut dyn FnMut(Event),
    ) -> Result<StopReason, TrainError> {
        std::fs::create_dir_all(inbox).map_err(|error| RunDirError::Create {
            path: inbox.to_path_buf(),
            error,
        })?;
        self.repair_ledger()?;
        let cfg = self.config.clone();
        let mut published = self.publish()?;
        let mut intake = Intake::new();
        let per_step = cfg.optim.batch_size as f64 / cfg.replay.train_ratio;
        let lead_steps = (cfg.pipeline.lead_positions as f64 / per_step).max(2.0);
        loop {
            if let Some(reason) = self.stop_reason(stop, schedule) {
                self.log_intake(schedule, &mut intake, on_event);
                return Ok(reason);
            }
            let owed = self.buffer.len() >= cfg.replay.min_positions && schedule.owed_steps >= 1.0;
            let mut taken_any = false;
            // Files are taken in while the steps owed stay under `lead_positions`' worth, so
            // that the replay ratio holds: beyond, they wait in the inbox, and the players
            // wait for them to be taken.
            for file in waiting_files(inbox)? {
                if schedule.owed_steps >= lead_steps {
                    break;
                }
                match self.take_file(&file, schedule) {
                    Ok(games) => intake.games.extend(games),
                    Err(TrainError::External(why)) => self.reject(&file, &why)?,
                    Err(other) => return Err(other),
                }
                taken_any = true;
            }
            if owed && !(cfg.max_steps > 0 && self.step() >= cfg.max_steps) {
                let (losses, _time_up) = self.scheduled_step(schedule, on_event)?;
                intake.steps += 1;
                intake.losses.add(&losses);
                if self.step() - published >= cfg.pipeline.publish_every_steps {
                    published = self.publish()?;
                }
            } else if !taken_any {
                std::thread::sleep(Duration::from_millis(50));
            }
            if intake.started.elapsed() >= LOG_EVERY {
                self.log_intake(schedule, &mut intake, on_event);
            }
        }
    }

    /// Takes the games of one record file in: those not too stale into the replay buffer
    /// (owing their steps), a ledger line, then the file removed. Returns the games taken.
    fn take_file(
        &mut self,
        file: &Path,
        schedule: &mut Schedule,
    ) -> Result<Vec<GameRecord>, TrainError> {
        let (rules, games) =
            records::read(file).map_err(|e| TrainError::External(e.to_string()))?;
        if rules.spec() != self.rules.spec() {
            return Err(TrainError::External(format!(
                "{}: games of the rules '{}', but this run trains '{}'",
                file.display(),
                rules.name(),
                self.rules.name()
            )));
        }
        let cfg = self.config.clone();
        let oldest = self.oldest_fresh_version();
        let (fresh, stale): (Vec<GameRecord>, Vec<GameRecord>) =
            games.into_iter().partition(|g| g.model_version >= oldest);
        let positions: usize = fresh.iter().map(|g| g.moves.len()).sum();
        self.add_games(&fresh);
        if self.buffer.len() >= cfg.replay.min_positions {
            schedule.owed_steps +=
                positions as f64 * cfg.replay.train_ratio / cfg.optim.batch_size as f64;
        }
        let name = file
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let line = serde_json::json!({
            "file": name,
            "games": fresh.len() + stale.len(),
            "taken": fresh.len(),
            "stale": stale.len(),
            "positions": positions,
            "step": self.step(),
        });
        self.append_ledger(&line)?;
        std::fs::remove_file(file).map_err(|error| RunDirError::Remove {
            path: file.to_path_buf(),
            error,
        })?;
        Ok(fresh)
    }

    /// Sets a file that cannot be taken in aside (`NAME.rejected`, beside the inbox's files)
    /// with a ledger line and a warning saying why: one bad delivery does not stop the run.
    fn reject(&mut self, file: &Path, why: &str) -> Result<(), TrainError> {
        eprintln!("warning: {why}: set aside, not trained on");
        let name = file
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        self.append_ledger(&serde_json::json!({ "file": name, "rejected": why }))?;
        let aside = file.with_extension("rejected");
        std::fs::rename(file, &aside).map_err(|error| RunDirError::Write { path: aside, error })?;
        Ok(())
    }

    /// Appends `line` to the ledger, synced.
    fn append_ledger(&self, line: &serde_json::Value) -> Result<(), TrainError> {
        let ledger = self.run_dir.join(LEDGER);
        let write_error = |error| RunDirError::Write {
            path: ledger.clone(),
            error,
        };
        let mut out = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&ledger)
            .map_err(write_error)?;
        // One write of the whole line: `writeln!` on a file writes it in pieces, and a
        // learner killed between them left a torn line.
        out.write_all(format!("{line}\n").as_bytes())
            .map_err(write_error)?;
        out.sync_data().map_err(write_error)?;
        Ok(())
    }

    /// Cuts a torn last line off the ledger (a learner killed while writing it). Its file
    /// was not yet removed from the inbox, so it is taken again and logged whole.
    fn repair_ledger(&self) -> Result<(), TrainError> {
        let ledger = self.run_dir.join(LEDGER);
        let Ok(text) = std::fs::read(&ledger) else {
            return Ok(());
        };
        if text.is_empty() || text.ends_with(b"\n") {
            return Ok(());
        }
        let keep = text.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
        let write_error = |error| RunDirError::Write {
            path: ledger.clone(),
            error,
        };
        let out = std::fs::OpenOptions::new()
            .write(true)
            .open(&ledger)
            .map_err(write_error)?;
        out.set_len(keep as u64).map_err(write_error)?;
        out.sync_data().map_err(write_error)?;
        Ok(())
    }

    /// The oldest weights' version whose games are still taken: `max_lag_versions`
    /// publications before the current step (0 keeps every game).
    fn oldest_fresh_version(&self) -> u64 {
        let lag = self.config.pipeline.max_lag_versions;
        if lag == 0 {
            return 0;
        }
        let span = lag * self.config.pipeline.publish_every_steps;
        self.step().saturating_sub(span)
    }

    /// Writes the training network to `RUN/published/` under its step (the version), removes
    /// older ones beyond the last few, and returns the step.
    fn publish(&mut self) -> Result<u64, TrainError> {
        let dir = self.run_dir.join(PUBLISHED_DIR);
        std::fs::create_dir_all(&dir).map_err(|error| RunDirError::Create {
            path: dir.clone(),
            error,
        })?;
        let step = self.step();
        let path = dir.join(published_file_name(step));
        checkpoint::save(
            &path,
            &self.meta(),
            &[("net", checkpoint::net_tensors(&self.train_vs))],
        )?;
        let mut all: Vec<PathBuf> = std::fs::read_dir(&dir)
            .map_err(|error| RunDirError::Read {
                path: dir.clone(),
                error,
            })?
            .filter_map(std::result::Result::ok)
            .map(|e| e.path())
            .filter(|p| {
                p.file_name()
                    .is_some_and(|n| n.to_string_lossy().starts_with("version-"))
                    && p.extension().is_some_and(|e| e == "safetensors")
            })
            .collect();
        all.sort();
        for old in &all[..all.len().saturating_sub(KEEP_PUBLISHED)] {
            let _ = std::fs::remove_file(old);
        }
        Ok(step)
    }

    /// Logs the stretch that ends now: the games taken in (their lag too) and the steps.
    fn log_intake(
        &mut self,
        schedule: &Schedule,
        intake: &mut Intake,
        on_event: &mut dyn FnMut(Event),
    ) {
        let seconds = intake.started.elapsed().as_secs_f64().max(1e-9);
        let moves: usize = intake.games.iter().map(|g| g.moves.len()).sum();
        let speeds = Speeds {
            steps_per_second: f64::from(intake.steps) / seconds,
            moves_per_second: moves as f64 / seconds,
            ..Speeds::default()
        };
        if let Some(lag) = intake
            .games
            .iter()
            .map(|g| self.step().saturating_sub(g.model_version))
            .max()
        {
            self.scalar("external/max_lag_steps", lag as f64, self.step());
        }
        let losses = (intake.steps > 0).then(|| intake.losses.scaled(f64::from(intake.steps)));
        self.log_selfplay(&intake.games, &speeds);
        self.log_iteration(schedule, losses, &speeds, on_event);
        *intake = Intake::new();
    }
}

/// The complete record files waiting in `inbox`, oldest name first (writers name them so
/// that names sort by arrival, and write them atomically: temporary files are passed over).
fn waiting_files(inbox: &Path) -> Result<Vec<PathBuf>, RunDirError> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(inbox)
        .map_err(|error| RunDirError::Read {
            path: inbox.to_path_buf(),
            error,
        })?
        .filter_map(std::result::Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    Ok(files)
}
