//! The paths the contributors' documents name (`ARCHITECTURE.md`,
//! `CONTRIBUTING.md`) are in the tree: every backticked path (`src/tui/run.rs`,
//! `crates/…`, `update/board.rs`) and file name (`wrap.rs`). A name is
//! looked for from the repository's root, then under the folders named
//! before it in its section (`app/mod.rs` after `src/tui`; a path with
//! folders of its own from a folder above them too), or anywhere when the
//! section has named none. `{en,uk,ru}` stands for each of the three,
//! `*` and `XX` for any one name.

use std::collections::BTreeSet;
use std::path::Path;

/// The documents whose paths are checked.
const DOCUMENTS: [&str; 2] = ["ARCHITECTURE.md", "CONTRIBUTING.md"];

/// Names that are not the tree's: the files the program keeps in a
/// player's folders, and the build's output.
const NOT_IN_THE_TREE: [&str; 3] = ["config.toml", "current.otg", "target/book/"];

/// The endings of the file names the documents speak of.
const ENDINGS: [&str; 12] =
    [".rs", ".md", ".toml", ".ftl", ".sql", ".sh", ".yml", ".json", ".html", ".js", ".otg", ".service"];

/// The files and folders of the repository, each as the components of its
/// path from the root; the build's output and git's own files left out.
struct Tree {
    entries: Vec<Vec<String>>,
    folders: BTreeSet<Vec<String>>,
}

impl Tree {
    /// The repository's tree.
    fn read() -> Tree {
        let mut tree = Tree { entries: Vec::new(), folders: BTreeSet::new() };
        tree.walk(Path::new(env!("CARGO_MANIFEST_DIR")), &[]);
        tree
    }

    fn walk(&mut self, dir: &Path, below: &[String]) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let entry = entry.unwrap();
            let name = entry.file_name().to_string_lossy().into_owned();
            if below.is_empty() && ["target", ".git"].contains(&name.as_str()) {
                continue;
            }
            let mut path = below.to_vec();
            path.push(name);
            if entry.file_type().unwrap().is_dir() {
                self.walk(&entry.path(), &path);
                self.folders.insert(path.clone());
            }
            self.entries.push(path);
        }
    }

    /// The entries that are `path` somewhere below the folder `folder` (the
    /// root when it is empty).
    fn under(&self, folder: &[String], path: &[&str]) -> Vec<&Vec<String>> {
        self.entries
            .iter()
            .filter(|entry| {
                entry.len() >= folder.len() + path.len()
                    && entry.starts_with(folder)
                    && entry[entry.len() - path.len()..]
                        .iter()
                        .zip(path)
                        .all(|(name, part)| matches(part, name))
            })
            .collect()
    }

    /// Where `path` is: from the root, else below one of the folders
    /// `named` (or above it, for a path with folders of its own), else,
    /// when none is named, anywhere.
    fn find(&self, path: &[&str], named: &BTreeSet<Vec<String>>) -> Vec<&Vec<String>> {
        let from_root: Vec<_> =
            self.under(&[], path).into_iter().filter(|entry| entry.len() == path.len()).collect();
        if !from_root.is_empty() || named.is_empty() {
            return if from_root.is_empty() { self.under(&[], path) } else { from_root };
        }
        let highest = |folder: &Vec<String>| if path.len() > 1 { 1 } else { folder.len() };
        let roots: BTreeSet<&[String]> = named
            .iter()
            .flat_map(|folder| (highest(folder)..=folder.len()).map(|length| &folder[..length]))
            .collect();
        roots.into_iter().flat_map(|root| self.under(root, path)).collect()
    }
}

