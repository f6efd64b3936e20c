//! An absolute strength measure: a player's decisions on positions the endgame tables
//! cover, judged against perfect play. A decision is a blunder when it worsens the position's
//! value under the rules (a win to a draw or a loss, a draw to a loss); the win-conversion
//! rate is the share of won positions where the move keeps the win, the drawn-hold rate the
//! share of drawn positions where it keeps at least the draw. Positions are sampled
//! uniformly per sector (a random sector, then a random position of it, either side to move,
//! under a random board symmetry), counters at zero, from a seed.

use crate::agents::{Agent, Budget};
use crate::game::{Color, Game, Position, Rules};
use crate::tablebase::{Probe, Tablebase, Wdl};
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

/// The measure: overall and per sector (men of the side to move `v` the other's).
#[derive(Clone, Debug, Default, Serialize)]
pub struct BlunderReport {
    pub player: String,
    pub positions: usize,
    pub overall: BlunderRates,
    pub sectors: Vec<(String, BlunderRates)>,
}

/// A covered position sampled uniformly per sector: not a finished one.
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

/// Samples `count` positions from `seed` and lets a player built by `make` (one per thread)
/// decide in each.
///
/// # Errors
/// The player cannot be built.
pub fn measure<E: std::fmt::Display>(
    tb: &Tablebase,
    rules: &Arc<Rules>,
    make: &(dyn Fn() -> Result<Box<dyn Agent>, E> + Sync),
    count: usize,
    seed: u64,
    threads: usize,
) -> Result<BlunderReport, String> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let positions: Vec<Position> = (0..count).map(|_| sample_position(tb, &mut rng)).collect();
    let next = AtomicUsize::new(0);
    let results = Mutex::new(vec![None; count]);
    let spec = Mutex::new(String::new());
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads.max(1))
            .map(|_| {
                scope.spawn(|| -> Result<(), String> {
                    let mut agent = make().map_err(|e| e.to_string())?;
                    spec.lock().unwrap().clone_from(&agent.spec().to_string());
                    loop {
                        let n = next.fetch_add(1, Ordering::Relaxed);
                        if n >= positions.len() {
                            return Ok(());
                        }
                        let pos = positions[n];
                        agent.new_game(seed ^ (n as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
                        let game = Game::from_position(rules.clone(), pos);
                        let choice = agent.choose(&game, &Budget::default());
                        let before = tb.probe(&pos).map(|p| p.rules);
                        let after = tb.action_values(&pos).and_then(|values| {
                            values
                                .into_iter()
                                .find(|v| v.0 == choice.action)
                                .map(|v| v.1.rules)
                        });
                        let own = pos.men(pos.side_to_move()).count_ones();
                        let other = pos.men(!pos.side_to_move()).count_ones();
                        results.lock().unwrap()[n] = before
                            .zip(after)
                            .map(|(b, a)| (format!("{own}v{other}"), b, a));
                    }
                })
            })
            .collect();
        handles.into_iter().try_for_each(|h| h.join().unwrap())
    })?;
    let mut report = BlunderReport {
        player: spec.into_inner().unwrap(),
        positions: count,
        ..BlunderReport::default()
    };
    let mut by_sector = std::collections::BTreeMap::<String, BlunderRates>::new();
    for (sector, before, after) in results.into_inner().unwrap().into_iter().flatten() {
        report.overall.add(before, after);
        by_sector.entry(sector).or_default().add(before, after);
    }
    report.sectors = by_sector.into_iter().collect();
    Ok(report)
}
