//! The guide (`docs/`) against the program, so it cannot drift: its key
//! tables against the catalogues' own help texts, in every language; its
//! commands and their flags against the command line clap parses; the
//! levels' ratings; the lessons' titles.

use std::collections::BTreeSet;

use clap::{Command, CommandFactory};
use fluent_syntax::ast::Entry;
use fluent_syntax::parser;

use super::{Messages, catalogue};
use crate::cli::Cli;
use crate::lang::Lang;
use obereg_engine::Level;

/// A page of the guide, by its path under `docs/`.
fn page(path: &str) -> String {
    let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs").join(path);
    std::fs::read_to_string(&file).unwrap_or_else(|error| panic!("{}: {error}", file.display()))
}

/// The folder of a language's pages.
fn folder(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "en",
        Lang::Uk => "uk",
        Lang::Ru => "ru",
    }
}

/// A table of keys in the guide: the catalogue messages named in the
/// comment above it (`<!-- keys: footer-keys help-keys -->`), and the keys
/// written in backticks in its first column, row by row.
#[derive(Debug)]
struct KeyTable {
    ids: Vec<String>,
    rows: Vec<Vec<String>>,
}

/// The spans of `text` written in backticks.
fn backticked(text: &str) -> Vec<String> {
    text.split('`').skip(1).step_by(2).map(str::to_string).collect()
}

/// The rows of the table that starts on the line after `at` in `lines`,
/// without its head and its rule.
fn table_rows<'a>(lines: &[&'a str], at: usize) -> Vec<&'a str> {
    lines.iter().skip(at + 1).take_while(|line| line.starts_with('|')).skip(2).copied().collect()
}

fn key_tables(text: &str) -> Vec<KeyTable> {
    let lines: Vec<&str> = text.lines().collect();
    let mut tables = Vec::new();
    for (at, line) in lines.iter().enumerate() {
        let Some(ids) = line.strip_prefix("<!-- keys:").and_then(|rest| rest.strip_suffix("-->")) else {
            continue;
        };
        let rows = table_rows(&lines, at)
            .into_iter()
            .map(|row| backticked(row.split('|').nth(1).unwrap_or("")))
            .collect();
        tables.push(KeyTable { ids: ids.split_whitespace().map(str::to_string).collect(), rows });
    }
    tables
}

