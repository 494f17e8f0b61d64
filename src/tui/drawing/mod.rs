//! What every screen draws with: where things go on the screen
//! ([`geometry`]), how pieces and marks look ([`theme`], [`palette`]) and
//! text laid out in rows ([`wrap`]).

pub mod geometry;
pub(crate) mod palette;
pub(crate) mod theme;
pub(crate) mod wrap;
