//! The page's news from the server. A page that names an event stream
//! (`main [data-events]`, a room's) fetches itself again at each `update`,
//! at each opening of the stream (what changed while it was closed, or
//! before it first opened, was told to nobody) and when who is here
//! changes, and lays the drawing over itself. News that comes while one of
//! the page's forms is on its way waits for its answer: a page fetched
//! before the answer would be drawn with the cookies from before it (a
//! guest's join makes them a player), and could land after it.

use crate::act::{fetch, parse};
use crate::dom::{on, query, window};
use std::cell::{Cell, RefCell};
use web_sys::{Event, EventSource, MessageEvent};

thread_local! {
    /// Fetches asked for: only the latest one's answer is shown.
    static ASKED: Cell<u32> = const { Cell::new(0) };
    /// Fetches on their way.
    static UNDER_WAY: Cell<u32> = const { Cell::new(0) };
    /// Forms on their way, and whether news came meanwhile.
    static POSTING: Cell<u32> = const { Cell::new(0) };
    static MISSED: Cell<bool> = const { Cell::new(false) };
    /// The latest presence report heard.
    static PRESENCE: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Follows the stream the page names, if any.
pub(crate) fn follow() {
    let Some(url) = query("main [data-events]").and_then(|mark| mark.get_attribute("data-events"))
    else {
        return;
    };
    let Ok(source) = EventSource::new(&url) else {
        return;
    };
    let source: web_sys::EventTarget = source.into();
    on(&source, "open", |_: Event| refetch());
    on(&source, "update", |_: Event| refetch());
    // Reported every few seconds, the same while nothing changes; the
    // page was drawn with who was here then, and each opening fetches it.
    on(&source, "presence", |event: MessageEvent| {
        let heard = event.data().as_string();
        let before = PRESENCE.with(|cell| cell.replace(heard.clone()));
        if before.is_some() && before != heard {
            refetch();
        }
    });
}

/// A form of the page is on its way: fetches under way are passed over
/// and news waits, until [`posted`].
pub(crate) fn posting() {
    POSTING.with(|count| count.set(count.get() + 1));
    ASKED.with(|count| count.set(count.get() + 1));
    if UNDER_WAY.with(Cell::get) > 0 {
        MISSED.with(|missed| missed.set(true));
    }
}

/// The form's answer is shown: once no other is on its way, the news
/// that waited is fetched.
pub(crate) fn posted() {
    let posting = POSTING.with(|count| {
        count.set(count.get().saturating_sub(1));
        count.get()
    });
    if posting == 0 && MISSED.with(|missed| missed.replace(false)) {
        refetch();
    }
}

/// Fetches the page again, and lays it over this one.
fn refetch() {
    if POSTING.with(Cell::get) > 0 {
        MISSED.with(|missed| missed.set(true));
        return;
    }
    let asked = ASKED.with(|count| {
        count.set(count.get() + 1);
        count.get()
    });
    UNDER_WAY.with(|count| count.set(count.get() + 1));
    let url = window().location().href().unwrap_or_default();
    wasm_bindgen_futures::spawn_local(async move {
        let init = web_sys::RequestInit::new();
        let headers = web_sys::Headers::new().expect("headers");
        let _ = headers.set("accept", "text/html");
        init.set_headers(&headers);
        let answer = fetch(&url, &init).await;
        UNDER_WAY.with(|count| count.set(count.get() - 1));
        let Some(answer) = answer else {
            return;
        };
        let latest = ASKED.with(Cell::get) == asked;
        let here = window().location().href().unwrap_or_default() == url;
        if let (true, true, Some(next)) = (latest, here, parse(&answer.html)) {
            crate::lay_over::page(next);
        }
    });
}
