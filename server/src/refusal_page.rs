//! The short page a refused request gets when no page of the site can
//! answer it (a form from another website, too many new games, a language
//! form that cannot be read, a failure): complete HTML in the request's
//! language, saying what happened and the way back.

use app::i18n::Words;
use axum::http::StatusCode;
use axum::response::{Html, IntoResponse, Response};

/// A complete, small page for a refused request, in the request's
/// language: what happened and the way back.
pub fn refusal_page(status: StatusCode, words: Words, title: &str, message: &str) -> Response {
    let stylesheet = crate::headers::stylesheet();
    let (lang, home) = (words.lang().tag(), words.lang().prefix("/"));
    let (title, message) = (escape(title), escape(message));
    let back = escape(&app::t!(words, "back-to-kalah"));
    let page = format!(
        "<!DOCTYPE html>\n<html lang=\"{lang}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{title} · Kalah</title><link rel=\"stylesheet\" href=\"{stylesheet}\"></head>\
         <body><main id=\"main\"><h1>{title}</h1><p role=\"alert\">{message}</p>\
         <p><a href=\"{home}\">{back}</a></p></main></body></html>\n"
    );
    (status, Html(page)).into_response()
}

/// Text made safe to write into HTML: a refusal may quote what was sent.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}
