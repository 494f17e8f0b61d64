//! The status line: while reviewing, first the banner that says the board
//! shows an earlier position; while the engine searches, what it thinks;
//! then the move prompt or the notice.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Clear, Paragraph, Widget, Wrap};

use super::say;
use crate::i18n::{count_arg, end_reason, piece_arg, side_arg, text_arg};
use crate::tui::drawing::wrap::wrap_words;
use crate::tui::files::storage::Stored;
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::computer::Purpose;
use crate::tui::screens::game::notice::{BoardNotice, Notice};
use obereg_rules::Side;

/// Draws the status line of `app` into `area`, grown upwards as far as
/// row `top` when its text needs more rows.
pub fn render_status<const N: usize>(app: &App<N>, area: Rect, top: u16, buf: &mut Buffer) {
    render_status_with(app, None, area, top, buf);
}

/// Draws the status line of `app` into `area`, the notice in the words of
/// `own` when a screen gives them; a text longer than its rows takes the
/// rows above it, as far as row `top` (below the board), so that nothing
/// it says is cut.
pub fn render_status_with<const N: usize>(
    app: &App<N>,
    own: Option<(String, Style)>,
    area: Rect,
    top: u16,
    buf: &mut Buffer,
) {
    let messages = app.messages();
    let (text, style) = match app.prompt() {
        Some(typed) => {
            let words = if app.is_chatting() {
                messages.text("status-chat-prompt")
            } else {
                super::die::prompt_text(app)
            };
            (format!("{words} {typed}_"), app.theme().emphasis())
        }
        None => own.unwrap_or_else(|| notice_text(app)),
    };
    let mut lines = Vec::new();
    if let Some(banner) = app.review_banner() {
        let banner_style = app.theme().warning().add_modifier(Modifier::REVERSED | Modifier::BOLD);
        lines.push(Line::styled(say(app, banner), banner_style));
    }
    if let Some(thinking) = app.thinking_text().filter(|_| app.prompt().is_none()) {
        lines.push(Line::styled(say(app, thinking), app.theme().emphasis()));
    }
    // A notice's own rows (a record to select whole on a row of its own).
    lines.extend(text.split('\n').map(|row| Line::styled(say(app, row.to_string()), style)));
    // A typed move refused says why at once, under the text kept to correct.
    let refused =
        matches!(app.notice(), Notice::Refused { .. } | Notice::BadNotation(_) | Notice::DieRefused { .. });
    if app.prompt().is_some() && refused {
        lines.push(Line::styled(say(app, notice_text(app).0), app.theme().warning()));
    }
    let width = usize::from(area.width).max(1);
    let needed: usize = lines
        .iter()
        .map(|line| {
            let text: String = line.spans.iter().map(|span| span.content.as_ref()).collect();
            wrap_words(&text, width).len()
        })
        .sum();
    let y = area.bottom().saturating_sub(needed as u16).max(top).min(area.y);
    let area = Rect { y, height: area.bottom() - y, ..area };
    Clear.render(area, buf);
    Paragraph::new(lines).wrap(Wrap { trim: true }).render(area, buf);
}

impl<const N: usize> App<N> {
    /// What the status line says now, in the players' language.
    pub fn status_text(&self) -> String {
        notice_text(self).0
    }

    /// While the board shows another position than the game's: which one,
    /// and how to return.
    pub fn review_banner(&self) -> Option<String> {
        let game = self.game();
        if !game.is_reviewing() {
            return None;
        }
        let args = [
            count_arg("shown", game.depth(game.viewed())),
            count_arg("total", game.game_turns().len()),
            count_arg("current", game.depth(game.current())),
        ];
        Some(self.messages().format("review-banner", &args))
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
            (Purpose::Refute, _) => messages.format("puzzle-refute-thinking", &[spinner]),
            (Purpose::Move, 0) => messages.format("status-thinking", &[name, spinner]),
            (Purpose::Move, depth) => messages.format(
                "status-thinking-depth",
                &[name, spinner, count_arg("depth", depth as usize), text_arg("score", score)],
            ),
        })
    }
}

