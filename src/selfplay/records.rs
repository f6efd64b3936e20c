//! Self-play records on disk: a JSON file per batch of games, versioned. A game is stored as
//! its action ids with, per decision, the search's policy (action id, share of the visits),
//! the root's value and whether the search was a full one, plus the outcome; positions are rebuilt by replaying the actions
//! under the stored rules, which also checks that the file is sound. Files are written
//! through `atomic_file` (temporary file, sync, rename), so a reader never sees half a file.

use super::{GameRecord, MoveRecord};
use crate::game::{
    Action, Color, DrawReason, Game, MoveError, Outcome, Rules, RulesSpec, WinReason,
};
use serde::{Deserialize, Serialize};
use std::path::Path;
use std::sync::Arc;
use thiserror::Error;

/// What every record file says it is.
pub const FORMAT: &str = "morris-zero self-play records";
/// The version this build writes (optional fields added since, `adjudicated`, `resigned` and
/// `would_resign`, are absent where they do not apply, so files without them read in older
/// builds of version 2). Version 2 added `full_search` per decision
/// (playout-cap randomization); version 1 files are still read, every move as a full search,
/// which they all were.
pub const VERSION: u32 = 2;
/// The oldest version this build reads.
pub const OLDEST_VERSION: u32 = 1;

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RecordFile {
    format: String,
    version: u32,
    rules: RulesSpec,
    games: Vec<StoredGame>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StoredGame {
    /// Action ids, in order.
    actions: Vec<u16>,
    /// Per decision: (action id, share of the root's visits).
    policies: Vec<Vec<(u16, f32)>>,
    /// Per decision: the root's value for the player to move.
    root_values: Vec<f32>,
    /// Per decision: whether the search was a full one (a policy target). Absent in version 1.
    #[serde(default)]
    full_search: Vec<bool>,
    /// `white`, `black` or `draw`, as the replay must end.
    result: String,
    /// The step of the weights that played it (absent in older files: 0). Its name in the
    /// file is the record format's, kept for the files already written.
    #[serde(default, rename = "model_version")]
    weights_step: u64,
    /// Ended by the endgame tables at its last position (adjudication): the replay does not
    /// finish the game, and `result` is the tables' verdict.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    adjudicated: bool,
    /// Ended by resignation (`[selfplay] resign_threshold`): the replay does not finish the
    /// game, and `result` names the side that did not resign.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    resigned: bool,
    /// Played out to check resignation: the side (`white`, `black`) that would have
    /// resigned first.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    would_resign: Option<String>,
}

/// Why a record file cannot be read or written.
#[derive(Debug, Error)]
pub enum RecordError {
    #[error("{path}: {source}")]
    Io {
        path: String,
        source: std::io::Error,
    },
    #[error("{path}: not a record file: {message}")]
    Parse { path: String, message: String },
    #[error("{path}: {message}")]
    Invalid { path: String, message: String },
    /// Game `game` (from 0) of the file does not replay.
    #[error("{path}: game {game}{}{error}", if error.at_move().is_some() { ", " } else { ": " })]
    Game {
        path: String,
        game: usize,
        error: StoredGameError,
    },
}

/// Why a stored game does not replay under its file's rules (`replay_game`).
#[derive(Debug, Error)]
pub enum StoredGameError {
    #[error(
        "{actions} actions but {policies} policies, {values} values and {flags} full_search flags"
    )]
    Lengths {
        actions: usize,
        policies: usize,
        values: usize,
        flags: usize,
    },
    /// Move `index` (from 0) has an id that is no action on the rules' board.
    #[error("move {index}: no action has id {id}")]
    UnknownAction { index: usize, id: u16 },
    /// Move `index` (from 0) is not legal where the replay has got to.
    #[error("move {index}: {error}")]
    Illegal { index: usize, error: MoveError },
    /// The game was ended by the tables or a resignation, but not soundly.
    #[error(transparent)]
    Stopped(#[from] StoppedError),
    #[error("the actions do not finish the game")]
    Unfinished,
    #[error("stored result {stored} but the replay ends {replayed}")]
    ResultDiffers {
        stored: String,
        replayed: &'static str,
    },
    /// `would_resign` names no colour.
    #[error("would_resign '{name}'")]
    WouldResign { name: String },
}

impl StoredGameError {
    /// The move at fault, for the errors about one move.
    #[must_use]
    pub fn at_move(&self) -> Option<usize> {
        match self {
            StoredGameError::UnknownAction { index, .. }
            | StoredGameError::Illegal { index, .. } => Some(*index),
            _ => None,
        }
    }
}

/// Why a game stored as adjudicated or resigned is not (`stopped_outcome`); `resigned` says
/// which of the two the record claims.
#[derive(Debug, Error)]
pub enum StoppedError {
    #[error("{}, but the replay ends by itself ({outcome})", stop_name(*resigned))]
    EndsByItself { resigned: bool, outcome: Outcome },
    /// The stored result names no colour (nor a draw, which only the tables give).
    #[error("{}, but the result is '{result}'", stop_name(*resigned))]
    UnknownResult { resigned: bool, result: String },
    /// A side resigns on its own move, so the winner is the side not to move.
    #[error("resigned, but {winner}, to move, is named the winner")]
    WinnerToMove { winner: Color },
}

/// How a stopped game ended, in the words of `StoppedError`'s messages.
fn stop_name(resigned: bool) -> &'static str {
    if resigned { "resigned" } else { "adjudicated" }
}

