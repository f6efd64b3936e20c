//! Export of a trained network for use without this crate: a `TorchScript` file (traced) and a
//! JSON sidecar beside it.
//!
//! The `TorchScript` module takes observations `[N, C, H, W]` (f32) and returns one tensor
//! `[N, A + 1]` (libtorch's exported methods return a single value): columns `0..A` are the
//! policy logits over every action id (mask the illegal ones before a softmax), column `A`
//! the expected result for the player to move in [-1, 1]. Load it with
//! `torch.jit.load("model.pt")` in Python or `torch::jit::load` in C++.
//!
//! The sidecar (`model.json` for `model.pt`) says everything needed to encode positions and
//! decode actions: the rules, the observation planes and the cell of each point, the
//! action-id table with its notation, the network's shape, the training step and the format
//! version.

use super::checkpoint::Checkpoint;
use super::evaluator::Backend;
use crate::env::Encoder;
use crate::env::encoding::planes;
use crate::game::notation::format_action;
use crate::game::{Action, Rules, RulesSpec};
use crate::mcts::SearchSettings;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use tch::{CModule, Device, Kind, Tensor};
use thiserror::Error;

/// What every sidecar says it is.
pub const FORMAT: &str = "morris-zero exported model";
/// The version this build writes. 2: 17 observation planes (threats and mills). 3: the search
/// settings the network was trained with (`search`).
pub const VERSION: u32 = 3;
/// The oldest version this build reads. A version-2 sidecar has no search settings: the
/// defaults stand in for them.
pub const OLDEST_READABLE: u32 = 2;

/// Why an export cannot be written or read.
#[derive(Debug, Error)]
pub enum ExportError {
    #[error("{path}: {message}")]
    File { path: String, message: String },
    /// The `TorchScript` file loads but does not answer as an exported network does.
    #[error("{path}: {error}")]
    Outputs { path: String, error: OutputsError },
    #[error(transparent)]
    Checkpoint(#[from] super::checkpoint::CheckpointError),
}

/// Why a loaded module is not an exported network of its sidecar's shapes (`load` runs it once
/// on two empty observations).
#[derive(Debug, Error)]
pub enum OutputsError {
    #[error(
        "does not run on observations of shape [N, {}, {}, {}]: {error}",
        shape[0],
        shape[1],
        shape[2]
    )]
    DoesNotRun {
        /// `[C, H, W]`, the sidecar's.
        shape: [i64; 3],
        error: tch::TchError,
    },
    #[error(
        "returns shape {found:?} for 2 positions; an exported morris-zero network returns \
         {expected:?} (the policy logits of every action id, then the value)"
    )]
    Shape { found: Vec<i64>, expected: [i64; 2] },
}

/// The observation's layout.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ObservationInfo {
    /// `[C, H, W]`.
    pub shape: [usize; 3],
    /// Plane names, in channel order (crates/morris-core/src/env/encoding.rs documents each).
    pub planes: Vec<String>,
    /// For each point (in point order): its name and the cell `row * W + col` it occupies.
    pub points: Vec<(String, usize)>,
}

/// One action id.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ActionInfo {
    pub id: usize,
    /// `place`, `capture` or `move`.
    pub kind: String,
    /// Its token in the notation (`d1`, `xd1`, `d1-d2`).
    pub token: String,
}

/// The sidecar.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Sidecar {
    pub format: String,
    pub version: u32,
    pub rules: RulesSpec,
    pub observation: ObservationInfo,
    pub actions: Vec<ActionInfo>,
    pub net: super::NetConfig,
    /// How the network searched in training (the neural player's defaults).
    pub search: SearchSettings,
    pub training_step: u64,
    /// What the module returns, in words.
    pub outputs: String,
}

/// The sidecar's path for a `TorchScript` file.
#[must_use]
pub fn sidecar_path(model: &Path) -> PathBuf {
    model.with_extension("json")
}

/// Builds the sidecar for a network trained under `rules`.
#[must_use]
pub fn sidecar(
    rules: &Arc<Rules>,
    net: &super::NetConfig,
    search: &SearchSettings,
    step: u64,
) -> Sidecar {
    let encoder = Encoder::new(rules.clone());
    let board = rules.board();
    let points = board.points();
    Sidecar {
        format: FORMAT.to_string(),
        version: VERSION,
        rules: rules.spec().clone(),
        observation: ObservationInfo {
            shape: encoder.shape(),
            planes: planes::NAMES.iter().map(ToString::to_string).collect(),
            points: (0..points)
                .map(|p| (board.name(p as u8).to_string(), encoder.cells()[p]))
                .collect(),
        },
        // Ids that name no action (a move from a point to itself) are left out.
        actions: (0..encoder.action_count())
            .filter_map(|id| Action::from_id(id, points).map(|action| (id, action)))
            .map(|(id, action)| {
                let kind = match action {
                    Action::Place(_) => "place",
                    Action::Capture(_) => "capture",
                    Action::Move { .. } => "move",
                };
                ActionInfo {
                    id,
                    kind: kind.to_string(),
                    token: format_action(board, action),
                }
            })
            .collect(),
        net: net.clone(),
        search: *search,
        training_step: step,
        outputs: "one tensor [N, A + 1]: columns 0..A are policy logits over action ids (mask \
                  illegal ids before the softmax), column A the expected result for the player \
                  to move, in [-1, 1]"
            .to_string(),
    }
}

