//! Another page in place of this one, for pages without a game of their
//! own (the lobby, arenas, puzzles, the analysis board): its `<main>` laid
//! over this one's, its address pushed to the history. Back and Forward
//! between such pages load them again, and a page marked `data-live`
//! fetches itself again after that many seconds. A page with a game of its
//! own is loaded by the browser.

use crate::dom::{after, document, on, query, window};
use crate::net::{Failure, get, parse};
use std::cell::{Cell, RefCell};
use wasm_bindgen::JsValue;
use web_sys::Document;

thread_local! {
    /// Loads asked for: only the latest one's answer is shown.
    static LOADS: Cell<u32> = const { Cell::new(0) };
    /// Loads on their way.
    static LOADING: Cell<u32> = const { Cell::new(0) };
    /// The page shown, without its fragment (the skip link's).
    static SHOWN: RefCell<String> = const { RefCell::new(String::new()) };
    /// `data-live` timers set: only the latest one runs.
    static TIMERS: Cell<u32> = const { Cell::new(0) };
}

/// The address of the page shown, without its fragment.
pub(crate) fn here() -> String {
    let location = window().location();
    location.pathname().unwrap_or_default() + &location.search().unwrap_or_default()
}

/// Loads the page again when Back or Forward leads to another address
/// than the one shown; a change of the fragment alone stays on the page.
pub(crate) fn listen() {
    SHOWN.with(|shown| *shown.borrow_mut() = here());
    on(&window().into(), "popstate", |_: web_sys::Event| {
        let now = here();
        if SHOWN.with(|shown| shown.replace(now.clone())) != now {
            load(window().location().href().unwrap_or_default(), false);
        }
    });
}

/// Whether a page is on its way.
pub(crate) fn busy() -> bool {
    LOADING.with(Cell::get) > 0
}

/// Passes over the answers of the loads on their way: a page shown ahead
/// of its answer would be covered by them.
pub(crate) fn cancel() {
    LOADS.with(|count| count.set(count.get() + 1));
}

/// Loads `url` in place, pushed to the history if `push`. The browser
/// loads it instead when the server cannot be reached; an answer that
/// broke off still means the server acted, and shows where it led.
pub(crate) fn load(url: String, push: bool) {
    cancel();
    let ticket = LOADS.with(Cell::get);
    LOADING.with(|count| count.set(count.get() + 1));
    wasm_bindgen_futures::spawn_local(async move {
        let answer = get(&url).await;
        LOADING.with(|count| count.set(count.get() - 1));
        if LOADS.with(Cell::get) != ticket {
            return;
        }
        match answer {
            Ok(answer) => show(&answer.html, answer.ok, &answer.url, push),
            Err(Failure::BrokeOff { ok: true, url }) => assign(&url),
            Err(Failure::BrokeOff { ok: false, .. }) => reload(),
            Err(Failure::Unreachable) => assign(&url),
        }
    });
}

/// Shows a page answered for `url`: a refusal (not `ok`, made before any
/// page was reached) in place of this page at this address.
pub(crate) fn show(html: &str, ok: bool, url: &str, push: bool) {
    let Some(next) = parse(html) else {
        return reload();
    };
    if ok {
        swap_in(next, url, push);
    } else if next.query_selector("main").ok().flatten().is_some() {
        swap_in(next, &window().location().href().unwrap_or_default(), false);
    } else if let (Some(old), Some(new)) = (document().document_element(), next.document_element())
    {
        let _ = old.replace_with_with_node_1(&new);
    }
}

/// Shows `next`, the page at `url`, pushed to the history if `push`.
pub(crate) fn swap_in(next: Document, url: &str, push: bool) {
    if crate::page::carries_a_game(&next) {
        return assign(url);
    }
    // At its address before it is drawn: what it starts (its refresh)
    // belongs to it.
    if push {
        let _ = window()
            .history()
            .and_then(|history| history.push_state_with_url(&JsValue::NULL, "", Some(url)));
    }
    SHOWN.with(|shown| *shown.borrow_mut() = here());
    crate::lay_over::anew(&next, None);
}

/// Fetches the page again after the seconds its `data-live` mark says,
/// if it is still the page shown and nothing else is on its way.
pub(crate) fn live_timer() {
    let timer = TIMERS.with(|count| {
        count.set(count.get() + 1);
        count.get()
    });
    let Some(seconds) = query("main [data-live]")
        .and_then(|mark| mark.get_attribute("data-live"))
        .and_then(|seconds| seconds.parse::<u32>().ok())
    else {
        return;
    };
    let url = window().location().href().unwrap_or_default();
    after(seconds * 1000, move || {
        if TIMERS.with(Cell::get) != timer {
            return;
        }
        if window().location().href().unwrap_or_default() == url && !busy() {
            load(url, false);
        } else {
            live_timer();
        }
    });
}

fn assign(url: &str) {
    let _ = window().location().assign(url);
}

fn reload() {
    let _ = window().location().reload();
}