/// Whether `text` names `key` as a word of its own: not inside a longer
/// word (`q` is not the q of "quit").
fn names_key(text: &str, key: &str) -> bool {
    text.match_indices(key).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + key.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

/// Key names a footer writes out in full.
const NAMED_KEYS: [&str; 10] =
    ["Enter", "Esc", "Tab", "Space", "Home", "End", "Delete", "Backspace", "Ctrl-C", "hjkl"];

/// Whether a word of a footer is a key: a name of a key, or a word with no
/// two lower-case letters in a row and no letter outside ASCII (`u/r`,
/// `?`, `F1`, `PgDn`; not `quit`, not the Ukrainian `з`).
fn is_key(word: &str) -> bool {
    let chars: Vec<char> = word.chars().collect();
    NAMED_KEYS.contains(&word)
        || (!chars.windows(2).any(|pair| pair.iter().all(|c| c.is_lowercase()))
            && !chars.iter().any(|c| c.is_alphabetic() && !c.is_ascii()))
}

/// The keys of a footer such as `n new game · u/r undo, redo · ? help`: the
/// leading key words of each item, `u/r` as two.
fn footer_keys(footer: &str) -> Vec<String> {
    let mut keys = Vec::new();
    for item in footer.split(" · ") {
        for word in item.split_whitespace().take_while(|word| is_key(word)) {
            keys.extend(word.split('/').filter(|key| !key.is_empty()).map(str::to_string));
        }
    }
    keys
}

#[test]
fn a_footer_gives_its_keys_and_not_their_words() {
    assert_eq!(
        footer_keys("←↑↓→ hjkl cursor · u/r undo, redo · [ ] review · F1 help"),
        ["←↑↓→", "hjkl", "u", "r", "[", "]", "F1"]
    );
    assert_eq!(footer_keys("v g p фішка · A з комп'ютером · Type a move like d9-d6"), ["v", "g", "p", "A"]);
    assert!(names_key("Press R again", "R") && !names_key("q quit", "u"));
}

#[test]
fn the_guides_key_tables_name_the_keys_the_program_names_in_every_language() {
    let english: Vec<Vec<String>> =
        key_tables(&page("en/keys.md")).into_iter().map(|table| table.ids).collect();
    assert!(english.len() >= 7, "the English keys page has its tables: {english:?}");
    for lang in Lang::ALL {
        let messages = Messages::new(lang);
        let tables = key_tables(&page(&format!("{}/keys.md", folder(lang))));
        let ids: Vec<Vec<String>> = tables.iter().map(|table| table.ids.clone()).collect();
        assert_eq!(ids, english, "{lang}: the same tables as in English");
        for table in tables {
            let texts: Vec<String> = table.ids.iter().map(|id| messages.text(id)).collect();
            let guide: BTreeSet<&String> = table.rows.iter().flatten().collect();
            assert!(
                table.rows.iter().all(|row| !row.is_empty()),
                "{lang} {:?}: a row without a key",
                table.ids
            );
            for key in &guide {
                assert!(
                    texts.iter().any(|text| names_key(text, key)),
                    "{lang} {:?}: the guide's key `{key}` is in none of these help texts:\n{}",
                    table.ids,
                    texts.join("\n")
                );
            }
            for text in texts.iter().filter(|text| text.contains(" · ")) {
                for key in footer_keys(text) {
                    assert!(
                        guide.contains(&key),
                        "{lang} {:?}: `{key}` of “{text}” is not in the guide",
                        table.ids
                    );
                }
            }
        }
    }
}

/// The sections of the commands page: each command named in a heading
/// (`### \`obereg puzzles check\``) with the text under it.
fn command_sections(text: &str) -> Vec<(Vec<String>, String)> {
    let mut sections: Vec<(Vec<String>, String)> = Vec::new();
    let mut current: Option<(Vec<String>, String)> = None;
    let mut fenced = false;
    for line in text.lines() {
        fenced ^= line.starts_with("```");
        if line.starts_with('#') && !fenced {
            sections.extend(current.take());
            let title = line.trim_start_matches('#').trim();
            current = title
                .strip_prefix("`obereg")
                .and_then(|rest| rest.strip_suffix('`'))
                .map(|words| (words.split_whitespace().map(str::to_string).collect(), String::new()));
        } else if let Some((_, body)) = current.as_mut() {
            body.push_str(line);
            body.push('\n');
        }
    }
    sections.extend(current);
    sections
}

/// The long flags `text` names (`--board`), not `--` alone.
fn flags_named(text: &str) -> BTreeSet<String> {
    let mut flags = BTreeSet::new();
    for (at, _) in text.match_indices("--") {
        let before = text[..at].chars().next_back();
        let name: String = text[at + 2..]
            .chars()
            .take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '-')
            .collect();
        if !before.is_some_and(|c| c.is_alphanumeric() || c == '-')
            && name.starts_with(|c: char| c.is_ascii_lowercase())
        {
            flags.insert(name.trim_end_matches('-').to_string());
        }
    }
    flags
}

/// The command line as the program parses it, global flags passed down.
fn command_line() -> Command {
    let mut command = Cli::command();
    command.build();
    command
}

/// Every command under `command`, hidden or not, by its path of names.
fn every_command(command: &Command, path: &[String], found: &mut Vec<(Vec<String>, Command)>) {
    for sub in command.get_subcommands().filter(|sub| sub.get_name() != "help") {
        let mut sub_path = path.to_vec();
        sub_path.push(sub.get_name().to_string());
        found.push((sub_path.clone(), sub.clone()));
        every_command(sub, &sub_path, found);
    }
}

/// The long flags of `command`: all of them, and those its own section
/// must name (not hidden, not global, not help or version).
fn flags_of(command: &Command) -> (BTreeSet<String>, BTreeSet<String>) {
    let mut all = BTreeSet::new();
    let mut own = BTreeSet::new();
    for arg in command.get_arguments() {
        let Some(long) = arg.get_long() else { continue };
        all.insert(long.to_string());
        if !arg.is_hide_set() && !arg.is_global_set() && !["help", "version"].contains(&long) {
            own.insert(long.to_string());
        }
    }
    (all, own)
}

#[test]
fn the_commands_page_names_every_command_and_its_flags_as_the_program_parses_them() {
    let line = command_line();
    let mut commands = Vec::new();
    every_command(&line, &[], &mut commands);
    let sections = command_sections(&page("en/commands.md"));
    let documented: BTreeSet<&Vec<String>> = sections.iter().map(|(path, _)| path).collect();
    for (path, _) in &commands {
        assert!(
            documented.contains(path),
            "`obereg {}` has no section in docs/en/commands.md",
            path.join(" ")
        );
    }
    for (path, body) in &sections {
        if path.is_empty() {
            continue;
        }
        let Some((_, command)) = commands.iter().find(|(known, _)| known == path) else {
            panic!("docs/en/commands.md: `obereg {}` is no command", path.join(" "));
        };
        let (all, own) = flags_of(command);
        let named = flags_named(body);
        for flag in &named {
            assert!(all.contains(flag), "`obereg {}` has no --{flag}, which the guide names", path.join(" "));
        }
        for flag in &own {
            assert!(named.contains(flag), "the guide's `obereg {}` does not name --{flag}", path.join(" "));
        }
    }
}

