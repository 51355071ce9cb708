//! The few calls into the browser every part makes.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{Document, Element, HtmlElement, Window};

pub(crate) fn window() -> Window {
    web_sys::window().expect("a page has a window")
}

pub(crate) fn document() -> Document {
    window().document().expect("a page has a document")
}

/// The first element of the page matching `selector`.
pub(crate) fn query(selector: &str) -> Option<Element> {
    document().query_selector(selector).ok().flatten()
}

/// Every element under `root` matching `selector`.
pub(crate) fn query_all(root: &Element, selector: &str) -> Vec<Element> {
    let Ok(list) = root.query_selector_all(selector) else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|index| list.item(index)?.dyn_into().ok())
        .collect()
}

/// Every element of the page matching `selector`.
pub(crate) fn query_page(selector: &str) -> Vec<HtmlElement> {
    let Ok(list) = document().query_selector_all(selector) else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|index| list.item(index)?.dyn_into().ok())
        .collect()
}

/// Calls `run` with each `event` of this type `target` hears, for as long
/// as the page lives.
pub(crate) fn on<E: JsCast + 'static>(
    target: &web_sys::EventTarget,
    event: &str,
    run: impl FnMut(E) + 'static,
) {
    let mut run = run;
    let closure = Closure::<dyn FnMut(web_sys::Event)>::new(move |event: web_sys::Event| {
        run(event.unchecked_into::<E>())
    });
    let _ = target.add_event_listener_with_callback(event, closure.as_ref().unchecked_ref());
    closure.forget();
}

/// Runs `run` once, `ms` milliseconds from now.
pub(crate) fn after(ms: u32, run: impl FnOnce() + 'static) {
    let closure = Closure::once_into_js(run);
    let _ = window()
        .set_timeout_with_callback_and_timeout_and_arguments_0(closure.unchecked_ref(), ms as i32);
}

/// Runs `run` before the browser paints next.
pub(crate) fn next_frame(run: impl FnOnce() + 'static) {
    let closure = Closure::once_into_js(run);
    let _ = window().request_animation_frame(closure.unchecked_ref());
}

/// The element `event` happened in, if it is an element.
pub(crate) fn target_of(event: &web_sys::Event) -> Option<Element> {
    event.target()?.dyn_into().ok()
}

/// The element with the focus, unless it is the page itself.
pub(crate) fn focused() -> Option<Element> {
    let focused = document().active_element()?;
    let body: Option<Element> = document().body().map(Into::into);
    (Some(&focused) != body.as_ref()).then_some(focused)
}

/// Gives the focus to `element`.
pub(crate) fn focus(element: &Element) {
    if let Some(element) = element.dyn_ref::<HtmlElement>() {
        let _ = element.focus();
    }
}
