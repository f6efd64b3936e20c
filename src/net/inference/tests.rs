//! The inference service's tests: every answer computed by the weights of its version (under
//! contention, from two threads, from f16 copies, on CUDA), batches in flight in order.

use super::*;
use crate::game::{Game, Position, Rules};
use crate::net::{NetConfig, PolicyValueNet, ValueHead};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tch::Device;

const VERSIONS: u64 = 6;

fn tiny_config() -> NetConfig {
    NetConfig {
        blocks: 1,
        channels: 8,
        policy_channels: 2,
        value_hidden: 16,
        value_head: ValueHead::Wdl,
        aux_heads: false,
    }
}

/// A small network whose weights are version `version`'s.
fn network(encoder: &Encoder, version: u64) -> (VarStore, PolicyValueNet) {
    let vs = VarStore::new(Device::Cpu);
    let net = PolicyValueNet::new(
        &vs.root(),
        &tiny_config(),
        encoder.shape(),
        encoder.action_count(),
    );
    let mut rng = ChaCha8Rng::seed_from_u64(version);
    let mut variables: Vec<(String, Tensor)> = vs.variables().into_iter().collect();
    variables.sort_by(|a, b| a.0.cmp(&b.0));
    tch::no_grad(|| {
        for (name, mut tensor) in variables {
            if name.contains("running_") {
                continue;
            }
            let values: Vec<f32> = (0..tensor.numel())
                .map(|_| rng.gen_range(-0.3..0.3))
                .collect();
            tensor.copy_(&Tensor::from_slice(&values).view(tensor.size().as_slice()));
        }
    });
    (vs, net)
}

/// `got` as long as `want`, each within `tolerance` of it.
fn assert_close(what: &str, got: &[f32], want: &[f32], tolerance: f32) {
    assert_eq!(got.len(), want.len(), "{what}: lengths");
    for (a, b) in got.iter().zip(want) {
        assert!((a - b).abs() < tolerance, "{what}: {a} against {b}");
    }
}

/// Positions along random games, with their legal actions.
fn positions(rules: &Arc<Rules>, seed: u64, n: usize) -> Vec<(Position, Vec<crate::game::Action>)> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut game = Game::new(rules.clone());
    let mut out = Vec::new();
    while out.len() < n {
        if game.is_over() {
            game = Game::new(rules.clone());
        }
        let legal = game.legal_actions().to_vec();
        out.push((*game.position(), legal.clone()));
        game.play_unchecked(legal[rng.gen_range(0..legal.len())]);
    }
    out
}

/// Four workers ask at once while the weights change under them: every answer is the
/// answer of the weights its version names, row for row (no answer goes to the wrong
/// worker or leaf, and no batch mixes two versions).
#[test]
fn answers_match_their_version_under_contention() {
    answers_match_their_version(1, false, Device::Cpu);
}

/// As above with two service threads, each with its own copy of the network.
#[test]
fn two_service_threads_answer_each_request_with_its_own_rows() {
    answers_match_their_version(2, false, Device::Cpu);
}

/// As above with the service's copies in f16 (`BatchEvaluator::in_half`, as a
/// mixed-precision run on CUDA has them; f16 runs on the CPU too): the f32 weights
/// published are converted as they are copied in, and every answer is the f32 answer of
/// its version within f16's precision.
#[test]
fn service_copies_in_f16_answer_as_their_versions_f32_weights() {
    answers_match_their_version(2, true, Device::Cpu);
}

/// As above on a GPU, the service's three threads each on a CUDA stream of its own and
/// the weights published from the device (as the trainer's are): every answer is its
/// version's, so no thread read weights before their copy had finished.
#[test]
fn on_cuda_published_weights_reach_every_threads_stream() {
    if !tch::Cuda::is_available() {
        eprintln!("no CUDA device: on_cuda_published_weights_reach_every_threads_stream not run");
        return;
    }
    answers_match_their_version(3, false, Device::Cuda(0));
    answers_match_their_version(3, true, Device::Cuda(0));
}

/// Version `version`'s network (`network`) on `device`.
fn network_on(encoder: &Encoder, version: u64, device: Device) -> (VarStore, PolicyValueNet) {
    let (cpu_vs, cpu_net) = network(encoder, version);
    if device == Device::Cpu {
        return (cpu_vs, cpu_net);
    }
    let mut vs = VarStore::new(device);
    let net = PolicyValueNet::new(
        &vs.root(),
        &tiny_config(),
        encoder.shape(),
        encoder.action_count(),
    );
    vs.copy(&cpu_vs).unwrap();
    (vs, net)
}