#[test]
fn the_game_page_names_the_games_flags_as_the_program_parses_them() {
    let text = page("en/game.md");
    let lines: Vec<&str> = text.lines().collect();
    let head =
        lines.iter().position(|line| line.starts_with("| flag |")).unwrap_or_else(|| panic!("no flag table"));
    let in_table: BTreeSet<String> = table_rows(&lines, head.saturating_sub(1))
        .into_iter()
        .flat_map(|row| flags_named(row.split('|').nth(1).unwrap_or("")))
        .collect();
    let line = command_line();
    let (all, _) = flags_of(&line);
    for flag in &in_table {
        assert!(all.contains(flag), "obereg has no --{flag}, which docs/en/game.md names");
    }
    for arg in line.get_arguments().filter(|arg| !arg.is_hide_set()) {
        let Some(long) = arg.get_long() else { continue };
        assert!(
            ["help", "version"].contains(&long) || in_table.contains(long),
            "the flag table of docs/en/game.md does not name --{long}"
        );
    }
}

#[test]
fn the_guide_gives_each_level_its_rating() {
    let text = page("en/computer.md");
    let lines: Vec<&str> = text.lines().collect();
    let at =
        lines.iter().position(|line| *line == "<!-- levels -->").unwrap_or_else(|| panic!("no levels table"));
    let rows: Vec<Vec<String>> = table_rows(&lines, at)
        .into_iter()
        .map(|row| row.split('|').map(|cell| cell.trim().to_string()).collect())
        .collect();
    assert_eq!(rows.len(), Level::ALL.len());
    for (level, row) in Level::ALL.iter().zip(&rows) {
        assert_eq!(row.get(1), Some(&format!("`{}`", level.name())));
        assert_eq!(row.get(2), Some(&level.rating().to_string()), "{}", level.name());
    }
}

#[test]
fn the_readme_counts_the_levels_the_program_has() {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap_or_default();
    let words = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
    let counted: Vec<usize> = readme
        .split_whitespace()
        .collect::<Vec<_>>()
        .windows(2)
        .filter(|pair| pair[1].trim_end_matches([')', ',', '.', ';']) == "levels")
        .filter_map(|pair| words.iter().position(|word| pair[0].trim_start_matches('(') == *word))
        .map(|at| at + 1)
        .collect();
    assert!(!counted.is_empty(), "the README counts no levels");
    assert!(counted.iter().all(|count| *count == Level::ALL.len()), "{counted:?}");
}

/// The titles of the lessons in `lang`, in the catalogue's order.
fn lesson_titles(lang: Lang) -> Vec<String> {
    let resource = parser::parse(catalogue(lang)).unwrap_or_else(|(resource, _)| resource);
    let messages = Messages::new(lang);
    resource
        .body
        .iter()
        .filter_map(|entry| match entry {
            Entry::Message(message) => Some(message.id.name),
            _ => None,
        })
        .filter(|id| id.starts_with("lesson-") && id.ends_with("-title"))
        .map(|id| messages.text(id))
        .collect()
}

#[test]
fn the_guide_lists_the_lessons_as_the_program_names_them() {
    for lang in Lang::ALL {
        let text = page(&format!("{}/lessons-puzzles.md", folder(lang)));
        let listed: Vec<String> = text
            .lines()
            .skip_while(|line| *line != "<!-- lessons -->")
            .skip(1)
            .take_while(|line| !line.is_empty())
            .filter_map(|line| line.split_once(". ").map(|(_, title)| title.to_string()))
            .collect();
        assert_eq!(listed, lesson_titles(lang), "{lang}");
        assert_eq!(listed.len(), 13, "{lang}");
    }
}

#[test]
fn the_guide_shows_the_start_menu_in_the_programs_words() {
    let entries = [
        "menu-keyboard",
        "menu-computer",
        "menu-lessons",
        "menu-puzzles",
        "menu-free-board",
        "menu-host",
        "menu-join",
        "menu-online",
        "menu-about",
    ];
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap_or_default();
    for lang in Lang::ALL {
        let messages = Messages::new(lang);
        let mut pages = vec![page(&format!("{}/getting-started.md", folder(lang)))];
        if lang == Lang::En {
            pages.push(readme.clone());
        }
        for text in pages {
            let lines: Vec<&str> = text.lines().map(str::trim_end).collect();
            for id in entries {
                let words = messages.text(id);
                assert!(
                    lines.iter().any(|line| line.ends_with(&format!("  {words}"))),
                    "{lang}: {id}, “{words}”"
                );
            }
            assert!(
                lines.contains(&format!(" {}", messages.text("menu-keys")).as_str()),
                "{lang}: menu-keys"
            );
        }
    }
}
