//! How a search the server runs is bounded and stopped. Each search gets a stop flag (the
//! player answers at once with its best move so far when it is raised), raised by three
//! things: a watchdog when the move's time limit (`--max-move-ms`) comes, the game's
//! deletion, and the request's end when its client hangs up (the connection's task drops the
//! request's future as soon as it sees the hang-up, even with bytes left unread behind the
//! request: `listener`; a guard raises the flag as it is dropped). A search stopped by its time limit
//! plays its move; one stopped by a deletion or a hang-up is cancelled: its move is not
//! played, and the player goes back to its seat.

use crate::agents::StopFlag;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// The controls of one running search; clones share them.
#[derive(Clone, Debug, Default)]
pub struct SearchControl {
    /// Given to the search through its `Budget`.
    pub stop: StopFlag,
    /// Set when nobody wants the move any more (the game was deleted or the client left).
    cancelled: Arc<AtomicBool>,
}

impl SearchControl {
    /// Stops the search and drops its move.
    pub fn cancel(&self) {
        self.cancelled.store(true, Ordering::Relaxed);
        self.stop.raise();
    }

    /// Whether `cancel` was called.
    #[must_use]
    pub fn is_cancelled(&self) -> bool {
        self.cancelled.load(Ordering::Relaxed)
    }
}

/// Held by the request that asked for the move while its search runs: the watchdog that
/// stops the search at the time limit, and, when dropped before `finish` (the client hung
/// up, so the request's future was dropped), the search's cancellation.
pub struct SearchGuard {
    control: SearchControl,
    watchdog: tokio::task::JoinHandle<()>,
    finished: bool,
}

impl SearchGuard {
    /// Starts the watchdog, which raises the stop flag after `limit` (on the current tokio
    /// runtime).
    #[must_use]
    pub fn start(control: &SearchControl, limit: Duration) -> SearchGuard {
        let stop = control.stop.clone();
        let watchdog = tokio::spawn(async move {
            tokio::time::sleep(limit).await;
            stop.raise();
        });
        SearchGuard {
            control: control.clone(),
            watchdog,
            finished: false,
        }
    }

    /// The search has ended: nothing is cancelled when the guard goes.
    pub fn finish(mut self) {
        self.finished = true;
    }
}

impl Drop for SearchGuard {
    fn drop(&mut self) {
        self.watchdog.abort();
        if !self.finished {
            self.control.cancel();
        }
    }
}
