//! Starting a game from any page's new-game form.

use crate::error::PlayError;
use leptos::prelude::*;

/// Starts a game from the home page's (or New game's) form and goes to it.
#[server(endpoint = "new-game", input = crate::wire::form::FormPost, output = crate::wire::codec::Wire)]
pub async fn new_game(
    opponent: String,
    level: Option<String>,
    seat: Option<u8>,
    stones: Option<u8>,
    empty_capture: Option<String>,
    position: Option<String>,
) -> Result<String, PlayError> {
    use crate::game::view::setup_from_form;
    use crate::service::{answer, games, is_plain_form, player};
    use leptos::server_fn::ServerFn;

    let result = async {
        let (variant, start, seat) = ssr::variant_and_start(stones, empty_capture, position, seat)?;
        let setup = setup_from_form(&opponent, level.as_deref(), seat, variant)?;
        let owner = player().await?.ok_or(PlayError::UNAVAILABLE)?;
        Ok(games()?.create(&owner, setup, start).await?.to_string())
    }
    .await;
    let page = match &result {
        Ok(id) => crate::routes::game(&id),
        Err(_) => "/".to_string(),
    };
    if result.is_ok() && !is_plain_form() {
        // Script requests follow this header with the client router.
        leptos_axum::redirect(&page);
    }
    answer(NewGame::PATH, &page, "/", result)
}

#[cfg(feature = "ssr")]
pub(crate) mod ssr {
    use crate::error::PlayError;
    use engine::{Position, Variant};

    /// The variant a form chose (`stones` 3–6, `empty_capture` "on"), or a
    /// practice `position` with its variant and, as the person's side, the
    /// side to move; otherwise the form's `seat`.
    pub fn variant_and_start(
        stones: Option<u8>,
        empty_capture: Option<String>,
        position: Option<String>,
        seat: Option<u8>,
    ) -> Result<(Variant, Option<Position>, Option<u8>), PlayError> {
        let empty_capture = empty_capture.is_some_and(|value| value == "on" || value == "true");
        let bad = |reason: String| PlayError::BadInput(reason);
        match position.filter(|text| !text.trim().is_empty()) {
            Some(text) => {
                let position: Position = text.parse().map_err(|error| bad(format!("{error}")))?;
                let stones = Variant::of_position(&position)
                    .map_err(|error| bad(format!("{error}")))?
                    .stones();
                let variant =
                    Variant::new(stones, empty_capture).map_err(|error| bad(error.to_string()))?;
                let mover = position
                    .to_move
                    .ok_or_else(|| bad("that position is already over".to_string()))?;
                Ok((variant, Some(position), Some(mover.number())))
            }
            None => {
                let variant = Variant::new(stones.unwrap_or(4), empty_capture)
                    .map_err(|error| bad(error.to_string()))?;
                Ok((variant, None, seat))
            }
        }
    }
}

crate::wire::form::form_arguments!(FormPost: NewGame);
