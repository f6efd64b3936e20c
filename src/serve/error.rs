//! The API's errors: each is answered with its status and a JSON body `{"error": "..."}`
//! saying what was wrong, and none changes a game.

use axum::Json;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};

/// What went wrong with a request.
#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    /// 400: the request cannot be carried out (an illegal move, an unknown player, a
    /// malformed move list or body).
    #[error("{0}")]
    BadRequest(String),
    /// 404: no such game (or page).
    #[error("{0}")]
    NotFound(String),
    /// 409: the game's player is searching; changes wait for its move.
    #[error("{0}")]
    Busy(String),
    /// 413: the request body is over the server's limit (`MAX_BODY_BYTES`).
    #[error("{0}")]
    TooLarge(String),
    /// 503: as many searches run as the server allows (`--max-searches`); answered with
    /// `Retry-After: 1`, as the running searches end within the move time limit.
    #[error("{0}")]
    TooBusy(String),
    /// 500: a player failed (a bug, reported rather than hidden).
    #[error("{0}")]
    Internal(String),
}

/// The seconds a client is told to wait after a 503 (`Retry-After`).
pub const RETRY_AFTER_SECONDS: u32 = 1;

impl ApiError {
    /// The HTTP status the error is answered with.
    #[must_use]
    pub fn status(&self) -> StatusCode {
        match self {
            ApiError::BadRequest(_) => StatusCode::BAD_REQUEST,
            ApiError::NotFound(_) => StatusCode::NOT_FOUND,
            ApiError::Busy(_) => StatusCode::CONFLICT,
            ApiError::TooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            ApiError::TooBusy(_) => StatusCode::SERVICE_UNAVAILABLE,
            ApiError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = serde_json::json!({ "error": self.to_string() });
        let mut response = (self.status(), Json(body)).into_response();
        if matches!(self, ApiError::TooBusy(_)) {
            response.headers_mut().insert(
                header::RETRY_AFTER,
                header::HeaderValue::from(RETRY_AFTER_SECONDS),
            );
        }
        response
    }
}
