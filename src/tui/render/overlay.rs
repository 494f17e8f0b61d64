//! Text around and over the board: the status line, the footer, the banner
//! at the end of a game, the help screen and the too-small message.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Constraint, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::symbols::border;
use ratatui::text::Line;
use ratatui::widgets::{Block, Clear, Paragraph, Widget, Wrap};

use super::super::app::{App, Mode, Notice};
use super::super::computer::Purpose;
use super::say;
use crate::i18n::{count_arg, end_reason, piece_arg, side_arg, text_arg};
use crate::rules::Outcome;

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

/// The status line: the move prompt while it is open, else the notice.
pub fn render_status(app: &App, area: Rect, buf: &mut Buffer) {
    let messages = app.messages();
    let (text, style) = match app.prompt() {
        Some(typed) => (format!("{} {typed}_", messages.text("status-prompt")), app.theme().emphasis()),
        None => notice_text(app),
    };
    let mut lines = Vec::new();
    if let Some(thinking) = app.thinking_text().filter(|_| app.prompt().is_none()) {
        lines.push(Line::styled(say(app, thinking), app.theme().emphasis()));
    }
    lines.push(Line::styled(say(app, text), style));
    Paragraph::new(lines).wrap(Wrap { trim: true }).render(area, buf);
}

impl App {
    /// What the status line says now, in the players' language.
    pub fn status_text(&self) -> String {
        notice_text(self).0
    }

    /// The line above the status while the engine searches: who thinks,
    /// the spinner, the depth reached and the score for the side to move.
    pub fn thinking_text(&self) -> Option<String> {
        let status = self.search_status()?;
        let messages = self.messages();
        let spinner = text_arg("spinner", self.theme().spinner(status.spinner));
        let name = text_arg("name", self.players().name(status.side));
        let score = match (status.win_in, status.score) {
            (Some(plies), _) => format!("#{plies}"),
            (None, Some(score)) => format!("{:+.2}", f64::from(score) / 100.0),
            (None, None) => String::new(),
        };
        Some(match (status.purpose, status.depth) {
            (Purpose::Hint, _) => messages.format("status-hint-thinking", &[spinner]),
            (Purpose::Move, 0) => messages.format("status-thinking", &[name, spinner]),
            (Purpose::Move, depth) => messages.format(
                "status-thinking-depth",
                &[name, spinner, count_arg("depth", depth as usize), text_arg("score", score)],
            ),
        })
    }
}

fn notice_text(app: &App) -> (String, Style) {
    let messages = app.messages();
    let plain = Style::new();
    match app.notice() {
        Notice::Welcome => (messages.text("status-welcome"), plain),
        Notice::Toss => {
            let name = app.players().name(crate::rules::Side::Vikings);
            (messages.format("status-toss", &[text_arg("name", name)]), app.theme().emphasis())
        }
        Notice::Selected { piece, square, count } => (
            messages.format(
                "status-selected",
                &[piece_arg(*piece), text_arg("square", square), count_arg("count", *count)],
            ),
            plain,
        ),
        Notice::Stuck { piece, square } => {
            (messages.format("status-stuck", &[piece_arg(*piece), text_arg("square", square)]), plain)
        }
        Notice::Played { side, record } => {
            (messages.format("status-played", &[side_arg(*side), text_arg("record", record)]), plain)
        }
        Notice::Refused { error, mover } => (messages.illegal_move(error, *mover), app.theme().warning()),
        Notice::BadNotation(error) => (messages.notation_error(error), app.theme().warning()),
        Notice::DrawOffered(side) => {
            let args = [
                text_arg("name", app.players().name(*side)),
                text_arg("other", app.players().name(side.opponent())),
            ];
            (messages.format("status-draw-offered", &args), app.theme().emphasis())
        }
        Notice::DrawDeclined => (messages.text("status-draw-declined"), plain),
        Notice::ComputerDeclinesDraw => (messages.text("status-computer-declines-draw"), plain),
        Notice::ComputerThinking => (messages.text("status-computer-thinking"), app.theme().warning()),
        Notice::Undone { count } => (messages.format("status-undone", &[count_arg("count", *count)]), plain),
        Notice::NothingToUndo => (messages.text("status-nothing-to-undo"), app.theme().warning()),
        Notice::Hint(mv) => {
            (messages.format("status-hint", &[text_arg("record", mv)]), app.theme().emphasis())
        }
        Notice::NoHint => (messages.text("status-no-hint"), app.theme().warning()),
        Notice::Ended => (app.game().outcome().map(|o| end_reason(messages, o)).unwrap_or_default(), plain),
    }
}

/// The footer: the main keys of the current mode.
pub fn render_footer(app: &App, area: Rect, buf: &mut Buffer) {
    let id = match app.mode() {
        Mode::Prompt => "footer-keys-prompt",
        Mode::Over => "end-keys",
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
    let lines = vec![
        Line::raw(say(app, end_reason(messages, outcome))),
        Line::default(),
        Line::styled(say(app, messages.text("end-keys")), Style::new().add_modifier(Modifier::BOLD)),
    ];
    let width = over.width.saturating_sub(4).max(10);
    let area = over.centered(Constraint::Length(width), Constraint::Length(6)).intersection(over);
    Clear.render(area, buf);
    Paragraph::new(lines)
        .block(framed(app, say(app, title)))
        .alignment(Alignment::Center)
        .wrap(Wrap { trim: true })
        .render(area, buf);
}

/// The keys and a one-screen summary of the rules.
pub fn render_help(app: &App, area: Rect, buf: &mut Buffer) {
    let messages = app.messages();
    let mut lines: Vec<Line> = Vec::new();
    for id in ["help-keys", "help-rules"] {
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
