//! The network's forward pass at play, on one CPU thread, written out by hand: each
//! convolution with its batch norm folded in (inference) and its `ReLU` (and a block's
//! residual) fused, over a zero-bordered grid kept in memory between layers, the policy's
//! linear layer computed for the legal ids only. Written by hand because at the batches one
//! game's search sends (1 to 16 positions) libtorch spends about two thirds of the shipped
//! network's forward pass outside its arithmetic (allocations, dispatch, weight reorders:
//! `perf`, docs/experiments.md row 48), and no inference library runs a network this small
//! without that per-layer cost. The answers agree with libtorch's within `TOLERANCE`
//! (floating-point sums in another order); the `fused` tests check it.
//!
//! Each 3x3 convolution is computed a row of cells and 16 output channels at a time, in
//! registers: compiled for AVX-512 or AVX2 with FMA where the processor has them (detected
//! at run time; the release build targets x86-64-v2), else plain.

use super::model::ValueHead;

/// Output channels computed together (one AVX-512 register, two AVX2 ones).
const LANES: usize = 16;
/// The most cells a row of the grid may have (the boards' grids are 7 wide or less).
pub const ROW: usize = 7;
/// A row of the grid in memory: the cells and a zero border on each side.
const STRIDE: usize = ROW + 2;

/// How far the fused pass's priors and values may stray from libtorch's (absolute), on the
/// shipped network (the tests measure it).
pub const TOLERANCE: f32 = 1e-5;

/// A convolution with its batch norm folded in: `weights` `[k * k][inputs][outputs]`,
/// `bias` `[outputs]`.
#[derive(Clone, Debug)]
pub struct Conv {
    pub kernel: usize,
    pub inputs: usize,
    pub outputs: usize,
    pub weights: Vec<f32>,
    pub bias: Vec<f32>,
}

/// A linear layer: `weights` `[outputs][inputs]` (as libtorch stores it), `bias` `[outputs]`.
#[derive(Clone, Debug)]
pub struct Dense {
    pub inputs: usize,
    pub outputs: usize,
    pub weights: Vec<f32>,
    pub bias: Vec<f32>,
}

impl Dense {
    /// Output `o` for `input`: sums kept in `LANES` partial sums (so that they vectorize).
    #[allow(
        clippy::inline_always,
        reason = "inlined into each instruction set's copy"
    )]
    #[inline(always)]
    fn output<const FMA: bool>(&self, o: usize, input: &[f32]) -> f32 {
        let row = &self.weights[o * self.inputs..][..self.inputs];
        let mut partial = [0f32; LANES];
        let mut rows = row.chunks_exact(LANES);
        let mut ins = input[..self.inputs].chunks_exact(LANES);
        for (w, x) in rows.by_ref().zip(ins.by_ref()) {
            for l in 0..LANES {
                partial[l] = madd::<FMA>(partial[l], w[l], x[l]);
            }
        }
        let tail: f32 = rows
            .remainder()
            .iter()
            .zip(ins.remainder())
            .map(|(w, x)| w * x)
            .sum();
        self.bias[o] + partial.iter().sum::<f32>() + tail
    }
}

/// The network's layers as the fused pass runs them (`PolicyValueNet::folded`).
#[derive(Clone, Debug)]
pub struct Folded {
    pub stem: Conv,
    pub tower: Vec<(Conv, Conv)>,
    pub policy_conv: Conv,
    pub policy_fc: Dense,
    pub value_conv: Conv,
    pub value_fc1: Dense,
    pub value_fc2: Dense,
    pub value_head: ValueHead,
}

/// The instruction sets the pass is compiled for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Isa {
    #[cfg(target_arch = "x86_64")]
    Avx512,
    #[cfg(target_arch = "x86_64")]
    Avx2,
    Plain,
}

impl Isa {
    fn detect() -> Isa {
        #[cfg(target_arch = "x86_64")]
        {
            if std::arch::is_x86_feature_detected!("avx512f")
                && std::arch::is_x86_feature_detected!("fma")
            {
                return Isa::Avx512;
            }
            if std::arch::is_x86_feature_detected!("avx2")
                && std::arch::is_x86_feature_detected!("fma")
            {
                return Isa::Avx2;
            }
        }
        Isa::Plain
    }
}

