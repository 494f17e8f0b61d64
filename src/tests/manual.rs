//! The completion scripts and the manual page, from the command line the
//! program parses, in every language.

use clap::{Command, CommandFactory};
use clap_complete::Shell;

use crate::cli::Cli;
use crate::headless::{completions, manual};
use crate::i18n::{Messages, localize_command};
use crate::lang::Lang;

/// The command line as `main` builds it, with its bin names set.
fn command(lang: Lang) -> Command {
    let mut command = localize_command(Cli::command(), &Messages::new(lang)).bin_name("obereg");
    command.build();
    command
}

/// Every command a player can see, with its commands, as `obereg puzzles check`.
fn visible_commands(command: &Command) -> Vec<Command> {
    let mut found = Vec::new();
    for sub in command.get_subcommands().filter(|sub| !sub.is_hide_set()) {
        found.push(sub.clone());
        found.extend(visible_commands(sub));
    }
    found
}

/// `text` as roff writes it: its dashes and apostrophes escaped.
fn roff(text: &str) -> String {
    text.replace('-', "\\-").replace('\'', "\\*(Aq")
}

fn manual_of(lang: Lang) -> String {
    let mut page = Vec::new();
    manual(command(lang), &Messages::new(lang).manual_headings(), &mut page).unwrap();
    String::from_utf8(page).unwrap()
}

#[test]
fn the_bash_script_completes_every_command() {
    let mut script = Vec::new();
    completions(Shell::Bash, command(Lang::En), &mut script).unwrap();
    let script = String::from_utf8(script).unwrap();
    assert!(script.contains("complete -F _obereg"), "{script}");
    let commands = visible_commands(&command(Lang::En));
    assert!(commands.len() >= 14, "{} commands", commands.len());
    for sub in commands {
        let name = sub.get_name();
        assert!(script.contains(&format!(",{name})")), "`{name}` not completed");
    }
}

/// Every hidden command of `command`, with its commands'.
fn hidden_names(command: &Command) -> Vec<String> {
    let mut found = Vec::new();
    for sub in command.get_subcommands() {
        if sub.is_hide_set() {
            found.push(sub.get_name().to_string());
        }
        found.extend(hidden_names(sub));
    }
    found
}

#[test]
fn no_shell_offers_a_hidden_command() {
    let hidden = hidden_names(&command(Lang::En));
    assert!(hidden.iter().any(|name| name == "gen-openings"), "{hidden:?}");
    for shell in [Shell::Bash, Shell::Zsh, Shell::Fish, Shell::PowerShell, Shell::Elvish] {
        let mut script = Vec::new();
        completions(shell, command(Lang::En), &mut script).unwrap();
        let script = String::from_utf8(script).unwrap();
        for name in &hidden {
            assert!(!script.contains(name.as_str()), "{shell} offers `{name}`");
        }
    }
}

#[test]
fn every_shell_gets_a_script_in_the_players_language() {
    let perft: String = Messages::new(Lang::Uk).text("cli-perft-about").chars().take(30).collect();
    for shell in [Shell::Bash, Shell::Zsh, Shell::Fish, Shell::PowerShell, Shell::Elvish] {
        let mut script = Vec::new();
        completions(shell, command(Lang::Uk), &mut script).unwrap();
        let script = String::from_utf8(script).unwrap();
        assert!(script.contains("perft") && script.contains("--vikings"), "{shell}:\n{script}");
        // bash completes words only; the others describe them.
        assert!(shell == Shell::Bash || script.contains(&perft), "{shell}:\n{script}");
    }
}

#[test]
fn the_manual_names_every_command_and_flag() {
    for lang in Lang::ALL {
        let page = manual_of(lang);
        assert!(page.lines().any(|line| line == ".SH NAME"), "{lang:?}:\n{page}");
        assert!(page.starts_with(".ie") && page.contains(".TH obereg 6"), "{lang:?}");
        let root = command(lang);
        for sub in visible_commands(&root).iter().chain([&root]) {
            let name = sub.get_bin_name().unwrap();
            assert!(sub.get_name() == "obereg" || page.contains(&format!(".SS {name}\n")), "{name}");
            for arg in sub.get_arguments().filter(|arg| !arg.is_hide_set()) {
                let flag = match (arg.get_long(), arg.get_short()) {
                    (Some(long), _) => format!("\\fB\\-\\-{}\\fR", roff(long)),
                    (None, Some(short)) => format!("\\fB\\-{short}\\fR"),
                    (None, None) => format!("<\\fI{}\\fR>", arg.get_value_names().unwrap()[0]),
                };
                assert!(page.contains(&flag), "{lang:?}: {name} {flag} missing");
            }
        }
    }
}

#[test]
fn the_manual_speaks_the_players_language() {
    for lang in Lang::ALL {
        let page = manual_of(lang);
        let messages = Messages::new(lang);
        let command = command(lang);
        let ids = visible_commands(&command)
            .iter()
            .map(|sub| format!("cli-{}-about", sub.get_name()))
            .chain(["cli-about", "cli-toss", "cli-match-seed", "cli-completions-shell"].map(String::from))
            .collect::<Vec<_>>();
        for id in &ids {
            let text = messages.text(id);
            assert!(page.contains(&roff(&text)), "{lang:?}: {id} «{text}» missing");
        }
        let english = roff(&Messages::new(Lang::En).text("cli-perft-about"));
        assert_eq!(page.contains(&english), lang == Lang::En, "{lang:?}");
        for id in ["cli-options", "man-synopsis", "man-description", "man-version"] {
            let heading = messages.text(id).to_uppercase();
            assert!(page.contains(&format!("\n.SH {heading}\n")), "{lang:?}: {heading}");
        }
        assert_eq!(page.contains(".SH DESCRIPTION"), lang == Lang::En, "{lang:?}");
    }
}
