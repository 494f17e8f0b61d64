//! What the nodes say to each other over NATS, as JSON: checked and
//! limited as everything from the network is. A message that fails is
//! dropped (and counted by the caller), never trusted.

use serde::{Deserialize, Serialize};

use crate::hub::Player;
use crate::protocol::{ChallengeInfo, ClientMessage, ServerMessage};

/// The largest message read, in bytes (NATS's own default limit).
pub const MAX_PAYLOAD: usize = 1024 * 1024;

/// The most players one node's lobby may list.
const MAX_PLAYERS: usize = 20_000;

/// The most challenges one node's lobby may list.
const MAX_CHALLENGES: usize = 100_000;

/// The longest name of a node or a player, in bytes.
pub const MAX_NAME: usize = 64;

/// One node's lobby: its own players and challenges, said every tick.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Lobby {
    /// The node.
    pub node: String,
    /// Its players online.
    pub players: Vec<Player>,
    /// Its open challenges.
    pub challenges: Vec<ChallengeInfo>,
}

/// A player's message, passed to the node that decides it: a game's owner,
/// a challenge's node, or the node that holds the tournaments.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Forward {
    /// The node the player is connected to.
    pub node: String,
    /// The player.
    pub player: Player,
    /// What they said.
    pub message: ClientMessage,
}

/// A message for a player connected to the node it is sent to.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Deliver {
    /// The player's name.
    pub to: String,
    /// The message.
    pub message: ServerMessage,
}

/// A game taken over by `node` once its owner's lease ran out: the nodes
/// whose players watched it ask the new owner to show it to them again.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Taken {
    /// The game.
    pub game: u64,
    /// Its new owner.
    pub node: String,
}

/// A message from another node, read and checked.
#[derive(Clone, Debug)]
pub enum Inbound {
    /// A node's lobby.
    Lobby(Lobby),
    /// A player's message to decide here.
    Forward(Forward),
    /// A message for a player here.
    Deliver(Deliver),
    /// A game has a new owner.
    Taken(Taken),
}

/// Whether `name` may name a node: a NATS subject's token of letters,
/// digits, `-` and `_`, at most [`MAX_NAME`] bytes.
pub fn is_node_name(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= MAX_NAME
        && name.bytes().all(|byte| byte.is_ascii_alphanumeric() || byte == b'-' || b'_' == byte)
}

/// Whether `name` may be a player's name from another node.
fn is_player_name(name: &str) -> bool {
    !name.is_empty() && name.len() <= MAX_NAME
}

/// Reads a lobby, or none when it is malformed or too big.
pub fn lobby(payload: &[u8]) -> Option<Lobby> {
    let lobby: Lobby = decode(payload)?;
    let fits = is_node_name(&lobby.node)
        && lobby.players.len() <= MAX_PLAYERS
        && lobby.challenges.len() <= MAX_CHALLENGES
        && lobby.players.iter().all(|player| is_player_name(&player.name))
        && lobby.challenges.iter().all(|challenge| is_player_name(&challenge.from));
    fits.then_some(lobby)
}

/// Reads a forwarded message, or none when it is malformed, too big or of
/// a kind no node forwards.
pub fn forward(payload: &[u8]) -> Option<Forward> {
    let forward: Forward = decode(payload)?;
    let fits = is_node_name(&forward.node) && is_player_name(&forward.player.name);
    (fits && forwarded(&forward.message).is_some()).then_some(forward)
}

/// Reads word of a game taken over, or none when it is malformed.
pub fn taken(payload: &[u8]) -> Option<Taken> {
    let taken: Taken = decode(payload)?;
    is_node_name(&taken.node).then_some(taken)
}

/// Reads a message for a player here, or none when it is malformed.
pub fn deliver(payload: &[u8]) -> Option<Deliver> {
    let deliver: Deliver = decode(payload)?;
    is_player_name(&deliver.to).then_some(deliver)
}

/// Where a player's message goes when what it names is not on their
/// node: the game it is about, or the challenge accepted; none for the
/// messages a node always answers itself.
pub fn forwarded(message: &ClientMessage) -> Option<Target> {
    match message {
        ClientMessage::Move { game, .. }
        | ClientMessage::Resign { game }
        | ClientMessage::Draw { game }
        | ClientMessage::Takeback { game }
        | ClientMessage::Watch { game }
        | ClientMessage::Chat { game: Some(game), .. } => Some(Target::Game(*game)),
        ClientMessage::Accept { challenge } => Some(Target::Challenge(*challenge)),
        ClientMessage::Tournaments
        | ClientMessage::CreateTournament(_)
        | ClientMessage::Tournament { .. }
        | ClientMessage::Enter { .. }
        | ClientMessage::Withdraw { .. }
        | ClientMessage::StartTournament { .. }
        | ClientMessage::InviteBots { .. } => Some(Target::Tournaments),
        _ => None,
    }
}

/// What a forwarded message names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// A game, decided by its owner.
    Game(u64),
    /// A challenge, accepted on its node.
    Challenge(u64),
    /// The tournaments, answered for by the node that holds them.
    Tournaments,
}

/// JSON of at most [`MAX_PAYLOAD`] bytes, read as `T`.
fn decode<T: for<'de> Deserialize<'de>>(payload: &[u8]) -> Option<T> {
    if payload.len() > MAX_PAYLOAD {
        return None;
    }
    serde_json::from_slice(payload).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_messages_are_refused() {
        assert!(lobby(b"{").is_none());
        assert!(lobby(br#"{"node":"a.b","players":[],"challenges":[]}"#).is_none());
        assert!(lobby(br#"{"node":"a-1","players":[],"challenges":[]}"#).is_some());
        let ping = br#"{"node":"a","player":{"name":"x","account":null},"message":{"type":"ping"}}"#;
        assert!(forward(ping).is_none());
        let resign =
            br#"{"node":"a","player":{"name":"x","account":null},"message":{"type":"resign","game":3}}"#;
        assert_eq!(forward(resign).map(|f| forwarded(&f.message)), Some(Some(Target::Game(3))));
        assert!(deliver(&vec![b' '; MAX_PAYLOAD + 1]).is_none());
        assert!(deliver(br#"{"to":"","message":{"type":"pong"}}"#).is_none());
        assert!(taken(br#"{"game":3,"node":"a b"}"#).is_none());
        assert_eq!(taken(br#"{"game":3,"node":"two"}"#).map(|t| t.game), Some(3));
    }
}
