//! The network: the other player at the far end of a game between two
//! terminals ([`remote`]), and the connection to an online server
//! ([`online`]) for the lobby and its games.

pub(crate) mod online;
pub(crate) mod remote;
