//! The neural player: a trained network with its search.
//! `neural:model=PATH[,sims=N,psims=N,search=puct|gumbel,c=C,fpu=F,pst=T,reuse=true|false,batch=N,temperature=T,device=D,tb=DIR,tree_mb=M,cache=true|false,sym=true|false,fused=true|false]`, where PATH is
//! a checkpoint (`.safetensors`, as `morris train` writes) or an exported `TorchScript` file
//! (`.pt`, as `morris export` writes, with its sidecar), named with or without its extension
//! (`neural:model=models/cpu-2h`, the network the repository ships). Both carry the search settings the
//! model was trained with; the options override them. It searches through the search driver
//! without noise; `temperature` > 0 samples the move from visits^(1/T) (seeded by the game
//! and the ply), 0 (the default) plays the most visited. `reuse=true` keeps the tree from one
//! decision to the next in a game: the subtree of the position reached since, with `sims` new
//! simulations on top (PUCT only: refused with `search=gumbel`, whose root starts each
//! decision afresh). `psims=N`: N simulations instead while a man is still in either
//! hand (placement, the test set's phase; 0, the default where the model stores none: `sims` there too). `go nodes N` sets the (new) simulations, `go movetime MS` searches
//! until the time is up (`budget_simulations`), and `stop` ends the search at once. In a match, the arena drives
//! the searches of all its games at once through `Agent::network_search`. With `tb=DIR`
//! (endgame tables, `morris tablebase build`), a covered position is played perfectly and a
//! covered leaf of the search takes the tables' exact value instead of the network's. With
//! `sym=true`, a fresh root is evaluated in each of the board's symmetries (one batch) and
//! its priors and value averaged (a kept root, under `reuse=true`, is not re-evaluated).
//! `pst=T` is the policy's softmax temperature in the tree (`SearchSettings::policy_temperature`):
//! a new node's children's priors are the network's raised to 1/T, so above 1 the search
//! looks at more of the moves the network ranks low.
//! `tree_mb` caps the tree's memory (`morris_core::agents::tree_cap`; twice the nodes' own
//! memory under `reuse=true`, which keeps a second arena): a search whose tree is full ends
//! there and says so. `batch=N` (PUCT only) lets one round of a game's search take up to N
//! leaves, spread over the tree by virtual loss, and evaluate them in one network call: more
//! simulations a second where the network's batch of one is slow (the CPU), each a little
//! less informed. Without it, a decision given a time (and no simulations) takes
//! `TIMED_BATCH` on libtorch, any other one leaf at a time (`leaves_for`).
//! On the CPU a checkpoint's network answers small batches (`evaluator::FUSED_WORK`)
//! through the fused pass (`net::fused`: the same answers within
//! `fused::TOLERANCE`, several times faster at the batches one game sends); `fused=false`
//! keeps libtorch for every batch.

use super::spec::{PlayerSpec, SpecError};
use super::tree_cap::{self, TreeUse};
use super::{Agent, Budget, Choice, KeptTree, NetworkSearch, Progress, REPORT_EVERY};
use crate::env::Encoder;
use crate::game::{Game, MAX_ACTIONS, Position, Rules, RulesSpec};
use crate::mcts::{EvalCache, LeafEvaluator, PuctTree, RootSearch, SearchSettings, batched_round};
use crate::net::evaluator::Backend;
use crate::net::{BatchEvaluator, checkpoint, export};
use crate::tablebase::Tablebase;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The options `neural` accepts.
pub const OPTIONS: [&str; 16] = [
    "model",
    "psims",
    "pst",
    "cache",
    "fused",
    "batch",
    "sym",
    "sims",
    "search",
    "c",
    "fpu",
    "reuse",
    "temperature",
    "device",
    "tb",
    "tree_mb",
];

