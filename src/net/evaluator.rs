//! Batched evaluation: the leaves of many search trees encoded into one observation batch
//! and answered by one forward pass of the network (priors over action ids and values).

use super::model::{PolicyValueNet, masked_softmax};
use crate::env::Encoder;
use crate::mcts::{LeafEvaluator, LeafRequest};
use tch::{Device, Tensor};

/// The network behind an evaluator: this crate's model, or an exported `TorchScript` file
/// (which returns `[N, A + 1]`: policy logits, then the expected value).
#[allow(clippy::large_enum_variant)]
pub enum Model {
    Native(PolicyValueNet),
    TorchScript(tch::CModule),
}

impl Model {
    /// Policy over legal ids and expected value for the player to move, in f32.
    ///
    /// # Panics
    /// A `TorchScript` module that does not return `[N, A + 1]` (logits, then the value).
    pub fn predict(&self, x: &Tensor, masks: &Tensor) -> (Tensor, Tensor) {
        match self {
            Model::Native(net) => net.predict(x, masks),
            Model::TorchScript(module) => {
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
    model: Model,
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
    /// On CUDA: page-locked host tensors the batch is staged in, so that its copy to the
    /// device is asynchronous (grown to the largest batch seen).
    pinned: Option<(Tensor, Tensor)>,
}

impl BatchEvaluator {
    #[must_use]
    pub fn new(net: PolicyValueNet, device: Device, encoder: Encoder) -> BatchEvaluator {
        BatchEvaluator::with_model(Model::Native(net), device, encoder)
    }

    /// An evaluator over any model (e.g. an exported `TorchScript` file).
    #[must_use]
    pub fn with_model(model: Model, device: Device, encoder: Encoder) -> BatchEvaluator {
        BatchEvaluator {
            model,
            device,
            encoder,
            observations: Vec::new(),
            masks: Vec::new(),
            priors: Vec::new(),
            values: Vec::new(),
            mixed: false,
            pinned: None,
        }
    }

    /// Runs the forward passes in mixed precision (libtorch's autocast; CUDA only, a CPU
    /// evaluator ignores it).
    #[must_use]
    pub fn mixed(mut self, mixed: bool) -> BatchEvaluator {
        self.mixed = mixed && self.device.is_cuda();
        self
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
        super::threads::adapt();
        let ids = self.encoder.action_count();
        let batch = (masks.len() / ids) as i64;
        let [channels, height, width] = self.encoder.shape().map(|d| d as i64);
        let _no_grad = tch::no_grad_guard();
        let (x, masks) = if self.device.is_cuda() {
            self.stage(observations, masks)
        } else {
            (Tensor::from_slice(observations), Tensor::from_slice(masks))
        };
        let x = x.view([batch, channels, height, width]);
        let masks = masks.view([batch, ids as i64]);
        let (policy, value) = tch::autocast(self.mixed, || self.model.predict(&x, &masks));
        let host = |t: Tensor| t.to_device(Device::Cpu).to_kind(tch::Kind::Float);
        self.priors = Vec::try_from(host(policy).flatten(0, -1)).expect("f32 policy");
        self.values = Vec::try_from(host(value)).expect("f32 values");
    }

    /// Copies the batch into the pinned host tensors and starts their asynchronous copy to
    /// the device (the answers' copy back waits for it, before the next batch is staged).
    fn stage(&mut self, observations: &[f32], masks: &[bool]) -> (Tensor, Tensor) {
        let fits = self
            .pinned
            .as_ref()
            .is_some_and(|(x, m)| x.numel() >= observations.len() && m.numel() >= masks.len());
        if !fits {
            let host = |n: usize, kind| {
                Tensor::empty([n as i64], (kind, Device::Cpu)).pin_memory(self.device)
            };
            self.pinned = Some((
                host(observations.len(), tch::Kind::Float),
                host(masks.len(), tch::Kind::Bool),
            ));
        }
        let (x, m) = self.pinned.as_ref().expect("staged above");
        let (mut x, mut m) = (
            x.narrow(0, 0, observations.len() as i64),
            m.narrow(0, 0, masks.len() as i64),
        );
        x.copy_(&Tensor::from_slice(observations));
        m.copy_(&Tensor::from_slice(masks));
        let device = |t: &Tensor, kind| t.to_device_(self.device, kind, true, false);
        (device(&x, tch::Kind::Float), device(&m, tch::Kind::Bool))
    }

    /// The model (for throughput comparisons on batches already on the device).
    #[must_use]
    pub fn model(&self) -> &Model {
        &self.model
    }
}

impl LeafEvaluator for BatchEvaluator {
    fn evaluate(&mut self, leaves: &[LeafRequest<'_>]) -> (&[f32], &[f32]) {
        self.evaluate_batch(leaves);
        (&self.priors, &self.values)
    }
}
