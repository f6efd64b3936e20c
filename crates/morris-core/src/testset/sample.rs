//! Choosing a set's positions: the positions real games reached, deduplicated, split into
//! strata by phase (placement by its ply, a pending capture, moving, flying), each stratum
//! given its share of the set (`STRATA_WEIGHTS`; a stratum with fewer positions than its
//! share gives the rest to the others), the positions of a stratum drawn from a seed; then
//! each labelled from the tables.

use super::Labelled;
use crate::game::{ActionList, Position, Rules};
use crate::tablebase::{Probe, Tablebase};
use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use std::collections::{BTreeMap, HashSet};

/// A position a game reached and the number of the source (the pairing) whose game it was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Candidate {
    pub position: Position,
    pub source: usize,
}

/// The set's shares: placement (split evenly over its plies), a pending capture (any phase),
/// moving, flying.
pub const STRATA_WEIGHTS: [f64; 4] = [0.5, 0.1, 0.25, 0.15];

/// The stratum of `pos`: its order among strata and its name (`placement 07`, the ply of
/// the placement to make, counting placements only; `capture`; `moving`; `flying`).
#[must_use]
pub fn stratum(rules: &Rules, pos: &Position) -> (usize, String) {
    let side = pos.side_to_move();
    let pieces = 2 * usize::from(rules.spec().pieces);
    let in_hand = usize::from(pos.in_hand(side)) + usize::from(pos.in_hand(!side));
    if pos.pending_captures() > 0 {
        (1000, "capture".to_string())
    } else if in_hand > 0 {
        let ply = pieces - in_hand;
        (ply, format!("placement {ply:02}"))
    } else if pos.can_fly(rules, side) {
        (1002, "flying".to_string())
    } else {
        (1001, "moving".to_string())
    }
}

fn weight(order: usize, placement_strata: usize) -> f64 {
    match order {
        1000 => STRATA_WEIGHTS[1],
        1001 => STRATA_WEIGHTS[2],
        1002 => STRATA_WEIGHTS[3],
        _ => STRATA_WEIGHTS[0] / placement_strata.max(1) as f64,
    }
}

/// `count` positions of `candidates` (in the order given, which must be reproducible): those
/// with a decision to make (two or more legal actions, the game not over), each position
/// once, drawn per stratum from `seed`, in stratum order.
#[must_use]
pub fn choose(rules: &Rules, candidates: &[Candidate], count: usize, seed: u64) -> Vec<Candidate> {
    let mut seen = HashSet::new();
    let mut strata = BTreeMap::<usize, Vec<Candidate>>::new();
    let mut legal = ActionList::new();
    for c in candidates {
        legal.clear();
        if c.position.decisive_outcome(rules).is_some() {
            continue;
        }
        c.position.generate(rules, &mut legal);
        if legal.len() < 2 || !seen.insert(c.position.text(rules).to_string()) {
            continue;
        }
        strata
            .entry(stratum(rules, &c.position).0)
            .or_default()
            .push(*c);
    }
    let placement = strata.keys().filter(|&&k| k < 1000).count();
    // Shares: a stratum that cannot fill its share takes all it has, and the rest is shared
    // again among the others, until every remaining stratum can fill its share.
    let mut quota = BTreeMap::<usize, usize>::new();
    let mut open: Vec<usize> = strata.keys().copied().collect();
    let mut left = count;
    loop {
        let total: f64 = open.iter().map(|&k| weight(k, placement)).sum();
        let full: Vec<usize> = open
            .iter()
            .copied()
            .filter(|&k| (strata[&k].len() as f64) <= left as f64 * weight(k, placement) / total)
            .collect();
        if full.is_empty() {
            let mut given = 0;
            for &k in &open {
                let q = (left as f64 * weight(k, placement) / total).floor() as usize;
                quota.insert(k, q);
                given += q;
            }
            // The rounding's remainder, one each, to the strata in order that have room.
            for &k in &open {
                if given < left && quota[&k] < strata[&k].len() {
                    *quota.get_mut(&k).unwrap_or(&mut 0) += 1;
                    given += 1;
                }
            }
            break;
        }
        for k in full {
            left -= strata[&k].len().min(left);
            quota.insert(k, strata[&k].len());
            open.retain(|&o| o != k);
        }
        if open.is_empty() {
            break;
        }
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut chosen = Vec::with_capacity(count);
    for (k, mut group) in strata {
        group.shuffle(&mut rng);
        group.truncate(quota.get(&k).copied().unwrap_or(0));
        chosen.extend(group);
    }
    chosen
}

/// `candidate` labelled from `tb`: its value and every legal action's; `None` where the
/// tables do not cover it or one of its actions.
#[must_use]
pub fn label(tb: &Tablebase, candidate: &Candidate) -> Option<Labelled> {
    let value = tb.probe(&candidate.position)?.rules;
    let actions = tb
        .action_values(&candidate.position)?
        .into_iter()
        .map(|(a, p)| (a, p.rules))
        .collect();
    Some(Labelled {
        position: candidate.position,
        source: candidate.source,
        value,
        actions,
    })
}
