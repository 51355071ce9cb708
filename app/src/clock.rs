//! The active-time clock of a game page.

use leptos::prelude::*;
use play::GameView;

/// Seconds counted on a page before it reports them.
#[cfg(feature = "hydrate")]
const REPORT_EVERY_MS: u64 = 15_000;

/// The active-time clock: the stored time plus what this page has seen
/// while the game runs in view. The page reports its share every 15 s, and
/// what is left when it is closed or left.
#[derive(Clone, Copy)]
pub(crate) struct Clock {
    stored_ms: u64,
    counted_ms: RwSignal<u64>,
}

impl Clock {
    /// Starts counting `game`'s time: each second the page is in view while
    /// the game runs (not finished, paused or waiting for Resume).
    pub(crate) fn start(game: RwSignal<GameView>) -> Clock {
        let clock = Clock {
            stored_ms: game.with_untracked(|game| game.active_ms),
            counted_ms: RwSignal::new(0),
        };
        #[cfg(feature = "hydrate")]
        {
            let unreported = StoredValue::new(0u64);
            let id = game.with_untracked(|game| game.id.to_string());
            report_on_leaving(id.clone(), unreported);
            clock.tick(game, id, unreported);
        }
        clock
    }

    /// Counts a second while the game runs in view; reports every 15 s.
    #[cfg(feature = "hydrate")]
    fn tick(self, game: RwSignal<GameView>, id: String, unreported: StoredValue<u64>) {
        set_timeout(
            move || {
                let Some(running) = game.try_with_untracked(|game| {
                    !game.is_finished() && game.first_result.is_none() && !game.paused && !game.idle
                }) else {
                    return;
                };
                let visible = document().visibility_state() == web_sys::VisibilityState::Visible;
                if running && visible {
                    self.counted_ms.update(|ms| *ms += 1000);
                    unreported.update_value(|ms| *ms += 1000);
                }
                if unreported.get_value() >= REPORT_EVERY_MS {
                    let ms = unreported.get_value();
                    unreported.set_value(0);
                    let id = id.clone();
                    leptos::task::spawn_local(async move {
                        let _ = crate::game::api::report_time(id, ms).await;
                    });
                }
                self.tick(game, id, unreported);
            },
            std::time::Duration::from_secs(1),
        );
    }

    pub(crate) fn text(&self) -> String {
        let seconds = (self.stored_ms + self.counted_ms.get()) / 1000;
        format!("{}:{:02}", seconds / 60, seconds % 60)
    }
}

/// Sends what is left unreported as the page goes away, by beacon: a
/// request the browser still makes after the page has gone.
#[cfg(feature = "hydrate")]
fn report_on_leaving(id: String, unreported: StoredValue<u64>) {
    use leptos::server_fn::ServerFn;
    use wasm_bindgen::prelude::*;

    let leaving = Closure::<dyn FnMut()>::new(move || {
        let ms = unreported.try_get_value().unwrap_or(0);
        if ms == 0 {
            return;
        }
        unreported.set_value(0);
        let Ok(fields) = web_sys::UrlSearchParams::new() else {
            return;
        };
        fields.append("game", &id);
        fields.append("ms", &ms.to_string());
        let _ = window().navigator().send_beacon_with_opt_url_search_params(
            crate::game::api::ReportTime::PATH,
            Some(&fields),
        );
    });
    let _ = window().add_event_listener_with_callback("pagehide", leaving.as_ref().unchecked_ref());
    leaving.forget();
}
