//! The inference service of the parallel pipeline, in `KataGo`'s evaluator shape: self-play
//! workers encode their leaves and send them to the service's threads, each owning a copy of
//! the playing network; a thread drains the shared queue in batches (up to `max_batch`
//! positions, waiting at most `max_wait` for more once a request is in), runs one forward
//! pass and answers every worker. With two or more threads one gathers and stages its batch
//! while another's forward pass runs, so a GPU is not left idle between batches (`KataGo`
//! runs several server threads per GPU the same way). The trainer publishes new weights
//! (`InferenceService::publish`) to every thread; they take effect between two batches, and
//! every answer carries the version of the weights that computed it.
//!
//! Workers hold an `InferenceClient`, a `LeafEvaluator` like any other, so self-play does not
//! know whether its network is its own or shared.

use super::cuda_stream;
use super::evaluator::{BatchEvaluator, Priors, expand_legal};
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
    /// On CUDA, each service thread queues its work on a stream of its own
    /// (`cuda_stream`), not on the default stream every thread shares.
    pub own_streams: bool,
}

/// One worker's leaves, encoded; the buffers come back with the answer for reuse.
struct Request {
    /// The client's number for it: with several service threads a client's requests may
    /// be answered out of order, and the client puts them back in order by it.
    seq: u64,
    observations: Vec<f32>,
    masks: Vec<bool>,
    reply: Sender<Reply>,
}

struct Reply {
    seq: u64,
    observations: Vec<f32>,
    masks: Vec<bool>,
    /// `[n, A]`, or only the legal ids' (`legal_only`), which the worker spreads out over
    /// its masks: the service thread, which every worker waits on, copies a thirtieth.
    priors: Vec<f32>,
    legal_only: bool,
    values: Vec<f32>,
    version: u64,
}

/// Weights to load: each variable's name and value (copies, owned by the message).
type Weights = Vec<(String, Tensor)>;

/// The way to a service thread's new weights, with their version.
type WeightSender = Sender<(u64, Weights)>;

/// What the service has done, for the training log.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct InferenceCounters {
    /// Positions evaluated.
    pub evaluations: u64,
    /// Forward passes.
    pub batches: u64,
    /// Seconds spent in forward passes (summed over the service's threads, whose passes may
    /// overlap).
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

/// The service: its threads, the queue into them and the weights they play with.
pub struct InferenceService {
    requests: Option<Sender<Request>>,
    /// Each thread's way to new weights, and the version it plays with.
    replicas: Vec<(WeightSender, Arc<AtomicU64>)>,
    encoder: Encoder,
    counters: Arc<Mutex<InferenceCounters>>,
    threads: Vec<JoinHandle<()>>,
}

impl InferenceService {
    /// Starts one service thread over `evaluator`, whose network's variables are `vs`.
    #[must_use]
    pub fn start(
        evaluator: BatchEvaluator,
        vs: VarStore,
        settings: InferenceSettings,
    ) -> InferenceService {
        InferenceService::start_threads(vec![(evaluator, vs)], settings)
    }

    /// Starts a service thread per replica: each an evaluator and its network's variables,
    /// the same weights in each (several copies of one network, on one device).
    ///
    /// # Panics
    /// With no replica.
    #[must_use]
    pub fn start_threads(
        replicas: Vec<(BatchEvaluator, VarStore)>,
        settings: InferenceSettings,
    ) -> InferenceService {
        assert!(!replicas.is_empty(), "an inference service needs a network");
        let (requests, queue) = mpsc::channel();
        let queue = Arc::new(Mutex::new(queue));
        let encoder = replicas[0].0.encoder().clone();
        let counters = Arc::new(Mutex::new(InferenceCounters::default()));
        let mut senders = Vec::new();
        let mut threads = Vec::new();
        for (i, (evaluator, vs)) in replicas.into_iter().enumerate() {
            let (weights, updates) = mpsc::channel();
            let version = Arc::new(AtomicU64::new(0));
            let server = Server {
                evaluator,
                vs,
                settings,
                version: version.clone(),
                counters: counters.clone(),
            };
            let queue = queue.clone();
            threads.push(
                std::thread::Builder::new()
                    .name(format!("inference {i}"))
                    .spawn(move || server.serve(&queue, &updates))
                    .expect("an inference thread starts"),
            );
            senders.push((weights, version));
        }
        InferenceService {
            requests: Some(requests),
            replicas: senders,
            encoder,
            counters,
            threads,
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
            next_seq: 0,
            in_flight: VecDeque::new(),
            early: Vec::new(),
            spare: Vec::new(),
        }
    }

