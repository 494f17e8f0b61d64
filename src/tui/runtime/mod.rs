//! The loop that runs the screens: [`run::Run`] steps on each thing that
//! happens, knowing no terminal; the terminal's side (taking the terminal,
//! the threads that feed the loop's channel) and the page's (a backend
//! fitted to the browser's cells, the loop turned inside out) drive it.

mod chosen;
#[cfg(any(test, target_arch = "wasm32"))]
pub(crate) mod fitted;
#[cfg(target_arch = "wasm32")]
pub(crate) mod page;
pub(crate) mod run;
#[cfg(not(target_arch = "wasm32"))]
pub(crate) mod sources;
#[cfg(not(target_arch = "wasm32"))]
pub(crate) mod terminal;
