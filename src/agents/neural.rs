//! The neural player: a trained network with its search.
//! `neural:model=PATH[,sims=N,search=puct|gumbel,c=C,temperature=T,device=D]`, where PATH is
//! a checkpoint (`.safetensors`, as `morris train` writes) or an exported `TorchScript` file
//! (`.pt`, as `morris export` writes, with its sidecar). The search is the one self-play
//! uses, without noise; `temperature` > 0 samples the move from visits^(1/T) (seeded per
//! game), 0 (the default) plays the most visited. `go nodes N` sets the simulations and
//! `go movetime MS` stops the search when the time is up.

use super::spec::{PlayerSpec, SpecError};
use super::{Agent, Budget, Choice};
use crate::env::Encoder;
use crate::game::{Action, Game, Rules};
use crate::mcts::{BatchAnswer, DecisionSearch, GumbelConfig, PuctConfig, PuctTree};
use crate::net::evaluator::Model;
use crate::net::{BatchEvaluator, checkpoint, export};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::Arc;
use std::time::Instant;

/// The options `neural` accepts.
pub const OPTIONS: [&str; 6] = ["model", "sims", "search", "c", "temperature", "device"];

/// A network and its search.
pub struct NeuralAgent {
    spec: String,
    rules: Arc<Rules>,
    evaluator: BatchEvaluator,
    simulations: u32,
    puct: PuctConfig,
    gumbel: Option<GumbelConfig>,
    temperature: f32,
    rng: ChaCha8Rng,
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
        let device = crate::net::device_from(&device_name).map_err(|e| spec.invalid(e))?;
        let path = std::path::Path::new(&model);
        // A checkpoint carries its training config (the search's settings); an exported
        // `TorchScript` file carries its sidecar.
        let (model, trained, rules_spec) = if path.extension().is_some_and(|e| e == "pt") {
            let (model, sidecar) =
                export::load(path, device).map_err(|e| spec.invalid(e.to_string()))?;
            (model, None, sidecar.rules)
        } else {
            let saved = checkpoint::load(path).map_err(|e| spec.invalid(e.to_string()))?;
            let (_vs, net) = saved
                .network(device)
                .map_err(|e| spec.invalid(e.to_string()))?;
            let trained = crate::train::TrainConfig::parse(&saved.meta.config, &model).ok();
            (Model::Native(net), trained, saved.meta.rules.clone())
        };
        if &rules_spec != rules.spec() {
            return Err(spec.invalid(format!(
                "the model was trained under the rules '{}', not these ('{}')",
                rules_spec.name,
                rules.name()
            )));
        }
        let mut puct = trained
            .as_ref()
            .map_or_else(PuctConfig::default, crate::train::TrainConfig::puct);
        if let Some(c) = spec.get::<f32>("c")? {
            puct.c_puct = c;
        }
        puct.dirichlet_fraction = 0.0;
        let simulations = spec
            .get::<u32>("sims")?
            .or(trained.as_ref().map(|c| c.search.simulations))
            .unwrap_or(64);
        if simulations == 0 {
            return Err(spec.invalid("sims must be at least 1"));
        }
        let gumbel = match spec.get::<String>("search")?.as_deref() {
            None => trained.as_ref().and_then(crate::train::TrainConfig::gumbel),
            Some("puct") => None,
            Some("gumbel") => Some(
                trained
                    .as_ref()
                    .and_then(crate::train::TrainConfig::gumbel)
                    .unwrap_or_default(),
            ),
            Some(other) => return Err(spec.invalid(format!("search={other}: use puct or gumbel"))),
        };
        let temperature = spec.get::<f32>("temperature")?.unwrap_or(0.0);
        if temperature < 0.0 || !temperature.is_finite() {
            return Err(spec.invalid("temperature must be 0 or more"));
        }
        Ok(NeuralAgent {
            spec: spec.text().to_string(),
            rules: rules.clone(),
            evaluator: BatchEvaluator::with_model(model, device, Encoder::new(rules.clone())),
            simulations,
            puct,
            gumbel,
            temperature,
            rng: ChaCha8Rng::seed_from_u64(0),
        })
    }

    fn sample_by_visits(&mut self, stats: &[(Action, u32, f32, f32)]) -> Option<Action> {
        let weights: Vec<f64> = stats
            .iter()
            .map(|s| f64::from(s.1).powf(1.0 / f64::from(self.temperature)))
            .collect();
        let total: f64 = weights.iter().sum();
        if !(total > 0.0 && total.is_finite()) {
            return None;
        }
        let mut pick = self.rng.gen_range(0.0..total);
        for (s, w) in stats.iter().zip(&weights) {
            pick -= w;
            if pick <= 0.0 {
                return Some(s.0);
            }
        }
        stats.last().map(|s| s.0)
    }
}

impl Agent for NeuralAgent {
    fn spec(&self) -> &str {
        &self.spec
    }

    fn new_game(&mut self, seed: u64) {
        self.rng = ChaCha8Rng::seed_from_u64(seed);
    }

    fn choose(&mut self, game: &Game, budget: &Budget) -> Choice {
        let start = Instant::now();
        let simulations = budget
            .nodes
            .map_or(self.simulations, |n| n.clamp(1, u64::from(u32::MAX)) as u32);
        let tree = PuctTree::new(self.rules.clone(), *game.position(), game.history_keys());
        let mut search = DecisionSearch::new(tree, simulations, self.gumbel, false);
        let mut evaluated = 0u64;
        while search.until_leaf(&self.puct) {
            let leaf = [search.waiting().expect("a leaf waits")];
            let (priors, values) = self.evaluator.answer_batch(&leaf);
            search.answer(&priors, values[0], &self.puct, &mut self.rng);
            evaluated += 1;
            if budget.time.is_some_and(|t| start.elapsed() >= t) {
                break;
            }
        }
        let stats = search.tree.root_statistics();
        let action = if self.temperature > 0.0 && self.gumbel.is_none() {
            self.sample_by_visits(&stats)
                .unwrap_or_else(|| search.choose())
        } else {
            search.choose()
        };
        let visits = search.tree.root_visits();
        Choice {
            action,
            info: format!(
                "nodes {visits} value {:.3} nps {:.0}",
                search.tree.root_value(),
                evaluated as f64 / start.elapsed().as_secs_f64().max(1e-9)
            ),
            nodes: u64::from(visits),
        }
    }
}
