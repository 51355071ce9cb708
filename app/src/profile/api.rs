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

/// The leaderboards: Kalah's live and correspondence, then Oware's.
// Read with GET: reads never start a session (a POST would).
#[server(endpoint = "leaderboard", input = leptos::server_fn::codec::GetUrl)]
pub async fn load_leaderboards()
-> Result<Vec<(play::RatingPool, Vec<crate::profile::view::Leader>)>, PlayError> {
    use crate::service::lobby;
    let lobby = lobby()?;
    let mut boards = Vec::new();
    for pool in play::RatingPool::ALL {
        boards.push((pool, lobby.leaderboard(pool).await?));
    }
    Ok(boards)
}
