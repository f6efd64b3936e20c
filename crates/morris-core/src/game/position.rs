//! A position: the men of each colour as bit sets, men in hand, side to move, a pending
//! capture, the counters the draw rules need and an incremental Zobrist key. It is `Copy`
//! (40 bytes), so search copies it and plays on the copy ("copy-make"). Everything that
//! needs the game's history (repetition) lives in `Game`.

use super::action::{Action, ActionList, Decision};
use super::board::{MAX_POINTS, Point, Symmetry};
use super::color::Color;
use super::outcome::{DrawReason, Outcome, WinReason};
use super::rules::{FullBoard, MillCaptures, MillProtection, Rules};
use super::zobrist::{MAX_PENDING, MAX_PIECES, ZOBRIST};

/// A player with fewer men than this (in hand and on the board) has lost.
pub const MIN_MEN: u32 = 3;

/// One position of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Position {
    men: [u32; 2],
    key: u64,
    ply: u16,
    quiet_plies: u16,
    in_hand: [u8; 2],
    side: Color,
    pending: u8,
    reform_ban: [Option<(Point, Point)>; 2],
}

/// The points of a bit set, lowest first.
#[inline]
pub fn points_of(mut set: u32) -> impl Iterator<Item = Point> {
    std::iter::from_fn(move || {
        if set == 0 {
            None
        } else {
            let p = set.trailing_zeros() as Point;
            set &= set - 1;
            Some(p)
        }
    })
}

impl Position {
    /// The empty board, every man in hand, White to place.
    #[must_use]
    pub fn start(rules: &Rules) -> Position {
        let n = rules.spec().pieces;
        let mut pos = Position {
            men: [0; 2],
            key: 0,
            ply: 0,
            quiet_plies: 0,
            in_hand: [n; 2],
            side: Color::White,
            pending: 0,
            reform_ban: [None; 2],
        };
        pos.key = pos.compute_key();
        pos
    }

    /// Builds a position from its parts, e.g. for tests and for reading records. The key is
    /// computed; the caller is responsible for the parts making sense together.
    #[must_use]
    pub fn from_parts(
        men: [u32; 2],
        in_hand: [u8; 2],
        side: Color,
        pending: u8,
        counters: (u16, u16),
        reform_ban: [Option<(Point, Point)>; 2],
    ) -> Position {
        let (ply, quiet_plies) = counters;
        let mut pos = Position {
            men,
            key: 0,
            ply,
            quiet_plies,
            in_hand,
            side,
            pending,
            reform_ban,
        };
        pos.key = pos.compute_key();
        pos
    }

    /// The side to move (also the side that captures when a capture is pending).
    #[inline]
    #[must_use]
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// The points holding `color`'s men.
    #[inline]
    #[must_use]
    pub fn men(&self, color: Color) -> u32 {
        self.men[color.index()]
    }

    /// The occupied points.
    #[inline]
    #[must_use]
    pub fn occupied(&self) -> u32 {
        self.men[0] | self.men[1]
    }

    /// Men `color` has yet to place.
    #[inline]
    #[must_use]
    pub fn in_hand(&self, color: Color) -> u8 {
        self.in_hand[color.index()]
    }

    /// Men `color` has, in hand and on the board.
    #[inline]
    #[must_use]
    pub fn men_left(&self, color: Color) -> u32 {
        u32::from(self.in_hand[color.index()]) + self.men[color.index()].count_ones()
    }

    /// Captures the side to move still has to make (0 outside a capture decision).
    #[inline]
    #[must_use]
    pub fn pending_captures(&self) -> u8 {
        self.pending
    }

    /// Plies since the last placement or capture: in the movement phase, the count the
    /// no-capture draw rule compares with its limit.
    #[inline]
    #[must_use]
    pub fn quiet_plies(&self) -> u16 {
        self.quiet_plies
    }

    /// Plies (decisions) since the start.
    #[inline]
    #[must_use]
    pub fn ply(&self) -> u16 {
        self.ply
    }

    /// The Zobrist key: men, men in hand, side to move, pending captures, reform bans.
    #[inline]
    #[must_use]
    pub fn key(&self) -> u64 {
        self.key
    }

    /// Under `forbid_mill_reform`: `Some((at, back))` when `color`'s last move took the man
    /// now at `at` out of a mill at `back`; on `color`'s next turn it may not return to close
    /// that mill.
    #[inline]
    #[must_use]
    pub fn reform_ban(&self, color: Color) -> Option<(Point, Point)> {
        self.reform_ban[color.index()]
    }