    /// Sends the weights of `vs` (the trainer's) as version `version`; each service thread
    /// loads them before its next batch.
    pub fn publish(&self, vs: &VarStore, version: u64) {
        // A tensor may not be shared between threads: each thread gets its own copy.
        let copies: Vec<Weights> = tch::no_grad(|| {
            self.replicas
                .iter()
                .map(|_| {
                    vs.variables()
                        .into_iter()
                        .map(|(name, t)| (name, t.detach().copy()))
                        .collect()
                })
                .collect()
        });
        // Service threads on streams of their own do not wait for this one's copies.
        cuda_stream::synchronize(vs.device());
        for ((weights, _), copy) in self.replicas.iter().zip(copies) {
            // A service that has stopped needs no weights.
            let _ = weights.send((version, copy));
        }
    }

    /// The step of the oldest weights the service's threads play with.
    #[must_use]
    pub fn weights_step(&self) -> u64 {
        self.replicas
            .iter()
            .map(|(_, v)| v.load(Ordering::Relaxed))
            .min()
            .unwrap_or(0)
    }

    /// How many threads answer requests.
    #[must_use]
    pub fn threads(&self) -> usize {
        self.replicas.len()
    }

    /// What the service has done so far.
    #[must_use]
    pub fn counters(&self) -> InferenceCounters {
        *self.counters.lock().expect("the counters")
    }
}

