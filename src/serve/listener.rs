//! The server's accept loop and its connections. Each accepted connection is admitted by
//! `Connections` (the caps per address and in all; refused with a JSON 503 written straight
//! to the socket) and served by hyper's HTTP/1 connection: a request head must arrive within
//! the header timeout of the connection's opening or of the previous answer (hyper's
//! `header_read_timeout`, which so also closes idle kept-alive connections), a head over
//! `MAX_HEAD_BYTES` is answered 431, and the routes (with the body deadline) answer the rest;
//! an answer whose writing stands still for `WRITE_STALL` (a client that does not read)
//! ends the connection.
//!
//! A connection also ends, dropping the request it runs (and so cancelling its search, see
//! `search`), when its client hangs up or half-closes: hyper stops reading while a request
//! runs when more bytes wait behind it (a pipelined request, a stray CRLF), so it would not
//! see the hang-up; a duplicate of the socket registered for read-closed readiness
//! (EPOLLRDHUP) sees it. Or when `Connections` evicts it to make room.
//!
//! The listen queue is long (`LISTEN_BACKLOG`), so that a burst of connections waits there
//! rather than being dropped (and retried by its clients a second later) while the loop
//! catches up; once a flood of connections has gone, the memory of their buffers is given
//! back (`process::give_back_free_memory`).

use super::ApiError;
use super::connections::{ClientAddress, Connections, Ticket, client_key};
use super::process::give_back_free_memory;
use super::stall::{WRITE_STALL, WriteDeadline};
use super::wire::JsonAnswers;
use axum::Router;
use axum::body::Body;
use axum::response::Response;
use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use std::convert::Infallible;
use std::future::Future;
use std::net::SocketAddr;
use std::os::fd::{AsFd, OwnedFd};
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;
use tokio::io::unix::AsyncFd;
use tokio::io::{AsyncWriteExt, Interest};
use tokio::net::{TcpListener, TcpSocket, TcpStream};
use tower::ServiceExt;

/// The largest request head (request line and headers) read; a larger one is answered 431.
pub const MAX_HEAD_BYTES: usize = 16 * 1024;

/// The most headers a request may have; more are answered 431.
pub const MAX_HEADERS: usize = 100;

/// How long a last answer (a 408 after a head that never finished) may take to write.
const LAST_WRITE: Duration = Duration::from_secs(1);

/// How long the loop waits after an accept fails for want of resources (descriptors,
/// memory), which would otherwise fail again at once.
const ACCEPT_BACKOFF: Duration = Duration::from_millis(20);

/// Connections waiting to be accepted (the system caps it: net.core.somaxconn).
const LISTEN_BACKLOG: u32 = 4096;

/// How often the server looks whether a flood of connections has gone.
const FLOOD_CHECK: Duration = Duration::from_secs(1);

/// Connections closed since the most were open that count as a flood gone.
const FLOOD: usize = 256;

/// A listener on `addr` (port 0: any free port) with a long listen queue; in a runtime.
///
/// # Errors
/// The socket cannot be made or bound (the port is taken, say).
pub fn listen(addr: SocketAddr) -> std::io::Result<TcpListener> {
    let socket = if addr.is_ipv4() {
        TcpSocket::new_v4()?
    } else {
        TcpSocket::new_v6()?
    };
    socket.set_reuseaddr(true)?;
    socket.bind(addr)?;
    socket.listen(LISTEN_BACKLOG)
}

/// Accepts connections until the process ends, each served on a task of its own.
pub async fn serve(listener: TcpListener, app: Router, connections: Arc<Connections>) {
    tokio::spawn(give_back_after_floods(Arc::clone(&connections)));
    loop {
        let (stream, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(e) => {
                if starved(&e) {
                    tokio::time::sleep(ACCEPT_BACKOFF).await;
                }
                continue;
            }
        };
        match connections.admit(peer.ip()) {
            Ok(ticket) => {
                let header_timeout = connections.limits().header_timeout;
                let client = ClientAddress(client_key(peer.ip()));
                tokio::spawn(connection(
                    stream,
                    ticket,
                    client,
                    app.clone(),
                    header_timeout,
                ));
            }
            // Written into the socket's empty buffer without waiting, then closed.
            Err(refusal) => drop(stream.try_write(&refusal.wire())),
        }
    }
}

/// Gives free memory back to the system each time a flood of connections has gone.
async fn give_back_after_floods(connections: Arc<Connections>) {
    let mut most = 0;
    loop {
        tokio::time::sleep(FLOOD_CHECK).await;
        let (peak, open) = connections.take_peak();
        most = most.max(peak);
        if most >= open + FLOOD {
            let _ = tokio::task::spawn_blocking(give_back_free_memory).await;
            most = open;
        }
    }
}

/// Whether an accept failed for want of descriptors or memory.
fn starved(e: &std::io::Error) -> bool {
    matches!(
        e.raw_os_error(),
        Some(libc::EMFILE | libc::ENFILE | libc::ENOBUFS | libc::ENOMEM)
    )
}

