//! The page's requests: a page fetched, a form posted, and what came back.

use crate::dom::window;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{Document, Headers, RequestInit, Response};

/// What the server answered.
pub(crate) struct Answer {
    /// Whether the status was a success.
    pub(crate) ok: bool,
    /// Where the answer came from, after the redirects the browser followed.
    pub(crate) url: String,
    /// The page a form led to, when the server named it
    /// (`app::wire::ANSWERED_PAGE`) rather than sent the browser on.
    pub(crate) page: Option<String>,
    pub(crate) html: String,
}

/// Why no answer could be read.
pub(crate) enum Failure {
    /// Nothing came back: the server could not be reached.
    Unreachable,
    /// An answer came and broke off: the server acted.
    BrokeOff { ok: bool, url: String },
}

/// Asks for the page at `url`, as a browser without scripts asks.
pub(crate) async fn get(url: &str) -> Result<Answer, Failure> {
    let init = RequestInit::new();
    init.set_headers(&headers());
    send(url, &init).await
}

/// Posts the form `body` to `action`. Named by `page`, the server answers
/// with that page itself when the form leads back to it
/// (`server::games::script_answers`); `keepalive` lets the request
/// outlive the page.
pub(crate) async fn post(
    action: &str,
    body: &str,
    page: Option<&str>,
    keepalive: bool,
) -> Result<Answer, Failure> {
    let init = RequestInit::new();
    init.set_method("POST");
    init.set_body(&body.into());
    if keepalive {
        // Not in web-sys's `RequestInit`: set as the property it is.
        let _ = web_sys::js_sys::Reflect::set(&init, &"keepalive".into(), &true.into());
    }
    let headers = headers();
    let _ = headers.set("content-type", "application/x-www-form-urlencoded");
    if let Some(page) = page {
        let _ = headers.set(app::wire::SCRIPT_PAGE, page);
    }
    init.set_headers(&headers);
    send(action, &init).await
}

/// Asked as a browser without scripts asks: the answer is a page.
fn headers() -> Headers {
    let headers = Headers::new().expect("headers");
    let _ = headers.set("accept", "text/html");
    headers
}

async fn send(url: &str, init: &RequestInit) -> Result<Answer, Failure> {
    let answer: Response = JsFuture::from(window().fetch_with_str_and_init(url, init))
        .await
        .ok()
        .and_then(|answer| answer.dyn_into().ok())
        .ok_or(Failure::Unreachable)?;
    let (ok, url) = (answer.ok(), answer.url());
    let page = answer
        .headers()
        .get(app::wire::ANSWERED_PAGE)
        .ok()
        .flatten();
    let text = match answer.text() {
        Ok(text) => JsFuture::from(text).await.ok(),
        Err(_) => None,
    };
    match text.and_then(|text| text.as_string()) {
        Some(html) => Ok(Answer {
            ok,
            url,
            page,
            html,
        }),
        None => Err(Failure::BrokeOff { ok, url }),
    }
}

/// `html` read as a document, its scripts not run.
pub(crate) fn parse(html: &str) -> Option<Document> {
    web_sys::DomParser::new()
        .ok()?
        .parse_from_string(html, web_sys::SupportedType::TextHtml)
        .ok()
}

/// The address `url` names on this site, without its fragment.
pub(crate) fn address(url: &str) -> String {
    web_sys::Url::new(url).map_or_else(|_| String::new(), |url| url.pathname() + &url.search())
}
