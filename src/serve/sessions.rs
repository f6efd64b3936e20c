//! The games the server holds, keyed by id, each behind its own lock, so that two browsers
//! never see each other's game and a search in one game holds up no other.
//!
//! A seat is a person or a player built from a spec. While a player searches, its agent is
//! lent to a blocking thread and the game holds the search's controls (it is `thinking`):
//! every change to that game is refused until the move comes back, so the move always
//! answers the position it was asked for; deleting the game cancels the search.
//!
//! Each game has a random id and a secret (`access`): only a request carrying the secret
//! changes or deletes it. The games held are bounded in number (`MAX_GAMES`) and in memory
//! (`Limits::max_memory`, over the estimates of `memory`): a new game reserves its estimate
//! before its players are built. Beyond either bound, a game idle (no change) for
//! `Sessions::idle_after` (minutes) is dropped to make room, the longest idle first, and
//! else the new game is refused with 503; so no client can push out games in use.

use super::ApiError;
use super::access::{Secret, random_token};
use super::memory::{REUSE_DECISIONS, mib};
use super::search::SearchControl;
use crate::agents::{Agent, Analysis};
use crate::game::{Action, Color, Game};
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// The seat name of a person.
pub const HUMAN: &str = "human";

/// The most games held at once (the memory budget may bound them first).
pub const MAX_GAMES: usize = 64;

/// How long a game must have been idle before a new game may push it out, by default.
pub const IDLE_AFTER: Duration = Duration::from_secs(10 * 60);

/// Who plays one colour.
pub enum Seat {
    Human,
    Player {
        /// The spec as the client wrote it (a model by its bare name).
        spec: String,
        /// `None` while it is searching on a blocking thread.
        agent: Option<Box<dyn Agent>>,
        /// For a network that keeps its tree from move to move: when to start it afresh.
        renew: Option<Renew>,
    },
}

/// A network's kept tree, started afresh every `REUSE_DECISIONS` decisions, or at once when
/// it holds more than its memory estimate, so that it stays within it (`Agent::new_game`
/// with the game's seed drops it; the searches stay seeded by the game and the ply).
#[derive(Clone, Copy, Debug)]
pub struct Renew {
    pub seed: u64,
    pub decisions: u32,
    /// The bytes the kept tree may hold (`memory::kept_tree`).
    pub most: u64,
}

impl Renew {
    /// Counts a decision of `agent` whose tree held `bytes`, dropping the tree every
    /// `REUSE_DECISIONS`, or at once past `most`: a search given a request's `movetime_ms`
    /// runs as many simulations as its time allows, up to its `tree_mb`.
    pub fn count(&mut self, agent: &mut dyn Agent, bytes: u64) {
        self.decisions += 1;
        if self.decisions % REUSE_DECISIONS == 0 || bytes > self.most {
            agent.new_game(self.seed);
        }
    }
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
    /// What a change to the game must carry.
    secret: String,
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
    /// What a change to the game must carry (`Authorization: Bearer`).
    #[must_use]
    pub fn secret(&self) -> &str {
        &self.secret
    }

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

/// A game held, with the memory its players may hold.
struct Held {
    session: Arc<Mutex<Session>>,
    bytes: u64,
    /// The client address that created it.
    owner: IpAddr,
}

#[derive(Default)]
struct Holdings {
    games: HashMap<String, Held>,
    /// The bytes of the games held and of the reservations made.
    bytes: u64,
    /// Games being built (reserved, not yet held).
    reserved: usize,
    /// Of those, per client address.
    reserved_by: HashMap<IpAddr, usize>,
}

impl Holdings {
    /// Drops a game; its session.
    fn remove(&mut self, id: &str) -> Option<Arc<Mutex<Session>>> {
        let held = self.games.remove(id)?;
        self.bytes -= held.bytes;
        Some(held.session)
    }

    /// The games `owner` holds or is building.
    fn owned_by(&self, owner: IpAddr) -> usize {
        self.games.values().filter(|h| h.owner == owner).count()
            + self.reserved_by.get(&owner).copied().unwrap_or(0)
    }

    /// A reservation of `owner`'s ends (held, or given back).
    fn unreserve(&mut self, owner: IpAddr) {
        self.reserved -= 1;
        if let Some(n) = self.reserved_by.get_mut(&owner) {
            *n -= 1;
            if *n == 0 {
                self.reserved_by.remove(&owner);
            }
        }
    }

