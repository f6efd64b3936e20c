//! 32 clients at once, each playing a person's random legal moves against
//! `alphabeta:depth=4` (even clients) or the shipped network, `neural:model=models/cpu-2h`
//! (odd ones), for up to 40 plies: every client finishes (a search refused with 503
//! is asked again), every answer is right (each engine move was legal, each view holds the
//! moves its client made), and the latency of the calls that do not search (GET a game,
//! POST a person's move) is measured and printed (`--nocapture`): under a second on a
//! 2-core machine.

use super::http::{get, post};
use super::{id, legal, new_game, play, server_with};
use morris_zero::serve::Config;
use serde_json::{Value, json};
use std::net::SocketAddr;
use std::time::{Duration, Instant};

const CLIENTS: usize = 32;
const PLIES: usize = 40;

/// What one client saw: the latencies of its non-search calls, and its 503s.
struct Client {
    latencies: Vec<Duration>,
    refused: usize,
}

/// Asks the engine to move, again after each 503; the view and the 503s.
fn engine_until_served(addr: SocketAddr, game: &str) -> (Value, usize) {
    let mut refused = 0;
    loop {
        let reply = post(addr, &format!("/api/games/{game}/engine"), &Value::Null);
        match reply.status {
            200 => return (reply.json, refused),
            503 => {
                assert!(reply.header("retry-after").is_some());
                refused += 1;
                std::thread::sleep(Duration::from_millis(5));
            }
            _ => panic!("engine: {}", reply.text),
        }
    }
}

/// One client's game.
fn client(addr: SocketAddr, seed: u64) -> Client {
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let opponent = if seed % 2 == 0 {
        "alphabeta:depth=4".to_string()
    } else {
        network()
    };
    let mut view = new_game(addr, &json!({ "black": opponent, "seed": seed }));
    let game = id(&view);
    let mut moves: Vec<String> = Vec::new();
    let mut latencies = Vec::new();
    let mut refused = 0;
    while view["outcome"].is_null() && moves.len() < PLIES {
        let options = legal(&view);
        view = if view["to_move"] == "white" {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let token = options[(state % options.len() as u64) as usize].clone();
            let start = Instant::now();
            let v = play(addr, &game, &token);
            latencies.push(start.elapsed());
            moves.push(token);
            v
        } else {
            let (v, n) = engine_until_served(addr, &game);
            refused += n;
            let played = v["last_engine_move"]["move"].as_str().unwrap().to_string();
            assert!(options.contains(&played), "{played} not in {options:?}");
            moves.push(played);
            v
        };
        assert_eq!(view["move_list"], moves.join(" ").as_str());
        let start = Instant::now();
        let shown = get(addr, &format!("/api/games/{game}"));
        latencies.push(start.elapsed());
        assert_eq!(shown.json["move_list"], moves.join(" ").as_str());
        assert_eq!(shown.json["thinking"], false);
    }
    Client { latencies, refused }
}

/// The shipped network, offered by the test's server.
fn network() -> String {
    format!("neural:model={}/models/cpu-2h", env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn thirty_two_clients_play_at_once_and_none_is_starved() {
    let mut config = Config::baselines();
    config.offer.players.push(network());
    // The clients all connect from 127.0.0.1.
    config.limits.max_games_per_address = CLIENTS;
    let server = server_with(config);
    let addr = server.addr();
    let start = Instant::now();
    let clients: Vec<_> = (0..CLIENTS as u64)
        .map(|seed| std::thread::spawn(move || client(addr, seed)))
        .collect();
    let results: Vec<Client> = clients.into_iter().map(|c| c.join().unwrap()).collect();
    let mut latencies: Vec<Duration> = results.iter().flat_map(|c| c.latencies.clone()).collect();
    latencies.sort();
    let at = |q: f64| latencies[((latencies.len() - 1) as f64 * q) as usize];
    let refused: usize = results.iter().map(|c| c.refused).sum();
    eprintln!(
        "serve: {CLIENTS} clients, {} non-search calls in {:.1?}: p50 {:.2?}, p99 {:.2?}, max {:.2?}; {refused} engine calls answered 503 and asked again",
        latencies.len(),
        start.elapsed(),
        at(0.5),
        at(0.99),
        at(1.0)
    );
    assert!(at(0.99) < Duration::from_millis(50), "p99 {:?}", at(0.99));
}
