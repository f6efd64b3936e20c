//! `tablebase:dir=D[,fallback=SPEC]`: perfect play where the tables cover the position: the
//! quickest win under the rules, the longest loss, a draw kept a draw (preferring draws that
//! the plain game would win, in case the opponent errs), ties broken by the game's seed; the
//! fallback player (default `alphabeta`) everywhere else. A fallback with options of its own
//! separates them with `;` (`fallback=alphabeta:depth=6;tt_mb=32`).
//!
//! `perfect[:dir=D]`: the same player on tables of the whole game (`morris tablebase build
//! --whole`; `dir` defaults to `tablebases/RULES`), which cover every position: refused when
//! the tables do not reach the start. In placement any value-keeping placement is perfect
//! (placement always ends); the tables' distances convert a win once all men are placed.
//!
//! `ties=trap` (the default of both): where the position is drawn, among the moves that keep
//! the draw the one after which a fallible opponent is likeliest to lose it (`Trap`);
//! `ties=random`: any value-keeping move of the best rank, by the seed (the choice of every
//! figure against `perfect` before 2026-12-02).

use super::alphabeta::evaluate;
use super::{Agent, Analysis, Budget, Candidate, Choice, PlayerSpec, SpecError};
use crate::game::{Action, Game, Position, Rules};
use crate::tablebase::{Probe, Tablebase, Wdl};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::path::Path;
use std::sync::Arc;

pub struct TablebaseAgent {
    spec: String,
    tablebase: Arc<Tablebase>,
    fallback: Box<dyn Agent>,
    ties: Ties,
    rng: ChaCha8Rng,
}

/// How a perfect player chooses among the moves that keep the value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ties {
    /// Any move of the best rank (`Tablebase::ranked_actions`), by the seed.
    Random,
    /// In a drawn position, the draw-keeping move with the highest `Trap`; elsewhere
    /// as `Random` (the quickest win, the longest loss).
    Trap,
}

impl Ties {
    fn from_spec(spec: &PlayerSpec) -> Result<Ties, SpecError> {
        match spec.get::<String>("ties")?.as_deref() {
            None | Some("trap") => Ok(Ties::Trap),
            Some("random") => Ok(Ties::Random),
            Some(other) => Err(spec.invalid(format!(
                "ties={other}: ties=trap (the draw-keeping move a fallible opponent most likely answers wrongly) or ties=random"
            ))),
        }
    }
}

/// Makes a player from its spec (a `from_spec`).
pub type BuildPlayer<'a> = dyn Fn(&str) -> Result<Box<dyn Agent>, SpecError> + 'a;

impl TablebaseAgent {
    /// The player of `spec`; `build` makes the fallback from its spec (the caller's
    /// `from_spec`, so that the main crate's can fall back on the neural player).
    ///
    /// # Errors
    /// No `dir`, tables that cannot be opened for these rules, a bad fallback spec.
    pub fn from_spec(
        spec: &PlayerSpec,
        rules: &Arc<Rules>,
        build: &BuildPlayer<'_>,
    ) -> Result<TablebaseAgent, SpecError> {
        spec.expect_only(&["dir", "fallback", "ties"])?;
        let dir: String = spec
            .get("dir")?
            .ok_or_else(|| spec.invalid("dir=D (a directory of tables) is required"))?;
        let tablebase = open(spec, &dir, rules)?;
        let fallback_spec = spec
            .get::<String>("fallback")?
            .unwrap_or_else(|| "alphabeta".to_string())
            .replace(';', ",");
        let fallback = build(&fallback_spec)?;
        Ok(TablebaseAgent {
            spec: spec.text().to_string(),
            tablebase,
            fallback,
            ties: Ties::from_spec(spec)?,
            rng: ChaCha8Rng::seed_from_u64(0),
        })
    }

    /// `perfect[:dir=D]`: the tables of the whole game, no fallback needed.
    ///
    /// # Errors
    /// Tables that cannot be opened, or that do not cover the whole game.
    pub fn perfect(spec: &PlayerSpec, rules: &Arc<Rules>) -> Result<TablebaseAgent, SpecError> {
        spec.expect_only(&["dir", "ties"])?;
        let ties = Ties::from_spec(spec)?;
        let dir: String = spec
            .get("dir")?
            .unwrap_or_else(|| format!("tablebases/{}", rules.name()));
        let tablebase = open(spec, &dir, rules)?;
        if !tablebase.is_whole() {
            return Err(spec.invalid(format!(
                "the tables in {dir} do not cover the whole game (no table of the start); build them with `morris tablebase build --rules {} --whole --dir {dir}`",
                rules.name()
            )));
        }
        Ok(TablebaseAgent {
            spec: spec.text().to_string(),
            tablebase,
            // Never asked: whole tables cover every position a game reaches.
            fallback: Box::new(super::random::RandomAgent::from_spec(&PlayerSpec::parse(
                "random",
            )?)?),
            ties,
            rng: ChaCha8Rng::seed_from_u64(0),
        })
    }

