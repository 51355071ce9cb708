//! A page that loads itself again while the server is still working on
//! it: a `<meta>` refresh without JavaScript; with it, `swap.js` reads the
//! mark and replaces the page's main part in place, keeping the focus.

use leptos::prelude::*;

/// Loads the page again after `seconds`.
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