/// Whether `spec` is a network player that runs on a CUDA device (`device=cuda`, or `auto`,
/// the default, where libtorch sees one); false for any other spec, or a bad one (which
/// fails where the player is built).
#[must_use]
pub fn runs_on_cuda(spec: &str) -> bool {
    let Ok(spec) = PlayerSpec::parse(spec) else {
        return false;
    };
    if spec.name() != "neural" {
        return false;
    }
    let device: String = spec
        .get("device")
        .ok()
        .flatten()
        .unwrap_or_else(|| "auto".into());
    crate::net::device_from(&device).is_ok_and(tch::Device::is_cuda)
}

/// A network and its search.
pub struct NeuralAgent {
    spec: String,
    evaluator: BatchEvaluator,
    settings: SearchSettings,
    temperature: f32,
    tablebase: Option<Arc<Tablebase>>,
    /// The game's seed (from `new_game`): each decision's search is seeded by it and the ply.
    seed: u64,
    /// The search of the last decision, for tree reuse (`reuse=true`).
    kept: Option<KeptTree>,
    /// `sym=true`: a fresh root's priors and value averaged over the board's symmetries.
    root_symmetries: bool,
    /// `batch=N`: the most leaves a round takes from the tree; unset: `leaves_for`'s default.
    batch: Option<usize>,
    /// The most memory the tree may take, in bytes (`tree_mb`), and what one node takes
    /// (`PuctTree::NODE_BYTES`, twice it under tree reuse).
    cap: u64,
    node_bytes: usize,
    /// The network's answers kept by position through a decision (the tree's
    /// transpositions), within a quarter of the memory cap, and dropped after it; `None`
    /// under `cache=false`.
    cache: Option<EvalCache>,
}

/// The file `model=NAME` names: NAME itself where it exists, else NAME with `.safetensors` (a
/// checkpoint) or `.pt` (an export) added, the first that exists; so `model=models/cpu-2h`
/// finds the shipped network. Where none exists, NAME (and its loader says it is missing).
#[must_use]
pub fn model_file(model: &str) -> PathBuf {
    let path = PathBuf::from(model);
    if path.exists() {
        return path;
    }
    ["safetensors", "pt"]
        .iter()
        .map(|ext| PathBuf::from(format!("{model}.{ext}")))
        .find(|candidate| candidate.is_file())
        .unwrap_or(path)
}

/// The options `apply_search_options` reads, which `morris export --player` takes too.
pub const SEARCH_OPTIONS: [&str; 7] = ["sims", "psims", "search", "c", "fpu", "pst", "reuse"];

/// The search options of a `neural` spec (`SEARCH_OPTIONS`) applied over
/// `settings`, the search a model stores; what is not named stays. `morris export --player`
/// takes the same options to change what an export stores.
///
/// # Errors
/// A value that does not parse or that no search can run with, naming the option.
pub fn apply_search_options(
    spec: &PlayerSpec,
    settings: &mut SearchSettings,
) -> Result<(), SpecError> {
    settings.c_puct = spec.get("c")?.unwrap_or(settings.c_puct);
    settings.fpu_reduction = spec.get("fpu")?.unwrap_or(settings.fpu_reduction);
    settings.policy_temperature = spec.get("pst")?.unwrap_or(settings.policy_temperature);
    settings.simulations = spec.get("sims")?.unwrap_or(settings.simulations);
    settings.placement_simulations = spec.get("psims")?.unwrap_or(settings.placement_simulations);
    let reuse: Option<bool> = spec.get("reuse")?;
    settings.reuse_tree = reuse.unwrap_or(settings.reuse_tree);
    match spec.get::<String>("search")?.as_deref() {
        None => {}
        Some("puct") => settings.root = RootSearch::Puct,
        Some("gumbel") => settings.root = RootSearch::Gumbel,
        Some(other) => return Err(spec.invalid(format!("search={other}: use puct or gumbel"))),
    }
    // A Gumbel root searches each decision afresh: the reuse a model stores is dropped, one
    // the spec asks for is refused by `check`.
    if settings.gumbel() && reuse.is_none() {
        settings.reuse_tree = false;
    }
    settings.check().map_err(|e| spec.search_error(e))
}

