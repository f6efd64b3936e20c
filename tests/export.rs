//! Export: the `TorchScript` file computes what the network computes, its sidecar's action
//! table round-trips with the notation, and the `neural` player takes either file.

use morris_zero::agents::from_spec;
use morris_zero::arena::{Contestant, MatchSettings, Openings, run_match};
use morris_zero::env::VecEnv;
use morris_zero::game::notation::parse_action;
use morris_zero::game::{Action, Rules};
use morris_zero::net::EnvTensors;
use morris_zero::net::evaluator::Backend;
use morris_zero::net::{checkpoint, export};
use morris_zero::train::{Learner, TrainConfig};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;
use tch::Device;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("morris-export-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// A checkpoint of a (barely trained) network for `rules`.
fn checkpoint_for(rules: &str, dir: &Path) -> PathBuf {
    let mut config = TrainConfig::load("tiny").unwrap();
    config.rules = rules.to_string();
    let mut trainer = Learner::new(config, dir).unwrap();
    trainer.save().unwrap()
}

/// Runs `morris export --checkpoint CHECKPOINT --out OUT [--network-out NETWORK]`.
fn export_command(checkpoint: &Path, out: &Path, network: Option<&Path>) -> std::process::Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_morris"));
    command
        .arg("export")
        .arg("--checkpoint")
        .arg(checkpoint)
        .arg("--out")
        .arg(out);
    if let Some(network) = network {
        command.arg("--network-out").arg(network);
    }
    command.output().unwrap()
}

