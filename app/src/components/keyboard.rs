//! Keyboard play: what each key does, the list shown on the page, and (in
//! the browser) the listener. Keys act only while the focus is inside the
//! game, never in a form field, and screen readers in browse mode keep
//! their keys: they do not pass them to the page.

use crate::i18n::use_words;
use crate::t;
use leptos::prelude::*;

/// What a key asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// Focus this pit number (1–6) of the side to move.
    Choose(u8),
    /// Undo.
    Undo,
    /// Redo.
    Redo,
    /// Pause, or resume when paused.
    Pause,
    /// Read out the near row.
    ReadNearRow,
    /// Read out the far row.
    ReadFarRow,
    /// Read out both stores.
    ReadStores,
    /// Read out what the focused pit would do.
    ReadForecast,
    /// Read out the last move.
    ReadLastMove,
    /// Read out whose turn it is (or the result).
    ReadTurn,
}

/// The command of a key, as `KeyboardEvent.key` names it. Arrows, Home,
/// End, Enter and Space are the button controls' own.
///
/// ```
/// use app::components::keyboard::{command, Command};
/// assert_eq!(command("4"), Some(Command::Choose(4)));
/// assert_eq!(command("U"), Some(Command::Undo));
/// assert_eq!(command("l"), Some(Command::ReadLastMove));
/// assert_eq!(command("7"), None);
/// ```
pub fn command(key: &str) -> Option<Command> {
    Some(match key {
        "1" | "2" | "3" | "4" | "5" | "6" => Command::Choose(key.parse().ok()?),
        "u" | "U" => Command::Undo,
        "r" | "R" => Command::Redo,
        "p" | "P" => Command::Pause,
        "y" | "Y" => Command::ReadNearRow,
        "o" | "O" => Command::ReadFarRow,
        "s" | "S" => Command::ReadStores,
        "w" | "W" => Command::ReadForecast,
        "l" | "L" => Command::ReadLastMove,
        "t" | "T" => Command::ReadTurn,
        _ => return None,
    })
}

/// The keys, listed on the game page; undo, redo and pause only where
/// the game `takes_back` (outside a room); in Oware S reads the captures.
#[component]
pub fn KeyboardHelp(takes_back: bool, #[prop(optional)] oware: bool) -> impl IntoView {
    let words = use_words();
    let rows = if oware {
        t!(words, "oware-controls-keys-rows")
    } else {
        t!(words, "controls-keys-rows")
    };
    let mut keys = vec![
        (
            t!(words, "controls-key-tab"),
            t!(words, "controls-keys-tab"),
        ),
        ("← → ↑ ↓".to_string(), t!(words, "controls-keys-arrows")),
        (
            t!(words, "controls-key-home-end"),
            t!(words, "controls-keys-home-end"),
        ),
        ("1 – 6".to_string(), t!(words, "controls-keys-numbers")),
        (
            t!(words, "controls-key-enter-space"),
            t!(words, "controls-keys-enter-space"),
        ),
        ("Y, O, S".to_string(), rows),
        ("W".to_string(), t!(words, "controls-keys-forecast")),
        ("L, T".to_string(), t!(words, "controls-keys-last-turn")),
    ];
    if takes_back {
        keys.splice(
            5..5,
            [
                ("U, R".to_string(), t!(words, "controls-keys-undo-redo")),
                ("P".to_string(), t!(words, "controls-keys-pause")),
            ],
        );
    }
    view! {
        <details class="keyboard-help">
            <summary>{t!(words, "controls-keyboard")}</summary>
            <p>{t!(words, "controls-keyboard-focus")}</p>
            <dl>
                {keys
                    .into_iter()
                    .map(|(key, meaning)| view! { <dt><kbd>{key}</kbd></dt><dd>{meaning}</dd> })
                    .collect_view()}
            </dl>
        </details>
    }
}

/// The command `event` types, if it is one and the focus is inside an
/// element matching the selector `region` (or on nothing at all), never in
/// a form field, with no modifier held.
#[cfg(feature = "browser")]
pub fn command_in(event: &web_sys::KeyboardEvent, region: &str) -> Option<Command> {
    use wasm_bindgen::JsCast;
    if event.default_prevented() || event.ctrl_key() || event.alt_key() || event.meta_key() {
        return None;
    }
    let command = command(&event.key())?;
    let document = web_sys::window()?.document()?;
    let focused = document.active_element();
    let in_field = focused.as_ref().is_some_and(|element| {
        matches!(element.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT")
            || element
                .dyn_ref::<web_sys::HtmlElement>()
                .is_some_and(|element| element.is_content_editable())
    });
    let in_game = match &focused {
        Some(element) => {
            element.closest(region).ok().flatten().is_some()
                || document
                    .body()
                    .is_some_and(|body| body.is_same_node(Some(element)))
        }
        None => true,
    };
    (!in_field && in_game).then_some(command)
}
