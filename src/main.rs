//! The `obereg` binary: parses the command line and runs the game or a
//! headless command (all of it in the library, `src/lib.rs`); built for the
//! browser, the page (`scripts/build-web`).

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    obereg::main()
}

#[cfg(target_arch = "wasm32")]
fn main() {
    obereg::main();
}
