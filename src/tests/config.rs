//! The players' options checked from the command line and the
//! environment: names, sides, the computer, the toss and the language.

use std::time::Duration;

use clap::Parser;

use crate::cli::Cli;
use crate::i18n::Messages;
use crate::settings::Settings;
use crate::tui::GameConfig;
use crate::tui::config::{ConfigError, MAX_NAME};
use obereg_engine::{Level, PlayerKind};
use obereg_rules::Side;

/// The config of `args` and `env`, with the language chosen as `main`
/// chooses it.
fn config(args: &[&str], env: &[(&str, &str)], coin: bool) -> Result<GameConfig, ConfigError> {
    config_kept(args, env, &Settings::default(), coin)
}

/// The config of `args` and `env` over the `settings` kept.
pub(crate) fn config_kept(
    args: &[&str],
    env: &[(&str, &str)],
    settings: &Settings,
    coin: bool,
) -> Result<GameConfig, ConfigError> {
    let args: Vec<&str> = std::iter::once("obereg").chain(args.iter().copied()).collect();
    let cli = Cli::try_parse_from(&args).unwrap();
    let var = |name: &str| env.iter().find(|(k, _)| *k == name).map(|(_, v)| v.to_string());
    let messages = Messages::new(crate::lang::Lang::from_args_or_env(&args, settings.lang, var));
    GameConfig::new(&cli, settings, var, || coin, &messages)
}

#[test]
fn names_default_to_the_side_names_in_the_language() {
    let config = config(&["--lang", "uk"], &[], false).unwrap();
    assert_eq!((config.vikings.as_str(), config.varangians.as_str()), ("Вікінги", "Варяги"));
    assert!(config.color && !config.ascii && !config.tossed);
}

#[test]
fn the_toss_can_swap_the_names() {
    let args = ["--vikings", "Olha", "--varangians", "Ihor", "--toss"];
    let kept = config(&args, &[], false).unwrap();
    let swapped = config(&args, &[], true).unwrap();
    assert_eq!((kept.vikings.as_str(), swapped.vikings.as_str()), ("Olha", "Ihor"));
    assert!(swapped.tossed);
}

#[test]
fn no_color_and_locale_come_from_the_environment() {
    let config = config(&[], &[("NO_COLOR", "1"), ("LANG", "ru_RU.UTF-8")], false).unwrap();
    assert!(!config.color);
    assert_eq!(config.messages.lang(), crate::lang::Lang::Ru);
}

#[test]
fn bad_names_are_refused() {
    assert_eq!(config(&["--vikings", "  "], &[], false), Err(ConfigError::EmptyName(Side::Vikings)));
    let long = "x".repeat(MAX_NAME + 1);
    assert_eq!(config(&["--varangians", &long], &[], false), Err(ConfigError::LongName(long)));
    assert!(matches!(config(&["--vikings", "a\u{1b}b"], &[], false), Err(ConfigError::ControlName(_))));
}

#[test]
fn ai_and_ai_level_are_the_computer_and_other_names_are_people() {
    let mixed = config(&["--vikings", "ai:Hard", "--varangians", "Aiden"], &[], false).unwrap();
    assert_eq!(mixed.vikings_player, PlayerKind::Computer(Level::Hard));
    assert_eq!(mixed.vikings, "Computer (hard)");
    assert_eq!((mixed.varangians.as_str(), mixed.varangians_player), ("Aiden", PlayerKind::Human));
    let plain = config(&["--varangians", "ai", "--lang", "uk"], &[], false).unwrap();
    assert_eq!(plain.varangians_player, PlayerKind::Computer(Level::Normal));
    assert_eq!(plain.varangians, "Комп'ютер (середній)");
}

#[test]
fn the_toss_moves_the_computer_with_its_name() {
    let swapped = config(&["--vikings", "ai:max", "--varangians", "Ihor", "--toss"], &[], true).unwrap();
    assert_eq!((swapped.vikings.as_str(), swapped.vikings_player), ("Ihor", PlayerKind::Human));
    assert_eq!(swapped.varangians_player, PlayerKind::Computer(Level::Max));
}

#[test]
fn a_computer_at_no_level_and_a_bad_think_time_are_refused() {
    let bad = config(&["--vikings", "ai:grandmaster"], &[], false);
    assert_eq!(bad, Err(ConfigError::BadLevel(Side::Vikings, "ai:grandmaster".into())));
    assert_eq!(config(&["--think-time", "-1"], &[], false), Err(ConfigError::BadThinkTime("-1".into())));
    let half = config(&["--think-time", "0.5"], &[], false).unwrap();
    assert_eq!(half.think_time, Some(Duration::from_millis(500)));
}

#[test]
fn a_clock_of_half_a_minute_is_taken_in_both_forms() {
    for text in ["0:30+2", "0.5+2"] {
        let clock = config(&["--clock", text], &[], false).unwrap().clock.unwrap();
        assert_eq!(
            (clock.base, clock.increment),
            (Duration::from_secs(30), Duration::from_secs(2)),
            "{text}"
        );
        assert_eq!(clock.to_string(), "0:30+2");
    }
    assert!(matches!(config(&["--clock", "0+2"], &[], false), Err(ConfigError::NoBaseTime(_))));
}

#[test]
fn the_free_board_keeps_the_clock_for_playing_on() {
    let clock = config(&["board", "--clock", "5+3"], &[], false).unwrap().clock;
    assert_eq!(clock.map(|clock| clock.base), Some(Duration::from_secs(300)));
}

#[test]
fn the_menu_opens_when_no_flag_or_subcommand_names_a_game() {
    for args in [&[][..], &["--lang", "uk", "--ascii"], &["--quiet"]] {
        assert!(config(args, &[], false).unwrap().menu, "{args:?}");
    }
    let games: [&[&str]; 10] = [
        &["--vikings", "ai"],
        &["--varangians", "Ihor"],
        &["--load", "x.otg"],
        &["--resume"],
        &["--new"],
        &["--board", "11"],
        &["--die", "exact"],
        &["--clock", "5+3"],
        &["--toss"],
        &["learn"],
    ];
    for args in games {
        assert!(!config(args, &[], false).unwrap().menu, "{args:?}");
    }
}
