//! `alphabeta[:depth=D,nodes=N,time=MS,tt_mb=M]`: the classical baseline. Iterative-deepening
//! negamax with alpha-beta pruning (fail-soft, principal-variation search), a Zobrist
//! transposition table, move ordering (table move, captures and mill-closing moves, blocks,
//! history heuristic) and a handcrafted, phase-aware evaluation.
//!
//! Morris specifics:
//! - A capture is a decision of its own by the same player. A child with the same side to move
//!   is searched with the same window and its score is used as is (not negated); it is searched
//!   at the same remaining depth, so depth counts turns and a capture decision is never a leaf.
//! - The draw rules are searched, not ignored: the keys of the game's history and of the
//!   search path form a stack, and a position drawn by repetition, the no-capture count or the
//!   ply cap scores 0. Wins and losses score `±(MATE - ply)`, so faster wins are preferred.
//! - Table entries are keyed by the position's Zobrist key, which does not see the history the
//!   draw rules depend on (standard practice); scores are never taken from the table at the root.
//!
//! Limits: `depth` (default 4 when no node or time limit is given, else unlimited up to 64),
//! `nodes`, `time` (milliseconds); the caller's `Budget` fields override the spec's, and the
//! first limit reached stops the search. A stopped iteration contributes its best move if its
//! first move (the previous best) was searched completely; with a time limit, no iteration
//! starts after half the time. The only legal action is returned at once, unsearched.
//! The search is deterministic: the same game gives the same action (the seed is not used).

use super::{Agent, Budget, Choice, PlayerSpec, SpecError};
use crate::game::{
    Action, ActionList, Color, Game, MAX_ACTIONS, Outcome, Point, Position, Rules, action_count,
    points_of,
};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The score of a win at the root; a win `n` plies away scores `MATE - n`.
pub const MATE: i32 = 1_000_000;
/// Scores beyond this (in absolute value) are wins or losses, not evaluations.
const MATE_BOUND: i32 = MATE - 10_000;
const INF: i32 = MATE + 1;

const DEFAULT_DEPTH: u32 = 4;
/// The deepest iteration (depth counts turns).
pub const MAX_DEPTH: u32 = 64;
const DEFAULT_TT_MB: usize = 16;
const MAX_TT_MB: usize = 16_384;

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

// Move ordering: the table move first, then captures, mill-closing actions, blocks of an
// opponent's open mill; the history score breaks ties (and orders the rest).
const CAPTURE_ORDER: i32 = 1 << 28;
const MILL_ORDER: i32 = 1 << 27;
const BLOCK_ORDER: i32 = 1 << 26;
const THREAT_ORDER: i32 = 1 << 25;
/// History scores are halved when one reaches this, so they stay below the bonuses above.
const HISTORY_MAX: i32 = 1 << 22;

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

/// The score of a finished game for the side to move at `pos`, `ply` decisions from the root.
fn outcome_score(outcome: Outcome, pos: &Position, ply: u32) -> i32 {
    match outcome.winner() {
        None => 0,
        Some(w) if w == pos.side_to_move() => MATE - ply as i32,
        Some(_) => -(MATE - ply as i32),
    }
}

/// Mate scores are stored relative to the node, so that they stay right at another ply.
fn score_to_tt(score: i32, ply: u32) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn score_from_tt(score: i32, ply: u32) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

const BOUND_EXACT: u8 = 1;
const BOUND_LOWER: u8 = 2;
const BOUND_UPPER: u8 = 3;
const NO_MOVE: u16 = u16::MAX;

/// One transposition-table entry (16 bytes). `meta` packs the search generation (high six
/// bits) and the bound (low two bits; 0 marks an empty slot).
#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    score: i32,
    best: u16,
    depth: u8,
    meta: u8,
}

impl Entry {
    fn bound(self) -> u8 {
        self.meta & 3
    }
}

/// Two entries, aligned so that a bucket never straddles a cache line.
#[derive(Clone, Copy, Default)]
#[repr(C, align(32))]
struct Bucket([Entry; 2]);

/// A fixed-size transposition table: a power of two of two-entry buckets. The first entry
/// of a bucket keeps the deepest result of the current search, the second takes whatever the
/// first does not.
struct Table {
    buckets: Vec<Bucket>,
    mask: usize,
}

