//! The inference service of the parallel pipeline, in `KataGo`'s evaluator shape: self-play
//! workers encode their leaves and send them to one thread that owns the playing network; it
//! drains its queue in batches (up to `max_batch` positions, waiting at most `max_wait` for
//! more once a request is in), runs one forward pass and answers every worker. The trainer
//! publishes new weights (`InferenceService::publish`); they take effect between two batches,
//! and every answer carries the version of the weights that computed it.
//!
//! Workers hold an `InferenceClient`, a `LeafEvaluator` like any other, so self-play does not
//! know whether its network is its own or shared.

use super::evaluator::BatchEvaluator;
use crate::env::Encoder;
use crate::mcts::{Answers, LeafEvaluator, LeafRequest, PipelinedEvaluator};
use std::collections::VecDeque;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};
use tch::Tensor;
use tch::nn::VarStore;

/// How the service batches.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct InferenceSettings {
    /// Positions in one forward pass at most.
    pub max_batch: usize,
    /// How long a batch waits for more requests once the first is in.
    pub max_wait: Duration,
}

/// One worker's leaves, encoded; the buffers come back with the answer for reuse.
struct Request {
    observations: Vec<f32>,
    masks: Vec<bool>,
    reply: Sender<Reply>,
}

struct Reply {
    observations: Vec<f32>,
    masks: Vec<bool>,
    priors: Vec<f32>,
    values: Vec<f32>,
    version: u64,
}

/// Weights to load: each variable's name and value (copies, owned by the message).
type Weights = Vec<(String, Tensor)>;

/// What the service has done, for the training log.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct InferenceCounters {
    /// Positions evaluated.
    pub evaluations: u64,
    /// Forward passes.
    pub batches: u64,
    /// Seconds spent in forward passes.
    pub busy_seconds: f64,
}

impl InferenceCounters {
    /// The counts since `earlier`.
    #[must_use]
    pub fn since(&self, earlier: &InferenceCounters) -> InferenceCounters {
        InferenceCounters {
            evaluations: self.evaluations - earlier.evaluations,
            batches: self.batches - earlier.batches,
            busy_seconds: self.busy_seconds - earlier.busy_seconds,
        }
    }

    /// Mean positions per forward pass.
    #[must_use]
    pub fn mean_batch(&self) -> f64 {
        self.evaluations as f64 / self.batches.max(1) as f64
    }
}

/// The service: its thread, the queue into it and the weights it plays with.
pub struct InferenceService {
    requests: Option<Sender<Request>>,
    weights: Sender<(u64, Weights)>,
    encoder: Encoder,
    version: Arc<AtomicU64>,
    counters: Arc<Mutex<InferenceCounters>>,
    thread: Option<JoinHandle<()>>,
}

impl InferenceService {
    /// Starts the service thread over `evaluator`, whose network's variables are `vs`.
    #[must_use]
    pub fn start(
        evaluator: BatchEvaluator,
        vs: VarStore,
        settings: InferenceSettings,
    ) -> InferenceService {
        let (requests, queue) = mpsc::channel();
        let (weights, updates) = mpsc::channel();
        let encoder = evaluator.encoder().clone();
        let version = Arc::new(AtomicU64::new(0));
        let counters = Arc::new(Mutex::new(InferenceCounters::default()));
        let worker = Server {
            evaluator,
            vs,
            settings,
            version: version.clone(),
            counters: counters.clone(),
        };
        let thread = std::thread::Builder::new()
            .name("inference".to_string())
            .spawn(move || worker.serve(&queue, &updates))
            .expect("the inference thread starts");
        InferenceService {
            requests: Some(requests),
            weights,
            encoder,
            version,
            counters,
            thread: Some(thread),
        }
    }

    /// A client for one worker.
    #[must_use]
    pub fn client(&self) -> InferenceClient {
        InferenceClient {
            requests: self.requests.clone().expect("the service runs"),
            replies: mpsc::channel(),
            encoder: self.encoder.clone(),
            observations: Vec::new(),
            masks: Vec::new(),
            priors: Vec::new(),
            values: Vec::new(),
            version: 0,
            stopped: false,
            in_flight: VecDeque::new(),
            spare: Vec::new(),
        }
    }

    /// Sends the weights of `vs` (the trainer's) as version `version`; the service loads them
    /// before its next batch.
    pub fn publish(&self, vs: &VarStore, version: u64) {
        let weights = tch::no_grad(|| {
            vs.variables()
                .into_iter()
                .map(|(name, t)| (name, t.detach().copy()))
                .collect()
        });
        // A service that has stopped needs no weights.
        let _ = self.weights.send((version, weights));
    }

