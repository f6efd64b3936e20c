//! Batched evaluation: the leaves of many search trees encoded into one observation batch
//! and answered by one forward pass of the network (priors over action ids and values).

use super::fused::FusedNet;
use super::model::{PolicyValueNet, masked_softmax};
use crate::env::Encoder;
use crate::mcts::{LeafEvaluator, LeafRequest};
use tch::{Device, Kind, Tensor};

/// The priors of a batch as they came back: every action id of every position (`[n, A]`
/// flattened), or, from a CUDA device, only the legal ones, position after position in id
/// order (a few dozen a position where `A` is 624: the copy back is a thirtieth as long).
#[derive(Clone, Copy, Debug)]
pub enum Priors<'a> {
    All(&'a [f32]),
    Legal(&'a [f32]),
}

/// Writes the full rows (`[n, A]`, zero on the illegal ids) of positions whose masks are
/// `masks` (`[n, A]` flattened) from `legal`, their legal ids' priors in mask order.
///
/// # Panics
/// `legal` shorter than the masks' legal ids.
pub fn expand_legal(legal: &[f32], masks: &[bool], out: &mut Vec<f32>) {
    out.clear();
    out.resize(masks.len(), 0.0);
    let mut next = legal.iter();
    for (prior, _) in out.iter_mut().zip(masks).filter(|(_, legal)| **legal) {
        *prior = *next.next().expect("a prior for every legal id");
    }
}

pub use super::autocast::autocast_if;

/// The network behind an evaluator: this crate's model, or an exported `TorchScript` file
/// (which returns `[N, A + 1]`: policy logits, then the expected value).
#[allow(clippy::large_enum_variant)]
pub enum Backend {
    Native(PolicyValueNet),
    TorchScript(tch::CModule),
}

impl Backend {
    /// Policy over legal ids and expected value for the player to move, in f32.
    ///
    /// # Panics
    /// A `TorchScript` module that does not return `[N, A + 1]` (logits, then the value).
    pub fn predict(&self, x: &Tensor, masks: &Tensor) -> (Tensor, Tensor) {
        match self {
            Backend::Native(net) => net.predict(x, masks),
            Backend::TorchScript(module) => {
                let output = module
                    .forward_ts(&[x.shallow_clone()])
                    .expect("the exported module runs")
                    .to_kind(tch::Kind::Float);
                let actions = output.size()[1] - 1;
                (
                    masked_softmax(&output.narrow(1, 0, actions), masks),
                    output.select(1, actions),
                )
            }
        }
    }
}

/// A network and the buffers to feed it a batch.
pub struct BatchEvaluator {
    model: Backend,
    device: Device,
    encoder: Encoder,
    observations: Vec<f32>,
    masks: Vec<bool>,
    /// Priors of the last batch, `[n, A]` flattened.
    pub priors: Vec<f32>,
    /// Values of the last batch, for each position's player to move.
    pub values: Vec<f32>,
    /// Forward passes under autocast (CUDA's mixed precision).
    mixed: bool,
    /// The network's weights are f16 (`in_half`): observations go in as f16, no autocast.
    half: bool,
    /// On CUDA: page-locked host tensors the batch is staged in (its copy to the device is
    /// asynchronous) and its answers copied back to (grown to the largest batch seen).
    pinned: Option<Pinned>,
    /// Positions of the last batch whose answers are in `pinned` (0: they are in `priors`
    /// and `values`); their legal ids' priors only (`legal_counts` of them, part by part).
    pinned_answers: usize,
    /// The last batch's legal ids in each of its parts (staged on CUDA).
    legal_counts: Vec<usize>,
    /// The fused pass of the network (`with_fused`), and the largest batch it takes.
    fused: Option<(FusedNet, usize)>,
}

/// The most work (multiply-adds) a batch the fused pass takes may need: above it libtorch's
/// per-layer cost is spread over enough positions for its kernels to be the faster. About
/// 37 positions of the shipped network, one of the `gpu` preset's (`morris bench search` and
/// `bench net`, docs/experiments.md row 48).
pub const FUSED_WORK: u64 = 150_000_000;

/// Page-locked host tensors, flat: observations (f32, or f16 for a network in f16), masks,
/// the legal ids' flat indices (`position * A + id`: the priors to send back), and the
/// answers as they come back, in one tensor so that one copy (one wait) brings them all: the
/// values, then the legal ids' priors.
struct Pinned {
    x: Tensor,
    m: Tensor,
    legal: Tensor,
    answers: Tensor,
}

impl Pinned {
    /// Room for `positions` positions of `floats` observation floats and `ids` action ids.
    fn new(positions: usize, floats: usize, ids: usize, device: Device, x: Kind) -> Pinned {
        let host =
            |n: usize, kind| Tensor::empty([n as i64], (kind, Device::Cpu)).pin_memory(device);
        Pinned {
            x: host(positions * floats, x),
            m: host(positions * ids, Kind::Bool),
            legal: host(positions * ids, Kind::Int64),
            answers: host(positions * (ids + 1), Kind::Float),
        }
    }
}

/// Writes the flat indices (`first + k`) of `masks`' legal ids into `out` from its start;
/// returns how many. Eight ids at a time: a position has a few dozen legal ids of 624, and
/// every batch's masks are scanned on the inference thread the GPU waits on.
fn legal_indices(masks: &[bool], first: usize, out: &mut [i64]) -> usize {
    let mut count = 0;
    let mut chunks = masks.chunks_exact(8);
    let mut at = first;
    for chunk in chunks.by_ref() {
        if chunk.iter().fold(false, |any, &m| any | m) {
            for (k, _) in chunk.iter().enumerate().filter(|(_, m)| **m) {
                out[count] = (at + k) as i64;
                count += 1;
            }
        }
        at += 8;
    }
    for (k, _) in chunks.remainder().iter().enumerate().filter(|(_, m)| **m) {
        out[count] = (at + k) as i64;
        count += 1;
    }
    count
}

impl BatchEvaluator {
    #[must_use]
    pub fn new(net: PolicyValueNet, device: Device, encoder: Encoder) -> BatchEvaluator {
        BatchEvaluator::with_backend(Backend::Native(net), device, encoder)
    }

    /// An evaluator over any model (e.g. an exported `TorchScript` file).
    #[must_use]
    pub fn with_backend(model: Backend, device: Device, encoder: Encoder) -> BatchEvaluator {
        BatchEvaluator {
            model,
            device,
            encoder,
            observations: Vec::new(),
            masks: Vec::new(),
            priors: Vec::new(),
            values: Vec::new(),
            mixed: false,
            half: false,
            pinned: None,
            pinned_answers: 0,
            legal_counts: Vec::new(),
            fused: None,
        }
    }

    /// Runs batches of up to `FUSED_WORK` multiply-adds (at least one position) through the
    /// fused pass (`fused`), where the network is this crate's model in f32 on the CPU and of
    /// a shape that pass runs; otherwise unchanged. The pass keeps the weights as they are
    /// now: an evaluator whose weights change later (copied in from training) is not to be
    /// fused.
    #[must_use]
    pub fn with_fused(mut self) -> BatchEvaluator {
        if let Backend::Native(net) = &self.model
            && self.device == Device::Cpu
            && !self.half
        {
            self.fused = FusedNet::new(
                net.folded(),
                self.encoder.shape(),
                self.encoder.action_count(),
            )
            .map(|fused| {
                let most = (FUSED_WORK / fused.multiply_adds()).max(1) as usize;
                (fused, most)
            });
        }
        self
    }

    /// The largest batch that runs through the fused pass; 0 without one.
    #[must_use]
    pub fn fused_most(&self) -> usize {
        self.fused.as_ref().map_or(0, |f| f.1)
    }

    /// Whether small batches run through the fused pass.
    #[must_use]
    pub fn is_fused(&self) -> bool {
        self.fused.is_some()
    }

    /// Runs the forward passes in mixed precision (libtorch's autocast; CUDA only, a CPU
    /// evaluator ignores it).
    #[must_use]
    pub fn mixed(mut self, mixed: bool) -> BatchEvaluator {
        self.mixed = mixed && self.device.is_cuda() && !self.half;
        self
    }

    /// Turns the network's variables `vs` (this evaluator's own copy: nothing may train on
    /// them) into f16, as `KataGo` and most inference engines run on a GPU: the observations
    /// go in as f16 (half the bytes across the bus) and no autocast casts the weights again
    /// at every forward pass. Weights copied in later (`Tensor::copy_`) are converted on the
    /// way. Works on the CPU too (slowly: for tests).
    #[must_use]
    pub fn in_half(mut self, vs: &mut tch::nn::VarStore) -> BatchEvaluator {
        if matches!(self.model, Backend::Native(_)) {
            self.fused = None;
            vs.half();
            self.half = true;
            self.mixed = false;
        }
        self
    }

    /// The kind the observations go into the network as.
    fn input_kind(&self) -> Kind {
        if self.half { Kind::Half } else { Kind::Float }
    }

    /// The device the network runs on.
    #[must_use]
    pub fn device(&self) -> Device {
        self.device
    }

    /// The encoder (shapes, action ids).
    #[must_use]
    pub fn encoder(&self) -> &Encoder {
        &self.encoder
    }

    /// Evaluates the leaves in one forward pass (inference mode: no grad, eval batch norm);
    /// the answers are in `priors` and `values`.
    pub fn evaluate_batch(&mut self, leaves: &[LeafRequest<'_>]) {
        let mut observations = std::mem::take(&mut self.observations);
        let mut masks = std::mem::take(&mut self.masks);
        self.encoder
            .encode_leaves(leaves, &mut observations, &mut masks);
        self.forward(&observations, &masks);
        self.observations = observations;
        self.masks = masks;
    }

    /// Evaluates encoded positions (`observations` `[n, C, H, W]` and `masks` `[n, A]`,
    /// flattened) in one forward pass; the answers are in `priors` and `values`.
    pub fn forward(&mut self, observations: &[f32], masks: &[bool]) {
        self.forward_parts(&[(observations, masks)]);
        if self.pinned_answers > 0 {
            let (mut p, mut v) = (
                std::mem::take(&mut self.priors),
                std::mem::take(&mut self.values),
            );
            let (priors, values) = self.answers();
            match priors {
                Priors::All(priors) => {
                    p.clear();
                    p.extend_from_slice(priors);
                }
                Priors::Legal(legal) => expand_legal(legal, masks, &mut p),
            }
            v.clear();
            v.extend_from_slice(values);
            (self.priors, self.values) = (p, v);
            self.pinned_answers = 0;
        }
    }

    /// Evaluates several requests' encoded positions (each part's observations and masks,
    /// as in `forward`) in one forward pass, staged part by part without joining them first;
    /// the answers, in the parts' order, are `answers()` (on CUDA only the legal ids' priors,
    /// not copied out of the page-locked buffer they come back to, so not in `priors` and
    /// `values`).
    pub fn forward_parts(&mut self, parts: &[(&[f32], &[bool])]) {
        let ids = self.encoder.action_count();
        let batch = parts.iter().map(|(_, m)| m.len() / ids).sum::<usize>();
        if let Some((fused, most)) = &mut self.fused
            && batch <= *most
        {
            self.priors.clear();
            self.values.clear();
            for (observations, masks) in parts {
                fused.forward(observations, masks, &mut self.priors, &mut self.values);
            }
            self.pinned_answers = 0;
            return;
        }
        super::threads::adapt();
        let [channels, height, width] = self.encoder.shape().map(|d| d as i64);
        let _no_grad = tch::no_grad_guard();
        let (x, masks, legal) = self.stage(parts, batch);
        let x = x.view([batch as i64, channels, height, width]);
        let masks = masks.view([batch as i64, ids as i64]);
        let (policy, value) = autocast_if(self.mixed, || self.model.predict(&x, &masks));
        let (policy, value) = (
            policy.to_kind(Kind::Float),
            value.to_kind(Kind::Float).flatten(0, -1),
        );
        if let (Some(pinned), Some(legal)) = (&self.pinned, legal) {
            // The values and only the legal ids' priors (gathered by indices sent with the
            // batch: their count is known here, so nothing waits on the device to size
            // them), in one tensor, copied straight into page-locked memory: one
            // synchronous copy, the answers there when it returns.
            let count = legal.size()[0];
            let answers = Tensor::cat(&[value, policy.flatten(0, -1).index_select(0, &legal)], 0);
            pinned
                .answers
                .narrow(0, 0, batch as i64 + count)
                .copy_(&answers);
            self.pinned_answers = batch;
        } else {
            let policy = policy.flatten(0, -1);
            self.priors = Vec::try_from(policy).expect("f32 policy");
            self.values = Vec::try_from(value).expect("f32 values");
            self.pinned_answers = 0;
        }
    }

    /// The last batch's priors (all, or on CUDA the legal ids' only) and values.
    #[must_use]
    pub fn answers(&self) -> (Priors<'_>, &[f32]) {
        match &self.pinned {
            Some(pinned) if self.pinned_answers > 0 => {
                let n = self.pinned_answers;
                let legal: usize = self.legal_counts.iter().sum();
                // SAFETY: tch has no safe view of a tensor's memory. The tensor is this
                // evaluator's own, contiguous, f32, on the host, with room for the batch's
                // n values and its legal priors, filled by a synchronous copy, and written
                // again only by a forward pass, which needs `&mut self` while this borrow
                // of `self` lives.
                let answers = unsafe {
                    std::slice::from_raw_parts(pinned.answers.data_ptr().cast::<f32>(), n + legal)
                };
                let (values, priors) = answers.split_at(n);
                (Priors::Legal(priors), values)
            }
            _ => (Priors::All(&self.priors), &self.values),
        }
    }

    /// How many legal ids each part of the last batch had, where its answers came back as
    /// `Priors::Legal` (its priors are theirs, part after part).
    #[must_use]
    pub fn legal_counts(&self) -> &[usize] {
        &self.legal_counts
    }

    /// The parts as two tensors on the device, and on CUDA a third: the legal ids' flat
    /// indices. On the CPU they are new tensors; on CUDA `stage_pinned`.
    fn stage(
        &mut self,
        parts: &[(&[f32], &[bool])],
        batch: usize,
    ) -> (Tensor, Tensor, Option<Tensor>) {
        if self.device.is_cuda() {
            let (x, m, legal) = self.stage_pinned(parts, batch);
            return (x, m, Some(legal));
        }
        let kind = self.input_kind();
        if let [(observations, masks)] = parts {
            return (
                Tensor::from_slice(observations).to_kind(kind),
                Tensor::from_slice(masks),
                None,
            );
        }
        let floats: usize = parts.iter().map(|(o, _)| o.len()).sum();
        let bools: usize = parts.iter().map(|(_, m)| m.len()).sum();
        let x = Tensor::empty([floats as i64], (Kind::Float, Device::Cpu));
        let m = Tensor::empty([bools as i64], (Kind::Bool, Device::Cpu));
        let (mut at_x, mut at_m) = (0, 0);
        for (observations, masks) in parts {
            let (n_x, n_m) = (observations.len() as i64, masks.len() as i64);
            x.narrow(0, at_x, n_x)
                .copy_(&Tensor::from_slice(observations));
            m.narrow(0, at_m, n_m).copy_(&Tensor::from_slice(masks));
            (at_x, at_m) = (at_x + n_x, at_m + n_m);
        }
        (x.to_kind(kind), m, None)
    }

    /// The parts written straight into the pinned host tensors, with their legal ids' flat
    /// indices (counted per part into `legal_counts`), and their asynchronous copies to the
    /// device started (the answers' copy back waits for them, before the next batch is
    /// staged).
    fn stage_pinned(
        &mut self,
        parts: &[(&[f32], &[bool])],
        batch: usize,
    ) -> (Tensor, Tensor, Tensor) {
        let floats: usize = parts.iter().map(|(o, _)| o.len()).sum();
        let bools: usize = parts.iter().map(|(_, m)| m.len()).sum();
        let fits = self.pinned.as_ref().is_some_and(|p| {
            p.x.numel() >= floats && p.m.numel() >= bools && p.x.kind() == self.input_kind()
        });
        if !fits {
            let per = self.encoder.observation_len();
            let ids = self.encoder.action_count();
            // Page-locked memory is slow to allocate: room for the next power of two, so
            // that batches of varying sizes do not allocate again and again.
            let room = batch.next_power_of_two();
            let kind = self.input_kind();
            self.pinned = Some(Pinned::new(room, per, ids, self.device, kind));
        }
        let pinned = self.pinned.as_ref().expect("staged above");
        let half = self.half;
        self.legal_counts.clear();
        // SAFETY: tch has no safe way to write into a tensor's memory. All three are this
        // evaluator's own contiguous host tensors, f32 (or f16, `half`), bool (one byte, 0
        // or 1, as Rust's bool) and i64, with room for the batch (checked above: the indices
        // have as many as the masks); the device's copies of the last batch have finished
        // (its answers' synchronous copy back waited for them), and nothing else reads them
        // until the copies below are queued.
        let (m, legal) = unsafe {
            (
                std::slice::from_raw_parts_mut(pinned.m.data_ptr().cast::<bool>(), bools),
                std::slice::from_raw_parts_mut(pinned.legal.data_ptr().cast::<i64>(), bools),
            )
        };
        let (mut at_x, mut at_m, mut count) = (0, 0, 0);
        for (observations, masks) in parts {
            let span = at_x..at_x + observations.len();
            // SAFETY: as above; one part's span at a time, within the checked room.
            unsafe {
                if half {
                    use half::slice::HalfFloatSliceExt;
                    let x = std::slice::from_raw_parts_mut(
                        pinned.x.data_ptr().cast::<half::f16>(),
                        floats,
                    );
                    x[span].convert_from_f32_slice(observations);
                } else {
                    let x =
                        std::slice::from_raw_parts_mut(pinned.x.data_ptr().cast::<f32>(), floats);
                    x[span].copy_from_slice(observations);
                }
            }
            m[at_m..at_m + masks.len()].copy_from_slice(masks);
            let found = legal_indices(masks, at_m, &mut legal[count..]);
            self.legal_counts.push(found);
            (at_x, at_m, count) = (at_x + observations.len(), at_m + masks.len(), count + found);
        }
        let device = |t: &Tensor, n: usize| {
            t.narrow(0, 0, n as i64)
                .to_device_(self.device, t.kind(), true, false)
        };
        (
            device(&pinned.x, floats),
            device(&pinned.m, bools),
            device(&pinned.legal, count),
        )
    }

    /// The model (for throughput comparisons on batches already on the device).
    #[must_use]
    pub fn backend(&self) -> &Backend {
        &self.model
    }
}

impl LeafEvaluator for BatchEvaluator {
    fn evaluate(&mut self, leaves: &[LeafRequest<'_>]) -> (&[f32], &[f32]) {
        self.evaluate_batch(leaves);
        (&self.priors, &self.values)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The legal ids' priors, in mask order, land on their ids; every other id is zero,
    /// whatever the buffer held before.
    #[test]
    fn legal_priors_are_spread_over_their_masks() {
        let masks = [false, true, true, false, false, true, false, false];
        let mut out = vec![7.0; 3];
        expand_legal(&[0.25, 0.75, 1.0], &masks, &mut out);
        assert_eq!(out, [0.0, 0.25, 0.75, 0.0, 0.0, 1.0, 0.0, 0.0]);
    }

    /// Every legal id's flat index, past `first`, in order, whatever the masks' length
    /// (eight at a time, then the rest).
    #[test]
    fn legal_indices_are_every_legal_ids_flat_index() {
        for len in [0, 5, 8, 19, 624 * 3] {
            let masks: Vec<bool> = (0..len).map(|i| i % 7 == 3 || i % 11 == 0).collect();
            let want: Vec<i64> = (0..len)
                .filter(|&i| masks[i])
                .map(|i| (100 + i) as i64)
                .collect();
            let mut out = vec![-1; len];
            let count = legal_indices(&masks, 100, &mut out);
            assert_eq!(&out[..count], want.as_slice(), "{len} ids");
        }
    }

    #[test]
    #[should_panic(expected = "a prior for every legal id")]
    fn too_few_legal_priors_is_a_bug_caught() {
        expand_legal(&[0.5], &[true, true], &mut Vec::new());
    }
}
