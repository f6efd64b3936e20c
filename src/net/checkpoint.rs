//! Checkpoints (written by the trainer, read by it to resume and by the neural player and
//! the export): one safetensors file per checkpoint, `checkpoints/RUN/step-00001200.safetensors`,
//! holding the network's weights (`net/NAME`), the optimiser's state (`optim/first/NAME`,
//! `optim/second/NAME`) and, in the file's metadata, a JSON record: format and version, step,
//! rules, network shape, the training config, the trainer's RNG state, progress counters, the
//! latest evaluation scores and a CRC-32C of the tensor bytes (safetensors checks the layout
//! but not the contents).
//!
//! Files are written atomically (temporary file, sync, rename): a run killed while writing
//! leaves the previous checkpoints intact and at most a `.tmp` file, which is never read.
//! `best.safetensors` is a copy of the checkpoint that scored best in evaluation.

use super::{NetConfig, PolicyValueNet};
use crate::atomic_file;
use crate::checksum::CRC32C;
use crate::env::Encoder;
use crate::game::{Rules, RulesSpec};
use crate::mcts::SearchSettings;
use safetensors::tensor::{Dtype, SafeTensors, TensorView};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use tch::{Device, Kind, Tensor, nn::VarStore};
use thiserror::Error;

/// What every checkpoint says it is.
pub const FORMAT: &str = "morris-zero checkpoint";
/// The version this build writes. 2: the observation gained the threat and mill planes (17
/// planes), so version 1's networks do not fit. 3: the search settings are a field of their
/// own (`search`).
pub const VERSION: u32 = 3;
/// The oldest version this build reads: version 2 is converted on reading (`upgrade`).
pub const OLDEST_READABLE: u32 = 2;
/// The metadata key holding the JSON record.
const META_KEY: &str = "morris-zero";

/// The replay buffer a checkpoint was taken with: its file beside the checkpoint (written
/// before it), the file's size and CRC-32C, and the positions in it. A checkpoint is written
/// last, so a checkpoint whose replay file is there and matches is a complete unit.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReplayRef {
    pub file: String,
    pub bytes: u64,
    pub crc32c: String,
    pub positions: usize,
}

/// Why a checkpoint cannot be written, read or used.
#[derive(Debug, Error)]
pub enum CheckpointError {
    #[error("{path}: {source}")]
    Io {
        path: String,
        source: std::io::Error,
    },
    #[error("{path}: not a readable checkpoint: {message}")]
    Corrupt { path: String, message: String },
    #[error("{path}: {message}")]
    Mismatch { path: String, message: String },
    /// Metadata of an older readable version that cannot be brought to this one.
    #[error("{path}: not a readable checkpoint: {error}")]
    Upgrade {
        path: String,
        error: Box<UpgradeError>,
    },
}

/// Why an older checkpoint's metadata cannot be brought to this version (`upgrade`).
#[derive(Debug, Error)]
pub enum UpgradeError {
    /// The training config a version-2 checkpoint keeps as TOML text does not parse.
    #[error("metadata of version {version}: {error}")]
    Config {
        version: u64,
        error: toml::de::Error,
    },
    /// That config's `[search]` section is not search settings.
    #[error("metadata of version {version}: [search]: {error}")]
    Search {
        version: u64,
        error: toml::de::Error,
    },
}

/// Progress counters carried across a resume.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct RunProgress {
    pub games: u64,
    pub positions: u64,
    pub samples_trained: u64,
    /// Minutes of training so far (summed over resumed sessions).
    pub minutes: f64,
    /// The best evaluation score so far against the judging opponent.
    #[serde(default)]
    pub best_score: Option<f64>,
}

/// The JSON record in a checkpoint's metadata.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CheckpointMeta {
    pub format: String,
    pub version: u32,
    pub step: u64,
    pub rules: RulesSpec,
    pub net: NetConfig,
    /// How the network searches (self-play's full search, and the trained player's).
    pub search: SearchSettings,
    /// The training config, as TOML.
    pub config: String,
    /// The trainer's RNG (minibatch sampling and symmetries), serialised.
    pub rng: serde_json::Value,
    pub progress: RunProgress,
    /// Latest evaluation scores by opponent spec (0..1).
    pub scores: BTreeMap<String, f64>,
    /// The replay buffer saved with this checkpoint (none when the run does not save it, and
    /// in checkpoints of version 2, whose buffer was one `replay.bin` for the whole run).
    #[serde(default)]
    pub replay: Option<ReplayRef>,
    /// CRC-32C of every tensor's bytes, in name order, as hex.
    #[serde(default)]
    pub crc32c: String,
}

/// A checkpoint read from disk.
pub struct Checkpoint {
    pub path: PathBuf,
    pub meta: CheckpointMeta,
    /// Every tensor by name, on the CPU.
    pub tensors: HashMap<String, Tensor>,
}

