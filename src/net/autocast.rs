//! libtorch's autocast (CUDA's mixed precision) around a closure, as `tch::autocast` but
//! through libtorch's current entry points. tch's C shim calls `at::autocast::is_enabled`
//! and `set_enabled`, deprecated since torch 2.4, each of which logs a warning: five a call,
//! so five lines of stderr for every training step of a mixed-precision run (hundreds of
//! megabytes over a two-hour GPU run). Those two are inline wrappers of
//! `is_autocast_enabled(kCUDA)` and `set_autocast_enabled(kCUDA, b)`, which this calls
//! instead, found in the loaded libtorch at run time as `cuda_stream` finds its functions
//! (`net::libtorch_fn`); where they are missing it falls back on `tch::autocast`.

use std::sync::OnceLock;

/// `c10::DeviceType::CUDA` (an `int8_t` enum).
const CUDA: i8 = 1;

/// The five functions, by their Itanium-mangled names in `libtorch_cpu`.
struct Autocast {
    /// `bool at::autocast::is_autocast_enabled(c10::DeviceType)`.
    is_enabled: extern "C" fn(i8) -> bool,
    /// `void at::autocast::set_autocast_enabled(c10::DeviceType, bool)`.
    set_enabled: extern "C" fn(i8, bool),
    /// `int64_t at::autocast::increment_nesting()`.
    increment_nesting: extern "C" fn() -> i64,
    /// `int64_t at::autocast::decrement_nesting()`.
    decrement_nesting: extern "C" fn() -> i64,
    /// `void at::autocast::clear_cache()`.
    clear_cache: extern "C" fn(),
}

fn functions() -> Option<&'static Autocast> {
    static FUNCTIONS: OnceLock<Option<Autocast>> = OnceLock::new();
    FUNCTIONS
        .get_or_init(|| {
            let find = super::libtorch_fn;
            let is_enabled = find(c"_ZN2at8autocast19is_autocast_enabledEN3c1010DeviceTypeE")?;
            let set_enabled = find(c"_ZN2at8autocast20set_autocast_enabledEN3c1010DeviceTypeEb")?;
            let increment = find(c"_ZN2at8autocast17increment_nestingEv")?;
            let decrement = find(c"_ZN2at8autocast17decrement_nestingEv")?;
            let clear_cache = find(c"_ZN2at8autocast11clear_cacheEv")?;
            // SAFETY: each symbol is the function its field names, whose arguments (an int8
            // enum, a bool) and results (bool, int64, none) the C ABI passes alike.
            unsafe {
                Some(Autocast {
                    is_enabled: std::mem::transmute::<*mut libc::c_void, extern "C" fn(i8) -> bool>(
                        is_enabled,
                    ),
                    set_enabled: std::mem::transmute::<*mut libc::c_void, extern "C" fn(i8, bool)>(
                        set_enabled,
                    ),
                    increment_nesting: std::mem::transmute::<
                        *mut libc::c_void,
                        extern "C" fn() -> i64,
                    >(increment),
                    decrement_nesting: std::mem::transmute::<
                        *mut libc::c_void,
                        extern "C" fn() -> i64,
                    >(decrement),
                    clear_cache: std::mem::transmute::<*mut libc::c_void, extern "C" fn()>(
                        clear_cache,
                    ),
                })
            }
        })
        .as_ref()
}

/// Runs `f` under CUDA's autocast when `mixed` (and a CUDA device is there, as
/// `tch::autocast` does), else as it is; the autocast state before is restored after.
pub fn autocast_if<T>(mixed: bool, f: impl FnOnce() -> T) -> T {
    if !mixed || !tch::Cuda::is_available() {
        return f();
    }
    let Some(at) = functions() else {
        return tch::autocast(true, f);
    };
    let before = (at.is_enabled)(CUDA);
    (at.set_enabled)(CUDA, true);
    (at.increment_nesting)();
    let result = f();
    if (at.decrement_nesting)() == 0 {
        (at.clear_cache)();
    }
    (at.set_enabled)(CUDA, before);
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The functions are found in any libtorch (CPU builds included) and called with the
    /// right signatures: the flag set reads back, and the nesting counts up and down.
    #[test]
    fn libtorchs_autocast_functions_are_found_and_answer() {
        let at = functions().expect("libtorch's autocast functions");
        let before = (at.is_enabled)(CUDA);
        (at.set_enabled)(CUDA, !before);
        assert_eq!((at.is_enabled)(CUDA), !before);
        (at.set_enabled)(CUDA, before);
        assert_eq!((at.is_enabled)(CUDA), before);
        if tch::Cuda::is_available() {
            assert!(autocast_if(true, || (at.is_enabled)(CUDA)));
            assert_eq!((at.is_enabled)(CUDA), before);
        }
        let depth = (at.increment_nesting)();
        assert_eq!((at.decrement_nesting)(), depth - 1);
        (at.clear_cache)();
    }

    /// Without `mixed` (or without CUDA) the closure runs as it is.
    #[test]
    fn autocast_if_runs_the_closure_once() {
        let mut runs = 0;
        assert_eq!(
            autocast_if(false, || {
                runs += 1;
                7
            }),
            7
        );
        assert_eq!(
            autocast_if(true, || {
                runs += 1;
                8
            }),
            8
        );
        assert_eq!(runs, 2);
    }
}
