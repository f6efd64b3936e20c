//! An absolute strength measure: a player's decisions on positions the endgame tables
//! cover, judged against perfect play. A decision is a blunder when it worsens the position's
//! value under the rules (a win to a draw or a loss, a draw to a loss); the win-conversion
//! rate is the share of won positions where the move keeps the win, the drawn-hold rate the
//! share of drawn positions where it keeps at least the draw. Positions are sampled
//! uniformly per sector (a random sector, then a random position of it, either side to move,
//! under a random board symmetry), counters at zero, from a seed; or from real games (the
//! covered positions a match reaches).

use super::{ArenaError, Contestant, MatchEvent, MatchSettings, run_match};
use crate::agents::{Agent, Budget, NetworkSearch};
use crate::game::{Action, Color, Game, Position, Rules};
use crate::mcts::{Search, run_batched};
use crate::seeds::nth_seed;
use crate::tablebase::{Probe, Sector, Tablebase, Wdl};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

/// A share with its 95% Wilson interval.
#[derive(Clone, Copy, Debug, Default, Serialize)]
pub struct Rate {
    pub hits: u64,
    pub of: u64,
}

impl Rate {
    /// The share, 0 when there were no trials.
    #[must_use]
    pub fn value(&self) -> f64 {
        if self.of == 0 {
            0.0
        } else {
            self.hits as f64 / self.of as f64
        }
    }

    /// The 95% Wilson score interval.
    #[must_use]
    pub fn interval(&self) -> (f64, f64) {
        if self.of == 0 {
            return (0.0, 1.0);
        }
        let n = self.of as f64;
        let p = self.value();
        let z = 1.96f64;
        let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
        let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
        ((centre - half).max(0.0), (centre + half).min(1.0))
    }

    /// `12.3% [10.1, 14.8] (37/300)`, or `- (0/0)` without trials.
    #[must_use]
    pub fn show(&self) -> String {
        if self.of == 0 {
            return "- (0/0)".to_string();
        }
        let (lo, hi) = self.interval();
        format!(
            "{:.1}% [{:.1}, {:.1}] ({}/{})",
            100.0 * self.value(),
            100.0 * lo,
            100.0 * hi,
            self.hits,
            self.of
        )
    }
}

/// The rates over a set of positions.
#[derive(Clone, Debug, Default, Serialize)]
pub struct BlunderRates {
    pub blunders: Rate,
    pub win_conversion: Rate,
    pub drawn_hold: Rate,
}

impl BlunderRates {
    fn add(&mut self, before: Wdl, after: Wdl) {
        let worse = after < before;
        self.blunders.of += 1;
        self.blunders.hits += u64::from(worse);
        match before {
            Wdl::Win => {
                self.win_conversion.of += 1;
                self.win_conversion.hits += u64::from(!worse);
            }
            Wdl::Draw => {
                self.drawn_hold.of += 1;
                self.drawn_hold.hits += u64::from(!worse);
            }
            _ => {}
        }
    }
}

/// The measure: overall, per phase (`placement`, `moving`, `flying`: the side to move's)
/// and per sector (men of the side to move `v` the other's, `+` men in hand in placement).
#[derive(Clone, Debug, Default, Serialize)]
pub struct BlunderReport {
    pub player: String,
    pub positions: usize,
    pub overall: BlunderRates,
    pub phases: Vec<(String, BlunderRates)>,
    pub sectors: Vec<(String, BlunderRates)>,
}

/// The phases a report splits decisions by, in order.
pub const PHASES: [&str; 3] = ["placement", "moving", "flying"];

/// `phase`'s place in `PHASES` (an unknown name counts as `moving`).
pub(super) fn phase_index(phase: &str) -> usize {
    PHASES.iter().position(|&p| p == phase).unwrap_or(1)
}

