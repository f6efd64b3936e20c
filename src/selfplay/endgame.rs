//! Self-play at the endgame tables: a game ends at its first covered position with the
//! tables' verdict (adjudication), and may go on along the tables' perfect play, recorded as
//! decisions, so that the network also learns the endgames it never searches.

use super::game_record::MoveRecord;
use crate::game::{Action, DrawReason, Game, Outcome, Position, WinReason};
use crate::tablebase::{Probe, Probed, Tablebase, Wdl};
use rand::Rng;
use rand_chacha::ChaCha8Rng;

/// Up to `plies` plies of perfect play from a covered position of `game` (played on it):
/// each ply picks among the tables' best-ranked actions (the quickest win, the longest loss,
/// a draw kept; ties drawn from `rng`) and is recorded as a full decision whose policy is
/// those actions in equal shares and whose root value is the tables' value for the side to
/// move. The line keeps the adjudicated verdict; it stops where the tables stop covering
/// the position, and one ply short of an action that would end the game, so the game's
/// record still ends at a covered, unfinished position. 0 plies: no draws from `rng`.
pub(super) fn perfect_line(
    game: &mut Game,
    tablebase: &Tablebase,
    plies: u16,
    rng: &mut ChaCha8Rng,
) -> Vec<MoveRecord> {
    let points = game.rules().board().points();
    let mut moves = Vec::new();
    for _ in 0..plies {
        let position = *game.position();
        let (Some(probed), Some(ranked)) = (
            tablebase.probe(&position),
            tablebase.ranked_actions(&position),
        ) else {
            break;
        };
        let ties = Tablebase::tied_best(&ranked);
        if ties == 0 {
            break; // no legal move: the game would be over
        }
        let action = ranked[rng.gen_range(0..ties)].0;
        let occurrences = game.repetitions();
        game.play_unchecked(action);
        if game.is_over() {
            game.undo();
            break;
        }
        moves.push(MoveRecord {
            position,
            occurrences,
            policy: best_moves_policy(&ranked[..ties], points),
            root_value: probed.rules.score(),
            action,
            full_search: true,
        });
    }
    moves
}

/// The tables' best-ranked actions (`Tablebase::ranked_actions`' tied first ones) as a
/// policy target: equal shares, by action id.
pub(crate) fn best_moves_policy(best: &[(Action, Probed, i64)], points: usize) -> Vec<(u16, f32)> {
    let share = 1.0 / best.len() as f32;
    let mut policy: Vec<(u16, f32)> = best
        .iter()
        .map(|r| (r.0.id(points) as u16, share))
        .collect();
    policy.sort_unstable_by_key(|p| p.0);
    policy
}

/// Whether the endgame tables ended a game with `outcome`.
pub(super) fn adjudication(outcome: Outcome) -> bool {
    matches!(
        outcome,
        Outcome::Win {
            reason: WinReason::Tablebase,
            ..
        } | Outcome::Draw(DrawReason::Tablebase)
    )
}

/// The tables' verdict at `position` under the rules, where they cover it.
pub(super) fn adjudicate(tablebase: &Tablebase, position: &Position) -> Option<Outcome> {
    let side = position.side_to_move();
    Some(match tablebase.probe(position)?.rules {
        Wdl::Win => Outcome::Win {
            winner: side,
            reason: WinReason::Tablebase,
        },
        Wdl::Loss => Outcome::Win {
            winner: !side,
            reason: WinReason::Tablebase,
        },
        _ => Outcome::Draw(DrawReason::Tablebase),
    })
}
