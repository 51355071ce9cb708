//! The game's server functions: read a game, act on it, report play time.

use crate::error::PlayError;
use leptos::prelude::*;
use play::GameView;

/// The game as the visitor may see it.
// Read with GET: reads never start a session (a POST would).
#[server(endpoint = "game", input = crate::wire::form::FormGet, output = crate::wire::codec::Wire)]
pub async fn load_game(id: String) -> Result<GameView, PlayError> {
    use crate::service::{answer, game_id, games, player};
    use leptos::server_fn::ServerFn;

    let result = async {
        let id = game_id(&id)?;
        Ok(games()?.view(player().await?.as_ref(), &id).await?)
    }
    .await;
    answer(LoadGame::PATH, "/", "/", result)
}

/// What the game page shows besides its address and language: the game
/// as the visitor may see it, and their settings.
#[cfg(feature = "ssr")]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageData {
    pub view: GameView,
    pub preferences: crate::preferences::Preferences,
}

/// The page data of game `id` for the visitor of `session`.
#[cfg(feature = "ssr")]
pub async fn page_data(
    games: &dyn crate::service::Games,
    session: &tower_sessions::Session,
    id: &play::GameId,
) -> Result<PageData, play::Refusal> {
    let player = session
        .get::<play::PlayerId>(crate::service::PLAYER_KEY)
        .await
        .map_err(|_| play::Refusal::Unavailable)?;
    Ok(PageData {
        view: games.view(player.as_ref(), id).await?,
        preferences: crate::preferences::preferences_in(session).await,
    })
}

/// The page data of game `id` if the server loaded it before rendering
/// the page (to see whether the page it kept is still true): the page
/// takes it rather than loading the game a second time.
#[cfg(feature = "ssr")]
pub(crate) fn loaded(id: &str) -> Option<PageData> {
    use_context::<http::request::Parts>()?
        .extensions
        .get::<PageData>()
        .filter(|data| data.view.id.as_str() == id)
        .cloned()
}

/// Every action on a game: `action` is `sow` (with `pit`), `undo`, `redo`,
/// `resign`, `abort`, `hint`, `pause`, `resume` or `restart`; `ply` and `version` say which state of the game the page
/// showed, so a stale or repeated form changes nothing. A game in a room
/// names the `room`, whose page the form returns to.
#[server(endpoint = "play", input = crate::wire::form::FormPost, output = crate::wire::codec::Wire)]
pub async fn play(
    game: String,
    ply: u32,
    version: i64,
    action: String,
    pit: Option<String>,
    room: Option<String>,
) -> Result<GameView, PlayError> {
    use crate::service::{acting_player, answer, counts_own_time, game_id, games, is_plain_form};
    use leptos::server_fn::ServerFn;
    use play::{Action, RoomToken};

    let result = async {
        let action = match action.as_str() {
            "sow" => Action::Sow(crate::wire::pit_field(pit.as_deref())?),
            "undo" => Action::Undo,
            "redo" => Action::Redo,
            "resign" => Action::Resign,
            "abort" => Action::Abort,
            "hint" => Action::Hint,
            "pause" => Action::Pause,
            "resume" => Action::Resume,
            "restart" => Action::Restart,
            other => return Err(PlayError::BadInput(format!("unknown action {other:?}"))),
        };
        let game = game_id(&game)?;
        let owner = acting_player().await?;
        Ok(games()?
            .act(
                &owner,
                &game,
                (ply, version),
                action,
                is_plain_form() && !counts_own_time(),
            )
            .await?)
    }
    .await;
    let page = match room.and_then(|room| room.parse::<RoomToken>().ok()) {
        Some(room) => crate::routes::room(&room),
        None => game_page(&game),
    };
    answer(Play::PATH, &page, &page, result)
}

/// The page of game `id`, or home for an id no game can have (it goes into
/// a Location header).
#[cfg(feature = "ssr")]
fn game_page(id: &str) -> String {
    match id.parse::<play::GameId>() {
        Ok(id) => crate::routes::game(&id),
        Err(_) => "/".to_string(),
    }
}

/// Adds play time that the page measured to the game.
#[server(endpoint = "time", input = crate::wire::form::FormPost, output = crate::wire::codec::Wire)]
pub async fn report_time(game: String, ms: u64) -> Result<(), PlayError> {
    use crate::service::{acting_player, game_id, games};
    let game = game_id(&game)?;
    let owner = acting_player().await?;
    Ok(games()?.report_time(&owner, &game, ms).await?)
}

crate::wire::form::form_arguments!(FormGet: LoadGame);
crate::wire::form::form_arguments!(FormPost: Play, ReportTime);
