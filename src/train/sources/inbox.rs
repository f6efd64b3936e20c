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
//! played; a file is removed once its line is written, so none is taken twice (a learner
//! killed between the two leaves the file, which the next start removes). A file that
//! does not read as a record file of this run's rules is set aside (`NAME.rejected`, a
//! ledger line and a warning saying why) and the run goes on. Checkpoints, evaluations and
//! stops are the learner's, as for its other game sources; a stopped run resumes with
//! `--resume`.

use super::GameSource;
use crate::selfplay::GameRecord;
use crate::selfplay::records::{self, RecordError};
use crate::train::Learner;
use crate::train::error::{RunDirError, TrainError};
use crate::train::events::Speeds;
use crate::train::learning_loop::Stretch;
use crate::train::schedule::Schedule;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::time::Duration;
use thiserror::Error;

/// Why a record file is set aside, not trained on.
#[derive(Debug, Error)]
pub enum Rejected {
    #[error(transparent)]
    Unreadable(#[from] RecordError),
    #[error("{}: games of the rules '{theirs}', but this run trains '{ours}'", file.display())]
    OtherRules {
        file: PathBuf,
        theirs: String,
        ours: String,
    },
}

/// The inbox as the learner's game source.
pub(in crate::train) struct Inbox {
    dir: PathBuf,
    /// The step of the weights last published.
    published: u64,
    /// Files wait in the inbox while the steps owed reach this many.
    lead_steps: f64,
}

impl Inbox {
    /// The inbox `dir` (created), the ledger repaired, the learner's weights published.
    ///
    /// # Errors
    /// A directory or file that cannot be created or written.
    pub(in crate::train) fn open(learner: &mut Learner, dir: &Path) -> Result<Inbox, TrainError> {
        std::fs::create_dir_all(dir).map_err(|error| RunDirError::Create {
            path: dir.to_path_buf(),
            error,
        })?;
        repair_ledger(&learner.run.ledger())?;
        remove_taken(&learner.run.ledger(), dir)?;
        let cfg = &learner.config;
        let per_step = cfg.optim.batch_size as f64 / cfg.replay.train_ratio;
        let lead_steps = (cfg.pipeline.lead_positions as f64 / per_step).max(2.0);
        write_pace(learner, per_step)?;
        Ok(Inbox {
            dir: dir.to_path_buf(),
            published: learner.publish()?,
            lead_steps,
        })
    }
}

impl GameSource for Inbox {
    /// Files are taken in while the steps owed stay under `lead_positions`' worth, so that
    /// the replay ratio holds: beyond, they wait in the inbox, and the players wait for them
    /// to be taken.
    fn gather(
        &mut self,
        learner: &mut Learner,
        schedule: &mut Schedule,
        idle: bool,
        _stop: &AtomicBool,
    ) -> Result<(), TrainError> {
        let mut taken_any = false;
        for file in waiting_files(&self.dir)? {
            if schedule.owed_steps >= self.lead_steps {
                break;
            }
            match read_delivery(learner, &file) {
                Ok(games) => take_file(learner, &file, games, schedule)?,
                Err(why) => reject(learner, &file, &why)?,
            }
            taken_any = true;
        }
        if idle && !taken_any {
            std::thread::sleep(Duration::from_millis(50));
        }
        Ok(())
    }

    fn steps_per_round(&self) -> u32 {
        1
    }

    fn after_steps(&mut self, learner: &mut Learner, _: &Schedule) -> Result<(), TrainError> {
        if learner.step() - self.published >= learner.config.pipeline.publish_every_steps {
            self.published = learner.publish()?;
        }
        Ok(())
    }

