//! `mcts[:sims=N,c=C,rollout_plies=P,tree_mb=M]`: UCT with uniformly random rollouts, the
//! usual rung above random on a game-AI ladder. Each decision builds a fresh tree of `sims`
//! simulations (selection by UCB1, one new node per simulation, a random playout to the end of
//! the game or `rollout_plies`, which counts as a draw), then plays the most visited action.
//! The tree applies every rule, the draw rules included: it keeps the keys of the game's
//! history and of the path for the repetition rule. Its memory is capped (`tree_mb`,
//! `tree_cap`): a search whose tree reaches the cap ends there.

use super::analysis::TOP_ACTIONS;
use super::tree_cap::{self, TreeUse};
use super::{Agent, Analysis, Budget, Candidate, Choice, PlayerSpec, SpecError};
use crate::game::{Action, ActionList, Color, Game, Position, Rules};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::Arc;
use std::time::Instant;

struct Node {
    /// The player who chose the action leading here (rewards are counted for them).
    actor: Color,
    action: Option<Action>,
    visits: u32,
    /// Sum of results for `actor`: 1 win, 0.5 draw, 0 loss.
    wins: f64,
    children: Vec<u32>,
    /// Actions not yet expanded; `None` until the node is first reached.
    untried: Option<Vec<Action>>,
    /// The result for `actor` if the game is over here.
    terminal: Option<f64>,
}

impl Node {
    fn new(actor: Color, action: Option<Action>) -> Node {
        Node {
            actor,
            action,
            visits: 0,
            wins: 0.0,
            children: Vec::new(),
            untried: None,
            terminal: None,
        }
    }
}

pub struct RolloutMcts {
    spec: String,
    rules: Arc<Rules>,
    sims: u64,
    c: f64,
    rollout_plies: u32,
    /// The most memory a tree may take, in bytes (`tree_mb`).
    cap: u64,
    rng: ChaCha8Rng,
}

/// What a search found: the most visited action, the simulations done, its mean result (0 to
/// 1), the analysis (values from -1 to +1 for the side to move) and how full the tree is.
struct Found {
    action: Action,
    done: u64,
    mean: f64,
    analysis: Analysis,
    tree: TreeUse,
}

impl RolloutMcts {
    /// # Errors
    /// An unknown option or a value out of range.
    pub fn from_spec(spec: &PlayerSpec, rules: &Arc<Rules>) -> Result<RolloutMcts, SpecError> {
        spec.expect_only(&["sims", "c", "rollout_plies", "tree_mb"])?;
        let sims = spec.get("sims")?.unwrap_or(1000);
        let c: f64 = spec.get("c")?.unwrap_or(1.4);
        let rollout_plies = spec.get("rollout_plies")?.unwrap_or(300);
        if sims == 0 || rollout_plies == 0 || c.is_nan() || c < 0.0 {
            return Err(spec.invalid("sims and rollout_plies must be positive and c non-negative"));
        }
        Ok(RolloutMcts {
            spec: spec.text().to_string(),
            rules: rules.clone(),
            sims,
            c,
            rollout_plies,
            cap: tree_cap::cap_bytes(spec)?,
            rng: ChaCha8Rng::seed_from_u64(0),
        })
    }

    /// The result for `actor` of a finished position.
    fn result_for(&self, pos: &Position, keys: &[u64], actor: Color) -> f64 {
        match pos
            .outcome(&self.rules, keys.iter().rev().copied())
            .and_then(crate::game::Outcome::winner)
        {
            Some(w) if w == actor => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        }
    }

    /// Plays random actions to the end (or the ply cap); the result for `actor`.
    fn rollout(&mut self, mut pos: Position, keys: &mut Vec<u64>, actor: Color) -> f64 {
        let depth = keys.len();
        let mut legal = ActionList::new();
        let mut result = 0.5;
        for _ in 0..self.rollout_plies {
            pos.legal_actions(&self.rules, keys.iter().rev().copied(), &mut legal);
            if legal.is_empty() {
                result = self.result_for(&pos, keys, actor);
                break;
            }
            keys.push(pos.key());
            pos.play_unchecked(&self.rules, legal[self.rng.gen_range(0..legal.len())]);
        }
        keys.truncate(depth);
        result
    }

