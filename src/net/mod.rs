//! The neural network (tch): the policy/value model and where it runs. Downstream of the
//! environment: it reads observations and masks, and knows nothing of search or training.

pub mod checkpoint;
pub mod evaluator;
pub mod export;
pub mod model;

pub use evaluator::{BatchEvaluator, LeafInput};
pub use model::{NetConfig, PolicyValueNet, ValueHead, masked_softmax};

use tch::Device;

/// `--device auto|cpu|cuda`: auto takes the GPU when libtorch sees one.
///
/// # Errors
/// An unknown name, or `cuda` where CUDA is not available.
pub fn device_from(name: &str) -> Result<Device, String> {
    match name {
        "auto" => Ok(Device::cuda_if_available()),
        "cpu" => Ok(Device::Cpu),
        "cuda" if tch::Cuda::is_available() => Ok(Device::Cuda(0)),
        "cuda" => {
            Err("--device cuda, but libtorch sees no CUDA device (see `morris info`)".to_string())
        }
        other => Err(format!("--device '{other}': use auto, cpu or cuda")),
    }
}
