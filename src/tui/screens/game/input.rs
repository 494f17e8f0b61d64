//! Terminal events to [`Action`]s: one pure function, no state changed.
//!
//! A new key: map it here to an existing or a new `Action`; handle a new
//! action in `update/` (a match arm in `update/mod.rs` calling a method in
//! the file of its concept); add its words to the three catalogues; test
//! it in `src/tests/` through `press`.

use obereg_rules::Square;
use ratatui::layout::Rect;

use super::action::{Action, Direction, Scroll};
use super::app::App;
use crate::tui::drawing::geometry::ScreenLayout;
use crate::tui::keys::{Event, KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};

/// The action a terminal `event` asks of the game on `app`; `None` for
/// events that mean nothing. The layer on top takes a key first: the help,
/// then the offer to resume, then the prompt; else the board's keys, those
/// of the end once the game is over.
pub fn action_for<const N: usize>(event: &Event, app: &App<N>) -> Option<Action> {
    on_board(event, app, app.is_over())
}

/// As [`action_for`], with the board's keys of a game going on (`over`
/// false: moves, offers, hints) or of its end (`over`: a new game, a
/// rematch), for a screen whose board is neither.
pub fn on_board<const N: usize>(event: &Event, app: &App<N>, over: bool) -> Option<Action> {
    match event {
        Event::Key(key) => key_action(key, app, over),
        Event::Mouse(mouse) if !app.overlaid() && !over => mouse_action(mouse, app.size(), app.board_side()),
        Event::Resize(columns, rows) => Some(Action::Resize(*columns, *rows)),
        Event::Paste(text) => Some(Action::Paste(text.clone())),
        _ => None,
    }
}

fn key_action<const N: usize>(key: &KeyEvent, app: &App<N>, over: bool) -> Option<Action> {
    if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
        return Some(Action::Quit);
    }
    if app.help_open() {
        help_key(key.code)
    } else if app.offer().is_some() {
        match key.code {
            KeyCode::Char('y') => Some(Action::Resume),
            KeyCode::Char('n') | KeyCode::Esc => Some(Action::Decline),
            KeyCode::Char('L') => Some(Action::Learn),
            KeyCode::Char('q') => Some(Action::Quit),
            _ => None,
        }
    } else if app.prompt().is_some() {
        prompt_key(key.code)
    } else {
        board_key(key.code, over)
    }
}

/// The keys of the help open over the screen: it scrolls and closes.
fn help_key(code: KeyCode) -> Option<Action> {
    match code {
        KeyCode::Char('?') | KeyCode::Esc | KeyCode::F(1) => Some(Action::ToggleHelp),
        KeyCode::Char('q') => Some(Action::Quit),
        KeyCode::Up | KeyCode::Char('k') => Some(Action::ScrollHelp(Scroll::Up)),
        KeyCode::Down | KeyCode::Char('j') => Some(Action::ScrollHelp(Scroll::Down)),
        KeyCode::PageUp => Some(Action::ScrollHelp(Scroll::PageUp)),
        KeyCode::PageDown | KeyCode::Char(' ') => Some(Action::ScrollHelp(Scroll::PageDown)),
        _ => None,
    }
}

fn prompt_key(code: KeyCode) -> Option<Action> {
    match code {
        KeyCode::Enter => Some(Action::PromptSubmit),
        KeyCode::Esc => Some(Action::Cancel),
        KeyCode::Backspace => Some(Action::PromptBackspace),
        KeyCode::Char(c) => Some(Action::PromptInput(c)),
        _ => None,
    }
}

