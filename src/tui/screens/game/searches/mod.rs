//! The computer's searches as the platform runs them, behind one
//! interface, [`Searches`]: start one (`start`), end the last (`settle`),
//! forget what the engine learnt of the game (`new_game`). A terminal runs
//! each on a thread of its own that answers on the loop's channel
//! (`threads.rs`, the die's search too); a page, which has no thread, runs
//! the search a slice at a time between its frames (`slices.rs`, its
//! `step`). The `Performer` knows neither side.

#[cfg(target_arch = "wasm32")]
mod slices;
#[cfg(not(target_arch = "wasm32"))]
mod threads;

#[cfg(target_arch = "wasm32")]
pub use slices::Searches;
#[cfg(not(target_arch = "wasm32"))]
pub use threads::Searches;
