//! Lines over any byte stream: one JSON message a line, no line longer than
//! [`MAX_LINE`]. The same code reads a TLS stream today and can read
//! another transport (a WebSocket's text frames) later.

use serde::Serialize;
use serde::de::DeserializeOwned;
use tokio::io::{AsyncBufRead, AsyncBufReadExt, AsyncWrite, AsyncWriteExt};

use crate::protocol::MAX_LINE;

/// Why a line could not be read as a message.
#[derive(Debug, thiserror::Error)]
pub enum WireError {
    /// The stream ended.
    #[error("the connection closed")]
    Closed,
    /// A line longer than [`MAX_LINE`].
    #[error("a line longer than {MAX_LINE} bytes")]
    TooLong,
    /// A line that is not UTF-8 JSON of a message.
    #[error("not a message of the protocol")]
    Malformed,
    /// The stream failed.
    #[error("the connection failed: {0}")]
    Io(#[from] std::io::Error),
}

/// Reads the next message; blank lines are skipped.
///
/// # Errors
/// [`WireError`] says why not; after any error the stream is not read again.
pub async fn read_message<M, R>(reader: &mut R) -> Result<M, WireError>
where
    M: DeserializeOwned,
    R: AsyncBufRead + Unpin,
{
    loop {
        let line = read_line(reader).await?;
        let text = std::str::from_utf8(&line).map_err(|_| WireError::Malformed)?.trim();
        if !text.is_empty() {
            return serde_json::from_str(text).map_err(|_| WireError::Malformed);
        }
    }
}

/// One line without its newline, never buffering more than [`MAX_LINE`]
/// bytes of it.
async fn read_line<R: AsyncBufRead + Unpin>(reader: &mut R) -> Result<Vec<u8>, WireError> {
    let mut line = Vec::new();
    loop {
        let available = reader.fill_buf().await?;
        if available.is_empty() {
            return Err(WireError::Closed);
        }
        let (taken, done) = match available.iter().position(|&b| b == b'\n') {
            Some(end) => (end + 1, true),
            None => (available.len(), false),
        };
        if line.len() + taken > MAX_LINE {
            return Err(WireError::TooLong);
        }
        line.extend_from_slice(&available[..taken]);
        reader.consume(taken);
        if done {
            line.pop();
            return Ok(line);
        }
    }
}

/// Writes `message` as one line and flushes it.
///
/// # Errors
/// When the stream fails.
pub async fn write_message<M, W>(writer: &mut W, message: &M) -> Result<(), WireError>
where
    M: Serialize,
    W: AsyncWrite + Unpin,
{
    let mut line = serde_json::to_vec(message).map_err(|_| WireError::Malformed)?;
    line.push(b'\n');
    writer.write_all(&line).await?;
    writer.flush().await?;
    Ok(())
}
