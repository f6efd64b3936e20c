//! The policy/value network: a residual tower over the board grid (3x3 convolutions with
//! batch norm), a policy head with one logit per action id and a value head, either
//! win/draw/loss (the default: the perfect-play value of Nine Men's Morris is a draw, and a
//! WDL head learns draws better than one scalar) or a scalar in [-1, 1]. Inputs are the
//! environment's observations `[N, C, H, W]`; everything is from the player to move's view.

use super::fused;
use serde::{Deserialize, Serialize};
use tch::nn;
use tch::{Kind, Tensor};

/// What the value head predicts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ValueHead {
    /// Probabilities of win, draw and loss for the player to move.
    Wdl,
    /// The expected result for the player to move, in [-1, 1].
    Scalar,
}

/// The network's shape; also the `[net]` section of a training config, where a field left out
/// takes the CPU default.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct NetConfig {
    /// Residual blocks in the tower.
    pub blocks: usize,
    /// Channels of the tower.
    pub channels: i64,
    /// Channels of the 1x1 convolution that feeds the policy's linear layer.
    pub policy_channels: i64,
    /// Width of the value head's hidden layer.
    pub value_hidden: i64,
    /// `wdl` or `scalar`.
    pub value_head: ValueHead,
    /// Auxiliary heads in `KataGo`'s spirit, trained beside the policy and value and unused
    /// at play: the next decision's policy, each point's owner at the game's end and a
    /// short-term value (`[optim] reply_loss_weight`, `ownership_loss_weight` and
    /// `short_value_loss_weight` weigh them).
    pub aux_heads: bool,
}

impl Default for NetConfig {
    fn default() -> Self {
        NetConfig::cpu_default()
    }
}

/// The largest network a training config or a checkpoint may describe, dimension by
/// dimension (far beyond the presets' 4 and 10 blocks of 32 and 128 channels): a number out
/// of range is refused before any layer is built.
const NET_LIMITS: [(&str, i64); 4] = [
    ("blocks", 64),
    ("channels", 1024),
    ("policy_channels", 256),
    ("value_hidden", 4096),
];

impl NetConfig {
    /// Refuses a dimension out of its range (1 to `NET_LIMITS`'), naming it.
    ///
    /// # Errors
    /// `net.NAME is N: from 1 to M`.
    pub fn check(&self) -> Result<(), String> {
        let values = [
            i64::try_from(self.blocks).unwrap_or(i64::MAX),
            self.channels,
            self.policy_channels,
            self.value_hidden,
        ];
        for ((name, most), value) in NET_LIMITS.iter().zip(values) {
            if !(1..=*most).contains(&value) {
                return Err(format!("net.{name} is {value}: from 1 to {most}"));
            }
        }
        Ok(())
    }

    /// A small net for a laptop CPU.
    #[must_use]
    pub fn cpu_default() -> NetConfig {
        NetConfig {
            blocks: 4,
            channels: 32,
            policy_channels: 4,
            value_hidden: 64,
            value_head: ValueHead::Wdl,
            aux_heads: false,
        }
    }

    /// A larger net for one GPU.
    #[must_use]
    pub fn gpu_default() -> NetConfig {
        NetConfig {
            blocks: 10,
            channels: 128,
            policy_channels: 8,
            value_hidden: 256,
            value_head: ValueHead::Wdl,
            aux_heads: false,
        }
    }
}

#[derive(Debug)]
struct ConvBn {
    conv: nn::Conv2D,
    bn: nn::BatchNorm,
}

impl ConvBn {
    fn new(vs: &nn::Path, input: i64, output: i64, kernel: i64) -> ConvBn {
        let config = nn::ConvConfig {
            padding: kernel / 2,
            bias: false,
            ..Default::default()
        };
        ConvBn {
            conv: nn::conv2d(vs / "conv", input, output, kernel, config),
            bn: nn::batch_norm2d(vs / "bn", output, nn::BatchNormConfig::default()),
        }
    }

    fn forward_t(&self, x: &Tensor, train: bool) -> Tensor {
        x.apply(&self.conv).apply_t(&self.bn, train)
    }

