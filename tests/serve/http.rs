//! A minimal HTTP/1.1 client over a TCP stream (one request per connection), for the API and
//! for chromedriver's `WebDriver` endpoint, so the tests need no HTTP crate of their own.
//!
//! Like the page, it keeps the secret of each game it creates (from the creation's answer)
//! and sends it with every change to that game (`Authorization: Bearer`), so that tests
//! read as the API's calls; `request_with` sends only the headers it is given.

use serde_json::Value;
use std::collections::HashMap;
use std::fmt::Write as _;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::{LazyLock, Mutex};
use std::time::Duration;

/// The secrets of the games created through this client, by game id.
static SECRETS: LazyLock<Mutex<HashMap<String, String>>> = LazyLock::new(Mutex::default);

/// The secret of a game created through this client.
pub fn secret_of(game: &str) -> Option<String> {
    SECRETS.lock().unwrap().get(game).cloned()
}

/// Keeps the secret of a game's creation answer.
fn remember(reply: &Value) {
    if let (Some(id), Some(secret)) = (reply["id"].as_str(), reply["secret"].as_str()) {
        SECRETS
            .lock()
            .unwrap()
            .insert(id.to_string(), secret.to_string());
    }
}

/// The game a call to change it names (`/api/games/ID...`, any method but GET), if any.
fn changed_game<'a>(method: &str, path: &'a str) -> Option<&'a str> {
    if method == "GET" {
        return None;
    }
    let rest = path.strip_prefix("/api/games/")?;
    rest.split(['/', '?']).next().filter(|id| !id.is_empty())
}

/// A response: its status and its body, parsed as JSON where it is JSON (else `Null`).
pub struct Reply {
    pub status: u16,
    /// The status line and the headers.
    pub head: String,
    pub text: String,
    pub json: Value,
}

impl Reply {
    /// The `error` field of an error answer.
    pub fn error(&self) -> &str {
        self.json["error"].as_str().unwrap_or("")
    }

    /// A header's value (the name in lower case), if sent.
    pub fn header(&self, name: &str) -> Option<String> {
        self.head.lines().find_map(|line| {
            let (key, value) = line.split_once(':')?;
            (key.trim().eq_ignore_ascii_case(name)).then(|| value.trim().to_string())
        })
    }
}

/// Sends one request; `body` is sent as JSON, with the secret of the game it changes where
/// this client created it. The body is read by its `Content-Length` or its chunks
/// (chromedriver keeps connections open whatever the request asks); a server that stays
/// silent for a minute fails the test instead of hanging it.
pub fn request(addr: SocketAddr, method: &str, path: &str, body: Option<&str>) -> Reply {
    let secret = changed_game(method, path).and_then(secret_of);
    let headers: Vec<(&str, String)> = secret
        .map(|s| ("Authorization", format!("Bearer {s}")))
        .into_iter()
        .collect();
    let headers: Vec<(&str, &str)> = headers.iter().map(|(k, v)| (*k, v.as_str())).collect();
    request_with(addr, method, path, body, &headers)
}

/// Sends one request with `headers` besides `Host` (unless they name one), `Connection`,
/// `Content-Type` and `Content-Length`, and no secret of its own; as `request` otherwise.
pub fn request_with(
    addr: SocketAddr,
    method: &str,
    path: &str,
    body: Option<&str>,
    headers: &[(&str, &str)],
) -> Reply {
    let mut stream = TcpStream::connect(addr).unwrap_or_else(|e| panic!("connect {addr}: {e}"));
    stream
        .set_read_timeout(Some(Duration::from_secs(60)))
        .unwrap();
    let body = body.unwrap_or("");
    let mut head = format!("{method} {path} HTTP/1.1\r\n");
    if !headers.iter().any(|(k, _)| k.eq_ignore_ascii_case("host")) {
        let _ = write!(head, "Host: {addr}\r\n");
    }
    for (key, value) in headers {
        let _ = write!(head, "{key}: {value}\r\n");
    }
    let _ = write!(
        head,
        "Connection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes()).unwrap();
    stream.write_all(body.as_bytes()).unwrap();
    read_reply(&mut stream, method, path, addr)
}

/// Reads one answer from `stream`.
fn read_reply(stream: &mut TcpStream, method: &str, path: &str, addr: SocketAddr) -> Reply {
    let mut raw = Vec::new();
    let mut buf = [0u8; 16384];
    let complete = |raw: &[u8]| -> bool {
        let Some(split) = raw.windows(4).position(|w| w == b"\r\n\r\n") else {
            return false;
        };
        let head = String::from_utf8_lossy(&raw[..split]).to_ascii_lowercase();
        let payload = &raw[split + 4..];
        if head.contains("transfer-encoding: chunked") {
            return payload.ends_with(b"0\r\n\r\n");
        }
        let length = head
            .lines()
            .find_map(|l| l.strip_prefix("content-length:"))
            .and_then(|v| v.trim().parse::<usize>().ok());
        length.is_some_and(|n| payload.len() >= n)
    };
    while !complete(&raw) {
        let n = stream
            .read(&mut buf)
            .unwrap_or_else(|e| panic!("{method} {path}: no answer from {addr}: {e}"));
        if n == 0 {
            break;
        }
        raw.extend_from_slice(&buf[..n]);
    }
    let split = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("a response head");
    let head = String::from_utf8_lossy(&raw[..split]).to_string();
    let mut payload = raw[split + 4..].to_vec();
    let status: u16 = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("no status in {head}"));
    if head
        .to_ascii_lowercase()
        .contains("transfer-encoding: chunked")
    {
        payload = dechunk(&payload);
    }
    let text = String::from_utf8_lossy(&payload).to_string();
    let json = serde_json::from_str(&text).unwrap_or(Value::Null);
    remember(&json);
    Reply {
        status,
        head,
        text,
        json,
    }
}

fn dechunk(mut data: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    loop {
        let line_end = data
            .windows(2)
            .position(|w| w == b"\r\n")
            .unwrap_or(data.len());
        let size = usize::from_str_radix(String::from_utf8_lossy(&data[..line_end]).trim(), 16)
            .unwrap_or(0);
        if size == 0 || line_end + 2 + size > data.len() {
            return out;
        }
        out.extend_from_slice(&data[line_end + 2..line_end + 2 + size]);
        data = &data[(line_end + 4 + size).min(data.len())..];
    }
}

pub fn get(addr: SocketAddr, path: &str) -> Reply {
    request(addr, "GET", path, None)
}

pub fn post(addr: SocketAddr, path: &str, body: &Value) -> Reply {
    request(addr, "POST", path, Some(&body.to_string()))
}
