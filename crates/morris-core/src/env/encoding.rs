//! Positions as tensors: the observation planes and the legal-action mask, from the point of
//! view of the player to move. Everything that decides the legal actions and the outcome is
//! in the planes, so the observation is Markov (given how often the position has occurred).
//!
//! An observation is `PLANES` planes over the board's square grid (7x7 for the 24-point
//! boards, 5x5 for six, 3x3 for three), f32, plane-major (`[C, H, W]`, row 0 = rank 1).
//! Only the cells that are points of the board are ever non-zero; a plane that carries one
//! number repeats it on every point.
//!
//! | plane | name            | value on the points                                         |
//! |-------|-----------------|-------------------------------------------------------------|
//! | 0     | `OWN_MEN`       | 1 where the player to move has a man                        |
//! | 1     | `OPPONENT_MEN`  | 1 where the opponent has a man                              |
//! | 2     | `POINTS`        | 1 on every point (the board's shape)                        |
//! | 3     | `OWN_IN_HAND`   | men the player to move has yet to place / `pieces`          |
//! | 4     | `OPPONENT_IN_HAND` | the same for the opponent                                |
//! | 5     | `CAPTURE`       | captures pending: 1 in a capture decision (2 for the first of two under `per-mill`), else 0 |
//! | 6     | `OWN_FLIES`     | 1 if the player to move flies (all placed, at most `fly_at` men) |
//! | 7     | `OPPONENT_FLIES`| 1 if the opponent flies on its turn                         |
//! | 8     | `NO_CAPTURE`    | plies without capture / `no_capture_draw` (0 when the rule is off) |
//! | 9     | `REPETITION`    | (occurrences of this position - 1) / (`repetition_draw` - 1) (0 when off) |
//! | 10    | `OWN_BAN`       | `forbid_mill_reform`: +1 on the man of the player to move that may not move back, -1 on the point it may not return to |
//! | 11    | `OPPONENT_BAN`  | the same for the opponent's ban on its next turn            |
//! | 12    | `PLY`           | ply / `max_plies` (0 when there is no cap)                  |
//! | 13    | `OWN_THREATS`   | on an empty point: the lines through it on which the player to move holds the other two points (a man there closes a mill) |
//! | 14    | `OPPONENT_THREATS` | the same for the opponent (where it would close a mill)  |
//! | 15    | `OWN_MILLS`     | 1 on the men of the player to move that stand in a closed mill |
//! | 16    | `OPPONENT_MILLS`| the same for the opponent                                   |
//!
//! Planes 13 to 16 are functions of the men planes, given as features (as `KataGo` gives its
//! net liberties and ladders): mill lines join points that are far apart on the square grid,
//! so a small convolutional net would otherwise spend much of its training finding them.
//!
//! The decision pending follows from the planes: a capture if `CAPTURE` > 0, else a
//! placement if `OWN_IN_HAND` > 0, else a flight if `OWN_FLIES`, else a move. The mask is one
//! bool per action id (see `game::action_count`) and says the same: only capture ids, only
//! placement ids or only move ids are ever set together.

use crate::game::{Action, Point, Position, Rules, action_count, points_of};
use std::sync::Arc;

/// The observation planes, by index.
pub mod planes {
    pub const OWN_MEN: usize = 0;
    pub const OPPONENT_MEN: usize = 1;
    pub const POINTS: usize = 2;
    pub const OWN_IN_HAND: usize = 3;
    pub const OPPONENT_IN_HAND: usize = 4;
    pub const CAPTURE: usize = 5;
    pub const OWN_FLIES: usize = 6;
    pub const OPPONENT_FLIES: usize = 7;
    pub const NO_CAPTURE: usize = 8;
    pub const REPETITION: usize = 9;
    pub const OWN_BAN: usize = 10;
    pub const OPPONENT_BAN: usize = 11;
    pub const PLY: usize = 12;
    pub const OWN_THREATS: usize = 13;
    pub const OPPONENT_THREATS: usize = 14;
    pub const OWN_MILLS: usize = 15;
    pub const OPPONENT_MILLS: usize = 16;
    /// The number of planes, C.
    pub const COUNT: usize = 17;
    /// Names, in order, for documentation and export.
    pub const NAMES: [&str; COUNT] = [
        "own_men",
        "opponent_men",
        "points",
        "own_in_hand",
        "opponent_in_hand",
        "capture",
        "own_flies",
        "opponent_flies",
        "no_capture",
        "repetition",
        "own_ban",
        "opponent_ban",
        "ply",
        "own_threats",
        "opponent_threats",
        "own_mills",
        "opponent_mills",
    ];
}

