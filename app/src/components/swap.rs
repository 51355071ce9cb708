//! The marks the page's script reads (`client/game`), written only here: a part whose forms answer
//! in place (`<Swap>`), parts that follow the server's event stream
//! (`<LivePart>`), a page that loads itself again (`<LiveRefresh>`), a
//! link the page follows at once (`<GoLink>`) and a page prepared before
//! its button is pressed (`<Prepared>`). Without JavaScript the marks do
//! nothing and the same HTML works as it is.

use leptos::prelude::*;

/// A part whose forms are sent with `fetch`: the page they lead to
/// replaces `<main>` in place, the focus kept.
#[component]
pub fn Swap(children: Children) -> impl IntoView {
    view! { <div data-swap>{children()}</div> }
}

/// A part (named `id`) replaced at each update of the event stream at
/// `events`; a `steady` one waits while a mouse rests on it, so a click
/// lands on what it was aimed at.
#[component]
pub fn LivePart(
    id: &'static str,
    #[prop(into)] events: String,
    #[prop(optional)] steady: bool,
    children: Children,
) -> impl IntoView {
    view! { <div id=id data-events=events data-steady=steady.then_some("")>{children()}</div> }
}

/// Loads the page again after `seconds`: a `<meta>` refresh without
/// JavaScript; with it, the page's script reads the mark and lays the
/// page's new drawing over it, keeping the focus.
#[component]
pub fn LiveRefresh(seconds: u32) -> impl IntoView {
    let meta = format!(r#"<meta http-equiv="refresh" content="{seconds}">"#);
    view! {
        // Inside <noscript> the browser reads the meta only when scripts are
        // off; with them the mark below is read instead.
        <noscript inner_html=meta></noscript>
        <span hidden data-live=seconds></span>
    }
}

/// A link the page follows as soon as it is shown in place.
#[component]
pub fn GoLink(href: String, children: Children) -> impl IntoView {
    view! { <a href=href data-go>{children()}</a> }
}

/// The page the button with value `after` leads to, already here: shown at
/// once at its address `url`. Only a `keeps` one is sent to the server
/// too, for it to keep what was done.
#[component]
pub fn Prepared(after: String, url: String, keeps: bool, children: Children) -> impl IntoView {
    view! {
        <template data-after=after data-url=url data-keeps=keeps.then_some("")>
            {children()}
        </template>
    }
}
