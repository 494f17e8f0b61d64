//! The operator's numbers and the health check: `GET /metrics` on the
//! address of `--metrics` scraped during a small load, its numbers held
//! against what the load did; `GET /health` on the main port, 200 while
//! the store takes writes and 503 when it takes none.

use obereg_server::protocol::{ClientMessage, ErrorCode, ServerMessage, SideChoice};
use obereg_server::{Limits, ManualNow};

use crate::support::{
    CAPTURE, Dirs, EPOCH, Running, Via, clients, config, connect_via, expect, http, play_line, refused,
    registered, scrape, start_game, terms, value,
};

#[test]
fn a_scrape_during_a_load_counts_its_connections_players_games_moves_and_refusals() {
    let dirs = Dirs::new();
    let mut config = config(&dirs.server(), None);
    config.metrics = Some("127.0.0.1:0".parse().unwrap());
    let limits = Limits { per_address: 10, ..Limits::default() };
    let server = Running::launch(config, &ManualNow::at(EPOCH), limits);
    let metrics = server.metrics.clone().unwrap();
    clients().block_on(async {
        // Ten connections: two players over lines, six guests over lines,
        // two guests over the WebSocket; each has been through the hub.
        let (mut alice, _) = registered(&server, &dirs.client("a"), "alice").await;
        let (mut bob, _) = registered(&server, &dirs.client("b"), "bob").await;
        let mut guests = Vec::new();
        for n in 0..8 {
            let via = if n < 6 { Via::Lines } else { Via::WebSocket };
            let mut guest = connect_via(&server, &dirs.client("g"), via).await;
            guest.send(&ClientMessage::Guest).await.unwrap();
            guest.send(&ClientMessage::Lobby).await.unwrap();
            expect(&mut guest, "the lobby", |m| matches!(m, ServerMessage::Lobby { .. })).await;
            guests.push(guest);
        }
        let game = start_game(&mut alice, &mut bob, terms(SideChoice::Vikings)).await;
        let during = scrape(&metrics).await;
        assert_eq!(value(&during, r#"obereg_games{kind="live"}"#), 1.0);
        assert_eq!(value(&during, r#"obereg_games{kind="correspondence"}"#), 0.0);
        play_line(&mut alice, &mut bob, game, &CAPTURE).await;
        expect(&mut alice, "the end", |m| matches!(m, ServerMessage::Ended { .. })).await;
        // The eleventh connection from this address is refused.
        let over = obereg_client::Client::connect(&server.addr, &dirs.client("g")).await;
        assert!(over.is_err());

        let numbers = scrape(&metrics).await;
        assert_eq!(value(&numbers, r#"obereg_connections{transport="lines"}"#), 8.0);
        assert_eq!(value(&numbers, r#"obereg_connections{transport="websocket"}"#), 2.0);
        assert_eq!(value(&numbers, "obereg_players"), 10.0);
        assert_eq!(value(&numbers, r#"obereg_games{kind="live"}"#), 0.0, "the capture ended it");
        assert_eq!(value(&numbers, "obereg_moves_relayed_total"), CAPTURE.len() as f64);
        assert_eq!(value(&numbers, "obereg_move_relay_seconds_count"), CAPTURE.len() as f64);
        assert_eq!(value(&numbers, r#"obereg_refused_connections_total{reason="address"}"#), 1.0);
        assert_eq!(value(&numbers, "obereg_store_queue"), 0.0);
        assert!(value(&numbers, "obereg_store_write_seconds_count") >= 1.0);
    });
}

#[test]
fn login_failures_and_back_offs_are_counted() {
    let dirs = Dirs::new();
    let mut config = config(&dirs.server(), None);
    config.metrics = Some("127.0.0.1:0".parse().unwrap());
    let server = Running::launch(config, &ManualNow::at(EPOCH), Limits::default());
    let metrics = server.metrics.clone().unwrap();
    clients().block_on(async {
        drop(registered(&server, &dirs.client("a"), "alice").await);
        let mut client = crate::support::connect(&server, &dirs.client("a")).await;
        let wrong = ClientMessage::Login { name: "alice".into(), password: "guessing".into() };
        for _ in 0..3 {
            assert_eq!(refused(&mut client, wrong.clone()).await, ErrorCode::LoginFailed);
        }
        assert_eq!(refused(&mut client, wrong).await, ErrorCode::TryLater);
        let numbers = scrape(&metrics).await;
        assert_eq!(value(&numbers, "obereg_login_failures_total"), 3.0);
        assert_eq!(value(&numbers, "obereg_login_backoffs_total"), 1.0);
    });
}

#[test]
fn the_health_check_answers_200_while_the_store_takes_writes_and_503_when_it_takes_none() {
    let dirs = Dirs::new();
    let server = Running::start(&dirs.server(), &ManualNow::at(EPOCH));
    let request = b"GET /health HTTP/1.1\r\nHost: obereg\r\n\r\n";
    clients().block_on(async {
        let healthy = String::from_utf8(http(&server, &dirs.client("lb"), request).await).unwrap();
        assert!(healthy.starts_with("HTTP/1.1 200 OK"), "{healthy}");
        assert!(healthy.ends_with("\r\n\r\nok\n"), "{healthy}");
        // The store refuses every write, as a full disk would.
        let other =
            rusqlite::Connection::open(dirs.server().join(obereg_server::store::DATABASE_FILE)).unwrap();
        other
            .execute_batch(
                "CREATE TRIGGER full_insert BEFORE INSERT ON health BEGIN SELECT RAISE(ABORT, 'full'); END;
                 CREATE TRIGGER full_update BEFORE UPDATE ON health BEGIN SELECT RAISE(ABORT, 'full'); END;",
            )
            .unwrap();
        let sick = String::from_utf8(http(&server, &dirs.client("lb"), request).await).unwrap();
        assert!(sick.starts_with("HTTP/1.1 503 Service Unavailable"), "{sick}");
        other.execute_batch("DROP TRIGGER full_insert; DROP TRIGGER full_update;").unwrap();
        let again = String::from_utf8(http(&server, &dirs.client("lb"), request).await).unwrap();
        assert!(again.starts_with("HTTP/1.1 200 OK"), "{again}");
    });
}
