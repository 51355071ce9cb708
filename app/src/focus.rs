//! Where the focus goes on a game page as the game changes (the page's
//! script, `client/game`, calls these): once the player's turn comes, a
//! pit that cannot be sown gives it to the nearest one that can, and focus
//! that fell to the page goes back to the game.

use engine::{Pit, Player};
use play::Note;
use wasm_bindgen::JsCast;
use web_sys::HtmlElement;

/// Where the focus goes once `game`'s latest moves are shown, for
/// [`settle`]: whether it goes back to the board from wherever it is
/// (after an undo, a redo, a restart or a resume: the pits are where to go
/// on), and where it goes when no pit can take it: Resume in a paused
/// game, otherwise what just happened.
pub fn goes_to(game: &play::GameView) -> (bool, &'static str) {
    let to_board = matches!(
        game.note,
        Some(Note::Undone | Note::Redone | Note::Restarted | Note::Resumed)
    );
    let fallback = if game.paused || game.idle {
        "#game .controls button[value=\"resume\"]"
    } else {
        ".now"
    };
    (to_board, fallback)
}

/// Puts the focus where the player can go on: on a pit of `active` that can
/// be sown, nearest the one remembered; when there is none and the focus
/// fell to the page, on `fallback`: Resume in a paused game, otherwise what
/// just happened. `to_board` takes the focus to the board from wherever it
/// is. At the end of the game a focused pit keeps the focus: the last
/// announcement says the result.
pub fn settle(
    active: Option<Player>,
    to_board: bool,
    remembered: Option<(Player, Pit)>,
    fallback: &str,
) {
    let document = document();
    let focused = document.active_element();
    // A control that became disabled (Undo with nothing left to undo) is
    // about to lose the focus to the page.
    let dropped = to_board
        || focused.is_none()
        || focused == document.body().map(Into::into)
        || focused
            .as_ref()
            .is_some_and(|element| element.matches(":disabled").unwrap_or(false));
    let on_pit = focused_pit();
    if !dropped && on_pit.is_none() {
        // On another control of the page that is still there: it stays.
        return;
    }
    let sowable = focused
        .as_ref()
        .is_some_and(|element| on_pit.is_some() && !element.has_attribute("aria-disabled"));
    if sowable {
        return;
    }
    let target = active.and_then(|side| nearest(side, on_pit.or(remembered)));
    match target {
        Some(button) => {
            let _ = button.focus();
        }
        None if dropped => {
            if let Some(fallback) = element(fallback) {
                let _ = fallback.focus();
            }
        }
        None => {}
    }
}

/// The pit button with the focus, as side and pit.
fn focused_pit() -> Option<(Player, Pit)> {
    let focused = document().active_element()?;
    if !focused.matches(".pit-panel button.pit").unwrap_or(false) {
        return None;
    }
    let number = |name: &str| focused.get_attribute(name)?.parse::<u8>().ok();
    let side = Player::BOTH
        .into_iter()
        .find(|player| Some(player.number()) == number("data-side"))?;
    let pit = Pit::ALL
        .into_iter()
        .find(|pit| Some(pit.number()) == number("data-pit"))?;
    Some((side, pit))
}

/// The sowable pit of `side` nearest `from` as drawn: along the same row,
/// or facing it across the board.
fn nearest(side: Player, from: Option<(Player, Pit)>) -> Option<HtmlElement> {
    let list = document()
        .query_selector_all(&format!(
            "#game .pit-panel button.pit[data-side=\"{}\"]:not([aria-disabled])",
            side.number()
        ))
        .ok()?;
    let target = match from {
        Some((player, pit)) if player == side => pit.number(),
        Some((_, pit)) => 7 - pit.number(),
        None => 1,
    };
    (0..list.length())
        .filter_map(|index| list.item(index)?.dyn_into::<HtmlElement>().ok())
        .min_by_key(|button| {
            let pit = button
                .get_attribute("data-pit")
                .and_then(|pit| pit.parse::<u8>().ok())
                .unwrap_or(0);
            (pit.abs_diff(target), pit)
        })
}

fn element(selector: &str) -> Option<HtmlElement> {
    document()
        .query_selector(selector)
        .ok()
        .flatten()?
        .dyn_into()
        .ok()
}

fn document() -> web_sys::Document {
    web_sys::window()
        .and_then(|window| window.document())
        .expect("a page has a document")
}
