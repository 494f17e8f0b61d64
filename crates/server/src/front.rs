//! What comes after the TLS handshake on the server's one port: an HTTP
//! `GET` (its first byte `G`; a line of the protocol starts with `{`) is
//! a browser's: `GET /ws` with `Upgrade: websocket` opens the WebSocket
//! transport, any other request is answered over HTTP and closed.
//! Anything else is the line protocol.

use tokio::io::{AsyncBufReadExt, AsyncRead, AsyncWrite, AsyncWriteExt, BufReader};
use tokio_tungstenite::WebSocketStream;
use tokio_tungstenite::tungstenite::handshake::machine::TryParse;
use tokio_tungstenite::tungstenite::handshake::server::{Request, create_response, write_response};
use tokio_tungstenite::tungstenite::protocol::Role;

use crate::transport::{Transport, websocket_config};

/// The path of the WebSocket transport.
pub const WEBSOCKET_PATH: &str = "/ws";

/// The longest HTTP request head read, in bytes.
const MAX_HEAD: usize = 8192;

/// The transport `stream` opens with, or none when it was answered over
/// HTTP (or broke) and is done.
pub async fn open<S>(stream: S) -> Option<Transport<BufReader<S>>>
where
    S: AsyncRead + AsyncWrite + Unpin,
{
    let mut stream = BufReader::new(stream);
    let first = stream.fill_buf().await.ok()?.first().copied()?;
    if first != b'G' {
        return Some(Transport::Lines(stream));
    }
    let Some(request) = read_head(&mut stream).await else {
        answer(&mut stream, "400 Bad Request").await;
        return None;
    };
    if request.uri().path() != WEBSOCKET_PATH {
        files(&request, &mut stream).await;
        return None;
    }
    let Ok(response) = create_response(&request) else {
        answer(&mut stream, "400 Bad Request").await;
        return None;
    };
    let mut head = Vec::new();
    write_response(&mut head, &response).ok()?;
    stream.write_all(&head).await.ok()?;
    stream.flush().await.ok()?;
    let socket = WebSocketStream::from_raw_socket(stream, Role::Server, Some(websocket_config())).await;
    Some(Transport::Frames(Box::new(socket)))
}

/// The page's files (issue 22, the browser) will be served here; until
/// then every path but the WebSocket's is not found.
async fn files<S>(_request: &Request, stream: &mut BufReader<S>)
where
    S: AsyncRead + AsyncWrite + Unpin,
{
    answer(stream, "404 Not Found").await;
}

/// Reads an HTTP request's head, consuming no byte after it; none when it
/// is not HTTP, longer than [`MAX_HEAD`], or the stream ends.
async fn read_head<S>(stream: &mut BufReader<S>) -> Option<Request>
where
    S: AsyncRead + AsyncWrite + Unpin,
{
    let mut head = Vec::new();
    loop {
        let available = stream.fill_buf().await.ok()?;
        if available.is_empty() {
            return None;
        }
        let before = head.len();
        head.extend_from_slice(available);
        match Request::try_parse(&head).ok()? {
            Some((size, request)) => {
                stream.consume(size - before);
                return Some(request);
            }
            None if head.len() >= MAX_HEAD => return None,
            None => {
                let taken = available.len();
                stream.consume(taken);
            }
        }
    }
}

/// Answers with `status` and no body, and ends the connection.
async fn answer<S>(stream: &mut BufReader<S>, status: &str)
where
    S: AsyncRead + AsyncWrite + Unpin,
{
    let text = format!("HTTP/1.1 {status}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
    let _ = stream.write_all(text.as_bytes()).await;
    let _ = stream.shutdown().await;
}
