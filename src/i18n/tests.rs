//! Every message in every language, plural rules, and language detection.

use std::collections::BTreeSet;

use fluent_bundle::FluentValue;
use fluent_syntax::ast::Entry;
use fluent_syntax::parser;

use super::*;
use crate::lang::Lang;
use obereg_rules::{IllegalMove, PositionError};

pub(crate) fn ids(lang: Lang) -> BTreeSet<String> {
    let resource = parser::parse(catalogue(lang)).unwrap_or_else(|(_, errors)| {
        panic!("{lang} catalogue does not parse: {errors:?}");
    });
    let mut ids = BTreeSet::new();
    for entry in resource.body {
        match entry {
            Entry::Message(message) => assert!(ids.insert(message.id.name.to_string()), "duplicate id"),
            Entry::Junk { content } => panic!("{lang} catalogue has junk: {content}"),
            _ => {}
        }
    }
    ids
}

/// Every variable any message uses, with a value that exercises it.
pub(crate) fn sample_args() -> Vec<Arg<'static>> {
    let mut args = vec![side_arg(Side::Vikings), piece_arg(Piece::Prince), text_arg("mover", "varangians")];
    let texts = [
        "square",
        "record",
        "text",
        "character",
        "name",
        "other",
        "first",
        "second",
        "kind",
        "command",
        "reading",
        "face",
    ];
    let record_texts = [
        "path", "reason", "advice", "detail", "problem", "line", "turn", "byte", "move", "recorded", "actual",
    ];
    let resume_texts = ["moves", "vikings", "varangians", "date", "control"];
    let computer_texts = ["spinner", "score", "level", "levels"];
    let usage_texts = ["arg", "choices", "low", "high"];
    let network_texts = ["host", "clock", "welcomed", "time"];
    let lesson_texts =
        ["squares", "goal", "hint", "reply", "title", "task", "stars", "rule", "against", "why", "beyond"];
    let puzzle_texts = ["theme", "tag", "rating", "change", "length", "loser"];
    let server_texts = [
        "address",
        "fingerprint",
        "dir",
        "file",
        "accounts",
        "games",
        "mode",
        "fix",
        "domain",
        "minutes",
        "from",
        "to",
    ];
    let bot_texts = ["game", "opponent", "winner", "seconds", "code", "known"];
    let settings_texts = ["kept", "damage", "key", "value", "values", "lang", "now"];
    let online_texts = ["server", "offered", "why", "player", "screen", "points"];
    let about_texts = ["version", "licence"];
    for name in texts
        .into_iter()
        .chain(record_texts)
        .chain(resume_texts)
        .chain(computer_texts)
        .chain(usage_texts)
        .chain(network_texts)
        .chain(lesson_texts)
        .chain(puzzle_texts)
        .chain(server_texts)
        .chain(bot_texts)
        .chain(settings_texts)
        .chain(online_texts)
        .chain(about_texts)
    {
        args.push(text_arg(name, "e5"));
    }
    for name in [
        "count",
        "place",
        "places",
        "tie",
        "passes",
        "found",
        "expected",
        "rank",
        "most",
        "width",
        "height",
        "need-width",
        "need-height",
        "first-wins",
        "second-wins",
        "draws",
        "shown",
        "total",
        "current",
        "depth",
        "number",
        "failed",
        "streak",
        "best",
        "solved",
        "first",
        "last",
        "flag",
        "record",
        "needed",
        "distance",
        "roll",
        "given",
        "days",
        "hours",
        "minutes",
        "thousands",
        "units",
    ] {
        args.push((name, FluentValue::from(2)));
    }
    args
}

#[test]
fn every_message_exists_in_all_three_catalogues() {
    let english = ids(Lang::En);
    assert!(english.len() > 50, "the catalogue is read");
    for lang in [Lang::Uk, Lang::Ru] {
        let other = ids(lang);
        let missing: Vec<_> = english.difference(&other).collect();
        let extra: Vec<_> = other.difference(&english).collect();
        assert!(missing.is_empty() && extra.is_empty(), "{lang}: missing {missing:?}, extra {extra:?}");
    }
}

