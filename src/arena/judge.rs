//! Recorded games judged move by move against the endgame tables (`morris tablebase judge`):
//! every decision after the opening, of both sides, judged as `evaluate --blunders` judges
//! one (a win given up, a draw given up), and for each game the first decision that lost
//! value, by whom and in which phase: where a match's games were lost.

use super::blunders::{BlunderReport, Oracle, phase_index, report};
use crate::game::{Color, Game};
use crate::tablebase::{Probe, Tablebase, Wdl};
use serde::Serialize;

/// A finished or stopped game to judge: its positions and actions (`Game::history` and
/// `Game::actions`), how many of its first plies were the opening (no player's decision) and
/// the colour of the match's judged player.
pub struct RecordedGame {
    pub game: Game,
    pub opening_plies: usize,
    pub player_color: Color,
}

/// The judgement of a match's games.
#[derive(Clone, Debug, Default, Serialize)]
pub struct JudgedGames {
    pub games: usize,
    /// Each side's decisions, the match's player first, then its opponent.
    pub sides: [BlunderReport; 2],
    /// Per side, then per phase (as `PHASES`): the games whose first value-losing decision
    /// was this side's in this phase.
    pub first_loss: [[u64; 3]; 2],
    /// Games with judged decisions, none of which lost value.
    pub no_loss: u64,
    /// Games with no judged decision (every decision after the opening out of the tables).
    pub unjudged: u64,
    /// The value after the opening for the match's player, where the tables cover it: won,
    /// drawn, lost.
    pub after_opening: [u64; 3],
    /// Decisions after the opening that the tables do not cover (not judged).
    pub uncovered: u64,
    /// Games that ended drawn although the last judged decision left a win: the player's,
    /// the opponent's (a win kept but never taken).
    pub unconverted: [u64; 2],
    /// Each game's verdict, in the file's order.
    pub verdicts: Vec<GameVerdict>,
}

/// One game's verdict; values are the match's player's (`win`, `draw`, `loss`).
#[derive(Clone, Debug, Default, Serialize)]
pub struct GameVerdict {
    /// The value after the opening (`None`: not covered).
    pub after_opening: Option<&'static str>,
    /// The first decision that lost value.
    pub first_loss: Option<FirstLoss>,
    /// The value after the last judged decision.
    pub last_value: Option<&'static str>,
    /// The player's points (`None`: the game did not finish; a match scores it a draw).
    pub points: Option<f64>,
}

/// A decision that lost value: its ply (0-based, counted from the game's first position, the
/// file's `position` where it gives one), whose it was (`player`,
/// `opponent`), the phase, and the mover's value before and after it.
#[derive(Clone, Debug, Serialize)]
pub struct FirstLoss {
    pub ply: usize,
    pub side: &'static str,
    pub phase: &'static str,
    pub before: &'static str,
    pub after: &'static str,
}

/// `value`, the mover's, as `player`'s.
fn for_player(value: Wdl, mover: Color, player: Color) -> Wdl {
    if mover == player { value } else { value.flip() }
}

/// Judges every decision of `games` after their openings; `names` are the match's player
/// and opponent.
#[must_use]
pub fn judge_games(tb: &Tablebase, games: &[RecordedGame], names: [&str; 2]) -> JudgedGames {
    let mut out = JudgedGames {
        games: games.len(),
        ..JudgedGames::default()
    };
    let mut judged = [Vec::new(), Vec::new()];
    for recorded in games {
        let player = recorded.player_color;
        let history = recorded.game.history();
        let mut verdict = GameVerdict {
            points: recorded
                .game
                .outcome()
                .map(|o| 0.5 + 0.5 * f64::from(o.score_for(player))),
            ..GameVerdict::default()
        };
        // The position after the opening: the game's last one when the opening is all of it.
        let actions = recorded.game.actions();
        let after = history.get(recorded.opening_plies).or_else(|| {
            (recorded.opening_plies == actions.len()).then(|| recorded.game.position())
        });
        if let Some(pos) = after {
            if let Some(p) = tb.probe(pos) {
                let value = for_player(p.rules, pos.side_to_move(), player);
                verdict.after_opening = Some(value.name());
                let at = match value {
                    Wdl::Win => 0,
                    Wdl::Loss => 2,
                    _ => 1,
                };
                out.after_opening[at] += 1;
            }
        }
        let mut last = None;
        let mut judged_here = 0;
        let decisions = history.iter().zip(actions).enumerate();
        for (ply, (pos, &action)) in decisions.skip(recorded.opening_plies) {
            let side = usize::from(pos.side_to_move() != player);
            let Some(j) = tb.judge(0, pos, action) else {
                out.uncovered += 1;
                continue;
            };
            if verdict.first_loss.is_none() && j.after < j.before {
                out.first_loss[side][phase_index(j.phase)] += 1;
                verdict.first_loss = Some(FirstLoss {
                    ply,
                    side: ["player", "opponent"][side],
                    phase: j.phase,
                    before: j.before.name(),
                    after: j.after.name(),
                });
            }
            last = Some(for_player(j.after, pos.side_to_move(), player));
            judged[side].push(j);
            judged_here += 1;
        }
        if judged_here == 0 {
            out.unjudged += 1;
        } else if verdict.first_loss.is_none() {
            out.no_loss += 1;
        }
        // A game that did not finish (stopped at the match's ply cap) was scored a draw.
        if matches!(verdict.points, None | Some(0.5)) {
            match last {
                Some(Wdl::Win) => out.unconverted[0] += 1,
                Some(Wdl::Loss) => out.unconverted[1] += 1,
                _ => {}
            }
        }
        verdict.last_value = last.map(Wdl::name);
        out.verdicts.push(verdict);
    }
    let [mine, theirs] = judged;
    let counts = [mine.len(), theirs.len()];
    out.sides = [
        report(names[0].to_string(), counts[0], mine),
        report(names[1].to_string(), counts[1], theirs),
    ];
    out
}
