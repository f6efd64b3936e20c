//! A write deadline for a connection's answers. hyper times the reading of a request's head
//! but not the writing of an answer: a client that sends requests and never reads the
//! answers would hold its connection (and a kernel send buffer) for as long as it likes once
//! the socket's buffer is full. `WriteDeadline` fails a write or flush that has made no
//! progress for its `stall` time, and hyper then closes the connection. (Written here: a
//! wrapper of a dozen lines over tokio's `Sleep`, where a crate would add a dependency for
//! one timer.)

use std::io;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::time::{Instant, Sleep};

/// How long an answer's bytes may stand still before the connection is closed.
pub const WRITE_STALL: Duration = Duration::from_secs(10);

/// A socket whose writes fail once they stall for `stall`.
pub struct WriteDeadline<T> {
    inner: T,
    stall: Duration,
    /// Armed while a write or flush waits; cleared by any progress.
    timer: Option<Pin<Box<Sleep>>>,
}

impl<T> WriteDeadline<T> {
    pub fn new(inner: T, stall: Duration) -> WriteDeadline<T> {
        WriteDeadline {
            inner,
            stall,
            timer: None,
        }
    }

    pub fn into_inner(self) -> T {
        self.inner
    }

    /// `poll`'s answer, with the deadline: progress disarms it, waiting arms it (once) and
    /// fails when it has passed.
    fn timed<R>(&mut self, cx: &mut Context<'_>, poll: Poll<io::Result<R>>) -> Poll<io::Result<R>> {
        if poll.is_ready() {
            self.timer = None;
            return poll;
        }
        let stall = self.stall;
        let timer = self
            .timer
            .get_or_insert_with(|| Box::pin(tokio::time::sleep_until(Instant::now() + stall)));
        if timer.as_mut().poll(cx).is_ready() {
            self.timer = None;
            return Poll::Ready(Err(io::Error::new(
                io::ErrorKind::TimedOut,
                format!(
                    "the client read nothing of the answer for {} ms",
                    stall.as_millis()
                ),
            )));
        }
        Poll::Pending
    }
}

impl<T: AsyncRead + Unpin> AsyncRead for WriteDeadline<T> {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_read(cx, buf)
    }
}

impl<T: AsyncWrite + Unpin> AsyncWrite for WriteDeadline<T> {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let poll = Pin::new(&mut this.inner).poll_write(cx, buf);
        this.timed(cx, poll)
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let poll = Pin::new(&mut this.inner).poll_flush(cx);
        this.timed(cx, poll)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    #[tokio::test]
    async fn a_write_nobody_reads_fails_after_its_stall_and_one_read_in_time_goes_through() {
        let stall = Duration::from_millis(100);
        // A pipe of 64 bytes that nobody reads: the write fills it, then waits.
        let (near, _far) = tokio::io::duplex(64);
        let mut out = WriteDeadline::new(near, stall);
        let started = std::time::Instant::now();
        let error = out.write_all(&[7; 4096]).await.unwrap_err();
        assert_eq!(error.kind(), io::ErrorKind::TimedOut);
        assert!(started.elapsed() >= stall, "{:?}", started.elapsed());
        // A reader that keeps up, however slowly within the stall: every byte arrives.
        let (near, mut far) = tokio::io::duplex(64);
        let mut out = WriteDeadline::new(near, stall);
        let reader = tokio::spawn(async move {
            let mut got = Vec::new();
            let mut chunk = [0u8; 64];
            loop {
                tokio::time::sleep(Duration::from_millis(5)).await;
                match far.read(&mut chunk).await.unwrap() {
                    0 => return got,
                    n => got.extend_from_slice(&chunk[..n]),
                }
            }
        });
        out.write_all(&[7; 4096]).await.unwrap();
        out.shutdown().await.unwrap();
        drop(out);
        assert_eq!(reader.await.unwrap(), vec![7; 4096]);
    }
}
