//! The player's options (`depth`, `nodes`, `time`, `start`, `lmr`, `tt_mb`, `tb`) and the
//! limits of one search, where the caller's budget overrides them.

use super::transposition::TranspositionTable;
use super::{AlphaBeta, MAX_DEPTH};
use crate::agents::{Budget, PlayerSpec, SpecError};
use crate::game::{Rules, action_count};
use std::sync::Arc;
use std::time::Duration;

/// The depth of a spec that names no limit (`alphabeta` alone).
pub const DEFAULT_DEPTH: u32 = 4;
/// The transposition table's size when the spec names no `tt_mb`, in MiB.
pub const DEFAULT_TT_MB: usize = 16;
const MAX_TT_MB: usize = 16_384;
/// The share of a time limit (percent) within which an iteration may start, when the spec
/// names no `start`: all of it, since a stopped iteration still contributes what it found
/// (a move better than the last iteration's best). 50 was the rule before: it used 72 ms of
/// 100 a decision against 85 now, and scored 49.3% against this (docs/experiments.md row 44).
pub const DEFAULT_START: u32 = 100;

/// The limits of one search, after the caller's budget has overridden the spec.
#[derive(Clone, Copy, Debug)]
pub(super) struct Limits {
    pub(super) depth: u32,
    pub(super) nodes: u64,
    pub(super) time: Option<Duration>,
    /// With a time limit, the share of it (percent) within which an iteration may start.
    pub(super) start: u32,
    /// Late-move reductions (`lmr=true`; off by default: at 100 ms a move they reached two
    /// turns deeper and scored 50.0% against the search without them, docs/experiments.md
    /// row 44).
    pub(super) lmr: bool,
}

impl AlphaBeta {
    /// # Errors
    /// An unknown option, a value that does not parse, `depth` outside 1..=64, `tt_mb`
    /// outside 1..=16384, `start` outside 1..=100, or `nodes` or `time` of 0.
    pub fn from_spec(spec: &PlayerSpec, rules: &Arc<Rules>) -> Result<AlphaBeta, SpecError> {
        spec.expect_only(&["depth", "nodes", "time", "start", "lmr", "tt_mb", "tb"])?;
        let tablebase = spec
            .get::<String>("tb")?
            .map(|dir| crate::agents::tablebase::open(spec, &dir, rules))
            .transpose()?;
        let depth = spec.get::<u32>("depth")?;
        if depth.is_some_and(|d| !(1..=MAX_DEPTH).contains(&d)) {
            return Err(spec.invalid(format!("depth must be from 1 to {MAX_DEPTH}")));
        }
        let nodes = spec.get::<u64>("nodes")?;
        if nodes == Some(0) {
            return Err(spec.invalid("nodes must be at least 1"));
        }
        let time = spec.get::<u64>("time")?;
        if time == Some(0) {
            return Err(spec.invalid("time must be at least 1 (milliseconds)"));
        }
        let start = spec.get::<u32>("start")?.unwrap_or(DEFAULT_START);
        if !(1..=100).contains(&start) {
            return Err(spec.invalid("start must be from 1 to 100 (percent of the time)"));
        }
        let lmr = spec.get::<bool>("lmr")?.unwrap_or(false);
        let tt_mb = spec.get::<usize>("tt_mb")?.unwrap_or(DEFAULT_TT_MB);
        if !(1..=MAX_TT_MB).contains(&tt_mb) {
            return Err(spec.invalid(format!("tt_mb must be from 1 to {MAX_TT_MB}")));
        }
        Ok(AlphaBeta {
            spec: spec.text().to_string(),
            depth,
            nodes,
            time: time.map(Duration::from_millis),
            start,
            lmr,
            tt: TranspositionTable::new(tt_mb),
            history: vec![0; action_count(rules.board().points())],
            keys: Vec::with_capacity(1024),
            root_scores: Vec::new(),
            generation: 0,
            use_tt: true,
            tablebase,
        })
    }

    /// The limits of one search: the caller's where it names any (see `Budget`), else the
    /// spec's; depth 4 where neither names a limit, else unlimited up to `MAX_DEPTH`.
    pub(super) fn limits(&self, budget: &Budget) -> Limits {
        let (depth, nodes, time) = if budget.limits_given() {
            (budget.depth, budget.nodes, budget.time)
        } else {
            (self.depth, self.nodes, self.time)
        };
        let unlimited = nodes.is_some() || time.is_some();
        let depth = depth.unwrap_or(if unlimited { MAX_DEPTH } else { DEFAULT_DEPTH });
        Limits {
            depth: depth.clamp(1, MAX_DEPTH),
            nodes: nodes.unwrap_or(u64::MAX),
            time,
            start: self.start,
            lmr: self.lmr,
        }
    }
}
