//! A `VecEnv`'s buffers as tch tensors. The environment lives in the tch-free crate, so the
//! conversion lives here, with the network that reads it.

use crate::env::VecEnv;

/// A `VecEnv`'s buffers as tch tensors (one copy each).
pub trait EnvTensors {
    /// The observations as a tensor `[N, C, H, W]`.
    fn observations_tensor(&self) -> tch::Tensor;
    /// The masks as a bool tensor `[N, A]`.
    fn masks_tensor(&self) -> tch::Tensor;
}

impl EnvTensors for VecEnv {
    fn observations_tensor(&self) -> tch::Tensor {
        let [c, h, w] = self.encoder().shape();
        tch::Tensor::from_slice(self.observations()).view([
            self.len() as i64,
            c as i64,
            h as i64,
            w as i64,
        ])
    }

    fn masks_tensor(&self) -> tch::Tensor {
        tch::Tensor::from_slice(self.masks())
            .view([self.len() as i64, self.encoder().action_count() as i64])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::env::planes;
    use crate::game::Rules;
    use std::sync::Arc;

    #[test]
    fn tensors_and_views_hold_the_buffers() {
        let rules = Arc::new(Rules::preset("six").unwrap());
        let env = VecEnv::new(&rules, 4, 3, 1);
        let obs = env.observations_tensor();
        assert_eq!(obs.size(), [4, planes::COUNT as i64, 5, 5]);
        let masks = env.masks_tensor();
        assert_eq!(masks.size(), [4, 2 * 16 + 16 * 16]);
        assert_eq!(env.observations_view().shape(), [4, planes::COUNT, 5, 5]);
        let flat: Vec<f32> = Vec::try_from(obs.flatten(0, -1)).unwrap();
        assert_eq!(flat, env.observations());
        let legal: i64 = masks.sum(tch::Kind::Int64).int64_value(&[]);
        assert_eq!(
            legal as usize,
            (0..4).map(|i| env.legal_actions(i).len()).sum::<usize>()
        );
        assert_eq!(
            env.masks_view().iter().filter(|&&m| m).count(),
            legal as usize
        );
    }
}
