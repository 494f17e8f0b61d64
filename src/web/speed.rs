//! The computer's search speed in the page, measured by the page itself
//! for the browser test that sets it against the native build's
//! (`cargo bench -p obereg-bench --bench search`, docs/dev/web.md).

use obereg_engine::{Engine, sliced_search};
use obereg_rules::{Game, Position};
use wasm_bindgen::prelude::wasm_bindgen;
use web_time::Instant;

/// Searches the start in slices, as the computer does in a page, until
/// `nodes` are spent, with a fresh table of the page's size (made before
/// the clock starts); the nodes searched and the milliseconds it took.
#[wasm_bindgen(js_name = searchSpeed)]
pub fn search_speed(nodes: u32) -> Vec<f64> {
    let engine = Engine::default();
    let started = Instant::now();
    let answer =
        sliced_search(engine, Game::new(Position::start()), u64::from(nodes), move || started.elapsed());
    vec![answer.nodes as f64, started.elapsed().as_secs_f64() * 1000.0]
}
