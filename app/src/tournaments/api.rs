//! The arenas' server functions: the list, one arena, a new arena from a
//! player's form, and joining or withdrawing.

// A server function takes its form's fields one argument each: an arena's
// form has nine.
#![allow(clippy::too_many_arguments)]

use crate::error::PlayError;
use crate::tournaments::view::{ArenaView, TournamentsView};
use leptos::prelude::*;

/// The page `page` (from 1) of the arenas to come and under way, and
/// those just over.
// Read with GET: reads never start a session (a POST would).
#[server(endpoint = "tournaments", input = leptos::server_fn::codec::GetUrl)]
pub async fn load_tournaments(page: usize) -> Result<TournamentsView, PlayError> {
    use crate::service::{arenas, player};
    Ok(arenas()?.list(player().await?.as_ref(), page).await?)
}

/// The arena `id` as the visitor sees it.
// Read with GET: reads never start a session (a POST would).
#[server(endpoint = "tournament", input = leptos::server_fn::codec::GetUrl)]
pub async fn load_tournament(id: String) -> Result<ArenaView, PlayError> {
    use crate::service::{arenas, player};
    let id = id.parse().map_err(|_| play::Refusal::ArenaNotFound)?;
    Ok(arenas()?.view(player().await?.as_ref(), &id).await?)
}

/// Holds the arena the form describes; its creator plays in it.
#[server(endpoint = "tournament-new", input = crate::wire::form::FormPost)]
pub async fn create_tournament(
    name: String,
    game: Option<String>,
    clock: String,
    stones: String,
    empty_capture: Option<String>,
    minutes: String,
    starts_in: String,
    mode: String,
    house_bot: Option<String>,
) -> Result<(), PlayError> {
    use crate::service::{acting_player, answer, arenas, is_plain_form};
    use leptos::server_fn::ServerFn;
    use play::{ArenaForm, ArenaSettings, Refusal};

    let mut page = "/tournaments".to_string();
    let result = async {
        let player = acting_player().await?;
        let form = ArenaForm {
            name: &name,
            game: game.as_deref(),
            clock: &clock,
            stones: &stones,
            empty_capture: empty_capture.as_deref(),
            minutes: &minutes,
            starts_in: &starts_in,
            mode: &mode,
            house_bot: house_bot.as_deref(),
        };
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |since| since.as_secs() as i64);
        let arenas = arenas()?;
        let settings =
            ArenaSettings::from_form(&form, &arenas.lengths(), now).map_err(Refusal::Arena)?;
        let id = arenas.create(&player, settings).await?;
        page = crate::routes::tournament(&id);
        Ok(())
    }
    .await;
    if result.is_ok() && !is_plain_form() {
        leptos_axum::redirect(&page);
    }
    answer(CreateTournament::PATH, &page, "/tournaments", result)
}

/// `action` is `join` or `withdraw`, for the arena `id`.
#[server(endpoint = "tournament-act", input = crate::wire::form::FormPost)]
pub async fn tournament_act(id: String, action: String) -> Result<(), PlayError> {
    use crate::service::{acting_player, answer, arenas};
    use leptos::server_fn::ServerFn;
    use play::Refusal;

    let parsed: Result<play::ArenaId, _> = id.parse();
    let page = match &parsed {
        Ok(id) => crate::routes::tournament(id),
        Err(_) => "/tournaments".to_string(),
    };
    let result = async {
        let id = parsed.map_err(|_| Refusal::ArenaNotFound)?;
        let player = acting_player().await?;
        match action.as_str() {
            "join" => arenas()?.join(&player, &id).await?,
            "withdraw" => arenas()?.withdraw(&player, &id).await?,
            other => return Err(PlayError::BadInput(format!("unknown action {other:?}"))),
        }
        Ok(())
    }
    .await;
    answer(TournamentAct::PATH, &page, &page, result)
}

crate::wire::form::form_arguments!(FormPost: CreateTournament, TournamentAct);
