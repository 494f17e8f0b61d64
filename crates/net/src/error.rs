//! What can go wrong on the network, typed so that the game can say it in
//! the player's language.

use crate::PROTOCOL_VERSION;

/// A failure of a connection or of its input; none of them ends the game,
/// only the connection it happened on.
#[derive(Debug, thiserror::Error)]
pub enum NetError {
    /// The operating system gave no random bytes.
    #[error("the system gave no random bytes: {0}")]
    Randomness(String),
    /// Text that is not a join code.
    #[error("not a join code (eight letters and digits, such as 7KQ2-M9WX)")]
    BadCode,
    /// The socket failed.
    #[error("network: {0}")]
    Io(#[from] std::io::Error),
    /// A message longer than [`crate::MAX_MESSAGE`] bytes.
    #[error("a message of {0} bytes, over the limit")]
    TooLong(usize),
    /// A message that does not decode.
    #[error("a malformed message: {0}")]
    Malformed(&'static str),
    /// The other side speaks another protocol version.
    #[error("the other side speaks protocol version {0}, this one {PROTOCOL_VERSION}")]
    Version(u16),
    /// The key exchange ended with different keys: the codes differ.
    #[error("the join code does not match")]
    WrongCode,
    /// A sealed message that does not open: altered, replayed or reordered.
    #[error("a message was altered, replayed or out of order")]
    Tampered,
    /// A guest is already playing: a third connection is refused.
    #[error("the game already has two players")]
    Busy,
    /// The other side closed the connection.
    #[error("the connection closed")]
    Closed,
    /// Nothing heard for too long.
    #[error("no answer in time")]
    Silent,
}