impl NeuralAgent {
    /// Builds the player from its spec for games under `rules`.
    ///
    /// # Errors
    /// A missing or unreadable model, a model trained under other rules, or a bad option.
    pub fn from_spec(spec: &PlayerSpec, rules: &Arc<Rules>) -> Result<NeuralAgent, SpecError> {
        spec.expect_only(&OPTIONS)?;
        let model: String = spec
            .get("model")?
            .ok_or_else(|| spec.invalid("neural needs model=PATH (a checkpoint)"))?;
        let device_name: String = spec.get("device")?.unwrap_or_else(|| "auto".to_string());
        // The spec's error type is the tch-free crate's: it holds the device's words.
        let device =
            crate::net::device_from(&device_name).map_err(|e| spec.invalid(e.to_string()))?;
        let path = &model_file(&model);
        // A checkpoint and an exported model's sidecar both carry the search it was trained
        // with.
        let (model, mut settings, rules_spec) = if path.extension().is_some_and(|e| e == "pt") {
            let (model, sidecar) =
                export::load(path, device).map_err(|e| spec.invalid(e.to_string()))?;
            (model, sidecar.search, sidecar.rules)
        } else {
            let saved = checkpoint::load(path).map_err(|e| spec.invalid(e.to_string()))?;
            let (_vs, net) = saved
                .network(device)
                .map_err(|e| spec.invalid(e.to_string()))?;
            (Backend::Native(net), saved.meta.search, saved.meta.rules)
        };
        // The same rules under another name (a copy of a preset's file) are the same game.
        let named_here = RulesSpec {
            name: rules.spec().name.clone(),
            ..rules_spec.clone()
        };
        if &named_here != rules.spec() {
            return Err(spec.invalid(format!(
                "the model was trained under the rules '{}', not these ('{}'): {}",
                rules_spec.name,
                rules.name(),
                checkpoint::differences("rules", rules.spec(), &named_here).join("; ")
            )));
        }
        apply_search_options(spec, &mut settings)?;
        let temperature = spec.get::<f32>("temperature")?.unwrap_or(0.0);
        if temperature < 0.0 || !temperature.is_finite() {
            return Err(spec.invalid("temperature must be 0 or more"));
        }
        let tablebase = spec
            .get::<String>("tb")?
            .map(|dir| super::tablebase::open(spec, &dir, rules))
            .transpose()?;
        let batch = spec.get::<usize>("batch")?;
        if batch.is_some_and(|n| !(1..=MOST_LEAVES_PER_ROUND).contains(&n)) {
            return Err(spec.invalid(format!(
                "batch must be from 1 to {MOST_LEAVES_PER_ROUND} (leaves a round)"
            )));
        }
        if batch.is_some_and(|n| n > 1) && settings.gumbel() {
            return Err(spec.invalid(
                "batch above 1 needs search=puct (a Gumbel root takes one leaf at a time)",
            ));
        }
        let cap = tree_cap::cap_bytes(spec)?;
        let mut evaluator =
            BatchEvaluator::with_backend(model, device, Encoder::new(rules.clone()));
        if spec.get::<bool>("fused")?.unwrap_or(true) {
            evaluator = evaluator.with_fused();
        }
        // Tree reuse keeps a second arena, of up to the tree's size (`PuctTree::advance`).
        let arenas = if settings.keeps_tree() { 2 } else { 1 };
        // The cache's answers may take a quarter of the cap.
        let budget = usize::try_from(cap / 4).unwrap_or(usize::MAX);
        let cache = spec
            .get::<bool>("cache")?
            .unwrap_or(true)
            .then(|| EvalCache::new(rules.board().points(), budget));
        Ok(NeuralAgent {
            tablebase,
            spec: spec.text().to_string(),
            evaluator,
            settings,
            temperature,
            seed: 0,
            kept: None,
            root_symmetries: spec.get::<bool>("sym")?.unwrap_or(false),
            batch,
            cap,
            node_bytes: PuctTree::NODE_BYTES * arenas,
            cache,
        })
    }
}

