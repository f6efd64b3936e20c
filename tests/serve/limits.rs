//! The server under real use: searches are bounded (over-limit specs refused, a search
//! stopped at the move's time limit, cancelled on DELETE and when its client hangs up, the
//! server's CPU idle again within a second), searches beyond `--max-searches` answered 503,
//! no file named that the operator did not offer (with answers that do not say whether a
//! path exists), bodies and move lists bounded, the tablebase verdict, and the `morris serve`
//! command's defaults and flags. The searches that must be seen to stop run in a `morris
//! serve` child process, whose CPU time /proc gives.
//!
//! `morris serve` looks for the shipped model (models/cpu-2h) and the endgame tables
//! (tablebases/standard) in its working directory. A child server therefore never runs in the
//! checkout, whose tablebases/ the README's `scripts/run.sh` builds: each runs in a fresh
//! temporary directory (`Workdir`) holding what its test sets up, `models/` linked to the
//! repository's shipped files and, for one test, tables it builds there.

use super::http::{get, post, request};
use super::{id, legal, new_game, server_with};
use morris_zero::game::{Game, Rules};
use morris_zero::serve::Config;
use morris_zero::tablebase::build::build;
use morris_zero::tablebase::solve::Silent;
use morris_zero::tablebase::{Probe, Tablebase, Wdl};
use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// A fresh directory for a `morris serve` child to run in (never the checkout's, whose
/// tablebases/ and checkpoints/ are a user's), removed when dropped.
struct Workdir(PathBuf);

