//! Seeds derived from one: every game, player, ply and worker of a seeded run draws from a
//! stream of its own, so that a result does not depend on which thread or batch computed it.

/// The golden ratio's 64-bit constant (Weyl sequence step of `SplitMix64`).
const GOLDEN: u64 = 0x9E37_79B9_7F4A_7C15;

/// A mixing of `seed` with a game number and a role (`SplitMix64`'s finaliser over the three),
/// so that every game and player of a match, and every worker and round of a training run,
/// gets its own stream.
#[must_use]
pub fn derive_seed(seed: u64, game: usize, role: u64) -> u64 {
    let mut z =
        seed ^ (game as u64).wrapping_mul(GOLDEN) ^ role.wrapping_mul(0xD1B5_4A32_D192_ED03);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The `n`-th seed of a sequence from `seed`, cheaply (no finaliser): each ply of a game, each
/// position of a blunder sample. The seeds only need to differ; every draw still goes
/// through a seeded generator.
#[must_use]
pub fn nth_seed(seed: u64, n: u64) -> u64 {
    seed ^ n.wrapping_mul(GOLDEN)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn derived_seeds_differ_by_game_and_role_and_repeat() {
        let seeds = [
            derive_seed(1, 0, 0),
            derive_seed(1, 1, 0),
            derive_seed(1, 0, 1),
            derive_seed(2, 0, 0),
        ];
        for (i, a) in seeds.iter().enumerate() {
            for b in &seeds[i + 1..] {
                assert_ne!(a, b);
            }
        }
        assert_eq!(derive_seed(1, 1, 0), seeds[1]);
        // SplitMix64's first output from state 0 + the constant: a fixed value.
        assert_eq!(derive_seed(0, 1, 0), 0xE220_A839_7B1D_CDAF);
        assert_eq!(nth_seed(5, 0), 5);
        assert_ne!(nth_seed(5, 1), nth_seed(5, 2));
    }
}