/// One round of `search`, through `cache` where there is one: the leaves it evaluated, and
/// whether it asked the network.
fn cached_round(
    search: &mut crate::mcts::Search,
    cache: Option<&mut EvalCache>,
    network: &mut dyn LeafEvaluator,
) -> (usize, bool) {
    match cache {
        Some(cache) => {
            let round = batched_round(&mut [search], &mut cache.in_front_of(network));
            (round.evaluated, cache.asked_the_network())
        }
        None => (batched_round(&mut [search], network).evaluated, true),
    }
}

/// The memory `cache` takes (0 without one).
fn cached_bytes(cache: Option<&EvalCache>) -> usize {
    cache.map_or(0, EvalCache::bytes)
}

/// The most leaves `batch=N` lets a round take from one tree.
pub const MOST_LEAVES_PER_ROUND: usize = 256;

/// The leaves a round takes from the tree where the spec names no `batch`, the decision is
/// given a time and no simulations (a PUCT root) and the network runs on libtorch: on one
/// thread libtorch evaluates the shipped network three to four times the positions a second
/// at a batch of 16 as at 1, so a decision of a given time runs several times the simulations
/// (`morris bench search`; docs/experiments.md row 45). The fused pass is as fast at 1 as at
/// 16 (row 48): where it takes a batch of `TIMED_BATCH` (a small network) a round takes one
/// leaf, each simulation informed by all before it.
pub const TIMED_BATCH: usize = 16;

impl NeuralAgent {
    /// The leaves a round takes from the tree for a decision under `budget`: the spec's
    /// `batch`, else `TIMED_BATCH` for a decision given a time and no simulations at a PUCT
    /// root whose batches of `TIMED_BATCH` run on libtorch, else 1 (a decision of so many
    /// simulations searches as it always did, and the fused pass gains nothing from more).
    #[must_use]
    pub fn leaves_for(&self, budget: &Budget) -> usize {
        let timed = budget.time.is_some() && budget.nodes.is_none();
        match self.batch {
            Some(n) => n,
            None if timed
                && !self.settings.gumbel()
                && self.evaluator.fused_most() < TIMED_BATCH =>
            {
                TIMED_BATCH
            }
            None => 1,
        }
    }
}

/// The most simulations a decision given only a time runs (about 4 million, so that the
/// root's visits fit their counter; the tree's memory is bounded by `tree_mb` first).
pub const MOST_SIMULATIONS: u32 = 1 << 22;

/// The simulations of one decision: the caller's `nodes`; with a time and no nodes, as many as
/// the time allows under PUCT (up to `MOST_SIMULATIONS`), the model's own under Gumbel, whose
/// sequential halving is planned for a known number (the time then cuts it short); else the
/// model's (or the spec's `sims`, `psims` in placement) at `position`.
#[must_use]
pub fn budget_simulations(budget: &Budget, settings: &SearchSettings, position: &Position) -> u32 {
    match (budget.nodes, budget.time) {
        (Some(n), _) => n.clamp(1, u64::from(MOST_SIMULATIONS)) as u32,
        (None, Some(_)) if !settings.gumbel() => MOST_SIMULATIONS,
        _ => settings.simulations_at(position),
    }
}

impl Agent for NeuralAgent {
    fn spec(&self) -> &str {
        &self.spec
    }

    fn new_game(&mut self, seed: u64) {
        self.seed = seed;
        self.kept = None;
    }

