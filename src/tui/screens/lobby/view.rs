//! The lobby drawn: a title line, the tabs, what the phase shows, a line
//! of news and a line of keys; with a game at the table, the game and a
//! line of what the server says about it.

use obereg_protocol::{ClockTerms, SideChoice};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::widgets::Widget;

use super::form::{CLOCKS, FORM_ROWS, SIDES};
use super::screen::LobbyScreen;
use super::words::{failed, keys_of, place_line, said_line, table_said};
use super::{Account, AccountField, ChallengeForm, Lobby, Login, LoginField, Phase, Tab, to_move_is};
use crate::i18n::{Messages, count_arg, text_arg};
use crate::tui::drawing::geometry::ScreenLayout;
use crate::tui::drawing::theme::Theme;
use crate::tui::drawing::wrap::{cut, pack, wrap_words};
use crate::tui::screens::game::render::page_keys;

/// The lobby screen with what it is drawn in.
pub struct LobbyView<'a> {
    /// The screen.
    pub screen: &'a LobbyScreen,
    /// The words, in the player's language.
    pub messages: &'a Messages,
    /// The looks.
    pub theme: &'a Theme,
}

/// Lines to draw, each with its style.
type Lines = Vec<(String, Style)>;

impl Widget for &LobbyView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (messages, screen) = (self.messages, self.screen);
        if let Some(table) = &screen.table {
            // A line under the board for the server's words, when the board
            // still fits above it.
            let board = Rect { height: area.height.saturating_sub(1), ..area };
            if ScreenLayout::new(board, table.side()).board.is_none() {
                table.render(area, buf);
                return;
            }
            table.render(board, buf);
            let guest = screen.lobby.me.as_ref().is_some_and(|(_, guest)| *guest);
            let said = screen.table_said.as_ref().map(|said| table_said(said, guest, messages));
            let watching = table.watching().then(|| messages.text("online-watching"));
            let (line, width) = (said.or(watching).unwrap_or_default(), usize::from(area.width));
            buf.set_stringn(area.x, board.bottom(), cut(&line, width), width, self.theme.warning());
            return;
        }
        let lobby = &screen.lobby;
        let mut lines: Lines = vec![(title(lobby, messages), self.theme.emphasis())];
        if matches!(lobby.phase, Phase::Lists) {
            lines.push((tabs(lobby, messages), Style::default()));
        }
        // Under the tabs, where the list's page stands.
        let place = lobby.place().filter(|_| matches!(lobby.phase, Phase::Lists));
        lines.push((place.map(|place| place_line(place, messages)).unwrap_or_default(), Style::default()));
        let width = usize::from(area.width);
        lines.extend(body(lobby, messages, self.theme, width));
        // The keys on two rows where one is too narrow for them.
        let mut keys = wrap_words(&page_keys(messages.text(keys_of(&lobby.phase))), width);
        keys.truncate(if area.height >= 12 { 2 } else { 1 });
        let under = u16::try_from(keys.len()).unwrap_or(1) + 1;
        let room = usize::from(area.height.saturating_sub(under));
        let shown = scrolled(&lines, room, lobby);
        for (y, (text, style)) in (area.y..).zip(shown) {
            buf.set_stringn(area.x, y, cut(text, width), width, *style);
        }
        if area.height >= under {
            let said = lobby.said.as_ref().map(|said| said_line(said, messages)).unwrap_or_default();
            let top = area.bottom() - under;
            buf.set_stringn(area.x, top, cut(&said, width), width, self.theme.warning());
            for (y, row) in (top + 1..).zip(&keys) {
                buf.set_stringn(area.x, y, cut(row, width), width, Style::default());
            }
        }
    }
}

/// The lines that fit in `room` rows, the highlighted one among them.
fn scrolled<'a>(lines: &'a Lines, room: usize, lobby: &Lobby) -> &'a [(String, Style)] {
    let header = if matches!(lobby.phase, Phase::Lists) { 3 } else { 2 };
    let wanted = header + lobby.row + 1;
    let skip = if wanted > room && matches!(lobby.phase, Phase::Lists) { wanted - room } else { 0 };
    let start = skip.min(lines.len());
    let end = (start + room).min(lines.len());
    // The title and tabs stay: the list scrolls under them.
    if skip == 0 { &lines[..end.min(room)] } else { &lines[start..end] }
}

