//! `morris info`: versions and devices, the first thing to check on a new machine.

use std::process::ExitCode;

pub fn run() -> ExitCode {
    println!("morris-zero {}", env!("CARGO_PKG_VERSION"));
    println!(
        "libtorch {} ({})",
        env!("MORRIS_LIBTORCH_VERSION"),
        env!("MORRIS_LIBTORCH_DIR")
    );
    println!("libtorch_cuda linked: {}", env!("MORRIS_LINKS_CUDA"));
    let cuda = tch::Cuda::is_available();
    println!("cuda available: {cuda}");
    if cuda {
        println!("cuda devices: {}", tch::Cuda::device_count());
        println!("cudnn available: {}", tch::Cuda::cudnn_is_available());
    }
    println!("libtorch threads: {}", tch::get_num_threads());
    println!(
        "cpu cores: {}",
        std::thread::available_parallelism().map_or(1, std::num::NonZero::get)
    );
    ExitCode::SUCCESS
}