/// The phase of the side to move at `pos`: `placement` while it has men in hand, `flying`
/// when it may fly, else `moving`.
#[must_use]
pub fn phase(rules: &Rules, pos: &Position) -> &'static str {
    let side = pos.side_to_move();
    if pos.in_hand(side) > 0 || !pos.in_movement_phase() {
        PHASES[0]
    } else if pos.can_fly(rules, side) {
        PHASES[2]
    } else {
        PHASES[1]
    }
}

/// A covered position sampled uniformly per sector of the phase after placement: not a
/// finished one.
#[must_use]
pub fn sample_position(tb: &Tablebase, rng: &mut impl Rng) -> Position {
    let mut keys: Vec<(usize, usize)> = tb.sectors().keys().copied().collect();
    keys.sort_unstable();
    loop {
        let (w, b) = keys[rng.gen_range(0..keys.len())];
        let table = &tb.sectors()[&(w, b)];
        let i = rng.gen_range(0..table.index.len());
        if !table.index.is_used(i) {
            continue;
        }
        let (white, black) = table.index.position(i);
        let side = if rng.r#gen::<bool>() {
            Color::White
        } else {
            Color::Black
        };
        let men = if side == Color::White {
            [white, black]
        } else {
            [black, white]
        };
        let syms = tb.rules().board().symmetries();
        let sym = &syms[rng.gen_range(0..syms.len())];
        // The fewest plies that reach it: every placement, then every capture.
        let pieces = u16::from(tb.rules().spec().pieces);
        let ply = 4 * pieces - (w + b) as u16;
        let pos =
            Position::from_parts(men, [0, 0], side, 0, (ply, 0), [None, None]).transformed(sym);
        if pos.decisive_outcome(tb.rules()).is_none() {
            return pos;
        }
    }
}

/// One judged decision: its phase and sector, the values under the rules before and after.
#[derive(Clone)]
pub(super) struct Judged {
    pub(super) phase: &'static str,
    pub(super) sector: String,
    pub(super) before: Wdl,
    pub(super) after: Wdl,
}

/// The values under the rules before and after `action` at `pos`, with the phase and the
/// sector (`6v5`: men of the side to move, then the other's; `3v2+4v3` in placement), where
/// the tables cover `pos`.
pub(super) fn judge(tb: &Tablebase, pos: &Position, action: Action) -> Option<Judged> {
    let before = tb.probe(pos)?.rules;
    let after = tb
        .action_values(pos)?
        .into_iter()
        .find(|v| v.0 == action)?
        .1
        .rules;
    let side = pos.side_to_move();
    let sector = Sector {
        white: pos.men(side).count_ones() as usize,
        black: pos.men(!side).count_ones() as usize,
        in_hand: [pos.in_hand(side).into(), pos.in_hand(!side).into()],
    };
    Some(Judged {
        phase: phase(tb.rules(), pos),
        sector: sector.name(),
        before,
        after,
    })
}

/// The report over judged decisions, overall, per phase and per sector.
pub(super) fn report(
    player: String,
    positions: usize,
    judged: impl IntoIterator<Item = Judged>,
) -> BlunderReport {
    let mut report = BlunderReport {
        player,
        positions,
        ..BlunderReport::default()
    };
    let mut by_sector = std::collections::BTreeMap::<String, BlunderRates>::new();
    let mut by_phase = [(); PHASES.len()].map(|()| BlunderRates::default());
    for j in judged {
        report.overall.add(j.before, j.after);
        let at = phase_index(j.phase);
        by_phase[at].add(j.before, j.after);
        by_sector
            .entry(j.sector)
            .or_default()
            .add(j.before, j.after);
    }
    report.phases = PHASES
        .iter()
        .zip(by_phase)
        .filter(|(_, r)| r.blunders.of > 0)
        .map(|(p, r)| ((*p).to_string(), r))
        .collect();
    report.sectors = by_sector.into_iter().collect();
    report
}

/// `count` covered positions sampled uniformly per sector from `seed`.
#[must_use]
pub fn sample_positions(tb: &Tablebase, count: usize, seed: u64) -> Vec<Position> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    (0..count).map(|_| sample_position(tb, &mut rng)).collect()
}

