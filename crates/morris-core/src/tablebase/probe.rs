//! Looking positions up: the `Probe` trait that players, evaluation and self-play read
//! through, and `Tablebase`, a directory of sector files held in memory.
//!
//! The no-capture counter. A table stores, for the game under the no-capture rule, the value
//! and the distance to conversion (DTC: movement plies until a mill is closed or the game
//! ends, the closing move included) that hold while the budget is not in the way. A position
//! whose counter is `q` (plies since the last capture) under a budget of `L` plies is then a
//! win exactly when the table says win and `q + DTC <= L` (the closing move is the last
//! quiet ply the budget allows), likewise a loss, and a draw otherwise; at `q = 0` a win
//! beyond the budget is a "cursed win" and a loss beyond it a "blessed loss". A position
//! waiting for its capture does not depend on the counter (the capture zeroes it). The plain
//! value (draw rules off) is stored beside it for comparison with published databases.

use super::file::{Entry, Sector, SectorTable, TableError, Wdl};
use super::solve::{Exits, Lower, best_capture};
use crate::game::{Action, ActionList, Color, Position, Rules};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock, Weak};
use thiserror::Error;

/// The value of a position under the draw rules with the counter at zero.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum RulesClass {
    Loss,
    /// Lost in the plain game, drawn by the no-capture rule.
    BlessedLoss,
    Draw,
    /// Won in the plain game, drawn by the no-capture rule.
    CursedWin,
    Win,
}

impl RulesClass {
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            RulesClass::Loss => "loss",
            RulesClass::BlessedLoss => "blessed loss",
            RulesClass::Draw => "draw",
            RulesClass::CursedWin => "cursed win",
            RulesClass::Win => "win",
        }
    }
}

/// What the table says of a position, for its side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Probed {
    /// The plain game (draw rules off): value and distance to conversion.
    pub plain: Entry,
    /// The game under the no-capture rule, ignoring the counter: value and distance.
    pub rules_pass: Entry,
    /// The value under the rules given the position's own counter.
    pub rules: Wdl,
    /// The value under the rules at a counter of zero.
    pub class: RulesClass,
}

/// An exact oracle for the positions it covers.
pub trait Probe: Send + Sync {
    /// The value of `position` for its side to move, `None` where not covered.
    fn probe(&self, position: &Position) -> Option<Probed>;

    /// The rules the tables were built for.
    fn rules(&self) -> &Rules;
}

/// Why a table directory cannot be opened.
#[derive(Debug, Error)]
pub enum OpenError {
    #[error(transparent)]
    Table(#[from] TableError),
    #[error("{dir}: no tablebase files (*.mtb) there; build them with `morris tablebase build`")]
    Empty { dir: PathBuf },
    #[error(
        "{path}: missing, but {needed_by} needs it (its moves or captures lead there); build the sectors again"
    )]
    Missing { path: PathBuf, needed_by: PathBuf },
    #[error("{dir}: the rules '{name}' cannot be covered: {reason}")]
    Unsupported {
        dir: PathBuf,
        name: String,
        reason: String,
    },
}

/// Why rules cannot have tables (state beyond the board, side to move and pending capture).
#[must_use]
pub fn unsupported(rules: &Rules) -> Option<String> {
    let spec = rules.spec();
    if spec.forbid_mill_reform {
        return Some(
            "forbid_mill_reform makes the last move part of the position, which the index does not hold"
                .to_string(),
        );
    }
    if spec.max_plies > 0 {
        return Some(format!(
            "max_plies = {} makes the ply count part of the position; use rules with max_plies = 0",
            spec.max_plies
        ));
    }
    None
}

/// Placement sectors' tables, by sector.
pub type Placement = HashMap<Sector, Arc<SectorTable>>;

/// Sector files in a directory, mapped into memory (the pages a probe touches are read).
pub struct Tablebase {
    rules: Rules,
    dir: PathBuf,
    sectors: Lower,
    placement: Placement,
}

