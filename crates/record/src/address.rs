//! OpenTafl's move addresses, which name every position of a game tree.
//!
//! `3b` is the position after the Varangians' move of turn 3 on the main
//! line, the line of the first move played at each position (R4: the
//! Vikings' move of a turn is `a`, the Varangians' `b`). Other moves are
//! variations, numbered from 1 in the order they were played: `3b.2.1b` is
//! the position after the first move of the second variation beside `3b`.
//! Turns inside a variation count from 1, and a variation inside a
//! variation hangs from the position where it branches: `3b.2.1b.1.2a` is
//! the second position of the first variation played after `3b.2.1b`.
//! The start of the game is `0`.

use std::fmt;

use crate::tree::{GameTree, NodeId};

/// A position in a line: the turn (from 1) and whose move led there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Step {
    /// The turn, counted from 1 on the main line, from the variation's
    /// first move inside one.
    pub turn: u32,
    /// Whether the Varangians' move (`b`, second in a turn) led here.
    pub second: bool,
}

impl Step {
    /// The step of the position `depth` moves into the game, counting turns
    /// from the position `from` moves in (1 on the main line).
    pub fn at(depth: usize, from: usize) -> Step {
        Step { turn: turn_of(depth) - turn_of(from) + 1, second: depth.is_multiple_of(2) }
    }

    /// How many moves into the game this step is, in a line whose first
    /// position is `from` moves in; `None` before that position.
    pub fn depth(self, from: usize) -> Option<usize> {
        let turn = usize::try_from(self.turn).ok()?.checked_add(usize::try_from(turn_of(from)).ok()?)? - 1;
        let depth = (turn - 1).checked_mul(2)?.checked_add(usize::from(self.second) + 1)?;
        (depth >= from).then_some(depth)
    }
}

/// The turn of the move that leads to the position `depth` moves in.
pub(super) fn turn_of(depth: usize) -> u32 {
    u32::try_from(depth.saturating_sub(1) / 2 + 1).unwrap_or(u32::MAX)
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.turn, if self.second { 'b' } else { 'a' })
    }
}

/// The address of a position after a move: a main-line step, then for
/// each variation on the way its number and the step inside it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Address {
    /// The main-line position, or the one the first variation stands beside.
    pub first: Step,
    /// The variations on the way: number (from 1) and step inside.
    pub branches: Vec<(usize, Step)>,
}

impl fmt::Display for Address {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.first)?;
        self.branches.iter().try_for_each(|(number, step)| write!(f, ".{number}.{step}"))
    }
}

impl std::str::FromStr for Address {
    type Err = ();

    /// Reads `3b.2.1a` (a trailing `.` as in the move lines is allowed).
    fn from_str(text: &str) -> Result<Address, ()> {
        let text = text.strip_suffix('.').unwrap_or(text);
        let mut parts = text.split('.');
        let first = parse_step(parts.next().ok_or(())?)?;
        let mut branches = Vec::new();
        while let Some(number) = parts.next() {
            let number = parse_number(number)?;
            branches.push((usize::try_from(number).map_err(|_| ())?, parse_step(parts.next().ok_or(())?)?));
        }
        Ok(Address { first, branches })
    }
}

fn parse_number(text: &str) -> Result<u32, ()> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(());
    }
    text.parse().map_err(|_| ())
}

fn parse_step(text: &str) -> Result<Step, ()> {
    let (turn, second) = match text.strip_suffix('a') {
        Some(turn) => (turn, false),
        None => (text.strip_suffix('b').ok_or(())?, true),
    };
    let turn = parse_number(turn)?;
    if turn == 0 {
        return Err(());
    }
    Ok(Step { turn, second })
}

/// The address of `node`; `None` at the start.
pub(super) fn address_of<const N: usize>(game: &GameTree<N>, node: NodeId) -> Option<Address> {
    let path = game.path(node);
    // Where each variation on the way starts: its depth and number.
    let starts: Vec<(usize, usize)> = path
        .windows(2)
        .enumerate()
        .filter_map(|(depth, pair)| {
            let number = game.variations_at(pair[0]).iter().position(|child| *child == pair[1])?;
            (number > 0).then_some((depth + 1, number))
        })
        .collect();
    let depth = path.len().checked_sub(1).filter(|depth| *depth > 0)?;
    let Some(&(first_depth, _)) = starts.first() else {
        return Some(Address { first: Step::at(depth, 1), branches: Vec::new() });
    };
    let branches = starts
        .iter()
        .enumerate()
        .map(|(i, &(from, number))| {
            // A variation's steps end where the next one branches, or at `node`.
            let until = starts.get(i + 1).map_or(depth, |(next, _)| next - 1);
            (number, Step::at(until, from))
        })
        .collect();
    Some(Address { first: Step::at(first_depth, 1), branches })
}

/// The node `address` names, if the game has it.
pub(super) fn resolve<const N: usize>(game: &GameTree<N>, address: &Address) -> Option<NodeId> {
    let depth = address.first.depth(1)?;
    let mut node = follow_first(game, NodeId::START, depth)?;
    for (i, &(number, step)) in address.branches.iter().enumerate() {
        // On the main line a variation stands beside the named move; inside
        // a variation it hangs from the named position.
        let branch_at = if i == 0 { game.parent(node)? } else { node };
        let start = *game.variations_at(branch_at).get(number).filter(|_| number > 0)?;
        let from = game.depth(start);
        node = follow_first(game, start, step.depth(from)? - from)?;
    }
    Some(node)
}

/// The node `moves` first moves after `node`.
pub(super) fn follow_first<const N: usize>(
    game: &GameTree<N>,
    mut node: NodeId,
    moves: usize,
) -> Option<NodeId> {
    for _ in 0..moves {
        node = *game.variations_at(node).first()?;
    }
    Some(node)
}

/// The end of the line of first moves from `node`.
pub(super) fn line_end<const N: usize>(game: &GameTree<N>, mut node: NodeId) -> NodeId {
    while let Some(&next) = game.variations_at(node).first() {
        node = next;
    }
    node
}

/// Every node of `game`, each before the moves played after it, in the
/// order they were played at each position.
pub(super) fn every_node<const N: usize>(game: &GameTree<N>) -> Vec<NodeId> {
    let mut nodes = Vec::new();
    let mut stack = vec![NodeId::START];
    while let Some(node) = stack.pop() {
        nodes.push(node);
        stack.extend(game.variations_at(node).iter().rev());
    }
    nodes
}
