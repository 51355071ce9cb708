//! How the board looks and sounds: view, animation, sound and full screen.
//! The settings are buttons of one form, so they work without JavaScript.

use crate::components::post_form::PostForm;
use crate::i18n::use_words;
use crate::preferences::{BoardView, Preferences, SetPreference};
use crate::t;
use leptos::prelude::*;

/// The settings buttons, one form: a screen reader meets one group, not
/// a form around each button. `back` is the page to come back to.
#[component]
pub fn BoardSettings(
    #[prop(into)] preferences: Signal<Preferences>,
    action: ServerAction<SetPreference>,
    back: String,
) -> impl IntoView {
    let words = use_words();
    let choice = move |setting: fn(Preferences) -> String,
                       label: String,
                       pressed: fn(Preferences) -> bool| {
        view! {
            <button
                type="submit"
                name="setting"
                value=move || setting(preferences.get())
                aria-pressed=move || pressed(preferences.get()).to_string()
            >
                {label}
            </button>
            " "
        }
    };
    view! {
        <div role="group" aria-label=t!(words, "controls-settings")>
        <PostForm action class="board-settings">
            <input type="hidden" name="back" value=back />
            {choice(|_| format!("view={}", BoardView::Angled.name()), t!(words, "controls-view-angled"), |now| now.view == BoardView::Angled)}
            {choice(|_| format!("view={}", BoardView::TopDown.name()), t!(words, "controls-view-top-down"), |now| now.view == BoardView::TopDown)}
            {choice(|now| format!("animation={}", switch(now.animation)), t!(words, "controls-animation"), |now| now.animation)}
            {choice(|now| format!("sound={}", switch(now.sound)), t!(words, "controls-sound"), |now| now.sound)}
        </PostForm>
        </div>
    }
}

/// The value that turns a setting that is `on` the other way.
fn switch(on: bool) -> &'static str {
    if on { "off" } else { "on" }
}
