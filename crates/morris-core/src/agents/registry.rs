//! The one list of players a spec can name: each entry's name, its usage (for help texts and
//! errors) and how to build it. This crate's registry holds the baselines; the main crate
//! adds the neural player to it (`with`), and every place that builds a player from a spec
//! (the arena, play, the engine, the server, Python) goes through a registry, so a player
//! added here is known everywhere and the tablebase player's fallback can be any of them.

use super::spec::{PlayerSpec, SpecError};
use super::{Agent, alphabeta, greedy, mcts_rollout, random, tablebase};
use crate::game::Rules;
use std::sync::{Arc, LazyLock};

/// Builds a player from its parsed spec; `registry` builds the players it names in turn (the
/// tablebase player's fallback).
pub type Build = fn(&PlayerSpec, &Arc<Rules>, &Registry) -> Result<Box<dyn Agent>, SpecError>;

/// A player a spec can name.
#[derive(Clone, Copy)]
pub struct Entry {
    pub name: &'static str,
    /// The name with its options, as help texts list it (`mcts[:sims=N,...]`).
    pub usage: &'static str,
    pub build: Build,
}

/// The players specs can name, in the order help texts list them.
#[derive(Clone)]
pub struct Registry {
    entries: Vec<Entry>,
}

static BASELINES: LazyLock<Registry> = LazyLock::new(|| Registry {
    entries: vec![
        Entry {
            name: "random",
            usage: "random",
            build: |spec, _, _| Ok(Box::new(random::RandomAgent::from_spec(spec)?)),
        },
        Entry {
            name: "greedy",
            usage: "greedy",
            build: |spec, rules, _| Ok(Box::new(greedy::GreedyAgent::from_spec(spec, rules)?)),
        },
        Entry {
            name: "alphabeta",
            usage: "alphabeta[:depth=D,nodes=N,time=MS,start=PCT,lmr=BOOL,tt_mb=M,tb=DIR]",
            build: |spec, rules, _| Ok(Box::new(alphabeta::AlphaBeta::from_spec(spec, rules)?)),
        },
        Entry {
            name: "mcts",
            usage: "mcts[:sims=N,c=C,rollout_plies=P,tree_mb=M]",
            build: |spec, rules, _| {
                Ok(Box::new(mcts_rollout::RolloutMcts::from_spec(spec, rules)?))
            },
        },
        Entry {
            name: "tablebase",
            usage: "tablebase:dir=D[,fallback=SPEC,ties=trap|random]",
            build: |spec, rules, registry| {
                Ok(Box::new(tablebase::TablebaseAgent::from_spec(
                    spec,
                    rules,
                    &|fallback| registry.build(fallback, rules),
                )?))
            },
        },
        Entry {
            name: "perfect",
            usage: "perfect[:dir=D,ties=trap|random]",
            build: |spec, rules, _| Ok(Box::new(tablebase::TablebaseAgent::perfect(spec, rules)?)),
        },
    ],
});

impl Registry {
    /// The players that need no network.
    #[must_use]
    pub fn baselines() -> &'static Registry {
        &BASELINES
    }

    /// This registry with `entry` added last.
    #[must_use]
    pub fn with(mut self, entry: Entry) -> Registry {
        self.entries.retain(|e| e.name != entry.name);
        self.entries.push(entry);
        self
    }

    /// Every player with its options, comma-separated (for help texts and errors).
    #[must_use]
    pub fn usage(&self) -> String {
        let usages: Vec<&str> = self.entries.iter().map(|e| e.usage).collect();
        usages.join(", ")
    }

    /// Whether a spec may name `name`.
    #[must_use]
    pub fn knows(&self, name: &str) -> bool {
        self.entries.iter().any(|e| e.name == name)
    }

    /// Builds the player `text` names (see `spec`), for games under `rules`.
    ///
    /// # Errors
    /// An unknown player (listing every one), an unknown option or a bad value.
    pub fn build(&self, text: &str, rules: &Arc<Rules>) -> Result<Box<dyn Agent>, SpecError> {
        let spec = PlayerSpec::parse(text)?;
        let entry = self
            .entries
            .iter()
            .find(|e| e.name == spec.name())
            .ok_or_else(|| SpecError::UnknownPlayer {
                spec: text.to_string(),
                name: spec.name().to_string(),
                known: self.usage(),
            })?;
        (entry.build)(&spec, rules, self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::tablebase::build::build;
    use crate::tablebase::solve::Silent;

    /// A player of this test's own: the first legal action.
    struct First;

    impl Agent for First {
        fn spec(&self) -> &'static str {
            "first"
        }

        fn new_game(&mut self, _: u64) {}

        fn choose(&mut self, game: &Game, _: &super::super::Budget) -> super::super::Choice {
            super::super::Choice::plain(game.legal_actions()[0])
        }
    }

    #[test]
    fn an_added_player_is_known_to_specs_help_and_the_tablebase_fallback() {
        let rules = Arc::new(Rules::preset("three").unwrap());
        let dir = std::env::temp_dir().join(format!("morris-registry-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        build(&rules, 3, &dir, 1, &|_| Box::new(Silent), &mut |_| {}).unwrap();
        let fallback = format!("tablebase:dir={},fallback=first", dir.display());
        let Err(SpecError::UnknownPlayer { name, known, .. }) =
            Registry::baselines().build(&fallback, &rules)
        else {
            panic!("the baselines know no 'first'");
        };
        assert_eq!(name, "first");
        assert_eq!(known, Registry::baselines().usage());

        let registry = Registry::baselines().clone().with(Entry {
            name: "first",
            usage: "first",
            build: |_, _, _| Ok(Box::new(First)),
        });
        assert!(registry.knows("first") && !Registry::baselines().knows("first"));
        assert_eq!(
            registry.usage(),
            format!("{}, first", Registry::baselines().usage())
        );
        assert_eq!(registry.build("first", &rules).unwrap().spec(), "first");
        let mut player = registry.build(&fallback, &rules).unwrap();
        // Outside the tables' cover (men in hand), the fallback decides.
        let game = Game::new(rules.clone());
        let choice = player.choose(&game, &super::super::Budget::default());
        assert_eq!(choice.action, game.legal_actions()[0]);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
