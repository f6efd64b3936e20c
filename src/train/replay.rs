//! The replay buffer: the latest self-play positions with their targets, sampled uniformly (or
//! placement positions `[replay] placement_weight` times as often) into minibatches, each
//! sample through a random board symmetry.
//!
//! Its size follows a window that grows with the data (as `KataGo`'s): early on, when the
//! network changes fast, only recent games are kept; later the window widens up to the
//! capacity. Positions are stored compactly (the `Position`, its repetition count, the
//! sparse policy target and the result) and encoded when sampled. The buffer is saved
//! atomically beside the checkpoints (bincode, versioned), so a resumed run keeps its data.
//!
//! Besides the policy and value targets, a sample keeps two auxiliary targets in `KataGo`'s
//! spirit (used by a network with `[net] aux_heads`): the next decision's search policy (the
//! opponent's reply, or the same side's capture after a mill), the men of the game's final
//! position (which points end the mover's, the opponent's or empty: "ownership") and a
//! short-term value (the search's values over the next few plies).

pub use super::replay_file::ReplayError;
use crate::env::Encoder;
use crate::game::{Action, ActionList, Color, Position};
use crate::selfplay::GameRecord;
use rand::Rng;
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;

/// The short-term value's horizon: the value `k` plies on weighs `(1 - 1/h)^k` (normalised),
/// what lies past the game's end falls to its result.
const SHORT_TERM_PLIES: f32 = 6.0;

/// One training position.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Sample {
    pub position: Position,
    pub occurrences: u8,
    /// The search's policy (action id, probability); empty for a fast search (playout-cap
    /// randomization), which trains the value only.
    pub policy: Vec<(u16, f32)>,
    /// The game's result for the player to move: 1, 0 or -1.
    pub result: i8,
    /// The search's value at the root for the player to move, in [-1, 1]; the result where
    /// the move was not searched (a random opening's).
    pub root_value: f32,
    /// The next decision's search policy (action id, probability): the opponent's reply, or
    /// the same side's capture after a mill. Empty where it is no target: after the game's
    /// last move, or when the next decision had no full search.
    pub reply: Vec<(u16, f32)>,
    /// The men of the game's final position, as point sets: the player to move's here, then
    /// the opponent's. `None` in files before version 3.
    pub final_men: Option<[u32; 2]>,
    /// The short-term value for the player to move, in [-1, 1]: the search's root values of
    /// this and the next plies, each from this player's view, weighted `(1 - 1/h)^k` at `k`
    /// plies on (`h = SHORT_TERM_PLIES`), the weight past the end on the result. `None` in
    /// files before version 3.
    pub short_value: Option<f32>,
}

/// A minibatch, flattened row-major and ready for tensors.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Batch {
    pub size: usize,
    /// `[size, C, H, W]`.
    pub observations: Vec<f32>,
    /// `[size, A]`: legal ids.
    pub masks: Vec<bool>,
    /// `[size, A]`: the policy target (zeros for a value-only sample).
    pub policies: Vec<f32>,
    /// `[size]`: 1 where the sample has a policy target.
    pub policy_weights: Vec<f32>,
    /// `[size]`: the result for the player to move (1, 0, -1).
    pub results: Vec<f32>,
    /// `[size]`: the search's root value for the player to move.
    pub root_values: Vec<f32>,
    /// `[size, A]`: the next decision's policy (zeros where the sample has none).
    pub replies: Vec<f32>,
    /// `[size]`: 1 where the sample has a reply target.
    pub reply_weights: Vec<f32>,
    /// `[size, P]`: each point at the game's end, 0 the mover's man, 1 empty, 2 the
    /// opponent's (point order: `Encoder::cells`).
    pub ownership: Vec<i64>,
    /// `[size]`: the short-term value for the player to move.
    pub short_values: Vec<f32>,
    /// `[size]`: 1 where the sample has the ownership and short-term value targets.
    pub aux_weights: Vec<f32>,
}

/// The buffer.
#[derive(Clone, Debug)]
pub struct ReplayBuffer {
    pub(super) samples: VecDeque<Sample>,
    capacity: usize,
    window_base: usize,
    window_fraction: f64,
    /// Positions added over the run (the window grows with it).
    pub(super) generated: u64,
    /// A placement position's weight in sampling against 1 for any other.
    placement_weight: f64,
}

