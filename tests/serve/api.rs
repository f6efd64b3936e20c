//! The JSON API: boards and legal moves agree with the rules engine, games run to their end
//! against players, bad requests are refused with a reason and change nothing, concurrent
//! games stay apart, and a search does not hold up the server.

use super::http::{get, post, request};
use super::{engine, id, legal, new_game, play, server};
use morris_zero::game::{Game, PRESETS, Rules};
use serde_json::{Value, json};
use std::sync::Arc;
use std::time::Instant;

#[test]
fn info_lays_out_every_preset_board_and_offers_the_players() {
    let server = server();
    let info = get(server.addr(), "/api/info");
    assert_eq!(info.status, 200);
    let presets = info.json["presets"].as_array().unwrap();
    assert_eq!(presets.len(), PRESETS.len());
    for preset in presets {
        let name = preset["name"].as_str().unwrap();
        let rules = Rules::preset(name).unwrap();
        let board = &preset["board"];
        let points = board["points"].as_array().unwrap();
        assert_eq!(points.len(), rules.board().points(), "{name}");
        let grid = board["grid"].as_u64().unwrap();
        assert_eq!(grid, u64::from(rules.board().grid()));
        for p in points {
            let (file, rank) = (p["file"].as_u64().unwrap(), p["rank"].as_u64().unwrap());
            assert!(file < grid && rank < grid);
            let expected = format!("{}{}", (b'a' + file as u8) as char, rank + 1);
            assert_eq!(p["name"], expected.as_str());
        }
        // Every adjacency is drawn once.
        let adjacent: u32 = (0..rules.board().points() as u8)
            .map(|p| rules.board().adjacent(p).count_ones())
            .sum();
        assert_eq!(
            board["lines"].as_array().unwrap().len() as u32 * 2,
            adjacent,
            "{name}"
        );
    }
    let standard = presets.iter().find(|p| p["name"] == "standard").unwrap();
    assert_eq!(standard["board"]["lines"].as_array().unwrap().len(), 32);
    assert_eq!(
        info.json["players"],
        json!(["random", "greedy", "alphabeta:depth=4", "mcts"])
    );
    // The page and its files are served from the binary.
    for (path, marker) in [
        ("/", "<svg id=\"board\""),
        ("/app.js", "/api/games"),
        ("/style.css", "#board"),
    ] {
        let reply = get(server.addr(), path);
        assert_eq!(reply.status, 200, "{path}");
        assert!(reply.text.contains(marker), "{path}");
    }
}

#[test]
fn legal_moves_and_state_agree_with_the_rules_engine_on_every_preset() {
    let server = server();
    let addr = server.addr();
    for (name, _) in PRESETS {
        let rules = Arc::new(Rules::preset(name).unwrap());
        // A random game's positions, each checked through a game created at it.
        let mut reference = Game::new(rules.clone());
        let mut moves = Vec::new();
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        for _ in 0..40 {
            let all = reference.legal_actions();
            if all.is_empty() {
                break;
            }
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let action = all[(state % all.len() as u64) as usize];
            moves.push(reference.token(action));
            reference.play(action).unwrap();
            let game = new_game(addr, &json!({ "rules": name, "moves": moves.join(" ") }));
            let expected: Vec<String> = reference
                .legal_actions()
                .iter()
                .map(|&a| reference.token(a))
                .collect();
            assert_eq!(legal(&game), expected, "{name} after {moves:?}");
            assert_eq!(game["move_list"], moves.join(" ").as_str());
            let pos = reference.position();
            for color in morris_zero::game::Color::ALL {
                assert_eq!(
                    game["in_hand"][color.name()],
                    u64::from(pos.in_hand(color)),
                    "{name}"
                );
                assert_eq!(
                    game["men"][color.name()].as_array().unwrap().len() as u32,
                    pos.men(color).count_ones()
                );
            }
            assert_eq!(game["to_move"], pos.side_to_move().name());
            assert_eq!(game["decision"], pos.decision(&rules).name());
            let _ = request(addr, "DELETE", &format!("/api/games/{}", id(&game)), None);
        }
    }
    // A mill: the capture is its own decision, by the same player.
    let game = new_game(addr, &json!({ "moves": "d1 a1 d2 a4" }));
    let game = play(addr, &id(&game), "d3");
    assert_eq!(legal(&game), ["xa1", "xa4"]);
    assert_eq!(
        (game["decision"].as_str(), game["to_move"].as_str()),
        (Some("capture"), Some("white"))
    );
    let game = play(addr, &id(&game), "xa4");
    assert_eq!(game["men"]["black"], json!(["a1"]));
    assert_eq!(game["phase"], "placement");
}

