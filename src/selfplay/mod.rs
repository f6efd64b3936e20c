//! Self-play: many games in lockstep in one thread, one search (`mcts::Search`, the search
//! driver) each. Every round each game runs its search until it needs the network, then all
//! the waiting leaves go through the network in one batch (`mcts::batched_round`). A game whose search has its simulations plays its move (sampled by
//! visit count for the first plies, the most visited after), and each move is recorded with
//! its position and the search's policy and value; the outcome fills the value targets.
//!
//! Two of `KataGo`'s economies are options. Tree reuse (`reuse_tree`, PUCT only) keeps the
//! played move's subtree for the next search, and its visits count towards the next move's
//! simulations. Playout-cap randomization (`full_search_fraction` below 1) gives only a random
//! share of the moves a full search (noise, `simulations`, a policy target); the others get a
//! fast search (`fast_simulations`, no noise, the most visited move) and serve as value
//! targets only (`MoveRecord::full_search` is false).

pub mod records;

use crate::game::{Action, Color, DrawReason, Game, Outcome, Position, Rules, WinReason};
use crate::mcts::{LeafEvaluator, RootSearch, Search, SearchSettings, batched_round};
use crate::tablebase::{Probe, Tablebase, Wdl};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// How self-play plays: the `[selfplay]` section of a training config. The search itself
/// (root, simulations of a full search, constants) is the `[search]` section,
/// `SearchSettings`. Under PUCT the simulations count the root's visits in all, as `KataGo`
/// and Leela Chess Zero do: visits kept by tree reuse count, so a move whose subtree was well
/// explored needs fewer new ones (none once it has them all). PUCT roots of full searches get
/// Dirichlet noise and the visit distribution is the target; Gumbel roots get no noise and
/// the completed-Q improved policy is the target.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct SelfPlaySettings {
    /// Games played at once in lockstep; also the network's batch size.
    pub games_in_parallel: usize,
    /// Plies during which moves are sampled in proportion to visits (then the most visited).
    /// PUCT only: Gumbel search samples through its Gumbel variables.
    pub sampling_plies: u16,
    /// Keep the played move's subtree for the next search, with noise mixed afresh into the
    /// new root's priors for a full search. PUCT only: under Gumbel search every move starts
    /// a fresh tree, since Sequential Halving shares out a budget of its own.
    pub reuse_tree: bool,
    /// Playout-cap randomization (`KataGo`): the chance, drawn per move from the seeded
    /// generator, that a move gets a full search (Dirichlet noise under PUCT, the search's
    /// simulations, sampling in the first plies) and becomes a policy target. The others get
    /// a fast search of `fast_simulations` without noise and play the most visited move
    /// (under Gumbel search, Gumbel's choice); they serve as value targets only. 1.0: every
    /// move is full.
    pub full_search_fraction: f32,
    /// Simulations of a fast search (counted like a full search's).
    pub fast_simulations: u32,
    /// Games finished per iteration of the training loop before its next round of training.
    pub games_per_iteration: usize,
    /// Each game opens with a number of uniformly random plies, itself drawn uniformly from
    /// 0 to this (the seeded generator), so that self-play visits the positions that random
    /// openings lead to (`morris evaluate` opens with 8 random plies). Those plies are
    /// recorded as value targets only: no search chose them. 0: none, and no draws from the
    /// generator (seeded runs repeat as before).
    pub opening_plies: u16,
    /// The root search of self-play's searches, `puct` or `gumbel`; unset: `[search]`'s root,
    /// which is also the trained player's. So self-play can make its policy targets with
    /// Gumbel's few-simulation search while the trained player searches with PUCT.
    pub root: Option<RootSearch>,
    /// Simulations of a full search; 0: `[search]`'s `simulations`.
    pub simulations: u32,
    /// PUCT's exploration constant in self-play's searches (below a Gumbel root too); unset:
    /// `[search]`'s `c_puct`. So the trained player's constant can be tuned for play at its
    /// budget without changing what self-play trains on.
    pub c_puct: Option<f32>,
    /// Resignation of hopeless games (`AlphaGo Zero`'s economy): the side to move resigns
    /// once its search's root value has been below minus this for `resign_after` of its
    /// decisions in a row (the last one is not recorded: its move is never played). The
    /// game's record ends there, lost for that side (`WinReason::Resignation`). 0: never.
    pub resign_threshold: f32,
    /// Own decisions in a row below the threshold before a side resigns.
    pub resign_after: u16,
    /// The share of games, drawn per game, played out to the end however hopeless: their
    /// records name the side that would have resigned first (`GameRecord::would_resign`),
    /// and the share of those it did not lose is the false-resign rate the trainer logs.
    /// Drawn from a generator of its own, so seeded runs with resignation off repeat as
    /// before, and with every game checked (1.0) play the games of resignation off. (Once a
    /// game resigns, the games share the self-play generator's draws differently.)
    pub resign_check_fraction: f32,
}

impl SelfPlaySettings {
    /// Refuses shares and thresholds out of their ranges (the counts are checked with the
    /// rest of the training config).
    ///
    /// # Errors
    /// What is wrong, in words.
    pub fn check(&self) -> Result<(), String> {
        if !(0.0..=1.0).contains(&self.full_search_fraction) || self.full_search_fraction == 0.0 {
            return Err("selfplay.full_search_fraction must be in (0, 1]".to_string());
        }
        if !(0.0..1.0).contains(&self.resign_threshold) {
            return Err(format!(
                "selfplay.resign_threshold must be in [0, 1) (0: no resignation; it is {})",
                self.resign_threshold
            ));
        }
        if self.resign_after == 0 {
            return Err("selfplay.resign_after must be at least 1".to_string());
        }
        if !(0.0..=1.0).contains(&self.resign_check_fraction) {
            return Err("selfplay.resign_check_fraction must be in [0, 1]".to_string());
        }
        Ok(())
    }