/// The fused network for observations `[channels, height, width]` and `actions` ids, with
/// its working memory.
pub struct FusedNet {
    net: Folded,
    shape: [usize; 3],
    actions: usize,
    isa: Isa,
    /// The observation on the bordered grid, then two grids of the tower's channels.
    input: Vec<f32>,
    grids: [Vec<f32>; 2],
    /// The heads' activations, `[channels][cells]` (libtorch's flattening order), the value
    /// head's hidden layer and the logits of the legal ids.
    policy: Vec<f32>,
    value: Vec<f32>,
    hidden: Vec<f32>,
    logits: Vec<f32>,
}

impl FusedNet {
    /// The fused pass of `net` for observations `shape` and `actions` ids, or None for a
    /// network it does not run: a grid wider than `ROW`, a tower whose channels are not a
    /// multiple of 16, or convolutions other than 3x3 in the tower and 1x1 in the heads.
    #[must_use]
    pub fn new(net: Folded, shape: [usize; 3], actions: usize) -> Option<FusedNet> {
        let [channels, height, width] = shape;
        let cells = height * width;
        let tower = net.stem.outputs;
        let fits = width <= ROW
            && tower % LANES == 0
            && net.stem.kernel == 3
            && net.stem.inputs == channels
            && net.tower.iter().all(|(a, b)| {
                [a, b]
                    .iter()
                    .all(|c| c.kernel == 3 && c.inputs == tower && c.outputs == tower)
            })
            && net.policy_conv.kernel == 1
            && net.value_conv.kernel == 1
            && net.policy_conv.inputs == tower
            && net.value_conv.inputs == tower
            && net.policy_fc.inputs == net.policy_conv.outputs * cells
            && net.policy_fc.outputs == actions
            && net.value_fc1.inputs == net.value_conv.outputs * cells
            && net.value_fc2.inputs == net.value_fc1.outputs;
        if !fits {
            return None;
        }
        let grid = (height + 2) * STRIDE;
        Some(FusedNet {
            input: vec![0.0; grid * channels],
            grids: [vec![0.0; grid * tower], vec![0.0; grid * tower]],
            policy: vec![0.0; net.policy_fc.inputs],
            value: vec![0.0; net.value_fc1.inputs],
            hidden: vec![0.0; net.value_fc1.outputs],
            logits: Vec::with_capacity(actions),
            net,
            shape,
            actions,
            isa: Isa::detect(),
        })
    }

    /// The multiply-adds of one position (the policy's whole linear layer counted).
    #[must_use]
    pub fn multiply_adds(&self) -> u64 {
        let cells = (self.shape[1] * self.shape[2]) as u64;
        let conv = |c: &Conv| cells * (c.kernel * c.kernel * c.inputs * c.outputs) as u64;
        let dense = |d: &Dense| (d.inputs * d.outputs) as u64;
        let net = &self.net;
        conv(&net.stem)
            + net
                .tower
                .iter()
                .map(|(a, b)| conv(a) + conv(b))
                .sum::<u64>()
            + conv(&net.policy_conv)
            + conv(&net.value_conv)
            + dense(&net.policy_fc)
            + dense(&net.value_fc1)
            + dense(&net.value_fc2)
    }

    /// Evaluates `observations` (`[n, C, H, W]` flattened) with their `masks` (`[n, A]`):
    /// appends to `priors` their `[n, A]` (the softmax over each position's legal ids, 0
    /// elsewhere) and to `values` their `[n]` (the expected result for the player to move, in
    /// [-1, 1]).
    pub fn forward(
        &mut self,
        observations: &[f32],
        masks: &[bool],
        priors: &mut Vec<f32>,
        values: &mut Vec<f32>,
    ) {
        match self.isa {
            // SAFETY: the instruction sets these copies are compiled for were detected on
            // this processor when the net was made (`Isa::detect`).
            #[cfg(target_arch = "x86_64")]
            Isa::Avx512 => unsafe { self.forward_avx512(observations, masks, priors, values) },
            #[cfg(target_arch = "x86_64")]
            Isa::Avx2 => unsafe { self.forward_avx2(observations, masks, priors, values) },
            Isa::Plain => self.forward_with::<false>(observations, masks, priors, values),
        }
    }

    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx512f,avx512vl,avx2,fma")]
    fn forward_avx512(
        &mut self,
        observations: &[f32],
        masks: &[bool],
        priors: &mut Vec<f32>,
        values: &mut Vec<f32>,
    ) {
        self.forward_with::<true>(observations, masks, priors, values);
    }

    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2,fma")]
    fn forward_avx2(
        &mut self,
        observations: &[f32],
        masks: &[bool],
        priors: &mut Vec<f32>,
        values: &mut Vec<f32>,
    ) {
        self.forward_with::<true>(observations, masks, priors, values);
    }

