//! The lobby's lists a page at a time: PageDown and `]` ask the server for
//! the next page, PageUp and `[` for the one before, the list says where
//! its page stands, and an update keeps the page shown.

use crate::tui::keys::KeyCode;
use obereg_protocol::{ClientMessage, GameInfo, LobbyCounts, PastGame, PlayerPage, ServerMessage, Tally};

use super::{challenge, drawn, lobby_of, press, server};
use crate::lang::Lang;
use crate::tui::screens::lobby::{Asked, Lobby, LobbyAction};

/// Players `first`, `first + 1`, … `last - 1`, named so they sort.
fn players(first: u32, last: u32) -> Vec<String> {
    (first..last).map(|n| format!("p{n:04}")).collect()
}

/// The lobby's page from `from` listing `players`, of `count` in all (no
/// challenge, no game).
fn lobby_page(from: u32, players: Vec<String>, count: u32) -> ServerMessage {
    ServerMessage::Lobby {
        players,
        challenges: Vec::new(),
        games: Vec::new(),
        ratings: Default::default(),
        bots: Vec::new(),
        from: LobbyCounts { players: from, ..LobbyCounts::default() },
        counts: LobbyCounts { players: count, ..LobbyCounts::default() },
    }
}

/// Asks for the lobby's page whose players start at `players`.
fn asks_players_from(players: u32) -> Vec<Asked> {
    let from = LobbyCounts { players, ..LobbyCounts::default() };
    vec![Asked::Send(ClientMessage::LobbyPage { from })]
}

/// A lobby on the players' tab, showing the first 50 of 5,000.
fn among_five_thousand() -> Lobby {
    let mut lobby = lobby_of("alice");
    press(&mut lobby, &[KeyCode::Char('4')]);
    server(&mut lobby, lobby_page(0, players(0, 50), 5000));
    lobby
}

#[test]
fn page_down_and_the_bracket_ask_for_the_next_page_and_page_up_goes_back_exactly() {
    let mut lobby = among_five_thousand();
    assert!(press(&mut lobby, &[KeyCode::PageUp]).is_empty(), "no page before the first");
    assert_eq!(press(&mut lobby, &[KeyCode::PageDown]), asks_players_from(50));
    server(&mut lobby, lobby_page(50, players(50, 100), 5000));
    assert_eq!(lobby.players.first().map(String::as_str), Some("p0050"));
    assert_eq!(press(&mut lobby, &[KeyCode::Char(']')]), asks_players_from(100));
    // A page of longer names holds fewer.
    server(&mut lobby, lobby_page(100, players(100, 130), 5000));
    assert_eq!(press(&mut lobby, &[KeyCode::PageUp]), asks_players_from(50));
    server(&mut lobby, lobby_page(50, players(50, 100), 5000));
    assert_eq!(press(&mut lobby, &[KeyCode::Char('[')]), asks_players_from(0));
}

#[test]
fn the_last_page_goes_no_further_and_the_cursor_starts_each_page_at_its_top() {
    let mut lobby = lobby_of("alice");
    press(&mut lobby, &[KeyCode::Char('4')]);
    server(&mut lobby, lobby_page(0, players(0, 50), 60));
    press(&mut lobby, &[KeyCode::Down, KeyCode::Down, KeyCode::Down]);
    assert_eq!(lobby.row, 3);
    press(&mut lobby, &[KeyCode::PageDown]);
    server(&mut lobby, lobby_page(50, players(50, 60), 60));
    assert_eq!(lobby.row, 0);
    assert!(press(&mut lobby, &[KeyCode::PageDown]).is_empty(), "the last page");
}

#[test]
fn the_list_says_where_its_page_stands_in_each_language() {
    let mut lobby = among_five_thousand();
    press(&mut lobby, &[KeyCode::PageDown]);
    server(&mut lobby, lobby_page(50, players(50, 100), 5000));
    let text = drawn(lobby.clone(), Lang::En, (100, 35));
    assert!(text.contains("51–100 of 5,000"), "{text}");
    let uk = drawn(lobby.clone(), Lang::Uk, (100, 35));
    assert!(uk.contains("51–100 з 5\u{a0}000"), "{uk}");
    let ru = drawn(lobby, Lang::Ru, (100, 35));
    assert!(ru.contains("51–100 из 5\u{a0}000"), "{ru}");
}