impl Table {
    fn new(mb: usize) -> Table {
        let wanted = (mb << 20) / size_of::<Bucket>();
        let len = 1usize << (usize::BITS - 1 - wanted.max(1).leading_zeros());
        Table {
            buckets: vec![Bucket::default(); len],
            mask: len - 1,
        }
    }

    fn clear(&mut self) {
        self.buckets.fill(Bucket::default());
    }

    #[inline]
    fn probe(&self, key: u64) -> Option<Entry> {
        let bucket = &self.buckets[key as usize & self.mask].0;
        bucket
            .iter()
            .find(|e| e.key == key && e.bound() != 0)
            .copied()
    }

    #[inline]
    fn store(&mut self, key: u64, depth: u32, score: i32, bound: u8, best: u16, generation: u8) {
        let bucket = &mut self.buckets[key as usize & self.mask].0;
        let depth = depth.min(u32::from(u8::MAX)) as u8;
        let [first, second] = bucket;
        let slot = if second.key == key && second.bound() != 0 {
            second
        } else if first.key == key
            || first.bound() == 0
            || first.meta >> 2 != generation
            || depth >= first.depth
        {
            first
        } else {
            second
        };
        // Keep the best action already known for this position when there is no new one.
        let best = if best == NO_MOVE && slot.key == key {
            slot.best
        } else {
            best
        };
        *slot = Entry {
            key,
            score,
            best,
            depth,
            meta: (generation << 2) | bound,
        };
    }
}

/// What one search found (for the player's info line and for benchmarks).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchReport {
    pub action: Action,
    /// For the side to move: `±(MATE - plies)` for a forced win or loss, else the evaluation.
    pub score: i32,
    /// The iteration the action comes from (0 when the only legal action was played at once).
    pub depth: u32,
    pub nodes: u64,
    pub elapsed: Duration,
}

/// The limits of one search, after the caller's budget has overridden the spec.
#[derive(Clone, Copy, Debug)]
struct Limits {
    depth: u32,
    nodes: u64,
    time: Option<Duration>,
}

/// The alpha-beta player. The transposition table and history table persist across the
/// decisions of a game and are cleared by `new_game`.
pub struct AlphaBeta {
    spec: String,
    depth: Option<u32>,
    nodes: Option<u64>,
    time: Option<Duration>,
    tt: Table,
    history: Vec<i32>,
    keys: Vec<u64>,
    generation: u8,
    /// Off only in tests that compare the search with plain minimax.
    use_tt: bool,
}

impl AlphaBeta {
    /// # Errors
    /// An unknown option, a value that does not parse, `depth` outside 1..=64, `tt_mb`
    /// outside 1..=16384, or `nodes` or `time` of 0.
    pub fn from_spec(spec: &PlayerSpec, rules: &Arc<Rules>) -> Result<AlphaBeta, SpecError> {
        spec.expect_only(&["depth", "nodes", "time", "tt_mb"])?;
        let depth = spec.get::<u32>("depth")?;
        if depth.is_some_and(|d| !(1..=MAX_DEPTH).contains(&d)) {
            return Err(spec.invalid(format!("depth must be from 1 to {MAX_DEPTH}")));
        }
        let nodes = spec.get::<u64>("nodes")?;
        if nodes == Some(0) {
            return Err(spec.invalid("nodes must be at least 1"));
        }
        let time = spec.get::<u64>("time")?;
        if time == Some(0) {
            return Err(spec.invalid("time must be at least 1 (milliseconds)"));
        }
        let tt_mb = spec.get::<usize>("tt_mb")?.unwrap_or(DEFAULT_TT_MB);
        if !(1..=MAX_TT_MB).contains(&tt_mb) {
            return Err(spec.invalid(format!("tt_mb must be from 1 to {MAX_TT_MB}")));
        }
        Ok(AlphaBeta {
            spec: spec.text().to_string(),
            depth,
            nodes,
            time: time.map(Duration::from_millis),
            tt: Table::new(tt_mb),
            history: vec![0; action_count(rules.board().points())],
            keys: Vec::with_capacity(1024),
            generation: 0,
            use_tt: true,
        })
    }