impl Tablebase {
    /// Opens every `*.mtb` in `dir`, for `rules` (or the rules the files were built for),
    /// checking each file's header and length (not its values' checksum, which would read
    /// every page: `verify` checks it) and that every sector a move, a capture or (in
    /// placement) a placement leads to is there.
    ///
    /// # Errors
    /// No files, a bad file (see `TableError`), files for other rules, a missing sector.
    pub fn open(dir: &Path, rules: Option<&Rules>) -> Result<Tablebase, OpenError> {
        let mut found = Vec::new();
        let entries = std::fs::read_dir(dir).map_err(|error| TableError::Io {
            path: dir.to_path_buf(),
            error,
        })?;
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if let Some(sector) = Sector::parse_file_name(&name) {
                found.push(sector);
            }
        }
        found.sort_unstable();
        let Some(first) = found.first() else {
            return Err(OpenError::Empty {
                dir: dir.to_path_buf(),
            });
        };
        let rules = if let Some(r) = rules {
            r.clone()
        } else {
            let path = dir.join(first.file_name());
            let bytes = std::fs::read(&path).map_err(|error| TableError::Io {
                path: path.clone(),
                error,
            })?;
            super::file::peek_rules(&path, &bytes)?
        };
        if let Some(reason) = unsupported(&rules) {
            return Err(OpenError::Unsupported {
                dir: dir.to_path_buf(),
                name: rules.name().to_string(),
                reason,
            });
        }
        let mut sectors = HashMap::new();
        let mut placement = HashMap::new();
        for &sector in &found {
            let table = Arc::new(SectorTable::map_sector(dir, &rules, sector)?);
            if sector.is_placement() {
                placement.insert(sector, table);
            } else {
                sectors.insert((sector.white, sector.black), table);
            }
        }
        for &sector in &found {
            let needed: Vec<Sector> = if sector.is_placement() {
                super::placement::reads(&rules, sector)
            } else {
                // The colour mirror (the opponent's turn after a move) and where captures lead.
                let mirror = (sector.black, sector.white);
                std::iter::once(mirror)
                    .chain(needed_sectors(&rules, sector.white, sector.black))
                    .map(|(w, b)| Sector::moving(w, b))
                    .collect()
            };
            for n in needed {
                let there = if n.is_placement() {
                    placement.contains_key(&n)
                } else {
                    sectors.contains_key(&(n.white, n.black))
                };
                if !there {
                    return Err(OpenError::Missing {
                        path: dir.join(n.file_name()),
                        needed_by: dir.join(sector.file_name()),
                    });
                }
            }
        }
        Ok(Tablebase {
            rules,
            dir: dir.to_path_buf(),
            sectors,
            placement,
        })
    }

    /// `open`, shared: every caller asking for the same directory and rules while an earlier
    /// one is still held gets the same tables (players are built per game thread; the
    /// tables are read once).
    ///
    /// # Errors
    /// As `open`.
    pub fn shared(dir: &Path, rules: &Rules) -> Result<Arc<Tablebase>, OpenError> {
        type Cache = Mutex<HashMap<(PathBuf, u64), Weak<Tablebase>>>;
        static CACHE: OnceLock<Cache> = OnceLock::new();
        let key = (dir.to_path_buf(), super::file::rules_fingerprint(rules));
        let mut cache = CACHE
            .get_or_init(Cache::default)
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(tb) = cache.get(&key).and_then(Weak::upgrade) {
            return Ok(tb);
        }
        let tb = Arc::new(Tablebase::open(dir, Some(rules))?);
        cache.insert(key, Arc::downgrade(&tb));
        Ok(tb)
    }

    /// The legal actions with their values (as `action_values`), best first for the side to
    /// move under the rules, its counter included: the quickest win, then draws (those that
    /// win in the plain game first), then the slowest loss. `None` when not covered.
    #[must_use]
    pub fn ranked_actions(&self, position: &Position) -> Option<Vec<(Action, Probed, i64)>> {
        let mut ranked: Vec<(Action, Probed, i64)> = self
            .action_values(position)?
            .into_iter()
            .map(|(a, p)| (a, p, preference(&p)))
            .collect();
        ranked.sort_by_key(|r| std::cmp::Reverse(r.2));
        Some(ranked)
    }

    /// How many of `ranked_actions`' first entries share the best rank (the perfect moves
    /// a player may choose among); 0 for an empty list.
    #[must_use]
    pub fn tied_best(ranked: &[(Action, Probed, i64)]) -> usize {
        ranked.first().map_or(0, |best| {
            ranked.iter().take_while(|r| r.2 == best.2).count()
        })
    }

    /// A tablebase from tables in memory (tests, the build).
    #[must_use]
    pub fn from_tables(rules: Rules, dir: PathBuf, sectors: Lower) -> Tablebase {
        Tablebase {
            rules,
            dir,
            sectors,
            placement: HashMap::new(),
        }
    }

    /// The directory the tables came from.
    #[must_use]
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The sectors of the phase after placement held, by (men of the side to move, men of
    /// the other side).
    #[must_use]
    pub fn sectors(&self) -> &Lower {
        &self.sectors
    }

    /// The placement sectors held.
    #[must_use]
    pub fn placement(&self) -> &Placement {
        &self.placement
    }

    /// Whether the tables cover every position of the game: the start, and so (each
    /// sector's reads are checked at open) every placement and every position after it.
    #[must_use]
    pub fn is_whole(&self) -> bool {
        let pieces = usize::from(self.rules.spec().pieces);
        self.placement.contains_key(&Sector {
            white: 0,
            black: 0,
            in_hand: [pieces, pieces],
        })
    }

    /// The table of `sector`, placement or not.
    #[must_use]
    pub fn table(&self, sector: Sector) -> Option<&SectorTable> {
        if sector.is_placement() {
            self.placement.get(&sector)
        } else {
            self.sectors.get(&(sector.white, sector.black))
        }
        .map(AsRef::as_ref)
    }

    /// Bytes of values and distances held in memory (or mapped).
    #[must_use]
    pub fn memory_bytes(&self) -> u64 {
        self.sectors
            .values()
            .chain(self.placement.values())
            .map(|t| t.memory_bytes())
            .sum()
    }

    /// A placement position's value (`position` not in the phase after placement, nobody
    /// lost by material), `None` where not covered.
    fn probe_placement(&self, position: &Position) -> Option<Probed> {
        let side = position.side_to_move();
        let own = position.men(side);
        let opp = position.men(!side);
        let (w, b) = (own.count_ones() as usize, opp.count_ones() as usize);
        let m = usize::from(position.in_hand(side));
        let o = usize::from(position.in_hand(!side));
        let budget = self.rules.spec().no_capture_draw;
        let (plain, rules) = if position.pending_captures() > 0 {
            // Once the captures are made the other side is to move, the hands as they are.
            let after = |left: usize| Sector {
                white: left,
                black: w,
                in_hand: [o, m],
            };
            let pending = usize::from(position.pending_captures());
            let min = crate::game::MIN_MEN as usize;
            for k in 1..=pending.min(b) {
                if b - k + o >= min && self.table(after(b - k)).is_none() {
                    return None;
                }
            }
            best_capture(
                &self.rules,
                own,
                opp,
                o as u32,
                u32::from(position.pending_captures()),
                budget,
                &|left| {
                    self.table(after(left.count_ones() as usize))
                        .expect("checked above")
                },
            )
        } else {
            let table = self.table(Sector {
                white: w,
                black: b,
                in_hand: [m, o],
            })?;
            table.values(own, opp)
        };
        Some(Probed {
            plain: Entry { wdl: plain, dtc: 0 },
            rules_pass: Entry { wdl: rules, dtc: 0 },
            rules,
            class: class_of(plain, rules),
        })
    }

    /// Every legal action at `position` with its value for the side to move at `position`
    /// (probed after the action, seen from before it), or `None` when the position or a
    /// child is not covered. The distance is counted from `position`: a move adds its ply.
    #[must_use]
    pub fn action_values(&self, position: &Position) -> Option<Vec<(Action, Probed)>> {
        self.probe(position)?;
        let mut actions = ActionList::new();
        position.generate(&self.rules, &mut actions);
        actions
            .iter()
            .map(|&action| {
                let mut child = *position;
                child.play_unchecked(&self.rules, action);
                let p = self.probe(&child)?;
                let moved = u16::from(matches!(action, Action::Move { .. }));
                let same_side = child.side_to_move() == position.side_to_move();
                Some((action, if same_side { p } else { p.flipped() }.plus(moved)))
            })
            .collect()
    }
}