/// Plays a person (the first legal move) against `player` to the end; the final view.
fn person_against(addr: std::net::SocketAddr, rules: &str, player: &str) -> (Value, Vec<f64>) {
    let game = new_game(
        addr,
        &json!({ "rules": rules, "white": "human", "black": player }),
    );
    let game_id = id(&game);
    let mut view = game;
    let mut server_ms = Vec::new();
    while view["outcome"].is_null() {
        view = if view["to_move"] == "white" {
            play(addr, &game_id, &legal(&view)[0])
        } else {
            let v = engine(addr, &game_id);
            let m = &v["last_engine_move"];
            assert_eq!(m["player"], player);
            assert_eq!(
                m["ply"].as_u64().unwrap() as usize,
                v["moves"].as_array().unwrap().len()
            );
            server_ms.push(m["server_ms"].as_f64().unwrap());
            v
        };
        assert!(
            view["moves"].as_array().unwrap().len() < 3000,
            "the game never ends"
        );
    }
    (view, server_ms)
}

#[test]
fn a_full_game_against_random_ends_as_the_rules_engine_says() {
    let server = server();
    let (view, _) = person_against(server.addr(), "standard", "random");
    let rules = Arc::new(Rules::preset("standard").unwrap());
    let replay = Game::from_tokens(rules, view["move_list"].as_str().unwrap()).unwrap();
    let outcome = replay.outcome().expect("over");
    assert_eq!(view["outcome"]["result"], outcome.result_name());
    assert_eq!(view["outcome"]["reason"], outcome.reason().as_str());
    assert!(legal(&view).is_empty());
    // Over: no more moves, for either seat.
    let game_id = id(&view);
    let reply = post(
        server.addr(),
        &format!("/api/games/{game_id}/engine"),
        &Value::Null,
    );
    assert_eq!(reply.status, 400);
    assert!(reply.error().contains("the game is over"), "{}", reply.text);
    let reply = post(
        server.addr(),
        &format!("/api/games/{game_id}/move"),
        &json!({"move": "d1"}),
    );
    assert_eq!(reply.status, 400);
    assert!(
        reply.error().contains("after the end of the game"),
        "{}",
        reply.text
    );
}

#[test]
fn alphabeta_depth_4_answers_with_its_analysis_and_its_server_time() {
    let server = server();
    let (view, server_ms) = person_against(server.addr(), "standard", "alphabeta:depth=4");
    assert_eq!(view["outcome"]["result"], "black", "{}", view["move_list"]);
    let analysis = &view["last_engine_move"]["analysis"];
    assert!(analysis["score"].is_object(), "{analysis}");
    assert!(analysis["nodes"].as_u64().is_some());
    let mut sorted = server_ms.clone();
    sorted.sort_by(f64::total_cmp);
    eprintln!(
        "serve: alphabeta:depth=4, {} moves: server time median {:.2} ms, max {:.2} ms",
        sorted.len(),
        sorted[sorted.len() / 2],
        sorted[sorted.len() - 1]
    );
    // The analysis of a move in the middle of a game: scores of the root moves, the move
    // played first with an exact score.
    let game = new_game(
        server.addr(),
        &json!({ "white": "alphabeta:depth=4", "moves": "d1 a1 d2 a4" }),
    );
    let view = engine(server.addr(), &id(&game));
    let m = &view["last_engine_move"];
    assert_eq!(m["move"], "d3");
    let analysis = &m["analysis"];
    assert_eq!(analysis["depth"], 4);
    let moves = analysis["moves"].as_array().unwrap();
    assert_eq!(moves[0]["move"], "d3");
    assert_eq!(moves[0]["bound"], "exact");
    assert_eq!(moves[0]["score"], analysis["score"]);
    assert!(moves.len() > 1 && moves.len() <= 5);
}

