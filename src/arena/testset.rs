//! The positions a perfect-play test set is drawn from (`morris testset make`): the games
//! of every pairing of the given players (each with each, itself included), every position
//! of each game where a player was to decide, the opening's included; then drawn per
//! stratum and labelled by the core's `testset` (`choose`, `label`).

use super::{ArenaError, Contestant, MatchEvent, MatchSettings, run_match};
use crate::game::Position;
use crate::testset::Candidate;
use std::collections::BTreeMap;

/// The pairings of `players`, each with each and itself, as `A vs B`, in order.
#[must_use]
pub fn pairings(players: &[String]) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for (i, a) in players.iter().enumerate() {
        for b in &players[i..] {
            out.push((a.clone(), b.clone()));
        }
    }
    out
}

/// Every position of the games of each pairing (`settings` for each match, its seed
/// derived from the pairing's number), in a reproducible order: pairing by pairing, game by
/// game, ply by ply, whatever the threads. `on_pairing` hears of each pairing played.
///
/// # Errors
/// A bad spec, or a player that chose an illegal action.
pub fn game_positions(
    settings: &MatchSettings,
    pairings: &[(String, String)],
    on_pairing: &mut dyn FnMut(usize, usize),
) -> Result<Vec<Candidate>, ArenaError> {
    let mut out = Vec::new();
    for (source, (a, b)) in pairings.iter().enumerate() {
        let mut games = BTreeMap::<usize, Vec<Position>>::new();
        let match_settings = MatchSettings {
            seed: crate::seeds::derive_seed(settings.seed, source, 7),
            ..settings.clone()
        };
        run_match(
            &match_settings,
            Contestant::Spec(a.clone()),
            Contestant::Spec(b.clone()),
            &mut |event| {
                if let MatchEvent::Decision { index, game, .. } = event {
                    let seen = games.entry(*index).or_default();
                    let history = game.history();
                    seen.extend_from_slice(&history[seen.len().min(history.len())..]);
                }
            },
        )?;
        out.extend(
            games
                .into_values()
                .flatten()
                .map(|position| Candidate { position, source }),
        );
        on_pairing(source, out.len());
    }
    Ok(out)
}
