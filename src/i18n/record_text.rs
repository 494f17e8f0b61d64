//! What is wrong with a game record, in the players' language, in place of
//! the record module's English `Display`.

use super::{Messages, side_arg, text_arg};
use obereg_record::{Problem, RecordError, VariationFault};
use obereg_rules::RulesError;

impl Messages {
    /// What is wrong with a record and where: the line and the turn.
    pub fn record_error(&self, error: &RecordError) -> String {
        let problem = self.record_problem(&error.problem);
        let place = match (error.line, error.turn) {
            (Some(line), Some(turn)) => {
                self.format("record-at-line-turn", &[text_arg("line", line), text_arg("turn", turn)])
            }
            (Some(line), None) => self.format("record-at-line", &[text_arg("line", line)]),
            (None, Some(turn)) => self.format("record-at-turn", &[text_arg("turn", turn)]),
            (None, None) => return problem,
        };
        format!("{place} {problem}")
    }

    fn record_problem(&self, problem: &Problem) -> String {
        let text = |id: &str, name: &str, value: &dyn ToString| {
            self.format(id, &[text_arg(name, value.to_string())])
        };
        match problem {
            Problem::Empty => self.text("record-empty"),
            Problem::NotText(at) => text("record-not-text", "byte", at),
            Problem::Truncated(what) => {
                let kind = if what.contains("tag") { "tag" } else { "move" };
                text("record-truncated", "kind", &kind)
            }
            Problem::BadTag(line) => text("record-bad-tag", "text", line),
            Problem::DuplicateTag(name) => text("record-duplicate-tag", "text", name),
            Problem::MissingRules => self.text("record-missing-rules"),
            Problem::Rules(error) => self.rules_error(error),
            Problem::BadTurnNumber { expected, found } => self
                .format("record-bad-turn-number", &[text_arg("expected", expected), text_arg("text", found)]),
            Problem::MissingMove(turn) => text("record-missing-move", "turn", turn),
            Problem::ExtraMove(mv) => text("record-extra-move", "text", mv),
            Problem::Notation(error) => self.notation_error(error),
            Problem::Illegal { mv, side, reason } => self.format(
                "record-illegal",
                &[
                    text_arg("move", mv),
                    side_arg(*side),
                    text_arg("reason", self.illegal_move(reason, *side)),
                ],
            ),
            Problem::WrongSide { mv, side, .. } => {
                self.format("record-wrong-side", &[text_arg("move", mv), side_arg(*side)])
            }
            Problem::Captures { mv, recorded, actual } => self.format(
                "record-captures",
                &[text_arg("move", mv), text_arg("recorded", recorded), text_arg("actual", actual)],
            ),
            Problem::FalseEnd(mv) => text("record-false-end", "move", mv),
            Problem::ResultMismatch { tag, .. } => text("record-result-mismatch", "text", tag),
            Problem::Variation { address, fault } => {
                let (kind, detail) = variation_fault(fault);
                let args = [text_arg("text", address), text_arg("kind", kind), text_arg("move", detail)];
                self.format("record-variation", &args)
            }
            Problem::UnknownPosition { tag, address } => {
                text("record-unknown-position", "text", &format!("{tag}:{address}"))
            }
            Problem::DieTag(_) | Problem::Roll { .. } | Problem::MissingRoll(_) | Problem::ExtraRolls(_) => {
                self.die_problem(problem).unwrap_or_else(|| problem.to_string())
            }
        }
    }

    fn rules_error(&self, error: &RulesError) -> String {
        match error {
            RulesError::BadEntry(entry) => self.format("record-rules-entry", &[text_arg("text", entry)]),
            RulesError::Missing(key) => self.format("record-rules-missing", &[text_arg("text", key)]),
            RulesError::NotObereg { key, found, .. } => {
                self.format("record-rules-not-obereg", &[text_arg("text", format!("{key}:{found}"))])
            }
            RulesError::Start(error) => {
                self.format("record-rules-start", &[text_arg("problem", self.position_error(error))])
            }
        }
    }
}

/// The catalogue's name for a variation fault, and the move or address it
/// names.
fn variation_fault(fault: &VariationFault) -> (&'static str, String) {
    match fault {
        VariationFault::NotAnAddress => ("not-address", String::new()),
        VariationFault::NoBranch => ("no-branch", String::new()),
        VariationFault::NothingBeside => ("nothing-beside", String::new()),
        VariationFault::OutOfOrder(expected) => ("out-of-order", expected.clone()),
        VariationFault::Repeats(mv) => ("repeats", mv.to_string()),
        VariationFault::Padding => ("padding", String::new()),
        VariationFault::NoMove => ("no-move", String::new()),
    }
}
