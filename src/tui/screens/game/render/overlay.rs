//! Text around and over the board: the footer, the banner at the end of a
//! game, the offer to resume, the help screen and the too-small message.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Constraint, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::symbols::border;
use ratatui::text::Line;
use ratatui::widgets::{Block, Clear, Paragraph, Widget, Wrap};

use super::say;
use crate::i18n::{count_arg, end_reason, side_arg, text_arg};
use crate::tui::drawing::geometry::ScreenLayout;
use crate::tui::drawing::wrap::{pack, wrap_words};
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::help::HelpView;
use crate::tui::screens::game::notice::NetNotice;
use obereg_record::GameRecord;
use obereg_rules::{Outcome, Side};

const ASCII_BORDER: border::Set<'static> = border::Set {
    top_left: "+",
    top_right: "+",
    bottom_left: "+",
    bottom_right: "+",
    vertical_left: "|",
    vertical_right: "|",
    horizontal_top: "-",
    horizontal_bottom: "-",
};

/// Whether this is the page in a browser.
const ON_PAGE: bool = cfg!(target_arch = "wasm32");

/// The footers of a game going on, where the page offers resigning.
const RESIGNABLE: [&str; 2] = ["footer-keys", "footer-keys-fresh"];

/// Whether the page in a browser offers `key` (its footer's text): a page
/// is never quit (Esc is its menu) and has no folder to save a game in.
fn on_page(key: &str) -> bool {
    !key.starts_with("q ") && !key.starts_with("w ")
}

/// `keys` with those a tap reaches first: in the page the key line is a
/// row of buttons, and what needs a keyboard (the cursor, Enter, a move
/// typed, review, paging) goes last, where a narrow screen may cut it.
fn buttons_first(keys: Vec<&str>) -> Vec<&str> {
    let needs_keyboard = |key: &&str| {
        key.starts_with(['←', '↑', '↓', '→'])
            || ["Enter ", "m ", "[ ", "PgUp", "Tab "].iter().any(|start| key.starts_with(start))
    };
    let (keyboard, buttons): (Vec<&str>, Vec<&str>) = keys.into_iter().partition(needs_keyboard);
    buttons.into_iter().chain(keyboard).collect()
}

/// A screen's line of keys `text` as the page offers it: without the
/// keys it has no use for, those a tap needs first; as it is elsewhere.
pub fn page_keys(text: String) -> String {
    if !ON_PAGE {
        return text;
    }
    buttons_first(text.split(KEY_SEPARATOR).filter(|key| on_page(key)).collect()).join(KEY_SEPARATOR)
}

/// What stands between two keys in the footer and the dialogs.
const KEY_SEPARATOR: &str = " · ";

fn framed<const N: usize>(app: &App<N>, title: String) -> Block<'static> {
    let set = if app.theme().ascii() { ASCII_BORDER } else { border::ROUNDED };
    Block::bordered().border_set(set).title(Line::styled(title, app.theme().emphasis()).centered())
}

/// The keys the message `id` lists, without `L` (the lessons) where this
/// game does not offer them, without `u` (undo) after a flag fell, and in
/// the browser's page without those it has no use for (`ON_PAGE`);
/// with the menu behind and no other use for Esc, Esc returns to it (named
/// before the last key, quitting), or to the lobby of online play.
fn keys<const N: usize>(app: &App<N>, id: &str) -> String {
    let text = app.messages().text(id);
    let offered = |key: &&str| {
        (app.lessons_offered() || !key.starts_with("L "))
            && !(app.ended_on_time() && key.starts_with("u "))
            && (!ON_PAGE || on_page(key))
    };
    let mut offered: Vec<&str> = text.split(KEY_SEPARATOR).filter(offered).collect();
    // A person without a keyboard resigns with a button (R, twice).
    let resign = app.messages().text("footer-resign");
    if ON_PAGE && RESIGNABLE.contains(&id) {
        offered.push(&resign);
    }
    let from_lobby = app.remote().is_some_and(|remote| remote.lobby);
    let to_menu = app.messages().text(if from_lobby { "footer-esc-lobby" } else { "footer-esc-menu" });
    if app.has_menu_behind() && !offered.iter().any(|key| key.starts_with("Esc ")) {
        offered.insert(offered.len().saturating_sub(1), &to_menu);
    }
    if ON_PAGE {
        offered = buttons_first(offered);
    }
    offered.join(KEY_SEPARATOR)
}

/// The footer: the main keys of the current mode, each key on the same
/// row as its meaning.
pub fn render_footer<const N: usize>(app: &App<N>, area: Rect, buf: &mut Buffer) {
    render_keys(app, footer_keys(app), area, buf);
}

