//! The rules' typed errors and game endings in the players' language, in
//! place of their English `Display`.

use super::{Arg, Messages, count_arg, side_arg, text_arg};
use obereg_rules::{
    DrawReason, IllegalMove, NotationError, Outcome, Position, PositionError, Square, WinReason,
};

fn square_arg(square: Square) -> Arg<'static> {
    text_arg("square", square)
}

/// Whether the restricted `square` is the throne or an exit (R7), for the
/// messages' `$kind`.
fn restricted_kind(square: Square) -> Arg<'static> {
    // The thrones of both boards (e5, f6) are exits of neither.
    let throne = Position::<9>::is_throne(square) || Position::<11>::is_throne(square);
    text_arg("kind", if throne { "throne" } else { "exit" })
}

impl Messages {
    /// Why a move was refused, naming the rule (R5–R7); `mover` is the side
    /// whose turn it is.
    pub fn illegal_move(&self, error: &IllegalMove, mover: obereg_rules::Side) -> String {
        match *error {
            IllegalMove::GameOver => self.text("illegal-game-over"),
            IllegalMove::OffBoard(square) => self.format("illegal-off-board", &[square_arg(square)]),
            IllegalMove::NoPiece(square) => self.format("illegal-no-piece", &[square_arg(square)]),
            IllegalMove::NotYourPiece { square, owner } => self.format(
                "illegal-not-your-piece",
                &[square_arg(square), side_arg(owner), text_arg("mover", mover.name())],
            ),
            IllegalMove::NotStraight => self.text("illegal-not-straight"),
            IllegalMove::Occupied(square) => self.format("illegal-occupied", &[square_arg(square)]),
            IllegalMove::Blocked(square) => self.format("illegal-blocked", &[square_arg(square)]),
            IllegalMove::PrinceTooFar => self.text("illegal-prince-too-far"),
            IllegalMove::Restricted(square) => {
                self.format("illegal-restricted", &[square_arg(square), restricted_kind(square)])
            }
        }
    }

    /// What is wrong with some notation.
    pub fn notation_error(&self, error: &NotationError) -> String {
        let (id, text) = match error {
            NotationError::BadSquare(text) => ("notation-bad-square", text),
            NotationError::BadMove(text) => ("notation-bad-move", text),
            NotationError::BadSide(text) => ("notation-bad-side", text),
        };
        self.format(id, &[text_arg("text", text)])
    }

    /// Every reason a set-up cannot be played, to follow a colon in the
    /// middle of a sentence: each begun in lower case, joined by semicolons,
    /// one full stop at the end.
    pub fn position_errors_in_sentence(&self, errors: &[PositionError]) -> String {
        let reasons: Vec<String> = errors
            .iter()
            .map(|error| {
                let reason = self.position_error(error);
                let reason = reason.trim_end_matches('.');
                let mut letters = reason.chars();
                letters.next().map(|first| first.to_lowercase().chain(letters).collect()).unwrap_or_default()
            })
            .collect();
        format!("{}.", reasons.join("; "))
    }

    /// What is wrong with a position.
    pub fn position_error(&self, error: &PositionError) -> String {
        use PositionError as E;
        let found_most = |id, found: u32, most: u32| {
            self.format(id, &[count_arg("found", found as usize), count_arg("most", most as usize)])
        };
        match *error {
            E::NotARecord => self.text("position-not-a-record"),
            E::RankCount { found, expected } => self
                .format("position-rank-count", &[count_arg("found", found), count_arg("expected", expected)]),
            E::SquareCount { rank, found, expected } => self.format(
                "position-square-count",
                &[count_arg("rank", rank), count_arg("found", found), count_arg("expected", expected)],
            ),
            E::UnknownCharacter { character, rank } => self.format(
                "position-unknown-character",
                &[text_arg("character", character), count_arg("rank", rank)],
            ),
            E::DoublyOccupied(square) => self.format("position-doubly-occupied", &[square_arg(square)]),
            E::OffBoard(square) => self.format("position-off-board", &[square_arg(square)]),
            E::NoPrince => self.text("position-no-prince"),
            E::TooManyPrinces(count) => {
                self.format("position-too-many-princes", &[count_arg("count", count as usize)])
            }
            E::OnRestrictedSquare(square) => {
                self.format("position-on-restricted", &[square_arg(square), restricted_kind(square)])
            }
            E::TooManyVikings { found, most } => found_most("position-too-many-vikings", found, most),
            E::TooManyGuards { found, most } => found_most("position-too-many-guards", found, most),
            E::PrinceOnExit(square) => self.format("position-prince-on-exit", &[square_arg(square)]),
        }
    }
}

