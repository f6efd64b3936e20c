//! Every player behind one trait, and the baselines that need no network (random, greedy,
//! alpha-beta, rollout MCTS, the tablebase player), listed in one `Registry`. The neural
//! player lives in the main crate (`morris_zero::agents`), which adds it to the registry. The
//! arena, the play command, the engine protocol, the server and the Python package only ever
//! see `dyn Agent`, built from a spec string by a registry. `time_control` turns a clock into
//! a decision's time, and `guard` runs a decision under `catch_unwind` for the callers that
//! must outlive a player's panic.

pub mod alphabeta;
pub mod analysis;
pub mod greedy;
pub mod guard;
pub mod mcts_rollout;
pub mod random;
pub mod registry;
pub mod spec;
pub mod tablebase;
pub mod time_control;
pub mod tree_cap;

pub use analysis::{Analysis, Bound, Candidate, Score};
pub use guard::{Panicked, choose_guarded};
pub use registry::{Entry, Registry};
pub use spec::{PlayerSpec, SpecError};
pub use time_control::TimeControl;
pub use tree_cap::TreeUse;

use crate::game::{Action, Game, Rules};
use crate::mcts::{LeafEvaluator, Search, SearchSettings};
use crate::tablebase::{Probe, Tablebase};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// Limits for one decision from the caller (the engine protocol's `go depth|nodes|movetime`,
/// the server's caps, `morris evaluate --movetime`). Where the caller names a limit
/// (`depth`, `nodes` or `time`), those limits replace the spec's: `alphabeta:depth=4` given
/// 200 ms deepens for 200 ms, and a network's search given a time runs until it (up to
/// `nodes`, where named too). Where it names none, the spec's own limits apply. `stop`
/// ends a search early from another thread, `listener` hears of its progress.
#[derive(Clone, Debug, Default)]
pub struct Budget {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub time: Option<Duration>,
    /// Raised by another thread (the engine's `stop`, a deleted game on the server): the
    /// player answers at once with the best it has found.
    pub stop: Option<StopFlag>,
    /// Told what the search has found so far: after each iteration (alpha-beta) or about
    /// twice a second (searches that count simulations).
    pub listener: Option<Listener>,
}

impl Budget {
    /// Whether the caller named a limit of its own (then the spec's limits do not apply).
    #[must_use]
    pub fn limits_given(&self) -> bool {
        self.depth.is_some() || self.nodes.is_some() || self.time.is_some()
    }

    /// Whether `stop` has been raised.
    #[must_use]
    pub fn stopped(&self) -> bool {
        self.stop.as_ref().is_some_and(StopFlag::is_raised)
    }

    /// Tells the listener, if any.
    pub fn report(&self, progress: &Progress) {
        if let Some(listener) = &self.listener {
            (listener.0)(progress);
        }
    }
}

/// How often searches that count simulations tell the listener.
pub const REPORT_EVERY: Duration = Duration::from_millis(500);

/// A flag that ends a search from another thread; clones share it.
#[derive(Clone, Debug, Default)]
pub struct StopFlag(Arc<AtomicBool>);

impl StopFlag {
    #[must_use]
    pub fn new() -> StopFlag {
        StopFlag::default()
    }

    /// Asks every search holding a clone to stop.
    pub fn raise(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    #[must_use]
    pub fn is_raised(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

/// What a search has found so far, for `info` lines while it runs.
#[derive(Clone, Debug, PartialEq)]
pub struct Progress {
    /// The best action so far.
    pub best: Action,
    /// The last complete iteration (alpha-beta).
    pub depth: Option<u32>,
    /// Alpha-beta's score of `best`.
    pub score: Option<Score>,
    /// The root's value, -1..+1 (searches that count simulations).
    pub value: Option<f32>,
    /// Nodes or simulations so far.
    pub nodes: u64,
    pub elapsed: Duration,
    /// How full the search's tree is (searches that keep one under a `tree_mb` cap).
    pub tree: Option<TreeUse>,
}

/// A function told of a search's progress (shared; called on the searching thread).
#[derive(Clone)]
pub struct Listener(pub Arc<dyn Fn(&Progress) + Send + Sync>);

impl std::fmt::Debug for Listener {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Listener")
    }
}

/// A decision and what the player has to say about it (`depth 4 score 31 nodes 5120`).
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    pub action: Action,
    pub info: String,
    /// Positions searched for this decision (nodes, or new simulations: not those a kept
    /// tree brought), for speed figures.
    pub nodes: u64,
    /// Positions the network evaluated for this decision (its searches' leaves sent to it;
    /// 0 for players without a network).
    pub evaluations: u64,
    /// What the search saw, for players that search (none for random and greedy).
    pub analysis: Option<Analysis>,
    /// How full the search's tree was, and whether its cap ended the search (players that
    /// keep a tree under a `tree_mb` cap; none for the others).
    pub tree: Option<TreeUse>,
}

impl Choice {
    #[must_use]
    pub fn plain(action: Action) -> Choice {
        Choice {
            action,
            info: String::new(),
            nodes: 0,
            evaluations: 0,
            analysis: None,
            tree: None,
        }
    }
}

/// A player.
pub trait Agent: Send {
    /// The spec the player was built from.
    fn spec(&self) -> &str;

