//! How a search tree's arena (its nodes in one `Vec`) grows under a memory cap (`tree_mb`).

/// Arenas double up to this many bytes; past it, one with a cap grows straight to it.
pub const DOUBLING_UP_TO: usize = 1 << 20;

/// Makes room in `arena` for `more` elements. Past `DOUBLING_UP_TO` bytes, an arena that
/// may hold at most `most` elements reserves them all at once (address space: its pages are
/// touched only as nodes fill them), so that it never moves again. A doubling arena moves,
/// and the allocator keeps the copy it leaves behind in its heap, resident: a rollout search
/// capped at 16 MiB was measured at 25 MiB, its nodes moved from 8 MiB to 16. Where the
/// reservation fails, or `most` is `None` (no cap), the arena doubles as a `Vec` does.
pub fn make_room<T>(arena: &mut Vec<T>, more: usize, most: Option<usize>) {
    let needed = arena.len() + more;
    if needed <= arena.capacity() || size_of_val(arena.as_slice()) < DOUBLING_UP_TO {
        return;
    }
    if let Some(most) = most.filter(|&most| most >= needed) {
        let _ = arena.try_reserve_exact(most - arena.len());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Small arenas double; past `DOUBLING_UP_TO` bytes one takes its whole cap once and
    /// stays where it is; without a cap it doubles.
    #[test]
    fn an_arena_past_a_mib_reserves_its_cap_once() {
        let most = 3 * DOUBLING_UP_TO / 8;
        let mut arena: Vec<u64> = Vec::new();
        let mut moves = 0;
        let mut at = arena.as_ptr();
        for i in 0..most {
            make_room(&mut arena, 1, Some(most));
            arena.push(i as u64);
            if arena.as_ptr() != at {
                at = arena.as_ptr();
                moves += 1;
            }
            if arena.len() == DOUBLING_UP_TO / 8 + 1 {
                assert_eq!(arena.capacity(), most, "reserved at once past 1 MiB");
            }
        }
        assert_eq!(arena.capacity(), most);
        // Growing from 0 by doubling to 1 MiB (131,072 elements) is at most 18 moves.
        assert!(moves <= 19, "{moves}");
        let mut free: Vec<u64> = vec![0; DOUBLING_UP_TO / 8];
        make_room(&mut free, 1, None);
        free.push(1);
        assert!(free.capacity() >= 2 * DOUBLING_UP_TO / 8 && free.capacity() != most);
    }
}
