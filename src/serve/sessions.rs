//! The games the server holds, keyed by id, each behind its own lock, so that two browsers
//! never see each other's game and a search in one game holds up no other.
//!
//! A seat is a person or a player built from a spec. While a player searches, its agent is
//! lent to a blocking thread and the game holds the search's controls (it is `thinking`):
//! every change to that game is refused until the move comes back, so the move always
//! answers the position it was asked for; deleting the game cancels the search.

use super::ApiError;
use super::search::SearchControl;
use crate::agents::{Agent, Analysis};
use crate::game::{Action, Color, Game};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// The seat name of a person.
pub const HUMAN: &str = "human";

/// The most games held at once; a new game beyond it drops the one idle longest. Every
/// player keeps its own tables (alpha-beta's transposition table is 16 MB by default), so the
/// bound is a memory bound.
pub const MAX_GAMES: usize = 64;

/// Who plays one colour.
pub enum Seat {
    Human,
    Player {
        /// The spec as the client wrote it (a model by its bare name).
        spec: String,
        /// `None` while it is searching on a blocking thread.
        agent: Option<Box<dyn Agent>>,
    },
}

impl Seat {
    /// `human` or the player's spec.
    #[must_use]
    pub fn name(&self) -> &str {
        match self {
            Seat::Human => HUMAN,
            Seat::Player { spec, .. } => spec,
        }
    }
}

/// A decision a player made, with what its search saw.
#[derive(Clone, Debug)]
pub struct EngineMove {
    /// The number of the decision in the game (1 for the first).
    pub ply: usize,
    pub color: Color,
    pub player: String,
    pub action: Action,
    /// Time from the request's arrival to the move being played.
    pub server_time: Duration,
    /// The search alone.
    pub search_time: Duration,
    pub analysis: Option<Analysis>,
}

/// One game and its seats.
pub struct Session {
    pub id: String,
    pub rules_name: String,
    pub game: Game,
    pub seats: [Seat; 2],
    /// The controls of the search of this game's position running now, if any.
    pub search: Option<SearchControl>,
    /// The last decision a player made, while it is still part of the game.
    pub last_engine_move: Option<EngineMove>,
    last_used: Instant,
}

impl Session {
    /// Whether a player is searching this game's position now.
    #[must_use]
    pub fn thinking(&self) -> bool {
        self.search.is_some()
    }

    /// The seat of the side to move.
    #[must_use]
    pub fn seat_to_move(&self) -> &Seat {
        &self.seats[self.game.position().side_to_move().index()]
    }

    /// Refuses changes while a player searches.
    ///
    /// # Errors
    /// `ApiError::Busy` naming the player.
    pub fn check_idle(&self) -> Result<(), ApiError> {
        if self.thinking() {
            return Err(ApiError::Busy(format!(
                "{} is thinking; wait for its move",
                self.seat_to_move().name()
            )));
        }
        Ok(())
    }

    /// Forgets the last engine move if it has been taken back.
    pub fn forget_undone(&mut self) {
        let plies = self.game.actions().len();
        if self
            .last_engine_move
            .as_ref()
            .is_some_and(|m| m.ply > plies || self.game.actions()[m.ply - 1] != m.action)
        {
            self.last_engine_move = None;
        }
    }
}

/// Every game the server holds.
#[derive(Default)]
pub struct Sessions {
    games: Mutex<HashMap<String, Arc<Mutex<Session>>>>,
    next_id: AtomicU64,
}

/// A session's lock; a panic in another request does not lock a game for good.
pub fn lock(session: &Mutex<Session>) -> MutexGuard<'_, Session> {
    session
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl Sessions {
    fn table(&self) -> MutexGuard<'_, HashMap<String, Arc<Mutex<Session>>>> {
        self.games
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// A fresh game id (never reused while the server runs).
    pub fn new_id(&self) -> String {
        format!("g{}", self.next_id.fetch_add(1, Ordering::Relaxed) + 1)
    }

    /// Adds a game, dropping the longest idle one (not thinking) beyond `MAX_GAMES`.
    pub fn insert(
        &self,
        id: String,
        rules_name: String,
        game: Game,
        seats: [Seat; 2],
    ) -> Arc<Mutex<Session>> {
        let session = Arc::new(Mutex::new(Session {
            id: id.clone(),
            rules_name,
            game,
            seats,
            search: None,
            last_engine_move: None,
            last_used: Instant::now(),
        }));
        let mut games = self.table();
        while games.len() >= MAX_GAMES {
            let idle = games
                .iter()
                .filter_map(|(id, s)| {
                    let s = s.try_lock().ok()?;
                    (!s.thinking()).then(|| (s.last_used, id.clone()))
                })
                .min();
            match idle {
                Some((_, id)) => games.remove(&id),
                None => break,
            };
        }
        games.insert(id, Arc::clone(&session));
        session
    }

    /// A game by id.
    ///
    /// # Errors
    /// `ApiError::NotFound` for an id the server does not hold.
    pub fn get(&self, id: &str) -> Result<Arc<Mutex<Session>>, ApiError> {
        let session = self
            .table()
            .get(id)
            .cloned()
            .ok_or_else(|| ApiError::NotFound(format!("no game '{id}' on this server")))?;
        lock(&session).last_used = Instant::now();
        Ok(session)
    }

    /// Drops a game, cancelling its search in progress (which stops at once and plays
    /// nothing).
    ///
    /// # Errors
    /// `ApiError::NotFound` for an id the server does not hold.
    pub fn remove(&self, id: &str) -> Result<(), ApiError> {
        let session = self
            .table()
            .remove(id)
            .ok_or_else(|| ApiError::NotFound(format!("no game '{id}' on this server")))?;
        if let Some(search) = &lock(&session).search {
            search.cancel();
        }
        Ok(())
    }

    /// Whether a game is still held (a search's result is dropped if not).
    pub fn holds(&self, id: &str) -> bool {
        self.table().contains_key(id)
    }
}