/// The catalogue id of the game's footer keys: the top layer's (the help,
/// the offer, the prompt), else the board's.
fn footer_keys<const N: usize>(app: &App<N>) -> &'static str {
    if app.help_open() {
        "footer-keys"
    } else if app.offer().is_some() {
        "resume-keys"
    } else if app.prompt().is_some() {
        "footer-keys-prompt"
    } else if app.is_over() && app.banner_hidden() && app.has_menu_behind() {
        "end-keys-hidden-menu"
    } else if app.is_over() && app.banner_hidden() {
        "end-keys-hidden"
    } else if app.is_over() {
        "end-keys"
    } else if app.not_started() {
        "footer-keys-fresh"
    } else {
        "footer-keys"
    }
}

/// The footer: the keys of the catalogue's `id`, each key on the same row
/// as its meaning.
pub fn render_keys<const N: usize>(app: &App<N>, id: &str, area: Rect, buf: &mut Buffer) {
    let style = Style::new().add_modifier(Modifier::REVERSED);
    let text = keys(app, id);
    let rows = pack(text.split(KEY_SEPARATOR), KEY_SEPARATOR, usize::from(area.width));
    let lines: Vec<Line> = rows.into_iter().map(|row| Line::styled(say(app, row), style)).collect();
    Paragraph::new(lines).render(area, buf);
}

/// The end of the game over the board: winner, side, reason, score, keys.
pub fn render_banner<const N: usize>(app: &App<N>, outcome: Outcome, over: Rect, buf: &mut Buffer) {
    let messages = app.messages();
    let title = match outcome.winner() {
        Some(side) if messages.is_side_name(app.players().name(side)) => {
            messages.format("end-side-wins", &[side_arg(side)])
        }
        Some(side) => {
            messages.format("end-wins", &[text_arg("name", app.players().name(side)), side_arg(side)])
        }
        None => messages.text("end-draw"),
    };
    let body = match app.claimed() {
        true => super::network::notice_text(app, &NetNotice::Claimed).0,
        false => end_reason::<N>(messages, outcome),
    };
    let dialog = Dialog { title, body, keys: keys(app, "end-keys") };
    dialog.render(app, over.width.saturating_sub(4), over, buf);
}

/// The offer at start to resume the unfinished game of an earlier run.
pub fn render_offer<const N: usize>(app: &App<N>, unfinished: &GameRecord<N>, over: Rect, buf: &mut Buffer) {
    let messages = app.messages();
    let game = unfinished.game();
    let name = |side| crate::tui::screens::game::app::recorded_name(unfinished, side, messages);
    let args = [
        text_arg("vikings", name(Side::Vikings)),
        text_arg("varangians", name(Side::Varangians)),
        count_arg("count", game.depth(game.current())),
        text_arg("date", unfinished.tag("date").unwrap_or("?")),
    ];
    let dialog = Dialog {
        title: messages.text("resume-title"),
        body: messages.format("resume-game", &args),
        keys: keys(app, "resume-keys"),
    };
    dialog.render(app, over.width.saturating_sub(2), over, buf);
}

/// The host's invitation while the guest has not joined: what the other
/// player types, one line per address of this machine.
pub fn render_invitation<const N: usize>(app: &App<N>, invitation: &[String], over: Rect, buf: &mut Buffer) {
    let messages = app.messages();
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let mut lines = vec![Line::raw(say(app, messages.text("invite-body"))), Line::default()];
    lines.extend(invitation.iter().map(|command| Line::styled(command.clone(), app.theme().emphasis())));
    lines.extend([Line::default(), Line::styled(say(app, messages.text("invite-keys")), bold)]);
    let width = lines.iter().map(Line::width).max().unwrap_or(10) as u16 + 4;
    let height = lines.len() as u16 + 2;
    let area = over.centered(Constraint::Length(width), Constraint::Length(height)).intersection(over);
    clear_under(app, area, buf);
    Paragraph::new(lines)
        .block(framed(app, say(app, messages.text("invite-title"))))
        .alignment(Alignment::Center)
        .wrap(Wrap { trim: true })
        .render(area, buf);
}

/// A framed box in the middle of the board: a title, a text, and the keys
/// that answer it.
struct Dialog {
    title: String,
    body: String,
    keys: String,
}

impl Dialog {
    /// Draws the box `width` columns wide (wider if the board is too small
    /// to hold it), as tall as its text, centred on `over`: nothing is cut.
    fn render<const N: usize>(self, app: &App<N>, width: u16, over: Rect, buf: &mut Buffer) {
        let mut width = width.max(10);
        let mut lines = self.lines(app, width);
        if lines.len() as u16 + 2 > over.height {
            width = width.max(buf.area.width.saturating_sub(4));
            lines = self.lines(app, width);
        }
        let title_fits = Line::raw(&self.title).width() + 4 <= usize::from(width);
        let block = framed(app, if title_fits { say(app, self.title) } else { String::new() });
        let area = centred(over, (width, lines.len() as u16 + 2), buf.area);
        clear_under(app, area, buf);
        Paragraph::new(lines).block(block).alignment(Alignment::Center).render(area, buf);
    }

