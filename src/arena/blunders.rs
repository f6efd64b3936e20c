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
use crate::game::{Color, Game, Position, Rules};
pub use crate::judgement::{
    BlunderRates, BlunderReport, Judged, Oracle, PHASES, Rate, phase, phase_index, report,
};
use crate::mcts::{Search, run_batched};
use crate::seeds::nth_seed;
use crate::tablebase::{Probe, Tablebase};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

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
    oracle: &dyn Oracle,
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
                        results.lock().unwrap()[n] = oracle.judge(n, pos, choice.action);
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
    oracle: &dyn Oracle,
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
            let simulations = network.settings.simulations_at(pos);
            network.begin(&game, simulations, game_seed, None)
        })
        .collect();
    let mut refs: Vec<&mut Search> = searches.iter_mut().collect();
    run_batched(&mut refs, &mut *network.evaluator, None);
    let judged = positions
        .iter()
        .zip(&mut searches)
        .enumerate()
        .filter_map(|(n, (pos, search))| oracle.judge(n, pos, network.decide(search, 0.0).action))
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
