//! The active-time clock of a game page.

use leptos::prelude::*;
use play::GameView;

/// The active-time clock: the stored time plus what this page has seen
/// while the game runs in view. The page reports its share every 15 s.
#[derive(Clone, Copy)]
pub(crate) struct Clock {
    stored_ms: u64,
    counted_ms: RwSignal<u64>,
}

impl Clock {
    pub(crate) fn start(view: StoredValue<GameView>, stopped: bool) -> Clock {
        let (stored_ms, running) = view.with_value(|game| {
            (
                game.active_ms,
                !game.is_finished() && game.first_result.is_none(),
            )
        });
        let clock = Clock {
            stored_ms,
            counted_ms: RwSignal::new(0),
        };
        #[cfg(feature = "hydrate")]
        if running && !stopped {
            let game = view.with_value(|game| game.id.to_string());
            clock.tick(game, 0);
        }
        #[cfg(not(feature = "hydrate"))]
        let _ = (running, stopped);
        clock
    }

    /// Counts a second while the page is in view; reports every 15 s.
    #[cfg(feature = "hydrate")]
    fn tick(self, game: String, unreported: u64) {
        set_timeout(
            move || {
                let visible = document().visibility_state() == web_sys::VisibilityState::Visible;
                let step = if visible { 1000 } else { 0 };
                if self.counted_ms.try_update(|ms| *ms += step).is_none() {
                    // The page moved on: report what is left.
                    report(game, unreported + step);
                    return;
                }
                let unreported = unreported + step;
                if unreported >= 15_000 {
                    report(game.clone(), unreported);
                    self.tick(game, 0);
                } else {
                    self.tick(game, unreported);
                }
            },
            std::time::Duration::from_secs(1),
        );
    }

    pub(crate) fn text(&self) -> String {
        let seconds = (self.stored_ms + self.counted_ms.get()) / 1000;
        format!("{}:{:02}", seconds / 60, seconds % 60)
    }
}

#[cfg(feature = "hydrate")]
fn report(game: String, ms: u64) {
    if ms > 0 {
        leptos::task::spawn_local(async move {
            let _ = crate::api::game::report_time(game, ms).await;
        });
    }
}
