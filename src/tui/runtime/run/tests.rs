//! The run stepped without a terminal: the settings screen's changes kept
//! and spoken at once, a signal and `q` ending the run with their codes,
//! a screen opened at the size the last resize told, and the trouble with
//! the settings file told in the first game only.

use std::process::ExitCode;
use std::sync::mpsc;

use crate::tui::keys::{Event, KeyCode};
use obereg_engine::Level;
use obereg_rules::Side;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

use super::{Flow, Input, Run};
use crate::cli::Board;
use crate::lang::Lang;
use crate::settings::{Settings, SettingsFile};
use crate::tui::chosen_puzzles;
use crate::tui::config::GameConfig;
use crate::tui::drawing::key_line::KeyLine;
use crate::tui::files::storage::Start;
use crate::tui::keys::{MouseButton, MouseEvent, MouseEventKind};
use crate::tui::screens::Next;
use crate::tui::screens::settings::tests::{base, key, letter, remake, text_of};
use crate::tui::screens::settings::{Kept, SettingsPage};

/// A run on the settings screen keeping its settings in `file`.
fn on_settings(file: Option<SettingsFile>) -> Run<'static> {
    let kept = Kept { file, settings: Settings::default(), env_lang: Lang::En, remake: &remake };
    let config = base();
    let page = SettingsPage::open(&kept, &config, (100, 35));
    let theme = config.theme();
    let (sender, _) = mpsc::channel();
    let key_line = KeyLine::default();
    Run { screen: Box::new(page), config, theme, kept, sender, size: (100, 35), key_line }
}

/// The settings page `run` shows, if it shows it.
fn settings_page<'a>(run: &'a Run<'_>) -> Option<&'a SettingsPage> {
    let screen: &dyn std::any::Any = &*run.screen;
    screen.downcast_ref()
}

/// Steps `run` on each of `keys`; what the last step said.
fn press(run: &mut Run<'_>, keys: &[KeyCode]) -> Flow {
    let mut flow = Flow::On;
    for code in keys {
        flow = run.on(Input::Terminal(key(*code))).unwrap();
    }
    flow
}

#[test]
fn a_setting_changed_is_kept_in_the_file_and_the_run_speaks_and_draws_it_at_once() {
    let dir = tempfile::TempDir::new().unwrap();
    let file = SettingsFile::in_dir(dir.path());
    let mut run = on_settings(Some(file.clone()));
    assert_eq!(press(&mut run, &[letter('l'), letter('a')]), Flow::On);
    assert_eq!((run.config.messages.lang(), run.config.ascii), (Lang::Uk, true));
    assert_eq!(file.load(), (run.kept.settings, None), "in the file already");
    let mut terminal = Terminal::new(TestBackend::new(100, 35)).unwrap();
    terminal.draw(|frame| run.draw(frame)).unwrap();
    let screen = text_of(&terminal);
    assert!(screen.contains("Налаштування") && screen.contains("Зберігаються в"), "{screen}");
    // No timers, and nothing a worker reports, move the settings screen.
    assert_eq!(run.next_timer(), None);
    assert_eq!(run.on(Input::TimersDue).unwrap(), Flow::On);
    assert!(settings_page(&run).is_some());
}

#[test]
fn a_click_on_a_key_of_the_key_line_presses_it() {
    let mut run = on_settings(None);
    let mut terminal = Terminal::new(TestBackend::new(100, 35)).unwrap();
    terminal.draw(|frame| run.draw(frame)).unwrap();
    let screen = text_of(&terminal);
    let rows: Vec<&str> = screen.lines().collect();
    let (row, line) = rows
        .iter()
        .enumerate()
        .rev()
        .find(|(_, line)| line.contains("Esc menu"))
        .expect("Esc on the key line");
    let column = line[..line.find("Esc menu").unwrap()].chars().count() + 5;
    let click =
        MouseEvent { kind: MouseEventKind::Down(MouseButton::Left), column: column as u16, row: row as u16 };
    assert_eq!(run.on(Input::Terminal(Event::Mouse(click))).unwrap(), Flow::On);
    let screen: &dyn std::any::Any = &*run.screen;
    assert!(screen.is::<crate::tui::screens::menu::Menu>(), "the menu, as Esc opens it");
}

