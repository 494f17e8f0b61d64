//! `--help` in the players' language: clap's command with its texts
//! replaced from the catalogue before parsing.

use clap::{Arg, ArgAction, Command};

use super::{Messages, text_arg};
use obereg_engine::{Level, RANDOM_RATING};

/// The page's headings in the players' language, for clap_mangen's English.
#[derive(Clone, Debug)]
pub struct Headings {
    /// SYNOPSIS.
    pub synopsis: String,
    /// DESCRIPTION.
    pub description: String,
    /// VERSION.
    pub version: String,
}

impl Messages {
    /// The manual page's headings in this language.
    pub fn manual_headings(&self) -> Headings {
        Headings {
            synopsis: self.text("man-synopsis"),
            description: self.text("man-description"),
            version: self.text("man-version"),
        }
    }
}

/// `command` with its about, argument helps and headings taken from the
/// catalogue: `cli-about`, `cli-<arg>`, `cli-<sub>-about`, `cli-<sub>-<arg>`.
/// Texts the catalogue lacks stay as written in the code, so a new
/// subcommand works before it is translated.
pub fn localize_command(command: Command, messages: &Messages) -> Command {
    localize(command, "cli", messages)
        .help_template(template(messages))
        .subcommand_help_heading(messages.text("cli-commands"))
        .disable_help_subcommand(true)
}

fn localize(command: Command, prefix: &str, messages: &Messages) -> Command {
    let about_id = format!("{prefix}-about");
    let mut command = if messages.has(&about_id) { command.about(messages.text(&about_id)) } else { command };
    let version = command.get_version().is_some();
    command = command
        .mut_args(|arg| localize_arg(arg, prefix, messages))
        .disable_help_flag(true)
        .arg(builtin("help", 'h', ArgAction::Help, messages));
    if version {
        command =
            command.disable_version_flag(true).arg(builtin("version", 'V', ArgAction::Version, messages));
    }
    let template = template(messages);
    command.mut_subcommands(|sub| {
        let prefix = format!("cli-{}", sub.get_name());
        localize(sub, &prefix, messages)
            .help_template(template.clone())
            .subcommand_help_heading(messages.text("cli-commands"))
    })
}

fn localize_arg(arg: Arg, prefix: &str, messages: &Messages) -> Arg {
    let id = format!("{prefix}-{}", arg.get_id());
    let arg =
        if messages.has(&id) { arg.help(messages.format(&id, &[text_arg("levels", levels())])) } else { arg };
    let heading = if arg.is_positional() { "cli-arguments" } else { "cli-options" };
    with_default(arg, messages).help_heading(messages.text(heading))
}

/// `arg` with its default value shown in the players' language, in place of
/// clap's English `[default: …]`.
fn with_default(arg: Arg, messages: &Messages) -> Arg {
    let defaults: Vec<String> =
        arg.get_default_values().iter().map(|value| value.to_string_lossy().into_owned()).collect();
    if defaults.is_empty() || arg.is_hide_default_value_set() {
        return arg;
    }
    let shown = messages.format("cli-default", &[text_arg("text", defaults.join(", "))]);
    let help = arg.get_help().map_or(shown.clone(), |help| format!("{help} {shown}"));
    arg.help(help).hide_default_value(true)
}

/// The levels with their ratings, for the helps that name them: `easy ≈1040, …`.
fn levels() -> String {
    let rated = Level::ALL.map(|level| format!("{level} ≈{}", level.rating()));
    format!("{}; random ≈{RANDOM_RATING}", rated.join(", "))
}

fn builtin(name: &'static str, short: char, action: ArgAction, messages: &Messages) -> Arg {
    Arg::new(name)
        .short(short)
        .long(name)
        .action(action)
        .help(messages.text(&format!("cli-{name}")))
        .help_heading(messages.text("cli-options"))
}

/// clap's default help layout with the usage heading translated.
fn template(messages: &Messages) -> String {
    format!(
        "{{before-help}}{{about-with-newline}}\n{} {{usage}}\n\n{{all-args}}{{after-help}}",
        messages.text("cli-usage")
    )
}
