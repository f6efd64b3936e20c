//! Decisions judged against perfect play: a decision loses value when it worsens the
//! position's value under the rules (a win to a draw or a loss, a draw to a loss). "Wins
//! kept" is the share of won positions where the move keeps the win, "draws held" the share
//! of drawn positions where it keeps at least the draw; each share with its 95% Wilson
//! interval, overall, per phase and per sector. The oracle is either the endgame tables
//! (`Tablebase`) or a perfect-play test set (`testset::TestSet`), which answer alike
//! (`Oracle`), so that a player judged on a set's positions gets the figures the whole
//! tables would give it.

use crate::game::{Action, Position, Rules};
use crate::tablebase::{Probe, Sector, Tablebase, Wdl};
use serde::Serialize;

/// A share with its 95% Wilson interval.
#[derive(Clone, Copy, Debug, Default, Serialize, PartialEq, Eq)]
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
#[derive(Clone, Debug, Default, Serialize, PartialEq, Eq)]
pub struct BlunderRates {
    pub blunders: Rate,
    pub win_conversion: Rate,
    pub drawn_hold: Rate,
}

impl BlunderRates {
    /// Counts one decision from `before` to `after` (values under the rules for the side to
    /// move).
    pub fn add(&mut self, before: Wdl, after: Wdl) {
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
#[derive(Clone, Debug, Default, Serialize, PartialEq, Eq)]
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
#[must_use]
pub fn phase_index(phase: &str) -> usize {
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

/// One judged decision: its phase and sector, the values under the rules before and after.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judged {
    pub phase: &'static str,
    pub sector: String,
    pub before: Wdl,
    pub after: Wdl,
}

impl Judged {
    /// The decision at `pos` from `before` to `after`, with its phase and sector (`6v5`: men
    /// of the side to move, then the other's; `3v2+4v3` in placement).
    #[must_use]
    pub fn new(rules: &Rules, pos: &Position, before: Wdl, after: Wdl) -> Judged {
        let side = pos.side_to_move();
        let sector = Sector {
            white: pos.men(side).count_ones() as usize,
            black: pos.men(!side).count_ones() as usize,
            in_hand: [pos.in_hand(side).into(), pos.in_hand(!side).into()],
        };
        Judged {
            phase: phase(rules, pos),
            sector: sector.name(),
            before,
            after,
        }
    }
}

/// What judges a decision: the value under the rules of the position before it and after
/// it. `n` is the position's number in the list being judged (a test set answers by it).
pub trait Oracle: Sync {
    /// The judgement of `action` at `pos` (the list's position number `n`), `None` where
    /// the oracle does not know the position or the action.
    fn judge(&self, n: usize, pos: &Position, action: Action) -> Option<Judged>;
}

impl Oracle for Tablebase {
    fn judge(&self, _n: usize, pos: &Position, action: Action) -> Option<Judged> {
        let before = self.probe(pos)?.rules;
        let after = self
            .action_values(pos)?
            .into_iter()
            .find(|v| v.0 == action)?
            .1
            .rules;
        Some(Judged::new(self.rules(), pos, before, after))
    }
}

/// The report over judged decisions, overall, per phase and per sector.
pub fn report(
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
