//! Scores, Elo differences and the sequential probability ratio test.
//!
//! A match's score is (wins + draws / 2) / games. The Elo difference that predicts score s
//! is -400 log10(1/s - 1). Its 95% interval maps score +/- 1.96 standard errors, the error
//! taken from the per-game results (1, 1/2, 0), so draws narrow it as they should, plus half
//! a win and half a loss: without that prior a match of only wins would have no spread and
//! its interval would be the single point +inf.

use serde::Serialize;
use thiserror::Error;

/// Wins, draws and losses, from one player's side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl Tally {
    #[must_use]
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Points per game, 0 to 1; 0.5 for no games.
    #[must_use]
    pub fn score(&self) -> f64 {
        if self.games() == 0 {
            return 0.5;
        }
        (f64::from(self.wins) + 0.5 * f64::from(self.draws)) / f64::from(self.games())
    }

    /// Adds one game's result (1, 0.5 or 0 points).
    pub fn add(&mut self, points: f64) {
        if points > 0.75 {
            self.wins += 1;
        } else if points < 0.25 {
            self.losses += 1;
        } else {
            self.draws += 1;
        }
    }

    /// The score and per-game variance with half a win and half a loss added: the interval
    /// and the SPRT use them, since a run of identical results has no spread of its own.
    #[must_use]
    pub fn regularised(&self) -> (f64, f64) {
        let wins = f64::from(self.wins) + 0.5;
        let draws = f64::from(self.draws);
        let losses = f64::from(self.losses) + 0.5;
        let games = wins + draws + losses;
        let score = (wins + 0.5 * draws) / games;
        let spread =
            wins * (1.0 - score).powi(2) + draws * (0.5 - score).powi(2) + losses * score.powi(2);
        (score, spread / games)
    }

    /// The Elo difference and its 95% interval; infinite where the score is 0 or 1.
    #[must_use]
    pub fn elo(&self) -> (f64, f64, f64) {
        let s = self.score();
        let margin = 1.96 * (self.regularised().1 / f64::from(self.games().max(1))).sqrt();
        (
            elo_from_score(s),
            elo_from_score(s - margin),
            elo_from_score(s + margin),
        )
    }
}

/// The Elo difference that predicts `score` (clamped to [0, 1]: infinite at the ends).
#[must_use]
pub fn elo_from_score(score: f64) -> f64 {
    if score <= 0.0 {
        f64::NEG_INFINITY
    } else if score >= 1.0 {
        f64::INFINITY
    } else {
        -400.0 * (1.0 / score - 1.0).log10()
    }
}

/// The score an Elo difference predicts.
#[must_use]
pub fn score_from_elo(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// A sequential test of H0: elo <= `elo0` against H1: elo >= `elo1`, with error rates
/// `alpha` (accepting H1 wrongly) and `beta` (accepting H0 wrongly).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Sprt {
    pub elo0: f64,
    pub elo1: f64,
    pub alpha: f64,
    pub beta: f64,
}

/// Why `--sprt`'s text is not a test (`Sprt::parse`); each names the text at fault.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SprtError {
    #[error("'{value}': {error}")]
    Number {
        value: String,
        error: std::num::ParseFloatError,
    },
    #[error("expected elo0,elo1,alpha,beta, got '{text}'")]
    Count { text: String },
    #[error("need elo0 < elo1, got '{text}'")]
    EloOrder { text: String },
    /// The error rates must be in (0, 0.5).
    #[error("need 0 < alpha, beta < 0.5, got '{text}'")]
    Rates { text: String },
}

/// What the test says so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum SprtDecision {
    /// Keep playing.
    Continue,
    /// H1: at least `elo1`.
    AcceptH1,
    /// H0: at most `elo0`.
    AcceptH0,
}

impl Sprt {
    /// Parses `elo0,elo1,alpha,beta`.
    ///
    /// # Errors
    /// A value that is not a number, not four of them, or bounds that make no test.
    pub fn parse(text: &str) -> Result<Sprt, SprtError> {
        let values: Vec<f64> = text
            .split(',')
            .map(|v| {
                v.trim().parse::<f64>().map_err(|error| SprtError::Number {
                    value: v.to_string(),
                    error,
                })
            })
            .collect::<Result<_, _>>()?;
        let [elo0, elo1, alpha, beta] = values[..] else {
            return Err(SprtError::Count {
                text: text.to_string(),
            });
        };
        let rate = |x: f64| x > 0.0 && x < 0.5;
        if elo1 <= elo0 {
            return Err(SprtError::EloOrder {
                text: text.to_string(),
            });
        }
        if !rate(alpha) || !rate(beta) {
            return Err(SprtError::Rates {
                text: text.to_string(),
            });
        }
        Ok(Sprt {
            elo0,
            elo1,
            alpha,
            beta,
        })
    }

