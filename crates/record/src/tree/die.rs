//! The die variant in the game tree (V2): each move is made with a roll,
//! and a turn with no move for its roll passes (D3), a node of its own
//! with no move, so undo, redo, review and variations treat it as a ply.

use super::{GameTree, Node, NodeId};
use obereg_rules::{DieRefusal, IllegalMove, Move, MoveRecord, Played, Reading, Roll};

impl<const N: usize> GameTree<N> {
    /// Makes this a game with the die read as `reading` (V2).
    pub fn set_die(&mut self, reading: Reading) {
        self.die = Some(reading);
    }

    /// How the die is read, in a game with the die.
    pub fn die(&self) -> Option<Reading> {
        self.die
    }

    /// The roll the move or pass to `node` was made with; `None` at the
    /// start and in a game without the die.
    pub fn roll(&self, node: NodeId) -> Option<Roll> {
        self.node(node).roll
    }

    /// Whether `node` follows a pass (D3).
    pub fn is_pass(&self, node: NodeId) -> bool {
        let node = self.node(node);
        node.parent.is_some() && node.record.is_none()
    }

    /// Plays `mv` with `roll` at the viewed node, as [`GameTree::play`].
    ///
    /// # Errors
    /// What [`obereg_rules::Position::check_for_roll`] finds (the plain
    /// rules, then the roll); nothing changes then.
    pub fn play_rolled(&mut self, mv: Move, roll: Roll) -> Result<Played, DieRefusal> {
        self.refuse_when_over()?;
        self.viewed_position().check_for_roll(mv, roll, self.die.unwrap_or_default())?;
        Ok(self.play_with(mv, Some(roll))?)
    }

    /// Passes the turn at the viewed node with `roll` (D3): the same pieces,
    /// the other side to move, R12–R15 applied. Makes the pass current; a
    /// pass already made there with that roll is re-entered.
    ///
    /// # Errors
    /// [`DieRefusal::MustMove`] when some piece can move for `roll`, and
    /// [`IllegalMove::GameOver`] once the game has ended; nothing changes then.
    pub fn pass(&mut self, roll: Roll) -> Result<NodeId, DieRefusal> {
        self.refuse_when_over()?;
        let at = self.viewed;
        if !self.viewed_position().passes_with(roll, self.die.unwrap_or_default()) {
            return Err(DieRefusal::MustMove(roll));
        }
        if let Some(child) = self.child_by(at, None, Some(roll)) {
            self.make_current(child);
            return Ok(child);
        }
        let position = self.node(at).position.passed();
        let outcome = position.outcome().or_else(|| self.repetition_after(at, position));
        self.add_child(at, Node { roll: Some(roll), position, outcome, ..self.leaf(at) });
        Ok(self.current)
    }

    /// [`GameTree::game_line`] with the passes too (D3): each node with
    /// its move, `None` for a pass.
    pub fn game_turns(&self) -> Vec<(NodeId, Option<&MoveRecord>)> {
        self.path(self.redo_end()).into_iter().skip(1).map(|node| (node, self.record(node))).collect()
    }

    fn refuse_when_over(&self) -> Result<(), IllegalMove> {
        if self.node(self.viewed).outcome.is_some() { Err(IllegalMove::GameOver) } else { Ok(()) }
    }
}