#[test]
fn the_torchscript_file_computes_what_the_network_computes() {
    for rules_name in ["three", "standard"] {
        let dir = scratch(rules_name);
        let path = checkpoint_for(rules_name, &dir);
        let saved = checkpoint::load(&path).unwrap();
        let out = dir.join("model.pt");
        let sidecar_path = export::export(&saved, &out).unwrap();
        assert_eq!(sidecar_path, dir.join("model.json"));
        let (model, sidecar) = export::load(&out, Device::Cpu).unwrap();
        assert_eq!(sidecar.training_step, saved.meta.step);
        assert_eq!(sidecar.net, saved.meta.net);
        // Five positions (the trace used two): logits and values equal the network's.
        let rules = Arc::new(Rules::preset(rules_name).unwrap());
        let env = VecEnv::new(&rules, 5, 5, 9);
        let x = env.observations_tensor();
        let masks = env.masks_tensor();
        let (_vs, net) = saved.network(Device::Cpu).unwrap();
        let (logits, value) = tch::no_grad(|| net.forward_t(&x, false));
        let expected_value = net.expected_value(&value);
        let Backend::TorchScript(module) = &model else {
            panic!("an exported file loads as TorchScript")
        };
        let output = module.forward_ts(&[x.shallow_clone()]).unwrap();
        let a = logits.size()[1];
        assert_eq!(output.size(), [5, a + 1]);
        let script_logits = output.narrow(1, 0, a);
        let script_value = output.select(1, a);
        assert_eq!(script_logits.size(), logits.size());
        let gap = (&script_logits - &logits).abs().max().double_value(&[]);
        assert!(gap < 1e-5, "{rules_name}: logits differ by {gap}");
        let gap = (&script_value - &expected_value)
            .abs()
            .max()
            .double_value(&[]);
        assert!(gap < 1e-5, "{rules_name}: values differ by {gap}");
        let (p1, v1) = model.predict(&x, &masks);
        let (p2, v2) = tch::no_grad(|| net.predict(&x, &masks));
        assert!((p1 - p2).abs().max().double_value(&[]) < 1e-5);
        assert!((v1 - v2).abs().max().double_value(&[]) < 1e-5);
        // The sidecar: shapes, and every action id's token parses back to that id.
        assert_eq!(sidecar.observation.shape, env.encoder().shape());
        assert_eq!(sidecar.rules, *rules.spec());
        let points = rules.board().points();
        let named = (0..env.encoder().action_count())
            .filter(|&id| Action::from_id(id, points).is_some())
            .count();
        assert_eq!(sidecar.actions.len(), named);
        for entry in &sidecar.actions {
            let parsed = parse_action(rules.board(), &entry.token).unwrap();
            assert_eq!(parsed.id(points), entry.id, "{}", entry.token);
            assert_eq!(Action::from_id(entry.id, points), Some(parsed));
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

#[test]
fn the_neural_player_takes_a_checkpoint_or_an_export_and_plays_legally() {
    let dir = scratch("neural");
    let path = checkpoint_for("three", &dir);
    let out = dir.join("model.pt");
    export::export(&checkpoint::load(&path).unwrap(), &out).unwrap();
    let rules = Arc::new(Rules::preset("three").unwrap());
    for model in [&path, &out] {
        let spec = format!("neural:model={},sims=16", model.display());
        let settings = MatchSettings {
            rules: rules.clone(),
            games: 2,
            threads: 1,
            batch_games: 2,
            openings: Openings::Random(0),
            seed: 1,
            sprt: None,
            movetime: None,
        };
        let neural = Contestant::Spec(spec.clone());
        let random = Contestant::Spec("random".to_string());
        let report = run_match(&settings, neural, random, &mut |_| {})
            .unwrap_or_else(|e| panic!("{spec}: {e}"));
        assert_eq!(report.total.games(), 2);
    }
    // Another board, a missing file, a bad option: clear errors.
    let standard = Arc::new(Rules::preset("standard").unwrap());
    let err = from_spec(&format!("neural:model={}", path.display()), &standard)
        .err()
        .unwrap()
        .to_string();
    assert!(err.contains("'three'"), "{err}");
    // The same rules under another name are the same game; a rule that differs is named.
    let mut renamed = rules.spec().clone();
    renamed.name = "mine".into();
    let spec = format!("neural:model={},sims=2", path.display());
    assert!(from_spec(&spec, &Arc::new(Rules::new(renamed.clone()).unwrap())).is_ok());
    renamed.repetition_draw = 0;
    let err = from_spec(&spec, &Arc::new(Rules::new(renamed).unwrap()))
        .err()
        .unwrap()
        .to_string();
    assert!(
        err.contains("not these ('mine'): rules.repetition_draw: checkpoint 3 vs 0"),
        "{err}"
    );
    let err = from_spec("neural:model=/nonexistent.safetensors", &rules)
        .err()
        .unwrap()
        .to_string();
    assert!(err.contains("/nonexistent.safetensors"), "{err}");
    let err = from_spec(&format!("neural:model={},sims=0", path.display()), &rules)
        .err()
        .unwrap()
        .to_string();
    assert!(err.contains("sims"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_export_command_writes_both_files_and_refuses_damage() {
    let dir = scratch("cli");
    let path = checkpoint_for("three", &dir);
    let out = dir.join("m.pt");
    let result = export_command(&path, &out, None);
    assert!(
        result.status.success(),
        "{}",
        String::from_utf8_lossy(&result.stderr)
    );
    assert!(out.exists() && dir.join("m.json").exists());
    // Into a directory that does not exist yet: it is created.
    let nested = dir.join("new").join("deeper").join("m.pt");
    let result = export_command(&path, &nested, None);
    assert!(
        result.status.success() && nested.exists() && nested.with_extension("json").exists(),
        "{}",
        String::from_utf8_lossy(&result.stderr)
    );
    let sidecar: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("m.json")).unwrap()).unwrap();
    assert_eq!(sidecar["actions"][9]["token"], "xa1");
    assert_eq!(sidecar["observation"]["planes"][0], "own_men");
    // The search settings travel with the model.
    let saved = checkpoint::load(&path).unwrap();
    let (_, read) = export::load(&out, Device::Cpu).unwrap();
    assert_eq!(read.search, saved.meta.search);
    // A version-2 sidecar (no search settings) still loads, with the default settings.
    let mut old = sidecar.clone();
    old["version"] = 2.into();
    old.as_object_mut().unwrap().remove("search").unwrap();
    std::fs::write(dir.join("m.json"), old.to_string()).unwrap();
    let (_, read) = export::load(&out, Device::Cpu).unwrap();
    assert_eq!(read.search, morris_zero::mcts::SearchSettings::default());
    old["version"] = 1.into();
    std::fs::write(dir.join("m.json"), old.to_string()).unwrap();
    let err = export::load(&out, Device::Cpu).err().unwrap().to_string();
    assert!(err.contains("version 1"), "{err}");
    // An observation that is not its rules' is refused before the module is probed with it
    // (a 1.4 TB probe, once).
    let mut big = sidecar.clone();
    big["observation"]["shape"] = serde_json::json!([17, 100_000, 100_000]);
    std::fs::write(dir.join("m.json"), big.to_string()).unwrap();
    let err = export::load(&out, Device::Cpu).err().unwrap().to_string();
    assert!(
        err.contains("is not its rules' ([17, 3, 3], 9 points)"),
        "{err}"
    );
    let bytes = std::fs::read(&path).unwrap();
    std::fs::write(&path, &bytes[..bytes.len() - 100]).unwrap();
    let result = export_command(&path, &dir.join("n.pt"), None);
    assert!(!result.status.success());
    let err = String::from_utf8_lossy(&result.stderr);
    assert!(err.contains("not a readable checkpoint"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `morris export --network-out`: the network alone beside the export, which plays, holds
/// the same weights, and weighs under half of the training checkpoint.
#[test]
fn the_network_alone_is_written_on_request() {
    let dir = scratch("alone");
    let path = checkpoint_for("three", &dir);
    let out = dir.join("m.pt");
    let network = dir.join("m.safetensors");
    let result = export_command(&path, &out, Some(&network));
    assert!(
        result.status.success(),
        "{}",
        String::from_utf8_lossy(&result.stderr)
    );
    let (full, alone) = (
        checkpoint::load(&path).unwrap(),
        checkpoint::load(&network).unwrap(),
    );
    assert!(alone.group("optim").is_empty() && alone.meta.replay.is_none());
    assert_eq!(alone.meta.step, full.meta.step);
    let weights = full.group("net");
    assert_eq!(alone.tensors.len(), weights.len());
    for (name, tensor) in alone.group("net") {
        assert!(tensor.equal(&weights[&name]), "{name}");
    }
    let size = |p: &Path| std::fs::metadata(p).unwrap().len();
    assert!(
        size(&network) * 2 < size(&path),
        "{} of {}",
        size(&network),
        size(&path)
    );
    from_spec(
        &format!("neural:model={}", network.display()),
        &Arc::new(Rules::preset("three").unwrap()),
    )
    .unwrap();
    let result = export_command(&path, &out, Some(&dir.join("m.bin")));
    assert!(!result.status.success());
    let err = String::from_utf8_lossy(&result.stderr);
    assert!(err.contains("must end in .safetensors"), "{err}");
    // Never over the training checkpoint itself: refused, the checkpoint unchanged.
    let before = std::fs::read(&path).unwrap();
    let result = export_command(&path, &out, Some(&path));
    assert!(!result.status.success());
    let err = String::from_utf8_lossy(&result.stderr);
    assert!(err.contains("the checkpoint itself"), "{err}");
    assert_eq!(std::fs::read(&path).unwrap(), before);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `--player OPTIONS` changes the search the export stores (both files), and the player
/// built from either file searches with it; a bad option writes nothing.
#[test]
fn the_export_stores_the_players_search_on_request() {
    let dir = scratch("player");
    let path = checkpoint_for("three", &dir);
    let (out, network) = (dir.join("m.pt"), dir.join("m.safetensors"));
    let run = |options: &str| {
        Command::new(env!("CARGO_BIN_EXE_morris"))
            .args(["export", "--checkpoint"])
            .arg(&path)
            .arg("--out")
            .arg(&out)
            .arg("--network-out")
            .arg(&network)
            .args(["--player", options])
            .output()
            .unwrap()
    };
    let result = run("c=0.75,sims=20,psims=40,fpu=0,pst=1.25,reuse=true");
    assert!(
        result.status.success(),
        "{}",
        String::from_utf8_lossy(&result.stderr)
    );
    let original = checkpoint::load(&path).unwrap().meta.search;
    let stored = checkpoint::load(&network).unwrap().meta.search;
    let (_, sidecar) = export::load(&out, Device::Cpu).unwrap();
    assert_eq!(sidecar.search, stored);
    assert_eq!(stored.simulations, 20);
    assert_eq!(
        (stored.placement_simulations, original.placement_simulations),
        (40, 0)
    );
    assert!((stored.c_puct - 0.75).abs() < 1e-6 && stored.fpu_reduction == 0.0);
    assert!((stored.policy_temperature - 1.25).abs() < 1e-6);
    assert!((original.policy_temperature - 1.0).abs() < 1e-6);
    assert!(stored.reuse_tree && !original.reuse_tree);
    assert_eq!(stored.root, original.root);
    assert!((stored.dirichlet_alpha - original.dirichlet_alpha).abs() < 1e-6);
    let rules = Arc::new(Rules::preset("three").unwrap());
    for file in [&out, &network] {
        let mut player = from_spec(&format!("neural:model={}", file.display()), &rules).unwrap();
        assert_eq!(player.network_search().unwrap().settings, stored);
    }
    std::fs::remove_dir_all(&dir).unwrap();
    let path = checkpoint_for("three", &dir);
    for (bad, named) in [
        ("c=-1", "c_puct"),
        ("pst=0", "policy_temperature"),
        ("temperature=1", "temperature"),
    ] {
        let result = run(bad);
        assert!(!result.status.success(), "{bad}");
        let err = String::from_utf8_lossy(&result.stderr);
        assert!(
            err.contains("--player") && err.contains(named),
            "{bad}: {err}"
        );
        assert!(!out.exists() && !network.exists(), "{bad}");
    }
    assert!(path.exists());
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A `TorchScript` file that returns another shape (here: one number per position) beside a
/// valid sidecar is refused when it loads, with the shape it returned, instead of failing in
/// the middle of a game.
#[test]
fn a_module_of_another_output_shape_is_refused_at_load() {
    let dir = scratch("shape");
    let path = checkpoint_for("three", &dir);
    let out = dir.join("good.pt");
    export::export(&checkpoint::load(&path).unwrap(), &out).unwrap();
    let [c, h, w] = export::load(&out, Device::Cpu).unwrap().1.observation.shape;
    let example = tch::Tensor::zeros([2, c as i64, h as i64, w as i64], tch::kind::FLOAT_CPU);
    let wrong = tch::CModule::create_by_tracing("Wrong", "forward", &[example], &mut |inputs| {
        vec![inputs[0].sum_dim_intlist([1, 2, 3].as_slice(), false, tch::Kind::Float)]
    })
    .unwrap();
    let bad = dir.join("bad.pt");
    wrong.save(&bad).unwrap();
    std::fs::copy(dir.join("good.json"), dir.join("bad.json")).unwrap();
    let Err(err) = export::load(&bad, Device::Cpu) else {
        panic!("a module returning [2] was accepted");
    };
    let message = err.to_string();
    assert!(message.contains("returns shape [2]"), "{message}");
    let player = from_spec(
        &format!("neural:model={}", bad.display()),
        &Arc::new(Rules::preset("three").unwrap()),
    );
    assert!(player.is_err(), "the neural player took the bad module");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_model_named_without_its_extension_is_found() {
    use morris_zero::agents::neural::model_file;
    let dir = scratch("stem");
    let path = checkpoint_for("three", &dir);
    let stem = dir.join("net");
    std::fs::rename(&path, stem.with_extension("safetensors")).unwrap();
    let name = stem.display().to_string();
    // Only the checkpoint: the name finds it, and the player loads it.
    assert_eq!(model_file(&name), stem.with_extension("safetensors"));
    let rules = Arc::new(Rules::preset("three").unwrap());
    from_spec(&format!("neural:model={name}"), &rules).unwrap();
    // With an export beside it the checkpoint still comes first; alone, the export is found.
    let out = stem.with_extension("pt");
    export::export(
        &checkpoint::load(&stem.with_extension("safetensors")).unwrap(),
        &out,
    )
    .unwrap();
    assert_eq!(model_file(&name), stem.with_extension("safetensors"));
    std::fs::remove_file(stem.with_extension("safetensors")).unwrap();
    assert_eq!(model_file(&name), out);
    from_spec(&format!("neural:model={name}"), &rules).unwrap();
    // A path given in full is taken as it is; a name with neither file is an error naming it.
    assert_eq!(model_file(&out.display().to_string()), out);
    let missing = dir.join("absent").display().to_string();
    assert_eq!(model_file(&missing), PathBuf::from(&missing));
    let err = from_spec(&format!("neural:model={missing}"), &rules)
        .err()
        .unwrap()
        .to_string();
    assert!(err.contains("absent"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The network the repository ships (models/cpu-2h: the network alone, its `TorchScript`
/// export and the sidecar) loads by its short name, its two files compute the same, and it
/// beats `greedy` from `morris evaluate`'s default 8-ply openings.
#[test]
fn the_shipped_network_plays_by_its_short_name() {
    use morris_zero::agents::neural::model_file;
    let stem = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("models/cpu-2h");
    let name = stem.display().to_string();
    assert_eq!(model_file(&name), stem.with_extension("safetensors"));
    let saved = checkpoint::load(&stem.with_extension("safetensors")).unwrap();
    let (model, sidecar) = export::load(&stem.with_extension("pt"), Device::Cpu).unwrap();
    assert_eq!(sidecar.training_step, saved.meta.step);
    assert_eq!(sidecar.net, saved.meta.net);
    let rules = Arc::new(Rules::preset("standard").unwrap());
    assert_eq!(sidecar.rules, *rules.spec());
    // Six positions after 12 random plies each.
    let env = VecEnv::new(&rules, 6, 12, 3);
    let (x, masks) = (env.observations_tensor(), env.masks_tensor());
    let (_vs, net) = saved.network(Device::Cpu).unwrap();
    let (p1, v1) = model.predict(&x, &masks);
    let (p2, v2) = tch::no_grad(|| net.predict(&x, &masks));
    assert!((p1 - p2).abs().max().double_value(&[]) < 1e-5);
    assert!((v1 - v2).abs().max().double_value(&[]) < 1e-5);
    let settings = MatchSettings {
        rules,
        games: 20,
        threads: 1,
        batch_games: 20,
        openings: Openings::Random(8),
        seed: 1,
        sprt: None,
        movetime: None,
    };
    for model in [name.clone(), format!("{name}.pt")] {
        let spec = format!("neural:model={model}");
        let report = run_match(
            &settings,
            Contestant::Spec(spec.clone()),
            Contestant::Spec("greedy".to_string()),
            &mut |_| {},
        )
        .unwrap_or_else(|e| panic!("{spec}: {e}"));
        assert!(
            report.score >= 0.6,
            "{spec}: {:.3} against greedy",
            report.score
        );
    }
}

/// The `neural` player's search options override what the model stores: `sims`, `search`,
/// `c`, `fpu`, `pst` and `reuse` reach the search it plays with, and a bad value is an error naming
/// it.
#[test]
fn the_neural_players_options_override_the_stored_search() {
    let name = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("models/cpu-2h")
        .display()
        .to_string();
    let rules = Arc::new(Rules::preset("standard").unwrap());
    let stored = checkpoint::load(&PathBuf::from(format!("{name}.safetensors")))
        .unwrap()
        .meta
        .search;
    let mut plain = from_spec(&format!("neural:model={name}"), &rules).unwrap();
    assert_eq!(plain.network_search().unwrap().settings, stored);
    // The shipped network keeps its tree between decisions.
    assert!(stored.reuse_tree);
    let spec =
        format!("neural:model={name},sims=64,search=gumbel,c=0.75,fpu=0.05,pst=2,reuse=false");
    let mut tuned = from_spec(&spec, &rules).unwrap();
    let settings = tuned.network_search().unwrap().settings;
    assert!(!settings.reuse_tree);
    assert_eq!(settings.simulations, 64);
    assert!(settings.gumbel());
    assert!((settings.c_puct - 0.75).abs() < 1e-6);
    assert!((settings.fpu_reduction - 0.05).abs() < 1e-6);
    assert!((settings.policy_temperature - 2.0).abs() < 1e-6);
    // Gumbel without naming reuse drops the stored reuse, which a Gumbel root cannot use.
    let mut gumbel = from_spec(&format!("neural:model={name},search=gumbel"), &rules).unwrap();
    let settings = gumbel.network_search().unwrap().settings;
    assert!(settings.gumbel() && !settings.reuse_tree);
    assert_eq!(plain.network_search().unwrap().leaves_per_round, 1);
    let mut batched = from_spec(&format!("neural:model={name},batch=8"), &rules).unwrap();
    assert_eq!(batched.network_search().unwrap().leaves_per_round, 8);
    for (bad, named) in [
        ("batch=0", "batch must be from 1 to 256"),
        ("batch=257", "batch must be from 1 to 256"),
        ("search=gumbel,batch=4", "batch above 1 needs search=puct"),
        ("fpu=-0.1", "fpu_reduction must be 0 or more"),
        ("fpu=x", "fpu"),
        ("c=0", "c_puct"),
        ("pst=0", "policy_temperature must be positive"),
        ("pst=-1", "policy_temperature must be positive"),
        ("pst=inf", "policy_temperature must be positive"),
        ("reuse=maybe", "reuse"),
        ("search=mcts", "search"),
        (
            "search=gumbel,reuse=true",
            "reuse_tree needs root = \"puct\"",
        ),
    ] {
        let err = from_spec(&format!("neural:model={name},{bad}"), &rules)
            .err()
            .unwrap_or_else(|| panic!("{bad} was accepted"))
            .to_string();
        assert!(err.contains(named), "{bad}: {err}");
    }
}

/// The neural player keeps its tree between decisions the same way whether it plays one game
/// through `Agent::choose` (play, engine) or many in the match runner's lockstep: the same
/// games, move for move, from the same openings and seeds.
#[test]
fn a_reusing_player_plays_the_same_games_alone_and_in_lockstep() {
    /// The games' moves, how many of the player's decisions began with kept visits, and its
    /// network evaluations.
    fn games<'a>(
        settings: &'a MatchSettings,
        player: Contestant<'a>,
    ) -> (Vec<Vec<String>>, usize, u64) {
        let mut counted = crate::common::NewSimulations::default();
        let report = run_match(
            settings,
            player,
            Contestant::Spec("greedy".to_string()),
            &mut |event| counted.see(event),
        )
        .unwrap();
        let clock = report.clocks[0];
        counted.check_sixteen(&clock);
        let kept = counted.kept;
        // The network evaluates the new simulations' leaves (not those the game's end
        // answers) and a fresh root: some, and at most one more a decision.
        assert!(
            clock.evaluations > 0 && clock.evaluations <= clock.nodes + clock.decisions,
            "{} evaluations for {} simulations",
            clock.evaluations,
            clock.nodes
        );
        assert_eq!(report.clocks[1].evaluations, 0, "greedy has no network");
        let moves = report.games.into_iter().map(|g| g.moves).collect();
        (moves, kept, clock.evaluations)
    }
    let name = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("models/cpu-2h")
        .display()
        .to_string();
    let rules = Arc::new(Rules::preset("standard").unwrap());
    let settings = MatchSettings {
        rules: rules.clone(),
        games: 4,
        threads: 1,
        batch_games: 4,
        openings: Openings::Random(8),
        seed: 5,
        sprt: None,
        movetime: None,
    };
    for (reuse, batch) in [(true, 1), (false, 1), (true, 4)] {
        // Without the cache of the network's answers, which a player alone keeps and the
        // lockstep arena does not: the games are the same either way, the evaluations not.
        // 16 simulations at every decision (the model stores 512 for placement).
        let spec =
            format!("neural:model={name},sims=16,psims=0,reuse={reuse},batch={batch},cache=false");
        let make = || from_spec(&spec, &rules).unwrap();
        let alone = games(
            &settings,
            Contestant::Custom {
                name: "alone".to_string(),
                make: &make,
            },
        );
        let lockstep = games(&settings, Contestant::Spec(spec.clone()));
        assert_eq!(alone, lockstep, "{spec}");
        assert_eq!(
            alone.1 > 0,
            reuse,
            "{spec}: {} decisions with kept visits",
            alone.1
        );
    }
}

/// A checkpoint whose metadata or weights cannot be true is refused with what is wrong, before
/// any network is built: a dimension out of range, a network larger than its weights, a
/// weight that is not a number, minutes of training out of range.
#[test]
fn a_checkpoint_whose_metadata_or_weights_cannot_be_true_is_refused() {
    let dir = scratch("lies");
    let saved = checkpoint::load(&checkpoint_for("three", &dir)).unwrap();
    let net: Vec<(String, tch::Tensor)> = saved.group("net").into_iter().collect();
    let written = |name: &str, meta: &checkpoint::CheckpointMeta, net: &[(String, tch::Tensor)]| {
        let path = dir.join(name);
        let net = net
            .iter()
            .map(|(n, t)| (n.clone(), t.shallow_clone()))
            .collect();
        checkpoint::save(&path, meta, &[("net", net)]).unwrap();
        path
    };
    let mut huge = saved.meta.clone();
    huge.net.channels = 1_000_000_000;
    let err = checkpoint::load(&written("huge.safetensors", &huge, &net))
        .err()
        .unwrap();
    assert!(
        err.to_string()
            .contains("net.channels is 1000000000: from 1 to 1024"),
        "{err}"
    );
    let mut wider = saved.meta.clone();
    wider.net.channels = 2 * saved.meta.net.channels;
    let loaded = checkpoint::load(&written("wider.safetensors", &wider, &net)).unwrap();
    let err = loaded.network(Device::Cpu).err().unwrap().to_string();
    assert!(
        err.contains(&format!(
            "its metadata says net.channels = {}, its weights (stem.conv.weight) hold {}",
            wider.net.channels, saved.meta.net.channels
        )),
        "{err}"
    );
    let mut deeper = saved.meta.clone();
    deeper.net.blocks += 1;
    let loaded = checkpoint::load(&written("deeper.safetensors", &deeper, &net)).unwrap();
    let err = loaded.network(Device::Cpu).err().unwrap().to_string();
    assert!(err.contains("net.blocks"), "{err}");
    let poisoned = net
        .iter()
        .map(|(n, t)| (n.clone(), t.copy()))
        .collect::<Vec<_>>();
    let _ = poisoned[0].1.get(0).fill_(f64::NAN);
    let err = checkpoint::load(&written("nan.safetensors", &saved.meta, &poisoned))
        .err()
        .unwrap();
    assert!(
        err.to_string().contains("holds NaN or infinite values"),
        "{err}"
    );
    let mut old = saved.meta.clone();
    old.progress.minutes = -1e308;
    let err = checkpoint::load(&written("minutes.safetensors", &old, &net))
        .err()
        .unwrap();
    assert!(err.to_string().contains("progress.minutes"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `morris export` never writes over the checkpoint it reads, and replaces a model only with
/// its sidecar: a sidecar's place taken by a directory leaves the old model as it was.
#[test]
fn the_export_command_loses_no_file() {
    let dir = scratch("no-loss");
    let path = checkpoint_for("three", &dir);
    let itself = dir.join("itself.pt");
    std::fs::copy(&path, &itself).unwrap();
    let bytes = std::fs::read(&itself).unwrap();
    let result = export_command(&itself, &itself, None);
    let err = String::from_utf8_lossy(&result.stderr);
    assert!(
        !result.status.success() && err.contains("that is the checkpoint itself"),
        "{err}"
    );
    assert_eq!(std::fs::read(&itself).unwrap(), bytes);
    let old = dir.join("old.pt");
    std::fs::write(&old, b"an older model").unwrap();
    std::fs::create_dir_all(dir.join("old.json")).unwrap();
    let result = export_command(&path, &old, None);
    let err = String::from_utf8_lossy(&result.stderr);
    assert!(
        !result.status.success() && err.contains("is a directory"),
        "{err}"
    );
    assert_eq!(std::fs::read(&old).unwrap(), b"an older model");
    std::fs::remove_dir_all(&dir).unwrap();
}
