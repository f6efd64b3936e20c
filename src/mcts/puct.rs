//! PUCT search (as in `AlphaZero`): one tree per game, guided by priors and values that the caller
//! computes, so that many games can gather their leaves into one network batch. A
//! simulation is `select` (descend by PUCT to a leaf; a finished position is backed up at
//! once) then, for a leaf that needs the network, `expand_and_backup` with its priors and
//! value. The tree applies every rule, the draw rules included: it keeps the keys of the
//! game's history and of the path for the repetition rule.
//!
//! Values are stored per node from the side of the player who chose the node's action (its
//! "actor"); the root's actor is the player to move there. A capture keeps the same player to
//! move, so signs are never flipped by ply parity, only by comparing colours.

use crate::game::{Action, ActionList, Color, Position, Rules};
use rand::Rng;
use rand_distr::{Dirichlet, Distribution};
use std::sync::Arc;

/// Search settings.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PuctConfig {
    /// Exploration constant of the PUCT formula.
    pub c_puct: f32,
    /// First-play urgency: an unvisited child is valued at its parent's value minus this.
    pub fpu_reduction: f32,
    /// Dirichlet noise at the root: concentration and mixing fraction (0 = none).
    pub dirichlet_alpha: f32,
    pub dirichlet_fraction: f32,
}

impl Default for PuctConfig {
    fn default() -> Self {
        PuctConfig {
            c_puct: 1.5,
            fpu_reduction: 0.2,
            dirichlet_alpha: 0.3,
            dirichlet_fraction: 0.25,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum State {
    /// Not reached yet.
    New,
    /// Children created (`first_child..first_child + children`).
    Expanded,
    /// The game is over here; `value` for the player to move here.
    Finished { to_move: Color, value: f32 },
}

#[derive(Clone, Debug)]
struct Node {
    action: Option<Action>,
    actor: Color,
    prior: f32,
    visits: u32,
    value_sum: f32,
    first_child: u32,
    children: u32,
    state: State,
}

impl Node {
    fn new(action: Option<Action>, actor: Color, prior: f32) -> Node {
        Node {
            action,
            actor,
            prior,
            visits: 0,
            value_sum: 0.0,
            first_child: 0,
            children: 0,
            state: State::New,
        }
    }

    fn mean(&self) -> f32 {
        if self.visits == 0 {
            0.0
        } else {
            self.value_sum / self.visits as f32
        }
    }
}

/// What `select` found.
#[derive(Debug)]
pub enum Leaf<'a> {
    /// A finished position, already backed up.
    Finished,
    /// A position for the network: encode it (it has occurred `occurrences` times) and pass
    /// the priors and value to `expand_and_backup`.
    Evaluate {
        position: &'a Position,
        occurrences: usize,
        legal: &'a [Action],
    },
}

/// The search tree of one game.
pub struct PuctTree {
    rules: Arc<Rules>,
    nodes: Vec<Node>,
    root_position: Position,
    /// Keys of the game's positions before the root, oldest first.
    history: Vec<u64>,
    // Scratch for one simulation.
    keys: Vec<u64>,
    path: Vec<u32>,
    leaf_position: Position,
    legal: ActionList,
    leaf_occurrences: usize,
    awaiting: Option<u32>,
    /// The network's value of the root, from its expansion.
    root_net_value: f32,
}

impl PuctTree {
    /// A tree for the position after `history` (the keys of the positions before it).
    #[must_use]
    pub fn new(rules: Arc<Rules>, position: Position, history: &[u64]) -> PuctTree {
        PuctTree {
            nodes: vec![Node::new(None, position.side_to_move(), 1.0)],
            root_position: position,
            history: history.to_vec(),
            keys: Vec::with_capacity(history.len() + 64),
            path: Vec::with_capacity(64),
            leaf_position: position,
            legal: ActionList::new(),
            leaf_occurrences: 1,
            awaiting: None,
            root_net_value: 0.0,
            rules,
        }
    }

    /// The root's position.
    #[must_use]
    pub fn root_position(&self) -> &Position {
        &self.root_position
    }

    /// Simulations through the root so far.
    #[must_use]
    pub fn root_visits(&self) -> u32 {
        self.nodes[0].visits
    }

    /// The root's value for the player to move there, in [-1, 1].
    #[must_use]
    pub fn root_value(&self) -> f32 {
        self.nodes[0].mean()
    }

    /// Whether the root has been expanded (its priors are known).
    #[must_use]
    pub fn root_expanded(&self) -> bool {
        self.nodes[0].state == State::Expanded
    }

    fn children(&self, node: u32) -> std::ops::Range<usize> {
        let n = &self.nodes[node as usize];
        n.first_child as usize..(n.first_child + n.children) as usize
    }

    /// Descends from the root by PUCT. Must not be called while a leaf awaits evaluation.
    pub fn select(&mut self, config: &PuctConfig) -> Leaf<'_> {
        self.select_through(config, None)
    }

    /// `select`, but the first step from an expanded root takes the root's child number
    /// `root_child` (Gumbel search chooses the root action itself).
    pub fn select_through(&mut self, config: &PuctConfig, root_child: Option<usize>) -> Leaf<'_> {
        assert!(
            self.awaiting.is_none(),
            "select called before the previous leaf was evaluated"
        );
        self.keys.clear();
        self.keys.extend_from_slice(&self.history);
        self.path.clear();
        let mut pos = self.root_position;
        let mut node = 0u32;
        loop {
            self.path.push(node);
            match self.nodes[node as usize].state {
                State::Finished { to_move, value } => {
                    self.backup(to_move, value);
                    return Leaf::Finished;
                }
                State::New => {
                    pos.legal_actions(
                        &self.rules,
                        self.keys.iter().rev().copied(),
                        &mut self.legal,
                    );
                    if self.legal.is_empty() {
                        let outcome = pos
                            .outcome(&self.rules, self.keys.iter().rev().copied())
                            .expect("no legal action: the game is over");
                        let to_move = pos.side_to_move();
                        let value = outcome.score_for(to_move) as f32;
                        self.nodes[node as usize].state = State::Finished { to_move, value };
                        self.backup(to_move, value);
                        return Leaf::Finished;
                    }
                    self.awaiting = Some(node);
                    self.leaf_position = pos;
                    self.leaf_occurrences = pos.occurrences(self.keys.iter().rev().copied());
                    return Leaf::Evaluate {
                        position: &self.leaf_position,
                        occurrences: self.leaf_occurrences,
                        legal: &self.legal,
                    };
                }
                State::Expanded => {
                    let child = match root_child {
                        Some(k) if node == 0 => self.nodes[0].first_child + k as u32,
                        _ => self.pick_child(node, pos.side_to_move(), config),
                    };
                    self.keys.push(pos.key());
                    pos.play_unchecked(
                        &self.rules,
                        self.nodes[child as usize]
                            .action
                            .expect("children have actions"),
                    );
                    node = child;
                }
            }
        }
    }

