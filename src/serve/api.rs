//! The JSON API's handlers (the routes are listed in `serve::router`, docs/web.md documents
//! them). Each checks everything before it changes anything, so a refused request leaves the
//! game as it was; a change needs the game's secret (`access`); searches and model loading
//! run on blocking threads, never on the threads that answer requests.

use super::access::{GameId, Secret};
use super::connections::ClientAddress;
use super::memory::{self, GAME_BYTES};
use super::offer::Resolved;
use super::search::{SearchControl, SearchGuard};
use super::sessions::{EngineMove, HUMAN, NewSession, Renew, Seat, Session, lock};
use super::view::{GameView, Info};
use super::{ApiError, MAX_BODY_BYTES, MAX_MOVES, Shared};
use crate::agents::{Agent, Budget, choose_guarded, from_spec};
use crate::game::{Game, PRESETS, Rules};
use crate::seeds::derive_seed;
use axum::body::Bytes;
use axum::extract::State;
use axum::extract::rejection::BytesRejection;
use axum::http::StatusCode;
use axum::{Extension, Json};
use serde::Deserialize;
use serde::de::DeserializeOwned;
use std::net::{IpAddr, Ipv4Addr};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::OwnedSemaphorePermit;

/// How long a move asked while `max_searches` searches run waits for one of them to end
/// before it is refused with 503 (a page's click waits instead of failing).
pub const QUEUE_WAIT: std::time::Duration = std::time::Duration::from_secs(2);

/// Whether a body could not be read because its deadline passed (`--body-timeout-ms`).
fn timed_out(error: &(dyn std::error::Error + 'static)) -> bool {
    std::iter::successors(Some(error), |e| e.source())
        .any(<dyn std::error::Error>::is::<tower_http::timeout::TimeoutError>)
}

/// A request body as `T`; an empty body (or `null`) is `{}`; a body over `MAX_BODY_BYTES` is refused
/// with 413, one that does not arrive in time with 408. Every call takes a JSON object: an
/// array (which serde would read as the fields in order), a number, a string or a boolean
/// is refused with 400.
fn body<T: DeserializeOwned>(bytes: Result<Bytes, BytesRejection>) -> Result<T, ApiError> {
    let bytes = bytes.map_err(|e| {
        if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
            ApiError::TooLarge(format!(
                "the request body is over this server's limit of {} KiB",
                MAX_BODY_BYTES / 1024
            ))
        } else if timed_out(&e) {
            ApiError::Timeout(
                "the request body did not arrive in time (its Content-Length and the bytes sent disagree, or it is too slow)".into(),
            )
        } else {
            ApiError::BadRequest(format!(
                "the request body cannot be read: {}",
                e.body_text()
            ))
        }
    })?;
    let text = if bytes.iter().all(u8::is_ascii_whitespace) || bytes.trim_ascii() == b"null" {
        &b"{}"[..]
    } else {
        &bytes[..]
    };
    match text.iter().find(|b| !b.is_ascii_whitespace()) {
        Some(b'{') => {}
        first => {
            let found = match first {
                Some(b'[') => "an array",
                Some(b'"') => "a string",
                Some(b'-' | b'0'..=b'9') => "a number",
                Some(b't' | b'f') => "a boolean",
                _ => "not JSON",
            };
            return Err(ApiError::BadRequest(format!(
                "the request body is not what this call takes: it must be a JSON object ({{...}}), and this is {found}"
            )));
        }
    }
    serde_json::from_slice(text).map_err(|e| {
        ApiError::BadRequest(format!("the request body is not what this call takes: {e}"))
    })
}

/// A move list replayed under `rules`.
fn replay(rules: &Arc<Rules>, moves: &str) -> Result<Game, ApiError> {
    let count = moves.split_whitespace().count();
    if count > MAX_MOVES {
        return Err(ApiError::BadRequest(format!(
            "the move list has {count} moves, over this server's limit of {MAX_MOVES}"
        )));
    }
    Game::from_tokens(Arc::clone(rules), moves)
        .map_err(|(i, e)| ApiError::BadRequest(format!("move list, move {i}: {e}")))
}