    fn limits(&self, budget: &Budget) -> Limits {
        let nodes = budget.nodes.or(self.nodes);
        let time = budget.time.or(self.time);
        let unlimited = nodes.is_some() || time.is_some();
        let depth = budget.depth.or(self.depth).unwrap_or(if unlimited {
            MAX_DEPTH
        } else {
            DEFAULT_DEPTH
        });
        Limits {
            depth: depth.clamp(1, MAX_DEPTH),
            nodes: nodes.unwrap_or(u64::MAX),
            time,
        }
    }

    /// Searches the game's position (which must not be over) within the limits and returns
    /// the best action found with its score, depth, nodes and time.
    ///
    /// # Panics
    /// When the game is over.
    pub fn search(&mut self, game: &Game, budget: &Budget) -> SearchReport {
        let start = Instant::now();
        let limits = self.limits(budget);
        let rules: &Rules = game.rules();
        let pos = *game.position();
        let points = rules.board().points();
        if self.history.len() != action_count(points) {
            self.history = vec![0; action_count(points)];
        }
        self.generation = (self.generation + 1) & 63;
        self.keys.clear();
        self.keys.extend_from_slice(game.history_keys());

        let mut root = ActionList::new();
        pos.legal_actions(rules, self.keys.iter().rev().copied(), &mut root);
        assert!(
            !root.is_empty(),
            "alphabeta: asked to move in a finished game"
        );
        if root.len() == 1 {
            return SearchReport {
                action: root[0],
                score: evaluate(rules, &pos),
                depth: 0,
                nodes: 0,
                elapsed: start.elapsed(),
            };
        }

        let mut search = Search {
            rules,
            points,
            tt: &mut self.tt,
            history: &mut self.history,
            keys: &mut self.keys,
            generation: self.generation,
            use_tt: self.use_tt,
            nodes: 0,
            node_limit: limits.nodes,
            deadline: limits.time.map(|t| start + t),
            stopped: false,
        };
        let tt_move = search.tt.probe(pos.key()).map_or(NO_MOVE, |e| e.best);
        search.order(&pos, &mut root, tt_move);

        let (mut best, mut score, mut depth) = (root[0], evaluate(rules, &pos), 0);
        for d in 1..=limits.depth {
            // An iteration that starts after half the time will hardly finish.
            if d > 1 && limits.time.is_some_and(|t| start.elapsed() * 2 > t) {
                break;
            }
            if let Some((action, s)) = search.root(&pos, d, &mut root) {
                (best, score, depth) = (action, s, d);
            }
            if search.stopped || score.abs() >= MATE_BOUND {
                break;
            }
        }
        SearchReport {
            action: best,
            score,
            depth,
            nodes: search.nodes,
            elapsed: start.elapsed(),
        }
    }
}

/// The state of one search.
struct Search<'a> {
    rules: &'a Rules,
    points: usize,
    tt: &'a mut Table,
    history: &'a mut [i32],
    /// The keys of the positions before the current node, oldest first.
    keys: &'a mut Vec<u64>,
    generation: u8,
    use_tt: bool,
    nodes: u64,
    node_limit: u64,
    deadline: Option<Instant>,
    stopped: bool,
}

