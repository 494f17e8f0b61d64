//! Ratings: a rated game's end rates both players, kept across a restart;
//! an unrated one does not; the lobby, the challenges, a player's page and
//! the leaderboard show them.

use std::time::Duration;

use obereg_client::Client;
use obereg_glicko::Rating;
use obereg_server::ManualNow;
use obereg_server::protocol::{
    Category, ChallengeTerms, ClientMessage, ErrorCode, Leader, PlayerPage, RatingLine, ServerMessage,
    SideChoice,
};

use crate::support::{
    Dirs, EPOCH, Running, clients, connect, expect, refused, registered, start_game, terms,
};

/// Rated Fischer 5+0 terms on 9×9 with the challenger on the Vikings' side.
fn rated() -> ChallengeTerms {
    ChallengeTerms { rated: true, ..terms(SideChoice::Vikings) }
}

/// `winner` challenges on `terms` (the Vikings' side), `loser` accepts and
/// resigns; both see the end. The clock moves on first, so the
/// challenges' rate limit never bites.
async fn won(clock: &ManualNow, winner: &mut Client, loser: &mut Client, terms: ChallengeTerms) {
    clock.advance(Duration::from_secs(12));
    let game = start_game(winner, loser, terms).await;
    loser.send(&ClientMessage::Resign { game }).await.unwrap();
    for client in [winner, loser] {
        expect(client, "the end", |m| matches!(m, ServerMessage::Ended { .. })).await;
    }
}

/// alice and bob registered: their clients.
async fn alice_and_bob(server: &Running, dirs: &Dirs) -> (Client, Client) {
    let (alice, _) = registered(server, &dirs.client("a"), "alice").await;
    let (bob, _) = registered(server, &dirs.client("b"), "bob").await;
    (alice, bob)
}

/// The `count` best of `category`, as `client` asks for them.
async fn leaders(client: &mut Client, category: Category, count: u32) -> Vec<Leader> {
    client.send(&ClientMessage::Leaderboard { category, count }).await.unwrap();
    let board = expect(client, "the leaderboard", |m| matches!(m, ServerMessage::Leaderboard { .. })).await;
    match board {
        ServerMessage::Leaderboard { category: listed, players } if listed == category => players,
        other => panic!("{other:?}"),
    }
}

/// The page of `name` (page `page`), as `client` asks for it.
async fn page_of(client: &mut Client, name: &str, page: u32) -> PlayerPage {
    client.send(&ClientMessage::Player { name: name.to_string(), page }).await.unwrap();
    match expect(client, "the page", |m| matches!(m, ServerMessage::Player(_))).await {
        ServerMessage::Player(page) => page,
        _ => unreachable!(),
    }
}

/// The live 9×9 line of a page.
fn live_9(page: &PlayerPage) -> &RatingLine {
    page.ratings.iter().find(|line| line.category == Category::Live9).unwrap()
}

/// `rating` as the protocol rounds it.
fn round(rating: f64) -> i32 {
    rating.round() as i32
}