impl Probed {
    /// The same value seen by the other side.
    #[must_use]
    pub fn flipped(self) -> Probed {
        let class = match self.class {
            RulesClass::Win => RulesClass::Loss,
            RulesClass::CursedWin => RulesClass::BlessedLoss,
            RulesClass::Draw => RulesClass::Draw,
            RulesClass::BlessedLoss => RulesClass::CursedWin,
            RulesClass::Loss => RulesClass::Win,
        };
        Probed {
            plain: Entry {
                wdl: self.plain.wdl.flip(),
                ..self.plain
            },
            rules_pass: Entry {
                wdl: self.rules_pass.wdl.flip(),
                ..self.rules_pass
            },
            rules: self.rules.flip(),
            class,
        }
    }

    fn plus(mut self, plies: u16) -> Probed {
        if self.plain.wdl != Wdl::Draw {
            self.plain.dtc = self.plain.dtc.saturating_add(plies);
        }
        if self.rules_pass.wdl != Wdl::Draw {
            self.rules_pass.dtc = self.rules_pass.dtc.saturating_add(plies);
        }
        self
    }
}

/// How much the side to move likes an action's value (higher is better): a win under the
/// rules sooner, a draw (a plain-game win first, then a plain draw), a loss later.
#[must_use]
pub fn preference(p: &Probed) -> i64 {
    let dtc = i64::from(p.rules_pass.dtc);
    match p.rules {
        Wdl::Win => 3_000_000 - dtc,
        Wdl::Draw => {
            let plain = match p.plain.wdl {
                Wdl::Win => 2_000 - i64::from(p.plain.dtc),
                Wdl::Draw => 1_000,
                _ => i64::from(p.plain.dtc),
            };
            1_000_000 + plain
        }
        _ => dtc,
    }
}