    fn choose(&mut self, game: &Game, budget: &Budget) -> Choice {
        let start = Instant::now();
        let seed = self.seed;
        let kept = self.kept.take();
        let (cap, node_bytes) = (self.cap, self.node_bytes);
        let leaves = self.leaves_for(budget);
        let most_added = MAX_ACTIONS * leaves;
        let mut cache = self.cache.take();
        let mut network = self.network_search().expect("a network player");
        network.leaves_per_round = leaves;
        let simulations = budget_simulations(budget, &network.settings, game.position());
        let mut search = network.begin(game, simulations, seed, kept);
        search.set_node_limit((cap / node_bytes as u64) as usize);
        let deadline = budget.time.map(|t| start + t);
        let mut next_report = start + REPORT_EVERY;
        // The search's memory: its tree and the cache of the network's answers.
        let tree_use = |search: &crate::mcts::Search, full, cached: usize| {
            let nodes = search.tree().node_count();
            TreeUse {
                nodes: nodes as u64,
                bytes: (nodes * node_bytes + cached) as u64,
                freed: cached as u64,
                cap,
                full,
            }
        };
        let mut full = false;
        // The last round that asked the network: a round the cache answered whole is no
        // measure of the next.
        let mut network_round = Duration::ZERO;
        // One batch per round until the search is done, the time is up, it is stopped or
        // its tree is full.
        loop {
            // A round expands at most `leaves` leaves, adding at most MAX_ACTIONS
            // nodes each: the tree never passes the cap (a fresh root is far below it).
            let cached = cached_bytes(cache.as_ref());
            if ((search.tree().node_count() + most_added) * node_bytes + cached) as u64 > cap {
                full = true;
                break;
            }
            let round_start = Instant::now();
            let (evaluated, asked) = cached_round(&mut search, cache.as_mut(), network.evaluator);
            if evaluated == 0 {
                break;
            }
            let now = Instant::now();
            // The time is a limit: no round begins that, as long as this one or the last that
            // asked the network, would end past it.
            let round = now - round_start;
            if asked {
                network_round = round;
            }
            if deadline.is_some_and(|d| now + round.max(network_round) >= d) || budget.stopped() {
                break;
            }
            if budget.listener.is_some() && now >= next_report {
                next_report = now + REPORT_EVERY;
                let tree = search.tree();
                budget.report(&Progress {
                    best: tree.best_action(),
                    depth: None,
                    score: None,
                    value: Some(tree.root_value()),
                    nodes: u64::from(search.simulations_run()),
                    elapsed: now - start,
                    tree: Some(tree_use(&search, false, cached_bytes(cache.as_ref()))),
                });
            }
        }
        let mut choice = network.decide(&mut search, start.elapsed().as_secs_f64());
        let tree = tree_use(&search, full, cached_bytes(cache.as_ref()));
        if let Some(cache) = cache.as_mut() {
            // The network's evaluations: the leaves the cache answered were not.
            let (hits, _) = cache.take_counts();
            // Its memory is the search's, not the game's: freed with the tree.
            cache.release();
            choice.evaluations = choice.evaluations.saturating_sub(hits);
            choice.info = format!("{}, cache hits {hits}", choice.info);
        }
        if full {
            choice.info = format!("{}, {}", choice.info, tree.note());
        }
        choice.tree = Some(tree);
        if network.settings.keeps_tree() {
            self.kept = network.keep(search, game);
        } else {
            tree_cap::free_apart(search, tree.bytes - tree.freed);
        }
        self.cache = cache;
        choice
    }