/// Writes observations and masks for one rule set.
#[derive(Clone, Debug)]
pub struct Encoder {
    rules: Arc<Rules>,
    side: usize,
    /// The grid cell (`rank * side + file`) of each point.
    cells: Vec<usize>,
    /// One plane with 1 on the board's points and 0 elsewhere.
    point_cells: Vec<f32>,
}

impl Encoder {
    #[must_use]
    pub fn new(rules: Arc<Rules>) -> Encoder {
        let board = rules.board();
        let side = usize::from(board.grid());
        let cells = (0..board.points()).map(|p| {
            let (file, rank) = board.square(p as Point);
            usize::from(rank) * side + usize::from(file)
        });
        let cells: Vec<usize> = cells.collect();
        let mut point_cells = vec![0.0; side * side];
        for &cell in &cells {
            point_cells[cell] = 1.0;
        }
        Encoder {
            rules,
            side,
            cells,
            point_cells,
        }
    }

    #[must_use]
    pub fn rules(&self) -> &Arc<Rules> {
        &self.rules
    }

    /// `[C, H, W]` of one observation.
    #[must_use]
    pub fn shape(&self) -> [usize; 3] {
        [planes::COUNT, self.side, self.side]
    }

    /// Floats in one observation, C * H * W.
    #[must_use]
    pub fn observation_len(&self) -> usize {
        planes::COUNT * self.side * self.side
    }

    /// The number of action ids, A.
    #[must_use]
    pub fn action_count(&self) -> usize {
        action_count(self.points())
    }

    /// Points on the board, P.
    #[must_use]
    pub fn points(&self) -> usize {
        self.cells.len()
    }

    /// The grid cell of each point.
    #[must_use]
    pub fn cells(&self) -> &[usize] {
        &self.cells
    }

    /// Writes the observation of `pos`, which has occurred `occurrences` times (1 the first
    /// time), into `out` (`observation_len()` floats).
    pub fn encode(&self, pos: &Position, occurrences: usize, out: &mut [f32]) {
        // A full write sets every cell of all `planes::COUNT` planes: no clearing first (it
        // was a fifth of the search's CPU time with a stand-in network, `bench selfplay`).
        self.write(pos, occurrences, out, false);
    }

    /// Turns `out`, an observation of a position, into one from the other player's point of
    /// view: the planes that come in pairs (men, men in hand, flying, bans, threats, mills)
    /// trade places; those of the position as a whole (points, captures pending, the
    /// counters) stay, so `CAPTURE` is then the other player's capture pending, as it is to
    /// move. For a player who observes while the other is to move (at the end of an episode
    /// its own action ended).
    pub fn swap_sides(&self, out: &mut [f32]) {
        let area = self.side * self.side;
        for (own, opponent) in [
            (planes::OWN_MEN, planes::OPPONENT_MEN),
            (planes::OWN_IN_HAND, planes::OPPONENT_IN_HAND),
            (planes::OWN_FLIES, planes::OPPONENT_FLIES),
            (planes::OWN_BAN, planes::OPPONENT_BAN),
            (planes::OWN_THREATS, planes::OPPONENT_THREATS),
            (planes::OWN_MILLS, planes::OPPONENT_MILLS),
        ] {
            let (first, second) = out.split_at_mut(opponent * area);
            first[own * area..(own + 1) * area].swap_with_slice(&mut second[..area]);
        }
    }

    /// Turns `out`, which must hold an observation this encoder wrote earlier (of any
    /// position) or all zeros, into the observation of `pos`, writing only the planes that change: most
    /// of the uniform planes (points, captures, flying, repetition, ...) keep their value from
    /// one step to the next, and writing is most of an environment step's cost.
    pub fn update(&self, pos: &Position, occurrences: usize, out: &mut [f32]) {
        self.write(pos, occurrences, out, true);
    }

