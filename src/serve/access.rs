//! Who may ask what. Every request must name, in its `Host` (or an absolute target), a name
//! the server answers to: a localhost name (`localhost`, `*.localhost`), an IP literal (which
//! no DNS can rebind) or a name the operator allows (`--allow-host`); so a page elsewhere that
//! rebinds its own name to this server's address is refused (403). A change (any method but
//! GET, HEAD and OPTIONS) that carries an `Origin` must come from the server's own origin, the
//! scheme and the `Host` it was asked under: another site's page is refused (403); a client
//! that sends no `Origin` (curl, scripts) is not a browser page and is let through.
//!
//! Games belong to their creator: ids are 128 random bits from the OS, so they cannot be
//! guessed, and each game has a secret of 128 more, returned once when it is created, that
//! every change to it must carry as `Authorization: Bearer SECRET` (401 without it, 403 with
//! another). Watching (GET) needs only the id, on purpose: a link shares a game to watch.

use super::ApiError;
use axum::extract::{FromRequestParts, Path, Request, State};
use axum::http::request::Parts;
use axum::http::{HeaderMap, Method, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use rand::RngCore;
use std::net::{Ipv4Addr, Ipv6Addr};
use std::sync::Arc;

/// The names the server answers to besides localhost names and IP literals, lower case.
#[derive(Clone, Debug, Default)]
pub struct Hosts {
    allowed: Vec<String>,
}

impl Hosts {
    /// Allows `names` (`--allow-host`), compared without case and trailing dot.
    #[must_use]
    pub fn new(names: &[String]) -> Hosts {
        Hosts {
            allowed: names.iter().map(|n| normal_name(n)).collect(),
        }
    }

    /// Whether a request's host (its name, without the port) is one the server answers to.
    #[must_use]
    pub fn answers_to(&self, host: &str) -> bool {
        let name = normal_name(host);
        name.parse::<Ipv4Addr>().is_ok()
            || name
                .strip_prefix('[')
                .and_then(|n| n.strip_suffix(']'))
                .is_some_and(|n| n.parse::<Ipv6Addr>().is_ok())
            || name == "localhost"
            || name.ends_with(".localhost")
            || self.allowed.contains(&name)
    }
}

/// A host name in lower case without its trailing dot.
fn normal_name(name: &str) -> String {
    name.trim_end_matches('.').to_ascii_lowercase()
}

/// An authority's host and port (`None` where it names none).
fn split_authority(authority: &str) -> Option<(&str, Option<u16>)> {
    let authority = authority.trim();
    if authority.is_empty() || authority.contains(['/', '@', ' ']) {
        return None;
    }
    let (host, port) = if authority.starts_with('[') {
        let end = authority.find(']')?;
        let rest = &authority[end + 1..];
        let port = match rest.strip_prefix(':') {
            Some(p) => Some(p.parse().ok()?),
            None if rest.is_empty() => None,
            None => return None,
        };
        (&authority[..=end], port)
    } else {
        match authority.rsplit_once(':') {
            Some((host, port)) => (host, Some(port.parse().ok()?)),
            None => (authority, None),
        }
    };
    (!host.is_empty()).then_some((host, port))
}

/// The authority the request was asked under: its absolute target's, else its `Host`.
fn asked_authority(parts: &Parts) -> Result<String, ApiError> {
    if let Some(authority) = parts.uri.authority() {
        return Ok(authority.as_str().to_string());
    }
    let host = parts
        .headers
        .get(header::HOST)
        .ok_or_else(|| ApiError::BadRequest("the request has no Host header".into()))?;
    host.to_str()
        .map(str::to_string)
        .map_err(|_| ApiError::BadRequest("the Host header is not text".into()))
}

/// Refuses a request whose host the server does not answer to, or a change from another
/// site's page.
///
/// # Errors
/// `ApiError::BadRequest` for a missing or malformed Host or Origin, `ApiError::Forbidden`
/// for a host not answered to or an origin not the server's.
pub fn check(hosts: &Hosts, parts: &Parts) -> Result<(), ApiError> {
    let authority = asked_authority(parts)?;
    let (host, port) = split_authority(&authority)
        .ok_or_else(|| ApiError::BadRequest(format!("the Host '{authority}' is malformed")))?;
    if !hosts.answers_to(host) {
        return Err(ApiError::Forbidden(format!(
            "this server does not answer to the name '{host}' (its operator allows a name with morris serve --allow-host NAME)"
        )));
    }
    if matches!(parts.method, Method::GET | Method::HEAD | Method::OPTIONS) {
        return Ok(());
    }
    match parts.headers.get(header::ORIGIN) {
        None => Ok(()),
        Some(origin) => check_origin(origin.to_str().unwrap_or("?"), host, port),
    }
}

/// Whether `origin` is the origin of the server asked as `host:port`.
fn check_origin(origin: &str, host: &str, port: Option<u16>) -> Result<(), ApiError> {
    let refused = || {
        ApiError::Forbidden(format!(
            "a change from the page of another site ('{origin}') is refused; this server's pages are at {host}"
        ))
    };
    let (scheme, authority) = origin.split_once("://").ok_or_else(refused)?;
    let default_port = match scheme {
        "http" => 80,
        "https" => 443,
        _ => return Err(refused()),
    };
    let (origin_host, origin_port) = split_authority(authority).ok_or_else(refused)?;
    let same_host = normal_name(origin_host) == normal_name(host);
    let same_port = origin_port.unwrap_or(default_port) == port.unwrap_or(default_port);
    if same_host && same_port {
        Ok(())
    } else {
        Err(refused())
    }
}

/// The middleware that runs `check` before every route.
pub async fn guard(State(hosts): State<Arc<Hosts>>, request: Request, next: Next) -> Response {
    let (parts, body) = request.into_parts();
    if let Err(refused) = check(&hosts, &parts) {
        return refused.into_response();
    }
    next.run(Request::from_parts(parts, body)).await
}

/// A game's id from the path; a path that does not decode is answered 400 (JSON).
pub struct GameId(pub String);

impl<S: Send + Sync> FromRequestParts<S> for GameId {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<GameId, ApiError> {
        let Path(id) = Path::<String>::from_request_parts(parts, state)
            .await
            .map_err(|e| ApiError::BadRequest(format!("the game id in the path: {e}")))?;
        Ok(GameId(id))
    }
}

/// The secret a request carries (`Authorization: Bearer SECRET`), if any.
pub struct Secret(pub Option<String>);

impl Secret {
    /// The secret of `headers`.
    #[must_use]
    pub fn of(headers: &HeaderMap) -> Secret {
        let secret = headers
            .get(header::AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| {
                let (scheme, token) = v.trim().split_once(' ')?;
                scheme
                    .eq_ignore_ascii_case("bearer")
                    .then(|| token.trim().to_string())
            });
        Secret(secret)
    }

    /// Whether it is `expected` (compared in time independent of where they differ, so that
    /// the answer's timing tells nothing of the secret).
    #[must_use]
    pub fn is(&self, expected: &str) -> bool {
        let Some(given) = &self.0 else {
            return false;
        };
        given.len() == expected.len()
            && given
                .bytes()
                .zip(expected.bytes())
                .fold(0u8, |diff, (a, b)| diff | (a ^ b))
                == 0
    }
}

impl<S: Send + Sync> FromRequestParts<S> for Secret {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Secret, Self::Rejection> {
        Ok(Secret::of(&parts.headers))
    }
}

/// 128 random bits from the OS, as 32 hexadecimal digits (a game id or secret).
///
/// # Errors
/// `ApiError::Internal` if the OS gives no randomness.
pub fn random_token() -> Result<String, ApiError> {
    let mut bytes = [0u8; 16];
    rand::rngs::OsRng
        .try_fill_bytes(&mut bytes)
        .map_err(|e| ApiError::Internal(format!("no randomness from the OS: {e}")))?;
    Ok(bytes.iter().fold(String::with_capacity(32), |mut hex, b| {
        use std::fmt::Write;
        let _ = write!(hex, "{b:02x}");
        hex
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parts(method: &str, target: &str, headers: &[(&str, &str)]) -> Parts {
        let mut request = axum::http::Request::builder().method(method).uri(target);
        for (k, v) in headers {
            request = request.header(*k, *v);
        }
        request.body(()).unwrap().into_parts().0
    }

    #[test]
    fn hosts_are_localhost_names_ip_literals_and_the_allowed() {
        let hosts = Hosts::new(&["Play.Example.org.".to_string()]);
        for ok in [
            "localhost:8080",
            "LOCALHOST.",
            "a.localhost",
            "127.0.0.1:1",
            "10.1.2.3",
            "[::1]:8080",
            "[2001:db8::1]",
            "play.example.org",
            "play.example.org.:443",
        ] {
            assert!(
                check(&hosts, &parts("GET", "/", &[("host", ok)])).is_ok(),
                "{ok}"
            );
        }
        for refused in [
            "evil.com",
            "localhost.evil.com",
            "127.0.0.1.nip.io",
            "example.org",
        ] {
            let err = check(&hosts, &parts("GET", "/", &[("host", refused)])).unwrap_err();
            assert!(matches!(err, ApiError::Forbidden(_)), "{refused}: {err}");
        }
        for bad in ["", "a b", "[::1", "[zz]", "host:port", "u@h"] {
            let err = check(&hosts, &parts("GET", "/", &[("host", bad)])).unwrap_err();
            assert!(
                matches!(err, ApiError::BadRequest(_) | ApiError::Forbidden(_)),
                "{bad}"
            );
        }
        assert!(matches!(
            check(&hosts, &parts("GET", "/", &[])),
            Err(ApiError::BadRequest(_))
        ));
        // An absolute target's authority is the host asked.
        let absolute = parts("GET", "http://evil.com/api/info", &[("host", "localhost")]);
        assert!(check(&hosts, &absolute).is_err());
    }

    #[test]
    fn changes_from_another_origin_are_refused_those_without_one_are_not() {
        let hosts = Hosts::default();
        let host = ("host", "127.0.0.1:8080");
        let post = |origin: Option<&str>| {
            let mut headers = vec![host];
            headers.extend(origin.map(|o| ("origin", o)));
            check(&hosts, &parts("POST", "/api/games", &headers))
        };
        assert!(post(None).is_ok());
        assert!(post(Some("http://127.0.0.1:8080")).is_ok());
        for other in [
            "http://evil.com",
            "http://127.0.0.1:8081",
            "http://127.0.0.1",
            "null",
            "file://",
            "ftp://127.0.0.1:8080",
        ] {
            assert!(
                matches!(post(Some(other)), Err(ApiError::Forbidden(_))),
                "{other}"
            );
        }
        // Default ports: http://localhost is localhost:80.
        let at = |h: &str, o: &str| {
            check(
                &hosts,
                &parts("DELETE", "/api/games/x", &[("host", h), ("origin", o)]),
            )
        };
        assert!(at("localhost", "http://localhost:80").is_ok());
        assert!(at("localhost:443", "https://localhost").is_ok());
        // Reading is not a change: GET from anywhere is let through (no CORS: not readable).
        assert!(
            check(
                &hosts,
                &parts("GET", "/api/info", &[host, ("origin", "http://evil.com")])
            )
            .is_ok()
        );
    }

    #[test]
    fn secrets_are_bearer_tokens_compared_whole() {
        let mut headers = HeaderMap::new();
        assert!(!Secret::of(&headers).is("abc"));
        headers.insert(header::AUTHORIZATION, "Bearer abc".parse().unwrap());
        assert!(Secret::of(&headers).is("abc"));
        assert!(!Secret::of(&headers).is("abd") && !Secret::of(&headers).is("abcd"));
        headers.insert(header::AUTHORIZATION, "Basic abc".parse().unwrap());
        assert!(!Secret::of(&headers).is("abc"));
        let (a, b) = (random_token().unwrap(), random_token().unwrap());
        assert_eq!(a.len(), 32);
        assert!(a.bytes().all(|c| c.is_ascii_hexdigit()) && a != b);
    }
}
