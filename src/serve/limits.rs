//! The limits on what one request may make the server compute: simulations, alpha-beta's
//! depth and nodes, a search's time, a transposition table's size, and how many searches
//! run at once. A spec over a limit is refused when its game is created, naming the limit and
//! the `morris serve` flag that raises it; a search that is still running when the time
//! limit comes is stopped (its stop flag) and plays the best move it has found.

use super::ApiError;
use crate::agents::{Agent, PlayerSpec};
use std::time::Duration;

/// Rollout MCTS's simulations when its spec names none (`mcts_rollout::RolloutMcts`).
const MCTS_DEFAULT_SIMS: u64 = 1000;

/// The largest transposition table a request may ask alpha-beta for (`tt_mb`), in MiB: every
/// held game keeps its player's table, so this bounds the server's memory (64 games).
pub const MAX_TT_MB: u64 = 64;

/// What one request may ask of the server; the operator sets them with `morris serve`'s
/// flags.
#[derive(Clone, Debug)]
pub struct Limits {
    /// The most simulations (a network's or rollout MCTS's `sims`) or alpha-beta nodes
    /// (`nodes`) a decision may take (`--max-sims`).
    pub max_sims: u64,
    /// The deepest alpha-beta search a spec may name (`--max-depth`).
    pub max_depth: u32,
    /// The longest a decision may search (`--max-move-ms`): a spec's `time` above it is
    /// refused, and a search still running then is stopped and plays its best move so far.
    pub max_move: Duration,
    /// How many searches run at once (`--max-searches`); a move asked beyond it waits
    /// `api::QUEUE_WAIT` for one to end, then is answered 503 with `Retry-After`.
    pub max_searches: usize,
}

impl Default for Limits {
    /// 5,000 simulations, depth 8, 10 s a move, one search per core.
    fn default() -> Limits {
        Limits {
            max_sims: 5000,
            max_depth: 8,
            max_move: Duration::from_secs(10),
            max_searches: std::thread::available_parallelism().map_or(2, usize::from),
        }
    }
}

impl Limits {
    /// Refuses a spec whose options ask for more than the limits allow (a player's defaults
    /// included: `mcts` alone runs 1,000 simulations, `alphabeta` alone depth 4). The
    /// tablebase player's fallback is checked the same way.
    ///
    /// # Errors
    /// `ApiError::BadRequest` naming the option, the limit and the flag that raises it; a
    /// value that does not parse is reported as the player would.
    pub fn check(&self, text: &str) -> Result<(), ApiError> {
        let spec = PlayerSpec::parse(text).map_err(|e| ApiError::BadRequest(e.to_string()))?;
        let get = |key: &str| {
            spec.get::<u64>(key)
                .map_err(|e| ApiError::BadRequest(e.to_string()))
        };
        let sims = match (spec.name(), get("sims")?) {
            ("mcts", None) => Some(MCTS_DEFAULT_SIMS),
            (_, sims) => sims,
        };
        let over = |option: &str, value: u64, limit: u64, flag: &str| {
            ApiError::BadRequest(format!(
                "player '{}': {option}={value} is over this server's limit of {limit} \
                 (the operator raises it with morris serve {flag})",
                spec.text()
            ))
        };
        if let Some(n) = sims.filter(|&n| n > self.max_sims) {
            return Err(over("sims", n, self.max_sims, "--max-sims"));
        }
        if let Some(n) = get("nodes")?.filter(|&n| n > self.max_sims) {
            return Err(over("nodes", n, self.max_sims, "--max-sims"));
        }
        if let Some(d) = get("depth")?.filter(|&d| d > u64::from(self.max_depth)) {
            return Err(over("depth", d, self.max_depth.into(), "--max-depth"));
        }
        let max_ms = u64::try_from(self.max_move.as_millis()).unwrap_or(u64::MAX);
        if let Some(t) = get("time")?.filter(|&t| t > max_ms) {
            return Err(over("time", t, max_ms, "--max-move-ms"));
        }
        if let Some(mb) = get("tt_mb")?.filter(|&mb| mb > MAX_TT_MB) {
            return Err(ApiError::BadRequest(format!(
                "player '{}': tt_mb={mb} is over this server's limit of {MAX_TT_MB} MiB",
                spec.text()
            )));
        }
        if spec.name() == "tablebase" {
            let fallback = spec
                .get::<String>("fallback")
                .map_err(|e| ApiError::BadRequest(e.to_string()))?;
            if let Some(fallback) = fallback {
                self.check(&fallback.replace(';', ","))?;
            }
        }
        Ok(())
    }

    /// Refuses a built player whose search runs more simulations than `max_sims` (a
    /// network's default is the one its model stores, known only once it is loaded).
    ///
    /// # Errors
    /// `ApiError::BadRequest` naming the simulations and the flag that raises the limit.
    pub fn check_built(&self, spec: &str, agent: &mut dyn Agent) -> Result<(), ApiError> {
        let Some(sims) = agent
            .network_search()
            .map(|n| u64::from(n.settings.simulations))
        else {
            return Ok(());
        };
        if sims > self.max_sims {
            return Err(ApiError::BadRequest(format!(
                "player '{spec}': its model searches {sims} simulations a move, over this \
                 server's limit of {} (name fewer with sims=N, or the operator raises the \
                 limit with morris serve --max-sims)",
                self.max_sims
            )));
        }
        Ok(())
    }
}
