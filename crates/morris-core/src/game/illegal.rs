//! Why an action cannot be played: the rule it breaks, found by the same conditions that
//! decide legality (`Position::is_legal` is `illegality(..).is_none()`), so an explanation can
//! never disagree with the rules. `Game::why_illegal` words it for a person.

use super::action::Action;
use super::board::Point;
use super::color::Color;
use super::game::Game;
use super::position::{Position, points_of};
use super::rules::{MillProtection, Rules};

/// The first rule an action breaks in a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// The side to move has lost on material: nothing can be played.
    GameOver,
    /// A point that is not on the board.
    NotAPoint(Point),
    /// A capture with no mill just closed.
    NothingToCapture,
    /// A capture of the mover's own man.
    CaptureOwn(Point),
    /// A capture of an empty point.
    CaptureEmpty(Point),
    /// A capture of a man in a mill while the opponent has men outside mills.
    CaptureProtected(Point),
    /// A placement or a move while a capture is due.
    MustCapture,
    /// A placement with no men in hand.
    NoneInHand,
    /// A placement or a move onto a taken point.
    Taken { point: Point, by: Color },
    /// A move while men are still in hand.
    MustPlace { in_hand: u8 },
    /// A move from a point without the mover's man.
    NoManOn(Point),
    /// A move between points that are not adjacent, by a side that may not fly.
    NotAdjacent { from: Point, to: Point },
    /// A move back to close the mill the man just left (the reform rule).
    Reform { from: Point, to: Point },
}

impl Position {
    /// The first rule `action` breaks here, if any (history aside: the repetition rules are
    /// the game's).
    #[must_use]
    pub fn illegality(&self, rules: &Rules, action: Action) -> Option<Illegal> {
        if self.material_loser().is_some() {
            return Some(Illegal::GameOver);
        }
        let board = rules.board();
        let side = self.side_to_move();
        let (own, opp) = (self.men(side), self.men(!side));
        let on = |set: u32, p: Point| set & (1 << p) != 0;
        let points = match action {
            Action::Place(p) | Action::Capture(p) => [p, p],
            Action::Move { from, to } => [from, to],
        };
        if let Some(&p) = points.iter().find(|&&p| usize::from(p) >= board.points()) {
            return Some(Illegal::NotAPoint(p));
        }
        let taken = |p: Point| {
            let by = if on(own, p) { side } else { !side };
            on(own | opp, p).then_some(Illegal::Taken { point: p, by })
        };
        match action {
            Action::Capture(p) => {
                let protected = rules.spec().mill_protection == MillProtection::UnlessAllInMills
                    && board.in_mill(opp, p)
                    && points_of(opp).any(|q| !board.in_mill(opp, q));
                if self.pending_captures() == 0 {
                    Some(Illegal::NothingToCapture)
                } else if on(own, p) {
                    Some(Illegal::CaptureOwn(p))
                } else if !on(opp, p) {
                    Some(Illegal::CaptureEmpty(p))
                } else {
                    protected.then_some(Illegal::CaptureProtected(p))
                }
            }
            _ if self.pending_captures() > 0 => Some(Illegal::MustCapture),
            Action::Place(p) => {
                if self.in_hand(side) == 0 {
                    Some(Illegal::NoneInHand)
                } else {
                    taken(p)
                }
            }
            Action::Move { from, to } => {
                let after = own ^ (1 << from) ^ (1 << to);
                if self.in_hand(side) > 0 {
                    Some(Illegal::MustPlace {
                        in_hand: self.in_hand(side),
                    })
                } else if !on(own, from) {
                    Some(Illegal::NoManOn(from))
                } else if let Some(taken) = taken(to) {
                    Some(taken)
                } else if !self.can_fly(rules, side) && !on(board.adjacent(from), to) {
                    Some(Illegal::NotAdjacent { from, to })
                } else {
                    (self.reform_ban(side) == Some((from, to)) && board.in_mill(after, to))
                        .then_some(Illegal::Reform { from, to })
                }
            }
        }
    }
}

impl Game {
    /// Why `action` cannot be played in the current position, in words for a person (with an
    /// example of what can be, where that helps); `None` where it can.
    #[must_use]
    pub fn why_illegal(&self, action: Action) -> Option<String> {
        let rules = self.rules();
        if !self.legal_actions().contains(&action) {
            let illegal = self.position().illegality(rules, action);
            return Some(illegal.map_or_else(
                || "not legal in this position".to_string(),
                |illegal| self.explain(illegal),
            ));
        }
        None
    }

