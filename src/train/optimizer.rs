//! The optimiser: Adam or SGD with momentum over a `VarStore`'s trainable variables, with an
//! L2 penalty, global-norm gradient clipping and a warm-up/cosine learning-rate schedule.
//!
//! Written here rather than taken from `tch::nn::Optimizer` because a checkpoint must hold the
//! optimiser's state (moments, step count) so that a resumed run takes exactly the step the
//! stopped run would have taken, and libtorch's optimisers do not expose their state to tch.

use super::config::{OptimSection, OptimizerKind};
use std::collections::HashMap;
use tch::{Kind, Tensor, nn::VarStore};

const EPSILON: f64 = 1e-8;

/// The optimiser and its state.
pub struct Optimizer {
    config: OptimSection,
    /// Trainable variables by name, in name order.
    params: Vec<(String, Tensor)>,
    /// Per parameter: Adam's first and second moments, or SGD's momentum buffer (twice the
    /// first slot only).
    first: Vec<Tensor>,
    second: Vec<Tensor>,
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
    #[must_use]
    pub fn new(vs: &VarStore, config: &OptimSection) -> Optimizer {
        let mut params: Vec<(String, Tensor)> = vs
            .variables()
            .into_iter()
            .filter(|(_, t)| t.requires_grad())
            .collect();
        params.sort_by(|a, b| a.0.cmp(&b.0));
        let zeros = |t: &Tensor| t.zeros_like().detach();
        Optimizer {
            config: config.clone(),
            first: params.iter().map(|(_, t)| zeros(t)).collect(),
            second: params.iter().map(|(_, t)| zeros(t)).collect(),
            params,
            steps: 0,
        }
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
    #[allow(clippy::many_single_char_names)]
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
                if g.defined() { g } else { p.zeros_like() }
            })
            .collect();
        let norms: Vec<Tensor> = grads.iter().map(Tensor::norm).collect();
        let grad_norm = Tensor::stack(&norms, 0).norm().double_value(&[]) / loss_scale;
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
        let t = self.steps as i32;
        for (i, (_, p)) in self.params.iter_mut().enumerate() {
            let g = &grads[i] * scale + &*p * c.weight_decay;
            match c.optimizer {
                OptimizerKind::Adam => {
                    let m = &self.first[i] * c.beta1 + &g * (1.0 - c.beta1);
                    let v = &self.second[i] * c.beta2 + (&g * &g) * (1.0 - c.beta2);
                    self.first[i].copy_(&m);
                    self.second[i].copy_(&v);
                    let m_hat = m / (1.0 - c.beta1.powi(t));
                    let v_hat = v / (1.0 - c.beta2.powi(t));
                    let update = m_hat / (v_hat.sqrt() + EPSILON) * lr;
                    let _ = p.f_sub_(&update).expect("shapes match");
                }
                OptimizerKind::Sgd => {
                    let buf = &self.first[i] * c.momentum + &g;
                    self.first[i].copy_(&buf);
                    let _ = p.f_sub_(&(buf * lr)).expect("shapes match");
                }
            }
        }
        StepReport {
            lr,
            grad_norm,
            skipped: false,
        }
    }

    /// The state as named tensors (for a checkpoint): `first/NAME` and `second/NAME`.
    #[must_use]
    pub fn state(&self) -> Vec<(String, Tensor)> {
        let mut out = Vec::with_capacity(2 * self.params.len());
        for (i, (name, _)) in self.params.iter().enumerate() {
            out.push((format!("first/{name}"), self.first[i].shallow_clone()));
            out.push((format!("second/{name}"), self.second[i].shallow_clone()));
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
    ) -> Result<(), String> {
        let _guard = tch::no_grad_guard();
        for (i, (name, p)) in self.params.iter().enumerate() {
            for (slot, store) in [
                ("first", &mut self.first[i]),
                ("second", &mut self.second[i]),
            ] {
                let key = format!("{slot}/{name}");
                let t = tensors
                    .get(&key)
                    .ok_or_else(|| format!("optimiser state '{key}' is missing"))?;
                if t.size() != p.size() {
                    return Err(format!(
                        "optimiser state '{key}' has shape {:?}, the network {:?}",
                        t.size(),
                        p.size()
                    ));
                }
                store.copy_(&t.to_kind(Kind::Float).to_device(p.device()));
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
        assert!(
            opt2.load_state(&missing, 1)
                .unwrap_err()
                .contains("second/x")
        );
    }
}