    /// The log-likelihood ratio of H1 over H0 after these games, in the normal approximation
    /// with the score and variance measured from the games plus half a win and half a loss
    /// of prior: without it a run of identical results has zero variance and the test could
    /// not decide a lopsided match until its first different result.
    #[must_use]
    pub fn llr(&self, tally: &Tally) -> f64 {
        if tally.games() == 0 {
            return 0.0;
        }
        let (score, variance) = tally.regularised();
        let (s0, s1) = (score_from_elo(self.elo0), score_from_elo(self.elo1));
        f64::from(tally.games()) * (s1 - s0) * (2.0 * score - s0 - s1) / (2.0 * variance)
    }

    /// (lower, upper) bounds of the LLR.
    #[must_use]
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    #[must_use]
    pub fn decide(&self, tally: &Tally) -> SprtDecision {
        let llr = self.llr(tally);
        let (lower, upper) = self.bounds();
        if llr >= upper {
            SprtDecision::AcceptH1
        } else if llr <= lower {
            SprtDecision::AcceptH0
        } else {
            SprtDecision::Continue
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, tolerance: f64) -> bool {
        (a - b).abs() < tolerance
    }

    /// 60 wins, 20 draws, 20 losses, by hand: s = 0.7, elo = -400 log10(3/7) = 147.2;
    /// the games' variance (60*0.09 + 20*0.04 + 20*0.49)/100 = 0.16; with half a win and half
    /// a loss more (60.5/20/20.5, s' = 70.5/101) it is 0.16128, standard error 0.04016,
    /// s = 0.6213 .. 0.7787, elo 86.0 .. 218.6. 200 straight wins: variance 0.002481,
    /// lower bound elo(1 - 1.96 * sqrt(0.002481/200)) = +863.
    #[test]
    fn elo_and_interval_match_the_hand_computation() {
        let t = Tally {
            wins: 60,
            draws: 20,
            losses: 20,
        };
        assert!(close(t.score(), 0.7, 1e-12));
        let (elo, low, high) = t.elo();
        assert!(close(elo, 147.19, 0.01), "{elo}");
        assert!(close(t.regularised().1, 0.16128, 1e-5));
        assert!(close(low, 85.99, 0.01), "{low}");
        assert!(close(high, 218.57, 0.01), "{high}");
        let (elo, low, high) = Tally {
            wins: 200,
            draws: 0,
            losses: 0,
        }
        .elo();
        assert!(
            elo.is_infinite() && high.is_infinite() && close(low, 863.16, 0.01),
            "{low}"
        );
        let even = Tally {
            wins: 10,
            draws: 0,
            losses: 10,
        };
        assert!(close(even.elo().0, 0.0, 1e-9));
        assert!(close(score_from_elo(elo_from_score(0.3)), 0.3, 1e-12));
    }

    #[test]
    fn sprt_decides_both_ways_and_waits_when_unsure() {
        let sprt = Sprt::parse("0,50,0.05,0.05").unwrap();
        let (lower, upper) = sprt.bounds();
        assert!(close(upper, (0.95f64 / 0.05).ln(), 1e-12) && close(lower, -upper, 1e-12));
        assert_eq!(
            sprt.decide(&Tally {
                wins: 300,
                draws: 100,
                losses: 100
            }),
            SprtDecision::AcceptH1
        );
        assert_eq!(
            sprt.decide(&Tally {
                wins: 100,
                draws: 100,
                losses: 300
            }),
            SprtDecision::AcceptH0
        );
        assert_eq!(
            sprt.decide(&Tally {
                wins: 5,
                draws: 2,
                losses: 4
            }),
            SprtDecision::Continue
        );
        // All wins: decided within a few games, not held back by a zero variance.
        assert_eq!(
            sprt.decide(&Tally {
                wins: 2,
                draws: 0,
                losses: 0
            }),
            SprtDecision::Continue
        );
        assert_eq!(
            sprt.decide(&Tally {
                wins: 6,
                draws: 0,
                losses: 0
            }),
            SprtDecision::Continue,
            "LLR 2.54 < 2.94"
        );
        assert_eq!(
            sprt.decide(&Tally {
                wins: 8,
                draws: 0,
                losses: 0
            }),
            SprtDecision::AcceptH1,
            "LLR 4.46"
        );
        assert!(matches!(
            Sprt::parse("50,0,0.05,0.05"),
            Err(SprtError::EloOrder { .. })
        ));
        assert!(matches!(
            Sprt::parse("0,50,0.05,0.5"),
            Err(SprtError::Rates { .. })
        ));
        assert!(matches!(
            Sprt::parse("0,50,0.05"),
            Err(SprtError::Count { .. })
        ));
        let Err(error) = Sprt::parse("0, x,0.05,0.05") else {
            panic!("'x' parsed");
        };
        assert_eq!(error.to_string(), "' x': invalid float literal");
    }
}