/// The title line: the server, who you are, your move in how many games.
fn title(lobby: &Lobby, messages: &Messages) -> String {
    let mut title = messages.format("online-title", &[text_arg("server", &lobby.server)]);
    if let Some((name, guest)) = &lobby.me {
        let key = if *guest { "online-you-guest" } else { "online-you" };
        title.push_str(" · ");
        title.push_str(&messages.format(key, &[text_arg("name", name)]));
        title.push_str(" · ");
        title.push_str(&messages.format("online-your-move", &[count_arg("count", lobby.your_move())]));
    }
    title
}

/// The tabs, the one shown in brackets.
fn tabs(lobby: &Lobby, messages: &Messages) -> String {
    let names: Vec<String> = Tab::ALL
        .iter()
        .enumerate()
        .map(|(at, tab)| {
            let name = format!("{} {}", at + 1, messages.text(tab.words()));
            if *tab == lobby.tab { format!("[{name}]") } else { name }
        })
        .collect();
    names.join("  ")
}

/// What the phase shows, its words wrapped to `width` columns.
fn body(lobby: &Lobby, messages: &Messages, theme: &Theme, width: usize) -> Lines {
    let plain = |text: String| (text, Style::default());
    let wrapped = |text: String, style: Style| -> Lines {
        wrap_words(&text, width).into_iter().map(|row| (row, style)).collect()
    };
    match &lobby.phase {
        Phase::Address(typed) => vec![plain(format!("{}: {typed}_", messages.text("online-address")))],
        Phase::Connecting => {
            vec![plain(messages.format("online-connecting", &[text_arg("server", &lobby.server)]))]
        }
        Phase::Trust(fingerprint) => {
            let mut lines = wrapped(
                messages.format("online-trust", &[text_arg("server", &lobby.server)]),
                Style::default(),
            );
            // The fingerprint whole, cut between its bytes.
            lines.extend(
                pack(fingerprint.split(':'), ":", width).into_iter().map(|row| (row, theme.emphasis())),
            );
            lines.extend(wrapped(messages.text("online-trust-ask"), Style::default()));
            lines
        }
        Phase::Login(Login::Choose) => ["online-guest", "online-log-in", "online-register"]
            .iter()
            .map(|key| plain(messages.text(key)))
            .collect(),
        Phase::Login(Login::Form { register, name, password, again, field }) => {
            let mut rows = vec![
                (LoginField::Name, format!("{}: {name}", messages.text("online-name"))),
                (LoginField::Password, format!("{}: {}", messages.text("online-password"), dots(password))),
            ];
            if *register {
                rows.push((LoginField::Again, format!("{}: {}", messages.text("online-again"), dots(again))));
            }
            fields(rows, *field, theme)
        }
        Phase::Account(account) => account_lines(account, lobby, messages, theme, width),
        Phase::LoggingIn => vec![plain(messages.text("online-logging-in"))],
        Phase::Lists => list(lobby, messages, theme),
        Phase::Challenge(form) => challenge_form(form, messages, theme),
        Phase::Chat(typed) => {
            vec![(messages.format("online-chat-typing", &[text_arg("text", typed)]), theme.emphasis())]
        }
        Phase::Failed(failure) => wrapped(failed(failure, &lobby.server, messages), theme.warning()),
    }
}

/// A password as dots, one a character.
fn dots(text: &str) -> String {
    "•".repeat(text.chars().count())
}

/// A form's fields, the one being typed marked and followed by a cursor.
fn fields<F: PartialEq>(rows: Vec<(F, String)>, typed: F, theme: &Theme) -> Lines {
    rows.into_iter()
        .map(|(row, text)| {
            if row == typed {
                (format!("> {text}_"), theme.emphasis())
            } else {
                (format!("  {text}"), Style::default())
            }
        })
        .collect()
}

