//! The three languages of the game and how the command line or the
//! environment picks one. `main` picks it once; the catalogue of its
//! messages is in [`crate::i18n`].

use std::fmt;

use clap::ValueEnum;

/// A language the game speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, ValueEnum)]
pub enum Lang {
    /// Українська.
    Uk,
    /// Русский.
    Ru,
    /// English.
    En,
}

impl Lang {
    /// Every language, for tests and menus.
    pub const ALL: [Lang; 3] = [Lang::Uk, Lang::Ru, Lang::En];

    /// The two-letter code, as `--lang` takes it.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::Uk => "uk",
            Lang::Ru => "ru",
            Lang::En => "en",
        }
    }

    /// The language of a two-letter code (`uk`, `ru`, `en`, any case).
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|lang| lang.code().eq_ignore_ascii_case(code))
    }

    /// The language of a POSIX locale name such as `uk_UA.UTF-8`, if the
    /// game speaks it.
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let language = locale.split(['_', '.', '@', '-']).next()?;
        Lang::from_code(language)
    }

    /// The language the environment asks for: the first of `LC_ALL`,
    /// `LC_MESSAGES`, `LANG` that is set (POSIX order), English when it names
    /// a language the game does not speak. `var` reads a variable.
    pub fn from_env(var: impl Fn(&str) -> Option<String>) -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .find_map(|name| var(name).filter(|value| !value.is_empty()))
            .and_then(|locale| Lang::from_locale(&locale))
            .unwrap_or(Lang::En)
    }

    /// The language chosen by `--lang` in the raw arguments, before clap runs
    /// (clap's help must already be in it), else `kept` (the settings'),
    /// else by the environment.
    pub fn from_args_or_env(
        args: impl IntoIterator<Item = impl Into<std::ffi::OsString>>,
        kept: Option<Lang>,
        var: impl Fn(&str) -> Option<String>,
    ) -> Lang {
        let args: Vec<String> =
            args.into_iter().map(|arg| arg.into().to_string_lossy().into_owned()).collect();
        let value = args.iter().enumerate().find_map(|(i, arg)| match arg.strip_prefix("--lang") {
            Some("") => args.get(i + 1).cloned(),
            Some(rest) => rest.strip_prefix('=').map(str::to_string),
            None => None,
        });
        value.and_then(|code| Lang::from_code(&code)).or(kept).unwrap_or_else(|| Lang::from_env(var))
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}
