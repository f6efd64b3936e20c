//! The optimiser: Adam or SGD with momentum over a `VarStore`'s trainable variables, with an
//! L2 penalty, global-norm gradient clipping and a warm-up/cosine learning-rate schedule.
//!
//! Written here rather than taken from `tch::nn::Optimizer` because a checkpoint must hold the
//! optimiser's state (moments, step count) so that a resumed run takes exactly the step the
//! stopped run would have taken, and libtorch's optimisers do not expose their state to tch.

use super::config::{OptimSection, OptimizerKind};
use std::collections::HashMap;
use tch::{Kind, Tensor, nn::VarStore};
use thiserror::Error;

const EPSILON: f64 = 1e-8;

/// Why a checkpoint's optimiser state does not fit the network (`Optimizer::load_state`);
/// each names the tensor, as `first/NAME` or `second/NAME`.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum OptimizerStateError {
    #[error("optimiser state '{key}' is missing")]
    Missing { key: String },
    #[error("optimiser state '{key}' has shape {found:?}, the network {expected:?}")]
    Shape {
        key: String,
        found: Vec<i64>,
        expected: Vec<i64>,
    },
}

/// The optimiser and its state.
///
/// The trainable variables live in one flat buffer (each variable a view of its span, set
/// with `Tensor::set_data` as `PyTorch`'s `param.data = ...`), and so do the moments: a step
/// is a score of whole-buffer operations, not a dozen per variable. On an H200 the
/// per-variable update of the `gpu` preset's 10x128 net took 12.7 ms a step, more than its
/// forward or backward pass, nearly all of it the launching of a thousand tiny kernels
/// (`morris bench train`). tch wraps neither libtorch's fused Adam nor its `_foreach`
/// operations, which do the same in `PyTorch`.
pub struct Optimizer {
    config: OptimSection,
    /// Trainable variables by name, in name order (views of `flat`).
    params: Vec<(String, Tensor)>,
    /// Their values, one after the other in name order.
    flat: Tensor,
    /// Adam's first and second moments, or SGD's momentum buffer (in `first` only), laid out
    /// as `flat`.
    first: Tensor,
    second: Tensor,
    /// Steps taken.
    steps: u64,
}

/// What one step did.
#[derive(Clone, Copy, Debug)]
pub struct StepReport {
    pub lr: f64,
    /// The gradients' global norm before clipping (after undoing the loss scale).
    pub grad_norm: f64,
    /// The gradients were not finite (a mixed-precision overflow): no weight changed.
    pub skipped: bool,
}

impl Optimizer {
    /// An optimiser over the trainable variables of `vs` (f32, on one device), which it moves
    /// into its flat buffer, values unchanged: every holder of them (the network's layers,
    /// the `VarStore`) sees the optimiser's updates.
    #[must_use]
    pub fn new(vs: &VarStore, config: &OptimSection) -> Optimizer {
        let mut params: Vec<(String, Tensor)> = vs
            .variables()
            .into_iter()
            .filter(|(_, t)| t.requires_grad())
            .collect();
        params.sort_by(|a, b| a.0.cmp(&b.0));
        let flat = tch::no_grad(|| {
            let parts: Vec<Tensor> = params
                .iter()
                .map(|(_, t)| t.detach().to_kind(Kind::Float).reshape([-1]))
                .collect();
            if parts.is_empty() {
                Tensor::zeros([0], (Kind::Float, vs.device()))
            } else {
                Tensor::cat(&parts, 0)
            }
        });
        let mut at = 0;
        for (_, param) in &mut params {
            let n = param.numel() as i64;
            param.set_data(&flat.narrow(0, at, n).view(param.size().as_slice()));
            at += n;
        }
        Optimizer {
            config: config.clone(),
            first: flat.zeros_like(),
            second: flat.zeros_like(),
            flat,
            params,
            steps: 0,
        }
    }

    /// The span of `flat` (and of the moments) that variable `i` is.
    fn span(&self, i: usize) -> (i64, i64) {
        let at = self.params[..i].iter().map(|(_, p)| p.numel() as i64).sum();
        (at, self.params[i].1.numel() as i64)
    }

    /// Steps taken so far.
    #[must_use]
    pub fn steps(&self) -> u64 {
        self.steps
    }

    /// The learning rate of step `step` (0-based): linear warm-up, then cosine decay to
    /// `lr * final_lr_fraction` at `decay_steps`, then flat.
    #[must_use]
    pub fn lr_at(&self, step: u64) -> f64 {
        let c = &self.config;
        if step < c.warmup_steps {
            return c.lr * (step + 1) as f64 / c.warmup_steps as f64;
        }
        if c.decay_steps <= c.warmup_steps {
            return c.lr;
        }
        let progress =
            ((step - c.warmup_steps) as f64 / (c.decay_steps - c.warmup_steps) as f64).min(1.0);
        let floor = c.lr * c.final_lr_fraction;
        floor + (c.lr - floor) * 0.5 * (1.0 + (std::f64::consts::PI * progress).cos())
    }

