//! Tournaments on a real server: entered, paired, played, and going on
//! after the server is killed mid-round, with no round paired twice.

use obereg_client::Client;
use obereg_server::ManualNow;
use obereg_server::protocol::{
    ClientMessage, Entry, ErrorCode, Format, GameState, ServerMessage, Stage, TournamentPage, TournamentTerms,
};

use crate::support::{
    Dirs, EPOCH, Running, clients, connect, expect, http, refused, registered, tournament_terms,
};

/// An unrated round robin of `players`, 5+0, starting when full.
pub fn round_robin(players: u32) -> TournamentTerms {
    TournamentTerms { bots: false, ..tournament_terms(Format::RoundRobin { double: false }, players) }
}

/// Reads until a page of the tournament that `wanted` accepts.
pub async fn page(
    client: &mut Client,
    what: &str,
    wanted: impl Fn(&TournamentPage) -> bool,
) -> TournamentPage {
    let message =
        expect(client, what, |m| matches!(m, ServerMessage::Tournament(page) if wanted(page))).await;
    let ServerMessage::Tournament(page) = message else { unreachable!() };
    *page
}

/// Reads until the state of a game of the client's.
pub async fn next_game(client: &mut Client) -> GameState {
    let ServerMessage::Game(state) = expect(client, "a game", |m| matches!(m, ServerMessage::Game(_))).await
    else {
        unreachable!()
    };
    state
}

/// Each player's game of the round paired: the Varangians' player
/// resigns it, and both see it end. The games' numbers.
pub async fn play_round(players: &mut [(String, Client)]) -> Vec<u64> {
    let mut states = Vec::new();
    for (_, client) in players.iter_mut() {
        states.push(next_game(client).await);
    }
    let mut games: Vec<u64> = states.iter().map(|state| state.info.game).collect();
    for ((name, client), state) in players.iter_mut().zip(&states) {
        if state.info.varangians == *name {
            client.send(&ClientMessage::Resign { game: state.info.game }).await.unwrap();
        }
    }
    for ((_, client), state) in players.iter_mut().zip(&states) {
        let game = state.info.game;
        expect(client, "the end", |m| matches!(m, ServerMessage::Ended { game: g, .. } if *g == game)).await;
    }
    games.sort_unstable();
    games.dedup();
    games
}

/// The players of a round robin of four, in the order they enter.
pub const NAMES: [&str; 4] = ["anna", "boris", "clara", "dmytro"];

/// The first of `players` makes a round robin of four, all enter it one
/// after the other (so they are seeded in this order, all rated alike),
/// and round 1 is played: the tournament's number, and the games of round
/// 2, paired and not played.
pub async fn to_the_second_round(players: &mut [(String, Client)]) -> (u64, Vec<u64>) {
    let anna = &mut players[0].1;
    anna.send(&ClientMessage::CreateTournament(round_robin(4))).await.unwrap();
    let id = page(anna, "the new tournament", |p| p.info.stage == Stage::Open).await.info.tournament;
    for (entered, (_, client)) in players.iter_mut().enumerate() {
        client.send(&ClientMessage::Enter { tournament: id }).await.unwrap();
        page(client, "the entry", |p| p.entrants.len() == entered + 1).await;
    }
    assert_eq!(play_round(players).await.len(), 2);
    let mut second_round = Vec::new();
    for (_, client) in players.iter_mut() {
        second_round.push(next_game(client).await.info.game);
    }
    second_round.sort_unstable();
    second_round.dedup();
    (id, second_round)
}

/// Rounds 2 and 3 played, round 2's games `second_round`: the final
/// table, checked.
pub async fn to_the_end(players: &mut [(String, Client)], id: u64, second_round: &[u64]) {
    // The same games of round 2, not a new pairing.
    assert_eq!(play_round(players).await, second_round);
    play_round(players).await;
    let over = page(&mut players[0].1, "the final table", |p| p.info.stage == Stage::Over).await;
    assert_eq!(over.info.tournament, id);
    assert_eq!(over.info.round, 3, "three rounds, none paired twice");
    // Every game won by the Vikings on FIDE's table of four (1–4, 2–3;
    // 4–3, 1–2; 2–4, 3–1): anna and boris 2 points, anna ahead by their
    // game; dmytro ahead of clara by theirs.
    let order: Vec<(&str, u32)> = over
        .table
        .iter()
        .map(|line| (over.entrants[line.player as usize].name.as_str(), line.points))
        .collect();
    assert_eq!(order, [("anna", 4), ("boris", 4), ("dmytro", 2), ("clara", 2)]);
}

