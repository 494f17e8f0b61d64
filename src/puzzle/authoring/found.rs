//! A puzzle found by the generator: the record's first position, the
//! moves before the puzzle, the solution and the theme; the forced win
//! that makes one (with the solver's only move at each turn); and its
//! OpenTafl puzzle record with commentary.

use obereg_engine::solve::{children, ended, win_distance, winning_moves, wins_within};
use obereg_record::{Date, GameRecord, GameTree};
use obereg_rules::{Move, Position, Side};

use crate::i18n::{Messages, count_arg, text_arg};
use crate::puzzle::{RATING_TAG, THEME_TAG, Theme};

/// A puzzle found: the record's first position, the moves before the
/// puzzle, the solution and the theme.
#[derive(Clone, Debug)]
pub struct Found {
    first: Position,
    prelude: Vec<Move>,
    pub(super) solution: Vec<Move>,
    pub(super) theme: Theme,
}

impl Found {
    /// The puzzle at `positions[at]` with its `solution`: the record begins
    /// with the Vikings to move, one or two moves before.
    pub(super) fn at(
        positions: &[Position],
        moves: &[Move],
        at: usize,
        solution: Vec<Move>,
        theme: Theme,
    ) -> Option<Found> {
        let back = if positions[at].to_move() == Side::Varangians { 1 } else { 2 };
        let first = *positions.get(at.checked_sub(back)?)?;
        Some(Found { first, prelude: moves[at - back..at].to_vec(), solution, theme })
    }

    /// The position the solver sees.
    pub(super) fn start(&self) -> Position {
        played(self.first, &self.prelude)
    }

    /// The position at the end of the solution.
    pub fn end(&self) -> Position {
        played(self.start(), &self.solution)
    }

    /// The puzzle's name: theme, length and number (`escape-2-04`).
    pub(super) fn name(&self, number: usize) -> String {
        format!("{}-{}-{number:02}", self.theme, self.solution.len().div_ceil(2))
    }

    /// Its rating before anyone solved it: longer is harder.
    fn rating(&self) -> u32 {
        let length = self.solution.len().div_ceil(2) as u32;
        let hard = match self.theme {
            Theme::StopEscape | Theme::WinPiece => 100,
            _ => 0,
        };
        1200 + 200 * (length - 1) + hard
    }

    /// The puzzle as an OpenTafl puzzle record, with commentary.
    pub(super) fn to_otg(&self, messages: &Messages) -> String {
        let mut tree = GameTree::new(self.first, true);
        for &mv in self.prelude.iter().chain(&self.solution) {
            // Found by the search from these very positions: always legal.
            let _ = tree.play(mv);
        }
        let date = Date { year: 2026, month: 12, day: 1 };
        let mut record = GameRecord::from_game(
            &messages.side(Side::Vikings),
            &messages.side(Side::Varangians),
            date,
            tree,
        );
        record.set_tag("puzzle-mode", "strict");
        record.set_tag("puzzle-start", if self.prelude.len() == 1 { "1a" } else { "1b" });
        record.set_tag(THEME_TAG, self.theme.name());
        record.set_tag(RATING_TAG, &self.rating().to_string());
        commented(&record.to_otg(), &self.comments(messages))
    }

    /// The commentary of each move of the record: the task on the solver's
    /// first move, the defence, the end.
    fn comments(&self, messages: &Messages) -> Vec<String> {
        let theme = text_arg("theme", self.theme.name());
        let length = count_arg("moves", self.solution.len().div_ceil(2));
        let mut comments = vec![String::new(); self.prelude.len()];
        for ply in 0..self.solution.len() {
            let id = match ply {
                0 => "puzzle-comment-first",
                _ if ply % 2 == 1 => "puzzle-comment-defence",
                _ => "puzzle-comment-next",
            };
            comments.push(messages.format(id, &[theme.clone(), length.clone()]));
        }
        if let Some(last) = comments.last_mut() {
            // The record begins with the Vikings to move; the side that
            // moves after the prelude solves, and the other one loses.
            let loser = if self.prelude.len() % 2 == 1 { Side::Vikings } else { Side::Varangians };
            let end = messages.format("puzzle-comment-end", &[theme, text_arg("loser", loser.name())]);
            *last = if last.is_empty() { end } else { format!("{last} {end}") };
        }
        comments
    }
}

/// `position` after `moves`, found by the search from it: always legal.
fn played(mut position: Position, moves: &[Move]) -> Position {
    for &mv in moves {
        let _ = position.play(mv);
    }
    position
}

/// `otg` with OpenTafl's commentary after each turn line: `[first|second]`.
fn commented(otg: &str, comments: &[String]) -> String {
    let mut text = String::new();
    let mut turn = 0;
    let mut in_moves = false;
    for line in otg.lines() {
        text.push_str(line);
        text.push('\n');
        in_moves |= line.is_empty();
        if in_moves && !line.is_empty() {
            let of = |ply: usize| comments.get(ply).map_or("", String::as_str).replace(['[', ']', '|'], "");
            text.push_str(&format!("[{}|{}]\n", of(2 * turn), of(2 * turn + 1)));
            turn += 1;
        }
    }
    text
}

/// The forced win within `most` plies at `positions[at]` as a puzzle, if
/// the solver has one move only at each turn.
pub fn win_found(positions: &[Position], moves: &[Move], at: usize, most: u32) -> Option<Found> {
    let (theme, solution) = win_line(&positions[at], most)?;
    Found::at(positions, moves, at, solution, theme)
}

/// The forced win within `most` plies with the solver's only move at each
/// turn and the longest defence, and how it ends.
fn win_line(start: &Position, most: u32) -> Option<(Theme, Vec<Move>)> {
    let plies = win_distance(start, most)?;
    let (mut position, mut line) = (*start, Vec::new());
    for ply in 0..plies {
        let left = plies - ply;
        let mv = if ply % 2 == 0 {
            match winning_moves(&position, left).as_slice() {
                &[mv] => mv,
                _ => return None,
            }
        } else {
            let longest =
                |(_, child): &(Move, Position)| !(ended(child) || left > 3 && wins_within(child, left - 3));
            children(&position).into_iter().find(longest)?.0
        };
        position.play(mv).ok()?;
        line.push(mv);
    }
    let theme = match position.prince() {
        Some(_) if position.prince_gone_or_out() => Theme::Escape,
        None => Theme::Capture,
        Some(_) => Theme::NoMoves,
    };
    Some((theme, line))
}
