//! The menu drawn: the name, the board's start position, the entries or
//! the questions of one, and a line of keys or of what went wrong. The
//! layout is shared with the mouse's hit test ([`entry_at`]).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::Widget;

use super::title::{self, Scale};
use super::{Entry, Field, Menu, MenuNotice, Step};
use crate::i18n::{Messages, count_arg, text_arg};
use crate::tui::drawing::theme::Theme;
use crate::tui::drawing::wrap::{cut, wrap_words};

/// The widest entry the layout makes room for beside the picture, in
/// columns: the longest of the fixed entries in any language with its key
/// («j  Приєднатися до гри з іншого термінала»); the picture is drawn
/// smaller, or not at all, to leave it.
const LIST_WIDTH: u16 = 42;
/// The columns of the entry that continues a game besides its players'
/// names, in the language that needs the most (English: its key, «Continue:
/// … against …, 99 moves»).
const CONTINUE_WORDS: usize = 34;

/// The menu with what it is drawn in: the words and the theme.
#[derive(Clone, Copy, Debug)]
pub struct MenuView<'a> {
    /// The menu.
    pub menu: &'a Menu,
    /// The words, in the player's language.
    pub messages: &'a Messages,
    /// How pieces and marks are drawn.
    pub theme: &'a Theme,
}

/// Where the parts of the menu go on a screen of `area`.
struct Layout {
    title: Rect,
    picture: Option<(Rect, Scale)>,
    list: Rect,
    footer: Rect,
}

impl Layout {
    /// The layout of a screen of `area` whose notice takes `notice_rows`
    /// rows at the bottom.
    fn of(menu: &Menu, area: Rect, notice_rows: usize) -> Layout {
        let title = Rect { height: area.height.min(1), ..area };
        let footer_rows = (notice_rows as u16).clamp(1, area.height.max(1));
        let footer = Rect {
            y: area.bottom().saturating_sub(footer_rows),
            height: area.height.min(footer_rows),
            ..area
        };
        // A blank row under the title and over the footer, when every entry fits with them.
        let entries = menu.entries().len() as u16;
        let gap = u16::from(area.height >= 14 && area.height >= entries + 4);
        let body_top = area.y + 1 + gap;
        let body = Rect::new(area.x, body_top, area.width, footer.y.saturating_sub(body_top + gap));
        let names = menu.unfinished().map_or(0, |game| {
            CONTINUE_WORDS
                + Line::raw(game.vikings.as_str()).width()
                + Line::raw(game.varangians.as_str()).width()
        });
        let list_width = LIST_WIDTH.max(names as u16);
        let room = Rect { width: body.width.saturating_sub(list_width + 3), ..body };
        let picture = Scale::fitting(room).map(|scale| {
            let top = body.y + (body.height - scale.height()) / 2;
            (Rect::new(body.x + 2, top, scale.width(), scale.height()), scale)
        });
        let list_x = picture.map_or(body.x + 1, |(at, _)| at.right() + 3);
        let list = Rect::new(list_x, body.y, area.right().saturating_sub(list_x), body.height);
        Layout { title, picture, list, footer }
    }

    /// The rows of the list, the first `count` of them centred in its height.
    fn entries(&self, count: usize) -> Rect {
        let count = (count as u16).min(self.list.height);
        Rect { y: self.list.y + (self.list.height - count) / 2, height: count, ..self.list }
    }

    /// The entries of `menu` shown, from the first, when fewer rows than
    /// entries fit: the list scrolls to keep the highlighted one shown.
    fn first_shown(&self, menu: &Menu) -> usize {
        let rows = usize::from(self.entries(menu.entries().len()).height).max(1);
        let highlighted = menu.entries().iter().position(|entry| *entry == menu.highlighted()).unwrap_or(0);
        highlighted.saturating_sub(rows - 1)
    }
}

/// The entry of `menu` drawn at column `x`, row `y` of a screen of `area`,
/// while the list is shown.
pub fn entry_at(menu: &Menu, area: Rect, x: u16, y: u16) -> Option<Entry> {
    if *menu.step() != Step::List {
        return None;
    }
    let told = match menu.notice() {
        MenuNotice::Told(why) => notice_rows(why, area).len(),
        _ => 1,
    };
    let layout = Layout::of(menu, area, told);
    let rows = layout.entries(menu.entries().len());
    let inside = x >= rows.x && x < rows.right() && y >= rows.y && y < rows.bottom();
    let at = layout.first_shown(menu) + usize::from(y.saturating_sub(rows.y));
    inside.then(|| menu.entries().get(at).copied()).flatten()
}

