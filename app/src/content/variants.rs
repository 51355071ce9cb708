//! `/variants`: the Mancala family, and which variants can be played here.

use crate::i18n::use_words;
use crate::t;
use leptos::prelude::*;
use leptos_meta::{Meta, Title};

/// `/variants`.
#[component]
pub fn VariantsPage() -> impl IntoView {
    let words = use_words();
    view! {
        <Title text=t!(words, "variants-title") />
        <Meta name="description" content=t!(words, "variants-description") />
        <h1>{t!(words, "variants-heading")}</h1>

        <h2>{t!(words, "variants-oware-heading")}</h2>
        <p>{t!(words, "variants-oware-text")}</p>

        <h2>{t!(words, "variants-bao-heading")}</h2>
        <p>{t!(words, "variants-bao-text")}</p>

        <h2>{t!(words, "variants-kalah-heading")}</h2>
        <p>
            {t!(words, "variants-kalah-text")} " "
            <a href=words.href("/rules")>{t!(words, "variants-kalah-link")}</a>
        </p>

        <h2>{t!(words, "variants-three-heading")}</h2>
        <p>{t!(words, "variants-three-text")}</p>

        <h2>{t!(words, "variants-here-heading")}</h2>
        <ul>
            <li>{t!(words, "variants-here-stones")}</li>
            <li>{t!(words, "variants-here-empty-capture")}</li>
        </ul>
        <p>
            {t!(words, "variants-choose-before")} " "
            <a href=words.href("/")>{t!(words, "variants-choose-link")}</a>
            " " {t!(words, "variants-choose-after")}
        </p>
        <p>{crate::proof::expert_scope_text(&words)}</p>
    }
}
