//! The parts every page shares around its own: the site's header (its
//! name, the main links and the language menu) and its footer.

use crate::components::language_menu::LanguageMenu;
use crate::i18n::use_words;
use crate::t;
use leptos::prelude::*;

/// The skip link and the site's header.
#[component]
pub fn SiteHeader() -> impl IntoView {
    let words = use_words();
    let link = move |path: &str| words.href(path);
    view! {
        <a class="skip-link" href="#main">{t!(words, "site-skip")}</a> " "
        <header class="site-header">
            <a class="site-name" href=link("/")>"Kalah"</a> " "
            <nav class="site-nav" aria-label=t!(words, "site-nav")>
                <a href=link("/lobby")>{t!(words, "nav-lobby")}</a> " "
                <a href=link("/tournaments")>{t!(words, "nav-tournaments")}</a> " "
                <a href=link("/rules")>{t!(words, "nav-rules")}</a> " "
                <a href=link("/strategy")>{t!(words, "nav-strategy")}</a> " "
                <a href=link("/games")>{t!(words, "nav-games")}</a> " "
                <a href=link("/achievements")>{t!(words, "nav-achievements")}</a>
            </nav> " "
            <LanguageMenu />
        </header>
    }
}

/// The site's footer: every page, and what the site is.
#[component]
pub fn SiteFooter() -> impl IntoView {
    let words = use_words();
    let link = move |path: &str| words.href(path);
    view! {
        <footer class="site-footer">
            <nav aria-label=t!(words, "site-more")>
                <a href=link("/lobby")>{t!(words, "nav-lobby")}</a> " "
                <a href=link("/tournaments")>{t!(words, "nav-tournaments")}</a> " "
                <a href=link("/watch")>{t!(words, "nav-watch")}</a> " "
                <a href=link("/leaderboard")>{t!(words, "nav-leaderboard")}</a> " "
                <a href=link("/rules")>{t!(words, "nav-rules")}</a> " "
                <a href=link("/strategy")>{t!(words, "nav-strategy")}</a> " "
                <a href=link("/analysis")>{t!(words, "nav-analysis")}</a> " "
                <a href=link("/puzzles")>{t!(words, "nav-puzzles")}</a> " "
                <a href=link("/history")>{t!(words, "nav-history")}</a> " "
                <a href=link("/faq")>{t!(words, "nav-faq")}</a> " "
                <a href=link("/variants")>{t!(words, "nav-variants")}</a> " "
                <a href=link("/games")>{t!(words, "nav-games")}</a> " "
                <a href=link("/achievements")>{t!(words, "nav-achievements")}</a> " "
                <a href=link("/device")>{t!(words, "nav-device")}</a>
            </nav>
            <p>{t!(words, "site-footer")}</p>
        </footer>
    }
}