/// The account's page: its choices, the password form, or the deletion's
/// questions.
fn account_lines(
    account: &Account,
    lobby: &Lobby,
    messages: &Messages,
    theme: &Theme,
    width: usize,
) -> Lines {
    let wrapped = |text: String, style: Style| -> Lines {
        wrap_words(&text, width).into_iter().map(|row| (row, style)).collect()
    };
    let name = lobby.me.as_ref().map(|(name, _)| name.as_str()).unwrap_or_default();
    match account {
        Account::Choose => [
            "online-account-log-out",
            "online-account-everywhere",
            "online-account-password",
            "online-account-delete",
        ]
        .iter()
        .flat_map(|key| wrapped(messages.text(key), Style::default()))
        .collect(),
        Account::Password { now, new, again, field } => fields(
            vec![
                (AccountField::Now, format!("{}: {}", messages.text("online-account-now"), dots(now))),
                (AccountField::New, format!("{}: {}", messages.text("online-account-new"), dots(new))),
                (AccountField::Again, format!("{}: {}", messages.text("online-again"), dots(again))),
            ],
            *field,
            theme,
        ),
        Account::Delete(password) => {
            let mut lines = wrapped(messages.text("online-account-delete-password"), Style::default());
            lines.extend(fields(
                vec![((), format!("{}: {}", messages.text("online-password"), dots(password)))],
                (),
                theme,
            ));
            lines
        }
        Account::Confirm(_) => {
            wrapped(messages.format("online-account-delete-sure", &[text_arg("name", name)]), theme.warning())
        }
        Account::Waiting => vec![(messages.text("online-account-waiting"), Style::default())],
    }
}

/// The rows of the tab shown, the highlighted one marked.
fn list(lobby: &Lobby, messages: &Messages, theme: &Theme) -> Lines {
    let me = lobby.me.as_ref().map(|(me, _)| me.as_str()).unwrap_or_default();
    let rows: Vec<String> = match lobby.tab {
        Tab::Challenges => lobby
            .challenges
            .iter()
            .map(|open| {
                let rating = open.rating.map(|rating| format!(" ({rating})")).unwrap_or_default();
                let terms =
                    terms(open.terms.board, open.terms.clock, open.terms.rated, open.terms.die, messages);
                let side = messages.text(side_words(open.terms.side));
                format!("{}{rating} · {terms} · {side}", open.from)
            })
            .collect(),
        Tab::Yours => lobby
            .yours
            .iter()
            .map(|game| {
                let key = if to_move_is(game, me) { "online-move-yours" } else { "online-move-theirs" };
                let info = &game.info;
                let terms = terms(info.board, game.clock, game.rated, info.die, messages);
                format!("{} – {} · {terms} · {}", info.vikings, info.varangians, messages.text(key))
            })
            .collect(),
        Tab::Live => lobby
            .live
            .iter()
            .map(|game| {
                let moves = messages.format("online-moves", &[count_arg("count", game.plies as usize)]);
                format!("{} – {} · {}×{} · {moves}", game.vikings, game.varangians, game.board, game.board)
            })
            .collect(),
        Tab::Players => lobby
            .players
            .iter()
            .map(|name| {
                let bot = lobby.bots.iter().find(|bot| bot.name == *name);
                let bot = bot.map(|bot| {
                    format!(" ({})", messages.format("online-bot", &[text_arg("level", &bot.level)]))
                });
                let ratings = lobby.ratings.get(name).map(|r| format!(" {} / {} / {}", r[0], r[1], r[2]));
                format!("{name}{}{}", bot.unwrap_or_default(), ratings.unwrap_or_default())
            })
            .collect(),
        Tab::Leaders => return leaderboard(lobby, messages, theme),
        Tab::Player => return player_page(lobby, messages, theme),
        Tab::Tournaments => return super::tournament_view::tournaments(lobby, messages, theme),
    };
    marked(rows, lobby, messages, theme)
}

/// The leaderboard of the category shown, under its name.
fn leaderboard(lobby: &Lobby, messages: &Messages, theme: &Theme) -> Lines {
    let category = messages.text(&format!("online-category-{}", lobby.category.name()));
    let title = format!("{category} · {}", messages.text("online-leaders-keys"));
    let rows = lobby
        .leaders
        .iter()
        .enumerate()
        .map(|(at, leader)| {
            let games = messages.format("online-games", &[count_arg("count", leader.games as usize)]);
            format!("{}. {} {} ±{} · {games}", at + 1, leader.name, leader.rating, leader.deviation)
        })
        .collect();
    let mut lines = vec![(title, theme.emphasis())];
    lines.extend(marked(rows, lobby, messages, theme));
    lines
}

