//! Self-play: many games in lockstep in one thread, one PUCT tree each. Every round each game
//! runs its search until it needs the network, then all the waiting leaves go through the
//! network in one batch. A game whose search has its simulations plays its move (sampled by
//! visit count for the first plies, the most visited after), and each move is recorded with
//! its position and the search's policy and value; the outcome fills the value targets.

pub mod records;

use crate::game::{Action, Game, Outcome, Position, Rules};
use crate::mcts::{GumbelConfig, GumbelRoot, Leaf, PuctConfig, PuctTree, improved_policy};
use crate::net::{BatchEvaluator, LeafInput};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// How self-play searches and picks moves.
#[derive(Clone, Debug)]
pub struct SelfPlayConfig {
    /// Games played at once; also the network's batch size.
    pub games_in_parallel: usize,
    /// Simulations per move.
    pub simulations: u32,
    pub puct: PuctConfig,
    /// Plies during which moves are sampled in proportion to visits (then the most visited).
    /// PUCT only: Gumbel search samples through its Gumbel variables.
    pub sampling_plies: u16,
    /// `Some`: Gumbel root search (Sequential Halving, the completed-Q improved policy as
    /// target, no Dirichlet noise); `None`: PUCT at the root with Dirichlet noise and the
    /// visit distribution as target.
    pub gumbel: Option<GumbelConfig>,
    pub seed: u64,
}

/// One decision of a self-play game.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveRecord {
    pub position: Position,
    /// How often the position had occurred (for its observation).
    pub occurrences: usize,
    /// The search's policy: (action id, share of the root's visits), legal ids only.
    pub policy: Vec<(u16, f32)>,
    /// The root's value for the player to move.
    pub root_value: f32,
    pub action: Action,
}

/// A finished self-play game.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRecord {
    pub moves: Vec<MoveRecord>,
    pub outcome: Outcome,
}

impl GameRecord {
    /// The value target of move `i`: the result for its player to move (+1, 0, -1).
    #[must_use]
    pub fn value_target(&self, i: usize) -> f32 {
        self.outcome
            .score_for(self.moves[i].position.side_to_move()) as f32
    }
}

/// Counters for speed figures.
#[derive(Clone, Copy, Debug, Default)]
pub struct SelfPlayStats {
    pub moves: u64,
    pub evaluations: u64,
    pub batches: u64,
    pub network_time: Duration,
    pub total_time: Duration,
}

struct Slot {
    game: Game,
    tree: PuctTree,
    /// Whether the expanded root got its noise or its Gumbel schedule.
    prepared: bool,
    gumbel: Option<GumbelRoot>,
    moves: Vec<MoveRecord>,
}

/// Lockstep self-play games.
pub struct SelfPlay {
    rules: Arc<Rules>,
    config: SelfPlayConfig,
    rng: ChaCha8Rng,
    slots: Vec<Slot>,
}

impl SelfPlay {
    #[must_use]
    pub fn new(rules: &Arc<Rules>, config: SelfPlayConfig) -> SelfPlay {
        let slots = (0..config.games_in_parallel.max(1))
            .map(|_| {
                let game = Game::new(rules.clone());
                let tree = PuctTree::new(rules.clone(), *game.position(), &[]);
                Slot {
                    game,
                    tree,
                    prepared: false,
                    gumbel: None,
                    moves: Vec::new(),
                }
            })
            .collect();
        SelfPlay {
            rules: rules.clone(),
            rng: ChaCha8Rng::seed_from_u64(config.seed),
            config,
            slots,
        }
    }

