//! Keyboard play: the arrows among the pits, the number keys, the game's
//! actions (sent as their buttons' forms) and the readouts. Keys act only
//! while the focus is in the game, never in a form field.

use crate::dom::{focus, focused, on, query, window};
use crate::page;
use crate::play_out::say;
use app::components::button_controls::arrow_focus;
use app::components::keyboard::{Command, command_in};
use wasm_bindgen::JsCast;
use web_sys::{HtmlElement, KeyboardEvent};

pub(crate) fn listen() {
    on(&window().into(), "keydown", |event: KeyboardEvent| {
        let panel = focused().and_then(|element| element.closest(".pit-panel").ok().flatten());
        if !event.default_prevented()
            && panel.is_some_and(|panel| arrow_focus(&panel, &event.key()))
        {
            event.prevent_default();
            return;
        }
        if let Some(command) = command_in(&event, "#game, .now") {
            event.prevent_default();
            obey(command);
        }
    });
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
