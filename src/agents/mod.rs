//! Every player behind one trait: the baselines from the tch-free crate (`morris_core::agents`:
//! random, greedy, alpha-beta, rollout MCTS, the tablebase player), re-exported here, and the
//! neural player. The
//! arena, the play command and the engine protocol only ever see `dyn Agent`, built from a
//! spec string by `from_spec`, which knows every player.

pub mod neural;

pub use morris_core::agents::{
    Agent, Analysis, Bound, Budget, Candidate, Choice, KeptTree, NetworkSearch, PlayerSpec, Score,
    SpecError, alphabeta, analysis, greedy, mcts_rollout, random, spec, tablebase,
};

use crate::game::Rules;
use std::sync::Arc;

/// Every player `from_spec` knows, for help texts and errors: the baselines, then `neural`.
pub const PLAYERS: &str = "random, greedy, alphabeta[:depth=D,nodes=N,time=MS,tt_mb=M,tb=DIR], mcts[:sims=N,c=C,rollout_plies=P], tablebase:dir=D[,fallback=SPEC], neural:model=CHECKPOINT[,sims=N,search=puct|gumbel,c=C,fpu=F,reuse=true|false,temperature=T,device=D,tb=DIR]";

/// Builds a player from its spec (see `spec`), for games under `rules`: `neural` here, every
/// other name by the baselines' `morris_core::agents::from_spec`.
///
/// # Errors
/// An unknown player, an unknown option or a bad value.
pub fn from_spec(text: &str, rules: &Arc<Rules>) -> Result<Box<dyn Agent>, SpecError> {
    let spec = PlayerSpec::parse(text)?;
    match spec.name() {
        "neural" => Ok(Box::new(neural::NeuralAgent::from_spec(&spec, rules)?)),
        // Here too, so that its fallback may be the neural player.
        "tablebase" => Ok(Box::new(tablebase::TablebaseAgent::from_spec(
            &spec,
            rules,
            &|fallback| from_spec(fallback, rules),
        )?)),
        _ => morris_core::agents::from_spec(text, rules).map_err(|error| match error {
            SpecError::UnknownPlayer { spec, name, .. } => SpecError::UnknownPlayer {
                spec,
                name,
                known: PLAYERS.to_string(),
            },
            other => other,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_baseline_is_listed_and_an_unknown_name_lists_every_player() {
        assert!(PLAYERS.starts_with(morris_core::agents::PLAYERS));
        let rules = Arc::new(Rules::preset("standard").unwrap());
        let Err(SpecError::UnknownPlayer { known, .. }) = from_spec("nobody", &rules) else {
            panic!("an unknown player is refused");
        };
        assert_eq!(known, PLAYERS);
        assert_eq!(from_spec("greedy", &rules).unwrap().spec(), "greedy");
    }
}