    /// Plays until `games` games have finished or `deadline` passes; returns the finished
    /// games in the order they ended.
    pub fn run(
        &mut self,
        evaluator: &mut BatchEvaluator,
        games: usize,
        deadline: Option<Instant>,
    ) -> (Vec<GameRecord>, SelfPlayStats) {
        let start = Instant::now();
        let mut stats = SelfPlayStats::default();
        let mut finished = Vec::new();
        let mut waiting: Vec<usize> = Vec::with_capacity(self.slots.len());
        let a = evaluator.encoder().action_count();
        while finished.len() < games && deadline.is_none_or(|d| Instant::now() < d) {
            waiting.clear();
            for s in 0..self.slots.len() {
                if self.search_done(s) {
                    stats.moves += 1;
                    if let Some(record) = self.play_move(s) {
                        finished.push(record);
                    }
                }
                if self.search_until_leaf(s) {
                    waiting.push(s);
                }
            }
            if waiting.is_empty() {
                continue;
            }
            let inputs: Vec<LeafInput> = waiting
                .iter()
                .map(|&s| {
                    let (position, occurrences, legal) =
                        self.slots[s].tree.awaiting_leaf().expect("a leaf waits");
                    LeafInput {
                        position,
                        occurrences,
                        legal,
                    }
                })
                .collect();
            let t = Instant::now();
            evaluator.evaluate(&inputs);
            stats.network_time += t.elapsed();
            stats.batches += 1;
            stats.evaluations += waiting.len() as u64;
            for (k, &s) in waiting.iter().enumerate() {
                let slot = &mut self.slots[s];
                slot.tree
                    .expand_and_backup(&evaluator.priors[k * a..(k + 1) * a], evaluator.values[k]);
                if !slot.prepared && slot.tree.root_expanded() {
                    match self.config.gumbel {
                        Some(gumbel) => {
                            slot.gumbel = Some(GumbelRoot::new(
                                &slot.tree,
                                gumbel,
                                self.config.simulations,
                                &mut self.rng,
                            ));
                        }
                        None => slot.tree.add_root_noise(&self.config.puct, &mut self.rng),
                    }
                    slot.prepared = true;
                }
            }
        }
        stats.total_time = start.elapsed();
        (finished, stats)
    }

    fn search_done(&self, s: usize) -> bool {
        let slot = &self.slots[s];
        match &slot.gumbel {
            Some(gumbel) => gumbel.done(),
            None => {
                slot.tree.root_expanded()
                    && slot.tree.root_visits() >= self.config.simulations
                    && self.config.gumbel.is_none()
            }
        }
    }

    /// Selects until a leaf needs the network (true) or the search is done (false).
    fn search_until_leaf(&mut self, s: usize) -> bool {
        while !self.search_done(s) {
            let Slot { tree, gumbel, .. } = &mut self.slots[s];
            // Under Gumbel search the schedule picks the root action of each simulation.
            let forced = gumbel.as_mut().and_then(|g| g.next(tree));
            if let Leaf::Evaluate { .. } = tree.select_through(&self.config.puct, forced) {
                return true;
            }
        }
        false
    }