    /// The game idle longest, not thinking, and for how long (of `owner`'s alone where
    /// given).
    fn longest_idle(&self, owner: Option<IpAddr>) -> Option<(Duration, String)> {
        self.games
            .iter()
            .filter(|(_, held)| owner.is_none_or(|o| held.owner == o))
            .filter_map(|(id, held)| {
                let s = held.session.try_lock().ok()?;
                (!s.thinking()).then(|| (s.last_used.elapsed(), id.clone()))
            })
            .max()
    }
}

/// Every game the server holds.
pub struct Sessions {
    table: Mutex<Holdings>,
    /// The bytes all games may hold.
    max_memory: u64,
    /// How long a game must have been idle before a new one may push it out.
    idle_after: Duration,
    /// The games one client address may hold.
    per_address: usize,
}

/// A game's room in the budget while its players are built; given back if dropped before
/// the game is held.
pub struct Reservation<'a> {
    sessions: &'a Sessions,
    bytes: u64,
    owner: IpAddr,
    held: bool,
}

impl Drop for Reservation<'_> {
    fn drop(&mut self) {
        if !self.held {
            let mut table = self.sessions.table();
            table.bytes -= self.bytes;
            table.unreserve(self.owner);
        }
    }
}

/// What a new game is made of.
pub struct NewSession {
    pub rules_name: String,
    pub game: Game,
    pub seats: [Seat; 2],
    /// The bytes its players may hold, as built (at most the reservation's).
    pub bytes: u64,
}

/// A session's lock; a panic in another request does not lock a game for good.
pub fn lock(session: &Mutex<Session>) -> MutexGuard<'_, Session> {
    session
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl Sessions {
    /// No games, `max_memory` bytes for them, games idle for `idle_after` evictable.
    #[must_use]
    pub fn new(max_memory: u64, idle_after: Duration) -> Sessions {
        Sessions {
            table: Mutex::new(Holdings::default()),
            max_memory,
            idle_after,
            per_address: MAX_GAMES,
        }
    }

    /// The same, with at most `games` held per client address.
    #[must_use]
    pub fn per_address(mut self, games: usize) -> Sessions {
        self.per_address = games.max(1);
        self
    }

    fn table(&self) -> MutexGuard<'_, Holdings> {
        self.table
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Makes room for a game whose players may hold `bytes`, dropping games idle for
    /// `idle_after` (the longest idle first) where the game cap or the budget needs it.
    ///
    /// # Errors
    /// `ApiError::BadRequest` for a game over the whole budget; `ApiError::NoRoom` (503,
    /// with the seconds until a game will have been idle long enough) when no game may go.
    pub fn reserve(&self, bytes: u64, owner: IpAddr) -> Result<Reservation<'_>, ApiError> {
        if bytes > self.max_memory {
            return Err(ApiError::BadRequest(format!(
                "this game's players may hold {}, over this server's memory budget of {} (the operator raises it with morris serve --max-memory-mb)",
                mib(bytes),
                mib(self.max_memory)
            )));
        }
        let mut table = self.table();
        // The client's own cap first: only its own idle games make room under it.
        while table.owned_by(owner) >= self.per_address {
            match table.longest_idle(Some(owner)) {
                Some((idle, id)) if idle >= self.idle_after => drop(table.remove(&id)),
                longest => return Err(self.no_room_for(owner, longest.map(|l| l.0))),
            }
        }
        loop {
            let room = table.games.len() + table.reserved < MAX_GAMES
                && table.bytes + bytes <= self.max_memory;
            if room {
                table.bytes += bytes;
                table.reserved += 1;
                *table.reserved_by.entry(owner).or_insert(0) += 1;
                return Ok(Reservation {
                    sessions: self,
                    bytes,
                    owner,
                    held: false,
                });
            }
            match table.longest_idle(None) {
                Some((idle, id)) if idle >= self.idle_after => drop(table.remove(&id)),
                longest => return Err(self.no_room(&table, bytes, longest.map(|l| l.0))),
            }
        }
    }

    /// The refusal of a game over its client's cap.
    fn no_room_for(&self, owner: IpAddr, longest_idle: Option<Duration>) -> ApiError {
        let wait =
            longest_idle.map_or(self.idle_after, |idle| self.idle_after.saturating_sub(idle));
        ApiError::NoRoom {
            message: format!(
                "the address {owner} holds {} games, the most one client may (the operator raises it with morris serve --max-games-per-address); delete one, or retry once one of them has been idle for {} s",
                self.per_address,
                self.idle_after.as_secs()
            ),
            retry_after: wait.as_secs().max(1),
        }
    }

    /// The refusal of a game that finds no room.
    fn no_room(&self, table: &Holdings, bytes: u64, longest_idle: Option<Duration>) -> ApiError {
        let wait =
            longest_idle.map_or(self.idle_after, |idle| self.idle_after.saturating_sub(idle));
        let why = if table.games.len() + table.reserved >= MAX_GAMES {
            format!("this server holds {MAX_GAMES} games, its limit")
        } else {
            format!(
                "this game's players may hold {}, and the games held leave {} of this server's memory budget of {}",
                mib(bytes),
                mib(self.max_memory.saturating_sub(table.bytes)),
                mib(self.max_memory)
            )
        };
        ApiError::NoRoom {
            message: format!(
                "{why}; a game is dropped to make room once it has been idle for {} s; retry later",
                self.idle_after.as_secs()
            ),
            retry_after: wait.as_secs().max(1),
        }
    }

    /// Holds a new game in the room `reservation` made; its id and secret are fresh.
    ///
    /// # Errors
    /// `ApiError::Internal` if the OS gives no randomness.
    pub fn insert(
        &self,
        mut reservation: Reservation<'_>,
        new: NewSession,
    ) -> Result<Arc<Mutex<Session>>, ApiError> {
        let secret = random_token()?;
        let mut table = self.table();
        let id = loop {
            let id = random_token()?;
            if !table.games.contains_key(&id) {
                break id;
            }
        };
        let bytes = new.bytes.min(reservation.bytes);
        let session = Arc::new(Mutex::new(Session {
            id: id.clone(),
            secret,
            rules_name: new.rules_name,
            game: new.game,
            seats: new.seats,
            search: None,
            last_engine_move: None,
            last_used: Instant::now(),
        }));
        table.bytes -= reservation.bytes - bytes;
        table.unreserve(reservation.owner);
        reservation.held = true;
        table.games.insert(
            id,
            Held {
                session: Arc::clone(&session),
                bytes,
                owner: reservation.owner,
            },
        );
        Ok(session)
    }

    /// A game by id, to watch.
    ///
    /// # Errors
    /// `ApiError::NotFound` for an id the server does not hold.
    pub fn get(&self, id: &str) -> Result<Arc<Mutex<Session>>, ApiError> {
        self.table()
            .games
            .get(id)
            .map(|held| Arc::clone(&held.session))
            .ok_or_else(|| ApiError::NotFound(format!("no game '{id}' on this server")))
    }

    /// A game by id, to change: `secret` must be its own. The game counts as used now.
    ///
    /// # Errors
    /// `ApiError::NotFound` for an id the server does not hold, `ApiError::Unauthorized`
    /// without a secret, `ApiError::Forbidden` with another.
    pub fn owned(&self, id: &str, secret: &Secret) -> Result<Arc<Mutex<Session>>, ApiError> {
        let session = self.get(id)?;
        {
            let mut s = lock(&session);
            check_secret(&s, secret)?;
            s.last_used = Instant::now();
        }
        Ok(session)
    }

    /// Drops a game, cancelling its search in progress (which stops at once and plays
    /// nothing).
    ///
    /// # Errors
    /// As `owned`.
    pub fn remove(&self, id: &str, secret: &Secret) -> Result<(), ApiError> {
        let session = self.owned(id, secret)?;
        let removed = self.table().remove(id);
        if removed.is_none() {
            return Err(ApiError::NotFound(format!("no game '{id}' on this server")));
        }
        if let Some(search) = &lock(&session).search {
            search.cancel();
        }
        Ok(())
    }

    /// Whether a game is still held (a search's result is dropped if not).
    pub fn holds(&self, id: &str) -> bool {
        self.table().games.contains_key(id)
    }

    /// The games held and the bytes they (and the games being built) may hold.
    #[must_use]
    pub fn usage(&self) -> (usize, u64) {
        let table = self.table();
        (table.games.len(), table.bytes)
    }
}