    /// Prepares for a new game; `seed` fixes every random choice the player will make in it,
    /// so that a game is reproducible whichever thread plays it.
    fn new_game(&mut self, seed: u64);

    /// Chooses an action for the game's current position, which is not over.
    fn choose(&mut self, game: &Game, budget: &Budget) -> Choice;

    /// A player that decides by searching with a network lends its network and settings, so
    /// that a match runner can drive the searches of many games at once and batch their
    /// leaves; its decisions are then the ones `choose` makes. Other players: `None`.
    fn network_search(&mut self) -> Option<NetworkSearch<'_>> {
        None
    }
}

/// A network and how a player searches with it (no noise).
pub struct NetworkSearch<'a> {
    pub evaluator: &'a mut dyn LeafEvaluator,
    pub settings: SearchSettings,
    /// 0: the most visited action; above 0: sampled from visits^(1/temperature).
    pub temperature: f32,
    /// Endgame tables (`tb=D`): a covered root is played perfectly, and covered leaves take
    /// their exact value instead of the network's.
    pub tablebase: Option<Arc<Tablebase>>,
    /// The root's priors and value averaged over the board's symmetries (`sym=true`): the
    /// root is evaluated in all of them at once (16 positions on the 24-point board); a
    /// fresh root is expanded with the averages, a kept one gets the averaged priors.
    pub root_symmetries: bool,
    /// The most leaves one round takes from one game's tree (`batch=N`; 1: one at a time):
    /// a single game's search then evaluates its network at batches of up to N
    /// (`Search::set_leaves_per_round`).
    pub leaves_per_round: usize,
}

