//! clap's usage errors (unknown flags, bad or missing values, conflicts)
//! and the value parsers' errors in the players' language, in place of
//! clap's English lines.

use std::num::{IntErrorKind, ParseIntError, TryFromIntError};

use clap::error::{ContextKind, ContextValue, Error as UsageError, ErrorKind};

use super::{Messages, count_arg, text_arg};
use crate::cli::{BadDepth, BadSeconds, BadSprt, MAX_PERFT_DEPTH};
use obereg_engine::{ContenderError, PlayerError};
use obereg_rules::{NotationError, RollError};

impl Messages {
    /// A usage error on one line, naming the flag and the value; kinds the
    /// catalogue does not cover keep clap's English line.
    pub fn usage_error(&self, error: &UsageError) -> String {
        self.translated_usage(error).unwrap_or_else(|| one_line(error))
    }

    fn translated_usage(&self, error: &UsageError) -> Option<String> {
        let text = |kind| context_text(error, kind);
        let arg = text(ContextKind::InvalidArg);
        let value = text(ContextKind::InvalidValue);
        let message = match error.kind() {
            ErrorKind::UnknownArgument => {
                let message = self.format("usage-unknown-argument", &[text_arg("arg", arg?)]);
                return Some(self.with_suggestion(message, text(ContextKind::SuggestedArg)));
            }
            ErrorKind::InvalidSubcommand => {
                let command = text(ContextKind::InvalidSubcommand)?;
                let message = self.format("usage-unknown-command", &[text_arg("arg", command)]);
                return Some(self.with_suggestion(message, text(ContextKind::SuggestedSubcommand)));
            }
            ErrorKind::InvalidValue if value.as_deref() == Some("") => {
                self.format("usage-missing-value", &[text_arg("arg", arg?)])
            }
            ErrorKind::InvalidValue => self.format(
                "usage-bad-choice",
                &[
                    text_arg("arg", arg?),
                    text_arg("text", value?),
                    text_arg("choices", text(ContextKind::ValidValue)?),
                ],
            ),
            ErrorKind::ValueValidation => {
                let reason = self.value_reason(std::error::Error::source(error)?, &value?)?;
                self.format("usage-bad-value", &[text_arg("arg", arg?), text_arg("reason", reason)])
            }
            ErrorKind::MissingRequiredArgument => {
                let count = context_count(error, ContextKind::InvalidArg);
                self.format("usage-missing", &[text_arg("arg", arg?), count_arg("count", count)])
            }
            ErrorKind::ArgumentConflict => match text(ContextKind::PriorArg) {
                // clap reports a flag given twice as a conflict with itself.
                Some(other) if Some(&other) == arg.as_ref() => {
                    self.format("usage-twice", &[text_arg("arg", other)])
                }
                Some(other) => {
                    self.format("usage-conflict", &[text_arg("arg", arg?), text_arg("other", other)])
                }
                None => self.format("usage-conflict-any", &[text_arg("arg", arg?)]),
            },
            ErrorKind::TooManyValues => {
                self.format("usage-extra-value", &[text_arg("arg", arg?), text_arg("text", value?)])
            }
            ErrorKind::InvalidUtf8 => self.text("usage-not-utf8"),
            _ => return None,
        };
        Some(message)
    }

    fn with_suggestion(&self, message: String, suggestion: Option<String>) -> String {
        match suggestion {
            Some(other) => {
                self.format("usage-did-you-mean", &[text_arg("text", message), text_arg("other", other)])
            }
            None => message,
        }
    }

