//! The index of a sector: every position with all men placed, `white` white men and `black`
//! black men on the board and White to move, reduced by the board's symmetries. A position
//! with Black to move is the colour mirror of one with White to move in the sector
//! (black, white), so only White-to-move positions are indexed.
//!
//! The index of (W, B) is `class(W) * C(P - w, b) + rank(B')`: `class` numbers the orbits of
//! the white sets under the symmetry group (through a table over all C(P, w) white sets),
//! and `B'` is the black set under the symmetry that takes W to its orbit's representative,
//! ranked among the points W leaves empty. When the representative has a non-trivial
//! stabiliser, the black sets it permutes give several indices for one position; the least
//! is the position's index and the others are `unused` (never probed, never counted).

use crate::game::{Board, Symmetry};

/// The largest men count on one side the index supports (C(24, 12) white sets).
pub const MAX_MEN: usize = 12;

/// Binomial coefficients C(n, k) for n ≤ 24, k < 32: a 32 by 32 table, zero where k > n,
/// so that a lookup needs neither a branch nor a bounds check (the index's inner loops
/// make one per point of a set).
#[derive(Clone, Debug)]
struct Binomials([[u64; 32]; 32]);

impl Binomials {
    fn new() -> Binomials {
        let mut c = [[0u64; 32]; 32];
        for n in 0..25 {
            c[n][0] = 1;
            for k in 1..=n {
                c[n][k] = c[n - 1][k - 1] + c[n - 1][k];
            }
        }
        Binomials(c)
    }

    #[inline]
    fn get(&self, n: usize, k: usize) -> u64 {
        debug_assert!(n <= 24 && k < 32);
        self.0[n & 31][k & 31]
    }
}

/// A board symmetry applied to point sets through three byte tables.
#[derive(Clone, Debug)]
pub struct FastSymmetry {
    bytes: [[u32; 256]; 3],
}

impl FastSymmetry {
    fn new(sym: &Symmetry) -> FastSymmetry {
        let mut bytes = [[0u32; 256]; 3];
        for (part, table) in bytes.iter_mut().enumerate() {
            for (v, image) in table.iter_mut().enumerate() {
                *image = sym.bits((v as u32) << (8 * part));
            }
        }
        FastSymmetry { bytes }
    }

    /// The image of a set of points.
    #[inline]
    #[must_use]
    pub fn bits(&self, set: u32) -> u32 {
        self.bytes[0][(set & 0xff) as usize]
            | self.bytes[1][((set >> 8) & 0xff) as usize]
            | self.bytes[2][((set >> 16) & 0xff) as usize]
    }
}

/// The white set's part of an index (`SectorIndex::white_key`).
#[derive(Clone, Copy, Debug)]
pub struct WhiteKey {
    base: u64,
    representative: u32,
    /// The symmetries taking the white set to the representative (bit i: symmetry i).
    symmetries: u16,
}

impl WhiteKey {
    /// Whether one symmetry takes the white set to its representative: then different
    /// black sets have different indices (no sorting needed to count them).
    #[must_use]
    pub fn is_injective(&self) -> bool {
        self.symmetries.is_power_of_two()
    }
}

/// `SectorIndex::one_less`: a set's colex terms summed from below and from above.
pub struct OneLess {
    set: u32,
    /// `below[j]`: the terms of the lowest `j` men.
    below: [u64; 16],
    /// `above[j]`: the terms of the men from the `j`-th (from 1) up, each one place lower
    /// (removing the `k`-th man leaves `below[k - 1] + above[k + 1]`).
    above: [u64; 16],
}

impl OneLess {
    /// The colex rank of the set without the man on `point` (one of its men).
    #[inline]
    #[must_use]
    pub fn rank(&self, point: u8) -> usize {
        let j = (self.set & ((1u32 << point) - 1)).count_ones() as usize;
        (self.below[j & 15] + self.above[(j + 2) & 15]) as usize
    }
}