#[test]
fn a_refresh_another_tab_and_leaving_a_game_keep_the_page_shown() {
    let mut lobby = among_five_thousand();
    press(&mut lobby, &[KeyCode::PageDown]);
    server(&mut lobby, lobby_page(50, players(50, 100), 5000));
    assert_eq!(press(&mut lobby, &[KeyCode::Char('r')]), asks_players_from(50));
    assert_eq!(press(&mut lobby, &[KeyCode::Char('3')]), asks_players_from(50));
    assert_eq!(lobby.update(LobbyAction::LeftTable), asks_players_from(50));
    // A new challenge is counted, and listed only on the last page.
    let games = (0..30).map(|n| GameInfo {
        game: n,
        board: 9,
        vikings: format!("v{n}"),
        varangians: format!("w{n}"),
        plies: 0,
        bots: Vec::new(),
        die: false,
    });
    let on_first = ServerMessage::Lobby {
        players: players(50, 100),
        challenges: (1..=20).map(|n| challenge(n, "bob")).collect(),
        games: games.collect(),
        ratings: Default::default(),
        bots: Vec::new(),
        from: LobbyCounts { players: 50, ..LobbyCounts::default() },
        counts: LobbyCounts { players: 5000, challenges: 40, games: 90 },
    };
    server(&mut lobby, on_first);
    server(&mut lobby, ServerMessage::Challenge(challenge(41, "carol")));
    assert_eq!(lobby.challenges.len(), 20);
    assert_eq!(lobby.pages.counts.challenges, 41);
    press(&mut lobby, &[KeyCode::Char('1')]);
    let from = LobbyCounts { players: 50, challenges: 20, games: 0 };
    assert_eq!(press(&mut lobby, &[KeyCode::PageDown]), vec![Asked::Send(ClientMessage::LobbyPage { from })]);
}

#[test]
fn a_page_emptied_meanwhile_asks_again_for_an_earlier_one() {
    let mut lobby = among_five_thousand();
    press(&mut lobby, &[KeyCode::PageDown]);
    server(&mut lobby, lobby_page(50, players(50, 100), 5000));
    press(&mut lobby, &[KeyCode::PageDown]);
    // Most players left: the page from 100 is empty, 70 are online.
    assert_eq!(server(&mut lobby, lobby_page(100, Vec::new(), 70)), asks_players_from(50));
    server(&mut lobby, lobby_page(50, players(50, 70), 70));
    assert_eq!(lobby.players.len(), 20);
}

/// Page `page` of alice's games, 31 in all.
fn alices_games(page: u32) -> ServerMessage {
    let shown = if page < 3 { 10 } else { 1 };
    let game = |n: u64| PastGame {
        game: n,
        board: 9,
        rated: false,
        side: "vikings".into(),
        opponent: format!("o{n}"),
        result: "won".into(),
        reason: "capture".into(),
        ended: 1_780_000_000_000,
    };
    ServerMessage::Player(PlayerPage {
        name: "alice".into(),
        bot: false,
        ratings: Vec::new(),
        total: Tally { games: 31, won: 31, lost: 0, drawn: 0 },
        page,
        games: (0..shown).map(game).collect(),
        more: page < 3,
    })
}

#[test]
fn a_players_page_of_games_pages_through_them_too() {
    let mut lobby = lobby_of("alice");
    let asks_page = |page| vec![Asked::Send(ClientMessage::Player { name: "alice".into(), page })];
    assert_eq!(press(&mut lobby, &[KeyCode::Char('6')]), asks_page(0));
    server(&mut lobby, alices_games(0));
    assert!(press(&mut lobby, &[KeyCode::PageUp]).is_empty());
    assert_eq!(press(&mut lobby, &[KeyCode::PageDown]), asks_page(1));
    server(&mut lobby, alices_games(1));
    let text = drawn(lobby.clone(), Lang::En, (100, 35));
    assert!(text.contains("11–20 of 31"), "{text}");
    press(&mut lobby, &[KeyCode::Char(']'), KeyCode::Char(']')]);
    server(&mut lobby, alices_games(3));
    assert!(press(&mut lobby, &[KeyCode::PageDown]).is_empty(), "no more");
    assert_eq!(press(&mut lobby, &[KeyCode::Char('[')]), asks_page(2));
}
