//! Spoken announcements: two polite live regions, which the page's script
//! (`client/game`'s `play_out::say`) uses in turn, so that a sentence
//! identical to the one before is still spoken.

use leptos::prelude::*;

/// The page's two announcement regions, empty as the server draws them.
#[component]
pub fn Announcements() -> impl IntoView {
    view! {
        <div class="sr-only announcer">
            <p aria-live="polite" aria-atomic="true"></p>
            <p aria-live="polite" aria-atomic="true"></p>
        </div>
    }
}
