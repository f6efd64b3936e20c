//! `morris serve`: a local web page to play against any player and watch it think, and the
//! JSON API it runs on. The page (`assets/`) is embedded in the binary; the server listens on
//! localhost only.
//!
//! Files: `api` (the handlers), `sessions` (the games held, keyed by id), `view` (the JSON
//! answers), `error` (the error answers), `assets` (the page).

mod api;
mod assets;
mod error;
pub mod sessions;
pub mod view;

pub use error::ApiError;

use axum::Router;
use axum::routing::{get, post};
use sessions::Sessions;
use std::net::SocketAddr;
use std::sync::Arc;

/// The players the page offers by default (`--player` adds to them).
pub const DEFAULT_PLAYERS: [&str; 4] = ["random", "greedy", "alphabeta:depth=4", "mcts"];

/// What the handlers share.
pub struct Shared {
    sessions: Sessions,
    /// The player specs the page offers.
    players: Vec<String>,
}

/// The routes (docs/web.md documents each).
pub fn router(players: Vec<String>) -> Router {
    let shared = Arc::new(Shared {
        sessions: Sessions::default(),
        players,
    });
    Router::new()
        .route("/", get(assets::index))
        .route("/app.js", get(assets::script))
        .route("/style.css", get(assets::style))
        .route("/api/info", get(api::info))
        .route("/api/games", post(api::create))
        .route("/api/games/{id}", get(api::show).delete(api::delete))
        .route("/api/games/{id}/move", post(api::play_move))
        .route("/api/games/{id}/engine", post(api::engine_move))
        .route("/api/games/{id}/undo", post(api::undo))
        .route("/api/games/{id}/load", post(api::load))
        .fallback(api::not_found)
        .method_not_allowed_fallback(api::wrong_method)
        .with_state(shared)
}

/// A running server: its address and the runtime that serves it (dropping it stops it).
pub struct Server {
    addr: SocketAddr,
    runtime: tokio::runtime::Runtime,
    task: tokio::task::JoinHandle<std::io::Result<()>>,
}

impl Server {
    /// Binds `addr` (port 0: any free port) and starts serving on a runtime of its own.
    ///
    /// # Errors
    /// The runtime or the socket cannot be created (the port is taken, say).
    pub fn start(addr: SocketAddr, players: Vec<String>) -> std::io::Result<Server> {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .enable_io()
            .enable_time()
            .thread_name("morris-serve")
            .build()?;
        let listener = runtime.block_on(tokio::net::TcpListener::bind(addr))?;
        let addr = listener.local_addr()?;
        let app = router(players);
        let task = runtime.spawn(async move { axum::serve(listener, app).await });
        Ok(Server {
            addr,
            runtime,
            task,
        })
    }

    /// The address it listens on.
    #[must_use]
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Serves until the process ends.
    ///
    /// # Errors
    /// The listener fails.
    pub fn wait(self) -> std::io::Result<()> {
        self.runtime
            .block_on(self.task)
            .map_err(std::io::Error::other)?
    }
}
