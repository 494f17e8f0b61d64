//! The shells' completion scripts and the manual page, built from the same
//! clap command the program parses with, so in the players' language.

use std::io::{self, Write};

use clap::Command;
use clap_complete::Shell;
use clap_mangen::Man;

use crate::i18n::Headings;

/// The manual's section: games.
pub const SECTION: &str = "6";

/// The name the shells complete and the manual documents.
const BIN: &str = "obereg";

/// Writes `shell`'s completion script for `command` to `out`.
///
/// # Errors
/// When `out` can't be written.
pub fn completions(shell: Shell, command: Command, out: &mut impl Write) -> io::Result<()> {
    // clap_complete panics when its writer fails: it writes to memory,
    // and a closed standard output becomes an error here.
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut shown(&command), BIN, &mut script);
    out.write_all(&script)
}

/// `command` as `--help` and the manual show it, without its hidden commands
/// and flags, which clap_complete would otherwise offer.
fn shown(command: &Command) -> Command {
    let mut kept = Command::new(command.get_name().to_owned())
        .disable_help_flag(true)
        .disable_version_flag(true)
        .disable_help_subcommand(true)
        .args(command.get_arguments().filter(|arg| !arg.is_hide_set()).cloned())
        .subcommands(visible_subcommands(command).map(shown));
    if let Some(about) = command.get_about() {
        kept = kept.about(about.clone());
    }
    if let Some(version) = command.get_version() {
        kept = kept.version(version.to_owned());
    }
    kept
}

/// Writes the manual page of `command` (roff) to `out`: its name, usage,
/// description and options, then each command with its own usage and
/// options, and the version; the headings in the players' language but
/// NAME, which `man -k` and `whatis` look for.
///
/// # Errors
/// When `out` can't be written.
pub fn manual(command: Command, headings: &Headings, out: &mut impl Write) -> io::Result<()> {
    let mut command = command.bin_name(BIN);
    command.build();
    let page = Man::new(command.clone()).section(SECTION);
    let mut roff = Vec::new();
    page.render_title(&mut roff)?;
    let sections: [Section; 4] = [
        Man::render_name_section,
        Man::render_synopsis_section,
        Man::render_description_section,
        Man::render_options_section,
    ];
    for render in sections {
        roff.extend(section(&page, render, Heading::Translate(headings))?.as_bytes());
    }
    if let Some(heading) = command.get_subcommand_help_heading() {
        writeln!(roff, ".SH {}", heading.to_uppercase())?;
    }
    for sub in visible_subcommands(&command) {
        write_command(sub, &mut roff)?;
    }
    roff.extend(section(&page, Man::render_version_section, Heading::Translate(headings))?.as_bytes());
    out.write_all(&roff)
}

/// One command of the page, under its own heading (`obereg perft`), then
/// its commands: the flags every command takes are described once, above.
fn write_command(command: &Command, roff: &mut Vec<u8>) -> io::Result<()> {
    let name = command.get_bin_name().unwrap_or_else(|| command.get_name());
    writeln!(roff, ".SS {name}")?;
    let own_args = command.clone().mut_args(|arg| {
        let shared = arg.is_global_set() || arg.get_id() == "help";
        if shared { arg.hide(true) } else { arg }
    });
    let page = Man::new(own_args);
    let sections: [Section; 3] =
        [Man::render_synopsis_section, Man::render_description_section, Man::render_options_section];
    for (index, render) in sections.into_iter().enumerate() {
        if index > 0 {
            writeln!(roff, ".PP")?;
        }
        roff.extend(section(&page, render, Heading::Drop)?.as_bytes());
    }
    for sub in visible_subcommands(command) {
        write_command(sub, roff)?;
    }
    Ok(())
}

/// One of clap_mangen's sections of a page.
type Section = fn(&Man, &mut dyn Write) -> io::Result<()>;

/// What becomes of a section's heading: the page's are translated, a
/// command's sections lose theirs, which would end the command's part.
#[derive(Clone, Copy)]
enum Heading<'a> {
    Translate(&'a Headings),
    Drop,
}

impl Headings {
    fn of(&self, english: &str) -> Option<&str> {
        match english {
            "SYNOPSIS" => Some(&self.synopsis),
            "DESCRIPTION" => Some(&self.description),
            "VERSION" => Some(&self.version),
            _ => None,
        }
    }
}

/// The roff of one section of `page`, without the definitions every
/// section repeats (the title wrote them once).
fn section(page: &Man, render: Section, heading: Heading<'_>) -> io::Result<String> {
    let mut text = Vec::new();
    render(page, &mut text)?;
    let kept = String::from_utf8_lossy(&text)
        .lines()
        .filter(|line| !line.starts_with(".ie \\n(.g .ds Aq") && !line.starts_with(".el .ds Aq"))
        .filter_map(|line| match (heading, line.strip_prefix(".SH ")) {
            (Heading::Drop, Some(_)) => None,
            (Heading::Translate(headings), Some(english)) => {
                Some(headings.of(english).map_or(line.to_string(), |heading| format!(".SH {heading}")))
            }
            (_, None) => Some(line.to_string()),
        })
        .map(|line| format!("{line}\n"))
        .collect();
    Ok(kept)
}

fn visible_subcommands(command: &Command) -> impl Iterator<Item = &Command> {
    command.get_subcommands().filter(|sub| !sub.is_hide_set())
}
