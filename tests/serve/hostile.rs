//! The server under hostile clients, over loopback, each answer checked: malformed, oversized
//! and slow requests, bad methods, paths, hosts and origins, games that are another's and ids
//! guessed, specs over the limits (a time-only spec among them), the memory budget with 64
//! games, a flood of 2,000 idle connections during which normal requests are timed, and
//! searches whose clients hang up with bytes still in the pipe. Every server is a `morris
//! serve` child process in a temporary directory, whose CPU and memory /proc gives: both
//! must come back once the clients are gone. Bounded in count and time (about 20 s on 2
//! cores), it stops by itself; the figures go to standard error (`--nocapture`).

use super::http::{get, post, request, request_with, secret_of};
use super::{id, new_game};
use serde_json::{Value, json};
use socket2::{Domain, Socket, Type};
use std::fmt::Write as _;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{Ipv4Addr, SocketAddr, TcpStream};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};

/// One hostile test at a time: they load the machine, and the flood's timings are its own.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

/// A `morris serve` child in a fresh temporary directory (removed, and the child killed,
/// when dropped).
struct ChildServer {
    child: Child,
    addr: SocketAddr,
    dir: PathBuf,
}

impl ChildServer {
    /// `morris serve --port 0 --player random ARGS` in an empty directory named after
    /// `name`; waits for its address line.
    fn start(name: &str, args: &[&str]) -> ChildServer {
        let dir =
            std::env::temp_dir().join(format!("morris-hostile-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let mut child = Command::new(env!("CARGO_BIN_EXE_morris"))
            .args(["serve", "--port", "0", "--player", "random"])
            .args(args)
            .current_dir(&dir)
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("morris serve starts");
        let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
        let addr = loop {
            let line = lines.next().expect("an address line").unwrap();
            if let Some(rest) = line.strip_prefix("morris serve: open http://") {
                break rest.split('/').next().unwrap().parse().unwrap();
            }
        };
        std::thread::spawn(move || for _ in lines {});
        ChildServer { child, addr, dir }
    }

    /// A field of /proc/PID/status, in kB.
    fn status_kb(&self, field: &str) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).unwrap();
        status
            .lines()
            .find_map(|l| l.strip_prefix(field))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
            .unwrap()
    }

    /// Its resident memory in MiB.
    fn rss_mib(&self) -> f64 {
        self.status_kb("VmRSS:") as f64 / 1024.0
    }

    /// The CPU time it used (user and system; /proc/PID/stat's fields 14 and 15, in ticks
    /// of 10 ms).
    fn cpu(&self) -> Duration {
        let stat = std::fs::read_to_string(format!("/proc/{}/stat", self.child.id())).unwrap();
        let fields: Vec<&str> = stat[stat.rfind(')').unwrap() + 2..]
            .split_whitespace()
            .collect();
        let ticks: u64 = fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap();
        Duration::from_millis(ticks * 10)
    }

    /// Asserts that it is idle: over 0.5 s, 1 s from now, it uses under 0.1 s of CPU.
    fn assert_goes_idle(&self, what: &str) {
        std::thread::sleep(Duration::from_secs(1));
        let before = self.cpu();
        std::thread::sleep(Duration::from_millis(500));
        let used = self.cpu().saturating_sub(before);
        eprintln!("serve hostile: {what}: {used:?} of CPU over 0.5 s, 1 s after");
        assert!(
            used < Duration::from_millis(100),
            "{what}: {used:?} of CPU in 0.5 s"
        );
    }
}

impl Drop for ChildServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// What came back on a raw connection.
#[derive(Debug)]
struct Answer {
    /// 0 where nothing came back.
    status: u16,
    head: String,
    json: Value,
    /// From the last byte sent to the answer (or to the close).
    took: Duration,
    /// Whether the server closed the connection.
    closed: bool,
}

impl Answer {
    fn error(&self) -> &str {
        self.json["error"].as_str().unwrap_or("")
    }
}