    #[allow(
        clippy::inline_always,
        reason = "inlined into each instruction set's copy"
    )]
    #[inline(always)]
    fn forward_with<const FMA: bool>(
        &mut self,
        observations: &[f32],
        masks: &[bool],
        priors: &mut Vec<f32>,
        values: &mut Vec<f32>,
    ) {
        let floats = self.shape.iter().product::<usize>();
        let n = masks.len() / self.actions;
        let first = priors.len();
        priors.resize(first + n * self.actions, 0.0);
        for (i, prior) in priors[first..].chunks_exact_mut(self.actions).enumerate() {
            let mask = &masks[i * self.actions..][..self.actions];
            let value = self.one::<FMA>(&observations[i * floats..][..floats], mask, prior);
            values.push(value);
        }
    }

    /// One position: its priors written into `priors` (`[A]`, zero), its value returned.
    #[allow(
        clippy::inline_always,
        reason = "inlined into each instruction set's copy"
    )]
    #[inline(always)]
    fn one<const FMA: bool>(
        &mut self,
        observation: &[f32],
        mask: &[bool],
        priors: &mut [f32],
    ) -> f32 {
        let [channels, height, width] = self.shape;
        let cells = height * width;
        // The observation onto the bordered grid, channels last.
        for c in 0..channels {
            for y in 0..height {
                for x in 0..width {
                    self.input[((y + 1) * STRIDE + x + 1) * channels + c] =
                        observation[c * cells + y * width + x];
                }
            }
        }
        let net = &self.net;
        let [a, b] = &mut self.grids;
        conv3x3::<FMA, false>(&net.stem, height, width, &self.input, a);
        for (first, second) in &net.tower {
            conv3x3::<FMA, false>(first, height, width, a, b);
            conv3x3::<FMA, true>(second, height, width, b, a);
        }
        let trunk: &[f32] = a;
        conv1x1(&net.policy_conv, height, width, trunk, &mut self.policy);
        conv1x1(&net.value_conv, height, width, trunk, &mut self.value);
        for (o, h) in self.hidden.iter_mut().enumerate() {
            *h = net.value_fc1.output::<FMA>(o, &self.value).max(0.0);
        }
        let out: Vec<f32> = (0..net.value_fc2.outputs)
            .map(|o| net.value_fc2.output::<FMA>(o, &self.hidden))
            .collect();
        let value = match net.value_head {
            ValueHead::Wdl => {
                let top = out.iter().copied().fold(f32::NEG_INFINITY, f32::max);
                let e: Vec<f32> = out.iter().map(|v| (v - top).exp()).collect();
                (e[0] - e[2]) / e.iter().sum::<f32>()
            }
            ValueHead::Scalar => out[0].tanh(),
        };
        // The policy: logits of the legal ids only, then their softmax.
        self.logits.clear();
        for (id, _) in mask.iter().enumerate().filter(|(_, legal)| **legal) {
            self.logits
                .push(net.policy_fc.output::<FMA>(id, &self.policy));
        }
        let top = self
            .logits
            .iter()
            .copied()
            .fold(f32::NEG_INFINITY, f32::max);
        let mut sum = 0.0;
        for logit in &mut self.logits {
            *logit = (*logit - top).exp();
            sum += *logit;
        }
        let legal = mask.iter().enumerate().filter(|(_, legal)| **legal);
        for ((id, _), e) in legal.zip(&self.logits) {
            priors[id] = e / sum;
        }
        value
    }
}

#[allow(
    clippy::inline_always,
    reason = "inlined into each instruction set's copy"
)]
#[inline(always)]
fn madd<const FMA: bool>(acc: f32, w: f32, x: f32) -> f32 {
    if FMA { w.mul_add(x, acc) } else { acc + w * x }
}

