//! Lockstep self-play: many games in one thread, one search each, their leaves evaluated in
//! one batch per round; each game's moves are recorded as it goes and a finished game makes
//! room for a new one, opened at random where `opening_plies` says so.

use super::endgame::{adjudicate, adjudication, perfect_line};
use super::game_record::{GameRecord, MoveRecord};
use super::settings::SelfPlaySettings;
use crate::game::{Color, Game, Outcome, Rules, WinReason};
use crate::mcts::{
    LeafEvaluator, PipelinedEvaluator, Search, SearchSettings, batched_round, finish_round,
    submit_round,
};
use crate::openings::play_random_prefix;
use crate::tablebase::{Probe, Tablebase};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::Arc;
use std::time::{Duration, Instant};

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
            self.play_done_moves(0..self.slots.len(), &mut stats, &mut finished);
            let round = batched_round(&mut self.searches(0..self.slots.len()), evaluator);
            if round.evaluated > 0 {
                stats.network_time += round.network;
                stats.batches += 1;
                stats.evaluations += round.evaluated as u64;
            }
        }
        stats.total_time = start.elapsed();
        (finished, stats)
    }

    /// As `run`, with the games in `groups` groups (at least 2) that each keep a batch in
    /// flight (`mcts::pipelined`): while the evaluator answers the others' batches, the search
    /// selects one group's next leaves, so the network's time and the search's overlap
    /// instead of adding up; with more than two, a late answer or a slow group does not leave
    /// either side idle. `network_time` is the time spent waiting for answers.
    pub fn run_pipelined(
        &mut self,
        evaluator: &mut dyn PipelinedEvaluator,
        groups: usize,
        games: usize,
        deadline: Option<Instant>,
    ) -> (Vec<GameRecord>, SelfPlayStats) {
        let start = Instant::now();
        let mut stats = SelfPlayStats::default();
        let mut finished = Vec::new();
        let size = self.slots.len().div_ceil(groups.max(2));
        let groups: Vec<std::ops::Range<usize>> = (0..self.slots.len())
            .step_by(size.max(1))
            .map(|first| first..(first + size).min(self.slots.len()))
            .collect();
        let mut waiting: Vec<Vec<(usize, usize)>> = vec![Vec::new(); groups.len()];
        loop {
            let going = finished.len() < games && deadline.is_none_or(|d| Instant::now() < d);
            for (g, range) in groups.iter().enumerate() {
                if !waiting[g].is_empty() {
                    let started = Instant::now();
                    let answers = evaluator.collect();
                    stats.network_time += started.elapsed();
                    finish_round(&mut self.searches(range.clone()), &waiting[g], &answers);
                    waiting[g].clear();
                }
                // Once done, the batches in flight are collected and nothing more is sent.
                if !going {
                    continue;
                }
                self.play_done_moves(range.clone(), &mut stats, &mut finished);
                waiting[g] = submit_round(&mut self.searches(range.clone()), evaluator);
                if !waiting[g].is_empty() {
                    stats.batches += 1;
                    stats.evaluations += waiting[g].iter().map(|&(_, n)| n as u64).sum::<u64>();
                }
            }
            if !going && waiting.iter().all(Vec::is_empty) {
                break;
            }
        }
        stats.total_time = start.elapsed();
        (finished, stats)
    }

    /// Plays the move of every game in `slots` whose search is done, collecting the games
    /// that end.
    fn play_done_moves(
        &mut self,
        slots: std::ops::Range<usize>,
        stats: &mut SelfPlayStats,
        finished: &mut Vec<GameRecord>,
    ) {
        for s in slots {
            if self.slots[s].search.done() {
                stats.moves += 1;
                if let Some(record) = self.play_move(s) {
                    finished.push(record);
                }
            }
        }
    }

    /// The searches of the games in `slots`, for one round.
    fn searches(&mut self, slots: std::ops::Range<usize>) -> Vec<&mut Search> {
        self.slots[slots]
            .iter_mut()
            .map(|s| &mut s.search)
            .collect()
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
            weights_step: 0,
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

/// Plays a new game's random opening (`SelfPlaySettings::opening_plies`: a drawn number of
/// plies, `openings::play_random_prefix`) and returns its moves' records: no policy, no
/// search value, value targets only.
fn open_randomly(game: &mut Game, most: u16, rng: &mut ChaCha8Rng) -> Vec<MoveRecord> {
    play_random_prefix(game, most, rng)
        .into_iter()
        .map(|ply| MoveRecord {
            position: ply.position,
            occurrences: ply.occurrences,
            policy: Vec::new(),
            root_value: 0.0,
            action: ply.action,
            full_search: false,
        })
        .collect()
}

/// Begins the slot's next decision: a full search (with noise at a PUCT root) with
/// probability `full_search_fraction`, else a fast one, seeded from the self-play generator;
/// a full one in placement takes `placement_simulations` where they are set
/// (`SearchSettings::simulations_at`).
fn begin_decision(
    settings: &SelfPlaySettings,
    search: &SearchSettings,
    rng: &mut ChaCha8Rng,
    slot: &mut Slot,
) {
    let fraction = settings.full_search_fraction;
    slot.full_search = fraction >= 1.0 || (fraction > 0.0 && rng.r#gen::<f32>() < fraction);
    let simulations = if slot.full_search {
        search.simulations_at(slot.game.position())
    } else {
        settings.fast_simulations
    };
    slot.search
        .begin(simulations, slot.full_search, rng.r#gen());
}
