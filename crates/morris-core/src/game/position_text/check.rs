//! The checks that a position read from text could arise under the rules: `Parts` (what a
//! text says) becomes a `Position` only through `checked`.

use super::PositionError;
use crate::game::board::Point;
use crate::game::color::Color;
use crate::game::position::{MIN_MEN, Position, points_of};
use crate::game::rules::{MillCaptures, Rules};

/// How the text gives the ply counter.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Ply {
    /// This many; fewer than the position needs is an error.
    Exactly(u32),
    /// At least this many, and at least the fewest that reach the position.
    AtLeast(u32),
}

/// What a text says about a position, before `checked` holds it against the rules.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Parts {
    pub men: [u32; 2],
    pub in_hand: [u8; 2],
    pub side: Color,
    pub pending: u8,
    pub quiet: u16,
    pub ply: Ply,
    pub reform_ban: [Option<(Point, Point)>; 2],
}

/// The fewest decisions that reach a position: every placement, every capture and the quiet
/// plies since the last of them.
pub(super) fn fewest_plies(rules: &Rules, men: [u32; 2], in_hand: [u8; 2], quiet: u16) -> u32 {
    let pieces = u32::from(rules.spec().pieces);
    let placed: u32 = in_hand
        .iter()
        .map(|&h| pieces.saturating_sub(h.into()))
        .sum();
    let captured: u32 = (0..2)
        .map(|i| pieces.saturating_sub(men[i].count_ones() + u32::from(in_hand[i])))
        .sum();
    placed + captured + u32::from(quiet)
}

