//! The handcrafted, phase-aware evaluation: material, mills, open mills, mobility and blocked
//! men, scored for the side to move. Negamax calls it at the leaves.

use crate::game::{Color, Point, Position, Rules, points_of};

// ---------------------------------------------------------------------------------------------
// Evaluation weights, from the side to move's point of view, in thousandths of a man.
// Phase-dependent weights are indexed by the colour's own phase: [placement (men still in
// hand), movement, flying (`fly_at` reached)].
//
// | term              | weight             | what                                                   |
// |-------------------|--------------------|--------------------------------------------------------|
// | `MAN`             | 1000               | per man left (in hand and on the board)                |
// | `IN_HAND`         | 10                 | per man still in hand (placing later is a small tempo) |
// | `MILL`            | 120 / 150 / 60     | per complete mill                                      |
// | `OPEN_MILL`       | 100 / 40 / 250     | per line with two own men and an empty third point     |
// | `OPEN_MILL_READY` | 120 (movement)     | extra when an own man off the line can move into it    |
// | `MILL_TO_MOVE`    | 400                | the side to move can close a mill with its next action |
// | `MOBILITY`        | 10                 | per legal move, both sides moving (not flying)         |
// | `BLOCKED`         | 15 / 40 / 0        | penalty per man with no empty neighbour                |
// | `NO_MOVES`        | 600                | penalty: the side not to move could not move at all    |
// | `PENDING_CAPTURE` | 900                | per capture the side to move still has to make         |
// ---------------------------------------------------------------------------------------------

const PLACEMENT: usize = 0;
const MOVEMENT: usize = 1;
const FLYING: usize = 2;

/// Per man left, in hand and on the board.
pub const MAN: i32 = 1000;
/// Per man still in hand.
pub const IN_HAND: i32 = 10;
/// Per complete mill, by phase.
pub const MILL: [i32; 3] = [120, 150, 60];
/// Per open mill (two own men and an empty point on a mill line), by phase.
pub const OPEN_MILL: [i32; 3] = [100, 40, 250];
/// Movement: extra per open mill an own man off the line can move into.
pub const OPEN_MILL_READY: i32 = 120;
/// The side to move can close a mill with its next action.
pub const MILL_TO_MOVE: i32 = 400;
/// Per legal move, when both sides move along lines (the movement phase, neither flying).
pub const MOBILITY: i32 = 10;
/// Penalty per man with no empty neighbour, by phase.
pub const BLOCKED: [i32; 3] = [15, 40, 0];
/// Movement: penalty for the side not to move when it has no legal move.
pub const NO_MOVES: i32 = 600;
/// Per capture pending for the side to move (about one man).
pub const PENDING_CAPTURE: i32 = 900;

/// The handcrafted evaluation of `pos` for the side to move (see the weights above). It does
/// not look for the end of the game: search scores finished games before evaluating.
#[must_use]
pub fn evaluate(rules: &Rules, pos: &Position) -> i32 {
    let board = rules.board();
    let men = [pos.men(Color::White), pos.men(Color::Black)];
    let empty = board.all() & !(men[0] | men[1]);
    let phase = Color::ALL.map(|c| {
        if pos.in_hand(c) > 0 {
            PLACEMENT
        } else if pos.can_fly(rules, c) {
            FLYING
        } else {
            MOVEMENT
        }
    });
    let mut score =
        Color::ALL.map(|c| MAN * pos.men_left(c) as i32 + IN_HAND * i32::from(pos.in_hand(c)));
    let mut can_close = [false; 2];
    for &mill in board.mills() {
        // Only lines held by one colour alone score.
        let (w, b) = (men[0] & mill, men[1] & mill);
        let (i, held) = match (w, b) {
            (0, 0) => continue,
            (_, 0) => (0, w),
            (0, _) => (1, b),
            _ => continue,
        };
        // Counted without `count_ones`: the default target has no popcount instruction.
        if held == mill {
            score[i] += MILL[phase[i]];
        } else if held & (held - 1) != 0 {
            // Two men and an empty point.
            score[i] += OPEN_MILL[phase[i]];
            if phase[i] == MOVEMENT {
                let hole = (mill & empty).trailing_zeros() as Point;
                if board.adjacent(hole) & men[i] & !mill != 0 {
                    can_close[i] = true;
                    score[i] += OPEN_MILL_READY;
                }
            } else {
                can_close[i] = true;
            }
        }
    }
    let side = pos.side_to_move().index();
    // One pass over the empty points: the moves along lines into them, and the men next to
    // at least one of them (the others are blocked).
    let both_moving = phase == [MOVEMENT, MOVEMENT];
    let (mut moves, mut free) = ([0i32; 2], 0u32);
    if both_moving {
        for e in points_of(empty) {
            let adjacent = board.adjacent(e);
            free |= adjacent;
            moves[0] += (adjacent & men[0]).count_ones() as i32;
            moves[1] += (adjacent & men[1]).count_ones() as i32;
        }
    } else {
        for e in points_of(empty) {
            free |= board.adjacent(e);
        }
    }
    for i in 0..2 {
        score[i] -= BLOCKED[phase[i]] * (men[i] & !free).count_ones() as i32;
        if both_moving {
            score[i] += MOBILITY * moves[i];
            if moves[i] == 0 && i != side {
                score[i] -= NO_MOVES;
            }
        }
    }
    let pending = pos.pending_captures();
    let mut total = score[side] - score[1 - side] + PENDING_CAPTURE * i32::from(pending);
    if pending == 0 && can_close[side] {
        total += MILL_TO_MOVE;
    }
    total
}
