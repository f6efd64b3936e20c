//! Perfect-play endgame tablebases for the phase after placement: every position with all
//! men placed, 3 to N men a side, either side to move, a pending capture included (resolved
//! through the lower sectors when probed). Built by retrograde analysis per sector (men on
//! the board per side), read back through the `Probe` trait. Free of tch: it uses only the
//! rules engine (`crate::game`) and `crate::atomic_file`. docs/tablebase.md has the design.
//!
//! ```
//! use morris_core::game::{Position, Rules};
//! use morris_core::tablebase::{Probe, Tablebase, build, file::Wdl, solve::Silent};
//!
//! let rules = Rules::preset("three").unwrap();
//! let dir = std::env::temp_dir().join(format!("tb-doc-{}", std::process::id()));
//! build::build(&rules, 3, &dir, 1, &|_| Box::new(Silent), &mut |_| {}).unwrap();
//! let tb = Tablebase::open(&dir, Some(&rules)).unwrap();
//! let pos = Position::parse(
//!     &rules, "white a1 b1 b3 | black c1 a3 c3 | white to move").unwrap();
//! // a1-a2 ... White's b1-b2 closes b1 b2 b3 at once: a win in one.
//! assert_eq!(tb.probe(&pos).unwrap().plain.wdl, Wdl::Win);
//! std::fs::remove_dir_all(dir).unwrap();
//! ```

pub mod build;
pub mod file;
pub mod index;
pub mod placement;
pub mod probe;
pub mod solve;
pub mod verify;

pub use file::{Entry, Sector, SectorTable, TableError, Wdl};
pub use index::SectorIndex;
pub use probe::{OpenError, Probe, Probed, RulesClass, Tablebase};

/// Asks the processor to bring `value` into the cache (a hint; no effect off x86-64): the
/// solvers and probes read their tables at random, and misses prefetched together overlap.
#[inline]
pub(crate) fn prefetch<T>(value: &T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch is a hint that reads nothing and never faults; the address is a
    // reference's anyway.
    unsafe {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        _mm_prefetch::<_MM_HINT_T0>(std::ptr::from_ref(value).cast::<i8>());
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = value;
}