/// Counts a request in flight on its connection while it lives.
struct InFlight(Arc<AtomicUsize>);

impl InFlight {
    fn start(count: &Arc<AtomicUsize>) -> InFlight {
        count.fetch_add(1, Ordering::AcqRel);
        InFlight(Arc::clone(count))
    }
}

impl Drop for InFlight {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::AcqRel);
    }
}

/// The routes as a hyper service, counting the connection's requests in flight.
#[derive(Clone)]
struct Handler {
    app: Router,
    in_flight: Arc<AtomicUsize>,
    client: ClientAddress,
}

type Answer = Pin<Box<dyn Future<Output = Result<Response, Infallible>> + Send>>;

impl hyper::service::Service<hyper::Request<Incoming>> for Handler {
    type Response = Response;
    type Error = Infallible;
    type Future = Answer;

    fn call(&self, mut request: hyper::Request<Incoming>) -> Answer {
        request.extensions_mut().insert(self.client);
        let flight = InFlight::start(&self.in_flight);
        let app = self.app.clone();
        Box::pin(async move {
            let answer = app.oneshot(request.map(Body::new)).await;
            drop(flight);
            answer
        })
    }
}

/// How a connection ended.
enum End {
    /// hyper is done with it (`Ok`: closed in order, else the error, such as a timeout).
    Served(hyper::Result<()>),
    /// Its client hung up, or it was evicted: whatever it ran is dropped.
    Dropped,
}

/// Serves one connection until it ends.
async fn connection(
    stream: TcpStream,
    ticket: Ticket,
    client: ClientAddress,
    app: Router,
    header_timeout: Duration,
) {
    // Answers are written whole at once; nothing waits to be coalesced.
    let _ = stream.set_nodelay(true);
    let watch = watch_hang_up(&stream).ok();
    let handler = Handler {
        app,
        in_flight: Arc::clone(&ticket.in_flight),
        client,
    };
    let mut builder = http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(header_timeout)
        .max_headers(MAX_HEADERS)
        .max_header_size(MAX_HEAD_BYTES)
        .writev(false);
    // An answer's write that stalls (a client that does not read) ends the connection.
    let io = JsonAnswers::new(WriteDeadline::new(stream, WRITE_STALL));
    let mut served = builder.serve_connection(TokioIo::new(io), handler);
    let end = tokio::select! {
        result = std::future::poll_fn(|cx| served.poll_without_shutdown(cx)) => End::Served(result),
        () = hung_up(watch.as_ref()) => End::Dropped,
        () = ticket.evict.notified() => End::Dropped,
    };
    let End::Served(result) = end else {
        return;
    };
    let parts = served.into_parts();
    let io = parts.io.into_inner();
    let answered = io.answered();
    let mut stream = io.into_inner().into_inner();
    if let Some(last) = last_answer(
        &result,
        answered,
        !parts.read_buf.is_empty(),
        header_timeout,
    ) {
        let _ = tokio::time::timeout(LAST_WRITE, stream.write_all(&last.wire())).await;
    }
    let _ = tokio::time::timeout(LAST_WRITE, stream.shutdown()).await;
}

/// The answer owed to a connection hyper closed without one: a head that started and did
/// not finish in time (408), or that hyper could not parse and did not answer (400: an
/// HTTP/2 preface, say). A silent connection is closed silently.
fn last_answer(
    result: &hyper::Result<()>,
    answered: bool,
    started: bool,
    header_timeout: Duration,
) -> Option<ApiError> {
    let Err(e) = result else {
        return None;
    };
    if e.is_timeout() && started {
        return Some(ApiError::Timeout(format!(
            "the request's head did not arrive within {} ms",
            header_timeout.as_millis()
        )));
    }
    (e.is_parse() && !answered).then(|| {
        ApiError::BadRequest("the request is not one this server reads (HTTP/1.1 only)".into())
    })
}

/// A duplicate of the connection's socket, registered for read readiness, whose
/// read-closed readiness (EPOLLRDHUP) tells that the client hung up.
fn watch_hang_up(stream: &TcpStream) -> std::io::Result<AsyncFd<OwnedFd>> {
    let duplicate = stream.as_fd().try_clone_to_owned()?;
    // SAFETY: the AsyncFd owns the duplicate, which stays open and the same until it drops.
    Ok(unsafe { AsyncFd::register_with_interest(duplicate, Interest::READABLE) }?)
}

/// Resolves when the client has hung up (or half-closed); never without a watch.
async fn hung_up(watch: Option<&AsyncFd<OwnedFd>>) {
    let Some(watch) = watch else {
        return std::future::pending().await;
    };
    loop {
        let Ok(mut ready) = watch.readable().await else {
            return std::future::pending().await;
        };
        if ready.ready().is_read_closed() {
            return;
        }
        // Only data: hyper reads it; wait for the next change.
        ready.clear_ready();
    }
}
