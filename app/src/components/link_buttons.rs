//! The room link's buttons: copy it, or hand it to the system's share
//! sheet.

use crate::i18n::use_words;
use crate::t;
use leptos::prelude::*;

/// "Copy link" and "Share". Both need the page's script (`client/game`'s
/// `link`), which shows them (Share only where the browser offers a share
/// sheet); without it the link is there to select.
#[component]
pub fn LinkButtons(link: String, #[prop(optional)] oware: bool) -> impl IntoView {
    let words = use_words();
    let share_title = if oware {
        t!(words, "room-share-title-oware")
    } else {
        t!(words, "room-share-title")
    };
    view! {
        <p
            class="link-buttons"
            data-link=link
            data-copied=t!(words, "room-link-copied")
            data-share-title=share_title
        >
            <button type="button" class="copy-link">{t!(words, "room-copy-link")}</button>
            " "
            <button type="button" class="share-link">{t!(words, "room-share")}</button>
            <span role="status"></span>
        </p>
    }
}
