//! The training losses of one minibatch: the policy's cross-entropy against the search's
//! targets, the value head's loss against the results (mixed with the root values where
//! `optim.root_value_weight` says so), the auxiliary heads' losses, and the figures logged
//! beside them (the policy's entropy, the value head's accuracy). Also mixed precision's loss
//! scale, which the step multiplies them by.

use super::config::OptimSection;
use super::replay::Batch;
use crate::env::Encoder;
use crate::net::{AuxOutputs, PolicyValueNet, ValueHead};
use tch::{Device, Kind, Tensor};

/// The losses and diagnostics of one gradient step.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct StepStats {
    pub policy_loss: f64,
    pub value_loss: f64,
    /// The auxiliary heads' losses (0 without them).
    pub reply_loss: f64,
    pub ownership_loss: f64,
    pub short_value_loss: f64,
    pub total_loss: f64,
    /// Mean entropy of the network's policy over the batch (nats).
    pub policy_entropy: f64,
    /// Share of the batch whose result the value head predicts (WDL argmax, or the sign
    /// within a third for a scalar head).
    pub value_accuracy: f64,
    pub lr: f64,
    pub grad_norm: f64,
}

impl StepStats {
    pub(super) fn add(&mut self, other: &StepStats) {
        self.policy_loss += other.policy_loss;
        self.value_loss += other.value_loss;
        self.reply_loss += other.reply_loss;
        self.ownership_loss += other.ownership_loss;
        self.short_value_loss += other.short_value_loss;
        self.total_loss += other.total_loss;
        self.policy_entropy += other.policy_entropy;
        self.value_accuracy += other.value_accuracy;
        self.lr = other.lr;
        self.grad_norm += other.grad_norm;
    }

    pub(super) fn scaled(mut self, n: f64) -> StepStats {
        let lr = self.lr;
        for v in [
            &mut self.policy_loss,
            &mut self.value_loss,
            &mut self.reply_loss,
            &mut self.ownership_loss,
            &mut self.short_value_loss,
            &mut self.total_loss,
            &mut self.policy_entropy,
            &mut self.value_accuracy,
            &mut self.grad_norm,
        ] {
            *v /= n;
        }
        self.lr = lr;
        self
    }
}

/// A minibatch's losses, as tensors (the total carries the graph for the backward pass).
pub(super) struct Losses {
    pub policy: Tensor,
    pub value: Tensor,
    /// The auxiliary heads' (reply, ownership, short-term value), with those heads.
    pub aux: Option<[Tensor; 3]>,
    pub total: Tensor,
    /// The value head's accuracy (see `StepStats::value_accuracy`).
    pub accuracy: Tensor,
    /// The network's masked log-policy (for the entropy).
    pub log_policy: Tensor,
}

impl Losses {
    /// The mean entropy of the network's policy over the batch, outside the graph.
    pub fn entropy(&self) -> Tensor {
        tch::no_grad(|| {
            let p = self.log_policy.exp();
            -(p * self.log_policy.clamp_min(-1e4))
                .sum_dim_intlist(1, false, Kind::Float)
                .mean(Kind::Float)
        })
    }

    /// The figures of the step, with the optimiser's learning rate and gradient norm.
    pub fn stats(&self, lr: f64, grad_norm: f64) -> StepStats {
        let scalar = |t: &Tensor| t.double_value(&[]);
        let aux = |i: usize| self.aux.as_ref().map_or(0.0, |l| scalar(&l[i]));
        StepStats {
            policy_loss: scalar(&self.policy),
            value_loss: scalar(&self.value),
            reply_loss: aux(0),
            ownership_loss: aux(1),
            short_value_loss: aux(2),
            total_loss: scalar(&self.total),
            policy_entropy: scalar(&self.entropy()),
            value_accuracy: scalar(&self.accuracy),
            lr,
            grad_norm,
        }
    }
}

/// The forward pass of `net` on `batch` (under autocast when `mixed`) and its losses,
/// weighted by `optim`'s loss weights.
#[allow(clippy::many_single_char_names)]
pub(super) fn losses(
    net: &PolicyValueNet,
    batch: &Batch,
    encoder: &Encoder,
    optim: &OptimSection,
    value_head: ValueHead,
    device: Device,
    mixed: bool,
) -> Losses {
    let n = batch.size as i64;
    let [c, h, w] = encoder.shape().map(|d| d as i64);
    let a = encoder.action_count() as i64;
    let on = |t: Tensor| t.to_device(device);
    let x = on(Tensor::from_slice(&batch.observations).view([n, c, h, w]));
    let masks = on(Tensor::from_slice(&batch.masks).view([n, a]));
    let target = on(Tensor::from_slice(&batch.policies).view([n, a]));
    let weights = on(Tensor::from_slice(&batch.policy_weights));
    let results = on(Tensor::from_slice(&batch.results));
    let root_values = on(Tensor::from_slice(&batch.root_values));
    let (logits, value, aux) =
        crate::net::evaluator::autocast_if(mixed, || net.forward_aux(&x, true));
    let (logits, value) = (logits.to_kind(Kind::Float), value.to_kind(Kind::Float));
    let log_policy = logits
        .masked_fill(&masks.logical_not(), -1e9)
        .log_softmax(-1, Kind::Float);
    let per_sample = -(&target * &log_policy).sum_dim_intlist(1, false, Kind::Float);
    let policy =
        (&per_sample * &weights).sum(Kind::Float) / weights.sum(Kind::Float).clamp_min(1.0);
    let root_weight = optim.root_value_weight;
    let (value, accuracy) = match value_head {
        ValueHead::Wdl => wdl_loss(&value, &results, &root_values, root_weight),
        ValueHead::Scalar => scalar_value_loss(&value, &results, &root_values, root_weight),
    };
    let mut total = &policy + &value * optim.value_loss_weight;
    let aux = aux.map(|aux| {
        let losses = aux_losses(batch, &aux, encoder, device);
        total = &total
            + &losses[0] * optim.reply_loss_weight
            + &losses[1] * optim.ownership_loss_weight
            + &losses[2] * optim.short_value_loss_weight;
        losses
    });
    Losses {
        policy,
        value,
        aux,
        total,
        accuracy,
        log_policy,
    }
}