/// `movetime_ms` gives the engine's player a time for the decision in place of its own
/// limits, as the engine protocol's `go movetime` does: alpha-beta of depth 2 searches
/// deeper for the time it is given, and uses it.
#[test]
fn an_engine_move_takes_the_requests_time() {
    let server = server();
    let game = new_game(
        server.addr(),
        &json!({ "white": "alphabeta:depth=2", "moves": "d1 a1 d2 a4" }),
    );
    let own = engine(server.addr(), &id(&game));
    assert_eq!(own["last_engine_move"]["analysis"]["depth"], 2, "{own}");
    let game = new_game(
        server.addr(),
        &json!({ "white": "alphabeta:depth=2", "moves": "d1 a1 d2 a4" }),
    );
    let reply = post(
        server.addr(),
        &format!("/api/games/{}/engine", id(&game)),
        &json!({ "movetime_ms": 300 }),
    );
    assert_eq!(reply.status, 200, "{}", reply.text);
    let m = &reply.json["last_engine_move"];
    let depth = m["analysis"]["depth"].as_u64().unwrap();
    let search_ms = m["search_ms"].as_f64().unwrap();
    assert!(depth > 2, "depth {depth} in 300 ms");
    assert!(
        (250.0..2_000.0).contains(&search_ms),
        "searched {search_ms} ms of 300"
    );
}