    /// Why `value` was refused, from the value parser's typed error.
    fn value_reason(&self, source: &(dyn std::error::Error + 'static), value: &str) -> Option<String> {
        let value_text = |id: &str| self.format(id, &[text_arg("text", value)]);
        if let Some(error) = source.downcast_ref::<NotationError>() {
            Some(self.notation_error(error))
        } else if let Some(error) = source.downcast_ref::<PlayerError>() {
            Some(self.player_error(error))
        } else if let Some(ContenderError(text)) = source.downcast_ref::<ContenderError>() {
            Some(self.format("value-bad-contender", &[text_arg("text", text)]))
        } else if let Some(BadSprt(text)) = source.downcast_ref::<BadSprt>() {
            Some(self.format("value-bad-sprt", &[text_arg("text", text)]))
        } else if let Some(error) = source.downcast_ref::<BadDepth>() {
            let (id, text) = match error {
                BadDepth::NotNumber(text) => ("value-bad-depth", text),
                BadDepth::TooDeep(text) => ("value-too-deep", text),
            };
            Some(self.format(id, &[text_arg("text", text), count_arg("most", MAX_PERFT_DEPTH as usize)]))
        } else if let Some(error) = source.downcast_ref::<RollError>() {
            Some(self.roll_error(error))
        } else if let Some(BadSeconds(text)) = source.downcast_ref::<BadSeconds>() {
            Some(self.format("value-bad-seconds", &[text_arg("text", text)]))
        } else if let Some(error) = source.downcast_ref::<ParseIntError>() {
            Some(match error.kind() {
                IntErrorKind::Empty => self.text("value-empty"),
                IntErrorKind::PosOverflow | IntErrorKind::NegOverflow => value_text("value-too-large"),
                _ => value_text("value-not-number"),
            })
        } else if source.is::<TryFromIntError>() {
            Some(value_text("value-too-large"))
        } else {
            self.range_reason(&source.to_string(), value)
        }
    }

    /// A player or level word the match refuses.
    pub fn player_error(&self, error: &PlayerError) -> String {
        match error {
            PlayerError::BadLevel(text) => self.format("value-bad-level", &[text_arg("text", text)]),
            PlayerError::BadPlayer(text) => self.format("value-bad-player", &[text_arg("text", text)]),
        }
    }

    /// A roll or a reading of the die that is not one (V2).
    pub fn roll_error(&self, error: &RollError) -> String {
        match error {
            RollError::BadRoll(text) => self.format("die-bad-roll", &[text_arg("text", text)]),
            RollError::BadReading(text) => self.format("die-bad-reading", &[text_arg("text", text)]),
        }
    }

    /// clap's ranged number parsers give no typed error, only
    /// `"{value} is not in {low}..={high}"` (or `{low}..{high}`, high excluded).
    fn range_reason(&self, reason: &str, value: &str) -> Option<String> {
        let bounds = reason.strip_prefix(value)?.strip_prefix(" is not in ")?;
        let (low, high) = bounds.split_once("..")?;
        // i128 holds the bounds of every integer type clap ranges (up to u64).
        let high: i128 = match high.strip_prefix('=') {
            Some(included) => included.parse().ok()?,
            None => high.parse::<i128>().ok()? - 1,
        };
        let low: i128 = low.parse().ok()?;
        // An upper bound as large as the integer type's means "no upper bound".
        if high >= i128::from(u32::MAX) {
            let id = if value.parse::<i128>().is_ok_and(|number| number < low) {
                "value-too-small"
            } else {
                "value-too-large"
            };
            return Some(self.format(id, &[text_arg("text", value), text_arg("low", low)]));
        }
        let args = [text_arg("text", value), text_arg("low", low), text_arg("high", high)];
        Some(self.format("value-out-of-range", &args))
    }
}

/// A context value as text: lists joined with commas.
fn context_text(error: &UsageError, kind: ContextKind) -> Option<String> {
    match error.get(kind)? {
        ContextValue::String(text) => Some(text.clone()),
        ContextValue::Strings(texts) if !texts.is_empty() => Some(texts.join(", ")),
        ContextValue::StyledStr(text) => Some(text.to_string()),
        ContextValue::Number(number) => Some(number.to_string()),
        _ => None,
    }
}

/// How many entries a context value lists.
fn context_count(error: &UsageError, kind: ContextKind) -> usize {
    match error.get(kind) {
        Some(ContextValue::Strings(texts)) => texts.len(),
        _ => 1,
    }
}

/// clap's message without its usage and tips: the lines before the first
/// blank one, joined, so a bad argument is reported on one line like any
/// other bad input.
fn one_line(error: &UsageError) -> String {
    let rendered = error.render().to_string();
    let message: Vec<&str> = rendered.lines().map(str::trim).take_while(|line| !line.is_empty()).collect();
    message.join(" ").trim_start_matches("error: ").to_string()
}