    /// The child maximising Q + U, Q from the side of `to_move` (every child's actor).
    fn pick_child(&self, node: u32, to_move: Color, config: &PuctConfig) -> u32 {
        let parent = &self.nodes[node as usize];
        let parent_value = if parent.actor == to_move {
            parent.mean()
        } else {
            -parent.mean()
        };
        let fpu = parent_value - config.fpu_reduction;
        let scale = config.c_puct * (parent.visits.max(1) as f32).sqrt();
        // Starting from the first child keeps a NaN score from picking no child at all.
        let mut best = (f32::NEG_INFINITY, parent.first_child);
        for i in self.children(node) {
            let child = &self.nodes[i];
            let q = if child.visits == 0 { fpu } else { child.mean() };
            let score = q + scale * child.prior / (1.0 + child.visits as f32);
            if score > best.0 {
                best = (score, i as u32);
            }
        }
        best.1
    }

    /// Expands the leaf `select` returned: `priors` indexed by action id (any non-negative
    /// weights; they are renormalised over the legal actions, uniform if they sum to 0), and
    /// `value` for the player to move at the leaf.
    pub fn expand_and_backup(&mut self, priors: &[f32], value: f32) {
        let node = self
            .awaiting
            .take()
            .expect("expand_and_backup without a leaf from select");
        let points = self.rules.board().points();
        let to_move = self.leaf_position.side_to_move();
        let total: f32 = self
            .legal
            .iter()
            .map(|a| priors[a.id(points)].max(0.0))
            .sum();
        let uniform = 1.0 / self.legal.len() as f32;
        let first = self.nodes.len() as u32;
        for &action in &self.legal {
            let prior = if total > 0.0 {
                priors[action.id(points)].max(0.0) / total
            } else {
                uniform
            };
            self.nodes.push(Node::new(Some(action), to_move, prior));
        }
        if node == 0 {
            self.root_net_value = value;
        }
        let leaf = &mut self.nodes[node as usize];
        leaf.first_child = first;
        leaf.children = self.legal.len() as u32;
        leaf.state = State::Expanded;
        self.backup(to_move, value);
    }

