//! Move ordering: the table move first, then captures, mill-closing actions and blocks of an
//! opponent's open mill, the history heuristic breaking ties; and the history table's reward
//! for an action that caused a beta cutoff.

use super::search::Negamax;
use super::transposition::NO_MOVE;
use crate::game::{Action, ActionList, MAX_ACTIONS, Point, Position};

// The bonuses of the ordering keys, by group; the history score breaks ties within a group
// (and orders the rest).
const CAPTURE_ORDER: i32 = 1 << 28;
const MILL_ORDER: i32 = 1 << 27;
pub(super) const BLOCK_ORDER: i32 = 1 << 26;
const THREAT_ORDER: i32 = 1 << 25;
/// History scores are halved when one reaches this, so they stay below the bonuses above.
const HISTORY_MAX: i32 = 1 << 22;

impl Negamax<'_> {
    /// History heuristic: `depth²` for the action that caused a beta cutoff.
    #[inline]
    pub(super) fn reward(&mut self, id: u16, depth: u32) {
        let h = &mut self.history[usize::from(id)];
        *h += (depth * depth) as i32;
        if *h >= HISTORY_MAX {
            for h in self.history.iter_mut() {
                *h /= 2;
            }
        }
    }

    /// Ordering keys for `moves` (the table move aside): captures (of a man in an opponent's
    /// open mill first), then mill-closing actions, then blocks of an opponent's open mill,
    /// each group by history score.
    pub(super) fn score_moves(&self, pos: &Position, moves: &[Action], out: &mut [i32]) {
        let board = self.rules.board();
        let side = pos.side_to_move();
        let (own, opp) = (pos.men(side), pos.men(!side));
        let empty = board.all() & !(own | opp);
        // The holes of the opponent's open mills and the men that make them.
        let (mut holes, mut threats) = (0u32, 0u32);
        for &mill in board.mills() {
            let held = opp & mill;
            if own & mill == 0 && held != mill && held & held.wrapping_sub(1) != 0 {
                holes |= mill & empty;
                threats |= mill & opp;
            }
        }
        let closes = |own_after: u32, to: Point| board.mills_closed_at(own_after, to) > 0;
        for (slot, &action) in out.iter_mut().zip(moves.iter()) {
            let id = action.id(self.points);
            let (own_after, to) = match action {
                Action::Capture(p) => {
                    let bonus = if threats & (1 << p) != 0 {
                        THREAT_ORDER
                    } else {
                        0
                    };
                    *slot = CAPTURE_ORDER + bonus + self.history[id];
                    continue;
                }
                Action::Place(to) => (own | 1 << to, to),
                Action::Move { from, to } => (own ^ (1 << from) ^ (1 << to), to),
            };
            let bonus = if closes(own_after, to) {
                MILL_ORDER
            } else if holes & (1 << to) != 0 {
                BLOCK_ORDER
            } else {
                0
            };
            *slot = bonus + self.history[id];
        }
    }

    /// Sorts `moves` (and their keys) by their ordering keys, for the root.
    pub(super) fn order(&self, pos: &Position, moves: &mut ActionList, tt_move: u16) {
        let first = self.table_move_first(moves, tt_move);
        let mut keys = [0i32; MAX_ACTIONS];
        self.score_moves(pos, &moves[first..], &mut keys[first..moves.len()]);
        for i in first..moves.len() {
            pick_next(moves, &mut keys, i);
        }
    }

    /// Brings the table move, if legal here, to the front; returns how many actions it put
    /// first (0 or 1).
    #[inline]
    pub(super) fn table_move_first(&self, moves: &mut ActionList, tt_move: u16) -> usize {
        if tt_move == NO_MOVE {
            return 0;
        }
        match moves
            .iter()
            .position(|a| a.id(self.points) == usize::from(tt_move))
        {
            Some(j) => {
                moves.swap(0, j);
                1
            }
            None => 0,
        }
    }
}

/// Selection step: brings the highest-keyed action from `i` on to `i` (the first on ties, so
/// the order is deterministic).
#[inline]
pub(super) fn pick_next(moves: &mut [Action], keys: &mut [i32], i: usize) {
    let mut best = i;
    for j in i + 1..moves.len() {
        if keys[j] > keys[best] {
            best = j;
        }
    }
    if best != i {
        moves.swap(i, best);
        keys.swap(i, best);
    }
}
