//! The Kalah web UI: with `ssr` it renders every page on the server and
//! answers the server functions. Every page is plain HTML and its forms
//! are plain forms; the browser's script (`client/game`) lays each new
//! drawing over the page, and links the few parts of this crate that it
//! shares with the server (`browser`): the sounds, the focus rules, the
//! keys and the board's drawing.

// Deep view types. A release build re-instantiates and inlines through
// them and may need a little more than the test build: the test build
// gets less, and fails first.
#![cfg_attr(debug_assertions, recursion_limit = "240")]
#![cfg_attr(not(debug_assertions), recursion_limit = "256")]

pub mod achievements;
pub mod analysis;
pub mod animation;
pub mod clock;
pub mod components;
mod content;
pub mod device;
mod document;
pub mod error;
#[cfg(feature = "browser")]
pub mod focus;
pub mod game;
mod games;
mod home;
pub mod i18n;
pub mod lobby;
mod not_found;
pub mod page_data;
pub mod preferences;
pub mod profile;
pub mod proof;
mod puzzles;
pub mod room;
pub mod routes;
#[cfg(feature = "ssr")]
pub mod service;
pub mod sound;
pub mod tournaments;
mod watch;
pub mod wire;

use components::site::{SiteFooter, SiteHeader};
#[cfg(feature = "ssr")]
pub use document::refusal_document;
#[cfg(feature = "ssr")]
pub use document::saves_data;
pub use document::shell;
use leptos::prelude::*;
use leptos_meta::{Link, Title, provide_meta_context};
use leptos_router::SsrMode;
use leptos_router::components::{Route, Router, Routes};

/// The content security policy: scripts only from this site, inline ones
/// only with this response's `nonce` (Leptos puts it on the scripts it
/// writes), WebAssembly allowed, nothing framing the site. Styles allow
/// inline `style` attributes: the board places every stone with one.
pub fn content_security_policy(nonce: &str) -> String {
    format!(
        "default-src 'self'; script-src 'self' 'nonce-{nonce}' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; \
         img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; \
         form-action 'self'; frame-ancestors 'none'"
    )
}

/// The nonce of a response's inline scripts. The server chooses it for each
/// request and names it in the response's content security policy itself:
/// a header set through Leptos's response options was now and then missing
/// from the answer, and then the browser ran none of the page's scripts.
#[derive(Clone, Debug)]
pub struct ScriptNonce(pub String);

/// What every page's `<title>` reads: the page's own title, then the
/// site's name. `leptos_meta` writes the title into the document as it is,
/// and titles carry names players chose (an arena's, a player's), so the
/// server escapes it here, the one way a title reaches a page.
fn page_title(page: String) -> String {
    let title = format!("{page} · Kalah");
    #[cfg(feature = "ssr")]
    let title = html_escape::encode_text(&title).into_owned();
    title
}

/// The site: its routes and the parts every page shares.
#[component]
pub fn App() -> impl IntoView {
    provide_meta_context();
    view! {
        <Link rel="icon" href="/favicon.svg" type_="image/svg+xml" />
        <Title formatter=page_title />
        <components::language_menu::Alternates />
        <Router>
            <SiteHeader />
            <main id="main">
                <Routes fallback=not_found::NotFound>
                    <Route path=routes::pattern::home() view=home::HomePage ssr=SsrMode::Async />
                    <Route path=routes::pattern::watch() view=watch::WatchPage ssr=SsrMode::Async />
                    <Route path=routes::pattern::player() view=profile::page::ProfilePage ssr=SsrMode::Async />
                    <Route path=routes::pattern::leaderboard() view=profile::page::LeaderboardPage ssr=SsrMode::Async />
                    <Route path=routes::pattern::game() view=game::page::GamePage ssr=SsrMode::Async />
                    <Route path=routes::pattern::room() view=room::page::RoomPage ssr=SsrMode::Async />
                    <Route path=routes::pattern::games() view=games::page::HistoryPage ssr=SsrMode::Async />
                    <Route path=routes::pattern::lobby() view=lobby::page::LobbyPage ssr=SsrMode::Async />
                    <Route path=routes::pattern::rules() view=content::rules::RulesPage />
                    <Route path=routes::pattern::strategy() view=content::strategy::StrategyPage />
                    <Route path=routes::pattern::history() view=content::history::HistoryOfKalahPage />
                    <Route path=routes::pattern::oware_rules() view=content::oware::rules::OwareRulesPage />
                    <Route path=routes::pattern::oware_strategy() view=content::oware::strategy::OwareStrategyPage />
                    <Route path=routes::pattern::oware_history() view=content::oware::history::OwareHistoryPage />
                    <Route path=routes::pattern::faq() view=content::faq::FaqPage />
                    <Route path=routes::pattern::variants() view=content::variants::VariantsPage />
                    <Route path=routes::pattern::replay() view=game::replay::ReplayPage ssr=SsrMode::Async />
                    <Route path=routes::pattern::analysis() view=analysis::StudyPage ssr=SsrMode::Async />
                    <Route path=routes::pattern::oware_analysis() view=analysis::oware_board::OwareStudyPage ssr=SsrMode::Async />
                    <Route path=routes::pattern::puzzles() view=puzzles::PuzzlesPage ssr=SsrMode::Async />
                    <Route path=routes::pattern::puzzle() view=puzzles::PuzzlePage ssr=SsrMode::Async />
                    <Route path=routes::pattern::achievements() view=achievements::page::AchievementsPage ssr=SsrMode::Async />
                    <Route path=routes::pattern::device() view=device::DevicePage ssr=SsrMode::Async />
                    <Route path=routes::pattern::link() view=device::LinkPage ssr=SsrMode::Async />
                    <Route path=routes::pattern::tournaments() view=tournaments::list::TournamentsPage ssr=SsrMode::Async />
                    <Route path=routes::pattern::tournament() view=tournaments::arena::TournamentPage ssr=SsrMode::Async />
                    <Route
                        path=routes::pattern::game_analysis()
                        view=game::analysis::AnalysisPage
                        ssr=SsrMode::Async
                    />
                </Routes>
            </main>
            <SiteFooter />
        </Router>
    }
}
