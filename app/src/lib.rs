//! The Kalah web UI. Built twice: with `ssr` it renders every page on the
//! server and answers the server functions; with `hydrate` it brings the
//! page's islands (the game and the room) alive in the browser. The rest
//! of every page is plain server HTML, and its forms are plain forms.

// Deep view types. A release build re-instantiates and inlines through
// them and may need a little more than the test build: the test build
// gets less, and fails first.
#![cfg_attr(debug_assertions, recursion_limit = "240")]
#![cfg_attr(not(debug_assertions), recursion_limit = "256")]

pub mod achievements;
pub mod analysis;
pub mod animation;
mod clock;
#[cfg(feature = "hydrate")]
mod commands;
pub mod components;
mod content;
mod device;
pub mod error;
#[cfg(feature = "hydrate")]
mod focus;
pub mod game;
mod games;
mod home;
pub mod i18n;
mod island_data;
pub mod lobby;
mod not_found;
pub mod preferences;
pub mod profile;
pub mod proof;
mod puzzles;
pub mod room;
mod routes;
#[cfg(feature = "ssr")]
pub mod service;
pub mod sound;
mod watch;
mod wire;

use leptos::prelude::*;
use leptos_meta::{Link, MetaTags, Title, provide_meta_context};
use leptos_router::components::{Route, Router, Routes};
use leptos_router::{SsrMode, path};

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

/// Whether the page at `path` has islands that come alive in the browser:
/// a game and a room. Every other page, home included (its forms are
/// plain forms), works as it is and loads no script at all.
///
/// ```
/// assert!(app::takes_over("/game/0123abcd"));
/// assert!(!app::takes_over("/game/0123abcd/replay"));
/// assert!(!app::takes_over("/rules"));
/// assert!(!app::takes_over("/"));
/// ```
pub fn takes_over(path: &str) -> bool {
    let segments: Vec<&str> = path.trim_matches('/').split('/').collect();
    matches!(segments.as_slice(), ["game", _] | ["room", _])
}

/// Whether the page at `path` is plain HTML made live by a small script
/// of the bundle (`swap.js`): puzzle moves without a reload, analyses that update
/// in place while they are solved, a lobby that follows the open seeks.
///
/// ```
/// assert!(app::swaps("/puzzles/f6gjux9"));
/// assert!(app::swaps("/analysis"));
/// assert!(app::swaps("/lobby"));
/// assert!(app::swaps("/game/0123abcd/analysis"));
/// assert!(!app::swaps("/puzzles"));
/// assert!(!app::swaps("/game/0123abcd"));
/// ```
pub fn swaps(path: &str) -> bool {
    let segments: Vec<&str> = path.trim_matches('/').split('/').collect();
    matches!(
        segments.as_slice(),
        ["puzzles", _] | ["analysis"] | ["game", _, "analysis"] | ["lobby"]
    )
}

/// The HTML document around every page.
pub fn shell(options: LeptosOptions) -> impl IntoView {
    #[cfg(feature = "ssr")]
    let scripts =
        use_context::<http::request::Parts>().is_some_and(|parts| takes_over(parts.uri.path()));
    #[cfg(not(feature = "ssr"))]
    let scripts = true;
    #[cfg(feature = "ssr")]
    let swap = use_context::<http::request::Parts>().is_some_and(|parts| swaps(parts.uri.path()));
    #[cfg(not(feature = "ssr"))]
    let swap = false;
    // The page's inline scripts carry the nonce the server chose for the
    // request and named in the response's policy.
    #[cfg(feature = "ssr")]
    if let Some(ScriptNonce(nonce)) = use_context::<http::request::Parts>()
        .and_then(|parts| parts.extensions.get::<ScriptNonce>().cloned())
    {
        provide_context(leptos::nonce::Nonce::from_value(nonce));
    }
    // The server provides the request's words before the page renders.
    let lang = i18n::use_words().lang();
    view! {
        <!DOCTYPE html>
        <html lang=lang.tag()>
            <head>
                <meta charset="utf-8" />
                <meta name="viewport" content="width=device-width, initial-scale=1" />
                // The bundle's files carry a digest of their contents in
                // their names (the `bundle` crate); so does this one.
                <link rel="stylesheet" id="kalah-style" href=bundle::path(&options.output_name, bundle::File::Stylesheet) />
                <AutoReload options=options.clone() />
                {scripts.then(|| view! { <IslandScripts options=options.clone() /> })}
                // A module, so it runs once the page has been read; a file
                // of the bundle, so browsers keep it.
                {swap.then(|| view! {
                    <script type="module" src=bundle::path(&options.output_name, bundle::File::Swap)></script>
                })}
                <MetaTags />
            </head>
            <body>
                <App />
            </body>
        </html>
    }
}