/// Traces the checkpoint's network into `out` (`TorchScript`) and writes the sidecar beside
/// it; returns the sidecar's path.
///
/// # Errors
/// A checkpoint that cannot be used, or files that cannot be written.
pub fn export(saved: &Checkpoint, out: &Path) -> Result<PathBuf, ExportError> {
    let rules = Arc::new(saved.rules()?);
    let (mut vs, net) = saved.network(Device::Cpu)?;
    // Constants in a trace must not require gradients.
    vs.freeze();
    let encoder = Encoder::new(rules.clone());
    let [c, h, w] = encoder.shape().map(|d| d as i64);
    let example = Tensor::zeros([2, c, h, w], (Kind::Float, Device::Cpu));
    let file_error = |path: &Path, message: String| ExportError::File {
        path: path.display().to_string(),
        message,
    };
    let module = tch::no_grad(|| {
        CModule::create_by_tracing("MorrisNet", "forward", &[example], &mut |inputs| {
            let (logits, value) = net.forward_t(&inputs[0], false);
            vec![Tensor::cat(
                &[logits, net.expected_value(&value).unsqueeze(1)],
                1,
            )]
        })
    })
    .map_err(|e| file_error(out, format!("cannot trace the network: {e}")))?;
    // Both files or neither: a sidecar that could not take the place of a directory would
    // leave a module replaced without its sidecar.
    let side = sidecar_path(out);
    if side.is_dir() {
        return Err(file_error(&side, "is a directory, not a sidecar".into()));
    }
    crate::atomic_file::write_with(out, |tmp| module.save(tmp).map_err(std::io::Error::other))
        .map_err(|e| file_error(out, format!("cannot write: {e}")))?;
    let text = serde_json::to_string_pretty(&sidecar(
        &rules,
        &saved.meta.net,
        &saved.meta.search,
        saved.meta.step,
    ))
    .expect("the sidecar serialises");
    crate::atomic_file::write(&side, text.as_bytes())
        .map_err(|e| file_error(&side, e.to_string()))?;
    Ok(side)
}

/// Loads an exported model and its sidecar onto `device`.
///
/// # Errors
/// A missing or unreadable file, a sidecar of another format or version.
pub fn load(path: &Path, device: Device) -> Result<(Backend, Sidecar), ExportError> {
    let side = sidecar_path(path);
    let file_error = |path: &Path, message: String| ExportError::File {
        path: path.display().to_string(),
        message,
    };
    let text = std::fs::read_to_string(&side)
        .map_err(|e| file_error(&side, format!("the sidecar of {}: {e}", path.display())))?;
    let mut record: serde_json::Value =
        serde_json::from_str(&text).map_err(|e| file_error(&side, e.to_string()))?;
    let format = record["format"].as_str().unwrap_or_default().to_string();
    let version = record["version"].as_u64().unwrap_or_default();
    if format != FORMAT || !(u64::from(OLDEST_READABLE)..=u64::from(VERSION)).contains(&version) {
        return Err(file_error(
            &side,
            format!(
                "format '{format}' version {version}, but this build reads '{FORMAT}' \
                 versions {OLDEST_READABLE} to {VERSION}"
            ),
        ));
    }
    if version == 2 {
        record["search"] =
            serde_json::to_value(SearchSettings::default()).expect("settings serialise");
        record["version"] = VERSION.into();
    }
    let sidecar: Sidecar =
        serde_json::from_value(record).map_err(|e| file_error(&side, e.to_string()))?;
    // The observation it describes must be its rules': the module is probed with it.
    let rules = Rules::new(sidecar.rules.clone())
        .map_err(|e| file_error(&side, format!("its rules: {e}")))?;
    let encoder = Encoder::new(Arc::new(rules));
    let points = encoder.rules().board().points();
    if sidecar.observation.shape != encoder.shape() || sidecar.observation.points.len() != points {
        return Err(file_error(
            &side,
            format!(
                "its observation ({:?}, {} points) is not its rules' ({:?}, {points} points)",
                sidecar.observation.shape,
                sidecar.observation.points.len(),
                encoder.shape()
            ),
        ));
    }
    let mut module = CModule::load_on_device(path, device)
        .map_err(|e| file_error(path, format!("not a TorchScript file: {e}")))?;
    module.set_eval();
    check_outputs(&module, &sidecar, device).map_err(|error| ExportError::Outputs {
        path: path.display().to_string(),
        error,
    })?;
    Ok((Backend::TorchScript(module), sidecar))
}

/// Runs the module once on two empty observations of the sidecar's shape: it must return one
/// tensor `[2, A + 1]`, A the action ids of the sidecar's board. A module that does not (another
/// program's, or a sidecar paired with the wrong file) is refused here, not mid-game.
fn check_outputs(module: &CModule, sidecar: &Sidecar, device: Device) -> Result<(), OutputsError> {
    let shape = sidecar.observation.shape.map(|d| d as i64);
    let expected = [
        2,
        crate::game::action_count(sidecar.observation.points.len()) as i64 + 1,
    ];
    let [c, h, w] = shape;
    let probe = Tensor::zeros([2, c, h, w], (Kind::Float, device));
    let output = tch::no_grad(|| module.forward_ts(&[probe]))
        .map_err(|error| OutputsError::DoesNotRun { shape, error })?;
    let found = output.size();
    if found == expected {
        Ok(())
    } else {
        Err(OutputsError::Shape { found, expected })
    }
}
