//! The loop that runs the screens: [`run::Run`] steps on each thing that
//! happens, knowing no terminal; the terminal's side (taking the terminal,
//! the threads that feed the loop's channel) and the page's (a backend
//! fitted to the browser's cells, the loop turned inside out) drive it.
//!
//! A new source of actions (a network peer, a clock) is a thread that
//! sends `AppEvent::Action` on the loop's channel, as the engine's search
//! does in the game's `perform.rs`: if `update` must start or stop it, a
//! `Command` variant performed by the `Performer`; its results come back
//! as a new `Action` variant, so `update`'s tests feed them directly.

#[cfg(not(target_arch = "wasm32"))]
pub(crate) mod event_threads;
mod menu_choice;
#[cfg(target_arch = "wasm32")]
pub(crate) mod page;
#[cfg(not(target_arch = "wasm32"))]
pub(crate) mod run;
#[cfg(not(target_arch = "wasm32"))]
pub(crate) mod shell;
#[cfg(not(target_arch = "wasm32"))]
pub(crate) mod terminal;