#[test]
fn a_signal_ends_the_run_with_its_shell_code_and_q_with_success() {
    let mut run = on_settings(None);
    assert_eq!(run.on(Input::Signal(15)).unwrap(), Flow::Quit(ExitCode::from(143)));
    assert_eq!(press(&mut on_settings(None), &[letter('q')]), Flow::Quit(ExitCode::SUCCESS));
}

#[test]
fn a_screen_opens_at_the_size_the_last_resize_told() {
    let mut run = on_settings(None);
    assert_eq!(run.on(Input::Terminal(Event::Resize(64, 15))).unwrap(), Flow::On);
    assert_eq!(run.go(Some(Next::Settings)).unwrap(), Flow::On);
    let page = settings_page(&run).expect("the settings again");
    assert_eq!(*page, SettingsPage::open(&run.kept, &run.config, (64, 15)));
}

#[test]
fn the_damaged_settings_told_in_the_game_the_run_opened_on_are_not_told_again_in_the_next() {
    let dir = tempfile::TempDir::new().unwrap();
    let file = SettingsFile::in_dir(dir.path());
    std::fs::write(file.path(), "board = 12\n").unwrap();
    let (_, trouble) = file.load();
    let trouble = trouble.expect("a damaged file");
    let config = GameConfig { settings_trouble: Some(trouble.clone()), ..base().for_choice(&Next::Puzzles) };
    let kept = Kept { file: None, settings: Settings::default(), env_lang: Lang::En, remake: &remake };
    let start = Start { store: None, game: None, offer: None, reports: Vec::new() };
    let prepared = (start, Board::Nine, chosen_puzzles(&config).unwrap());
    let (sender, _events) = mpsc::channel();
    let mut run = Run::open(config, kept, Some(prepared), (100, 35), sender).unwrap();
    let mut terminal = Terminal::new(TestBackend::new(100, 35)).unwrap();
    terminal.draw(|frame| run.draw(frame)).unwrap();
    let told = trouble.describe(&run.config.messages);
    let start_of_it: String = told.split_whitespace().take(4).collect::<Vec<_>>().join(" ");
    assert!(text_of(&terminal).contains(&start_of_it), "told in the puzzles: {start_of_it}");
    // The puzzles' `a` opens a game against the computer from this run's options.
    let next = run.config.for_choice(&Next::Computer { side: Side::Vikings, level: Level::Easy });
    assert_eq!(next.settings_trouble, None, "told once");
}

#[test]
fn the_damaged_settings_are_told_on_the_menu_when_the_run_opens_there_and_not_again() {
    let dir = tempfile::TempDir::new().unwrap();
    let file = SettingsFile::in_dir(dir.path());
    std::fs::write(file.path(), "board = 12\n").unwrap();
    let trouble = file.load().1.expect("a damaged file");
    let config = GameConfig { settings_trouble: Some(trouble.clone()), ..base() };
    let kept = Kept { file: None, settings: Settings::default(), env_lang: Lang::En, remake: &remake };
    let (sender, _events) = mpsc::channel();
    let mut run = Run::open(config, kept, None, (80, 24), sender).unwrap();
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    terminal.draw(|frame| run.draw(frame)).unwrap();
    let screen: String = text_of(&terminal).split_whitespace().collect::<Vec<_>>().join(" ");
    let told: String =
        trouble.describe(&run.config.messages).split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(screen.contains(&told), "told whole on the menu: {told}\n{}", text_of(&terminal));
    assert!(screen.contains("Play at this keyboard"), "{screen}");
    let next = run.config.for_choice(&Next::Keyboard);
    assert_eq!(next.settings_trouble, None, "told once");
}
