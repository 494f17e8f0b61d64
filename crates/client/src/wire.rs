//! A message's text: JSON, no longer than [`MAX_LINE`]; and reading it as
//! a line from a byte stream. The transports (`transport.rs`) use these.

use serde::Serialize;
use serde::de::DeserializeOwned;
use tokio::io::{AsyncBufRead, AsyncBufReadExt};

use obereg_protocol::MAX_LINE;

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

/// A message from its bytes (a line or a frame); none for a blank one.
///
/// # Errors
/// [`WireError::Malformed`] for what is not UTF-8 JSON of a message.
pub fn parse<M: DeserializeOwned>(bytes: &[u8]) -> Result<Option<M>, WireError> {
    let text = std::str::from_utf8(bytes).map_err(|_| WireError::Malformed)?;
    obereg_protocol::parse(text).map_err(|_| WireError::Malformed)
}

/// One line without its newline, never buffering more than [`MAX_LINE`]
/// bytes of it.
///
/// # Errors
/// [`WireError::TooLong`] past the limit, [`WireError::Closed`] at the end.
pub async fn read_line<R: AsyncBufRead + Unpin>(reader: &mut R) -> Result<Vec<u8>, WireError> {
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

/// `message` as JSON text, without a newline.
///
/// # Errors
/// Never for the protocol's messages.
pub fn encode<M: Serialize>(message: &M) -> Result<String, WireError> {
    serde_json::to_string(message).map_err(|_| WireError::Malformed)
}
