//! The settings kept in the config file, turned into a game's options:
//! what no flag gives comes from them, a flag wins over them, and the
//! lessons, the puzzles, the free board and a game joined stay the plain
//! game whatever they say.

use std::time::Duration;

use crate::cli::Board;
use crate::lang::Lang;
use crate::settings::{ColourTheme, Settings};
use crate::tests::config::config_kept;
use crate::tui::GameConfig;
use obereg_engine::{Level, PlayerKind};
use obereg_rules::{Reading, TimeControl};

fn minutes(base: u64, increment: u64) -> TimeControl {
    TimeControl { base: Duration::from_secs(base * 60), increment: Duration::from_secs(increment) }
}

fn every_setting_changed() -> Settings {
    Settings {
        lang: Some(Lang::Uk),
        board: Board::Eleven,
        die: Some(Reading::Exact),
        clock: Some(minutes(10, 5)),
        ascii: true,
        color: false,
        level: Level::Hard,
        bell: false,
        theme: ColourTheme::HighContrast,
    }
}

fn kept(args: &[&str], env: &[(&str, &str)]) -> GameConfig {
    config_kept(args, env, &every_setting_changed(), false).expect("a config")
}

#[test]
fn the_settings_give_what_no_flag_gives() {
    let config = kept(&[], &[("LANG", "en_GB.UTF-8")]);
    assert_eq!(config.vikings, "Вікінги", "the settings' language wins over the environment's");
    assert_eq!((config.board, config.new_board), (None, Board::Eleven));
    assert_eq!((config.die, config.clock), (Some(Reading::Exact), Some(minutes(10, 5))));
    assert!(config.ascii && !config.color && config.quiet);
    assert_eq!((config.level, config.theme), (Level::Hard, ColourTheme::HighContrast));
    let defaults = config_kept(&[], &[], &Settings::default(), false).expect("a config");
    assert_eq!((defaults.new_board, defaults.die, defaults.clock), (Board::Nine, None, None));
    assert!(!defaults.ascii && defaults.color && !defaults.quiet);
    assert_eq!((defaults.level, defaults.theme), (Level::Normal, ColourTheme::Standard));
}

#[test]
fn a_flag_wins_over_the_settings() {
    let args = ["--lang", "en", "--board", "9", "--die", "up-to", "--clock", "5+0", "--vikings", "ai:easy"];
    let config = kept(&args, &[]);
    assert_eq!(config.varangians, "Varangians");
    assert_eq!(
        (config.board, config.die, config.clock),
        (Some(Board::Nine), Some(Reading::UpTo), Some(minutes(5, 0)))
    );
    assert_eq!(config.vikings_player, PlayerKind::Computer(Level::Easy));
    let config = kept(&["--lang", "en", "--varangians", "ai"], &[]);
    assert_eq!(config.varangians_player, PlayerKind::Computer(Level::Hard), "ai alone: the settings' level");
    assert_eq!(config.varangians, "Computer (hard)");
}

#[test]
fn no_color_wins_over_the_settings() {
    let colour = Settings { color: true, theme: ColourTheme::HighContrast, ..Settings::default() };
    let config = config_kept(&[], &[("NO_COLOR", "1")], &colour, false).expect("a config");
    assert!(!config.color);
    assert!(config_kept(&[], &[], &colour, false).expect("a config").color);
}

#[test]
fn lessons_puzzles_the_free_board_and_a_game_joined_take_no_board_die_or_clock_from_the_settings() {
    for args in [&["learn"][..], &["puzzles"], &["board"], &["join", "127.0.0.1:4711", "7KQ2-M9WX"]] {
        let config = kept(args, &[]);
        assert_eq!((config.new_board, config.die, config.clock), (Board::Nine, None, None), "{args:?}");
        assert!(config.ascii && config.quiet, "{args:?}: the rest still applies");
    }
    let host = kept(&["host"], &[]);
    assert_eq!(
        (host.new_board, host.die, host.clock),
        (Board::Eleven, Some(Reading::Exact), Some(minutes(10, 5)))
    );
}