/// A 3x3 convolution and `ReLU` of `input` (the bordered grid, `inputs` channels a cell) into
/// `out` (`outputs` channels a cell); with `RESIDUAL`, what `out` held is added before the
/// `ReLU` (a block's second convolution, written over the block's input in place: each cell
/// is read just before it is written). The border of `out` is never written (it stays zero).
#[allow(
    clippy::inline_always,
    reason = "inlined into each instruction set's copy"
)]
#[inline(always)]
fn conv3x3<const FMA: bool, const RESIDUAL: bool>(
    layer: &Conv,
    height: usize,
    width: usize,
    input: &[f32],
    out: &mut [f32],
) {
    for y in 0..height {
        for block in (0..layer.outputs).step_by(LANES) {
            let row = row_sums::<FMA>(layer, y, block, input);
            for (x, sums) in row.iter().enumerate().take(width) {
                let at = ((y + 1) * STRIDE + x + 1) * layer.outputs + block;
                for (o, s) in out[at..at + LANES].iter_mut().zip(sums) {
                    let residual = if RESIDUAL { *o } else { 0.0 };
                    *o = (s + residual).max(0.0);
                }
            }
        }
    }
}

/// The sums (bias included) of output channels `block..block + LANES` of row `y`'s cells,
/// `ROW` of them (those past the grid's width read its zero border and are dropped).
#[allow(
    clippy::inline_always,
    reason = "inlined into each instruction set's copy"
)]
#[inline(always)]
fn row_sums<const FMA: bool>(
    layer: &Conv,
    y: usize,
    block: usize,
    input: &[f32],
) -> [[f32; LANES]; ROW] {
    let (inputs, outputs) = (layer.inputs, layer.outputs);
    let bias: [f32; LANES] = layer.bias[block..block + LANES]
        .try_into()
        .expect("a block of biases");
    let mut acc = [bias; ROW];
    for ky in 0..3 {
        for kx in 0..3 {
            let tap = ky * 3 + kx;
            let base = (y + ky) * STRIDE + kx;
            let cells: [&[f32]; ROW] =
                std::array::from_fn(|x| &input[(base + x) * inputs..][..inputs]);
            let weights = &layer.weights[tap * inputs * outputs..][..inputs * outputs];
            for ci in 0..inputs {
                let w: &[f32; LANES] = weights[ci * outputs + block..][..LANES]
                    .try_into()
                    .expect("a block of weights");
                for x in 0..ROW {
                    let v = cells[x][ci];
                    for l in 0..LANES {
                        acc[x][l] = madd::<FMA>(acc[x][l], w[l], v);
                    }
                }
            }
        }
    }
    acc
}

