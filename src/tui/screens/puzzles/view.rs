//! The puzzles screen beside the board: the puzzle's theme and task, whose
//! move it is, its rating, the solver's rating, streak and puzzles solved;
//! the keys; the status line's words about the puzzle; and the help.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::Puzzles;
use super::run::{PuzzleRun, Stage};
use super::update::HELP;
use crate::i18n::{count_arg, side_arg, text_arg};
use crate::puzzle::refutation::Quiet;
use crate::tui::files::storage::Stored;
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::notice::{Failure, Notice, PuzzleNotice};
use crate::tui::screens::game::render::{Around, render_around, say};
use obereg_rules::{Piece, Side, Square};

impl<const N: usize> Widget for &Puzzles<N> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        render_around(&self.app, self, area, buf);
    }
}

impl<const N: usize> Around<N> for Puzzles<N> {
    fn piece_on(&self, square: Square) -> Option<Piece> {
        self.app.position().piece_at(square)
    }

    fn render_panel(&self, area: Rect, buf: &mut Buffer) {
        render_panel(self, area, buf);
    }

    fn footer(&self) -> &'static str {
        if self.session_over() {
            "puzzle-keys-session-over"
        } else if self.run.is_over() || self.app.outcome().is_some() {
            "puzzle-keys-over"
        } else if self.run.stage == Stage::Showing {
            "puzzle-keys-showing"
        } else {
            "puzzle-keys"
        }
    }

    fn notice(&self) -> Option<(String, Style)> {
        self.notice_text()
    }

    fn help(&self) -> &'static [&'static str] {
        HELP
    }
}

impl<const N: usize> Puzzles<N> {
    /// What the status line says now, in the solver's language.
    pub fn status_text(&self) -> String {
        self.notice_text().map_or_else(|| self.app.status_text(), |(text, _)| text)
    }

    /// The status line's words for a notice of the puzzles: those about
    /// the puzzle, and a progress file not written.
    fn notice_text(&self) -> Option<(String, Style)> {
        let app = &self.app;
        match app.notice() {
            Notice::Puzzle(notice) => Some(notice_text(app, &self.run, notice)),
            Notice::Stored(Stored::ProgressFailed(failure)) => {
                let reason = text_arg("reason", failure.describe(app.messages()));
                Some((app.messages().format("puzzle-progress-failed", &[reason]), app.theme().warning()))
            }
            _ => None,
        }
    }
}

/// Draws the puzzle panel of `app` into `area`.
fn render_panel<const N: usize>(puzzles: &Puzzles<N>, area: Rect, buf: &mut Buffer) {
    let (app, run) = (&puzzles.app, &puzzles.run);
    let messages = app.messages();
    let puzzle = run.puzzle();
    let theme = text_arg("theme", puzzle.theme.name());
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let rating = |value: f64| format!("{value:.0}");
    let change = run.change.map_or(String::new(), |change| format!(" ({change:+.0})"));
    let puzzle_rating = run.progress.rating_of(&puzzle.name, puzzle.rating).rating;
    let mut lines = vec![
        Line::styled(messages.format("puzzle-title", std::slice::from_ref(&theme)), bold),
        Line::raw(say(app, messages.format("puzzle-task", &[theme, count_arg("moves", puzzle.length())]))),
        Line::raw(say(app, messages.format("puzzle-you-play", &[side_arg(puzzle.solver())]))),
        Line::default(),
        Line::raw(messages.format(
            "puzzle-name",
            &[text_arg("name", &puzzle.name), text_arg("rating", rating(puzzle_rating))],
        )),
        Line::raw(messages.format(
            "puzzle-rating",
            &[text_arg("rating", rating(run.progress.rating.rating)), text_arg("change", change)],
        )),
        Line::raw(messages.format(
            "puzzle-streak",
            &[
                count_arg("streak", run.progress.streak as usize),
                count_arg("best", run.progress.best_streak as usize),
            ],
        )),
        Line::raw(messages.format(
            "puzzle-solved",
            &[count_arg("solved", run.solved()), count_arg("total", run.puzzles.len())],
        )),
    ];
    if run.retry {
        lines.push(Line::styled(messages.text("puzzle-not-rated"), app.theme().warning()));
    }
    if puzzles.session_over() {
        lines.push(Line::default());
        lines.push(Line::styled(say(app, messages.text("puzzle-session-over")), app.theme().emphasis()));
    }
    Paragraph::new(lines).wrap(Wrap { trim: false }).render(area, buf);
}