impl NetworkSearch<'_> {
    /// The search for the decision at `game`'s position, with `simulations`, seeded by the
    /// game's seed and its ply: the same decision whether the game is played alone or among
    /// many in lockstep. `kept`: the player's search from its last decision in this game
    /// (`keep`); with `reuse_tree` set, the subtree of the current position is taken from it,
    /// statistics and all, and `simulations` new ones run on top.
    #[must_use]
    pub fn begin(
        &mut self,
        game: &Game,
        simulations: u32,
        game_seed: u64,
        kept: Option<KeptTree>,
    ) -> Search {
        self.begin_with_noise(game, simulations, game_seed, kept, false)
    }

    /// `begin`, with Dirichlet noise at a PUCT root where `noise` is set (self-play's; the
    /// players search without).
    pub fn begin_with_noise(
        &mut self,
        game: &Game,
        simulations: u32,
        game_seed: u64,
        kept: Option<KeptTree>,
        noise: bool,
    ) -> Search {
        let ply = game.actions().len() as u64;
        let covered = self
            .tablebase
            .as_ref()
            .is_some_and(|tb| tb.probe(game.position()).is_some());
        let reused = kept
            .filter(|_| self.settings.keeps_tree() && !covered)
            .and_then(|kept| kept.follow(game));
        let mut search = reused.unwrap_or_else(|| Search::at(game, &self.settings));
        let kept_visits = search.tree().root_visits();
        search.set_oracle(self.tablebase.clone().map(|tb| tb as Arc<dyn Probe>));
        search.set_leaves_per_round(self.leaves_per_round);
        search.begin(
            // A covered root is decided by the tables: one simulation is enough.
            if covered {
                1
            } else {
                kept_visits.saturating_add(simulations)
            },
            noise,
            crate::seeds::nth_seed(game_seed, ply),
        );
        if self.root_symmetries && !covered {
            self.expand_root_symmetrically(&mut search, game);
        }
        search
    }

    /// The root's priors and value averaged over the board's symmetries: a fresh root is
    /// expanded with them, a kept one (tree reuse) has its priors replaced, its visits kept.
    fn expand_root_symmetrically(&mut self, search: &mut Search, game: &Game) {
        let legal = game.legal_actions();
        let (priors, value) = self.symmetric_estimate(game, &legal);
        if search.tree().root_expanded() {
            search.set_root_priors(&priors);
        } else if search.next_leaf() {
            search.answer(&priors, value);
        }
    }

    /// The network's priors (by action id, over `legal`) and value at `game`'s position,
    /// averaged over the board's symmetric images of it, evaluated in one batch.
    fn symmetric_estimate(&mut self, game: &Game, legal: &[Action]) -> (Vec<f32>, f32) {
        let board = game.rules().board();
        let points = board.points();
        let ids = crate::game::action_count(points);
        let symmetries = board.symmetries();
        let images: Vec<(crate::game::Position, Vec<Action>)> = symmetries
            .iter()
            .map(|sym| {
                let actions = legal.iter().map(|a| a.transformed(sym)).collect();
                (game.position().transformed(sym), actions)
            })
            .collect();
        let requests: Vec<crate::mcts::LeafRequest<'_>> = images
            .iter()
            .map(|(position, legal)| crate::mcts::LeafRequest {
                position,
                occurrences: game.repetitions(),
                legal,
            })
            .collect();
        let (priors, values) = self.evaluator.evaluate(&requests);
        let n = symmetries.len() as f32;
        let mut averaged = vec![0.0; ids];
        for (k, sym) in symmetries.iter().enumerate() {
            // Each image's priors, normalised over its legal actions, back on the root's.
            let image = &priors[k * ids..(k + 1) * ids];
            let total: f32 = legal
                .iter()
                .map(|a| image[a.transformed(sym).id(points)])
                .sum();
            for action in legal {
                let p = image[action.transformed(sym).id(points)];
                averaged[action.id(points)] += p / total.max(f32::MIN_POSITIVE) / n;
            }
        }
        (averaged, values.iter().sum::<f32>() / n)
    }

    /// What to keep of a finished decision's `search` at `game` (the position it searched,
    /// before its action is played) for the next `begin` in the same game: the search itself
    /// where the player reuses its tree, else nothing.
    #[must_use]
    pub fn keep(&self, search: Search, game: &Game) -> Option<KeptTree> {
        self.settings.keeps_tree().then(|| KeptTree {
            search,
            ply: game.actions().len(),
        })
    }

    /// The action the finished `search` decides on, and what the player says about it
    /// (`seconds`: the time it took, for the speed).
    pub fn decide(&self, search: &mut Search, seconds: f64) -> Choice {
        if let Some(tb) = &self.tablebase {
            let root = search.tree().root_position();
            let mut rng = ChaCha8Rng::seed_from_u64(root.key());
            if let Some(choice) = tablebase::perfect_choice(tb, root, &mut rng) {
                return Choice {
                    evaluations: search.evaluations(),
                    ..choice
                };
            }
        }
        let evaluations = search.evaluations();
        let action = search.choose(self.temperature);
        let tree = search.tree();
        let visits = tree.root_visits();
        let simulations = u64::from(search.simulations_run());
        let mut children = tree.root_statistics();
        children.sort_by(|a, b| b.visits.cmp(&a.visits).then(b.prior.total_cmp(&a.prior)));
        // The action played leads, even when sampled or chosen by Gumbel's halving.
        if let Some(i) = children.iter().position(|c| c.action == action) {
            children[..=i].rotate_right(1);
        }
        let analysis = Analysis {
            value: Some(tree.root_value()),
            score: None,
            depth: None,
            nodes: u64::from(visits),
            actions: children
                .iter()
                .take(analysis::TOP_ACTIONS)
                .map(|c| Candidate {
                    visits: Some(c.visits),
                    prior: Some(c.prior),
                    value: (c.visits > 0).then_some(c.value),
                    ..Candidate::new(c.action)
                })
                .collect(),
        };
        Choice {
            action,
            info: format!(
                "nodes {simulations} value {:.3} nps {:.0}",
                tree.root_value(),
                evaluations as f64 / seconds.max(1e-9)
            ),
            nodes: simulations,
            evaluations,
            analysis: Some(analysis),
            tree: None,
        }
    }
}

