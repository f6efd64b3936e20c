//! `--set KEY=VALUE`: a setting's override, read from the command line and merged into the
//! config's TOML table before the table is read and checked (`TrainConfig::load_with`).

use std::str::FromStr;
use thiserror::Error;

/// Why a `--set` argument is not `KEY=VALUE`.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum OverrideSyntaxError {
    #[error("'{0}': expected KEY=VALUE, as selfplay.simulations=64 or device=cpu")]
    NoEquals(String),
    #[error(
        "'{0}': KEY is a setting's TOML path, names of letters, digits, _ and - joined by dots \
         (selfplay.simulations, max_minutes)"
    )]
    BadKey(String),
}

/// One `--set KEY=VALUE`: KEY a setting's dotted TOML path (`selfplay.simulations`,
/// `max_minutes`), VALUE a TOML value, or where it does not parse as one, a string (so
/// `device=cpu` needs no quotes; `name='"123"'` makes a string of digits).
#[derive(Clone, Debug, PartialEq)]
pub struct Override {
    path: Vec<String>,
    value: toml::Value,
    text: String,
}

impl FromStr for Override {
    type Err = OverrideSyntaxError;

    fn from_str(text: &str) -> Result<Override, OverrideSyntaxError> {
        let (key, raw) = text
            .split_once('=')
            .ok_or_else(|| OverrideSyntaxError::NoEquals(text.to_string()))?;
        let name = |part: &str| {
            !part.is_empty()
                && part
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
        };
        let path: Vec<String> = key.trim().split('.').map(str::to_string).collect();
        if !path.iter().all(|part| name(part)) {
            return Err(OverrideSyntaxError::BadKey(text.to_string()));
        }
        let raw = raw.trim();
        // `value = RAW` as a document of that one key; anything else is a string.
        let value = toml::from_str::<toml::Table>(&format!("value = {raw}"))
            .ok()
            .filter(|table| table.len() == 1)
            .and_then(|mut table| table.remove("value"))
            .unwrap_or_else(|| toml::Value::String(raw.to_string()));
        Ok(Override {
            path,
            value,
            text: text.to_string(),
        })
    }
}

impl std::fmt::Display for Override {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text)
    }
}

impl Override {
    /// The setting's dotted path.
    #[must_use]
    pub fn key(&self) -> String {
        self.path.join(".")
    }

    /// The value as TOML read it (a string where it did not parse).
    #[must_use]
    pub fn value(&self) -> &toml::Value {
        &self.value
    }

    /// Puts the value into `table` at the path, making the sections on the way that are
    /// missing (serde then names an unknown one).
    ///
    /// # Errors
    /// A plain value on the way (`device.kind=cpu`).
    pub(super) fn merge_into(&self, table: &mut toml::Table) -> Result<(), NotASection> {
        // Never empty: `from_str` splits a key into one name at least.
        let (last, sections) = self.path.split_last().expect("an override has a key");
        let mut here = table;
        for (depth, section) in sections.iter().enumerate() {
            let entry = here
                .entry(section.clone())
                .or_insert_with(|| toml::Value::Table(toml::Table::new()));
            let toml::Value::Table(inner) = entry else {
                return Err(NotASection {
                    key: self.path[..=depth].join("."),
                });
            };
            here = inner;
        }
        here.insert(last.clone(), self.value.clone());
        Ok(())
    }
}

/// A `--set` whose key goes below a plain value.
#[derive(Debug, Error, PartialEq, Eq)]
#[error("{key} is a plain value, not a section")]
pub struct NotASection {
    pub key: String,
}

/// `origin` with the overrides that changed it, to name a checked config in an error.
pub(super) fn with_overrides(origin: &str, overrides: &[Override]) -> String {
    let mut named = origin.to_string();
    for o in overrides {
        named.push_str(" --set ");
        named.push_str(&o.text);
    }
    named
}
