//! The search proper: iterative deepening over fail-soft negamax with alpha-beta pruning and
//! principal-variation search, probing and storing the transposition table, with the draw
//! rules and capture decisions handled as the module doc describes.

use super::evaluation::evaluate;
use super::options::Limits;
use super::ordering::{BLOCK_ORDER, pick_next};
use super::transposition::{
    BOUND_EXACT, BOUND_LOWER, BOUND_UPPER, NO_MOVE, TranspositionTable, score_from_tt, score_to_tt,
};
use super::{AlphaBeta, INF, MATE, MATE_BOUND, RootScore, SearchReport, score_of};
use crate::agents::{Bound, Budget, Progress};
use crate::game::{Action, ActionList, MAX_ACTIONS, Outcome, Position, Rules};
use crate::tablebase::{Probe, Tablebase, Wdl};
use std::time::Instant;

/// A won endgame by the tables: above every evaluation, below every forced end.
pub(super) const TABLEBASE_WIN: i32 = MATE_BOUND - 1_000;

/// The score of a finished game for the side to move at `pos`, `ply` decisions from the root.
pub(super) fn outcome_score(outcome: Outcome, pos: &Position, ply: u32) -> i32 {
    match outcome.winner() {
        None => 0,
        Some(w) if w == pos.side_to_move() => MATE - ply as i32,
        Some(_) => -(MATE - ply as i32),
    }
}

/// The state of one search.
pub(super) struct Negamax<'a> {
    pub(super) rules: &'a Rules,
    pub(super) points: usize,
    tt: &'a mut TranspositionTable,
    pub(super) history: &'a mut [i32],
    /// The keys of the positions before the current node, oldest first.
    keys: &'a mut Vec<u64>,
    /// The root actions' scores in the last iteration searched completely.
    root_scores: &'a mut Vec<RootScore>,
    generation: u8,
    use_tt: bool,
    /// Late-move reductions (`Limits::lmr`).
    reductions: bool,
    tablebase: Option<&'a Tablebase>,
    nodes: u64,
    node_limit: u64,
    deadline: Option<Instant>,
    /// The caller's stop flag and listener.
    budget: &'a Budget,
    stopped: bool,
}

impl<'a> Negamax<'a> {
    /// A search with the agent's tables and its current generation, within `limits` from
    /// `start`.
    pub(super) fn new(
        agent: &'a mut AlphaBeta,
        rules: &'a Rules,
        limits: &Limits,
        budget: &'a Budget,
        start: Instant,
    ) -> Negamax<'a> {
        Negamax {
            rules,
            points: rules.board().points(),
            tt: &mut agent.tt,
            history: &mut agent.history,
            keys: &mut agent.keys,
            root_scores: &mut agent.root_scores,
            generation: agent.generation,
            use_tt: agent.use_tt,
            reductions: limits.lmr,
            tablebase: agent.tablebase.as_deref(),
            nodes: 0,
            node_limit: limits.nodes,
            deadline: limits.time.map(|t| start + t),
            budget,
            stopped: false,
        }
    }
}