/// `GET /api/info`.
pub async fn info(State(shared): State<Arc<Shared>>) -> Json<Info> {
    let offer = &shared.config.offer;
    let models: Vec<String> = offer.models.iter().map(|(name, _)| name.clone()).collect();
    Json(Info::new(&offer.players, &models, &shared.config.limits))
}

impl Shared {
    /// A game's view, with the verdict of the server's tables.
    pub(super) fn view(&self, session: &Session) -> GameView {
        let tablebase = self
            .config
            .tablebase
            .as_deref()
            .map(|tb| tb as &dyn crate::tablebase::Probe);
        GameView::of(session, tablebase)
    }

    /// What a seat named `name` (`human` or a spec) will be: the spec the server offers,
    /// within its limits, with the limits it leaves open written in, and what its player
    /// may hold before it is built. Errors name no path of the server's.
    fn plan(&self, name: &str) -> Result<Plan, ApiError> {
        let name = name.trim();
        if name.eq_ignore_ascii_case(HUMAN) {
            return Ok(Plan::Human);
        }
        let limits = &self.config.limits;
        let resolved = self.config.offer.resolve(name)?;
        limits.check(&resolved.public)?;
        let build = limits.capped(&resolved.build)?;
        let bytes = memory::before_build(&build, limits)?;
        Ok(Plan::Player {
            resolved: Resolved { build, ..resolved },
            bytes,
        })
    }

    /// Builds a planned seat, seeded for the game (on a blocking thread: it can load a
    /// network); the seat and what its player may hold. Errors name no path of the
    /// server's.
    fn seat(&self, plan: Plan, rules: &Arc<Rules>, seed: u64) -> Result<(Seat, u64), ApiError> {
        let Plan::Player { resolved, .. } = plan else {
            return Ok((Seat::Human, 0));
        };
        let offer = &self.config.offer;
        let mut agent: Box<dyn Agent> = from_spec(&resolved.build, rules).map_err(|e| {
            let message = e.to_string();
            let scrubbed = offer.scrub(&resolved, &message);
            if scrubbed != message {
                eprintln!("morris serve: {message}");
            }
            ApiError::BadRequest(scrubbed)
        })?;
        let limits = &self.config.limits;
        limits.check_built(&resolved.public, agent.as_mut())?;
        let bytes = memory::built(&resolved.build, agent.as_mut(), limits)?;
        agent.new_game(seed);
        let renew = memory::kept_tree(agent.as_mut()).map(|most| Renew {
            seed,
            decisions: 0,
            most,
        });
        let seat = Seat::Player {
            spec: resolved.public,
            agent: Some(agent),
            renew,
        };
        Ok((seat, bytes))
    }
}

/// A seat to build: a person, or a player's spec with what it may hold.
enum Plan {
    Human,
    Player { resolved: Resolved, bytes: u64 },
}

impl Plan {
    fn bytes(&self) -> u64 {
        match self {
            Plan::Human => 0,
            Plan::Player { bytes, .. } => *bytes,
        }
    }
}

/// `POST /api/games`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NewGame {
    /// A rules preset (default `standard`).
    rules: Option<String>,
    /// `human` (the default) or a player spec.
    white: Option<String>,
    black: Option<String>,
    /// Moves to start from.
    moves: Option<String>,
    /// Seeds the players' random choices (default 1).
    seed: Option<u64>,
}