/// Bad requests, one a line: `METHOD PATH STATUS | BODY | WHAT THE ERROR SAYS`, `ID` standing
/// for the game's id (its moves are `d1 a1`, White a person, Black `random`).
const BAD_REQUESTS: &str = r#"
POST /api/games/ID/move 400 | {"move": "a1"} | illegal move 'a1'; legal: g1
POST /api/games/ID/move 400 | {"move": "z9"} | malformed move 'z9'
POST /api/games/ID/move 400 | {"move": "d1-"} | malformed move
POST /api/games/ID/move 400 | {"mvoe": "d2"} | unknown field `mvoe`
POST /api/games/ID/move 400 | {not json | request body
POST /api/games/ID/move 400 | ["d2"] | must be a JSON object ({...}), and this is an array
POST /api/games/ID/engine 400 | [300] | must be a JSON object ({...}), and this is an array
POST /api/games/ID/engine 400 | 300 | this is a number
POST /api/games/ID/undo 400 | [1] | this is an array
POST /api/games/ID/load 400 | "d1 a1" | this is a string
POST /api/games 400 | ["standard"] | this is an array
POST /api/games 400 | true | this is a boolean
POST /api/games/ID/move 400 | | missing field `move`
POST /api/games/ID/engine 400 | | white is played by a person
POST /api/games/ID/engine 400 | {"movetime_ms": 0} | movetime_ms must be from 1 to 10000 (this server's --max-move-ms), not 0
POST /api/games/ID/engine 400 | {"movetime_ms": 10001} | movetime_ms must be from 1 to 10000
POST /api/games/ID/engine 400 | {"movetime_ms": -5} | request body
POST /api/games/ID/engine 400 | {"movetime": 100} | unknown field `movetime`
POST /api/games/ID/undo 400 | {"plies": 3} | cannot take back 3 moves: 2 played
POST /api/games/ID/undo 400 | {"plies": 0} | cannot take back 0
POST /api/games/ID/undo 400 | {"plies": -1} | request body
POST /api/games/ID/load 400 | {"moves": "d1 d1"} | move list, move 2: illegal move 'd1'
POST /api/games/ID/load 400 | {"moves": "d1 a1 q7"} | move list, move 3: malformed move 'q7'
POST /api/games 400 | {"black": "stockfish"} | unknown player 'stockfish'
POST /api/games 400 | {"black": "alphabeta:depth=0"} | depth must be from 1 to 64
POST /api/games 400 | {"black": "neural:model=/nonexistent.safetensors"} | player 'neural:model=…' is not offered by this server
POST /api/games 400 | {"black": "mcts:sims=1000000000"} | sims=1000000000 is over this server's limit of 5000 (the operator raises it with morris serve --max-sims)
POST /api/games 400 | {"black": "alphabeta:depth=40"} | depth=40 is over this server's limit of 8 (the operator raises it with morris serve --max-depth)
POST /api/games 400 | {"black": "alphabeta:time=60000"} | time=60000 is over this server's limit of 10000
POST /api/games 400 | {"black": "alphabeta:nodes=9000000"} | nodes=9000000 is over this server's limit of 5000
POST /api/games 400 | {"black": "alphabeta:tt_mb=16384"} | tt_mb=16384 is over this server's limit of 64 MiB
POST /api/games 400 | {"black": "tablebase:dir=/tmp"} | player 'tablebase:dir=…' is not offered
POST /api/games 400 | {"black": "perfect:dir=/tmp"} | player 'perfect:dir=…' is not offered
POST /api/games 400 | {"black": "perfect"} | is not offered
POST /api/games 400 | {"rules": "chess"} | unknown rules 'chess'; presets: standard
POST /api/games 400 | {"moves": "d1 a1 d2 a4 d3 d5"} | move list, move 6: illegal move 'd5'; legal: xa1 xa4
GET /api/games/g999999 404 | | no game 'g999999'
POST /api/games/g999999/move 404 | {"move": "d1"} | no game
POST /api/games/g999999/engine 404 | | no game
POST /api/games/g999999/undo 404 | | no game
POST /api/games/g999999/load 404 | {"moves": ""} | no game
DELETE /api/games/g999999 404 | | no game
GET /api/nothing 404 | | no such page
PUT /api/games/ID/move 405 | | does not take that method
"#;

#[test]
fn bad_requests_are_refused_with_a_reason_and_change_nothing() {
    let server = server();
    let addr = server.addr();
    let game = new_game(addr, &json!({ "black": "random", "moves": "d1 a1" }));
    let game_id = id(&game);
    let before = get(addr, &format!("/api/games/{game_id}")).text;
    for line in BAD_REQUESTS.lines().filter(|l| !l.is_empty()) {
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        let [call, body, reason] = fields[..] else {
            panic!("a bad line: {line}");
        };
        let [method, path, status] = call.split(' ').collect::<Vec<_>>()[..] else {
            panic!("a bad line: {line}");
        };
        let path = path.replace("ID", &game_id);
        let body = (!body.is_empty()).then_some(body);
        let reply = request(addr, method, &path, body);
        assert_eq!(reply.status.to_string(), status, "{line}: {}", reply.text);
        assert!(reply.error().contains(reason), "{line}: {}", reply.text);
        let after = get(addr, &format!("/api/games/{game_id}")).text;
        assert_eq!(after, before, "{line}");
    }
}

#[test]
fn turns_take_backs_loads_and_deletes() {
    let server = server();
    let addr = server.addr();
    let game = new_game(addr, &json!({ "black": "random", "moves": "d1 a1" }));
    let game_id = id(&game);
    let path = |call: &str| format!("/api/games/{game_id}/{call}");
    // A person's move on the player's turn is refused.
    let view = play(addr, &game_id, "d2");
    let reply = post(addr, &path("move"), &json!({"move": legal(&view)[0]}));
    assert_eq!(reply.status, 400);
    assert!(
        reply.error().contains("black is played by random"),
        "{}",
        reply.text
    );
    let view = engine(addr, &game_id);
    assert_eq!(view["moves"].as_array().unwrap().len(), 4);
    let view = post(addr, &path("undo"), &json!({"plies": 2})).json;
    assert_eq!(view["move_list"], "d1 a1");
    assert!(view["last_engine_move"].is_null());
    let view = post(addr, &path("load"), &json!({"moves": "d1 a1 d2 a4 d3"})).json;
    assert_eq!(legal(&view), ["xa1", "xa4"]);
    assert_eq!(
        request(addr, "DELETE", &format!("/api/games/{game_id}"), None).status,
        204
    );
    assert_eq!(get(addr, &format!("/api/games/{game_id}")).status, 404);
}

#[test]
fn two_browsers_play_two_games_at_once_without_mixing_them() {
    let server = server();
    let addr = server.addr();
    let barrier = Arc::new(std::sync::Barrier::new(2));
    let players = ["random", "greedy"];
    let handles: Vec<_> = players
        .iter()
        .enumerate()
        .map(|(i, player)| {
            let barrier = Arc::clone(&barrier);
            let player = (*player).to_string();
            std::thread::spawn(move || {
                let game = new_game(
                    addr,
                    &json!({ "white": "human", "black": player, "seed": i }),
                );
                let game_id = id(&game);
                let mut sent: Vec<String> = Vec::new();
                let mut view = game;
                // Lockstep, so the two games' requests interleave.
                for _ in 0..30 {
                    barrier.wait();
                    if !view["outcome"].is_null() {
                        continue;
                    }
                    view = if view["to_move"] == "white" {
                        let options = legal(&view);
                        let token = options[options.len() - 1 - i % options.len()].clone();
                        let v = play(addr, &game_id, &token);
                        assert_eq!(
                            v["moves"].as_array().unwrap().last().unwrap()["move"],
                            token.as_str()
                        );
                        v
                    } else {
                        engine(addr, &game_id)
                    };
                    sent.push(
                        view["moves"].as_array().unwrap().last().unwrap()["move"]
                            .as_str()
                            .unwrap()
                            .to_string(),
                    );
                    assert_eq!(view["id"], game_id.as_str());
                    assert_eq!(view["black"], player.as_str());
                }
                (game_id, sent)
            })
        })
        .collect();
    let results: Vec<(String, Vec<String>)> =
        handles.into_iter().map(|h| h.join().unwrap()).collect();
    assert_ne!(results[0].0, results[1].0);
    for (game_id, sent) in &results {
        let view = get(addr, &format!("/api/games/{game_id}"));
        assert_eq!(view.json["move_list"], sent.join(" ").as_str(), "{game_id}");
    }
    assert_ne!(results[0].1, results[1].1);
}

#[test]
fn a_search_runs_off_the_request_threads() {
    let mut config = morris_zero::serve::Config::baselines();
    config.limits.max_sims = 100_000;
    let server = super::server_with(config);
    let addr = server.addr();
    // Rollout MCTS with many simulations: a second or more of search.
    let slow = new_game(addr, &json!({ "white": "mcts:sims=60000" }));
    let other = new_game(addr, &json!({}));
    let (slow_id, other_id) = (id(&slow), id(&other));
    let thinker = {
        let slow_id = slow_id.clone();
        std::thread::spawn(move || engine(addr, &slow_id))
    };
    let mut answered_while_thinking = 0;
    while !thinker.is_finished() {
        // A few rounds show it; more would play the other game to its end on a slow machine.
        if answered_while_thinking >= 3 {
            std::thread::sleep(std::time::Duration::from_millis(50));
            continue;
        }
        let view = get(addr, &format!("/api/games/{slow_id}"));
        if view.json["thinking"] != true {
            continue;
        }
        // The other game plays on, the page and the info answer, and the thinking game
        // refuses changes without losing its search.
        let start = Instant::now();
        let v = play(
            addr,
            &other_id,
            &legal(&get(addr, &format!("/api/games/{other_id}")).json)[0],
        );
        assert_eq!(v["id"], other_id.as_str());
        assert_eq!(get(addr, "/api/info").status, 200);
        let refused = post(addr, &format!("/api/games/{slow_id}/undo"), &json!({}));
        let still = get(addr, &format!("/api/games/{slow_id}")).json["thinking"] == true;
        if still {
            assert_eq!(refused.status, 409, "{}", refused.text);
            assert!(
                refused.error().contains("mcts:sims=60000 is thinking"),
                "{}",
                refused.text
            );
            answered_while_thinking += 1;
        }
        if still && answered_while_thinking == 1 {
            eprintln!(
                "serve: another game, the info and a refused undo answered in {:?} while mcts thought",
                start.elapsed()
            );
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let view = thinker.join().unwrap();
    assert_eq!(view["thinking"], false);
    assert_eq!(view["moves"].as_array().unwrap().len(), 1);
    assert_eq!(view["last_engine_move"]["analysis"]["nodes"], 60000);
    assert!(
        answered_while_thinking > 0,
        "the search ended before any request could be made during it"
    );
}

#[test]
fn a_network_player_shows_its_value_and_visits() {
    let dir = std::env::temp_dir().join(format!("morris-serve-net-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut config = morris_zero::train::TrainConfig::load("tiny").unwrap();
    config.rules = "three".to_string();
    let path = morris_zero::train::Learner::new(config, &dir)
        .unwrap()
        .save()
        .unwrap();
    // The model is offered by its bare name, as `--models DIR` offers it.
    let mut config = morris_zero::serve::Config::baselines();
    config.offer.models = morris_zero::serve::offer::list_models(path.parent().unwrap()).unwrap();
    let name = path.file_stem().unwrap().to_str().unwrap();
    assert_eq!(config.offer.models.len(), 1, "{:?}", config.offer.models);
    let server = super::server_with(config);
    let spec = format!("neural:model={name},sims=32,device=cpu");
    let game = new_game(server.addr(), &json!({ "rules": "three", "white": spec }));
    let view = engine(server.addr(), &id(&game));
    let analysis = &view["last_engine_move"]["analysis"];
    let value = analysis["value"].as_f64().unwrap();
    assert!((-1.0..=1.0).contains(&value), "{analysis}");
    let moves = analysis["moves"].as_array().unwrap();
    assert_eq!(moves[0]["move"], view["moves"][0]["move"]);
    let visits: u64 = moves.iter().map(|m| m["visits"].as_u64().unwrap()).sum();
    assert!(visits > 0 && visits <= 32, "{analysis}");
    assert!(moves.iter().all(|m| m["prior"].is_number()));
    // Placement's budget is held to the server's limit as the rest is.
    let greedy = format!("neural:model={name},psims=1000000");
    let reply = post(
        server.addr(),
        "/api/games",
        &json!({ "rules": "three", "white": greedy }),
    );
    assert_eq!(reply.status, 400);
    assert!(
        reply
            .error()
            .contains("psims=1000000 is over this server's limit"),
        "{}",
        reply.text
    );
    // Under other rules the model is refused with the reason.
    let reply = post(server.addr(), "/api/games", &json!({ "black": spec }));
    assert_eq!(reply.status, 400);
    assert!(reply.error().contains("'three'"), "{}", reply.text);
    // Nothing of the server's file system is in the answer.
    assert!(
        !reply.text.contains(dir.to_str().unwrap()),
        "{}",
        reply.text
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn two_players_watched_play_a_whole_game_and_refuse_a_persons_move() {
    let server = server();
    let addr = server.addr();
    let game = new_game(
        addr,
        &json!({ "rules": "three", "white": "greedy", "black": "random", "seed": 5 }),
    );
    let game_id = id(&game);
    // No seat is a person's: a move from the page is refused, and nothing changes.
    let reply = post(
        addr,
        &format!("/api/games/{game_id}/move"),
        &json!({ "move": legal(&game)[0] }),
    );
    assert_eq!(reply.status, 400, "{}", reply.text);
    let mut view = game;
    let mut players = Vec::new();
    while view["outcome"].is_null() {
        view = engine(addr, &game_id);
        players.push(
            view["last_engine_move"]["player"]
                .as_str()
                .unwrap()
                .to_string(),
        );
        assert!(players.len() < 3000, "the game never ends");
    }
    // Each seat's player moved for it, and the result is the rules engine's.
    assert_eq!(players[0], "greedy");
    assert_eq!(players[1], "random");
    let rules = Arc::new(Rules::preset("three").unwrap());
    let replay = Game::from_tokens(rules, view["move_list"].as_str().unwrap()).unwrap();
    assert_eq!(
        view["outcome"]["result"],
        replay.outcome().unwrap().result_name()
    );
    assert_eq!(players.len(), replay.actions().len());
}