/// Reads one answer (by its Content-Length) or until the server closes, within `wait`.
fn read_answer(stream: &mut TcpStream, wait: Duration) -> Answer {
    let start = Instant::now();
    stream.set_read_timeout(Some(wait)).unwrap();
    let mut raw = Vec::new();
    let mut buf = [0u8; 16384];
    let mut closed = false;
    while !complete(&raw) {
        match stream.read(&mut buf) {
            Ok(0) | Err(_) => {
                closed = true;
                break;
            }
            Ok(n) => raw.extend_from_slice(&buf[..n]),
        }
    }
    let text = String::from_utf8_lossy(&raw).to_string();
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    Answer {
        status: head
            .split_whitespace()
            .nth(1)
            .and_then(|s| s.parse().ok())
            .unwrap_or(0),
        head: head.to_string(),
        json: serde_json::from_str(body).unwrap_or(Value::Null),
        took: start.elapsed(),
        closed,
    }
}

/// Whether `raw` holds a whole answer.
fn complete(raw: &[u8]) -> bool {
    let Some(split) = raw.windows(4).position(|w| w == b"\r\n\r\n") else {
        return false;
    };
    let head = String::from_utf8_lossy(&raw[..split]).to_ascii_lowercase();
    head.lines()
        .find_map(|l| l.strip_prefix("content-length:"))
        .and_then(|v| v.trim().parse::<usize>().ok())
        .is_some_and(|n| raw.len() - split - 4 >= n)
}

/// Sends `bytes` on a fresh connection and reads the answer.
fn exchange(addr: SocketAddr, bytes: &[u8], wait: Duration) -> Answer {
    let mut stream = TcpStream::connect(addr).unwrap();
    let _ = stream.write_all(bytes);
    read_answer(&mut stream, wait)
}

/// A connection to `addr` from the loopback address `source`.
fn connect_from(source: Ipv4Addr, addr: SocketAddr) -> std::io::Result<TcpStream> {
    let socket = Socket::new(Domain::IPV4, Type::STREAM, None)?;
    socket.bind(&SocketAddr::from((source, 0)).into())?;
    socket.connect(&addr.into())?;
    Ok(socket.into())
}

/// One hostile request, its answer's status and what its error says.
struct Case {
    what: String,
    raw: Vec<u8>,
    status: u16,
    says: String,
}