    /// Whether `color`, once its men are all placed, flies instead of moving along lines.
    #[inline]
    #[must_use]
    pub fn can_fly(&self, rules: &Rules, color: Color) -> bool {
        let fly_at = u32::from(rules.spec().fly_at);
        self.in_hand[color.index()] == 0 && self.men[color.index()].count_ones() <= fly_at
    }

    /// The kind of decision the side to move faces.
    #[must_use]
    pub fn decision(&self, rules: &Rules) -> Decision {
        if self.pending > 0 {
            Decision::Capture
        } else if self.in_hand[self.side.index()] > 0 {
            Decision::Place
        } else if self.can_fly(rules, self.side) {
            Decision::Fly
        } else {
            Decision::Move
        }
    }

    /// Whether both sides have placed all their men.
    #[inline]
    #[must_use]
    pub fn in_movement_phase(&self) -> bool {
        self.in_hand == [0, 0]
    }

    /// The side with fewer than three men left, who has lost.
    #[inline]
    #[must_use]
    pub fn material_loser(&self) -> Option<Color> {
        Color::ALL.into_iter().find(|&c| self.men_left(c) < MIN_MEN)
    }

    /// The legal actions, ignoring the draw rules (which `Game` applies) but not the
    /// end by material: a position where a side has fewer than three men has none.
    pub fn generate(&self, rules: &Rules, out: &mut ActionList) {
        out.clear();
        if self.material_loser().is_some() {
            return;
        }
        let board = rules.board();
        let s = self.side.index();
        let own = self.men[s];
        let opp = self.men[1 - s];
        let empty = board.all() & !(own | opp);
        if self.pending > 0 {
            let mut targets = opp;
            if rules.spec().mill_protection == MillProtection::UnlessAllInMills {
                let free = opp & !board.in_mills(opp);
                if free != 0 {
                    targets = free;
                }
            }
            out.extend(points_of(targets).map(Action::Capture));
        } else if self.in_hand[s] > 0 {
            out.extend(points_of(empty).map(Action::Place));
        } else {
            let flying = self.can_fly(rules, self.side);
            for from in points_of(own) {
                let to_set = if flying {
                    empty
                } else {
                    board.adjacent(from) & empty
                };
                for to in points_of(to_set) {
                    out.push(Action::Move { from, to });
                }
            }
            if let Some((from, to)) = self.reform_ban[s] {
                self.drop_banned_reform(rules, out, from, to);
            }
        }
    }

    /// Seed 003's ban: the move back that would close the mill again is dropped. The seed
    /// lifts the ban when the player has no other man to move, which never happens: another
    /// man of the broken mill always stands next to the point it left and can step into it.
    #[cold]
    fn drop_banned_reform(&self, rules: &Rules, out: &mut ActionList, from: Point, to: Point) {
        let own_after = self.men[self.side.index()] ^ (1 << from) ^ (1 << to);
        if rules.board().in_mill(own_after, to) {
            if let Some(i) = out.iter().position(|&a| a == Action::Move { from, to }) {
                out.remove(i);
            }
        }
    }

    /// Whether `action` is legal here, ignoring the draw rules like `generate`. Written from
    /// the rules directly rather than by generating, so that the two check each other.
    #[must_use]
    pub fn is_legal(&self, rules: &Rules, action: Action) -> bool {
        self.illegality(rules, action).is_none()
    }

    /// Whether the side to move has any legal action (same rules as `generate`).
    #[must_use]
    pub fn has_legal_action(&self, rules: &Rules) -> bool {
        if self.material_loser().is_some() {
            return false;
        }
        let s = self.side.index();
        if self.pending > 0 || self.in_hand[s] > 0 {
            // A pending capture always has a target (it is never set without one) and
            // placement always has an empty point (the men fit on the board).
            return true;
        }
        let board = rules.board();
        let empty = board.all() & !self.occupied();
        if empty == 0 {
            return false;
        }
        self.can_fly(rules, self.side)
            || points_of(self.men[s]).any(|p| board.adjacent(p) & empty != 0)
    }

