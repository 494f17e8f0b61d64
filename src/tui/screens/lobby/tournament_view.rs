//! The tournaments tab drawn: the list of tournaments, or one's page: its
//! table (points, tie-break, points with each side) and its round.

use obereg_protocol::{Format, Stage, TournamentInfo, TournamentPage};
use ratatui::style::{Modifier, Style};

use super::Lobby;
use crate::i18n::{Messages, count_arg, text_arg};
use crate::tui::drawing::theme::Theme;

/// Lines to draw, each with its style.
type Lines = Vec<(String, Style)>;

/// Points kept in halves, in words: `3`, `2½`.
fn halves(points: u32) -> String {
    match (points / 2, points % 2) {
        (whole, 0) => whole.to_string(),
        (0, _) => "½".to_string(),
        (whole, _) => format!("{whole}½"),
    }
}

/// A tournament's format and stage in words.
fn kind(info: &TournamentInfo, messages: &Messages) -> String {
    let format = match info.format {
        Format::RoundRobin { double: false } => messages.text("online-tournament-round-robin"),
        Format::RoundRobin { double: true } => messages.text("online-tournament-double-round-robin"),
        Format::Swiss { rounds } => {
            messages.format("online-tournament-swiss", &[count_arg("count", rounds as usize)])
        }
        Format::Arena { minutes } => {
            messages.format("online-tournament-arena", &[count_arg("count", minutes as usize)])
        }
    };
    let stage = match info.stage {
        Stage::Open => messages.format(
            "online-tournament-open",
            &[count_arg("count", info.entered as usize), count_arg("places", info.places as usize)],
        ),
        Stage::Playing => {
            messages.format("online-tournament-playing", &[count_arg("count", info.round as usize)])
        }
        Stage::Over => messages.text("online-tournament-over"),
    };
    format!("{format} · {}×{} · {stage}", info.board, info.board)
}

/// The tab's lines: the list, the highlighted row marked, or the page open.
pub fn tournaments(lobby: &Lobby, messages: &Messages, theme: &Theme) -> Lines {
    let mut lines = vec![(messages.text("online-tournament-keys"), theme.emphasis())];
    if let Some(page) = &lobby.tournament {
        lines.extend(page_lines(page, lobby, messages, theme));
        return lines;
    }
    if lobby.tournaments.is_empty() {
        lines.push((messages.text("online-none"), Style::default()));
    }
    for (at, info) in lobby.tournaments.iter().enumerate() {
        let row = format!("{} · {} · {}", info.name, info.organiser, kind(info, messages));
        lines.push(if at == lobby.row {
            (format!("> {row}"), theme.emphasis())
        } else {
            (format!("  {row}"), Style::default())
        });
    }
    lines
}

/// A tournament's page: its name, its table, the games of its round.
fn page_lines(page: &TournamentPage, lobby: &Lobby, messages: &Messages, theme: &Theme) -> Lines {
    let name = |place: u32| page.entrants.get(place as usize).map_or("?", |entrant| entrant.name.as_str());
    let mut lines = vec![(
        format!("{} · {}", page.info.name, kind(&page.info, messages)),
        theme.emphasis().add_modifier(Modifier::BOLD),
    )];
    lines.push((messages.text("online-tournament-table-head"), Style::default()));
    for (at, line) in page.table.iter().enumerate() {
        let left = page.entrants.get(line.player as usize).is_some_and(|entrant| entrant.left);
        let row = messages.format(
            "online-tournament-line",
            &[
                count_arg("place", at + 1),
                text_arg("name", name(line.player)),
                text_arg("points", halves(line.points)),
                count_arg("tie", line.tie_break as usize),
                text_arg("vikings", halves(line.vikings)),
                text_arg("varangians", halves(line.varangians)),
            ],
        );
        let row = if left { format!("{row} ({})", messages.text("online-tournament-left")) } else { row };
        lines.push(if at == lobby.row {
            (format!("> {row}"), theme.emphasis())
        } else {
            (format!("  {row}"), Style::default())
        });
    }
    if !page.games.is_empty() {
        lines.push((
            messages.format("online-tournament-round", &[count_arg("count", page.shown as usize)]),
            theme.emphasis(),
        ));
    }
    for game in &page.games {
        let result = match game.result.as_deref() {
            Some("vikings") => "1–0",
            Some("varangians") => "0–1",
            Some(_) => "½–½",
            None => "…",
        };
        lines.push((
            format!("  {} – {} {result}", name(game.vikings), name(game.varangians)),
            Style::default(),
        ));
    }
    if let Some(bye) = page.bye {
        lines.push((
            messages.format("online-tournament-bye", &[text_arg("name", name(bye))]),
            Style::default(),
        ));
    }
    lines
}