    /// Adds `value` (for `to_move`) along the path of the last selection.
    fn backup(&mut self, to_move: Color, value: f32) {
        for &n in &self.path {
            let node = &mut self.nodes[n as usize];
            node.visits += 1;
            node.value_sum += if node.actor == to_move { value } else { -value };
        }
    }

    /// Mixes Dirichlet noise into the root's priors (the root must be expanded). Only the
    /// root's children are touched.
    pub fn add_root_noise(&mut self, config: &PuctConfig, rng: &mut impl Rng) {
        let children = self.children(0);
        if config.dirichlet_fraction <= 0.0 || children.len() < 2 {
            return;
        }
        let dirichlet = Dirichlet::new(&vec![f64::from(config.dirichlet_alpha); children.len()])
            .expect("alpha > 0 and at least two children");
        let noise = dirichlet.sample(rng);
        let eps = config.dirichlet_fraction;
        for (i, n) in children.zip(noise) {
            let prior = &mut self.nodes[i].prior;
            *prior = (1.0 - eps) * *prior + eps * n as f32;
        }
    }

    /// Points on the board (for action ids).
    #[must_use]
    pub fn points(&self) -> usize {
        self.rules.board().points()
    }

    /// The network's value of the root (for the player to move there), once expanded.
    #[must_use]
    pub fn root_net_value(&self) -> f32 {
        self.root_net_value
    }

    /// The root's children as (action, visits, prior, mean value for the player to move at
    /// the root), in child order.
    #[must_use]
    pub fn root_statistics(&self) -> Vec<(Action, u32, f32, f32)> {
        self.children(0)
            .map(|i| &self.nodes[i])
            .map(|n| {
                (
                    n.action.expect("children have actions"),
                    n.visits,
                    n.prior,
                    n.mean(),
                )
            })
            .collect()
    }

    /// The leaf the last `select` left for evaluation, if it has not been answered yet:
    /// its position, how often it has occurred, and its legal actions.
    #[must_use]
    pub fn awaiting_leaf(&self) -> Option<(&Position, usize, &[Action])> {
        self.awaiting.map(|_| {
            (
                &self.leaf_position,
                self.leaf_occurrences,
                self.legal.as_slice(),
            )
        })
    }

    /// The most visited root action (ties: the higher prior).
    #[must_use]
    pub fn best_action(&self) -> Action {
        self.root_statistics()
            .into_iter()
            .max_by(|a, b| a.1.cmp(&b.1).then(a.2.total_cmp(&b.2)))
            .expect("the root is expanded")
            .0
    }

    /// Writes the root's visit distribution over action ids into `out` (zero elsewhere).
    pub fn visit_distribution(&self, out: &mut [f32]) {
        out.fill(0.0);
        let points = self.rules.board().points();
        let children = self.root_statistics();
        let total: u32 = children.iter().map(|c| c.1).sum();
        for &(action, visits, ..) in &children {
            out[action.id(points)] = visits as f32 / total.max(1) as f32;
        }
    }
}

/// Answers one leaf: priors by action id and the value for the player to move there.
pub type LeafEvaluator<'a> = dyn FnMut(&Position, usize, &[Action]) -> (Vec<f32>, f32) + 'a;

