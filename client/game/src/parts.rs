//! The small parts of a page that need a script: the room link's Copy and
//! Share buttons, and a page that says where it goes next (`data-go`: the
//! game a seek became, a room's way back to its arena for the next game).

use crate::dom::{after, document, on, query, target_of, window};
use std::cell::RefCell;
use wasm_bindgen::JsValue;
use web_sys::MouseEvent;

/// Listens to the link's buttons, and shows Share where the browser has a
/// share sheet (the stylesheet hides it otherwise).
pub(crate) fn listen() {
    let navigator = window().navigator();
    if has_property(&navigator, "share")
        && let Some(body) = document().body()
    {
        let _ = body.set_attribute("data-can-share", "");
    }
    on(&document().into(), "click", |event: MouseEvent| {
        let Some(button) = target_of(&event)
            .and_then(|target| target.closest(".link-buttons button").ok().flatten())
        else {
            return;
        };
        let Some(buttons) = button.parent_element() else {
            return;
        };
        let link = buttons.get_attribute("data-link").unwrap_or_default();
        let navigator = window().navigator();
        if button.class_list().contains("share-link") {
            let data = web_sys::ShareData::new();
            data.set_title(
                &buttons
                    .get_attribute("data-share-title")
                    .unwrap_or_default(),
            );
            data.set_url(&link);
            let _ = navigator.share_with_data(&data);
            return;
        }
        let _ = navigator.clipboard().write_text(&link);
        if let Ok(Some(status)) = buttons.query_selector("[role=\"status\"]") {
            status.set_text_content(buttons.get_attribute("data-copied").as_deref());
        }
    });
}

/// Whether `object` has the property `name`.
fn has_property(object: &JsValue, name: &str) -> bool {
    web_sys::js_sys::Reflect::has(object, &JsValue::from_str(name)).unwrap_or(false)
}

thread_local! {
    /// Where the page is on its way to.
    static GOING: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Milliseconds a page that goes on at once waits: its alert is spoken.
const GO_AFTER_MS: u32 = 1500;

/// Goes where the page says it goes next: the address `data-go` names, or
/// the link it marks, after its `data-go-after` seconds (else a moment),
/// once however often the page is drawn again meanwhile, and not if a
/// drawing stops saying so.
pub(crate) fn go_on() {
    let mark = query("main [data-go]");
    let going = mark.as_ref().and_then(|mark| {
        mark.get_attribute("data-go")
            .filter(|href| !href.is_empty())
            .or_else(|| mark.get_attribute("href"))
    });
    let new = GOING.with(|cell| {
        let mut cell = cell.borrow_mut();
        let new = going.is_some() && *cell != going;
        *cell = going.clone();
        new
    });
    let (Some(mark), Some(href), true) = (mark, going, new) else {
        return;
    };
    let wait = mark
        .get_attribute("data-go-after")
        .and_then(|seconds| seconds.parse::<u32>().ok())
        .map_or(GO_AFTER_MS, |seconds| seconds * 1000);
    after(wait, move || {
        if GOING.with(|cell| cell.borrow().as_deref() == Some(href.as_str())) {
            let _ = window().location().assign(&href);
        }
    });
}
