//! The lobby's server functions: the name a player shows others, and
//! seeks: open one, cancel it, accept another's.

// A server function takes its form's fields one argument each: a seek's
// form has ten with Oware's game and rule fields.
#![allow(clippy::too_many_arguments)]

use crate::error::PlayError;
use crate::lobby::view::LobbyView;
use leptos::prelude::*;
use play::DisplayName;

/// The visitor's display name, once chosen.
// Read with GET: reads never start a session (a POST would).
#[server(endpoint = "name", input = leptos::server_fn::codec::GetUrl)]
pub async fn load_name() -> Result<Option<DisplayName>, PlayError> {
    use crate::service::{lobby, player};
    let Some(player) = player().await? else {
        return Ok(None);
    };
    Ok(lobby()?.name(&player).await?)
}

/// Gives the visitor the name they typed, tidied, unless it is refused.
#[server(endpoint = "name-choose")]
pub async fn choose_name(name: String) -> Result<(), PlayError> {
    use crate::service::{answer, lobby, player};
    use leptos::server_fn::ServerFn;
    let result = async {
        let name = DisplayName::chosen(&name).map_err(play::Refusal::Name)?;
        if crate::lobby::labels::is_site_label(&name) {
            return Err(play::Refusal::Name(play::NameRefusal::Reserved).into());
        }
        let player = player().await?.ok_or(PlayError::UNAVAILABLE)?;
        lobby()?.choose_name(&player, &name).await?;
        Ok(())
    }
    .await;
    answer(ChooseName::PATH, "/lobby", "/lobby", result)
}

/// The lobby as the visitor sees it; `waiting` names the seek their page
/// waits on (an unreadable one is ignored: the page only waits).
#[server(endpoint = "lobby", input = crate::wire::form::FormGet)]
pub async fn load_lobby(waiting: Option<String>) -> Result<LobbyView, PlayError> {
    use crate::service::{lobby, player};
    let waiting = waiting.and_then(|id| id.parse().ok());
    Ok(lobby()?
        .view(player().await?.as_ref(), waiting.as_ref())
        .await?)
}

/// `action` is `open` (a seek with the settings sent), `cancel` or
/// `accept` (the seek `seek`).
#[server(endpoint = "lobby-act", input = crate::wire::form::FormPost)]
pub async fn lobby_act(
    action: String,
    seek: Option<String>,
    game: Option<String>,
    stones: Option<String>,
    empty_capture: Option<String>,
    grand_slam: Option<String>,
    cycles: Option<String>,
    speed: Option<String>,
    mode: Option<String>,
    seat: Option<String>,
) -> Result<(), PlayError> {
    use crate::service::{answer, is_plain_form, lobby, player};
    use leptos::server_fn::ServerFn;
    use play::{Refusal, SeekForm, SeekId, SeekSettings};

    let mut page = "/lobby".to_string();
    let result = async {
        let player = player().await?.ok_or(PlayError::UNAVAILABLE)?;
        let lobby = lobby()?;
        let seek = || -> Result<SeekId, PlayError> {
            seek.as_deref()
                .unwrap_or_default()
                .parse()
                .map_err(|_| Refusal::SeekNotFound.into())
        };
        match action.as_str() {
            "open" => {
                let form = SeekForm {
                    game: game.as_deref(),
                    grand_slam: grand_slam.as_deref(),
                    cycles: cycles.as_deref(),
                    stones: stones.as_deref().unwrap_or_default(),
                    empty_capture: empty_capture.as_deref(),
                    speed: speed.as_deref().unwrap_or_default(),
                    mode: mode.as_deref().unwrap_or_default(),
                    seat: seat.as_deref().unwrap_or_default(),
                };
                let settings = SeekSettings::from_form(&form).map_err(Refusal::Seek)?;
                let id = lobby.open_seek(&player, &settings).await?;
                page = crate::routes::lobby_waiting(&id);
            }
            "cancel" => lobby.cancel_seek(&player, &seek()?).await?,
            "accept" => {
                let room = lobby.accept_seek(&player, &seek()?).await?;
                page = crate::routes::room(&room);
            }
            other => return Err(PlayError::BadInput(format!("unknown action {other:?}"))),
        }
        Ok(())
    }
    .await;
    if result.is_ok() && !is_plain_form() {
        leptos_axum::redirect(&page);
    }
    answer(LobbyAct::PATH, &page, "/lobby", result)
}

crate::wire::form::form_arguments!(FormGet: LoadLobby);
crate::wire::form::form_arguments!(FormPost: LobbyAct);