    /// The speeds over the stretch, and the largest lag of its games behind the learner.
    fn stretch_ended(&mut self, learner: &mut Learner, stretch: &Stretch) -> Speeds {
        let seconds = stretch.started.elapsed().as_secs_f64().max(1e-9);
        let moves: usize = stretch.games.iter().map(|g| g.moves.len()).sum();
        let step = learner.step();
        if let Some(lag) = stretch
            .games
            .iter()
            .map(|g| step.saturating_sub(g.weights_step))
            .max()
        {
            learner.scalar("external/max_lag_steps", lag as f64, step);
        }
        Speeds {
            steps_per_second: f64::from(stretch.steps) / seconds,
            moves_per_second: moves as f64 / seconds,
            ..Speeds::default()
        }
    }
}

/// The games of one record file, if they are this run's rules.
fn read_delivery(learner: &Learner, file: &Path) -> Result<Vec<GameRecord>, Rejected> {
    let (rules, games) = records::read(file)?;
    if rules.spec() != learner.rules.spec() {
        return Err(Rejected::OtherRules {
            file: file.to_path_buf(),
            theirs: rules.name().to_string(),
            ours: learner.rules.name().to_string(),
        });
    }
    Ok(games)
}

/// Takes the games of one record file in: those not too stale into the replay buffer (owing
/// their steps), a ledger line, then the file removed.
fn take_file(
    learner: &mut Learner,
    file: &Path,
    games: Vec<GameRecord>,
    schedule: &mut Schedule,
) -> Result<(), TrainError> {
    let oldest = oldest_fresh_version(learner);
    let (fresh, stale): (Vec<GameRecord>, Vec<GameRecord>) =
        games.into_iter().partition(|g| g.weights_step >= oldest);
    let positions: usize = fresh.iter().map(|g| g.moves.len()).sum();
    let taken = fresh.len();
    learner.take_games(fresh, schedule);
    let line = serde_json::json!({
        "file": file_name(file),
        "games": taken + stale.len(),
        "taken": taken,
        "stale": stale.len(),
        "positions": positions,
        "step": learner.step(),
    });
    append_ledger(&learner.run.ledger(), &line)?;
    std::fs::remove_file(file).map_err(|error| RunDirError::Remove {
        path: file.to_path_buf(),
        error,
    })?;
    Ok(())
}

/// Sets a file that cannot be taken in aside (`NAME.rejected`, beside the inbox's files) with
/// a ledger line and a warning saying why: one bad delivery does not stop the run.
fn reject(learner: &Learner, file: &Path, why: &Rejected) -> Result<(), TrainError> {
    eprintln!("warning: {why}: set aside, not trained on");
    let line = serde_json::json!({ "file": file_name(file), "rejected": why.to_string() });
    append_ledger(&learner.run.ledger(), &line)?;
    let aside = file.with_extension("rejected");
    std::fs::rename(file, &aside).map_err(|error| RunDirError::Write { path: aside, error })?;
    Ok(())
}

fn file_name(file: &Path) -> String {
    file.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// Tells the players' driver the lag window (`RunDir::pace`): `max_lag_versions` publications
/// in steps, and the positions the learner takes in over them at `per_step` positions a step.
/// The driver keeps the positions delivered or in play within it, so that the games played
/// are not too stale when they arrive (without it a `tiny` run of two actors on 2 cores
/// dropped 83% of its games).
fn write_pace(learner: &Learner, per_step: f64) -> Result<(), RunDirError> {
    let pipeline = &learner.config.pipeline;
    let span = pipeline.max_lag_versions * pipeline.publish_every_steps;
    let window = span as f64 * per_step;
    let path = learner.run.pace();
    let text = serde_json::json!({
        "lag_window_positions": window.round() as u64,
        "lag_window_steps": span,
    })
    .to_string();
    crate::atomic_file::write(&path, text.as_bytes())
        .map_err(|error| RunDirError::Write { path, error })
}

/// Appends `line` to the ledger, synced.
fn append_ledger(ledger: &Path, line: &serde_json::Value) -> Result<(), RunDirError> {
    let write_error = |error| RunDirError::Write {
        path: ledger.to_path_buf(),
        error,
    };
    let mut out = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(ledger)
        .map_err(write_error)?;
    // One write of the whole line: `writeln!` on a file writes it in pieces, and a learner
    // killed between them left a torn line.
    out.write_all(format!("{line}\n").as_bytes())
        .map_err(write_error)?;
    out.sync_data().map_err(write_error)?;
    Ok(())
}

/// Cuts a torn last line off the ledger (a learner killed while writing it). Its file was not
/// yet removed from the inbox, so it is taken again and logged whole.
fn repair_ledger(ledger: &Path) -> Result<(), RunDirError> {
    let Ok(text) = std::fs::read(ledger) else {
        return Ok(());
    };
    if text.is_empty() || text.ends_with(b"\n") {
        return Ok(());
    }
    let keep = text.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
    let write_error = |error| RunDirError::Write {
        path: ledger.to_path_buf(),
        error,
    };
    let out = std::fs::OpenOptions::new()
        .write(true)
        .open(ledger)
        .map_err(write_error)?;
    out.set_len(keep as u64).map_err(write_error)?;
    out.sync_data().map_err(write_error)?;
    Ok(())
}

/// Removes the inbox's files that the ledger lists as taken (and sets aside those it lists as
/// rejected): a learner killed between a file's ledger line and the file's removal left it
/// there, and the ledger is the record.
fn remove_taken(ledger: &Path, inbox: &Path) -> Result<(), RunDirError> {
    let Ok(text) = std::fs::read_to_string(ledger) else {
        return Ok(());
    };
    // Each file the ledger lists, and whether it was set aside rather than taken.
    let listed: std::collections::HashMap<String, bool> = text
        .lines()
        .filter_map(|line| serde_json::from_str::<serde_json::Value>(line).ok())
        .filter_map(|line| {
            let name = line.get("file")?.as_str()?.to_string();
            Some((name, line.get("rejected").is_some()))
        })
        .collect();
    for file in waiting_files(inbox)? {
        match listed.get(&file_name(&file)) {
            Some(false) => std::fs::remove_file(&file)
                .map_err(|error| RunDirError::Remove { path: file, error })?,
            Some(true) => {
                let aside = file.with_extension("rejected");
                std::fs::rename(&file, &aside)
                    .map_err(|error| RunDirError::Write { path: aside, error })?;
            }
            None => {}
        }
    }
    Ok(())
}

/// The oldest weights' version whose games are still taken: `max_lag_versions` publications
/// before the current step (0 keeps every game).
fn oldest_fresh_version(learner: &Learner) -> u64 {
    let pipeline = &learner.config.pipeline;
    if pipeline.max_lag_versions == 0 {
        return 0;
    }
    let span = pipeline.max_lag_versions * pipeline.publish_every_steps;
    learner.step().saturating_sub(span)
}

/// The complete record files waiting in `inbox`, oldest name first (writers name them so that
/// names sort by arrival, and write them atomically: temporary files are passed over).
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