fn notice_text<const N: usize>(app: &App<N>) -> (String, Style) {
    let messages = app.messages();
    let plain = Style::new();
    let warning = app.theme().warning();
    match app.notice() {
        Notice::Welcome => (messages.text("status-welcome"), plain),
        Notice::Toss => {
            let name = app.players().name(Side::Vikings);
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
        Notice::Refused { error, mover } => (messages.illegal_move(error, *mover), warning),
        Notice::BadNotation(error) => (messages.notation_error(error), warning),
        Notice::DrawOffered(side) => {
            let name = app.players().name(*side);
            let id =
                if messages.is_side_name(name) { "status-side-offers-draw" } else { "status-draw-offered" };
            let other = app.players().name(side.opponent());
            let args = [text_arg("name", name), text_arg("other", other), side_arg(*side)];
            (messages.format(id, &args), app.theme().emphasis())
        }
        Notice::DrawDeclined => (messages.text("status-draw-declined"), plain),
        Notice::ComputerDeclinesDraw => (messages.text("status-computer-declines-draw"), plain),
        Notice::ComputerThinking => (messages.text("status-computer-thinking"), warning),
        Notice::Hint(mv) => {
            (messages.format("status-hint", &[text_arg("record", mv)]), app.theme().emphasis())
        }
        Notice::NoHint => (messages.text("status-no-hint"), warning),
        Notice::Ended => {
            (app.game().outcome().map(|o| end_reason::<N>(messages, o)).unwrap_or_default(), plain)
        }
        Notice::Undone(record) => (messages.format("status-undone", &[text_arg("record", record)]), plain),
        Notice::Redone(record) => (messages.format("status-redone", &[text_arg("record", record)]), plain),
        Notice::NothingToUndo => {
            // "of yours" only where one side is the computer's.
            let against_computer =
                [Side::Vikings, Side::Varangians].iter().any(|&side| !app.players().is_human(side));
            let id =
                if against_computer { "status-nothing-of-yours-to-undo" } else { "status-nothing-to-undo" };
            (messages.text(id), warning)
        }
        Notice::AgreementWithdrawn => (messages.text("status-agreement-withdrawn"), plain),
        Notice::TimeIsFinal => (messages.text("status-time-is-final"), warning),
        Notice::PasteIgnored => (messages.text("status-paste-ignored"), warning),
        Notice::NothingToRedo => (messages.text("status-nothing-to-redo"), warning),
        Notice::Continued { finished: true, flags_ignored } => {
            let text = messages.text("status-finished-loaded");
            if *flags_ignored {
                (format!("{text} {}", messages.text("status-players-kept")), warning)
            } else {
                (text, plain)
            }
        }
        Notice::Continued { finished: false, .. } => {
            let count = app.game().depth(app.game().current());
            (messages.format("status-continued", &[count_arg("count", count)]), plain)
        }
        Notice::ClockNotKept { control, instead } => {
            let (id, clock) = match instead {
                Some(clock) => ("status-clock-not-kept-flag", clock.to_string()),
                None => ("status-clock-not-kept", String::new()),
            };
            (messages.format(id, &[text_arg("control", control), text_arg("clock", clock)]), warning)
        }
        Notice::Stored(stored) => {
            let style = match stored {
                Stored::Written(_) => app.theme().emphasis(),
                _ if stored.is_warning() => warning,
                _ => plain,
            };
            (stored.describe(messages), style)
        }
        Notice::ResignConfirm => (messages.text("status-resign-confirm"), warning),
        Notice::QuitUnsaved => (messages.text("status-quit-unsaved"), warning),
        Notice::Net(notice) => super::network::notice_text(app, notice),
        Notice::FreeBoard(notice) => board_notice_text(app, notice),
        // The puzzles and lessons screens say them: they name their puzzle or lesson.
        Notice::Puzzle(_) | Notice::Lesson(_) => (String::new(), plain),
        notice @ (Notice::Rolled { .. } | Notice::Passed { .. } | Notice::DieRefused { .. }) => {
            super::die::notice_text(app, notice).unwrap_or_default()
        }
    }
}

/// What the status line says of the free board's `notice`.
fn board_notice_text<const N: usize>(app: &App<N>, notice: &BoardNotice) -> (String, Style) {
    let messages = app.messages();
    match notice {
        BoardNotice::Welcome => (messages.text("board-welcome"), Style::new()),
        BoardNotice::NotPlayable(problems) => {
            let reason = messages.position_errors_in_sentence(problems);
            (messages.format("board-not-playable", &[text_arg("reason", reason)]), app.theme().warning())
        }
        BoardNotice::Copied(record) => {
            (messages.format("board-copied", &[text_arg("record", record)]), app.theme().emphasis())
        }
    }
}

#[cfg(test)]
mod tests {
    use ratatui::buffer::Buffer;
    use ratatui::layout::Rect;
    use ratatui::style::Style;

    use super::render_status_with;
    use crate::i18n::tests::{ids, sample_args};
    use crate::i18n::text_arg;
    use crate::lang::Lang;
    use crate::tests::common::start;
    use crate::tests::render::screen_text;

    /// `text`'s words separated by single spaces, as wrapped rows show them.
    fn words(text: &str) -> String {
        text.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    #[test]
    fn every_status_and_network_notice_fits_or_wraps_at_80_by_24_in_every_language() {
        let long = [
            ("path", "/home/player/.local/share/obereg/saved/2026-12-05-12.otg"),
            ("reason", "the data directory is on a file system mounted read-only"),
            ("name", "Ярослава Мудрого"),
            ("other", "Святослава Игоревича"),
        ];
        for lang in Lang::ALL {
            let app = start(lang);
            let mut args = sample_args();
            args.retain(|(name, _)| long.iter().all(|(long, _)| long != name));
            args.extend(long.map(|(name, value)| text_arg(name, value)));
            let said = ids(lang).into_iter().filter(|id| id.starts_with("status-") || id.starts_with("net-"));
            for id in said {
                let text = app.messages().format(&id, &args);
                // The status line draws at the screen's bottom, below a 9×9 board at 80×24.
                let mut buf = Buffer::empty(Rect::new(0, 0, 80, 24));
                render_status_with(
                    &app,
                    Some((text.clone(), Style::new())),
                    Rect::new(0, 20, 80, 2),
                    12,
                    &mut buf,
                );
                let screen = screen_text(&buf);
                assert!(words(&screen).contains(&words(&text)), "{lang:?} {id}: cut\n{screen}");
            }
        }
    }
}
