//! Running the real binary the way a person's shell would.

use std::process::Output;

/// Runs `obereg args` with the language taken from `LANG` alone.
pub fn obereg(args: &[&str], lang_env: &str) -> Output {
    crate::obereg()
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", lang_env)
        .output()
        .expect("the binary runs")
}