    /// The man planes are cleared and scattered; the uniform planes are the board's points
    /// times a number, skipped when `incremental` and the number is already there.
    #[allow(clippy::float_cmp)] // comparing with the very value that would be written
    fn write(&self, pos: &Position, occurrences: usize, out: &mut [f32], incremental: bool) {
        let spec = self.rules.spec();
        let area = self.side * self.side;
        let me = pos.side_to_move();
        let them = !me;
        let pieces = f32::from(spec.pieces);
        let flies = |c| f32::from(u8::from(pos.can_fly(&self.rules, c)));
        let ratio = |count: u16, limit: u16| {
            if limit > 0 {
                f32::from(count) / f32::from(limit)
            } else {
                0.0
            }
        };
        let no_capture = if pos.in_movement_phase() {
            ratio(pos.quiet_plies(), spec.no_capture_draw)
        } else {
            0.0
        };
        let repetition = if spec.repetition_draw > 1 {
            occurrences.saturating_sub(1) as f32 / f32::from(spec.repetition_draw - 1)
        } else {
            0.0
        };
        let uniform = [
            (planes::POINTS, 1.0),
            (planes::OWN_IN_HAND, f32::from(pos.in_hand(me)) / pieces),
            (
                planes::OPPONENT_IN_HAND,
                f32::from(pos.in_hand(them)) / pieces,
            ),
            (planes::CAPTURE, f32::from(pos.pending_captures())),
            (planes::OWN_FLIES, flies(me)),
            (planes::OPPONENT_FLIES, flies(them)),
            (planes::NO_CAPTURE, no_capture),
            (planes::REPETITION, repetition),
            (planes::PLY, ratio(pos.ply(), spec.max_plies)),
        ];
        // Every uniform plane holds its number on point 0's cell.
        let probe = self.cells[0];
        for (plane, value) in uniform {
            if incremental && out[plane * area + probe] == value {
                continue;
            }
            for (cell, &point) in out[plane * area..(plane + 1) * area]
                .iter_mut()
                .zip(&self.point_cells)
            {
                *cell = point * value;
            }
        }
        let ban = |c| {
            pos.reform_ban(c)
                .map_or((0, 0), |(at, back): (u8, u8)| (1u32 << at, 1u32 << back))
        };
        let sparse = [
            (planes::OWN_MEN, pos.men(me), 0),
            (planes::OPPONENT_MEN, pos.men(them), 0),
            (planes::OWN_BAN, ban(me).0, ban(me).1),
            (planes::OPPONENT_BAN, ban(them).0, ban(them).1),
        ];
        // Without the reform rule the ban planes stay as the first write left them: zero.
        let planes_to_write = if incremental && !spec.forbid_mill_reform {
            2
        } else {
            sparse.len()
        };
        // +1 on the points of `plus`, -1 on those of `minus`.
        for &(plane, plus, minus) in &sparse[..planes_to_write] {
            let plane = &mut out[plane * area..(plane + 1) * area];
            plane.fill(0.0);
            for p in points_of(plus) {
                plane[self.cells[p as usize]] = 1.0;
            }
            for p in points_of(minus) {
                plane[self.cells[p as usize]] = -1.0;
            }
        }
        self.write_line_features(pos, out);
    }

    /// The threat and mill planes (13 to 16), always rewritten: they change with every move.
    fn write_line_features(&self, pos: &Position, out: &mut [f32]) {
        let area = self.side * self.side;
        let board = self.rules.board();
        let me = pos.side_to_move();
        let (own, opponent) = (pos.men(me), pos.men(!me));
        let empty = board.all() & !(own | opponent);
        for plane in [
            planes::OWN_THREATS,
            planes::OPPONENT_THREATS,
            planes::OWN_MILLS,
            planes::OPPONENT_MILLS,
        ] {
            out[plane * area..(plane + 1) * area].fill(0.0);
        }
        for &line in board.mills() {
            for (men, threats, mills) in [
                (own, planes::OWN_THREATS, planes::OWN_MILLS),
                (opponent, planes::OPPONENT_THREATS, planes::OPPONENT_MILLS),
            ] {
                let held = men & line;
                if held == line {
                    for p in points_of(line) {
                        out[mills * area + self.cells[p as usize]] = 1.0;
                    }
                } else if held.count_ones() + 1 == line.count_ones() && empty & line != 0 {
                    let p = (line & !held).trailing_zeros() as usize;
                    out[threats * area + self.cells[p]] += 1.0;
                }
            }
        }
    }

    /// Writes the leaves' observations and masks into `observations` `[n, C, H, W]` and
    /// `masks` `[n, A]` (flattened, resized to fit): a batch for the network.
    pub fn encode_leaves(
        &self,
        leaves: &[crate::mcts::LeafRequest<'_>],
        observations: &mut Vec<f32>,
        masks: &mut Vec<bool>,
    ) {
        let (obs_len, ids) = (self.observation_len(), self.action_count());
        observations.resize(leaves.len() * obs_len, 0.0);
        masks.resize(leaves.len() * ids, false);
        for (i, leaf) in leaves.iter().enumerate() {
            self.encode(
                leaf.position,
                leaf.occurrences,
                &mut observations[i * obs_len..(i + 1) * obs_len],
            );
            self.write_mask(leaf.legal, &mut masks[i * ids..(i + 1) * ids]);
        }
    }

    /// Writes the mask of `legal` into `out` (`action_count()` bools).
    pub fn write_mask(&self, legal: &[Action], out: &mut [bool]) {
        out.fill(false);
        let points = self.points();
        for &action in legal {
            out[action.id(points)] = true;
        }
    }
}
