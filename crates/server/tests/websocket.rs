//! The WebSocket transport on the server's port: whole games between
//! WebSocket clients and against a line client; bad handshakes, binary
//! frames and oversized messages close that connection only.

use obereg_client::Client;
use obereg_server::ManualNow;
use obereg_server::protocol::{ErrorCode, GameEnd, MAX_LINE, ServerMessage, SideChoice};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::frame::Frame;
use tokio_tungstenite::tungstenite::protocol::frame::coding::{Data, OpCode};

use crate::closing::{closed_with, error, frames_until_closed, paced, still_answered};
use crate::games::{end_of, ended};
use crate::support::CAPTURE;
use crate::support::{
    Dirs, EPOCH, Running, Via, clients, connect, expect, game_between, play, registered_via, start_game,
    terms,
};

/// alice and bob, each connected `via` a transport, play the seven plies
/// in which the Vikings capture the prince; both see the end.
fn capture_game(alice_via: Via, bob_via: Via) {
    let dirs = Dirs::new();
    let server = Running::start(&dirs.server(), &ManualNow::at(EPOCH));
    clients().block_on(async {
        let (mut alice, _) = registered_via(&server, &dirs.client("a"), "alice", alice_via).await;
        let (mut bob, _) = registered_via(&server, &dirs.client("b"), "bob", bob_via).await;
        let game = start_game(&mut alice, &mut bob, terms(SideChoice::Vikings)).await;
        for (ply, mv) in CAPTURE.iter().enumerate() {
            let (mover, other) = if ply % 2 == 0 { (&mut alice, &mut bob) } else { (&mut bob, &mut alice) };
            let record = play(mover, other, game, ply as u32, mv).await;
            assert!(record.contains(mv), "{record} for {mv}");
        }
        let end = GameEnd { winner: Some("vikings".into()), reason: "capture".into() };
        assert_eq!(end_of(expect(&mut alice, "the end", ended).await), end);
        assert_eq!(end_of(expect(&mut bob, "the end", ended).await), end);
    });
}

#[test]
fn two_websocket_clients_play_a_whole_game() {
    capture_game(Via::WebSocket, Via::WebSocket);
}

#[test]
fn a_websocket_client_plays_a_whole_game_against_a_line_client() {
    capture_game(Via::WebSocket, Via::Lines);
}

/// The opening `hello` in a frame.
fn hello() -> Message {
    Message::text(r#"{"type":"hello","version":1}"#)
}

/// Sends `hello`, then `frames`, on a raw WebSocket, and returns the error
/// the server closes it with, after checking that it closes.
async fn close_with(server: &Running, dir: &std::path::Path, frames: Vec<Message>) -> ErrorCode {
    let said = frames_until_closed(server, dir, [vec![hello()], frames].concat()).await;
    assert_eq!(said.first(), Some(&ServerMessage::Welcome { version: 1 }), "{said:?}");
    closed_with(&said)
}

/// Writes `request` on a fresh TLS connection and returns the HTTP status
/// line the server answers with before it closes.
async fn http_status(server: &Running, dir: &std::path::Path, request: &[u8]) -> String {
    let said = crate::support::http(server, dir, request).await;
    String::from_utf8_lossy(&said).lines().next().unwrap_or_default().to_string()
}

#[test]
fn binary_frames_oversized_messages_and_bad_handshakes_close_only_that_connection() {
    let dirs = Dirs::new();
    let server = Running::start(&dirs.server(), &ManualNow::at(EPOCH));
    clients().block_on(async {
        let (mut alice, mut bob, game) = game_between(&server, &dirs, SideChoice::Vikings).await;
        let dir = dirs.client("a");
        let binary = Message::binary(br#"{"type":"ping"}"#.to_vec());
        assert_eq!(close_with(&server, &dir, vec![binary]).await, ErrorCode::Malformed);
        let long = Message::text("a".repeat(MAX_LINE + 1));
        assert_eq!(close_with(&server, &dir, vec![long]).await, ErrorCode::TooLong);
        let piece = "a".repeat(MAX_LINE / 2 + 1);
        let fragments = vec![
            Message::Frame(Frame::message(piece.clone(), OpCode::Data(Data::Text), false)),
            Message::Frame(Frame::message(piece, OpCode::Data(Data::Continue), true)),
        ];
        assert_eq!(close_with(&server, &dir, fragments).await, ErrorCode::TooLong);
        let no_upgrade = b"GET /ws HTTP/1.1\r\nHost: localhost\r\n\r\n";
        assert!(http_status(&server, &dir, no_upgrade).await.starts_with("HTTP/1.1 400"));
        let elsewhere = b"GET /lobby HTTP/1.1\r\nHost: localhost\r\n\r\n";
        assert!(http_status(&server, &dir, elsewhere).await.starts_with("HTTP/1.1 404"));
        let not_http = b"GET \x00\x01\x02\r\n\r\n";
        assert!(http_status(&server, &dir, not_http).await.starts_with("HTTP/1.1 400"));
        let endless = [b"GET /ws HTTP/1.1\r\nX: ".as_slice(), &[b'a'; 10_000]].concat();
        assert!(http_status(&server, &dir, &endless).await.starts_with("HTTP/1.1 431"));
        play(&mut alice, &mut bob, game, 0, "a6-a8").await;
        let mut fresh = Client::connect_websocket(&server.addr, &dir).await.unwrap().0;
        still_answered(&mut fresh).await;
        still_answered(&mut connect(&server, &dir).await).await;
    });
}

#[test]
fn websocket_pings_count_against_the_pace_and_a_flood_of_them_is_closed() {
    let dirs = Dirs::new();
    let server = paced(&dirs, 3, 2);
    clients().block_on(async {
        let pings =
            std::iter::once(hello()).chain((0..5).map(|_| Message::Ping(Vec::new().into()))).collect();
        let said = frames_until_closed(&server, &dirs.client("a"), pings).await;
        let refusal = |code| error(code, None);
        let expected = [
            ServerMessage::Welcome { version: 1 },
            refusal(ErrorCode::RateLimited),
            refusal(ErrorCode::RateLimited),
            refusal(ErrorCode::Flooding),
        ];
        assert_eq!(said, expected, "the hello and two pings pass; two are refused; the next is a flood");
    });
}
