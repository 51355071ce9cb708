//! Players' pages' server functions: one player's public page and the
//! leaderboards.

use crate::error::PlayError;
use leptos::prelude::*;

/// The public page of the player named `name`.
// Read with GET: reads never start a session (a POST would).
#[server(endpoint = "player", input = leptos::server_fn::codec::GetUrl)]
pub async fn load_profile(name: String) -> Result<crate::profile::view::Profile, PlayError> {
    use crate::service::lobby;
    let name: play::DisplayName = name.parse().map_err(|_| play::Refusal::PlayerNotFound)?;
    Ok(lobby()?.profile(&name).await?)
}

/// The leaderboards: live, then correspondence.
// Read with GET: reads never start a session (a POST would).
#[server(endpoint = "leaderboard", input = leptos::server_fn::codec::GetUrl)]
pub async fn load_leaderboards() -> Result<
    (
        Vec<crate::profile::view::Leader>,
        Vec<crate::profile::view::Leader>,
    ),
    PlayError,
> {
    use crate::service::lobby;
    use play::SpeedClass;
    let lobby = lobby()?;
    Ok((
        lobby.leaderboard(SpeedClass::Live).await?,
        lobby.leaderboard(SpeedClass::Correspondence).await?,
    ))
}