/// A field and why it cannot be.
type Problem = (&'static str, String);

impl Parts {
    /// The men fit the board and the rules, and the game is not over twice.
    fn check_men(&self, rules: &Rules) -> Result<(), Problem> {
        let men = self.men;
        if men[0] & men[1] != 0 || (men[0] | men[1]) & !rules.board().all() != 0 {
            return Err(("men", "a point holds two men, or is off the board".into()));
        }
        let pieces = rules.spec().pieces;
        for c in Color::ALL {
            let (on, hand) = (men[c.index()].count_ones(), self.in_hand[c.index()]);
            if on + u32::from(hand) > u32::from(pieces) {
                let reason = format!(
                    "{on} men on the board and {hand} in hand, but each side has {pieces} men"
                );
                return Err((c.name(), reason));
            }
        }
        if Color::ALL.iter().all(|&c| self.left(c) < MIN_MEN) {
            let reason = "both sides have fewer than three men; the game ends when the first does";
            return Err(("men", reason.into()));
        }
        Ok(())
    }

    /// Men in hand and on the board.
    fn left(&self, c: Color) -> u32 {
        self.men[c.index()].count_ones() + u32::from(self.in_hand[c.index()])
    }

    /// White places first and turns alternate, so Black holds one more man than White
    /// between White's placement and Black's.
    fn check_hands(&self) -> Result<(), Problem> {
        let [white, black] = self.in_hand;
        let black_behind = (self.side == Color::White) != (self.pending == 0);
        if [white, black] == [0, 0]
            || u32::from(black) == u32::from(white) + u32::from(black_behind)
        {
            return Ok(());
        }
        let verb = if self.pending > 0 { "capture" } else { "place" };
        let relation = if black_behind {
            "one more than"
        } else {
            "as many as"
        };
        let reason = format!(
            "white has {white} in hand and black {black}, but white places first and the sides \
             alternate: with {} to {verb}, black holds {relation} white",
            self.side
        );
        Err(("hand", reason))
    }

    /// A pending capture follows a mill, within what the rules let one action earn, and has
    /// men to take in a game that goes on.
    fn check_capture(&self, rules: &Rules) -> Result<(), Problem> {
        let (side, pending) = (self.side, self.pending);
        if pending == 0 {
            return Ok(());
        }
        let (own, opp) = (self.men[side.index()], self.men[(!side).index()]);
        let board = rules.board();
        let most = points_of(own)
            .map(|p| board.mills_closed_at(own, p))
            .max()
            .unwrap_or(0);
        let limit = match rules.spec().mill_captures {
            MillCaptures::One => most.min(1),
            MillCaptures::PerMill => most,
        };
        let reason = if Color::ALL.iter().any(|&c| self.left(c) < MIN_MEN) {
            "a side has fewer than three men, so the game is over".to_string()
        } else if most == 0 {
            format!("{side} has no mill to capture with")
        } else if u32::from(pending) > limit {
            let plural = if limit == 1 { "" } else { "s" };
            format!("a mill earns at most {limit} capture{plural} here")
        } else if u32::from(pending) > opp.count_ones() {
            format!("{} has only {} on the board", !side, opp.count_ones())
        } else {
            return Ok(());
        };
        Err(("turn", format!("{side} to capture {pending}, but {reason}")))
    }

    /// Bans only where the rules have them, after a move: the man that moved to AT (still
    /// there, or captured since: never another's) came from BACK (no man of its side there
    /// since: the side has not moved again), a neighbour unless the side flies (its men only
    /// fewer since).
    fn check_bans(&self, rules: &Rules) -> Result<(), Problem> {
        let board = rules.board();
        let spec = rules.spec();
        for (c, ban) in Color::ALL.into_iter().zip(self.reform_ban) {
            let Some((at, back)) = ban else { continue };
            let own = self.men[c.index()];
            let flies = spec.fly_at != 0 && own.count_ones() <= u32::from(spec.fly_at);
            let reason = if !spec.forbid_mill_reform {
                "these rules do not forbid re-forming a mill"
            } else if self.in_hand != [0, 0] {
                "a ban follows a move, and men are still in hand"
            } else if at == back {
                "a move needs two different points"
            } else if self.men[(!c).index()] & (1 << at) != 0 {
                "the point the man moved to holds the other side's man"
            } else if own & (1 << back) != 0 {
                "the point it came from holds a man of its side"
            } else if !flies && board.adjacent(at) & (1 << back) == 0 {
                "the points are not neighbours, and the side does not fly"
            } else {
                continue;
            };
            let (at, back) = (board.name(at), board.name(back));
            return Err(("ban", format!("{c} {at}-{back}: {reason}")));
        }
        Ok(())
    }

    /// The ply counter, once the counters are shown to be within the rules and the position.
    fn ply(&self, rules: &Rules) -> Result<u16, Problem> {
        let (spec, quiet) = (rules.spec(), self.quiet);
        if self.in_hand != [0, 0] && quiet > 0 {
            let reason = "but men are still in hand and every ply before the last placement \
                          places or captures";
            return Err(("quiet", format!("{quiet}, {reason}")));
        }
        if spec.no_capture_draw > 0 && quiet > spec.no_capture_draw {
            let reason = format!(
                "{quiet} is past the no-capture draw at {}",
                spec.no_capture_draw
            );
            return Err(("quiet", reason));
        }
        let fewest = fewest_plies(rules, self.men, self.in_hand, quiet);
        let ply = match self.ply {
            Ply::Exactly(n) if n < fewest => {
                let reason = format!(
                    "{n}, but it takes {fewest} plies (placements, captures, quiet plies) to get here"
                );
                return Err(("ply", reason));
            }
            Ply::Exactly(n) => n,
            Ply::AtLeast(n) => n.max(fewest),
        };
        let cap = if spec.max_plies > 0 {
            spec.max_plies
        } else {
            u16::MAX
        };
        u16::try_from(ply)
            .ok()
            .filter(|&n| n <= cap)
            .ok_or_else(|| ("ply", format!("{ply} is past the ply cap at {cap}")))
    }
}

/// The position the parts describe, once they are shown to agree with the rules: the men fit,
/// the hands follow the alternation of placements, a pending capture has a mill behind it and
/// men to take, bans are where the rules have them, and the counters are within what the
/// rules and the position allow. The key is computed.
pub(crate) fn checked(rules: &Rules, parts: Parts) -> Result<Position, PositionError> {
    let ply = parts
        .check_men(rules)
        .and_then(|()| parts.check_hands())
        .and_then(|()| parts.check_capture(rules))
        .and_then(|()| parts.check_bans(rules))
        .and_then(|()| parts.ply(rules))
        .map_err(|(field, reason)| PositionError::Impossible { field, reason })?;
    let p = parts;
    Ok(Position::from_parts(
        p.men,
        p.in_hand,
        p.side,
        p.pending,
        (ply, p.quiet),
        p.reform_ban,
    ))
}