/// How a game on the `N`×`N` board ended, in one line: who wins, or a
/// draw, then why (R11–R15): «The Vikings win! The prince reached the exit
/// e1 (R12).» The one wording of an outcome: a lesson, `replay` and `match`
/// say it so.
pub fn outcome_in_words<const N: usize>(messages: &Messages, outcome: Outcome) -> String {
    let result = match outcome.winner() {
        Some(side) => messages.format("end-side-wins", &[side_arg(side)]),
        None => messages.text("end-draw"),
    };
    format!("{result} {}", end_reason::<N>(messages, outcome))
}

/// Why a game on the `N`×`N` board ended, as one sentence (R11–R15).
pub fn end_reason<const N: usize>(messages: &Messages, outcome: Outcome) -> String {
    match outcome {
        Outcome::Win { reason: WinReason::PrinceEscaped(square), .. } => {
            messages.format("end-escaped", &[square_arg(square)])
        }
        Outcome::Win { reason: WinReason::PrinceCaptured(square), .. } => {
            let throne = Position::<N>::throne();
            match square.line_distance(throne) {
                _ if square == throne => messages.text("end-captured-throne"),
                Some(1) => messages.text("end-captured-beside"),
                _ => messages.format("end-captured", &[square_arg(square)]),
            }
        }
        Outcome::Win { winner, reason: WinReason::NoLegalMove } => {
            messages.format("end-no-move", &[side_arg(winner.opponent())])
        }
        Outcome::Win { winner, reason: WinReason::Time } => {
            messages.format("end-time", &[side_arg(winner.opponent())])
        }
        Outcome::Win { winner, reason: WinReason::Resignation } => {
            messages.format("end-resigned", &[side_arg(winner.opponent())])
        }
        Outcome::Win { reason: WinReason::OffTheBoard, .. } => messages.text("end-off-the-board"),
        Outcome::Draw(DrawReason::Time) => messages.text("end-time-draw"),
        Outcome::Draw(DrawReason::Repetition) => messages.text("end-repetition"),
        Outcome::Draw(DrawReason::Agreement) => messages.text("end-agreement"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;
    use obereg_rules::Side;

    fn said<const N: usize>(lang: Lang, outcome: Outcome) -> String {
        outcome_in_words::<N>(&Messages::new(lang), outcome)
    }

    #[test]
    fn an_outcome_is_said_as_who_wins_or_a_draw_then_why_in_each_language() {
        let a1 = "a1".parse::<Square>().unwrap();
        let escaped = Outcome::Win { winner: Side::Varangians, reason: WinReason::PrinceEscaped(a1) };
        let throne = Position::<9>::throne();
        let on_throne = Outcome::Win { winner: Side::Vikings, reason: WinReason::PrinceCaptured(throne) };
        let repetition = Outcome::Draw(DrawReason::Repetition);
        assert_eq!(said::<9>(Lang::En, escaped), "The Varangians win! The prince reached the exit a1 (R12).");
        assert_eq!(
            said::<9>(Lang::En, on_throne),
            "The Vikings win! The prince was captured on the throne by four Vikings (R11a)."
        );
        assert_eq!(said::<9>(Lang::Uk, escaped), "Перемога варягів! Князь дістався виходу a1 (R12).");
        assert_eq!(said::<9>(Lang::Ru, repetition), "Ничья! Та же позиция повторилась в третий раз (R15).");
        // e5 is the throne of 9×9 only: on 11×11 the prince is captured on a plain square there.
        assert_eq!(said::<11>(Lang::En, on_throne), "The Vikings win! The prince was captured on e5 (R11c).");
    }
}
