//! The neural network (tch): the policy/value model, where it runs, and its files. It reads
//! the environment's observations and masks; it answers the search driver's leaves through
//! `mcts::LeafEvaluator` (`BatchEvaluator` in one thread, the inference service for many), and
//! checkpoints and exports store the search settings the player uses (`mcts::SearchSettings`).
//! It knows nothing of self-play or training.

pub mod autocast;
pub mod checkpoint;
pub mod cuda_stream;
mod env_tensors;
pub mod evaluator;
pub mod export;
pub mod fused;
pub mod inference;
pub mod model;
pub mod threads;

pub use env_tensors::EnvTensors;
pub use evaluator::BatchEvaluator;
pub use model::{AuxOutputs, NetConfig, PolicyValueNet, ValueHead, masked_softmax};

use tch::Device;
use thiserror::Error;

/// Why a device name cannot be used (`device_from`).
#[derive(Debug, Error, PartialEq, Eq)]
pub enum DeviceError {
    #[error("--device cuda, but libtorch sees no CUDA device (see `morris info`)")]
    NoCuda,
    #[error("--device '{name}': use auto, cpu or cuda")]
    Unknown { name: String },
}

/// `--device auto|cpu|cuda`: auto takes the GPU when libtorch sees one.
///
/// # Errors
/// An unknown name, or `cuda` where CUDA is not available.
pub fn device_from(name: &str) -> Result<Device, DeviceError> {
    match name {
        "auto" => Ok(Device::cuda_if_available()),
        "cpu" => Ok(Device::Cpu),
        "cuda" if tch::Cuda::is_available() => Ok(Device::Cuda(0)),
        "cuda" => Err(DeviceError::NoCuda),
        other => Err(DeviceError::Unknown {
            name: other.to_string(),
        }),
    }
}

/// A function of the loaded libraries (libtorch's, where tch does not wrap it), by its
/// symbol; none on systems other than Linux on x86-64 or `AArch64`, whose C ABI the callers'
/// signatures were checked against.
pub(crate) fn libtorch_fn(name: &std::ffi::CStr) -> Option<*mut libc::c_void> {
    #[cfg(all(
        target_os = "linux",
        any(target_arch = "x86_64", target_arch = "aarch64")
    ))]
    {
        // SAFETY: dlsym reads a NUL-terminated name and returns null where it finds nothing.
        let address = unsafe { libc::dlsym(libc::RTLD_DEFAULT, name.as_ptr()) };
        (!address.is_null()).then_some(address)
    }
    #[cfg(not(all(
        target_os = "linux",
        any(target_arch = "x86_64", target_arch = "aarch64")
    )))]
    {
        let _ = name;
        None
    }
}

/// Keeps the memory libtorch frees on the CPU in the process for its next batch, where glibc
/// would hand it back to the system: blocks over `M_MMAP_THRESHOLD` (128 KiB at start, raised
/// by glibc only as it sees such blocks freed) are mapped and unmapped each time, and a
/// network's activations then fault in their pages at every forward pass. Which size glibc
/// has settled on depended on the order of a program's first frees: two builds of `morris`
/// played the `cpu` preset's self-play at 512 and 608 moves/s on one thread, and both at 720
/// to 735 with these settings (`MALLOC_MMAP_THRESHOLD_=32 MiB`, `MALLOC_TRIM_THRESHOLD_=128
/// MiB`; docs/performance.md). What `PyTorch` advises for CPU work (or jemalloc). Either
/// variable in the environment still decides; elsewhere than glibc this does nothing.
pub fn keep_freed_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        let set = |name| std::env::var_os(name).is_some();
        if set("MALLOC_MMAP_THRESHOLD_") || set("MALLOC_TRIM_THRESHOLD_") {
            return;
        }
        // SAFETY: mallopt changes two of malloc's tunables; called before other threads
        // start (main's first lines).
        unsafe {
            libc::mallopt(libc::M_MMAP_THRESHOLD, 32 << 20);
            libc::mallopt(libc::M_TRIM_THRESHOLD, 128 << 20);
        }
    }
}

/// Makes this thread's SSE arithmetic flush denormal (subnormal) floats to zero, inputs and
/// results alike: what `torch.set_flush_denormal(True)` does, which tch does not expose.
///
/// A trained network's weights and activations drift into the denormal range, where x86
/// arithmetic takes a slow path: without this a CPU training run slowed seven-fold as it
/// learned. Threads inherit the setting from the thread that creates them, so `main` calls
/// this first, before libtorch starts its thread pools. On targets other than x86-64 it does
/// nothing.
pub fn flush_denormals() {
    #[cfg(target_arch = "x86_64")]
    {
        // MXCSR bit 15: flush to zero (results); bit 6: denormals are zero (inputs).
        const FTZ_DAZ: u32 = (1 << 15) | (1 << 6);
        // SAFETY: only the denormal-handling bits of this thread's MXCSR change.
        #[allow(deprecated)]
        unsafe {
            use std::arch::x86_64::{_mm_getcsr, _mm_setcsr};
            _mm_setcsr(_mm_getcsr() | FTZ_DAZ);
        }
    }
}

/// The GPU's utilisation (0 to 1) as `nvidia-smi` reports it (a sample over its last
/// fraction of a second), when `device` is a CUDA device and the tool answers; `None`
/// otherwise. libtorch does not expose NVML, so the pipeline's log asks the tool.
#[must_use]
pub fn gpu_busy(device: Device) -> Option<f64> {
    let Device::Cuda(index) = device else {
        return None;
    };
    let output = std::process::Command::new("nvidia-smi")
        .args([
            "--query-gpu=utilization.gpu",
            "--format=csv,noheader,nounits",
            "-i",
            &index.to_string(),
        ])
        .output()
        .ok()?;
    let text = String::from_utf8(output.stdout).ok()?;
    text.trim()
        .parse::<f64>()
        .ok()
        .map(|percent| percent / 100.0)
}
