//! The `Agent` impl: the tables' move where they cover the root, else a search, with its info
//! line and analysis.

use super::{AlphaBeta, RootScore, SearchReport, score_of};
use crate::agents::analysis::TOP_ACTIONS;
use crate::agents::{Agent, Analysis, Bound, Budget, Candidate, Choice};
use crate::game::Game;

impl Agent for AlphaBeta {
    fn spec(&self) -> &str {
        &self.spec
    }

    fn new_game(&mut self, _seed: u64) {
        self.tt.clear();
        self.history.fill(0);
        self.generation = 0;
    }

    fn choose(&mut self, game: &Game, budget: &Budget) -> Choice {
        if let Some(ranked) = self
            .tablebase
            .as_ref()
            .and_then(|tb| tb.ranked_actions(game.position()))
        {
            let (action, probed, _) = ranked[0];
            return Choice {
                action,
                info: format!(
                    "tablebase {} distance {}",
                    probed.rules.name(),
                    probed.rules_pass.dtc
                ),
                nodes: 0,
                evaluations: 0,
                analysis: None,
                tree: None,
            };
        }
        let report = self.search(game, budget);
        let secs = report.elapsed.as_secs_f64();
        let nps = if secs > 0.0 {
            (report.nodes as f64 / secs) as u64
        } else {
            0
        };
        Choice {
            action: report.action,
            info: format!(
                "depth {} score {} nodes {} nps {nps} time {}ms",
                report.depth,
                report.score,
                report.nodes,
                report.elapsed.as_millis()
            ),
            nodes: report.nodes,
            evaluations: 0,
            analysis: Some(self.analysis(&report)),
            tree: None,
        }
    }
}

impl AlphaBeta {
    /// The analysis of the last search: its score, and the root actions best first (exact
    /// scores before bounds). The chosen action leads with the report's score, even when a
    /// stopped iteration found it after the last complete one.
    fn analysis(&self, report: &SearchReport) -> Analysis {
        let mut scores = self.root_scores.clone();
        scores.retain(|s| s.action != report.action);
        scores.sort_by_key(|s| (s.bound != Bound::Exact, std::cmp::Reverse(s.score)));
        let best = RootScore {
            action: report.action,
            score: report.score,
            bound: Bound::Exact,
        };
        Analysis {
            value: None,
            score: Some(score_of(report.score)),
            depth: Some(report.depth),
            nodes: report.nodes,
            actions: std::iter::once(best)
                .chain(scores)
                .take(TOP_ACTIONS)
                .map(|s| Candidate {
                    score: Some((score_of(s.score), s.bound)),
                    ..Candidate::new(s.action)
                })
                .collect(),
        }
    }
}
