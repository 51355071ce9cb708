//! Where the focus goes as the game changes. The pit buttons stay while
//! the board changes, so a focused pit keeps the focus through the reply;
//! once the player's turn comes, a pit that cannot be sown gives it to the
//! nearest one that can. Focus that fell to the page goes back to the game.

use crate::board::place;
use crate::dom::{document, next_frame, on, target_of};
use crate::page;
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
    let Some((active, (to_board, fallback), remembered)) = page::with(|page| {
        (
            page.active(),
            app::focus::goes_to(&page.game),
            page.remembered,
        )
    }) else {
        return;
    };
    next_frame(move || app::focus::settle(active, to_board, remembered, fallback));
}
