//! Home: choose how to play.

use crate::components::notice::RefusalNotice;
use crate::error::PlayError;
use crate::pages::room::CreateRoom;
use leptos::prelude::*;
use leptos_meta::Title;

/// Starts a game from the home page's (or New game's) form and goes to it.
#[server(endpoint = "new-game")]
pub async fn new_game(
    opponent: String,
    level: Option<String>,
    seat: Option<u8>,
) -> Result<String, PlayError> {
    use crate::game::Setup;
    use crate::service::{answer, games, is_plain_form, player};
    use leptos::server_fn::ServerFn;

    let result = async {
        let setup = Setup::from_form(&opponent, level.as_deref(), seat)?;
        let owner = player().await?.ok_or(PlayError::Unavailable)?;
        games()?.create(&owner, setup).await
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

/// The choices of opponent, level and side.
#[component]
pub fn HomePage() -> impl IntoView {
    let new_game = ServerAction::<NewGame>::new();
    let create_room = ServerAction::<CreateRoom>::new();
    view! {
        <Title text="Play Kalah" />
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
                <button type="submit">"Start"</button>
            </ActionForm>
        </section>
        <section class="choice" aria-labelledby="friend">
            <h2 id="friend">"Play a friend"</h2>
            <p>"Get a link to send; your friend opens it on their own device and joins. You play first."</p>
            <ActionForm action=create_room>
                <button type="submit">"Play a friend (send a link)"</button>
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
        </section>
    }
}
