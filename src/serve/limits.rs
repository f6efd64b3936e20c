//! The limits on what one request may make the server compute and hold: simulations,
//! alpha-beta's depth and nodes, a search's time, a transposition table's size, how many
//! searches run at once, and the memory all games may hold. A spec over a limit is refused
//! when its game is created, naming the limit and the `morris serve` flag that raises it; a
//! limit a spec leaves open is written into the spec that is built (`capped`: alpha-beta
//! given only a time or a node count searches no deeper than `max_depth`); a search that is
//! still running when the time limit comes is stopped (its stop flag) and plays the best
//! move it has found.

use super::ApiError;
use crate::agents::{Agent, PlayerSpec};
use std::time::Duration;

/// Rollout MCTS's simulations when its spec names none (`mcts_rollout::RolloutMcts`).
const MCTS_DEFAULT_SIMS: u64 = 1000;

/// The largest transposition table a request may ask alpha-beta for (`tt_mb`), in MiB: every
/// held game keeps its player's table, so this bounds the server's memory (64 games).
pub const MAX_TT_MB: u64 = 64;

/// The largest search tree a request may let a player grow (`tree_mb` of `mcts` and
/// `neural`), in MiB, and the cap written into a spec that names none (the players' own
/// default, 512 MiB, is for one engine on one machine): a tree lives while its search runs,
/// so `--max-searches` of them at most, besides what a kept tree holds.
pub const MAX_TREE_MB: u64 = 64;

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
    /// The bytes all games may hold, their players' tables and trees (`--max-memory-mb`,
    /// estimated by `memory`); a new game beyond it is answered 503.
    pub max_memory: u64,
    /// The games one client address (an IPv6 client: its /64) may hold at once
    /// (`--max-games-per-address`); a new one beyond is answered 503, so that one client
    /// cannot keep every game of the server.
    pub max_games_per_address: usize,
}

/// The games one client address may hold, by default: a quarter of the server's 64.
pub const DEFAULT_GAMES_PER_ADDRESS: usize = 16;

/// The default memory budget in MiB: 64 games of a person against alpha-beta with its
/// default 16 MiB table, with 1 MiB each for the rest.
pub const DEFAULT_MAX_MEMORY_MB: u64 = 64 * 17;

impl Default for Limits {
    /// 5,000 simulations, depth 8, 10 s a move, one search per core, 1,088 MiB of games, 16
    /// games an address.
    fn default() -> Limits {
        Limits {
            max_sims: 5000,
            max_depth: 8,
            max_move: Duration::from_secs(10),
            max_searches: std::thread::available_parallelism().map_or(2, usize::from),
            max_memory: DEFAULT_MAX_MEMORY_MB << 20,
            max_games_per_address: DEFAULT_GAMES_PER_ADDRESS,
        }
    }
}

