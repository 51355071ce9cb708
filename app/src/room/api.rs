//! The room's server functions: open one, read it, and join, rematch or
//! continue against the computer.

use crate::error::PlayError;
use crate::room::view::RoomView;
use leptos::prelude::*;

/// Opens a room hosted by the visitor and goes to it.
#[server(endpoint = "room-new", input = crate::wire::form::FormPost)]
pub async fn create_room(
    game: Option<String>,
    stones: Option<u8>,
    empty_capture: Option<String>,
    grand_slam: Option<String>,
    cycles: Option<String>,
) -> Result<String, PlayError> {
    use crate::service::{answer, is_plain_form, player, rooms};
    use leptos::server_fn::ServerFn;

    let result = async {
        let chosen = crate::game::new_game::ssr::Chosen {
            game,
            stones,
            empty_capture,
            grand_slam,
            cycles,
        };
        let rules = chosen.rules()?;
        let host = player().await?.ok_or(PlayError::UNAVAILABLE)?;
        Ok(rooms()?.create(&host, rules).await?.to_string())
    }
    .await;
    let page = match &result {
        Ok(token) => crate::routes::room(&token),
        Err(_) => "/".to_string(),
    };
    if result.is_ok() && !is_plain_form() {
        leptos_axum::redirect(&page);
    }
    answer(CreateRoom::PATH, &page, "/", result)
}

/// The room as the visitor sees it, with its full link.
// Read with GET: reads never start a session (a POST would).
#[server(endpoint = "room", input = crate::wire::form::FormGet, output = crate::wire::codec::Wire)]
pub async fn load_room(token: String) -> Result<(RoomView, String), PlayError> {
    use crate::service::{answer, player, room_token, rooms};
    use leptos::server_fn::ServerFn;

    let result = async {
        let token = room_token(&token)?;
        let words = crate::i18n::use_words();
        let view = rooms()?
            .view(player().await?.as_ref(), &token, words)
            .await?;
        Ok((view, site_link(&crate::routes::room(&token))))
    }
    .await;
    answer(LoadRoom::PATH, "/", "/", result)
}

/// `action` is `join`, `rematch` or `continue` (against the computer).
#[server(endpoint = "room-act", input = crate::wire::form::FormPost, output = crate::wire::codec::Wire)]
pub async fn room_act(token: String, action: String) -> Result<(), PlayError> {
    use crate::service::{answer, is_plain_form, player, room_token, rooms};
    use leptos::server_fn::ServerFn;

    let room = room_token(&token);
    let failure = match &room {
        Ok(token) => crate::routes::room(&token),
        Err(_) => "/".to_string(),
    };
    let mut page = failure.clone();
    let result = async {
        let token = room?;
        let player = player().await?.ok_or(PlayError::UNAVAILABLE)?;
        let rooms = rooms()?;
        match action.as_str() {
            "join" => rooms.join(&player, &token).await?,
            "rematch" => rooms.rematch(&player, &token).await?,
            "berserk" => rooms.berserk(&player, &token).await?,
            "continue" => {
                let game = rooms.continue_vs_computer(&player, &token).await?;
                page = crate::routes::game(&game);
            }
            other => return Err(PlayError::BadInput(format!("unknown action {other:?}"))),
        }
        Ok(())
    }
    .await;
    if action == "continue" && result.is_ok() && !is_plain_form() {
        leptos_axum::redirect(&page);
    }
    answer(RoomAct::PATH, &page, &failure, result)
}

/// An absolute link to `path` on this site, as the visitor reached it:
/// the scheme from a TLS-terminating proxy's header, the host from the
/// request.
#[cfg(feature = "ssr")]
pub(crate) fn site_link(path: &str) -> String {
    let parts = use_context::<http::request::Parts>();
    let header = |name: &str| {
        parts
            .as_ref()
            .and_then(|parts| parts.headers.get(name))
            .and_then(|value| value.to_str().ok())
            .map(str::to_string)
    };
    let scheme = header("x-forwarded-proto")
        .filter(|scheme| scheme == "https")
        .unwrap_or_else(|| "http".to_string());
    let host = header("host")
        .filter(|host| {
            host.bytes()
                .all(|byte| byte.is_ascii_alphanumeric() || b".-:[]".contains(&byte))
        })
        .unwrap_or_else(|| "localhost".to_string());
    format!("{scheme}://{host}{path}")
}

crate::wire::form::form_arguments!(FormGet: LoadRoom);
crate::wire::form::form_arguments!(FormPost: CreateRoom, RoomAct);