    /// Clears the gradients.
    pub fn zero_grad(&mut self) {
        for (_, p) in &mut self.params {
            p.zero_grad();
        }
    }

    /// One update from the gradients of the last `backward`, taken on a loss multiplied by
    /// `loss_scale` (1 in f32; mixed precision scales the loss up so that small gradients
    /// survive in f16, and the scale is divided out here). Gradients that are not finite
    /// change nothing (`skipped`); the step still counts for the schedule.
    pub fn step(&mut self, loss_scale: f64) -> StepReport {
        let lr = self.lr_at(self.steps);
        self.steps += 1;
        let c = self.config.clone();
        let _guard = tch::no_grad_guard();
        let grads: Vec<Tensor> = self
            .params
            .iter()
            .map(|(_, p)| {
                let g = p.grad();
                if g.defined() { g } else { p.zeros_like() }.reshape([-1])
            })
            .collect();
        let grads = if grads.is_empty() {
            self.flat.zeros_like()
        } else {
            Tensor::cat(&grads, 0)
        };
        let grad_norm = grads.norm().double_value(&[]) / loss_scale;
        if !grad_norm.is_finite() {
            return StepReport {
                lr,
                grad_norm,
                skipped: true,
            };
        }
        let scale = if c.clip_grad_norm > 0.0 && grad_norm > c.clip_grad_norm {
            c.clip_grad_norm / (grad_norm + 1e-6)
        } else {
            1.0
        } / loss_scale;
        let g = grads * scale + &self.flat * c.weight_decay;
        match c.optimizer {
            OptimizerKind::Adam => {
                let t = self.steps as i32;
                let _ = self.first.g_mul_scalar_(c.beta1);
                let _ = self.first.g_add_(&(&g * (1.0 - c.beta1)));
                let _ = self.second.g_mul_scalar_(c.beta2);
                let _ = self.second.g_add_(&(&g * &g * (1.0 - c.beta2)));
                let m_hat = &self.first / (1.0 - c.beta1.powi(t));
                let v_hat = &self.second / (1.0 - c.beta2.powi(t));
                let _ = self.flat.g_sub_(&(m_hat / (v_hat.sqrt() + EPSILON) * lr));
            }
            OptimizerKind::Sgd => {
                let _ = self.first.g_mul_scalar_(c.momentum);
                let _ = self.first.g_add_(&g);
                let _ = self.flat.g_sub_(&(&self.first * lr));
            }
        }
        StepReport {
            lr,
            grad_norm,
            skipped: false,
        }
    }

    /// Variable `i`'s part of `buffer` (the values or a moment), shaped as the variable.
    fn part(&self, buffer: &Tensor, i: usize) -> Tensor {
        let (at, n) = self.span(i);
        buffer
            .narrow(0, at, n)
            .view(self.params[i].1.size().as_slice())
    }

    /// The state as named tensors (for a checkpoint): `first/NAME` and `second/NAME`.
    #[must_use]
    pub fn state(&self) -> Vec<(String, Tensor)> {
        let mut out = Vec::with_capacity(2 * self.params.len());
        for (i, (name, _)) in self.params.iter().enumerate() {
            out.push((format!("first/{name}"), self.part(&self.first, i)));
            out.push((format!("second/{name}"), self.part(&self.second, i)));
        }
        out
    }

