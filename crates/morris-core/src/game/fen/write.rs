//! Writing Sanmill's FEN: `Position::fen`.

use super::{NODE_IDS, action_letter, points};
use crate::game::board::Point;
use crate::game::color::Color;
use crate::game::position::Position;
use crate::game::rules::Rules;
use std::fmt::Write;

impl Position {
    /// Sanmill's FEN of the position (see `fen`), on the 24-point board; `None` on the others.
    /// The move number keeps only half the ply counter, so reading it back may give a ply less.
    #[must_use]
    pub fn fen(&self, rules: &Rules) -> Option<String> {
        let order = points(rules).ok()?;
        let mut out = String::with_capacity(80);
        for (i, &p) in order.iter().enumerate() {
            if i > 0 && i % 8 == 0 {
                out.push('/');
            }
            let bit = 1u32 << p;
            out.push(if self.men(Color::White) & bit != 0 {
                'O'
            } else if self.men(Color::Black) & bit != 0 {
                '@'
            } else {
                '*'
            });
        }
        let side = self.side_to_move();
        let pending = self.pending_captures();
        let placing = self.in_hand(side) > 0
            || (pending > 0 && self.in_movement_phase() && self.quiet_plies() == 0);
        let _ = write!(
            out,
            " {} {} {}",
            if side == Color::White { 'w' } else { 'b' },
            if placing { 'p' } else { 'm' },
            action_letter(self)
        );
        for c in Color::ALL {
            let _ = write!(out, " {} {}", self.men(c).count_ones(), self.in_hand(c));
        }
        for c in Color::ALL {
            let _ = write!(out, " {}", if c == side { pending } else { 0 });
        }
        let node = |p: Point| order.iter().position(|&q| q == p).map_or(-1, |i| i as i32);
        for c in Color::ALL {
            let (from, to) = self
                .reform_ban(c)
                .map_or((-1, -1), |(at, back)| (node(back), node(at)));
            let _ = write!(out, " {from} {to}");
        }
        let black = u16::from(side == Color::Black);
        let full_move = 1 + self.ply().saturating_sub(black) / 2;
        let _ = write!(out, " 0 {} {full_move} {NODE_IDS}", self.quiet_plies());
        Some(out)
    }
}