    /// The tables this player reads.
    #[must_use]
    pub fn tablebase(&self) -> &Arc<Tablebase> {
        &self.tablebase
    }
}

/// The shared tables at `dir` for `rules`, with an error about `spec` when they cannot be read.
///
/// # Errors
/// The tables cannot be opened for these rules.
pub fn open(spec: &PlayerSpec, dir: &str, rules: &Rules) -> Result<Arc<Tablebase>, SpecError> {
    Tablebase::shared(Path::new(dir), rules).map_err(|e| spec.invalid(e.to_string()))
}

impl Agent for TablebaseAgent {
    fn spec(&self) -> &str {
        &self.spec
    }

    fn new_game(&mut self, seed: u64) {
        self.rng = ChaCha8Rng::seed_from_u64(seed);
        self.fallback.new_game(seed);
    }

    fn choose(&mut self, game: &Game, budget: &Budget) -> Choice {
        let choice = match self.ties {
            Ties::Random => perfect_choice(&self.tablebase, game.position(), &mut self.rng),
            Ties::Trap => trap_choice(&self.tablebase, game.position(), &mut self.rng),
        };
        choice.unwrap_or_else(|| self.fallback.choose(game, budget))
    }
}

/// The perfect decision at a covered position (`None` elsewhere): the quickest win, the
/// longest loss, a draw kept a draw, ties broken by `rng`; the analysis gives the tables'
/// value of each action.
pub fn perfect_choice(tablebase: &Tablebase, pos: &Position, rng: &mut impl Rng) -> Option<Choice> {
    let ranked = tablebase.ranked_actions(pos)?;
    let ties = Tablebase::tied_best(&ranked);
    let action = ranked[rng.gen_range(0..ties)].0;
    Some(described(tablebase, pos, &ranked, action, None))
}

/// `perfect_choice`, but in a drawn position the draw-keeping move with the highest
/// `Trap` (then the best rank, then `rng`): the draw is kept either way, and a fallible
/// opponent is left the likeliest chance to lose it.
pub fn trap_choice(tablebase: &Tablebase, pos: &Position, rng: &mut impl Rng) -> Option<Choice> {
    let ranked = tablebase.ranked_actions(pos)?;
    let keeping = ranked.iter().take_while(|r| r.1.rules == Wdl::Draw).count();
    if ranked.first().is_none_or(|r| r.1.rules != Wdl::Draw) || keeping < 2 {
        return perfect_choice(tablebase, pos, rng);
    }
    let rules = tablebase.rules();
    let children: Vec<(Action, Position, i64)> = ranked[..keeping]
        .iter()
        .map(|&(action, _, rank)| {
            let mut child = *pos;
            child.play_unchecked(rules, action);
            (action, child, rank)
        })
        .collect();
    let us = pos.side_to_move();
    let mut work = Work::default();
    let shares: Vec<u32> = children
        .iter()
        .map(|(_, child, _)| millionths(losing_share(tablebase, child, us, &mut work)))
        .collect();
    // Deepened one opponent decision at a time while the work allowed stays unspent; the
    // deepest look completed for every move decides (none: the shares alone).
    let mut weighted = vec![0; children.len()];
    let mut looked = 0;
    for plies in 1..=TRAP_PLIES {
        let deeper: Option<Vec<u32>> = children
            .iter()
            .map(|(_, child, _)| erring(tablebase, child, us, plies, &mut work).map(millionths))
            .collect();
        let Some(deeper) = deeper else { break };
        (weighted, looked) = (deeper, plies);
    }
    let scored: Vec<(Action, Trap, i64)> = children
        .iter()
        .zip(weighted.iter().zip(&shares))
        .map(|(&(action, _, rank), (&weighted, &share))| (action, Trap { weighted, share }, rank))
        .collect();
    let best = scored.iter().map(|s| (s.1, s.2)).max()?;
    let tied: Vec<&(Action, Trap, i64)> = scored.iter().filter(|s| (s.1, s.2) == best).collect();
    let (action, trap, _) = *tied[rng.gen_range(0..tied.len())];
    let mut choice = described(tablebase, pos, &ranked, action, Some(trap));
    // The work done and the opponent decisions looked ahead, as a search reports its nodes and
    // depth (`morris evaluate` gives their means).
    choice.nodes = work.0;
    if let Some(analysis) = choice.analysis.as_mut() {
        (analysis.nodes, analysis.depth) = (work.0, Some(looked));
    }
    Some(choice)
}