impl Negamax<'_> {
    /// Iterative deepening from `pos`, whose legal actions are `root` (at least two): orders
    /// them, then searches one iteration deeper each time until a limit stops it or a win or
    /// loss is found. Reports the best action of the deepest iteration that gave one.
    pub(super) fn deepen(
        &mut self,
        pos: &Position,
        root: &mut ActionList,
        limits: &Limits,
        start: Instant,
    ) -> SearchReport {
        let tt_move = self.tt.probe(pos.key()).map_or(NO_MOVE, |e| e.best);
        self.order(pos, root, tt_move);

        let (mut best, mut score, mut depth) = (root[0], evaluate(self.rules, pos), 0);
        for d in 1..=limits.depth {
            // With `start` below 100, an iteration that starts late is not begun (it would
            // hardly finish); at 100 it runs until the time is up and gives what it found.
            if d > 1
                && (limits
                    .time
                    .is_some_and(|t| start.elapsed() * 100 >= t * limits.start)
                    || self.budget.stopped())
            {
                break;
            }
            if let Some((action, s)) = self.root(pos, d, root) {
                (best, score, depth) = (action, s, d);
            }
            // A complete iteration is reported (a stopped one shows in the final answer).
            if !self.stopped {
                self.budget.report(&Progress {
                    best,
                    depth: Some(d),
                    score: Some(score_of(score)),
                    value: None,
                    nodes: self.nodes,
                    elapsed: start.elapsed(),
                    tree: None,
                });
            }
            if self.stopped || score.abs() >= MATE_BOUND {
                break;
            }
        }
        SearchReport {
            action: best,
            score,
            depth,
            nodes: self.nodes,
            elapsed: start.elapsed(),
        }
    }

    /// One iteration at the root. Returns the best action and its score among the actions
    /// searched completely (none if the search stopped during the first), and moves it to the
    /// front of `moves` for the next iteration. A complete iteration leaves every root
    /// action's score in `root_scores`: exact for the first and for those searched again with
    /// the full window, else the upper bound the null window proved.
    fn root(
        &mut self,
        pos: &Position,
        depth: u32,
        moves: &mut ActionList,
    ) -> Option<(Action, i32)> {
        self.nodes += 1;
        let mut alpha = -INF;
        let mut best: Option<(usize, i32)> = None;
        let mut scores = Vec::with_capacity(moves.len());
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
            let mut bound = if i == 0 { Bound::Exact } else { Bound::Upper };
            if i > 0 && score > alpha && !self.stopped {
                score = self.child(&child, same, depth, 0, alpha, INF);
                if score > alpha {
                    bound = Bound::Exact;
                }
            }
            if self.stopped {
                break;
            }
            scores.push(RootScore {
                action: moves[i],
                score,
                bound,
            });
            if best.is_none_or(|(_, b)| score > b) {
                best = Some((i, score));
                alpha = alpha.max(score);
            }
        }
        self.keys.pop();
        if !self.stopped {
            *self.root_scores = scores;
        }
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

    /// Counts a node; whether a limit has stopped the search (the clock and the stop flag
    /// are read every 1024 nodes).
    #[inline]
    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.node_limit
            || (self.nodes.trailing_zeros() >= 10
                && (self.deadline.is_some_and(|d| Instant::now() >= d) || self.budget.stopped()))
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

    /// The score of a node that is not expanded: a drawn position, or a leaf (no depth left
    /// and no capture pending). `Position::legal_actions` split in two: the draw rules first
    /// (no actions), so that the table is not probed in a drawn position, then `generate` in
    /// `negamax`.
    #[inline]
    fn leaf(&self, pos: &Position, depth: u32, ply: u32) -> Option<i32> {
        let rules = self.rules;
        let drawn = pos.draw_by_count(rules).is_some()
            || pos.drawn_by_repetition(rules, self.keys.iter().rev().copied());
        if drawn || (depth == 0 && pos.pending_captures() == 0) {
            // A win takes precedence over a draw, as in `Position::outcome`.
            if let Some(outcome) = pos.decisive_outcome(rules) {
                return Some(outcome_score(outcome, pos, ply));
            }
            if drawn {
                return Some(0);
            }
            return Some(
                self.tablebase_score(pos, ply)
                    .unwrap_or_else(|| evaluate(rules, pos)),
            );
        }
        None
    }

    /// The exact score of a covered node below the root (`tb=D`), for its counter.
    #[inline]
    fn tablebase_score(&self, pos: &Position, ply: u32) -> Option<i32> {
        if ply == 0 {
            return None;
        }
        let probed = self.tablebase?.probe(pos)?;
        let dtc = i32::from(probed.rules_pass.dtc);
        Some(match probed.rules {
            Wdl::Win => TABLEBASE_WIN - dtc,
            Wdl::Loss => -(TABLEBASE_WIN - dtc),
            _ => 0,
        })
    }

    fn negamax(&mut self, pos: &Position, depth: u32, ply: u32, mut alpha: i32, beta: i32) -> i32 {
        if self.tick() {
            return 0;
        }
        let rules = self.rules;
        if let Some(score) = self.leaf(pos, depth, ply) {
            return score;
        }
        if let Some(score) = self.tablebase_score(pos, ply) {
            return score;
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
            let reduction = self.reduction(depth, i, first, same, order[i]);
            let mut score = if i == 0 {
                self.child(&child, same, depth, ply, alpha, beta)
            } else if reduction > 0 {
                -self.negamax(&child, depth - 1 - reduction, ply + 1, -alpha - 1, -alpha)
            } else {
                self.child(&child, same, depth, ply, alpha, alpha + 1)
            };
            if reduction > 0 && score > alpha && !self.stopped {
                score = self.child(&child, same, depth, ply, alpha, alpha + 1);
            }
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
            let best_move = if best_move == NO_MOVE {
                tt_move
            } else {
                best_move
            };
            self.store(key, depth, ply, best, (alpha_orig, beta), best_move);
        }
        best
    }

    /// Late-move reduction: how many turns less a move is first searched with (then again
    /// at full depth if it beats alpha). Only quiet moves late in the order, in nodes with
    /// depth to spare: not the table move, a capture, a move that closes or blocks a mill
    /// (`order` holds the ordering's bonus), or a child with the same side to move.
    #[inline]
    fn reduction(&self, depth: u32, i: usize, first: usize, same: bool, order: i32) -> u32 {
        if !self.reductions || depth < 3 || i < 3 || i < first || same || order >= BLOCK_ORDER {
            0
        } else if depth >= 5 && i >= 8 {
            2
        } else {
            1
        }
    }

    /// Stores a node's result: a lower bound when it failed high, an upper bound when it
    /// failed low (`window` is the one it was searched with), else exact; a mate score
    /// relative to the node.
    #[inline]
    fn store(&mut self, key: u64, depth: u32, ply: u32, score: i32, window: (i32, i32), best: u16) {
        let (alpha, beta) = window;
        let bound = if score >= beta {
            BOUND_LOWER
        } else if score > alpha {
            BOUND_EXACT
        } else {
            BOUND_UPPER
        };
        let score = score_to_tt(score, ply);
        self.tt
            .store(key, depth, score, bound, best, self.generation);
    }
}
