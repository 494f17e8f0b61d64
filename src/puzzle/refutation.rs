//! What a quiet answer to a wrong puzzle move does, read from the position
//! before and after it: it threatens an escape (R12) or the prince (R11),
//! closes the prince's road to an exit, takes a piece out of danger, or
//! threatens the solver's pieces. An answer that ends the game or takes a
//! piece says so itself; this is for the answers that do neither.

use std::collections::BTreeSet;

use obereg_rules::{Move, Outcome, Position, Side, Square, WinReason};

/// What a quiet answer does, the most telling first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Quiet {
    /// The prince now threatens to step onto this exit (R12).
    ThreatensEscape(Square),
    /// The Vikings now threaten to take the prince (R11).
    ThreatensPrince,
    /// The prince can no longer reach these exits in two moves.
    ClosesRoad(Vec<Square>),
    /// These of the answering side's pieces could be taken before the
    /// answer and can't now: moved away or covered.
    Saves(Vec<Square>),
    /// These of the solver's pieces are now threatened.
    Threatens(Vec<Square>),
}

/// What the answer that turned `before` (the answering side to move) into
/// `after` does, if it does any of [`Quiet`]; a piece saved counts only in
/// a puzzle that asks to `win_piece`, where it is the point.
pub fn explain<const N: usize>(before: &Position<N>, after: &Position<N>, win_piece: bool) -> Option<Quiet> {
    let answerer = before.to_move();
    let after_again = after.passed();
    if answerer == Side::Varangians {
        if let Some(exit) = after_again.escapes().first() {
            return Some(Quiet::ThreatensEscape(*exit));
        }
    } else if wins(&after_again, |reason| matches!(reason, WinReason::PrinceCaptured(_))) {
        return Some(Quiet::ThreatensPrince);
    }
    if answerer == Side::Vikings {
        let closed: Vec<Square> = roads(&before.passed()).difference(&roads(after)).copied().collect();
        if !closed.is_empty() {
            return Some(Quiet::ClosesRoad(closed));
        }
    }
    let saved: Vec<Square> = takes(&before.passed()).difference(&takes(after)).copied().collect();
    if win_piece && !saved.is_empty() {
        return Some(Quiet::Saves(saved));
    }
    let threatened: Vec<Square> = takes(&after_again).difference(&takes(before)).copied().collect();
    (!threatened.is_empty()).then_some(Quiet::Threatens(threatened))
}

/// The exits the prince could reach in one or two moves of his own.
fn roads<const N: usize>(position: &Position<N>) -> BTreeSet<Square> {
    let mut exits: BTreeSet<Square> = position.escapes().into_iter().collect();
    let Some(prince) = position.prince() else { return exits };
    let mover = if position.to_move() == Side::Varangians { *position } else { position.passed() };
    for to in position.targets(prince) {
        let mut moved = mover;
        if moved.play(Move { from: prince, to }).is_ok_and(|played| played.outcome.is_none()) {
            exits.extend(moved.escapes());
        }
    }
    exits
}

/// The pieces the side to move could take with one move.
fn takes<const N: usize>(position: &Position<N>) -> BTreeSet<Square> {
    let mut taken = BTreeSet::new();
    for mv in position.legal_moves() {
        let mut tried = *position;
        if let Ok(played) = tried.play(mv) {
            taken.extend(played.captures);
        }
    }
    taken
}

/// Whether the side to move has a move that wins `how`.
fn wins<const N: usize>(position: &Position<N>, how: impl Fn(WinReason) -> bool) -> bool {
    position.legal_moves().into_iter().any(|mv| {
        let mut tried = *position;
        matches!(tried.play(mv).map(|played| played.outcome), Ok(Some(Outcome::Win { reason, .. })) if how(reason))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tests::common::{position, sq as square};

    /// `before` and the position after `answer` in it.
    fn answered(before: &Position, answer: &str) -> Position {
        let mut after = *before;
        after.play(answer.parse().unwrap()).unwrap();
        after
    }

    #[test]
    fn r12_an_answer_that_brings_the_prince_beside_an_exit_threatens_it() {
        let before = position("Kd3 Vh8 Vh2", Side::Varangians);
        let after = answered(&before, "d3-d1");
        assert_eq!(explain(&before, &after, true), Some(Quiet::ThreatensEscape(square("a1"))));
    }

    #[test]
    fn an_answer_that_moves_a_threatened_piece_saves_it() {
        // The Vikings threaten c5: d9-d5 closes it against b5.
        let before = position("Gc5 Vb5 Vd9 Ke7 Vh2", Side::Varangians);
        let after = answered(&before, "c5-c3");
        assert_eq!(explain(&before, &after, true), Some(Quiet::Saves(vec![square("c5")])));
    }

    #[test]
    fn an_answer_that_blocks_the_prince_closes_his_road() {
        // The Viking on a3 bars the a-file; the prince's one road left to
        // a1 is c4-c1 and c1-a1, which a Viking on c2 closes.
        let before = position("Kc4 Va3 Vh2 Vh8", Side::Vikings);
        let after = answered(&before, "h2-c2");
        assert_eq!(explain(&before, &after, true), Some(Quiet::ClosesRoad(vec![square("a1")])));
    }

    #[test]
    fn r11_an_answer_that_sets_up_the_prince_s_capture_threatens_him() {
        // f6 then f7 would take the prince in the field against d7.
        let before = position("Ke7 Vd7 Vh6 Gb2", Side::Vikings);
        let after = answered(&before, "h6-f6");
        assert_eq!(explain(&before, &after, false), Some(Quiet::ThreatensPrince));
    }

    #[test]
    fn an_answer_that_sets_up_a_capture_threatens_the_piece() {
        // d9 then d5 would take the guard on c5 against b5.
        let before = position("Gc5 Vb5 Vh9 Kh2", Side::Vikings);
        let after = answered(&before, "h9-d9");
        assert_eq!(explain(&before, &after, false), Some(Quiet::Threatens(vec![square("c5")])));
    }

    #[test]
    fn an_answer_that_does_nothing_of_these_says_nothing() {
        let before = position("Ke5 Vh8 Gb2", Side::Varangians);
        let after = answered(&before, "b2-b3");
        assert_eq!(explain(&before, &after, true), None);
        // A piece saved is the point only where the puzzle asks to win one.
        let before = position("Gc5 Vb5 Vd9 Ke7 Vh2", Side::Varangians);
        let after = answered(&before, "c5-c3");
        assert_eq!(explain(&before, &after, false), None);
    }
}
