//! The die variant's words (V2): what the die forbids, and what is wrong
//! with a die game's record.

use super::{Messages, count_arg, side_arg, text_arg};
use obereg_record::Problem;
use obereg_rules::{DieRefusal, Reading, Side};

impl Messages {
    /// Why the die refuses a move or a pass of `mover` (D2, D3), or the
    /// plain rule it breaks.
    pub fn die_refusal(&self, refusal: &DieRefusal, mover: Side) -> String {
        match refusal {
            DieRefusal::Illegal(reason) => self.illegal_move(reason, mover),
            DieRefusal::Distance { roll, distance, reading } => self.format(
                "die-refusal-distance",
                &[
                    text_arg("roll", roll),
                    count_arg("distance", usize::from(*distance)),
                    text_arg("reading", reading_word(*reading)),
                ],
            ),
            DieRefusal::PrinceRests(roll) => {
                self.format("die-refusal-prince-rests", &[text_arg("roll", roll)])
            }
            DieRefusal::MustMove(roll) => self.format("die-refusal-must-move", &[text_arg("roll", roll)]),
        }
    }

    /// What is wrong with the die in a record, for the problems that are the die's.
    pub(super) fn die_problem(&self, problem: &Problem) -> Option<String> {
        Some(match problem {
            Problem::DieTag(tag) => self.format("record-die-tag", &[text_arg("text", tag)]),
            Problem::Roll { play, side, refusal } => self.format(
                "record-roll",
                &[
                    text_arg("move", play),
                    side_arg(*side),
                    text_arg("reason", self.die_refusal(refusal, *side)),
                ],
            ),
            Problem::MissingRoll(count) => self.format("record-missing-roll", &[count_arg("count", *count)]),
            Problem::ExtraRolls(count) => self.format("record-extra-rolls", &[count_arg("count", *count)]),
            _ => return None,
        })
    }
}

/// The catalogue's selector for a reading of the die.
fn reading_word(reading: Reading) -> &'static str {
    match reading {
        Reading::Exact => "exact",
        Reading::UpTo => "up-to",
    }
}
