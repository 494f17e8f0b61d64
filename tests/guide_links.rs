//! The guide's internal links (`docs/**/*.md`): every link to a page of
//! the book names a page that exists and is in `SUMMARY.md`, and every
//! `#anchor` names a heading of that page, made into an id as mdBook does.
//! Links that leave the book would not work in the built book, so none do.

use std::collections::BTreeSet;
use std::path::{Component, Path, PathBuf};

/// The book's folder.
fn docs() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("docs")
}

/// Every Markdown file under `dir`, as paths relative to the book.
fn pages(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            pages(&path, found);
        } else if path.extension().is_some_and(|ext| ext == "md") {
            found.push(path.strip_prefix(docs()).unwrap().to_path_buf());
        }
    }
}

/// The text of a page without its fenced code blocks and inline code, where
/// brackets are not links.
fn prose(text: &str) -> String {
    let mut kept = String::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if !fenced {
            let outside_code: Vec<&str> = line.split('`').step_by(2).collect();
            kept.push_str(&outside_code.join(" "));
            kept.push('\n');
        }
    }
    kept
}

/// The targets of the inline links of `text`: `[words](target)`.
fn links(text: &str) -> Vec<String> {
    prose(text)
        .split("](")
        .skip(1)
        .filter_map(|rest| rest.split_once(')').map(|(target, _)| target.to_string()))
        .collect()
}

/// The id mdBook gives a heading (mdbook-html's `id_from_content`): lower
/// case, letters, digits, `_` and `-` kept, white space made `-`.
fn heading_id(heading: &str) -> String {
    heading
        .replace('`', "")
        .replace("**", "")
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            c if c.is_alphanumeric() || c == '_' || c == '-' => Some(c),
            c if c.is_whitespace() => Some('-'),
            _ => None,
        })
        .collect()
}

/// The ids of a page's headings, a repeated one numbered as mdBook does.
fn anchors(text: &str) -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    let mut fenced = false;
    for line in text.lines() {
        fenced ^= line.trim_start().starts_with("```");
        if fenced || !line.starts_with('#') {
            continue;
        }
        let id = heading_id(line.trim_start_matches('#'));
        let unique = (1..).map(|n| format!("{id}-{n}")).find(|candidate| !ids.contains(candidate));
        let id = if ids.contains(&id) { unique.unwrap() } else { id };
        ids.insert(id);
    }
    ids
}

/// `path` with its `.` and `..` resolved, or `None` when it leaves the book.
fn resolve(path: &Path) -> Option<PathBuf> {
    let mut parts: Vec<&std::ffi::OsStr> = Vec::new();
    for part in path.components() {
        match part {
            Component::Normal(name) => parts.push(name),
            Component::ParentDir => {
                parts.pop()?;
            }
            _ => {}
        }
    }
    Some(parts.iter().collect())
}

#[test]
fn heading_ids_are_made_as_mdbook_makes_them() {
    assert_eq!(heading_id(" `obereg puzzles check`"), "obereg-puzzles-check");
    assert_eq!(heading_id(" The 11×11 board and the die"), "the-1111-board-and-the-die");
    assert_eq!(heading_id(" Гра з іншого термінала"), "гра-з-іншого-термінала");
    assert_eq!(anchors("# A\n## A\n```\n# not a heading\n```\n"), BTreeSet::from(["a".into(), "a-1".into()]));
    assert_eq!(links("[a](b.md#c) `[x](y)` [d](https://e)"), ["b.md#c", "https://e"]);
}

#[test]
fn every_link_of_the_guide_reaches_a_page_of_the_book_and_its_heading() {
    let mut found = Vec::new();
    pages(&docs(), &mut found);
    let summary = std::fs::read_to_string(docs().join("SUMMARY.md")).unwrap();
    let in_summary: BTreeSet<PathBuf> = links(&summary).iter().map(PathBuf::from).collect();
    let mut broken = Vec::new();
    for page in &found {
        if page != Path::new("SUMMARY.md") && !in_summary.contains(page) {
            broken.push(format!("{}: not in SUMMARY.md, so the book does not show it", page.display()));
        }
        let text = std::fs::read_to_string(docs().join(page)).unwrap();
        for link in links(&text) {
            if link.contains("://") || link.starts_with("mailto:") {
                continue;
            }
            let (file, anchor) = link.split_once('#').unwrap_or((&link, ""));
            if file.ends_with("README.md") {
                broken.push(format!(
                    "{}: {link}: mdBook makes a README.md index.html, so a link to it breaks",
                    page.display()
                ));
                continue;
            }
            let target = if file.is_empty() {
                Some(page.clone())
            } else {
                resolve(&page.parent().unwrap_or(Path::new("")).join(file))
            };
            let Some(target) = target.filter(|target| docs().join(target).is_file()) else {
                broken.push(format!("{}: {link} is no page of the book", page.display()));
                continue;
            };
            if !in_summary.contains(&target) {
                broken.push(format!("{}: {link} is not in SUMMARY.md", page.display()));
            }
            let ids = anchors(&std::fs::read_to_string(docs().join(&target)).unwrap());
            if !anchor.is_empty() && !ids.contains(anchor) {
                broken.push(format!(
                    "{}: {link}: {} has no heading #{anchor}",
                    page.display(),
                    target.display()
                ));
            }
        }
    }
    assert!(found.len() > 20, "the book's pages: {found:?}");
    assert!(broken.is_empty(), "broken links in docs/:\n{}", broken.join("\n"));
}
