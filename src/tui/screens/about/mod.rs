//! The about screen: the game's name, version and licence, and where its
//! guide and rules are, in the player's language. Esc, Enter or a click
//! go back to the menu; `q` and Ctrl-C leave.

#[cfg(test)]
mod tests;

use ratatui::Frame;
use ratatui::layout::Alignment;
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Wrap};

use super::{Next, Screen, ScreenEvent};
use crate::i18n::{Messages, text_arg};
use crate::tui::drawing::theme::Theme;
use crate::tui::keys::{Event, KeyCode, KeyModifiers, MouseButton, MouseEventKind};

/// The about screen: it holds nothing, all it says is the build's.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct About;

/// The version of this build, as Cargo.toml gives it.
const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The licence of the source, as Cargo.toml gives it.
const LICENCE: &str = env!("CARGO_PKG_LICENSE");

impl About {
    /// The screen's rows in `messages`' words: the title first, the keys last.
    pub fn lines(messages: &Messages) -> Vec<String> {
        vec![
            messages.text("game-title"),
            messages.text("about-heading"),
            String::new(),
            messages.format("about-version", &[text_arg("version", VERSION)]),
            messages.format("about-licence", &[text_arg("licence", LICENCE)]),
            String::new(),
            messages.text("about-guide"),
            messages.text("about-rules"),
            String::new(),
            messages.text("about-keys"),
        ]
    }
}

impl Screen for About {
    #[cfg(target_arch = "wasm32")]
    fn kind(&self) -> &'static str {
        "about"
    }

    fn draw(&self, frame: &mut Frame, messages: &Messages, _: &Theme) {
        let rows = About::lines(messages);
        let lines: Vec<Line> = rows
            .into_iter()
            .enumerate()
            .map(|(at, row)| match at {
                0 => Line::styled(row, Style::new().add_modifier(Modifier::BOLD)),
                _ => Line::raw(row),
            })
            .collect();
        let text = Paragraph::new(lines).alignment(Alignment::Center).wrap(Wrap { trim: true });
        frame.render_widget(text, frame.area());
    }

    fn on(&mut self, event: ScreenEvent) -> Option<Next> {
        match event {
            ScreenEvent::Terminal(Event::Key(key)) => match key.code {
                KeyCode::Char('c') if key.modifiers.contains(KeyModifiers::CONTROL) => Some(Next::Quit),
                KeyCode::Char('q') => Some(Next::Quit),
                KeyCode::Esc | KeyCode::Enter => Some(Next::Menu),
                _ => None,
            },
            ScreenEvent::Terminal(Event::Mouse(mouse))
                if mouse.kind == MouseEventKind::Down(MouseButton::Left) =>
            {
                Some(Next::Menu)
            }
            _ => None,
        }
    }
}