    fn explain(&self, illegal: Illegal) -> String {
        let rules = self.rules();
        let name = |p: Point| rules.board().name(p).to_string();
        let side = self.position().side_to_move();
        let example = self
            .legal_actions()
            .first()
            .map(|&a| self.token(a))
            .unwrap_or_default();
        match illegal {
            Illegal::GameOver => "the game is over".to_string(),
            Illegal::NotAPoint(p) => format!("point {p} is not on this board"),
            Illegal::NothingToCapture => "there is nothing to capture: a capture (x and a point) \
                                          comes right after closing a mill"
                .to_string(),
            Illegal::CaptureOwn(p) => {
                format!(
                    "the man on {} is {side}'s own; capture a {} man",
                    name(p),
                    !side
                )
            }
            Illegal::CaptureEmpty(p) => {
                format!("there is no man on {}; capture a {} man", name(p), !side)
            }
            Illegal::CaptureProtected(p) => format!(
                "the {} man on {} stands in a mill, and men in mills are safe while {} has men \
                 outside mills",
                !side,
                name(p),
                !side
            ),
            Illegal::MustCapture => {
                format!(
                    "{side} closed a mill and must capture first (x and a point, e.g. {example})"
                )
            }
            Illegal::NoneInHand => {
                format!("{side} has no men in hand: move a man (from-to, e.g. {example})")
            }
            Illegal::Taken { point, by } => format!("{} is taken (by {by})", name(point)),
            Illegal::MustPlace { in_hand } => format!(
                "{side} still has {in_hand} in hand: place them first (a point, e.g. {example})"
            ),
            Illegal::NoManOn(p) => format!("there is no {side} man on {}", name(p)),
            Illegal::NotAdjacent { from, to } => {
                let fly_at = rules.spec().fly_at;
                let flying = if fly_at == 0 {
                    "flying is off in these rules".to_string()
                } else {
                    format!("men fly only when their side is down to {fly_at}")
                };
                format!(
                    "{} and {} are not adjacent ({flying})",
                    name(from),
                    name(to)
                )
            }
            Illegal::Reform { to, .. } => format!(
                "the man that left {} may not move back to close the same mill this turn",
                name(to)
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, parse_action};
    use std::sync::Arc;

    #[test]
    fn illegal_moves_say_why() {
        let rules = Arc::new(Rules::preset("standard").unwrap());
        let game = Game::from_tokens(rules.clone(), "d1 a1 d2 a4 d3").unwrap();
        let why = |g: &Game, t: &str| {
            g.why_illegal(parse_action(rules.board(), t).unwrap())
                .unwrap_or_default()
        };
        assert!(why(&game, "g7").contains("must capture first (x and a point, e.g. xa1)"));
        assert!(why(&game, "xd1").contains("the man on d1 is white's own; capture a black man"));
        assert!(why(&game, "xg7").contains("there is no man on g7"));
        assert_eq!(
            game.why_illegal(parse_action(rules.board(), "xa1").unwrap()),
            None
        );
        let game = Game::from_tokens(rules.clone(), "d1").unwrap();
        assert_eq!(why(&game, "d1"), "d1 is taken (by white)");
        assert!(why(&game, "a1-a4").contains("black still has 9 in hand"));
        assert!(why(&game, "xd1").contains("nothing to capture"));
    }

    #[test]
    fn moves_in_the_moving_phase_say_why() {
        let rules = Arc::new(Rules::preset("three").unwrap());
        // Three men's morris: every man placed, then moves along the lines, no flying.
        let game = Game::from_tokens(rules.clone(), "a1 b2 a3 c3 b1 c1").unwrap();
        let why = |t: &str| {
            game.why_illegal(parse_action(rules.board(), t).unwrap())
                .unwrap_or_default()
        };
        assert!(
            why("a2").contains("white has no men in hand"),
            "{}",
            why("a2")
        );
        assert!(
            why("b2-a2").contains("no white man on b2"),
            "{}",
            why("b2-a2")
        );
        assert!(
            why("a1-b2").contains("b2 is taken (by black)"),
            "{}",
            why("a1-b2")
        );
        assert!(why("a1-c2").contains("not adjacent"), "{}", why("a1-c2"));
    }
}
