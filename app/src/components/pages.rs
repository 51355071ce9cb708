//! The links between the pages of a long list: the previous, "Page 2 of
//! 5", the next.

use crate::i18n::use_words;
use crate::t;
use leptos::prelude::*;

/// Links from `page` of `pages` to its neighbours, each `href` with
/// `?page=N`, in a navigation landmark named `label`; nothing when there
/// is one page.
#[component]
pub fn Pages(page: usize, pages: usize, href: String, label: String) -> impl IntoView {
    let words = use_words();
    let link = move |to: usize, text: String| {
        view! { <a href=format!("{href}?page={to}")>{text}</a> " " }
    };
    (pages > 1).then(|| {
        view! {
            <nav class="pages" aria-label=label>
                {(page > 1).then(|| link(page - 1, t!(words, "tournament-previous")))}
                {t!(words, "tournament-page", page = page, pages = pages)} " "
                {(page < pages).then(|| link(page + 1, t!(words, "tournament-next")))}
            </nav>
        }
    })
}