impl Search<'_> {
    /// One iteration at the root. Returns the best action and its score among the actions
    /// searched completely (none if the search stopped during the first), and moves it to the
    /// front of `moves` for the next iteration.
    fn root(
        &mut self,
        pos: &Position,
        depth: u32,
        moves: &mut ActionList,
    ) -> Option<(Action, i32)> {
        self.nodes += 1;
        let mut alpha = -INF;
        let mut best: Option<(usize, i32)> = None;
        self.keys.push(pos.key());
        for i in 0..moves.len() {
            let mut child = *pos;
            child.play_unchecked(self.rules, moves[i]);
            let same = child.side_to_move() == pos.side_to_move();
            let mut score = if i == 0 {
                self.child(&child, same, depth, 0, alpha, INF)
            } else {
                self.child(&child, same, depth, 0, alpha, alpha + 1)
            };
            if i > 0 && score > alpha && !self.stopped {
                score = self.child(&child, same, depth, 0, alpha, INF);
            }
            if self.stopped {
                break;
            }
            if best.is_none_or(|(_, b)| score > b) {
                best = Some((i, score));
                alpha = alpha.max(score);
            }
        }
        self.keys.pop();
        let (i, score) = best?;
        let action = moves[i];
        moves[..=i].rotate_right(1);
        Some((action, score))
    }

    /// Searches a child: one with the same side to move (a capture decision follows) at the
    /// same depth and window, its score as is; otherwise negated, one turn less deep.
    #[inline]
    fn child(
        &mut self,
        child: &Position,
        same: bool,
        depth: u32,
        ply: u32,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        if same {
            self.negamax(child, depth, ply + 1, alpha, beta)
        } else {
            -self.negamax(child, depth - 1, ply + 1, -beta, -alpha)
        }
    }

    /// Counts a node; whether a limit has stopped the search (the clock is read every 1024
    /// nodes).
    #[inline]
    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.node_limit
            || (self.nodes.trailing_zeros() >= 10
                && self.deadline.is_some_and(|d| Instant::now() >= d))
        {
            self.stopped = true;
        }
        self.stopped
    }

    /// The table's entry for `key`: its action id (or `NO_MOVE`), and its score when its
    /// depth and bound decide this node.
    #[inline]
    fn probe(&self, key: u64, depth: u32, ply: u32, alpha: i32, beta: i32) -> (u16, Option<i32>) {
        let Some(e) = self.use_tt.then(|| self.tt.probe(key)).flatten() else {
            return (NO_MOVE, None);
        };
        let s = score_from_tt(e.score, ply);
        let decides = u32::from(e.depth) >= depth
            && match e.bound() {
                BOUND_EXACT => true,
                BOUND_LOWER => s >= beta,
                _ => s <= alpha,
            };
        (e.best, decides.then_some(s))
    }

    fn negamax(&mut self, pos: &Position, depth: u32, ply: u32, mut alpha: i32, beta: i32) -> i32 {
        if self.tick() {
            return 0;
        }
        let rules = self.rules;
        // `Position::legal_actions` split in two: the draw rules first (no actions), so that
        // the table is not probed in a drawn position, then `generate` below.
        let drawn = pos.draw_by_count(rules).is_some()
            || pos.drawn_by_repetition(rules, self.keys.iter().rev().copied());
        if drawn || (depth == 0 && pos.pending_captures() == 0) {
            // A win takes precedence over a draw, as in `Position::outcome`.
            if let Some(outcome) = pos.decisive_outcome(rules) {
                return outcome_score(outcome, pos, ply);
            }
            return if drawn { 0 } else { evaluate(rules, pos) };
        }

        let key = pos.key();
        let (tt_move, tt_score) = self.probe(key, depth, ply, alpha, beta);
        if let Some(score) = tt_score {
            return score;
        }

        let mut moves = ActionList::new();
        pos.generate(rules, &mut moves);
        if moves.is_empty() {
            return pos
                .decisive_outcome(rules)
                .map_or(0, |o| outcome_score(o, pos, ply));
        }
        // The table move first, before the others are scored: it often cuts off alone.
        let first = self.table_move_first(&mut moves, tt_move);
        let mut order = [0i32; MAX_ACTIONS];

        let alpha_orig = alpha;
        let mut best = -INF;
        let mut best_move = NO_MOVE;
        self.keys.push(key);
        for i in 0..moves.len() {
            if i == first {
                self.score_moves(pos, &moves[first..], &mut order[first..moves.len()]);
            }
            if i >= first {
                pick_next(&mut moves, &mut order, i);
            }
            let action = moves[i];
            let mut child = *pos;
            child.play_unchecked(rules, action);
            let same = child.side_to_move() == pos.side_to_move();
            let mut score = if i == 0 {
                self.child(&child, same, depth, ply, alpha, beta)
            } else {
                self.child(&child, same, depth, ply, alpha, alpha + 1)
            };
            if i > 0 && score > alpha && score < beta && !self.stopped {
                score = self.child(&child, same, depth, ply, alpha, beta);
            }
            if self.stopped {
                self.keys.pop();
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    best_move = action.id(self.points) as u16;
                    if score >= beta {
                        self.reward(best_move, depth);
                        break;
                    }
                }
            }
        }
        self.keys.pop();

        if self.use_tt {
            let bound = if best >= beta {
                BOUND_LOWER
            } else if best > alpha_orig {
                BOUND_EXACT
            } else {
                BOUND_UPPER
            };
            let score = score_to_tt(best, ply);
            let best_move = if best_move == NO_MOVE {
                tt_move
            } else {
                best_move
            };
            self.tt
                .store(key, depth, score, bound, best_move, self.generation);
        }
        best
    }

    /// History heuristic: `depth²` for the action that caused a beta cutoff.
    #[inline]
    fn reward(&mut self, id: u16, depth: u32) {
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
    fn score_moves(&self, pos: &Position, moves: &[Action], out: &mut [i32]) {
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
    fn order(&self, pos: &Position, moves: &mut ActionList, tt_move: u16) {
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
    fn table_move_first(&self, moves: &mut ActionList, tt_move: u16) -> usize {
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
fn pick_next(moves: &mut [Action], keys: &mut [i32], i: usize) {
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

impl Agent for AlphaBeta {
    fn spec(&self) -> &str {
        &self.spec
    }

    fn new_game(&mut self, _seed: u64) {
        self.tt.clear();
        self.history.fill(0);
        self.generation = 0;
    }

    fn choose(&mut self, game: &Game, budget: &Budget) -> Choice {
        let report = self.search(game, budget);
        let secs = report.elapsed.as_secs_f64();
        let nps = if secs > 0.0 {
            (report.nodes as f64 / secs) as u64
        } else {
            0
        };
        Choice {
            action: report.action,
            info: format!(
                "depth {} score {} nodes {} nps {nps} time {}ms",
                report.depth,
                report.score,
                report.nodes,
                report.elapsed.as_millis()
            ),
            nodes: report.nodes,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{PRESETS, parse_action};
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    fn rules(name: &str) -> Arc<Rules> {
        Arc::new(Rules::preset(name).unwrap())
    }

    fn player(spec: &str, rules: &Arc<Rules>) -> AlphaBeta {
        AlphaBeta::from_spec(&PlayerSpec::parse(spec).unwrap(), rules).unwrap()
    }

    fn set(rules: &Rules, names: &[&str]) -> u32 {
        names
            .iter()
            .fold(0, |s, n| s | 1 << rules.board().point(n).unwrap())
    }

    /// A movement-phase position (no men in hand).
    fn moving(rules: &Arc<Rules>, white: &[&str], black: &[&str], side: Color, quiet: u16) -> Game {
        let men = [set(rules, white), set(rules, black)];
        let pos = Position::from_parts(men, [0, 0], side, 0, (60, quiet), [None, None]);
        Game::from_position(Arc::clone(rules), pos)
    }

    fn act(game: &Game, token: &str) -> Action {
        parse_action(game.rules().board(), token).unwrap()
    }

    const NO_BUDGET: Budget = Budget {
        depth: None,
        nodes: None,
        time: None,
    };

    #[test]
    fn specs_are_checked() {
        let r = rules("standard");
        let make = |s: &str| AlphaBeta::from_spec(&PlayerSpec::parse(s).unwrap(), &r).map(|_| ());
        assert!(make("alphabeta").is_ok());
        assert!(make("alphabeta:depth=6,nodes=1000,time=50,tt_mb=1").is_ok());
        for bad in [
            "alphabeta:depth=0",
            "alphabeta:tt_mb=0",
            "alphabeta:nodes=0",
            "alphabeta:time=0",
            "alphabeta:depth=x",
            "alphabeta:sims=3",
        ] {
            assert!(make(bad).is_err(), "{bad}");
        }
        let agent = crate::agents::from_spec("alphabeta:depth=2", &r).unwrap();
        assert_eq!(agent.spec(), "alphabeta:depth=2");
        let p = player("alphabeta", &r);
        assert_eq!(p.limits(&NO_BUDGET).depth, DEFAULT_DEPTH);
        assert_eq!(
            p.limits(&Budget {
                depth: Some(7),
                ..NO_BUDGET
            })
            .depth,
            7
        );
        assert_eq!(
            p.limits(&Budget {
                time: Some(Duration::from_millis(5)),
                ..NO_BUDGET
            })
            .depth,
            MAX_DEPTH
        );
        let p = player("alphabeta:depth=3,nodes=10", &r);
        let l = p.limits(&Budget {
            nodes: Some(99),
            ..NO_BUDGET
        });
        assert_eq!((l.depth, l.nodes), (3, 99));
    }

    #[test]
    fn closes_the_winning_mill_then_captures() {
        let r = rules("standard");
        // White can move g4-g1 to close a1-d1-g1; Black, with three men, then loses any one.
        let mut game = moving(
            &r,
            &["a1", "d1", "g4", "b4"],
            &["a7", "c5", "f6"],
            Color::White,
            0,
        );
        for spec in ["alphabeta:depth=1", "alphabeta:depth=2", "alphabeta"] {
            let mut p = player(spec, &r);
            let report = p.search(&game, &NO_BUDGET);
            assert_eq!(report.action, act(&game, "g4-g1"), "{spec}");
            assert_eq!(report.score, MATE - 2, "{spec}");
        }
        let mut p = player("alphabeta", &r);
        let choice = p.choose(&game, &NO_BUDGET);
        assert!(
            choice.info.starts_with("depth 1 score 999998 nodes "),
            "{}",
            choice.info
        );
        game.play(choice.action).unwrap();
        let capture = p.choose(&game, &NO_BUDGET).action;
        assert!(matches!(capture, Action::Capture(_)), "{capture:?}");
        game.play(capture).unwrap();
        assert_eq!(game.outcome().and_then(Outcome::winner), Some(Color::White));
    }

    #[test]
    fn blocks_the_only_losing_threat() {
        // No flying: White (three men) must block d2, else Black closes b2-d2-f2 with d1-d2
        // and captures White down to two men.
        let r = rules("no-flying");
        let game = moving(
            &r,
            &["d3", "a7", "g7"],
            &["b2", "f2", "d1", "c5", "e5"],
            Color::White,
            0,
        );
        let legal = game.legal_actions().len();
        assert!(legal > 4);
        for depth in [2, 3, 4] {
            let mut p = player(&format!("alphabeta:depth={depth}"), &r);
            let report = p.search(&game, &NO_BUDGET);
            assert_eq!(report.action, act(&game, "d3-d2"), "depth {depth}");
            assert!(
                report.score > -MATE_BOUND,
                "depth {depth}: {}",
                report.score
            );
        }
        // Depth 1 cannot see it coming; the loss is seen once the block is not played.
        let mut after = game.clone();
        after.play(act(&game, "a7-a4")).unwrap();
        let report = player("alphabeta:depth=2", &r).search(&after, &NO_BUDGET);
        assert_eq!(report.action, act(&after, "d1-d2"));
        assert_eq!(report.score, MATE - 2);
    }

    /// White far ahead on material; Black shuttles a4-a1, White g1-g4.
    const WHITE: &[&str] = &["a7", "g7", "b6", "f6", "c3", "e3", "g1"];
    const BLACK: &[&str] = &["a4", "d2", "e4", "d5"];

    #[test]
    fn the_no_capture_draw_is_searched() {
        let r = rules("standard");
        // 99 quiet plies: whatever White moves (no mill can be closed), the game is drawn.
        let drawn = moving(&r, WHITE, BLACK, Color::White, 99);
        let open = moving(&r, WHITE, BLACK, Color::White, 0);
        for depth in [1, 3] {
            let mut p = player(&format!("alphabeta:depth={depth}"), &r);
            assert_eq!(p.search(&drawn, &NO_BUDGET).score, 0, "depth {depth}");
            let s = p.search(&open, &NO_BUDGET).score;
            assert!(s > 2 * MAN && s < MATE_BOUND, "depth {depth}: {s}");
        }
    }

    #[test]
    fn the_losing_side_takes_a_repetition_draw() {
        let with = rules("standard");
        let without = Arc::new(with.with_draws(100, 0, 0));
        for (r, repetition) in [(&with, true), (&without, false)] {
            let mut game = moving(r, WHITE, BLACK, Color::White, 0);
            for token in [
                "g1-g4", "a4-a1", "g4-g1", "a1-a4", "g1-g4", "a4-a1", "g4-g1",
            ] {
                game.play_token(token).unwrap();
            }
            // a1-a4 would bring back the first position a third time.
            let report = player("alphabeta:depth=3", r).search(&game, &NO_BUDGET);
            if repetition {
                assert_eq!(report.action, act(&game, "a1-a4"));
                assert_eq!(report.score, 0);
                game.play(report.action).unwrap();
                assert!(game.is_over());
            } else {
                assert!(report.score < -2 * MAN, "{}", report.score);
            }
        }
    }

    /// Plays `players[0]` (White) against `players[1]` from `opening` random plies; returns the
    /// winner. Every action a player returns is checked against the legal list.
    fn play(
        rules: &Arc<Rules>,
        players: &mut [&mut AlphaBeta; 2],
        budget: &Budget,
        opening: usize,
        seed: u64,
        max_plies: usize,
    ) -> Option<Color> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut game = Game::new(Arc::clone(rules));
        for p in players.iter_mut() {
            p.new_game(seed);
        }
        for ply in 0..max_plies {
            let legal = game.legal_actions();
            if legal.is_empty() {
                break;
            }
            let action = if ply < opening {
                legal[rng.gen_range(0..legal.len())]
            } else {
                let side = game.position().side_to_move().index();
                let choice = players[side].choose(&game, budget);
                assert!(
                    legal.contains(&choice.action),
                    "{}: {:?} illegal",
                    rules.name(),
                    choice.action
                );
                choice.action
            };
            game.play(action).unwrap();
        }
        game.outcome().and_then(Outcome::winner)
    }

    #[test]
    fn every_action_is_legal_on_every_preset() {
        let budgets = [
            ("alphabeta:depth=2", NO_BUDGET),
            ("alphabeta:nodes=50", NO_BUDGET),
            (
                "alphabeta",
                Budget {
                    time: Some(Duration::from_millis(2)),
                    ..NO_BUDGET
                },
            ),
            (
                "alphabeta",
                Budget {
                    nodes: Some(1),
                    ..NO_BUDGET
                },
            ),
        ];
        for (name, _) in PRESETS {
            let r = rules(name);
            for (spec, budget) in &budgets {
                for seed in 0..2 {
                    let (mut a, mut b) = (player(spec, &r), player(spec, &r));
                    play(&r, &mut [&mut a, &mut b], budget, 6, seed, 60);
                }
            }
        }
    }

    #[test]
    fn node_and_time_limits_are_respected() {
        let r = rules("standard");
        let game = Game::from_tokens(Arc::clone(&r), "d2 d6 b4 f4 d1 d7").unwrap();
        let mut p = player("alphabeta:nodes=500", &r);
        let report = p.search(&game, &NO_BUDGET);
        assert!(report.nodes <= 500, "{}", report.nodes);
        let mut p = player("alphabeta:time=20", &r);
        let report = p.search(&game, &NO_BUDGET);
        assert!(
            report.elapsed < Duration::from_millis(200),
            "{:?}",
            report.elapsed
        );
        assert!(report.depth >= 2, "{}", report.depth);
    }

    #[test]
    fn search_is_deterministic() {
        let r = rules("standard");
        let game = Game::from_tokens(Arc::clone(&r), "d2 d6 b4 f4").unwrap();
        let key = |rep: SearchReport| (rep.action, rep.score, rep.depth, rep.nodes);
        let mut a = player("alphabeta:depth=4", &r);
        let mut b = player("alphabeta:depth=4", &r);
        a.new_game(1);
        b.new_game(2);
        let first = key(a.search(&game, &NO_BUDGET));
        assert_eq!(first, key(b.search(&game, &NO_BUDGET)));
        // The table persists across moves: the same search again is cheaper ...
        let again = key(a.search(&game, &NO_BUDGET));
        assert!(again.3 < first.3, "{again:?} {first:?}");
        // ... until a new game clears it.
        a.new_game(3);
        assert_eq!(first, key(a.search(&game, &NO_BUDGET)));
    }

    /// Plain minimax, written from the rules as the brief states them: `legal_actions` with
    /// the key stack, `outcome` when there is none, a capture decision at the same depth.
    fn minimax(rules: &Rules, pos: &Position, keys: &mut Vec<u64>, depth: u32, ply: u32) -> i32 {
        let mut list = ActionList::new();
        pos.legal_actions(rules, keys.iter().rev().copied(), &mut list);
        if list.is_empty() {
            let outcome = pos.outcome(rules, keys.iter().rev().copied()).unwrap();
            return outcome_score(outcome, pos, ply);
        }
        if depth == 0 && pos.pending_captures() == 0 {
            return evaluate(rules, pos);
        }
        keys.push(pos.key());
        let mut best = -INF;
        for &action in &list {
            let mut child = *pos;
            child.play_unchecked(rules, action);
            let score = if child.side_to_move() == pos.side_to_move() {
                minimax(rules, &child, keys, depth, ply + 1)
            } else {
                -minimax(rules, &child, keys, depth - 1, ply + 1)
            };
            best = best.max(score);
        }
        keys.pop();
        best
    }

    #[test]
    fn alpha_beta_scores_equal_minimax() {
        // Short draw limits so that the draw rules fire inside the trees.
        let mut checked = 0;
        for (name, _) in PRESETS {
            let r = Arc::new(rules(name).with_draws(12, 2, 70));
            let mut rng = ChaCha8Rng::seed_from_u64(7);
            let mut p = player("alphabeta", &r);
            p.use_tt = false;
            for _ in 0..3 {
                let mut game = Game::new(Arc::clone(&r));
                while !game.is_over() {
                    let legal = game.legal_actions();
                    if legal.len() > 1 && rng.gen_bool(0.15) {
                        let mut keys = game.history_keys().to_vec();
                        for depth in 1..=3 {
                            let want = minimax(&r, game.position(), &mut keys, depth, 0);
                            let got = p.search(
                                &game,
                                &Budget {
                                    depth: Some(depth),
                                    ..NO_BUDGET
                                },
                            );
                            assert_eq!(
                                got.score,
                                want,
                                "{name} depth {depth} after {:?}",
                                game.actions()
                            );
                            assert!(legal.contains(&got.action));
                            checked += 1;
                        }
                    }
                    game.play(legal[rng.gen_range(0..legal.len())]).unwrap();
                }
            }
        }
        assert!(checked > 100, "{checked}");
    }

    #[test]
    fn deeper_search_is_not_worse() {
        let r = Arc::new(rules("standard").with_draws(100, 3, 300));
        let (mut deep, mut shallow) = (
            player("alphabeta:depth=3", &r),
            player("alphabeta:depth=1", &r),
        );
        let (mut deep_points, mut shallow_points) = (0, 0);
        for seed in 0..8 {
            for deep_is_white in [true, false] {
                let players = if deep_is_white {
                    [&mut deep, &mut shallow]
                } else {
                    [&mut shallow, &mut deep]
                };
                let mut players = players;
                let winner = play(&r, &mut players, &NO_BUDGET, 4, seed, 400);
                let deep_color = if deep_is_white {
                    Color::White
                } else {
                    Color::Black
                };
                match winner {
                    Some(w) if w == deep_color => deep_points += 2,
                    Some(_) => shallow_points += 2,
                    None => {
                        deep_points += 1;
                        shallow_points += 1;
                    }
                }
            }
        }
        assert!(
            deep_points > shallow_points,
            "depth 3 {deep_points} - depth 1 {shallow_points}"
        );
    }

    /// `cargo test --release --lib agents::alphabeta -- --ignored --nocapture`
    #[test]
    #[ignore = "benchmark"]
    fn nodes_per_second() {
        let r = rules("standard");
        // A balanced position early in the movement phase (7 men each), from depth-5 self-play.
        let midgame = Game::from_tokens(
            Arc::clone(&r),
            "e5 c3 d5 f4 c5 xc3 f6 f2 c4 d2 b2 d3 b6 d1 xb6 b6 b4 e4 a4 g4 xb4 d5-d6 c4-b4 xd6",
        )
        .unwrap();
        for (name, game) in [("start", Game::new(Arc::clone(&r))), ("midgame", midgame)] {
            for depth in [6, 7, 8, 9, 10] {
                let mut p = player("alphabeta", &r);
                let rep = p.search(
                    &game,
                    &Budget {
                        depth: Some(depth),
                        ..NO_BUDGET
                    },
                );
                let secs = rep.elapsed.as_secs_f64();
                println!(
                    "{name} depth {depth}: {} score {} nodes {} time {:.3}s nps {:.0}",
                    game.token(rep.action),
                    rep.score,
                    rep.nodes,
                    secs,
                    rep.nodes as f64 / secs
                );
            }
        }
    }
}
