//! The parallel pipeline: self-play workers, the inference service and the trainer at once,
//! with batches in flight, several inference threads, and a resume.

use super::{scratch, tiny};
use morris_zero::run_dir::CHECKPOINT;
use morris_zero::train::{Event, Learner, StopReason};
use std::sync::atomic::AtomicBool;

/// Two batches in flight per worker (`[pipeline] batches_in_flight = 2`) and two inference
/// threads: the pipeline trains to its steps on games whose halves take turns with the
/// service's threads, and every position comes from a finished game (the buffer holds what
/// the workers sent).
#[test]
fn the_pipeline_trains_with_two_batches_in_flight_and_two_inference_threads() {
    let dir = scratch("in-flight");
    let mut config = tiny(16);
    config.deterministic = false;
    config.pipeline.workers = 2;
    config.pipeline.batches_in_flight = 2;
    config.pipeline.inference_threads = 2;
    config.pipeline.publish_every_steps = 2;
    let mut trainer = Learner::new(config.clone(), &dir).unwrap();
    let mut games = 0;
    let reason = trainer
        .run(&AtomicBool::new(false), &mut |e| {
            if let Event::Iteration { games: g, .. } = e {
                games += g;
            }
        })
        .unwrap();
    assert_eq!(reason, StopReason::MaxSteps);
    assert_eq!(trainer.step(), 16);
    assert!(games > 0);
    assert_eq!(trainer.buffer().generated(), trainer.progress().positions);
    config.pipeline.batches_in_flight = 5;
    assert!(
        config
            .check()
            .unwrap_err()
            .to_string()
            .contains("batches_in_flight must be from 1 to 4")
    );
    config.pipeline.batches_in_flight = 2;
    config.pipeline.inference_threads = 0;
    assert!(
        config
            .check()
            .unwrap_err()
            .to_string()
            .contains("inference_threads must be from 1 to 4 (it is 0)")
    );
}

/// The parallel pipeline: 4 self-play workers, an inference service and the trainer at once,
/// with weights published every 2 steps. The trainer never trains ahead of the positions it
/// has (the replay ratio), self-play waits when it runs too far ahead, the log reports the
/// pipeline's speeds, and the run resumes.
#[test]
fn the_parallel_pipeline_trains_with_four_workers_and_resumes() {
    let dir = scratch("parallel");
    let mut config = tiny(40);
    config.deterministic = false;
    config.pipeline.workers = 4;
    config.pipeline.publish_every_steps = 2;
    config.pipeline.lead_positions = 32;
    let mut trainer = Learner::new(config.clone(), &dir).unwrap();
    let mut events = Vec::new();
    let reason = trainer
        .run(&AtomicBool::new(false), &mut |e| events.push(e))
        .unwrap();
    assert_eq!(reason, StopReason::MaxSteps);
    assert_eq!(trainer.step(), 40);
    let progress = trainer.progress().clone();
    let batch = config.optim.batch_size as f64;
    let ratio = config.replay.train_ratio;
    assert_eq!(
        progress.samples_trained,
        40 * config.optim.batch_size as u64
    );
    assert_eq!(trainer.buffer().generated(), progress.positions);
    // Steps are owed only by positions in the buffer (past min_positions).
    assert!(
        progress.samples_trained as f64 <= ratio * progress.positions as f64 + batch,
        "{progress:?}"
    );
    // Self-play waits once the positions the trainer has not trained for reach its lead
    // (33: two steps' worth), overshooting by at most a delivery per worker (2 games of at
    // most 400 plies); positions before min_positions owe no step.
    let trained_for = progress.samples_trained as f64 / ratio;
    let bound = trained_for + config.replay.min_positions as f64 + 33.0 + 4.0 * 800.0;
    assert!(progress.positions as f64 <= bound, "{progress:?}");
    let (speeds, replay_ratio) = events
        .iter()
        .rev()
        .find_map(|e| match e {
            Event::Iteration {
                speeds,
                replay_ratio,
                ..
            } => Some((*speeds, *replay_ratio)),
            _ => None,
        })
        .expect("the stretch at the stop is logged");
    assert!(
        speeds.mean_batch >= 1.0 && speeds.busy.is_some(),
        "{speeds:?}"
    );
    let achieved = progress.samples_trained as f64 / progress.positions as f64;
    assert!((replay_ratio - achieved).abs() < 1e-9);
    // Every 8 steps, and at evaluations that improve the best score; the last 2 kept.
    let steps: Vec<u64> = CHECKPOINT.list(&dir).iter().map(|c| c.0).collect();
    assert!(steps.len() == 2 && steps[1] == 40, "{steps:?}");
    config.max_steps = 48;
    let mut resumed = Learner::resume(config, &dir).unwrap();
    assert_eq!(resumed.step(), 40);
    resumed.run(&AtomicBool::new(false), &mut |_| {}).unwrap();
    assert_eq!(resumed.step(), 48);
    std::fs::remove_dir_all(&dir).unwrap();
}
