//! The page's news from the server. A page that names an event stream
//! (`main [data-events]`) fetches itself again at each `update`, at each
//! opening of the stream (what changed while it was closed, or before it
//! first opened, was told to nobody) and, in a room, when who is here
//! changes. A page playing a game lays the whole drawing over itself, its
//! moves played out; any other replaces only its parts marked
//! `data-events` (each with an id), so that a form being filled in
//! elsewhere stays as it is ([`parts`]).
//!
//! News that comes while one of the page's forms is on its way waits for
//! its answer: a page fetched before the answer would be drawn with the
//! cookies from before it (a guest's join makes them a player), and could
//! land after it.

mod parts;

use crate::dom::{query, window};
use crate::net::{get, parse};
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
    /// The stream followed, and its address.
    static STREAM: RefCell<Option<(String, EventSource)>> = const { RefCell::new(None) };
}

/// Notes where the pointer is, for the live parts.
pub(crate) fn listen() {
    parts::listen();
}

/// Follows the stream the page names, if it is not followed already, and
/// closes the one the page no longer names.
pub(crate) fn follow() {
    let url = query("main [data-events]").and_then(|mark| mark.get_attribute("data-events"));
    let same = STREAM
        .with(|stream| stream.borrow().as_ref().map(|(followed, _)| followed) == url.as_ref());
    if same {
        return;
    }
    if let Some((_, source)) = STREAM.with(|stream| stream.borrow_mut().take()) {
        source.close();
    }
    PRESENCE.with(|heard| heard.replace(None));
    let Some(url) = url else {
        return;
    };
    let Ok(source) = EventSource::new(&url) else {
        return;
    };
    let target: &web_sys::EventTarget = source.as_ref();
    let heard = url.clone();
    let current = move || {
        STREAM.with(|stream| {
            stream
                .borrow()
                .as_ref()
                .is_some_and(|(url, _)| *url == heard)
        })
    };
    let (opened, updated) = (current.clone(), current.clone());
    crate::dom::on(target, "open", move |_: Event| {
        if opened() {
            refetch();
        }
    });
    crate::dom::on(target, "update", move |_: Event| {
        if updated() {
            refetch();
        }
    });
    // Reported every few seconds, the same while nothing changes; the
    // page was drawn with who was here then, and each opening fetches it.
    crate::dom::on(target, "presence", move |event: MessageEvent| {
        let heard = event.data().as_string();
        let before = PRESENCE.with(|cell| cell.replace(heard.clone()));
        if current() && before.is_some() && before != heard {
            refetch();
        }
    });
    STREAM.with(|stream| *stream.borrow_mut() = Some((url, source)));
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

/// Fetches the page again, and lays it, or its live parts, over this one.
pub(crate) fn refetch() {
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
        let answer = get(&url).await;
        UNDER_WAY.with(|count| count.set(count.get() - 1));
        let Ok(answer) = answer else {
            return;
        };
        let latest = ASKED.with(Cell::get) == asked;
        let here = window().location().href().unwrap_or_default() == url;
        // A page on its way replaces this one anyway.
        if !latest || !here || !answer.ok || crate::swap::busy() {
            return;
        }
        let Some(next) = parse(&answer.html) else {
            return;
        };
        if crate::page::playing() || crate::page::carries_a_game(&next) {
            crate::lay_over::page(next);
        } else {
            parts::replace(&next);
        }
    });
}
