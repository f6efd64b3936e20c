//! Every player behind one trait, and the baselines that need no network (random, greedy,
//! alpha-beta, rollout MCTS). The neural player lives in the main crate (`morris_zero::agents`,
//! whose `from_spec` knows it and hands every other spec to this one). The arena, the play
//! command, the engine protocol and the Python package only ever see `dyn Agent`, built from
//! a spec string by `from_spec`.

pub mod alphabeta;
pub mod analysis;
pub mod greedy;
pub mod mcts_rollout;
pub mod random;
pub mod spec;
pub mod tablebase;

pub use analysis::{Analysis, Bound, Candidate, Score};
pub use spec::{PlayerSpec, SpecError};

use crate::game::{Action, Game, Rules};
use crate::mcts::{LeafEvaluator, Search, SearchSettings};
use crate::tablebase::{Probe, Tablebase};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::sync::Arc;
use std::time::Duration;

/// Limits for one decision from the caller (the engine protocol's `go depth|nodes|movetime`).
/// A player uses what applies to it and its own spec's limits for the rest.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Budget {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub time: Option<Duration>,
}

/// A decision and what the player has to say about it (`depth 4 score 31 nodes 5120`).
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    pub action: Action,
    pub info: String,
    /// Positions searched (nodes or simulations), for speed figures.
    pub nodes: u64,
    /// What the search saw, for players that search (none for random and greedy).
    pub analysis: Option<Analysis>,
}

impl Choice {
    #[must_use]
    pub fn plain(action: Action) -> Choice {
        Choice {
            action,
            info: String::new(),
            nodes: 0,
            analysis: None,
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
}

impl NetworkSearch<'_> {
    /// The search for the decision at `game`'s position, with `simulations`, seeded by the
    /// game's seed and its ply: the same decision whether the game is played alone or among
    /// many in lockstep.
    #[must_use]
    pub fn begin(&self, game: &Game, simulations: u32, game_seed: u64) -> Search {
        let mut search = Search::at(game, &self.settings);
        let ply = game.actions().len() as u64;
        let covered = self
            .tablebase
            .as_ref()
            .filter(|tb| tb.probe(game.position()).is_some());
        search.set_oracle(self.tablebase.clone().map(|tb| tb as Arc<dyn Probe>));
        search.begin(
            // A covered root is decided by the tables: one simulation is enough.
            if covered.is_some() { 1 } else { simulations },
            false,
            game_seed ^ ply.wrapping_mul(0x9E37_79B9_7F4A_7C15),
        );
        search
    }

    /// The action the finished `search` decides on, and what the player says about it
    /// (`seconds`: the time it took, for the speed).
    pub fn decide(&self, search: &mut Search, seconds: f64) -> Choice {
        if let Some(tb) = &self.tablebase {
            let root = search.tree().root_position();
            let mut rng = ChaCha8Rng::seed_from_u64(root.key());
            if let Some(choice) = tablebase::perfect_choice(tb, root, &mut rng) {
                return choice;
            }
        }
        let evaluations = search.evaluations();
        let action = search.choose(self.temperature);
        let tree = search.tree();
        let visits = tree.root_visits();
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
                "nodes {visits} value {:.3} nps {:.0}",
                tree.root_value(),
                evaluations as f64 / seconds.max(1e-9)
            ),
            nodes: u64::from(visits),
            analysis: Some(analysis),
        }
    }
}

/// The players this crate's `from_spec` knows (the baselines), for help texts and errors.
pub const PLAYERS: &str = "random, greedy, alphabeta[:depth=D,nodes=N,time=MS,tt_mb=M,tb=DIR], mcts[:sims=N,c=C,rollout_plies=P], tablebase:dir=D[,fallback=SPEC]";

/// Builds a baseline player from its spec (see `spec`), for games under `rules`.
///
/// # Errors
/// An unknown player, an unknown option or a bad value.
pub fn from_spec(text: &str, rules: &Arc<Rules>) -> Result<Box<dyn Agent>, SpecError> {
    let spec = PlayerSpec::parse(text)?;
    match spec.name() {
        "random" => Ok(Box::new(random::RandomAgent::from_spec(&spec)?)),
        "greedy" => Ok(Box::new(greedy::GreedyAgent::from_spec(&spec, rules)?)),
        "alphabeta" => Ok(Box::new(alphabeta::AlphaBeta::from_spec(&spec, rules)?)),
        "mcts" => Ok(Box::new(mcts_rollout::RolloutMcts::from_spec(
            &spec, rules,
        )?)),
        "tablebase" => Ok(Box::new(tablebase::TablebaseAgent::from_spec(
            &spec,
            rules,
            &|fallback| from_spec(fallback, rules),
        )?)),
        other => Err(SpecError::UnknownPlayer {
            spec: text.to_string(),
            name: other.to_string(),
            known: PLAYERS.to_string(),
        }),
    }
}
