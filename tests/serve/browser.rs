//! The page in a real headless browser: Chromium driven over `WebDriver` (chromedriver, spoken
//! to with the plain HTTP client in `http`). It opens the page, plays White by clicks against
//! alphabeta:depth=4 to the end of the game, checks the result the page shows against the
//! API, and saves screenshots (one in progress, one at the end) under the target directory.
//! Where Chromium or chromedriver is not installed it says so loudly and skips; scripts/test.sh
//! installs them where it can.

use super::http::{Reply, get, request};
use super::server_with;
use morris_zero::serve::Config;
use serde_json::{Value, json};
use std::net::{SocketAddr, TcpListener};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The first of `names` found on PATH.
fn on_path(names: &[&str]) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    names.iter().find_map(|name| {
        std::env::split_paths(&path)
            .map(|dir| dir.join(name))
            .find(|p| p.is_file())
    })
}

/// chromedriver, stopped when dropped.
struct Driver {
    child: Child,
    addr: SocketAddr,
    session: String,
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = request(
            self.addr,
            "DELETE",
            &format!("/session/{}", self.session),
            None,
        );
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Driver {
    fn start(driver: &Path, browser: &Path) -> Driver {
        let port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let child = Command::new(driver)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver starts");
        let addr = SocketAddr::from(([127, 0, 0, 1], port));
        let mut driver = Driver {
            child,
            addr,
            session: String::new(),
        };
        let deadline = Instant::now() + Duration::from_secs(20);
        while std::net::TcpStream::connect(addr).is_err()
            || get(addr, "/status").json["value"]["ready"] != true
        {
            assert!(Instant::now() < deadline, "chromedriver never became ready");
            std::thread::sleep(Duration::from_millis(100));
        }
        let capabilities = json!({ "capabilities": { "alwaysMatch": {
            "browserName": "chrome",
            "goog:chromeOptions": {
                "binary": browser.to_string_lossy(),
                "args": ["--headless=new", "--no-sandbox", "--disable-gpu",
                         "--disable-dev-shm-usage", "--window-size=1180,820"],
            },
        }}});
        let reply = request(addr, "POST", "/session", Some(&capabilities.to_string()));
        assert_eq!(reply.status, 200, "no browser session: {}", reply.text);
        driver.session = reply.json["value"]["sessionId"]
            .as_str()
            .unwrap()
            .to_string();
        driver
    }

    fn call(&self, method: &str, path: &str, body: &Value) -> Value {
        let path = format!("/session/{}{path}", self.session);
        let body = body.to_string();
        let reply: Reply = request(
            self.addr,
            method,
            &path,
            (method == "POST").then_some(&body[..]),
        );
        assert_eq!(reply.status, 200, "{method} {path}: {}", reply.text);
        reply.json["value"].clone()
    }

    fn script(&self, script: &str) -> Value {
        self.call(
            "POST",
            "/execute/sync",
            &json!({ "script": script, "args": [] }),
        )
    }

    /// The first element matching a CSS selector, if any.
    fn find(&self, selector: &str) -> Option<String> {
        let found = self.call(
            "POST",
            "/elements",
            &json!({ "using": "css selector", "value": selector }),
        );
        found.as_array()?.first().map(|e| {
            e.as_object()
                .unwrap()
                .values()
                .next()
                .unwrap()
                .as_str()
                .unwrap()
                .to_string()
        })
    }

    fn click(&self, element: &str) {
        self.call("POST", &format!("/element/{element}/click"), &json!({}));
    }

    fn screenshot(&self, path: &Path) {
        let data = self.call("GET", "/screenshot", &Value::Null);
        let png = base64_decode(data.as_str().unwrap());
        assert!(png.starts_with(b"\x89PNG"), "a PNG screenshot");
        std::fs::write(path, png).unwrap();
        eprintln!("serve: screenshot {}", path.display());
    }

    /// The page's state (`human`, `engine`, `over`, `loading`) and the number of moves it
    /// shows, once it waits for the person or the game is over, with more than `after` moves.
    fn settled(&self, after: Option<u64>, deadline: Instant) -> (String, u64) {
        loop {
            let now = self.script(
                "return [document.body.dataset.state, document.body.dataset.plies || '0'];",
            );
            let state = now[0].as_str().unwrap_or("").to_string();
            let plies: u64 = now[1].as_str().unwrap_or("0").parse().unwrap_or(0);
            if (state == "human" || state == "over") && after.is_none_or(|a| plies > a) {
                return (state, plies);
            }
            assert!(
                Instant::now() < deadline,
                "the page got stuck in state {state} at {plies} plies"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

fn base64_decode(text: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        b'/' => 63,
        _ => panic!("not base64: {c}"),
    };
    let digits: Vec<u8> = text
        .bytes()
        .filter(|&c| c != b'=' && !c.is_ascii_whitespace())
        .map(value)
        .collect();
    let mut out = Vec::with_capacity(digits.len() * 3 / 4);
    for chunk in digits.chunks(4) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &d)| n | u32::from(d) << (18 - 6 * i));
        out.extend_from_slice(&n.to_be_bytes()[1..chunk.len()]);
    }
    out
}

#[test]
fn a_person_plays_a_whole_game_by_clicks_in_a_headless_browser() {
    let (Some(driver), Some(browser)) = (
        on_path(&["chromedriver"]),
        on_path(&["chromium", "chromium-browser", "google-chrome"]),
    ) else {
        eprintln!(
            "\n************************************************************************\n\
             SKIPPED: the browser test needs chromium and chromedriver on PATH and they\n\
             are not installed (scripts/test.sh installs them with apt-get where it can:\n\
             apt-get install -y chromium chromium-driver).\n\
             ************************************************************************\n"
        );
        return;
    };
    // The page's default opponent is the first player offered.
    let mut config = Config::baselines();
    config.offer.players.rotate_left(2);
    assert_eq!(config.offer.players[0], "alphabeta:depth=4");
    let server = server_with(config);
    let driver = Driver::start(&driver, &browser);
    driver.call(
        "POST",
        "/url",
        &json!({ "url": format!("http://{}/", server.addr()) }),
    );
    let deadline = Instant::now() + Duration::from_secs(180);
    // The page opens on a new game: White a person, Black alphabeta:depth=4.
    let (mut state, mut plies) = driver.settled(None, deadline);
    let out = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("serve-browser");
    std::fs::create_dir_all(&out).unwrap();
    let mut decisions = 0;
    while state != "over" {
        let before = plies;
        let first = driver
            .find("#board .clickable")
            .expect("a clickable point on the person's turn");
        driver.click(&first);
        if let Some(target) = driver.find("#board .target") {
            driver.click(&target);
        }
        decisions += 1;
        (state, plies) = driver.settled(Some(before), deadline);
        if decisions == 6 {
            driver.screenshot(&out.join("in-progress.png"));
        }
    }
    let status = driver.script("return document.getElementById('status').textContent;");
    let status = status.as_str().unwrap();
    let game_id = driver.script("return document.body.dataset.game;");
    let view = get(
        server.addr(),
        &format!("/api/games/{}", game_id.as_str().unwrap()),
    )
    .json;
    let outcome = &view["outcome"];
    let expected = match outcome["result"].as_str().unwrap() {
        "draw" => format!("Draw: {}", outcome["reason"].as_str().unwrap()),
        winner => format!(
            "{}{} wins: {}",
            winner[..1].to_uppercase(),
            &winner[1..],
            outcome["reason"].as_str().unwrap()
        ),
    };
    assert_eq!(status, expected);
    assert_eq!(view["moves"].as_array().unwrap().len() as u64, plies);
    assert_eq!(view["white"], "human");
    driver.screenshot(&out.join("final.png"));
    eprintln!("serve: the browser played {decisions} decisions by clicks; {status}");
}
