//! `GET /api/tournaments/{id}/events`: server-sent events for one arena's
//! page. An `update` whenever someone joins or withdraws, a game begins
//! or is scored (on any server process), at each minute before the
//! arena starts (its countdown), and when it starts and ends; the page
//! then fetches its live parts again. `GET /api/tournaments/events`: the
//! same for the list of arenas, whenever one is held or made.

use super::ArenaService;
use crate::events::{LiveStream, refused, serve, stopping_now, update};
use crate::live::News;
use crate::storage::unix_now;
use crate::telemetry::LiveConnection;
use axum::extract::{Path, State};
use axum::response::Response;
use axum::response::sse::Event;
use play::{ArenaId, ArenaSettings, Refusal};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::broadcast::{Receiver, error::RecvError};
use tokio::sync::watch;

/// What a stream follows.
enum Followed {
    /// One arena, which starts and ends at these moments (Unix seconds).
    Arena(ArenaId, [i64; 2]),
    /// The list of arenas.
    List,
}

impl Followed {
    /// Whether `news` changes what is followed.
    fn hears(&self, news: &News) -> bool {
        match (self, news) {
            (Followed::Arena(id, _), News::Arena(changed)) => id == changed,
            (Followed::List, News::Arenas) => true,
            _ => false,
        }
    }
}

/// What an arena's (or the list's) live stream keeps between events.
struct ArenaStream {
    followed: Followed,
    news: Receiver<News>,
    stopping: watch::Receiver<bool>,
    gone: bool,
    _counted: LiveConnection,
}

/// The stream of the arena `id`, or a refusal for an unknown one.
pub async fn arena_events(
    State(arenas): State<Arc<ArenaService>>,
    State(stopping): State<watch::Receiver<bool>>,
    Path(id): Path<String>,
) -> Response {
    let arena = match id.parse::<ArenaId>() {
        Ok(id) => arenas.arena(&id).await,
        Err(_) => Err(Refusal::ArenaNotFound),
    };
    let arena = match arena {
        Ok(arena) => arena,
        Err(refusal) => return refused(refusal),
    };
    let settings: &ArenaSettings = &arena.settings;
    let state = ArenaStream {
        followed: Followed::Arena(arena.id.clone(), [settings.starts_at, settings.ends_at()]),
        news: arenas.hub.subscribe(),
        stopping,
        gone: false,
        _counted: LiveConnection::opened(),
    };
    serve(state)
}

impl LiveStream for ArenaStream {
    fn next(&mut self) -> impl Future<Output = Option<Event>> + Send {
        next_arena_event(self)
    }
}

async fn next_arena_event(state: &mut ArenaStream) -> Option<Event> {
    if state.gone {
        return None;
    }
    // The next start or end to come, and a second more: from then on the
    // page shows its new phase (and the moment has passed for the next
    // call).
    let now = unix_now();
    let until = match state.followed {
        Followed::Arena(_, moments) => next_moment(moments, now),
        Followed::List => None,
    }
    .map(|moment| Duration::from_secs((moment - now) as u64 + 1));
    loop {
        tokio::select! {
            () = crate::lifecycle::stopped(&mut state.stopping) => {
                state.gone = true;
                return Some(stopping_now());
            }
            heard = state.news.recv() => match heard {
                Ok(news) if state.followed.hears(&news) => return Some(update()),
                Ok(_) => continue,
                Err(RecvError::Lagged(_)) => return Some(update()),
                Err(RecvError::Closed) => return None,
            },
            () = sleep(until) => return Some(update()),
        }
    }
}

/// The next moment from `now` the page changes by itself: each whole
/// minute before the start (`starts_at`), the start, the end (`ends_at`).
fn next_moment([starts_at, ends_at]: [i64; 2], now: i64) -> Option<i64> {
    if now < starts_at {
        Some(starts_at - (starts_at - now - 1) / 60 * 60)
    } else {
        (now <= ends_at).then_some(ends_at)
    }
}

/// Sleeps `until`, or for ever.
async fn sleep(until: Option<Duration>) {
    match until {
        Some(until) => tokio::time::sleep(until).await,
        None => std::future::pending().await,
    }
}

/// The stream of the list of arenas (`/tournaments`): an update each time
/// an arena is held or made, so that an open list shows it.
pub async fn list_events(
    State(arenas): State<Arc<ArenaService>>,
    State(stopping): State<watch::Receiver<bool>>,
) -> Response {
    serve(ArenaStream {
        followed: Followed::List,
        news: arenas.hub.subscribe(),
        stopping,
        gone: false,
        _counted: LiveConnection::opened(),
    })
}

#[cfg(test)]
mod tests {
    use super::next_moment;

    #[test]
    fn the_page_changes_each_minute_before_the_start_then_at_the_end() {
        let (start, end) = (1_000, 2_800);
        assert_eq!(next_moment([start, end], 850), Some(880), "2:30 to go");
        assert_eq!(next_moment([start, end], 881), Some(940));
        assert_eq!(next_moment([start, end], 941), Some(1_000));
        assert_eq!(next_moment([start, end], 1_001), Some(2_800));
        assert_eq!(next_moment([start, end], 2_801), None);
    }
}
