//! An exact solver for games small enough to enumerate (three men's morris): retrograde
//! analysis over every position reachable from the start, placement included. Each position
//! gets its value for the side to move under perfect play, win, loss or draw, and for a win or
//! a loss the number of plies (decisions, captures included) to the end: the winner hurries,
//! the loser delays.
//!
//! Only rules without draw rules can be solved this way: repetition and the no-capture count
//! make a position's value depend on its history. Without them a game can go on forever; a
//! position from which neither side can force a win is a draw "in the limit".
//!
//! ```
//! use morris_core::game::{Position, Rules, solver};
//!
//! let rules = Rules::preset("three").unwrap().without_draws();
//! let solution = solver::solve(&rules).unwrap();
//! // White, to place first, wins: it closes a mill on ply 9 and captures on ply 10.
//! assert_eq!(solution.value(&Position::start(&rules)), Some((1, 10)));
//! ```

use super::action::{Action, ActionList};
use super::board::Point;
use super::color::Color;
use super::position::Position;
use super::rules::{MillCaptures, Rules};
use super::zobrist::MAX_PENDING;
use std::collections::{HashMap, VecDeque};
use thiserror::Error;

/// The most positions the solver takes on (an upper bound on the state space is checked
/// before anything is enumerated, and the enumeration stops here too).
pub const MAX_STATES: usize = 10_000_000;

/// The plies reported for a draw in the limit: neither side can force a win, the game never
/// has to end.
pub const NEVER_ENDS: u16 = u16::MAX;

/// Why a rule set cannot be solved.
#[derive(Debug, Error)]
pub enum SolveError {
    #[error(
        "rules '{name}': the solver needs the draw rules off (no_capture_draw = {no_capture_draw}, repetition_draw = {repetition_draw}, max_plies = {max_plies}); use Rules::without_draws()"
    )]
    DrawRules {
        name: String,
        no_capture_draw: u16,
        repetition_draw: u8,
        max_plies: u16,
    },
    #[error("rules '{name}': too large to solve: {message}")]
    TooLarge { name: String, message: String },
}

/// A position as far as its value goes: everything but the ply counters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct State {
    men: [u32; 2],
    in_hand: [u8; 2],
    side: Color,
    pending: u8,
    reform_ban: [Option<(Point, Point)>; 2],
}

impl State {
    fn of(pos: &Position) -> State {
        State {
            men: [pos.men(Color::White), pos.men(Color::Black)],
            in_hand: [pos.in_hand(Color::White), pos.in_hand(Color::Black)],
            side: pos.side_to_move(),
            pending: pos.pending_captures(),
            reform_ban: [pos.reform_ban(Color::White), pos.reform_ban(Color::Black)],
        }
    }

    fn position(&self) -> Position {
        Position::from_parts(
            self.men,
            self.in_hand,
            self.side,
            self.pending,
            (0, 0),
            self.reform_ban,
        )
    }
}

/// The value of every position reachable from the start.
pub struct Solution {
    index: HashMap<State, u32>,
    /// In breadth-first order from the start position.
    states: Vec<State>,
    /// Per state, for the side to move: 1 win, -1 loss, 0 draw.
    results: Vec<i8>,
    /// Per state: plies to the end (0 at a finished position), `NEVER_ENDS` for a draw in
    /// the limit.
    plies: Vec<u16>,
}

impl Solution {
    /// The value of `position` for its side to move: the result (1 win, -1 loss, 0 draw) and
    /// the plies to the end under perfect play (0 when the game is over here, `NEVER_ENDS` for
    /// a draw in the limit). `None` for a position not reachable from the start. The ply
    /// counters of `position` are ignored.
    #[must_use]
    pub fn value(&self, position: &Position) -> Option<(i8, u16)> {
        let &i = self.index.get(&State::of(position))?;
        Some((self.results[i as usize], self.plies[i as usize]))
    }

    /// Every legal action at `position` with the value it leads to, for the side to move at
    /// `position` (a capture keeps the same side to move; otherwise the child's value is
    /// negated), and the plies to the end counted from `position`. Empty when the game is
    /// over or the position is unknown.
    #[must_use]
    pub fn action_values(&self, rules: &Rules, position: &Position) -> Vec<(Action, i8, u16)> {
        if self.value(position).is_none() {
            return Vec::new();
        }
        let mut actions = ActionList::new();
        position.generate(rules, &mut actions);
        actions
            .iter()
            .map(|&action| {
                let mut child = *position;
                child.play_unchecked(rules, action);
                let (result, plies) = self
                    .value(&child)
                    .expect("a child of a reachable position is reachable");
                let result = if child.side_to_move() == position.side_to_move() {
                    result
                } else {
                    -result
                };
                (action, result, plies.saturating_add(1))
            })
            .collect()
    }

