//! What comes after the TLS handshake on the server's one port: an HTTP
//! request (its first byte `G` or `H`, for `GET` or `HEAD`; a line of the
//! protocol starts with `{`) is a browser's: `GET /ws` with `Upgrade:
//! websocket` opens the WebSocket transport, any other request asks for
//! one of the page's files (`web/`), answered and closed. Anything else
//! is the line protocol.

use tokio::io::{AsyncBufReadExt, AsyncRead, AsyncWrite, AsyncWriteExt, BufReader};
use tokio_tungstenite::WebSocketStream;
use tokio_tungstenite::tungstenite::handshake::machine::TryParse;
use tokio_tungstenite::tungstenite::handshake::server::{Request, create_response, write_response};
use tokio_tungstenite::tungstenite::protocol::Role;

use obereg_client::transport::{Transport, websocket_config};

use crate::protocol::WEBSOCKET_PATH;
use crate::web::{Answer, HeadError, MAX_HEAD, PageRequest, Site, http::parse_head, refusal};

/// The longest time one of the page's files takes to send: a slow reader
/// holds its connection no longer (its place counts against the caps on
/// connections meanwhile, as any connection's does).
pub const SEND_TIME: std::time::Duration = std::time::Duration::from_secs(60);

/// What a connection opened with.
pub enum Opened<S> {
    /// The protocol, on one transport or the other.
    Transport(Transport<BufReader<S>>),
    /// A request for one of the page's files, to be answered.
    Page(PageRequest, BufReader<S>),
}

/// What `stream` opens with, or none when it was refused over HTTP (or
/// broke) and is done.
pub async fn open<S>(stream: S) -> Option<Opened<S>>
where
    S: AsyncRead + AsyncWrite + Unpin,
{
    let mut stream = BufReader::new(stream);
    let first = stream.fill_buf().await.ok()?.first().copied()?;
    if first != b'G' && first != b'H' {
        return Some(Opened::Transport(Transport::Lines(stream)));
    }
    let (raw, page) = match read_head(&mut stream).await {
        Ok(head) => head,
        Err(error) => {
            answer(&mut stream, refusal(error.status(), &[])).await;
            return None;
        }
    };
    if page.path() != WEBSOCKET_PATH {
        return Some(Opened::Page(page, stream));
    }
    let request = Request::try_parse(&raw).ok().flatten().map(|(_, request)| request);
    let Some(response) = request.and_then(|request| create_response(&request).ok()) else {
        answer(&mut stream, refusal("400 Bad Request", &[])).await;
        return None;
    };
    let mut head = Vec::new();
    write_response(&mut head, &response).ok()?;
    stream.write_all(&head).await.ok()?;
    stream.flush().await.ok()?;
    let socket = WebSocketStream::from_raw_socket(stream, Role::Server, Some(websocket_config())).await;
    Some(Opened::Transport(Transport::Frames(Box::new(socket))))
}

/// Answers `request` from `site` (every path is not found without one)
/// within [`SEND_TIME`], then ends the connection; one request a
/// connection. `busy`: the connection is over a cap, and is told so.
pub async fn page<S>(site: Option<&Site>, request: &PageRequest, stream: BufReader<S>, busy: bool)
where
    S: AsyncRead + AsyncWrite + Unpin,
{
    let answered = match site {
        _ if busy => refusal("503 Service Unavailable", &[]),
        Some(site) => site.answer(request),
        None => refusal("404 Not Found", &[]),
    };
    reply(stream, answered).await;
}

/// Sends `answered` within [`SEND_TIME`], then ends the connection.
pub async fn reply<S>(mut stream: BufReader<S>, answered: Answer<'_>)
where
    S: AsyncRead + AsyncWrite + Unpin,
{
    let _ = tokio::time::timeout(SEND_TIME, answer(&mut stream, answered)).await;
}

/// Reads an HTTP request's head, consuming no byte after it: its bytes and
/// what it asks.
///
/// # Errors
/// [`HeadError`] when it is not HTTP or longer than [`MAX_HEAD`];
/// [`HeadError::Malformed`] when the stream ends first.
pub(crate) async fn read_head<S>(stream: &mut BufReader<S>) -> Result<(Vec<u8>, PageRequest), HeadError>
where
    S: AsyncRead + AsyncWrite + Unpin,
{
    let mut head = Vec::new();
    while head.len() <= MAX_HEAD {
        let available = stream.fill_buf().await.map_err(|_| HeadError::Malformed)?;
        if available.is_empty() {
            return Err(HeadError::Malformed);
        }
        let before = head.len();
        head.extend_from_slice(available);
        if let Some((size, page)) = parse_head(&head)? {
            stream.consume(size - before);
            head.truncate(size);
            return Ok((head, page));
        }
        let taken = available.len();
        stream.consume(taken);
    }
    Err(HeadError::TooLarge)
}

/// Sends `answered` and ends the connection.
pub(crate) async fn answer<S>(stream: &mut BufReader<S>, answered: Answer<'_>)
where
    S: AsyncRead + AsyncWrite + Unpin,
{
    let _ = stream.write_all(answered.head.as_bytes()).await;
    let _ = stream.write_all(answered.body).await;
    let _ = stream.flush().await;
    let _ = stream.shutdown().await;
}
