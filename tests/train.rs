//! The trainer: the `tiny` preset end to end, learning on a fixed batch, exact resume,
//! refusal of damaged or mismatched checkpoints, a run killed while writing, and logs that
//! parse.

use morris_zero::agents::from_spec;
use morris_zero::game::Rules;
use morris_zero::net::checkpoint;
use morris_zero::run_dir::{self, CHECKPOINT, PUBLISHED, REPLAY, RunDir};
use morris_zero::train::tensorboard::read_dir_scalars;
use morris_zero::train::{Event, StopReason};
use morris_zero::train::{Learner, Lockstep, TrainConfig};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("morris-train-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn tiny(max_steps: u64) -> TrainConfig {
    let mut config = TrainConfig::load("tiny").unwrap();
    config.max_steps = max_steps;
    config
}

/// Resignation that the tiny network's values (near 0) reach: a side resigns at its first
/// value below -0.01, and half the games are played out to check.
fn resign_readily(config: &mut TrainConfig) {
    config.selfplay.resign_threshold = 0.01;
    config.selfplay.resign_after = 1;
    config.selfplay.resign_check_fraction = 0.5;
}

fn files(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    names
}

fn weights(trainer: &Learner) -> Vec<(String, Vec<f32>)> {
    let mut out: Vec<(String, Vec<f32>)> = trainer
        .variables()
        .variables()
        .into_iter()
        .map(|(name, t)| (name, Vec::try_from(t.flatten(0, -1)).unwrap()))
        .collect();
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

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

/// With endgame tables, self-play ends each game at its first covered position (three men's
/// morris: once placement is over), and each evaluation judges the network against them.
#[test]
#[allow(clippy::too_many_lines)] // one scenario, read top to bottom
fn tables_adjudicate_self_play_and_judge_the_network() {
    use morris_zero::tablebase::{build::build, solve::Silent};
    let dir = scratch("tables");
    let tables = dir.join("tables");
    let mut config = tiny(12);
    config.tablebase.dir = tables.display().to_string();
    config.tablebase.blunder_positions = 40;
    // The trainer builds the missing tables (tablebase.build_men), and keeps them after.
    config.tablebase.build_men = 3;
    let mut trainer = Learner::new(config.clone(), &dir.join("run")).unwrap();
    let sector = tables.join("3v3.mtb");
    let built = std::fs::metadata(&sector).unwrap().modified().unwrap();
    Learner::new(config.clone(), &dir.join("again")).unwrap();
    assert_eq!(
        std::fs::metadata(&sector).unwrap().modified().unwrap(),
        built
    );
    let mut events = Vec::new();
    trainer
        .run(&AtomicBool::new(false), &mut |e| events.push(e))
        .unwrap();
    let progress = trainer.progress();
    // Six placements at most, then the tables decide.
    assert!(progress.positions <= 6 * progress.games, "{progress:?}");
    let judged: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            Event::Judged { rates, .. } => Some(rates.clone()),
            _ => None,
        })
        .collect();
    // At the start and at step 12.
    assert_eq!(judged.len(), 2);
    assert!(judged.iter().all(|r| r.blunders.of == 40), "{judged:?}");
    let scalars = read_dir_scalars(&RunDir::new(dir.join("run")).tensorboard()).unwrap();
    let logged = |tag: &str| scalars.iter().filter(|s| s.tag == tag).count();
    assert_eq!(logged("tablebase/blunder_rate"), 2);
    assert_eq!(logged("tablebase/win_conversion"), 2);
    // With train_fraction, a quarter of each minibatch comes from the tables: all six men
    // placed (3v3), where every self-play position is still in placement (fewer than six).
    config.tablebase.train_fraction = 0.25;
    let mut mixed = Learner::new(config.clone(), &dir.join("mixed")).unwrap();
    let (games, _) = Lockstep::new(&mixed).play(&mut mixed, 8, &AtomicBool::new(false), None);
    mixed.add_games(&games);
    let batch = mixed.sample_batch();
    let obs = batch.observations.len() / batch.size;
    let men: Vec<usize> = (0..batch.size)
        .map(|row| {
            let planes = &batch.observations[row * obs..(row + 1) * obs];
            let cells = obs / 17;
            planes[..2 * cells].iter().filter(|&&v| v > 0.5).count()
        })
        .collect();
    let from_tables = batch.size / 4;
    assert!(
        men[..batch.size - from_tables].iter().all(|&m| m < 6),
        "{men:?}"
    );
    assert!(
        men[batch.size - from_tables..].iter().all(|&m| m == 6),
        "{men:?}"
    );
    config.tablebase.train_fraction = 0.6;
    assert!(
        config
            .check()
            .unwrap_err()
            .to_string()
            .contains("train_fraction must be in [0, 0.5]")
    );
    config.tablebase.train_fraction = 0.0;
    // Tables of other rules are refused, naming the directory.
    let other = dir.join("other");
    build(
        &Rules::preset("six").unwrap(),
        3,
        &other,
        2,
        &|_| Box::new(Silent),
        &mut |_| {},
    )
    .unwrap();
    config.tablebase.dir = other.display().to_string();
    let other_sector = std::fs::read(other.join("3v3.mtb")).unwrap();
    let error = format!(
        "{:#}",
        Learner::new(config, &dir.join("run2")).err().unwrap()
    );
    assert!(error.contains("tablebase.dir"), "{error}");
    // With build_men set, the other rules' tables were not built over.
    assert_eq!(std::fs::read(other.join("3v3.mtb")).unwrap(), other_sector);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_tiny_preset_runs_end_to_end_and_its_logs_parse() {
    let dir = scratch("tiny");
    let mut trainer = Learner::new(tiny(24), &dir).unwrap();
    let mut events = Vec::new();
    let reason = trainer
        .run(&AtomicBool::new(false), &mut |e| events.push(e))
        .unwrap();
    assert_eq!(reason, StopReason::MaxSteps);
    assert_eq!(trainer.step(), 24);
    assert!(trainer.progress().games > 0 && trainer.progress().positions > 0);
    // Checkpoints every 8 steps, the last 2 kept, plus the best, the replay and the logs.
    let steps: Vec<u64> = CHECKPOINT.list(&dir).iter().map(|c| c.0).collect();
    assert_eq!(steps, [16, 24]);
    assert!(dir.join(run_dir::BEST).exists());
    assert!(dir.join(REPLAY.name(24)).exists());
    assert!(dir.join(REPLAY.name(16)).exists());
    assert!(
        !dir.join(REPLAY.name(8)).exists(),
        "pruned with its checkpoint"
    );
    let evaluated: Vec<&Event> = events
        .iter()
        .filter(|e| matches!(e, Event::Evaluated { .. }))
        .collect();
    // At step 0, 12 and 24, against random and greedy.
    assert_eq!(evaluated.len(), 6, "{events:?}");
    let saved = checkpoint::load(&dir.join(CHECKPOINT.name(24))).unwrap();
    assert_eq!(saved.meta.step, 24);
    assert_eq!(saved.meta.rules.name, "three");
    assert!(saved.meta.scores.contains_key("greedy"));
    // TensorBoard: every tag of the convention is there, at sensible steps.
    let scalars = read_dir_scalars(&RunDir::new(&dir).tensorboard()).unwrap();
    for tag in [
        "loss/policy",
        "loss/value",
        "loss/total",
        "train/lr",
        "train/policy_entropy",
        "train/value_accuracy",
        "speed/games_per_s",
        "speed/positions_per_s",
        "speed/evals_per_s",
        "buffer/size",
        "buffer/train_ratio",
        "selfplay/game_length",
        "selfplay/draws",
        "arena/score/random",
        "arena/score/greedy",
        "arena/elo/greedy",
        "run/minutes",
    ] {
        let found: Vec<_> = scalars.iter().filter(|s| s.tag == tag).collect();
        assert!(!found.is_empty(), "no {tag} in the event files");
        assert!(
            found.iter().all(|s| s.value.is_finite() && s.step <= 24),
            "{tag}"
        );
    }
    let scores: Vec<f64> = scalars
        .iter()
        .filter(|s| s.tag.starts_with("arena/score/"))
        .map(|s| s.value)
        .collect();
    assert!(scores.iter().all(|s| (0.0..=1.0).contains(s)));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Resignation in training: the log counts the games a side resigned and, among those played
/// out to check it, the would-be resignations the side did not lose.
#[test]
fn resignations_and_false_resignations_are_logged() {
    let dir = scratch("resign");
    let mut config = tiny(8);
    resign_readily(&mut config);
    config.eval.at_start = false;
    let mut trainer = Learner::new(config, &dir).unwrap();
    let mut events = Vec::new();
    trainer
        .run(&AtomicBool::new(false), &mut |e| events.push(e))
        .unwrap();
    let counts: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            Event::Iteration { resignation, .. } => Some(resignation.expect("resignation is on")),
            _ => None,
        })
        .collect();
    let last = counts.last().unwrap();
    assert_eq!(last.games, trainer.progress().games, "{last:?}");
    assert!(last.resigned > 0 && last.checked > 0, "{last:?}");
    assert!(last.resigned + last.checked <= last.games && last.false_resigns <= last.checked);
    let scalars = read_dir_scalars(&RunDir::new(&dir).tensorboard()).unwrap();
    let rates: Vec<f64> = scalars
        .iter()
        .filter(|s| s.tag == "selfplay/false_resign_rate")
        .map(|s| s.value)
        .collect();
    let rate = last.false_resigns as f64 / last.checked as f64;
    assert!((rates.last().unwrap() - rate).abs() < 1e-6, "{rates:?}");
    assert!(scalars.iter().any(|s| s.tag == "selfplay/resigned"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_network_fits_a_fixed_batch() {
    let dir = scratch("overfit");
    let mut config = tiny(0);
    config.optim.decay_steps = 0;
    config.optim.lr = 0.01;
    let mut trainer = Learner::new(config, &dir).unwrap();
    let stop = AtomicBool::new(false);
    let (games, _) = Lockstep::new(&trainer).play(&mut trainer, 8, &stop, None);
    trainer.add_games(&games);
    let batch = trainer.sample_batch();
    assert!(batch.policy_weights.iter().any(|&w| w > 0.0));
    let first = trainer.train_on_batch(&batch);
    let mut last = first;
    for _ in 0..300 {
        last = trainer.train_on_batch(&batch);
    }
    assert!(
        last.total_loss < 0.5 * first.total_loss,
        "loss {} -> {}",
        first.total_loss,
        last.total_loss
    );
    assert!(last.value_accuracy > first.value_accuracy || last.value_accuracy > 0.9);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `[net] aux_heads`: the next decision's policy, the final ownership and the short-term
/// value train beside the policy and value (each loss falls on a fixed batch), their weights
/// enter the total, and a network without them reports no auxiliary loss.
#[test]
fn the_auxiliary_heads_learn_their_targets() {
    let dir = scratch("aux");
    let mut config = tiny(0);
    config.optim.decay_steps = 0;
    config.optim.lr = 0.01;
    config.net.aux_heads = true;
    let mut trainer = Learner::new(config.clone(), &dir).unwrap();
    let names: Vec<String> = weights(&trainer).into_iter().map(|(n, _)| n).collect();
    for head in ["reply.", "ownership.", "short_value."] {
        assert!(
            names.iter().any(|n| n.starts_with(head)),
            "{head} {names:?}"
        );
    }
    let (games, _) = Lockstep::new(&trainer).play(&mut trainer, 8, &AtomicBool::new(false), None);
    trainer.add_games(&games);
    let batch = trainer.sample_batch();
    assert!(batch.reply_weights.iter().any(|&w| w > 0.0));
    assert!(batch.aux_weights.iter().all(|&w| w > 0.5));
    let first = trainer.train_on_batch(&batch);
    let mut last = first;
    for _ in 0..300 {
        last = trainer.train_on_batch(&batch);
    }
    for (name, a, b) in [
        ("reply", first.reply_loss, last.reply_loss),
        ("ownership", first.ownership_loss, last.ownership_loss),
        (
            "short-term value",
            first.short_value_loss,
            last.short_value_loss,
        ),
    ] {
        assert!(a > 0.01 && b < 0.5 * a, "{name} loss {a} -> {b}");
    }
    // The total counts each auxiliary loss at its weight.
    let o = &config.optim;
    let parts = last.policy_loss
        + o.value_loss_weight * last.value_loss
        + o.reply_loss_weight * last.reply_loss
        + o.ownership_loss_weight * last.ownership_loss
        + o.short_value_loss_weight * last.short_value_loss;
    assert!(
        (last.total_loss - parts).abs() < 1e-4,
        "{} vs {parts}",
        last.total_loss
    );
    std::fs::remove_dir_all(&dir).unwrap();

    let mut plain = Learner::new(tiny(0), &dir).unwrap();
    let stats = plain.train_on_batch(&batch);
    assert_eq!(
        (
            stats.reply_loss,
            stats.ownership_loss,
            stats.short_value_loss
        ),
        (0.0, 0.0, 0.0)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `optim.root_value_weight` mixes the search's root value into the value target: with root
/// values equal to the results the loss is the plain one, with other root values it is not.
/// Every loss is taken on the same saved network (resumed for each weight), so that no other
/// test's draws from libtorch's global generator can change the weights compared.
#[test]
fn root_values_mix_into_the_value_target() {
    let dir = scratch("root-values");
    let mut trainer = Learner::new(tiny(0), &dir).unwrap();
    let (games, _) = Lockstep::new(&trainer).play(&mut trainer, 4, &AtomicBool::new(false), None);
    trainer.add_games(&games);
    let batch = trainer.sample_batch();
    trainer.save().unwrap();
    let first_value_loss = |weight: f64, root_values: Vec<f32>| {
        let mut config = tiny(0);
        config.optim.root_value_weight = weight;
        let mut resumed = Learner::resume(config, &dir).unwrap();
        let mut batch = batch.clone();
        batch.root_values = root_values;
        resumed.train_on_batch(&batch).value_loss
    };
    let plain = first_value_loss(0.0, batch.root_values.clone());
    let as_results = first_value_loss(1.0, batch.results.clone());
    let draws = first_value_loss(1.0, vec![0.0; batch.size]);
    let half = first_value_loss(0.5, vec![0.0; batch.size]);
    assert!((plain - as_results).abs() < 1e-5, "{plain} vs {as_results}");
    assert!((plain - draws).abs() > 1e-3, "{plain} vs {draws}");
    // Cross-entropy is linear in the target: halfway between the two.
    assert!((half - f64::midpoint(plain, draws)).abs() < 1e-5, "{half}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_seeded_tiny_run_repeats_bit_for_bit() {
    // The thread count never adapts under the tiny preset (one thread), so nothing in a
    // seeded run depends on how busy the machine is. Twice: as the tiny preset plays (every
    // game out), and resigning as the `cpu` preset does (with a threshold the tiny network's
    // values reach, and half the games played out to check).
    for resign in [false, true] {
        let (runs, resignations): (Vec<Learner>, Vec<_>) = ["repeat-a", "repeat-b"]
            .iter()
            .map(|name| {
                let mut config = tiny(12);
                config.eval.games = 0;
                if resign {
                    resign_readily(&mut config);
                }
                let mut trainer = Learner::new(config, &scratch(name)).unwrap();
                let mut counts = None;
                trainer
                    .run(&AtomicBool::new(false), &mut |e| {
                        if let Event::Iteration { resignation, .. } = e {
                            counts = resignation;
                        }
                    })
                    .unwrap();
                (trainer, counts)
            })
            .unzip();
        assert_eq!(runs[0].step(), 12);
        assert_eq!(resignations[0], resignations[1]);
        if resign {
            let counts = resignations[0].expect("resignation is on");
            assert!(counts.resigned > 0 && counts.checked > 0, "{counts:?}");
        } else {
            assert_eq!(resignations[0], None);
        }
        assert_eq!(weights(&runs[0]), weights(&runs[1]), "resign: {resign}");
        let counts = |t: &Learner| {
            let p = t.progress();
            (p.games, p.positions, p.samples_trained)
        };
        assert_eq!(counts(&runs[0]), counts(&runs[1]), "resign: {resign}");
        for name in ["repeat-a", "repeat-b"] {
            scratch(name); // removes the run's directory
        }
    }
}

#[test]
fn a_resumed_run_takes_the_step_the_stopped_run_would_have_taken() {
    let dir = scratch("resume");
    let mut running = Learner::new(tiny(10), &dir).unwrap();
    running.run(&AtomicBool::new(false), &mut |_| {}).unwrap();
    assert_eq!(running.step(), 10);
    let mut resumed = Learner::resume(tiny(20), &dir).unwrap();
    assert_eq!(resumed.step(), 10);
    assert_eq!(weights(&resumed), weights(&running));
    assert_eq!(resumed.buffer().len(), running.buffer().len());
    assert_eq!(resumed.progress(), running.progress());
    let on = running.train_step();
    let again = resumed.train_step();
    assert_eq!(on, again, "the same minibatch, loss and update");
    assert_eq!(weights(&resumed), weights(&running));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn damaged_or_mismatched_checkpoints_are_refused_and_nothing_is_deleted() {
    let dir = scratch("damaged");
    Learner::new(tiny(8), &dir)
        .unwrap()
        .run(&AtomicBool::new(false), &mut |_| {})
        .unwrap();
    let before = files(&dir);
    // Another network shape, then other rules: refused, naming what differs.
    let mut wider = tiny(16);
    wider.net.channels = 16;
    let err = format!("{:#}", Learner::resume(wider, &dir).err().unwrap());
    assert!(
        err.contains("net.channels") && err.contains('8') && err.contains("16"),
        "{err}"
    );
    let mut other_rules = tiny(16);
    other_rules.rules = "six".to_string();
    let err = format!("{:#}", Learner::resume(other_rules, &dir).err().unwrap());
    assert!(err.contains("rules.board"), "{err}");
    // One flipped byte in the weights: the checksum refuses it.
    let path = dir.join(CHECKPOINT.name(8));
    let mut bytes = std::fs::read(&path).unwrap();
    let last = bytes.len() - 10;
    bytes[last] ^= 0x40;
    std::fs::write(&path, &bytes).unwrap();
    let err = format!("{:#}", Learner::resume(tiny(16), &dir).err().unwrap());
    assert!(
        err.contains("step-00000008") && err.contains("damaged"),
        "{err}"
    );
    // Truncated: refused too.
    std::fs::write(&path, &bytes[..bytes.len() / 2]).unwrap();
    let err = format!("{:#}", Learner::resume(tiny(16), &dir).err().unwrap());
    assert!(
        err.contains("step-00000008") && err.contains("not a readable checkpoint"),
        "{err}"
    );
    assert_eq!(files(&dir), before, "nothing deleted or added");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_run_killed_while_writing_a_checkpoint_resumes_from_the_previous_one() {
    let dir = scratch("killed");
    Learner::new(tiny(8), &dir)
        .unwrap()
        .run(&AtomicBool::new(false), &mut |_| {})
        .unwrap();
    // What a kill during the write of step 16 leaves: half a temporary file.
    let complete = std::fs::read(dir.join(CHECKPOINT.name(8))).unwrap();
    let partial = dir.join(format!("{}.tmp", CHECKPOINT.name(16)));
    std::fs::write(&partial, &complete[..complete.len() / 3]).unwrap();
    let resumed = Learner::resume(tiny(16), &dir).unwrap();
    assert_eq!(resumed.step(), 8);
    assert!(!partial.exists(), "what the kill left is removed");
    assert!(
        resumed
            .resume_report()
            .iter()
            .any(|l| l.contains("removed")),
        "{:?}",
        resumed.resume_report()
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A unit whose replay file does not match its checkpoint is passed over, saying why, and
/// the one before is loaded; the damaged unit's files are kept aside (`.passed-over`), and
/// the resumed run, writing that step again, leaves them as they were.
#[test]
fn a_torn_newest_unit_falls_back_to_the_one_before() {
    let dir = scratch("torn");
    Learner::new(tiny(16), &dir)
        .unwrap()
        .run(&AtomicBool::new(false), &mut |_| {})
        .unwrap();
    // The units kept: the evaluation's best at step 12, and step 16.
    let steps: Vec<u64> = CHECKPOINT.list(&dir).iter().map(|c| c.0).collect();
    let [before, newest] = steps[..] else {
        panic!("{steps:?}")
    };
    let replay = dir.join(REPLAY.name(newest));
    let mut bytes = std::fs::read(&replay).unwrap();
    bytes.truncate(bytes.len() - 7);
    std::fs::write(&replay, &bytes).unwrap();
    let newest_checkpoint = std::fs::read(dir.join(CHECKPOINT.name(newest))).unwrap();
    let mut resumed = Learner::resume(tiny(24), &dir).unwrap();
    assert_eq!(resumed.step(), before);
    let saved = checkpoint::load(&dir.join(CHECKPOINT.name(before))).unwrap();
    assert_eq!(resumed.buffer().len(), saved.meta.replay.unwrap().positions);
    let report = resumed.resume_report().join("\n");
    assert!(
        report.contains("passed over") && report.contains(&REPLAY.name(newest)),
        "{report}"
    );
    assert!(
        report.contains(&format!("resumed from step {before}")),
        "{report}"
    );
    let aside = |name: String| dir.join(format!("{name}.passed-over"));
    assert!(!replay.exists() && !dir.join(CHECKPOINT.name(newest)).exists());
    assert_eq!(std::fs::read(aside(REPLAY.name(newest))).unwrap(), bytes);
    assert!(report.contains("passed-over aside"), "{report}");
    resumed.run(&AtomicBool::new(false), &mut |_| {}).unwrap();
    assert!(
        dir.join(CHECKPOINT.name(newest)).exists(),
        "the step written again"
    );
    assert_eq!(
        std::fs::read(aside(CHECKPOINT.name(newest))).unwrap(),
        newest_checkpoint
    );
    // The newest unit torn where an earlier resume's aside has its name: the new aside gets
    // a number, the earlier one stays as it was.
    let (last, _) = *CHECKPOINT.list(&dir).last().unwrap();
    let earlier = aside(CHECKPOINT.name(last));
    if !earlier.exists() {
        std::fs::write(&earlier, b"an earlier aside").unwrap();
    }
    let earlier_bytes = std::fs::read(&earlier).unwrap();
    let last_checkpoint = std::fs::read(dir.join(CHECKPOINT.name(last))).unwrap();
    std::fs::write(dir.join(REPLAY.name(last)), b"torn").unwrap();
    Learner::resume(tiny(24), &dir).unwrap();
    let second = dir.join(format!("{}.passed-over.2", CHECKPOINT.name(last)));
    assert_eq!(std::fs::read(second).unwrap(), last_checkpoint);
    assert_eq!(std::fs::read(&earlier).unwrap(), earlier_bytes);
    // With every unit torn, nothing is left to resume from: refused, each named.
    let left = CHECKPOINT.list(&dir);
    for (step, _) in &left {
        let _ = std::fs::remove_file(dir.join(REPLAY.name(*step)));
    }
    let err = format!("{:#}", Learner::resume(tiny(24), &dir).err().unwrap());
    assert!(
        left.iter()
            .all(|(step, _)| err.contains(&CHECKPOINT.name(*step))),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The real thing: `morris train` killed (SIGKILL) at several moments, then resumed.
#[test]
#[allow(clippy::too_many_lines)] // one scenario, read top to bottom
fn the_command_survives_being_killed_and_resumes() {
    let dir = scratch("cli");
    let run = |extra: &[&str]| {
        let mut args = vec![
            "train",
            "--config",
            "tiny",
            "--checkpoint-dir",
            dir.to_str().unwrap(),
            "--run",
            "t",
            "--set",
            "max_steps=400",
            "--set",
            "eval.games=0",
        ];
        args.extend_from_slice(extra);
        Command::new(env!("CARGO_BIN_EXE_morris"))
            .args(&args)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap()
    };
    let mut child = run(&[]);
    std::thread::sleep(std::time::Duration::from_millis(2500));
    child.kill().unwrap();
    child.wait().unwrap();
    for delay in [1300, 1700, 2100] {
        let run_dir = dir.join("t");
        if CHECKPOINT.list(&run_dir).is_empty() {
            continue;
        }
        let mut child = run(&["--resume"]);
        std::thread::sleep(std::time::Duration::from_millis(delay));
        child.kill().unwrap();
        child.wait().unwrap();
        for (_, path) in CHECKPOINT.list(&run_dir) {
            checkpoint::load(&path).unwrap_or_else(|e| panic!("after a kill: {e}"));
        }
    }
    let out = Command::new(env!("CARGO_BIN_EXE_morris"))
        .args([
            "train",
            "--checkpoint-dir",
            dir.to_str().unwrap(),
            "--run",
            "t",
            "--resume",
            "--set",
            "max_steps=40",
            "--set",
            "eval.games=0",
        ])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(text.contains("stopped (reached max_steps)"), "{text}");
    // A fresh run into the same directory is refused rather than overwriting it.
    let out = Command::new(env!("CARGO_BIN_EXE_morris"))
        .args([
            "train",
            "--config",
            "tiny",
            "--checkpoint-dir",
            dir.to_str().unwrap(),
            "--run",
            "t",
        ])
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("--resume"));
    // So it is where the checkpoints are gone but the best network is there, asked with
    // --resume-if-any too (which finds no checkpoint to resume): the network stays.
    let held = RunDir::new(dir.join("t"));
    let best = held.best();
    std::fs::write(&best, b"the best network").unwrap();
    for (_, path) in held.checkpoints() {
        std::fs::remove_file(path).unwrap();
    }
    for extra in [None, Some("--resume-if-any")] {
        let out = Command::new(env!("CARGO_BIN_EXE_morris"))
            .args(["train", "--config", "tiny", "--checkpoint-dir"])
            .args([dir.to_str().unwrap(), "--run", "t"])
            .args(extra)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            !out.status.success() && err.contains("best.safetensors"),
            "{err}"
        );
        assert_eq!(std::fs::read(&best).unwrap(), b"the best network");
    }
    // A threshold out of range is named, and nothing is started.
    let out = Command::new(env!("CARGO_BIN_EXE_morris"))
        .args(["train", "--config", "tiny", "--checkpoint-dir"])
        .arg(dir.to_str().unwrap())
        .args(["--run", "bad", "--set", "selfplay.resign_threshold=1.5"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        !out.status.success() && err.contains("resign_threshold must be in [0, 1)"),
        "{err}"
    );
    assert!(!dir.join("bad").exists());
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `morris train` with the given arguments, its exit code, stdout and stderr.
fn morris_train(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_morris"))
        .arg("train")
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// `--resume-if-any` (scripts/run.sh's): the first call starts the run (named after the
/// preset), the second resumes it; with `--resume` it is refused.
#[test]
fn resume_if_any_starts_then_resumes() {
    let dir = scratch("resume-if-any");
    let d = dir.to_str().unwrap();
    let args = |steps: &'static str| {
        [
            "--config",
            "tiny",
            "--checkpoint-dir",
            d,
            "--resume-if-any",
            "--set",
            steps,
            "--set",
            "eval.games=0",
        ]
    };
    let (code, text, err) = morris_train(&args("max_steps=2"));
    assert_eq!(code, Some(0), "{err}");
    assert!(
        text.contains("step 0, 0 positions") && !text.contains("resumed"),
        "{text}"
    );
    assert!(!CHECKPOINT.list(&dir.join("tiny")).is_empty());
    let (code, text, err) = morris_train(&args("max_steps=4"));
    assert_eq!(code, Some(0), "{err}");
    assert!(text.contains("resumed from step 2"), "{text}");
    assert!(text.contains("at step 4"), "{text}");
    let (code, _, err) = morris_train(&["--resume", "--resume-if-any", "--checkpoint-dir", d]);
    assert_eq!(code, Some(2), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A new run where a run's networks are is refused, and the advice fits what is there:
/// `--resume` where a checkpoint is left, not where only its best network is.
#[test]
fn a_new_run_over_a_runs_networks_is_refused_with_advice_that_works() {
    let dir = scratch("new-over-old");
    let d = dir.to_str().unwrap();
    let args = [
        "--config",
        "tiny",
        "--checkpoint-dir",
        d,
        "--set",
        "max_steps=2",
        "--set",
        "eval.games=0",
    ];
    let (code, _, err) = morris_train(&args);
    assert_eq!(code, Some(0), "{err}");
    let run = dir.join("tiny");
    std::fs::copy(
        CHECKPOINT.list(&run).last().unwrap().1.clone(),
        run.join("best.safetensors"),
    )
    .unwrap();
    let (code, _, err) = morris_train(&args);
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("add --resume to continue"), "{err}");
    for (_, path) in CHECKPOINT.list(&run) {
        std::fs::remove_file(path).unwrap();
    }
    let (code, _, err) = morris_train(&args);
    assert_eq!(code, Some(1), "{err}");
    assert!(
        err.contains("best.safetensors): no checkpoint is left"),
        "{err}"
    );
    let (code, _, err) = morris_train(&[&args[..], &["--resume-if-any"]].concat());
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("no checkpoint is left"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Rules under which a game may never end (no draw rule, no ply cap) are refused before
/// anything is created: self-play plays every game to its end, and one such game once could
/// grow without bound. With a ply cap the same rules train.
#[test]
fn rules_that_may_never_end_a_game_are_refused() {
    let dir = scratch("endless-rules");
    let rules = dir.join("endless.toml");
    std::fs::create_dir_all(&dir).unwrap();
    let text = "name = \"endless\"\nboard = \"three\"\ndiagonals = true\npieces = 3\n\
                fly_at = 0\nno_capture_draw = 0\nrepetition_draw = 0\nmax_plies = 0\n";
    std::fs::write(&rules, text).unwrap();
    let run = |cap: &str| {
        let rules_set = format!("rules={}", rules.display());
        morris_train(&[
            "--config",
            "tiny",
            "--checkpoint-dir",
            dir.to_str().unwrap(),
            "--set",
            &rules_set,
            "--set",
            "max_steps=2",
            "--set",
            "eval.games=0",
            "--run",
            cap,
        ])
    };
    let (code, _, err) = run("no-cap");
    assert_eq!(code, Some(1), "{err}");
    assert!(
        err.contains("rules 'endless'") && err.contains("may never end"),
        "{err}"
    );
    assert!(!dir.join("no-cap").exists());
    std::fs::write(&rules, text.replace("max_plies = 0", "max_plies = 200")).unwrap();
    let (code, _, err) = run("capped");
    assert_eq!(code, Some(0), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `--print-config` prints the preset with the `--set` overrides as TOML that `--config`
/// takes, and trains nothing; a bad `--set` is an error naming it, before anything starts.
#[test]
fn print_config_shows_the_overridden_preset_and_trains_nothing() {
    let dir = scratch("print-config");
    let d = dir.to_str().unwrap();
    let (code, text, err) = morris_train(&[
        "--config",
        "tiny",
        "--checkpoint-dir",
        d,
        "--set",
        "selfplay.simulations=8",
        "--set",
        "device=cpu",
        "--print-config",
    ]);
    assert_eq!(code, Some(0), "{err}");
    assert!(
        text.starts_with(
            "# morris train --config tiny --set selfplay.simulations=8 --set device=cpu\n"
        ),
        "{text}"
    );
    let printed = TrainConfig::parse(&text, "printed").unwrap();
    let mut expected = TrainConfig::load("tiny").unwrap();
    assert_eq!(
        expected.selfplay.simulations, 0,
        "the preset leaves it to [search]"
    );
    expected.selfplay.simulations = 8;
    assert_eq!(printed, expected);
    assert!(!dir.exists(), "nothing written");
    for (set, says) in [
        (
            "selfplay.simulationz=8",
            "--set selfplay.simulationz=8: unknown field `simulationz`",
        ),
        (
            "max_steps=many",
            "--set max_steps=many: invalid type: string",
        ),
        ("max_steps", "expected KEY=VALUE"),
    ] {
        let (code, text, err) =
            morris_train(&["--config", "tiny", "--checkpoint-dir", d, "--set", set]);
        assert!(
            code.is_some_and(|c| c != 0) && err.contains(says),
            "{set}: {err}"
        );
        assert!(text.is_empty() && !dir.exists(), "{set}: {text}");
    }
}

/// With `--resume`, `--print-config` prints the run's stored config with the overrides.
#[test]
fn print_config_with_resume_shows_the_stored_config_overridden() {
    let dir = scratch("print-config-resume");
    let mut config = tiny(8);
    config.seed = 99;
    config.eval.games = 0;
    let mut trainer = Learner::new(config.clone(), &dir.join("r")).unwrap();
    trainer.run(&AtomicBool::new(false), &mut |_| {}).unwrap();
    let before = CHECKPOINT.list(&dir.join("r"));
    let (code, text, err) = morris_train(&[
        "--run",
        "r",
        "--checkpoint-dir",
        dir.to_str().unwrap(),
        "--resume",
        "--set",
        "max_steps=16",
        "--print-config",
    ]);
    assert_eq!(code, Some(0), "{err}");
    assert!(
        text.starts_with("# morris train --resume (the config stored in ")
            && text
                .lines()
                .next()
                .unwrap()
                .ends_with(" --set max_steps=16"),
        "{text}"
    );
    config.max_steps = 16;
    assert_eq!(TrainConfig::parse(&text, "printed").unwrap(), config);
    assert_eq!(CHECKPOINT.list(&dir.join("r")), before, "nothing trained");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The trainer's evaluation and `morris evaluate` are the same match runner: with the same
/// network, settings and seed they play the same games.
#[test]
fn the_trainers_evaluation_and_morris_evaluate_play_the_same_games() {
    let dir = scratch("same-eval");
    let mut config = tiny(8);
    config.eval.games = 6;
    config.eval.opening_plies = 2;
    let mut trainer = Learner::new(config, &dir).unwrap();
    trainer.run(&AtomicBool::new(false), &mut |_| {}).unwrap();
    let reports = trainer.evaluate().unwrap();
    let model = dir.join(CHECKPOINT.name(8));
    let opponents = trainer.config().eval.opponents.clone();
    assert_eq!(reports.len(), opponents.len());
    for (k, (report, opponent)) in reports.iter().zip(&opponents).enumerate() {
        let out_file = dir.join(format!("evaluate-{k}.json"));
        let out = Command::new(env!("CARGO_BIN_EXE_morris"))
            .args([
                "evaluate",
                "--player",
                &format!("neural:model={},device=cpu", model.display()),
                "--opponent",
                opponent,
                "--rules",
                "three",
                "--games",
                "6",
                "--openings",
                "2",
                "--threads",
                "1",
                "--seed",
                &trainer.eval_seed(k).to_string(),
                "--out",
                out_file.to_str().unwrap(),
            ])
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let json: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&out_file).unwrap()).unwrap();
        let cli_games: Vec<Vec<String>> = json["games"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| serde_json::from_value(g["moves"].clone()).unwrap())
            .collect();
        let trainer_games: Vec<Vec<String>> =
            report.games.iter().map(|g| g.moves.clone()).collect();
        assert_eq!(cli_games, trainer_games, "against {opponent}");
        assert!((json["score"].as_f64().unwrap() - report.score).abs() < 1e-12);
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A checkpoint written before the search settings had a field of their own (version 2,
/// tests/data/checkpoint-v2-tiny.safetensors, written by `morris train --config tiny
/// --max-steps 8` of that version) still loads: its settings come from the stored training
/// config, and the neural player takes it.
#[test]
fn a_version_2_checkpoint_loads_with_its_search_settings() {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/checkpoint-v2-tiny.safetensors");
    let saved = checkpoint::load(&path).unwrap();
    assert_eq!(saved.meta.version, checkpoint::VERSION);
    assert_eq!(saved.meta.step, 8);
    let tiny = TrainConfig::load("tiny").unwrap();
    assert_eq!(saved.meta.search, tiny.search);
    assert_ne!(
        saved.meta.search,
        morris_zero::mcts::SearchSettings::default(),
        "the preset's settings, not the defaults"
    );
    let rules = Arc::new(Rules::preset("three").unwrap());
    let spec = format!("neural:model={},device=cpu", path.display());
    let mut player = from_spec(&spec, &rules).unwrap();
    let network = player.network_search().unwrap();
    assert_eq!(network.settings, tiny.search);
}

/// The learner of a distributed run without Ray: `morris train --games-from` takes the record
/// files that `morris selfplay --follow` writes with the weights it publishes, drops games of
/// weights more than `max_lag_versions` publications old, and keeps a ledger of every file,
/// each taken once; the follower takes newer weights up as they are published.
#[test]
fn a_learner_trains_on_games_played_elsewhere_and_drops_stale_ones() {
    use std::time::{Duration, Instant};
    let dir = std::env::temp_dir().join(format!("morris-learner-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let (inbox, out) = (dir.join("inbox"), dir.join("out"));
    // A damaged delivery is set aside with a ledger line; the run goes on.
    std::fs::create_dir_all(&inbox).unwrap();
    std::fs::write(inbox.join("0000-damaged.json"), "not a record file").unwrap();
    let (mut learner, mut follower) = learner_and_follower(&dir, &inbox, &out);
    let versions = record_versions;
    let published = |min: u64| published_at_least(&dir.join("L").join("published"), min);
    let (mut held, mut delivered, mut seen_versions) = (None, Vec::new(), Vec::new());
    let started = Instant::now();
    while learner.try_wait().unwrap().is_none() {
        assert!(
            started.elapsed() < Duration::from_secs(120),
            "the learner finishes"
        );
        let mut files: Vec<_> = std::fs::read_dir(&out)
            .into_iter()
            .flatten()
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "json"))
            .collect();
        files.sort();
        for file in files {
            let name = file.file_name().unwrap().to_string_lossy().into_owned();
            // The first file (version 0) is held back until the learner has gone 5
            // publications on: then its games are stale.
            if held.is_none() {
                held = Some((format!("held-{name}"), versions(&file)));
                std::fs::rename(&file, dir.join("held.json")).unwrap();
                continue;
            }
            seen_versions.extend(versions(&file));
            let name = format!("{:04}-{name}", delivered.len());
            std::fs::rename(&file, inbox.join(&name)).unwrap();
            delivered.push(name);
        }
        if published(24) && dir.join("held.json").exists() {
            let (name, _) = held.as_ref().unwrap();
            std::fs::rename(dir.join("held.json"), inbox.join(name)).unwrap();
            delivered.push(name.clone());
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    follower.kill().unwrap();
    follower.wait().unwrap();
    assert!(learner.wait().unwrap().success());
    assert!(dir.join("L").join(CHECKPOINT.name(40)).exists());
    assert!(
        seen_versions.iter().any(|&v| v >= 4),
        "the follower took newer weights up: {seen_versions:?}"
    );
    let ledger = read_ledger(&dir.join("L/external-ledger.jsonl"));
    let names: Vec<&str> = ledger.iter().map(|l| l["file"].as_str().unwrap()).collect();
    let unique: std::collections::BTreeSet<&&str> = names.iter().collect();
    assert_eq!(unique.len(), names.len(), "no file taken twice");
    let (rejected, taken): (Vec<_>, Vec<_>) =
        ledger.iter().partition(|l| l.get("rejected").is_some());
    assert_eq!(rejected.len(), 1);
    assert_eq!(rejected[0]["file"], "0000-damaged.json");
    assert!(inbox.join("0000-damaged.rejected").exists());
    for line in taken {
        assert_eq!(
            line["taken"].as_u64().unwrap() + line["stale"].as_u64().unwrap(),
            line["games"].as_u64().unwrap()
        );
    }
    let (held_name, held_versions) = held.unwrap();
    assert!(held_versions.iter().all(|&v| v == 0));
    if let Some(line) = ledger.iter().find(|l| l["file"] == held_name.as_str()) {
        assert_eq!(
            line["stale"], line["games"],
            "games of version 0 at step 24+ are stale"
        );
        assert_eq!(line["taken"], 0);
    } else {
        panic!("the held file was delivered before the learner stopped: {names:?}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The weights' version of each game in a record file.
fn record_versions(path: &Path) -> Vec<u64> {
    let text = std::fs::read_to_string(path).unwrap();
    let json: serde_json::Value = serde_json::from_str(&text).unwrap();
    json["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["model_version"].as_u64().unwrap_or(0))
        .collect()
}

/// Whether a network of version `min` or later has been published in `dir`.
fn published_at_least(dir: &Path, min: u64) -> bool {
    PUBLISHED.newest(dir).is_some_and(|(v, _)| v >= min)
}

/// A learner killed between a file's ledger line and the file's removal left the file in the
/// inbox: the next start removes it (or sets it aside, for a rejected one) and takes it in
/// no second time; files the ledger does not list stay for the loop.
#[test]
fn a_restarted_learner_clears_the_files_its_ledger_lists() {
    let dir = scratch("ledger-leftovers");
    let inbox = dir.join("inbox");
    std::fs::create_dir_all(&inbox).unwrap();
    let run = RunDir::new(dir.join("run"));
    std::fs::create_dir_all(run.root()).unwrap();
    let lines = [
        r#"{"file":"0001-taken.json","games":2,"taken":2,"stale":0,"positions":40,"step":0}"#,
        r#"{"file":"0002-bad.json","rejected":"damaged"}"#,
    ];
    std::fs::write(run.ledger(), lines.join("\n") + "\n").unwrap();
    for name in ["0001-taken.json", "0002-bad.json", "0003-new.json"] {
        std::fs::write(inbox.join(name), b"{}").unwrap();
    }
    let mut config = tiny(0);
    config.eval.games = 0;
    let mut learner = Learner::new(config, run.root())
        .unwrap()
        .with_games_from(inbox.clone());
    // Stopped before its loop's first round: only the start's work is done.
    let reason = learner.run(&AtomicBool::new(true), &mut |_| {}).unwrap();
    assert_eq!(reason, StopReason::Interrupted);
    assert!(!inbox.join("0001-taken.json").exists());
    assert!(!inbox.join("0002-bad.json").exists());
    assert!(inbox.join("0002-bad.rejected").exists());
    assert!(inbox.join("0003-new.json").exists());
    assert_eq!(read_ledger(&run.ledger()).len(), 2, "no line added");
    assert!(run.published_network(0).exists(), "the start publishes");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The learner's ledger, a JSON value a line.
fn read_ledger(path: &Path) -> Vec<serde_json::Value> {
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// `morris train --games-from INBOX` (tiny, to step 40) and `morris selfplay --follow` its
/// published networks into `out`.
fn learner_and_follower(
    dir: &Path,
    inbox: &Path,
    out: &Path,
) -> (std::process::Child, std::process::Child) {
    let morris = env!("CARGO_BIN_EXE_morris");
    let learner = Command::new(morris)
        .args([
            "train",
            "--config",
            "tiny",
            "--run",
            "L",
            "--set",
            "max_steps=40",
        ])
        .args([
            "--set",
            "eval.games=0",
            // 4 publications of 4 steps: the file held until step 24 is stale.
            "--set",
            "pipeline.max_lag_versions=4",
            "--checkpoint-dir",
            dir.to_str().unwrap(),
        ])
        .arg("--games-from")
        .arg(inbox)
        .stdout(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let follower = Command::new(morris)
        .args([
            "selfplay",
            "--games",
            "4",
            "--as-training",
            "--device",
            "cpu",
            "--follow",
        ])
        .arg(dir.join("L").join("published"))
        .arg("--out")
        .arg(out)
        .stdout(std::process::Stdio::null())
        .spawn()
        .unwrap();
    (learner, follower)
}
