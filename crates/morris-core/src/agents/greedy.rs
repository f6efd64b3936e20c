//! `greedy`: one ply of look-ahead with fixed priorities. It closes a mill when it can,
//! blocks the opponent's open mills (two men and an empty point on a line), avoids leaving
//! such a point, builds its own open mills, and captures the man that hurts most (one in the
//! opponent's open mills, one blocking its own); random among equals.

use super::{Agent, Budget, Choice, PlayerSpec, SpecError};
use crate::game::{Action, Game, Point, Position, Rules};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::Arc;

const CLOSE_MILL: i32 = 1000;
const BLOCK_MILL: i32 = 100;
const UNBLOCK_MILL: i32 = -80;
const OPEN_MILL: i32 = 10;
const CAPTURE_FROM_OPEN_MILL: i32 = 100;
const CAPTURE_BLOCKER: i32 = 60;
const CAPTURE_MOBILITY: i32 = 1;

pub struct GreedyAgent {
    spec: String,
    rules: Arc<Rules>,
    rng: ChaCha8Rng,
}

impl GreedyAgent {
    /// # Errors
    /// Any option: `greedy` has none.
    pub fn from_spec(spec: &PlayerSpec, rules: &Arc<Rules>) -> Result<GreedyAgent, SpecError> {
        spec.expect_only(&[])?;
        Ok(GreedyAgent {
            spec: spec.text().to_string(),
            rules: rules.clone(),
            rng: ChaCha8Rng::seed_from_u64(0),
        })
    }

    /// Lines through `p` on which `men` hold the other two points and `empty` the remaining one
    /// is `p` itself (open lines "aimed" at p).
    fn lines_aimed_at(&self, p: Point, men: u32) -> i32 {
        let point = 1u32 << p;
        self.rules
            .board()
            .mills()
            .iter()
            .filter(|&&m| m & point != 0 && (men & m) == m & !point)
            .count() as i32
    }

    /// How good `action` is by the fixed priorities.
    fn score(&self, pos: &Position, action: Action) -> i32 {
        let board = self.rules.board();
        let me = pos.side_to_move();
        let (own, opp) = (pos.men(me), pos.men(!me));
        let empty = board.all() & !(own | opp);
        match action {
            Action::Capture(p) => {
                let bit = 1u32 << p;
                let in_open = board
                    .mills()
                    .iter()
                    .filter(|&&m| {
                        m & bit != 0 && (opp & m).count_ones() == 2 && (empty & m).is_power_of_two()
                    })
                    .count() as i32;
                let blocking = board
                    .mills()
                    .iter()
                    .filter(|&&m| m & bit != 0 && (own & m).count_ones() == 2)
                    .count() as i32;
                let mobility = (board.adjacent(p) & empty).count_ones() as i32;
                CAPTURE_FROM_OPEN_MILL * in_open
                    + CAPTURE_BLOCKER * blocking
                    + CAPTURE_MOBILITY * mobility
            }
            Action::Place(to) | Action::Move { to, .. } => {
                let from = match action {
                    Action::Move { from, .. } => Some(from),
                    _ => None,
                };
                let own_after = from.map_or(own, |f| own & !(1 << f)) | 1 << to;
                let closes = board.mills_closed_at(own_after, to) as i32;
                let blocks = self.lines_aimed_at(to, opp);
                let unblocks = from.map_or(0, |f| self.lines_aimed_at(f, opp));
                let opens = board
                    .mills()
                    .iter()
                    .filter(|&&m| {
                        m & (1 << to) != 0
                            && (own_after & m).count_ones() == 2
                            && (m & !(own_after | opp)).is_power_of_two()
                    })
                    .count() as i32;
                CLOSE_MILL * closes
                    + BLOCK_MILL * blocks
                    + UNBLOCK_MILL * unblocks
                    + OPEN_MILL * opens
            }
        }
    }
}

impl Agent for GreedyAgent {
    fn spec(&self) -> &str {
        &self.spec
    }

    fn new_game(&mut self, seed: u64) {
        self.rng = ChaCha8Rng::seed_from_u64(seed);
    }

    fn choose(&mut self, game: &Game, _budget: &Budget) -> Choice {
        let pos = game.position();
        let legal = game.legal_actions();
        let scores: Vec<i32> = legal.iter().map(|&a| self.score(pos, a)).collect();
        let best = *scores.iter().max().expect("the game is not over");
        let ties: Vec<Action> = legal
            .iter()
            .zip(&scores)
            .filter(|&(_, &s)| s == best)
            .map(|(&a, _)| a)
            .collect();
        let action = ties[self.rng.gen_range(0..ties.len())];
        Choice {
            action,
            info: format!("score {best} among {}", ties.len()),
            nodes: 0,
            evaluations: 0,
            analysis: None,
            tree: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agents::from_spec;

    fn choose(rules: &Arc<Rules>, moves: &str) -> String {
        let game = Game::from_tokens(rules.clone(), moves).unwrap();
        let mut agent = from_spec("greedy", rules).unwrap();
        agent.new_game(1);
        game.token(agent.choose(&game, &Budget::default()).action)
    }

    #[test]
    fn closes_blocks_and_captures_by_priority() {
        let rules = Arc::new(Rules::preset("standard").unwrap());
        // White can close d1-d2-d3.
        assert_eq!(choose(&rules, "d1 a1 d2 a4"), "d3");
        // White threatens d1-d2-d3: Black blocks at d3.
        assert_eq!(choose(&rules, "d1 a1 d2"), "d3");
        // White's capture: Black's a1 and a4 threaten a7; take one of them.
        let taken = choose(&rules, "d1 a1 d2 a4 g4 g7 d3");
        assert!(taken == "xa1" || taken == "xa4", "{taken}");
    }
}
