//! The tournaments tab: the list asked for, a tournament opened with its
//! table, entered and left, and its first game opening at the table.

use obereg_protocol::{
    ClientMessage, ClockTerms, Entrant, Format, Pairing, ServerMessage, Stage, TableLine, TournamentInfo,
    TournamentPage,
};

use super::{KeyCode, Lang, drawn, game, lobby_of, press, server, type_text};
use crate::tui::screens::lobby::{Asked, Tab};

/// Tournament 4, a Swiss of three rounds, as the list shows it.
fn swiss(stage: Stage, entered: u32) -> TournamentInfo {
    TournamentInfo {
        tournament: 4,
        name: "Spring Swiss".into(),
        organiser: "olga".into(),
        format: Format::Swiss { rounds: 3 },
        board: 9,
        die: false,
        clock: ClockTerms::Fischer { minutes: 5, seconds: 0 },
        rated: false,
        stage,
        entered,
        places: 4,
        round: u32::from(stage == Stage::Playing),
    }
}

/// Its page in round 1: alice and bob, carol and dmytro.
fn page() -> TournamentPage {
    let entrant = |name: &str| Entrant { name: name.into(), rating: 1500, bot: false, left: false };
    let line = |player, points| TableLine {
        player,
        points,
        tie_break: 0,
        direct: 0,
        vikings: points,
        varangians: 0,
    };
    TournamentPage {
        info: swiss(Stage::Playing, 4),
        entrants: ["alice", "bob", "carol", "dmytro"].map(entrant).to_vec(),
        table: vec![line(0, 2), line(2, 1), line(3, 1), line(1, 0)],
        shown: 1,
        games: vec![
            Pairing { vikings: 0, varangians: 1, game: 7, result: Some("vikings".into()) },
            Pairing { vikings: 2, varangians: 3, game: 8, result: Some("draw".into()) },
        ],
        bye: None,
    }
}

#[test]
fn the_tournaments_tab_lists_them_opens_one_enters_it_and_its_first_game_opens_at_the_table() {
    let mut lobby = lobby_of("alice");
    assert_eq!(type_text(&mut lobby, "7"), vec![Asked::Send(ClientMessage::Tournaments)]);
    assert_eq!(lobby.tab, Tab::Tournaments);
    server(&mut lobby, ServerMessage::TournamentList { tournaments: vec![swiss(Stage::Open, 3)] });
    assert_eq!(type_text(&mut lobby, "e"), vec![Asked::Send(ClientMessage::Enter { tournament: 4 })]);
    assert_eq!(
        press(&mut lobby, &[KeyCode::Enter]),
        vec![Asked::Send(ClientMessage::Tournament { tournament: 4, round: 0 })]
    );
    // A page pushed for another tournament does not open.
    let mut other = page();
    other.info.tournament = 5;
    server(&mut lobby, ServerMessage::Tournament(Box::new(other)));
    assert_eq!(lobby.tournament, None);
    server(&mut lobby, ServerMessage::Tournament(Box::new(page())));
    assert_eq!(lobby.tournament.as_ref().map(|p| p.info.tournament), Some(4));
    assert_eq!(lobby.tournaments[0].stage, Stage::Playing, "its line in the list follows");
    assert_eq!(type_text(&mut lobby, "w"), vec![Asked::Send(ClientMessage::Withdraw { tournament: 4 })]);
    // Paired: the game opens at the table by itself.
    let state = game(9, "alice", "carol", &[]);
    assert_eq!(server(&mut lobby, ServerMessage::Game(state.clone())), vec![Asked::Play(state)]);
    lobby.update(crate::tui::screens::lobby::LobbyAction::LeftTable);
    assert_eq!(press(&mut lobby, &[KeyCode::Esc]), vec![Asked::Send(ClientMessage::Tournaments)]);
    assert_eq!(lobby.tournament, None, "Esc closes the page, back to the list");
}

#[test]
fn a_tournaments_page_shows_its_table_its_round_and_points_in_halves_in_every_language() {
    for lang in [Lang::En, Lang::Uk, Lang::Ru] {
        let mut lobby = lobby_of("alice");
        type_text(&mut lobby, "7");
        server(&mut lobby, ServerMessage::TournamentList { tournaments: vec![swiss(Stage::Playing, 4)] });
        press(&mut lobby, &[KeyCode::Enter]);
        server(&mut lobby, ServerMessage::Tournament(Box::new(page())));
        let text = drawn(lobby, lang, (100, 30));
        assert!(text.contains("Spring Swiss"), "{text}");
        assert!(text.contains("1. alice · 1 · 0 · 1 / 0"), "{lang:?}: {text}");
        assert!(text.contains("2. carol · ½ · 0 · ½ / 0"), "{lang:?}: {text}");
        assert!(text.contains("alice – bob 1–0"), "{text}");
        assert!(text.contains("carol – dmytro ½–½"), "{text}");
    }
}