/// Preloads the bundle and starts it: the islands of the page come alive
/// as soon as it has loaded.
#[component]
fn IslandScripts(options: LeptosOptions) -> impl IntoView {
    // Outside the islands the page is plain HTML, with no hydration marks.
    if let Some(context) = Owner::current_shared_context() {
        context.set_is_hydrating(false);
    }
    let nonce = leptos::nonce::use_nonce();
    let pkg = options.site_pkg_dir.to_string();
    let js = options.output_name.to_string();
    let wasm = format!("{js}_bg");
    let start = format!("{}({pkg:?}, {js:?}, {wasm:?});", include_str!("islands.js"));
    view! {
        <link rel="modulepreload" href=format!("/{pkg}/{js}.js") />
        <link rel="preload" href=format!("/{pkg}/{wasm}.wasm") r#as="fetch" r#type="application/wasm" crossorigin="" />
        <script type="module" nonce=nonce>{start}</script>
    }
}

/// The site: its routes and the parts every page shares.
#[component]
pub fn App() -> impl IntoView {
    provide_meta_context();
    let words = i18n::use_words();
    let link = move |path: &str| words.href(path);
    view! {
        <Link rel="icon" href="/favicon.svg" type_="image/svg+xml" />
        <Title formatter=|page: String| format!("{page} · Kalah") />
        <components::language_menu::Alternates />
        <Router>
            <a class="skip-link" href="#main">{t!(words, "site-skip")}</a> " "
            <header class="site-header">
                <a class="site-name" href=link("/")>"Kalah"</a> " "
                <nav class="site-nav" aria-label=t!(words, "site-nav")>
                    <a href=link("/lobby")>{t!(words, "nav-lobby")}</a> " "
                    <a href=link("/rules")>{t!(words, "nav-rules")}</a> " "
                    <a href=link("/strategy")>{t!(words, "nav-strategy")}</a> " "
                    <a href=link("/games")>{t!(words, "nav-games")}</a> " "
                    <a href=link("/achievements")>{t!(words, "nav-achievements")}</a>
                </nav> " "
                <components::language_menu::LanguageMenu />
            </header>
            <main id="main">
                <Routes fallback=not_found::NotFound>
                    <Route path=path!("") view=home::HomePage ssr=SsrMode::Async />
                    <Route path=path!("/watch") view=watch::WatchPage ssr=SsrMode::Async />
                    <Route path=path!("/player/:name") view=profile::page::ProfilePage ssr=SsrMode::Async />
                    <Route path=path!("/leaderboard") view=profile::page::LeaderboardPage ssr=SsrMode::Async />
                    <Route path=path!("/game/:id") view=game::page::GamePage ssr=SsrMode::Async />
                    <Route path=path!("/room/:token") view=room::page::RoomPage ssr=SsrMode::Async />
                    <Route path=path!("/games") view=games::page::HistoryPage ssr=SsrMode::Async />
                    <Route path=path!("/lobby") view=lobby::page::LobbyPage ssr=SsrMode::Async />
                    <Route path=path!("/rules") view=content::rules::RulesPage />
                    <Route path=path!("/strategy") view=content::strategy::StrategyPage />
                    <Route path=path!("/history") view=content::history::HistoryOfKalahPage />
                    <Route path=path!("/faq") view=content::faq::FaqPage />
                    <Route path=path!("/variants") view=content::variants::VariantsPage />
                    <Route path=path!("/game/:id/replay") view=game::replay::ReplayPage ssr=SsrMode::Async />
                    <Route path=path!("/analysis") view=analysis::StudyPage ssr=SsrMode::Async />
                    <Route path=path!("/puzzles") view=puzzles::PuzzlesPage ssr=SsrMode::Async />
                    <Route path=path!("/puzzles/:id") view=puzzles::PuzzlePage ssr=SsrMode::Async />
                    <Route path=path!("/achievements") view=achievements::page::AchievementsPage ssr=SsrMode::Async />
                    <Route path=path!("/device") view=device::DevicePage ssr=SsrMode::Async />
                    <Route path=path!("/link/:token") view=device::LinkPage />
                    <Route
                        path=path!("/game/:id/analysis")
                        view=game::analysis::AnalysisPage
                        ssr=SsrMode::Async
                    />
                </Routes>
            </main>
            <footer class="site-footer">
                <nav aria-label=t!(words, "site-more")>
                    <a href=link("/lobby")>{t!(words, "nav-lobby")}</a> " "
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
        </Router>
    }
}

/// The browser entry point. Only the islands (`#[island]`: the game and
/// the room) come alive; `islands.js` hydrates each after this.
#[cfg(feature = "hydrate")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn hydrate() {
    console_error_panic_hook::set_once();
    leptos::mount::hydrate_islands();
}
