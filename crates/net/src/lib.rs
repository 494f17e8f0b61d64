//! Obereg across two terminals: the wire protocol, the join code and the
//! links that carry a game between a host and a guest.
//!
//! The host listens ([`Host`]), the guest connects ([`Guest`]). Every
//! connection opens with the protocol version and a SPAKE2 key exchange
//! keyed by the [`JoinCode`]; every message after it is sealed with
//! ChaCha20-Poly1305 and counted in each direction, so a wrong code, a
//! replayed, reordered or altered message, or a third connection gets
//! nothing and changes nothing. Anything malformed closes that connection
//! only. A lost guest connects again by itself, backing off, and says how
//! much of the game it holds, so play goes on from the same move. The host
//! decides alone what both ends hold: the line (takebacks included), the
//! clocks, the rolls of the die and the results the moves do not show.
//!
//! Both ends report what happens as [`Event`]s on a channel: for the game,
//! the other player is one more source of actions.

mod acceptor;
mod channel;
mod code;
mod error;
mod fields;
mod frame;
mod guest;
mod handshake;
mod host;
mod hosted;
mod link;
mod message;
mod penalty;
mod seal;
mod slots;
mod sync;
mod text;
mod welcome;
mod wire;

pub use code::JoinCode;
pub use error::NetError;
pub use fields::{ClockState, Turn};
pub use guest::Guest;
pub use host::Host;
pub use hosted::HostedGame;
pub use link::{Event, Timing};
pub use message::{Join, Message};
pub use obereg_session::{Arrival, Rejoin, arrival};
pub use penalty::source;
pub use sync::rejoin;
pub use text::{CHAT_LIMIT, NAME_LIMIT, plain_text};
pub use welcome::{MAX_LINE, PART, Welcome};

/// The protocol version, the first thing each side says: 2 since the die
/// game is played over the network (the host's rolls, turns with passes),
/// 3 since the line has a version, the welcome a result and parts, and the
/// host keeps the time, 4 since a result may be a win off the board (the
/// host's claim of the game of a guest gone too long).
pub const PROTOCOL_VERSION: u16 = 4;

/// The longest message, in bytes, before sealing.
pub const MAX_MESSAGE: usize = 16 * 1024;

/// How many connections the host opens at once (each within
/// [`Timing::patience`]); one more is closed as soon as it comes.
pub const MAX_OPENINGS: usize = 64;

/// How many of [`MAX_OPENINGS`] connections from one address may take:
/// a stranger's crowd of connections leaves room for the guest's.
pub const OPENINGS_PER_ADDRESS: usize = 4;

/// The default port of a host.
pub const DEFAULT_PORT: u16 = 4711;

#[doc(hidden)]
/// For the tests: the opening bytes a guest of protocol `version` sends
/// first, to check that an old version is refused.
pub fn hello_bytes(version: u16) -> Vec<u8> {
    handshake::Opening::Hello(vec![0; 33]).encode(version)
}

#[doc(hidden)]
/// For the tests: a refusal of the code as the host sends it, in the clear,
/// so that anyone on the path could send it as well.
pub fn wrong_code_refusal() -> Vec<u8> {
    handshake::Opening::Refuse(handshake::Refusal::WrongCode).encode(PROTOCOL_VERSION)
}
