//! Terminal events to [`Action`]s: one pure function, no state changed.

use crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use obereg_rules::Square;
use ratatui::layout::Rect;

use super::action::{Action, Direction, Scroll};
use super::app::Mode;
use super::geometry::ScreenLayout;

/// The action a terminal `event` asks for in `mode`, on a screen of `size`
/// (columns, rows) showing a board of `side` squares a side; `None` for
/// events that mean nothing. Only key presses count (not repeats'
/// releases), so each key acts once on every terminal.
pub fn action_for(event: &Event, mode: Mode, size: (u16, u16), side: u16) -> Option<Action> {
    match event {
        Event::Key(key) if key.kind == KeyEventKind::Press => key_action(key, mode),
        Event::Mouse(mouse) => mouse_action(mouse, mode, size, side),
        Event::Resize(columns, rows) => Some(Action::Resize(*columns, *rows)),
        Event::Paste(text) => Some(Action::Paste(text.clone())),
        _ => None,
    }
}

fn key_action(key: &KeyEvent, mode: Mode) -> Option<Action> {
    if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
        return Some(Action::Quit);
    }
    match mode {
        Mode::Prompt => prompt_key(key.code),
        Mode::Help => match key.code {
            KeyCode::Char('?') | KeyCode::Esc | KeyCode::F(1) => Some(Action::ToggleHelp),
            KeyCode::Char('q') => Some(Action::Quit),
            KeyCode::Up | KeyCode::Char('k') => Some(Action::ScrollHelp(Scroll::Up)),
            KeyCode::Down | KeyCode::Char('j') => Some(Action::ScrollHelp(Scroll::Down)),
            KeyCode::PageUp => Some(Action::ScrollHelp(Scroll::PageUp)),
            KeyCode::PageDown | KeyCode::Char(' ') => Some(Action::ScrollHelp(Scroll::PageDown)),
            _ => None,
        },
        Mode::Resume => match key.code {
            KeyCode::Char('y') => Some(Action::Resume),
            KeyCode::Char('n') | KeyCode::Esc => Some(Action::Decline),
            KeyCode::Char('L') => Some(Action::Learn),
            KeyCode::Char('q') => Some(Action::Quit),
            _ => None,
        },
        Mode::Play | Mode::Over => board_key(key.code, mode),
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

fn board_key(code: KeyCode, mode: Mode) -> Option<Action> {
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
        KeyCode::Char('m') if mode == Mode::Play => Action::OpenPrompt,
        KeyCode::Char('d') if mode == Mode::Play => Action::OfferDraw,
        KeyCode::Char('t') if mode == Mode::Play => Action::Hint,
        KeyCode::Char('y') if mode == Mode::Play => Action::AcceptDraw,
        KeyCode::Char('R') if mode == Mode::Play => Action::Resign,
        KeyCode::Char('c') => Action::OpenChat,
        // A new game once one ends; in the puzzles, the next one at any time.
        KeyCode::Char('n') => Action::NewGame,
        KeyCode::Char('s') if mode == Mode::Over => Action::Rematch,
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

fn mouse_action(mouse: &MouseEvent, mode: Mode, size: (u16, u16), side: u16) -> Option<Action> {
    let square = square_at(mouse, size, side)?;
    match mouse.kind {
        MouseEventKind::Down(MouseButton::Left) if mode == Mode::Play => Some(Action::Click(square)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use crossterm::event::KeyEventState;

    use super::*;

    fn key(code: KeyCode, kind: KeyEventKind) -> Event {
        Event::Key(KeyEvent { code, modifiers: KeyModifiers::NONE, kind, state: KeyEventState::NONE })
    }

    #[test]
    fn only_key_presses_count() {
        let press = key(KeyCode::Char('h'), KeyEventKind::Press);
        let release = key(KeyCode::Char('h'), KeyEventKind::Release);
        assert_eq!(action_for(&press, Mode::Play, (100, 35), 9), Some(Action::MoveCursor(Direction::Left)));
        assert_eq!(action_for(&release, Mode::Play, (100, 35), 9), None);
    }

    #[test]
    fn letters_type_into_the_prompt_instead_of_moving() {
        let h = key(KeyCode::Char('h'), KeyEventKind::Press);
        assert_eq!(action_for(&h, Mode::Prompt, (100, 35), 9), Some(Action::PromptInput('h')));
        let q = key(KeyCode::Char('q'), KeyEventKind::Press);
        assert_eq!(action_for(&q, Mode::Prompt, (100, 35), 9), Some(Action::PromptInput('q')));
    }

    #[test]
    fn undo_and_hint_are_keys_of_play_only() {
        let u = key(KeyCode::Char('u'), KeyEventKind::Press);
        let t = key(KeyCode::Char('t'), KeyEventKind::Press);
        assert_eq!(action_for(&u, Mode::Play, (100, 35), 9), Some(Action::Undo));
        assert_eq!(action_for(&t, Mode::Play, (100, 35), 9), Some(Action::Hint));
        assert_eq!(action_for(&t, Mode::Over, (100, 35), 9), None);
        assert_eq!(action_for(&u, Mode::Prompt, (100, 35), 9), Some(Action::PromptInput('u')));
    }

    #[test]
    fn ctrl_c_quits_in_every_mode() {
        let ctrl_c = Event::Key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL));
        for mode in [Mode::Play, Mode::Prompt, Mode::Help, Mode::Over, Mode::Resume] {
            assert_eq!(action_for(&ctrl_c, mode, (100, 35), 9), Some(Action::Quit));
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
            modifiers: KeyModifiers::NONE,
        });
        assert_eq!(action_for(&click, Mode::Play, (100, 35), 9), Some(Action::Click(d9)));
        assert_eq!(action_for(&click, Mode::Play, (20, 10), 9), None, "no board, no square");
    }
}
