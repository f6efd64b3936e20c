//! `morris bench train`: the trainer's gradient steps alone, a second and phase by phase.

use anyhow::Result;
use morris_zero::train::{Learner, Lockstep, TrainConfig};
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;

/// Fills a replay buffer with quick self-play games (one simulation a move: only the steps
/// are measured), then times `steps` steps with `preset`'s net, batch and optimiser.
pub(super) fn run(
    mut preset: TrainConfig,
    device: Option<&str>,
    steps: usize,
    tablebase: Option<&str>,
) -> Result<ExitCode> {
    if let Some(device) = device {
        preset.device = device.to_string();
    }
    preset.tablebase.dir = tablebase.unwrap_or_default().to_string();
    preset.tablebase.build_men = 0;
    preset.selfplay.simulations = 1;
    preset.selfplay.fast_simulations = 1;
    preset.selfplay.games_in_parallel = preset.selfplay.games_in_parallel.min(256);
    let dir = std::env::temp_dir().join(format!("morris-bench-train-{}", std::process::id()));
    let result = measure(preset, &dir, steps.max(1));
    let _ = std::fs::remove_dir_all(&dir);
    result
}

fn measure(preset: TrainConfig, dir: &std::path::Path, steps: usize) -> Result<ExitCode> {
    let batch = preset.optim.batch_size;
    let games = preset.selfplay.games_in_parallel;
    println!(
        "preset {} ({}x{} net), device {}, batch {batch}, {}, tables {}",
        preset.name,
        preset.net.blocks,
        preset.net.channels,
        preset.device,
        if preset.mixed_precision {
            "mixed precision where CUDA"
        } else {
            "f32"
        },
        if preset.tablebase.dir.is_empty() {
            "none"
        } else {
            &preset.tablebase.dir
        },
    );
    let mut trainer = Learner::new(preset, dir)?;
    let stop = AtomicBool::new(false);
    while trainer.buffer().len() < batch {
        let (played, _) = Lockstep::new(&trainer).play(&mut trainer, games, &stop, None);
        trainer.add_games(&played);
    }
    // Warm up: the first steps allocate, and pick cuDNN's kernels.
    trainer.profile_steps(3);
    let profile = trainer.profile_steps(steps);
    println!(
        "a step phase by phase (the device waited for after each): sample {:.2} ms, forward {:.2}, \
         backward {:.2}, optimiser {:.2}, figures {:.2}",
        profile.sample_ms,
        profile.forward_ms,
        profile.backward_ms,
        profile.optimizer_ms,
        profile.stats_ms,
    );
    println!(
        "{steps} steps from a buffer of {} positions: {:.1} steps/s ({:.0} positions/s)",
        trainer.buffer().len(),
        profile.steps_per_second,
        profile.steps_per_second * batch as f64,
    );
    println!("steps/s {:.1}", profile.steps_per_second);
    Ok(ExitCode::SUCCESS)
}