fn to_bytes(t: &Tensor) -> (Vec<usize>, Vec<u8>) {
    let shape = t.size().iter().map(|&d| d as usize).collect();
    let values: Vec<f32> = Vec::try_from(
        t.detach()
            .to_device(Device::Cpu)
            .to_kind(Kind::Float)
            .flatten(0, -1),
    )
    .expect("f32 tensor");
    let bytes = values.iter().flat_map(|v| v.to_le_bytes()).collect();
    (shape, bytes)
}

/// Writes a checkpoint atomically: `groups` are (prefix, named tensors), stored as
/// `prefix/name`.
///
/// # Errors
/// The file cannot be written.
pub fn save(
    path: &Path,
    meta: &CheckpointMeta,
    groups: &[(&str, Vec<(String, Tensor)>)],
) -> Result<(), CheckpointError> {
    let mut named: Vec<(String, Vec<usize>, Vec<u8>)> = groups
        .iter()
        .flat_map(|(prefix, tensors)| {
            tensors.iter().map(move |(name, t)| {
                let (shape, bytes) = to_bytes(t);
                (format!("{prefix}/{name}"), shape, bytes)
            })
        })
        .collect();
    named.sort_by(|a, b| a.0.cmp(&b.0));
    let mut digest = CRC32C.digest();
    for (_, _, bytes) in &named {
        digest.update(bytes);
    }
    let mut meta = meta.clone();
    meta.crc32c = format!("{:08x}", digest.finalize());
    let views: Vec<(String, TensorView)> = named
        .iter()
        .map(|(name, shape, bytes)| {
            (
                name.clone(),
                TensorView::new(Dtype::F32, shape.clone(), bytes).expect("sizes agree"),
            )
        })
        .collect();
    let metadata = HashMap::from([(
        META_KEY.to_string(),
        serde_json::to_string(&meta).expect("metadata serialises"),
    )]);
    let bytes = safetensors::tensor::serialize(views, &Some(metadata)).map_err(|e| {
        CheckpointError::Corrupt {
            path: path.display().to_string(),
            message: e.to_string(),
        }
    })?;
    atomic_file::write(path, &bytes).map_err(|source| CheckpointError::Io {
        path: path.display().to_string(),
        source,
    })
}

/// Writes `saved`'s network alone to `path` (atomically): its weights and metadata, without
/// the optimiser's state or a replay buffer. A third of a training checkpoint's size; every
/// player and `morris export` take it, a run cannot resume from it (the optimiser's state is
/// missing). `morris export --network-out` writes one; models/ ships one.
///
/// # Errors
/// The file cannot be written.
pub fn save_network_only(saved: &Checkpoint, path: &Path) -> Result<(), CheckpointError> {
    let mut meta = saved.meta.clone();
    meta.replay = None;
    let net: Vec<(String, Tensor)> = saved.group("net").into_iter().collect();
    save(path, &meta, &[("net", net)])
}

/// Reads and verifies a checkpoint (layout, format, version, checksum).
///
/// # Errors
/// An unreadable, truncated, damaged or foreign file, with its path.
pub fn load(path: &Path) -> Result<Checkpoint, CheckpointError> {
    let name = path.display().to_string();
    let corrupt = |message: String| CheckpointError::Corrupt {
        path: name.clone(),
        message,
    };
    // A plain file only: a device or a pipe would be read without end.
    if std::fs::metadata(path).is_ok_and(|m| !m.is_file()) {
        return Err(corrupt("not a regular file".into()));
    }
    let bytes = std::fs::read(path).map_err(|source| CheckpointError::Io {
        path: name.clone(),
        source,
    })?;
    let (_, metadata) =
        SafeTensors::read_metadata(&bytes).map_err(|e| corrupt(format!("{e:?}")))?;
    let file = SafeTensors::deserialize(&bytes).map_err(|e| corrupt(format!("{e:?}")))?;
    let json = metadata
        .metadata()
        .as_ref()
        .and_then(|m| m.get(META_KEY))
        .ok_or_else(|| {
            corrupt("no morris-zero metadata (not a checkpoint of this program)".into())
        })?;
    let mut record: serde_json::Value =
        serde_json::from_str(json).map_err(|e| corrupt(format!("metadata: {e}")))?;
    let format = record["format"].as_str().unwrap_or_default().to_string();
    let version = record["version"].as_u64().unwrap_or_default();
    if format != FORMAT || !(u64::from(OLDEST_READABLE)..=u64::from(VERSION)).contains(&version) {
        return Err(corrupt(format!(
            "format '{format}' version {version}, but this build reads '{FORMAT}' versions \
             {OLDEST_READABLE} to {VERSION}"
        )));
    }
    upgrade(&mut record).map_err(|error| CheckpointError::Upgrade {
        path: name.clone(),
        error: Box::new(error),
    })?;
    let meta: CheckpointMeta =
        serde_json::from_value(record).map_err(|e| corrupt(format!("metadata: {e}")))?;
    check_meta(&meta).map_err(|e| corrupt(format!("metadata: {e}")))?;
    let mut names: Vec<String> = file.names().into_iter().cloned().collect();
    names.sort();
    let mut digest = CRC32C.digest();
    let mut tensors = HashMap::with_capacity(names.len());
    for name in names {
        let view = file
            .tensor(&name)
            .map_err(|e| corrupt(format!("{name}: {e:?}")))?;
        digest.update(view.data());
        let tensor = read_tensor(&view).map_err(|e| corrupt(format!("{name}: {e}")))?;
        tensors.insert(name, tensor);
    }
    let crc = format!("{:08x}", digest.finalize());
    if crc != meta.crc32c {
        return Err(corrupt(format!(
            "checksum {crc} differs from the recorded {}: the file is damaged",
            meta.crc32c
        )));
    }
    Ok(Checkpoint {
        path: path.to_path_buf(),
        meta,
        tensors,
    })
}

