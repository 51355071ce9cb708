//! Pages prepared before their button is pressed (a puzzle's next step):
//! where a part marked `data-swap` holds a `<template data-after="…">` for
//! the pressed button's value, its page shows at once, at its address
//! (`data-url`). Only a template marked `data-keeps` is sent too, for the
//! server to keep what was done, with `keepalive` so that it reaches the
//! server even if the player moves on; its answer is then laid over the
//! page shown ahead of it, which changes only what differs (the parts
//! marked `data-after-try`), so the focus stays and nothing is said twice.

use crate::dom::{document, next_frame, window};
use crate::forms::post_plainly;
use crate::net::{Failure, post};
use crate::swap::{here, swap_in};
use wasm_bindgen::JsCast;
use web_sys::{Document, Element, HtmlElement, HtmlFormElement, HtmlTemplateElement};

/// Shows the page `template` holds for the press of `submitter` on
/// `form`, and sends the form if the template keeps what it does.
pub(crate) fn show_ahead(
    form: HtmlFormElement,
    submitter: Option<HtmlElement>,
    body: String,
    template: Element,
) {
    // A page on its way would land on top of this one.
    crate::swap::cancel();
    let before = window().location().href().unwrap_or_default();
    let Some(page) = page_of(&template) else {
        return;
    };
    let url = template.get_attribute("data-url").unwrap_or_default();
    swap_in(page, &url, true);
    if template.has_attribute("data-keeps") {
        let action = form.get_attribute("action").unwrap_or_default();
        wasm_bindgen_futures::spawn_local(keep(form, submitter, action, body, before));
    }
}

/// A document whose `<main>` is what `template` holds.
fn page_of(template: &Element) -> Option<Document> {
    let template = template.dyn_ref::<HtmlTemplateElement>()?;
    let page = document()
        .implementation()
        .ok()?
        .create_html_document_with_title(&document().title())
        .ok()?;
    let main = page.create_element("main").ok()?;
    main.append_child(&template.content().clone_node_with_deep(true).ok()?)
        .ok()?;
    page.body()?.append_child(&main).ok()?;
    Some(page)
}

/// Sends the move whose page already shows (`before` is the address it was
/// made at), and shows what the server kept of it.
async fn keep(
    form: HtmlFormElement,
    submitter: Option<HtmlElement>,
    action: String,
    body: String,
    before: String,
) {
    let ahead = here();
    let answer = post(&action, &body, None, true).await;
    // Moved on: whatever the server did, this page no longer shows it.
    if here() != ahead {
        return;
    }
    let answer = match answer {
        Ok(answer) => answer,
        Err(Failure::BrokeOff { ok, url }) => {
            let _ = window().location().assign(if ok { &url } else { &before });
            return;
        }
        Err(Failure::Unreachable) => {
            // The browser posts it now, as it would have without this
            // script.
            let _ = form.set_attribute("hidden", "");
            if let Some(body) = document().body() {
                let _ = body.append_child(&form);
            }
            return post_plainly(&form, submitter.as_ref());
        }
    };
    // After the shown page's own frame, once its regions hold their words.
    next_frame(move || {
        if here() != ahead {
            return;
        }
        // What the server did, at its address; a refusal made before any
        // page (not OK) kept nothing: back to where the move was made.
        let url = if answer.ok { answer.url } else { before };
        if crate::net::address(&url) != ahead
            && let Ok(history) = window().history()
        {
            let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
        }
        crate::swap::show(&answer.html, answer.ok, &url, false);
    });
}
