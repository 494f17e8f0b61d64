//! Looking back over a game: a second cursor, the viewed node, walks the
//! tree while play stays where it is.

use super::{GameTree, NodeId};
use obereg_rules::Position;

impl<const N: usize> GameTree<N> {
    /// The node on the screen: the current one unless reviewing.
    pub fn viewed(&self) -> NodeId {
        self.viewed
    }

    /// Whether the screen shows another position than the current one.
    pub fn is_reviewing(&self) -> bool {
        self.viewed != self.current
    }

    /// Review: one move back; `false` at the start.
    pub fn back(&mut self) -> bool {
        self.view_if(self.node(self.viewed).parent)
    }

    /// Review: one move forward along the continuation used last (towards
    /// the current node when it lies ahead: [`GameTree::make_current`] marks
    /// its line); `false` at the end of a line.
    pub fn forward(&mut self) -> bool {
        self.view_if(self.node(self.viewed).last_used)
    }

    fn view_if(&mut self, node: Option<NodeId>) -> bool {
        node.map(|node| self.viewed = node).is_some()
    }

    /// Review: the start of the game.
    pub fn to_start(&mut self) {
        self.viewed = NodeId::START;
    }

    /// Review ends: back to the current node.
    pub fn to_end(&mut self) {
        self.viewed = self.current;
    }

    /// Review: shows `node` (any node of the tree, e.g. a variation).
    pub fn view(&mut self, node: NodeId) {
        self.viewed = self.checked(node);
    }

    /// The position on the screen.
    pub fn viewed_position(&self) -> &Position<N> {
        &self.node(self.viewed).position
    }
}