/// A request from its parts, with `Connection: close`.
fn req(method: &str, target: &str, headers: &str, body: &str) -> Vec<u8> {
    format!(
        "{method} {target} HTTP/1.1\r\n{headers}Connection: close\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .into_bytes()
}

/// Hostile requests, one a line: `METHOD TARGET STATUS | HEADERS | BODY | WHAT THE ERROR
/// SAYS`, headers separated by `;`. `GAME` and `SECRET` stand for a game and its secret,
/// `OTHER` for another's game; each request is sent with `Host: ADDRESS` (unless it names a
/// Host, or `no-host`) and `Connection: close`.
const HOSTILE: &str = r#"
BREW /api/info 405 | | | does not take that method
DELETE /api/info 405 | | | does not take that method
PUT /api/games/GAME/move 405 | Authorization: Bearer SECRET | {} | does not take that method
GET /api/nothing 404 | | | no such page
GET /../../etc/passwd 404 | | | no such page
GET /api/games/%FF 400 | | | the game id in the path
POST /api/games/%FF/move 400 | Authorization: Bearer SECRET | {} | the game id in the path
GET /api/games/%2e%2e%2fetc 404 | | | no game '../etc'
POST /api/games/GAME/move 400 | Authorization: Bearer SECRET | {not json | request body
POST /api/games/GAME/move 400 | Authorization: Bearer SECRET | [1, 2] | request body
GET /api/info 400 | no-host | | no Host header
GET /api/info 403 | Host: evil.example | | does not answer to the name 'evil.example'
GET / 403 | Host: 127.0.0.1.evil.example:8080 | | does not answer to the name
GET http://evil.example/api/info 403 | | | does not answer to the name 'evil.example'
POST /api/games 403 | Origin: http://evil.example | {} | another site
DELETE /api/games/GAME 403 | Authorization: Bearer SECRET; Origin: http://evil.example | | another site
POST /api/games 403 | Origin: null | {} | another site
POST /api/games/GAME/move 401 | | {"move": "d1"} | needs its secret
POST /api/games/GAME/move 403 | Authorization: Bearer 00000000000000000000000000000000 | {"move": "d1"} | not its secret
POST /api/games/OTHER/engine 403 | Authorization: Bearer SECRET | | not its secret
DELETE /api/games/OTHER 403 | Authorization: Bearer SECRET | | not its secret
POST /api/games/GAME/undo 401 | | {} | needs its secret
POST /api/games/GAME/load 401 | Authorization: Basic SECRET | {"moves": ""} | needs its secret
DELETE /api/games/g1 404 | Authorization: Bearer SECRET | | no game 'g1'
GET /api/games/ffffffffffffffffffffffffffffffff 404 | | | no game
POST /api/games 400 | | {"black": "mcts:sims=1000000000"} | --max-sims
POST /api/games 400 | | {"black": "alphabeta:depth=40"} | --max-depth
POST /api/games 400 | | {"black": "alphabeta:time=600000"} | --max-move-ms
POST /api/games 400 | | {"black": "alphabeta:nodes=90000000"} | --max-sims
POST /api/games 400 | | {"black": "alphabeta:tt_mb=16384"} | tt_mb=16384
POST /api/games 400 | | {"black": "tablebase:dir=/tmp,fallback=alphabeta:depth=40"} | not offered
POST /api/games 400 | | {"black": "neural:model=/etc/passwd"} | not offered
"#;

/// The requests of `HOSTILE` against the server at `host`, a game (`game`, `secret`) and
/// another's (`other`).
fn listed_cases(host: &str, game: &str, secret: &str, other: &str) -> Vec<Case> {
    let fill = |text: &str| {
        text.replace("OTHER", other)
            .replace("GAME", game)
            .replace("SECRET", secret)
    };
    HOSTILE
        .lines()
        .filter(|l| !l.is_empty())
        .map(|line| {
            let fields: Vec<&str> = line.split('|').map(str::trim).collect();
            let [call, headers, body, says] = fields[..] else {
                panic!("a bad line: {line}");
            };
            let [method, target, status] = call.split(' ').collect::<Vec<_>>()[..] else {
                panic!("a bad line: {line}");
            };
            let mut head = String::new();
            if !headers.contains("Host:") && headers != "no-host" {
                let _ = write!(head, "Host: {host}\r\n");
            }
            for header in headers.split("; ").filter(|h| h.contains(':')) {
                let _ = write!(head, "{}\r\n", fill(header));
            }
            Case {
                what: line.to_string(),
                raw: req(method, &fill(target), &head, body),
                status: status.parse().unwrap(),
                says: says.to_string(),
            }
        })
        .collect()
}

/// Requests hyper cannot parse or will not read, against the server at `host`.
fn malformed_cases(host: &str) -> Vec<Case> {
    let h = format!("Host: {host}\r\n");
    let many = (0..150).fold(String::new(), |mut m, i| {
        let _ = write!(m, "X-{i}: 1\r\n");
        m
    });
    let (big, long, spaces) = ("a".repeat(20_000), "a".repeat(70_000), " ".repeat(70_000));
    let post = format!("POST /api/games HTTP/1.1\r\n{h}");
    let c = |what: &str, raw: String, status, says: &str| Case {
        what: what.to_string(),
        raw: raw.into_bytes(),
        status,
        says: says.to_string(),
    };
    let (over, bad) = ("head is over", "malformed");
    vec![
        c(
            "a 20 KB header",
            format!("GET / HTTP/1.1\r\n{h}X: {big}\r\n\r\n"),
            431,
            over,
        ),
        c(
            "150 headers",
            format!("GET / HTTP/1.1\r\n{h}{many}\r\n"),
            431,
            over,
        ),
        c(
            "a 70 KB target",
            format!("GET /{long} HTTP/1.1\r\n{h}\r\n"),
            431,
            over,
        ),
        c(
            "a bad method token",
            format!("G@T / HTTP/1.1\r\n{h}\r\n"),
            400,
            bad,
        ),
        c(
            "a bad version",
            format!("GET / HTTP/9.9\r\n{h}\r\n"),
            400,
            bad,
        ),
        c("garbage", "\u{1}\u{2} garbage\r\n\r\n".into(), 400, bad),
        c(
            "an HTTP/2 preface",
            "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".into(),
            400,
            "HTTP/1.1 only",
        ),
        c(
            "a negative length",
            format!("{post}Content-Length: -5\r\n\r\n"),
            400,
            bad,
        ),
        c(
            "two lengths",
            format!("{post}Content-Length: 2\r\nContent-Length: 3\r\n\r\n"),
            400,
            bad,
        ),
        c(
            "a 70 KB body",
            format!("{post}Content-Length: 70000\r\n\r\n{spaces}"),
            413,
            "64 KiB",
        ),
    ]
}

#[test]
fn hostile_requests_are_answered_with_json_and_change_nothing() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(PoisonError::into_inner);
    let server = ChildServer::start("requests", &["--header-timeout-ms", "2000"]);
    let addr = server.addr;
    let game = new_game(addr, &json!({ "black": "random", "moves": "d1 a1" }));
    let other = id(&new_game(addr, &json!({ "black": "random" })));
    let game = id(&game);
    let secret = secret_of(&game).unwrap();
    let before = get(addr, &format!("/api/games/{game}")).text;
    let mut list = listed_cases(&addr.to_string(), &game, &secret, &other);
    list.extend(malformed_cases(&addr.to_string()));
    for case in &list {
        let answer = exchange(addr, &case.raw, Duration::from_secs(5));
        assert_eq!(answer.status, case.status, "{}: {answer:?}", case.what);
        assert!(
            answer
                .head
                .to_ascii_lowercase()
                .contains("content-type: application/json"),
            "{}: {}",
            case.what,
            answer.head
        );
        assert!(
            answer.error().contains(&case.says),
            "{}: {answer:?}",
            case.what
        );
    }
    // Watching another's game is open to anyone with its id, on purpose; nothing changed.
    assert_eq!(get(addr, &format!("/api/games/{other}")).status, 200);
    assert_eq!(get(addr, &format!("/api/games/{game}")).text, before);
    assert!(!before.contains(&secret), "a view never shows the secret");
    eprintln!(
        "serve hostile: {} hostile requests answered as expected, in JSON",
        list.len()
    );
    server.assert_goes_idle("after the hostile requests");
}

/// Sends `first`, then, where given, `drip` every so many milliseconds until 4 s pass or the
/// server closes, on one connection; the answer.
fn trickle(addr: SocketAddr, first: &[u8], drip: Option<(&'static [u8], u64)>) -> Answer {
    let mut stream = TcpStream::connect(addr).unwrap();
    stream.write_all(first).unwrap();
    if let Some((drip, every)) = drip {
        let mut writer = stream.try_clone().unwrap();
        std::thread::spawn(move || {
            let stop = Instant::now() + Duration::from_secs(4);
            while Instant::now() < stop && writer.write_all(drip).is_ok() {
                std::thread::sleep(Duration::from_millis(every));
            }
        });
    }
    read_answer(&mut stream, Duration::from_secs(5))
}

/// A slow client: what it does, its answer to come, the status it must get (0: closed
/// without an answer).
type Slow = (&'static str, std::thread::JoinHandle<Answer>, u16);

/// Five slow or silent clients at once, each on a thread of its own.
fn slow_clients(addr: SocketAddr) -> Vec<Slow> {
    let host = format!("Host: {addr}\r\n");
    let head = format!("POST /api/games HTTP/1.1\r\n{host}Content-Length: 100\r\n\r\n");
    let get = "GET /api/info HTTP/1.1\r\n".to_string();
    let header: &'static [u8] = b"X-Slow: 1\r\n";
    [
        ("a head never finished", format!("{get}{host}"), None, 408),
        (
            "a head sent a header every 150 ms",
            get,
            Some((header, 150)),
            408,
        ),
        ("a silent connection", String::new(), None, 0),
        (
            "a body short of its Content-Length",
            format!("{head}{{\"black\""),
            None,
            408,
        ),
        (
            "a body sent a byte every 100 ms",
            head,
            Some((&b" "[..], 100)),
            408,
        ),
    ]
    .into_iter()
    .map(|(what, first, drip, status)| {
        let client = std::thread::spawn(move || trickle(addr, first.as_bytes(), drip));
        (what, client, status)
    })
    .collect()
}

#[test]
fn slow_and_silent_clients_time_out() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(PoisonError::into_inner);
    let server = ChildServer::start(
        "slow",
        &["--header-timeout-ms", "600", "--body-timeout-ms", "600"],
    );
    let addr = server.addr;
    let host = format!("Host: {addr}\r\n");
    let slow = slow_clients(addr);
    for (what, answer, status) in slow {
        let answer = answer.join().unwrap();
        assert_eq!(answer.status, status, "{what}: {answer:?}");
        assert!(answer.closed || status == 408, "{what}: {answer:?}");
        assert!(
            (Duration::from_millis(500)..Duration::from_secs(3)).contains(&answer.took),
            "{what}: after {:?}",
            answer.took
        );
        if status != 0 {
            assert!(
                answer.error().contains("did not arrive"),
                "{what}: {answer:?}"
            );
        }
    }
    // A kept-alive connection left idle after its answer is closed at the header timeout.
    let mut stream = TcpStream::connect(addr).unwrap();
    write!(stream, "GET /api/info HTTP/1.1\r\n{host}\r\n").unwrap();
    assert_eq!(read_answer(&mut stream, Duration::from_secs(5)).status, 200);
    let idle = read_answer(&mut stream, Duration::from_secs(5));
    assert!(idle.closed && idle.status == 0, "{idle:?}");
    assert!(
        idle.took < Duration::from_secs(3),
        "idle for {:?}",
        idle.took
    );
    eprintln!(
        "serve hostile: 5 slow or silent clients answered 408 or closed at the 600 ms timeouts; an idle kept-alive connection closed after {:?}",
        idle.took
    );
    server.assert_goes_idle("after the slow clients");
}

/// Opens `count` idle connections from 127.0.0.2, 127.0.0.3, ... (`per_address` each), half
/// of them having sent the start of a head.
fn flood(addr: SocketAddr, count: usize, per_address: usize) -> Vec<TcpStream> {
    (0..count)
        .map(|i| {
            let source = Ipv4Addr::new(127, 0, 0, 2 + (i / per_address) as u8);
            let mut stream = connect_from(source, addr).unwrap();
            if i % 2 == 0 {
                let _ = stream.write_all(b"GET /api/info HTTP/1.1\r\n");
            }
            stream
        })
        .collect()
}

/// The latencies of `n` normal requests (a game's view, each on its own connection), sorted.
fn timed_requests(addr: SocketAddr, game: &str, n: usize) -> Vec<Duration> {
    let mut latencies: Vec<Duration> = (0..n)
        .map(|_| {
            let start = Instant::now();
            assert_eq!(get(addr, &format!("/api/games/{game}")).status, 200);
            start.elapsed()
        })
        .collect();
    latencies.sort();
    latencies
}

#[test]
fn a_flood_of_idle_connections_starves_no_one_and_leaves_nothing_behind() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(PoisonError::into_inner);
    let files = morris_zero::serve::process::raise_open_files().unwrap();
    assert!(
        files > 2200,
        "the test needs 2,200 open files; it may open {files}"
    );
    let server = ChildServer::start(
        "flood",
        &["--max-connections", "4096", "--header-timeout-ms", "30000"],
    );
    let addr = server.addr;
    let game = id(&new_game(addr, &json!({ "black": "random" })));
    timed_requests(addr, &game, 20);
    let rss_before = server.rss_mib();
    let start = Instant::now();
    let idle = flood(addr, 2000, 50);
    let opened = start.elapsed();
    let latencies = timed_requests(addr, &game, 100);
    let p99 = latencies[98];
    // One address's cap (64 by default): from 127.0.0.100, the 65th is refused.
    let capped: Vec<TcpStream> = (0..64)
        .map(|_| connect_from(Ipv4Addr::new(127, 0, 0, 100), addr).unwrap())
        .collect();
    let mut refused = connect_from(Ipv4Addr::new(127, 0, 0, 100), addr).unwrap();
    let refusal = read_answer(&mut refused, Duration::from_secs(5));
    let rss_flood = server.rss_mib();
    eprintln!(
        "serve hostile: 2,000 idle connections opened in {opened:.2?}; 100 requests during the flood: p50 {:.2?}, p99 {p99:.2?}, max {:.2?}; server RSS {rss_before:.0} MiB before, {rss_flood:.0} MiB during",
        latencies[49], latencies[99]
    );
    assert!(p99 < Duration::from_millis(100), "p99 {p99:?}");
    assert_eq!(refusal.status, 503, "{refusal:?}");
    assert!(
        refusal.error().contains("your address has 64 connections"),
        "{refusal:?}"
    );
    drop((idle, capped, refused));
    server.assert_goes_idle("after the flood");
    // The connections' buffers are given back within a few seconds.
    let deadline = Instant::now() + Duration::from_secs(4);
    while server.rss_mib() > rss_before + 8.0 && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(100));
    }
    let rss_after = server.rss_mib();
    eprintln!("serve hostile: server RSS {rss_after:.0} MiB after the flood closed");
    assert!(
        rss_after < rss_before + 8.0,
        "{rss_before} MiB before, {rss_after} after"
    );
}