    /// The convolution with its batch norm folded in, as the fused pass runs it (weights
    /// `[k * k][in][out]`, a bias per output), in f32.
    fn folded(&self) -> fused::Conv {
        let _no_grad = tch::no_grad_guard();
        let w = self.conv.ws.to_kind(Kind::Float);
        let [outputs, inputs, kernel, _] = w.size()[..] else {
            unreachable!("a 2-d convolution's weights are 4-d")
        };
        let bn = &self.bn;
        let ones = || Tensor::ones([outputs], (Kind::Float, w.device()));
        let zeros = || Tensor::zeros([outputs], (Kind::Float, w.device()));
        let gamma = bn.ws.as_ref().map_or_else(ones, |t| t.to_kind(Kind::Float));
        let beta = bn
            .bs
            .as_ref()
            .map_or_else(zeros, |t| t.to_kind(Kind::Float));
        let scale = gamma / (bn.running_var.to_kind(Kind::Float) + BN_EPS).sqrt();
        let bias = beta - bn.running_mean.to_kind(Kind::Float) * &scale;
        let weights = (w * scale.view([outputs, 1, 1, 1])).permute([2, 3, 1, 0]);
        fused::Conv {
            kernel: kernel as usize,
            inputs: inputs as usize,
            outputs: outputs as usize,
            weights: floats(&weights),
            bias: floats(&bias),
        }
    }
}

/// Batch norm's epsilon (tch's default, which every layer here is built with).
const BN_EPS: f64 = 1e-5;

/// A tensor's values in order, as f32 on the host.
fn floats(t: &Tensor) -> Vec<f32> {
    Vec::try_from(
        t.to_kind(Kind::Float)
            .to_device(tch::Device::Cpu)
            .contiguous()
            .flatten(0, -1),
    )
    .expect("f32 values")
}

/// A linear layer as the fused pass runs it.
fn dense(layer: &nn::Linear) -> fused::Dense {
    let size = layer.ws.size();
    let outputs = size[0] as usize;
    fused::Dense {
        inputs: size[1] as usize,
        outputs,
        weights: floats(&layer.ws),
        bias: layer.bs.as_ref().map_or_else(|| vec![0.0; outputs], floats),
    }
}

#[derive(Debug)]
struct Residual {
    first: ConvBn,
    second: ConvBn,
}

impl Residual {
    fn forward_t(&self, x: &Tensor, train: bool) -> Tensor {
        let y = self
            .second
            .forward_t(&self.first.forward_t(x, train).relu(), train);
        (y + x).relu()
    }
}

/// The auxiliary heads: a second policy head for the next decision, a 1x1 convolution with
/// three logits per grid cell for its owner at the game's end (the mover, nobody, the
/// opponent), and a short-term value beside the value on the value head's hidden layer.
#[derive(Debug)]
struct AuxHeads {
    reply_conv: ConvBn,
    reply_fc: nn::Linear,
    ownership: nn::Conv2D,
    short_value: nn::Linear,
}

/// The auxiliary heads' raw outputs.
#[derive(Debug)]
pub struct AuxOutputs {
    /// `[N, A]` logits of the next decision's policy (over every id: its legal ones are
    /// another position's).
    pub reply: Tensor,
    /// `[N, 3, H, W]` logits of each cell's owner at the end: the mover, nobody, the opponent.
    pub ownership: Tensor,
    /// `[N]` the short-term value before tanh.
    pub short_value: Tensor,
}

/// The network.
#[derive(Debug)]
pub struct PolicyValueNet {
    config: NetConfig,
    stem: ConvBn,
    tower: Vec<Residual>,
    policy_conv: ConvBn,
    policy_fc: nn::Linear,
    value_conv: ConvBn,
    value_fc1: nn::Linear,
    value_fc2: nn::Linear,
    aux: Option<AuxHeads>,
}

impl PolicyValueNet {
    /// A freshly initialised network in `vs` for observations `[C, H, W]` and `actions` ids.
    #[must_use]
    pub fn new(
        vs: &nn::Path,
        config: &NetConfig,
        observation: [usize; 3],
        actions: usize,
    ) -> PolicyValueNet {
        let [c, h, w] = observation.map(|d| d as i64);
        let area = h * w;
        let ch = config.channels;
        let outputs = match config.value_head {
            ValueHead::Wdl => 3,
            ValueHead::Scalar => 1,
        };
        PolicyValueNet {
            config: config.clone(),
            stem: ConvBn::new(&(vs / "stem"), c, ch, 3),
            tower: (0..config.blocks)
                .map(|i| {
                    let block = vs / "tower" / i;
                    Residual {
                        first: ConvBn::new(&(&block / "a"), ch, ch, 3),
                        second: ConvBn::new(&(&block / "b"), ch, ch, 3),
                    }
                })
                .collect(),
            policy_conv: ConvBn::new(&(vs / "policy"), ch, config.policy_channels, 1),
            policy_fc: nn::linear(
                vs / "policy" / "fc",
                config.policy_channels * area,
                actions as i64,
                nn::LinearConfig::default(),
            ),
            value_conv: ConvBn::new(&(vs / "value"), ch, 2, 1),
            value_fc1: nn::linear(
                vs / "value" / "fc1",
                2 * area,
                config.value_hidden,
                nn::LinearConfig::default(),
            ),
            value_fc2: nn::linear(
                vs / "value" / "fc2",
                config.value_hidden,
                outputs,
                nn::LinearConfig::default(),
            ),
            aux: config.aux_heads.then(|| AuxHeads {
                reply_conv: ConvBn::new(&(vs / "reply"), ch, config.policy_channels, 1),
                reply_fc: nn::linear(
                    vs / "reply" / "fc",
                    config.policy_channels * area,
                    actions as i64,
                    nn::LinearConfig::default(),
                ),
                ownership: nn::conv2d(vs / "ownership", ch, 3, 1, nn::ConvConfig::default()),
                short_value: nn::linear(
                    vs / "short_value",
                    config.value_hidden,
                    1,
                    nn::LinearConfig::default(),
                ),
            }),
        }
    }

