//! The devices signed in as each player: every session with a player is
//! noted (its row's key, when first and last seen, its user agent, its
//! network: `crate::network`) at most every few minutes, so its player can see it and end it
//! (`VisitorService::sign_out_others`). A session from before devices
//! were noted, of a player who has since signed their other devices out,
//! is ended on its next request: it could not be listed, so it could not
//! be signed out by name.

use crate::network::Network;
use crate::sessions::device_key;
use crate::storage::{Storage, unix_now};
use app::service::{DEVICE_SEEN_KEY, PLAYER_KEY};
use axum::extract::{Request, State};
use axum::http::{HeaderValue, header};
use axum::middleware::Next;
use axum::response::Response;
use play::PlayerId;
use tower_sessions::Session;

/// How often a device's last visit is written down, at most.
const NOTED_EVERY: i64 = 5 * 60;

/// The longest user agent kept.
const AGENT_CHARS: usize = 200;

/// Notes the request's device for its player, or ends a session from
/// before devices were noted whose player signed their others out.
pub async fn note_device(
    State(storage): State<Storage>,
    session: Session,
    request: Request,
    next: Next,
) -> Response {
    // A cheap copy: the text is made only when the device is written down.
    let agent = request.headers().get(header::USER_AGENT).cloned();
    let network = request.extensions().get::<Network>().copied();
    if let Err(error) = note(&storage, &session, agent, network).await {
        tracing::error!(%error, "cannot note a device");
    }
    next.run(request).await
}

async fn note(
    storage: &Storage,
    session: &Session,
    agent: Option<HeaderValue>,
    network: Option<Network>,
) -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    let (Some(player), Some(id)) = (session.get::<PlayerId>(PLAYER_KEY).await?, session.id())
    else {
        return Ok(());
    };
    let now = unix_now();
    let seen = session.get::<i64>(DEVICE_SEEN_KEY).await?;
    if seen.is_some_and(|seen| now - seen < NOTED_EVERY) {
        return Ok(());
    }
    if seen.is_none() && storage.signed_out_others(&player).await? {
        session.flush().await?;
        return Ok(());
    }
    let agent: String = agent
        .as_ref()
        .and_then(|value| value.to_str().ok())
        .unwrap_or("")
        .chars()
        .take(AGENT_CHARS)
        .collect();
    let network = network
        .map(|network| network.to_string())
        .unwrap_or_default();
    storage
        .note_device(&device_key(&id), &player, &agent, &network)
        .await?;
    session.insert(DEVICE_SEEN_KEY, now).await?;
    Ok(())
}
