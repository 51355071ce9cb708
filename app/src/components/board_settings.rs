//! How the board looks and sounds: view, animation, sound and full screen.
//! Each setting is a form, so it works without JavaScript.

use crate::preferences::{BoardView, Preferences, SetPreference};
use leptos::prelude::*;

/// The settings buttons; `back` is the page to come back to.
#[component]
pub fn BoardSettings(
    preferences: Preferences,
    action: ServerAction<SetPreference>,
    back: String,
) -> impl IntoView {
    let choice = |name: &'static str, value: &'static str, label: &'static str, pressed: bool| {
        let back = back.clone();
        view! {
            <ActionForm action>
                <input type="hidden" name="name" value=name />
                <input type="hidden" name="value" value=value />
                <input type="hidden" name="back" value=back />
                <button type="submit" aria-pressed=pressed.to_string()>{label}</button>
            </ActionForm>
        }
    };
    let switch = |on: bool| if on { "off" } else { "on" };
    view! {
        <div class="board-settings" role="group" aria-label="Board settings">
            {choice("view", BoardView::Angled.name(), "Angled", preferences.view == BoardView::Angled)}
            {choice("view", BoardView::TopDown.name(), "Top-down", preferences.view == BoardView::TopDown)}
            {choice("animation", switch(preferences.animation), "Animation", preferences.animation)}
            {choice("sound", switch(preferences.sound), "Sound", preferences.sound)}
            <FullScreenButton />
        </div>
    }
}

/// Shows the game (board, button controls and game controls) on the whole
/// screen. Only with JavaScript, which the Fullscreen API needs.
#[component]
fn FullScreenButton() -> impl IntoView {
    let live = RwSignal::new(false);
    Effect::new(move |_| live.set(true));
    let toggle = move |_| {
        #[cfg(feature = "hydrate")]
        {
            let document = document();
            if document.fullscreen_element().is_some() {
                document.exit_fullscreen();
            } else if let Some(game) = document.get_element_by_id("game") {
                let _ = game.request_fullscreen();
            }
        }
    };
    move || {
        live.get()
            .then(|| view! { <button type="button" class="full-screen" on:click=toggle>"Full screen"</button> })
    }
}
