//! What a game holds in memory between its moves, estimated from its players' specs and the
//! server's limits, for the budget over all games (`--max-memory-mb`, kept by `sessions`).
//! Each estimate is an upper bound (measured on a 2-core machine, with margin):
//!
//! - `alphabeta`: its transposition table, `tt_mb` MiB (16 by default), held all game.
//! - `neural`: its network (about the model file's size: 1 MB for models/cpu-2h; counted
//!   three times, for libtorch's copy, its own and the fused pass's, plus 1 MiB) and, where it keeps its tree from move to move (`reuse`), that tree:
//!   `PUCT_SIM_BYTES` a simulation (a node per legal move of each expanded position; about
//!   300 measured), over at most `REUSE_DECISIONS` decisions' simulations (the server starts
//!   the tree afresh after as many), in two arenas.
//! - `tablebase`: its fallback (the tables are shared by every game and loaded once).
//! - `mcts` (rollout), `random`, `greedy`, a person: next to nothing (`SMALL_BYTES`).
//!
//! A kept tree that a search grew past this estimate (a request's `movetime_ms` runs as many
//! simulations as its time allows) is dropped after its decision (`sessions::Renew`).
//!
//! A search's own tree, made for one move and freed after it (rollout MCTS's, a network's
//! that keeps none, a kept one before it is dropped), is not a game's: it is bounded by
//! `--max-sims` (about 120 bytes a simulation for rollout MCTS, 300 for a network,
//! measured, and its cache of answers, about 110 to 130 bytes a network evaluation (more in
//! flying, whose lists of moves are long) within a quarter of `tree_mb`, freed after the
//! decision) or, under a request's `movetime_ms`, by its `tree_mb` (at most
//! `limits::MAX_TREE_MB`), and `--max-searches` searches run at once.
//!
//! Before a player is built its estimate takes the most the limits allow where its spec
//! leaves a figure to the model (a network's simulations); once built, what it was built
//! with.

use super::ApiError;
use super::limits::Limits;
use crate::agents::alphabeta::DEFAULT_TT_MB;
use crate::agents::{Agent, PlayerSpec};
use std::path::Path;

const KIB: u64 = 1024;
const MIB: u64 = 1024 * KIB;

/// What a game holds besides its players (its moves, its views).
pub const GAME_BYTES: u64 = 64 * KIB;

/// What a player that keeps no table or tree holds.
const SMALL_BYTES: u64 = 16 * KIB;

/// A network's search tree, per simulation (about 300 measured).
const PUCT_SIM_BYTES: u64 = 512;

/// The decisions a network that reuses its tree keeps it over, on the server.
pub const REUSE_DECISIONS: u32 = 8;

/// A network's weights, buffers and libtorch module when its file's size is not known.
const NETWORK_BYTES: u64 = 8 * MIB;

/// A spec's unsigned option, as the player would read it.
fn option(spec: &PlayerSpec, key: &str) -> Result<Option<u64>, ApiError> {
    spec.get::<u64>(key)
        .map_err(|e| ApiError::BadRequest(e.to_string()))
}

/// The bytes a seat's player may hold, before it is built: `spec` is the spec to build
/// (with the paths of its files), `human` a person.
///
/// # Errors
/// An option that does not parse.
pub fn before_build(spec: &str, limits: &Limits) -> Result<u64, ApiError> {
    if spec.trim().eq_ignore_ascii_case(super::sessions::HUMAN) {
        return Ok(0);
    }
    let parsed = PlayerSpec::parse(spec).map_err(|e| ApiError::BadRequest(e.to_string()))?;
    match parsed.name() {
        "alphabeta" => {
            let tt_mb = option(&parsed, "tt_mb")?.unwrap_or(DEFAULT_TT_MB as u64);
            Ok(tt_mb * MIB + SMALL_BYTES)
        }
        "neural" => {
            let sims = option(&parsed, "sims")?.unwrap_or(limits.max_sims);
            let sims = sims.max(option(&parsed, "psims")?.unwrap_or(0));
            Ok(network_bytes(&parsed) + tree_bytes(sims, true))
        }
        "tablebase" => {
            let fallback = parsed
                .get::<String>("fallback")
                .map_err(|e| ApiError::BadRequest(e.to_string()))?
                .unwrap_or_else(|| "alphabeta".to_string());
            before_build(&fallback.replace(';', ","), limits)
        }
        _ => Ok(SMALL_BYTES),
    }
}

