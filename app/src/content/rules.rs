//! `/rules`: the rules for a first game, with diagrams.

use crate::components::diagram::Diagram;
use crate::i18n::use_words;
use crate::t;
use engine::Player;
use leptos::prelude::*;
use leptos_meta::{Meta, Title};

/// `/rules`.
#[component]
pub fn RulesPage() -> impl IntoView {
    let words = use_words();
    view! {
        <Title text=t!(words, "rules-title") />
        <Meta name="description" content=t!(words, "rules-description") />
        <h1>{t!(words, "rules-title")}</h1>
        <p class="lead">{t!(words, "rules-lead")}</p>

        <h2>{t!(words, "rules-board-heading")}</h2>
        <p>{t!(words, "rules-board-text")}</p>
        <Diagram position="4,4,4,4,4,4,0,4,4,4,4,4,4,0,1" caption=t!(words, "rules-board-caption") />

        <h2>{t!(words, "rules-sowing-heading")}</h2>
        <p>{t!(words, "rules-sowing-text")}</p>
        <Diagram position="4,4,4,4,4,0,1,5,5,5,4,4,4,0,2" marked=Some((Player::One, 6)) caption=t!(words, "rules-sowing-caption") />

        <h2>{t!(words, "rules-extra-heading")}</h2>
        <p>{t!(words, "rules-extra-text")}</p>
        <Diagram position="4,4,0,5,5,5,1,4,4,4,4,4,4,0,1" marked=Some((Player::One, 3)) caption=t!(words, "rules-extra-caption") />

        <h2>{t!(words, "rules-lap-heading")}</h2>
        <p>{t!(words, "rules-lap-text")}</p>
        <Diagram position="1,1,0,3,1,1,17,4,3,2,0,7,1,7,2" marked=Some((Player::One, 3)) caption=t!(words, "rules-lap-caption") />

        <h2>{t!(words, "rules-capture-heading")}</h2>
        <p>{t!(words, "rules-capture-text")}</p>
        <Diagram position="0,0,3,2,0,0,17,3,2,1,4,0,0,16,2" marked=Some((Player::One, 1)) caption=t!(words, "rules-capture-caption") />

        <h2>{t!(words, "rules-no-capture-heading")}</h2>
        <p>{t!(words, "rules-no-capture-text")}</p>
        <Diagram position="0,1,3,2,0,0,10,3,2,1,4,0,6,16,2" marked=Some((Player::One, 1)) caption=t!(words, "rules-no-capture-caption") />

        <h2>{t!(words, "rules-end-heading")}</h2>
        <p>{t!(words, "rules-end-text")}</p>
        <Diagram position="0,0,0,0,0,0,21,0,0,0,0,0,0,27" caption=t!(words, "rules-end-caption") />

        <h2>{t!(words, "rules-house-heading")}</h2>
        <p>
            {t!(words, "rules-house-before")} " "
            <a href=words.href("/variants")>{t!(words, "rules-house-link")}</a>
            {t!(words, "rules-house-after")}
        </p>
        <ul>
            <li>{t!(words, "rules-house-until-stuck")}</li>
            <li>{t!(words, "rules-house-pass")}</li>
            <li>{t!(words, "rules-house-empty-capture")}</li>
            <li>{t!(words, "rules-house-pie")}</li>
        </ul>
        <p>
            <a href=words.href("/")>{t!(words, "rules-start-link")}</a>
            " · "
            <a href=words.href("/strategy")>{t!(words, "rules-strategy-link")}</a>
        </p>
    }
}