    /// The end that needs no counting: fewer than three men, or a side to move without a
    /// legal action (a loss, or a draw on a board filled by placement when the rules say so).
    #[must_use]
    pub fn decisive_outcome(&self, rules: &Rules) -> Option<Outcome> {
        if let Some(loser) = self.material_loser() {
            return Some(Outcome::Win {
                winner: !loser,
                reason: WinReason::FewerThanThree,
            });
        }
        if !self.has_legal_action(rules) {
            if self.occupied() == rules.board().all() && rules.spec().full_board == FullBoard::Draw
            {
                return Some(Outcome::Draw(DrawReason::FullBoard));
            }
            return Some(Outcome::Win {
                winner: !self.side,
                reason: WinReason::Blocked,
            });
        }
        None
    }

    /// Whether the repetition rule ends the game here. `earlier` gives the keys of the
    /// positions before this one, newest first; only those since the last placement or
    /// capture can match, and within them every ply is a move, so every second one has the
    /// same side to move.
    #[inline]
    pub fn drawn_by_repetition(&self, rules: &Rules, earlier: impl Iterator<Item = u64>) -> bool {
        let needed = usize::from(rules.spec().repetition_draw);
        // Each return to a position takes at least four plies.
        if needed == 0 || usize::from(self.quiet_plies) < 4 * (needed - 1) {
            return false;
        }
        self.repetition_reached(rules, self.occurrences(earlier))
    }

    /// Whether a position that has occurred `occurrences` times is drawn by repetition (never
    /// in the middle of a capture decision).
    #[inline]
    fn repetition_reached(&self, rules: &Rules, occurrences: usize) -> bool {
        let needed = usize::from(rules.spec().repetition_draw);
        needed > 0 && self.pending == 0 && occurrences >= needed
    }

    /// How many times this position has occurred (1 the first time), given the keys of the
    /// positions before it, newest first.
    pub fn occurrences(&self, earlier: impl Iterator<Item = u64>) -> usize {
        // Each return to a position takes at least four plies.
        if self.quiet_plies < 4 {
            return 1;
        }
        1 + earlier
            .take(usize::from(self.quiet_plies))
            .skip(1)
            .step_by(2)
            .filter(|&k| k == self.key)
            .count()
    }

    /// The legal actions under every rule, the draw rules included: none once the game is
    /// over. `earlier` as for `drawn_by_repetition`.
    #[inline]
    pub fn legal_actions(
        &self,
        rules: &Rules,
        earlier: impl Iterator<Item = u64>,
        out: &mut ActionList,
    ) {
        if self.draw_by_count(rules).is_some() || self.drawn_by_repetition(rules, earlier) {
            out.clear();
        } else {
            self.generate(rules, out);
        }
    }

    /// `legal_actions` for a caller that has already counted how often this position has
    /// occurred (the environment needs the count for the observation too).
    #[inline]
    pub fn legal_actions_counted(&self, rules: &Rules, occurrences: usize, out: &mut ActionList) {
        if self.repetition_reached(rules, occurrences) || self.draw_by_count(rules).is_some() {
            out.clear();
        } else {
            self.generate(rules, out);
        }
    }

    /// The outcome under every rule, if the game is over. A win (fewer than three men,
    /// blocked) takes precedence over a draw; repetition is reported before the no-capture
    /// count, and both before the ply cap.
    #[must_use]
    pub fn outcome(&self, rules: &Rules, earlier: impl Iterator<Item = u64>) -> Option<Outcome> {
        self.decisive_outcome(rules)
            .or_else(|| {
                self.drawn_by_repetition(rules, earlier)
                    .then_some(Outcome::Draw(DrawReason::Repetition))
            })
            .or_else(|| self.draw_by_count(rules))
    }

    /// The no-capture draw and the ply cap.
    #[inline]
    #[must_use]
    pub fn draw_by_count(&self, rules: &Rules) -> Option<Outcome> {
        let spec = rules.spec();
        if self.pending == 0
            && spec.no_capture_draw > 0
            && self.quiet_plies >= spec.no_capture_draw
            && self.in_movement_phase()
        {
            return Some(Outcome::Draw(DrawReason::NoCapture));
        }
        if spec.max_plies > 0 && self.ply >= spec.max_plies {
            return Some(Outcome::Draw(DrawReason::MaxPlies));
        }
        None
    }

