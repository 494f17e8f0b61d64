//! No import cycles: within every crate of the workspace, no module uses
//! another that uses it, counting a module's submodules as part of it (two
//! siblings never import each other, directly or around a longer loop).
//! Read from the `use` paths (`crate::…`, `super::…`) of the sources.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// A module's path below its crate's root: `["tui", "update", "board"]`.
type Module = Vec<String>;

/// The module a source file under `src/` is, from its path there.
fn module_of(relative: &Path) -> Module {
    let mut parts: Module =
        relative.with_extension("").iter().map(|part| part.to_string_lossy().into()).collect();
    if parts.last().is_some_and(|last| ["mod", "lib", "main"].contains(&last.as_str())) {
        parts.pop();
    }
    parts
}

/// A source file without its comments and its `#[cfg(test)]` tail.
fn code_of(source: &str) -> String {
    let code = source.split("#[cfg(test)]").next().unwrap_or_default();
    code.lines().filter(|line| !line.trim_start().starts_with("//")).collect::<Vec<_>>().join("\n")
}

/// The identifier at the start of `text`, if there is one.
fn ident(text: &str) -> Option<&str> {
    let end = text.find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(text.len());
    (end > 0).then(|| &text[..end])
}

/// Every path `code` names from `crate` or `super`, as written
/// (`["super", "app", "App"]`); a group `a::{b, c}` gives one path each.
fn paths_in(code: &str) -> Vec<Vec<String>> {
    let mut paths = Vec::new();
    for (at, _) in code.match_indices("::") {
        let before = &code[..at];
        let start = before.rfind(|c: char| !(c.is_alphanumeric() || c == '_')).map_or(0, |i| i + 1);
        let head = &before[start..];
        let continues = start >= 2 && before[..start].ends_with("::");
        if continues || !["crate", "super"].contains(&head) {
            continue;
        }
        let mut path = vec![head.to_string()];
        let mut rest = &code[at + 2..];
        loop {
            if let Some(group) = rest.strip_prefix('{') {
                let body = &group[..group.find('}').unwrap_or(group.len())];
                for item in body.split(',').filter_map(|item| ident(item.trim())) {
                    paths.push([path.clone(), vec![item.to_string()]].concat());
                }
                break;
            }
            let Some(name) = ident(rest) else { break };
            path.push(name.to_string());
            match rest[name.len()..].strip_prefix("::") {
                Some(after) => rest = after,
                None => {
                    paths.push(path);
                    break;
                }
            }
        }
    }
    paths
}

/// Where `path`, written in `module`, leads: the longest known module it names.
fn resolve(module: &Module, path: &[String], modules: &BTreeSet<Module>) -> Option<Module> {
    let (mut base, mut rest) = match path.first().map(String::as_str) {
        Some("crate") => (Vec::new(), &path[1..]),
        _ => (module[..module.len().saturating_sub(1)].to_vec(), &path[1..]),
    };
    while rest.first().is_some_and(|segment| segment == "super") {
        base.pop();
        rest = &rest[1..];
    }
    let full = [base, rest.to_vec()].concat();
    (0..=full.len()).rev().map(|len| full[..len].to_vec()).find(|candidate| modules.contains(candidate))
}

/// The imports between siblings that `files` (path below `src/`, source)
/// make, each module standing for its submodules too.
fn sibling_imports(files: &[(String, String)]) -> BTreeMap<Module, BTreeSet<Module>> {
    let modules: BTreeSet<Module> = files.iter().map(|(path, _)| module_of(Path::new(path))).collect();
    let mut imports: BTreeMap<Module, BTreeSet<Module>> = BTreeMap::new();
    for (path, source) in files {
        let from = module_of(Path::new(path));
        for to in paths_in(&code_of(source)).iter().filter_map(|p| resolve(&from, p, &modules)) {
            let shared = from.iter().zip(&to).take_while(|(a, b)| a == b).count();
            if shared < from.len() && shared < to.len() {
                let (a, b) = (from[..=shared].to_vec(), to[..=shared].to_vec());
                imports.entry(a).or_default().insert(b);
            }
        }
    }
    imports
}

/// A loop of imports, if there is one: its modules in order.
fn cycle(imports: &BTreeMap<Module, BTreeSet<Module>>) -> Option<Vec<Module>> {
    fn visit(
        module: &Module,
        imports: &BTreeMap<Module, BTreeSet<Module>>,
        path: &mut Vec<Module>,
        done: &mut BTreeSet<Module>,
    ) -> Option<Vec<Module>> {
        if let Some(at) = path.iter().position(|m| m == module) {
            return Some(path[at..].to_vec());
        }
        if done.contains(module) {
            return None;
        }
        path.push(module.clone());
        for next in imports.get(module).into_iter().flatten() {
            if let Some(found) = visit(next, imports, path, done) {
                return Some(found);
            }
        }
        path.pop();
        done.insert(module.clone());
        None
    }
    let mut done = BTreeSet::new();
    imports.keys().find_map(|module| visit(module, imports, &mut Vec::new(), &mut done))
}