/// `rows`, the highlighted one marked; a word when there is none.
fn marked(rows: Vec<String>, lobby: &Lobby, messages: &Messages, theme: &Theme) -> Lines {
    if rows.is_empty() {
        return vec![(messages.text("online-none"), Style::default())];
    }
    rows.into_iter()
        .enumerate()
        .map(|(at, row)| {
            if at == lobby.row {
                (format!("> {row}"), theme.emphasis())
            } else {
                (format!("  {row}"), Style::default())
            }
        })
        .collect()
}

/// A player's page: ratings, tallies and their last games.
fn player_page(lobby: &Lobby, messages: &Messages, theme: &Theme) -> Lines {
    let Some(page) = &lobby.page else { return vec![(messages.text("online-none"), Style::default())] };
    let mut lines = vec![(page.name.clone(), theme.emphasis().add_modifier(Modifier::BOLD))];
    for line in &page.ratings {
        let category = messages.text(&format!("online-category-{}", line.category.name()));
        let tally = format!("+{} −{} ={}", line.won, line.lost, line.drawn);
        lines.push((format!("{category}: {} ±{} · {tally}", line.rating, line.deviation), Style::default()));
    }
    let total = &page.total;
    let games = messages.format("online-games", &[count_arg("count", total.games as usize)]);
    lines.push((format!("{games}: +{} −{} ={}", total.won, total.lost, total.drawn), Style::default()));
    for game in &page.games {
        let result = messages.text(&format!("online-result-{}", game.result));
        let side = messages.side(game.side.parse().unwrap_or(obereg_rules::Side::Vikings));
        lines.push((
            format!("  {result} · {} · {side} · {}×{}", game.opponent, game.board, game.board),
            Style::default(),
        ));
    }
    lines
}

/// The form of a new challenge.
fn challenge_form(form: &ChallengeForm, messages: &Messages, theme: &Theme) -> Lines {
    let yes_no = |yes: bool| messages.text(if yes { "online-yes" } else { "online-no" });
    let clock = CLOCKS.get(form.clock).copied().unwrap_or(CLOCKS[0]);
    let side = SIDES.get(form.side).copied().unwrap_or(SideChoice::Lot);
    let values = [
        ("online-form-board", format!("{0}×{0}", form.board)),
        ("online-form-clock", clock_words(clock, messages)),
        ("online-form-rated", yes_no(form.rated)),
        ("online-form-side", messages.text(side_words(side))),
        ("online-form-die", yes_no(form.die)),
    ];
    let title = match &form.opponent {
        Some(name) => messages.format("online-form-title-to", &[text_arg("name", name)]),
        None => messages.text("online-form-title"),
    };
    let mut lines = vec![(title, theme.emphasis())];
    for (row, (key, value)) in values.iter().enumerate().take(FORM_ROWS) {
        let text = format!("{}: {value}", messages.text(key));
        lines.push(if row == form.row {
            (format!("> ‹ {text} ›"), theme.emphasis())
        } else {
            (format!("  {text}"), Style::default())
        });
    }
    lines
}

/// A game's terms in short: board, clock, rated or not, the die if played.
fn terms(board: u8, clock: ClockTerms, rated: bool, die: bool, messages: &Messages) -> String {
    let rated = messages.text(if rated { "online-rated" } else { "online-unrated" });
    let die = if die { format!(" · {}", messages.text("online-with-die")) } else { String::new() };
    format!("{board}×{board} · {} · {rated}{die}", clock_words(clock, messages))
}

/// A clock in words: `10+5`, or days a move.
fn clock_words(clock: ClockTerms, messages: &Messages) -> String {
    match clock {
        ClockTerms::Fischer { minutes, seconds } => format!("{minutes}+{seconds}"),
        ClockTerms::Correspondence { days } => {
            messages.format("online-days", &[count_arg("count", days as usize)])
        }
    }
}

/// The catalogue key of the side a challenger takes.
fn side_words(side: SideChoice) -> &'static str {
    match side {
        SideChoice::Lot => "online-side-lot",
        SideChoice::Vikings => "online-side-vikings",
        SideChoice::Varangians => "online-side-varangians",
    }
}
