//! The first bytes the server says, kept: the client library reads a
//! refusal sent instead of `welcome` as a protocol it does not speak, so
//! the tool looks at what came to count it as the refusal it was
//! (`refused: too_many_connections (address)`).

use std::io;
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};

use obereg_client::{Client, ClientError, connect_tls};
use obereg_server::protocol::ServerMessage;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::TcpStream;
use tokio_rustls::client::TlsStream;

/// How many of the first bytes are kept: the longest line.
const KEPT: usize = 4096;

/// A connection of the load tool.
pub type Conn = Client<Heard<TlsStream<TcpStream>>>;

/// A stream that keeps the first [`KEPT`] bytes read from it.
pub struct Heard<S> {
    inner: S,
    first: Arc<Mutex<Vec<u8>>>,
}

/// Connects over TLS and says `hello`; a refusal instead of `welcome` is
/// told as `refused: CODE (DETAIL)`.
pub async fn connect(server: &str, dir: &std::path::Path) -> Result<Conn, String> {
    let (stream, _) = connect_tls(server, dir).await.map_err(|error| error.to_string())?;
    let first = Arc::new(Mutex::new(Vec::new()));
    let heard = Heard { inner: stream, first: Arc::clone(&first) };
    Client::over(heard).await.map_err(|error| match error {
        ClientError::Version => refusal(&first).unwrap_or_else(|| error.to_string()),
        error => error.to_string(),
    })
}

/// The refusal in the first line kept, if it is one.
fn refusal(first: &Mutex<Vec<u8>>) -> Option<String> {
    let bytes = first.lock().ok()?.clone();
    let line = bytes.split(|byte| *byte == b'\n').next()?;
    match serde_json::from_slice(line).ok()? {
        ServerMessage::Error { code, detail } => {
            let code = serde_json::to_value(code).ok()?.as_str()?.to_string();
            Some(match detail {
                Some(detail) => format!("refused: {code} ({detail})"),
                None => format!("refused: {code}"),
            })
        }
        _ => None,
    }
}

impl<S: AsyncRead + Unpin> AsyncRead for Heard<S> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let before = buf.filled().len();
        let polled = Pin::new(&mut self.inner).poll_read(cx, buf);
        if let Ok(mut first) = self.first.lock()
            && first.len() < KEPT
        {
            let new = &buf.filled()[before..];
            let room = KEPT - first.len();
            first.extend_from_slice(&new[..new.len().min(room)]);
        }
        polled
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for Heard<S> {
    fn poll_write(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.inner).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}
