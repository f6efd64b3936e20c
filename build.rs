//! Links the binary to the libtorch that tch builds against (LIBTORCH, set by
//! .cargo/config.toml to the copy scripts/setup-libtorch.sh installs):
//! - an rpath to its lib/, so `morris` runs without `LD_LIBRARY_PATH` (which still wins, so
//!   the binary can be pointed at another machine's torch);
//! - `libtorch_cuda` when it is there with the CUDA libraries it needs, kept by
//!   `--no-as-needed` (nothing references it directly, and without it
//!   `tch::Cuda::is_available()` is false even on a GPU). `MORRIS_LINK_CUDA=0|1` overrides;
//! - the libtorch version, for `morris info`.

use std::env;
use std::fs;
use std::path::Path;

fn main() {
    println!("cargo:rerun-if-env-changed=LIBTORCH");
    println!("cargo:rerun-if-env-changed=MORRIS_LINK_CUDA");
    let Ok(libtorch) = env::var("LIBTORCH") else {
        println!(
            "cargo:rustc-env=MORRIS_LIBTORCH_VERSION=unknown (LIBTORCH not set at build time)"
        );
        return;
    };
    let root = Path::new(&libtorch);
    let lib = root.join("lib");
    println!("cargo:rerun-if-changed={}", lib.display());
    println!("cargo:rustc-link-arg=-Wl,-rpath,{}", lib.display());

    let link_cuda = match env::var("MORRIS_LINK_CUDA").as_deref() {
        Ok("1") => true,
        Ok("0") => false,
        _ => lib.join("libtorch_cuda.so").exists() && cuda_libraries_installed(root),
    };
    if link_cuda {
        println!("cargo:rustc-link-arg=-Wl,--no-as-needed");
        println!("cargo:rustc-link-arg=-ltorch_cuda");
        println!("cargo:rustc-link-arg=-Wl,--as-needed");
    }
    println!("cargo:rustc-env=MORRIS_LINKS_CUDA={link_cuda}");
    println!(
        "cargo:rustc-env=MORRIS_LIBTORCH_VERSION={}",
        torch_version(root)
    );
    println!("cargo:rustc-env=MORRIS_LIBTORCH_DIR={libtorch}");
}

/// The `PyPI` wheel ships `libtorch_cuda.so` even in the CPU install (which has only the CUDA
/// runtime and CUPTI); linking it then would fail at load time for want of cuBLAS. The full
/// install brings cuBLAS next to torch, under nvidia/*/lib.
fn cuda_libraries_installed(torch: &Path) -> bool {
    let Some(site) = torch.parent() else {
        return false;
    };
    let Ok(entries) = fs::read_dir(site.join("nvidia")) else {
        return false;
    };
    entries.flatten().any(|dir| {
        fs::read_dir(dir.path().join("lib")).is_ok_and(|files| {
            files
                .flatten()
                .any(|f| f.file_name().to_string_lossy().starts_with("libcublas.so"))
        })
    })
}

/// From the wheel's version.py (`2.11.0+cu130`), else from the C++ headers.
fn torch_version(torch: &Path) -> String {
    if let Ok(text) = fs::read_to_string(torch.join("version.py")) {
        if let Some(line) = text.lines().find(|l| l.starts_with("__version__")) {
            return line.split('\'').nth(1).unwrap_or("unknown").to_string();
        }
    }
    let header =
        fs::read_to_string(torch.join("include/torch/headeronly/version.h")).unwrap_or_default();
    let part = |name: &str| {
        header
            .lines()
            .find_map(|l| l.strip_prefix(&format!("#define TORCH_VERSION_{name} ")))
            .map(str::trim)
    };
    match (part("MAJOR"), part("MINOR"), part("PATCH")) {
        (Some(a), Some(b), Some(c)) => format!("{a}.{b}.{c}"),
        _ => "unknown".to_string(),
    }
}
