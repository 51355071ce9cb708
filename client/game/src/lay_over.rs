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
use std::cell::Cell;
use web_sys::Document;

thread_local! {
    /// What the page's other parts do after each drawing laid over.
    static AFTER_EACH: Cell<fn()> = const { Cell::new(|| {}) };
}

/// Makes `run` follow each drawing laid over: the parts of the page that
/// read it (its clocks, its stream, where it goes next) are set once, at
/// the start, rather than known here.
pub(crate) fn after_each(run: fn()) {
    AFTER_EACH.with(|after| after.set(run));
}

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
                AFTER_EACH.with(Cell::get)();
            }
        }
        fresh => anew(&next, fresh),
    }
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
        crate::camera::show();
        crate::board::add_full_screen();
        crate::clock::restart();
    }
    before.restore(&main, true);
    AFTER_EACH.with(Cell::get)();
}