/// `SectorIndex::one_more`: the ranks of one black set's men, summed from below and from
/// above, so that a set with one man more is ranked by one lookup and three additions.
pub struct OneMore<'a> {
    index: &'a SectorIndex,
    key: WhiteKey,
    black: u32,
    /// The one symmetry taking the white set to its representative; `None` when several
    /// do (then `index` ranks the set in full under each).
    symmetry: Option<&'a FastSymmetry>,
    /// `black` under `symmetry`.
    image: u32,
    /// `below[j]`: the colex terms of the image's lowest `j` men (at most `MAX_MEN`).
    below: [u64; 16],
    /// `above[j]`: the terms of the men above the lowest `j`, each one place higher.
    above: [u64; 16],
}

impl OneMore<'_> {
    /// The index of the black set with a man more on `point` (empty in both sets).
    // Left to itself the compiler called it: 17% of placement's samples in the call.
    #[allow(clippy::inline_always)]
    #[inline(always)]
    #[must_use]
    pub fn index(&self, point: u8) -> u64 {
        let Some(symmetry) = self.symmetry else {
            return self.in_full(point);
        };
        let q = symmetry.bits(1 << point).trailing_zeros();
        let below = (1u32 << q) - 1;
        let j = (self.image & below).count_ones() as usize;
        let x = (q - (self.key.representative & below).count_ones()) as usize;
        self.key.base + self.below[j & 15] + self.index.binomials.get(x, j + 1) + self.above[j & 15]
    }

    #[cold]
    #[inline(never)]
    fn in_full(&self, point: u8) -> u64 {
        self.index.index_with(self.key, self.black | 1 << point)
    }
}

/// The index of one sector (White to move, `white` and `black` men on the board).
#[derive(Clone, Debug)]
pub struct SectorIndex {
    points: usize,
    white: usize,
    black: usize,
    binomials: Binomials,
    symmetries: Vec<FastSymmetry>,
    /// Per white set (by colex rank): the class of its orbit and the symmetries taking it to
    /// the class's representative (bit i: the board's symmetry i), side by side so that a
    /// probe reads one cache line.
    white_sets: Vec<(u32, u16)>,
    /// Per class: the representative (the least set of the orbit).
    representatives: Vec<u32>,
    /// Per class: the symmetries other than the identity that fix the representative.
    stabilisers: Vec<u16>,
    /// C(P - white, black): black sets per white class.
    black_sets: u64,
}

impl SectorIndex {
    /// The index for `white` and `black` men on `board`.
    ///
    /// # Panics
    /// When the men do not fit on the board, or a side has more than `MAX_MEN`.
    #[must_use]
    pub fn new(board: &Board, white: usize, black: usize) -> SectorIndex {
        let points = board.points();
        assert!(white <= MAX_MEN && black <= MAX_MEN && white + black <= points);
        assert!(board.symmetries().len() <= 16);
        let binomials = Binomials::new();
        let symmetries: Vec<FastSymmetry> =
            board.symmetries().iter().map(FastSymmetry::new).collect();
        let sets = binomials.get(points, white) as usize;
        let mut class_of = vec![u32::MAX; sets];
        let mut to_representative = vec![0u16; sets];
        let mut representatives = Vec::new();
        let mut stabilisers = Vec::new();
        let mut set = if white == 0 { 0 } else { (1u32 << white) - 1 };
        // Colex order is increasing numeric order of the bit sets, so the first member of an
        // orbit met is its least, the representative.
        for rank in 0..sets {
            if class_of[rank] == u32::MAX {
                let class = representatives.len() as u32;
                representatives.push(set);
                let mut stabiliser = 0u16;
                for (i, sym) in symmetries.iter().enumerate() {
                    let image = sym.bits(set);
                    if image == set && i > 0 {
                        stabiliser |= 1 << i;
                    }
                    class_of[colex_rank(&binomials, image) as usize] = class;
                }
                stabilisers.push(stabiliser);
            }
            set = next_subset(set);
        }
        // Every symmetry taking a set to its representative (several when it has a stabiliser).
        for rank in 0..sets {
            let w = colex_unrank(&binomials, rank as u64, white, points);
            let rep = representatives[class_of[rank] as usize];
            let mut mask = 0u16;
            for (i, sym) in symmetries.iter().enumerate() {
                if sym.bits(w) == rep {
                    mask |= 1 << i;
                }
            }
            to_representative[rank] = mask;
        }
        let black_sets = binomials.get(points - white, black);
        let white_sets = class_of.into_iter().zip(to_representative).collect();
        SectorIndex {
            points,
            white,
            black,
            binomials,
            symmetries,
            white_sets,
            representatives,
            stabilisers,
            black_sets,
        }
    }

