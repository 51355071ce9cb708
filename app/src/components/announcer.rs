//! Spoken announcements: two polite live regions used in turn, so that a
//! sentence identical to the one before is still spoken.

use leptos::prelude::*;

/// Says sentences to screen readers.
#[derive(Clone, Copy)]
pub struct Announcer {
    /// How many announcements were made, and the latest.
    said: RwSignal<(u32, String)>,
}

impl Announcer {
    /// An announcer with nothing said yet.
    pub fn new() -> Announcer {
        Announcer {
            said: RwSignal::new((0, String::new())),
        }
    }

    /// Speaks `text` once.
    pub fn say(&self, text: String) {
        self.said.try_update(|(count, said)| {
            *count += 1;
            *said = text;
        });
    }
}

impl Default for Announcer {
    fn default() -> Announcer {
        Announcer::new()
    }
}

/// The live regions of `announcer`.
#[component]
pub fn Announcements(announcer: Announcer) -> impl IntoView {
    // The region that speaks is emptied by the next announcement, which
    // the other region speaks: a change of region is always a change.
    let region = move |parity: u32| {
        move || {
            announcer.said.with(|(count, said)| {
                if count % 2 == parity {
                    said.clone()
                } else {
                    String::new()
                }
            })
        }
    };
    view! {
        <div class="sr-only announcer">
            <p aria-live="polite" aria-atomic="true">{region(1)}</p>
            <p aria-live="polite" aria-atomic="true">{region(0)}</p>
        </div>
    }
}
