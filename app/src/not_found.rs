//! The page for a path that leads nowhere.

use crate::i18n::use_words;
use crate::t;
use leptos::prelude::*;
use leptos_meta::Title;

/// "Page not found", answered with status 404.
#[component]
pub fn NotFound() -> impl IntoView {
    let words = use_words();
    #[cfg(feature = "ssr")]
    if let Some(response) = use_context::<leptos_axum::ResponseOptions>() {
        response.set_status(http::StatusCode::NOT_FOUND);
    }
    view! {
        <Title text=t!(words, "not-found-title") />
        <h1>{t!(words, "not-found-title")}</h1>
        <p>{t!(words, "not-found-text")}</p>
        <p><a href=words.href("/")>{t!(words, "not-found-link")}</a></p>
    }
}