impl ReplayBuffer {
    #[must_use]
    pub fn new(capacity: usize, window_base: usize, window_fraction: f64) -> ReplayBuffer {
        ReplayBuffer {
            samples: VecDeque::new(),
            capacity: capacity.max(1),
            window_base,
            window_fraction,
            generated: 0,
            placement_weight: 1.0,
        }
    }

    /// Draws a placement position (a man still in either hand) `weight` times as
    /// often as any other (`[replay] placement_weight`; 1, the default, draws uniformly).
    #[must_use]
    pub fn placement_weight(mut self, weight: f64) -> ReplayBuffer {
        self.placement_weight = weight;
        self
    }

    /// Positions held.
    #[must_use]
    pub fn len(&self) -> usize {
        self.samples.len()
    }

    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.samples.is_empty()
    }

    /// Positions added since the run began.
    #[must_use]
    pub fn generated(&self) -> u64 {
        self.generated
    }

    /// The current window: how many of the newest positions are kept.
    #[must_use]
    pub fn window(&self) -> usize {
        if self.window_fraction <= 0.0 {
            return self.capacity;
        }
        let grown = self.window_base as f64 + self.window_fraction * self.generated as f64;
        (grown as usize).min(self.capacity)
    }

    /// Adds every position of a finished game (the oldest ones leave past the window).
    pub fn push_game(&mut self, game: &GameRecord) {
        let end = &game.final_position;
        // Only an unsearched move has no policy (a fast search records one).
        let root_values: Vec<f32> = (0..game.moves.len())
            .map(|i| match &game.moves[i] {
                m if m.policy.is_empty() => game.value_target(i),
                m => m.root_value.clamp(-1.0, 1.0),
            })
            .collect();
        let short_values = short_term_values(game, &root_values);
        for (i, m) in game.moves.iter().enumerate() {
            let result = game.value_target(i);
            let mover = m.position.side_to_move();
            let reply = match game.moves.get(i + 1) {
                Some(next) if next.full_search => next.policy.clone(),
                _ => Vec::new(),
            };
            self.samples.push_back(Sample {
                position: m.position,
                occurrences: m.occurrences.min(usize::from(u8::MAX)) as u8,
                policy: if m.full_search {
                    m.policy.clone()
                } else {
                    Vec::new()
                },
                result: result as i8,
                root_value: root_values[i],
                reply,
                // A resigned game stopped in its middle: its last position says nothing
                // of who holds the points at the end, so the auxiliary targets (ownership
                // and the short-term value, weighed together) are masked.
                final_men: (!game.resigned()).then(|| [end.men(mover), end.men(!mover)]),
                short_value: (!game.resigned()).then_some(short_values[i]),
            });
        }
        self.generated += game.moves.len() as u64;
        let window = self.window();
        while self.samples.len() > window {
            self.samples.pop_front();
        }
    }

    /// A uniform sample of `size` positions (with replacement), each transformed by a random
    /// symmetry of the board when `symmetries` is set.
    ///
    /// # Panics
    /// On an empty buffer.
    pub fn sample(
        &self,
        rng: &mut impl Rng,
        size: usize,
        encoder: &Encoder,
        symmetries: bool,
    ) -> Batch {
        self.sample_with(rng, size, encoder, symmetries, &[])
    }

    /// As `sample`, with the last rows `extra`'s samples (positions from the endgame tables,
    /// `Learner::table_samples`) instead of the buffer's; each still under a random symmetry.
    ///
    /// # Panics
    /// On an empty buffer.
    pub fn sample_with(
        &self,
        rng: &mut impl Rng,
        size: usize,
        encoder: &Encoder,
        symmetries: bool,
        extra: &[Sample],
    ) -> Batch {
        assert!(!self.samples.is_empty(), "sampling an empty replay buffer");
        let rules = encoder.rules();
        let board = rules.board();
        let points = board.points();
        let (obs_len, ids) = (encoder.observation_len(), encoder.action_count());
        let mut batch = Batch {
            size,
            observations: vec![0.0; size * obs_len],
            masks: vec![false; size * ids],
            policies: vec![0.0; size * ids],
            policy_weights: vec![0.0; size],
            results: vec![0.0; size],
            root_values: vec![0.0; size],
            replies: vec![0.0; size * ids],
            reply_weights: vec![0.0; size],
            ownership: vec![1; size * points],
            short_values: vec![0.0; size],
            aux_weights: vec![0.0; size],
        };
        let mut legal = ActionList::new();
        let own = size.saturating_sub(extra.len());
        for row in 0..size {
            let sample = if row < own {
                self.draw(rng)
            } else {
                &extra[row - own]
            };
            let sym = if symmetries {
                &board.symmetries()[rng.gen_range(0..board.symmetries().len())]
            } else {
                &board.symmetries()[0]
            };
            batch.write_row(row, sample, sym, encoder, &mut legal);
        }
        batch
    }

    /// One position, uniformly or by its phase's weight. Rejection sampling: a candidate
    /// drawn uniformly is kept with probability its weight over the largest weight, so the
    /// default weight of 1 draws exactly as a uniform sample (seeded runs unchanged).
    #[allow(clippy::float_cmp)] // 1 exactly: the configured default, not a computed weight
    fn draw(&self, rng: &mut impl Rng) -> &Sample {
        let weight = self.placement_weight;
        loop {
            let sample = &self.samples[rng.gen_range(0..self.samples.len())];
            if weight == 1.0 {
                return sample;
            }
            // The test set's placement phase (`judgement::phase`): until both hands are
            // empty, the captures that close it included.
            let own = if sample.position.in_movement_phase() {
                1.0
            } else {
                weight
            };
            if rng.gen_bool(own / weight.max(1.0)) {
                return sample;
            }
        }
    }
}

