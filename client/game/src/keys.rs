//! Keyboard play: the arrows among the pits, the number keys, the game's
//! actions (sent as their buttons' forms) and the readouts. Keys act only
//! while the focus is in the game, never in a form field.

use crate::dom::{focus, focused, on, query, query_page, window};
use crate::page;
use crate::play_out::say;
use app::components::keyboard::{Command, command};
use wasm_bindgen::JsCast;
use web_sys::{HtmlElement, KeyboardEvent};

pub(crate) fn listen() {
    on(&window().into(), "keydown", |event: KeyboardEvent| {
        if event.default_prevented() || event.ctrl_key() || event.alt_key() || event.meta_key() {
            return;
        }
        if arrows(&event) {
            event.prevent_default();
            return;
        }
        let Some(command) = command(&event.key()) else {
            return;
        };
        let focused = focused();
        let in_field = focused.as_ref().is_some_and(|element| {
            matches!(element.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT")
                || element
                    .dyn_ref::<HtmlElement>()
                    .is_some_and(|element| element.is_content_editable())
        });
        let in_game = focused
            .as_ref()
            .is_none_or(|element| element.closest("#game, .now").ok().flatten().is_some());
        if in_field || !in_game {
            return;
        }
        event.prevent_default();
        obey(command);
    });
}

/// Arrow keys, Home and End move the focus among the pits that can be
/// sown, in the order they are drawn. Whether the key was one of them.
fn arrows(event: &KeyboardEvent) -> bool {
    let key = event.key();
    let step: isize = match key.as_str() {
        "ArrowRight" | "ArrowDown" => 1,
        "ArrowLeft" | "ArrowUp" => -1,
        "Home" | "End" => 0,
        _ => return false,
    };
    let in_panel =
        focused().is_some_and(|element| element.closest(".pit-panel").ok().flatten().is_some());
    if !in_panel {
        return false;
    }
    let buttons = query_page(".pit-panel button.pit:not([aria-disabled])");
    if buttons.is_empty() {
        return false;
    }
    let focused = focused();
    let current = buttons
        .iter()
        .position(|button| focused.as_ref() == Some(button.unchecked_ref()));
    let last = buttons.len() as isize - 1;
    let target = match (key.as_str(), current) {
        ("Home", _) => 0,
        ("End", _) => last,
        (_, Some(at)) => (at as isize + step).clamp(0, last),
        (_, None) if step > 0 => 0,
        (_, None) => last,
    };
    let _ = buttons[target as usize].focus();
    true
}

fn obey(command: Command) {
    let said = page::with(|page| {
        let said = &page.said;
        Some(match command {
            Command::ReadNearRow => said.rows[0].clone(),
            Command::ReadFarRow => said.rows[1].clone(),
            Command::ReadStores => said.stores.clone(),
            Command::ReadLastMove => said.last_move.clone(),
            Command::ReadTurn => said.turn.clone(),
            Command::ReadForecast => match page.chosen {
                Some(pit) => said.forecasts[usize::from(pit.number()) - 1].clone(),
                None => said.choose_first.clone(),
            },
            _ => return None,
        })
    })
    .flatten();
    if let Some(said) = said {
        say(&said);
        return;
    }
    match command {
        Command::Choose(number) => {
            let pit = query(&format!(
                ".pit-panel button.pit[data-pit=\"{number}\"]:not([aria-disabled])"
            ));
            if let Some(pit) = pit {
                focus(&pit);
            }
        }
        Command::Undo => press(&["undo"]),
        Command::Redo => press(&["redo"]),
        Command::Pause => press(&["resume", "pause"]),
        _ => {}
    }
}

/// Sends the form of the first game control with one of these values that
/// the page offers, as its button would.
fn press(values: &[&str]) {
    let button = values.iter().find_map(|value| {
        query(&format!(
            "#game .controls button[value=\"{value}\"]:not(:disabled)"
        ))
    });
    let Some(button) = button.and_then(|button| button.dyn_into::<HtmlElement>().ok()) else {
        return;
    };
    let form = button.closest("form").ok().flatten();
    if let Some(form) = form.and_then(|form| form.dyn_into::<web_sys::HtmlFormElement>().ok()) {
        let _ = form.request_submit_with_submitter(Some(&button));
    }
}