    /// Runs the simulations, until `sims`, the deadline, the stop flag or the tree's cap.
    fn search(
        &mut self,
        game: &Game,
        sims: u64,
        deadline: Option<Instant>,
        budget: &Budget,
    ) -> Found {
        let mut clock = Clock::new(deadline, self.cap);
        let root_pos = *game.position();
        let history = game.history_keys();
        let mut tree = vec![Node::new(!root_pos.side_to_move(), None)];
        let mut keys = history.to_vec();
        let mut path = Vec::new();
        let mut legal = ActionList::new();
        let mut done = 0;
        // The lists of actions and children the nodes keep, in bytes.
        let mut lists = 0;
        let mut full = false;
        // The clock, the stop flag and the listener every 64 simulations (at least one).
        while done < sims
            && !(done > 0 && done % 64 == 0 && clock.stops(&tree, lists, done, budget))
        {
            // A simulation adds at most one node and two lists (a few hundred bytes): the
            // tree stops at the cap.
            if tree_use(&tree, lists, self.cap, false).bytes >= self.cap {
                full = true;
                break;
            }
            keys.truncate(history.len());
            path.clear();
            let mut pos = root_pos;
            let leaf = self.descend(
                &mut tree, &mut lists, &mut pos, &mut keys, &mut path, &mut legal,
            );
            // Simulation, then backpropagation of the result for each node's actor.
            let leaf_actor = tree[leaf].actor;
            let result = if let Some(r) = tree[leaf].terminal {
                r
            } else {
                pos.legal_actions(&self.rules, keys.iter().rev().copied(), &mut legal);
                if legal.is_empty() {
                    let r = self.result_for(&pos, &keys, leaf_actor);
                    tree[leaf].terminal = Some(r);
                    r
                } else {
                    self.rollout(pos, &mut keys, leaf_actor)
                }
            };
            for &n in &path {
                let node = &mut tree[n];
                node.visits += 1;
                node.wins += if node.actor == leaf_actor {
                    result
                } else {
                    1.0 - result
                };
            }
            done += 1;
        }
        let found = decision(&tree, done, tree_use(&tree, lists, self.cap, full));
        tree_cap::free_apart(tree, found.tree.bytes);
        found
    }

    /// Selection and expansion: from the root, follow UCB1 through fully expanded nodes, then
    /// add one child. Plays the path on `pos` (and `keys`), records it in `path` and returns
    /// the node reached: the new child, or a finished position. `lists`: the bytes of the
    /// nodes' lists, which grow here.
    fn descend(
        &mut self,
        tree: &mut Vec<Node>,
        lists: &mut usize,
        pos: &mut Position,
        keys: &mut Vec<u64>,
        path: &mut Vec<usize>,
        legal: &mut ActionList,
    ) -> usize {
        let mut node = 0usize;
        path.push(node);
        loop {
            if tree[node].terminal.is_some() {
                return node;
            }
            if tree[node].untried.is_none() {
                pos.legal_actions(&self.rules, keys.iter().rev().copied(), legal);
                if legal.is_empty() {
                    let actor = tree[node].actor;
                    tree[node].terminal = Some(self.result_for(pos, keys, actor));
                    return node;
                }
                let untried = legal.to_vec();
                *lists += tree_cap::allocated(untried.capacity() * size_of::<Action>());
                tree[node].untried = Some(untried);
            }
            if let Some(untried) = tree[node].untried.as_mut().filter(|u| !u.is_empty()) {
                let action = untried.swap_remove(self.rng.gen_range(0..untried.len()));
                let actor = pos.side_to_move();
                keys.push(pos.key());
                pos.play_unchecked(&self.rules, action);
                let child = tree.len();
                // The nodes alone stay within the cap.
                let most = self.cap as usize / size_of::<Node>();
                crate::mcts::arena::make_room(tree, 1, Some(most));
                tree.push(Node::new(actor, Some(action)));
                let children = &mut tree[node].children;
                let before = tree_cap::allocated(children.capacity() * size_of::<u32>());
                children.push(child as u32);
                *lists += tree_cap::allocated(children.capacity() * size_of::<u32>()) - before;
                path.push(child);
                return child;
            }
            let log_n = f64::from(tree[node].visits.max(1)).ln();
            let best = tree[node]
                .children
                .iter()
                .copied()
                .max_by(|&a, &b| {
                    self.ucb(&tree[a as usize], log_n)
                        .total_cmp(&self.ucb(&tree[b as usize], log_n))
                })
                .expect("a fully expanded live node has children") as usize;
            keys.push(pos.key());
            pos.play_unchecked(
                &self.rules,
                tree[best].action.expect("children have actions"),
            );
            node = best;
            path.push(node);
        }
    }