/// Writes `games` (played under `rules`) to `path`, atomically.
///
/// # Errors
/// The file cannot be written.
pub fn write(path: &Path, rules: &Rules, games: &[GameRecord]) -> Result<(), RecordError> {
    let points = rules.board().points();
    let file = RecordFile {
        format: FORMAT.to_string(),
        version: VERSION,
        rules: rules.spec().clone(),
        games: games
            .iter()
            .map(|g| StoredGame {
                actions: g.moves.iter().map(|m| m.action.id(points) as u16).collect(),
                policies: g.moves.iter().map(|m| m.policy.clone()).collect(),
                root_values: g.moves.iter().map(|m| m.root_value).collect(),
                full_search: g.moves.iter().map(|m| m.full_search).collect(),
                result: g.outcome.result_name().to_string(),
                weights_step: g.weights_step,
                adjudicated: g.adjudicated(),
                resigned: g.resigned(),
                would_resign: g.would_resign.map(|c| c.name().to_string()),
            })
            .collect(),
    };
    let io = |source| RecordError::Io {
        path: path.display().to_string(),
        source,
    };
    let text = serde_json::to_string(&file).expect("records serialise");
    crate::atomic_file::write(path, text.as_bytes()).map_err(io)
}

/// Reads a record file: the rules it was played under and its games, replayed.
///
/// # Errors
/// An unreadable file, another format or version, or games that do not replay.
pub fn read(path: &Path) -> Result<(Arc<Rules>, Vec<GameRecord>), RecordError> {
    let name = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|source| RecordError::Io {
        path: name.clone(),
        source,
    })?;
    let file: RecordFile = serde_json::from_str(&text).map_err(|e| RecordError::Parse {
        path: name.clone(),
        message: e.to_string(),
    })?;
    let invalid = |message: String| RecordError::Invalid {
        path: name.clone(),
        message,
    };
    if file.format != FORMAT || !(OLDEST_VERSION..=VERSION).contains(&file.version) {
        return Err(invalid(format!(
            "format '{}' version {}, but this build reads '{FORMAT}' versions {OLDEST_VERSION} to {VERSION}",
            file.format, file.version
        )));
    }
    let rules = Arc::new(Rules::new(file.rules).map_err(|e| invalid(e.to_string()))?);
    let games = file
        .games
        .into_iter()
        .enumerate()
        .map(|(g, stored)| {
            replay_game(&rules, file.version, stored).map_err(|error| RecordError::Game {
                path: name.clone(),
                game: g,
                error,
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok((rules, games))
}

/// Replays one stored game of a file of `version` under `rules`.
fn replay_game(
    rules: &Arc<Rules>,
    version: u32,
    mut stored: StoredGame,
) -> Result<GameRecord, StoredGameError> {
    let points = rules.board().points();
    let n = stored.actions.len();
    if version == 1 && stored.full_search.is_empty() {
        stored.full_search = vec![true; n];
    }
    if stored.policies.len() != n || stored.root_values.len() != n || stored.full_search.len() != n
    {
        return Err(StoredGameError::Lengths {
            actions: n,
            policies: stored.policies.len(),
            values: stored.root_values.len(),
            flags: stored.full_search.len(),
        });
    }
    let mut game = Game::new(rules.clone());
    let mut moves = Vec::with_capacity(n);
    for (i, (((&id, policy), root_value), full_search)) in stored
        .actions
        .iter()
        .zip(stored.policies)
        .zip(stored.root_values)
        .zip(stored.full_search)
        .enumerate()
    {
        let action = Action::from_id(usize::from(id), points)
            .ok_or(StoredGameError::UnknownAction { index: i, id })?;
        let position = *game.position();
        let occurrences = game.repetitions();
        game.play(action)
            .map_err(|error| StoredGameError::Illegal { index: i, error })?;
        moves.push(MoveRecord {
            position,
            occurrences,
            policy,
            root_value,
            action,
            full_search,
        });
    }
    let outcome = if stored.adjudicated || stored.resigned {
        stopped_outcome(&game, &stored.result, stored.resigned)?
    } else {
        game.outcome().ok_or(StoredGameError::Unfinished)?
    };
    if outcome.result_name() != stored.result {
        return Err(StoredGameError::ResultDiffers {
            stored: stored.result,
            replayed: outcome.result_name(),
        });
    }
    let would_resign = match stored.would_resign {
        None => None,
        Some(name) => Some(color_named(&name).ok_or(StoredGameError::WouldResign { name })?),
    };
    Ok(GameRecord {
        moves,
        outcome,
        final_position: *game.position(),
        weights_step: stored.weights_step,
        would_resign,
    })
}

/// The outcome of a game the tables ended or a side resigned: its replay must not be over,
/// and `result` names the tables' verdict, or the side that did not resign (the one not to
/// move).
fn stopped_outcome(game: &Game, result: &str, resigned: bool) -> Result<Outcome, StoppedError> {
    if let Some(outcome) = game.outcome() {
        return Err(StoppedError::EndsByItself { resigned, outcome });
    }
    let winner = match result {
        "draw" if !resigned => return Ok(Outcome::Draw(DrawReason::Tablebase)),
        name => color_named(name).ok_or_else(|| StoppedError::UnknownResult {
            resigned,
            result: name.to_string(),
        })?,
    };
    if !resigned {
        return Ok(Outcome::Win {
            winner,
            reason: WinReason::Tablebase,
        });
    }
    if winner == game.position().side_to_move() {
        return Err(StoppedError::WinnerToMove { winner });
    }
    Ok(Outcome::Win {
        winner,
        reason: WinReason::Resignation,
    })
}

/// The colour named `white` or `black`.
fn color_named(name: &str) -> Option<Color> {
    Color::ALL.into_iter().find(|c| c.name() == name)
}
