//! The JSON API's handlers (the routes are listed in `serve::router`, the README documents
//! them). Each checks everything before it changes anything, so a refused request leaves the
//! game as it was; searches and model loading run on blocking threads, never on the threads
//! that answer requests.

use super::ApiError;
use super::Shared;
use super::sessions::{EngineMove, Seat, Session, lock, seat};
use super::view::{GameView, Info};
use crate::agents::Budget;
use crate::game::{Game, PRESETS, Rules};
use crate::seeds::derive_seed;
use axum::Json;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use serde::Deserialize;
use serde::de::DeserializeOwned;
use std::panic::AssertUnwindSafe;
use std::sync::{Arc, Mutex};
use std::time::Instant;

/// A request body as `T`; an empty body is `{}`.
fn body<T: DeserializeOwned>(bytes: &Bytes) -> Result<T, ApiError> {
    let text = if bytes.iter().all(u8::is_ascii_whitespace) {
        &b"{}"[..]
    } else {
        &bytes[..]
    };
    serde_json::from_slice(text).map_err(|e| {
        ApiError::BadRequest(format!("the request body is not what this call takes: {e}"))
    })
}

/// A move list replayed under `rules`.
fn replay(rules: &Arc<Rules>, moves: &str) -> Result<Game, ApiError> {
    Game::from_tokens(Arc::clone(rules), moves)
        .map_err(|(i, e)| ApiError::BadRequest(format!("move list, move {i}: {e}")))
}

/// `GET /api/info`.
pub async fn info(State(shared): State<Arc<Shared>>) -> Json<Info> {
    Json(Info::new(&shared.players))
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
    bytes: Bytes,
) -> Result<(StatusCode, Json<GameView>), ApiError> {
    let request: NewGame = body(&bytes)?;
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
    let names = [
        request.white.unwrap_or_else(|| "human".to_string()),
        request.black.unwrap_or_else(|| "human".to_string()),
    ];
    // Building a player can load a network: off the request threads.
    let seats = tokio::task::spawn_blocking(move || {
        let white = seat(&names[0], &rules, derive_seed(seed, 0, 0))?;
        let black = seat(&names[1], &rules, derive_seed(seed, 0, 1))?;
        Ok::<_, ApiError>([white, black])
    })
    .await
    .map_err(|e| ApiError::Internal(format!("building the players failed: {e}")))??;
    let id = shared.sessions.new_id();
    let session = shared.sessions.insert(id, rules_name, game, seats);
    let view = GameView::of(&lock(&session));
    Ok((StatusCode::CREATED, Json(view)))
}

/// `GET /api/games/{id}`.
pub async fn show(
    State(shared): State<Arc<Shared>>,
    Path(id): Path<String>,
) -> Result<Json<GameView>, ApiError> {
    let session = shared.sessions.get(&id)?;
    Ok(Json(GameView::of(&lock(&session))))
}

/// `DELETE /api/games/{id}`.
pub async fn delete(
    State(shared): State<Arc<Shared>>,
    Path(id): Path<String>,
) -> Result<StatusCode, ApiError> {
    shared.sessions.remove(&id)?;
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
    Path(id): Path<String>,
    bytes: Bytes,
) -> Result<Json<GameView>, ApiError> {
    let request: MoveRequest = body(&bytes)?;
    let session = shared.sessions.get(&id)?;
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
    Ok(Json(GameView::of(&s)))
}