    /// The search self-play runs: `player`'s (the `[search]` section) with this section's
    /// `root`, `simulations` and `c_puct` where they are set, without the player's tree reuse.
    #[must_use]
    pub fn search(&self, player: &SearchSettings) -> SearchSettings {
        SearchSettings {
            root: self.root.unwrap_or(player.root),
            simulations: match self.simulations {
                0 => player.simulations,
                n => n,
            },
            c_puct: self.c_puct.unwrap_or(player.c_puct),
            // The player's own tree reuse; self-play's is `reuse_tree` here.
            reuse_tree: false,
            ..*player
        }
    }
}

impl Default for SelfPlaySettings {
    fn default() -> Self {
        SelfPlaySettings {
            games_in_parallel: 128,
            sampling_plies: 12,
            reuse_tree: true,
            full_search_fraction: 1.0,
            fast_simulations: 16,
            games_per_iteration: 64,
            opening_plies: 0,
            root: None,
            simulations: 0,
            c_puct: None,
            resign_threshold: 0.0,
            resign_after: 2,
            resign_check_fraction: 0.1,
        }
    }
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
    /// Whether the move got a full search: its policy is a training target. A fast search's
    /// move (playout-cap randomization) is a value target only; its policy is still recorded.
    pub full_search: bool,
}

/// A finished self-play game.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRecord {
    pub moves: Vec<MoveRecord>,
    pub outcome: Outcome,
    /// The position the game ended in (finished, or the first one the tables cover).
    pub final_position: Position,
    /// The version of the network that played the game (the trainer's step when its weights
    /// were published; under the parallel pipeline, the version behind the game's last move).
    pub model_version: u64,
    /// In a game played out to check resignation (`resign_check_fraction`): the side that
    /// would have resigned first, if one would have.
    pub would_resign: Option<Color>,
}

impl GameRecord {
    /// Whether the endgame tables ended the game (its last position is not a finished one).
    #[must_use]
    pub fn adjudicated(&self) -> bool {
        adjudication(self.outcome)
    }

    /// Whether a side resigned the game.
    #[must_use]
    pub fn resigned(&self) -> bool {
        matches!(
            self.outcome,
            Outcome::Win {
                reason: WinReason::Resignation,
                ..
            }
        )
    }

    /// In a game played out to check resignation where a side would have resigned: whether
    /// that resignation would have been false (the side did not lose).
    #[must_use]
    pub fn false_resignation(&self) -> Option<bool> {
        self.would_resign
            .map(|side| self.outcome.score_for(side) >= 0)
    }

    /// The value target of move `i`: the result for its player to move (+1, 0, -1).
    #[must_use]
    pub fn value_target(&self, i: usize) -> f32 {
        self.outcome
            .score_for(self.moves[i].position.side_to_move()) as f32
    }
}

/// Resignation over many games (`resign_threshold`): how many a side resigned, and among
/// those played out to check it, how many a side would have resigned and how many of those
/// it did not lose (false resignations).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ResignCounts {
    pub games: u64,
    pub resigned: u64,
    pub checked: u64,
    pub false_resigns: u64,
}

impl ResignCounts {
    /// Counts `games` in.
    pub fn add(&mut self, games: &[GameRecord]) {
        for game in games {
            self.games += 1;
            self.resigned += u64::from(game.resigned());
            if let Some(false_resign) = game.false_resignation() {
                self.checked += 1;
                self.false_resigns += u64::from(false_resign);
            }
        }
    }