    /// The number of reachable positions.
    #[must_use]
    pub fn len(&self) -> usize {
        self.states.len()
    }

    /// Whether no position was solved (never: the start is always there).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.states.is_empty()
    }

    /// The reachable positions, breadth-first from the start (ply counters zero), with
    /// their value as `value` gives it.
    pub fn positions(&self) -> impl Iterator<Item = (Position, i8, u16)> + '_ {
        self.states
            .iter()
            .zip(self.results.iter().zip(&self.plies))
            .map(|(s, (&r, &p))| (s.position(), r, p))
    }
}

fn binomial(n: usize, k: usize) -> f64 {
    if k > n {
        return 0.0;
    }
    (0..k).fold(1.0, |acc, i| acc * (n - i) as f64 / (i + 1) as f64)
}

/// An upper bound on the positions of `rules`: men of each side on disjoint points, men in
/// hand, side to move, pending captures and reform bans, counted independently.
fn state_bound(rules: &Rules) -> f64 {
    let spec = rules.spec();
    let points = rules.board().points();
    let pieces = usize::from(spec.pieces);
    let mut boards = 0.0;
    for white in 0..=pieces.min(points) {
        for black in 0..=pieces.min(points - white) {
            boards += binomial(points, white) * binomial(points - white, black);
        }
    }
    let hands = ((pieces + 1) * (pieces + 1)) as f64;
    let pending = match spec.mill_captures {
        MillCaptures::One => 2.0,
        MillCaptures::PerMill => (MAX_PENDING + 1) as f64,
    };
    let bans = if spec.forbid_mill_reform {
        ((points * points + 1) * (points * points + 1)) as f64
    } else {
        1.0
    };
    boards * hands * 2.0 * pending * bans
}

/// Solves `rules` by retrograde analysis over every position reachable from the start.
///
/// # Errors
/// `SolveError::DrawRules` when a draw rule or the ply cap is on (the value would depend on
/// the history); `SolveError::TooLarge` when the state space may exceed `MAX_STATES`.
pub fn solve(rules: &Rules) -> Result<Solution, SolveError> {
    let spec = rules.spec();
    let name = rules.name().to_string();
    if spec.no_capture_draw != 0 || spec.repetition_draw != 0 || spec.max_plies != 0 {
        return Err(SolveError::DrawRules {
            name,
            no_capture_draw: spec.no_capture_draw,
            repetition_draw: spec.repetition_draw,
            max_plies: spec.max_plies,
        });
    }
    let bound = state_bound(rules);
    if bound > MAX_STATES as f64 {
        return Err(SolveError::TooLarge {
            name,
            message: format!(
                "up to {bound:.3e} positions on the {} board with {} men each; the solver takes at most {MAX_STATES}",
                spec.board, spec.pieces
            ),
        });
    }
    let graph = Graph::enumerate(rules).ok_or_else(|| SolveError::TooLarge {
        name,
        message: format!("more than {MAX_STATES} reachable positions"),
    })?;
    let (results, plies) = graph.retrograde();
    Ok(Solution {
        index: graph.index,
        states: graph.states,
        results,
        plies,
    })
}

/// A result not known yet, during the retrograde pass.
const UNKNOWN: i8 = i8::MIN;

/// The reachable positions and their actions.
struct Graph {
    index: HashMap<State, u32>,
    /// Breadth-first from the start.
    states: Vec<State>,
    /// The children of state s: `children[child_start[s]..child_start[s + 1]]` (one entry
    /// per legal action).
    child_start: Vec<u32>,
    children: Vec<u32>,
    /// The result for the side to move of a finished position.
    terminal: Vec<Option<i8>>,
}

impl Graph {
    /// Every position reachable from the start, breadth-first; `None` past `MAX_STATES`.
    fn enumerate(rules: &Rules) -> Option<Graph> {
        let start = State::of(&Position::start(rules));
        let mut graph = Graph {
            index: HashMap::from([(start, 0u32)]),
            states: vec![start],
            child_start: vec![0],
            children: Vec::new(),
            terminal: Vec::new(),
        };
        let mut actions = ActionList::new();
        let mut i = 0;
        while i < graph.states.len() {
            let pos = graph.states[i].position();
            pos.generate(rules, &mut actions);
            graph.terminal.push(actions.is_empty().then(|| {
                let outcome = pos
                    .decisive_outcome(rules)
                    .expect("without draw rules, no legal action means the game is over");
                outcome.score_for(pos.side_to_move()) as i8
            }));
            for &action in &actions {
                let mut child = pos;
                child.play_unchecked(rules, action);
                let state = State::of(&child);
                let next = graph.states.len() as u32;
                let c = *graph.index.entry(state).or_insert(next);
                if c == next {
                    if graph.states.len() >= MAX_STATES {
                        return None;
                    }
                    graph.states.push(state);
                }
                graph.children.push(c);
            }
            graph.child_start.push(graph.children.len() as u32);
            i += 1;
        }
        Some(graph)
    }

