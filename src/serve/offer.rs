//! The players a server offers, and the rule that keeps a request from opening files the
//! operator did not offer.
//!
//! Baselines that open no file (`random`, `greedy`, `alphabeta`, `mcts`, with their options)
//! are built from any spec within the limits. A spec that names a file (`neural`'s
//! `model=`, any `tb=`, the `tablebase` and `perfect` players) is built only when every file
//! it names was offered: `model=` the model of an offered spec or a model of `--models DIR`
//! by bare name (`neural:model=cpu-2h` for DIR/cpu-2h.safetensors), `tb=` the tables of an
//! offered spec or `--tablebase`; a `tablebase` or `perfect` player only as offered, letter
//! for letter (`perfect` reads its default directory without naming it). Anything else
//! is refused with the same words whether the file exists or not, and no answer names a
//! path of the server's other than those the operator published in the offered specs.

use super::ApiError;
use crate::agents::PlayerSpec;
use std::path::{Path, PathBuf};

/// The options that name a file or directory, by player (`tb` for every player).
fn file_options(player: &str) -> &'static [&'static str] {
    match player {
        "neural" => &["model", "tb"],
        "tablebase" => &["dir", "fallback"],
        "perfect" => &["dir"],
        _ => &["tb"],
    }
}

/// Players that read tables whatever their options say: built only as offered.
fn only_as_offered(player: &str) -> bool {
    matches!(player, "tablebase" | "perfect")
}

/// What the operator offers.
#[derive(Clone, Debug, Default)]
pub struct Offer {
    /// The offered specs, as the page lists them (the default opponent first).
    pub players: Vec<String>,
    /// The models of `--models DIR`, by bare name (file stem), with their files.
    pub models: Vec<(String, PathBuf)>,
    /// The `--tablebase` directory as given, which a spec's `tb=` may name too.
    pub tablebase: Option<String>,
}

/// A spec a request may have built: the spec as the client wrote it (`public`, what errors
/// and the game show) and the spec built, with bare model names made paths.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Resolved {
    pub public: String,
    pub build: String,
}

/// The models (`*.safetensors`, `*.pt`) in `dir`, by file stem, sorted; a stem with both
/// files is listed once (the player prefers the checkpoint).
///
/// # Errors
/// The directory cannot be read.
pub fn list_models(dir: &Path) -> std::io::Result<Vec<(String, PathBuf)>> {
    let mut models = Vec::new();
    for entry in std::fs::read_dir(dir)?.flatten() {
        let path = entry.path();
        let Some(ext) = path.extension().and_then(|e| e.to_str()) else {
            continue;
        };
        let Some(stem) = path.file_stem().and_then(|s| s.to_str()) else {
            continue;
        };
        if matches!(ext, "safetensors" | "pt") && bare(stem) {
            models.push((stem.to_string(), dir.join(stem)));
        }
    }
    models.sort();
    models.dedup_by(|a, b| a.0 == b.0);
    Ok(models)
}

/// Whether a model name is a bare name (no directory, no way up).
fn bare(name: &str) -> bool {
    !name.is_empty() && !name.contains(['/', '\\']) && !name.contains("..") && name != "."
}

/// A spec's `KEY=VALUE` options, in order, as `PlayerSpec::parse` reads them.
fn options(text: &str) -> (&str, Vec<(&str, &str)>) {
    let (name, rest) = text.split_once(':').unwrap_or((text, ""));
    let parts = rest
        .split(',')
        .filter(|p| !p.trim().is_empty())
        .map(|p| {
            let (k, v) = p.split_once('=').unwrap_or((p, ""));
            (k.trim(), v.trim())
        })
        .collect();
    (name.trim(), parts)
}