    fn network_search(&mut self) -> Option<NetworkSearch<'_>> {
        Some(NetworkSearch {
            evaluator: &mut self.evaluator,
            settings: self.settings,
            temperature: self.temperature,
            tablebase: self.tablebase.clone(),
            root_symmetries: self.root_symmetries,
            leaves_per_round: self.batch.unwrap_or(1),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::{Budget, NeuralAgent, PlayerSpec, Rules, TIMED_BATCH, runs_on_cuda};
    use std::sync::Arc;
    use std::time::Duration;

    /// The shipped network's player for the standard game, with `options` after its model.
    fn agent(options: &str) -> NeuralAgent {
        let rules = Arc::new(Rules::preset("standard").unwrap());
        let model = concat!(env!("CARGO_MANIFEST_DIR"), "/models/cpu-2h");
        let spec = PlayerSpec::parse(&format!("neural:model={model}{options}")).unwrap();
        NeuralAgent::from_spec(&spec, &rules).unwrap()
    }

    /// A decision given a time and no simulations takes `TIMED_BATCH` leaves a round on
    /// libtorch, unless the spec names its batch or searches with a Gumbel root; one given
    /// simulations takes one at a time (as it always did), and so does any under the fused
    /// pass.
    #[test]
    fn a_timed_decision_takes_the_timed_batch_unless_the_spec_names_one() {
        let time = Some(Duration::from_millis(100));
        let timed = Budget {
            time,
            ..Budget::default()
        };
        let counted = Budget {
            nodes: Some(32),
            ..Budget::default()
        };
        let both = Budget {
            time,
            nodes: Some(32),
            ..Budget::default()
        };
        let plain = agent(",fused=false");
        assert_eq!(plain.leaves_for(&timed), TIMED_BATCH);
        for budget in [&counted, &both, &Budget::default()] {
            assert_eq!(plain.leaves_for(budget), 1);
        }
        let named = agent(",batch=4");
        assert_eq!(named.leaves_for(&timed), 4);
        assert_eq!(named.leaves_for(&counted), 4);
        assert_eq!(agent(",search=gumbel,fused=false").leaves_for(&timed), 1);
        assert_eq!(agent(",device=cpu").leaves_for(&timed), 1);
    }

    /// On the CPU a checkpoint's network runs through the fused pass unless `fused=false`;
    /// an exported `TorchScript` file, whose layers are not this crate's, stays on libtorch.
    #[test]
    fn a_checkpoint_on_the_cpu_is_fused_unless_told_not_to() {
        assert!(agent(",device=cpu").evaluator.is_fused());
        assert!(!agent(",device=cpu,fused=false").evaluator.is_fused());
        assert!(!agent(".pt,device=cpu").evaluator.is_fused());
        let rules = Arc::new(Rules::preset("standard").unwrap());
        let bad = PlayerSpec::parse("neural:model=models/cpu-2h,fused=maybe").unwrap();
        let err = NeuralAgent::from_spec(&bad, &rules).err().unwrap();
        assert!(err.to_string().contains("fused"), "{err}");
    }

    /// The cache (on by default) searches the same tree as `cache=false` (a cached answer
    /// is the network's own: one leaf a round through the fused pass), so at a fixed number
    /// of simulations it plays the same moves with the same visits, asking the network less
    /// often where placement's orders of moves meet.
    #[test]
    fn the_cache_changes_the_network_evaluations_not_the_search() {
        use crate::agents::Agent;
        use crate::game::Game;
        let rules = Arc::new(Rules::preset("standard").unwrap());
        let budget = Budget {
            nodes: Some(400),
            ..Budget::default()
        };
        let (mut plain, mut cached) = (agent(",cache=false"), agent(""));
        let (mut asked, mut plain_asked) = (0, 0);
        for opening in ["", "a1 d7", "d2 d6 f4 b4", "a7 g7 d1 d2 f4 b4 c4"] {
            let game = Game::from_tokens(rules.clone(), opening).unwrap();
            plain.new_game(1);
            cached.new_game(1);
            let (one, two) = (plain.choose(&game, &budget), cached.choose(&game, &budget));
            assert_eq!(one.action, two.action, "after '{opening}'");
            let visits = |c: &crate::agents::Choice| {
                c.analysis
                    .as_ref()
                    .unwrap()
                    .actions
                    .iter()
                    .map(|a| a.visits)
                    .collect::<Vec<_>>()
            };
            assert_eq!(visits(&one), visits(&two), "after '{opening}'");
            assert!(two.info.contains("cache hits"), "{}", two.info);
            assert!(two.evaluations <= one.evaluations);
            asked += two.evaluations;
            plain_asked += one.evaluations;
        }
        assert!(
            asked < plain_asked,
            "{asked} network evaluations against {plain_asked}"
        );
    }

    /// `psims=N` gives a decision N simulations while a man is still in either hand (the
    /// capture after a side's last placement too) and leaves the others at `sims`; a count or time the caller gives wins over both.
    #[test]
    fn psims_is_the_budget_of_placement_decisions_only() {
        use crate::agents::Agent;
        use crate::game::{Game, Position};
        let rules = Arc::new(Rules::preset("standard").unwrap());
        let placing = Game::from_tokens(rules.clone(), "d2 d6 f4 b4").unwrap();
        let moving = Position::parse(
            &rules,
            "white a1 d1 g1 a4 b4 g4 d6 a7 g7 | black b2 f2 c3 e3 e4 | white to move",
        )
        .unwrap();
        let moving = Game::from_position(rules.clone(), moving);
        // The root's visits: one a simulation (a fresh tree, no reuse).
        let visits = |player: &mut NeuralAgent, game: &Game, budget: &Budget| -> u32 {
            player.new_game(1);
            let choice = player.choose(game, budget);
            let analysis = choice.analysis.unwrap();
            analysis.actions.iter().filter_map(|a| a.visits).sum()
        };
        // The model stores 512 in placement (models/cpu-2h): psims=0 gives placement `sims`.
        let plain = &mut agent(",sims=24,psims=0,reuse=false");
        let placement = &mut agent(",sims=24,psims=80,reuse=false");
        let free = Budget::default();
        let (placing_plain, placing_more) = (
            visits(plain, &placing, &free),
            visits(placement, &placing, &free),
        );
        assert!(
            placing_plain <= 24 && placing_more > 24,
            "{placing_plain}, {placing_more}"
        );
        assert!(placing_more <= 80, "{placing_more}");
        // White's ninth man (g1) closes a mill while black still holds one: white's capture
        // is a placement decision, though white's own hand is empty.
        let capturing = Game::from_tokens(
            rules.clone(),
            "a1 b4 d1 d6 b2 f4 f2 c5 c3 e5 e3 d7 a7 a4 g7 g4 g1",
        )
        .unwrap();
        let pos = capturing.position();
        assert!(pos.in_hand(pos.side_to_move()) == 0 && !pos.in_movement_phase());
        assert!(visits(placement, &capturing, &free) > 24);
        assert!(visits(plain, &capturing, &free) <= 24);
        assert_eq!(
            visits(plain, &moving, &free),
            visits(placement, &moving, &free)
        );
        let counted = Budget {
            nodes: Some(40),
            ..Budget::default()
        };
        assert_eq!(
            visits(plain, &placing, &counted),
            visits(placement, &placing, &counted)
        );
        let rules = Arc::new(Rules::preset("standard").unwrap());
        let bad = PlayerSpec::parse("neural:model=models/cpu-2h,psims=-3").unwrap();
        let err = NeuralAgent::from_spec(&bad, &rules).err().unwrap();
        assert!(err.to_string().contains("psims"), "{err}");
    }

    /// Only a network player on a CUDA device counts: `device=cpu` never, the default `auto`
    /// where libtorch sees a GPU, other players and bad specs never.
    #[test]
    fn only_a_network_on_a_gpu_runs_on_cuda() {
        let gpu = tch::Cuda::is_available();
        assert!(!runs_on_cuda("neural:model=m.safetensors,device=cpu"));
        assert_eq!(runs_on_cuda("neural:model=m.safetensors"), gpu);
        assert_eq!(runs_on_cuda("neural:model=m.safetensors,device=cuda"), gpu);
        assert!(!runs_on_cuda("alphabeta:depth=3"));
        assert!(!runs_on_cuda("neural:model=m,device=tpu"));
        assert!(!runs_on_cuda("not a spec ::"));
    }
}