    /// Every point of the board.
    fn all(&self) -> u32 {
        ((1u64 << self.points) - 1) as u32
    }

    /// Indices in the sector (some unused, see the module's documentation).
    #[must_use]
    pub fn len(&self) -> u64 {
        self.representatives.len() as u64 * self.black_sets
    }

    /// Whether the sector has no positions (never for men that fit on the board).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// White men and black men.
    #[must_use]
    pub fn men(&self) -> (usize, usize) {
        (self.white, self.black)
    }

    /// The index of the position with White's men on `white` and Black's on `black` (disjoint
    /// sets of the sector's sizes), White to move.
    #[inline]
    #[must_use]
    pub fn index(&self, white: u32, black: u32) -> u64 {
        self.index_with(self.white_key(white), black)
    }

    /// What `index` computes from the white set alone, for indexing many black sets with one
    /// white set (the solver's successors of one position share the mover's opponent).
    #[inline]
    #[must_use]
    pub fn white_key(&self, white: u32) -> WhiteKey {
        self.white_key_at(self.white_rank(white))
    }

    /// The colex rank of a white set: `white_key_at` takes it, `prefetch_white` reads ahead
    /// for it (the table it reads is megabytes, missed at random by the solver).
    #[inline]
    #[must_use]
    pub fn white_rank(&self, white: u32) -> usize {
        colex_rank(&self.binomials, white) as usize
    }

    /// Asks the processor to bring the table entry of the white set of colex rank `rank`
    /// into the cache.
    #[inline]
    pub fn prefetch_white(&self, rank: usize) {
        if let Some(entry) = self.white_sets.get(rank) {
            super::prefetch(entry);
        }
    }

    /// `white_key` of the white set of colex rank `rank` (`white_rank`).
    #[inline]
    #[must_use]
    pub fn white_key_at(&self, rank: usize) -> WhiteKey {
        let (class, mask) = self.white_sets[rank];
        WhiteKey {
            base: u64::from(class) * self.black_sets,
            representative: self.representatives[class as usize],
            symmetries: mask,
        }
    }

    /// The index of the white set of `key` with Black on `black`.
    #[inline]
    #[must_use]
    pub fn index_with(&self, key: WhiteKey, black: u32) -> u64 {
        let mut mask = key.symmetries;
        let mut best = u64::MAX;
        while mask != 0 {
            let i = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            let b = self.symmetries[i].bits(black);
            best = best.min(self.black_rank(key.representative, b));
        }
        key.base + best
    }

