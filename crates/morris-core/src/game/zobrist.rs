//! Zobrist keys: one random 64-bit word per (colour, point), per count of pieces in hand, for
//! the side to move, for a pending capture and for the mill-reform ban. A position's key is
//! the XOR of the words of what it holds, updated incrementally by every action. The words are
//! computed at compile time from a fixed seed, so keys are the same in every run and build.

use super::board::MAX_POINTS;
use super::color::Color;

/// The most pieces per player on any board (twelve men's morris).
pub const MAX_PIECES: usize = 12;
/// The most captures one action can earn (one per mill closed, at most four through a point).
pub const MAX_PENDING: usize = 4;

pub(crate) struct Zobrist {
    pub piece: [[u64; MAX_POINTS]; 2],
    pub in_hand: [[u64; MAX_PIECES + 1]; 2],
    pub pending: [u64; MAX_PENDING + 1],
    pub ban_from: [[u64; MAX_POINTS]; 2],
    pub ban_to: [[u64; MAX_POINTS]; 2],
    pub black_to_move: u64,
}

const fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

const fn fill<const N: usize>(state: &mut u64) -> [u64; N] {
    let mut out = [0; N];
    let mut i = 0;
    while i < N {
        out[i] = splitmix(state);
        i += 1;
    }
    out
}

const fn build() -> Zobrist {
    let mut s = 0x6d6f_7272_6973_u64; // "morris"
    let piece = [fill(&mut s), fill(&mut s)];
    let mut in_hand = [fill(&mut s), fill(&mut s)];
    // Zero in hand adds nothing, so the key of a movement-phase position is just its men.
    in_hand[0][0] = 0;
    in_hand[1][0] = 0;
    let mut pending = fill(&mut s);
    pending[0] = 0;
    let ban_from = [fill(&mut s), fill(&mut s)];
    let ban_to = [fill(&mut s), fill(&mut s)];
    Zobrist {
        piece,
        in_hand,
        pending,
        ban_from,
        ban_to,
        black_to_move: splitmix(&mut s),
    }
}

pub(crate) static ZOBRIST: Zobrist = build();

impl Zobrist {
    #[inline]
    pub fn side(&self, side: Color) -> u64 {
        match side {
            Color::White => 0,
            Color::Black => self.black_to_move,
        }
    }

    #[inline]
    pub fn ban(&self, side: Color, ban: Option<(u8, u8)>) -> u64 {
        match ban {
            None => 0,
            Some((from, to)) => {
                self.ban_from[side.index()][from as usize] ^ self.ban_to[side.index()][to as usize]
            }
        }
    }
}