/// Lets a player built by `make` (one per thread) decide at each of `positions` (the
/// decision at position `n` seeded by `seed` and `n`) within `budget` (its limits; none: the
/// player's own).
///
/// # Errors
/// `make`'s error, as it gave it, where the player cannot be built.
pub fn measure<E: Send>(
    tb: &Tablebase,
    rules: &Arc<Rules>,
    make: &(dyn Fn() -> Result<Box<dyn Agent>, E> + Sync),
    positions: &[Position],
    budget: &Budget,
    seed: u64,
    threads: usize,
) -> Result<BlunderReport, E> {
    let next = AtomicUsize::new(0);
    let results = Mutex::new(vec![None; positions.len()]);
    let spec = Mutex::new(String::new());
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads.max(1))
            .map(|_| {
                scope.spawn(|| -> Result<(), E> {
                    let mut agent = make()?;
                    spec.lock().unwrap().clone_from(&agent.spec().to_string());
                    loop {
                        let n = next.fetch_add(1, Ordering::Relaxed);
                        let Some(pos) = positions.get(n) else {
                            return Ok(());
                        };
                        agent.new_game(nth_seed(seed, n as u64));
                        let game = Game::from_position(rules.clone(), *pos);
                        let choice = agent.choose(&game, budget);
                        results.lock().unwrap()[n] = judge(tb, pos, choice.action);
                    }
                })
            })
            .collect();
        handles.into_iter().try_for_each(|h| h.join().unwrap())
    })?;
    let judged = results.into_inner().unwrap().into_iter().flatten();
    Ok(report(spec.into_inner().unwrap(), positions.len(), judged))
}

/// The same measure for a network lent by its owner (the trainer's evaluation): every
/// position searched at once, one network call per round.
pub fn measure_network(
    tb: &Tablebase,
    rules: &Arc<Rules>,
    network: &mut NetworkSearch<'_>,
    name: &str,
    positions: &[Position],
    seed: u64,
) -> BlunderReport {
    let mut searches: Vec<Search> = positions
        .iter()
        .enumerate()
        .map(|(n, pos)| {
            let game = Game::from_position(rules.clone(), *pos);
            let game_seed = nth_seed(seed, n as u64);
            network.begin(&game, network.settings.simulations, game_seed, None)
        })
        .collect();
    let mut refs: Vec<&mut Search> = searches.iter_mut().collect();
    run_batched(&mut refs, &mut *network.evaluator, None);
    let judged = positions
        .iter()
        .zip(&mut searches)
        .filter_map(|(pos, search)| judge(tb, pos, network.decide(search, 0.0).action))
        .collect::<Vec<_>>();
    report(name.to_string(), positions.len(), judged)
}

/// Covered positions reached in real games: every position after a decision of a match
/// between `player` and `opponent` that the tables cover (once each), then `count` of them
/// chosen from the match's seed: the same positions for the same match, whatever the
/// threads.
///
/// # Errors
/// A bad spec, or a player that chose an illegal action.
pub fn game_positions(
    tb: &Tablebase,
    settings: &MatchSettings,
    player: &str,
    opponent: &str,
    count: usize,
) -> Result<Vec<Position>, ArenaError> {
    let mut seen = std::collections::HashSet::new();
    let mut found = Vec::new();
    run_match(
        settings,
        Contestant::Spec(player.to_string()),
        Contestant::Spec(opponent.to_string()),
        &mut |event| {
            if let MatchEvent::Decision { game, .. } = event {
                let pos = *game.position();
                if !game.is_over() && tb.probe(&pos).is_some() && seen.insert(pos.key()) {
                    found.push(pos);
                }
            }
        },
    )?;
    // The games run on several threads, so their decisions arrive in no fixed order: put
    // the positions in one (their keys are distinct) before the seeded choice.
    found.sort_unstable_by_key(Position::key);
    found.shuffle(&mut ChaCha8Rng::seed_from_u64(settings.seed));
    found.truncate(count);
    Ok(found)
}