/// `POST /api/games/{id}/engine`: the player of the side to move decides and plays. The
/// search runs on a blocking thread, which also plays its move, so a browser that goes away
/// in the meantime leaves no game stuck.
pub async fn engine_move(
    State(shared): State<Arc<Shared>>,
    Path(id): Path<String>,
) -> Result<Json<GameView>, ApiError> {
    let arrived = Instant::now();
    let session = shared.sessions.get(&id)?;
    let (agent, game, spec) = {
        let mut s = lock(&session);
        s.check_idle()?;
        if let Some(outcome) = s.game.outcome() {
            return Err(ApiError::BadRequest(format!(
                "the game is over ({outcome})"
            )));
        }
        let color = s.game.position().side_to_move();
        let Seat::Player { spec, agent } = &mut s.seats[color.index()] else {
            return Err(ApiError::BadRequest(format!(
                "{color} is played by a person: send its move (POST /api/games/{id}/move)"
            )));
        };
        let spec = spec.clone();
        let agent = agent.take().expect("an idle game's player is at its seat");
        s.thinking = true;
        (agent, s.game.clone(), spec)
    };
    let held = Arc::clone(&session);
    let task = tokio::task::spawn_blocking(move || {
        search_and_play(&shared, &held, agent, &game, &spec, arrived)
    });
    match task.await {
        Ok(view) => view.map(Json),
        Err(e) => {
            // Only a cancelled runtime gets here: the agent is lost with its thread.
            let mut s = lock(&session);
            s.thinking = false;
            Err(ApiError::Internal(format!("the search was lost: {e}")))
        }
    }
}

/// Runs the search (on a blocking thread), gives the agent back to its seat and plays the
/// move it chose.
fn search_and_play(
    shared: &Shared,
    session: &Mutex<Session>,
    mut agent: Box<dyn crate::agents::Agent>,
    game: &Game,
    spec: &str,
    arrived: Instant,
) -> Result<GameView, ApiError> {
    let start = Instant::now();
    let choice =
        std::panic::catch_unwind(AssertUnwindSafe(|| agent.choose(game, &Budget::default())));
    let search_time = start.elapsed();
    let mut s = lock(session);
    let color = game.position().side_to_move();
    if let Seat::Player { agent: seat, .. } = &mut s.seats[color.index()] {
        *seat = Some(agent);
    }
    s.thinking = false;
    if !shared.sessions.holds(&s.id) {
        return Err(ApiError::NotFound(format!(
            "game '{}' was deleted while {spec} was thinking",
            s.id
        )));
    }
    let choice = choice.map_err(|panic| {
        let why = panic
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| panic.downcast_ref::<&str>().map(ToString::to_string))
            .unwrap_or_default();
        ApiError::Internal(format!("{spec} failed: {why}"))
    })?;
    s.game
        .play(choice.action)
        .map_err(|e| ApiError::Internal(format!("{spec} chose an illegal move: {e}")))?;
    s.last_engine_move = Some(EngineMove {
        ply: s.game.actions().len(),
        color,
        player: spec.to_string(),
        action: choice.action,
        server_time: arrived.elapsed(),
        search_time,
        analysis: choice.analysis,
    });
    Ok(GameView::of(&s))
}

/// `POST /api/games/{id}/undo`: takes back `plies` decisions (default 1).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct UndoRequest {
    plies: Option<usize>,
}

pub async fn undo(
    State(shared): State<Arc<Shared>>,
    Path(id): Path<String>,
    bytes: Bytes,
) -> Result<Json<GameView>, ApiError> {
    let request: UndoRequest = body(&bytes)?;
    let session = shared.sessions.get(&id)?;
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
    Ok(Json(GameView::of(&s)))
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
    Path(id): Path<String>,
    bytes: Bytes,
) -> Result<Json<GameView>, ApiError> {
    let request: LoadRequest = body(&bytes)?;
    let session = shared.sessions.get(&id)?;
    let mut s = lock(&session);
    s.check_idle()?;
    let game = replay(s.game.rules(), &request.moves)?;
    s.game = game;
    s.last_engine_move = None;
    Ok(Json(GameView::of(&s)))
}

/// Any other path.
pub async fn not_found() -> ApiError {
    ApiError::NotFound("no such page or API call; the API is under /api/ (docs/web.md)".into())
}

/// A known path with another method.
pub async fn wrong_method() -> (StatusCode, Json<serde_json::Value>) {
    (
        StatusCode::METHOD_NOT_ALLOWED,
        Json(serde_json::json!({ "error": "this call does not take that method (docs/web.md)" })),
    )
}