/// The Rust files under `dir`, with their paths below it.
fn sources(dir: &Path, below: &Path, files: &mut Vec<(String, String)>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, below, files);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            let relative = path.strip_prefix(below).unwrap().to_string_lossy().into_owned();
            files.push((relative, std::fs::read_to_string(&path).unwrap()));
        }
    }
}

#[test]
fn no_module_imports_one_that_imports_it() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let crates = [
        "src",
        "crates/rules/src",
        "crates/engine/src",
        "crates/record/src",
        "crates/session/src",
        "crates/net/src",
    ];
    for dir in crates.map(|dir| root.join(dir)) {
        let mut files = Vec::new();
        sources(&dir, &dir, &mut files);
        files.retain(|(path, _)| !path.starts_with("tests"));
        assert!(files.len() > 5, "{} is read", dir.display());
        let imports = sibling_imports(&files);
        assert_eq!(cycle(&imports), None, "an import cycle in {}", dir.display());
    }
}

#[test]
fn the_check_finds_a_cycle_between_siblings_and_around_a_loop() {
    let file = |path: &str, source: &str| (path.to_string(), source.to_string());
    let two = [file("a.rs", "use crate::b::Thing;"), file("b/mod.rs", "use super::a::{self, Other};")];
    assert_eq!(cycle(&sibling_imports(&two)).map(|c| c.len()), Some(2));
    let three = [
        file("tui/app.rs", "use super::events::Event;"),
        file("tui/events.rs", "use super::update::{Action, update};"),
        file("tui/update/mod.rs", "mod board;"),
        file("tui/update/board.rs", "// use super::super::app::App;\nuse crate::tui::app::App;"),
    ];
    assert_eq!(cycle(&sibling_imports(&three)).map(|c| c.len()), Some(3));
    let one_way =
        [file("a.rs", "use crate::b::Thing; // crate::a"), file("b.rs", "/// [`crate::a`]\nfn f() {}")];
    assert_eq!(cycle(&sibling_imports(&one_way)), None, "comments import nothing");
}

/// The workspace's crates a crate builds with (its `[dependencies]`, not
/// its tests'), followed through the workspace, and the other crates they
/// name.
fn builds_with(name: &str, seen: &mut BTreeSet<String>) {
    let folder = name.strip_prefix("obereg-").unwrap();
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates").join(folder).join("Cargo.toml");
    let manifest: toml::Table = toml::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let Some(dependencies) = manifest.get("dependencies").and_then(toml::Value::as_table) else { return };
    for dependency in dependencies.keys() {
        if seen.insert(dependency.clone()) && dependency.starts_with("obereg-") {
            builds_with(dependency, seen);
        }
    }
}

#[test]
fn the_bot_and_the_client_build_without_the_server_or_its_database() {
    for client in ["obereg-bot", "obereg-client"] {
        let mut seen = BTreeSet::new();
        builds_with(client, &mut seen);
        assert!(seen.contains("tokio"), "{client}'s dependencies are read: {seen:?}");
        for server_side in ["obereg-server", "rusqlite"] {
            assert!(!seen.contains(server_side), "{client} builds with {server_side}: {seen:?}");
        }
    }
}

#[test]
fn no_lint_is_allowed_crate_wide_for_one_platform() {
    // What only one platform calls is behind that platform's side of a
    // seam (or a `cfg` on the module), not hidden by an `allow` on every
    // module of the page's build.
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for file in ["src/lib.rs", "src/main.rs"] {
        let source = std::fs::read_to_string(root.join(file)).unwrap();
        let code = code_of(&source);
        let crate_wide: Vec<&str> = code
            .lines()
            .filter(|line| line.trim_start().starts_with("#![") && line.contains("allow("))
            .collect();
        assert!(crate_wide.is_empty(), "{file}: {crate_wide:?}");
    }
}

#[test]
fn a_networked_game_is_decided_on_the_rules_alone() {
    let mut seen = BTreeSet::new();
    builds_with("obereg-session", &mut seen);
    assert!(seen.contains("obereg-rules"), "its dependencies are read: {seen:?}");
    for io in ["tokio", "obereg-net", "obereg-protocol", "ratatui", "crossterm", "rusqlite", "web-time"] {
        assert!(!seen.contains(io), "obereg-session builds with {io}: {seen:?}");
    }
}
