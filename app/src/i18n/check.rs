//! The message check: every language has English's messages with
//! English's variables, the code asks only for messages that exist with the
//! variables they use, and every message is asked for.

use super::Lang;
use super::fluent::SOURCES;
use fluent_syntax::ast;
use fluent_syntax::parser::parse;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// A language's messages: id → (file, variables, messages referred to).
type Messages = BTreeMap<String, (String, BTreeSet<String>, BTreeSet<String>)>;

fn messages(lang: Lang) -> Messages {
    let mut messages = Messages::new();
    for &(_, file, text) in SOURCES.iter().filter(|(dir, ..)| *dir == lang.tag()) {
        let resource = match parse(text) {
            Ok(resource) => resource,
            Err((_, errors)) => panic!("{}/{file}.ftl does not parse: {errors:?}", lang.tag()),
        };
        for entry in resource.body {
            let (id, pattern) = match &entry {
                ast::Entry::Message(message) => match &message.value {
                    Some(pattern) => (message.id.name.to_string(), pattern),
                    None => panic!(
                        "{}/{file}.ftl: {} has no value",
                        lang.tag(),
                        message.id.name
                    ),
                },
                ast::Entry::Term(term) => (format!("-{}", term.id.name), &term.value),
                _ => continue,
            };
            let mut variables = BTreeSet::new();
            let mut references = BTreeSet::new();
            walk(pattern, &mut variables, &mut references);
            let earlier = messages.insert(id.clone(), (file.to_string(), variables, references));
            assert!(earlier.is_none(), "{}: {id} is defined twice", lang.tag());
        }
    }
    messages
}

fn walk(
    pattern: &ast::Pattern<&str>,
    variables: &mut BTreeSet<String>,
    references: &mut BTreeSet<String>,
) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_walk(expression, variables, references);
        }
    }
}

fn expression_walk(
    expression: &ast::Expression<&str>,
    variables: &mut BTreeSet<String>,
    references: &mut BTreeSet<String>,
) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_walk(selector, variables, references);
            for variant in variants {
                walk(&variant.value, variables, references);
            }
        }
        ast::Expression::Inline(inline) => inline_walk(inline, variables, references),
    }
}

fn inline_walk(
    inline: &ast::InlineExpression<&str>,
    variables: &mut BTreeSet<String>,
    references: &mut BTreeSet<String>,
) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            variables.insert(id.name.to_string());
        }
        ast::InlineExpression::MessageReference { id, .. } => {
            references.insert(id.name.to_string());
        }
        ast::InlineExpression::TermReference { id, .. } => {
            references.insert(format!("-{}", id.name));
        }
        ast::InlineExpression::Placeable { expression } => {
            expression_walk(expression, variables, references)
        }
        _ => {}
    }
}

/// The variables a message uses, its references' included.
fn all_variables(messages: &Messages, id: &str) -> BTreeSet<String> {
    let Some((_, variables, references)) = messages.get(id) else {
        return BTreeSet::new();
    };
    let mut all = variables.clone();
    for reference in references {
        all.extend(all_variables(messages, reference));
    }
    all
}

#[test]
fn every_language_has_englishs_messages_with_englishs_variables() {
    let english = messages(Lang::En);
    assert!(!english.is_empty(), "the English messages are missing");
    let mut faults = Vec::new();
    for lang in Lang::ALL.into_iter().skip(1) {
        let translated = messages(lang);
        for (id, (file, ..)) in &english {
            match translated.get(id) {
                None => faults.push(format!("{lang}/{file}.ftl lacks {id}")),
                Some((their_file, ..)) if their_file != file => faults.push(format!(
                    "{lang}: {id} is in {their_file}.ftl, not {file}.ftl"
                )),
                Some(_) => {
                    let (want, got) = (all_variables(&english, id), all_variables(&translated, id));
                    if want != got {
                        faults.push(format!("{lang}: {id} uses {got:?}, English {want:?}"));
                    }
                }
            }
        }
        for id in translated.keys().filter(|id| !english.contains_key(*id)) {
            faults.push(format!("{lang} has {id}, which English does not"));
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

/// Every `t!(words, "key", name = value, …)` in the code of this crate and
/// of the server, which writes a few pages of its own.
fn asked_for() -> Vec<(String, String, BTreeSet<String>)> {
    let mut found = Vec::new();
    let crate_root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut folders = vec![crate_root.join("src"), crate_root.join("../server/src")];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("the source is readable") {
            let path = entry.expect("the source is readable").path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|extension| extension == "rs") {
                let code: String = std::fs::read_to_string(&path)
                    .expect("the source is readable")
                    .lines()
                    .filter(|line| !line.trim_start().starts_with("//"))
                    .collect::<Vec<_>>()
                    .join("\n");
                let place = path.display().to_string();
                for call in calls(&code) {
                    found.push((place.clone(), call.0, call.1));
                }
            }
        }
    }
    found
}

/// The key and argument names of each `t!(…)` in `code`.
fn calls(code: &str) -> Vec<(String, BTreeSet<String>)> {
    let mut calls = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find("t!(") {
        let before = rest[..at].chars().next_back();
        rest = &rest[at + 3..];
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        let parts = top_level_parts(rest);
        let Some(key) = parts
            .get(1)
            .and_then(|key| key.trim().strip_prefix('"'))
            .and_then(|key| key.strip_suffix('"'))
        else {
            continue;
        };
        let names = parts[2..]
            .iter()
            .filter_map(|part| {
                part.split_once('=')
                    .map(|(name, _)| name.trim().to_string())
            })
            .filter(|name| !name.is_empty())
            .collect();
        calls.push((key.to_string(), names));
    }
    calls
}

/// The comma-separated parts of a macro call up to its closing bracket.
fn top_level_parts(text: &str) -> Vec<String> {
    let mut parts = vec![String::new()];
    let mut depth = 0;
    let mut in_string = false;
    let mut escaped = false;
    for c in text.chars() {
        if in_string {
            parts.last_mut().expect("one part").push(c);
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_string = true,
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' if depth == 0 => break,
            ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(String::new());
                continue;
            }
            _ => {}
        }
        parts.last_mut().expect("one part").push(c);
    }
    parts
}

#[test]
fn the_code_asks_for_messages_that_exist_with_their_variables_and_for_every_message() {
    let english = messages(Lang::En);
    let calls = asked_for();
    let mut faults = Vec::new();
    let mut used = BTreeSet::new();
    for (place, key, names) in &calls {
        used.insert(key.clone());
        if !english.contains_key(key) {
            faults.push(format!("{place}: no message {key}"));
            continue;
        }
        let variables = all_variables(&english, key);
        if *names != variables {
            faults.push(format!(
                "{place}: {key} is given {names:?} but uses {variables:?}"
            ));
        }
    }
    let mut referred = BTreeSet::new();
    for (_, _, references) in english.values() {
        referred.extend(references.iter().cloned());
    }
    for id in english.keys() {
        if !used.contains(id) && !referred.contains(id) {
            faults.push(format!("{id} is never said: remove it or use it"));
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}
