//! The settings screen through its update, its keys, its drawing and its
//! page: every setting changed and kept at once, a flag's value shown for
//! this run, a failed save said, and Esc back to the menu in the new
//! language.

use std::path::Path;

use crate::tui::keys::{Event, KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use obereg_engine::Level;
use obereg_rules::Reading;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

use super::{Kept, Row, SettingsAction, SettingsPage, SettingsScreen, SettingsView, action_for};
use crate::cli::Board;
use crate::i18n::Messages;
use crate::lang::Lang;
use crate::settings::{ColourTheme, Settings, SettingsFile};
use crate::tui::config::GameConfig;
use crate::tui::drawing::theme::Theme;
use crate::tui::screens::Next;

pub(crate) fn key(code: KeyCode) -> Event {
    Event::Key(KeyEvent::new(code, KeyModifiers::NONE))
}

/// What `keys` ask of the screen, the last one's answer.
fn press(screen: &mut SettingsScreen, keys: &[KeyCode]) -> Option<Next> {
    let mut asked = None;
    for code in keys {
        asked = action_for(&key(*code), screen).and_then(|action| screen.update(action));
    }
    asked
}

/// The settings after `keys` from the defaults.
fn after(keys: &[KeyCode]) -> Settings {
    let mut screen = SettingsScreen::new(Settings::default(), (64, 15));
    press(&mut screen, keys);
    *screen.kept()
}

pub(crate) fn letter(c: char) -> KeyCode {
    KeyCode::Char(c)
}

#[test]
fn each_setting_changes_by_its_letter_and_is_asked_to_be_kept() {
    let defaults = Settings::default();
    let mut screen = SettingsScreen::new(defaults, (64, 15));
    let kept = |asked: Option<Next>| match asked {
        Some(Next::Keep(settings)) => settings,
        other => panic!("not kept: {other:?}"),
    };
    assert_eq!(kept(press(&mut screen, &[letter('l')])).lang, Some(Lang::Uk));
    assert_eq!(screen.highlighted(), Row::Lang);
    assert_eq!(kept(press(&mut screen, &[letter('s')])).board, Board::Eleven);
    assert_eq!(kept(press(&mut screen, &[letter('d')])).die, Some(Reading::Exact));
    assert_eq!(kept(press(&mut screen, &[letter('c')])).clock, "3+2".parse().ok());
    assert!(kept(press(&mut screen, &[letter('a')])).ascii);
    assert!(!kept(press(&mut screen, &[letter('o')])).color);
    assert_eq!(kept(press(&mut screen, &[letter('t')])).theme, ColourTheme::HighContrast);
    assert_eq!(kept(press(&mut screen, &[letter('v')])).level, Level::Hard);
    let all = kept(press(&mut screen, &[letter('b')]));
    assert!(!all.bell);
    assert_eq!(screen.highlighted(), Row::Bell);
    // Every setting moved off its default, each by its own letter.
    assert_eq!(all.lang, Some(Lang::Uk));
    assert_eq!(
        (all.board, all.die, all.theme),
        (Board::Eleven, Some(Reading::Exact), ColourTheme::HighContrast)
    );
    assert_eq!(press(&mut screen, &[letter('x')]), None, "no setting's letter");
}

#[test]
fn the_values_go_round_both_ways_and_a_clock_the_file_names_is_kept_until_changed() {
    let lang = |keys: &[KeyCode]| after(&[&[letter('l')], keys].concat()).lang;
    assert_eq!(lang(&[KeyCode::Right]), Some(Lang::Ru));
    assert_eq!(
        lang(&[KeyCode::Enter, KeyCode::Char(' '), KeyCode::Right]),
        None,
        "round to the environment's"
    );
    assert_eq!(lang(&[KeyCode::Left]), None);
    assert_eq!(after(&[KeyCode::Left]).lang, Some(Lang::En), "from the environment's back to the last");
    let level = |keys: &[KeyCode]| after(&[&[letter('v')], keys].concat()).level;
    assert_eq!(level(&[KeyCode::Right]), Level::Max);
    assert_eq!(level(&[KeyCode::Right, KeyCode::Right]), Level::Beginner);
    assert_eq!(level(&[KeyCode::Left, KeyCode::Left]), Level::Easy);
    let die = |keys: &[KeyCode]| after(&[&[letter('d')], keys].concat()).die;
    assert_eq!(die(&[KeyCode::Right]), Some(Reading::UpTo));
    assert_eq!(die(&[KeyCode::Right, KeyCode::Right]), None);
    let odd = Settings { clock: "0:30+2".parse().ok(), ..Settings::default() };
    let mut screen = SettingsScreen::new(odd, (64, 15));
    assert_eq!(screen.kept().clock, odd.clock, "shown as the file has it");
    press(&mut screen, &[KeyCode::Down, KeyCode::Down, KeyCode::Down, KeyCode::Left]);
    assert_eq!(screen.kept().clock, "30+20".parse().ok());
}

#[test]
fn arrows_move_the_highlight_round_and_esc_asks_for_the_menu_and_q_to_leave() {
    let mut screen = SettingsScreen::new(Settings::default(), (64, 15));
    assert_eq!(press(&mut screen, &[KeyCode::Up]), None);
    assert_eq!(screen.highlighted(), Row::Bell);
    press(&mut screen, &[KeyCode::Down, KeyCode::Down]);
    assert_eq!(screen.highlighted(), Row::Board);
    assert_eq!(press(&mut screen, &[KeyCode::Esc]), Some(Next::Menu));
    assert_eq!(press(&mut screen, &[letter('q')]), Some(Next::Quit));
    let control_c = Event::Key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL));
    assert_eq!(action_for(&control_c, &screen), Some(SettingsAction::Quit));
    assert_eq!(*screen.kept(), Settings::default(), "moving changes nothing");
}