    /// The parents of each state: `(parent_start, parents)` as for the children (one entry
    /// per edge).
    fn parents(&self) -> (Vec<u32>, Vec<u32>) {
        let n = self.states.len();
        let mut parent_start = vec![0u32; n + 1];
        for &c in &self.children {
            parent_start[c as usize + 1] += 1;
        }
        for k in 0..n {
            parent_start[k + 1] += parent_start[k];
        }
        let mut fill = parent_start.clone();
        let mut parents = vec![0u32; self.children.len()];
        for p in 0..n {
            let range = self.child_start[p] as usize..self.child_start[p + 1] as usize;
            for &c in &self.children[range] {
                parents[fill[c as usize] as usize] = p as u32;
                fill[c as usize] += 1;
            }
        }
        (parent_start, parents)
    }

    /// Results and plies of every state. Breadth-first from the finished positions, so that
    /// distances come out in increasing order: a state is won as soon as one child is good
    /// for its mover (the nearest such child comes first), lost once every child is bad for
    /// it (the farthest comes last); what is never reached is a draw in the limit.
    fn retrograde(&self) -> (Vec<i8>, Vec<u16>) {
        let n = self.states.len();
        let (parent_start, parents) = self.parents();
        let mut results = vec![UNKNOWN; n];
        let mut plies = vec![NEVER_ENDS; n];
        let mut unresolved: Vec<u32> = (0..n)
            .map(|p| self.child_start[p + 1] - self.child_start[p])
            .collect();
        let mut queue = VecDeque::new();
        for (s, t) in self.terminal.iter().enumerate() {
            if let Some(result) = *t {
                results[s] = result;
                plies[s] = 0;
                queue.push_back(s);
            }
        }
        while let Some(c) = queue.pop_front() {
            let (result, distance) = (results[c], plies[c] + 1);
            assert!(distance < NEVER_ENDS, "a distance fits in u16");
            for &p in &parents[parent_start[c] as usize..parent_start[c + 1] as usize] {
                let p = p as usize;
                if results[p] != UNKNOWN {
                    continue;
                }
                // A capture keeps the same side to move.
                let for_parent = if self.states[p].side == self.states[c].side {
                    result
                } else {
                    -result
                };
                if for_parent == 1 {
                    results[p] = 1;
                    plies[p] = distance;
                    queue.push_back(p);
                } else if for_parent == -1 {
                    unresolved[p] -= 1;
                    if unresolved[p] == 0 {
                        results[p] = -1;
                        plies[p] = distance;
                        queue.push_back(p);
                    }
                }
            }
        }
        for r in &mut results {
            if *r == UNKNOWN {
                *r = 0;
            }
        }
        (results, plies)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use std::sync::Arc;

    fn three() -> Rules {
        Rules::preset("three").unwrap().without_draws()
    }

    #[test]
    fn rules_it_cannot_solve_are_refused_with_a_reason() {
        let err = solve(&Rules::preset("three").unwrap())
            .err()
            .unwrap()
            .to_string();
        assert!(
            err.contains("draw rules") && err.contains("repetition_draw = 3"),
            "{err}"
        );
        let err = solve(&Rules::preset("three").unwrap().with_draws(0, 0, 200))
            .err()
            .unwrap()
            .to_string();
        assert!(err.contains("max_plies = 200"), "{err}");
        for name in ["standard", "six"] {
            let err = solve(&Rules::preset(name).unwrap().without_draws())
                .err()
                .unwrap()
                .to_string();
            assert!(err.contains("too large"), "{name}: {err}");
        }
    }

    #[test]
    fn a_mill_in_one_wins_and_the_capture_ends_the_game() {
        let rules = Arc::new(three());
        let solution = solve(&rules).unwrap();
        // White's a1 and a2 threaten a3; Black's c1 and c3 threaten c2, but White moves first.
        let mut game = Game::from_tokens(rules.clone(), "a1 c3 a2 c1").unwrap();
        assert_eq!(solution.value(game.position()), Some((1, 2)));
        let values = solution.action_values(&rules, game.position());
        let winning: Vec<String> = values
            .iter()
            .filter(|v| v.1 == 1)
            .map(|v| game.token(v.0))
            .collect();
        assert_eq!(winning, ["a3"], "{values:?}");
        // Anything else lets Black close c1-c2-c3 (White may still block it: c2 is legal).
        assert!(
            values
                .iter()
                .filter(|v| v.1 != 1)
                .all(|v| game.token(v.0) == "c2" || v.1 == -1),
            "{values:?}"
        );
        game.play_token("a3").unwrap();
        assert_eq!(solution.value(game.position()), Some((1, 1)), "the capture");
        game.play_token("xc3").unwrap();
        assert!(game.is_over());
        assert_eq!(solution.value(game.position()), Some((-1, 0)));
    }

    /// Every value agrees with its children: a win has a child good for the mover one ply
    /// nearer and none nearer still, a loss has only children bad for the mover with the
    /// farthest one ply nearer, a draw has no child good for the mover and one that is a draw,
    /// and a finished position has the game's result. Labels that satisfy all this are the
    /// game's true values (by induction on the true distance to the end), so this checks the
    /// solution completely, through the rules engine rather than the retrograde pass.
    #[test]
    fn every_value_agrees_with_its_children() {
        let rules = three();
        let solution = solve(&rules).unwrap();
        let mut counts = [0usize; 3];
        for (pos, result, plies) in solution.positions() {
            counts[(result + 1) as usize] += 1;
            let children = solution.action_values(&rules, &pos);
            if children.is_empty() {
                let outcome = pos.decisive_outcome(&rules).expect("finished");
                assert_eq!(
                    (result, plies),
                    (outcome.score_for(pos.side_to_move()) as i8, 0)
                );
                continue;
            }
            let best = children.iter().map(|c| c.1).max().unwrap();
            assert_eq!(result, best, "{pos:?}: {children:?}");
            match result {
                1 => {
                    let nearest = children.iter().filter(|c| c.1 == 1).map(|c| c.2).min();
                    assert_eq!(Some(plies), nearest, "{pos:?}");
                }
                -1 => {
                    let farthest = children.iter().map(|c| c.2).max();
                    assert_eq!(Some(plies), farthest, "{pos:?}");
                }
                _ => assert_eq!(plies, NEVER_ENDS),
            }
        }
        // 5678 positions: 1057 lost, 1208 drawn and 3413 won for the side to move.
        assert_eq!(counts, [1057, 1208, 3413]);
        assert_eq!(solution.len(), 5678);
    }

    /// Whether the side to move can force a win within `depth` plies (a plain search forward,
    /// independent of the retrograde pass).
    fn forced_win(rules: &Rules, pos: &Position, depth: u16) -> bool {
        let mut actions = ActionList::new();
        pos.generate(rules, &mut actions);
        if actions.is_empty() {
            return pos
                .decisive_outcome(rules)
                .unwrap()
                .score_for(pos.side_to_move())
                == 1;
        }
        depth > 0
            && actions.iter().any(|&a| {
                let mut child = *pos;
                child.play_unchecked(rules, a);
                if child.side_to_move() == pos.side_to_move() {
                    forced_win(rules, &child, depth - 1)
                } else {
                    forced_loss(rules, &child, depth - 1)
                }
            })
    }

    /// Whether the side to move loses within `depth` plies whatever it does.
    fn forced_loss(rules: &Rules, pos: &Position, depth: u16) -> bool {
        let mut actions = ActionList::new();
        pos.generate(rules, &mut actions);
        if actions.is_empty() {
            return pos
                .decisive_outcome(rules)
                .unwrap()
                .score_for(pos.side_to_move())
                == -1;
        }
        depth > 0
            && actions.iter().all(|&a| {
                let mut child = *pos;
                child.play_unchecked(rules, a);
                if child.side_to_move() == pos.side_to_move() {
                    forced_loss(rules, &child, depth - 1)
                } else {
                    forced_win(rules, &child, depth - 1)
                }
            })
    }

    /// The start position: White (placing first; the centre is on four mills with the
    /// diagonals) wins, closing a mill with its second move after placement (ply 9) and
    /// capturing on ply 10; its only winning first placement is the centre. A search forward
    /// agrees: a forced win within 10 plies, none within 9.
    #[test]
    fn white_wins_three_mens_morris_in_ten_plies() {
        let rules = three();
        let solution = solve(&rules).unwrap();
        let start = Position::start(&rules);
        assert_eq!(solution.value(&start), Some((1, 10)));
        assert!(forced_win(&rules, &start, 10));
        assert!(!forced_win(&rules, &start, 9));
        // The centre wins, a corner draws, an edge loses (Black closes a mill on ply 8).
        let game = Game::new(Arc::new(rules.clone()));
        let firsts: Vec<(String, i8, u16)> = solution
            .action_values(&rules, &start)
            .into_iter()
            .map(|(a, result, plies)| (game.token(a), result, plies))
            .collect();
        for (token, result, plies) in firsts {
            let expected = match token.as_str() {
                "b2" => (1, 10),
                "a1" | "c1" | "a3" | "c3" => (0, NEVER_ENDS),
                _ => (-1, 9),
            };
            assert_eq!((result, plies), expected, "{token}");
        }
    }
}