/// A service of `threads` threads over version 0's weights on `device` (in f16 if
/// `half`).
fn service(encoder: &Encoder, threads: usize, half: bool, device: Device) -> InferenceService {
    let replicas = (0..threads)
        .map(|_| {
            let (mut vs, net) = network_on(encoder, 0, device);
            let mut evaluator = BatchEvaluator::new(net, device, encoder.clone());
            if half {
                evaluator = evaluator.in_half(&mut vs);
                let kinds: Vec<_> = vs.variables().values().map(Tensor::kind).collect();
                assert!(kinds.iter().all(|k| *k == tch::Kind::Half), "{kinds:?}");
            }
            (evaluator, vs)
        })
        .collect();
    InferenceService::start_threads(
        replicas,
        InferenceSettings {
            max_batch: 64,
            max_wait: Duration::from_micros(500),
            own_streams: true,
        },
    )
}

/// Leaves over `batch`'s positions.
fn leaves(batch: &[(Position, Vec<crate::game::Action>)]) -> Vec<LeafRequest<'_>> {
    batch
        .iter()
        .map(|(p, legal)| LeafRequest {
            position: p,
            occurrences: 1,
            legal,
        })
        .collect()
}

/// A worker keeps three batches of very different sizes in flight on a service of two
/// threads (so that a later, small batch is often answered before an older, large one):
/// each collected answer is its own batch's, row for row.
#[test]
fn batches_in_flight_come_back_in_order_from_two_threads() {
    let rules = Arc::new(Rules::preset("three").unwrap());
    let encoder = Encoder::new(rules.clone());
    let service = service(&encoder, 2, false, Device::Cpu);
    let mut client = service.client();
    let mut reference = BatchEvaluator::new(network(&encoder, 0).1, Device::Cpu, encoder.clone());
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut pending = VecDeque::new();
    for round in 0..300u64 {
        let size = if round % 3 == 0 {
            60
        } else {
            rng.gen_range(1..4)
        };
        let batch = positions(&rules, round, size);
        client.submit(&leaves(&batch));
        pending.push_back(batch);
        if pending.len() == 3 {
            let batch = pending.pop_front().unwrap();
            let answers = client.collect();
            reference.evaluate_batch(&leaves(&batch));
            assert_eq!(answers.values.len(), batch.len(), "round {round}");
            let what = format!("round {round}");
            assert_close(&what, &answers.values, &reference.values, 1e-5);
            assert_close(&what, &answers.priors, &reference.priors, 1e-5);
        }
    }
    assert!(service.counters().batches > 0);
}

/// On a CUDA machine (skipped elsewhere, saying so): a service of two threads on the GPU,
/// three clients with batches in flight, answers each batch as the same weights do on
/// the CPU (the page-locked staging, the legal priors brought back alone and spread out
/// again, in `BatchEvaluator::forward_parts`), in f32 and with the copies in f16.
#[test]
fn on_cuda_the_service_answers_as_the_cpu() {
    if !tch::Cuda::is_available() {
        eprintln!("no CUDA device: on_cuda_the_service_answers_as_the_cpu not run");
        return;
    }
    on_cuda_service_answers_as_the_cpu(false, 1e-3);
    on_cuda_service_answers_as_the_cpu(true, 1e-2);
}