    fn ucb(&self, node: &Node, log_parent: f64) -> f64 {
        let n = f64::from(node.visits.max(1));
        node.wins / n + self.c * (log_parent / n).sqrt()
    }
}

/// How full `tree` is: its nodes and `lists` (bytes) against `cap` (bytes).
fn tree_use(tree: &[Node], lists: usize, cap: u64, full: bool) -> TreeUse {
    TreeUse {
        nodes: tree.len() as u64,
        bytes: (size_of_val(tree) + lists) as u64,
        freed: 0,
        cap,
        full,
    }
}

/// The most visited root action, with what the search found.
fn decision(tree: &[Node], done: u64, tree_use: TreeUse) -> Found {
    let mean = |n: &Node| n.wins / f64::from(n.visits.max(1));
    let mut children: Vec<&Node> = tree[0]
        .children
        .iter()
        .map(|&c| &tree[c as usize])
        .collect();
    let best = *children
        .iter()
        .max_by_key(|n| n.visits)
        .expect("at least one simulation");
    children.sort_by_key(|n| std::cmp::Reverse(n.visits));
    if let Some(i) = children.iter().position(|n| std::ptr::eq(*n, best)) {
        children[..=i].rotate_right(1);
    }
    let value = |n: &Node| (2.0 * mean(n) - 1.0) as f32;
    let analysis = Analysis {
        value: Some(value(best)),
        nodes: done,
        actions: children
            .iter()
            .take(TOP_ACTIONS)
            .map(|n| Candidate {
                visits: Some(n.visits),
                value: Some(value(n)),
                ..Candidate::new(n.action.expect("children have actions"))
            })
            .collect(),
        ..Analysis::default()
    };
    Found {
        action: best.action.expect("children have actions"),
        done,
        mean: mean(best),
        analysis,
        tree: tree_use,
    }
}

/// A search's deadline and its next report to the budget's listener.
struct Clock {
    start: Instant,
    deadline: Option<Instant>,
    next_report: Instant,
    /// The tree's cap in bytes, for the reports.
    cap: u64,
}

impl Clock {
    fn new(deadline: Option<Instant>, cap: u64) -> Clock {
        let start = Instant::now();
        Clock {
            start,
            deadline,
            next_report: start + crate::agents::REPORT_EVERY,
            cap,
        }
    }

    /// Whether the time is up or the search is stopped; tells the listener when it is due.
    fn stops(&mut self, tree: &[Node], lists: usize, done: u64, budget: &Budget) -> bool {
        let now = Instant::now();
        if self.deadline.is_some_and(|d| now >= d) || budget.stopped() {
            return true;
        }
        if budget.listener.is_some() && now >= self.next_report {
            self.next_report = now + crate::agents::REPORT_EVERY;
            let tree_use = tree_use(tree, lists, self.cap, false);
            report_progress(tree, done, now - self.start, tree_use, budget);
        }
        false
    }
}

/// Tells the budget's listener the most visited root action so far, its value and how full
/// the tree is.
fn report_progress(
    tree: &[Node],
    done: u64,
    elapsed: std::time::Duration,
    tree_use: TreeUse,
    budget: &Budget,
) {
    let children = tree[0].children.iter().map(|&c| &tree[c as usize]);
    if let Some(best) = children.max_by_key(|n| n.visits) {
        budget.report(&crate::agents::Progress {
            best: best.action.expect("children have actions"),
            depth: None,
            score: None,
            value: Some((2.0 * best.wins / f64::from(best.visits.max(1)) - 1.0) as f32),
            nodes: done,
            elapsed,
            tree: Some(tree_use),
        });
    }
}

impl Agent for RolloutMcts {
    fn spec(&self) -> &str {
        &self.spec
    }

