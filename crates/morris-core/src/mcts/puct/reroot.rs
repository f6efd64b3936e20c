//! Tree reuse between moves: `advance` makes the played child the new root, keeping its
//! subtree and statistics in a compacted arena.

use super::{Node, PuctTree, State};
use crate::game::Action;

impl PuctTree {
    /// Moves the root to the position after `action` (legal at the root), for the next
    /// move's search. With `keep_subtree`, if the root's child for `action` has been expanded, it becomes the new
    /// root with its whole subtree and statistics (its visits count towards the next
    /// search's simulations); the subtree is copied breadth-first into a second arena, which
    /// then replaces the first, so the tree stays contiguous and both allocations are reused
    /// from move to move. Otherwise the tree starts afresh at the new position. Returns
    /// whether statistics were kept.
    ///
    /// The old root's key joins the history, so every path from the new root sees the keys
    /// it saw before and the repetition rule decides as it did. The new root's priors are the
    /// network's, never noised (noise only ever touched the old root's children): call
    /// `add_root_noise` again if the next search wants noise. Must not be called while a leaf
    /// awaits evaluation.
    pub fn advance(&mut self, action: Action, keep_subtree: bool) -> bool {
        assert!(
            self.pending.is_empty(),
            "advance called while a leaf awaits evaluation"
        );
        debug_assert!(
            self.root_position.is_legal(&self.rules, action),
            "advance with an illegal action"
        );
        // An unexpanded root has no children.
        let child = self
            .children(0)
            .find(|&i| self.nodes[i].action == Some(action))
            .filter(|&i| {
                keep_subtree
                    && matches!(
                        self.nodes[i].state,
                        State::Expanded { .. } | State::Proven { .. }
                    )
            });
        self.history.push(self.root_position.key());
        self.root_position.play_unchecked(&self.rules, action);
        let to_move = self.root_position.side_to_move();
        let Some(child) = child else {
            self.nodes.clear();
            self.nodes.push(Node::new(None, to_move, 1.0));
            return false;
        };
        let mut root = self.nodes[child];
        root.action = None;
        root.prior = 1.0;
        // A proven child becomes an expanded root (a decision needs its children's
        // statistics), its proven value standing for the network's.
        if let State::Proven {
            to_move: side,
            value,
        } = root.state
        {
            let net_value = if side == to_move { value } else { -value };
            root.state = State::Expanded { net_value };
        }
        // The root's values are for the player to move there.
        if root.actor != to_move {
            root.actor = to_move;
            root.value_sum = -root.value_sum;
        }
        self.spare.clear();
        self.spare.push(root);
        let mut i = 0;
        while i < self.spare.len() {
            let node = self.spare[i];
            if node.children > 0 {
                let old = node.first_child as usize
                    ..(node.first_child + u32::from(node.children)) as usize;
                self.spare[i].first_child = self.spare.len() as u32;
                crate::mcts::arena::make_room(&mut self.spare, old.len(), self.node_limit);
                self.spare.extend_from_slice(&self.nodes[old]);
            }
            i += 1;
        }
        std::mem::swap(&mut self.nodes, &mut self.spare);
        self.spare.clear();
        true
    }
}
