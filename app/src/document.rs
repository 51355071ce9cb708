//! The HTML document around every page: its head (the stylesheet, and
//! the scripts its route needs, by `routes::scripts`) and its body. A
//! request refused before any page could answer it gets the same document,
//! header and footer around a short page saying what happened.

#[cfg(feature = "ssr")]
use crate::ScriptNonce;
#[cfg(feature = "ssr")]
use crate::components::site::{SiteFooter, SiteHeader};
use crate::{App, i18n, routes};
use leptos::prelude::*;
use leptos_meta::MetaTags;

/// The HTML document around every page.
pub fn shell(options: LeptosOptions) -> impl IntoView {
    // What the page loads besides its HTML, by its address; and whether it
    // prefetches the game's script, not for a visitor who asked to save
    // data: that is fetched before anyone knows it will be needed.
    #[cfg(feature = "ssr")]
    let (loads, prefetch) =
        use_context::<http::request::Parts>().map_or((routes::Scripts::None, false), |parts| {
            // The page's inline scripts carry the nonce the server chose
            // for the request and named in the response's policy.
            if let Some(ScriptNonce(nonce)) = parts.extensions.get::<ScriptNonce>() {
                provide_context(leptos::nonce::Nonce::from_value(nonce.clone()));
            }
            let path = parts.uri.path();
            (
                routes::scripts(path),
                routes::prefetches_the_script(path) && !saves_data(&parts.headers),
            )
        });
    #[cfg(not(feature = "ssr"))]
    let (loads, prefetch) = (routes::Scripts::None, false);
    let live = loads == routes::Scripts::Page;
    // Every page is plain HTML, with no hydration marks: the page's script
    // reads the HTML as it is.
    if let Some(context) = Owner::current_shared_context() {
        context.set_is_hydrating(false);
    }
    // The server provides the request's words before the page renders.
    let lang = i18n::use_words().lang();
    view! {
        <!DOCTYPE html>
        <html lang=lang.tag()>
            <head>
                <CommonHead bundle_name=options.output_name.to_string() />
                <AutoReload options=options.clone() />
                {live.then(|| view! { <PageScript bundle_name=options.output_name.to_string() /> })}
                {prefetch.then(|| view! { <PageScriptPrefetched bundle_name=options.output_name.to_string() /> })}
                <MetaTags />
            </head>
            <body>
                <App />
            </body>
        </html>
    }
}

/// Whether the visitor asked to save data (`Save-Data: on`): their pages
/// prefetch nothing.
#[cfg(feature = "ssr")]
pub fn saves_data(headers: &http::HeaderMap) -> bool {
    headers.get("save-data").is_some_and(|value| value == "on")
}

/// Preloads the page's script and its WebAssembly, and starts it
/// (`client/game`): it lays each new drawing of the server over the page.
#[component]
fn PageScript(bundle_name: String) -> impl IntoView {
    let nonce = leptos::nonce::use_nonce();
    let js = bundle::path(&bundle_name, bundle::File::Script);
    let wasm = bundle::path(&bundle_name, bundle::File::Wasm);
    let start = format!("{}({js:?}, {wasm:?});", include_str!("start.js"));
    view! {
        <link rel="modulepreload" href=js />
        <link rel="preload" href=wasm r#as="fetch" r#type="application/wasm" crossorigin="" />
        <script type="module" nonce=nonce>{start}</script>
    }
}

/// Lets the browser fetch the page's script and its WebAssembly once it is
/// idle, into its cache, where they are kept a year: the page that follows
/// loads neither.
#[component]
fn PageScriptPrefetched(bundle_name: String) -> impl IntoView {
    let js = bundle::path(&bundle_name, bundle::File::Script);
    let wasm = bundle::path(&bundle_name, bundle::File::Wasm);
    // Fetched as the game page will fetch them, with CORS, so that the
    // cached copies serve those requests.
    view! {
        <link rel="prefetch" href=js crossorigin="" />
        <link rel="prefetch" href=wasm crossorigin="" />
    }
}

/// What the head of every document holds: the character set, the
/// viewport and the stylesheet. The bundle's files carry a digest of their
/// contents in their names (the `bundle` crate); so does this one.
#[component]
fn CommonHead(bundle_name: String) -> impl IntoView {
    view! {
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="stylesheet" id="kalah-style" href=bundle::path(&bundle_name, bundle::File::Stylesheet) />
    }
}

/// The document a request refused before any page could answer it gets
/// (a form from another website, too many new games, a language form that
/// cannot be read, a failure): the site's head, header and footer around
/// `title`, `message` and the way back, in the language of `words`. The
/// request never reached the router, so the document is made here, whole.
#[cfg(feature = "ssr")]
pub fn refusal_document(
    bundle_name: &str,
    words: i18n::Words,
    title: &str,
    message: &str,
) -> String {
    let owner = Owner::new();
    owner.with(|| {
        provide_context(words);
        let lang = words.lang();
        let page = view! {
            <html lang=lang.tag()>
                <head>
                    <CommonHead bundle_name=bundle_name.to_string() />
                    <title>{format!("{title} · Kalah")}</title>
                </head>
                <body>
                    <SiteHeader />
                    <main id="main">
                        <h1>{title.to_string()}</h1>
                        <p role="alert">{message.to_string()}</p>
                        <p><a href=lang.prefix("/")>{crate::t!(words, "back-to-kalah")}</a></p>
                    </main>
                    <SiteFooter />
                </body>
            </html>
        };
        format!("<!DOCTYPE html>\n{}\n", page.to_html())
    })
}