#[test]
fn every_message_formats_without_errors() {
    let args = sample_args();
    for lang in Lang::ALL {
        let messages = Messages::new(lang);
        for id in ids(lang) {
            let text = messages.try_format(&id, &args).unwrap_or_else(|e| panic!("{lang} {id}: {e:?}"));
            assert!(!text.trim().is_empty(), "{lang} {id} is empty");
        }
    }
}

fn moves(lang: Lang, count: usize) -> String {
    Messages::new(lang).format("panel-moves", &[count_arg("count", count)])
}

#[test]
fn ukrainian_plurals_of_a_move() {
    assert_eq!(moves(Lang::Uk, 1), "1 хід");
    assert_eq!(moves(Lang::Uk, 2), "2 ходи");
    assert_eq!(moves(Lang::Uk, 5), "5 ходів");
    assert_eq!(moves(Lang::Uk, 21), "21 хід");
    assert_eq!(moves(Lang::Uk, 12), "12 ходів");
}

#[test]
fn russian_plurals_of_a_move() {
    assert_eq!(moves(Lang::Ru, 1), "1 ход");
    assert_eq!(moves(Lang::Ru, 2), "2 хода");
    assert_eq!(moves(Lang::Ru, 5), "5 ходов");
    assert_eq!(moves(Lang::Ru, 22), "22 хода");
}

#[test]
fn english_plurals_of_a_move() {
    assert_eq!(moves(Lang::En, 1), "1 move");
    assert_eq!(moves(Lang::En, 2), "2 moves");
}

fn env<'a>(pairs: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
    move |name| pairs.iter().find(|(key, _)| *key == name).map(|(_, value)| value.to_string())
}

#[test]
fn language_comes_from_the_first_locale_variable_set() {
    assert_eq!(Lang::from_env(env(&[("LANG", "uk_UA.UTF-8")])), Lang::Uk);
    assert_eq!(Lang::from_env(env(&[("LC_MESSAGES", "ru_RU.UTF-8"), ("LANG", "uk_UA")])), Lang::Ru);
    assert_eq!(Lang::from_env(env(&[("LC_ALL", "en_GB"), ("LANG", "uk_UA")])), Lang::En);
    assert_eq!(Lang::from_env(env(&[("LC_ALL", ""), ("LANG", "ru")])), Lang::Ru);
}

#[test]
fn unknown_or_missing_locales_give_english() {
    assert_eq!(Lang::from_env(env(&[])), Lang::En);
    assert_eq!(Lang::from_env(env(&[("LANG", "C.UTF-8")])), Lang::En);
    assert_eq!(Lang::from_env(env(&[("LC_ALL", "de_DE"), ("LANG", "uk_UA")])), Lang::En);
}

#[test]
fn lang_flag_wins_over_the_environment() {
    let uk = env(&[("LANG", "uk_UA.UTF-8")]);
    assert_eq!(Lang::from_args_or_env(["obereg", "--lang", "ru"], None, &uk), Lang::Ru);
    assert_eq!(Lang::from_args_or_env(["obereg", "--lang=en", "--help"], None, &uk), Lang::En);
    assert_eq!(Lang::from_args_or_env(["obereg", "--lang", "xx"], None, &uk), Lang::Uk);
    assert_eq!(Lang::from_args_or_env(["obereg", "--help"], None, &uk), Lang::Uk);
    // The settings' language wins over the environment, a flag over both.
    assert_eq!(Lang::from_args_or_env(["obereg"], Some(Lang::Ru), &uk), Lang::Ru);
    assert_eq!(Lang::from_args_or_env(["obereg", "--lang", "en"], Some(Lang::Ru), &uk), Lang::En);
}