#[test]
fn at_the_connection_cap_the_oldest_idle_connection_makes_room() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(PoisonError::into_inner);
    let server = ChildServer::start("cap", &["--max-connections", "100"]);
    let addr = server.addr;
    let game = id(&new_game(addr, &json!({ "black": "random" })));
    // 200 idle connections: the first 100 are pushed out by the next 100.
    let mut idle = flood(addr, 200, 40);
    let latencies = timed_requests(addr, &game, 50);
    let oldest = read_answer(&mut idle[0], Duration::from_secs(2));
    assert!(oldest.closed && oldest.status == 0, "{oldest:?}");
    eprintln!(
        "serve hostile: at a cap of 100 connections with 200 idle ones opened, 50 requests: p99 {:.2?}; the oldest idle connection was closed",
        latencies[48]
    );
    assert!(latencies[48] < Duration::from_millis(100));
}

#[test]
fn the_memory_budget_holds_64_games_and_refuses_more_with_503() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(PoisonError::into_inner);
    // Every game from this test's one address: its cap raised to the server's.
    let server = ChildServer::start("memory", &["--max-games-per-address", "64"]);
    let addr = server.addr;
    let info = get(addr, "/api/info").json;
    assert_eq!(info["limits"]["max_memory_mb"], 1088, "{info}");
    let rss_empty = server.rss_mib();
    let mut games: Vec<String> = (0..60)
        .map(|i| id(&new_game(addr, &json!({ "black": "alphabeta", "seed": i }))))
        .collect();
    // Two 64 MiB tables do not fit beside 60 games of 16 MiB: 503, and when to retry.
    let big = post(
        addr,
        "/api/games",
        &json!({ "white": "alphabeta:tt_mb=64", "black": "alphabeta:tt_mb=64" }),
    );
    assert_eq!(big.status, 503, "{}", big.text);
    assert!(
        big.error().contains("memory budget of 1088.0 MiB"),
        "{}",
        big.text
    );
    let wait: u64 = big.header("retry-after").unwrap().parse().unwrap();
    assert!((1..=600).contains(&wait), "Retry-After: {wait}");
    games
        .extend((60..64).map(|i| id(&new_game(addr, &json!({ "black": "alphabeta", "seed": i })))));
    let full = post(addr, "/api/games", &json!({ "black": "random" }));
    assert_eq!(full.status, 503, "{}", full.text);
    assert!(full.error().contains("holds 64 games"), "{}", full.text);
    assert!(full.header("retry-after").is_some());
    let rss_full = server.rss_mib();
    // Every game plays on.
    let reply = post(
        addr,
        &format!("/api/games/{}/move", games[63]),
        &json!({"move": "d1"}),
    );
    assert_eq!(reply.status, 200, "{}", reply.text);
    for game in &games {
        assert_eq!(
            request(addr, "DELETE", &format!("/api/games/{game}"), None).status,
            204
        );
    }
    server.assert_goes_idle("after 64 games were deleted");
    let rss_after = server.rss_mib();
    eprintln!(
        "serve hostile: server RSS {rss_empty:.0} MiB with no game, {rss_full:.0} MiB with 64 games at the budget (1,088 MiB: 64 x alphabeta's 16 MiB table), {rss_after:.0} MiB once they were deleted"
    );
    assert!(rss_full < rss_empty + 1088.0 + 64.0, "{rss_full} MiB");
    assert!(rss_after < rss_empty + 64.0, "{rss_after} MiB after");
}