/// Runs `simulations` simulations on one tree with an evaluator that answers one position
/// at a time (tests and baselines; self-play batches many trees instead).
pub fn search_with(
    tree: &mut PuctTree,
    config: &PuctConfig,
    simulations: u32,
    evaluate: &mut LeafEvaluator<'_>,
) {
    for _ in 0..simulations {
        let answer = match tree.select(config) {
            Leaf::Finished => None,
            Leaf::Evaluate {
                position,
                occurrences,
                legal,
            } => Some(evaluate(position, occurrences, legal)),
        };
        if let Some((priors, value)) = answer {
            tree.expand_and_backup(&priors, value);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, action_count};
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    fn standard() -> Arc<Rules> {
        Arc::new(Rules::preset("standard").unwrap())
    }

    fn position(rules: &Rules, white: &[&str], black: &[&str], side: Color) -> Position {
        let set = |names: &[&str]| {
            names
                .iter()
                .fold(0u32, |s, n| s | 1 << rules.board().point(n).unwrap())
        };
        Position::from_parts(
            [set(white), set(black)],
            [0, 0],
            side,
            0,
            (40, 0),
            [None, None],
        )
    }

    /// Uniform priors and a value of 0 everywhere: only finished positions say anything.
    fn uninformed(rules: &Rules) -> impl FnMut(&Position, usize, &[Action]) -> (Vec<f32>, f32) {
        let a = action_count(rules.board().points());
        move |_, _, _| (vec![1.0; a], 0.0)
    }

    fn search(rules: &Arc<Rules>, pos: Position, simulations: u32) -> PuctTree {
        let mut tree = PuctTree::new(rules.clone(), pos, &[]);
        let mut evaluate = uninformed(rules);
        search_with(
            &mut tree,
            &PuctConfig::default(),
            simulations,
            &mut evaluate,
        );
        tree
    }

    #[test]
    fn finds_the_mill_that_wins_in_one_move() {
        let rules = standard();
        // d7-a7 closes a1-a4-a7; Black, at three men, is left with two by the capture.
        let pos = position(
            &rules,
            &["a1", "a4", "d7", "b2", "f2"],
            &["g1", "g7", "f4"],
            Color::White,
        );
        let tree = search(&rules, pos, 300);
        let game = Game::from_position(rules.clone(), pos);
        assert_eq!(game.token(tree.best_action()), "d7-a7");
        assert!(tree.root_value() > 0.5, "{}", tree.root_value());
    }

    /// The White actions after which Black cannot close a mill at once.
    fn safe_actions(rules: &Arc<Rules>, pos: Position) -> Vec<Action> {
        let mut out = ActionList::new();
        pos.generate(rules, &mut out);
        out.iter()
            .copied()
            .filter(|&a| {
                let mut after = pos;
                after.play_unchecked(rules, a);
                let mut replies = ActionList::new();
                after.generate(rules, &mut replies);
                replies.iter().all(|&b| {
                    let mut reply = after;
                    reply.play_unchecked(rules, b);
                    reply.pending_captures() == 0 || reply.side_to_move() != Color::Black
                })
            })
            .collect()
    }

    #[test]
    fn avoids_an_immediate_loss() {
        let rules = standard();
        // White has three men (it flies); Black threatens d7-a7, closing a1-a4-a7.
        let pos = position(
            &rules,
            &["g1", "c5", "e3"],
            &["a1", "a4", "d7", "e4"],
            Color::White,
        );
        let safe = safe_actions(&rules, pos);
        let mut all = ActionList::new();
        pos.generate(&rules, &mut all);
        assert!(
            !safe.is_empty() && safe.len() < all.len() / 4,
            "{} safe of {}",
            safe.len(),
            all.len()
        );
        let tree = search(&rules, pos, 3000);
        assert!(
            safe.contains(&tree.best_action()),
            "{:?} is not safe",
            tree.best_action()
        );
    }

    #[test]
    fn noise_touches_only_the_root() {
        let rules = standard();
        let mut tree = PuctTree::new(rules.clone(), Position::start(&rules), &[]);
        let mut evaluate = uninformed(&rules);
        let config = PuctConfig::default();
        search_with(&mut tree, &config, 50, &mut evaluate);
        let before: Vec<f32> = tree.nodes[1..].iter().map(|n| n.prior).collect();
        tree.add_root_noise(&config, &mut ChaCha8Rng::seed_from_u64(1));
        let root: Vec<f32> = tree.root_statistics().iter().map(|c| c.2).collect();
        assert!((root.iter().sum::<f32>() - 1.0).abs() < 1e-4);
        assert!(
            root.iter().any(|&p| (p - 1.0 / 24.0).abs() > 1e-3),
            "the root's priors changed"
        );
        let deeper: Vec<f32> = tree.nodes[25..].iter().map(|n| n.prior).collect();
        assert_eq!(deeper, before[24..], "priors below the root are untouched");
    }

    #[test]
    fn the_visit_distribution_is_a_distribution_over_legal_ids() {
        let rules = standard();
        let game = Game::from_tokens(rules.clone(), "d1 a1 d2 a4 d3").unwrap();
        let tree = search(&rules, *game.position(), 100);
        let mut dist = vec![0.0; action_count(24)];
        tree.visit_distribution(&mut dist);
        assert!((dist.iter().sum::<f32>() - 1.0).abs() < 1e-5);
        let legal: Vec<usize> = game.legal_actions().iter().map(|a| a.id(24)).collect();
        assert!(
            dist.iter()
                .enumerate()
                .all(|(id, &p)| p == 0.0 || legal.contains(&id))
        );
    }
}
