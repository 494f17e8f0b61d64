//! Every message id the Rust code names exists in every catalogue: a typo
//! would show the raw id on screen. An id is a string literal of words
//! joined by dashes whose first word begins some catalogue id (`menu-…`,
//! `lesson-…`); a record's tag (`tag("puzzle-mode")`) is not one.

use std::collections::BTreeSet;
use std::path::Path;

use super::tests::ids;
use crate::lang::Lang;

/// Whether `text` is words of lowercase letters and digits joined by dashes.
fn looks_like_an_id(text: &str) -> bool {
    let mut words = text.split('-');
    let first = words.next().unwrap_or_default();
    first.starts_with(|c: char| c.is_ascii_lowercase())
        && text.contains('-')
        && text.split('-').all(|word| {
            !word.is_empty() && word.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
        })
}

/// The string literals of `source` that look like message ids and are not
/// a record's tags, each with its line.
fn named_ids(source: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (number, line) in source.lines().enumerate() {
        let mut parts = line.split('"');
        let mut before = parts.next().unwrap_or_default().to_string();
        let parts: Vec<&str> = parts.collect();
        // Between the first and second quote, the third and fourth, …
        for pair in parts.chunks(2) {
            let literal = pair[0];
            let is_tag = before.ends_with("tag(") || before.ends_with("Tag(");
            if looks_like_an_id(literal) && !is_tag {
                found.push((number + 1, literal.to_string()));
            }
            before = pair.get(1).copied().unwrap_or_default().to_string();
        }
    }
    found
}

fn sources(dir: &Path, files: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, files);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            files.push(path);
        }
    }
}

#[test]
fn every_message_id_the_code_names_is_in_every_catalogue() {
    let catalogues: Vec<(Lang, BTreeSet<String>)> =
        Lang::ALL.into_iter().map(|lang| (lang, ids(lang))).collect();
    let prefixes: BTreeSet<&str> = catalogues[0].1.iter().filter_map(|id| id.split('-').next()).collect();
    let mut files = Vec::new();
    sources(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut files);
    let mut missing = Vec::new();
    let mut checked = 0;
    for file in &files {
        let source = std::fs::read_to_string(file).unwrap();
        for (line, id) in named_ids(&source) {
            if !prefixes.contains(id.split('-').next().unwrap_or_default()) {
                continue;
            }
            checked += 1;
            for (lang, ids) in &catalogues {
                if !ids.contains(&id) {
                    missing.push(format!("{}:{line}: {id} is not in {lang}", file.display()));
                }
            }
        }
    }
    assert!(checked > 300, "only {checked} ids found: the scan is broken");
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

#[test]
fn the_scan_finds_ids_and_leaves_tags_and_other_words() {
    let source =
        r#"messages.text("menu-quit"); record.set_tag("puzzle-mode", "strict"); x("up-to", "Ab-c", "a--b")"#;
    let ids: Vec<String> = named_ids(source).into_iter().map(|(_, id)| id).collect();
    assert_eq!(ids, ["menu-quit", "up-to"]);
}