    /// Plays an action known to be legal here. Playing anything else leaves a position that
    /// breaks the rules; `Game::play` checks first.
    #[inline]
    pub fn play_unchecked(&mut self, rules: &Rules, action: Action) {
        let z = &ZOBRIST;
        let side = self.side;
        let s = side.index();
        self.ply = self.ply.saturating_add(1);
        match action {
            Action::Place(to) => {
                let n = self.in_hand[s] as usize;
                self.in_hand[s] -= 1;
                self.men[s] |= 1 << to;
                self.key ^= z.piece[s][to as usize] ^ z.in_hand[s][n] ^ z.in_hand[s][n - 1];
                self.quiet_plies = 0;
                self.after_arrival(rules, to);
            }
            Action::Move { from, to } => {
                if rules.spec().forbid_mill_reform {
                    let ban = rules
                        .board()
                        .in_mill(self.men[s], from)
                        .then_some((to, from));
                    self.key ^= z.ban(side, self.reform_ban[s]) ^ z.ban(side, ban);
                    self.reform_ban[s] = ban;
                }
                self.men[s] ^= (1 << from) | (1 << to);
                self.key ^= z.piece[s][from as usize] ^ z.piece[s][to as usize];
                self.quiet_plies = self.quiet_plies.saturating_add(1);
                self.after_arrival(rules, to);
            }
            Action::Capture(at) => {
                let o = 1 - s;
                self.men[o] &= !(1 << at);
                self.key ^= z.piece[o][at as usize];
                self.quiet_plies = 0;
                let opponent = !side;
                let left = if self.men[o] == 0 || self.men_left(opponent) < MIN_MEN {
                    0
                } else {
                    self.pending - 1
                };
                self.set_pending(left);
                if left == 0 {
                    self.pass_turn();
                }
            }
        }
    }

    /// After a man arrives at `to`: a capture decision if it closed a mill, else the turn passes.
    #[inline]
    fn after_arrival(&mut self, rules: &Rules, to: Point) {
        let s = self.side.index();
        let closed = rules.board().mills_closed_at(self.men[s], to);
        if closed > 0 {
            let earned = match rules.spec().mill_captures {
                MillCaptures::One => 1,
                MillCaptures::PerMill => closed,
            };
            // Only "per-mill" can earn more captures than the opponent has men on the board.
            let earned = earned.min(self.men[1 - s].count_ones());
            if earned > 0 {
                self.set_pending(earned as u8);
                return;
            }
        }
        self.pass_turn();
    }

    #[inline]
    fn set_pending(&mut self, n: u8) {
        self.key ^= ZOBRIST.pending[self.pending as usize] ^ ZOBRIST.pending[n as usize];
        self.pending = n;
    }

    #[inline]
    fn pass_turn(&mut self) {
        self.side = !self.side;
        self.key ^= ZOBRIST.black_to_move;
    }

    /// Whether every field is within the engine's bounds (men on the board's points and
    /// apart, men in hand, captures pending, banned points): a position read from a file is
    /// checked with this before `compute_key`, which indexes tables by those fields.
    #[must_use]
    pub fn is_well_formed(&self) -> bool {
        let board = (1u32 << MAX_POINTS) - 1;
        let on_board = |p: Point| usize::from(p) < MAX_POINTS;
        self.men[0] & self.men[1] == 0
            && (self.men[0] | self.men[1]) & !board == 0
            && self.in_hand.iter().all(|&n| usize::from(n) <= MAX_PIECES)
            && usize::from(self.pending) <= MAX_PENDING
            && self
                .reform_ban
                .iter()
                .flatten()
                .all(|&(from, to)| on_board(from) && on_board(to))
    }

    /// The key computed from scratch, to check the incremental one.
    #[must_use]
    pub fn compute_key(&self) -> u64 {
        let z = &ZOBRIST;
        let mut key = z.side(self.side) ^ z.pending[self.pending as usize];
        for c in Color::ALL {
            let i = c.index();
            key ^= points_of(self.men[i]).fold(0, |k, p| k ^ z.piece[i][p as usize]);
            key ^= z.in_hand[i][self.in_hand[i] as usize] ^ z.ban(c, self.reform_ban[i]);
        }
        key
    }

    /// The position seen through a board symmetry.
    #[must_use]
    pub fn transformed(&self, sym: &Symmetry) -> Position {
        let mut pos = *self;
        pos.men = [sym.bits(self.men[0]), sym.bits(self.men[1])];
        pos.reform_ban = self
            .reform_ban
            .map(|ban| ban.map(|(a, b)| (sym.point(a), sym.point(b))));
        pos.key = pos.compute_key();
        pos
    }
}