/// Refuses a change without the game's secret.
fn check_secret(session: &Session, secret: &Secret) -> Result<(), ApiError> {
    match &secret.0 {
        None => Err(ApiError::Unauthorized(format!(
            "a change to game '{}' needs its secret (Authorization: Bearer SECRET, given when it was created)",
            session.id
        ))),
        Some(_) if !secret.is(&session.secret) => Err(ApiError::Forbidden(format!(
            "game '{}' belongs to whoever created it: this is not its secret",
            session.id
        ))),
        Some(_) => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Rules;

    const HOME: IpAddr = IpAddr::V4(std::net::Ipv4Addr::LOCALHOST);
    const AWAY: IpAddr = IpAddr::V4(std::net::Ipv4Addr::new(127, 0, 0, 2));

    fn new_session(bytes: u64) -> NewSession {
        let rules = Arc::new(Rules::preset("standard").unwrap());
        NewSession {
            rules_name: "standard".into(),
            game: Game::new(rules),
            seats: [Seat::Human, Seat::Human],
            bytes,
        }
    }

    /// A player that only counts how often its tree is dropped (`new_game`).
    struct Dropped(u32);

    impl Agent for Dropped {
        fn spec(&self) -> &'static str {
            "dropped"
        }
        fn new_game(&mut self, _seed: u64) {
            self.0 += 1;
        }
        fn choose(&mut self, _: &Game, _: &crate::agents::Budget) -> crate::agents::Choice {
            unreachable!("only counted")
        }
    }

    /// A kept tree is dropped every `REUSE_DECISIONS` decisions, and at once after a
    /// decision whose tree held more than its estimate.
    #[test]
    fn a_kept_tree_is_dropped_every_few_decisions_and_when_it_outgrows_its_estimate() {
        let mut renew = Renew {
            seed: 3,
            decisions: 0,
            most: 1000,
        };
        let mut agent = Dropped(0);
        for _ in 1..REUSE_DECISIONS {
            renew.count(&mut agent, 1000);
        }
        assert_eq!(agent.0, 0);
        renew.count(&mut agent, 10);
        assert_eq!(agent.0, 1);
        renew.count(&mut agent, 1001);
        assert_eq!(agent.0, 2);
        renew.count(&mut agent, 0);
        assert_eq!(agent.0, 2);
    }

    fn owner(session: &Arc<Mutex<Session>>) -> (String, Secret) {
        let s = lock(session);
        (s.id.clone(), Secret(Some(s.secret.clone())))
    }

    #[test]
    fn a_full_budget_refuses_new_games_until_one_has_been_idle_long_enough() {
        let sessions = Sessions::new(100, Duration::from_millis(600));
        let first = sessions
            .insert(sessions.reserve(60, HOME).unwrap(), new_session(60))
            .unwrap();
        // Over the budget: refused, with the time until the first game may go.
        let Err(ApiError::NoRoom { retry_after, .. }) = sessions.reserve(50, HOME) else {
            panic!("no room");
        };
        assert_eq!(retry_after, 1);
        assert!(matches!(
            sessions.reserve(101, HOME),
            Err(ApiError::BadRequest(_))
        ));
        // A reservation given back frees its room; one built smaller keeps only its size.
        drop(sessions.reserve(40, HOME).unwrap());
        let small = sessions.reserve(40, HOME).unwrap();
        let _second = sessions.insert(small, new_session(10)).unwrap();
        assert_eq!(sessions.usage(), (2, 70));
        // Used just now, the first game stays; idle long enough, it goes for a new one.
        let (id, secret) = owner(&first);
        std::thread::sleep(Duration::from_millis(400));
        sessions.owned(&id, &secret).unwrap();
        std::thread::sleep(Duration::from_millis(300));
        assert!(sessions.reserve(50, HOME).is_err());
        std::thread::sleep(Duration::from_millis(400));
        let _third = sessions.reserve(50, HOME).unwrap();
        assert!(!sessions.holds(&id));
    }

    /// One address holds at most its cap of games, those being built included; only its own
    /// idle games make room under it, and other addresses are not held back.
    #[test]
    fn one_address_holds_at_most_its_cap_and_others_are_not_held_back() {
        let sessions = Sessions::new(1000, Duration::from_millis(300)).per_address(2);
        let first = sessions
            .insert(sessions.reserve(1, HOME).unwrap(), new_session(1))
            .unwrap();
        let building = sessions.reserve(1, HOME).unwrap();
        let Err(ApiError::NoRoom { message, .. }) = sessions.reserve(1, HOME) else {
            panic!("over the address's cap");
        };
        assert!(message.contains("127.0.0.1 holds 2 games"), "{message}");
        // Another address is not held back; a reservation given back makes room.
        let _away = sessions.reserve(1, AWAY).unwrap();
        drop(building);
        let _second = sessions
            .insert(sessions.reserve(1, HOME).unwrap(), new_session(1))
            .unwrap();
        assert!(sessions.reserve(1, HOME).is_err());
        // Once one of its own games has been idle long enough, it goes for the new one.
        std::thread::sleep(Duration::from_millis(400));
        let (id, _) = owner(&first);
        let _third = sessions.reserve(1, HOME).unwrap();
        assert!(!sessions.holds(&id));
    }

    #[test]
    fn only_the_secret_changes_a_game() {
        let sessions = Sessions::new(100, IDLE_AFTER);
        let game = sessions
            .insert(sessions.reserve(1, HOME).unwrap(), new_session(1))
            .unwrap();
        let (id, secret) = owner(&game);
        assert_eq!(id.len(), 32);
        assert!(sessions.get(&id).is_ok());
        assert!(matches!(
            sessions.owned(&id, &Secret(None)),
            Err(ApiError::Unauthorized(_))
        ));
        let wrong = Secret(Some("0".repeat(32)));
        assert!(matches!(
            sessions.owned(&id, &wrong),
            Err(ApiError::Forbidden(_))
        ));
        assert!(matches!(
            sessions.remove(&id, &wrong),
            Err(ApiError::Forbidden(_))
        ));
        sessions.remove(&id, &secret).unwrap();
        assert!(matches!(sessions.get(&id), Err(ApiError::NotFound(_))));
        assert_eq!(sessions.usage(), (0, 0));
    }
}
