//! The server's errors: each is answered with its status and a JSON body `{"error": "..."}`
//! saying what was wrong, and none changes a game. The same answer is written straight to
//! the socket (`ApiError::wire`) where no route runs: a connection refused at the caps, a
//! request head that timed out or that hyper could not parse.

use axum::Json;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use std::fmt::Write;

/// What went wrong with a request.
#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    /// 400: the request cannot be carried out (an illegal move, an unknown player, a
    /// malformed move list, body, path, request line or header, a missing Host).
    #[error("{0}")]
    BadRequest(String),
    /// 401: a change to a game without its secret (answered with
    /// `WWW-Authenticate: Bearer`).
    #[error("{0}")]
    Unauthorized(String),
    /// 403: a change to a game with another secret, a Host this server does not answer to,
    /// a change asked from another site's page (its `Origin`).
    #[error("{0}")]
    Forbidden(String),
    /// 404: no such game (or page).
    #[error("{0}")]
    NotFound(String),
    /// 405: a known path with another method.
    #[error("{0}")]
    WrongMethod(String),
    /// 408: the request's head or body did not arrive in time.
    #[error("{0}")]
    Timeout(String),
    /// 409: the game's player is searching; changes wait for its move.
    #[error("{0}")]
    Busy(String),
    /// 413: the request body is over the server's limit (`MAX_BODY_BYTES`).
    #[error("{0}")]
    TooLarge(String),
    /// 414: the request's target is over hyper's limit.
    #[error("{0}")]
    UriTooLong(String),
    /// 431: the request's head is over the server's limit (`MAX_HEAD_BYTES`).
    #[error("{0}")]
    HeadTooLarge(String),
    /// 503: as many searches run as the server allows (`--max-searches`), or as many
    /// connections are open as it takes; answered with `Retry-After: 1`, as the running
    /// searches end within the move time limit.
    #[error("{0}")]
    TooBusy(String),
    /// 503: no room for a new game (the game cap or the memory budget, no game idle long
    /// enough to be dropped); `Retry-After` says when one will have been idle long enough.
    #[error("{message}")]
    NoRoom { message: String, retry_after: u64 },
    /// 500: a player failed (a bug, reported rather than hidden).
    #[error("{0}")]
    Internal(String),
}

/// The seconds a client is told to wait after a 503 for busy searches (`Retry-After`).
pub const RETRY_AFTER_SECONDS: u32 = 1;

impl ApiError {
    /// The HTTP status the error is answered with.
    #[must_use]
    pub fn status(&self) -> StatusCode {
        match self {
            ApiError::BadRequest(_) => StatusCode::BAD_REQUEST,
            ApiError::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            ApiError::Forbidden(_) => StatusCode::FORBIDDEN,
            ApiError::NotFound(_) => StatusCode::NOT_FOUND,
            ApiError::WrongMethod(_) => StatusCode::METHOD_NOT_ALLOWED,
            ApiError::Timeout(_) => StatusCode::REQUEST_TIMEOUT,
            ApiError::Busy(_) => StatusCode::CONFLICT,
            ApiError::TooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            ApiError::UriTooLong(_) => StatusCode::URI_TOO_LONG,
            ApiError::HeadTooLarge(_) => StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE,
            ApiError::TooBusy(_) | ApiError::NoRoom { .. } => StatusCode::SERVICE_UNAVAILABLE,
            ApiError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    /// The headers the answer carries besides its content type: `Retry-After` for a 503,
    /// `WWW-Authenticate` for a 401.
    fn extra_headers(&self) -> Option<(header::HeaderName, HeaderValue)> {
        match self {
            ApiError::TooBusy(_) => {
                Some((header::RETRY_AFTER, HeaderValue::from(RETRY_AFTER_SECONDS)))
            }
            ApiError::NoRoom { retry_after, .. } => {
                Some((header::RETRY_AFTER, HeaderValue::from(*retry_after)))
            }
            ApiError::Unauthorized(_) => {
                Some((header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer")))
            }
            _ => None,
        }
    }

    /// The JSON body.
    fn body(&self) -> String {
        serde_json::json!({ "error": self.to_string() }).to_string()
    }

    /// The whole answer as bytes on the wire (HTTP/1.1, `Connection: close`), for the
    /// places where the connection is answered without a route.
    #[must_use]
    pub fn wire(&self) -> Vec<u8> {
        let status = self.status();
        let body = self.body();
        let mut head = format!(
            "HTTP/1.1 {} {}\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n",
            status.as_u16(),
            status.canonical_reason().unwrap_or(""),
            body.len()
        );
        if let Some((name, value)) = self.extra_headers() {
            let _ = write!(head, "{name}: {}\r\n", value.to_str().unwrap_or_default());
        }
        head.push_str("\r\n");
        let mut bytes = head.into_bytes();
        bytes.extend_from_slice(body.as_bytes());
        bytes
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = serde_json::json!({ "error": self.to_string() });
        let mut response = (self.status(), Json(body)).into_response();
        if let Some((name, value)) = self.extra_headers() {
            response.headers_mut().insert(name, value);
        }
        response
    }
}