    /// The rows inside a box `width` columns wide: the title first when the
    /// frame cannot hold it, the text, a blank row, the keys.
    fn lines<const N: usize>(&self, app: &App<N>, width: u16) -> Vec<Line<'static>> {
        let inner = usize::from(width.saturating_sub(2)).max(1);
        let bold = Style::new().add_modifier(Modifier::BOLD);
        let mut lines = Vec::new();
        if Line::raw(&self.title).width() + 4 > usize::from(width) {
            let title = wrap_words(&self.title, inner).into_iter();
            lines.extend(title.map(|row| Line::styled(say(app, row), app.theme().emphasis())));
        }
        lines.extend(wrap_words(&self.body, inner).into_iter().map(|row| Line::raw(say(app, row))));
        lines.push(Line::default());
        let keys = pack(self.keys.split(KEY_SEPARATOR), KEY_SEPARATOR, inner);
        lines.extend(keys.into_iter().map(|row| Line::styled(say(app, row), bold)));
        lines
    }
}

/// Clears what a box drawn at `area` covers and what would show against
/// its frame: a column on either side, and, where it lies over the side
/// panel, the rest of the panel's rows it spans, so no word of the panel
/// runs into the frame.
fn clear_under<const N: usize>(app: &App<N>, area: Rect, buf: &mut Buffer) {
    let screen = buf.area;
    let panel = ScreenLayout::new(screen, app.board_side()).panel;
    let left = area.x.saturating_sub(1).max(screen.x);
    let over_panel = area.right() > panel.x && area.x < panel.right();
    let right = if over_panel { panel.right().max(area.right()) } else { area.right() + 1 };
    let right = right.min(screen.right());
    Clear.render(Rect::new(left, area.y, right.saturating_sub(left), area.height).intersection(screen), buf);
}

/// A box of `size` centred on `over`, moved or cut only to stay on `screen`.
fn centred(over: Rect, (width, height): (u16, u16), screen: Rect) -> Rect {
    let x = (over.x + over.width / 2).saturating_sub(width / 2).max(screen.x);
    let bottom = screen.y + screen.height;
    let y = (over.y + over.height / 2)
        .saturating_sub(height / 2)
        .min(bottom.saturating_sub(height))
        .max(screen.y);
    Rect::new(x, y, width, height).intersection(screen)
}

/// The keys and a summary of the rules, scrolled when longer than the
/// screen, with where it stands at the bottom of the frame.
pub fn render_help<const N: usize>(app: &App<N>, view: &HelpView, area: Rect, buf: &mut Buffer) {
    let messages = app.messages();
    let mut lines: Vec<Line> = view.shown().iter().map(|row| Line::raw(say(app, row.clone()))).collect();
    if let Some(last) = lines.last_mut().filter(|_| view.top + view.visible >= view.rows.len()) {
        *last = last.clone().style(app.theme().emphasis());
    }
    let mut block = framed(app, messages.text("help-title"));
    if view.scrolls() {
        let args = [
            count_arg("first", view.top + 1),
            count_arg("last", view.top + view.shown().len()),
            count_arg("total", view.rows.len()),
        ];
        let position = say(app, messages.format("help-position", &args));
        block = block.title_bottom(Line::styled(position, app.theme().emphasis()).right_aligned());
    }
    Clear.render(area, buf);
    Paragraph::new(lines).block(block).render(area, buf);
}

/// The size the board needs, when the terminal is smaller.
pub fn render_too_small<const N: usize>(app: &App<N>, needed: (u16, u16), area: Rect, buf: &mut Buffer) {
    let args = [
        count_arg("width", usize::from(area.width)),
        count_arg("height", usize::from(area.height)),
        count_arg("need-width", usize::from(needed.0)),
        count_arg("need-height", usize::from(needed.1)),
    ];
    let text = say(app, app.messages().format("too-small", &args));
    Paragraph::new(text).style(app.theme().warning()).wrap(Wrap { trim: true }).render(area, buf);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_offers_no_quitting_and_no_saving_but_every_other_key() {
        let messages = crate::i18n::Messages::new(crate::lang::Lang::En);
        for id in ["footer-keys", "footer-keys-fresh"] {
            let text = messages.text(id);
            let offered: Vec<&str> = text.split(KEY_SEPARATOR).filter(|key| on_page(key)).collect();
            assert!(
                offered.iter().all(|key| !key.starts_with("q ") && !key.starts_with("w ")),
                "{offered:?}"
            );
            assert_eq!(offered.len() + 2, text.split(KEY_SEPARATOR).count(), "{text}");
            assert!(offered.iter().any(|key| key.starts_with("t ")), "{offered:?}");
            assert!(messages.text("footer-resign").starts_with("R "), "the resign button is R");
            let buttons = buttons_first(offered);
            assert!(buttons[0].starts_with("u/r ") || buttons[0].starts_with("t "), "{buttons:?}");
            assert!(
                buttons.last().is_some_and(|key| key.starts_with("m ") || key.starts_with("[ ")),
                "{buttons:?}"
            );
        }
    }
}