/// One client address holds at most `--max-games-per-address` games (503 beyond, saying
/// so); another address is not held back.
#[test]
fn one_address_holds_at_most_its_games_and_others_are_not_held_back() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(PoisonError::into_inner);
    let server = ChildServer::start("per-address", &["--max-games-per-address", "2"]);
    let addr = server.addr;
    let info = get(addr, "/api/info").json;
    assert_eq!(info["limits"]["max_games_per_address"], 2, "{info}");
    let create = |source: Ipv4Addr| {
        let mut stream = connect_from(source, addr).unwrap();
        let raw = req("POST", "/api/games", &format!("Host: {addr}\r\n"), "{}");
        stream.write_all(&raw).unwrap();
        read_answer(&mut stream, Duration::from_secs(10))
    };
    let home = Ipv4Addr::LOCALHOST;
    for _ in 0..2 {
        assert_eq!(create(home).status, 201);
    }
    let refused = create(home);
    assert_eq!(refused.status, 503, "{}", refused.head);
    assert!(
        refused.error().contains("127.0.0.1 holds 2 games")
            && refused.error().contains("--max-games-per-address"),
        "{}",
        refused.error()
    );
    assert!(refused.head.to_ascii_lowercase().contains("retry-after"));
    assert_eq!(create(Ipv4Addr::new(127, 0, 0, 2)).status, 201);
}

