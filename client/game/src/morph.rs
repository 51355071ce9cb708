//! Lays one drawing of the page over another: what stayed the same keeps
//! its element (so a focused pit keeps the focus), what changed is changed
//! in place, what is new is added. The announcer's regions keep their
//! words, which only this script writes, and the camera keeps the board
//! turned.

use crate::dom::{document, query_all};
use wasm_bindgen::JsCast;
use web_sys::{Element, Node};

/// The part of the page `next` that is laid over this one: its `<main>`.
/// Read without scripts, a `<noscript>` holds real elements (a refresh
/// among them), which must not reach the page: they are left out.
pub(crate) fn drawing(next: &web_sys::Document) -> Option<Element> {
    let main = next.query_selector("main").ok().flatten()?;
    for hidden in query_all(&main, "noscript") {
        hidden.remove();
    }
    Some(main)
}

/// Makes `old` look like `new`, keeping every element of `old` that has a
/// counterpart in `new`.
pub(crate) fn morph(old: &Element, new: &Element) {
    // A template's children are in its content, which no drawing of it
    // walks: it is replaced whole.
    if old.tag_name() == "TEMPLATE" {
        if let Ok(copy) = document().import_node_with_deep(new, true) {
            let _ = old.replace_with_with_node_1(&copy);
        }
        return;
    }
    attributes(old, new);
    if old.has_attribute("aria-live") {
        return;
    }
    children(old, new);
}

/// Attributes this page owns: whether a disclosure is open, and on a page
/// playing a game the camera's turn of the board and whether a pit is
/// disabled, which the server's drawing says for browsers without scripts
/// (a focused button that is disabled, even for a moment, loses the
/// focus).
fn kept(element: &Element, name: &str) -> bool {
    let playing = crate::page::playing;
    match name {
        "open" => element.tag_name() == "DETAILS",
        "style" => element.class_list().contains("scene") && playing(),
        "disabled" => element.class_list().contains("pit") && playing(),
        _ => false,
    }
}

fn attributes(old: &Element, new: &Element) {
    for name in old
        .get_attribute_names()
        .iter()
        .filter_map(|name| name.as_string())
    {
        if !new.has_attribute(&name) && !kept(old, &name) {
            let _ = old.remove_attribute(&name);
        }
    }
    for name in new
        .get_attribute_names()
        .iter()
        .filter_map(|name| name.as_string())
    {
        let value = new.get_attribute(&name);
        if old.get_attribute(&name) != value && !kept(old, &name) {
            let _ = old.set_attribute(&name, &value.unwrap_or_default());
        }
    }
}

fn children(old: &Element, new: &Element) {
    let list = new.child_nodes();
    let fresh: Vec<Node> = (0..list.length())
        .filter_map(|index| list.item(index))
        .collect();
    let mut cursor = old.first_child();
    for node in fresh {
        let found = counterpart(cursor.clone(), &node);
        match found {
            Some(same) => {
                // Whatever stood before the counterpart is gone from the page.
                while let Some(gone) = cursor
                    .clone()
                    .filter(|gone| !gone.is_same_node(Some(&same)))
                {
                    cursor = gone.next_sibling();
                    remove(old, &gone);
                }
                cursor = same.next_sibling();
                match (same.dyn_ref::<Element>(), node.dyn_ref::<Element>()) {
                    (Some(same), Some(node)) => morph(same, node),
                    _ => {
                        if same.node_value() != node.node_value() {
                            same.set_node_value(node.node_value().as_deref());
                        }
                    }
                }
            }
            None => {
                if let Ok(copy) = document().import_node_with_deep(&node, true) {
                    let _ = old.insert_before(&copy, cursor.as_ref());
                }
            }
        }
    }
    while let Some(gone) = cursor {
        cursor = gone.next_sibling();
        remove(old, &gone);
    }
}

/// Takes `gone` out of `parent`, unless this script added it (the
/// full-screen button, `data-script`), which no drawing of the server has.
fn remove(parent: &Element, gone: &Node) {
    let added_here = gone
        .dyn_ref::<Element>()
        .is_some_and(|element| element.has_attribute("data-script"));
    if !added_here {
        let _ = parent.remove_child(gone);
    }
}

/// The node from `cursor` on that stands for `node`: for an element, the
/// next element of its kind; for text, the node at the cursor if it is text.
fn counterpart(mut cursor: Option<Node>, node: &Node) -> Option<Node> {
    let Some(element) = node.dyn_ref::<Element>() else {
        return cursor.filter(|old| old.node_type() == node.node_type());
    };
    let wanted = key(element);
    while let Some(old) = cursor {
        if old
            .dyn_ref::<Element>()
            .is_some_and(|old| key(old) == wanted)
        {
            return Some(old);
        }
        cursor = old.next_sibling();
    }
    None
}

/// What makes two elements the same one in two drawings of the page.
fn key(element: &Element) -> [Option<String>; 5] {
    let class = element.get_attribute("class").map(|class| {
        class
            .split_whitespace()
            .next()
            .unwrap_or_default()
            .to_string()
    });
    [
        Some(element.tag_name()),
        element.get_attribute("id"),
        class,
        element.get_attribute("data-side"),
        key_field(element),
    ]
}

/// What tells apart elements of one kind: a pit's number, a game action's
/// value (Undo is not Redo), otherwise a field's name, so that a setting
/// whose value turns over (sound on, sound off) is still the same button.
fn key_field(element: &Element) -> Option<String> {
    let name = element.get_attribute("name");
    element
        .get_attribute("data-pit")
        .or_else(|| match name.as_deref() {
            Some("action") => element.get_attribute("value"),
            _ => name,
        })
}
