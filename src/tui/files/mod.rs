//! The data directory: the game's files ([`storage`]) and what came of
//! them in the players' words ([`stored_text`]).

pub(crate) mod storage;
pub(crate) mod stored_text;