/// Asks for the move of `game`'s slow player on a raw connection, followed by `extra`, and
/// hangs up once the search runs; the search must stop and play nothing.
fn hang_up_during_search(server: &ChildServer, game: &str, extra: &[u8], what: &str) {
    let addr = server.addr;
    let secret = secret_of(game).unwrap();
    let mut stream = TcpStream::connect(addr).unwrap();
    let mut raw = format!(
        "POST /api/games/{game}/engine HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Bearer {secret}\r\nContent-Length: 0\r\n\r\n"
    )
    .into_bytes();
    raw.extend_from_slice(extra);
    stream.write_all(&raw).unwrap();
    let deadline = Instant::now() + Duration::from_secs(10);
    while get(addr, &format!("/api/games/{game}")).json["thinking"] != true {
        assert!(Instant::now() < deadline, "the search never started");
        std::thread::sleep(Duration::from_millis(20));
    }
    std::thread::sleep(Duration::from_millis(300));
    drop(stream);
    server.assert_goes_idle(what);
    let view = get(addr, &format!("/api/games/{game}")).json;
    assert_eq!(view["thinking"], false, "{what}: {view}");
    assert_eq!(
        view["move_list"], "",
        "{what}: the cancelled move was played"
    );
}

#[test]
fn a_search_stops_when_its_client_hangs_up_with_bytes_still_in_the_pipe() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(PoisonError::into_inner);
    let server = ChildServer::start(
        "hang-up",
        &["--max-sims", "100000000", "--max-move-ms", "60000"],
    );
    let game = id(&new_game(
        server.addr,
        &json!({ "white": "mcts:sims=100000000" }),
    ));
    hang_up_during_search(&server, &game, b"\r\n", "a hang-up after a trailing CRLF");
    let pipelined = format!("GET /api/info HTTP/1.1\r\nHost: {}\r\n\r\n", server.addr);
    hang_up_during_search(
        &server,
        &game,
        pipelined.as_bytes(),
        "a hang-up after a pipelined request",
    );
}

