//! Terminal events to the menu's actions: pure, no state changed.

use crate::tui::keys::{Event, KeyCode, KeyModifiers, MouseButton, MouseEventKind};
use ratatui::layout::Rect;

use super::view::entry_at;
use super::{Menu, MenuAction, Step};

/// What a terminal `event` asks of `menu`; `None` for what means nothing.
/// Ctrl-C and `q` in the list ask for [`super::Entry::Quit`].
pub fn action_for(event: &Event, menu: &Menu) -> Option<MenuAction> {
    match event {
        Event::Key(key) => {
            if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
                return Some(MenuAction::Open(super::Entry::Quit));
            }
            let typing = matches!(menu.step(), Step::Join { .. });
            let action = match key.code {
                KeyCode::Up => MenuAction::Up,
                KeyCode::Down => MenuAction::Down,
                KeyCode::Left => MenuAction::Left,
                KeyCode::Right => MenuAction::Right,
                KeyCode::Tab | KeyCode::BackTab => MenuAction::NextField,
                KeyCode::Enter => MenuAction::Choose,
                KeyCode::Esc => MenuAction::Back,
                KeyCode::Backspace => MenuAction::Erase,
                KeyCode::Char(c) if typing => MenuAction::Type(c),
                KeyCode::Char(' ') => MenuAction::Choose,
                KeyCode::Char(c) => {
                    let entry = menu.entries().iter().find(|entry| entry.key() == c)?;
                    MenuAction::Open(*entry)
                }
                _ => return None,
            };
            Some(action)
        }
        Event::Mouse(mouse) if mouse.kind == MouseEventKind::Down(MouseButton::Left) => {
            let (columns, rows) = menu.size();
            let entry = entry_at(menu, Rect::new(0, 0, columns, rows), mouse.column, mouse.row)?;
            Some(MenuAction::Open(entry))
        }
        Event::Resize(columns, rows) => Some(MenuAction::Resize(*columns, *rows)),
        _ => None,
    }
}
