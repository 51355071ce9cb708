//! Which language a request is answered in, and the language menu's form.
//!
//! An address may start with a language (`/de/rules`): the prefix is taken
//! off before the routes see the address, and the page is in that language,
//! its links keeping the prefix. An address without one is in the language
//! the visitor chose in the menu (kept in the session), else the browser's
//! (`Accept-Language`), else English. A prefix the site does not speak
//! (`/xx/rules`) leads nowhere: 404, in the browser's language.

use crate::refusal_page::refusal_page;
use app::i18n::{LANG_KEY, Lang, Prefixed, Words};
use axum::Form;
use axum::extract::{FromRequest, Request};
use axum::http::{HeaderValue, Method, StatusCode, Uri, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;
use tower_sessions::Session;

/// Before routing: takes a language prefix off the address and notes the
/// language the request is answered in, as far as it is known without the
/// session. A form posted from a page with a prefix is answered in that
/// page's language, and its redirect keeps the prefix: a visitor who came
/// by a `/de/` link plays on in German with no choice stored anywhere.
pub async fn take_prefix(mut request: Request, next: Next) -> Response {
    let path = request.uri().path().to_string();
    // Forms, and the page script's own requests, are in the page's language.
    let from_page = (request.method() == Method::POST || path.starts_with("/api/"))
        .then(|| referring_language(&request))
        .flatten();
    let lang = match (Lang::split_prefix(&path), from_page) {
        (Some((lang, rest)), _) => {
            let rest = match request.uri().query() {
                Some(query) => format!("{rest}?{query}"),
                None => rest.to_string(),
            };
            if let Ok(uri) = rest.parse::<Uri>() {
                *request.uri_mut() = uri;
            }
            match lang {
                Some(lang) => {
                    request.extensions_mut().insert(Prefixed(lang));
                    lang
                }
                None => {
                    let words = Words::Site(browser_language(&request));
                    return refusal_page(
                        StatusCode::NOT_FOUND,
                        words,
                        &app::t!(words, "not-found-title"),
                        &app::t!(words, "not-found-text"),
                    );
                }
            }
        }
        (None, Some(lang)) => {
            request.extensions_mut().insert(Prefixed(lang));
            lang
        }
        (None, None) => browser_language(&request),
    };
    request.extensions_mut().insert(lang);
    let mut response = next.run(request).await;
    if let Some(lang) = from_page
        && response.status().is_redirection()
        && let Some(location) = response
            .headers()
            .get(header::LOCATION)
            .and_then(|value| value.to_str().ok())
        && location.starts_with('/')
        && !location.starts_with("//")
        && Lang::split_prefix(location).is_none()
        && let Ok(value) = HeaderValue::from_str(&lang.prefix(location))
    {
        response.headers_mut().insert(header::LOCATION, value);
    }
    response
}

/// The language prefix of the page a form was sent from: its `Referer`,
/// or the page the game page's script names (`app::wire::SCRIPT_PAGE`),
/// which a browser sending no `Referer` still sends.
fn referring_language(request: &Request) -> Option<Lang> {
    let headers = request.headers();
    let path = match headers
        .get(header::REFERER)
        .and_then(|value| value.to_str().ok())
    {
        Some(referer) => {
            let after_scheme = referer.split_once("://").map_or(referer, |(_, rest)| rest);
            &after_scheme[after_scheme.find('/')?..]
        }
        None => headers.get(app::wire::SCRIPT_PAGE)?.to_str().ok()?,
    };
    Lang::split_prefix(path)?.0
}

fn browser_language(request: &Request) -> Lang {
    request
        .headers()
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|value| value.to_str().ok())
        .map_or(Lang::En, Lang::from_accept_language)
}

/// Inside the session: an address without a prefix is in the language the
/// visitor chose, if they chose one. Every answer says its language.
pub async fn choose(session: Session, mut request: Request, next: Next) -> Response {
    let prefixed = request.extensions().get::<Prefixed>().is_some();
    if !prefixed && let Ok(Some(chosen)) = session.get::<Lang>(LANG_KEY).await {
        request.extensions_mut().insert(chosen);
    }
    let lang = words_of(&request).lang();
    let mut response = next.run(request).await;
    if let Ok(value) = HeaderValue::from_str(lang.tag()) {
        response
            .headers_mut()
            .insert(header::CONTENT_LANGUAGE, value);
    }
    response
}

/// The words a request is answered in.
pub fn words_of(request: &Request) -> Words {
    Words::Site(
        request
            .extensions()
            .get::<Lang>()
            .copied()
            .unwrap_or_default(),
    )
}

/// The language menu's form.
#[derive(Deserialize)]
pub struct LanguageForm {
    lang: String,
    back: Option<String>,
}

/// `POST /language`: keeps the chosen language in the session and goes
/// back to the page, at its address in that language. A language the
/// site does not offer changes nothing and says so.
pub async fn change(session: Session, request: Request) -> Response {
    let words = words_of(&request);
    let Ok(Form(form)) = Form::<LanguageForm>::from_request(request, &()).await else {
        return unknown(words, "");
    };
    let Ok(lang) = form.lang.parse::<Lang>() else {
        return unknown(words, &form.lang);
    };
    if session.insert(LANG_KEY, lang).await.is_err() {
        return refusal_page(
            StatusCode::SERVICE_UNAVAILABLE,
            words,
            &app::t!(words, "unavailable-title"),
            &app::t!(words, "unavailable-message"),
        );
    }
    let back = form
        .back
        .filter(|back| back.starts_with('/') && !back.starts_with("//") && !back.contains('\\'))
        .unwrap_or_else(|| "/".to_string());
    Redirect::to(&lang.prefix(&back)).into_response()
}

fn unknown(words: Words, given: &str) -> Response {
    let given: String = given.chars().take(40).collect();
    refusal_page(
        StatusCode::BAD_REQUEST,
        words,
        &app::t!(words, "language-unknown-title"),
        &app::t!(words, "language-unknown", given = given),
    )
}
