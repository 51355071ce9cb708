//! Keyboard commands on a game page: choosing a pit, the game's actions
//! (sent like their buttons' forms) and the readouts.

use crate::components::announcer::Announcer;
use crate::components::keyboard::Command;
use crate::components::readouts::{forecast_text, last_move_text, row_text, stores_text};
use crate::game::api::Play;
use crate::game::view::ViewWords;
use crate::i18n::Words;
use crate::t;
use engine::Pit;
use leptos::prelude::*;
use play::{GameView, Opponent};

/// Carries out a keyboard command on the game `view` shows.
pub(crate) fn obey(
    words: &Words,
    command: Command,
    view: RwSignal<GameView>,
    play: ServerAction<Play>,
    chosen: RwSignal<Option<Pit>>,
    announcer: Announcer,
) {
    use wasm_bindgen::JsCast;

    let game = view.get_untracked();
    let (setup, position) = (game.setup, game.position);
    let near = setup.near_side();
    let friend = matches!(setup.opponent, Opponent::Friend { .. });
    // The action a game control's form would send, if the page offers it.
    let act = |action: &str| {
        play.dispatch(Play {
            game: game.id.to_string(),
            ply: game.ply,
            version: game.version,
            action: action.to_string(),
            pit: None,
            room: game.room.as_ref().map(ToString::to_string),
        });
    };
    match command {
        Command::Choose(number) => {
            if let Some(button) = document()
                .query_selector(&format!(
                    ".pit-panel button.pit[data-pit=\"{number}\"]:not([aria-disabled])"
                ))
                .ok()
                .flatten()
                .and_then(|element| element.dyn_into::<web_sys::HtmlElement>().ok())
            {
                let _ = button.focus();
            }
        }
        Command::Undo if !friend && game.can_undo => act("undo"),
        Command::Redo if !friend && game.can_redo => act("redo"),
        Command::Pause if game.paused || game.idle => act("resume"),
        Command::Pause if !friend && !game.is_finished() => act("pause"),
        Command::Undo | Command::Redo | Command::Pause => {}
        Command::ReadNearRow => announcer.say(row_text(words, &game, &position, near)),
        Command::ReadFarRow => announcer.say(row_text(words, &game, &position, near.other())),
        Command::ReadStores => announcer.say(stores_text(words, &game, near, &position)),
        Command::ReadLastMove => announcer.say(last_move_text(words, &game)),
        Command::ReadTurn => announcer.say(game.turn_text(words)),
        Command::ReadForecast => announcer.say(match chosen.get_untracked() {
            Some(pit) => forecast_text(words, &game, setup.variant, &position, pit),
            None => t!(words, "controls-choose-first"),
        }),
    }
}