/// A WDL head's cross-entropy (classes: 0 win, 1 draw, 2 loss for the player to move) and
/// its accuracy. With `root_weight` above 0 the target mixes the root value q, as the
/// distribution (max(q, 0), 1 - |q|, max(-q, 0)) whose expectation is q, into the result's
/// one-hot.
fn wdl_loss(
    value: &Tensor,
    results: &Tensor,
    root_values: &Tensor,
    root_weight: f64,
) -> (Tensor, Tensor) {
    let classes = (-results + 1.0).to_kind(Kind::Int64);
    let loss = if root_weight > 0.0 {
        let q = root_values;
        let q_wdl = Tensor::stack(&[q.clamp_min(0.0), 1.0 - q.abs(), (-q).clamp_min(0.0)], 1);
        let onehot = classes.one_hot(3).to_kind(Kind::Float);
        let target = onehot * (1.0 - root_weight) + q_wdl * root_weight;
        -(target * value.log_softmax(-1, Kind::Float))
            .sum_dim_intlist(1, false, Kind::Float)
            .mean(Kind::Float)
    } else {
        value.cross_entropy_for_logits(&classes)
    };
    let hits = value.argmax(-1, false).eq_tensor(&classes);
    (loss, hits.to_kind(Kind::Float).mean(Kind::Float))
}

/// A scalar head's squared error after tanh against the (mixed) target, and its accuracy:
/// the share within a third of the result.
fn scalar_value_loss(
    value: &Tensor,
    results: &Tensor,
    root_values: &Tensor,
    root_weight: f64,
) -> (Tensor, Tensor) {
    let v = value.tanh().squeeze_dim(1);
    let target = results * (1.0 - root_weight) + root_values * root_weight;
    let loss = (&v - target).square().mean(Kind::Float);
    let hits = (&v - results).abs().le(1.0 / 3.0);
    (loss, hits.to_kind(Kind::Float).mean(Kind::Float))
}

/// The auxiliary heads' losses on `batch`: the next decision's policy (cross-entropy over
/// every id, samples with a reply only), ownership (each point's cross-entropy over
/// mover / empty / opponent, averaged over the points) and the short-term value (squared
/// error after tanh), these two on samples with those targets only.
fn aux_losses(batch: &Batch, aux: &AuxOutputs, encoder: &Encoder, device: Device) -> [Tensor; 3] {
    let on = |t: Tensor| t.to_device(device);
    let n = batch.size as i64;
    let a = encoder.action_count() as i64;
    let points = encoder.points() as i64;
    let weighted_mean = |per_sample: &Tensor, weights: &Tensor| {
        (per_sample * weights).sum(Kind::Float) / weights.sum(Kind::Float).clamp_min(1.0)
    };
    let replies = on(Tensor::from_slice(&batch.replies).view([n, a]));
    let reply_weights = on(Tensor::from_slice(&batch.reply_weights));
    let log_reply = aux.reply.to_kind(Kind::Float).log_softmax(-1, Kind::Float);
    let reply_loss = weighted_mean(
        &-(replies * log_reply).sum_dim_intlist(1, false, Kind::Float),
        &reply_weights,
    );
    let cells: Vec<i64> = encoder.cells().iter().map(|&c| c as i64).collect();
    let cells = on(Tensor::from_slice(&cells));
    // [N, 3, H, W] -> [N, 3, P] at the points' cells.
    let log_owner = aux
        .ownership
        .to_kind(Kind::Float)
        .flatten(2, -1)
        .index_select(2, &cells)
        .log_softmax(1, Kind::Float);
    let owners = on(Tensor::from_slice(&batch.ownership).view([n, 1, points]));
    let aux_weights = on(Tensor::from_slice(&batch.aux_weights));
    let ownership_loss = weighted_mean(
        &-log_owner
            .gather(1, &owners, false)
            .view([n, points])
            .mean_dim(1, false, Kind::Float),
        &aux_weights,
    );
    let short_values = on(Tensor::from_slice(&batch.short_values));
    let short_value_loss = weighted_mean(
        &(aux.short_value.to_kind(Kind::Float).tanh() - short_values).square(),
        &aux_weights,
    );
    [reply_loss, ownership_loss, short_value_loss]
}

/// Mixed precision's loss scale (1, and never changing, without it): halved when the
/// gradients overflow, doubled after `GROWTH` steps without (`PyTorch`'s `GradScaler`
/// defaults).
pub(super) struct LossScale {
    pub scale: f64,
    steps_since_overflow: u64,
    mixed: bool,
}

impl LossScale {
    const START: f64 = 65536.0;
    const GROWTH: u64 = 2000;

    pub fn new(mixed: bool) -> LossScale {
        LossScale {
            scale: if mixed { Self::START } else { 1.0 },
            steps_since_overflow: 0,
            mixed,
        }
    }

    /// After a step: `overflowed` says whether the optimiser skipped it.
    pub fn update(&mut self, overflowed: bool) {
        if !self.mixed {
            return;
        }
        self.steps_since_overflow += 1;
        if overflowed {
            self.scale = (self.scale / 2.0).max(2.0);
            self.steps_since_overflow = 0;
        } else if self.steps_since_overflow >= Self::GROWTH {
            self.scale *= 2.0;
            self.steps_since_overflow = 0;
        }
    }
}
