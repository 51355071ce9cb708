//! No import circles between the files of a crate: each file's module
//! refers (by `crate::` or `super::` paths outside its tests) only to
//! modules that do not refer back to it, directly or around a longer
//! loop. `server/src`, `app/src` and the page's script (`client/game/src`)
//! are held to it: `cargo test -p xtask --test circles` names any circle.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Each module of the crate under `src`, by its path (`games::on_time`),
/// with its file.
fn modules(src: &Path) -> BTreeMap<String, PathBuf> {
    let mut found = BTreeMap::new();
    let mut folders = vec![src.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("a readable source folder") {
            let path = entry.expect("a readable entry").path();
            if path.is_dir() {
                folders.push(path);
                continue;
            }
            if path.extension().is_none_or(|ending| ending != "rs") {
                continue;
            }
            let relative = path.strip_prefix(src).expect("below src");
            let mut parts: Vec<String> = relative
                .with_extension("")
                .components()
                .map(|part| part.as_os_str().to_string_lossy().into_owned())
                .collect();
            if matches!(
                parts.last().map(String::as_str),
                Some("mod" | "lib" | "main")
            ) {
                parts.pop();
            }
            found.insert(parts.join("::"), path);
        }
    }
    found
}

/// The paths a file names after `prefix` (`crate::`, `super::`): each a
/// run of lower-case segments, as modules are named.
fn named_after<'a>(text: &'a str, prefix: &str) -> Vec<&'a str> {
    text.match_indices(prefix)
        .map(|(at, _)| {
            let rest = &text[at + prefix.len()..];
            let end = rest
                .find(|c: char| {
                    !(c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_' || c == ':')
                })
                .unwrap_or(rest.len());
            rest[..end].trim_end_matches(':')
        })
        .collect()
}

/// The module a path leads into: its longest prefix that is a module.
fn module_of(path: &str, modules: &BTreeMap<String, PathBuf>) -> Option<String> {
    let segments: Vec<&str> = path.split("::").collect();
    (1..=segments.len())
        .rev()
        .map(|n| segments[..n].join("::"))
        .find(|candidate| modules.contains_key(candidate))
}

/// Which modules each module refers to, its own tests left out.
fn references(src: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let modules = modules(src);
    let mut edges = BTreeMap::new();
    for (module, file) in &modules {
        let text = std::fs::read_to_string(file).expect("a readable file");
        let text = text
            .split("#[cfg(test)]\nmod tests")
            .next()
            .unwrap_or_default();
        let parent: Vec<&str> = module.split("::").filter(|part| !part.is_empty()).collect();
        let parent = parent[..parent.len().saturating_sub(1)].join("::");
        let mut targets = BTreeSet::new();
        let absolute = named_after(text, "crate::").into_iter().map(str::to_string);
        let relative = named_after(text, "super::").into_iter().map(|path| {
            if parent.is_empty() {
                path.to_string()
            } else {
                format!("{parent}::{path}")
            }
        });
        for path in absolute.chain(relative) {
            if let Some(target) = module_of(&path, &modules) {
                // A module refers to its own parent freely: the parent
                // declares it.
                let inside = module.starts_with(&format!("{target}::"));
                if target != *module && !inside {
                    targets.insert(target);
                }
            }
        }
        edges.insert(module.clone(), targets);
    }
    edges
}

/// The circles among `edges`: each group of modules that reach one
/// another.
fn circles(edges: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    let reaches = |from: &String| {
        let mut seen = BTreeSet::new();
        let mut next: Vec<&String> = edges[from].iter().collect();
        while let Some(module) = next.pop() {
            if seen.insert(module.clone()) {
                next.extend(edges.get(module).into_iter().flatten());
            }
        }
        seen
    };
    let reached: BTreeMap<&String, BTreeSet<String>> = edges
        .keys()
        .map(|module| (module, reaches(module)))
        .collect();
    let mut found: Vec<Vec<String>> = Vec::new();
    for (module, reach) in &reached {
        if !reach.contains(*module) || found.iter().any(|circle| circle.contains(module)) {
            continue;
        }
        let circle = reach
            .iter()
            .filter(|other| reached[other].contains(*module))
            .cloned()
            .collect();
        found.push(circle);
    }
    found
}

#[test]
fn the_servers_the_apps_and_the_scripts_files_import_each_other_in_no_circle() {
    for crate_src in ["server/src", "app/src", "client/game/src"] {
        let src = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("..")
            .join(crate_src);
        let found = circles(&references(&src));
        assert!(found.is_empty(), "import circles in {crate_src}: {found:?}");
    }
}

#[test]
fn a_circle_is_found() {
    let edge = |from: &str, to: &[&str]| {
        (
            from.to_string(),
            to.iter()
                .map(|name| name.to_string())
                .collect::<BTreeSet<_>>(),
        )
    };
    let edges = BTreeMap::from([
        edge("games", &["storage", "lobby"]),
        edge("lobby", &["rooms"]),
        edge("rooms", &["games", "storage"]),
        edge("storage", &[]),
    ]);
    assert_eq!(circles(&edges), [["games", "lobby", "rooms"]]);
    let untied = BTreeMap::from([
        edge("games", &["storage"]),
        edge("lobby", &["rooms"]),
        edge("rooms", &["games", "storage"]),
        edge("storage", &[]),
    ]);
    assert!(circles(&untied).is_empty());
}
