//! `/history`: where Kalah comes from, with numbered sources.

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
            <a href=format!("#source-{n}") aria-label=t!(words, "kalah-history-source-label", number = n)>
                {format!("[{n}]")}
            </a>
        </sup>
    }
}

/// `/history`.
#[component]
pub fn HistoryOfKalahPage() -> impl IntoView {
    let words = use_words();
    view! {
        <Title text=t!(words, "kalah-history-title") />
        <Meta name="description" content=t!(words, "kalah-history-description") />
        <h1>{t!(words, "kalah-history-heading")}</h1>

        <h2>{t!(words, "kalah-history-family-heading")}</h2>
        <p>{t!(words, "kalah-history-family")} <Source n=2 /><Source n=3 /></p>
        <p><a href=words.href("/oware/rules")>{t!(words, "oware-family-link")}</a></p>

        <h2>{t!(words, "kalah-history-spread-heading")}</h2>
        <p>{t!(words, "kalah-history-spread")} <Source n=2 /></p>

        <h2>{t!(words, "kalah-history-name-heading")}</h2>
        <p>{t!(words, "kalah-history-name")} <Source n=1 /><Source n=3 /></p>

        <h2>{t!(words, "kalah-history-archaeology-heading")}</h2>
        <p>{t!(words, "kalah-history-archaeology")} <Source n=1 /><Source n=3 /></p>

        <h2>{t!(words, "kalah-history-modern-heading")}</h2>
        <p>{t!(words, "kalah-history-modern")} <Source n=3 /><Source n=4 /><Source n=6 /></p>
        <p>{t!(words, "kalah-history-patent")} <Source n=5 /></p>

        <h2>{t!(words, "kalah-history-computers-heading")}</h2>
        <p>{t!(words, "kalah-history-computers")} <Source n=4 /></p>
        <p>{t!(words, "kalah-history-solved")}</p>

        <h2>{t!(words, "kalah-history-sources-heading")}</h2>
        <ol class="sources">
            <li id="source-1">{t!(words, "kalah-history-source-1")}</li>
            <li id="source-2">{t!(words, "kalah-history-source-2")}</li>
            <li id="source-3">{t!(words, "kalah-history-source-3")}</li>
            <li id="source-4">{t!(words, "kalah-history-source-4")}</li>
            <li id="source-5">{t!(words, "kalah-history-source-5")}</li>
            <li id="source-6">{t!(words, "kalah-history-source-6")}</li>
        </ol>
    }
}
