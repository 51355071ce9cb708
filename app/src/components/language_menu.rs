//! The language menu on every page, a plain form, and the page's
//! addresses in the other languages for search engines.

use crate::i18n::{Lang, use_words};
use crate::t;
use leptos::prelude::*;
use leptos_meta::Link;

/// The address of this page without its language prefix, query included.
fn this_page() -> String {
    #[cfg(feature = "ssr")]
    if let Some(parts) = use_context::<http::request::Parts>() {
        return parts
            .uri
            .path_and_query()
            .map_or_else(|| "/".to_string(), |path| path.as_str().to_string());
    }
    "/".to_string()
}

/// A form that changes the language: the choice is kept in the session,
/// and the page comes back in it.
#[component]
pub fn LanguageMenu() -> impl IntoView {
    let words = use_words();
    let current = words.lang();
    view! {
        <form class="language-menu" method="post" action="/language">
            <label for="language">{t!(words, "language-label")}</label> " "
            <select id="language" name="lang">
                {Lang::ALL
                    .into_iter()
                    .map(|lang| {
                        view! {
                            <option value=lang.segment() lang=lang.tag() selected=lang == current>
                                {lang.native_name()}
                            </option>
                        }
                    })
                    .collect_view()}
            </select> " "
            <input type="hidden" name="back" value=this_page() />
            <button type="submit">{t!(words, "language-change")}</button>
        </form>
    }
}

/// `<link rel="alternate" hreflang>` for this page in every language, and
/// the unprefixed address, which follows the visitor's language, as the
/// default.
#[component]
pub fn Alternates() -> impl IntoView {
    let page = this_page();
    let path = page.split('?').next().unwrap_or("/").to_string();
    #[cfg(feature = "ssr")]
    let absolute = |path: &str| crate::room::api::site_link(path);
    #[cfg(not(feature = "ssr"))]
    let absolute = |path: &str| path.to_string();
    view! {
        {Lang::ALL
            .into_iter()
            .map(|lang| view! { <Link rel="alternate" hreflang=lang.tag() href=absolute(&lang.prefix(&path)) /> })
            .collect_view()}
        <Link rel="alternate" hreflang="x-default" href=absolute(&path) />
    }
}