#[test]
fn limits_hold_whatever_a_spec_names() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(PoisonError::into_inner);
    let server = ChildServer::start("limits", &["--max-depth", "3", "--max-move-ms", "3000"]);
    let addr = server.addr;
    // Three men's morris: a small tree that a time-only search would deepen to depth 64
    // within its time.
    for spec in [
        "alphabeta:time=2000",
        "alphabeta:nodes=4000",
        "alphabeta:time=2000,tt_mb=1",
    ] {
        let game = id(&new_game(addr, &json!({ "rules": "three", "white": spec })));
        let reply = post(addr, &format!("/api/games/{game}/engine"), &Value::Null);
        assert_eq!(reply.status, 200, "{spec}: {}", reply.text);
        let analysis = &reply.json["last_engine_move"]["analysis"];
        let depth = analysis["depth"].as_u64().unwrap();
        assert!(
            depth <= 3,
            "{spec} searched to depth {depth} under --max-depth 3"
        );
        eprintln!(
            "serve hostile: {spec} under --max-depth 3: depth {depth}, {} nodes, {:.3} ms",
            analysis["nodes"],
            reply.json["last_engine_move"]["search_ms"]
                .as_f64()
                .unwrap_or(f64::NAN)
        );
    }
    // The default depth of alpha-beta (4) is over it too: the spec built searches 3.
    let game = id(&new_game(addr, &json!({ "white": "alphabeta" })));
    let reply = post(addr, &format!("/api/games/{game}/engine"), &Value::Null);
    assert_eq!(
        reply.json["last_engine_move"]["analysis"]["depth"], 3,
        "{}",
        reply.text
    );
    // Named depths over the limit are refused; the game shows the spec as written.
    assert_eq!(reply.json["white"], "alphabeta");
    let refused = request_with(
        addr,
        "POST",
        "/api/games",
        Some(r#"{"white": "alphabeta:depth=4"}"#),
        &[],
    );
    assert_eq!(refused.status, 400, "{}", refused.text);
}
