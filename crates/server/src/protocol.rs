//! The protocol's messages and their bounds, from `obereg-protocol` (a
//! crate of its own so that the browser's page builds with it), and the
//! checks only the server makes.

pub use obereg_protocol::*;

// The names and chat lines the protocol allows are those `obereg-net`
// shows; the protocol's crate builds without it (for the browser), so the
// two are compared here, when the server builds.
const _: () = assert!(NAME_MAX == obereg_net::NAME_LIMIT && CHAT_LIMIT == obereg_net::CHAT_LIMIT);

/// The checks the server makes of what a client sends.
pub(crate) mod check {
    pub(crate) use obereg_protocol::{check_bot, check_terms};

    use obereg_protocol::{CHAT_LIMIT, ErrorCode};

    /// A chat line cleaned of control characters and direction marks.
    ///
    /// # Errors
    /// [`ErrorCode::BadChat`] when it is longer than [`CHAT_LIMIT`] or nothing
    /// is left of it.
    pub(crate) fn clean_chat(text: &str) -> Result<String, ErrorCode> {
        let cleaned = obereg_net::plain_text(text, CHAT_LIMIT);
        if text.chars().count() > CHAT_LIMIT || cleaned.is_empty() {
            Err(ErrorCode::BadChat)
        } else {
            Ok(cleaned)
        }
    }
}
