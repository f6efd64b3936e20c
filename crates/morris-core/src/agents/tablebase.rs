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

use super::{Agent, Analysis, Budget, Candidate, Choice, PlayerSpec, SpecError};
use crate::game::{Game, Position, Rules};
use crate::tablebase::{Probe, Tablebase, Wdl};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::path::Path;
use std::sync::Arc;

pub struct TablebaseAgent {
    spec: String,
    tablebase: Arc<Tablebase>,
    fallback: Box<dyn Agent>,
    rng: ChaCha8Rng,
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
        spec.expect_only(&["dir", "fallback"])?;
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
            rng: ChaCha8Rng::seed_from_u64(0),
        })
    }

    /// `perfect[:dir=D]`: the tables of the whole game, no fallback needed.
    ///
    /// # Errors
    /// Tables that cannot be opened, or that do not cover the whole game.
    pub fn perfect(spec: &PlayerSpec, rules: &Arc<Rules>) -> Result<TablebaseAgent, SpecError> {
        spec.expect_only(&["dir"])?;
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
        perfect_choice(&self.tablebase, game.position(), &mut self.rng)
            .unwrap_or_else(|| self.fallback.choose(game, budget))
    }
}

/// The perfect decision at a covered position (`None` elsewhere): the quickest win, the
/// longest loss, a draw kept a draw, ties broken by `rng`; the analysis gives the tables'
/// value of each action.
pub fn perfect_choice(tablebase: &Tablebase, pos: &Position, rng: &mut impl Rng) -> Option<Choice> {
    let ranked = tablebase.ranked_actions(pos)?;
    let value = tablebase.probe(pos).map_or(Wdl::Draw, |p| p.rules);
    let ties = Tablebase::tied_best(&ranked);
    let (action, probed, _) = ranked[rng.gen_range(0..ties)];
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
    Some(Choice {
        action,
        info: format!(
            "tablebase {} distance {} plain {}",
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
    })
}
