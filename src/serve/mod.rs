//! `morris serve`: a web page to play against the offered players and watch them think, and
//! the JSON API it runs on. The page (`assets/`) is embedded in the binary; the server
//! listens on localhost unless told otherwise, bounds what any request may make it compute
//! and hold, and is meant to face the internet with nothing in front of it (docs/web.md).
//!
//! Files: `listener` (the accept loop and each connection: timeouts, hang-ups),
//! `connections` (the caps on connections), `wire` (JSON for hyper's own error answers),
//! `access` (Host, Origin, game ids and secrets), `api` (the handlers), `sessions` (the games
//! held, keyed by id, within the game cap and the memory budget), `memory` (what a game's
//! players may hold), `view` (the JSON answers), `error` (the error answers), `limits` (what
//! a request may ask), `offer` (which players and files a request may name), `search`
//! (stopping searches), `assets` (the page), `process` (the open-file limit, the allocator).

mod access;
mod api;
mod assets;
pub mod connections;
mod error;
pub mod limits;
mod listener;
pub mod memory;
pub mod offer;
pub mod process;
pub mod search;
pub mod sessions;
mod stall;
pub mod view;
mod wire;

pub use access::Hosts;
pub use connections::ConnectionLimits;
pub use error::ApiError;
pub use limits::Limits;
pub use offer::Offer;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::routing::{get, post};
use sessions::Sessions;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Semaphore;
use tower_http::timeout::RequestBodyDeadlineLayer;

/// The baselines the page offers after the operator's players (they read no file).
pub const DEFAULT_PLAYERS: [&str; 4] = ["random", "greedy", "alphabeta:depth=4", "mcts"];

/// The largest request body the server reads (a move list of `MAX_MOVES` moves is about
/// 12 KiB); a larger one is answered 413.
pub const MAX_BODY_BYTES: usize = 64 * 1024;

/// The most moves a move list may hold (`moves` of a new game, `load`); games end long
/// before (the no-capture and repetition draws).
pub const MAX_MOVES: usize = 2000;

/// What a server is started with.
#[derive(Clone, Default)]
pub struct Config {
    /// The players offered and the files a spec may name.
    pub offer: Offer,
    /// What one request may ask of the server.
    pub limits: Limits,
    /// The endgame tables whose verdict the game views carry (`--tablebase`).
    pub tablebase: Option<Arc<crate::tablebase::Tablebase>>,
    /// The names the server answers to besides localhost names and IP literals
    /// (`--allow-host`).
    pub hosts: Hosts,
    /// The caps and timeouts on connections.
    pub connections: ConnectionLimits,
    /// How long a game must have been idle before a new game may push it out
    /// (`sessions::IDLE_AFTER` by default).
    pub idle_after: Option<Duration>,
}

impl Config {
    /// The baselines (`DEFAULT_PLAYERS`) offered, the default limits, no tables.
    #[must_use]
    pub fn baselines() -> Config {
        Config {
            offer: Offer {
                players: DEFAULT_PLAYERS.iter().map(ToString::to_string).collect(),
                ..Offer::default()
            },
            ..Config::default()
        }
    }
}

/// What the handlers share.
pub struct Shared {
    sessions: Sessions,
    config: Config,
    /// One permit per search that may run at once (`Limits::max_searches`).
    searches: Arc<Semaphore>,
}

/// The routes (docs/web.md documents each), behind the Host and Origin checks and the body
/// deadline.
pub fn router(config: Config) -> Router {
    let hosts = Arc::new(config.hosts.clone());
    let body_deadline = RequestBodyDeadlineLayer::new(config.connections.body_timeout);
    let shared = Arc::new(Shared {
        sessions: Sessions::new(
            config.limits.max_memory,
            config.idle_after.unwrap_or(sessions::IDLE_AFTER),
        )
        .per_address(config.limits.max_games_per_address),
        searches: Arc::new(Semaphore::new(config.limits.max_searches.max(1))),
        config,
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
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES))
        .layer(body_deadline)
        .layer(axum::middleware::from_fn_with_state(hosts, access::guard))
        .with_state(shared)
}

/// A running server: its address and the runtime that serves it (dropping it stops it).
pub struct Server {
    addr: SocketAddr,
    runtime: tokio::runtime::Runtime,
    task: tokio::task::JoinHandle<()>,
}

impl Server {
    /// Binds `addr` (port 0: any free port) and starts serving on a runtime of its own.
    ///
    /// # Errors
    /// The runtime or the socket cannot be created (the port is taken, say).
    pub fn start(addr: SocketAddr, config: Config) -> std::io::Result<Server> {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .enable_io()
            .enable_time()
            .thread_name("morris-serve")
            .build()?;
        let listener = {
            let _entered = runtime.enter();
            listener::listen(addr)?
        };
        let addr = listener.local_addr()?;
        let connections = connections::Connections::new(config.connections.clone());
        let app = router(config);
        let task = runtime.spawn(listener::serve(listener, app, connections));
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
    /// The server's task failed (a bug).
    pub fn wait(self) -> std::io::Result<()> {
        self.runtime
            .block_on(self.task)
            .map_err(std::io::Error::other)
    }
}
