//! The page's forms, sent in place: each is posted as the browser would
//! post it, and the page its answer leads to is laid over this one. A move
//! or an undo is one `POST`, whose answer is the page as it now is.

use crate::dom::{document, on, query, window};
use crate::page;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{HtmlFormElement, Response, SubmitEvent};

/// Sends the page's forms to the server's actions (`/api/`) in place.
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
        let in_page = form.closest("main").ok().flatten().is_some();
        let action = form.get_attribute("action").unwrap_or_default();
        if !in_page || form.method() != "post" || !action.starts_with("/api/") {
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
    // Names this page: the answer is the page the form leads to, if it is
    // this one, and the game's time is this page's to report (`clock`).
    let here = window().location().pathname().unwrap_or_default();
    let _ = headers.set(app::wire::SCRIPT_PAGE, &here);
    init.set_headers(&headers);
    crate::live::posting();
    match fetch(&action, &init).await {
        Some(answer) => {
            show_answer(answer);
            crate::live::posted();
        }
        // No answer (the network failed): the page is loaded again, which
        // shows the game as it now is once the server can be reached.
        None => {
            let _ = window().location().reload();
        }
    }
}

/// An answer to a form: the page it names (`app::wire::ANSWERED_PAGE`),
/// and its HTML.
pub(crate) struct Answer {
    page: Option<String>,
    pub(crate) html: String,
}

/// What `url` answers `init` with.
pub(crate) async fn fetch(url: &str, init: &web_sys::RequestInit) -> Option<Answer> {
    let answer: Response = JsFuture::from(window().fetch_with_str_and_init(url, init))
        .await
        .ok()?
        .dyn_into()
        .ok()?;
    let page = answer
        .headers()
        .get(app::wire::ANSWERED_PAGE)
        .ok()
        .flatten();
    let html = JsFuture::from(answer.text().ok()?)
        .await
        .ok()?
        .as_string()?;
    Some(Answer { page, html })
}

/// Shows what a form was answered with: this page's new drawing laid
/// over it, another page loaded, and a refusal made before the page was
/// reached (a forged or oversized form) in place of the page.
fn show_answer(answer: Answer) {
    let here = window().location().pathname().unwrap_or_default();
    let next = parse(&answer.html);
    let Some(next) = next else {
        let _ = window().location().reload();
        return;
    };
    let Some(page) = answer.page else {
        refused(&next);
        return;
    };
    if page.split('?').next() == Some(here.as_str()) {
        crate::lay_over::page(next);
    } else {
        let _ = window().location().assign(&page);
    }
}

/// Shows a page that is not this one in its place.
fn refused(next: &web_sys::Document) {
    // A play-out under way would draw the game over it.
    page::with(|page| page.generation = page::new_generation());
    let (Some(main), Some(answer)) = (query("main"), next.query_selector("main").ok().flatten())
    else {
        return;
    };
    main.set_inner_html(&answer.inner_html());
    document().set_title(&next.title());
}

/// `html` read as a document, its scripts not run.
pub(crate) fn parse(html: &str) -> Option<web_sys::Document> {
    web_sys::DomParser::new()
        .ok()?
        .parse_from_string(html, web_sys::SupportedType::TextHtml)
        .ok()
}