    /// Records and plays game `s`'s move; returns the game if it ended (the slot starts anew).
    fn play_move(&mut self, s: usize) -> Option<GameRecord> {
        let a = crate::game::action_count(self.rules.board().points());
        let slot = &mut self.slots[s];
        let mut distribution = vec![0.0; a];
        match (&slot.gumbel, &self.config.gumbel) {
            (Some(_), Some(config)) => improved_policy(&slot.tree, config, &mut distribution),
            _ => slot.tree.visit_distribution(&mut distribution),
        }
        let policy: Vec<(u16, f32)> = distribution
            .iter()
            .enumerate()
            .filter(|(_, p)| **p > 0.0)
            .map(|(id, &p)| (id as u16, p))
            .collect();
        let action = if let Some(gumbel) = &slot.gumbel {
            gumbel.choose(&slot.tree)
        } else if slot.game.actions().len() < usize::from(self.config.sampling_plies) {
            let mut pick = self.rng.r#gen::<f32>();
            let points = self.rules.board().points();
            let mut chosen = slot.tree.best_action();
            for &(id, p) in &policy {
                pick -= p;
                if pick <= 0.0 {
                    chosen = Action::from_id(usize::from(id), points)
                        .expect("a policy id names an action");
                    break;
                }
            }
            chosen
        } else {
            slot.tree.best_action()
        };
        let position = *slot.game.position();
        slot.moves.push(MoveRecord {
            position,
            occurrences: slot.game.repetitions(),
            policy,
            root_value: slot.tree.root_value(),
            action,
        });
        slot.game.play_unchecked(action);
        let ended = slot.game.outcome().map(|outcome| {
            let record = GameRecord {
                moves: std::mem::take(&mut slot.moves),
                outcome,
            };
            slot.game.restart();
            record
        });
        slot.tree = PuctTree::new(
            self.rules.clone(),
            *slot.game.position(),
            slot.game.history_keys(),
        );
        slot.prepared = false;
        slot.gumbel = None;
        ended
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::env::Encoder;
    use crate::net::{NetConfig, PolicyValueNet, ValueHead};
    use tch::{Device, nn};

    /// Weights from a seeded generator of our own, in name order: libtorch's global
    /// generator is shared by every test thread, so `manual_seed` alone does not make an
    /// initialisation repeatable while other tests run.
    fn seeded_weights(vs: &nn::VarStore, seed: u64) {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        // Parameters only: batch norm's running statistics keep their initial values.
        let mut variables: Vec<(String, tch::Tensor)> = vs
            .variables()
            .into_iter()
            .filter(|(name, _)| !name.contains("running_"))
            .collect();
        variables.sort_by(|a, b| a.0.cmp(&b.0));
        tch::no_grad(|| {
            for (_, mut tensor) in variables {
                let values: Vec<f32> = (0..tensor.numel())
                    .map(|_| rng.gen_range(-0.2..0.2))
                    .collect();
                tensor.copy_(&tch::Tensor::from_slice(&values).view(tensor.size().as_slice()));
            }
        });
    }

    fn run(seed: u64) -> Vec<GameRecord> {
        run_with(seed, None)
    }

    fn run_with(seed: u64, gumbel: Option<GumbelConfig>) -> Vec<GameRecord> {
        let rules = Arc::new(Rules::preset("three").unwrap());
        let encoder = Encoder::new(rules.clone());
        let vs = nn::VarStore::new(Device::Cpu);
        let config = NetConfig {
            blocks: 1,
            channels: 8,
            policy_channels: 2,
            value_hidden: 16,
            value_head: ValueHead::Wdl,
        };
        let net = PolicyValueNet::new(&vs.root(), &config, encoder.shape(), encoder.action_count());
        seeded_weights(&vs, 7);
        let mut evaluator = BatchEvaluator::new(net, Device::Cpu, encoder);
        let config = SelfPlayConfig {
            games_in_parallel: 4,
            simulations: 12,
            puct: PuctConfig::default(),
            sampling_plies: 4,
            gumbel,
            seed,
        };
        SelfPlay::new(&rules, config).run(&mut evaluator, 6, None).0
    }

    #[test]
    fn records_round_trip_and_damaged_files_are_refused() {
        let games = run(5);
        let rules = Arc::new(Rules::preset("three").unwrap());
        let dir = std::env::temp_dir().join(format!("morris-records-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("games.json");
        records::write(&path, &rules, &games).unwrap();
        let (read_rules, read_games) = records::read(&path).unwrap();
        assert_eq!(*read_rules, *rules);
        assert_eq!(read_games, games);
        let text = std::fs::read_to_string(&path).unwrap();
        let damaged = [
            ("truncated", text[..text.len() / 2].to_string()),
            (
                "another version",
                text.replacen("\"version\":1", "\"version\":2", 1),
            ),
            (
                "an action that is not legal",
                text.replacen("\"actions\":[", "\"actions\":[600,", 1),
            ),
            (
                "a wrong result",
                text.replacen("\"result\":\"white\"", "\"result\":\"draw\"", 1)
                    .replacen("\"result\":\"black\"", "\"result\":\"draw\"", 1),
            ),
        ];
        for (what, bad) in damaged {
            assert_ne!(bad, text, "{what}: the damage applies");
            std::fs::write(&path, bad).unwrap();
            let err = records::read(&path).unwrap_err().to_string();
            assert!(err.contains("games.json"), "{what}: {err}");
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn seeded_self_play_repeats_and_records_replay() {
        let gumbel = Some(GumbelConfig {
            considered: 4,
            ..GumbelConfig::default()
        });
        let gumbel_records = run_with(3, gumbel);
        assert_eq!(
            gumbel_records,
            run_with(3, gumbel),
            "same seeds, same Gumbel games"
        );
        let records = run(3);
        assert_eq!(records.len(), 6);
        assert_eq!(records, run(3), "same seeds, same games");
        assert_ne!(records, run(4));
        assert_ne!(records, gumbel_records);
        let records: Vec<GameRecord> = records.into_iter().chain(gumbel_records).collect();
        let rules = Arc::new(Rules::preset("three").unwrap());
        for record in &records {
            let mut game = Game::new(rules.clone());
            for (i, m) in record.moves.iter().enumerate() {
                assert_eq!(&m.position, game.position(), "move {i}");
                let total: f32 = m.policy.iter().map(|p| p.1).sum();
                assert!((total - 1.0).abs() < 1e-4, "policy sums to {total}");
                let legal: Vec<u16> = game
                    .legal_actions()
                    .iter()
                    .map(|a| a.id(9) as u16)
                    .collect();
                assert!(m.policy.iter().all(|(id, _)| legal.contains(id)));
                assert!((-1.0..=1.0).contains(&m.root_value));
                game.play(m.action).unwrap();
                let expected = match record.outcome.winner() {
                    Some(w) if w == m.position.side_to_move() => 1.0,
                    Some(_) => -1.0,
                    None => 0.0,
                };
                assert!((record.value_target(i) - expected).abs() < f32::EPSILON);
            }
            assert_eq!(
                game.outcome(),
                Some(record.outcome),
                "the record ends where the game ends"
            );
        }
    }
}