impl Drop for InferenceService {
    /// Stops the service once every client is gone: its queue closes and the threads end.
    fn drop(&mut self) {
        self.requests = None;
        for thread in self.threads.drain(..) {
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
    fn serve(mut self, queue: &Mutex<Receiver<Request>>, updates: &Receiver<(u64, Weights)>) {
        let ids = self.evaluator.encoder().action_count();
        let device = self.evaluator.device();
        let own_stream = self.settings.own_streams && cuda_stream::use_own_stream(device);
        loop {
            self.load_newest(updates, own_stream);
            // The queue is this thread's while it gathers a batch (other threads meanwhile
            // run their forward passes).
            let batch = {
                let queue = queue.lock().expect("the request queue");
                match self.gather(&queue, ids) {
                    Ok(batch) => batch,
                    Err(RecvTimeoutError::Timeout) => continue,
                    Err(RecvTimeoutError::Disconnected) => return,
                }
            };
            let positions: usize = batch.iter().map(|r| r.masks.len() / ids).sum();
            let parts: Vec<(&[f32], &[bool])> = batch
                .iter()
                .map(|r| (r.observations.as_slice(), r.masks.as_slice()))
                .collect();
            let started = Instant::now();
            self.evaluator.forward_parts(&parts);
            let busy = started.elapsed().as_secs_f64();
            self.answer(batch, ids);
            let mut counters = self.counters.lock().expect("the counters");
            counters.evaluations += positions as u64;
            counters.batches += 1;
            counters.busy_seconds += busy;
        }
    }

    /// The next batch: the first request (waiting up to 20 ms for one), then whatever comes
    /// within `max_wait` until `max_batch` positions.
    fn gather(
        &self,
        queue: &Receiver<Request>,
        ids: usize,
    ) -> Result<Vec<Request>, RecvTimeoutError> {
        let first = queue.recv_timeout(Duration::from_millis(20))?;
        let mut positions = first.masks.len() / ids;
        let mut batch = vec![first];
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
        Ok(batch)
    }

    /// Loads the newest weights published, if any. On a stream of its own (`own_stream`) the
    /// thread waits for the copies before it frees the published tensors (the trainer's
    /// stream may reuse their memory at once).
    fn load_newest(&mut self, updates: &Receiver<(u64, Weights)>, own_stream: bool) {
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
        if own_stream {
            cuda_stream::synchronize(self.evaluator.device());
        }
        self.version.store(version, Ordering::Relaxed);
    }

    /// Sends each request its share of the last forward pass.
    fn answer(&self, batch: Vec<Request>, ids: usize) {
        let version = self.version.load(Ordering::Relaxed);
        let (priors, values) = self.evaluator.answers();
        let legal_counts = self.evaluator.legal_counts();
        let (mut first, mut first_prior) = (0, 0);
        for (i, request) in batch.into_iter().enumerate() {
            let n = request.masks.len() / ids;
            let (priors, legal_only) = match priors {
                Priors::All(all) => (&all[first * ids..(first + n) * ids], false),
                Priors::Legal(legal) => {
                    let count = legal_counts[i];
                    (&legal[first_prior..first_prior + count], true)
                }
            };
            first_prior += priors.len();
            let reply = Reply {
                seq: request.seq,
                priors: priors.to_vec(),
                legal_only,
                values: values[first..first + n].to_vec(),
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
    /// The number the next request gets.
    next_seq: u64,
    /// Batches submitted and not yet collected (`PipelinedEvaluator`): their numbers and
    /// sizes, oldest first.
    in_flight: VecDeque<(u64, usize)>,
    /// Replies that came before an older request's (several service threads).
    early: Vec<Reply>,
    /// Spare buffers for the next submissions.
    spare: Vec<(Vec<f32>, Vec<bool>)>,
}

impl InferenceClient {
    /// The step of the weights behind the last answer (the step they were published at).
    #[must_use]
    pub fn weights_step(&self) -> u64 {
        self.version
    }

    /// Whether the service has stopped (answers are then uniform priors and zero values, and
    /// the worker should stop too).
    #[must_use]
    pub fn stopped(&self) -> bool {
        self.stopped
    }
}

impl Reply {
    /// The priors of every action id, `[n, A]`.
    fn all_priors(&mut self) -> Vec<f32> {
        if !self.legal_only {
            return std::mem::take(&mut self.priors);
        }
        let mut all = Vec::new();
        expand_legal(&self.priors, &self.masks, &mut all);
        all
    }
}

impl InferenceClient {
    /// Sends encoded leaves to the service under a new number (none once it has stopped).
    fn send(&mut self, observations: Vec<f32>, masks: Vec<bool>) -> u64 {
        let seq = self.next_seq;
        self.next_seq += 1;
        let request = Request {
            seq,
            observations,
            masks,
            reply: self.replies.0.clone(),
        };
        if !self.stopped && self.requests.send(request).is_err() {
            self.stopped = true;
        }
        seq
    }

    /// The reply to request `seq`, keeping those that come before it for later; none once
    /// the service has stopped.
    fn receive(&mut self, seq: u64) -> Option<Reply> {
        if let Some(i) = self.early.iter().position(|r| r.seq == seq) {
            return Some(self.early.swap_remove(i));
        }
        while !self.stopped {
            match self.replies.1.recv() {
                Ok(reply) if reply.seq == seq => return Some(reply),
                Ok(reply) => self.early.push(reply),
                Err(_) => self.stopped = true,
            }
        }
        None
    }
}

impl LeafEvaluator for InferenceClient {
    fn evaluate(&mut self, leaves: &[LeafRequest<'_>]) -> (&[f32], &[f32]) {
        let mut observations = std::mem::take(&mut self.observations);
        let mut masks = std::mem::take(&mut self.masks);
        self.encoder
            .encode_leaves(leaves, &mut observations, &mut masks);
        let seq = self.send(observations, masks);
        if let Some(mut reply) = self.receive(seq) {
            self.priors = reply.all_priors();
            self.observations = reply.observations;
            self.masks = reply.masks;
            self.values = reply.values;
            self.version = reply.version;
        } else {
            self.priors = vec![1.0; leaves.len() * self.encoder.action_count()];
            self.values = vec![0.0; leaves.len()];
        }
        (&self.priors, &self.values)
    }
}

/// Several batches of one worker in flight (`SelfPlay::run_pipelined`): `collect` takes the
/// oldest, whichever service thread answers first.
impl PipelinedEvaluator for InferenceClient {
    fn submit(&mut self, leaves: &[LeafRequest<'_>]) {
        let (mut observations, mut masks) = self.spare.pop().unwrap_or_default();
        self.encoder
            .encode_leaves(leaves, &mut observations, &mut masks);
        let seq = self.send(observations, masks);
        self.in_flight.push_back((seq, leaves.len()));
    }

    fn collect(&mut self) -> Answers {
        let (seq, n) = self.in_flight.pop_front().expect("a batch in flight");
        let Some(mut reply) = self.receive(seq) else {
            return Answers {
                priors: vec![1.0; n * self.encoder.action_count()],
                values: vec![0.0; n],
            };
        };
        self.version = reply.version;
        let priors = reply.all_priors();
        self.spare.push((reply.observations, reply.masks));
        Answers {
            priors,
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
            eprintln!(
                "no CUDA device: on_cuda_published_weights_reach_every_threads_stream not run"
            );
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
        let mut reference =
            BatchEvaluator::new(network(&encoder, 0).1, Device::Cpu, encoder.clone());
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
                        let batch =
                            positions(&rules, w * 1000 + round, 1 + (round as usize * 7) % 90);
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
}
