//! The about screen: opened from the menu by its letter, drawn whole in
//! each language on the smallest screen, and left by its keys.

use ratatui::Terminal;
use ratatui::backend::TestBackend;

use super::About;
use crate::i18n::Messages;
use crate::lang::Lang;
use crate::settings::ColourTheme;
use crate::tui::drawing::theme::Theme;
use crate::tui::keys::{Event, KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use crate::tui::screens::menu::{Menu, action_for};
use crate::tui::screens::settings::tests::{key, text_of};
use crate::tui::screens::{Next, Screen, ScreenEvent, standalone};

/// The about screen drawn in `lang` on a screen of `width`×`height`.
fn drawn(lang: Lang, (width, height): (u16, u16)) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a test terminal");
    let (messages, theme) = (Messages::new(lang), Theme::new(false, true, ColourTheme::Standard));
    terminal.draw(|frame| About.draw(frame, &messages, &theme)).expect("drawn");
    text_of(&terminal)
}

#[test]
fn the_menu_opens_it_by_its_letter_and_the_loop_shows_it() {
    let mut menu = Menu::new(None, (64, 15));
    let go = action_for(&key(KeyCode::Char('i')), &menu).and_then(|action| menu.update(action));
    assert_eq!(go, Some(Next::About));
    let screen: Box<dyn std::any::Any> = standalone(&Next::About).expect("opened as it is");
    assert!(screen.downcast_ref::<About>().is_some());
    assert!(standalone(&Next::Settings).is_none(), "the settings need what the loop keeps");
}

#[test]
fn it_says_the_version_and_the_licence_in_each_language_on_the_smallest_screen() {
    for (lang, words) in [(Lang::En, "Licence"), (Lang::Uk, "Ліцензія"), (Lang::Ru, "Лицензия")]
    {
        let screen = drawn(lang, (64, 15));
        assert!(screen.contains(env!("CARGO_PKG_VERSION")), "{lang:?}:\n{screen}");
        assert!(screen.contains(&format!("{words}: MIT OR Apache-2.0")), "{lang:?}:\n{screen}");
        assert!(screen.contains("rules.md"), "{lang:?}:\n{screen}");
        let keys = Messages::new(lang).text("about-keys");
        assert!(screen.contains(&keys), "the keys, last, still shown: {lang:?}:\n{screen}");
    }
}

#[test]
fn esc_enter_and_a_click_go_back_to_the_menu_and_q_and_ctrl_c_leave() {
    let on = |event: Event| About.on(ScreenEvent::Terminal(event));
    assert_eq!(on(key(KeyCode::Esc)), Some(Next::Menu));
    assert_eq!(on(key(KeyCode::Enter)), Some(Next::Menu));
    let click = MouseEvent { kind: MouseEventKind::Down(MouseButton::Left), column: 3, row: 4 };
    assert_eq!(on(Event::Mouse(click)), Some(Next::Menu));
    assert_eq!(on(key(KeyCode::Char('q'))), Some(Next::Quit));
    assert_eq!(on(Event::Key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL))), Some(Next::Quit));
    assert_eq!(on(key(KeyCode::Char('x'))), None, "other keys do nothing");
    assert_eq!(About.on(ScreenEvent::TimersDue), None);
}
