//! Where the focus goes as the game changes. The pit buttons stay while
//! the board changes, so a focused pit keeps the focus through the reply;
//! once the player's turn comes, a pit that cannot be sown gives it to the
//! nearest one that can. Focus that fell to the page goes back to the game.

use crate::board::place;
use crate::dom::{document, focus, focused, next_frame, on, query, query_page, target_of};
use crate::page;
use engine::{Pit, Player};
use play::Note;
use web_sys::{FocusEvent, MouseEvent};

/// Follows the focus among the pits: the focused pit is the chosen one,
/// whose landing the board shows, and the one "nearest" is measured from.
pub(crate) fn listen() {
    let document: web_sys::EventTarget = document().into();
    on(&document, "focusin", |event: FocusEvent| {
        let pit = target_of(&event).filter(is_pit).and_then(|pit| place(&pit));
        if let Some((side, number)) = pit {
            page::with(|page| {
                page.remembered = Some((side, number));
                page.chosen = Some(number);
            });
            crate::board::draw();
        }
    });
    on(&document, "focusout", |event: FocusEvent| {
        if target_of(&event).is_some_and(|element| is_pit(&element)) {
            page::with(|page| page.chosen = None);
            crate::board::draw();
        }
    });
    // A pit that cannot be sown now ignores presses.
    on(&document, "click", |event: MouseEvent| {
        let refused = target_of(&event)
            .and_then(|target| target.closest(".pit-panel button.pit").ok().flatten())
            .is_some_and(|pit| pit.has_attribute("aria-disabled"));
        if refused {
            event.prevent_default();
        }
    });
}

fn is_pit(element: &web_sys::Element) -> bool {
    element.matches(".pit-panel button.pit").unwrap_or(false)
}

/// Puts the focus where the player can go on, once the latest moves are
/// shown: on a pit of the side to move that can be sown, nearest the one
/// remembered; when there is none and the focus fell to the page, on
/// Resume in a paused game, otherwise on what just happened.
pub(crate) fn settle() {
    let Some((active, to_board, waiting, remembered)) = page::with(|page| {
        (
            page.active(),
            matches!(
                page.game.note,
                Some(Note::Undone | Note::Redone | Note::Restarted | Note::Resumed)
            ),
            page.game.paused || page.game.idle,
            page.remembered,
        )
    }) else {
        return;
    };
    next_frame(move || {
        let fallback = if waiting {
            "#game .controls button[value=\"resume\"]"
        } else {
            ".now"
        };
        let focused = focused();
        let on_pit = focused
            .as_ref()
            .filter(|element| is_pit(element))
            .and_then(place);
        // A control that became disabled is about to lose the focus.
        let dropped = to_board
            || focused.is_none()
            || focused
                .as_ref()
                .is_some_and(|element| element.matches(":disabled").unwrap_or(false));
        if !dropped && on_pit.is_none() {
            return;
        }
        let sowable = on_pit.is_some()
            && focused
                .as_ref()
                .is_some_and(|element| !element.has_attribute("aria-disabled"));
        if sowable {
            return;
        }
        match active.and_then(|side| nearest(side, on_pit.or(remembered))) {
            Some(button) => focus(&button),
            None if dropped => {
                if let Some(fallback) = query(fallback) {
                    focus(&fallback);
                }
            }
            None => {}
        }
    });
}

/// The sowable pit of `side` nearest `from` as drawn: along the same row,
/// or facing it across the board.
fn nearest(side: Player, from: Option<(Player, Pit)>) -> Option<web_sys::Element> {
    let target = match from {
        Some((player, pit)) if player == side => pit.number(),
        Some((_, pit)) => 7 - pit.number(),
        None => 1,
    };
    query_page(&format!(
        "#game .pit-panel button.pit[data-side=\"{}\"]:not([aria-disabled])",
        side.number()
    ))
    .into_iter()
    .map(web_sys::Element::from)
    .min_by_key(|button| {
        let pit = button
            .get_attribute("data-pit")
            .and_then(|pit| pit.parse::<u8>().ok())
            .unwrap_or(0);
        (pit.abs_diff(target), pit)
    })
}
