//! The active-time clock: the stored time plus what this page has seen
//! while the game runs in view. The page reports its share every 15 s, and
//! what is left when it is closed or left, by beacon.

use crate::dom::{after, document, on, query, window};
use crate::page;
use std::cell::Cell;

/// Seconds counted on a page before it reports them.
const REPORT_EVERY_MS: u64 = 15_000;
/// Where the time is reported (`app::game::api::ReportTime`).
const REPORT_PATH: &str = "/api/time";

thread_local! {
    static STORED_MS: Cell<u64> = const { Cell::new(0) };
    static COUNTED_MS: Cell<u64> = const { Cell::new(0) };
    static UNREPORTED_MS: Cell<u64> = const { Cell::new(0) };
}

pub(crate) fn start() {
    restart();
    on(&window().into(), "pagehide", |_: web_sys::Event| {
        if let Some(fields) = report() {
            let _ = window()
                .navigator()
                .send_beacon_with_opt_url_search_params(REPORT_PATH, Some(&fields));
        }
    });
    tick();
}

/// Counts from the page's game as stored, from nothing: a game that has
/// just taken the page's place.
pub(crate) fn restart() {
    let stored = page::with(|page| page.game.active_ms).unwrap_or(0);
    STORED_MS.with(|ms| ms.set(stored));
    COUNTED_MS.with(|ms| ms.set(0));
}

/// Shows the time: what was stored when the page opened and what this
/// page has counted since, over what a new drawing of the page says.
pub(crate) fn show() {
    let ms = STORED_MS.with(Cell::get) + COUNTED_MS.with(Cell::get);
    if let Some(clock) = query(".clock .clock-time") {
        clock.set_text_content(Some(&app::clock::text(ms)));
    }
}

fn tick() {
    after(1000, || {
        let running = page::with(|page| {
            let game = &page.game;
            !game.is_finished() && game.first_result.is_none() && !game.paused && !game.idle
        })
        .unwrap_or(false);
        let visible = document().visibility_state() == web_sys::VisibilityState::Visible;
        if running && visible {
            COUNTED_MS.with(|ms| ms.set(ms.get() + 1000));
            UNREPORTED_MS.with(|ms| ms.set(ms.get() + 1000));
            show();
        }
        if UNREPORTED_MS.with(Cell::get) >= REPORT_EVERY_MS {
            send_report();
        }
        tick();
    });
}

/// Reports the time not yet reported for the page's game.
pub(crate) fn send_report() {
    if let Some(fields) = report() {
        let init = web_sys::RequestInit::new();
        init.set_method("POST");
        init.set_body(&fields.into());
        let _ = window().fetch_with_str_and_init(REPORT_PATH, &init);
    }
}

/// The time not yet reported, as the report's form, and none left.
fn report() -> Option<web_sys::UrlSearchParams> {
    let ms = UNREPORTED_MS.with(|ms| ms.replace(0));
    let id = page::with(|page| page.game.id.to_string())?;
    if ms == 0 {
        return None;
    }
    let fields = web_sys::UrlSearchParams::new().ok()?;
    fields.append("game", &id);
    fields.append("ms", &ms.to_string());
    Some(fields)
}
