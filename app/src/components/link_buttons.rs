//! The room link's buttons: copy it, or hand it to the system's share
//! sheet.

use crate::i18n::use_words;
use crate::t;
use leptos::prelude::*;

/// "Copy link" and, where the browser offers it, "Share". Both need
/// JavaScript; without it the link is there to select.
#[component]
pub fn LinkButtons(link: String) -> impl IntoView {
    let words = use_words();
    let (copy_label, share_label, copied_label, share_title) = (
        t!(words, "room-copy-link"),
        t!(words, "room-share"),
        t!(words, "room-link-copied"),
        t!(words, "room-share-title"),
    );
    let live = RwSignal::new(false);
    let shareable = RwSignal::new(false);
    let copied = RwSignal::new(false);
    Effect::new(move |_| {
        live.set(true);
        #[cfg(feature = "hydrate")]
        shareable
            .set(js_sys::Reflect::has(&window().navigator(), &"share".into()).unwrap_or(false));
    });
    let link = StoredValue::new(link);
    let copy = move |_| {
        copy_to_clipboard(&link.get_value());
        copied.set(true);
    };
    let share_title = StoredValue::new(share_title);
    let share = move |_| share_title.with_value(|title| share_link(&link.get_value(), title));
    move || {
        live.get().then(|| {
            let (share_label, copied_label) = (share_label.clone(), copied_label.clone());
            view! {
                <p class="link-buttons">
                    <button type="button" on:click=copy>{copy_label.clone()}</button>
                    {move || shareable.get().then(|| view! { <button type="button" on:click=share>{share_label.clone()}</button> })}
                    <span role="status">{move || copied.get().then(|| copied_label.clone())}</span>
                </p>
            }
        })
    }
}

/// Puts `text` on the clipboard (in the browser).
fn copy_to_clipboard(text: &str) {
    #[cfg(feature = "hydrate")]
    let _ = window().navigator().clipboard().write_text(text);
    #[cfg(not(feature = "hydrate"))]
    let _ = text;
}

/// Opens the system's share sheet for `link`, titled `title` (in the
/// browser).
fn share_link(link: &str, title: &str) {
    #[cfg(feature = "hydrate")]
    {
        let data = web_sys::ShareData::new();
        data.set_title(title);
        data.set_url(link);
        let _ = window().navigator().share_with_data(&data);
    }
    #[cfg(not(feature = "hydrate"))]
    let _ = (link, title);
}