/// A 1x1 convolution and `ReLU` of the bordered grid `input` into `out`, `[outputs][cells]`
/// (the order libtorch flattens `[C, H, W]` in, which the heads' linear layers read).
fn conv1x1(layer: &Conv, height: usize, width: usize, input: &[f32], out: &mut [f32]) {
    let cells = height * width;
    for y in 0..height {
        for x in 0..width {
            let at = ((y + 1) * STRIDE + x + 1) * layer.inputs;
            let cell = &input[at..at + layer.inputs];
            for o in 0..layer.outputs {
                let sum: f32 = cell
                    .iter()
                    .enumerate()
                    .map(|(ci, v)| v * layer.weights[ci * layer.outputs + o])
                    .sum();
                out[o * cells + y * width + x] = (sum + layer.bias[o]).max(0.0);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::env::VecEnv;
    use crate::game::{PRESETS, Rules};
    use crate::net::{BatchEvaluator, NetConfig, PolicyValueNet, checkpoint};
    use std::path::Path;
    use std::sync::Arc;
    use tch::{Device, nn};

    /// The largest absolute difference between the two passes' priors and values on `env`'s
    /// positions: libtorch's (`evaluator`) and the fused pass of the same network.
    fn largest_difference(
        evaluator: &mut BatchEvaluator,
        fused: &mut FusedNet,
        env: &VecEnv,
    ) -> f32 {
        evaluator.forward(env.observations(), env.masks());
        let (mut priors, mut values) = (Vec::new(), Vec::new());
        fused.forward(env.observations(), env.masks(), &mut priors, &mut values);
        assert_eq!(priors.len(), evaluator.priors.len());
        assert_eq!(values.len(), env.len());
        for (row, mask) in priors
            .chunks(env.encoder().action_count())
            .zip(env.masks().chunks(env.encoder().action_count()))
        {
            let sum: f32 = row.iter().sum();
            assert!((sum - 1.0).abs() < 1e-5, "{sum}");
            assert!(row.iter().zip(mask).all(|(p, legal)| *legal || *p == 0.0));
        }
        priors
            .iter()
            .zip(&evaluator.priors)
            .chain(values.iter().zip(&evaluator.values))
            .map(|(a, b)| (a - b).abs())
            .fold(0.0, f32::max)
    }

    /// The shipped network's priors and values through the fused pass agree with libtorch's
    /// within `TOLERANCE`, on 64 positions of random games of every phase, in whichever
    /// instruction set this processor runs it and in the plain one.
    #[test]
    fn the_shipped_network_agrees_with_libtorch() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("models/cpu-2h.safetensors");
        let saved = checkpoint::load(&path).unwrap();
        let (_vs, net) = saved.network(Device::Cpu).unwrap();
        let rules = Arc::new(Rules::preset("standard").unwrap());
        let env = VecEnv::new(&rules, 64, 60, 7);
        let encoder = env.encoder().clone();
        let mut fused =
            FusedNet::new(net.folded(), encoder.shape(), encoder.action_count()).unwrap();
        let mut evaluator = BatchEvaluator::new(net, Device::Cpu, encoder.clone());
        let detected = largest_difference(&mut evaluator, &mut fused, &env);
        assert!(detected < TOLERANCE, "{:?}: {detected}", fused.isa);
        fused.isa = Isa::Plain;
        let plain = largest_difference(&mut evaluator, &mut fused, &env);
        assert!(plain < TOLERANCE, "plain: {plain}");
        // It takes batches of up to 37 positions (3,990,752 multiply-adds each); the `gpu`
        // preset's network one at a time.
        assert_eq!(fused.multiply_adds(), 3_990_752);
        let (_vs, net) = saved.network(Device::Cpu).unwrap();
        let shipped = BatchEvaluator::new(net, Device::Cpu, encoder.clone()).with_fused();
        assert_eq!(shipped.fused_most(), 37);
        let vs = nn::VarStore::new(Device::Cpu);
        let large = PolicyValueNet::new(
            &vs.root(),
            &NetConfig::gpu_default(),
            encoder.shape(),
            encoder.action_count(),
        );
        let large = BatchEvaluator::new(large, Device::Cpu, encoder).with_fused();
        assert_eq!(large.fused_most(), 1);
    }

    /// A fresh network of another shape, on every preset's board (grids of 3 to 7 cells a
    /// row), with either value head: the same answers; and an evaluator over a network the
    /// pass does not run (8 channels) stays on libtorch.
    #[test]
    fn other_shapes_and_boards_agree_and_others_stay_on_libtorch() {
        tch::manual_seed(3);
        for (i, (name, _)) in PRESETS.iter().enumerate() {
            let rules = Arc::new(Rules::preset(name).unwrap());
            let env = VecEnv::new(&rules, 9, 20, i as u64);
            let encoder = env.encoder().clone();
            let config = NetConfig {
                blocks: 2,
                channels: 16,
                policy_channels: 3,
                value_hidden: 24,
                value_head: if i % 2 == 0 {
                    ValueHead::Wdl
                } else {
                    ValueHead::Scalar
                },
                aux_heads: false,
            };
            let vs = nn::VarStore::new(Device::Cpu);
            let net =
                PolicyValueNet::new(&vs.root(), &config, encoder.shape(), encoder.action_count());
            let mut fused =
                FusedNet::new(net.folded(), encoder.shape(), encoder.action_count()).unwrap();
            let mut evaluator = BatchEvaluator::new(net, Device::Cpu, encoder.clone());
            let difference = largest_difference(&mut evaluator, &mut fused, &env);
            assert!(difference < TOLERANCE, "{name}: {difference}");
            assert!(
                BatchEvaluator::new(
                    PolicyValueNet::new(
                        &(&vs.root() / "other"),
                        &config,
                        encoder.shape(),
                        encoder.action_count()
                    ),
                    Device::Cpu,
                    encoder.clone()
                )
                .with_fused()
                .is_fused()
            );
            let narrow = NetConfig {
                channels: 8,
                ..config
            };
            let net = PolicyValueNet::new(
                &(&vs.root() / "narrow"),
                &narrow,
                encoder.shape(),
                encoder.action_count(),
            );
            assert!(FusedNet::new(net.folded(), encoder.shape(), encoder.action_count()).is_none());
            assert!(
                !BatchEvaluator::new(net, Device::Cpu, encoder)
                    .with_fused()
                    .is_fused()
            );
        }
    }
}
