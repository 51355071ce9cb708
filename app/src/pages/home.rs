//! Home: choose how to play.

use crate::components::notice::RefusalNotice;
use crate::error::PlayError;
use crate::pages::room::CreateRoom;
use leptos::prelude::*;
use leptos_meta::{Meta, Title};

/// Starts a game from the home page's (or New game's) form and goes to it.
#[server(endpoint = "new-game")]
pub async fn new_game(
    opponent: String,
    level: Option<String>,
    seat: Option<u8>,
    stones: Option<u8>,
    empty_capture: Option<String>,
    position: Option<String>,
) -> Result<String, PlayError> {
    use crate::game::setup_from_form;
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
        Ok(id) => format!("/game/{id}"),
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

/// Stones per pit and the capture rule, inside a new-game form.
#[component]
fn VariantFields() -> impl IntoView {
    view! {
        <label>
            "Stones per pit "
            <select name="stones">
                <option value="3">"3"</option>
                <option value="4" selected=true>"4"</option>
                <option value="5">"5"</option>
                <option value="6">"6"</option>
            </select>
        </label>
        <label>
            <input type="checkbox" name="empty_capture" value="on" />
            " Empty-capture rule"
        </label>
    }
}

/// The choices of opponent, level and side.
#[component]
pub fn HomePage() -> impl IntoView {
    let new_game = ServerAction::<NewGame>::new();
    let create_room = ServerAction::<CreateRoom>::new();
    view! {
        <Title text="Play Kalah" />
        <Meta name="description" content="Play Kalah, the classic Mancala game: against the computer from Easy to a perfect Expert, with a friend through a link, or two on one device; with or without JavaScript." />
        <h1>"Play Kalah"</h1>
        <p class="lead">
            "Sow stones around the board, land in your store for another turn, "
            "capture from empty pits. Most stones in your store wins."
        </p>
        <RefusalNotice action=new_game />
        <section class="choice" aria-labelledby="vs-computer">
            <h2 id="vs-computer">"Play vs computer"</h2>
            <p>"You play first."</p>
            <ActionForm action=new_game attr:class="level-buttons">
                <input type="hidden" name="opponent" value="computer" />
                <input type="hidden" name="seat" value="1" />
                <button type="submit" name="level" value="easy">"Easy"</button>
                <button type="submit" name="level" value="medium">"Medium"</button>
                <button type="submit" name="level" value="hard">"Hard"</button>
                <button type="submit" name="level" value="expert">"Expert"</button>
            </ActionForm>
            <ActionForm action=new_game>
                <input type="hidden" name="opponent" value="computer" />
                <input type="hidden" name="level" value="medium" />
                <input type="hidden" name="seat" value="2" />
                <button type="submit">"Play second · Medium"</button>
            </ActionForm>
            <ActionForm action=new_game attr:class="custom-game">
                <input type="hidden" name="opponent" value="computer" />
                <label>
                    "Level "
                    <select name="level">
                        <option value="easy">"Easy"</option>
                        <option value="medium" selected=true>"Medium"</option>
                        <option value="hard">"Hard"</option>
                        <option value="expert">"Expert"</option>
                    </select>
                </label>
                <label>
                    "You play "
                    <select name="seat">
                        <option value="1">"first"</option>
                        <option value="2">"second"</option>
                    </select>
                </label>
                <VariantFields />
                <button type="submit">"Start"</button>
            </ActionForm>
        </section>
        <section class="choice" aria-labelledby="friend">
            <h2 id="friend">"Play a friend"</h2>
            <p>"Get a link to send; your friend opens it on their own device and joins. You play first."</p>
            <ActionForm action=create_room>
                <button type="submit">"Play a friend (send a link)"</button>
            </ActionForm>
            <ActionForm action=create_room attr:class="custom-game">
                <VariantFields />
                <button type="submit">"Play a friend with this variant"</button>
            </ActionForm>
            <RefusalNotice action=create_room />
        </section>
        <section class="choice" aria-labelledby="same-device">
            <h2 id="same-device">"2 players on this device"</h2>
            <p>"Take turns on one screen. Player 1 moves first."</p>
            <ActionForm action=new_game>
                <input type="hidden" name="opponent" value="same-device" />
                <button type="submit">"2 players on this device"</button>
            </ActionForm>
            <ActionForm action=new_game attr:class="custom-game">
                <input type="hidden" name="opponent" value="same-device" />
                <VariantFields />
                <button type="submit">"2 players with this variant"</button>
            </ActionForm>
            <p>"Variants: 3 to 6 stones per pit, and the empty-capture rule. " <a href="/variants">"What they change"</a></p>
        </section>
    }
}
