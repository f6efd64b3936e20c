//! Every player behind one trait: the baselines from the tch-free crate (`morris_core::agents`:
//! random, greedy, alpha-beta, rollout MCTS, the tablebase player), re-exported here, and the
//! neural player, added to the baselines' registry. The arena, the play command, the engine
//! protocol and the server only ever see `dyn Agent`, built from a spec string by `from_spec`,
//! which knows every player.

pub mod neural;

pub use morris_core::agents::{
    Agent, Analysis, Bound, Budget, Candidate, Choice, Entry, KeptTree, Listener, NetworkSearch,
    Panicked, PlayerSpec, Progress, REPORT_EVERY, Registry, Score, SpecError, StopFlag,
    TimeControl, TreeUse, alphabeta, analysis, choose_guarded, greedy, guard, mcts_rollout, random,
    spec, tablebase, time_control, tree_cap,
};

use crate::game::Rules;
use std::sync::{Arc, LazyLock};

static PLAYERS: LazyLock<Registry> = LazyLock::new(|| {
    Registry::baselines().clone().with(Entry {
        name: "neural",
        usage: "neural:model=CHECKPOINT[,sims=N,search=puct|gumbel,c=C,fpu=F,pst=T,reuse=true|false,batch=N,temperature=T,device=D,tb=DIR,tree_mb=M,cache=true|false,sym=true|false,fused=true|false]",
        build: |spec, rules, _| Ok(Box::new(neural::NeuralAgent::from_spec(spec, rules)?)),
    })
});

/// Every player a spec can name: the baselines, then `neural`.
#[must_use]
pub fn registry() -> &'static Registry {
    &PLAYERS
}

/// Every player with its options, for help texts and errors.
#[must_use]
pub fn players() -> String {
    registry().usage()
}

/// Builds a player from its spec (see `spec`), for games under `rules`.
///
/// # Errors
/// An unknown player, an unknown option or a bad value.
pub fn from_spec(text: &str, rules: &Arc<Rules>) -> Result<Box<dyn Agent>, SpecError> {
    registry().build(text, rules)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_baseline_is_listed_and_an_unknown_name_lists_every_player() {
        let baselines = Registry::baselines().usage();
        assert!(players().starts_with(&baselines));
        assert!(players().ends_with(",fused=true|false]") && players().contains(", neural:model="));
        let rules = Arc::new(Rules::preset("standard").unwrap());
        let Err(SpecError::UnknownPlayer { known, .. }) = from_spec("nobody", &rules) else {
            panic!("an unknown player is refused");
        };
        assert_eq!(known, players());
        assert_eq!(from_spec("greedy", &rules).unwrap().spec(), "greedy");
    }
}
