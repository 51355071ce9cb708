//! The page's forms, sent in place: each as the browser would send it, and
//! the page its answer leads to laid over this one. The forms sent are the
//! server's actions (`/api/`) and every form of a part marked `data-swap`.
//! A move or an undo is one `POST`, whose answer is the page as it now is.
//! While a form is on its way a second press sends nothing; when the
//! server cannot be reached the browser posts the form itself.

use crate::dom::{document, on, window};
use crate::forms::{fields, post_plainly};
use crate::net::{Answer, Failure, post};
use crate::swap;
use std::cell::Cell;
use wasm_bindgen::JsCast;
use web_sys::{HtmlElement, HtmlFormElement, SubmitEvent, Url};

thread_local! {
    /// Whether a form is on its way.
    static POSTING: Cell<bool> = const { Cell::new(false) };
}

/// Sends the page's forms in place.
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
        let Some(action) = action_of(&form) else {
            return;
        };
        let swapped = form.closest("[data-swap]").ok().flatten();
        // Read as attributes: a field named `method` or `action` (the
        // lobby's forms have one) would stand in for the properties.
        let method = form
            .get_attribute("method")
            .unwrap_or_default()
            .to_ascii_lowercase();
        let in_page = form.closest("main").ok().flatten().is_some();
        let ours =
            swapped.is_some() || (method == "post" && action.pathname().starts_with("/api/"));
        if !in_page || !ours {
            return;
        }
        event.prevent_default();
        // A second press while a form is on its way would be a second move.
        if POSTING.with(Cell::get) {
            return;
        }
        let submitter = event.submitter();
        let Some(body) = fields(&form, submitter.as_ref()) else {
            return;
        };
        let prepared = swapped.zip(submitter.as_ref()).and_then(|(part, button)| {
            let value = button.get_attribute("value");
            crate::dom::query_all(&part, "template[data-after]")
                .into_iter()
                .find(|template| template.get_attribute("data-after") == value)
        });
        if let Some(template) = prepared {
            crate::prepared::show_ahead(form, submitter, body, template);
        } else if method == "post" {
            POSTING.with(|posting| posting.set(true));
            let _ = form.set_attribute("aria-busy", "true");
            wasm_bindgen_futures::spawn_local(send(form, submitter, action.href(), body));
        } else {
            action.set_search(&body);
            swap::load(action.href(), true);
        }
    });
}

/// Where `form` goes, read as an attribute (see above).
fn action_of(form: &HtmlFormElement) -> Option<Url> {
    let here = window().location().href().ok()?;
    Url::new_with_base(&form.get_attribute("action").unwrap_or_default(), &here).ok()
}

/// Posts `body` to `action` and shows the page the answer leads to.
async fn send(form: HtmlFormElement, submitter: Option<HtmlElement>, action: String, body: String) {
    // Names this page: the answer is the page the form leads to, if it is
    // this one, and the game's time is this page's to report (`clock`).
    let here = window().location().pathname().unwrap_or_default();
    crate::live::posting();
    let answer = post(&action, &body, Some(&here), false).await;
    if let Err(Failure::Unreachable) = answer {
        // The browser posts it now and leaves the page: no press may follow.
        return post_plainly(&form, submitter.as_ref());
    }
    POSTING.with(|posting| posting.set(false));
    let _ = form.remove_attribute("aria-busy");
    match answer {
        Ok(answer) => show_answer(answer),
        // The server acted: show where it led rather than send it again.
        Err(Failure::BrokeOff { ok, url }) if ok => {
            let _ = window().location().assign(&url);
        }
        Err(_) => {
            let _ = window().location().reload();
        }
    }
    crate::live::posted();
}

/// Shows what a form was answered with: this page drawn again (its game's
/// moves played out), another page (loaded in place, or by the browser
/// when this page plays a game), and a refusal made before any page was
/// reached (a forged or oversized form) in place of this page.
fn show_answer(answer: Answer) {
    let Some(page) = answer.page else {
        // Not named by the server: a refusal, or the page the browser was
        // sent on to.
        let push = answer.ok && crate::net::address(&answer.url) != swap::here();
        return swap::show(&answer.html, answer.ok, &answer.url, push);
    };
    let here = window().location().pathname().unwrap_or_default();
    let playing = crate::page::playing();
    if page.split('?').next() != Some(here.as_str()) {
        if playing {
            let _ = window().location().assign(&page);
        } else {
            swap::load(page, true);
        }
        return;
    }
    let Some(next) = crate::net::parse(&answer.html) else {
        let _ = window().location().reload();
        return;
    };
    // A page with a game keeps its address; another one at a new address
    // (a seek opened, a puzzle's next step) is a step in the history.
    if playing || crate::page::carries_a_game(&next) || page == swap::here() {
        crate::lay_over::page(next);
    } else {
        swap::swap_in(next, &page, true);
    }
}