/// The sectors the captures of sector (w, b) lead to.
#[must_use]
pub fn needed_sectors(rules: &Rules, w: usize, b: usize) -> Vec<(usize, usize)> {
    let most = match rules.spec().mill_captures {
        crate::game::MillCaptures::One => 1,
        crate::game::MillCaptures::PerMill => 3,
    };
    let mut out = Vec::new();
    for k in 1..=most {
        if b >= 3 + k {
            out.push((b - k, w));
        }
        if w >= 3 + k {
            out.push((w - k, b));
        }
    }
    out
}

/// The class under the rules at a counter of zero of a value whose distance is within the
/// budget (or has none): from the plain value and the value under the rules.
fn class_of(plain: Wdl, rules: Wdl) -> RulesClass {
    match rules {
        Wdl::Win => RulesClass::Win,
        Wdl::Loss => RulesClass::Loss,
        _ if plain == Wdl::Win => RulesClass::CursedWin,
        _ if plain == Wdl::Loss => RulesClass::BlessedLoss,
        _ => RulesClass::Draw,
    }
}

impl Probe for Tablebase {
    fn probe(&self, position: &Position) -> Option<Probed> {
        let side = position.side_to_move();
        if Color::ALL.iter().any(|&c| position.reform_ban(c).is_some()) {
            return None;
        }
        let own = position.men(side);
        let opp = position.men(!side);
        let (w, b) = (own.count_ones() as usize, opp.count_ones() as usize);
        if let Some(loser) = position.material_loser() {
            let wdl = if loser == side { Wdl::Loss } else { Wdl::Win };
            let entry = Entry { wdl, dtc: 0 };
            return Some(Probed {
                plain: entry,
                rules_pass: entry,
                rules: wdl,
                class: if wdl == Wdl::Win {
                    RulesClass::Win
                } else {
                    RulesClass::Loss
                },
            });
        }
        if !position.in_movement_phase() {
            return self.probe_placement(position);
        }
        let table = self.sectors.get(&(w, b))?;
        if position.pending_captures() > 0 {
            let exits = Exits::new(&self.rules, &self.sectors);
            let (plain, rules) = exits.pending(own, opp, u32::from(position.pending_captures()));
            return Some(Probed {
                plain: Entry { wdl: plain, dtc: 0 },
                rules_pass: Entry { wdl: rules, dtc: 0 },
                rules,
                class: class_of(plain, rules),
            });
        }
        let (plain, rules_pass) = table.lookup(own, opp);
        let budget = self.rules.spec().no_capture_draw;
        let within =
            |q: u16| budget == 0 || u32::from(q) + u32::from(rules_pass.dtc) <= u32::from(budget);
        let class = match rules_pass.wdl {
            Wdl::Win if within(0) => RulesClass::Win,
            Wdl::Win => RulesClass::CursedWin,
            Wdl::Loss if within(0) => RulesClass::Loss,
            Wdl::Loss => RulesClass::BlessedLoss,
            _ => RulesClass::Draw,
        };
        let rules = match rules_pass.wdl {
            w @ (Wdl::Win | Wdl::Loss) if within(position.quiet_plies()) => w,
            _ => Wdl::Draw,
        };
        Some(Probed {
            plain,
            rules_pass,
            rules,
            class,
        })
    }

    fn rules(&self) -> &Rules {
        &self.rules
    }
}
