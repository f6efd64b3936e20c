//! The API's errors: each is answered with its status and a JSON body `{"error": "..."}`
//! saying what was wrong, and none changes a game.

use axum::Json;
use axum::http::StatusCode;
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
    /// 500: a player failed (a bug, reported rather than hidden).
    #[error("{0}")]
    Internal(String),
}

impl ApiError {
    #[must_use]
    pub fn status(&self) -> StatusCode {
        match self {
            ApiError::BadRequest(_) => StatusCode::BAD_REQUEST,
            ApiError::NotFound(_) => StatusCode::NOT_FOUND,
            ApiError::Busy(_) => StatusCode::CONFLICT,
            ApiError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = serde_json::json!({ "error": self.to_string() });
        (self.status(), Json(body)).into_response()
    }
}