impl Widget for &MenuView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (footer, style) = match self.menu.notice() {
            MenuNotice::Keys => (self.messages.text(self.keys()), Style::new().add_modifier(Modifier::DIM)),
            MenuNotice::NoAddress => (self.messages.text("menu-no-address"), self.theme.warning()),
            MenuNotice::BadCode => (self.messages.text("menu-bad-code"), self.theme.warning()),
            MenuNotice::Told(why) => (why.clone(), self.theme.warning()),
        };
        let footer = match self.menu.notice() {
            MenuNotice::Keys => vec![footer],
            _ => notice_rows(&footer, area),
        };
        let layout = Layout::of(self.menu, area, footer.len());
        let name = self.messages.text("game-title").to_uppercase();
        let spaced: String = name.chars().flat_map(|c| [c, ' ']).collect();
        let spaced = spaced.trim_end();
        let x = area.x + area.width.saturating_sub(spaced.chars().count() as u16) / 2;
        buf.set_stringn(x, layout.title.y, spaced, usize::from(area.width), self.theme.emphasis());
        if let Some((at, scale)) = layout.picture {
            title::render(self.theme, scale, at, buf);
        }
        match self.menu.step() {
            Step::List => self.render_list(&layout, buf),
            Step::Computer { side, level, level_row } => {
                let rating = text_arg("rating", level.rating().to_string());
                let level =
                    text_arg("level", self.messages.format("level-name", &[text_arg("level", level)]));
                let rows = [
                    (
                        self.messages
                            .format("menu-your-side", &[text_arg("side", self.messages.side(*side))]),
                        !level_row,
                    ),
                    (self.messages.format("menu-level", &[level, rating]), *level_row),
                ];
                self.render_form("menu-computer", &rows, &layout, buf);
            }
            Step::Join { address, code, field } => {
                let typed = |id: &str, text: &str, here: bool| {
                    let caret = if here { "_" } else { "" };
                    (format!("{}: {text}{caret}", self.messages.text(id)), here)
                };
                let rows = [
                    typed("menu-address", address, *field == Field::Address),
                    typed("menu-code", code, *field == Field::Code),
                ];
                self.render_form("menu-join", &rows, &layout, buf);
            }
        }
        for (row, y) in footer.into_iter().zip(layout.footer.y..layout.footer.bottom()) {
            buf.set_stringn(area.x + 1, y, row, usize::from(area.width.saturating_sub(2)), style);
        }
    }
}

/// The rows `text` takes at the bottom of a screen of `area`: wrapped to
/// its width, at most a third of its height (the last row then ends the
/// text with `…`).
fn notice_rows(text: &str, area: Rect) -> Vec<String> {
    let width = usize::from(area.width.saturating_sub(2)).max(1);
    let mut rows = wrap_words(text, width);
    let room = usize::from(area.height / 3).max(1);
    if rows.len() > room {
        rows.truncate(room);
        if let Some(last) = rows.last_mut() {
            *last = cut(&format!("{last} …"), width);
        }
    }
    rows
}

impl MenuView<'_> {
    /// The catalogue key of the keys' line of the step shown.
    fn keys(&self) -> &'static str {
        match self.menu.step() {
            Step::List => "menu-keys",
            Step::Computer { .. } => "menu-computer-keys",
            Step::Join { .. } => "menu-join-keys",
        }
    }

    /// The words of `entry`: the unfinished game's players and move for Continue.
    fn words(&self, entry: Entry) -> String {
        match (entry, self.menu.unfinished()) {
            (Entry::Continue, Some(game)) => self.messages.format(
                entry.words(),
                &[
                    text_arg("vikings", &game.vikings),
                    text_arg("varangians", &game.varangians),
                    count_arg("count", game.moves),
                ],
            ),
            _ => self.messages.text(entry.words()),
        }
    }

    fn render_list(&self, layout: &Layout, buf: &mut Buffer) {
        let entries = self.menu.entries();
        let rows = layout.entries(entries.len());
        let shown = entries.iter().skip(layout.first_shown(self.menu));
        for (row, entry) in (rows.y..rows.bottom()).zip(shown) {
            let line = format!(" {}  {} ", entry.key(), self.words(*entry));
            let style = if *entry == self.menu.highlighted() { self.theme.cursor() } else { Style::new() };
            let width = usize::from(rows.width);
            buf.set_stringn(rows.x, row, cut(&line, width), width, style);
        }
    }

    /// The questions of an entry: its name, then `rows`, the one being
    /// changed highlighted.
    fn render_form(&self, title: &str, rows: &[(String, bool)], layout: &Layout, buf: &mut Buffer) {
        let area = layout.entries(rows.len() + 2);
        let width = usize::from(area.width);
        buf.set_stringn(area.x, area.y, self.messages.text(title), width, self.theme.emphasis());
        for ((text, here), y) in rows.iter().zip(area.y + 2..area.bottom()) {
            let style = if *here { self.theme.cursor() } else { Style::new() };
            buf.set_stringn(area.x, y, format!(" {text} "), width, style);
        }
    }
}
