//! A page's live parts (`main [data-events][id]`) replaced by their new
//! drawing, each only if it changed (a screen reader does not hear it
//! again otherwise), the focus kept on the same control inside it. A part
//! marked `data-steady` (a list of others' offers) waits while a mouse
//! rests on it: a click must land on what it was aimed at. Every other
//! part changes at once, and what the pointer rests on stays where it is.

use crate::controls::{Before, same_control};
use crate::dom::{document, on, query_all, window};
use crate::morph::morph;
use std::cell::{Cell, RefCell};
use wasm_bindgen::JsCast;
use web_sys::{Document, Element, HtmlElement, Node, PointerEvent};

thread_local! {
    /// Where the pointer last was, and whether it is a mouse.
    static POINTER: Cell<Option<(i32, i32, bool)>> = const { Cell::new(None) };
    /// The steady parts held while a mouse rests on them.
    static HELD: RefCell<Vec<Element>> = const { RefCell::new(Vec::new()) };
}

/// Notes where the pointer is.
pub(crate) fn listen() {
    let document: web_sys::EventTarget = document().into();
    for name in ["pointermove", "pointerdown"] {
        on(&document, name, |event: PointerEvent| {
            let mouse = event.pointer_type() == "mouse";
            POINTER.with(|pointer| pointer.set(Some((event.client_x(), event.client_y(), mouse))));
        });
    }
}

/// What the pointer rests on: the control (or else the element), the live
/// part it is in if any, and how far down the window it is.
struct Anchor {
    control: Element,
    part: Option<Element>,
    top: f64,
}

fn under_pointer() -> Option<Anchor> {
    let (x, y, _) = POINTER.with(Cell::get)?;
    let element = document().element_from_point(x as f32, y as f32)?;
    let control = element
        .closest("a[href], button, input, select, textarea")
        .ok()
        .flatten()
        .unwrap_or(element);
    let part = control.closest("main [data-events][id]").ok().flatten();
    let top = control.get_bounding_client_rect().top();
    Some(Anchor { control, part, top })
}

/// Replaces the live parts that changed in `next`, a drawing of this page.
pub(crate) fn replace(next: &Document) {
    let anchor = under_pointer();
    let mouse = POINTER.with(Cell::get).is_some_and(|(.., mouse)| mouse);
    let mut replaced = Vec::new();
    for part in query_all(
        &document().document_element().expect("a page"),
        "main [data-events][id]",
    ) {
        let Some(fresh) = next.get_element_by_id(&part.id()) else {
            continue;
        };
        if part.has_attribute("data-steady") && mouse && part.matches(":hover").unwrap_or(false) {
            hold(&part);
            continue;
        }
        for hidden in query_all(&fresh, "noscript") {
            hidden.remove();
        }
        if fresh.inner_html() == part.inner_html() {
            continue;
        }
        let height = part.get_bounding_client_rect().height();
        let before = Before::note(&part);
        morph(&part, &fresh);
        before.restore(&part, false);
        replaced.push((part, height));
    }
    keep_in_place(anchor, &replaced);
    crate::parts::go_on();
}

/// Holds `part` until the mouse leaves it, then fetches the page again.
fn hold(part: &Element) {
    let held = HELD.with(|held| held.borrow().contains(part));
    if held {
        return;
    }
    HELD.with(|held| held.borrow_mut().push(part.clone()));
    let left = part.clone();
    let options = web_sys::AddEventListenerOptions::new();
    options.set_once(true);
    let closure = wasm_bindgen::closure::Closure::once_into_js(move || {
        HELD.with(|held| held.borrow_mut().retain(|part| part != &left));
        super::refetch();
    });
    let _ = part.add_event_listener_with_callback_and_add_event_listener_options(
        "mouseleave",
        closure.unchecked_ref(),
        &options,
    );
}

/// Puts what the pointer rested on back under it after the `replaced`
/// parts changed (each with its height before): more above it scrolls the
/// page by as much; less above it keeps those parts' old height until the
/// next drawing.
fn keep_in_place(anchor: Option<Anchor>, replaced: &[(Element, f64)]) {
    let Some(anchor) = anchor else {
        return;
    };
    let control = if anchor.control.is_connected() {
        Some(anchor.control.clone())
    } else {
        // It was in a replaced part: the same control there now, if any.
        anchor
            .part
            .as_ref()
            .and_then(|part| same_control(part, &anchor.control, None))
    };
    let Some(control) = control else {
        return;
    };
    let moved = control.get_bounding_client_rect().top() - anchor.top;
    if moved > 0.0 {
        window().scroll_by_with_x_and_y(0.0, moved);
    }
    if moved >= 0.0 {
        return;
    }
    for (part, height) in replaced {
        let above =
            part.compare_document_position(&control) & Node::DOCUMENT_POSITION_FOLLOWING != 0;
        if above
            && !part.contains(Some(&control))
            && let Some(part) = part.dyn_ref::<HtmlElement>()
        {
            // Whole pixels: formatting a float would bring Rust's float
            // formatting into the bundle.
            let _ = part
                .style()
                .set_property("min-height", &format!("{}px", height.ceil() as u32));
        }
    }
}
