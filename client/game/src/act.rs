//! The game's forms, sent in place: each is posted as the browser would
//! post it, and the page its answer leads to is laid over this one. A move
//! or an undo is one `POST`, whose answer is the game page as it now is.

use crate::dom::{document, on, window};
use crate::page::{self, Page};
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{HtmlFormElement, Response, SubmitEvent};

/// Sends the game's forms in place.
pub(crate) fn listen() {
    on(&document().into(), "submit", |event: SubmitEvent| {
        if event.default_prevented() {
            return;
        }
        let Some(form) = event
            .target()
            .and_then(|target| target.dyn_into::<HtmlFormElement>().ok())
        else {
            return;
        };
        let in_game = form.closest("#game").ok().flatten().is_some();
        let action = form.get_attribute("action").unwrap_or_default();
        if !in_game || form.method() != "post" || !action.starts_with("/api/") {
            return;
        }
        let Ok(fields) = web_sys::FormData::new_with_form(&form) else {
            return;
        };
        if let Some(button) = event.submitter() {
            let name = button.get_attribute("name").unwrap_or_default();
            if !name.is_empty() {
                let _ = fields
                    .append_with_str(&name, &button.get_attribute("value").unwrap_or_default());
            }
        }
        let Ok(body) = web_sys::UrlSearchParams::new_with_str_sequence_sequence(&fields) else {
            return;
        };
        event.prevent_default();
        wasm_bindgen_futures::spawn_local(send(action, body.to_string().into()));
    });
}

/// Posts `body` to `action` and shows the page the answer leads to.
async fn send(action: String, body: String) {
    let init = web_sys::RequestInit::new();
    init.set_method("POST");
    init.set_body(&body.into());
    let headers = web_sys::Headers::new().expect("headers");
    let _ = headers.set("content-type", "application/x-www-form-urlencoded");
    // Asked as a browser without scripts asks: the answer is the page.
    let _ = headers.set("accept", "text/html");
    // This page reports the game's time itself (`clock`).
    let _ = headers.set("kalah-clock", "page");
    init.set_headers(&headers);
    let answer = match fetch(&action, &init).await {
        Some(answer) => answer,
        // No answer at all (the network): the form is posted the old way.
        None => {
            let _ = window().location().reload();
            return;
        }
    };
    show_answer(answer.0, &answer.1);
}

async fn fetch(action: &str, init: &web_sys::RequestInit) -> Option<(String, String)> {
    let answer: Response = JsFuture::from(window().fetch_with_str_and_init(action, init))
        .await
        .ok()?
        .dyn_into()
        .ok()?;
    let text = JsFuture::from(answer.text().ok()?)
        .await
        .ok()?
        .as_string()?;
    Some((answer.url(), text))
}

/// Shows the page at `url` whose HTML is `html`: laid over this one when
/// it is this game's page, loaded by the browser otherwise.
pub(crate) fn show_answer(url: String, html: &str) {
    let here = window().location().pathname().unwrap_or_default();
    let there = web_sys::Url::new(&url)
        .map(|url| url.pathname())
        .unwrap_or_default();
    let Some(next) = parse(html) else {
        let _ = window().location().assign(&url);
        return;
    };
    let fresh = Page::read(&next).filter(|fresh| {
        there == here && page::with(|page| page.game.id == fresh.game.id).unwrap_or(false)
    });
    match fresh {
        Some(fresh) => crate::play_out::show(next, fresh),
        None => {
            let _ = window().location().assign(&url);
        }
    }
}

fn parse(html: &str) -> Option<web_sys::Document> {
    web_sys::DomParser::new()
        .ok()?
        .parse_from_string(html, web_sys::SupportedType::TextHtml)
        .ok()
}