pub async fn create(
    State(shared): State<Arc<Shared>>,
    client: Option<Extension<ClientAddress>>,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<(StatusCode, Json<GameView>), ApiError> {
    // Requests from the listener carry their client's address; the router alone (tests)
    // counts them all as one.
    let owner = client.map_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED), |Extension(c)| c.0);
    let request: NewGame = body(bytes)?;
    let rules_name = request.rules.unwrap_or_else(|| "standard".to_string());
    let rules = Arc::new(Rules::preset(&rules_name).map_err(|_| {
        let presets: Vec<&str> = PRESETS.iter().map(|p| p.0).collect();
        ApiError::BadRequest(format!(
            "unknown rules '{rules_name}'; presets: {}",
            presets.join(", ")
        ))
    })?);
    let game = replay(&rules, request.moves.as_deref().unwrap_or(""))?;
    let seed = request.seed.unwrap_or(1);
    let plans = [
        shared.plan(request.white.as_deref().unwrap_or(HUMAN))?,
        shared.plan(request.black.as_deref().unwrap_or(HUMAN))?,
    ];
    let bytes = GAME_BYTES + plans.iter().map(Plan::bytes).sum::<u64>();
    // Building a player can load a network: off the request threads. The room in the budget
    // is reserved there, before anything is built (a table is allocated as it is built),
    // and held until the game is: a client that hangs up drops this future, not the build.
    let builder = Arc::clone(&shared);
    let session = tokio::task::spawn_blocking(move || {
        let reservation = builder.sessions.reserve(bytes, owner)?;
        let [white, black] = plans;
        let white = builder.seat(white, &rules, derive_seed(seed, 0, 0))?;
        let black = builder.seat(black, &rules, derive_seed(seed, 0, 1))?;
        let new = NewSession {
            rules_name,
            game,
            seats: [white.0, black.0],
            bytes: GAME_BYTES + white.1 + black.1,
        };
        builder.sessions.insert(reservation, new)
    })
    .await
    .map_err(|e| ApiError::Internal(format!("building the players failed: {e}")))??;
    let s = lock(&session);
    let mut view = shared.view(&s);
    view.secret = Some(s.secret().to_string());
    Ok((StatusCode::CREATED, Json(view)))
}

/// `GET /api/games/{id}`: anyone with the id may watch.
pub async fn show(
    State(shared): State<Arc<Shared>>,
    GameId(id): GameId,
) -> Result<Json<GameView>, ApiError> {
    let session = shared.sessions.get(&id)?;
    Ok(Json(shared.view(&lock(&session))))
}

/// `DELETE /api/games/{id}`.
pub async fn delete(
    State(shared): State<Arc<Shared>>,
    GameId(id): GameId,
    secret: Secret,
) -> Result<StatusCode, ApiError> {
    shared.sessions.remove(&id, &secret)?;
    Ok(StatusCode::NO_CONTENT)
}

/// `POST /api/games/{id}/move`: a person's decision.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MoveRequest {
    #[serde(rename = "move")]
    token: String,
}

pub async fn play_move(
    State(shared): State<Arc<Shared>>,
    GameId(id): GameId,
    secret: Secret,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<GameView>, ApiError> {
    let session = shared.sessions.owned(&id, &secret)?;
    let request: MoveRequest = body(bytes)?;
    let mut s = lock(&session);
    s.check_idle()?;
    if !s.game.is_over() {
        if let Seat::Player { spec, .. } = s.seat_to_move() {
            return Err(ApiError::BadRequest(format!(
                "{} is played by {spec}: ask it to move (POST /api/games/{id}/engine)",
                s.game.position().side_to_move()
            )));
        }
    }
    s.game
        .play_token(&request.token)
        .map_err(|e| ApiError::BadRequest(e.to_string()))?;
    Ok(Json(shared.view(&s)))
}

/// `POST /api/games/{id}/engine`'s body, which may be left out: a time for this decision.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct EngineRequest {
    /// Search until this many milliseconds have passed (1 to the server's `max_move`), the
    /// player's own limits set aside, as the engine protocol's `go movetime`; left out: the
    /// player's own limits.
    movetime_ms: Option<u64>,
}

