//! The lobby's server functions: the name a player shows others.

use crate::error::PlayError;
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
        let name: DisplayName = name.parse().map_err(play::Refusal::Name)?;
        let player = player().await?.ok_or(PlayError::UNAVAILABLE)?;
        lobby()?.choose_name(&player, &name).await?;
        Ok(())
    }
    .await;
    answer(ChooseName::PATH, "/lobby", "/lobby", result)
}
