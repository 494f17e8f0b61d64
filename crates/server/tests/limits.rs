//! The limits of every connection: the deadline of the opening `hello`,
//! the pace of all messages (refused unread beyond it, closed as a flood),
//! the caps on connections; and a flooding or silent peer does not hold
//! up the others.

use std::time::Duration;

use obereg_client::connect_tls;
use obereg_server::protocol::{ErrorCode, ServerMessage, SideChoice};
use obereg_server::{Limits, ManualNow};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use crate::closing::{
    error, frames_until_closed, messages_of, paced, read_to_close, said_until_closed, still_answered,
};
use crate::support::{Dirs, EPOCH, Running, clients, connect, game_between, play};

const HELLO: &[u8] = b"{\"type\":\"hello\",\"version\":1}\n";
const PING: &[u8] = b"{\"type\":\"ping\"}\n";

#[test]
fn a_connection_that_says_no_hello_in_time_is_closed_and_one_that_did_stays() {
    let dirs = Dirs::new();
    let limits = Limits { hello: Duration::from_millis(300), ..Limits::default() };
    let server = Running::start_with(&dirs.server(), &ManualNow::at(EPOCH), limits);
    clients().block_on(async {
        let dir = dirs.client("a");
        let mut talking = connect(&server, &dir).await;
        let mut tcp = TcpStream::connect(&server.addr).await.unwrap();
        assert!(read_to_close(&mut tcp).await.is_empty(), "no TLS handshake: closed");
        assert!(said_until_closed(&server, &dir, b"").await.is_empty(), "TLS but no hello: closed");
        assert!(said_until_closed(&server, &dir, b"GET /ws").await.is_empty(), "half a request: closed");
        // The connection that said hello first is past its deadline too.
        still_answered(&mut talking).await;
    });
}

#[test]
fn messages_over_the_pace_are_refused_unread_and_a_flood_is_closed() {
    let dirs = Dirs::new();
    let server = paced(&dirs, 3, 2);
    clients().block_on(async {
        // Three messages pass (the hello among them); what comes after is
        // refused without being read: garbage is not called malformed.
        let garbage = b"\xff\xfe not json\n";
        let bytes = [HELLO, PING, PING, garbage, garbage, garbage].concat();
        let said = said_until_closed(&server, &dirs.client("a"), &bytes).await;
        let limited = error(ErrorCode::RateLimited, None);
        let expected = [
            ServerMessage::Welcome { version: 1 },
            ServerMessage::Pong,
            ServerMessage::Pong,
            limited.clone(),
            limited,
            error(ErrorCode::Flooding, None),
        ];
        assert_eq!(said, expected);
    });
}

#[test]
fn a_flooding_and_a_silent_connection_do_not_hold_up_a_players_move() {
    let dirs = Dirs::new();
    let server = paced(&dirs, 5, 5);
    clients().block_on(async {
        let (mut alice, mut bob, game) = game_between(&server, &dirs, SideChoice::Vikings).await;
        let _silent = TcpStream::connect(&server.addr).await.unwrap();
        let (mut flood, _) = connect_tls(&server.addr, &dirs.client("f")).await.unwrap();
        // Exactly as many as the server reads before it closes the flood,
        // so none is left unread (which would reset the connection).
        let pings: Vec<u8> =
            [HELLO].into_iter().chain(std::iter::repeat_n(PING, 10)).flatten().copied().collect();
        flood.write_all(&pings).await.unwrap();
        flood.flush().await.unwrap();
        play(&mut alice, &mut bob, game, 0, "a6-a8").await;
        play(&mut bob, &mut alice, game, 1, "e4-d4").await;
        let mut said = Vec::new();
        let _ = flood.read_to_end(&mut said).await;
        let said = messages_of(said);
        // Of the ten pings only those in the burst reached the server's hub.
        let pongs = said.iter().filter(|m| **m == ServerMessage::Pong).count();
        assert_eq!(pongs, 4, "the hello and four pings in the burst of five");
        assert_eq!(said.last(), Some(&error(ErrorCode::Flooding, None)));
        assert_eq!(said.len(), 1 + 4 + 5 + 1, "welcome, pongs, five refusals, the end");
    });
}

#[test]
fn connections_over_the_cap_of_an_address_or_of_all_are_told_so_and_closed() {
    for (limits, full) in [
        (Limits { per_address: 2, ..Limits::default() }, "address"),
        (Limits { total: 2, ..Limits::default() }, "server"),
    ] {
        let dirs = Dirs::new();
        let server = Running::start_with(&dirs.server(), &ManualNow::at(EPOCH), limits);
        clients().block_on(async {
            let dir = dirs.client("a");
            let mut first = connect(&server, &dir).await;
            let _second = connect(&server, &dir).await;
            let said = said_until_closed(&server, &dir, HELLO).await;
            assert_eq!(said, [error(ErrorCode::TooManyConnections, Some(full))]);
            let by_websocket = frames_until_closed(&server, &dir, Vec::new()).await;
            assert_eq!(by_websocket, [error(ErrorCode::TooManyConnections, Some(full))], "in a frame");
            // The ones in stay.
            still_answered(&mut first).await;
        });
    }
}
