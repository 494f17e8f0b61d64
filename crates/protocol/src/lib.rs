//! The protocol between a client and the Obereg server: one JSON object a
//! line, each with a `type`; documented in `crates/server/PROTOCOL.md`.
//! Only the messages and their checks, so that it builds for the browser
//! (`wasm32-unknown-unknown`) as well as for the server and its clients.
//!
//! The client opens with [`ClientMessage::Hello`] carrying
//! [`PROTOCOL_VERSION`]; the server answers [`ServerMessage::Welcome`] or
//! closes. Every field a client sends is checked (`check.rs`) before the
//! server acts on it.

mod check;
mod client;
mod secret;
mod server;
mod standing;
mod tournament;

pub use check::{
    BOT_LEVEL_MAX, BOT_RATING_MAX, CHAT_LIMIT, NAME_MAX, NAME_MIN, PASSWORD_MAX, PASSWORD_MIN, check_bot,
    check_name, check_password, check_terms, name_key,
};
pub use client::{ChallengeTerms, ClientMessage, ClockTerms, SideChoice};
pub use secret::Secret;
pub use server::{
    Bot, ChallengeInfo, DieState, ErrorCode, GameEnd, GameInfo, GameState, LobbyCounts, ServerMessage,
};

pub use standing::{Category, Leader, PastGame, PlayerPage, RatingLine, Tally};
pub use tournament::{
    ARENA_MINUTES_MAX, BOTS_AT_ONCE_MAX, Entrant, Entry, Format, INVITED_MAX, Pairing, SWISS_ROUNDS_MAX,
    Stage, Start, TOURNAMENT_NAME_MAX, TOURNAMENT_PLAYERS_MAX, TableLine, TournamentInfo, TournamentPage,
    TournamentTerms, check_tournament,
};

/// The most tournaments one `tournament_list` holds.
pub const TOURNAMENTS_LISTED: usize = 12;

/// How a turn that passed (D3) stands in a game's `moves` and in `moved`:
/// `pass`, as the records write it.
pub use obereg_record::PASS;

/// The protocol's version; a client of another version is refused.
pub const PROTOCOL_VERSION: u32 = 1;

/// The path of the WebSocket transport on the server's port.
pub const WEBSOCKET_PATH: &str = "/ws";

/// The longest line either side may send, in bytes, its newline included.
pub const MAX_LINE: usize = 4096;

/// A message from its text (a line or a text frame): the JSON of one
/// message `M` of the protocol; none for a blank text.
///
/// # Errors
/// When it is not the JSON of such a message.
pub fn parse<M: serde::de::DeserializeOwned>(text: &str) -> Result<Option<M>, serde_json::Error> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    serde_json::from_str(text).map(Some)
}

/// The games on one page of a player's page.
pub const PAGE_GAMES: u32 = 10;

/// The last page of a player's games a client may ask for.
pub const PAGE_LIMIT: u32 = 1000;

/// The most players the leaderboard lists.
pub const LEADERS_MAX: u32 = 25;

/// The leaderboard leaves out players whose rating deviation is above
/// this: ratings still provisional (lichess's mark).
pub const LEADERS_DEVIATION: f64 = 110.0;

/// The most bytes of the record's text in one `record` message: twice
/// that (every character escaped) still fits in a line.
pub const RECORD_PART: usize = 1900;