#[test]
fn a_rated_game_raises_the_winner_lowers_the_loser_and_a_restart_keeps_both() {
    let dirs = Dirs::new();
    let clock = ManualNow::at(EPOCH);
    let first = Running::start(&dirs.server(), &clock);
    let runtime = clients();
    let winner = Rating::NEW.after(&[(Rating::NEW, 1.0)]);
    let loser = Rating::NEW.after(&[(Rating::NEW, 0.0)]);
    let alice_token = runtime.block_on(async {
        let (mut alice, alice_token) = registered(&first, &dirs.client("a"), "alice").await;
        let (mut bob, _) = registered(&first, &dirs.client("b"), "bob").await;
        won(&clock, &mut alice, &mut bob, rated()).await;
        let page = page_of(&mut bob, "ALICE", 0).await;
        assert_eq!(page.name, "alice");
        let line = live_9(&page);
        assert_eq!((line.rating, line.deviation), (round(winner.rating), round(winner.deviation)));
        assert!(line.rating > 1500 && line.deviation < 350, "{line:?}");
        assert_eq!((line.games, line.won, line.lost, line.drawn), (1, 1, 0, 0));
        let page = page_of(&mut alice, "bob", 0).await;
        let line = live_9(&page);
        assert_eq!((line.rating, line.deviation), (round(loser.rating), round(loser.deviation)));
        assert!(line.rating < 1500, "{line:?}");
        assert_eq!((line.games, line.won, line.lost), (1, 0, 1));
        let others: Vec<i32> =
            page.ratings.iter().filter(|l| l.category != Category::Live9).map(|l| l.rating).collect();
        assert_eq!(others, [1500, 1500], "the other categories are untouched");
        // An unrated game leaves the ratings alone.
        won(&clock, &mut bob, &mut alice, terms(SideChoice::Vikings)).await;
        let page = page_of(&mut alice, "bob", 0).await;
        assert_eq!(live_9(&page).rating, round(loser.rating));
        assert_eq!((page.total.games, page.total.won, page.total.lost), (2, 1, 1));
        alice_token
    });
    first.kill();
    let second = Running::start(&dirs.server(), &clock);
    runtime.block_on(async {
        let mut alice = connect(&second, &dirs.client("a2")).await;
        alice.send(&ClientMessage::Resume { token: alice_token }).await.unwrap();
        expect(&mut alice, "logged_in", |m| matches!(m, ServerMessage::LoggedIn { .. })).await;
        assert_eq!(live_9(&page_of(&mut alice, "alice", 0).await).rating, round(winner.rating));
        assert_eq!(live_9(&page_of(&mut alice, "bob", 0).await).rating, round(loser.rating));
    });
}

#[test]
fn the_lobby_and_a_challenge_carry_the_players_ratings_in_its_category() {
    let dirs = Dirs::new();
    let clock = ManualNow::at(EPOCH);
    let server = Running::start(&dirs.server(), &clock);
    clients().block_on(async {
        let (mut alice, mut bob) = alice_and_bob(&server, &dirs).await;
        let mut guest = connect(&server, &dirs.client("g")).await;
        guest.send(&ClientMessage::Guest).await.unwrap();
        expect(&mut guest, "logged_in", |m| matches!(m, ServerMessage::LoggedIn { .. })).await;
        let eleven = ChallengeTerms { board: 11, ..rated() };
        won(&clock, &mut alice, &mut bob, eleven.clone()).await;
        let up = round(Rating::NEW.after(&[(Rating::NEW, 1.0)]).rating);
        bob.send(&ClientMessage::Lobby).await.unwrap();
        let lobby = expect(&mut bob, "the lobby", |m| matches!(m, ServerMessage::Lobby { .. })).await;
        let ServerMessage::Lobby { players, ratings, .. } = lobby else { unreachable!() };
        assert_eq!(players.len(), 3, "{players:?}");
        assert_eq!(ratings.len(), 2, "a guest has no rating: {ratings:?}");
        assert_eq!(ratings["alice"], [1500, up, 1500]);
        clock.advance(Duration::from_secs(12));
        alice.send(&ClientMessage::Challenge(eleven)).await.unwrap();
        let offered = expect(&mut bob, "the challenge", |m| matches!(m, ServerMessage::Challenge(_))).await;
        let ServerMessage::Challenge(info) = offered else { unreachable!() };
        assert_eq!(info.rating, Some(up));
        clock.advance(Duration::from_secs(12));
        guest.send(&ClientMessage::Challenge(terms(SideChoice::Lot))).await.unwrap();
        let offered = expect(
            &mut bob,
            "the challenge",
            |m| matches!(m, ServerMessage::Challenge(i) if i.rating.is_none()),
        )
        .await;
        let ServerMessage::Challenge(info) = offered else { unreachable!() };
        assert!(info.from.starts_with("guest-"), "{info:?}");
    });
}