    /// The share of checked would-be resignations that were false, once there is one.
    #[must_use]
    pub fn false_rate(&self) -> Option<f64> {
        (self.checked > 0).then(|| self.false_resigns as f64 / self.checked as f64)
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

impl SelfPlayStats {
    /// Adds another run's counters.
    pub fn add(&mut self, other: &SelfPlayStats) {
        self.moves += other.moves;
        self.evaluations += other.evaluations;
        self.batches += other.batches;
        self.network_time += other.network_time;
        self.total_time += other.total_time;
    }
}

struct Slot {
    game: Game,
    search: Search,
    /// Whether this move's search is a full one (else fast).
    full_search: bool,
    moves: Vec<MoveRecord>,
    /// Resignation: whether this game may resign (else it is played out), each side's
    /// decisions in a row below the threshold, and who would have resigned first.
    may_resign: bool,
    hopeless: [u16; 2],
    would_resign: Option<Color>,
}

/// Lockstep self-play games.
pub struct SelfPlay {
    settings: SelfPlaySettings,
    search: SearchSettings,
    rng: ChaCha8Rng,
    slots: Vec<Slot>,
    /// Endgame tables: games end at their first covered position with the tables' verdict,
    /// and the searches take covered leaves' exact values (`with_tablebase`).
    tablebase: Option<Arc<Tablebase>>,
    /// Plies of perfect play recorded after an adjudicated game's last position
    /// (`with_tablebase_targets`).
    tablebase_plies: u16,
    /// Draws which games may resign (`resign_check_fraction`), apart from `rng`.
    resign_rng: ChaCha8Rng,
}

impl SelfPlay {
    /// Self-play under `rules` with these settings and search (`[search]`, which
    /// `SelfPlaySettings::search` adjusts), its random choices seeded by `seed`.
    #[must_use]
    pub fn new(
        rules: &Arc<Rules>,
        settings: &SelfPlaySettings,
        search: &SearchSettings,
        seed: u64,
    ) -> SelfPlay {
        let search = &settings.search(search);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut resign_rng = ChaCha8Rng::seed_from_u64(seed ^ RESIGN_STREAM);
        let slots = (0..settings.games_in_parallel.max(1))
            .map(|_| {
                let mut game = Game::new(rules.clone());
                let moves = open_randomly(&mut game, settings.opening_plies, &mut rng);
                let mut slot = Slot {
                    search: Search::at(&game, search),
                    game,
                    full_search: false,
                    moves,
                    may_resign: may_resign(settings, &mut resign_rng),
                    hopeless: [0; 2],
                    would_resign: None,
                };
                begin_decision(settings, search, &mut rng, &mut slot);
                slot
            })
            .collect();
        SelfPlay {
            settings: settings.clone(),
            search: *search,
            rng,
            slots,
            tablebase: None,
            tablebase_plies: 0,
            resign_rng,
        }
    }

    /// Adjudicates with `tablebase`: a game ends at its first position the tables cover, with
    /// their verdict under the rules (`WinReason::Tablebase`, `DrawReason::Tablebase`), and
    /// every search takes covered leaves' exact values instead of the network's.
    #[must_use]
    pub fn with_tablebase(mut self, tablebase: Option<Arc<Tablebase>>) -> SelfPlay {
        let oracle = tablebase.clone().map(|tb| tb as Arc<dyn Probe>);
        for slot in &mut self.slots {
            slot.search.set_oracle(oracle.clone());
        }
        self.tablebase = tablebase;
        self
    }

    /// Tablebase values as targets: an adjudicated game goes on for up to `plies` plies of
    /// the tables' perfect play (`perfect_line`), each a decision with the tables' value as
    /// its root value and their best moves as its policy, so that the network also learns
    /// the covered endgames it never searches in self-play. 0: none (the game's record
    /// stops at its first covered position). Needs `with_tablebase`.
    #[must_use]
    pub fn with_tablebase_targets(mut self, plies: u16) -> SelfPlay {
        self.tablebase_plies = plies;
        self
    }

    /// Plays until `games` games have finished or `deadline` passes; returns the finished
    /// games in the order they ended.
    pub fn run(
        &mut self,
        evaluator: &mut dyn LeafEvaluator,
        games: usize,
        deadline: Option<Instant>,
    ) -> (Vec<GameRecord>, SelfPlayStats) {
        let start = Instant::now();
        let mut stats = SelfPlayStats::default();
        let mut finished = Vec::new();
        while finished.len() < games && deadline.is_none_or(|d| Instant::now() < d) {
            for s in 0..self.slots.len() {
                if self.slots[s].search.done() {
                    stats.moves += 1;
                    if let Some(record) = self.play_move(s) {
                        finished.push(record);
                    }
                }
            }
            let mut searches: Vec<&mut Search> =
                self.slots.iter_mut().map(|s| &mut s.search).collect();
            let round = batched_round(&mut searches, evaluator);
            if round.evaluated > 0 {
                stats.network_time += round.network;
                stats.batches += 1;
                stats.evaluations += round.evaluated as u64;
            }
        }
        stats.total_time = start.elapsed();
        (finished, stats)
    }

    /// Records and plays game `s`'s move, and begins its next decision; returns the game if
    /// it ended, by itself, by adjudication or by resignation (the slot starts anew).
    fn play_move(&mut self, s: usize) -> Option<GameRecord> {
        if let Some(loser) = self.resigns(s) {
            let outcome = Outcome::Win {
                winner: !loser,
                reason: WinReason::Resignation,
            };
            return Some(self.finish(s, outcome));
        }
        let slot = &mut self.slots[s];
        let a = crate::game::action_count(slot.game.rules().board().points());
        let mut distribution = vec![0.0; a];
        slot.search.policy_target(&mut distribution);
        let policy: Vec<(u16, f32)> = distribution
            .iter()
            .enumerate()
            .filter(|(_, p)| **p > 0.0)
            .map(|(id, &p)| (id as u16, p))
            .collect();
        let sampled = slot.full_search
            && slot.game.actions().len() < usize::from(self.settings.sampling_plies);
        let action = slot.search.choose(if sampled { 1.0 } else { 0.0 });
        slot.moves.push(MoveRecord {
            position: *slot.game.position(),
            occurrences: slot.game.repetitions(),
            policy,
            root_value: slot.search.tree().root_value(),
            action,
            full_search: slot.full_search,
        });
        slot.game.play_unchecked(action);
        let tablebase = self.tablebase.as_deref();
        let adjudicated = || adjudicate(tablebase?, slot.game.position());
        if let Some(outcome) = slot.game.outcome().or_else(adjudicated) {
            return Some(self.finish(s, outcome));
        }
        slot.search.advance(action, self.settings.reuse_tree);
        debug_assert_eq!(slot.search.tree().history(), slot.game.history_keys());
        begin_decision(&self.settings, &self.search, &mut self.rng, slot);
        None
    }

    /// Whether game `s`'s side to move resigns at its decision just searched
    /// (`resign_threshold`); in a game played out to check resignation, notes the first side
    /// that would have.
    fn resigns(&mut self, s: usize) -> Option<Color> {
        let threshold = self.settings.resign_threshold;
        if threshold <= 0.0 {
            return None;
        }
        let slot = &mut self.slots[s];
        let side = slot.game.position().side_to_move();
        let hopeless = &mut slot.hopeless[side.index()];
        *hopeless = if slot.search.tree().root_value() < -threshold {
            hopeless.saturating_add(1)
        } else {
            0
        };
        if *hopeless < self.settings.resign_after.max(1) {
            return None;
        }
        if slot.may_resign {
            return Some(side);
        }
        slot.would_resign.get_or_insert(side);
        None
    }

    /// Ends game `s` with `outcome` at its current position: the record (after the tables'
    /// perfect line, where an adjudicated game gets one), and a new game with its first
    /// decision begun in the slot.
    fn finish(&mut self, s: usize, outcome: Outcome) -> GameRecord {
        let slot = &mut self.slots[s];
        let mut moves = std::mem::take(&mut slot.moves);
        if let Some(tablebase) = self.tablebase.as_deref().filter(|_| adjudication(outcome)) {
            let plies = self.tablebase_plies;
            moves.extend(perfect_line(
                &mut slot.game,
                tablebase,
                plies,
                &mut self.rng,
            ));
        }
        let record = GameRecord {
            moves,
            outcome,
            final_position: *slot.game.position(),
            model_version: 0,
            would_resign: slot.would_resign.take(),
        };
        slot.game.restart();
        slot.moves = open_randomly(&mut slot.game, self.settings.opening_plies, &mut self.rng);
        slot.may_resign = may_resign(&self.settings, &mut self.resign_rng);
        slot.hopeless = [0; 2];
        let oracle = slot.search.tree().oracle().cloned();
        slot.search = Search::at(&slot.game, &self.search);
        slot.search.set_oracle(oracle);
        begin_decision(&self.settings, &self.search, &mut self.rng, slot);
        record
    }
}

/// Seeds `SelfPlay::resign_rng` apart from the games' own generator.
const RESIGN_STREAM: u64 = 0x7265_7369_676e; // "resign"

/// Whether a new game may resign: with resignation on, all but the checked share.
fn may_resign(settings: &SelfPlaySettings, rng: &mut ChaCha8Rng) -> bool {
    settings.resign_threshold > 0.0 && rng.r#gen::<f32>() >= settings.resign_check_fraction
}

/// Plays a new game's random opening (`SelfPlaySettings::opening_plies`; unlike
/// `arena::random_opening`, whose openings have a fixed length, the length is drawn) and
/// returns its moves' records: no policy, no search value, value targets only. An opening that would end
/// the game stops one ply short of that.
fn open_randomly(game: &mut Game, most: u16, rng: &mut ChaCha8Rng) -> Vec<MoveRecord> {
    if most == 0 {
        return Vec::new();
    }
    let plies = rng.gen_range(0..=most);
    let mut moves = Vec::with_capacity(usize::from(plies));
    for _ in 0..plies {
        let legal = game.legal_actions();
        let action = legal[rng.gen_range(0..legal.len())];
        let position = *game.position();
        let occurrences = game.repetitions();
        game.play_unchecked(action);
        if game.is_over() {
            game.undo();
            break;
        }
        moves.push(MoveRecord {
            position,
            occurrences,
            policy: Vec::new(),
            root_value: 0.0,
            action,
            full_search: false,
        });
    }
    moves
}

/// Up to `plies` plies of perfect play from a covered position of `game` (played on it):
/// each ply picks among the tables' best-ranked actions (the quickest win, the longest loss,
/// a draw kept; ties drawn from `rng`) and is recorded as a full decision whose policy is
/// those actions in equal shares and whose root value is the tables' value for the side to
/// move. The line keeps the adjudicated verdict; it stops where the tables stop covering
/// the position, and one ply short of an action that would end the game, so the game's
/// record still ends at a covered, unfinished position. 0 plies: no draws from `rng`.
fn perfect_line(
    game: &mut Game,
    tablebase: &Tablebase,
    plies: u16,
    rng: &mut ChaCha8Rng,
) -> Vec<MoveRecord> {
    let points = game.rules().board().points();
    let mut moves = Vec::new();
    for _ in 0..plies {
        let position = *game.position();
        let (Some(probed), Some(ranked)) = (
            tablebase.probe(&position),
            tablebase.ranked_actions(&position),
        ) else {
            break;
        };
        let ties = Tablebase::tied_best(&ranked);
        if ties == 0 {
            break; // no legal move: the game would be over
        }
        let action = ranked[rng.gen_range(0..ties)].0;
        let occurrences = game.repetitions();
        game.play_unchecked(action);
        if game.is_over() {
            game.undo();
            break;
        }
        let share = 1.0 / ties as f32;
        let mut policy: Vec<(u16, f32)> = ranked[..ties]
            .iter()
            .map(|r| (r.0.id(points) as u16, share))
            .collect();
        policy.sort_unstable_by_key(|p| p.0);
        moves.push(MoveRecord {
            position,
            occurrences,
            policy,
            root_value: probed.rules.score(),
            action,
            full_search: true,
        });
    }
    moves
}

/// Whether the endgame tables ended a game with `outcome`.
fn adjudication(outcome: Outcome) -> bool {
    matches!(
        outcome,
        Outcome::Win {
            reason: WinReason::Tablebase,
            ..
        } | Outcome::Draw(DrawReason::Tablebase)
    )
}

/// The tables' verdict at `position` under the rules, where they cover it.
fn adjudicate(tablebase: &Tablebase, position: &Position) -> Option<Outcome> {
    let side = position.side_to_move();
    Some(match tablebase.probe(position)?.rules {
        Wdl::Win => Outcome::Win {
            winner: side,
            reason: WinReason::Tablebase,
        },
        Wdl::Loss => Outcome::Win {
            winner: !side,
            reason: WinReason::Tablebase,
        },
        _ => Outcome::Draw(DrawReason::Tablebase),
    })
}

/// Begins the slot's next decision: a full search (with noise at a PUCT root) with
/// probability `full_search_fraction`, else a fast one, seeded from the self-play generator.
fn begin_decision(
    settings: &SelfPlaySettings,
    search: &SearchSettings,
    rng: &mut ChaCha8Rng,
    slot: &mut Slot,
) {
    let fraction = settings.full_search_fraction;
    slot.full_search = fraction >= 1.0 || (fraction > 0.0 && rng.r#gen::<f32>() < fraction);
    let simulations = if slot.full_search {
        search.simulations
    } else {
        settings.fast_simulations
    };
    slot.search
        .begin(simulations, slot.full_search, rng.r#gen());
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::env::Encoder;
    use crate::net::BatchEvaluator;
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
        run_with(seed, false)
    }

    fn run_with(seed: u64, gumbel: bool) -> Vec<GameRecord> {
        run_config(seed, 6, |_, search| {
            if gumbel {
                *search = gumbel_search();
            }
        })
        .0
    }

    /// Gumbel root search, 4 actions considered, 12 simulations.
    fn gumbel_search() -> SearchSettings {
        SearchSettings {
            root: RootSearch::Gumbel,
            simulations: 12,
            gumbel_considered: 4,
            ..SearchSettings::default()
        }
    }

    /// Plays `games` games of three men's morris with a small seeded network: 4 in
    /// parallel, 12 simulations (fast: 4), tree reuse, every move full, unless `adjust` says
    /// otherwise.
    fn run_config(
        seed: u64,
        games: usize,
        adjust: impl FnOnce(&mut SelfPlaySettings, &mut SearchSettings),
    ) -> (Vec<GameRecord>, SelfPlayStats) {
        run_config_with(seed, games, adjust, |selfplay| selfplay)
    }

    /// `run_config`, with `finish` applied to the self-play before it runs.
    fn run_config_with(
        seed: u64,
        games: usize,
        adjust: impl FnOnce(&mut SelfPlaySettings, &mut SearchSettings),
        finish: impl FnOnce(SelfPlay) -> SelfPlay,
    ) -> (Vec<GameRecord>, SelfPlayStats) {
        let rules = Arc::new(Rules::preset("three").unwrap());
        let encoder = Encoder::new(rules.clone());
        let vs = nn::VarStore::new(Device::Cpu);
        let config = NetConfig {
            blocks: 1,
            channels: 8,
            policy_channels: 2,
            value_hidden: 16,
            value_head: ValueHead::Wdl,
            aux_heads: false,
        };
        let net = PolicyValueNet::new(&vs.root(), &config, encoder.shape(), encoder.action_count());
        seeded_weights(&vs, 7);
        let mut evaluator = BatchEvaluator::new(net, Device::Cpu, encoder);
        let mut settings = SelfPlaySettings {
            games_in_parallel: 4,
            sampling_plies: 4,
            fast_simulations: 4,
            ..SelfPlaySettings::default()
        };
        let mut search = SearchSettings {
            simulations: 12,
            ..SearchSettings::default()
        };
        adjust(&mut settings, &mut search);
        finish(SelfPlay::new(&rules, &settings, &search, seed)).run(&mut evaluator, games, None)
    }

    #[test]
    fn tablebase_targets_extend_adjudicated_games_with_perfect_play() {
        use crate::tablebase::{build::build, solve::Silent};
        let rules = Rules::preset("three").unwrap();
        let points = rules.board().points();
        let dir = std::env::temp_dir().join(format!("morris-tb-targets-{}", std::process::id()));
        build(&rules, 3, &dir, 1, &|_| Box::new(Silent), &mut |_| {}).unwrap();
        let tablebase = Tablebase::shared(&dir, &rules).unwrap();
        let play = |plies| {
            let tables = Some(tablebase.clone());
            let finish = |s: SelfPlay| s.with_tablebase(tables).with_tablebase_targets(plies);
            run_config_with(5, 8, |_, _| {}, finish).0
        };
        let covered = |m: &&MoveRecord| tablebase.probe(&m.position).is_some();
        // Without targets a record stops at its first covered position (three men's morris:
        // once placement is over, unless a mill has ended the game before).
        let plain = play(0);
        assert!(plain.iter().any(GameRecord::adjudicated));
        assert!(plain.iter().flat_map(|r| &r.moves).all(|m| !covered(&m)));
        let extended = play(8);
        assert_eq!(
            extended,
            play(8),
            "seeded: the ties are drawn from the generator"
        );
        let adjudicated: Vec<&GameRecord> = extended.iter().filter(|r| r.adjudicated()).collect();
        assert!(
            extended
                .iter()
                .filter(|r| !r.adjudicated())
                .all(|r| !r.moves.iter().any(|m| covered(&m))),
            "a game that ends by itself gets no line"
        );
        let mut line_moves = 0;
        for record in &adjudicated {
            let start = record.moves.iter().position(|m| covered(&m));
            let line = &record.moves[start.unwrap_or(record.moves.len())..];
            assert!(line.len() <= 8 && line.iter().all(|m| covered(&m)));
            for (i, m) in line.iter().enumerate() {
                let ranked = tablebase.ranked_actions(&m.position).unwrap();
                let mut best: Vec<u16> = ranked
                    .iter()
                    .take_while(|r| r.2 == ranked[0].2)
                    .map(|r| r.0.id(points) as u16)
                    .collect();
                best.sort_unstable();
                let ids: Vec<u16> = m.policy.iter().map(|p| p.0).collect();
                assert_eq!(ids, best, "the policy is the tables' best moves");
                let share = 1.0 / best.len() as f32;
                assert!(m.policy.iter().all(|p| (p.1 - share).abs() < 1e-6));
                assert!(m.full_search && best.contains(&(m.action.id(points) as u16)));
                let value = tablebase.probe(&m.position).unwrap().rules.score();
                assert!((m.root_value - value).abs() < 1e-6);
                // Perfect play keeps the verdict the game was adjudicated with.
                let target = record.value_target(record.moves.len() - line.len() + i);
                assert!((target - value).abs() < 1e-6, "{target} against {value}");
            }
            line_moves += line.len();
        }
        assert!(line_moves > adjudicated.len(), "{line_moves} perfect moves");
        // The lines end at covered, unfinished positions: the records replay.
        let path = dir.join("games.json");
        records::write(&path, &rules, &extended).unwrap();
        assert_eq!(records::read(&path).unwrap().1, extended);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// Recounted from a record: the first decision that left its side below `-threshold`
    /// for `after` of its decisions in a row, and that side.
    fn first_hopeless(moves: &[MoveRecord], threshold: f32, after: u16) -> Option<(usize, Color)> {
        let mut run = [0u16; 2];
        for (i, m) in moves.iter().enumerate() {
            let side = m.position.side_to_move().index();
            run[side] = if m.root_value < -threshold {
                run[side] + 1
            } else {
                0
            };
            if run[side] >= after {
                return Some((i, m.position.side_to_move()));
            }
        }
        None
    }

    #[test]
    fn hopeless_games_resign_and_played_out_ones_count_false_resignations() {
        // The small random network's values are near 0 (a few hundredths) but where the
        // search sees a mill.
        let threshold = 0.01;
        let resign = |check: f32| {
            move |s: &mut SelfPlaySettings, _: &mut SearchSettings| {
                s.resign_threshold = threshold;
                s.resign_after = 2;
                s.resign_check_fraction = check;
            }
        };
        // Every game played out to check: the games of resignation off, each naming the side
        // that would have resigned first.
        let off = run_config(5, 16, |_, _| {}).0;
        let checked = repeated_run(5, 16, resign(1.0));
        let unmarked: Vec<GameRecord> = checked
            .iter()
            .cloned()
            .map(|g| GameRecord {
                would_resign: None,
                ..g
            })
            .collect();
        assert_eq!(unmarked, off, "checked games play as with resignation off");
        for g in &checked {
            let first = first_hopeless(&g.moves, threshold, 2).map(|h| h.1);
            assert_eq!(g.would_resign, first, "{:?}", g.outcome);
            assert!(!g.resigned());
        }
        let mut counts = ResignCounts::default();
        counts.add(&checked);
        let would: Vec<&GameRecord> = checked
            .iter()
            .filter(|g| g.would_resign.is_some())
            .collect();
        let false_ones = would
            .iter()
            .filter(|g| g.outcome.winner() != Some(!g.would_resign.unwrap()))
            .count();
        assert!(!would.is_empty(), "some side would resign");
        assert_eq!(
            counts,
            ResignCounts {
                games: 16,
                resigned: 0,
                checked: would.len() as u64,
                false_resigns: false_ones as u64,
            }
        );
        assert_eq!(
            counts.false_rate(),
            Some(false_ones as f64 / would.len() as f64)
        );

        // Resigning: no recorded decision completes a hopeless run (the one that does ends
        // the game unrecorded), and the resigning side's previous decision was hopeless.
        let (resigning, stats) = run_config(5, 16, resign(0.0));
        assert_eq!(resigning, run_config(5, 16, resign(0.0)).0, "seeded");
        assert!(resigning.iter().any(GameRecord::resigned));
        let (_, off_stats) = run_config(5, 16, |_, _| {});
        assert!(
            stats.moves < off_stats.moves,
            "{stats:?} against {off_stats:?}"
        );
        for g in &resigning {
            assert_eq!(first_hopeless(&g.moves, threshold, 2), None);
            assert!(g.would_resign.is_none());
            if g.resigned() {
                let loser = g.final_position.side_to_move();
                assert_eq!(g.outcome.winner(), Some(!loser));
                let last = g
                    .moves
                    .iter()
                    .rev()
                    .find(|m| m.position.side_to_move() == loser);
                assert!(last.unwrap().root_value < -threshold);
                let targets = (0..g.moves.len()).map(|i| (g.moves[i].position, g.value_target(i)));
                assert!(targets.into_iter().all(|(p, v)| {
                    (v - if p.side_to_move() == loser { -1.0 } else { 1.0 }).abs() < 1e-6
                }));
            }
        }

        // Both survive a record file; a resignation that names the side to move the winner
        // does not.
        let rules = Rules::preset("three").unwrap();
        let dir = std::env::temp_dir().join(format!("morris-resign-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("games.json");
        for games in [&checked, &resigning] {
            records::write(&path, &rules, games).unwrap();
            assert_eq!(&records::read(&path).unwrap().1, games);
        }
        let resigned = resigning.iter().find(|g| g.resigned()).unwrap();
        records::write(&path, &rules, std::slice::from_ref(resigned)).unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        let winner = resigned.outcome.result_name();
        let loser = (!resigned.outcome.winner().unwrap()).name();
        let flipped = text.replace(
            &format!("\"result\":\"{winner}\""),
            &format!("\"result\":\"{loser}\""),
        );
        assert_ne!(flipped, text);
        std::fs::write(&path, flipped).unwrap();
        let err = records::read(&path).unwrap_err().to_string();
        assert!(err.contains("resigned, but"), "{err}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn the_selfplay_section_sets_its_own_root_search_and_budget() {
        // Gumbel with 8 simulations and c_puct 2.5 in [selfplay] over a PUCT [search] of 30
        // with c_puct 0.5 plays the games a Gumbel [search] of 8 with 2.5 plays.
        let direct = run_config(3, 6, |_, search| {
            *search = SearchSettings {
                simulations: 8,
                c_puct: 2.5,
                ..gumbel_search()
            };
        })
        .0;
        let overridden = run_config(3, 6, |settings, search| {
            settings.root = Some(RootSearch::Gumbel);
            settings.simulations = 8;
            settings.c_puct = Some(2.5);
            *search = SearchSettings {
                root: RootSearch::Puct,
                simulations: 30,
                c_puct: 0.5,
                ..gumbel_search()
            };
        })
        .0;
        assert_eq!(direct, overridden);
        // The constant reaches the searches: [search]'s 0.5 plays other games.
        let other_c = run_config(3, 6, |_, search| {
            *search = SearchSettings {
                simulations: 8,
                c_puct: 0.5,
                ..gumbel_search()
            };
        })
        .0;
        assert_ne!(direct, other_c);
        // And differ from the PUCT games of that [search].
        let puct = run_config(3, 6, |_, search| {
            *search = SearchSettings {
                root: RootSearch::Puct,
                simulations: 30,
                ..gumbel_search()
            };
        })
        .0;
        assert_ne!(direct, puct);
        // Unset, [search] decides.
        let player = gumbel_search();
        assert_eq!(SelfPlaySettings::default().search(&player), player);
    }

    /// `run_config` twice: the same seed plays the same games, and they replay.
    fn repeated_run(
        seed: u64,
        games: usize,
        adjust: impl Fn(&mut SelfPlaySettings, &mut SearchSettings),
    ) -> Vec<GameRecord> {
        let (records, _) = run_config(seed, games, &adjust);
        assert_eq!(
            records,
            run_config(seed, games, &adjust).0,
            "same seeds, same games"
        );
        check_replays(&records);
        records
    }

    /// Every record starts at the start position, replays legally to its outcome, and its
    /// policies are distributions over the legal ids, but for a random opening's moves
    /// (`opening_plies`), which come first and have none.
    fn check_replays(records: &[GameRecord]) {
        let rules = Arc::new(Rules::preset("three").unwrap());
        for record in records {
            let mut game = Game::new(rules.clone());
            let opening = record
                .moves
                .iter()
                .take_while(|m| m.policy.is_empty())
                .count();
            for (i, m) in record.moves.iter().enumerate() {
                assert_eq!(&m.position, game.position(), "move {i}");
                assert_eq!(m.occurrences, game.repetitions(), "move {i}");
                let total: f32 = m.policy.iter().map(|p| p.1).sum();
                if i < opening {
                    assert!(
                        !m.full_search && m.root_value == 0.0,
                        "opening move {i}: {m:?}"
                    );
                } else {
                    assert!((total - 1.0).abs() < 1e-4, "policy sums to {total}");
                }
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

    #[test]
    fn records_round_trip_and_damaged_files_are_refused() {
        let (games, _) = run_config(5, 6, |s, _| s.full_search_fraction = 0.5);
        let moves = games.iter().flat_map(|g| &g.moves);
        assert!(moves.clone().any(|m| m.full_search) && moves.clone().any(|m| !m.full_search));
        let rules = Arc::new(Rules::preset("three").unwrap());
        let dir = std::env::temp_dir().join(format!("morris-records-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("games.json");
        records::write(&path, &rules, &games).unwrap();
        let (read_rules, read_games) = records::read(&path).unwrap();
        assert_eq!(*read_rules, *rules);
        assert_eq!(read_games, games);
        let text = std::fs::read_to_string(&path).unwrap();

        // Version 1 (no full_search): every move reads as a full search.
        let mut v1: serde_json::Value = serde_json::from_str(&text).unwrap();
        v1["version"] = 1.into();
        for game in v1["games"].as_array_mut().unwrap() {
            game.as_object_mut().unwrap().remove("full_search").unwrap();
        }
        std::fs::write(&path, v1.to_string()).unwrap();
        let (_, old_games) = records::read(&path).unwrap();
        let all_full: Vec<GameRecord> = games
            .iter()
            .cloned()
            .map(|mut g| {
                g.moves.iter_mut().for_each(|m| m.full_search = true);
                g
            })
            .collect();
        assert_eq!(old_games, all_full);

        let first_flag = text.find("\"full_search\":[").unwrap() + "\"full_search\":[".len();
        let damaged = [
            ("truncated", text[..text.len() / 2].to_string()),
            (
                "another version",
                text.replacen("\"version\":2", "\"version\":3", 1),
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
            (
                "a full_search flag too many",
                format!("{}true,{}", &text[..first_flag], &text[first_flag..]),
            ),
            ("version 2 without full_search", {
                let mut v2 = v1.clone();
                v2["version"] = 2.into();
                v2.to_string()
            }),
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
        let gumbel_records = run_with(3, true);
        assert_eq!(
            gumbel_records,
            run_with(3, true),
            "same seeds, same Gumbel games"
        );
        let records = run(3);
        assert_eq!(records.len(), 6);
        assert_eq!(records, run(3), "same seeds, same games");
        assert_ne!(records, run(4));
        assert_ne!(records, gumbel_records);
        let records: Vec<GameRecord> = records.into_iter().chain(gumbel_records).collect();
        assert!(records.iter().flat_map(|r| &r.moves).all(|m| m.full_search));
        check_replays(&records);
    }

    #[test]
    fn tree_reuse_saves_evaluations_and_still_repeats() {
        let (kept, kept_stats) = run_config(3, 6, |_, _| {});
        let (fresh, fresh_stats) = run_config(3, 6, |s, _| s.reuse_tree = false);
        check_replays(&kept);
        check_replays(&fresh);
        assert_eq!(
            kept,
            run_config(3, 6, |_, _| {}).0,
            "same seeds, same games"
        );
        let per_move = |s: &SelfPlayStats| s.evaluations as f64 / s.moves as f64;
        assert!(
            per_move(&kept_stats) < 0.9 * per_move(&fresh_stats),
            "{} evaluations per move with reuse, {} without",
            per_move(&kept_stats),
            per_move(&fresh_stats)
        );
        // Without reuse a move costs at most its simulations (finished positions need none;
        // the searches in progress when the run stops count too).
        let bound = 12 * (fresh_stats.moves + 4);
        assert!(fresh_stats.evaluations <= bound, "{fresh_stats:?}");
    }

    #[test]
    fn random_openings_open_the_games_as_value_targets_only() {
        let records = repeated_run(5, 16, |s, _| s.opening_plies = 4);
        let openings: Vec<usize> = records
            .iter()
            .map(|r| r.moves.iter().take_while(|m| m.policy.is_empty()).count())
            .collect();
        assert!(openings.iter().all(|&n| n <= 4), "{openings:?}");
        let lengths: std::collections::BTreeSet<usize> = openings.iter().copied().collect();
        assert!(
            lengths.len() >= 3,
            "the opening's length is drawn: {openings:?}"
        );
        // Opening moves reach the replay buffer as value targets only, and survive a record
        // file's round trip.
        let rules = Arc::new(Rules::preset("three").unwrap());
        let dir = std::env::temp_dir().join(format!("morris-openings-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("games.json");
        records::write(&path, &rules, &records).unwrap();
        assert_eq!(records::read(&path).unwrap().1, records);
        std::fs::remove_dir_all(&dir).unwrap();
        // Without openings every move is a searched one.
        let (plain, _) = run_config(5, 16, |_, _| {});
        assert!(
            plain
                .iter()
                .flat_map(|r| &r.moves)
                .all(|m| !m.policy.is_empty())
        );
        assert_ne!(plain, records);
    }

    #[test]
    fn playout_cap_randomization_marks_fast_moves() {
        let fraction = 0.3;
        let adjust = |s: &mut SelfPlaySettings, _: &mut SearchSettings| {
            s.full_search_fraction = fraction;
            s.sampling_plies = 30;
        };
        let records = repeated_run(11, 12, adjust);
        let moves: Vec<&MoveRecord> = records.iter().flat_map(|r| &r.moves).collect();
        let full = moves.iter().filter(|m| m.full_search).count();
        let share = full as f32 / moves.len() as f32;
        assert!(
            moves.len() >= 100 && (share - fraction).abs() < 0.1,
            "{full} full searches of {} moves",
            moves.len()
        );
        // A fast move plays the most visited action (no sampling, however early).
        for m in moves.iter().filter(|m| !m.full_search) {
            let top = m.policy.iter().map(|p| p.1).fold(0.0, f32::max);
            let played = m.policy.iter().find(|p| usize::from(p.0) == m.action.id(9));
            assert_eq!(played.map(|p| p.1), Some(top), "{m:?}");
        }
        // Sampling over 30 plies does play actions that are not the most visited on full moves.
        assert!(moves.iter().filter(|m| m.full_search).any(|m| {
            let top = m.policy.iter().map(|p| p.1).fold(0.0, f32::max);
            m.policy
                .iter()
                .any(|p| usize::from(p.0) == m.action.id(9) && p.1 < top)
        }));

        // All fast: no full search, and at most the fast simulations per move without reuse.
        let all_fast = |reuse_tree: bool| {
            move |s: &mut SelfPlaySettings, _: &mut SearchSettings| {
                s.full_search_fraction = 0.0;
                s.reuse_tree = reuse_tree;
            }
        };
        let (records, stats) = run_config(11, 6, all_fast(false));
        check_replays(&records);
        assert!(
            records
                .iter()
                .flat_map(|r| &r.moves)
                .all(|m| !m.full_search)
        );
        assert!(stats.evaluations <= 4 * (stats.moves + 4), "{stats:?}");
        // Nothing random is left in a fast search (no noise, no sampling), so the seed does
        // not matter, with tree reuse or without (and every slot plays the same game).
        assert_eq!(records, run_config(12, 6, all_fast(false)).0);
        let (kept, _) = run_config(11, 6, all_fast(true));
        assert_eq!(kept, run_config(12, 6, all_fast(true)).0);

        // Under Gumbel search too.
        let (records, _) = run_config(11, 6, |s, search| {
            s.full_search_fraction = fraction;
            *search = gumbel_search();
        });
        check_replays(&records);
        let moves: Vec<&MoveRecord> = records.iter().flat_map(|r| &r.moves).collect();
        assert!(moves.iter().any(|m| m.full_search) && moves.iter().any(|m| !m.full_search));
    }
}
