//! The short page a refused request gets when no page of the site can
//! answer it (a form from another website, too many new games, a language
//! form that cannot be read, a failure): the site's document
//! (`app::refusal_document`) in the request's language, saying what
//! happened and the way back.

use app::i18n::Words;
use axum::http::StatusCode;
use axum::response::{Html, IntoResponse, Response};

/// A complete, small page for a refused request, in the request's
/// language and the site's own document: what happened and the way back.
pub fn refusal_page(status: StatusCode, words: Words, title: &str, message: &str) -> Response {
    let page = app::refusal_document(crate::headers::bundle_name(), words, title, message);
    (status, Html(page)).into_response()
}
