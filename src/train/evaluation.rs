//! The run's evaluations: matches of the training network against the configured baselines
//! (`[eval]`), its blunder rates against the endgame tables (`[tablebase]
//! blunder_positions`), their scores and logs, and the best network, kept when the score
//! against `eval.best_by` improves.

use super::Learner;
use super::error::TrainError;
use super::events::Event;
use super::schedule::Schedule;
use super::tensorboard::tags;
use super::units;
use crate::agents::NetworkSearch;
use crate::arena::blunders::{self, BlunderReport};
use crate::arena::{Contestant, MatchReport, MatchSettings, Openings, run_match};
use crate::mcts::SearchSettings;
use crate::seeds::derive_seed;
use crate::testset::TestSet;

impl Learner {
    /// Plays the evaluation matches against every configured opponent with the current
    /// training weights: the network with the config's search (no noise), all games of a
    /// match at once so that its searches share batches, through the arena's match runner.
    ///
    /// # Errors
    /// A bad opponent spec, or an opponent that chose an illegal action.
    pub fn evaluate(&mut self) -> Result<Vec<MatchReport>, TrainError> {
        self.play_vs.copy(&self.train_vs)?;
        let step = self.step();
        let mut reports = Vec::new();
        for (k, opponent) in self.config.eval.opponents.clone().iter().enumerate() {
            let settings = MatchSettings {
                rules: self.rules.clone(),
                games: self.config.eval.games,
                threads: 1,
                batch_games: self.config.eval.games,
                openings: Openings::Random(self.config.eval.opening_plies),
                seed: self.eval_seed(k),
                sprt: None,
                movetime: None,
            };
            let network = Contestant::Network {
                name: format!("network step {step}"),
                network: self.judged_network(),
            };
            let report = run_match(
                &settings,
                network,
                Contestant::Spec(opponent.clone()),
                &mut |_| {},
            )
            .map_err(|error| TrainError::Evaluation {
                opponent: opponent.clone(),
                error: Box::new(error),
            })?;
            self.scores.insert(opponent.clone(), report.score);
            reports.push(report);
        }
        Ok(reports)
    }

    /// The seed of this step's evaluation match against opponent number `k`.
    #[must_use]
    pub fn eval_seed(&self, k: usize) -> u64 {
        derive_seed(self.config.seed, self.step() as usize, 100 + k as u64)
    }

    /// Evaluates the current network and records the results.
    pub(super) fn evaluate_now(
        &mut self,
        schedule: &mut Schedule,
        on_event: &mut dyn FnMut(Event),
    ) -> Result<(), TrainError> {
        let now = schedule.minutes();
        schedule.last_eval_minutes = now;
        schedule.last_eval_step = Some(self.step());
        self.progress.minutes = now;
        let reports = self.evaluate()?;
        self.scalar(tags::RUN_MINUTES, now, self.step());
        self.after_evaluation(&reports, on_event)?;
        if let Some(report) = self.judge() {
            self.log_rates(&report, &tags::TABLEBASE_RATES);
            let (step, rates) = (self.step(), report.overall);
            on_event(Event::Judged { step, rates });
        }
        if let Some(report) = self.judge_testset() {
            self.log_rates(&report, &tags::PERFECT_RATES);
            on_event(Event::Perfect {
                step: self.step(),
                report: Box::new(report),
            });
        }
        Ok(())
    }

    /// Logs a judgement's rates under `names`: the share of decisions that lost value, then
    /// that share in placement, moving and flying (where the report has the phase), the wins
    /// kept and the draws held.
    fn log_rates(&mut self, report: &BlunderReport, names: &[&str; 6]) {
        let step = self.step();
        for (phase, r) in &report.phases {
            let at = 1 + blunders::phase_index(phase);
            self.scalar(names[at], r.blunders.value(), step);
        }
        let rates = &report.overall;
        self.scalar(names[0], rates.blunders.value(), step);
        self.scalar(names[4], rates.win_conversion.value(), step);
        self.scalar(names[5], rates.drawn_hold.value(), step);
    }

    /// The network's decisions on `eval.testset_positions` positions of the run's test set
    /// (evenly spread over it, so every stratum keeps its share), judged by its labels, where
    /// the run has a set.
    pub fn judge_testset(&mut self) -> Option<BlunderReport> {
        let set = self.testset.clone()?;
        let all = set.entries.len();
        let count = match self.config.eval.testset_positions {
            0 => all,
            n => n.min(all),
        };
        // Entry k * all / count for k < count: the chosen positions' numbers in the set.
        let chosen: Vec<usize> = (0..count).map(|k| k * all / count.max(1)).collect();
        let subset = TestSet::new(
            (*self.rules).clone(),
            set.made_by.clone(),
            set.sources.clone(),
            chosen.iter().map(|&n| set.entries[n].clone()).collect(),
        );
        let positions = subset.positions();
        let seed = derive_seed(self.config.seed, self.step() as usize, 98);
        let rules = self.rules.clone();
        let mut network = self.judged_network();
        Some(blunders::measure_network(
            &subset,
            &rules,
            &mut network,
            "network",
            &positions,
            seed,
        ))
    }

