//! What every screen draws with: where things go on the screen
//! ([`geometry`]), how pieces and marks look ([`theme`], [`palette`]) and
//! text laid out in rows ([`wrap`]).

#[cfg(any(test, target_arch = "wasm32"))]
pub(crate) mod cell_look;
pub mod geometry;
pub(crate) mod key_line;
pub(crate) mod palette;
#[cfg(any(test, target_arch = "wasm32"))]
pub(crate) mod pointer;
pub(crate) mod theme;
pub(crate) mod wrap;
