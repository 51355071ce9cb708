//! Server-sent events: a room page hears when its room changed and who
//! is there; the lobby hears when the open seeks changed. (An arena's
//! page hears its news from `arenas::live`.)

use crate::live::News;
use crate::lobby::LobbyService;
use crate::rooms::RoomService;
use crate::telemetry::LiveConnection;
use app::error::PlayError;
use app::room::view::Presence;
use app::service::PLAYER_KEY;
use axum::extract::{Path, State};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use play::{PlayerId, Refusal, RoomToken};
use std::convert::Infallible;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::watch;
use tower_sessions::Session;

/// What a live stream keeps between events, and how it waits for the
/// next.
pub(crate) trait LiveStream: Send + 'static {
    /// The next event; `None` ends the stream.
    fn next(&mut self) -> impl Future<Output = Option<Event>> + Send;
}

/// The answer that sends `stream`'s events as they come.
pub(crate) fn serve(stream: impl LiveStream) -> Response {
    let events = futures_util::stream::unfold(stream, |mut stream| async move {
        let event = stream.next().await?;
        Some((Ok::<Event, Infallible>(event), stream))
    });
    Sse::new(events)
        .keep_alive(KeepAlive::default())
        .into_response()
}

/// A stream that cannot be opened (an unknown room or arena), and why.
pub(crate) fn refused(refusal: Refusal) -> Response {
    let error = PlayError::from(refusal);
    (error.status(), error.to_string()).into_response()
}

/// How often a room page hears who is here (and reports that it is).
const PRESENCE_EVERY: Duration = Duration::from_secs(10);

/// What a room's live stream keeps between events.
struct RoomStream {
    rooms: Arc<RoomService>,
    token: RoomToken,
    player: Option<PlayerId>,
    news: tokio::sync::broadcast::Receiver<News>,
    ticks: tokio::time::Interval,
    stopping: watch::Receiver<bool>,
    /// A stream opened again after a break: the page may have missed news.
    resumed: bool,
    gone: bool,
    _counted: LiveConnection,
}

/// Events carry this id so that a browser opening the stream again says
/// it had one (`Last-Event-ID`).
pub(crate) const EVENT_ID: &str = "live";

/// How soon a browser opens the stream again after the server ended it
/// because it is stopping.
const RECONNECT_AFTER: Duration = Duration::from_millis(500);

/// `GET /api/rooms/{token}/events`: server-sent events for one room page.
/// `update` when the room changed through someone else (the page fetches
/// it again); `presence` every few seconds, "host guest continue": whether
/// each is here as 1 or 0 (guest `-` before anyone joined), and whether
/// this viewer may now continue against the computer. The stream itself
/// counts as being here.
pub async fn room_events(
    State(rooms): State<Arc<RoomService>>,
    State(stopping): State<watch::Receiver<bool>>,
    session: Session,
    Path(token): Path<String>,
    headers: axum::http::HeaderMap,
) -> Response {
    let room = match token.parse::<RoomToken>() {
        Ok(token) => rooms.room(&token).await.map(|_| token),
        Err(_) => Err(Refusal::RoomNotFound),
    };
    let token = match room {
        Ok(token) => token,
        Err(refusal) => return refused(refusal),
    };
    let player = session.get::<PlayerId>(PLAYER_KEY).await.ok().flatten();
    let news = rooms.hub().subscribe();
    let state = RoomStream {
        rooms,
        token,
        player,
        news,
        ticks: tokio::time::interval(PRESENCE_EVERY),
        stopping,
        resumed: headers.contains_key("last-event-id"),
        gone: false,
        _counted: LiveConnection::opened(),
    };
    serve(state)
}

impl LiveStream for RoomStream {
    fn next(&mut self) -> impl Future<Output = Option<Event>> + Send {
        next_room_event(self)
    }
}