/// `POST /api/games/{id}/engine`: the player of the side to move decides and plays, within
/// its own limits or the request's `movetime_ms`. The search runs on a blocking thread,
/// which also plays its move, under the server's limits: one of `max_searches` permits
/// (else 503), stopped at `max_move` (it then plays its best move so far), cancelled when
/// the game is deleted or the client hangs up (the guard, dropped with this future, cancels
/// it).
pub async fn engine_move(
    State(shared): State<Arc<Shared>>,
    GameId(id): GameId,
    secret: Secret,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<GameView>, ApiError> {
    let arrived = Instant::now();
    let session = shared.sessions.owned(&id, &secret)?;
    let request: Option<EngineRequest> = body(bytes)?;
    let max_ms = u64::try_from(shared.config.limits.max_move.as_millis()).unwrap_or(u64::MAX);
    let movetime = match request.and_then(|r| r.movetime_ms) {
        Some(ms) if (1..=max_ms).contains(&ms) => Some(Duration::from_millis(ms)),
        Some(ms) => {
            return Err(ApiError::BadRequest(format!(
                "movetime_ms must be from 1 to {max_ms} (this server's --max-move-ms), not {ms}"
            )));
        }
        None => None,
    };
    // A request that will be refused is refused before it waits for a search.
    may_search(&lock(&session), &id)?;
    // A search waits its turn for up to `QUEUE_WAIT`, then is refused (503).
    let permit = tokio::time::timeout(QUEUE_WAIT, Arc::clone(&shared.searches).acquire_owned())
        .await
        .ok()
        .and_then(Result::ok)
        .ok_or_else(|| {
            ApiError::TooBusy(format!(
                "this server runs {} searches at once, all busy for {} s; retry in a moment",
                shared.config.limits.max_searches,
                QUEUE_WAIT.as_secs()
            ))
        })?;
    let lent = lend_player(&session, &id, permit)?;
    let guard = SearchGuard::start(&lent.control, shared.config.limits.max_move);
    let held = Arc::clone(&session);
    let searcher = Arc::clone(&shared);
    let task = tokio::task::spawn_blocking(move || {
        // The permit is held until the search has ended, whoever stopped waiting for it.
        let _permit = lent.permit;
        let search = SearchJob {
            agent: lent.agent,
            game: lent.game,
            spec: lent.spec,
            control: lent.control,
            movetime,
            arrived,
        };
        search_and_play(&searcher, &held, search)
    });
    let result = task.await;
    guard.finish();
    match result {
        Ok(view) => view.map(Json),
        Err(e) => {
            // Only a cancelled runtime gets here: the agent is lost with its thread.
            lock(&session).search = None;
            Err(ApiError::Internal(format!("the search was lost: {e}")))
        }
    }
}

/// A player taken from its seat for one search, with what the search needs.
struct Lent {
    agent: Box<dyn Agent>,
    game: Game,
    spec: String,
    control: SearchControl,
    permit: OwnedSemaphorePermit,
}

/// Checks that a search may start in the game `s`: it is not thinking, not over, and the side
/// to move has a player at its seat.
fn may_search(s: &Session, id: &str) -> Result<(), ApiError> {
    s.check_idle()?;
    if let Some(outcome) = s.game.outcome() {
        return Err(ApiError::BadRequest(format!(
            "the game is over ({outcome})"
        )));
    }
    let color = s.game.position().side_to_move();
    let Seat::Player { spec, agent, .. } = &s.seats[color.index()] else {
        return Err(ApiError::BadRequest(format!(
            "{color} is played by a person: send its move (POST /api/games/{id}/move)"
        )));
    };
    if agent.is_none() {
        return Err(ApiError::Internal(format!("{spec} is not at its seat")));
    }
    Ok(())
}

/// Checks again (`may_search`: the game may have changed while the request waited for a
/// search) and takes the player from its seat, marking the game as thinking.
fn lend_player(
    session: &Mutex<Session>,
    id: &str,
    permit: OwnedSemaphorePermit,
) -> Result<Lent, ApiError> {
    let mut s = lock(session);
    may_search(&s, id)?;
    let color = s.game.position().side_to_move();
    let (spec, agent) = match &mut s.seats[color.index()] {
        Seat::Player { spec, agent, .. } => (spec.clone(), agent.take()),
        Seat::Human => (HUMAN.to_string(), None),
    };
    let agent = agent.ok_or_else(|| ApiError::Internal(format!("{spec} is not at its seat")))?;
    let control = SearchControl::default();
    s.search = Some(control.clone());
    Ok(Lent {
        agent,
        game: s.game.clone(),
        spec,
        control,
        permit,
    })
}

/// One search: the player, the position, and how it is stopped.
struct SearchJob {
    agent: Box<dyn Agent>,
    game: Game,
    spec: String,
    control: SearchControl,
    /// The request's time for the decision, in place of the player's own limits.
    movetime: Option<Duration>,
    arrived: Instant,
}

/// Runs the search (on a blocking thread), gives the agent back to its seat and plays the
/// move it chose, unless the search was cancelled.
fn search_and_play(
    shared: &Shared,
    session: &Mutex<Session>,
    search: SearchJob,
) -> Result<GameView, ApiError> {
    let SearchJob {
        mut agent,
        game,
        spec,
        control,
        movetime,
        arrived,
    } = search;
    let budget = Budget {
        time: movetime,
        stop: Some(control.stop.clone()),
        ..Budget::default()
    };
    let start = Instant::now();
    let choice = choose_guarded(agent.as_mut(), &game, &budget);
    let search_time = start.elapsed();
    let mut s = lock(session);
    let color = game.position().side_to_move();
    if let Seat::Player {
        agent: seat, renew, ..
    } = &mut s.seats[color.index()]
    {
        if let Some(renew) = renew {
            let tree = choice.as_ref().ok().and_then(|c| c.tree);
            // The tree kept, without what the decision freed.
            renew.count(agent.as_mut(), tree.map_or(0, |t| t.bytes - t.freed));
        }
        *seat = Some(agent);
    }
    s.search = None;
    if !shared.sessions.holds(&s.id) {
        return Err(ApiError::NotFound(format!(
            "game '{}' was deleted while {spec} was thinking",
            s.id
        )));
    }
    if control.is_cancelled() {
        return Err(ApiError::BadRequest(format!(
            "the search of {spec} was cancelled"
        )));
    }
    let choice = choice.map_err(|why| ApiError::Internal(format!("{spec} failed: {why}")))?;
    s.game
        .play(choice.action)
        .map_err(|e| ApiError::Internal(format!("{spec} chose an illegal move: {e}")))?;
    s.last_engine_move = Some(EngineMove {
        ply: s.game.actions().len(),
        color,
        player: spec,
        action: choice.action,
        server_time: arrived.elapsed(),
        search_time,
        analysis: choice.analysis,
    });
    Ok(shared.view(&s))
}

/// `POST /api/games/{id}/undo`: takes back `plies` decisions (default 1).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct UndoRequest {
    plies: Option<usize>,
}

