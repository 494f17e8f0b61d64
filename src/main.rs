//! The `obereg` binary: parses the command line and runs the game or a
//! headless command (all of it in the library, `src/lib.rs`).

use std::process::ExitCode;

fn main() -> ExitCode {
    obereg::main()
}
