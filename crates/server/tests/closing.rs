//! What the server says on a connection until it closes it, read as lines
//! or as WebSocket frames; the server with a tight pace; and whether a
//! connection still answers. Shared by the tests of the wire, the limits
//! and the WebSocket.

use std::path::Path;

use futures_util::{SinkExt, StreamExt};
use obereg_client::{Client, connect_tls};
use obereg_server::protocol::{ClientMessage, ErrorCode, ServerMessage};
use obereg_server::{Limits, ManualNow};
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::Message;

use crate::support::{Dirs, EPOCH, PATIENCE, Running, SILENCE};

/// A server that lets `burst` messages through at once and closes a
/// connection after `strikes` refused beyond them.
pub fn paced(dirs: &Dirs, burst: u32, strikes: u32) -> Running {
    let limits = Limits { burst, strikes, ..Limits::default() };
    Running::start_with(&dirs.server(), &ManualNow::at(EPOCH), limits)
}

/// The server's refusal `code`, with its `detail`.
pub fn error(code: ErrorCode, detail: Option<&str>) -> ServerMessage {
    ServerMessage::Error { code, detail: detail.map(String::from) }
}

/// The messages of `bytes`, a line each.
pub fn messages_of(bytes: Vec<u8>) -> Vec<ServerMessage> {
    String::from_utf8(bytes).unwrap().lines().map(|line| serde_json::from_str(line).unwrap()).collect()
}

/// Every message read until the server closes the connection (which the
/// end of the stream proves); the test fails if it stays open.
pub async fn read_to_close(stream: &mut (impl AsyncRead + Unpin)) -> Vec<ServerMessage> {
    let mut said = Vec::new();
    let read = tokio::time::timeout(SILENCE, stream.read_to_end(&mut said)).await;
    assert!(read.is_ok(), "the server kept the connection open for {SILENCE:?}");
    messages_of(said)
}

/// Writes `bytes` on a fresh TLS connection and returns every message the
/// server says until it closes the connection.
pub async fn said_until_closed(server: &Running, dir: &Path, bytes: &[u8]) -> Vec<ServerMessage> {
    let (mut stream, _) = connect_tls(&server.addr, dir).await.unwrap();
    stream.write_all(bytes).await.unwrap();
    stream.flush().await.unwrap();
    read_to_close(&mut stream).await
}

/// Sends `frames` on a WebSocket opened by hand on a fresh TLS connection
/// (with no limits of its own, so it can send what the server must
/// refuse) and returns what the server says in text frames until it
/// closes the WebSocket; the test fails if it stays open.
pub async fn frames_until_closed(server: &Running, dir: &Path, frames: Vec<Message>) -> Vec<ServerMessage> {
    let (stream, _) = connect_tls(&server.addr, dir).await.unwrap();
    let url = format!("wss://{}/ws", server.addr);
    let mut socket = tokio_tungstenite::client_async(url, stream).await.unwrap().0;
    for frame in frames {
        socket.send(frame).await.unwrap();
    }
    let mut said = Vec::new();
    for _ in 0..PATIENCE {
        let next = tokio::time::timeout(SILENCE, socket.next()).await;
        match next.expect("the server kept the WebSocket open") {
            Some(Ok(Message::Text(text))) => said.push(serde_json::from_str(&text).unwrap()),
            Some(Ok(Message::Close(_)) | Err(_)) | None => return said,
            Some(Ok(_)) => {}
        }
    }
    panic!("no end in {PATIENCE} frames: {said:?}");
}

/// The error a connection was closed with, after checking that the
/// server said nothing else (but a welcome, if the hello was right).
pub fn closed_with(said: &[ServerMessage]) -> ErrorCode {
    let error = match said {
        [ServerMessage::Welcome { .. }, error] | [error] => error,
        _ => panic!("a welcome, an error, then the end: {said:?}"),
    };
    match error {
        ServerMessage::Error { code, .. } => *code,
        other => panic!("{other:?}"),
    }
}

/// Checks that `client` is still answered.
pub async fn still_answered(client: &mut Client) {
    client.send(&ClientMessage::Ping).await.unwrap();
    assert_eq!(client.receive().await.unwrap(), ServerMessage::Pong);
}
