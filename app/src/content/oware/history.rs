//! `/oware/history`: where Oware is played and how it came to be solved,
//! with numbered sources.

use crate::i18n::use_words;
use crate::t;
use leptos::prelude::*;
use leptos_meta::{Meta, Title};

/// A reference mark to source `n`.
#[component]
fn Source(n: u8) -> impl IntoView {
    let words = use_words();
    view! {
        <sup>
            <a href=format!("#source-{n}") aria-label=t!(words, "oware-history-source-label", number = n)>
                {format!("[{n}]")}
            </a>
        </sup>
    }
}

/// `/oware/history`.
#[component]
pub fn OwareHistoryPage() -> impl IntoView {
    let words = use_words();
    view! {
        <Title text=t!(words, "oware-history-title") />
        <Meta name="description" content=t!(words, "oware-history-description") />
        <h1>{t!(words, "oware-history-title")}</h1>
        <p class="lead">{t!(words, "oware-history-lead")}</p>

        <h2>{t!(words, "oware-history-names-heading")}</h2>
        <p>{t!(words, "oware-history-names")} <Source n=1 /></p>

        <h2>{t!(words, "oware-history-west-africa-heading")}</h2>
        <p>{t!(words, "oware-history-west-africa")} <Source n=1 /><Source n=2 /></p>

        <h2>{t!(words, "oware-history-caribbean-heading")}</h2>
        <p>{t!(words, "oware-history-caribbean")} <Source n=1 /></p>

        <h2>{t!(words, "oware-history-play-today-heading")}</h2>
        <p>{t!(words, "oware-history-play-today")} <Source n=3 /></p>

        <h2>{t!(words, "oware-history-solved-heading")}</h2>
        <p>{t!(words, "oware-history-solved")} <Source n=4 /></p>

        <h2>{t!(words, "oware-history-sources-heading")}</h2>
        <ol class="sources">
            <li id="source-1">{t!(words, "oware-history-source-1")}</li>
            <li id="source-2">{t!(words, "oware-history-source-2")}</li>
            <li id="source-3">{t!(words, "oware-history-source-3")}</li>
            <li id="source-4">{t!(words, "oware-history-source-4")}</li>
        </ol>
        <p>
            <a href=words.href("/oware/rules")>{t!(words, "oware-history-rules-link")}</a>
            " · "
            <a href=words.href("/history")>{t!(words, "oware-history-kalah-link")}</a>
        </p>
    }
}
