//! The focus through a new drawing of the page or a part of it: it stays
//! on the same control, or goes where the drawing puts `autofocus`, or to
//! the control at its place when its own is gone.

use crate::dom::{document, query_all};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};

/// The controls under `root`, in order.
fn controls(root: &Element) -> Vec<Element> {
    query_all(
        root,
        "a[href], button, input, select, textarea, [tabindex=\"-1\"]",
    )
}

/// What makes a control the same one in another drawing: not what was
/// typed into a field, and for a button with no name or value, its words.
fn identity(element: &Element) -> String {
    let typed = element
        .matches(r#"textarea, select, input:not([type]), input[type="text"], input[type="search"]"#)
        .unwrap_or(false);
    let attribute = |name: &str| element.get_attribute(name).unwrap_or_default();
    let (name, value) = (attribute("name"), attribute("value"));
    let words = if element.tag_name() == "BUTTON" && name.is_empty() && value.is_empty() {
        element
            .text_content()
            .unwrap_or_default()
            .trim()
            .to_string()
    } else {
        String::new()
    };
    let value = if typed { String::new() } else { value };
    [element.tag_name(), attribute("href"), name, value, words].join(" ")
}

/// Among the controls under `root` now, the one standing for `focused`,
/// which was the `at`th before: the same control, else the one at its
/// place.
pub(crate) fn same_control(
    root: &Element,
    focused: &Element,
    at: Option<usize>,
) -> Option<Element> {
    let now = controls(root);
    let wanted = identity(focused);
    now.iter()
        .find(|element| identity(element) == wanted)
        .cloned()
        .or_else(|| at.and_then(|at| now.get(at.min(now.len().checked_sub(1)?)).cloned()))
}

/// Where the focus was before a drawing of `root`.
pub(crate) struct Before {
    focused: Option<Element>,
    /// Whether it was inside `root`, or on nothing.
    inside: bool,
    /// Its place among the controls.
    at: Option<usize>,
}

impl Before {
    pub(crate) fn note(root: &Element) -> Before {
        let focused = crate::dom::focused();
        let inside = focused
            .as_ref()
            .is_none_or(|focused| root.contains(Some(focused)));
        let at = focused
            .as_ref()
            .and_then(|focused| controls(root).iter().position(|control| control == focused));
        Before {
            focused,
            inside,
            at,
        }
    }

    /// Puts the focus back after `root` was drawn again: on the drawing's
    /// `autofocus` first if `autofocus` is set, else on the same control
    /// or the one at its place. A focus outside `root` stays where it is.
    pub(crate) fn restore(self, root: &Element, autofocus: bool) {
        if !self.inside {
            return;
        }
        let wanted = autofocus
            .then(|| root.query_selector("[autofocus]").ok().flatten())
            .flatten()
            .or_else(|| {
                let focused = self.focused.as_ref()?;
                same_control(root, focused, self.at)
            });
        let Some(target) = wanted else {
            return;
        };
        if document().active_element().as_ref() != Some(&target) {
            focus_in_place(&target);
        }
    }
}

/// Gives `element` the focus without scrolling to it.
pub(crate) fn focus_in_place(element: &Element) {
    if let Some(element) = element.dyn_ref::<HtmlElement>() {
        let options = web_sys::FocusOptions::new();
        options.set_prevent_scroll(true);
        let _ = element.focus_with_options(&options);
    }
}