impl Workdir {
    /// An empty directory, unique to the test (`name`) and this process.
    fn empty(name: &str) -> Workdir {
        let dir =
            std::env::temp_dir().join(format!("morris-serve-cwd-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Workdir(dir)
    }

    /// A directory whose `models/` is the repository's (a link), so that the shipped model,
    /// models/cpu-2h, is found as in the checkout; no tables.
    fn with_models(name: &str) -> Workdir {
        let dir = Workdir::empty(name);
        std::os::unix::fs::symlink(
            Path::new(env!("CARGO_MANIFEST_DIR")).join("models"),
            dir.0.join("models"),
        )
        .unwrap();
        dir
    }
}

impl Drop for Workdir {
    fn drop(&mut self) {
        // The link goes, not what it points to.
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A `morris serve` child process, killed when dropped (then its directory removed).
struct ChildServer {
    child: Child,
    addr: SocketAddr,
    /// What it printed before its address line.
    said: Vec<String>,
    /// Its working directory.
    _dir: Workdir,
}

impl ChildServer {
    /// Starts `morris serve --port 0 ARGS` in a fresh directory with the shipped model's
    /// `models/` (`Workdir::with_models`) and waits for its address line.
    fn start(name: &str, args: &[&str]) -> ChildServer {
        ChildServer::start_in(Workdir::with_models(name), args)
    }

    /// Starts `morris serve --port 0 ARGS` in `dir` and waits for its address line.
    fn start_in(dir: Workdir, args: &[&str]) -> ChildServer {
        let mut child = Command::new(env!("CARGO_BIN_EXE_morris"))
            .args(["serve", "--port", "0"])
            .args(args)
            .current_dir(&dir.0)
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("morris serve starts");
        let stdout = child.stdout.take().expect("a pipe");
        let mut lines = BufReader::new(stdout).lines();
        let mut said = Vec::new();
        let addr = loop {
            let line = lines
                .next()
                .expect("morris serve prints its address")
                .unwrap();
            if let Some(rest) = line.strip_prefix("morris serve: open http://") {
                let addr: SocketAddr = rest.split('/').next().unwrap().parse().unwrap();
                break SocketAddr::from(([127, 0, 0, 1], addr.port()));
            }
            said.push(line);
        };
        // The rest of its output is drained, so that it never blocks on a full pipe.
        std::thread::spawn(move || for _ in lines {});
        ChildServer {
            child,
            addr,
            said,
            _dir: dir,
        }
    }

    /// The CPU time the server process has used (user and system), from /proc.
    fn cpu(&self) -> Duration {
        let stat = std::fs::read_to_string(format!("/proc/{}/stat", self.child.id()))
            .expect("/proc/PID/stat");
        let fields: Vec<&str> = stat[stat.rfind(')').unwrap() + 2..]
            .split_whitespace()
            .collect();
        // utime and stime, fields 14 and 15 of stat(5), in clock ticks (USER_HZ, 100).
        let ticks: u64 = fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap();
        Duration::from_millis(ticks * 10)
    }

    /// The CPU time used over `window`.
    fn cpu_over(&self, window: Duration) -> Duration {
        let before = self.cpu();
        std::thread::sleep(window);
        self.cpu().saturating_sub(before)
    }
}

impl Drop for ChildServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Waits until the game's player is searching.
fn wait_thinking(addr: SocketAddr, game: &str) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while get(addr, &format!("/api/games/{game}")).json["thinking"] != true {
        assert!(Instant::now() < deadline, "the search never started");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Asserts that the server's CPU goes idle: sampled 1.0 s after the search was stopped and
/// 0.5 s later, it used under 0.1 s of CPU in between.
fn assert_goes_idle(server: &ChildServer, what: &str) {
    std::thread::sleep(Duration::from_secs(1));
    let used = server.cpu_over(Duration::from_millis(500));
    eprintln!("serve: {what}: {used:?} of CPU over 0.5 s, 1 s after");
    assert!(
        used < Duration::from_millis(100),
        "{what}: the server still used {used:?} of CPU in 0.5 s"
    );
}

/// A server that allows a minute-long search of 100 million simulations, run in a directory
/// with the shipped model and no tables (`name` tells the tests' directories apart).
fn generous_server(name: &str) -> ChildServer {
    ChildServer::start(
        name,
        &[
            "--max-sims",
            "100000000",
            "--max-move-ms",
            "60000",
            "--max-searches",
            "4",
        ],
    )
}

/// A game whose White player searches for a minute unless stopped.
const SLOW: &str = "mcts:sims=100000000";

#[test]
fn a_long_search_stops_when_its_game_is_deleted() {
    let server = generous_server("deleted");
    let addr = server.addr;
    // No --player: the shipped model is offered first, the page's default opponent (without
    // tables in the server's directory, without tb=; see
    // serve_offers_the_shipped_model_with_the_tables_of_its_directory).
    let info = get(addr, "/api/info").json;
    assert_eq!(info["players"][0], "neural:model=models/cpu-2h", "{info}");
    assert_eq!(info["limits"]["max_sims"], 100_000_000);
    let game = id(&new_game(addr, &json!({ "white": SLOW })));
    let asker = {
        let game = game.clone();
        std::thread::spawn(move || post(addr, &format!("/api/games/{game}/engine"), &Value::Null))
    };
    wait_thinking(addr, &game);
    let busy = server.cpu_over(Duration::from_millis(600));
    assert!(
        busy > Duration::from_millis(100),
        "the search was not running: {busy:?} of CPU in 0.6 s"
    );
    let deleted = request(addr, "DELETE", &format!("/api/games/{game}"), None);
    assert_eq!(deleted.status, 204, "{}", deleted.text);
    let reply = asker.join().unwrap();
    assert_eq!(reply.status, 404, "{}", reply.text);
    assert!(
        reply.error().contains("was deleted while"),
        "{}",
        reply.text
    );
    assert_goes_idle(&server, "after DELETE");
}

#[test]
fn a_long_search_stops_when_its_client_hangs_up() {
    let server = generous_server("hang-up");
    let addr = server.addr;
    let game = id(&new_game(addr, &json!({ "white": SLOW })));
    // A browser's request (keep-alive), then the tab is closed.
    let mut stream = TcpStream::connect(addr).unwrap();
    let secret = super::http::secret_of(&game).unwrap();
    write!(
        stream,
        "POST /api/games/{game}/engine HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Bearer {secret}\r\nContent-Length: 0\r\n\r\n"
    )
    .unwrap();
    wait_thinking(addr, &game);
    std::thread::sleep(Duration::from_millis(300));
    drop(stream);
    assert_goes_idle(&server, "after the client hung up");
    // The player is back at its seat, and its cancelled move was not played.
    let view = get(addr, &format!("/api/games/{game}")).json;
    assert_eq!(view["thinking"], false, "{view}");
    assert_eq!(view["move_list"], "", "{view}");
    let undo = post(addr, &format!("/api/games/{game}/undo"), &json!({}));
    assert_eq!(undo.status, 400, "{}", undo.text);
}

#[test]
fn a_search_is_stopped_at_the_move_time_limit_and_plays_its_best_move() {
    let mut config = Config::baselines();
    config.limits.max_sims = 100_000_000;
    config.limits.max_move = Duration::from_millis(300);
    let server = server_with(config);
    let addr = server.addr();
    let game = id(&new_game(addr, &json!({ "white": SLOW })));
    let start = Instant::now();
    let reply = post(addr, &format!("/api/games/{game}/engine"), &Value::Null);
    let took = start.elapsed();
    assert_eq!(reply.status, 200, "{}", reply.text);
    let m = &reply.json["last_engine_move"];
    assert_eq!(m["ply"], 1);
    let search_ms = m["search_ms"].as_f64().unwrap();
    assert!((290.0..3000.0).contains(&search_ms), "{m}");
    assert!(took < Duration::from_secs(5), "{took:?}");
}

#[test]
fn searches_beyond_max_searches_are_answered_503_with_retry_after() {
    let mut config = Config::baselines();
    config.limits.max_sims = 100_000_000;
    config.limits.max_move = Duration::from_secs(60);
    config.limits.max_searches = 1;
    let server = server_with(config);
    let addr = server.addr();
    let slow = id(&new_game(addr, &json!({ "white": SLOW })));
    let other = id(&new_game(addr, &json!({ "white": "mcts:sims=50" })));
    let asker = {
        let slow = slow.clone();
        std::thread::spawn(move || post(addr, &format!("/api/games/{slow}/engine"), &Value::Null))
    };
    wait_thinking(addr, &slow);
    let refused = post(addr, &format!("/api/games/{other}/engine"), &Value::Null);
    assert_eq!(refused.status, 503, "{}", refused.text);
    assert_eq!(refused.header("retry-after").as_deref(), Some("1"));
    assert!(
        refused.error().contains("runs 1 searches at once"),
        "{}",
        refused.text
    );
    // A request refused anyway (a person to move) is refused at once, not after the 2 s it
    // would wait for a search.
    let person = id(&new_game(addr, &json!({ "black": "random" })));
    let start = Instant::now();
    let refused = post(addr, &format!("/api/games/{person}/engine"), &Value::Null);
    assert_eq!(refused.status, 400, "{}", refused.text);
    assert!(
        refused.error().contains("is played by a person"),
        "{}",
        refused.text
    );
    assert!(
        start.elapsed() < Duration::from_secs(1),
        "{:?}",
        start.elapsed()
    );
    // Refused, the other game is unchanged and not thinking.
    let view = get(addr, &format!("/api/games/{other}")).json;
    assert_eq!(
        (view["thinking"].as_bool(), view["move_list"].as_str()),
        (Some(false), Some(""))
    );
    assert_eq!(
        request(addr, "DELETE", &format!("/api/games/{slow}"), None).status,
        204
    );
    assert_eq!(asker.join().unwrap().status, 404);
    // The permit is back: the other game's player moves.
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let reply = post(addr, &format!("/api/games/{other}/engine"), &Value::Null);
        if reply.status == 200 {
            break;
        }
        assert_eq!(reply.status, 503, "{}", reply.text);
        assert!(Instant::now() < deadline, "the permit never came back");
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn files_not_offered_are_refused_without_saying_whether_they_exist() {
    let dir = std::env::temp_dir().join(format!("morris-serve-files-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let existing = dir.join("model.safetensors");
    std::fs::write(&existing, b"not a checkpoint").unwrap();
    let missing = dir.join("missing.safetensors");
    let server = server_with(Config::baselines());
    let addr = server.addr();
    let mut errors = Vec::new();
    for (template, path) in [
        ("neural:model={}", &existing),
        ("neural:model={}", &missing),
        ("alphabeta:depth=2,tb={}", &dir),
        ("alphabeta:depth=2,tb={}", &missing),
    ] {
        let spec = template.replace("{}", path.to_str().unwrap());
        let reply = post(addr, "/api/games", &json!({ "black": spec }));
        assert_eq!(reply.status, 400, "{spec}: {}", reply.text);
        assert!(
            reply
                .error()
                .contains("is not offered by this server; offered: random"),
            "{}",
            reply.text
        );
        assert!(
            !reply.text.contains(dir.to_str().unwrap()),
            "{}",
            reply.text
        );
        errors.push(reply.text);
    }
    assert_eq!(errors[0], errors[1], "an existing and a missing model");
    assert_eq!(errors[2], errors[3], "an existing and a missing directory");
    for spec in ["/etc/passwd", "/nonexistent"].map(|p| format!("neural:model={p}")) {
        let reply = post(addr, "/api/games", &json!({ "black": spec }));
        assert_eq!(
            reply.error(),
            post(addr, "/api/games", &json!({ "black": "neural:model=x" })).error()
        );
    }
    // Offered by its bare name from --models: names that leave the directory are refused.
    let mut config = Config::baselines();
    config.offer.models = vec![("model".to_string(), dir.join("model"))];
    let server = server_with(config);
    for name in ["../model", "..", "model/", "sub\\model"] {
        let reply = post(
            server.addr(),
            "/api/games",
            &json!({ "black": format!("neural:model={name}") }),
        );
        assert_eq!(reply.status, 400, "{name}: {}", reply.text);
        assert!(reply.error().contains("not offered"), "{}", reply.text);
    }
    // An offered model that does not load: the reason, with no path of the server's.
    let reply = post(
        server.addr(),
        "/api/games",
        &json!({ "black": "neural:model=model" }),
    );
    assert_eq!(reply.status, 400, "{}", reply.text);
    assert!(
        !reply.text.contains(dir.to_str().unwrap()),
        "{}",
        reply.text
    );
    assert!(
        reply.error().contains("neural:model=model"),
        "{}",
        reply.text
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn bodies_and_move_lists_have_size_limits() {
    let server = server_with(Config::baselines());
    let addr = server.addr();
    let game = id(&new_game(addr, &json!({})));
    let huge = json!({ "moves": "d1 ".repeat(23_000) });
    let reply = post(addr, &format!("/api/games/{game}/load"), &huge);
    assert_eq!(reply.status, 413, "{}", reply.text);
    assert!(
        reply.error().contains("over this server's limit of 64 KiB"),
        "{}",
        reply.text
    );
    let long = json!({ "moves": "d1 ".repeat(2001) });
    for path in [format!("/api/games/{game}/load"), "/api/games".to_string()] {
        let reply = post(addr, &path, &long);
        assert_eq!(reply.status, 400, "{}", reply.text);
        assert!(
            reply
                .error()
                .contains("2001 moves, over this server's limit of 2000"),
            "{}",
            reply.text
        );
    }
    assert_eq!(
        get(addr, &format!("/api/games/{game}")).json["move_list"],
        ""
    );
}

#[test]
fn the_game_view_carries_the_tablebase_verdict_where_the_tables_cover_it() {
    let rules = Rules::preset("three").unwrap();
    let dir = std::env::temp_dir().join(format!("morris-serve-tb-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    build(&rules, 3, &dir, 2, &|_| Box::new(Silent), &mut |_| {}).unwrap();
    let tb = Arc::new(Tablebase::open(&dir, Some(&rules)).unwrap());
    let mut config = Config::baselines();
    config.tablebase = Some(Arc::clone(&tb));
    let server = server_with(config);
    let addr = server.addr();
    // Placement is not covered; once every man is placed the verdict is the tables'.
    let mut view = new_game(addr, &json!({ "rules": "three" }));
    assert!(view.get("verdict").is_none(), "{view}");
    let mut seen = 0;
    for ply in 0..12 {
        if !view["outcome"].is_null() {
            break;
        }
        let options = legal(&view);
        let token = options[ply * 7 % options.len()].clone();
        view = super::play(addr, &id(&view), &token);
        let game = Game::from_tokens(Arc::new(rules.clone()), view["move_list"].as_str().unwrap())
            .unwrap();
        let expected = if game.is_over() {
            None
        } else {
            tb.probe(game.position())
        };
        match expected {
            None => assert!(view.get("verdict").is_none(), "{view}"),
            Some(probed) => {
                seen += 1;
                let result = match probed.rules {
                    Wdl::Win => "win",
                    Wdl::Loss => "loss",
                    _ => "draw",
                };
                assert_eq!(view["verdict"]["result"], result, "{view}");
                if result == "draw" {
                    assert!(view["verdict"].get("distance").is_none());
                } else {
                    assert_eq!(
                        view["verdict"]["distance"],
                        u64::from(probed.rules_pass.dtc)
                    );
                }
            }
        }
    }
    assert!(seen > 0, "no covered position was reached");
    // Other rules: no verdict.
    let view = new_game(addr, &json!({ "moves": "d1" }));
    assert!(view.get("verdict").is_none(), "{view}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn serve_listens_beyond_localhost_only_when_told_and_says_so() {
    let local = ChildServer::start("local", &["--player", "alphabeta:depth=4"]);
    assert!(local.said.is_empty(), "{:?}", local.said);
    let info = get(local.addr, "/api/info").json;
    assert_eq!(
        info["players"],
        json!(["alphabeta:depth=4", "random", "greedy", "mcts"])
    );
    let open = ChildServer::start("open", &["--host", "0.0.0.0", "--player", "random"]);
    assert!(
        open.said.iter().any(|l| l.contains("warning: listening on 0.0.0.0")
            && l.contains("no authentication")),
        "{:?}",
        open.said
    );
    assert_eq!(get(open.addr, "/api/info").status, 200);
    // An offered spec over the limits is refused at start.
    let dir = Workdir::empty("refused");
    let out = Command::new(env!("CARGO_BIN_EXE_morris"))
        .args(["serve", "--port", "0", "--player", "mcts:sims=9000"])
        .current_dir(&dir.0)
        .output()
        .unwrap();
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("--max-sims"), "{stderr}");
}

/// With no --player, `morris serve` offers what it finds in its working directory: the
/// shipped model (models/cpu-2h) first, the page's default opponent, with
/// tb=tablebases/standard where that directory holds tables (as after `scripts/run.sh`);
/// without models/, the baselines, saying why. Each case sets up its own directory.
#[test]
fn serve_offers_the_shipped_model_with_the_tables_of_its_directory() {
    let baselines = ["random", "greedy", "alphabeta:depth=4", "mcts"];
    // The shipped model and tables of the standard rules (3 men a side: enough to be found).
    let dir = Workdir::with_models("tables");
    let rules = Rules::preset("standard").unwrap();
    let tables = dir.0.join("tablebases/standard");
    build(&rules, 3, &tables, 2, &|_| Box::new(Silent), &mut |_| {}).unwrap();
    let server = ChildServer::start_in(dir, &[]);
    assert!(server.said.is_empty(), "{:?}", server.said);
    let info = get(server.addr, "/api/info").json;
    let mut expected = vec!["neural:model=models/cpu-2h,tb=tablebases/standard"];
    expected.extend(baselines);
    assert_eq!(info["players"], json!(expected), "{info}");
    // The spec is accepted as offered.
    let game = new_game(
        server.addr,
        &json!({ "black": "neural:model=models/cpu-2h,tb=tablebases/standard" }),
    );
    assert_eq!(
        game["black"],
        "neural:model=models/cpu-2h,tb=tablebases/standard"
    );
    drop(server);
    // Neither the model nor tables: the baselines only, and a line that says why.
    let server = ChildServer::start_in(Workdir::empty("bare"), &[]);
    assert!(
        server
            .said
            .iter()
            .any(|l| l.contains("the shipped model is not offered")),
        "{:?}",
        server.said
    );
    assert_eq!(
        get(server.addr, "/api/info").json["players"],
        json!(baselines)
    );
}