    /// Restores the state written by `state` and the step count.
    ///
    /// # Errors
    /// A missing tensor or one of another shape, named.
    pub fn load_state(
        &mut self,
        tensors: &HashMap<String, Tensor>,
        steps: u64,
    ) -> Result<(), OptimizerStateError> {
        let _guard = tch::no_grad_guard();
        for (i, (name, p)) in self.params.iter().enumerate() {
            for (slot, buffer) in [("first", &self.first), ("second", &self.second)] {
                let key = format!("{slot}/{name}");
                let Some(t) = tensors.get(&key) else {
                    return Err(OptimizerStateError::Missing { key });
                };
                if t.size() != p.size() {
                    return Err(OptimizerStateError::Shape {
                        key,
                        found: t.size(),
                        expected: p.size(),
                    });
                }
                self.part(buffer, i)
                    .copy_(&t.to_kind(Kind::Float).to_device(p.device()));
            }
        }
        self.steps = steps;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tch::Device;

    fn config(kind: OptimizerKind) -> OptimSection {
        OptimSection {
            optimizer: kind,
            lr: 0.1,
            warmup_steps: 0,
            weight_decay: 0.0,
            clip_grad_norm: 0.0,
            ..OptimSection::default()
        }
    }

    /// Minimises (x - 3)^2 from x = 0.
    fn minimise(kind: OptimizerKind) -> f64 {
        let vs = VarStore::new(Device::Cpu);
        let x = vs.root().zeros("x", &[1]);
        let mut opt = Optimizer::new(&vs, &config(kind));
        for _ in 0..300 {
            opt.zero_grad();
            let loss = (&x - 3.0).square().sum(Kind::Float);
            loss.backward();
            opt.step(1.0);
        }
        x.double_value(&[0])
    }

    #[test]
    fn both_optimisers_minimise_a_quadratic() {
        for kind in [OptimizerKind::Adam, OptimizerKind::Sgd] {
            let x = minimise(kind);
            assert!((x - 3.0).abs() < 0.05, "{kind:?}: x = {x}");
        }
    }

    #[test]
    fn the_schedule_warms_up_then_decays() {
        let vs = VarStore::new(Device::Cpu);
        let _ = vs.root().zeros("x", &[1]);
        let section = OptimSection {
            lr: 1.0,
            warmup_steps: 10,
            decay_steps: 110,
            final_lr_fraction: 0.1,
            ..OptimSection::default()
        };
        let opt = Optimizer::new(&vs, &section);
        assert!((opt.lr_at(0) - 0.1).abs() < 1e-12);
        assert!((opt.lr_at(9) - 1.0).abs() < 1e-12);
        assert!((opt.lr_at(60) - 0.55).abs() < 1e-9, "{}", opt.lr_at(60));
        assert!((opt.lr_at(110) - 0.1).abs() < 1e-12);
        assert!((opt.lr_at(10_000) - 0.1).abs() < 1e-12);
    }

    #[test]
    fn clipping_bounds_the_step() {
        let vs = VarStore::new(Device::Cpu);
        let x = vs.root().zeros("x", &[1]);
        let section = OptimSection {
            optimizer: OptimizerKind::Sgd,
            lr: 1.0,
            momentum: 0.0,
            warmup_steps: 0,
            weight_decay: 0.0,
            clip_grad_norm: 0.5,
            ..OptimSection::default()
        };
        let mut opt = Optimizer::new(&vs, &section);
        opt.zero_grad();
        (&x * 100.0).sum(Kind::Float).backward();
        let report = opt.step(1.0);
        assert!((report.grad_norm - 100.0).abs() < 1e-6);
        assert!(
            (x.double_value(&[0]) + 0.5).abs() < 1e-4,
            "{}",
            x.double_value(&[0])
        );
    }

    /// A loss scaled up (mixed precision) takes the step the unscaled loss takes; gradients
    /// that overflowed change nothing.
    #[test]
    fn a_scaled_loss_steps_as_the_plain_one_and_an_overflow_is_skipped() {
        let run = |scale: f64, overflow: bool| {
            let vs = VarStore::new(Device::Cpu);
            let x = vs.root().zeros("x", &[2]);
            let mut opt = Optimizer::new(&vs, &config(OptimizerKind::Adam));
            opt.zero_grad();
            ((&x - 1.0).square() * Tensor::from_slice(&[1.0f32, -2.0]) * scale)
                .sum(Kind::Float)
                .backward();
            if overflow {
                let _ = x.grad().fill_(f64::INFINITY);
            }
            let report = opt.step(scale);
            (report, Vec::<f32>::try_from(&x).unwrap())
        };
        let (plain, plain_x) = run(1.0, false);
        let (scaled, scaled_x) = run(1024.0, false);
        assert!(!plain.skipped && !scaled.skipped);
        assert!((plain.grad_norm - scaled.grad_norm).abs() < 1e-9);
        assert_eq!(plain_x, scaled_x);
        assert!(plain_x.iter().all(|v| *v != 0.0));
        let (overflowed, x) = run(1024.0, true);
        assert!(overflowed.skipped && !overflowed.grad_norm.is_finite());
        assert_eq!(x, [0.0, 0.0]);
    }

    /// Adam (and SGD) on the flat buffer take the steps the textbook per-variable update
    /// takes, with weight decay and clipping, over variables of several shapes; the
    /// variables' own handles and the `VarStore` see them, and one variable's state comes
    /// back as its own.
    #[test]
    fn the_flat_update_is_the_per_variable_one() {
        for kind in [OptimizerKind::Adam, OptimizerKind::Sgd] {
            let section = OptimSection {
                optimizer: kind,
                lr: 0.05,
                warmup_steps: 0,
                weight_decay: 0.01,
                clip_grad_norm: 1.5,
                ..OptimSection::default()
            };
            let vs = VarStore::new(Device::Cpu);
            let root = vs.root();
            let shapes: [&[i64]; 3] = [&[3, 2], &[4], &[2, 1, 3]];
            let vars: Vec<Tensor> = shapes
                .iter()
                .enumerate()
                .map(|(i, shape)| root.randn(&format!("v{i}"), shape, 0.0, 1.0))
                .collect();
            let mut reference: Vec<Tensor> = vars.iter().map(|v| v.detach().copy()).collect();
            let mut moments: Vec<(Tensor, Tensor)> = reference
                .iter()
                .map(|v| (v.zeros_like(), v.zeros_like()))
                .collect();
            let mut opt = Optimizer::new(&vs, &section);
            for t in 1..=4 {
                let loss = |vs: &[Tensor]| {
                    vs.iter()
                        .enumerate()
                        .map(|(i, v)| (v - i as f64).square().sum(Kind::Float) * 3.0)
                        .fold(Tensor::zeros([], (Kind::Float, Device::Cpu)), |a, b| a + b)
                };
                opt.zero_grad();
                loss(&vars).backward();
                let report = opt.step(1.0);
                // The reference: per variable, from gradients of the same loss.
                let with_grad: Vec<Tensor> = reference
                    .iter()
                    .map(|r| r.detach().set_requires_grad(true))
                    .collect();
                loss(&with_grad).backward();
                let grads: Vec<Tensor> = with_grad.iter().map(Tensor::grad).collect();
                let norm = grads
                    .iter()
                    .map(|g| g.square().sum(Kind::Double).double_value(&[]))
                    .sum::<f64>()
                    .sqrt();
                assert!((report.grad_norm - norm).abs() < 1e-4 * norm, "{kind:?}");
                let clip = if norm > 1.5 { 1.5 / (norm + 1e-6) } else { 1.0 };
                for ((r, g), (m, v)) in reference.iter_mut().zip(&grads).zip(&mut moments) {
                    let g = g * clip + &*r * 0.01;
                    *r = if kind == OptimizerKind::Adam {
                        *m = &*m * section.beta1 + &g * (1.0 - section.beta1);
                        *v = &*v * section.beta2 + &g * &g * (1.0 - section.beta2);
                        let m_hat = &*m / (1.0 - section.beta1.powi(t));
                        let v_hat = &*v / (1.0 - section.beta2.powi(t));
                        &*r - m_hat / (v_hat.sqrt() + EPSILON) * 0.05
                    } else {
                        *m = &*m * section.momentum + g;
                        &*r - &*m * 0.05
                    };
                }
                for (i, (var, r)) in vars.iter().zip(&reference).enumerate() {
                    let stored = &vs.variables()[&format!("v{i}")];
                    for got in [var, stored] {
                        let gap = (got - r).abs().max().double_value(&[]);
                        assert!(gap < 1e-6, "{kind:?} step {t} v{i}: off by {gap}");
                    }
                }
            }
            let state: HashMap<String, Tensor> = opt.state().into_iter().collect();
            let first = &state["first/v1"];
            assert_eq!(first.size(), [4]);
            assert!((first - &moments[1].0).abs().max().double_value(&[]) < 1e-6);
        }
    }

    #[test]
    fn state_round_trips() {
        let vs = VarStore::new(Device::Cpu);
        let x = vs.root().zeros("x", &[2]);
        let mut opt = Optimizer::new(&vs, &config(OptimizerKind::Adam));
        opt.zero_grad();
        (&x * Tensor::from_slice(&[1.0f32, -2.0]))
            .sum(Kind::Float)
            .backward();
        opt.step(1.0);
        let saved: HashMap<String, Tensor> = opt.state().into_iter().collect();
        let vs2 = VarStore::new(Device::Cpu);
        let _ = vs2.root().zeros("x", &[2]);
        let mut opt2 = Optimizer::new(&vs2, &config(OptimizerKind::Adam));
        opt2.load_state(&saved, opt.steps()).unwrap();
        for ((a, ta), (b, tb)) in opt.state().iter().zip(opt2.state().iter()) {
            assert_eq!(a, b);
            assert!(ta.equal(tb), "{a}");
        }
        let mut missing: HashMap<String, Tensor> = saved
            .iter()
            .map(|(k, t)| (k.clone(), t.shallow_clone()))
            .collect();
        missing.remove("second/x");
        let error = opt2.load_state(&missing, 1).unwrap_err();
        assert_eq!(
            error,
            OptimizerStateError::Missing {
                key: "second/x".to_string()
            }
        );
        assert_eq!(error.to_string(), "optimiser state 'second/x' is missing");
    }
}
