//! The puzzle records of `puzzles/`, built into the binary (the build
//! script lists them).

/// Every shipped puzzle: its name (the file's without `.otg`) and its text.
pub const FILES: &[(&str, &str)] = include!(concat!(env!("OUT_DIR"), "/puzzles.rs"));
