//! The history of a game as a tree of moves: undo and redo, variations, and
//! a second cursor for looking back at earlier positions.
//!
//! Nothing played is ever dropped: undoing a move only moves the *current*
//! cursor back, and a different move played after it starts a variation
//! beside the old continuation.

mod die;
mod review;

use obereg_rules::{
    DrawReason, Game, IllegalMove, Move, MoveRecord, OberegRules, Outcome, Played, Position, Reading, Roll,
    earlier_occurrences, repetition_draw,
};

/// A node of a [`GameTree`]: the start, or the position after a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(usize);

impl NodeId {
    /// The start of the game, before any move.
    pub const START: NodeId = NodeId(0);
}

#[derive(Clone, Debug)]
struct Node<const N: usize> {
    /// The move that led here; `None` at the start and after a pass.
    record: Option<MoveRecord>,
    /// The roll of the die the move or pass was made with (V2).
    roll: Option<Roll>,
    position: Position<N>,
    outcome: Option<Outcome>,
    parent: Option<NodeId>,
    children: Vec<NodeId>,
    /// The child played or visited last: redo and review follow it.
    last_used: Option<NodeId>,
}

/// A game with all its moves and variations, and two cursors: *current*,
/// where play continues, and *viewed*, the position on the screen.
#[derive(Clone, Debug)]
pub struct GameTree<const N: usize = 9> {
    nodes: Vec<Node<N>>,
    current: NodeId,
    viewed: NodeId,
    repetition_rule: bool,
    /// How the die is read, in a game with the die (V2).
    die: Option<Reading>,
}

impl<const N: usize> GameTree<N> {
    /// A game from `start` with R15 on or off.
    pub fn new(start: Position<N>, repetition_rule: bool) -> GameTree<N> {
        let root = Node {
            record: None,
            roll: None,
            outcome: start.outcome(),
            position: start,
            parent: None,
            children: Vec::new(),
            last_used: None,
        };
        GameTree {
            nodes: vec![root],
            current: NodeId::START,
            viewed: NodeId::START,
            repetition_rule,
            die: None,
        }
    }

    /// A game under rules read from a rules string.
    pub fn from_rules(rules: &OberegRules<N>) -> GameTree<N> {
        GameTree::new(rules.start, rules.repetition_draw)
    }

    /// Whether R15 is in force in this game.
    pub fn repetition_rule(&self) -> bool {
        self.repetition_rule
    }

    /// Plays `mv` at the viewed node (the current one unless reviewing) and
    /// makes the result both current and viewed. A move already played there
    /// re-enters its node; a new one starts a variation.
    ///
    /// # Errors
    /// [`IllegalMove::GameOver`] when the game had ended at that node, else
    /// what [`Position::play`] finds; nothing changes then.
    pub fn play(&mut self, mv: Move) -> Result<Played, IllegalMove> {
        self.play_with(mv, None)
    }