/// Whether a backticked word is a path: no spaces or `::`, and a `/` or a
/// file's ending (a bare ending such as `.otg` is a kind of file, not one).
fn is_path(word: &str) -> bool {
    let allowed = |c: char| c.is_ascii_alphanumeric() || "_.-/{},*".contains(c);
    let bare_ending = word.starts_with('.') && !word.contains('/');
    word.chars().all(allowed)
        && !word.starts_with('-')
        && !bare_ending
        && (word.contains('/') || ENDINGS.iter().any(|ending| word.ends_with(ending)))
}

/// The paths `{a,b}` stands for.
fn expand(word: &str) -> Vec<String> {
    let Some((before, rest)) = word.split_once('{') else { return vec![word.to_string()] };
    let Some((choices, after)) = rest.split_once('}') else { return vec![word.to_string()] };
    choices.split(',').flat_map(|choice| expand(&format!("{before}{choice}{after}"))).collect()
}

/// Whether one component of a path matches one of a pattern, where `*` and
/// `XX` stand for any run of characters.
fn matches(pattern: &str, name: &str) -> bool {
    let pattern = pattern.replace("XX", "*");
    let mut parts = pattern.split('*');
    let first = parts.next().unwrap_or_default();
    let Some(mut rest) = name.strip_prefix(first) else { return false };
    let parts: Vec<&str> = parts.collect();
    for (index, part) in parts.iter().enumerate() {
        if index + 1 == parts.len() {
            return rest.ends_with(part);
        }
        match rest.find(part) {
            Some(at) => rest = &rest[at + part.len()..],
            None => return false,
        }
    }
    rest.is_empty()
}

/// The paths `text` names that are not in `tree`. Each is looked for
/// under the folders named before it in its section (`## `): a folder, or
/// the folder of a file named by its path; anywhere when none is.
fn missing(text: &str, tree: &Tree) -> Vec<String> {
    let mut missing = Vec::new();
    for section in text.split("\n## ") {
        let mut named = BTreeSet::new();
        let words = section.split('`').skip(1).step_by(2);
        for path in words.filter(|word| is_path(word) && !NOT_IN_THE_TREE.contains(word)).flat_map(expand) {
            let parts = components(&path);
            let found = tree.find(&parts, &named);
            if found.is_empty() {
                missing.push(path.clone());
            }
            let anywhere = named.is_empty() && found.iter().all(|entry| entry.len() != parts.len());
            for entry in found.into_iter().filter(|_| !anywhere) {
                if tree.folders.contains(entry) {
                    named.insert(entry.clone());
                } else if parts.len() > 1 {
                    named.insert(entry[..entry.len() - 1].to_vec());
                }
            }
        }
    }
    missing
}

/// The folders and the name of a path.
fn components(path: &str) -> Vec<&str> {
    path.split('/').filter(|part| !part.is_empty()).collect()
}

#[test]
fn every_path_the_contributors_documents_name_is_in_the_tree() {
    let tree = Tree::read();
    for document in DOCUMENTS {
        let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(document)).unwrap();
        assert!(text.matches(".rs`").count() > 10, "{document} is read");
        assert_eq!(
            missing(&text, &tree),
            Vec::<String>::new(),
            "paths {document} names that are not in the tree"
        );
    }
}

#[test]
fn a_made_up_path_or_a_name_absent_from_the_folder_named_is_found_missing() {
    let tree = Tree::read();
    let text = "Intro: `wrap.rs`, `lesson_view.rs`.\n\n## Part\n\n\
                - `src/tui/` holds `run.rs`, `app/mod.rs` and `made_up.rs`.\n\
                - `crates/made_up/src/lib.rs` and `docs/{en,xx}/rules.md`.\n\n\
                ## Other\n\nThe `crates/rules` crate: `bitboard.rs`, not `run.rs`; `src/tui/screens/*/tests.rs`.\n";
    assert_eq!(
        missing(text, &tree),
        ["lesson_view.rs", "made_up.rs", "crates/made_up/src/lib.rs", "docs/xx/rules.md", "run.rs"],
        "the made-up paths, and run.rs, which is not under crates/rules"
    );
}
