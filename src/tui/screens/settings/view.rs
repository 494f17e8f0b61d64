//! The settings screen drawn: its title, a row for each setting with its
//! value (and the value this run uses where a flag or `NO_COLOR` wins),
//! where the file is or why a change could not be saved there, and the
//! keys. The layout is shared with the mouse's hit test ([`row_at`]).

use std::path::Path;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::widgets::Widget;

use super::{Row, SettingsScreen};
use crate::i18n::{Messages, text_arg};
use crate::lang::Lang;
use crate::settings::Settings;
use crate::tui::drawing::theme::Theme;
use crate::tui::drawing::wrap::{cut, wrap_words};

/// The settings screen with what it is drawn in.
#[derive(Clone, Copy, Debug)]
pub struct SettingsView<'a> {
    /// The screen.
    pub screen: &'a SettingsScreen,
    /// What this run uses: the kept settings with the flags over them.
    pub this_run: &'a Settings,
    /// The language the environment gives, for a file that names none.
    pub env_lang: Lang,
    /// The config file, when a config directory is known.
    pub path: Option<&'a Path>,
    /// The words, in this run's language.
    pub messages: &'a Messages,
    /// How the screen is drawn.
    pub theme: &'a Theme,
}

/// The words for where the settings are kept and for the language the
/// environment gives: a page's browser, else a terminal's system.
const WHERE: (&str, &str) = if cfg!(target_arch = "wasm32") {
    ("settings-kept-in-page", "settings-lang-browser")
} else {
    ("settings-kept-in", "settings-lang-env")
};

/// The rows below the settings for where the file is, or what went wrong.
const NOTE_ROWS: u16 = 3;

/// Where the parts of the screen go on a screen of `area`.
struct Layout {
    title: Rect,
    rows: Rect,
    note: Rect,
    footer: Rect,
}

impl Layout {
    fn of(area: Rect) -> Layout {
        let width = area.width.saturating_sub(2);
        let footer = Rect::new(area.x + 1, area.bottom().saturating_sub(1), width, area.height.min(1));
        let note_height = NOTE_ROWS.min(area.height.saturating_sub(2));
        let note = Rect::new(area.x + 1, footer.y.saturating_sub(note_height), width, note_height);
        let top = area.y + 1 + u16::from(area.height >= 14);
        let height = note.y.saturating_sub(top);
        let count = (Row::ALL.len() as u16).min(height);
        let rows = Rect::new(area.x + 2, top + (height - count) / 2, area.width.saturating_sub(3), count);
        Layout { title: Rect { y: area.y, ..footer }, rows, note, footer }
    }
}

/// The setting drawn at column `x`, row `y` of a screen of `area`.
pub fn row_at(area: Rect, x: u16, y: u16) -> Option<Row> {
    let rows = Layout::of(area).rows;
    let inside = x >= rows.x && x < rows.right() && y >= rows.y && y < rows.bottom();
    inside.then(|| Row::ALL.get(usize::from(y - rows.y)).copied()).flatten()
}

impl Widget for &SettingsView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let layout = Layout::of(area);
        let title = self.messages.text("settings-title");
        let x = area.x + area.width.saturating_sub(title.chars().count() as u16) / 2;
        buf.set_stringn(x, layout.title.y, title, usize::from(area.width), self.theme.emphasis());
        let names: Vec<String> = Row::ALL.iter().map(|row| self.messages.text(row.words())).collect();
        let name_width = names.iter().map(|name| name.chars().count()).max().unwrap_or(0);
        let width = usize::from(layout.rows.width);
        for ((row, name), y) in Row::ALL.iter().zip(&names).zip(layout.rows.y..layout.rows.bottom()) {
            let mut value = self.value(*row, self.screen.kept());
            if let Some(now) = self.pinned(*row) {
                value = self
                    .messages
                    .format("settings-this-run", &[text_arg("value", value), text_arg("now", now)]);
            }
            let line = format!(" {}  {name:<name_width$}  {value} ", row.key());
            let here = *row == self.screen.highlighted();
            let style = if here { self.theme.cursor() } else { Style::new() };
            buf.set_stringn(layout.rows.x, y, cut(&line, width), width, style);
        }
        let dim = Style::new().add_modifier(Modifier::DIM);
        let width = usize::from(layout.note.width);
        let (note, style) = match (self.screen.not_saved(), self.pinned(self.screen.highlighted()), self.path)
        {
            (Some(why), ..) => (wrap_words(why, width), self.theme.warning()),
            (_, Some(_), _) => (vec![self.messages.text("settings-pinned")], self.theme.warning()),
            (_, None, Some(path)) => {
                (vec![self.messages.format(WHERE.0, &[text_arg("path", path.display())])], dim)
            }
            (_, None, None) => (vec![self.messages.text("settings-nowhere")], self.theme.warning()),
        };
        // The note ends just above the keys; a longer one is cut at its last row.
        let shown = note.len().min(usize::from(layout.note.height));
        let first = layout.note.bottom() - shown as u16;
        for (y, line) in (first..).zip(&note[..shown]) {
            let more = y + 1 == layout.note.bottom() && note.len() > shown;
            let line = if more { format!("{line}…") } else { line.clone() };
            buf.set_stringn(layout.note.x, y, cut(&line, width), width, style);
        }
        let keys = self.messages.text("settings-keys");
        buf.set_stringn(layout.footer.x, layout.footer.y, cut(&keys, width), width, dim);
    }
}

impl SettingsView<'_> {
    /// The value of `row` in `settings`, in words.
    fn value(&self, row: Row, settings: &Settings) -> String {
        let messages = self.messages;
        let on_off = |on: bool| messages.text(if on { "settings-on" } else { "settings-off" });
        match row {
            Row::Lang => match settings.lang {
                Some(lang) => lang_name(messages, lang),
                None => messages.format(WHERE.1, &[text_arg("lang", lang_name(messages, self.env_lang))]),
            },
            Row::Board => format!("{0}×{0}", settings.board.side()),
            Row::Die => {
                let reading = settings.die.map_or("off".to_string(), |die| die.to_string());
                messages.format("settings-die-value", &[text_arg("reading", reading)])
            }
            Row::Clock => {
                settings.clock.map_or_else(|| messages.text("settings-clock-off"), |clock| clock.to_string())
            }
            Row::Ascii => on_off(settings.ascii),
            Row::Colour => on_off(settings.color),
            Row::Theme => {
                messages.format("settings-theme-value", &[text_arg("theme", settings.theme.name())])
            }
            Row::Level => {
                let level = messages.format("level-name", &[text_arg("level", settings.level)]);
                let rating = settings.level.rating().to_string();
                messages
                    .format("settings-level-value", &[text_arg("level", level), text_arg("rating", rating)])
            }
            Row::Bell => on_off(settings.bell),
        }
    }

    /// The value this run uses for `row`, in words, when a flag or the
    /// environment makes it other than the kept one.
    fn pinned(&self, row: Row) -> Option<String> {
        let kept = self.screen.kept();
        let kept = Settings { lang: Some(kept.lang.unwrap_or(self.env_lang)), ..*kept };
        let now = self.value(row, self.this_run);
        (self.value(row, &kept) != now).then_some(now)
    }
}

/// The name of `lang` in itself: «Українська», «Русский», «English».
fn lang_name(messages: &Messages, lang: Lang) -> String {
    messages.format("settings-lang-name", &[text_arg("lang", lang.code())])
}