fn screen_text(view: &SettingsView<'_>, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|frame| frame.render_widget(view, frame.area())).unwrap();
    text_of(&terminal)
}

pub(crate) fn text_of(terminal: &Terminal<TestBackend>) -> String {
    let buf = terminal.backend().buffer();
    (0..buf.area.height)
        .map(|y| (0..buf.area.width).map(|x| buf[(x, y)].symbol()).collect::<String>())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The screen of `kept` in `lang`, this run using `this_run`.
fn drawn(kept: Settings, this_run: Settings, lang: Lang, (width, height): (u16, u16)) -> String {
    let screen = SettingsScreen::new(kept, (width, height));
    let messages = Messages::new(lang);
    let theme = Theme::new(false, true, ColourTheme::Standard);
    let path = Path::new("/home/olha/.config/obereg/config.toml");
    let view = SettingsView {
        screen: &screen,
        this_run: &this_run,
        env_lang: Lang::En,
        path: Some(path),
        messages: &messages,
        theme: &theme,
    };
    screen_text(&view, width, height)
}

#[test]
fn every_setting_is_listed_with_its_value_at_64_by_15_and_100_by_35_in_each_language() {
    let kept = Settings {
        die: Some(Reading::UpTo),
        clock: "10+5".parse().ok(),
        level: Level::Hard,
        ..Settings::default()
    };
    let this_run = Settings { lang: Some(Lang::En), ..kept };
    for size in [(64, 15), (100, 35)] {
        let text = drawn(kept, this_run, Lang::En, size);
        for words in [
            "Settings",
            "l  Language",
            "as the system: English",
            "s  Board",
            "9×9",
            "at most the roll",
            "10+5",
            "a  ASCII only",
            "o  Colours",
            "standard",
            "hard, rated ≈3047",
            "b  Bell on the other's move",
            "Kept in /home/olha/.config/obereg/config.toml",
            "Esc menu",
        ] {
            assert!(text.contains(words), "{words} at {size:?}:\n{text}");
        }
        assert!(!text.contains('…') && !text.contains("(now"), "nothing cut, nothing pinned:\n{text}");
    }
    let kept = |lang| Settings { lang: Some(lang), ..kept };
    let uk = drawn(kept(Lang::Uk), kept(Lang::Uk), Lang::Uk, (64, 15));
    for words in [
        "Налаштування",
        "Мова",
        "Українська",
        "не більше, ніж випало",
        "складний, рейтинг ≈3047",
        "Esc меню",
        "Дзвінок",
    ] {
        assert!(uk.contains(words), "{words}:\n{uk}");
    }
    let ru = drawn(kept(Lang::Ru), kept(Lang::Ru), Lang::Ru, (64, 15));
    for words in ["Настройки", "Язык", "Кубик", "не больше, чем выпало", "Часы", "Esc меню"]
    {
        assert!(ru.contains(words), "{words}:\n{ru}");
    }
}

#[test]
fn a_setting_a_flag_or_no_color_wins_for_this_run_shows_both_values() {
    let kept = Settings { lang: Some(Lang::Uk), ..Settings::default() };
    // --lang en --ascii, and NO_COLOR.
    let this_run = Settings { lang: Some(Lang::En), ascii: true, color: false, ..kept };
    let text = drawn(kept, this_run, Lang::En, (64, 15));
    assert!(text.contains("Українська (now English)"), "{text}");
    assert!(text.contains("ASCII only") && text.contains("off (now on)"), "{text}");
    assert!(text.contains("on (now off)"), "{text}");
    // The highlight is on the language: the line above the keys says why.
    assert!(text.contains("A flag or NO_COLOR holds for this run; your choice is kept."), "{text}");
    assert!(!text.contains("Kept in"), "{text}");
}

#[test]
fn a_click_on_a_setting_changes_it() {
    let mut screen = SettingsScreen::new(Settings::default(), (64, 15));
    let text = drawn(
        Settings::default(),
        Settings { lang: Some(Lang::En), ..Settings::default() },
        Lang::En,
        (64, 15),
    );
    let row = text.lines().position(|line| line.contains("t  Colour theme")).unwrap() as u16;
    let click = |column: u16, row: u16| {
        Event::Mouse(MouseEvent { kind: MouseEventKind::Down(MouseButton::Left), column, row })
    };
    let action = action_for(&click(10, row), &screen);
    assert_eq!(action, Some(SettingsAction::Change(Row::Theme)));
    assert!(
        matches!(screen.update(SettingsAction::Change(Row::Theme)), Some(Next::Keep(s)) if s.theme == ColourTheme::HighContrast)
    );
    assert_eq!(screen.highlighted(), Row::Theme);
    assert_eq!(action_for(&click(10, 0), &screen), None, "the title is no setting");
}

/// A game config in English, made again from settings as `main` does:
/// the language, ASCII and the bell from the settings.
pub(crate) fn base() -> GameConfig {
    GameConfig::two_people("Vikings", "Varangians", Messages::new(Lang::En))
}

pub(crate) fn remake(settings: &Settings) -> anyhow::Result<GameConfig> {
    let messages = Messages::new(settings.lang.unwrap_or(Lang::En));
    Ok(GameConfig { messages, ascii: settings.ascii, quiet: !settings.bell, ..base() })
}

/// The settings page given `keys`, with `file`, on a terminal of `size`,
/// each change kept as the run keeps it: this run's options when the page
/// went back to the menu, what it kept, and its last drawing.
fn run_with(
    file: Option<SettingsFile>,
    keys: &[KeyCode],
    (width, height): (u16, u16),
) -> (Option<GameConfig>, Settings, String) {
    let mut kept = Kept { file, settings: Settings::default(), env_lang: Lang::En, remake: &remake };
    let mut config = base();
    let mut page = SettingsPage::open(&kept, &config, (width, height));
    let mut returned = None;
    for code in keys {
        match page.on_terminal(&key(*code)) {
            Some(Next::Keep(settings)) => config = page.keep(settings, &mut kept, &config).unwrap(),
            Some(go) => {
                returned = (go == Next::Menu).then(|| config.clone());
                break;
            }
            None => {}
        }
    }
    let theme = config.theme();
    let drawn = screen_text(&page.view(&config.messages, &theme), width, height);
    (returned, kept.settings, drawn)
}

#[test]
fn a_change_is_kept_in_the_file_at_once_and_esc_returns_this_runs_options_in_the_new_language() {
    let dir = tempfile::TempDir::new().unwrap();
    let file = SettingsFile::in_dir(dir.path());
    let (config, kept, screen) =
        run_with(Some(file.clone()), &[letter('l'), letter('a'), KeyCode::Esc], (100, 35));
    let config = config.expect("back to the menu");
    assert_eq!((config.messages.lang(), config.ascii), (Lang::Uk, true));
    assert_eq!((kept.lang, kept.ascii), (Some(Lang::Uk), true));
    assert_eq!(file.load(), (kept, None), "in the file already");
    assert!(screen.contains("Налаштування") && screen.contains("Зберігаються в"), "{screen}");
    // q leaves the app, not for the menu.
    assert!(run_with(Some(file), &[letter('l'), letter('q')], (100, 35)).0.is_none());
}

#[test]
fn a_change_that_cannot_be_saved_says_so_and_holds_for_this_run() {
    let dir = tempfile::TempDir::new().unwrap();
    // The config directory is a file: nothing can be written under it.
    let blocked = dir.path().join("obereg");
    std::fs::write(&blocked, "not a directory").unwrap();
    let file = SettingsFile::in_dir(&blocked);
    let keys = [letter('l'), letter('l'), KeyCode::Esc];
    let (config, kept, screen) = run_with(Some(file.clone()), &keys, (100, 35));
    assert_eq!(config.expect("back to the menu").messages.lang(), Lang::Ru, "the change holds");
    assert_eq!(kept.lang, Some(Lang::Ru));
    // The whole message, the system's words too, wrapped above the keys.
    let said = |screen: &str| screen.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(said(&screen).contains("Настройки не удалось сохранить в"), "{screen}");
    assert!(said(&screen).contains("(система: "), "{screen}");
    assert!(screen.lines().last().unwrap().contains("Esc меню"), "the keys stay:\n{screen}");
    // On the smallest screen too, with every setting still shown.
    let (_, _, small) = run_with(Some(file), &keys, (64, 15));
    assert!(said(&small).contains("Настройки не удалось сохранить в"), "{small}");
    assert!(small.contains("Язык") && small.contains("b  Звонок"), "{small}");
    let (_, _, nowhere) = run_with(None, &[letter('b'), KeyCode::Esc], (100, 35));
    assert!(nowhere.contains("No config directory is known"), "{nowhere}");
}

#[test]
fn the_notice_of_a_failed_save_goes_with_the_next_change() {
    let mut screen = SettingsScreen::new(Settings::default(), (64, 15));
    screen.failed_to_save("the disk is full".into());
    assert_eq!(screen.not_saved(), Some("the disk is full"));
    press(&mut screen, &[letter('b')]);
    assert_eq!(screen.not_saved(), None);
}