    /// The indices of `black` with one man more, for the white set of `key`: `OneMore::index`
    /// gives the index of `black | 1 << point` in a few operations, where `index_with` ranks
    /// every man again (the placement solver's successors: a position's placements all
    /// add one man to the same set).
    #[inline]
    #[must_use]
    pub fn one_more(&self, key: WhiteKey, black: u32) -> OneMore<'_> {
        let mut ranks = OneMore {
            index: self,
            key,
            black,
            symmetry: None,
            image: 0,
            below: [0; 16],
            above: [0; 16],
        };
        if !key.is_injective() {
            return ranks;
        }
        let symmetry = &self.symmetries[key.symmetries.trailing_zeros() as usize];
        let image = symmetry.bits(black);
        // The image's men in increasing order, each at its place among the points the
        // representative leaves empty: the i-th (from 1) adds C(x, i) to the colex rank, or
        // C(x, i + 1) once the new man is below it.
        let mut set = image;
        let mut i = 0;
        while set != 0 {
            let p = set.trailing_zeros();
            set &= set - 1;
            let x = (p - (key.representative & ((1u32 << p) - 1)).count_ones()) as usize;
            ranks.below[i + 1] = ranks.below[i] + self.binomials.get(x, i + 1);
            ranks.above[i] = self.binomials.get(x, i + 2);
            i += 1;
        }
        for j in (0..i).rev() {
            ranks.above[j] += ranks.above[j + 1];
        }
        ranks.symmetry = Some(symmetry);
        ranks.image = image;
        ranks
    }

    /// The colex ranks (`white_rank`) of `set` less one man: `OneLess::rank` gives the rank
    /// of `set & !(1 << point)` with one lookup a man (the solvers' captures: each takes
    /// one man of the same set).
    #[inline]
    #[must_use]
    pub fn one_less(&self, set: u32) -> OneLess {
        let mut ranks = OneLess {
            set,
            below: [0; 16],
            above: [0; 16],
        };
        let mut rest = set;
        let mut i = 0;
        while rest != 0 && i < MAX_MEN {
            let p = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            ranks.below[i + 1] = ranks.below[i] + self.binomials.get(p, i + 1);
            ranks.above[i + 1] = self.binomials.get(p, i);
            i += 1;
        }
        for j in (1..i).rev() {
            ranks.above[j] += ranks.above[j + 1];
        }
        ranks
    }

    /// Calls `visit(index, white, black, used)` for every index in `start..end`, in order:
    /// the positions enumerated one after another (no unranking per index).
    pub fn for_each_position(
        &self,
        start: u64,
        end: u64,
        mut visit: impl FnMut(u64, u32, u32, bool),
    ) {
        let mut i = start;
        while i < end {
            let class = (i / self.black_sets) as usize;
            let white = self.representatives[class];
            let mut free = [0u8; 32];
            for (slot, p) in free
                .iter_mut()
                .zip(crate::game::points_of(!white & self.all()))
            {
                *slot = p;
            }
            let class_end = ((class as u64 + 1) * self.black_sets).min(end);
            let mut rank = i % self.black_sets;
            let mut compact =
                colex_unrank(&self.binomials, rank, self.black, self.points - self.white);
            let symmetric = self.stabilisers[class] != 0;
            while i < class_end {
                let mut black = 0;
                let mut c = compact;
                while c != 0 {
                    black |= 1 << free[c.trailing_zeros() as usize];
                    c &= c - 1;
                }
                let used = !symmetric || self.used_position(class, rank, black);
                visit(i, white, black, used);
                compact = next_subset(compact);
                rank += 1;
                i += 1;
            }
        }
    }
    /// The position at `index`: (white set, black set), White to move.
    #[must_use]
    pub fn position(&self, index: u64) -> (u32, u32) {
        let class = (index / self.black_sets) as usize;
        let rank = index % self.black_sets;
        let white = self.representatives[class];
        (white, self.black_unrank(white, rank))
    }

    /// Whether `index` is the index of its position (not a duplicate left by a symmetric
    /// white set).
    #[must_use]
    pub fn is_used(&self, index: u64) -> bool {
        let class = (index / self.black_sets) as usize;
        if self.stabilisers[class] == 0 {
            return true;
        }
        let rank = index % self.black_sets;
        let black = self.black_unrank(self.representatives[class], rank);
        self.used_position(class, rank, black)
    }

    /// Whether no symmetry fixing the class's representative takes `black` (of rank `rank`)
    /// to a lower rank.
    fn used_position(&self, class: usize, rank: u64, black: u32) -> bool {
        let mut mask = self.stabilisers[class];
        let white = self.representatives[class];
        while mask != 0 {
            let i = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            if self.black_rank(white, self.symmetries[i].bits(black)) < rank {
                return false;
            }
        }
        true
    }

    /// The rank of `black` among the points `white` leaves empty.
    #[inline]
    fn black_rank(&self, white: u32, black: u32) -> u64 {
        let mut rank = 0;
        let mut set = black;
        let mut i = 1;
        while set != 0 {
            let p = set.trailing_zeros();
            set &= set - 1;
            let below = (white & ((1u32 << p) - 1)).count_ones();
            rank += self.binomials.get((p - below) as usize, i);
            i += 1;
        }
        rank
    }

    fn black_unrank(&self, white: u32, rank: u64) -> u32 {
        let compact = colex_unrank(&self.binomials, rank, self.black, self.points - self.white);
        // Spread the compact set over the points white leaves empty.
        let mut out = 0;
        let mut free = ((1u64 << self.points) - 1) as u32 & !white;
        let mut i = 0;
        while free != 0 {
            let p = free.trailing_zeros();
            free &= free - 1;
            if compact & (1 << i) != 0 {
                out |= 1 << p;
            }
            i += 1;
        }
        out
    }
}