/// `text` with the option `key` set to `value` (replacing it where the spec names it).
fn with_option(text: &str, key: &str, value: &str) -> String {
    let (name, rest) = text.split_once(':').unwrap_or((text, ""));
    let mut parts: Vec<String> = rest
        .split(',')
        .filter(|p| !p.trim().is_empty())
        .filter(|p| p.split_once('=').is_none_or(|(k, _)| k.trim() != key))
        .map(str::to_string)
        .collect();
    parts.push(format!("{key}={value}"));
    format!("{}:{}", name.trim(), parts.join(","))
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
        if let Some(n) = get("psims")?.filter(|&n| n > self.max_sims) {
            return Err(over("psims", n, self.max_sims, "--max-sims"));
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
        if let Some(mb) = get("tree_mb")?.filter(|&mb| mb > MAX_TREE_MB) {
            return Err(ApiError::BadRequest(format!(
                "player '{}': tree_mb={mb} is over this server's limit of {MAX_TREE_MB} MiB",
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

    /// The spec to build for `text` (already `check`ed): the limits it leaves open written
    /// in. Alpha-beta given a time or a node count and no depth would deepen up to depth 64:
    /// it gets `depth=max_depth` (so does one whose default depth is over `max_depth`); a
    /// tablebase player's fallback is capped the same way. Other players' searches are
    /// bounded by their spec's figures, each checked, and by the time limit.
    ///
    /// # Errors
    /// `ApiError::BadRequest` for a spec that does not parse.
    pub fn capped(&self, text: &str) -> Result<String, ApiError> {
        let spec = PlayerSpec::parse(text).map_err(|e| ApiError::BadRequest(e.to_string()))?;
        let named = |key: &str| spec.get::<String>(key).ok().flatten().is_some();
        match spec.name() {
            "alphabeta" if !named("depth") => {
                let deepens = named("time") || named("nodes");
                if deepens || self.max_depth < crate::agents::alphabeta::DEFAULT_DEPTH {
                    return Ok(with_option(text, "depth", &self.max_depth.to_string()));
                }
                Ok(text.to_string())
            }
            "tablebase" => {
                let fallback = spec
                    .get::<String>("fallback")
                    .map_err(|e| ApiError::BadRequest(e.to_string()))?
                    .unwrap_or_else(|| "alphabeta".to_string())
                    .replace(';', ",");
                let capped = self.capped(&fallback)?;
                if capped == fallback {
                    return Ok(text.to_string());
                }
                Ok(with_option(text, "fallback", &capped.replace(',', ";")))
            }
            "mcts" | "neural" if !named("tree_mb") => {
                Ok(with_option(text, "tree_mb", &MAX_TREE_MB.to_string()))
            }
            _ => Ok(text.to_string()),
        }
    }

    /// Refuses a built player whose search runs more simulations than `max_sims` (a
    /// network's default is the one its model stores, known only once it is loaded).
    ///
    /// # Errors
    /// `ApiError::BadRequest` naming the simulations and the flag that raises the limit.
    pub fn check_built(&self, spec: &str, agent: &mut dyn Agent) -> Result<(), ApiError> {
        let Some(sims) = agent
            .network_search()
            .map(|n| u64::from(n.settings.most_simulations()))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limits_a_spec_leaves_open_are_written_into_the_spec_built() {
        let limits = Limits::default();
        let capped = |s: &str| limits.capped(s).unwrap();
        assert_eq!(capped("alphabeta:time=5000"), "alphabeta:time=5000,depth=8");
        assert_eq!(capped("alphabeta:nodes=100"), "alphabeta:nodes=100,depth=8");
        assert_eq!(
            capped("alphabeta:depth=3,time=50"),
            "alphabeta:depth=3,time=50"
        );
        for open in ["alphabeta", "alphabeta:tt_mb=2", "random", "mcts:tree_mb=8"] {
            assert_eq!(capped(open), open);
        }
        // The trees are capped at the server's limit where a spec leaves them open.
        assert_eq!(capped("mcts"), "mcts:tree_mb=64");
        assert_eq!(capped("neural:model=m"), "neural:model=m,tree_mb=64");
        assert!(limits.check("mcts:tree_mb=64").is_ok());
        let refused = limits.check("mcts:tree_mb=65").unwrap_err().to_string();
        assert!(refused.contains("tree_mb=65 is over"), "{refused}");
        assert_eq!(
            capped("tablebase:dir=t,fallback=alphabeta:time=9;tt_mb=2"),
            "tablebase:dir=t,fallback=alphabeta:time=9;tt_mb=2;depth=8"
        );
        assert_eq!(capped("tablebase:dir=t"), "tablebase:dir=t");
        let shallow = Limits {
            max_depth: 2,
            ..Limits::default()
        };
        assert_eq!(shallow.capped("alphabeta").unwrap(), "alphabeta:depth=2");
        assert_eq!(
            shallow.capped("tablebase:dir=t").unwrap(),
            "tablebase:dir=t,fallback=alphabeta:depth=2"
        );
        // Each is a spec its player builds.
        let rules = std::sync::Arc::new(crate::game::Rules::preset("standard").unwrap());
        assert!(crate::agents::from_spec(&capped("alphabeta:time=5"), &rules).is_ok());
    }
}
