//! Lists the puzzle records of `puzzles/` for the binary to build in
//! (`include_str!`), sorted by name, so a new file needs no code.

use std::fmt::Write as _;
use std::path::Path;

fn main() -> std::io::Result<()> {
    // Read when the script runs, not when it is compiled: a checkout moved
    // or copied with its `target/` must list its own files.
    let manifest = std::env::var("CARGO_MANIFEST_DIR").map_err(std::io::Error::other)?;
    let dir = Path::new(&manifest).join("puzzles");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut names: Vec<String> = std::fs::read_dir(&dir)?
        .filter_map(Result::ok)
        .filter_map(|entry| entry.file_name().into_string().ok())
        .filter_map(|name| name.strip_suffix(".otg").map(str::to_string))
        .collect();
    names.sort();
    let mut list = String::from("&[\n");
    for name in names {
        let path = dir.join(format!("{name}.otg"));
        let _ = writeln!(list, "    ({name:?}, include_str!({:?})),", path.display().to_string());
    }
    list.push_str("]\n");
    let out = std::env::var("OUT_DIR").map_err(std::io::Error::other)?;
    std::fs::write(Path::new(&out).join("puzzles.rs"), list)
}
