//! Terminal events to the settings screen's actions: pure, no state changed.

use crate::tui::keys::{Event, KeyCode, KeyModifiers, MouseButton, MouseEventKind};
use ratatui::layout::Rect;

use super::view::row_at;
use super::{Row, SettingsAction, SettingsScreen};

/// What a terminal `event` asks of `screen`; `None` for what means nothing.
/// Ctrl-C and `q` ask to leave, Esc for the menu.
pub fn action_for(event: &Event, screen: &SettingsScreen) -> Option<SettingsAction> {
    match event {
        Event::Key(key) => {
            if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
                return Some(SettingsAction::Quit);
            }
            let action = match key.code {
                KeyCode::Up => SettingsAction::Up,
                KeyCode::Down => SettingsAction::Down,
                KeyCode::Left => SettingsAction::Previous,
                KeyCode::Right | KeyCode::Enter | KeyCode::Char(' ') => SettingsAction::Next,
                KeyCode::Esc => SettingsAction::Back,
                KeyCode::Char('q') => SettingsAction::Quit,
                KeyCode::Char(c) => SettingsAction::Change(*Row::ALL.iter().find(|row| row.key() == c)?),
                _ => return None,
            };
            Some(action)
        }
        Event::Mouse(mouse) if mouse.kind == MouseEventKind::Down(MouseButton::Left) => {
            let (columns, rows) = screen.size();
            let row = row_at(Rect::new(0, 0, columns, rows), mouse.column, mouse.row)?;
            Some(SettingsAction::Change(row))
        }
        Event::Resize(columns, rows) => Some(SettingsAction::Resize(*columns, *rows)),
        _ => None,
    }
}
