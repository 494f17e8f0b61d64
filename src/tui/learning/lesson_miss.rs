//! Why a legal move does not do a lesson's task to capture, where a rule
//! says so: it stops beside the piece only diagonally (R8), the piece
//! stands against the edge (R8) or before a square that is not hostile to
//! it (R9), or the move does not stop beside it at all (R8).

use obereg_rules::{Move, Outcome, Position, Square, WinReason};

use super::lessons::{Goal, Task};

/// The rule a move broke that was meant to capture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Miss {
    /// It stopped diagonally beside this piece: diagonals never take (R8).
    Diagonal(Square),
    /// The piece stands against the edge: the edge does not take (R8).
    Edge(Square),
    /// The square beyond the piece is not hostile to it (R9).
    NotHostile {
        /// The piece that stays.
        piece: Square,
        /// The square beyond it, neither an enemy, an exit nor the empty throne.
        beyond: Square,
    },
    /// It did not stop beside the piece: only the piece that arrives takes (R8).
    NotBeside(Square),
}

/// Why `mv`, legal in `before` but not doing `task`, fails, where a rule
/// says so: a task to capture (a piece, or the prince to win); `None` for
/// the others.
pub fn miss<const N: usize>(task: &Task, before: &Position<N>, mv: Move) -> Option<Miss> {
    let distance =
        |square: &Square| mv.to.file().abs_diff(square.file()) + mv.to.rank().abs_diff(square.rank());
    let target = match task.goal {
        Goal::Capture(squares) => {
            squares.iter().filter_map(|name| name.parse::<Square>().ok()).min_by_key(distance)?
        }
        Goal::Win if takes_the_prince(task, before) => before.prince()?,
        _ => return None,
    };
    let (file, rank) = (i16::from(target.file()), i16::from(target.rank()));
    let (df, dr) = (i16::from(mv.to.file()) - file, i16::from(mv.to.rank()) - rank);
    if df.abs() == 1 && dr.abs() == 1 {
        return Some(Miss::Diagonal(target));
    }
    if df.abs() + dr.abs() != 1 {
        return Some(Miss::NotBeside(target));
    }
    let on_board = |value: i16| u8::try_from(value).ok().filter(|&value| usize::from(value) < N);
    let Some(beyond) = on_board(file - df).zip(on_board(rank - dr)).and_then(|(f, r)| Square::new(f, r))
    else {
        return Some(Miss::Edge(target));
    };
    Some(Miss::NotHostile { piece: target, beyond })
}

/// Whether the answer of `task` wins by taking the prince (R11), not by
/// an escape or by leaving the other side without a move.
fn takes_the_prince<const N: usize>(task: &Task, before: &Position<N>) -> bool {
    let mut after = *before;
    let played = task.answer.parse().ok().and_then(|answer| after.play(answer).ok());
    matches!(
        played.and_then(|played| played.outcome),
        Some(Outcome::Win { reason: WinReason::PrinceCaptured(_), .. })
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tests::common::sq as square;
    use obereg_rules::Side;

    /// Vikings on `vikings`, guards on `guards`, the prince out of the
    /// way on h9, the Vikings to move.
    fn position(vikings: &[&str], guards: &[&str]) -> Position {
        let pieces: Vec<String> = vikings
            .iter()
            .map(|name| format!("V{name}"))
            .chain(guards.iter().map(|name| format!("G{name}")))
            .chain(["Kh9".to_string()])
            .collect();
        crate::tests::common::position(&pieces.join(" "), Side::Vikings)
    }

    fn capture(target: &'static [&'static str]) -> Task {
        Task { position: None, goal: Goal::Capture(target), answer: "a1-a1", reply: None }
    }

    fn why(task: &Task, before: &Position, mv: &str) -> Option<Miss> {
        miss(task, before, mv.parse().unwrap())
    }

    #[test]
    fn r8_a_diagonal_neighbour_does_not_capture() {
        let before = position(&["c3", "e1"], &["d3"]);
        assert_eq!(why(&capture(&["d3"]), &before, "e1-e2"), Some(Miss::Diagonal(square("d3"))));
    }

    #[test]
    fn r8_the_edge_does_not_capture() {
        let before = position(&["c5"], &["a5"]);
        assert_eq!(why(&capture(&["a5"]), &before, "c5-b5"), Some(Miss::Edge(square("a5"))));
    }

    #[test]
    fn r9_an_empty_square_beyond_is_not_hostile() {
        let before = position(&["e1"], &["d3"]);
        let not_hostile = Miss::NotHostile { piece: square("d3"), beyond: square("c3") };
        assert_eq!(why(&capture(&["d3"]), &before, "e1-e3"), Some(not_hostile));
    }

    #[test]
    fn r8_only_a_piece_arriving_beside_captures() {
        let before = position(&["c3", "e1"], &["d3"]);
        assert_eq!(why(&capture(&["d3"]), &before, "e1-f1"), Some(Miss::NotBeside(square("d3"))));
    }

    #[test]
    fn a_task_that_is_no_capture_names_no_rule() {
        let before = position(&["e1"], &["d3"]);
        let reach = Task { position: None, goal: Goal::Reach("e4"), answer: "e1-e4", reply: None };
        assert_eq!(why(&reach, &before, "e1-e2"), None);
        let escape = Task { position: None, goal: Goal::Win, answer: "h9-i9", reply: None };
        assert_eq!(why(&escape, &before.passed(), "h9-h8"), None, "a win by escape is no capture");
    }
}