/// The board's keys: those of a game going on, or of its end when `over`.
fn board_key(code: KeyCode, over: bool) -> Option<Action> {
    let action = match code {
        KeyCode::Up | KeyCode::Char('k') => Action::MoveCursor(Direction::Up),
        KeyCode::Down | KeyCode::Char('j') => Action::MoveCursor(Direction::Down),
        KeyCode::Left | KeyCode::Char('h') => Action::MoveCursor(Direction::Left),
        KeyCode::Right | KeyCode::Char('l') => Action::MoveCursor(Direction::Right),
        KeyCode::Enter | KeyCode::Char(' ') => Action::Choose,
        KeyCode::Esc => Action::Cancel,
        KeyCode::Char('?') => Action::ToggleHelp,
        KeyCode::Char('q') => Action::Quit,
        KeyCode::Char('u') => Action::Undo,
        KeyCode::Char('r') => Action::Redo,
        KeyCode::Char('[') => Action::Back,
        KeyCode::Char(']') => Action::Forward,
        KeyCode::Home => Action::ToStart,
        KeyCode::End => Action::ToEnd,
        KeyCode::Char('w') => Action::Save,
        KeyCode::Char('m') if !over => Action::OpenPrompt,
        KeyCode::Char('d') if !over => Action::OfferDraw,
        KeyCode::Char('t') if !over => Action::Hint,
        KeyCode::Char('y') if !over => Action::AcceptDraw,
        KeyCode::Char('R') if !over => Action::Resign,
        KeyCode::Char('c') => Action::OpenChat,
        // A new game once one ends (the update refuses it during play).
        KeyCode::Char('n') => Action::NewGame,
        KeyCode::Char('s') if over => Action::Rematch,
        KeyCode::Char('L') => Action::Learn,
        _ => return None,
    };
    Some(action)
}

/// The square of the board drawn under `mouse`, on a screen of `size`
/// (columns, rows) showing a board of `side` squares a side.
pub fn square_at(mouse: &MouseEvent, (columns, rows): (u16, u16), side: u16) -> Option<Square> {
    let board = ScreenLayout::new(Rect::new(0, 0, columns, rows), side).board?;
    board.hit_test(mouse.column, mouse.row)
}

fn mouse_action(mouse: &MouseEvent, size: (u16, u16), side: u16) -> Option<Action> {
    let square = square_at(mouse, size, side)?;
    match mouse.kind {
        MouseEventKind::Down(MouseButton::Left) => Some(Action::Click(square)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;
    use crate::tests::common::{composed, press, start};

    fn pressed(code: KeyCode) -> Event {
        Event::Key(KeyEvent::new(code, KeyModifiers::NONE))
    }

    /// A game whose prince has just escaped: it is over.
    fn over() -> App {
        let mut app = composed("Kb1 Vc4 Gd5", obereg_rules::Side::Varangians);
        press(&mut app, "mb1-a1<Enter>");
        assert!(app.is_over());
        app
    }

    #[test]
    fn letters_type_into_the_prompt_instead_of_moving() {
        let mut app = start(Lang::En);
        press(&mut app, "m");
        assert_eq!(action_for(&pressed(KeyCode::Char('h')), &app), Some(Action::PromptInput('h')));
        assert_eq!(action_for(&pressed(KeyCode::Char('q')), &app), Some(Action::PromptInput('q')));
    }

    #[test]
    fn undo_and_hint_are_keys_of_play_only() {
        let (u, t) = (pressed(KeyCode::Char('u')), pressed(KeyCode::Char('t')));
        let mut app = start(Lang::En);
        assert_eq!(action_for(&u, &app), Some(Action::Undo));
        assert_eq!(action_for(&t, &app), Some(Action::Hint));
        assert_eq!(action_for(&t, &over()), None);
        press(&mut app, "m");
        assert_eq!(action_for(&u, &app), Some(Action::PromptInput('u')));
    }

    #[test]
    fn ctrl_c_quits_under_every_layer() {
        let ctrl_c = Event::Key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL));
        let (mut prompt, mut help) = (start(Lang::En), start(Lang::En));
        press(&mut prompt, "m");
        press(&mut help, "?");
        let unfinished = obereg_record::GameRecord::new("Olha", "Ihor", obereg_record::Date::today());
        let offer = App::offering(&crate::tests::common::config(Lang::En), (100, 35), unfinished);
        for app in [start(Lang::En), prompt, help, over(), offer] {
            assert_eq!(action_for(&ctrl_c, &app), Some(Action::Quit));
        }
    }

    #[test]
    fn a_click_on_the_board_names_the_square_drawn_there() {
        let board = ScreenLayout::new(Rect::new(0, 0, 100, 35), 9).board.unwrap();
        let d9 = "d9".parse().unwrap();
        let area = board.square_area(d9);
        let click = Event::Mouse(MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column: area.x + 1,
            row: area.y,
        });
        let mut app = start(Lang::En);
        assert_eq!(action_for(&click, &app), Some(Action::Click(d9)));
        let _ = crate::tui::screens::game::update::update(&mut app, Action::Resize(20, 10));
        assert_eq!(action_for(&click, &app), None, "no board, no square");
    }
}