pub async fn undo(
    State(shared): State<Arc<Shared>>,
    GameId(id): GameId,
    secret: Secret,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<GameView>, ApiError> {
    let session = shared.sessions.owned(&id, &secret)?;
    let request: UndoRequest = body(bytes)?;
    let mut s = lock(&session);
    s.check_idle()?;
    let plies = request.plies.unwrap_or(1);
    let played = s.game.actions().len();
    if plies == 0 || plies > played {
        return Err(ApiError::BadRequest(format!(
            "cannot take back {plies} moves: {played} played"
        )));
    }
    for _ in 0..plies {
        s.game.undo();
    }
    s.forget_undone();
    Ok(Json(shared.view(&s)))
}

/// `POST /api/games/{id}/load`: replaces the game's moves by a move list (the same players
/// continue).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LoadRequest {
    moves: String,
}

pub async fn load(
    State(shared): State<Arc<Shared>>,
    GameId(id): GameId,
    secret: Secret,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<GameView>, ApiError> {
    let session = shared.sessions.owned(&id, &secret)?;
    let request: LoadRequest = body(bytes)?;
    let mut s = lock(&session);
    s.check_idle()?;
    let game = replay(s.game.rules(), &request.moves)?;
    s.game = game;
    s.last_engine_move = None;
    Ok(Json(shared.view(&s)))
}

/// Any other path.
pub async fn not_found() -> ApiError {
    ApiError::NotFound("no such page or API call; the API is under /api/ (docs/web.md)".into())
}

/// A known path with another method.
pub async fn wrong_method() -> ApiError {
    ApiError::WrongMethod("this call does not take that method (docs/web.md)".into())
}
