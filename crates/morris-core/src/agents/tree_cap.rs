//! The memory cap of the players that grow a search tree (rollout MCTS; a network's PUCT or
//! Gumbel search): their `tree_mb` option, and how full a tree is (`TreeUse`: its nodes and
//! their memory, which the engine writes as `hashfull`, and whether the cap ended the search).
//! Rollout MCTS counts its nodes and the lists they keep as the allocator hands them out; a
//! network's tree has nodes of one size (`PuctTree::NODE_BYTES`, twice that under tree reuse,
//! which keeps a second arena), so its cap is a number of nodes.
//!
//! A search whose tree reaches its cap ends there, as Lc0 ends at its memory limit and `KataGo`
//! at its visits, and answers with the best it has found: under `go infinite` or a huge
//! `go nodes` its memory stays bounded. Alpha-beta needs no cap: its transposition table is
//! allocated once, at its fixed size (`tt_mb`), and the rest of its memory is bounded by
//! its maximum depth.

use super::{PlayerSpec, SpecError};

/// The tree's memory when `tree_mb` is not named, in MiB: far above a decision at the
/// players' own budgets (1,000 simulations of rollout MCTS take about 100 KiB, a network's
/// few hundred about half a MiB), reached after a few minutes of `go infinite` on a CPU
/// (rollout MCTS: 3 to 10 MB a second; a network's search: 1 to 2 MB a second at a thousand
/// simulations a second).
pub const DEFAULT_TREE_MB: u64 = 512;

/// The most `tree_mb` may name (as alpha-beta's `tt_mb`).
pub const MAX_TREE_MB: u64 = 16_384;

/// How full a search's tree is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TreeUse {
    /// Nodes in the tree.
    pub nodes: u64,
    /// Their memory, in bytes, as the search counts it against the cap.
    pub bytes: u64,
    /// Of `bytes`, what the decision frees whatever is kept (a network's cache of answers),
    /// so not part of a tree kept for the next decision.
    pub freed: u64,
    /// The cap, in bytes: the player's `tree_mb`.
    pub cap: u64,
    /// Whether the cap ended the search (before its simulations, its time or `stop` did).
    pub full: bool,
}

impl TreeUse {
    /// Thousandths of the cap in use: UCI's `hashfull`.
    #[must_use]
    pub fn permille(&self) -> u64 {
        (self.bytes.saturating_mul(1000) / self.cap.max(1)).min(1000)
    }

    /// What the tree holds, and that it is full where it is: `tree full: N nodes, X MiB of
    /// tree_mb=M`.
    #[must_use]
    pub fn note(&self) -> String {
        format!(
            "tree {}: {} nodes, {:.1} MiB of tree_mb={}",
            if self.full { "full" } else { "in use" },
            self.nodes,
            self.bytes as f64 / f64::from(1 << 20),
            self.cap >> 20
        )
    }
}

/// The memory cap in bytes that a player's spec names: `tree_mb` (MiB, from 1 to
/// `MAX_TREE_MB`), `DEFAULT_TREE_MB` where it is not named.
///
/// # Errors
/// A `tree_mb` that does not parse or is out of range.
pub fn cap_bytes(spec: &PlayerSpec) -> Result<u64, SpecError> {
    let mb = spec.get::<u64>("tree_mb")?.unwrap_or(DEFAULT_TREE_MB);
    if !(1..=MAX_TREE_MB).contains(&mb) {
        return Err(spec.invalid(format!("tree_mb must be from 1 to {MAX_TREE_MB}")));
    }
    Ok(mb << 20)
}

/// Trees at least this large (bytes) are freed on a thread of their own (`free_apart`).
const FREED_APART: u64 = 16 << 20;

/// Frees `tree` (a search's, of `bytes`) on a thread of its own where it is large, so that the
/// search's answer does not wait for it: a full rollout tree of 512 MiB, millions of small
/// allocations, takes about 0.3 s to free, 60 ms at 87 MiB. A small tree, or one whose
/// thread cannot start, is freed here.
pub fn free_apart<T: Send + 'static>(tree: T, bytes: u64) {
    if bytes >= FREED_APART {
        let _ = std::thread::Builder::new()
            .name("free tree".into())
            .spawn(move || drop(tree));
    }
}

/// What the allocator takes for a list of `bytes` bytes (glibc's malloc: 8 bytes of its own,
/// 16-byte steps, at least 32); nothing for an empty list, which allocates nothing.
#[must_use]
pub fn allocated(bytes: usize) -> usize {
    if bytes == 0 {
        0
    } else {
        (bytes + 8).next_multiple_of(16).max(32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tree_mb_gives_the_cap_and_is_checked() {
        let cap = |text: &str| cap_bytes(&PlayerSpec::parse(text).unwrap());
        assert_eq!(cap("mcts").unwrap(), DEFAULT_TREE_MB << 20);
        assert_eq!(cap("mcts:tree_mb=1").unwrap(), 1 << 20);
        assert_eq!(cap("mcts:tree_mb=16384").unwrap(), 1 << 34);
        for bad in ["mcts:tree_mb=0", "mcts:tree_mb=16385", "mcts:tree_mb=x"] {
            assert!(cap(bad).is_err(), "{bad}");
        }
        let half = TreeUse {
            nodes: 9,
            bytes: 1 << 19,
            freed: 0,
            cap: 1 << 20,
            full: false,
        };
        assert_eq!(half.permille(), 500);
        assert_eq!(half.note(), "tree in use: 9 nodes, 0.5 MiB of tree_mb=1");
        let full = TreeUse {
            bytes: 1 << 21,
            freed: 0,
            full: true,
            ..half
        };
        assert_eq!(full.permille(), 1000);
        assert_eq!(full.note(), "tree full: 9 nodes, 2.0 MiB of tree_mb=1");
        assert_eq!(
            [0, 1, 24, 25, 100].map(allocated),
            [0, 32, 32, 48, 112],
            "malloc's chunks"
        );
    }
}