    /// The training network with the run's search, as the judgements search with it (no
    /// noise, no tables, the most visited action), `eval.simulations` (or `[search]`'s
    /// `simulations`) at every decision: the player's `placement_simulations` (the `cpu`
    /// preset's 512) would cost a fifth of the run's time at each evaluation, and the curve
    /// stays comparable across runs and presets.
    fn judged_network(&mut self) -> NetworkSearch<'_> {
        let simulations = match self.config.eval.simulations {
            0 => self.config.search.simulations,
            n => n,
        };
        NetworkSearch {
            evaluator: &mut self.evaluator,
            settings: SearchSettings {
                simulations,
                placement_simulations: 0,
                ..self.config.search
            },
            temperature: 0.0,
            tablebase: None,
            root_symmetries: false,
            leaves_per_round: 1,
        }
    }

    /// The network's blunder rates at `tablebase.blunder_positions` covered positions
    /// (sampled from the evaluation's seed), where the run has tables.
    pub fn judge(&mut self) -> Option<BlunderReport> {
        let count = self.config.tablebase.blunder_positions;
        let tb = self.tablebase.clone().filter(|_| count > 0)?;
        let seed = derive_seed(self.config.seed, self.step() as usize, 99);
        let positions = blunders::sample_positions(&tb, count, seed);
        let rules = self.rules.clone();
        let mut network = self.judged_network();
        let report =
            blunders::measure_network(&*tb, &rules, &mut network, "network", &positions, seed);
        Some(report)
    }

    /// Records evaluation results: scores, logs, and a new best checkpoint when the score
    /// against `best_by` improved.
    pub(super) fn after_evaluation(
        &mut self,
        reports: &[MatchReport],
        on_event: &mut dyn FnMut(Event),
    ) -> Result<(), TrainError> {
        let step = self.step();
        for (report, opponent) in reports.iter().zip(&self.config.eval.opponents.clone()) {
            // The Elo from the score with half a win and half a loss added, so that it stays
            // finite at 0% and 100% (for the logs and the curve).
            let elo = crate::arena::elo_from_score(report.total.regularised().0);
            self.scalar(&tags::arena_score(opponent), report.score, step);
            self.scalar(&tags::arena_elo(opponent), elo, step);
            on_event(Event::Evaluated {
                step,
                report: Box::new(report.clone()),
            });
        }
        let judge = if self.config.eval.best_by.is_empty() {
            self.config.eval.opponents.first().cloned()
        } else {
            Some(self.config.eval.best_by.clone())
        };
        let score = judge.and_then(|j| reports.iter().find(|r| r.opponent == j).map(|r| r.score));
        if let Some(score) = score
            && step > 0
            && self.progress.best_score.is_none_or(|best| score > best)
        {
            self.progress.best_score = Some(score);
            let told = self.last_saved == Some(step);
            let path = self.save()?;
            units::copy_best(&self.run, &path)?;
            if !told {
                on_event(Event::Saved { step, path });
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::train::TrainConfig;

    /// The trainer's matches search `eval.simulations` (or `[search]`'s `simulations`) at
    /// every decision, placement too, whatever `placement_simulations` the player stores
    /// (`judged_network`): three men's morris opens with six placements, which 400
    /// simulations would fill with hundreds of evaluations.
    #[test]
    fn evaluations_search_their_own_simulations_in_placement_too() {
        let dir = std::env::temp_dir().join(format!("morris-eval-psims-{}", std::process::id()));
        // (eval.simulations, the simulations searched): [search]'s 16, then the evaluations' 2.
        for (own, simulations) in [(0, 16), (2, 2)] {
            let _ = std::fs::remove_dir_all(&dir);
            let mut config = TrainConfig::load("tiny").unwrap();
            config.search.simulations = 16;
            config.search.placement_simulations = 400;
            config.search.reuse_tree = false;
            config.eval.simulations = own;
            config.eval.opponents = vec!["random".to_string()];
            let mut trainer = Learner::new(config, &dir).unwrap();
            let reports = trainer.evaluate().unwrap();
            let network = &reports[0].clocks[0];
            assert!(network.decisions > 0, "{network:?}");
            let per_decision = network.evaluations as f64 / network.decisions as f64;
            assert!(
                per_decision <= f64::from(simulations + 1)
                    && per_decision > f64::from(simulations) / 2.0,
                "{own}: {network:?}"
            );
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