/// A player's search from its last decision in a game, kept for the next one (tree reuse).
pub struct KeptTree {
    search: Search,
    /// The game's ply at that decision (its root).
    ply: usize,
}

impl KeptTree {
    /// The kept search moved along the actions `game` has played since its root, keeping the
    /// subtrees the search had explored: `None` where `game` did not pass through that root
    /// with the same history (another game, or one taken back), so that a tree is only ever
    /// reused for the very positions it searched.
    fn follow(mut self, game: &Game) -> Option<Search> {
        let tree = self.search.tree();
        let root = if self.ply == game.actions().len() {
            game.position()
        } else {
            game.history().get(self.ply)?
        };
        let same_path = root == tree.root_position()
            && game.history_keys().get(..self.ply) == Some(tree.history())
            && tree.awaiting_leaf().is_none();
        if !same_path {
            return None;
        }
        for &action in &game.actions()[self.ply..] {
            self.search.advance(action, true);
        }
        (self.search.tree().root_position() == game.position()).then_some(self.search)
    }
}

/// Builds a baseline player from its spec (see `spec`), for games under `rules`: the
/// baselines' `Registry`.
///
/// # Errors
/// An unknown player, an unknown option or a bad value.
pub fn from_spec(text: &str, rules: &Arc<Rules>) -> Result<Box<dyn Agent>, SpecError> {
    Registry::baselines().build(text, rules)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::action_count;
    use crate::mcts::driver::testing::EachLeaf;
    use crate::mcts::run_batched;

    /// Uniform priors; a value from the position's key, so that the search has preferences.
    fn hashed(rules: &Rules) -> impl FnMut(&crate::mcts::LeafRequest<'_>) -> (Vec<f32>, f32) {
        let a = action_count(rules.board().points());
        move |leaf| {
            let value = (leaf.position.key() % 1000) as f32 / 500.0 - 1.0;
            (vec![1.0; a], value)
        }
    }

    fn searching(reuse_tree: bool) -> SearchSettings {
        SearchSettings {
            simulations: 48,
            reuse_tree,
            ..SearchSettings::default()
        }
    }

    /// Tree reuse keeps the subtree of the position reached since the last decision, with its
    /// visits, and runs the full budget of new simulations on top; a game that did not pass
    /// through the kept root, or a player without reuse, starts afresh.
    #[test]
    fn a_kept_tree_is_followed_to_the_current_position_and_searched_further() {
        let rules = Arc::new(Rules::preset("three").unwrap());
        let mut answer = EachLeaf::new(hashed(&rules));
        let mut network = NetworkSearch {
            evaluator: &mut answer,
            settings: searching(true),
            temperature: 0.0,
            tablebase: None,
            root_symmetries: false,
            leaves_per_round: 1,
        };
        // The first decision of a game, kept; the action it chose and its root's children.
        let first = |network: &mut NetworkSearch<'_>| {
            let game = Game::new(rules.clone());
            let mut search = network.begin(&game, 48, 7, None);
            assert_eq!(search.tree().root_visits(), 0);
            run_batched(&mut [&mut search], &mut *network.evaluator, None);
            assert_eq!(search.tree().root_visits(), 48);
            let action = network.decide(&mut search, 0.0).action;
            let children = search.tree().root_statistics();
            (network.keep(search, &game), action, children)
        };
        let visits = |children: &[crate::mcts::ChildStats], action| {
            children.iter().find(|c| c.action == action).unwrap().visits
        };

        // One ply on: the played child's subtree, then 48 new simulations.
        let (kept, mine, children) = first(&mut network);
        let mut game = Game::new(rules.clone());
        game.play(mine).unwrap();
        let mut search = network.begin(&game, 48, 7, kept);
        let reused = search.tree().root_visits();
        assert!(reused > 1, "the played child had {reused} visits");
        assert_eq!(reused, visits(&children, mine));
        run_batched(&mut [&mut search], &mut *network.evaluator, None);
        assert_eq!(search.tree().root_visits(), reused + 48);
        assert_eq!(search.simulations_run(), 48);
        // The reply the kept tree explored most at that point.
        let kept = first(&mut network).0;
        let replies = network.begin(&game, 48, 7, kept);
        let reply = replies
            .tree()
            .root_statistics()
            .into_iter()
            .max_by_key(|c| c.visits)
            .unwrap();
        assert!(reply.visits > 0);

        // Two plies on (the opponent's reply too): the tree follows both.
        game.play(reply.action).unwrap();
        let kept = first(&mut network).0;
        let search = network.begin(&game, 48, 7, kept);
        assert_eq!(search.tree().root_visits(), reply.visits);
        assert_eq!(search.tree().root_position(), game.position());
        assert_eq!(search.tree().history(), game.history_keys());

        // Another line from the kept root: its own subtree comes along.
        let (kept, _, children) = first(&mut network);
        let other_child = children.iter().find(|c| c.action != mine).unwrap();
        let mut other = Game::new(rules.clone());
        other.play(other_child.action).unwrap();
        let search = network.begin(&other, 48, 7, kept);
        assert_eq!(search.tree().root_visits(), other_child.visits);

        // A game that is not at the kept root's position at its ply (another game), or that
        // has not reached its ply (taken back): afresh.
        let mut moved = Game::new(rules.clone());
        moved.play(mine).unwrap();
        let kept_at_ply_one = |network: &mut NetworkSearch<'_>| {
            let mut search = network.begin(&moved, 48, 7, None);
            run_batched(&mut [&mut search], &mut *network.evaluator, None);
            network.keep(search, &moved)
        };
        let mut elsewhere = Game::new(rules.clone());
        elsewhere.play(other_child.action).unwrap();
        elsewhere.play(elsewhere.legal_actions()[0]).unwrap();
        let kept = kept_at_ply_one(&mut network);
        let search = network.begin(&elsewhere, 48, 7, kept);
        assert_eq!(search.tree().root_position(), elsewhere.position());
        assert_eq!(search.tree().root_visits(), 0);
        let taken_back = Game::new(rules.clone());
        let kept = kept_at_ply_one(&mut network);
        let search = network.begin(&taken_back, 48, 7, kept);
        assert_eq!(search.tree().root_position(), taken_back.position());
        assert_eq!(search.tree().root_visits(), 0);

        // Without reuse nothing is kept.
        network.settings = searching(false);
        let (kept, _, _) = first(&mut network);
        assert!(kept.is_none());
    }

    /// With `root_symmetries`, a network that prefers one corner gives the fresh root equal
    /// priors on that corner's every image (the corners of the outer and inner squares), the
    /// value averaged over the images; without it, the preference stands.
    #[test]
    fn root_symmetries_average_the_roots_priors_over_the_boards_images() {
        let rules = Arc::new(Rules::preset("standard").unwrap());
        let points = rules.board().points();
        let a1 = crate::game::parse_action(rules.board(), "a1").unwrap();
        let a = action_count(points);
        // A prior of 10 on a1, 1 elsewhere; the value from the image's key.
        let mut answer = EachLeaf::new(|leaf: &crate::mcts::LeafRequest<'_>| {
            let mut priors = vec![1.0; a];
            priors[a1.id(points)] = 10.0;
            (priors, (leaf.position.key() % 1000) as f32 / 1000.0)
        });
        let game = Game::new(rules.clone());
        let corners = ["a1", "a7", "g1", "g7", "c3", "c5", "e3", "e5"];
        let prior = |search: &Search, token: &str| {
            let action = crate::game::parse_action(rules.board(), token).unwrap();
            let stats = search.tree().root_statistics();
            stats.iter().find(|c| c.action == action).unwrap().prior
        };
        for symmetric in [false, true] {
            let mut network = NetworkSearch {
                evaluator: &mut answer,
                settings: searching(false),
                temperature: 0.0,
                tablebase: None,
                root_symmetries: symmetric,
                leaves_per_round: 1,
            };
            let search = network.begin(&game, 48, 7, None);
            assert_eq!(search.tree().root_expanded(), symmetric);
            if !symmetric {
                continue;
            }
            let first = prior(&search, "a1");
            for corner in corners {
                assert!((prior(&search, corner) - first).abs() < 1e-6, "{corner}");
            }
            assert!(
                first > prior(&search, "d1"),
                "the corners keep the preference"
            );
            let keys: Vec<f32> = rules
                .board()
                .symmetries()
                .iter()
                .map(|s| (game.position().transformed(s).key() % 1000) as f32 / 1000.0)
                .collect();
            let mean = keys.iter().sum::<f32>() / keys.len() as f32;
            assert!((search.tree().root_value() - mean).abs() < 1e-5);
        }
    }
}
