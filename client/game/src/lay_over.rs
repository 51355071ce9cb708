//! A new drawing of this page, laid over it: when it shows the same game
//! moved on, the moves that just happened are played out first
//! ([`play_out`](crate::play_out)); otherwise (a room's lobby, a game just
//! begun by a join or a rematch, a page without a game) the drawing is
//! laid over as it is, and the game in it, if any, is the page's from now
//! on.

use crate::controls::Before;
use crate::dom::{document, query};
use crate::morph::{drawing, morph};
use crate::page::{self, Page};
use web_sys::Document;

/// Shows `next`, a drawing of this page the server made.
pub(crate) fn page(next: Document) {
    let fresh = Page::read(&next);
    let same_game = fresh
        .as_ref()
        .and_then(|fresh| page::with(|page| page.game.id == fresh.game.id));
    match fresh {
        Some(fresh) if same_game == Some(true) => {
            // Answers can overtake each other: one older than the game
            // shown is passed over.
            let older = page::with(|page| fresh.game.version < page.game.version);
            if older == Some(false) {
                crate::play_out::show(next, fresh);
            }
        }
        fresh => anew(&next, fresh),
    }
    after_any();
}

/// Lays `next` over the page as it is; `fresh`, the game it draws if any,
/// is the page's from now on. The focus, if it was in the page, goes where
/// the drawing puts `autofocus`, as on a page loaded anew, or stays on the
/// same control.
pub(crate) fn anew(next: &Document, fresh: Option<Page>) {
    let begun = fresh.is_some();
    // The time counted for the game shown goes to that game.
    crate::clock::send_report();
    page::install(fresh);
    let Some(main) = query("main") else {
        return;
    };
    let before = Before::note(&main);
    if let Some(drawn) = drawing(next) {
        morph(&main, &drawn);
    }
    document().set_title(&next.title());
    if begun {
        crate::board::draw();
        crate::board::add_full_screen();
        crate::clock::restart();
    }
    before.restore(&main, true);
}

/// What every drawing laid over brings to the page's other parts.
pub(crate) fn after_any() {
    crate::clocks::read();
    crate::parts::go_on();
    crate::live::follow();
    crate::swap::live_timer();
}