/// How likely a fallible opponent is to lose the draw at a position after our move: the
/// chance that it loses it within its next decisions (`TRAP_PLIES` at most, as many as
/// `TRAP_WORK` allows; we keeping the draw with the continuation that makes that likeliest),
/// its replies weighted as a shallow searcher
/// picks them (a softmax, of scale `TRAP_TEMPERATURE`, of a `MODEL_DEPTH`-ply alpha-beta
/// score over the handcrafted evaluation); then the plain share of its replies that lose.
/// Both in millionths, so that equal chances compare equal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Default)]
pub struct Trap {
    pub weighted: u32,
    pub share: u32,
}

// The opponent model's constants, chosen on six men's morris (50 drawn 6-ply openings, 200
// games a match): wins against alphabeta:depth=5 and depth=3, where plain perfect won 47 and
// 59: two decisions ahead with a 2-ply model 64 and 140; two ahead, 3-ply model 78 and 108;
// three ahead, 2-ply model 85 and 134 (these; 2.1 ms a decision). At scale 250 instead of
// 50, two ahead won 105 against depth 3.
/// The opponent's decisions looked ahead, at most.
const TRAP_PLIES: u32 = 3;
/// The depth of the model's search of each reply.
const MODEL_DEPTH: u32 = 2;
/// The softmax's scale, in the evaluation's thousandths of a man.
const TRAP_TEMPERATURE: f64 = 50.0;
/// The work one decision may do, in positions probed or searched by the model: the look
/// ahead is deepened one opponent decision at a time while it lasts. Three decisions ahead
/// of a standard placement with twenty empty points would be some 10^8.
const TRAP_WORK: u64 = 2_000_000;

/// The work a trap decision has done so far (`TRAP_WORK` at most), counted so that a decision
/// costs the same on every machine: a seeded game is played the same wherever it runs.
#[derive(Default)]
struct Work(u64);

impl Work {
    /// Counts `n` more positions; `None` once the work allowed is spent.
    fn spend(&mut self, n: usize) -> Option<()> {
        self.0 += n as u64;
        (self.0 <= TRAP_WORK).then_some(())
    }
}

fn millionths(x: f64) -> u32 {
    (x * 1e6).round() as u32
}

/// The share of the opponent's replies that lose at `pos` (after `us`'s best draw-keeping
/// capture where `us` is still to move).
fn losing_share(
    tablebase: &Tablebase,
    pos: &Position,
    us: crate::game::Color,
    work: &mut Work,
) -> f64 {
    let rules = tablebase.rules();
    let Some(replies) = tablebase.action_values(pos) else {
        return 0.0;
    };
    // Counted, never cut: one ply of probes per move is the least a decision looks at.
    work.0 += replies.len() as u64;
    if pos.side_to_move() == us {
        return replies
            .iter()
            .filter(|r| r.1.rules == Wdl::Draw)
            .map(|&(action, _)| {
                let mut child = *pos;
                child.play_unchecked(rules, action);
                losing_share(tablebase, &child, us, work)
            })
            .fold(0.0, f64::max);
    }
    if replies.is_empty() {
        return 0.0;
    }
    replies.iter().filter(|r| r.1.rules == Wdl::Loss).count() as f64 / replies.len() as f64
}

/// Replies less likely than this under the model are not followed further.
const UNLIKELY: f64 = 0.02;