#[test]
fn a_round_robin_killed_mid_round_goes_on_after_a_restart_and_pairs_no_round_twice() {
    let dirs = Dirs::new();
    let clock = ManualNow::at(EPOCH);
    let first = Running::start(&dirs.server(), &clock);
    let runtime = clients();
    let (id, tokens, second_round) = runtime.block_on(async {
        let mut players = Vec::new();
        let mut tokens = Vec::new();
        for name in NAMES {
            let (client, token) = registered(&first, &dirs.client(name), name).await;
            players.push((name.to_string(), client));
            tokens.push(token);
        }
        let (id, second_round) = to_the_second_round(&mut players).await;
        // The server is killed while round 2 is played.
        (id, tokens, second_round)
    });
    first.kill();
    let second = Running::start(&dirs.server(), &clock);
    runtime.block_on(async {
        let mut players = Vec::new();
        for (name, token) in NAMES.iter().zip(tokens) {
            let mut client = connect(&second, &dirs.client(&format!("{name}2"))).await;
            client.send(&ClientMessage::Resume { token }).await.unwrap();
            players.push((name.to_string(), client));
        }
        to_the_end(&mut players, id, &second_round).await;
        let shown = |round| ClientMessage::Tournament { tournament: id, round };
        players[0].1.send(&shown(2)).await.unwrap();
        let round_two = page(&mut players[0].1, "round 2", |p| p.shown == 2).await;
        let mut games: Vec<u64> = round_two.games.iter().map(|pairing| pairing.game).collect();
        games.sort_unstable();
        assert_eq!(games, second_round);
        assert!(round_two.games.iter().all(|pairing| pairing.result.as_deref() == Some("vikings")));
        // Its six games, one .otg bundle over HTTP.
        let request = format!("GET /tournament/{id}.otg HTTP/1.1\r\nHost: obereg\r\n\r\n");
        let bundle = String::from_utf8(http(&second, &dirs.client("web"), request.as_bytes()).await).unwrap();
        assert!(bundle.starts_with("HTTP/1.1 200 OK"), "{bundle}");
        assert_eq!(bundle.matches("[result:").count(), 6, "{bundle}");
        let missing = format!("GET /tournament/{}.otg HTTP/1.1\r\nHost: obereg\r\n\r\n", id + 1);
        let missing =
            String::from_utf8(http(&second, &dirs.client("web"), missing.as_bytes()).await).unwrap();
        assert!(missing.starts_with("HTTP/1.1 404"), "{missing}");
    });
}

#[test]
fn a_tournament_refuses_what_its_terms_do_not_allow() {
    let dirs = Dirs::new();
    let clock = ManualNow::at(EPOCH);
    let server = Running::start(&dirs.server(), &clock);
    clients().block_on(async {
        let (mut anna, _) = registered(&server, &dirs.client("a"), "anna").await;
        let (mut boris, _) = registered(&server, &dirs.client("b"), "boris").await;
        let bad = TournamentTerms { players: 1, ..round_robin(2) };
        assert_eq!(refused(&mut anna, ClientMessage::CreateTournament(bad)).await, ErrorCode::BadTournament);
        let invited = TournamentTerms { entry: Entry::Invited(vec!["clara".into()]), ..round_robin(3) };
        anna.send(&ClientMessage::CreateTournament(invited)).await.unwrap();
        let id = page(&mut anna, "the tournament", |_| true).await.info.tournament;
        let enter = ClientMessage::Enter { tournament: id };
        assert_eq!(refused(&mut boris, enter.clone()).await, ErrorCode::TournamentRefused);
        anna.send(&enter).await.unwrap();
        page(&mut anna, "anna in", |p| p.entrants.len() == 1).await;
        assert_eq!(refused(&mut anna, enter).await, ErrorCode::TournamentRefused, "in twice");
        let start = ClientMessage::StartTournament { tournament: id };
        assert_eq!(refused(&mut anna, start).await, ErrorCode::TournamentRefused, "alone");
        let bots = ClientMessage::InviteBots { tournament: id, level: "easy".into(), count: 1 };
        assert_eq!(refused(&mut anna, bots).await, ErrorCode::TournamentRefused, "no bots allowed");
        let nowhere = ClientMessage::Enter { tournament: id + 1 };
        assert_eq!(refused(&mut boris, nowhere).await, ErrorCode::NoSuchTournament);
        let mut guest = connect(&server, &dirs.client("g")).await;
        guest.send(&ClientMessage::Guest).await.unwrap();
        expect(&mut guest, "logged in", |m| matches!(m, ServerMessage::LoggedIn { .. })).await;
        let rated = TournamentTerms { rated: true, ..round_robin(2) };
        assert_eq!(
            refused(&mut guest, ClientMessage::CreateTournament(rated)).await,
            ErrorCode::BadTournament
        );
    });
}