    /// The network's shape.
    #[must_use]
    pub fn config(&self) -> &NetConfig {
        &self.config
    }

    /// The layers at play (batch norms folded into their convolutions; the auxiliary heads
    /// left out), for the fused pass (`fused::FusedNet`).
    #[must_use]
    pub fn folded(&self) -> fused::Folded {
        fused::Folded {
            stem: self.stem.folded(),
            tower: self
                .tower
                .iter()
                .map(|b| (b.first.folded(), b.second.folded()))
                .collect(),
            policy_conv: self.policy_conv.folded(),
            policy_fc: dense(&self.policy_fc),
            value_conv: self.value_conv.folded(),
            value_fc1: dense(&self.value_fc1),
            value_fc2: dense(&self.value_fc2),
            value_head: self.config.value_head,
        }
    }

    /// Policy logits `[N, A]` and the value head's raw output (`[N, 3]` WDL logits, or
    /// `[N, 1]` before tanh).
    pub fn forward_t(&self, x: &Tensor, train: bool) -> (Tensor, Tensor) {
        let (policy, value, _) = self.heads(&self.trunk(x, train), train);
        (policy, value)
    }

    /// `forward_t` and, for a network with auxiliary heads, their outputs.
    pub fn forward_aux(&self, x: &Tensor, train: bool) -> (Tensor, Tensor, Option<AuxOutputs>) {
        let trunk = self.trunk(x, train);
        let (policy, value, value_hidden) = self.heads(&trunk, train);
        let aux = self.aux.as_ref().map(|aux| AuxOutputs {
            reply: aux
                .reply_conv
                .forward_t(&trunk, train)
                .relu()
                .flatten(1, -1)
                .apply(&aux.reply_fc),
            ownership: trunk.apply(&aux.ownership),
            short_value: value_hidden.apply(&aux.short_value).squeeze_dim(1),
        });
        (policy, value, aux)
    }

    fn trunk(&self, x: &Tensor, train: bool) -> Tensor {
        let mut trunk = self.stem.forward_t(x, train).relu();
        for block in &self.tower {
            trunk = block.forward_t(&trunk, train);
        }
        trunk
    }

    /// The policy logits, the value head's output and its hidden layer.
    fn heads(&self, trunk: &Tensor, train: bool) -> (Tensor, Tensor, Tensor) {
        let policy = self
            .policy_conv
            .forward_t(trunk, train)
            .relu()
            .flatten(1, -1)
            .apply(&self.policy_fc);
        let hidden = self
            .value_conv
            .forward_t(trunk, train)
            .relu()
            .flatten(1, -1)
            .apply(&self.value_fc1)
            .relu();
        let value = hidden.apply(&self.value_fc2);
        (policy, value, hidden)
    }

    /// For search: the policy over legal actions (`masks` `[N, A]` bool; illegal ids get 0)
    /// and the expected result for the player to move in [-1, 1] (`[N]`), computed in f32.
    pub fn predict(&self, x: &Tensor, masks: &Tensor) -> (Tensor, Tensor) {
        let (logits, value) = self.forward_t(x, false);
        let policy = masked_softmax(&logits.to_kind(Kind::Float), masks);
        (policy, self.expected_value(&value.to_kind(Kind::Float)))
    }

    /// The value head's output as an expected result in [-1, 1].
    pub fn expected_value(&self, value: &Tensor) -> Tensor {
        match self.config.value_head {
            ValueHead::Wdl => {
                let p = value.softmax(-1, Kind::Float);
                p.select(1, 0) - p.select(1, 2)
            }
            ValueHead::Scalar => value.tanh().squeeze_dim(1),
        }
    }
}