/// Ten years in minutes: the most minutes of training, a run's `max_minutes` or a checkpoint's
/// progress (more would overflow the clock).
pub const TEN_YEARS_MINUTES: f64 = 10.0 * 365.0 * 24.0 * 60.0;

/// Refuses metadata that cannot be true: a network dimension out of range, minutes of
/// training out of range (`TEN_YEARS_MINUTES` at most, as a run's `max_minutes`).
fn check_meta(meta: &CheckpointMeta) -> Result<(), String> {
    meta.net.check()?;
    let minutes = meta.progress.minutes;
    if !(0.0..=TEN_YEARS_MINUTES).contains(&minutes) {
        return Err(format!(
            "progress.minutes is {minutes}, not from 0 to ten years"
        ));
    }
    Ok(())
}

/// One stored tensor: f32 values, every one finite, a shape within libtorch's range.
fn read_tensor(view: &safetensors::tensor::TensorView<'_>) -> Result<Tensor, String> {
    if view.dtype() != Dtype::F32 {
        return Err(format!("dtype {:?}, expected F32", view.dtype()));
    }
    let values: Vec<f32> = view
        .data()
        .chunks_exact(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    if values.iter().any(|v| !v.is_finite()) {
        return Err("holds NaN or infinite values".into());
    }
    let shape = view
        .shape()
        .iter()
        .map(|&d| i64::try_from(d))
        .collect::<Result<Vec<i64>, _>>()
        .map_err(|_| format!("shape {:?} out of range", view.shape()))?;
    Ok(Tensor::from_slice(&values).view(shape.as_slice()))
}

/// Brings a metadata record of an older readable version to this one. Version 2 kept the
/// search settings only inside the training config's TOML: its `[search]` section becomes the
/// `search` field (the defaults where the section is missing).
fn upgrade(record: &mut serde_json::Value) -> Result<(), UpgradeError> {
    if record["version"].as_u64() == Some(2) {
        let version = 2;
        let config = record["config"].as_str().unwrap_or_default();
        let table: toml::Table =
            toml::from_str(config).map_err(|error| UpgradeError::Config { version, error })?;
        let search: SearchSettings = match table.get("search") {
            Some(section) => section
                .clone()
                .try_into()
                .map_err(|error| UpgradeError::Search { version, error })?,
            None => SearchSettings::default(),
        };
        record["search"] = serde_json::to_value(search).expect("settings serialise");
        record["version"] = VERSION.into();
    }
    Ok(())
}

/// Field-by-field differences between two serialisable values, as `name: a -> b`.
pub fn differences<T: Serialize>(what: &str, ours: &T, theirs: &T) -> Vec<String> {
    let (a, b) = (
        serde_json::to_value(ours).expect("serialises"),
        serde_json::to_value(theirs).expect("serialises"),
    );
    match (a, b) {
        (serde_json::Value::Object(a), serde_json::Value::Object(b)) => a
            .iter()
            .filter(|(k, v)| b.get(*k) != Some(v))
            .map(|(k, v)| {
                format!(
                    "{what}.{k}: checkpoint {} vs {}",
                    b.get(k).map_or("-".to_string(), ToString::to_string),
                    v
                )
            })
            .collect(),
        (a, b) if a != b => vec![format!("{what}: checkpoint {b} vs {a}")],
        _ => Vec::new(),
    }
}

impl Checkpoint {
    /// The tensors under `prefix/`, with the prefix removed.
    #[must_use]
    pub fn group(&self, prefix: &str) -> HashMap<String, Tensor> {
        let start = format!("{prefix}/");
        self.tensors
            .iter()
            .filter_map(|(name, t)| {
                name.strip_prefix(&start)
                    .map(|rest| (rest.to_string(), t.shallow_clone()))
            })
            .collect()
    }

    /// Refuses a checkpoint of other rules or another network shape, saying what differs.
    ///
    /// # Errors
    /// `CheckpointError::Mismatch` listing each differing field.
    pub fn check_compatible(
        &self,
        rules: &RulesSpec,
        net: &NetConfig,
    ) -> Result<(), CheckpointError> {
        let mut diffs = differences("rules", rules, &self.meta.rules);
        diffs.extend(differences("net", net, &self.meta.net));
        if diffs.is_empty() {
            Ok(())
        } else {
            Err(CheckpointError::Mismatch {
                path: self.path.display().to_string(),
                message: format!(
                    "this checkpoint was trained with other settings:\n  {}",
                    diffs.join("\n  ")
                ),
            })
        }
    }

    /// The rules the checkpoint was trained under.
    ///
    /// # Errors
    /// Stored rules this build does not accept.
    pub fn rules(&self) -> Result<Rules, CheckpointError> {
        Rules::new(self.meta.rules.clone()).map_err(|e| CheckpointError::Mismatch {
            path: self.path.display().to_string(),
            message: format!("its rules: {e}"),
        })
    }

    /// The trained network, on `device`, in its own variable store.
    ///
    /// # Errors
    /// Stored rules this build does not accept, or weights that do not fit the stored shape.
    pub fn network(&self, device: Device) -> Result<(VarStore, PolicyValueNet), CheckpointError> {
        let encoder = Encoder::new(Arc::new(self.rules()?));
        self.check_net_shape()?;
        let vs = VarStore::new(device);
        let net = PolicyValueNet::new(
            &vs.root(),
            &self.meta.net,
            encoder.shape(),
            encoder.action_count(),
        );
        self.load_net(&vs)?;
        Ok((vs, net))
    }

    /// Checks that the network the metadata describes is the one its weights hold (its
    /// tower's depth and width, its heads' widths) before it is built: metadata that claimed
    /// a larger network would have it allocated first.
    fn check_net_shape(&self) -> Result<(), CheckpointError> {
        let net = &self.meta.net;
        let rows = |name: &str| {
            self.tensors
                .get(&format!("net/{name}"))
                .and_then(|t| t.size().first().copied())
        };
        let blocks = self
            .tensors
            .keys()
            .filter(|k| k.starts_with("net/tower.") && k.ends_with(".a.conv.weight"))
            .count() as i64;
        for (field, described, weights, held) in [
            ("blocks", net.blocks as i64, "tower.*", Some(blocks)),
            (
                "channels",
                net.channels,
                "stem.conv.weight",
                rows("stem.conv.weight"),
            ),
            (
                "policy_channels",
                net.policy_channels,
                "policy.conv.weight",
                rows("policy.conv.weight"),
            ),
            (
                "value_hidden",
                net.value_hidden,
                "value.fc1.weight",
                rows("value.fc1.weight"),
            ),
        ] {
            if held != Some(described) {
                return Err(CheckpointError::Mismatch {
                    path: self.path.display().to_string(),
                    message: format!(
                        "its metadata says net.{field} = {described}, its weights ({weights}) \
                         {}",
                        held.map_or("are missing".to_string(), |n| format!("hold {n}"))
                    ),
                });
            }
        }
        Ok(())
    }

    /// Copies the network's weights into `vs` (whose variables must match by name and shape).
    ///
    /// # Errors
    /// A missing, extra or misshapen tensor, named.
    pub fn load_net(&self, vs: &VarStore) -> Result<(), CheckpointError> {
        let mismatch = |message: String| CheckpointError::Mismatch {
            path: self.path.display().to_string(),
            message,
        };
        let stored = self.group("net");
        let variables = vs.variables();
        if let Some(extra) = stored.keys().find(|k| !variables.contains_key(*k)) {
            return Err(mismatch(format!(
                "weight '{extra}' has no place in the network"
            )));
        }
        let _guard = tch::no_grad_guard();
        for (name, mut var) in variables {
            let t = stored
                .get(&name)
                .ok_or_else(|| mismatch(format!("weight '{name}' is missing")))?;
            if t.size() != var.size() {
                return Err(mismatch(format!(
                    "weight '{name}' has shape {:?}, the network {:?}",
                    t.size(),
                    var.size()
                )));
            }
            var.copy_(&t.to_device(var.device()).to_kind(var.kind()));
        }
        Ok(())
    }
}

/// The network's variables as named tensors, for `save`.
#[must_use]
pub fn net_tensors(vs: &VarStore) -> Vec<(String, Tensor)> {
    let mut out: Vec<(String, Tensor)> = vs.variables().into_iter().collect();
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}