/// The chance, under the opponent model, that the opponent loses the draw at `pos` within its
/// next `plies` decisions, `us` keeping the draw with the move that makes it likeliest;
/// `None` once `work` is spent.
fn erring(
    tablebase: &Tablebase,
    pos: &Position,
    us: crate::game::Color,
    plies: u32,
    work: &mut Work,
) -> Option<f64> {
    if plies == 0 {
        return Some(0.0);
    }
    let rules = tablebase.rules();
    let Some(replies) = tablebase.action_values(pos) else {
        return Some(0.0);
    };
    work.spend(replies.len())?;
    let child = |action| {
        let mut child = *pos;
        child.play_unchecked(rules, action);
        child
    };
    if pos.side_to_move() == us {
        let mut best = 0.0_f64;
        for &(action, _) in replies.iter().filter(|r| r.1.rules == Wdl::Draw) {
            best = best.max(erring(tablebase, &child(action), us, plies, work)?);
        }
        return Some(best);
    }
    if replies.is_empty() {
        return Some(0.0);
    }
    let them = pos.side_to_move();
    let mut evals = Vec::with_capacity(replies.len());
    for &(action, _) in &replies {
        let after = child(action);
        let e = f64::from(negamax(rules, &after, MODEL_DEPTH, -MATE, MATE, work)?);
        evals.push(if after.side_to_move() == them { e } else { -e });
    }
    let top = evals.iter().copied().fold(f64::MIN, f64::max);
    let weights: Vec<f64> = evals
        .iter()
        .map(|e| ((e - top) / TRAP_TEMPERATURE).exp())
        .collect();
    let total: f64 = weights.iter().sum();
    let mut chance = 0.0;
    for (&(action, probed), w) in replies.iter().zip(&weights) {
        let p = w / total;
        if probed.rules == Wdl::Loss {
            chance += p;
            continue;
        }
        if p < UNLIKELY {
            continue;
        }
        let after = child(action);
        // A reply that closes a mill leaves the opponent its capture to choose.
        let left = if after.side_to_move() == them {
            plies
        } else {
            plies - 1
        };
        chance += p * erring(tablebase, &after, us, left, work)?;
    }
    Some(chance)
}

const MATE: i32 = 1_000_000;

/// A plain alpha-beta search of `depth` plies over the handcrafted evaluation, for the side
/// to move at `pos` (the opponent model's look-ahead). Written here rather than `alphabeta`'s
/// search: the model needs every reply's exact score, where that search bounds all but the
/// best, and none of its tables, ordering or clock.
fn negamax(
    rules: &Rules,
    pos: &Position,
    depth: u32,
    mut alpha: i32,
    beta: i32,
    work: &mut Work,
) -> Option<i32> {
    work.spend(1)?;
    if let Some(outcome) = pos.decisive_outcome(rules) {
        return Some(match outcome.winner() {
            Some(w) if w == pos.side_to_move() => MATE,
            Some(_) => -MATE,
            None => 0,
        });
    }
    if depth == 0 {
        return Some(evaluate(rules, pos));
    }
    let mut actions = crate::game::ActionList::new();
    pos.generate(rules, &mut actions);
    let mut best = -MATE;
    for &action in &actions {
        let mut child = *pos;
        child.play_unchecked(rules, action);
        let score = if child.side_to_move() == pos.side_to_move() {
            negamax(rules, &child, depth - 1, alpha, beta, work)?
        } else {
            -negamax(rules, &child, depth - 1, -beta, -alpha, work)?
        };
        best = best.max(score);
        alpha = alpha.max(score);
        if alpha >= beta {
            break;
        }
    }
    Some(best)
}

/// The choice of `action` at `pos`, with the tables' value of each action (`ranked`) as its
/// analysis and, where it was weighed, its trap.
fn described(
    tablebase: &Tablebase,
    pos: &Position,
    ranked: &[(Action, crate::tablebase::Probed, i64)],
    action: Action,
    trap: Option<Trap>,
) -> Choice {
    let value = tablebase.probe(pos).map_or(Wdl::Draw, |p| p.rules);
    let probed = ranked
        .iter()
        .find(|r| r.0 == action)
        .map_or_else(|| ranked[0].1, |r| r.1);
    let mut actions = vec![Candidate {
        value: Some(probed.rules.score()),
        ..Candidate::new(action)
    }];
    actions.extend(
        ranked
            .iter()
            .filter(|r| r.0 != action)
            .take(super::analysis::TOP_ACTIONS - 1)
            .map(|r| Candidate {
                value: Some(r.1.rules.score()),
                ..Candidate::new(r.0)
            }),
    );
    let trap = trap.map_or_else(String::new, |t| {
        format!(
            " trap {:.3} ({:.3} of replies lose)",
            f64::from(t.weighted) / 1e6,
            f64::from(t.share) / 1e6
        )
    });
    Choice {
        action,
        info: format!(
            "tablebase {} distance {} plain {}{trap}",
            value.name(),
            probed.rules_pass.dtc,
            probed.plain.wdl.name()
        ),
        nodes: 0,
        evaluations: 0,
        analysis: Some(Analysis {
            value: Some(value.score()),
            score: None,
            depth: None,
            nodes: 0,
            actions,
        }),
        tree: None,
    }
}
