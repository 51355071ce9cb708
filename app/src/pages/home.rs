//! Home: choose how to play.

use crate::api::new_game::NewGame;
use crate::api::room::CreateRoom;
use crate::components::notice::RefusalNotice;
use crate::components::post_form::PostForm;
use crate::pages::watch::{FeaturedGame, YourMove};
use crate::proof::expert_scope_text;
use leptos::prelude::*;
use leptos_meta::{Meta, Title};

/// Stones per pit and the capture rule, inside a new-game form.
#[component]
pub(crate) fn VariantFields() -> impl IntoView {
    view! {
        <label>
            "Stones per pit "
            <select name="stones">
                <option value="3">"3"</option>
                <option value="4" selected=true>"4"</option>
                <option value="5">"5"</option>
                <option value="6">"6"</option>
            </select>
        </label> " "
        <label>
            <input type="checkbox" name="empty_capture" value="on" />
            " Empty-capture rule"
        </label> " "
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
        <YourMove />
        <RefusalNotice action=new_game />
        <section class="choice" aria-labelledby="vs-computer">
            <h2 id="vs-computer">"Play vs computer"</h2>
            <p>"You play first."</p>
            <PostForm action=new_game class="level-buttons">
                <input type="hidden" name="opponent" value="computer" />
                <input type="hidden" name="seat" value="1" />
                <button type="submit" name="level" value="easy">"Easy"</button> " "
                <button type="submit" name="level" value="medium">"Medium"</button> " "
                <button type="submit" name="level" value="hard">"Hard"</button> " "
                <button type="submit" name="level" value="expert">"Expert"</button>
            </PostForm>
            <PostForm action=new_game>
                <input type="hidden" name="opponent" value="computer" />
                <input type="hidden" name="level" value="medium" />
                <input type="hidden" name="seat" value="2" />
                <button type="submit">"Play second · Medium"</button>
            </PostForm>
            <PostForm action=new_game class="custom-game">
                <input type="hidden" name="opponent" value="computer" />
                <label>
                    "Level "
                    <select name="level">
                        <option value="easy">"Easy"</option>
                        <option value="medium" selected=true>"Medium"</option>
                        <option value="hard">"Hard"</option>
                        <option value="expert">"Expert"</option>
                    </select>
                </label> " "
                <label>
                    "You play "
                    <select name="seat">
                        <option value="1">"first"</option>
                        <option value="2">"second"</option>
                    </select>
                </label> " "
                <VariantFields /> " "
                <button type="submit">"Start"</button>
            </PostForm>
            <p>{expert_scope_text()}</p>
        </section>
        <section class="choice" aria-labelledby="people">
            <h2 id="people">"Play people"</h2>
            <p>"Find an opponent in the lobby: live games with a clock, or correspondence with days per move; rated or casual. No sign-up, just a name."</p>
            <p><a class="button" href="/lobby">"Go to the lobby"</a></p>
        </section>
        <FeaturedGame />
        <section class="choice" aria-labelledby="friend">
            <h2 id="friend">"Play a friend"</h2>
            <p>"Get a link to send; your friend opens it on their own device and joins. You play first."</p>
            <PostForm action=create_room>
                <button type="submit">"Play a friend (send a link)"</button>
            </PostForm>
            <PostForm action=create_room class="custom-game">
                <VariantFields /> " "
                <button type="submit">"Play a friend with this variant"</button>
            </PostForm>
            <RefusalNotice action=create_room />
        </section>
        <section class="choice" aria-labelledby="same-device">
            <h2 id="same-device">"2 players on this device"</h2>
            <p>"Take turns on one screen. Player 1 moves first."</p>
            <PostForm action=new_game>
                <input type="hidden" name="opponent" value="same-device" />
                <button type="submit">"2 players on this device"</button>
            </PostForm>
            <PostForm action=new_game class="custom-game">
                <input type="hidden" name="opponent" value="same-device" />
                <VariantFields /> " "
                <button type="submit">"2 players with this variant"</button>
            </PostForm>
            <p>"Variants: 3 to 6 stones per pit, and the empty-capture rule. " <a href="/variants">"What they change"</a></p>
        </section>
        <p>
            "Study: " <a href="/analysis">"the analysis board"</a>
            " (any position, every move's value under perfect play) and "
            <a href="/puzzles">"puzzles"</a> "."
        </p>
    }
}
