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
mod tests;
