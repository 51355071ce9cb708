//! `/faq`: the questions players ask, answered briefly.

use crate::i18n::use_words;
use crate::t;
use leptos::prelude::*;
use leptos_meta::{Meta, Title};

/// `/faq`.
#[component]
pub fn FaqPage() -> impl IntoView {
    let words = use_words();
    view! {
        <Title text=t!(words, "faq-title") />
        <Meta name="description" content=t!(words, "faq-description") />
        <h1>{t!(words, "faq-heading")}</h1>

        <h2>{t!(words, "faq-mancala-question")}</h2>
        <p>
            {t!(words, "faq-mancala-before")} " "
            <a href=words.href("/variants")>{t!(words, "faq-mancala-link")}</a>
            {t!(words, "faq-mancala-after")}
        </p>

        <h2>{t!(words, "faq-store-question")}</h2>
        <p>
            {t!(words, "faq-store-answer")} " "
            <a href=words.href("/rules")>{t!(words, "faq-store-link")}</a>
        </p>

        <h2>{t!(words, "faq-capture-question")}</h2>
        <p>{t!(words, "faq-capture-answer")}</p>

        <h2>{t!(words, "faq-end-question")}</h2>
        <p>{t!(words, "faq-end-answer")}</p>

        <h2>{t!(words, "faq-perfect-question")}</h2>
        <p>
            {t!(words, "faq-perfect-answer")} " "
            <a href=words.href("/history")>{t!(words, "faq-perfect-link")}</a>
        </p>

        <h2>{t!(words, "faq-friend-question")}</h2>
        <p>{t!(words, "faq-friend-answer")}</p>

        <h2>{t!(words, "faq-device-question")}</h2>
        <p>
            {t!(words, "faq-device-before")} " "
            <a href=words.href("/device")>{t!(words, "faq-device-link")}</a>
            " " {t!(words, "faq-device-after")}
        </p>

        <h2>{t!(words, "faq-account-question")}</h2>
        <p>{t!(words, "faq-account-answer")}</p>

        <h2>{t!(words, "faq-better-question")}</h2>
        <p>
            {t!(words, "faq-better-before")} " "
            <a href=words.href("/strategy")>{t!(words, "faq-better-link")}</a>
            {t!(words, "faq-better-after")}
        </p>
    }
}