impl Batch {
    /// Writes `sample` under the symmetry `sym` into row `row`.
    fn write_row(
        &mut self,
        row: usize,
        sample: &Sample,
        sym: &crate::game::Symmetry,
        encoder: &Encoder,
        legal: &mut ActionList,
    ) {
        let rules = encoder.rules();
        let points = rules.board().points();
        let (obs_len, ids) = (encoder.observation_len(), encoder.action_count());
        let position = sample.position.transformed(sym);
        let occurrences = usize::from(sample.occurrences);
        encoder.encode(
            &position,
            occurrences,
            &mut self.observations[row * obs_len..(row + 1) * obs_len],
        );
        legal.clear();
        position.legal_actions_counted(rules, occurrences, legal);
        encoder.write_mask(legal, &mut self.masks[row * ids..(row + 1) * ids]);
        let policy = &mut self.policies[row * ids..(row + 1) * ids];
        for &(id, p) in &sample.policy {
            if let Some(action) = Action::from_id(usize::from(id), points) {
                policy[action.transformed(sym).id(points)] = p;
            }
        }
        self.policy_weights[row] = if sample.policy.is_empty() { 0.0 } else { 1.0 };
        self.results[row] = f32::from(sample.result);
        self.root_values[row] = sample.root_value;
        let reply = &mut self.replies[row * ids..(row + 1) * ids];
        for &(id, p) in &sample.reply {
            if let Some(action) = Action::from_id(usize::from(id), points) {
                reply[action.transformed(sym).id(points)] = p;
            }
        }
        self.reply_weights[row] = if sample.reply.is_empty() { 0.0 } else { 1.0 };
        if let (Some([own, theirs]), Some(short)) = (sample.final_men, sample.short_value) {
            let (own, theirs) = (sym.bits(own), sym.bits(theirs));
            let classes = &mut self.ownership[row * points..(row + 1) * points];
            for (k, class) in classes.iter_mut().enumerate() {
                let p = 1u32 << k;
                *class = if own & p != 0 {
                    0
                } else if theirs & p != 0 {
                    2
                } else {
                    1
                };
            }
            self.short_values[row] = short;
            self.aux_weights[row] = 1.0;
        }
    }
}