#[test]
fn refusals_name_the_rule_in_each_language() {
    let error = IllegalMove::PrinceTooFar;
    assert!(Messages::new(Lang::En).illegal_move(&error, Side::Varangians).contains("R6"));
    assert!(Messages::new(Lang::Uk).illegal_move(&error, Side::Varangians).contains("Князь"));
    assert!(Messages::new(Lang::Ru).illegal_move(&error, Side::Varangians).contains("Князь"));
}

#[test]
fn a_rules_error_in_a_chain_is_translated() {
    let error = anyhow::Error::new(PositionError::NoPrince).context("bad position");
    let text = describe_error(&Messages::new(Lang::Uk), &error);
    assert_eq!(text, "obereg: помилка: На дошці немає князя (K).");
}

/// The catalogue ids of every subcommand's about and every argument's help.
fn help_ids(command: &clap::Command, prefix: &str, ids: &mut Vec<String>) {
    ids.extend(command.get_arguments().map(|arg| format!("{prefix}-{}", arg.get_id())));
    for sub in command.get_subcommands() {
        let prefix = format!("cli-{}", sub.get_name());
        ids.push(format!("{prefix}-about"));
        help_ids(sub, &prefix, ids);
    }
}

#[test]
fn every_flag_and_command_has_its_help_in_every_language() {
    use clap::CommandFactory;
    let mut wanted = Vec::new();
    help_ids(&crate::cli::Cli::command(), "cli", &mut wanted);
    assert!(wanted.contains(&"cli-think_time".to_string()) && wanted.contains(&"cli-engine-about".into()));
    for lang in [Lang::En, Lang::Uk, Lang::Ru] {
        let messages = Messages::new(lang);
        let missing: Vec<_> = wanted.iter().filter(|id| !messages.has(id)).collect();
        assert!(missing.is_empty(), "{lang} lacks {missing:?}");
    }
}

#[test]
fn a_usage_error_without_a_translation_keeps_claps_line() {
    let error =
        clap::Error::raw(clap::error::ErrorKind::WrongNumberOfValues, "two values wanted\n\nUsage: x\n");
    assert_eq!(Messages::new(Lang::Uk).usage_error(&error), "two values wanted");
}

#[test]
fn claps_ranges_are_read_with_either_end() {
    let command = clap::Command::new("test")
        .arg(clap::Arg::new("below").long("below").value_parser(clap::value_parser!(u8).range(1..10)))
        .arg(clap::Arg::new("from").long("from").value_parser(clap::value_parser!(u64).range(3..)));
    let refusal = |args: &[&str]| {
        let error = command.clone().try_get_matches_from(args).expect_err("out of range");
        Messages::new(Lang::En).usage_error(&error)
    };
    assert_eq!(
        refusal(&["test", "--below", "10"]),
        "bad value for --below <below>: “10” is out of range: from 1 to 9"
    );
    assert_eq!(
        refusal(&["test", "--from", "2"]),
        "bad value for --from <from>: “2” is too small: at least 3"
    );
}

#[test]
fn a_failed_read_keeps_what_was_being_done() {
    let messages = Messages::new(Lang::Ru);
    let closed = || std::io::Error::from(std::io::ErrorKind::BrokenPipe);
    let bare = describe_error(&messages, &anyhow::Error::new(closed()));
    assert_eq!(
        bare,
        "obereg: ошибка: не удалось прочитать или записать: другая программа перестала читать; \
         остаток вывода не записан (система: broken pipe)",
        "what failed and what it means first, the system's words after"
    );
    let terminal = anyhow::Error::new(closed()).context(messages.text("error-terminal"));
    let text = describe_error(&messages, &terminal);
    assert_eq!(
        text,
        format!(
            "obereg: ошибка: {}: другая программа перестала читать; остаток вывода не записан (система: broken pipe)",
            messages.text("error-terminal")
        )
    );
}