fn on_cuda_service_answers_as_the_cpu(half: bool, tolerance: f32) {
    let rules = Arc::new(Rules::preset("standard").unwrap());
    let encoder = Encoder::new(rules.clone());
    let (_cpu_vs, cpu_net) = network(&encoder, 3);
    // An evaluator on the GPU with the CPU network's weights, and its variables.
    let on_cuda = || {
        let (mut vs, net) = network_on(&encoder, 3, Device::Cuda(0));
        let mut evaluator = BatchEvaluator::new(net, Device::Cuda(0), encoder.clone());
        if half {
            evaluator = evaluator.in_half(&mut vs);
        }
        (evaluator, vs)
    };
    let replicas = (0..2).map(|_| on_cuda()).collect();
    let service = InferenceService::start_threads(
        replicas,
        InferenceSettings {
            max_batch: 256,
            max_wait: Duration::from_micros(500),
            own_streams: true,
        },
    );
    let mut reference = BatchEvaluator::new(cpu_net, Device::Cpu, encoder.clone());
    // One evaluator alone on the device, as lockstep self-play uses it.
    let (mut alone, _alone_vs) = on_cuda();
    for (round, size) in [5, 130, 17].into_iter().enumerate() {
        let batch = positions(&rules, 9000 + round as u64, size);
        alone.evaluate_batch(&leaves(&batch));
        reference.evaluate_batch(&leaves(&batch));
        assert_close(
            "alone on CUDA, prior",
            &alone.priors,
            &reference.priors,
            tolerance,
        );
        assert_close(
            "alone on CUDA, value",
            &alone.values,
            &reference.values,
            tolerance,
        );
    }
    let reference = Mutex::new(reference);
    std::thread::scope(|scope| {
        for w in 0..3u64 {
            let (mut client, rules, reference) = (service.client(), rules.clone(), &reference);
            scope.spawn(move || {
                let mut pending = VecDeque::new();
                for round in 0..60u64 {
                    let batch = positions(&rules, w * 1000 + round, 1 + (round as usize * 7) % 90);
                    client.submit(&leaves(&batch));
                    pending.push_back(batch);
                    if pending.len() < 2 {
                        continue;
                    }
                    let batch = pending.pop_front().unwrap();
                    let answers = client.collect();
                    let mut reference = reference.lock().unwrap();
                    reference.evaluate_batch(&leaves(&batch));
                    let (priors, values) = (&reference.priors, &reference.values);
                    assert_close("service on CUDA, prior", &answers.priors, priors, tolerance);
                    assert_close("service on CUDA, value", &answers.values, values, tolerance);
                    assert_eq!(answers.values.len(), batch.len());
                }
            });
        }
    });
    assert!(service.counters().batches > 0);
    eprintln!("on CUDA (f16 copies: {half}): {:?}", service.counters());
}

fn answers_match_their_version(threads: usize, half: bool, device: Device) {
    let rules = Arc::new(Rules::preset("three").unwrap());
    let encoder = Encoder::new(rules.clone());
    let service = service(&encoder, threads, half, device);
    let tolerance = match (half, device) {
        (true, _) => 1e-2,
        (false, Device::Cpu) => 1e-5,
        (false, _) => 1e-3,
    };
    let answers = std::thread::scope(|scope| {
        let clients: Vec<_> = (0..4u64)
            .map(|w| {
                let mut client = service.client();
                let rules = rules.clone();
                scope.spawn(move || {
                    let mut rng = ChaCha8Rng::seed_from_u64(100 + w);
                    let mut seen = Vec::new();
                    for round in 0..150 {
                        let batch = positions(&rules, w * 1000 + round, rng.gen_range(1..9));
                        let leaves: Vec<LeafRequest<'_>> = batch
                            .iter()
                            .map(|(p, legal)| LeafRequest {
                                position: p,
                                occurrences: 1,
                                legal,
                            })
                            .collect();
                        let (priors, values) = client.evaluate(&leaves);
                        seen.push((
                            batch.clone(),
                            priors.to_vec(),
                            values.to_vec(),
                            client.weights_step(),
                        ));
                    }
                    seen
                })
            })
            .collect();
        for version in 1..VERSIONS {
            std::thread::sleep(Duration::from_millis(15));
            let (vs, _net) = network_on(&encoder, version, device);
            service.publish(&vs, version);
        }
        clients
            .into_iter()
            .flat_map(|c| c.join().unwrap())
            .collect::<Vec<_>>()
    });
    let mut references: Vec<BatchEvaluator> = (0..VERSIONS)
        .map(|v| BatchEvaluator::new(network(&encoder, v).1, Device::Cpu, encoder.clone()))
        .collect();
    let mut versions = std::collections::BTreeSet::new();
    for (batch, priors, values, version) in &answers {
        versions.insert(*version);
        let leaves: Vec<LeafRequest<'_>> = batch
            .iter()
            .map(|(p, legal)| LeafRequest {
                position: p,
                occurrences: 1,
                legal,
            })
            .collect();
        let reference = &mut references[*version as usize];
        reference.evaluate_batch(&leaves);
        let what = format!("version {version}");
        assert_close(&what, priors, &reference.priors, tolerance);
        assert_close(&what, values, &reference.values, tolerance);
    }
    assert!(
        versions.len() >= 2,
        "the weights changed during the test: {versions:?}"
    );
    let counters = service.counters();
    assert!(counters.batches > 0 && counters.evaluations >= answers.len() as u64);
}
