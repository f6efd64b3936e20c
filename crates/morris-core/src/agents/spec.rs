//! Player specs: a short string naming a player and its options, usable wherever a player is
//! asked for: `random`, `greedy`, `alphabeta:depth=4`, `mcts:sims=1000,c=1.4`.
//! Grammar: `NAME[:KEY=VALUE[,KEY=VALUE]...]`.

use crate::mcts::SearchSettingsError;
use std::collections::BTreeMap;
use std::str::FromStr;
use thiserror::Error;

/// What is wrong with a player spec.
#[derive(Debug, Error, PartialEq)]
pub enum SpecError {
    #[error("unknown player '{name}' in '{spec}'; players: {known}")]
    UnknownPlayer {
        spec: String,
        name: String,
        known: String,
    },
    #[error("player spec '{spec}': '{part}' is not KEY=VALUE")]
    Malformed { spec: String, part: String },
    #[error("player spec '{spec}': unknown option '{key}' for {name}; options: {known}")]
    UnknownOption {
        spec: String,
        name: String,
        key: String,
        known: String,
    },
    #[error("player spec '{spec}': option {key} = '{value}': {reason}")]
    BadValue {
        spec: String,
        key: String,
        value: String,
        reason: String,
    },
    #[error("player spec '{spec}': {reason}")]
    Invalid { spec: String, reason: String },
    /// The search its options (and its model's stored settings) add up to cannot run.
    #[error("player spec '{spec}': {error}")]
    Search {
        spec: String,
        error: SearchSettingsError,
    },
}

/// A parsed spec: the player's name and its options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerSpec {
    text: String,
    name: String,
    options: BTreeMap<String, String>,
}

impl PlayerSpec {
    /// Parses `NAME[:KEY=VALUE,...]` (syntax only; the player checks its options).
    ///
    /// # Errors
    /// `SpecError::Malformed` for a part without `=`.
    pub fn parse(text: &str) -> Result<PlayerSpec, SpecError> {
        let text = text.trim();
        let (name, rest) = text.split_once(':').unwrap_or((text, ""));
        let mut options = BTreeMap::new();
        for part in rest.split(',').filter(|p| !p.trim().is_empty()) {
            let (key, value) = part.split_once('=').ok_or_else(|| SpecError::Malformed {
                spec: text.to_string(),
                part: part.to_string(),
            })?;
            options.insert(key.trim().to_string(), value.trim().to_string());
        }
        Ok(PlayerSpec {
            text: text.to_string(),
            name: name.trim().to_string(),
            options,
        })
    }

    /// The spec as written.
    #[must_use]
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The player's name.
    #[must_use]
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Refuses options other than `known`.
    ///
    /// # Errors
    /// `SpecError::UnknownOption` listing the known ones.
    pub fn expect_only(&self, known: &[&str]) -> Result<(), SpecError> {
        match self.options.keys().find(|k| !known.contains(&k.as_str())) {
            None => Ok(()),
            Some(key) => Err(SpecError::UnknownOption {
                spec: self.text.clone(),
                name: self.name.clone(),
                key: key.clone(),
                known: if known.is_empty() {
                    "none".to_string()
                } else {
                    known.join(", ")
                },
            }),
        }
    }

    /// An option's value parsed as `T`, if present.
    ///
    /// # Errors
    /// `SpecError::BadValue` when it does not parse.
    pub fn get<T: FromStr>(&self, key: &str) -> Result<Option<T>, SpecError>
    where
        T::Err: std::fmt::Display,
    {
        self.options
            .get(key)
            .map(|value| {
                value.parse::<T>().map_err(|e| SpecError::BadValue {
                    spec: self.text.clone(),
                    key: key.to_string(),
                    value: value.clone(),
                    reason: e.to_string(),
                })
            })
            .transpose()
    }

    /// The search settings this spec leads to cannot run.
    #[must_use]
    pub fn search_error(&self, error: SearchSettingsError) -> SpecError {
        SpecError::Search {
            spec: self.text.clone(),
            error,
        }
    }

    /// An error about this spec.
    #[must_use]
    pub fn invalid(&self, reason: impl Into<String>) -> SpecError {
        SpecError::Invalid {
            spec: self.text.clone(),
            reason: reason.into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn specs_parse_and_errors_name_the_problem() {
        let spec = PlayerSpec::parse("alphabeta:depth=4, nodes=1000").unwrap();
        assert_eq!(spec.name(), "alphabeta");
        assert_eq!(spec.get::<u32>("depth").unwrap(), Some(4));
        assert_eq!(spec.get::<u64>("nodes").unwrap(), Some(1000));
        assert_eq!(spec.get::<u32>("time").unwrap(), None);
        assert!(spec.expect_only(&["depth", "nodes"]).is_ok());
        let err = spec.expect_only(&["depth"]).unwrap_err().to_string();
        assert!(
            err.contains("unknown option 'nodes'") && err.contains("options: depth"),
            "{err}"
        );
        let err = PlayerSpec::parse("mcts:sims=lots")
            .unwrap()
            .get::<u32>("sims")
            .unwrap_err()
            .to_string();
        assert!(err.contains("sims = 'lots'"), "{err}");
        assert!(PlayerSpec::parse("mcts:sims").is_err());
        assert_eq!(PlayerSpec::parse("random").unwrap().name(), "random");
    }
}
