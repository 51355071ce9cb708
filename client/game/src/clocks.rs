//! A live game's clocks (in a room): the running side's counted down from
//! the server's latest drawing of them, and the viewer's own said as it
//! passes 60, 30 and 10 seconds left (`play::Clock::WARNINGS`), not every
//! second. The words are the server's, drawn with the clocks.

use crate::dom::{after, query, query_page, window};
use app::components::clocks::text;
use std::cell::{Cell, RefCell};
use std::time::Duration;

/// Milliseconds between two showings of the time.
const TICK_MS: u32 = 250;

/// The clocks as the latest drawing read them: when it was laid over (the
/// page's time, in ms), and each side's time left and whether it runs.
struct Reading {
    at: f64,
    sides: Vec<Side>,
}

struct Side {
    left_ms: u64,
    running: bool,
    mine: bool,
}

thread_local! {
    static READING: RefCell<Option<Reading>> = const { RefCell::new(None) };
    /// The viewer's own time left when last shown.
    static HEARD: Cell<Option<u64>> = const { Cell::new(None) };
}

/// Counts the page's clocks down, if it has any, for as long as it lives.
pub(crate) fn start() {
    read();
    tick();
}

fn tick() {
    after(TICK_MS, || {
        show();
        tick();
    });
}

fn now() -> f64 {
    window().performance().map_or(0.0, |clock| clock.now())
}

/// Takes the clocks as the drawing just laid over has them.
pub(crate) fn read() {
    let sides: Vec<Side> = query_page(".clocks .clock-side[data-left-ms]")
        .iter()
        .map(|side| Side {
            left_ms: side
                .get_attribute("data-left-ms")
                .and_then(|ms| ms.parse().ok())
                .unwrap_or(0),
            running: side.get_attribute("data-running").as_deref() == Some("true"),
            mine: side.has_attribute("data-mine"),
        })
        .collect();
    let reading = (!sides.is_empty()).then(|| Reading { at: now(), sides });
    READING.with(|cell| *cell.borrow_mut() = reading);
}

/// Shows each side's time left now, over what a drawing says, and says the
/// viewer's warning when their time has just passed one.
pub(crate) fn show() {
    let Some((shown, mine)) = READING.with(|cell| {
        let reading = cell.borrow();
        let reading = reading.as_ref()?;
        let elapsed = (now() - reading.at).max(0.0) as u64;
        let shown: Vec<u64> = reading
            .sides
            .iter()
            .map(|side| match side.running {
                true => side.left_ms.saturating_sub(elapsed),
                false => side.left_ms,
            })
            .collect();
        let mine = reading
            .sides
            .iter()
            .zip(&shown)
            .find_map(|(side, &left)| side.mine.then_some(left));
        Some((shown, mine))
    }) else {
        return;
    };
    for (side, left) in query_page(".clocks .clock-side .clock-time")
        .iter()
        .zip(shown)
    {
        let now = text(left);
        if side.text_content().as_deref() != Some(now.as_str()) {
            side.set_text_content(Some(&now));
        }
    }
    if let Some(left) = mine {
        warn(left);
    }
}

/// Says the warning the viewer's clock passed since it was last shown.
fn warn(left: u64) {
    let Some(before) = HEARD.with(|heard| heard.replace(Some(left))) else {
        return;
    };
    let passed =
        play::Clock::warning_passed(Duration::from_millis(before), Duration::from_millis(left));
    let (Some(seconds), Some(region)) = (passed, query(".clocks .clock-warning")) else {
        return;
    };
    let words = region.get_attribute("data-warnings").unwrap_or_default();
    let said = words
        .lines()
        .find_map(|line| line.strip_prefix(&format!("{seconds}=")))
        .unwrap_or_default()
        .to_string();
    region.set_text_content(Some(&said));
}
