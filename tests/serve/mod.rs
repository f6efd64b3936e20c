//! `morris serve`: the JSON API over real HTTP on an ephemeral port (the server runs in
//! process), the page in a real headless browser (Chromium through chromedriver), and the
//! server under hostile clients (`hostile`, against `morris serve` child processes).

mod api;
mod browser;
mod hostile;
mod http;
mod limits;
mod load;

use morris_zero::serve::{Config, Server};
use serde_json::{Value, json};
use std::net::SocketAddr;

/// A server on a free port of 127.0.0.1, offering the baselines under the default limits.
pub(crate) fn server() -> Server {
    server_with(Config::baselines())
}

/// A server on a free port of 127.0.0.1, started with `config`.
pub(crate) fn server_with(config: Config) -> Server {
    Server::start(SocketAddr::from(([127, 0, 0, 1], 0)), config).expect("the server starts")
}

/// Creates a game; panics unless the server answers 201.
pub(crate) fn new_game(addr: SocketAddr, request: &Value) -> Value {
    let reply = http::post(addr, "/api/games", request);
    assert_eq!(reply.status, 201, "{}", reply.text);
    reply.json
}

/// The game's id.
pub(crate) fn id(game: &Value) -> String {
    game["id"].as_str().expect("an id").to_string()
}

/// The legal moves of a game view.
pub(crate) fn legal(game: &Value) -> Vec<String> {
    game["legal"]
        .as_array()
        .expect("legal moves")
        .iter()
        .map(|m| m.as_str().unwrap().to_string())
        .collect()
}

/// Plays a person's move; panics unless it is accepted.
pub(crate) fn play(addr: SocketAddr, game: &str, token: &str) -> Value {
    let reply = http::post(
        addr,
        &format!("/api/games/{game}/move"),
        &json!({ "move": token }),
    );
    assert_eq!(reply.status, 200, "{token}: {}", reply.text);
    reply.json
}

/// Asks the side to move's player to move; panics unless it does.
pub(crate) fn engine(addr: SocketAddr, game: &str) -> Value {
    let reply = http::post(addr, &format!("/api/games/{game}/engine"), &Value::Null);
    assert_eq!(reply.status, 200, "{}", reply.text);
    reply.json
}