impl Offer {
    /// The values an offered spec gives `key` (the models or tables the operator offers).
    fn offered_values<'a>(&'a self, key: &'a str) -> impl Iterator<Item = &'a str> + 'a {
        self.players.iter().filter_map(move |spec| {
            let (_, opts) = options(spec);
            opts.into_iter().find(|(k, _)| *k == key).map(|(_, v)| v)
        })
    }

    /// Where a spec's file option may point, as built; `None` if it was not offered.
    fn allowed(&self, key: &str, value: &str) -> Option<String> {
        if self.offered_values(key).any(|v| v == value) {
            return Some(value.to_string());
        }
        match key {
            "model" => self
                .models
                .iter()
                .find(|(name, _)| bare(value) && name == value)
                .map(|(_, path)| path.display().to_string()),
            "tb" => (self.tablebase.as_deref() == Some(value)).then(|| value.to_string()),
            _ => None,
        }
    }

    /// The spec to build for `text`: as written where it names no file or only offered
    /// files, with a bare model name made its path.
    ///
    /// # Errors
    /// `ApiError::BadRequest` "player '...' is not offered by this server", with the spec's
    /// file names blanked out, so that the answer is the same for any file.
    pub fn resolve(&self, text: &str) -> Result<Resolved, ApiError> {
        let text = text.trim();
        let spec = PlayerSpec::parse(text).map_err(|e| ApiError::BadRequest(e.to_string()))?;
        let names_files = file_options(spec.name());
        let (_, opts) = options(text);
        if !opts.iter().any(|(k, _)| names_files.contains(k)) && !only_as_offered(spec.name()) {
            return Ok(Resolved {
                public: text.to_string(),
                build: text.to_string(),
            });
        }
        if self.players.iter().any(|p| p == text) {
            return Ok(Resolved {
                public: text.to_string(),
                build: text.to_string(),
            });
        }
        if only_as_offered(spec.name()) {
            return Err(self.not_offered(spec.name(), &opts, names_files));
        }
        let mut built = Vec::new();
        for (key, value) in &opts {
            // Where a network runs is the operator's to say (a GPU's memory is outside the
            // server's budget): the CPU, or a device an offered spec names.
            if *key == "device" && *value != "cpu" && !self.offered_values(key).any(|v| v == *value)
            {
                return Err(ApiError::BadRequest(format!(
                    "device={value} is not offered by this server; the networks run where its offered players say"
                )));
            }
            if !names_files.contains(key) {
                built.push(format!("{key}={value}"));
                continue;
            }
            match self.allowed(key, value) {
                Some(path) => built.push(format!("{key}={path}")),
                None => return Err(self.not_offered(spec.name(), &opts, names_files)),
            }
        }
        Ok(Resolved {
            public: text.to_string(),
            build: format!("{}:{}", spec.name(), built.join(",")),
        })
    }

    /// The refusal of a spec naming files not offered: the spec with every file blanked.
    fn not_offered(&self, name: &str, opts: &[(&str, &str)], files: &[&str]) -> ApiError {
        let blanked: Vec<String> = opts
            .iter()
            .map(|(k, v)| {
                if files.contains(k) {
                    format!("{k}=…")
                } else {
                    format!("{k}={v}")
                }
            })
            .collect();
        let mut offered: Vec<String> = self.players.clone();
        offered.extend(
            self.models
                .iter()
                .map(|(name, _)| format!("neural:model={name}")),
        );
        ApiError::BadRequest(format!(
            "player '{name}:{}' is not offered by this server; offered: {}",
            blanked.join(","),
            if offered.is_empty() {
                "no player that reads a file".to_string()
            } else {
                offered.join(", ")
            }
        ))
    }

    /// An error from building a resolved spec, with nothing of the server's file system in
    /// it: the built spec is shown as the client wrote it, model paths as their bare names,
    /// and a message that would still name a path becomes a plain "cannot be loaded".
    #[must_use]
    pub fn scrub(&self, resolved: &Resolved, message: &str) -> String {
        if resolved.build == resolved.public {
            // Only files the operator published in an offered spec were opened.
            let rest = message.replace(&resolved.public, "");
            if !rest.contains(['/', '\\']) {
                return message.to_string();
            }
        }
        let mut scrubbed = message.replace(&resolved.build, &resolved.public);
        for (name, path) in &self.models {
            scrubbed = scrubbed.replace(&path.display().to_string(), name);
        }
        if scrubbed.replace(&resolved.public, "").contains(['/', '\\']) {
            return format!(
                "player '{}' cannot be loaded on this server (its log says why)",
                resolved.public
            );
        }
        scrubbed
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_network_runs_on_the_cpu_or_a_device_an_offered_spec_names() {
        let mut offer = Offer {
            players: vec!["neural:model=m.safetensors".into()],
            ..Offer::default()
        };
        let ok = offer.resolve("neural:model=m.safetensors,sims=8,device=cpu");
        assert!(ok.is_ok(), "{ok:?}");
        assert!(offer.resolve("neural:model=m.safetensors,sims=8").is_ok());
        let refused = offer
            .resolve("neural:model=m.safetensors,device=cuda")
            .unwrap_err()
            .to_string();
        assert!(refused.contains("device=cuda is not offered"), "{refused}");
        // Offered on a GPU: that device is open to the request too.
        offer
            .players
            .push("neural:model=m.safetensors,device=cuda".into());
        assert!(
            offer
                .resolve("neural:model=m.safetensors,sims=8,device=cuda")
                .is_ok()
        );
    }
}
