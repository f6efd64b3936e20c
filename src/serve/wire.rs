//! JSON bodies for the answers hyper writes by itself. A request whose line or headers
//! cannot be parsed, whose target is too long or whose head is too large never reaches a
//! route: hyper answers it 400, 414 or 431 with an empty body and closes the connection, and
//! offers no hook to change that answer. `JsonAnswers` wraps the connection's socket and
//! writes the server's JSON error in its place, so that every error the server sends is
//! JSON. Only those answers are touched: an empty-bodied 400, 414 or 431 head written in one
//! piece (the server's own errors always carry a body).

use super::ApiError;
use std::io;
use std::pin::Pin;
use std::task::{Context, Poll, ready};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};

/// A socket whose automatic error answers from hyper are replaced by JSON ones.
pub struct JsonAnswers<T> {
    inner: T,
    /// The JSON answer being written in place of hyper's, and how much of it is written.
    replacing: Option<(Vec<u8>, usize)>,
    /// Set once an answer was replaced: the connection is closing, and nothing more goes out.
    replaced: bool,
}

impl<T> JsonAnswers<T> {
    pub fn new(inner: T) -> JsonAnswers<T> {
        JsonAnswers {
            inner,
            replacing: None,
            replaced: false,
        }
    }

    pub fn into_inner(self) -> T {
        self.inner
    }

    /// Whether an answer of hyper's was replaced (the connection was answered).
    pub fn answered(&self) -> bool {
        self.replaced
    }
}

/// The error hyper's automatic answer stands for, if `buf` is one: a whole head with an
/// empty body and one of the statuses hyper answers parse errors with.
fn automatic_answer(buf: &[u8]) -> Option<ApiError> {
    let end = buf.windows(4).position(|w| w == b"\r\n\r\n")?;
    if end + 4 != buf.len() {
        return None;
    }
    let head = std::str::from_utf8(&buf[..end]).ok()?;
    let mut lines = head.split("\r\n");
    let status = lines.next()?;
    if !lines.any(|l| l.eq_ignore_ascii_case("content-length: 0")) {
        return None;
    }
    match status {
        "HTTP/1.1 400 Bad Request" => Some(ApiError::BadRequest(
            "the request line or a header is malformed (HTTP/1.1, docs/web.md)".into(),
        )),
        "HTTP/1.1 414 URI Too Long" => Some(ApiError::UriTooLong(
            "the request's target is over this server's limit".into(),
        )),
        "HTTP/1.1 431 Request Header Fields Too Large" => Some(ApiError::HeadTooLarge(format!(
            "the request's head is over this server's limit of {} KiB or {} headers",
            super::listener::MAX_HEAD_BYTES / 1024,
            super::listener::MAX_HEADERS
        ))),
        _ => None,
    }
}

impl<T: AsyncRead + Unpin> AsyncRead for JsonAnswers<T> {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_read(cx, buf)
    }
}

impl<T: AsyncWrite + Unpin> AsyncWrite for JsonAnswers<T> {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        if this.replaced {
            return Poll::Ready(Ok(buf.len()));
        }
        if this.replacing.is_none() {
            match automatic_answer(buf) {
                Some(error) => this.replacing = Some((error.wire(), 0)),
                None => return Pin::new(&mut this.inner).poll_write(cx, buf),
            }
        }
        // hyper hands the same head back until it is reported written: the JSON answer goes
        // out in its place, then the head counts as written.
        if let Some((answer, written)) = this.replacing.as_mut() {
            while *written < answer.len() {
                let n = ready!(Pin::new(&mut this.inner).poll_write(cx, &answer[*written..]))?;
                if n == 0 {
                    return Poll::Ready(Err(io::ErrorKind::WriteZero.into()));
                }
                *written += n;
            }
        }
        this.replacing = None;
        this.replaced = true;
        Poll::Ready(Ok(buf.len()))
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::io::AsyncWriteExt;

    async fn written(head: &[u8]) -> String {
        let mut out = JsonAnswers::new(Vec::new());
        out.write_all(head).await.unwrap();
        String::from_utf8(out.into_inner()).unwrap()
    }

    #[tokio::test]
    async fn hypers_empty_error_answers_become_json_and_nothing_else_changes() {
        let answer = written(
            b"HTTP/1.1 431 Request Header Fields Too Large\r\ncontent-length: 0\r\ndate: x\r\n\r\n",
        )
        .await;
        assert!(answer.starts_with("HTTP/1.1 431 "), "{answer}");
        assert!(
            answer.contains("content-type: application/json"),
            "{answer}"
        );
        assert!(answer.ends_with("KiB or 100 headers\"}"), "{answer}");
        let answer = written(b"HTTP/1.1 400 Bad Request\r\ncontent-length: 0\r\n\r\n").await;
        assert!(answer.contains("{\"error\":\"the request line"), "{answer}");
        // The server's own answers pass unchanged, a 400 with a body among them.
        for own in [
            &b"HTTP/1.1 400 Bad Request\r\ncontent-length: 2\r\n\r\n{}"[..],
            b"HTTP/1.1 204 No Content\r\n\r\n",
            b"HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n",
        ] {
            assert_eq!(written(own).await.as_bytes(), own);
        }
    }
}