#[test]
fn the_leaderboard_ranks_by_rating_and_leaves_out_provisional_ratings() {
    let dirs = Dirs::new();
    let clock = ManualNow::at(EPOCH);
    let server = Running::start(&dirs.server(), &clock);
    clients().block_on(async {
        let (mut alice, mut bob) = alice_and_bob(&server, &dirs).await;
        let (mut dave, _) = registered(&server, &dirs.client("d"), "dave").await;
        // Eighteen games, alice winning two of three: both deviations fall
        // under the leaderboard's mark.
        for _ in 0..6 {
            won(&clock, &mut alice, &mut bob, rated()).await;
            won(&clock, &mut bob, &mut alice, rated()).await;
            won(&clock, &mut alice, &mut bob, rated()).await;
        }
        // One win puts dave above bob, with a rating still provisional.
        won(&clock, &mut dave, &mut bob, rated()).await;
        let (alice_page, bob_page, dave_page) = (
            page_of(&mut dave, "alice", 0).await,
            page_of(&mut dave, "bob", 0).await,
            page_of(&mut dave, "dave", 0).await,
        );
        let (alice_line, bob_line, dave_line) = (live_9(&alice_page), live_9(&bob_page), live_9(&dave_page));
        assert_eq!((alice_line.games, alice_line.won, alice_line.lost), (18, 12, 6));
        assert!(dave_line.rating > bob_line.rating, "{dave_line:?} {bob_line:?}");
        assert!(alice_line.deviation <= 110 && bob_line.deviation <= 110 && dave_line.deviation > 110);
        let players = leaders(&mut dave, Category::Live9, 10).await;
        let names: Vec<&str> = players.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["alice", "bob"]);
        assert_eq!((players[0].rating, players[0].games), (alice_line.rating, 18));
        assert_eq!(leaders(&mut dave, Category::Live9, 1).await.len(), 1);
        assert!(leaders(&mut dave, Category::Correspondence, 10).await.is_empty());
    });
}

#[test]
fn a_players_page_lists_their_games_newest_first_a_page_at_a_time() {
    let dirs = Dirs::new();
    let clock = ManualNow::at(EPOCH);
    let server = Running::start(&dirs.server(), &clock);
    clients().block_on(async {
        let (mut alice, mut bob) = alice_and_bob(&server, &dirs).await;
        for _ in 0..6 {
            won(&clock, &mut alice, &mut bob, terms(SideChoice::Vikings)).await;
            won(&clock, &mut bob, &mut alice, rated()).await;
        }
        let first = page_of(&mut alice, "Bob", 0).await;
        assert_eq!((first.total.games, first.total.won, first.total.lost, first.total.drawn), (12, 6, 6, 0));
        assert!(first.more && first.games.len() == 10, "{first:?}");
        let newest = &first.games[0];
        assert_eq!(newest.opponent, "alice");
        assert_eq!((newest.side.as_str(), newest.result.as_str()), ("vikings", "won"));
        assert_eq!((newest.reason.as_str(), newest.rated), ("resignation", true));
        assert_eq!(newest.ended, u64::try_from((EPOCH + Duration::from_secs(12 * 12)).as_millis()).unwrap());
        assert_eq!((first.games[1].side.as_str(), first.games[1].result.as_str()), ("varangians", "lost"));
        let second = page_of(&mut alice, "bob", 1).await;
        assert!(!second.more && second.games.len() == 2, "{second:?}");
        let numbers: Vec<u64> = first.games.iter().chain(&second.games).map(|g| g.game).collect();
        assert!(numbers.windows(2).all(|pair| pair[0] > pair[1]), "newest first: {numbers:?}");
        assert_eq!(numbers.len(), 12);
        let nobody = ClientMessage::Player { name: "nobody".into(), page: 0 };
        assert_eq!(refused(&mut alice, nobody).await, ErrorCode::NoSuchPlayer);
        let too_long = ClientMessage::Player { name: "b".repeat(25), page: 0 };
        assert_eq!(refused(&mut alice, too_long).await, ErrorCode::NoSuchPlayer);
    });
}

