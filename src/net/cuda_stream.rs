//! A CUDA stream of its own for a thread. Every libtorch thread starts on the device's
//! legacy default stream, which orders all work sent to it, from every thread: an inference
//! thread's copy back of its answers then waits for the other threads' forward passes queued
//! before it, and so for the trainer's steps, so the threads wake together and leave the GPU
//! idle together. `KataGo` gives each server thread its own stream for this reason.
//!
//! tch has no stream API, and a C++ shim would need CUDA's headers to build (the CPU-only
//! build has none), so the two c10 functions are found at run time in the loaded libtorch
//! (`dlsym`), by their Itanium-mangled names: where they are not (a CPU libtorch), nothing
//! changes. `CUDAStream` is trivially copyable (a `c10::Stream`: its device's type and index,
//! then a 64-bit id), so the x86-64 and `AArch64` C ABIs pass and return it as this `repr(C)`
//! struct, in two registers.
//!
//! Pool streams do not wait for the default stream, nor it for them: work queued on the
//! default stream whose results a thread reads on its own (weights copied in by the trainer
//! or the thread that built the copies) must have finished first, which `synchronize` makes
//! sure of; tensors a thread allocates on its stream are reused only by that stream.

use tch::Device;

/// `c10::cuda::CUDAStream` (a `c10::Stream`).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct CudaStream {
    device_type: i8,
    device_index: i8,
    id: i64,
}

/// The three functions' types in the C ABI.
type GetFromPool = extern "C" fn(bool, i8) -> CudaStream;
type SetCurrent = extern "C" fn(CudaStream);
#[cfg(test)]
type GetCurrent = extern "C" fn(i8) -> CudaStream;

/// `c10::cuda::getStreamFromPool(bool high_priority, DeviceIndex)`.
const GET_STREAM_FROM_POOL: &std::ffi::CStr = c"_ZN3c104cuda17getStreamFromPoolEba";
/// `c10::cuda::setCurrentCUDAStream(CUDAStream)`.
const SET_CURRENT_STREAM: &std::ffi::CStr = c"_ZN3c104cuda20setCurrentCUDAStreamENS0_10CUDAStreamE";
/// `c10::cuda::getCurrentCUDAStream(DeviceIndex)`.
#[cfg(test)]
const GET_CURRENT_STREAM: &std::ffi::CStr = c"_ZN3c104cuda20getCurrentCUDAStreamEa";

/// The calling thread's current stream on CUDA device `index`, where libtorch has CUDA.
#[cfg(test)]
fn current(index: i8) -> Option<CudaStream> {
    let get = super::libtorch_fn(GET_CURRENT_STREAM)?;
    // SAFETY: the symbol is c10's `getCurrentCUDAStream(DeviceIndex)`, whose argument is an
    // int8 and whose result a trivially copyable 16-byte `CudaStream` (module comment).
    let get = unsafe { std::mem::transmute::<*mut libc::c_void, GetCurrent>(get) };
    Some(get(index))
}

/// Moves the calling thread onto a stream of libtorch's pool on `device` (its later work on
/// that device is queued there) and waits for everything already queued on the device.
/// Returns whether it did: not for a CPU device, nor without a CUDA libtorch.
#[must_use]
pub fn use_own_stream(device: Device) -> bool {
    let Device::Cuda(index) = device else {
        return false;
    };
    let Ok(index) = i8::try_from(index) else {
        return false;
    };
    let (Some(get), Some(set)) = (
        super::libtorch_fn(GET_STREAM_FROM_POOL),
        super::libtorch_fn(SET_CURRENT_STREAM),
    ) else {
        return false;
    };
    // SAFETY: the symbols are c10's `getStreamFromPool(bool, DeviceIndex)` and
    // `setCurrentCUDAStream(CUDAStream)`, of these signatures in the C ABI (module comment).
    let (get, set) = unsafe {
        (
            std::mem::transmute::<*mut libc::c_void, GetFromPool>(get),
            std::mem::transmute::<*mut libc::c_void, SetCurrent>(set),
        )
    };
    let stream = get(false, index);
    set(stream);
    synchronize(device);
    true
}

/// Waits for all the work queued on `device` (every stream), for work on another stream
/// that this thread's reads or frees depend on; nothing on a CPU device.
pub fn synchronize(device: Device) {
    if let Device::Cuda(index) = device {
        tch::Cuda::synchronize(index as i64);
    }
}

/// Whether the calling thread works on a stream other than `device`'s default one (false
/// without CUDA; for the tests).
#[cfg(test)]
fn on_own_stream(device: Device) -> bool {
    let Device::Cuda(index) = device else {
        return false;
    };
    i8::try_from(index)
        .ok()
        .and_then(current)
        .is_some_and(|stream| stream.id != 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use tch::{Kind, Tensor};

    #[test]
    fn the_cpu_has_no_streams() {
        assert!(!use_own_stream(Device::Cpu));
        assert!(!on_own_stream(Device::Cpu));
    }

    /// A thread moved onto a pool stream is on it (and other threads are not), and work on
    /// it computes what it computes on the default stream.
    #[test]
    fn on_cuda_a_thread_gets_a_stream_of_its_own() {
        if !tch::Cuda::is_available() {
            eprintln!("no CUDA device: on_cuda_a_thread_gets_a_stream_of_its_own not run");
            return;
        }
        let device = Device::Cuda(0);
        let x = Tensor::arange(1 << 20, (Kind::Int64, device));
        let want = i64::try_from(x.sum(Kind::Int64)).unwrap();
        assert!(!on_own_stream(device));
        std::thread::scope(|scope| {
            let x = x.shallow_clone();
            scope.spawn(move || {
                assert!(use_own_stream(device));
                assert!(on_own_stream(device));
                let y = (&x * 2).sum(Kind::Int64);
                assert_eq!(i64::try_from(y).unwrap(), 2 * want);
            });
        });
        assert!(!on_own_stream(device));
    }
}