/// Softmax over the legal ids only. A large finite penalty rather than -inf keeps a row with
/// no legal id (a finished game) finite instead of NaN.
pub fn masked_softmax(logits: &Tensor, masks: &Tensor) -> Tensor {
    let penalised = logits.masked_fill(&masks.logical_not(), -1e9);
    penalised.softmax(-1, Kind::Float) * masks.to_kind(Kind::Float)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::env::VecEnv;
    use crate::game::Rules;
    use crate::net::EnvTensors;
    use std::sync::Arc;
    use tch::{Device, nn::OptimizerConfig};

    fn tiny(head: ValueHead) -> NetConfig {
        NetConfig {
            blocks: 1,
            channels: 8,
            policy_channels: 2,
            value_hidden: 16,
            value_head: head,
            aux_heads: false,
        }
    }

    #[test]
    fn outputs_have_the_right_shapes_and_the_policy_only_legal_ids() {
        tch::manual_seed(0);
        let rules = Arc::new(Rules::preset("standard").unwrap());
        let env = VecEnv::new(&rules, 5, 7, 3);
        for head in [ValueHead::Wdl, ValueHead::Scalar] {
            let vs = nn::VarStore::new(Device::Cpu);
            let net = PolicyValueNet::new(
                &vs.root(),
                &tiny(head),
                env.encoder().shape(),
                env.encoder().action_count(),
            );
            let (logits, value) = net.forward_t(&env.observations_tensor(), false);
            assert_eq!(logits.size(), [5, 624]);
            assert_eq!(
                value.size(),
                [5, if head == ValueHead::Wdl { 3 } else { 1 }]
            );
            let masks = env.masks_tensor();
            let (policy, expected) = net.predict(&env.observations_tensor(), &masks);
            let sums: Vec<f32> =
                Vec::try_from(policy.sum_dim_intlist(1, false, Kind::Float)).unwrap();
            assert!(sums.iter().all(|s| (s - 1.0).abs() < 1e-5), "{sums:?}");
            let illegal: f64 = policy
                .masked_select(&masks.logical_not())
                .abs()
                .sum(Kind::Float)
                .double_value(&[]);
            assert!(illegal == 0.0, "{illegal}");
            let values: Vec<f32> = Vec::try_from(expected).unwrap();
            assert!(
                values.len() == 5 && values.iter().all(|v| (-1.0..=1.0).contains(v)),
                "{values:?}"
            );
        }
    }

    #[test]
    fn a_row_without_legal_ids_stays_finite() {
        let logits = Tensor::from_slice(&[1.0f32, 2.0, 3.0, 0.5, 0.5, 0.5]).view([2, 3]);
        let masks = Tensor::from_slice(&[true, false, true, false, false, false]).view([2, 3]);
        let p: Vec<f32> = Vec::try_from(masked_softmax(&logits, &masks).flatten(0, -1)).unwrap();
        assert!((p[0] - 1.0 / (1.0 + 2f32.exp())).abs() < 1e-6 && p[1] == 0.0);
        assert_eq!(&p[3..], &[0.0, 0.0, 0.0]);
    }

    /// The network can fit a fixed batch: the loss falls by more than half.
    #[test]
    fn it_overfits_a_fixed_batch() {
        tch::manual_seed(1);
        let rules = Arc::new(Rules::preset("standard").unwrap());
        let env = VecEnv::new(&rules, 16, 11, 5);
        let vs = nn::VarStore::new(Device::Cpu);
        let net = PolicyValueNet::new(
            &vs.root(),
            &tiny(ValueHead::Wdl),
            env.encoder().shape(),
            env.encoder().action_count(),
        );
        let mut opt = nn::Adam::default().build(&vs, 3e-3).unwrap();
        let x = env.observations_tensor();
        let masks = env.masks_tensor();
        // Targets: a one-hot policy on some legal id per position, and alternating results.
        let target_policy = masked_softmax(
            &(Tensor::randn([16, 624], (Kind::Float, Device::Cpu)) * 5.0),
            &masks,
        );
        let target_wdl = Tensor::from_slice(&(0..16i64).map(|i| i % 3).collect::<Vec<_>>());
        let loss_of = |net: &PolicyValueNet| {
            let (logits, value) = net.forward_t(&x, true);
            let log_p = logits
                .masked_fill(&masks.logical_not(), -1e9)
                .log_softmax(-1, Kind::Float);
            let policy_loss = -(target_policy.shallow_clone() * log_p)
                .sum_dim_intlist(1, false, Kind::Float)
                .mean(Kind::Float);
            policy_loss + value.cross_entropy_for_logits(&target_wdl)
        };
        let first = loss_of(&net).double_value(&[]);
        for _ in 0..150 {
            let loss = loss_of(&net);
            opt.backward_step(&loss);
        }
        let last = loss_of(&net).double_value(&[]);
        assert!(last < 0.5 * first, "loss {first} -> {last}");
    }
}
