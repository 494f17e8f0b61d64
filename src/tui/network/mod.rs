//! The network: the other player at the far end of a game between two
//! terminals ([`remote`]), what either asks of the other ([`asking`]),
//! and the connection to an online server ([`online`]) for the lobby and
//! its games.

pub(crate) mod asking;
pub(crate) mod online;
pub(crate) mod remote;