    /// [`GameTree::play`] with the roll the move was made with, if any.
    #[expect(
        clippy::expect_used,
        reason = "a move already played from a position had a piece there: an invariant of the tree"
    )]
    fn play_with(&mut self, mv: Move, roll: Option<Roll>) -> Result<Played, IllegalMove> {
        let at = self.viewed;
        if self.node(at).outcome.is_some() {
            return Err(IllegalMove::GameOver);
        }
        if let Some(child) = self.child_by(at, Some(mv), roll) {
            let node = self.node(child);
            let played = Played {
                piece: self
                    .node(at)
                    .position
                    .piece_at(mv.from)
                    .expect("a move played here had a piece to move"),
                captures: node.record.as_ref().map(|r| r.captures.clone()).unwrap_or_default(),
                outcome: node.outcome,
            };
            self.make_current(child);
            return Ok(played);
        }
        let mut position = self.node(at).position;
        let mut played = position.play(mv)?;
        played.outcome = played.outcome.or_else(|| self.repetition_after(at, position));
        let record = MoveRecord::new(mv, &played);
        self.add_child(
            at,
            Node { record: Some(record), roll, position, outcome: played.outcome, ..self.leaf(at) },
        );
        Ok(played)
    }

    /// The draw by R15 that reaching `position` from `at` makes, if the rule is on.
    fn repetition_after(&self, at: NodeId, position: Position<N>) -> Option<Outcome> {
        if !self.repetition_rule {
            return None;
        }
        // R15 counts along the line that led here, not in other variations.
        let line: Vec<Position<N>> =
            self.path(at).into_iter().map(|id| self.nodes[id.0].position).chain([position]).collect();
        repetition_draw(1 + earlier_occurrences(&line, 0).count())
    }

    /// A node below `at` holding `at`'s position, nothing played yet.
    fn leaf(&self, at: NodeId) -> Node<N> {
        let position = self.node(at).position;
        Node {
            record: None,
            roll: None,
            position,
            outcome: None,
            parent: Some(at),
            children: Vec::new(),
            last_used: None,
        }
    }

    /// Adds `node` below `at` and makes it current.
    fn add_child(&mut self, at: NodeId, node: Node<N>) {
        let child = NodeId(self.nodes.len());
        self.nodes.push(node);
        self.nodes[at.0].children.push(child);
        self.make_current(child);
    }

    /// Takes back the move that led to the current node (it stays in the
    /// tree for [`GameTree::redo`]); returns the new current node, `None` at
    /// the start. Review ends.
    pub fn undo(&mut self) -> Option<NodeId> {
        let parent = self.node(self.current).parent?;
        self.current = parent;
        self.viewed = parent;
        Some(parent)
    }

    /// Plays again the move undone last from the current node (the child
    /// used most recently); returns the new current node, `None` when there
    /// is nothing to redo. Review ends.
    pub fn redo(&mut self) -> Option<NodeId> {
        let child = self.node(self.current).last_used?;
        self.current = child;
        self.viewed = child;
        Some(child)
    }

    /// Forgets the moves taken back from the current node: redo has
    /// nothing to play again and the move list ends here (they stay in the
    /// tree as a variation).
    pub fn forget_redo(&mut self) {
        self.nodes[self.current.0].last_used = None;
    }

    /// Ends the game at the current node as a draw the players agreed on;
    /// returns whether it did (not once the game is over).
    pub fn agree_draw(&mut self) -> bool {
        self.end(Outcome::Draw(DrawReason::Agreement))
    }

    /// Ends the game at the current node in a way the moves do not show
    /// (agreement, resignation, a clock run out); returns whether it did
    /// (not once the game is over).
    pub fn end(&mut self, outcome: Outcome) -> bool {
        let node = &mut self.nodes[self.current.0];
        if node.outcome.is_some() {
            return false;
        }
        node.outcome = Some(outcome);
        true
    }

    /// Takes back a draw agreed at the current node, the move before it
    /// kept; returns whether there was one.
    pub fn withdraw_agreement(&mut self) -> bool {
        let node = &mut self.nodes[self.current.0];
        let agreed = node.outcome == Some(Outcome::Draw(DrawReason::Agreement));
        if agreed {
            node.outcome = None;
        }
        agreed
    }

    /// Makes `node` current and viewed, so that play goes on from there
    /// (returning to a variation); redo and review then follow its line.
    pub fn make_current(&mut self, node: NodeId) {
        let node = self.checked(node);
        let mut child = node;
        while let Some(parent) = self.node(child).parent {
            self.nodes[parent.0].last_used = Some(child);
            child = parent;
        }
        self.current = node;
        self.viewed = node;
    }

    /// Puts the cursors where a saved record left them: play continues at
    /// `current`, redo and review follow the line to `line_end` (at or
    /// after `current`), and elsewhere review follows the first move played
    /// at each position. Review ends.
    pub(super) fn restore(&mut self, current: NodeId, line_end: NodeId) {
        for node in &mut self.nodes {
            node.last_used = node.children.first().copied();
        }
        self.make_current(line_end);
        while self.current != current && self.undo().is_some() {}
    }

    /// The node where play continues.
    pub fn current(&self) -> NodeId {
        self.current
    }

    /// The position at the current node.
    pub fn position(&self) -> &Position<N> {
        &self.node(self.current).position
    }

    /// How the game stands ended at the current node, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.node(self.current).outcome
    }

    /// The position at `node`.
    pub fn position_at(&self, node: NodeId) -> &Position<N> {
        &self.node(node).position
    }

    /// How the game had ended at `node`, if it had.
    pub fn outcome_at(&self, node: NodeId) -> Option<Outcome> {
        self.node(node).outcome
    }

    /// The move that led to `node`, with its captures; `None` at the start.
    pub fn record(&self, node: NodeId) -> Option<&MoveRecord> {
        self.node(node).record.as_ref()
    }

    /// The node before `node`; `None` at the start.
    pub fn parent(&self, node: NodeId) -> Option<NodeId> {
        self.node(node).parent
    }

    /// The moves played at `node`, oldest first: more than one means
    /// variations. Empty at the end of a line.
    pub fn variations_at(&self, node: NodeId) -> &[NodeId] {
        &self.node(node).children
    }

    /// The nodes from the start to `node`, both included.
    #[expect(clippy::expect_used, reason = "never empty: an invariant of the program, not outside input")]
    pub fn path(&self, node: NodeId) -> Vec<NodeId> {
        let mut path = vec![self.checked(node)];
        while let Some(parent) = self.node(*path.last().expect("never empty")).parent {
            path.push(parent);
        }
        path.reverse();
        path
    }

    /// The moves from the start to `node`, each with the node it leads to, for
    /// the move list.
    pub fn line(&self, node: NodeId) -> Vec<(NodeId, &MoveRecord)> {
        self.path(node).into_iter().filter_map(|id| Some((id, self.record(id)?))).collect()
    }

    /// The line from the start to `node` as a [`Game`], for what needs the
    /// positions before it (the engine's repetition rule, R15); in a game
    /// with the die, only the position at `node`.
    #[expect(
        clippy::expect_used,
        reason = "the tree holds only legal moves: an invariant of the program, not outside input"
    )]
    pub fn game_at(&self, node: NodeId) -> Game<N> {
        // A game has no passes (D3): a die game's starts where it stands.
        let from = if self.die.is_some() { node } else { NodeId::START };
        let mut game = Game::new(*self.position_at(from));
        game.set_repetition_rule(self.repetition_rule());
        if self.die.is_some() {
            return game;
        }
        for (_, record) in self.line(node) {
            game.play(record.mv).expect("the tree holds only legal moves");
        }
        game
    }

    /// The hashes of the positions from the start to `node`, both
    /// included, for R15 in a search that starts at `node` (a die game's,
    /// see [`GameTree::game_at`]); empty when the game is played without it.
    pub fn repetition_line(&self, node: NodeId) -> Vec<u64> {
        if !self.repetition_rule() {
            return Vec::new();
        }
        self.path(node).into_iter().map(|node| self.position_at(node).hash()).collect()
    }

    /// The whole game as the move list shows it: the line to the current
    /// node, then the moves redo would play again.
    pub fn game_line(&self) -> Vec<(NodeId, &MoveRecord)> {
        self.line(self.redo_end())
    }

    /// The end of the line redo follows from the current node.
    fn redo_end(&self) -> NodeId {
        let mut end = self.current;
        while let Some(child) = self.node(end).last_used {
            end = child;
        }
        end
    }

    /// How many moves lead from the start to `node` (its ply).
    pub fn depth(&self, node: NodeId) -> usize {
        self.path(node).len() - 1
    }

    /// Whether this game holds `earlier`'s line to its current node, from
    /// the same start on the same board: it is the same game, played on or
    /// taken back.
    pub fn continues<const M: usize>(&self, earlier: &GameTree<M>) -> bool {
        if M != N
            || self.position_at(NodeId::START).to_string() != earlier.position_at(NodeId::START).to_string()
        {
            return false;
        }
        let mut node = NodeId::START;
        for step in earlier.path(earlier.current()).into_iter().skip(1) {
            let played = earlier.node(step);
            match self.child_by(node, played.record.as_ref().map(|r| r.mv), played.roll) {
                Some(child) => node = child,
                None => return false,
            }
        }
        true
    }

    /// The child of `node` reached by `mv` (`None`: a pass) with `roll`.
    fn child_by(&self, node: NodeId, mv: Option<Move>, roll: Option<Roll>) -> Option<NodeId> {
        let same = |id: &&NodeId| {
            let child = self.node(**id);
            child.record.as_ref().map(|r| r.mv) == mv && child.roll == roll
        };
        self.node(node).children.iter().find(same).copied()
    }

    /// A node of this tree: ids from another tree fall back to the start
    /// instead of panicking.
    fn checked(&self, node: NodeId) -> NodeId {
        if node.0 < self.nodes.len() { node } else { NodeId::START }
    }

    fn node(&self, node: NodeId) -> &Node<N> {
        &self.nodes[self.checked(node).0]
    }
}