    /// The version of the weights the service plays with.
    #[must_use]
    pub fn version(&self) -> u64 {
        self.version.load(Ordering::Relaxed)
    }

    /// What the service has done so far.
    #[must_use]
    pub fn counters(&self) -> InferenceCounters {
        *self.counters.lock().expect("the counters")
    }
}

impl Drop for InferenceService {
    /// Stops the service once every client is gone: its queue closes and the thread ends.
    fn drop(&mut self) {
        self.requests = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// The service thread's state.
struct Server {
    evaluator: BatchEvaluator,
    vs: VarStore,
    settings: InferenceSettings,
    version: Arc<AtomicU64>,
    counters: Arc<Mutex<InferenceCounters>>,
}

impl Server {
    /// Answers requests in batches until every sender is gone.
    fn serve(mut self, queue: &Receiver<Request>, updates: &Receiver<(u64, Weights)>) {
        let ids = self.evaluator.encoder().action_count();
        let (mut observations, mut masks) = (Vec::new(), Vec::new());
        loop {
            self.load_newest(updates);
            let first = match queue.recv_timeout(Duration::from_millis(20)) {
                Ok(request) => request,
                Err(RecvTimeoutError::Timeout) => continue,
                Err(RecvTimeoutError::Disconnected) => return,
            };
            let mut batch = vec![first];
            let mut positions = batch[0].masks.len() / ids;
            let deadline = Instant::now() + self.settings.max_wait;
            while positions < self.settings.max_batch {
                let wait = deadline.saturating_duration_since(Instant::now());
                match queue.recv_timeout(wait) {
                    Ok(request) => {
                        positions += request.masks.len() / ids;
                        batch.push(request);
                    }
                    Err(_) => break,
                }
            }
            observations.clear();
            masks.clear();
            for request in &batch {
                observations.extend_from_slice(&request.observations);
                masks.extend_from_slice(&request.masks);
            }
            let started = Instant::now();
            self.evaluator.forward(&observations, &masks);
            let busy = started.elapsed().as_secs_f64();
            self.answer(batch, ids);
            let mut counters = self.counters.lock().expect("the counters");
            counters.evaluations += positions as u64;
            counters.batches += 1;
            counters.busy_seconds += busy;
        }
    }

    /// Loads the newest weights published, if any.
    fn load_newest(&mut self, updates: &Receiver<(u64, Weights)>) {
        let Some((version, weights)) = updates.try_iter().last() else {
            return;
        };
        let mut variables = self.vs.variables();
        tch::no_grad(|| {
            for (name, value) in &weights {
                if let Some(variable) = variables.get_mut(name) {
                    variable.copy_(value);
                }
            }
        });
        self.version.store(version, Ordering::Relaxed);
    }

    /// Sends each request its share of the last forward pass.
    fn answer(&self, batch: Vec<Request>, ids: usize) {
        let version = self.version.load(Ordering::Relaxed);
        let mut first = 0;
        for request in batch {
            let n = request.masks.len() / ids;
            let reply = Reply {
                priors: self.evaluator.priors[first * ids..(first + n) * ids].to_vec(),
                values: self.evaluator.values[first..first + n].to_vec(),
                observations: request.observations,
                masks: request.masks,
                version,
            };
            first += n;
            // A worker that has gone needs no answer.
            let _ = request.reply.send(reply);
        }
    }
}

/// A worker's way to the service: a `LeafEvaluator` whose network is the service's.
pub struct InferenceClient {
    requests: Sender<Request>,
    replies: (Sender<Reply>, Receiver<Reply>),
    encoder: Encoder,
    observations: Vec<f32>,
    masks: Vec<bool>,
    priors: Vec<f32>,
    values: Vec<f32>,
    version: u64,
    stopped: bool,
    /// Batches submitted and not yet collected (`PipelinedEvaluator`): their sizes, oldest
    /// first; their replies come back in that order.
    in_flight: VecDeque<usize>,
    /// Spare buffers for the next submissions.
    spare: Vec<(Vec<f32>, Vec<bool>)>,
}

impl InferenceClient {
    /// The version of the weights behind the last answer.
    #[must_use]
    pub fn version(&self) -> u64 {
        self.version
    }

    /// Whether the service has stopped (answers are then uniform priors and zero values, and
    /// the worker should stop too).
    #[must_use]
    pub fn stopped(&self) -> bool {
        self.stopped
    }
}

impl LeafEvaluator for InferenceClient {
    fn evaluate(&mut self, leaves: &[LeafRequest<'_>]) -> (&[f32], &[f32]) {
        let mut observations = std::mem::take(&mut self.observations);
        let mut masks = std::mem::take(&mut self.masks);
        self.encoder
            .encode_leaves(leaves, &mut observations, &mut masks);
        let request = Request {
            observations,
            masks,
            reply: self.replies.0.clone(),
        };
        let reply = if self.stopped {
            None
        } else {
            self.requests
                .send(request)
                .ok()
                .and_then(|()| self.replies.1.recv().ok())
        };
        if let Some(reply) = reply {
            self.observations = reply.observations;
            self.masks = reply.masks;
            self.priors = reply.priors;
            self.values = reply.values;
            self.version = reply.version;
        } else {
            self.stopped = true;
            self.priors = vec![1.0; leaves.len() * self.encoder.action_count()];
            self.values = vec![0.0; leaves.len()];
        }
        (&self.priors, &self.values)
    }
}

/// Several batches of one worker in flight (`SelfPlay::run_pipelined`): the service answers
/// a client's requests in the order they came, so `collect` takes the oldest.
impl PipelinedEvaluator for InferenceClient {
    fn submit(&mut self, leaves: &[LeafRequest<'_>]) {
        let (mut observations, mut masks) = self.spare.pop().unwrap_or_default();
        self.encoder
            .encode_leaves(leaves, &mut observations, &mut masks);
        self.in_flight.push_back(leaves.len());
        let request = Request {
            observations,
            masks,
            reply: self.replies.0.clone(),
        };
        if !self.stopped && self.requests.send(request).is_err() {
            self.stopped = true;
        }
    }

    fn collect(&mut self) -> Answers {
        let n = self.in_flight.pop_front().expect("a batch in flight");
        let reply = if self.stopped {
            None
        } else {
            self.replies.1.recv().ok()
        };
        let Some(reply) = reply else {
            self.stopped = true;
            return Answers {
                priors: vec![1.0; n * self.encoder.action_count()],
                values: vec![0.0; n],
            };
        };
        self.version = reply.version;
        self.spare.push((reply.observations, reply.masks));
        Answers {
            priors: reply.priors,
            values: reply.values,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, Position, Rules};
    use crate::net::{NetConfig, PolicyValueNet, ValueHead};
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use tch::Device;

    const VERSIONS: u64 = 6;

    /// A small network on the three men's board whose weights are version `version`'s.
    fn network(encoder: &Encoder, version: u64) -> (VarStore, PolicyValueNet) {
        let vs = VarStore::new(Device::Cpu);
        let config = NetConfig {
            blocks: 1,
            channels: 8,
            policy_channels: 2,
            value_hidden: 16,
            value_head: ValueHead::Wdl,
            aux_heads: false,
        };
        let net = PolicyValueNet::new(&vs.root(), &config, encoder.shape(), encoder.action_count());
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

    /// Positions along random games, with their legal actions.
    fn positions(
        rules: &Arc<Rules>,
        seed: u64,
        n: usize,
    ) -> Vec<(Position, Vec<crate::game::Action>)> {
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
        let rules = Arc::new(Rules::preset("three").unwrap());
        let encoder = Encoder::new(rules.clone());
        let (vs, net) = network(&encoder, 0);
        let service = InferenceService::start(
            BatchEvaluator::new(net, Device::Cpu, encoder.clone()),
            vs,
            InferenceSettings {
                max_batch: 64,
                max_wait: Duration::from_micros(500),
            },
        );
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
                                client.version(),
                            ));
                        }
                        seen
                    })
                })
                .collect();
            for version in 1..VERSIONS {
                std::thread::sleep(Duration::from_millis(15));
                let (vs, _net) = network(&encoder, version);
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
            for (a, b) in priors.iter().zip(&reference.priors) {
                assert!((a - b).abs() < 1e-5, "version {version}: prior {a} vs {b}");
            }
            for (a, b) in values.iter().zip(&reference.values) {
                assert!((a - b).abs() < 1e-5, "version {version}: value {a} vs {b}");
            }
        }
        assert!(
            versions.len() >= 2,
            "the weights changed during the test: {versions:?}"
        );
        let counters = service.counters();
        assert!(counters.batches > 0 && counters.evaluations >= answers.len() as u64);
    }
}
