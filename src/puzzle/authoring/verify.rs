//! The proof of a puzzle, by the engine's exact search over its horizon
//! (`obereg_engine::solve`): the solver's every move is the only one that
//! wins as fast (or stops the escape, or wins the piece), no faster win
//! exists, and each defence resists as long as any.

use obereg_engine::solve::{balance, children, ended, material, winning_moves, wins_within};
use obereg_rules::{Move, Position, Side};

use crate::puzzle::{Puzzle, Theme};

/// How many plies the prince may take to escape after the Vikings' answer,
/// in a puzzle that asks to stop him: his move, theirs, his.
pub const STOP_HORIZON: u32 = 3;

/// Why a puzzle is not what it claims.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Fault {
    /// A stored move is not legal.
    #[error("move {0} of the solution is illegal")]
    Illegal(usize),
    /// The solution is too long or too short for its theme.
    #[error("the solution has a wrong length")]
    Length,
    /// A win exists in fewer moves.
    #[error("a faster win exists")]
    Faster,
    /// The solver's stored move does not win in time.
    #[error("move {0} of the solution does not win in time")]
    NoWin(usize),
    /// Another move wins as fast.
    #[error("move {ply} of the solution is not the only one: {other} works too")]
    NotOnly {
        /// Which move of the solution (from 0).
        ply: usize,
        /// Another move that does as well.
        other: Move,
    },
    /// The stored defence gives up sooner than another.
    #[error("the defence at move {0} is not the longest")]
    WeakDefence(usize),
    /// The game does not end as the theme says.
    #[error("the solution does not end as its theme says")]
    WrongEnd,
    /// There is nothing to stop, or the Vikings win anyway.
    #[error("the prince threatens no escape, or the Vikings win outright")]
    NoThreat,
}

/// Proves `puzzle`, or says what is wrong with it.
///
/// # Errors
/// The first [`Fault`] found.
pub fn verify(puzzle: &Puzzle) -> Result<(), Fault> {
    let (position, solution) = (puzzle.position(), puzzle.solution());
    match puzzle.theme {
        theme if theme.wins() => verify_win(&position, &solution, theme),
        Theme::StopEscape => verify_stop(&position, &solution),
        _ => verify_gain(&position, &solution),
    }
}

/// A forced win in `solution.len()` plies, the solver's moves the only
/// ones, the defence the longest, the game ended as `theme` says.
fn verify_win(start: &Position, solution: &[Move], theme: Theme) -> Result<(), Fault> {
    let plies = solution.len() as u32;
    if plies.is_multiple_of(2) || plies > 5 {
        return Err(Fault::Length);
    }
    if plies > 2 && wins_within(start, plies - 2) {
        return Err(Fault::Faster);
    }
    let mut position = *start;
    for (ply, &mv) in solution.iter().enumerate() {
        let left = plies - ply as u32;
        let before = position;
        position.play(mv).map_err(|_| Fault::Illegal(ply))?;
        if ply % 2 == 0 {
            only_winner(&before, left, mv, ply)?;
        } else if left > 3 && wins_within(&position, left - 3) {
            return Err(Fault::WeakDefence(ply));
        }
    }
    if ends_as(&position, theme) { Ok(()) } else { Err(Fault::WrongEnd) }
}

/// Whether `mv` is the one move of `position` that wins within `plies`.
fn only_winner(position: &Position, plies: u32, mv: Move, ply: usize) -> Result<(), Fault> {
    let winners = winning_moves(position, plies);
    if !winners.contains(&mv) {
        return Err(Fault::NoWin(ply));
    }
    match winners.into_iter().find(|&other| other != mv) {
        Some(other) => Err(Fault::NotOnly { ply, other }),
        None => Ok(()),
    }
}

/// Whether the game, ended by the last move, ended as `theme` says.
fn ends_as(position: &Position, theme: Theme) -> bool {
    let prince = position.prince();
    match theme {
        Theme::Escape => prince.is_some_and(Position::<9>::is_exit),
        Theme::Capture => prince.is_none(),
        _ => !position.prince_gone_or_out() && ended(position),
    }
}

/// The Vikings' one move that keeps the prince from escaping within
/// [`STOP_HORIZON`] plies, when he threatens to escape at once.
fn verify_stop(start: &Position, solution: &[Move]) -> Result<(), Fault> {
    let &[mv] = solution else { return Err(Fault::Length) };
    if start.to_move() != Side::Vikings || !wins_within(&start.passed(), 1) || wins_within(start, 3) {
        return Err(Fault::NoThreat);
    }
    let holds = |child: &Position| !wins_within(child, STOP_HORIZON);
    only_move(start, mv, holds)
}

/// Whether `mv` is legal in `start` and the only move whose position
/// `good` accepts.
fn only_move(start: &Position, mv: Move, good: impl Fn(&Position) -> bool) -> Result<(), Fault> {
    let children = children(start);
    let Some((_, child)) = children.iter().find(|(each, _)| *each == mv) else {
        return Err(Fault::Illegal(0));
    };
    if !good(child) {
        return Err(Fault::NoWin(0));
    }
    match children.iter().find(|(other, child)| *other != mv && good(child)) {
        Some(&(other, _)) => Err(Fault::NotOnly { ply: 0, other }),
        None => Ok(()),
    }
}

/// The one move that ends, after the best answer, a piece or more up,
/// when no forced win is in reach.
fn verify_gain(start: &Position, solution: &[Move]) -> Result<(), Fault> {
    let &[mv] = solution else { return Err(Fault::Length) };
    if wins_within(start, 3) {
        return Err(Fault::Faster);
    }
    let best = gain(start, mv).ok_or(Fault::Illegal(0))?;
    if best < 1 {
        return Err(Fault::NoWin(0));
    }
    only_move(start, mv, |child| -material(child, 1) - balance(start) >= best)
}

/// The pieces the solver is up after `mv` and the best answer.
pub fn gain(start: &Position, mv: Move) -> Option<i32> {
    let mut child = *start;
    child.play(mv).ok()?;
    Some(-material(&child, 1) - balance(start))
}
