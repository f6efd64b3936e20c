//! Perfect-play test sets: positions from real games, each with its value under the rules
//! and the value of every legal action, labelled once from the whole game's tables and kept
//! in a small text file (testsets/ in the repository), so that any player is judged against
//! perfect play with no tables present: the same figures (`judgement`) the whole tables give
//! on those positions. docs/testset.md has the format, the sampling and the sets' makeup.
//!
//! Files: `text` (the file format: reading, checking, writing), `sample` (the positions
//! chosen by phase from games' positions and labelled from tables); this file holds the set,
//! its errors and its judgement.

mod sample;
mod text;

pub use sample::{Candidate, STRATA_WEIGHTS, choose, label, stratum};
pub use text::FORMAT_VERSION;

use crate::game::{Action, Position, Rules};
use crate::judgement::{Judged, Oracle};
use crate::tablebase::Wdl;
use std::path::PathBuf;
use thiserror::Error;

/// One position of a set: where it came from (`TestSet::sources`), its value under the rules
/// for the side to move, and every legal action with the value it leaves for that side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Labelled {
    pub position: Position,
    pub source: usize,
    pub value: Wdl,
    pub actions: Vec<(Action, Wdl)>,
}

impl Labelled {
    /// Whether some legal action loses value here (a decision that can go wrong).
    #[must_use]
    pub fn is_critical(&self) -> bool {
        self.actions.iter().any(|&(_, v)| v < self.value)
    }
}

/// A perfect-play test set for one set of rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TestSet {
    rules: Rules,
    /// The command that made the set (its `made` line).
    pub made_by: String,
    /// Where positions came from: the games of these players (a pairing, `A vs B`).
    pub sources: Vec<String>,
    pub entries: Vec<Labelled>,
}

/// Why a test set cannot be read.
#[derive(Debug, Error)]
pub enum SetError {
    #[error("{path}: {error}")]
    Io {
        path: PathBuf,
        error: std::io::Error,
    },
    #[error(
        "{origin}: not a morris-zero perfect-play test set (its first line is not '{}')",
        text::MAGIC
    )]
    NotASet { origin: String },
    #[error("{origin}: test set format version {found}; this build reads version {FORMAT_VERSION}")]
    Version { origin: String, found: String },
    #[error(
        "{origin}: a test set for rules '{found}' (fingerprint {found_print}), not for '{wanted}' ({wanted_print:016x})"
    )]
    Rules {
        origin: String,
        found: String,
        found_print: String,
        wanted: String,
        wanted_print: u64,
    },
    #[error("{origin}: damaged: its checksum is {stored}, its contents' {computed:08x}")]
    Checksum {
        origin: String,
        stored: String,
        computed: u32,
    },
    #[error("{origin}, line {line}: {reason}")]
    Line {
        origin: String,
        line: usize,
        reason: String,
    },
}

impl TestSet {
    /// A set of `entries` under `rules`.
    #[must_use]
    pub fn new(
        rules: Rules,
        made_by: String,
        sources: Vec<String>,
        entries: Vec<Labelled>,
    ) -> Self {
        TestSet {
            rules,
            made_by,
            sources,
            entries,
        }
    }

    /// The rules the set was labelled under.
    #[must_use]
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The set's positions, in order.
    #[must_use]
    pub fn positions(&self) -> Vec<Position> {
        self.entries.iter().map(|e| e.position).collect()
    }

    /// The value `action` leaves at entry `n` for its side to move, `None` where `n` is past
    /// the end or the action is not legal there.
    #[must_use]
    pub fn action_value(&self, n: usize, action: Action) -> Option<Wdl> {
        let entry = self.entries.get(n)?;
        entry.actions.iter().find(|a| a.0 == action).map(|a| a.1)
    }

    /// Positions per stratum (`stratum`) and per value (win, draw, loss for the side to
    /// move), with the critical ones (where some action loses value), in stratum order.
    #[must_use]
    pub fn makeup(&self) -> Vec<(String, [usize; 3], usize)> {
        let mut rows = std::collections::BTreeMap::<(usize, String), ([usize; 3], usize)>::new();
        for e in &self.entries {
            let (order, name) = stratum(&self.rules, &e.position);
            let row = rows.entry((order, name)).or_default();
            let at = match e.value {
                Wdl::Win => 0,
                Wdl::Draw => 1,
                _ => 2,
            };
            row.0[at] += 1;
            row.1 += usize::from(e.is_critical());
        }
        rows.into_iter()
            .map(|((_, name), (values, critical))| (name, values, critical))
            .collect()
    }
}

impl Oracle for TestSet {
    /// Entry `n`'s judgement of `action`, where `pos` is that entry's position.
    fn judge(&self, n: usize, pos: &Position, action: Action) -> Option<Judged> {
        let entry = self.entries.get(n).filter(|e| e.position == *pos)?;
        let after = self.action_value(n, action)?;
        Some(Judged::new(&self.rules, pos, entry.value, after))
    }
}
