//! A live game's clocks, as kept by the server, counting down in the
//! browser between its updates. A screen reader hears the viewer's own time
//! as it passes 60, 30 and 10 seconds left, not every second.

use crate::i18n::use_words;
use crate::t;
use engine::Player;
use leptos::prelude::*;
use play::Clock;
use std::time::Duration;

/// Both sides' clocks: `left_ms` each as the server read them, the
/// `running` side's counting down from when the page got them. `names`
/// are the sides' names, Player 1's first; `mine` is the viewer's side.
#[component]
pub fn Clocks(
    left_ms: [u64; 2],
    running: Option<Player>,
    names: [String; 2],
    mine: Option<Player>,
) -> impl IntoView {
    let words = use_words();
    // Milliseconds since the page got these readings.
    let elapsed = RwSignal::new(0u64);
    #[cfg(feature = "hydrate")]
    if running.is_some() {
        let started = js_sys::Date::now();
        if let Ok(ticking) = set_interval_with_handle(
            move || {
                elapsed.try_set((js_sys::Date::now() - started).max(0.0) as u64);
            },
            Duration::from_millis(250),
        ) {
            on_cleanup(move || ticking.clear());
        }
    }
    let left = move |side: Player| {
        let stored = left_ms[usize::from(side.number() - 1)];
        if running == Some(side) {
            stored.saturating_sub(elapsed.get())
        } else {
            stored
        }
    };
    // The viewer's own warnings, each once: the lowest mark passed since
    // the last reading.
    let heard = StoredValue::new(mine.map(left));
    let warning_words = words;
    let warning = Memo::new(move |previous: Option<&String>| {
        let (Some(side), Some(before)) = (mine, heard.get_value()) else {
            return String::new();
        };
        let now = left(side);
        heard.set_value(Some(now));
        match Clock::warning_passed(Duration::from_millis(before), Duration::from_millis(now)) {
            Some(seconds) => t!(warning_words, "controls-clock-warning", seconds = seconds),
            None => previous.cloned().unwrap_or_default(),
        }
    });
    let label = t!(words, "controls-clocks");
    let side = move |player: Player| {
        let name = names[usize::from(player.number() - 1)].clone();
        // Fluent drops a message's trailing space: the page adds it.
        let who = if mine == Some(player) {
            format!("{} ", t!(words, "controls-clock-yours"))
        } else {
            format!("{} ", t!(words, "controls-clock-of", name = name))
        };
        view! {
            <p class="clock-side" data-running=(running == Some(player)).to_string()>
                {who} <span class="clock-time">{move || clock_text(left(player))}</span>
            </p>
        }
    };
    view! {
        <div class="clocks" role="group" aria-label=label>
            {side(Player::One)}
            {side(Player::Two)}
            <p class="sr-only" aria-live="assertive" aria-atomic="true">{move || warning.get()}</p>
        </div>
    }
}

/// Time left as a clock shows it: minutes and seconds, rounded up so that
/// 0:00 means out of time.
fn clock_text(ms: u64) -> String {
    let seconds = ms.div_ceil(1000);
    format!("{}:{:02}", seconds / 60, seconds % 60)
}