#[test]
fn a_database_of_the_first_schema_is_brought_to_the_ratings_schema_with_its_ratings_kept() {
    let dirs = Dirs::new();
    std::fs::create_dir_all(dirs.server()).unwrap();
    let old = rusqlite::Connection::open(dirs.server().join(obereg_server::store::DATABASE_FILE)).unwrap();
    old.execute_batch(include_str!("../migrations/001_start.sql")).unwrap();
    old.pragma_update(None, "user_version", 1).unwrap();
    old.execute(
        "INSERT INTO accounts (id, name, name_key, password, created_ms) VALUES (7, 'Alice', 'alice', 'x', 0)",
        [],
    )
    .unwrap();
    old.execute(
        "INSERT INTO ratings (account, category, rating, deviation, volatility, games) \
         VALUES (7, 'live-11', 1650.0, 90.0, 0.06, 30)",
        [],
    )
    .unwrap();
    drop(old);
    let store = obereg_server::store::Store::open(&dirs.server()).unwrap();
    // Brought to the newest schema: the ratings' (2), the bots' (3), the die's (4), the turn's (5),
    // the sessions' (6), the tournaments' (7), the nodes' (8), then the roles' (9).
    assert_eq!(store.schema_version().unwrap(), 9);
    let [live_9, live_11, _] = store.standings(7).unwrap();
    assert_eq!(live_9, obereg_server::store::Standing::NEW);
    assert_eq!(live_11.rating, Rating { rating: 1650.0, deviation: 90.0, volatility: 0.06 });
    assert_eq!((live_11.won, live_11.lost, live_11.drawn), (0, 0, 0));
    let leaders = store.leaderboard(Category::Live11, 5).unwrap();
    assert_eq!(leaders.iter().map(|l| (l.name.as_str(), l.rating)).collect::<Vec<_>>(), [("Alice", 1650)]);
}

#[test]
fn pages_leaderboards_and_records_are_limited_in_rate() {
    let dirs = Dirs::new();
    let clock = ManualNow::at(EPOCH);
    let server = Running::start(&dirs.server(), &clock);
    clients().block_on(async {
        let (mut alice, _) = alice_and_bob(&server, &dirs).await;
        for _ in 0..10 {
            assert_eq!(page_of(&mut alice, "bob", 0).await.name, "bob");
        }
        let one_more = ClientMessage::Leaderboard { category: Category::Live9, count: 5 };
        assert_eq!(refused(&mut alice, one_more).await, ErrorCode::RateLimited);
        clock.advance(Duration::from_secs(1));
        assert_eq!(page_of(&mut alice, "bob", 0).await.name, "bob");
    });
}

#[test]
fn a_rated_end_whose_ratings_cannot_be_kept_is_not_kept_either() {
    let dirs = Dirs::new();
    std::fs::create_dir_all(dirs.server()).unwrap();
    let mut store = obereg_server::store::Store::open(&dirs.server()).unwrap();
    let alice = store.create_account("alice", "x", 0).unwrap();
    let bob = store.create_account("bob", "x", 0).unwrap();
    let new = obereg_server::store::NewGame {
        board: 9,
        rated: true,
        clock: r#"{"fischer":{"minutes":5,"seconds":0}}"#.into(),
        names: ["alice".into(), "bob".into()],
        accounts: [Some(alice), Some(bob)],
        left_ms: [300_000; 2],
        die_seed: None,
    };
    let game = store.create_game(&new, 0).unwrap();
    // The ratings table refuses every row, as a full disk would.
    let other = rusqlite::Connection::open(dirs.server().join(obereg_server::store::DATABASE_FILE)).unwrap();
    other
        .execute_batch(
            "CREATE TRIGGER refuse BEFORE INSERT ON ratings BEGIN SELECT RAISE(ABORT, 'full'); END;",
        )
        .unwrap();
    assert!(store.end_game(game, Some("vikings"), "resignation", 1).is_err());
    assert!(store.finished_game(game).unwrap().is_none(), "the end was kept without the ratings");
    assert_eq!(store.open_games().unwrap().len(), 1);
    other.execute_batch("DROP TRIGGER refuse;").unwrap();
    let rerated = store.end_game(game, Some("vikings"), "resignation", 2).unwrap().unwrap();
    assert_eq!(rerated.accounts, [alice, bob]);
    assert!(rerated.ratings[0].rating > 1500.0 && rerated.ratings[1].rating < 1500.0);
    assert!(store.finished_game(game).unwrap().is_some());
    assert_eq!(store.end_game(game, None, "agreement", 3).unwrap(), None, "an end is kept once");
}