/// Why a wrong move of the `solver` fails, in words.
fn failure_text<const N: usize>(app: &App<N>, failure: &Failure, solver: Side) -> String {
    let messages = app.messages();
    match failure {
        Failure::Escapes(exit) => messages.format("puzzle-why-escapes", &[text_arg("square", exit)]),
        Failure::Taken(square) => messages.format("puzzle-why-taken", &[text_arg("square", square)]),
        Failure::NoMove => messages.format("puzzle-why-no-move", &[side_arg(solver)]),
        Failure::Takes(squares) => squares_text(app, "puzzle-why-takes", squares),
        Failure::Quiet(Quiet::ThreatensEscape(exit)) => {
            messages.format("puzzle-why-threatens-escape", &[text_arg("square", exit)])
        }
        Failure::Quiet(Quiet::ThreatensPrince) => messages.text("puzzle-why-threatens-prince"),
        Failure::Quiet(Quiet::ClosesRoad(exits)) => squares_text(app, "puzzle-why-closes-road", exits),
        Failure::Quiet(Quiet::Saves(squares)) => squares_text(app, "puzzle-why-saves", squares),
        Failure::Quiet(Quiet::Threatens(squares)) => squares_text(app, "puzzle-why-threatens", squares),
    }
}

/// The message `id` about `squares`: how many, and their names.
fn squares_text<const N: usize>(app: &App<N>, id: &str, squares: &[Square]) -> String {
    let names: Vec<String> = squares.iter().map(ToString::to_string).collect();
    app.messages().format(id, &[count_arg("count", squares.len()), text_arg("squares", names.join(", "))])
}

/// What the status line says about the puzzle, in words, and its style.
fn notice_text<const N: usize>(app: &App<N>, run: &PuzzleRun, notice: &PuzzleNotice) -> (String, Style) {
    let messages = app.messages();
    let puzzle = run.puzzle();
    let theme = text_arg("theme", puzzle.theme.name());
    let side = side_arg(puzzle.solver().opponent());
    match notice {
        PuzzleNotice::Task => (
            messages.format("puzzle-task", &[theme, count_arg("moves", puzzle.length())]),
            app.theme().emphasis(),
        ),
        PuzzleNotice::Right => (messages.text("puzzle-right"), app.theme().emphasis()),
        PuzzleNotice::Answered(record) => {
            (messages.format("puzzle-answered", &[side, text_arg("record", record)]), Style::new())
        }
        PuzzleNotice::Solved | PuzzleNotice::SolvedHinted => {
            let loser = text_arg("loser", puzzle.solver().opponent().name());
            let said =
                if *notice == PuzzleNotice::Solved { "puzzle-solved-now" } else { "puzzle-solved-hinted" };
            (messages.format(said, &[theme, loser]), app.theme().emphasis())
        }
        PuzzleNotice::Wrong => (messages.text("puzzle-wrong"), app.theme().warning()),
        PuzzleNotice::Refuted(record, failure) => {
            let refuted = messages.format("puzzle-refuted", &[side, text_arg("record", record)]);
            let why = failure.as_ref().map(|failure| failure_text(app, failure, puzzle.solver()));
            (why.map_or(refuted.clone(), |why| format!("{why} {refuted}")), app.theme().warning())
        }
        PuzzleNotice::Again => (messages.text("puzzle-again"), Style::new()),
        PuzzleNotice::TriedBefore => (messages.text("puzzle-tried-before"), app.theme().emphasis()),
        PuzzleNotice::Showing(moves) => {
            (messages.format("puzzle-showing", &[text_arg("moves", moves)]), app.theme().emphasis())
        }
        PuzzleNotice::Shown => (messages.text("puzzle-shown"), Style::new()),
    }
}