/// The short-term value of each move (`Sample::short_value`), from the moves' root values
/// (each for its player to move), computed backwards in White's view.
fn short_term_values(game: &GameRecord, root_values: &[f32]) -> Vec<f32> {
    let keep = 1.0 - 1.0 / SHORT_TERM_PLIES;
    let white_view = |value: f32, side: Color| if side == Color::White { value } else { -value };
    let mut later = game.outcome.score_for(Color::White) as f32;
    let mut out = vec![0.0; root_values.len()];
    for i in (0..root_values.len()).rev() {
        let side = game.moves[i].position.side_to_move();
        later = (1.0 - keep) * white_view(root_values[i], side) + keep * later;
        out[i] = white_view(later, side).clamp(-1.0, 1.0);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, Outcome, Rules, WinReason};
    use crate::selfplay::MoveRecord;
    use crate::train::replay_file::{FORMAT, ReplayFile, SampleV1, SampleV2, bincode_options};
    use bincode::Options;
    use rand::SeedableRng;
    use std::sync::Arc;

    /// Three plies of the standard game that White wins: a searched move, an unsearched one
    /// (a random opening's) and a fast search's.
    fn game() -> GameRecord {
        let rules = Arc::new(Rules::preset("standard").unwrap());
        let mut game = Game::new(rules);
        let mut moves = Vec::new();
        for (policy, root_value) in [
            (vec![(0, 1.0)], 0.25),
            (vec![], 0.0),
            (vec![(2, 1.0)], -0.5),
        ] {
            let action = game.legal_actions()[0];
            moves.push(MoveRecord {
                position: *game.position(),
                occurrences: game.repetitions(),
                policy,
                root_value,
                action,
                full_search: true,
            });
            game.play(action).unwrap();
        }
        GameRecord {
            moves,
            outcome: Outcome::Win {
                winner: Color::White,
                reason: WinReason::Blocked,
            },
            final_position: *game.position(),
            weights_step: 0,
            would_resign: None,
        }
    }

    #[test]
    fn samples_keep_the_root_value_of_searched_moves_and_the_result_elsewhere() {
        let mut buffer = ReplayBuffer::new(100, 100, 0.0);
        buffer.push_game(&game());
        let stored: Vec<(i8, f32)> = buffer
            .samples
            .iter()
            .map(|s| (s.result, s.root_value))
            .collect();
        // White, Black, White to move; White won.
        assert_eq!(stored, [(1, 0.25), (-1, -1.0), (1, -0.5)]);
        let rules = Arc::new(Rules::preset("standard").unwrap());
        let encoder = Encoder::new(rules);
        let batch = buffer.sample(
            &mut rand_chacha::ChaCha8Rng::seed_from_u64(1),
            64,
            &encoder,
            true,
        );
        for (&result, &root_value) in batch.results.iter().zip(&batch.root_values) {
            assert!(stored.contains(&(result as i8, root_value)));
        }
    }

    #[test]
    fn samples_carry_the_next_decisions_policy_the_final_men_and_a_short_term_value() {
        let record = game();
        let mut buffer = ReplayBuffer::new(100, 100, 0.0);
        buffer.push_game(&record);
        let replies: Vec<&[(u16, f32)]> = buffer.samples.iter().map(|s| &s.reply[..]).collect();
        // The second move was unsearched (no target); the third's policy is the second's
        // reply; the last move has none.
        assert_eq!(replies, [&[][..], &[(2, 1.0)][..], &[][..]]);
        let end = record.final_position;
        let (white, black) = (end.men(Color::White), end.men(Color::Black));
        assert_eq!(white.count_ones() + black.count_ones(), 3);
        let finals: Vec<Option<[u32; 2]>> = buffer.samples.iter().map(|s| s.final_men).collect();
        assert_eq!(
            finals,
            [
                Some([white, black]),
                Some([black, white]),
                Some([white, black])
            ]
        );

        // Short-term values, backwards in White's view with weight 5/6 on what follows (White
        // won): 1/6 (-0.5) + 5/6 = 0.75; 1/6 (+1, Black's -1 unsearched) + 5/6 0.75 = 0.7917,
        // Black's -0.7917; 1/6 0.25 + 5/6 0.7917 = 0.7014.
        let short: Vec<f32> = buffer
            .samples
            .iter()
            .map(|s| s.short_value.unwrap())
            .collect();
        for (got, want) in short.iter().zip([0.701_389, -0.791_667, 0.75]) {
            assert!((got - want).abs() < 1e-5, "{short:?}");
        }

        let rules = Arc::new(Rules::preset("standard").unwrap());
        let encoder = Encoder::new(rules);
        let (ids, points) = (encoder.action_count(), encoder.points());
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(2);
        let batch = buffer.sample(&mut rng, 64, &encoder, true);
        let (obs_len, area) = (
            encoder.observation_len(),
            encoder.shape()[1] * encoder.shape()[2],
        );
        for row in 0..64 {
            let classes = &batch.ownership[row * points..(row + 1) * points];
            let count = |c: i64| classes.iter().filter(|&&k| k == c).count();
            // Three men at the end, White's two; White to move where the result is White's win.
            let expected = if batch.results[row] > 0.0 {
                [2, 1]
            } else {
                [1, 2]
            };
            assert_eq!([count(0), count(2)], expected, "row {row}: {classes:?}");
            // No man is captured, so every man on the (transformed) board ends where it stands:
            // the ownership took the observation's symmetry.
            let obs = &batch.observations[row * obs_len..(row + 1) * obs_len];
            for (k, &cell) in encoder.cells().iter().enumerate() {
                if obs[cell] > 0.5 {
                    assert_eq!(classes[k], 0, "row {row}, point {k}");
                }
                if obs[area + cell] > 0.5 {
                    assert_eq!(classes[k], 2, "row {row}, point {k}");
                }
            }
            assert!(batch.aux_weights[row] > 0.5, "row {row}");
            assert!(short.contains(&batch.short_values[row]), "row {row}");
            let reply = &batch.replies[row * ids..(row + 1) * ids];
            let mass: f32 = reply.iter().sum();
            assert!((mass - batch.reply_weights[row]).abs() < 1e-6, "row {row}");
        }
        assert!(batch.reply_weights.contains(&1.0) && batch.reply_weights.contains(&0.0));
    }

    #[test]
    fn a_resigned_game_trains_its_values_and_policies_but_no_auxiliary_targets() {
        let mut record = game();
        record.outcome = Outcome::Win {
            winner: Color::White,
            reason: WinReason::Resignation,
        };
        let mut buffer = ReplayBuffer::new(100, 100, 0.0);
        buffer.push_game(&record);
        let mut played_out = ReplayBuffer::new(100, 100, 0.0);
        played_out.push_game(&game());
        for (resigned, full) in buffer.samples.iter().zip(&played_out.samples) {
            assert_eq!(resigned.result, full.result);
            assert_eq!(resigned.policy, full.policy);
            assert_eq!(resigned.reply, full.reply);
            assert!(resigned.final_men.is_none() && resigned.short_value.is_none());
            assert!(full.final_men.is_some() && full.short_value.is_some());
        }
        let encoder = Encoder::new(Arc::new(Rules::preset("standard").unwrap()));
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(2);
        let batch = buffer.sample(&mut rng, 16, &encoder, true);
        assert!(batch.aux_weights.iter().all(|&w| w < 0.5));
    }

    /// A buffer of one placement position (the start) and one of the moving phase.
    fn one_of_each_phase() -> ReplayBuffer {
        let rules = Arc::new(Rules::preset("standard").unwrap());
        let mut game = Game::new(rules);
        let mut buffer = ReplayBuffer::new(100, 100, 0.0);
        let mut push = |position: Position| {
            buffer.samples.push_back(Sample {
                position,
                occurrences: 1,
                policy: Vec::new(),
                result: 0,
                root_value: 0.0,
                reply: Vec::new(),
                final_men: None,
                short_value: None,
            });
        };
        push(*game.position());
        while !game.position().in_movement_phase() {
            let action = game.legal_actions()[0];
            game.play(action).unwrap();
        }
        assert!(game.outcome().is_none(), "the placement ended the game");
        push(*game.position());
        buffer
    }

    #[test]
    fn placement_positions_are_drawn_by_their_weight_and_weight_1_draws_uniformly() {
        let placing = |buffer: &ReplayBuffer, seed: u64| {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            (0..20_000)
                .filter(|_| !buffer.draw(&mut rng).position.in_movement_phase())
                .count() as f64
                / 20_000.0
        };
        let uniform = one_of_each_phase();
        // Weight 1 draws exactly what a uniform index draws, so seeded runs are unchanged.
        let mut drawn = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        let mut indexed = drawn.clone();
        for _ in 0..100 {
            let sample = uniform.draw(&mut drawn);
            assert_eq!(sample, &uniform.samples[indexed.gen_range(0..2)]);
        }
        assert!((placing(&uniform, 1) - 0.5).abs() < 0.02);
        // Three to one, and one to four.
        let more = one_of_each_phase().placement_weight(3.0);
        assert!((placing(&more, 1) - 0.75).abs() < 0.02);
        let fewer = one_of_each_phase().placement_weight(0.25);
        assert!((placing(&fewer, 1) - 0.2).abs() < 0.02);
    }

    #[test]
    fn a_position_out_of_the_engines_bounds_is_damage_not_a_panic() {
        let dir = std::env::temp_dir().join(format!("morris-replay-pos-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("damaged.bin");
        let mut buffer = ReplayBuffer::new(100, 100, 0.0);
        buffer.push_game(&game());
        // A position whose fields are out of the engine's bounds (its key would index past
        // the hashing tables): damage too, not a panic.
        for (field, value) in [("pending", 9), ("in_hand", 200), ("men", 1 << 30)] {
            let mut damaged = buffer.clone();
            let mut raw = serde_json::to_value(damaged.samples[1].position).unwrap();
            raw[field] = if field == "pending" {
                serde_json::json!(value)
            } else {
                serde_json::json!([value, 0])
            };
            damaged.samples[1].position = serde_json::from_value(raw).unwrap();
            damaged.save(&path).unwrap();
            let err = ReplayBuffer::new(100, 100, 0.0)
                .load(&path, 24)
                .unwrap_err()
                .to_string();
            assert!(err.contains("sample 1 is damaged"), "{field}: {err}");
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn versions_1_and_2_load_without_what_they_lack_and_version_3_round_trips() {
        let dir = std::env::temp_dir().join(format!("morris-replay-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let mut buffer = ReplayBuffer::new(100, 100, 0.0);
        buffer.push_game(&game());
        let v3 = dir.join("v3.bin");
        buffer.save(&v3).unwrap();
        let mut loaded = ReplayBuffer::new(100, 100, 0.0);
        loaded.load(&v3, 24).unwrap();
        assert_eq!(loaded.samples, buffer.samples);

        let v2 = ReplayFile {
            format: FORMAT.to_string(),
            version: 2,
            generated: 3,
            samples: buffer
                .samples
                .iter()
                .map(|s| SampleV2 {
                    position: s.position,
                    occurrences: s.occurrences,
                    policy: s.policy.clone(),
                    result: s.result,
                    root_value: s.root_value,
                })
                .collect(),
        };
        let path = dir.join("v2.bin");
        std::fs::write(&path, bincode_options().serialize(&v2).unwrap()).unwrap();
        let mut old = ReplayBuffer::new(100, 100, 0.0);
        old.load(&path, 24).unwrap();
        let expected: Vec<Sample> = buffer
            .samples
            .iter()
            .map(|s| Sample {
                reply: Vec::new(),
                final_men: None,
                short_value: None,
                ..s.clone()
            })
            .collect();
        assert_eq!(Vec::from(old.samples.clone()), expected);

        let v1 = ReplayFile {
            format: FORMAT.to_string(),
            version: 1,
            generated: 3,
            samples: buffer
                .samples
                .iter()
                .map(|s| SampleV1 {
                    position: s.position,
                    occurrences: s.occurrences,
                    policy: s.policy.clone(),
                    result: s.result,
                })
                .collect(),
        };
        let path = dir.join("v1.bin");
        std::fs::write(&path, bincode_options().serialize(&v1).unwrap()).unwrap();
        let mut old = ReplayBuffer::new(100, 100, 0.0);
        old.load(&path, 24).unwrap();
        assert_eq!(old.generated(), 3);
        let converted: Vec<(i8, f32)> = old
            .samples
            .iter()
            .map(|s| (s.result, s.root_value))
            .collect();
        assert_eq!(converted, [(1, 1.0), (-1, -1.0), (1, 1.0)]);

        let mut v4 = bincode_options().serialize(&v1).unwrap();
        // The version field follows the format string (an 8-byte length and its bytes).
        v4[8 + FORMAT.len()] = 4;
        std::fs::write(&path, v4).unwrap();
        let err = old.load(&path, 24).unwrap_err().to_string();
        assert!(
            err.contains("version 4") && err.contains("versions 1 to 3"),
            "{err}"
        );

        // Final men that overlap, or lie off the board, are damage.
        let mut damaged = buffer.clone();
        damaged.samples[1].final_men = Some([1, 1]);
        damaged.save(&v3).unwrap();
        let err = old.load(&v3, 24).unwrap_err().to_string();
        assert!(err.contains("sample 1 is damaged"), "{err}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
