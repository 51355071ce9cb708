//! Every link in the README and `docs/` leads somewhere inside the
//! repository: a file that exists and, after `#`, one of its headings.

use std::collections::HashSet;
use std::path::{Component, Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives in the workspace")
        .to_path_buf()
}

/// The README and every Markdown page under `docs/`.
fn pages(root: &Path) -> Vec<PathBuf> {
    let mut pages = vec![root.join("README.md")];
    let mut folders = vec![root.join("docs")];
    while let Some(folder) = folders.pop() {
        let entries = std::fs::read_dir(&folder)
            .unwrap_or_else(|error| panic!("{}: {error}", folder.display()));
        for entry in entries {
            let path = entry.expect("a readable docs/ entry").path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|ending| ending == "md") {
                pages.push(path);
            }
        }
    }
    pages
}

/// The text outside code: fenced blocks and `inline code` left out, as
/// Markdown shows them literally.
fn prose(page: &str) -> String {
    let mut in_fence = false;
    let mut text = String::new();
    for line in page.lines() {
        if line.trim_start().starts_with("```") {
            in_fence = !in_fence;
            continue;
        }
        if !in_fence {
            text.extend(line.split('`').step_by(2));
            text.push('\n');
        }
    }
    text
}

/// The targets of `[text](target)` and `![alt](target)`, without a title.
fn targets(page: &str) -> Vec<String> {
    let text = prose(page);
    text.match_indices("](")
        .filter_map(|(at, _)| {
            let rest = &text[at + 2..];
            let end = rest.find(')')?;
            let target = rest[..end].split_whitespace().next()?;
            Some(target.trim_matches(['<', '>']).to_string())
        })
        .collect()
}

/// The anchors GitHub gives a page's headings: lower case, spaces to
/// hyphens, punctuation dropped, `-1`, `-2` after a repeated one.
fn anchors(page: &str) -> HashSet<String> {
    let mut anchors = HashSet::new();
    for line in prose(page).lines() {
        let Some(heading) = line.strip_prefix('#') else {
            continue;
        };
        let slug: String = heading
            .trim_start_matches('#')
            .trim()
            .to_lowercase()
            .chars()
            .filter(|c| c.is_alphanumeric() || *c == ' ' || *c == '-' || *c == '_')
            .map(|c| if c == ' ' { '-' } else { c })
            .collect();
        let mut anchor = slug.clone();
        let mut repeat = 0;
        while !anchors.insert(anchor.clone()) {
            repeat += 1;
            anchor = format!("{slug}-{repeat}");
        }
    }
    anchors
}

/// `path` with `.` and `..` worked out, as long as it stays below `root`.
fn inside(root: &Path, path: &Path) -> Option<PathBuf> {
    let mut resolved = PathBuf::new();
    for part in path.components() {
        match part {
            Component::ParentDir => {
                resolved.pop();
            }
            Component::CurDir => {}
            other => resolved.push(other),
        }
    }
    resolved.starts_with(root).then_some(resolved)
}

fn broken_links(root: &Path) -> Vec<String> {
    let mut broken = Vec::new();
    for page in pages(root) {
        let text = std::fs::read_to_string(&page).expect("a readable page");
        let name = page
            .strip_prefix(root)
            .unwrap_or(&page)
            .display()
            .to_string();
        for target in targets(&text) {
            if target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            let (file, anchor) = target.split_once('#').unwrap_or((&target, ""));
            let file = if file.is_empty() {
                page.clone()
            } else {
                page.parent().expect("a page is in a folder").join(file)
            };
            let Some(file) = inside(root, &file) else {
                broken.push(format!("{name}: {target} leads outside the repository"));
                continue;
            };
            if !file.exists() {
                broken.push(format!("{name}: {target} does not exist"));
            } else if !anchor.is_empty() {
                let heading = std::fs::read_to_string(&file).map(|text| anchors(&text));
                if !heading.is_ok_and(|headings| headings.contains(anchor)) {
                    broken.push(format!("{name}: {target} names no heading"));
                }
            }
        }
    }
    broken
}

#[test]
fn every_link_in_the_readme_and_docs_resolves() {
    let root = root();
    let broken = broken_links(&root);
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

#[test]
fn a_broken_link_is_found() {
    let root = tempfile_root();
    std::fs::create_dir_all(root.join("docs")).unwrap();
    std::fs::write(
        root.join("README.md"),
        "# Kalah\n[rules](docs/rules.md#sowing) [gone](docs/gone.md) `[code](docs/x.md)`\n\
         [out](../elsewhere.md) [here](#kalah) [web](https://example.org)\n",
    )
    .unwrap();
    std::fs::write(root.join("docs/rules.md"), "# Rules\n## Sowing\n").unwrap();
    let mut broken = broken_links(&root);
    broken.sort();
    assert_eq!(
        broken,
        [
            "README.md: ../elsewhere.md leads outside the repository",
            "README.md: docs/gone.md does not exist",
        ]
    );
    std::fs::write(root.join("docs/rules.md"), "# Rules\n## Capture\n").unwrap();
    assert!(
        broken_links(&root).contains(&"README.md: docs/rules.md#sowing names no heading".into())
    );
    std::fs::remove_dir_all(&root).unwrap();
}

/// A folder of its own under the system's temporary folder.
fn tempfile_root() -> PathBuf {
    let root = std::env::temp_dir().join(format!("kalah-links-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    root
}
