//! What the trainer learns and logs: tables adjudicating self-play and judging the network, the
//! `tiny` preset end to end with logs that parse, resignations, a fixed batch fitted, the
//! auxiliary heads, root values in the value target, and a seeded run repeated bit for bit.

use super::{resign_readily, scratch, tiny, weights};
use morris_zero::game::Rules;
use morris_zero::net::checkpoint;
use morris_zero::run_dir::{self, CHECKPOINT, REPLAY, RunDir};
use morris_zero::train::tensorboard::read_dir_scalars;
use morris_zero::train::{Event, Learner, Lockstep, StopReason};
use std::sync::atomic::AtomicBool;

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
