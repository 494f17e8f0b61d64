//! The threads that feed the terminal's loop its channel ([`AppEvent`]):
//! the terminal's events, made the app's own ([`crate::tui::keys`]) here, at
//! the terminal's edge, and the signals.

use std::sync::mpsc::Sender;
use std::{io, thread};

use crossterm::event as term;
use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
use signal_hook::iterator::Signals;

use crate::tui::AppEvent;
use crate::tui::keys::{Event, KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};

/// Starts the threads that feed `events`; they end when the receiver is
/// dropped (or with the process).
///
/// # Errors
/// When the signal handlers cannot be registered or a thread not started.
pub fn spawn(events: &Sender<AppEvent>) -> io::Result<()> {
    let terminal = events.clone();
    thread::Builder::new().name("terminal-input".into()).spawn(move || {
        loop {
            // `read` blocks until the terminal has something: no polling.
            let event = match term::read() {
                Ok(event) => match from_terminal(event) {
                    Some(event) => AppEvent::Terminal(event),
                    None => continue,
                },
                Err(error) => AppEvent::InputFailed(error),
            };
            let failed = matches!(event, AppEvent::InputFailed(_));
            if terminal.send(event).is_err() || failed {
                break;
            }
        }
    })?;
    let mut signals = Signals::new([SIGTERM, SIGHUP, SIGINT])?;
    let signal_events = events.clone();
    thread::Builder::new().name("signals".into()).spawn(move || {
        for signal in signals.forever() {
            if signal_events.send(AppEvent::Signal(signal)).is_err() {
                break;
            }
        }
    })?;
    Ok(())
}

/// The app's event for the terminal's `event`; `None` for what no screen
/// reads: a key's release or repeat (so each key acts once on every
/// terminal), keys the game has no use for, the mouse moved or released,
/// the focus.
fn from_terminal(event: term::Event) -> Option<Event> {
    match event {
        term::Event::Key(key) if key.kind == term::KeyEventKind::Press => {
            let control = key.modifiers.contains(term::KeyModifiers::CONTROL);
            let modifiers = if control { KeyModifiers::CONTROL } else { KeyModifiers::NONE };
            Some(Event::Key(KeyEvent::new(key_code(key.code)?, modifiers)))
        }
        term::Event::Mouse(mouse) => {
            let button = match mouse.kind {
                term::MouseEventKind::Down(term::MouseButton::Left) => MouseButton::Left,
                term::MouseEventKind::Down(term::MouseButton::Right) => MouseButton::Right,
                _ => return None,
            };
            let kind = MouseEventKind::Down(button);
            Some(Event::Mouse(MouseEvent { kind, column: mouse.column, row: mouse.row }))
        }
        term::Event::Resize(columns, rows) => Some(Event::Resize(columns, rows)),
        term::Event::Paste(text) => Some(Event::Paste(text)),
        term::Event::FocusGained | term::Event::FocusLost | term::Event::Key(_) => None,
    }
}

/// The app's key for the terminal's `code`, if the game knows it.
fn key_code(code: term::KeyCode) -> Option<KeyCode> {
    Some(match code {
        term::KeyCode::Char(c) => KeyCode::Char(c),
        term::KeyCode::F(n) => KeyCode::F(n),
        term::KeyCode::Backspace => KeyCode::Backspace,
        term::KeyCode::Enter => KeyCode::Enter,
        term::KeyCode::Left => KeyCode::Left,
        term::KeyCode::Right => KeyCode::Right,
        term::KeyCode::Up => KeyCode::Up,
        term::KeyCode::Down => KeyCode::Down,
        term::KeyCode::Tab => KeyCode::Tab,
        term::KeyCode::BackTab => KeyCode::BackTab,
        term::KeyCode::Delete => KeyCode::Delete,
        term::KeyCode::Home => KeyCode::Home,
        term::KeyCode::End => KeyCode::End,
        term::KeyCode::PageUp => KeyCode::PageUp,
        term::KeyCode::PageDown => KeyCode::PageDown,
        term::KeyCode::Esc => KeyCode::Esc,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(code: term::KeyCode, modifiers: term::KeyModifiers, kind: term::KeyEventKind) -> term::Event {
        term::Event::Key(term::KeyEvent { code, modifiers, kind, state: term::KeyEventState::NONE })
    }

    #[test]
    fn only_key_presses_count() {
        let (h, none) = (term::KeyCode::Char('h'), term::KeyModifiers::NONE);
        let pressed = Event::Key(KeyEvent::new(KeyCode::Char('h'), KeyModifiers::NONE));
        assert_eq!(from_terminal(key(h, none, term::KeyEventKind::Press)), Some(pressed));
        assert_eq!(from_terminal(key(h, none, term::KeyEventKind::Release)), None);
        assert_eq!(from_terminal(key(h, none, term::KeyEventKind::Repeat)), None);
    }

    #[test]
    fn ctrl_is_kept_and_a_click_keeps_its_cell() {
        let c = key(term::KeyCode::Char('c'), term::KeyModifiers::CONTROL, term::KeyEventKind::Press);
        assert_eq!(
            from_terminal(c),
            Some(Event::Key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL)))
        );
        let mouse = |kind| {
            term::Event::Mouse(term::MouseEvent {
                kind,
                column: 7,
                row: 3,
                modifiers: term::KeyModifiers::NONE,
            })
        };
        let down = mouse(term::MouseEventKind::Down(term::MouseButton::Left));
        let left = MouseEventKind::Down(MouseButton::Left);
        assert_eq!(from_terminal(down), Some(Event::Mouse(MouseEvent { kind: left, column: 7, row: 3 })));
        assert_eq!(from_terminal(mouse(term::MouseEventKind::Up(term::MouseButton::Left))), None);
        assert_eq!(from_terminal(mouse(term::MouseEventKind::Moved)), None);
    }
}