async fn next_room_event(state: &mut RoomStream) -> Option<Event> {
    use tokio::sync::broadcast::error::RecvError;
    if state.gone {
        return None;
    }
    let update = update();
    if std::mem::take(&mut state.resumed) {
        return Some(update);
    }
    loop {
        tokio::select! {
            () = crate::lifecycle::stopped(&mut state.stopping) => {
                state.gone = true;
                return Some(stopping_now());
            }
            news = state.news.recv() => match news {
                Ok(News::Room(news)) if news.token == state.token => {
                    let Ok(room) = state.rooms.room(&state.token).await else {
                        state.gone = true;
                        return Some(update);
                    };
                    // The page that acted already shows its own change.
                    let mine = state.player.as_ref().and_then(|player| room.seat_of(player));
                    if news.by.is_some() && news.by == mine {
                        continue;
                    }
                    return Some(update);
                }
                Ok(_) => continue,
                Err(RecvError::Lagged(_)) => return Some(update),
                Err(RecvError::Closed) => return None,
            },
            _ = state.ticks.tick() => {
                let Ok(mut room) = state.rooms.room(&state.token).await else {
                    state.gone = true;
                    return Some(update);
                };
                if let Err(error) = state.rooms.mark_seen(&mut room, state.player.as_ref()).await {
                    tracing::warn!(?error, "cannot note presence");
                }
                let (host, guest) = state.rooms.presence(&room);
                let may_continue = state
                    .rooms
                    .may_continue_vs_computer(&room, state.player.as_ref())
                    .await
                    .unwrap_or(false);
                let presence = Presence { host, guest, may_continue };
                return Some(Event::default().event("presence").data(presence.to_string()).id(EVENT_ID));
            }
        }
    }
}

/// News for the page: fetch what it shows again.
pub(crate) fn update() -> Event {
    Event::default()
        .event("update")
        .data("changed")
        .id(EVENT_ID)
}

/// A stream's last event: come back soon (to another process, or this one
/// restarted).
pub(crate) fn stopping_now() -> Event {
    Event::default()
        .comment("the server is stopping")
        .retry(RECONNECT_AFTER)
}

/// How often a lobby page's stream notes that its viewer is here: well
/// within `play::SEEK_ABSENCE`, after which their live seeks end.
const HERE_EVERY: Duration = Duration::from_secs(5);

/// What the lobby's live stream keeps between events.
struct LobbyStream {
    lobby: Arc<LobbyService>,
    player: Option<PlayerId>,
    news: tokio::sync::broadcast::Receiver<News>,
    ticks: tokio::time::Interval,
    stopping: watch::Receiver<bool>,
    gone: bool,
    _counted: LiveConnection,
}

/// `GET /api/lobby/events`: server-sent events for the lobby page, an
/// `update` whenever a seek opened, was cancelled, accepted, paired or
/// ended (the page fetches the lobby again: for a waiting player, that is
/// how they hear their game began). While it is open, its viewer is here,
/// and their live seeks stay open.
pub async fn lobby_events(
    State(lobby): State<Arc<LobbyService>>,
    State(rooms): State<Arc<RoomService>>,
    State(stopping): State<watch::Receiver<bool>>,
    session: Session,
) -> Response {
    let state = LobbyStream {
        lobby,
        player: session.get::<PlayerId>(PLAYER_KEY).await.ok().flatten(),
        news: rooms.hub().subscribe(),
        ticks: tokio::time::interval(HERE_EVERY),
        stopping,
        gone: false,
        _counted: LiveConnection::opened(),
    };
    serve(state)
}

impl LiveStream for LobbyStream {
    fn next(&mut self) -> impl Future<Output = Option<Event>> + Send {
        next_lobby_event(self)
    }
}

async fn next_lobby_event(state: &mut LobbyStream) -> Option<Event> {
    use tokio::sync::broadcast::error::RecvError;
    if state.gone {
        return None;
    }
    loop {
        tokio::select! {
            () = crate::lifecycle::stopped(&mut state.stopping) => {
                state.gone = true;
                return Some(stopping_now());
            }
            heard = state.news.recv() => match heard {
                Ok(News::Lobby) | Err(RecvError::Lagged(_)) => return Some(update()),
                Ok(News::Room(_) | News::Arena(_) | News::Arenas) => continue,
                Err(RecvError::Closed) => return None,
            },
            _ = state.ticks.tick() => {
                if let Some(player) = &state.player
                    && let Err(error) = state.lobby.here(player).await
                {
                    tracing::warn!(?error, "cannot note presence in the lobby");
                }
            }
        }
    }
}
