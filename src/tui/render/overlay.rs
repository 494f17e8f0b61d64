//! Text around and over the board: the footer, the banner at the end of a
//! game, the offer to resume, the help screen and the too-small message.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Constraint, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::symbols::border;
use ratatui::text::Line;
use ratatui::widgets::{Block, Clear, Paragraph, Widget, Wrap};

use super::super::app::{App, Mode};
use super::say;
use crate::i18n::{count_arg, end_reason, side_arg, text_arg};
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

fn framed(app: &App, title: String) -> Block<'static> {
    let set = if app.theme().ascii() { ASCII_BORDER } else { border::ROUNDED };
    Block::bordered().border_set(set).title(Line::styled(title, app.theme().emphasis()).centered())
}

/// The footer: the main keys of the current mode.
pub fn render_footer(app: &App, area: Rect, buf: &mut Buffer) {
    let id = match app.mode() {
        Mode::Prompt => "footer-keys-prompt",
        Mode::Over => "end-keys",
        Mode::Resume => "resume-keys",
        Mode::Play | Mode::Help => "footer-keys",
    };
    let style = Style::new().add_modifier(Modifier::REVERSED);
    let keys = Line::styled(say(app, app.messages().text(id)), style);
    Paragraph::new(keys).wrap(Wrap { trim: true }).render(area, buf);
}

/// The end of the game over the board: winner, side, reason, score, keys.
pub fn render_banner(app: &App, outcome: Outcome, over: Rect, buf: &mut Buffer) {
    let messages = app.messages();
    let title = match outcome.winner() {
        Some(side) => {
            messages.format("end-wins", &[text_arg("name", app.players().name(side)), side_arg(side)])
        }
        None => messages.text("end-draw"),
    };
    let dialog = Dialog { title, body: end_reason(messages, outcome), keys: messages.text("end-keys") };
    dialog.render(app, (over.width.saturating_sub(4), 6), over, buf);
}

/// The offer at start to resume the unfinished game of an earlier run.
pub fn render_offer(app: &App, unfinished: &GameRecord, over: Rect, buf: &mut Buffer) {
    let messages = app.messages();
    let game = unfinished.game();
    let name = |side| unfinished.player(side).unwrap_or_default().to_string();
    let args = [
        text_arg("vikings", name(Side::Vikings)),
        text_arg("varangians", name(Side::Varangians)),
        count_arg("count", game.depth(game.current())),
        text_arg("date", unfinished.tag("date").unwrap_or("?")),
    ];
    let dialog = Dialog {
        title: messages.text("resume-title"),
        body: messages.format("resume-game", &args),
        keys: messages.text("resume-keys"),
    };
    dialog.render(app, (over.width.saturating_sub(2), 8), over, buf);
}

/// The host's invitation while the guest has not joined: what the other
/// player types, one line per address of this machine.
pub fn render_invitation(app: &App, invitation: &[String], over: Rect, buf: &mut Buffer) {
    let messages = app.messages();
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let mut lines = vec![Line::raw(say(app, messages.text("invite-body"))), Line::default()];
    lines.extend(invitation.iter().map(|command| Line::styled(command.clone(), app.theme().emphasis())));
    lines.extend([Line::default(), Line::styled(say(app, messages.text("invite-keys")), bold)]);
    let width = lines.iter().map(Line::width).max().unwrap_or(10) as u16 + 4;
    let height = lines.len() as u16 + 2;
    let area = over.centered(Constraint::Length(width), Constraint::Length(height)).intersection(over);
    Clear.render(area, buf);
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
    /// Draws the box `size` (columns, rows) large, centred in `over`.
    fn render(self, app: &App, (width, height): (u16, u16), over: Rect, buf: &mut Buffer) {
        let lines = vec![
            Line::raw(say(app, self.body)),
            Line::default(),
            Line::styled(say(app, self.keys), Style::new().add_modifier(Modifier::BOLD)),
        ];
        let area =
            over.centered(Constraint::Length(width.max(10)), Constraint::Length(height)).intersection(over);
        Clear.render(area, buf);
        Paragraph::new(lines)
            .block(framed(app, say(app, self.title)))
            .alignment(Alignment::Center)
            .wrap(Wrap { trim: true })
            .render(area, buf);
    }
}

/// The keys and a one-screen summary of the rules.
pub fn render_help(app: &App, area: Rect, buf: &mut Buffer) {
    let messages = app.messages();
    let mut lines: Vec<Line> = Vec::new();
    let die = if app.die().is_some() { &["help-die"][..] } else { &[] };
    for &id in ["help-keys", "help-rules"].iter().chain(die) {
        lines.extend(say(app, messages.text(id)).lines().map(|line| Line::raw(line.to_string())));
        lines.push(Line::default());
    }
    lines.push(Line::styled(messages.text("help-close"), app.theme().emphasis()));
    Clear.render(area, buf);
    Paragraph::new(lines)
        .block(framed(app, messages.text("help-title")))
        .wrap(Wrap { trim: false })
        .render(area, buf);
}

/// The size the board needs, when the terminal is smaller.
pub fn render_too_small(app: &App, needed: (u16, u16), area: Rect, buf: &mut Buffer) {
    let args = [
        count_arg("width", usize::from(area.width)),
        count_arg("height", usize::from(area.height)),
        count_arg("need-width", usize::from(needed.0)),
        count_arg("need-height", usize::from(needed.1)),
    ];
    let text = say(app, app.messages().format("too-small", &args));
    Paragraph::new(text).style(app.theme().warning()).wrap(Wrap { trim: true }).render(area, buf);
}
