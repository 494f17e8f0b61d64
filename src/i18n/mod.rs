//! Message catalogues in Ukrainian, Russian and English (Fluent), the
//! language choice, and the translation of the rules' typed errors.
//!
//! Every word the program shows comes from `en.ftl`, `uk.ftl` or `ru.ftl`,
//! embedded in the binary; Fluent's plural rules give «1 хід, 2 ходи, 5 ходів».

mod die_text;
mod error_text;
#[cfg(not(target_arch = "wasm32"))]
mod help;
mod record_text;
mod rules_text;
mod usage_text;

pub use error_text::describe_error;
#[cfg(not(target_arch = "wasm32"))]
pub use help::{Headings, localize_command};
pub use rules_text::{end_reason, outcome_in_words};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use std::sync::Arc;

use unic_langid::LanguageIdentifier;

use crate::lang::Lang;
use obereg_rules::{Piece, Side};

/// One argument of a message: its name in the catalogue and its value.
pub type Arg<'a> = (&'a str, FluentValue<'a>);

/// The messages of one language, ready to format. Built once, in `main`;
/// a clone shares the same catalogue.
#[derive(Clone)]
pub struct Messages {
    lang: Lang,
    bundle: Arc<FluentBundle<FluentResource>>,
}

/// Two catalogues of one language are the same: both are built from the
/// catalogue embedded in the program.
impl PartialEq for Messages {
    fn eq(&self, other: &Messages) -> bool {
        self.lang == other.lang
    }
}

impl Eq for Messages {}

impl std::fmt::Debug for Messages {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Messages").field("lang", &self.lang).finish_non_exhaustive()
    }
}

impl Messages {
    /// The catalogue of `lang`.
    pub fn new(lang: Lang) -> Messages {
        let resource =
            FluentResource::try_new(catalogue(lang).to_string()).unwrap_or_else(|(resource, _)| resource);
        let mut bundle = FluentBundle::new_concurrent(vec![language_id(lang)]);
        // Unicode isolation marks would show as stray characters in a terminal.
        bundle.set_use_isolating(false);
        // A duplicate id keeps the first; the catalogue test rules duplicates out.
        let _ = bundle.add_resource(resource);
        Messages { lang, bundle: Arc::new(bundle) }
    }

    /// The language of these messages.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Whether the catalogue has a message `id`.
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }

    /// The message `id` without arguments.
    pub fn text(&self, id: &str) -> String {
        self.format(id, &[])
    }

    /// The message `id` with `args`; a missing message shows as its id,
    /// so a gap in a catalogue never stops the game.
    pub fn format(&self, id: &str, args: &[Arg<'_>]) -> String {
        self.try_format(id, args).unwrap_or_else(|_| id.to_string())
    }

    /// The message `id` with `args`.
    ///
    /// # Errors
    /// The reasons, when the message is missing or does not format cleanly
    /// (an unknown variable, a bad reference).
    pub fn try_format(&self, id: &str, args: &[Arg<'_>]) -> Result<String, Vec<String>> {
        let pattern = self.bundle.get_message(id).and_then(|message| message.value());
        let pattern = pattern.ok_or_else(|| vec![format!("no message `{id}`")])?;
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            fluent_args.set(*name, value.clone());
        }
        let mut errors = Vec::new();
        let text = self.bundle.format_pattern(pattern, Some(&fluent_args), &mut errors).into_owned();
        if errors.is_empty() { Ok(text) } else { Err(errors.iter().map(ToString::to_string).collect()) }
    }

    /// The name of `side` («Вікінги»).
    pub fn side(&self, side: Side) -> String {
        self.format("side-name", &[side_arg(side)])
    }

    /// Whether `name` is a side's name: a player who gave no name of their own.
    pub fn is_side_name(&self, name: &str) -> bool {
        [Side::Vikings, Side::Varangians].into_iter().any(|side| self.side(side) == name)
    }
}

/// The `$side` argument the catalogues select on.
pub fn side_arg(side: Side) -> Arg<'static> {
    ("side", FluentValue::from(side.name()))
}

/// The `$piece` argument the catalogues select on.
pub fn piece_arg(piece: Piece) -> Arg<'static> {
    let name = match piece {
        Piece::Viking => "viking",
        Piece::Guard => "guard",
        Piece::Prince => "prince",
    };
    ("piece", FluentValue::from(name))
}

/// A `$count`-style number argument, for plural rules.
pub fn count_arg(name: &str, count: usize) -> Arg<'_> {
    (name, FluentValue::from(count))
}

/// The Fluent source of `lang`'s catalogue.
const fn catalogue(lang: Lang) -> &'static str {
    match lang {
        Lang::Uk => include_str!("uk.ftl"),
        Lang::Ru => include_str!("ru.ftl"),
        Lang::En => include_str!("en.ftl"),
    }
}

/// The language identifier Fluent's plural rules need.
#[expect(
    clippy::expect_used,
    reason = "the language codes are valid identifiers: an invariant of the program, not outside input"
)]
fn language_id(lang: Lang) -> LanguageIdentifier {
    lang.code().parse().expect("the language codes are valid identifiers")
}

/// A text argument.
pub fn text_arg<'a>(name: &'a str, text: impl ToString) -> Arg<'a> {
    (name, FluentValue::from(text.to_string()))
}

#[cfg(test)]
mod guide_tests;
#[cfg(test)]
mod keys_used_tests;
#[cfg(test)]
pub(crate) mod tests;
#[cfg(test)]
mod wording_tests;