/// The colex rank of a set among the sets of its size.
#[inline]
fn colex_rank(binomials: &Binomials, mut set: u32) -> u64 {
    let mut rank = 0;
    let mut i = 1;
    while set != 0 {
        let p = set.trailing_zeros() as usize;
        set &= set - 1;
        rank += binomials.get(p, i);
        i += 1;
    }
    rank
}

/// The set of `size` points below `universe` whose colex rank is `rank`: its largest point
/// is the greatest p with C(p, size) <= rank, and so on down, each search going on from
/// where the previous one stopped (at most `universe` steps in all).
fn colex_unrank(binomials: &Binomials, mut rank: u64, size: usize, universe: usize) -> u32 {
    let mut set = 0;
    let mut p = universe;
    for i in (1..=size).rev() {
        p -= 1;
        while binomials.get(p, i) > rank {
            p -= 1;
        }
        rank -= binomials.get(p, i);
        set |= 1 << p;
    }
    set
}

/// The next set of the same size in increasing order (Gosper's hack).
fn next_subset(set: u32) -> u32 {
    if set == 0 {
        return 0;
    }
    let c = set & set.wrapping_neg();
    let r = set + c;
    (((r ^ set) >> 2) / c) | r
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::BoardKind;

    #[test]
    fn ranks_round_trip() {
        let b = Binomials::new();
        let mut set = 0b111u32;
        for rank in 0..b.get(10, 3) {
            assert_eq!(colex_rank(&b, set), rank);
            assert_eq!(colex_unrank(&b, rank, 3, 10), set);
            set = next_subset(set);
        }
    }

    #[test]
    fn every_position_has_one_used_index_that_symmetries_share() {
        let board = Board::new(BoardKind::Six, false).unwrap();
        let index = SectorIndex::new(&board, 3, 4);
        let mut used = 0u64;
        for i in 0..index.len() {
            let (w, b) = index.position(i);
            assert_eq!(w & b, 0);
            assert_eq!((w.count_ones(), b.count_ones()), (3, 4));
            if index.is_used(i) {
                used += 1;
                assert_eq!(index.index(w, b), i);
                for sym in board.symmetries() {
                    assert_eq!(index.index(sym.bits(w), sym.bits(b)), i);
                }
            } else {
                assert!(index.index(w, b) < i);
            }
        }
        // The enumeration agrees with `position` and `is_used`, from any start.
        for start in [0, 1, 97, index.len() / 2] {
            let mut next = start;
            index.for_each_position(start, index.len(), |i, w, b, used| {
                assert_eq!(i, next);
                assert_eq!((w, b), index.position(i));
                assert_eq!(used, index.is_used(i));
                next += 1;
            });
            assert_eq!(next, index.len());
        }
        // Burnside: orbits = average number of positions each symmetry fixes.
        let mut fixed = 0u64;
        let all = board.all();
        for sym in board.symmetries() {
            for w in combinations(all, 3) {
                for b in combinations(all & !w, 4) {
                    if sym.bits(w) == w && sym.bits(b) == b {
                        fixed += 1;
                    }
                }
            }
        }
        assert_eq!(used, fixed / board.symmetries().len() as u64);
    }

    /// What the solver's forward step counts on: where the key is injective, different
    /// black sets have different indices (so its quiet moves are counted, not indexed), and
    /// where it is not, some pair of black sets shares one.
    #[test]
    fn an_injective_key_gives_each_black_set_its_own_index() {
        let board = Board::new(BoardKind::Nine, false).unwrap();
        let index = SectorIndex::new(&board, 4, 3);
        let all = board.all();
        let (mut injective, mut not) = (0, 0);
        for white in combinations(all, 4) {
            let key = index.white_key(white);
            let mut indices: Vec<u64> = combinations(all & !white, 3)
                .into_iter()
                .map(|black| index.index_with(key, black))
                .collect();
            let count = indices.len();
            indices.sort_unstable();
            indices.dedup();
            if key.is_injective() {
                injective += 1;
                assert_eq!(indices.len(), count, "white {white:#x}");
            } else {
                not += 1;
                assert!(indices.len() < count, "white {white:#x}");
            }
        }
        assert_eq!(injective + not, 10_626);
        assert!(injective > 0 && not > 0, "{injective} {not}");
    }

    /// `one_more` ranks a set with one man more as `index_with` does, for injective keys
    /// and the others, on both boards.
    #[test]
    fn one_more_agrees_with_index_with() {
        for (kind, white, black) in [(BoardKind::Nine, 4, 3), (BoardKind::Six, 3, 4)] {
            let board = Board::new(kind, false).unwrap();
            let index = SectorIndex::new(&board, white, black + 1);
            let all = board.all();
            let mut checked = [0u64; 2];
            for w in combinations(all, white) {
                let key = index.white_key(w);
                for b in combinations(all & !w, black) {
                    let more = index.one_more(key, b);
                    for p in crate::game::points_of(all & !(w | b)) {
                        assert_eq!(
                            more.index(p),
                            index.index_with(key, b | 1 << p),
                            "white {w:#x} black {b:#x} point {p}"
                        );
                        checked[usize::from(key.is_injective())] += 1;
                    }
                }
            }
            assert!(checked[0] > 0 && checked[1] > 0, "{checked:?}");
        }
    }

    /// `one_less` ranks a set with one man less as `white_rank` does.
    #[test]
    fn one_less_agrees_with_white_rank() {
        let board = Board::new(BoardKind::Nine, false).unwrap();
        let index = SectorIndex::new(&board, 4, 3);
        for size in [1, 2, 5, 9] {
            for set in combinations(board.all(), size).into_iter().step_by(7) {
                let less = index.one_less(set);
                for p in crate::game::points_of(set) {
                    assert_eq!(
                        less.rank(p),
                        index.white_rank(set & !(1 << p)),
                        "{set:#x} {p}"
                    );
                }
            }
        }
    }

    /// The sets of `size` points of `of`.
    fn combinations(of: u32, size: usize) -> Vec<u32> {
        if size == 0 {
            return vec![0];
        }
        let mut out = Vec::new();
        let mut rest = of;
        while rest.count_ones() as usize >= size {
            let p = rest.trailing_zeros();
            rest &= rest - 1;
            out.extend(combinations(rest, size - 1).into_iter().map(|c| c | 1 << p));
        }
        out
    }
}
