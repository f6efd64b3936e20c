//! The board's symmetries on tensors: observations (`[C, H, W]`, by moving each point's cell)
//! and anything indexed by action id (masks, policy targets, visit distributions). They are
//! the engine's `Symmetry` permutations carried over, so that transforming a position and
//! encoding it equals encoding it and transforming the tensors (tested).

use super::encoding::{Encoder, planes};
use crate::game::{Action, Point};

/// Every symmetry of one board, as index maps over observation cells and action ids.
#[derive(Clone, Debug)]
pub struct TensorSymmetries {
    area: usize,
    /// Per symmetry: (source cell, destination cell) for each point.
    cells: Vec<Vec<(usize, usize)>>,
    /// Per symmetry: the image of each action id (ids that name no action map to themselves).
    actions: Vec<Vec<u32>>,
}

impl TensorSymmetries {
    #[must_use]
    pub fn new(encoder: &Encoder) -> TensorSymmetries {
        let board = encoder.rules().board();
        let points = encoder.points();
        let [_, h, w] = encoder.shape();
        let mut cells = Vec::new();
        let mut actions = Vec::new();
        for sym in board.symmetries() {
            cells.push(
                (0..points)
                    .map(|p| {
                        (
                            encoder.cells()[p],
                            encoder.cells()[sym.point(p as Point) as usize],
                        )
                    })
                    .collect(),
            );
            actions.push(
                (0..encoder.action_count())
                    .map(|id| {
                        Action::from_id(id, points).map_or(id, |a| a.transformed(sym).id(points))
                            as u32
                    })
                    .collect(),
            );
        }
        TensorSymmetries {
            area: h * w,
            cells,
            actions,
        }
    }

    /// How many symmetries (16, or 8 on the three board); index 0 is the identity.
    #[must_use]
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Never: every board has at least the identity.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// Writes the image of one observation under symmetry `index`.
    pub fn observation(&self, index: usize, src: &[f32], dst: &mut [f32]) {
        dst.fill(0.0);
        for plane in 0..planes::COUNT {
            let offset = plane * self.area;
            for &(from, to) in &self.cells[index] {
                dst[offset + to] = src[offset + from];
            }
        }
    }

    /// Writes the image of a vector indexed by action id (a mask or a policy).
    pub fn policy<T: Copy>(&self, index: usize, src: &[T], dst: &mut [T]) {
        for (id, &image) in self.actions[index].iter().enumerate() {
            dst[image as usize] = src[id];
        }
    }

    /// The image of one action id.
    #[must_use]
    pub fn action_id(&self, index: usize, id: usize) -> usize {
        self.actions[index][id] as usize
    }
}