/// The bytes a built player may hold: a network's by the simulations and reuse it was
/// built with, any other's as before it was built.
///
/// # Errors
/// An option that does not parse.
pub fn built(spec: &str, agent: &mut dyn Agent, limits: &Limits) -> Result<u64, ApiError> {
    let Some(search) = agent.network_search() else {
        return before_build(spec, limits);
    };
    let settings = search.settings;
    let parsed = PlayerSpec::parse(spec).map_err(|e| ApiError::BadRequest(e.to_string()))?;
    let reuse = settings.keeps_tree();
    Ok(network_bytes(&parsed) + tree_bytes(u64::from(settings.most_simulations()), reuse))
}

/// What a built player's tree kept from one decision to the next may hold (its share of
/// `built`'s estimate), or `None` where it keeps none. The server drops a kept tree past it
/// (`sessions::Renew`).
pub fn kept_tree(agent: &mut dyn Agent) -> Option<u64> {
    let settings = agent.network_search()?.settings;
    settings
        .keeps_tree()
        .then(|| tree_bytes(u64::from(settings.most_simulations()), true))
}

/// A network's weights and buffers: twice its model file, or `NETWORK_BYTES` where the file
/// is not found.
fn network_bytes(spec: &PlayerSpec) -> u64 {
    let model = spec
        .get::<String>("model")
        .ok()
        .flatten()
        .unwrap_or_default();
    let file = crate::agents::neural::model_file(&model);
    std::fs::metadata(Path::new(&file)).map_or(NETWORK_BYTES, |m| 3 * m.len() + MIB)
}

/// A network's tree of `sims` simulations a decision, kept over `REUSE_DECISIONS` decisions
/// (in two arenas) where it is reused; none where it is not.
fn tree_bytes(sims: u64, reuse: bool) -> u64 {
    if reuse {
        2 * u64::from(REUSE_DECISIONS) * sims * PUCT_SIM_BYTES
    } else {
        0
    }
}

/// `bytes` in MiB, for messages.
#[must_use]
pub fn mib(bytes: u64) -> String {
    format!("{:.1} MiB", bytes as f64 / MIB as f64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn estimates_follow_the_tables_and_trees_a_spec_asks_for() {
        let limits = Limits::default();
        let est = |s: &str| before_build(s, &limits).unwrap();
        assert_eq!(est("human"), 0);
        assert_eq!(est("alphabeta"), 16 * MIB + SMALL_BYTES);
        assert_eq!(est("alphabeta:depth=6,tt_mb=64"), 64 * MIB + SMALL_BYTES);
        assert_eq!(est("mcts:sims=5000"), SMALL_BYTES);
        assert_eq!(
            est("tablebase:dir=x,fallback=alphabeta:tt_mb=2"),
            est("alphabeta:tt_mb=2")
        );
        assert_eq!(est("tablebase:dir=x"), est("alphabeta"));
        // A network's simulations come from its model: before it is built, the most allowed.
        let net = est("neural:model=/nonexistent");
        assert_eq!(net, NETWORK_BYTES + tree_bytes(limits.max_sims, true));
        assert!(est("neural:model=/nonexistent,sims=100") < net);
        // Placement's budget, where named above the rest, is the tree's.
        assert_eq!(
            est("neural:model=/nonexistent,sims=100,psims=400"),
            est("neural:model=/nonexistent,sims=400")
        );
        assert!(before_build("alphabeta:tt_mb=x", &limits).is_err());
    }
}