    fn new_game(&mut self, seed: u64) {
        self.rng = ChaCha8Rng::seed_from_u64(seed);
    }

    fn choose(&mut self, game: &Game, budget: &Budget) -> Choice {
        let start = Instant::now();
        // The caller's nodes or time replace the spec's simulations (`Budget`).
        let sims = match (budget.nodes, budget.time) {
            (Some(nodes), _) => nodes,
            (None, Some(_)) => u64::MAX,
            (None, None) => self.sims,
        }
        .max(1);
        let deadline = budget.time.map(|t| start + t);
        let found = self.search(game, sims, deadline, budget);
        let mut info = format!(
            "sims {} value {:.3} time {}ms",
            found.done,
            found.mean,
            start.elapsed().as_millis()
        );
        if found.tree.full {
            info = format!("{info}, {}", found.tree.note());
        }
        Choice {
            action: found.action,
            info,
            nodes: found.done,
            evaluations: 0,
            analysis: Some(found.analysis),
            tree: Some(found.tree),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agents::from_spec;

    #[test]
    fn finds_the_winning_mill_of_three_mens_morris() {
        // White a1, b2 and Black a2, b1 with one man each in hand: c3 closes a1-b2-c3 and wins.
        let rules = Arc::new(Rules::preset("three").unwrap());
        let game = Game::from_tokens(rules.clone(), "a1 a2 b2 b1").unwrap();
        let mut agent = from_spec("mcts:sims=400", &rules).unwrap();
        agent.new_game(3);
        assert_eq!(
            game.token(agent.choose(&game, &Budget::default()).action),
            "c3"
        );
    }

    #[test]
    fn the_same_seed_gives_the_same_choice() {
        let rules = Arc::new(Rules::preset("standard").unwrap());
        let game = Game::from_tokens(rules.clone(), "d1 a1 d2").unwrap();
        let pick = |seed| {
            let mut agent = from_spec("mcts:sims=200", &rules).unwrap();
            agent.new_game(seed);
            agent.choose(&game, &Budget::default()).action
        };
        assert_eq!(pick(9), pick(9));
        assert!(from_spec("mcts:sims=0", &rules).is_err());
    }

    /// Given simulations without end, the search stops at its tree's cap (`tree_mb`), its
    /// memory as counted within a simulation's worth of it, and says so; at its own budget it
    /// is far below the cap (512 MiB by default). A `tree_mb` out of range is refused.
    #[test]
    fn the_tree_stops_at_its_cap() {
        let rules = Arc::new(Rules::preset("standard").unwrap());
        let game = Game::from_tokens(rules.clone(), "d1 a1").unwrap();
        let mut agent = from_spec("mcts:tree_mb=1", &rules).unwrap();
        agent.new_game(5);
        let endless = Budget {
            nodes: Some(u64::MAX),
            ..Budget::default()
        };
        let choice = agent.choose(&game, &endless);
        let tree = choice.tree.expect("the tree's use");
        assert!(tree.full, "{tree:?}");
        assert_eq!(tree.cap, 1 << 20);
        assert!(
            (tree.cap..tree.cap + 1024).contains(&tree.bytes),
            "{tree:?}"
        );
        assert_eq!(tree.permille(), 1000);
        // About one node a simulation, each with its share of the lists.
        assert!(
            choice.nodes > 5_000 && choice.nodes <= tree.nodes,
            "{choice:?}"
        );
        assert!(choice.info.ends_with(&tree.note()), "{}", choice.info);
        assert!(game.legal_actions().contains(&choice.action));

        let mut agent = from_spec("mcts", &rules).unwrap();
        let choice = agent.choose(&game, &Budget::default());
        let tree = choice.tree.unwrap();
        assert!(
            !tree.full && tree.cap == 512 << 20 && tree.permille() == 0,
            "{tree:?}"
        );
        assert_eq!(choice.nodes, 1000);
        assert!(!choice.info.contains("tree"), "{}", choice.info);
        for bad in ["mcts:tree_mb=0", "mcts:tree_mb=16385", "mcts:tree_mb=lots"] {
            assert!(from_spec(bad, &rules).is_err(), "{bad}");
        }
    }
}
