//! Home: choose how to play.

use crate::components::notice::RefusalNotice;
use crate::components::post_form::PostForm;
use crate::game::new_game::NewGame;
use crate::game::view::level_name;
use crate::i18n::use_words;
use crate::proof::expert_scope_text;
use crate::room::api::CreateRoom;
use crate::t;
use crate::tournaments::list::NextTournament;
use crate::watch::{FeaturedGame, YourMove};
use engine::Level;
use leptos::prelude::*;
use leptos_meta::{Meta, Title};

/// Stones per pit and the capture rule, inside a new-game form.
#[component]
pub(crate) fn VariantFields() -> impl IntoView {
    let words = use_words();
    view! {
        <label>
            {t!(words, "home-stones-per-pit")} " "
            <select name="stones">
                <option value="3">"3"</option>
                <option value="4" selected=true>"4"</option>
                <option value="5">"5"</option>
                <option value="6">"6"</option>
            </select>
        </label> " "
        <label>
            <input type="checkbox" name="empty_capture" value="on" />
            " " {t!(words, "home-empty-capture")}
        </label> " "
    }
}

/// Oware against the computer, on one device and with a friend, with its
/// two rule options.
#[component]
fn OwareChoices(
    new_game: ServerAction<NewGame>,
    create_room: ServerAction<CreateRoom>,
) -> impl IntoView {
    let words = use_words();
    let levels = [Level::Easy, Level::Medium, Level::Hard, Level::Expert]
        .map(|level| (level.to_string(), level_name(&words, level)));
    // Named apart from Kalah's buttons of the same levels.
    let buttons = levels.clone().map(|(value, name)| {
        let name = t!(words, "home-oware-level", level = name);
        view! { <button type="submit" name="level" value=value>{name}</button> " " }
    });
    let options = levels.map(|(value, name)| {
        let medium = value == "medium";
        view! { <option value=value selected=medium>{name}</option> }
    });
    view! {
        <section class="choice" aria-labelledby="oware">
            <h2 id="oware">{t!(words, "home-oware")}</h2>
            <p>{t!(words, "home-oware-intro")}</p>
            <p><a href=words.href("/oware/rules")>{t!(words, "home-oware-rules-link")}</a></p>
            <p><a href=words.href("/oware/analysis")>{t!(words, "oware-study-link")}</a></p>
            <PostForm action=new_game class="level-buttons">
                <input type="hidden" name="game" value="oware" />
                <input type="hidden" name="opponent" value="computer" />
                <input type="hidden" name="seat" value="1" />
                {buttons}
            </PostForm>
            <PostForm action=new_game class="custom-game">
                <input type="hidden" name="game" value="oware" />
                <input type="hidden" name="opponent" value="computer" />
                <label>{t!(words, "home-level")} " " <select name="level">{options}</select></label> " "
                <SeatSelect /> " "
                <OwareOptions /> " "
                <button type="submit">{t!(words, "home-oware-start")}</button>
            </PostForm>
            <PostForm action=new_game>
                <input type="hidden" name="game" value="oware" />
                <input type="hidden" name="opponent" value="same-device" />
                <button type="submit">{t!(words, "home-oware-same-device")}</button>
            </PostForm>
            <PostForm action=create_room>
                <input type="hidden" name="game" value="oware" />
                <button type="submit">{t!(words, "home-oware-friend")}</button>
            </PostForm>
        </section>
    }
}

/// The side the person plays, inside a new-game form.
#[component]
fn SeatSelect() -> impl IntoView {
    let words = use_words();
    view! {
        <label>
            {t!(words, "home-you-play")} " "
            <select name="seat">
                <option value="1">{t!(words, "home-seat-first")}</option>
                <option value="2">{t!(words, "home-seat-second")}</option>
            </select>
        </label>
    }
}

/// Oware's two rule options, inside a new-game form.
#[component]
pub(crate) fn OwareOptions(
    /// The options selected: the defaults unless given.
    #[prop(optional)]
    chosen: engine::oware::Rules,
) -> impl IntoView {
    use engine::oware::{Cycles, GrandSlam};
    let words = use_words();
    let forbidden = chosen.grand_slam == GrandSlam::ForbiddenUnlessOnly;
    let split = chosen.cycles == Cycles::Split;
    view! {
        <label>
            {t!(words, "oware-option-grand-slam")} " "
            <select name="grand_slam">
                <option value="captures-nothing" selected=!forbidden>{t!(words, "oware-grand-slam-captures-nothing")}</option>
                <option value="forbidden" selected=forbidden>{t!(words, "oware-grand-slam-forbidden")}</option>
            </select>
        </label> " "
        <label>
            {t!(words, "oware-option-cycles")} " "
            <select name="cycles">
                <option value="own-row" selected=!split>{t!(words, "oware-cycles-own-row")}</option>
                <option value="split" selected=split>{t!(words, "oware-cycles-split")}</option>
            </select>
        </label>
    }
}

/// The choices of opponent, level and side.
#[component]
pub fn HomePage() -> impl IntoView {
    let words = use_words();
    let new_game = ServerAction::<NewGame>::new();
    let create_room = ServerAction::<CreateRoom>::new();
    // Form contents are closures of their own: they take their words along.
    let levels = [Level::Easy, Level::Medium, Level::Hard, Level::Expert]
        .map(|level| level_name(&words, level));
    let play_second = t!(words, "home-play-second", level = &levels[1]);
    let [easy, medium, hard, expert] = levels.clone();
    let [easy_option, medium_option, hard_option, expert_option] = levels;
    let (level, start) = (t!(words, "home-level"), t!(words, "home-start"));
    let (friend_link, friend_variant) = (
        t!(words, "home-friend-link"),
        t!(words, "home-friend-variant"),
    );
    let (same_device, same_device_variant) = (
        t!(words, "home-same-device"),
        t!(words, "home-same-device-variant"),
    );
    let same_device_button = same_device.clone();
    view! {
        <Title text=t!(words, "home-title") />
        <Meta name="description" content=t!(words, "home-description") />
        <h1>{t!(words, "home-title")}</h1>
        <p class="lead">{t!(words, "home-lead")}</p>
        <YourMove />
        <NextTournament />
        <RefusalNotice action=new_game />
        <section class="choice" aria-labelledby="vs-computer">
            <h2 id="vs-computer">{t!(words, "home-computer")}</h2>
            <p>{t!(words, "home-you-play-first")}</p>
            <PostForm action=new_game class="level-buttons">
                <input type="hidden" name="opponent" value="computer" />
                <input type="hidden" name="seat" value="1" />
                <button type="submit" name="level" value="easy">{easy}</button> " "
                <button type="submit" name="level" value="medium">{medium}</button> " "
                <button type="submit" name="level" value="hard">{hard}</button> " "
                <button type="submit" name="level" value="expert">{expert}</button>
            </PostForm>
            <PostForm action=new_game>
                <input type="hidden" name="opponent" value="computer" />
                <input type="hidden" name="level" value="medium" />
                <input type="hidden" name="seat" value="2" />
                <button type="submit">{play_second}</button>
            </PostForm>
            <PostForm action=new_game class="custom-game">
                <input type="hidden" name="opponent" value="computer" />
                <label>
                    {level} " "
                    <select name="level">
                        <option value="easy">{easy_option}</option>
                        <option value="medium" selected=true>{medium_option}</option>
                        <option value="hard">{hard_option}</option>
                        <option value="expert">{expert_option}</option>
                    </select>
                </label> " "
                <SeatSelect /> " "
                <VariantFields /> " "
                <button type="submit">{start}</button>
            </PostForm>
            <p>{expert_scope_text(&words)}</p>
        </section>
        <section class="choice" aria-labelledby="people">
            <h2 id="people">{t!(words, "home-people")}</h2>
            <p>{t!(words, "home-people-intro")}</p>
            <p><a class="button" href=words.href("/lobby")>{t!(words, "home-people-link")}</a></p>
        </section>
        <FeaturedGame />
        <section class="choice" aria-labelledby="friend">
            <h2 id="friend">{t!(words, "home-friend")}</h2>
            <p>{t!(words, "home-friend-intro")}</p>
            <PostForm action=create_room>
                <button type="submit">{friend_link}</button>
            </PostForm>
            <PostForm action=create_room class="custom-game">
                <VariantFields /> " "
                <button type="submit">{friend_variant}</button>
            </PostForm>
            <RefusalNotice action=create_room />
        </section>
        <section class="choice" aria-labelledby="same-device">
            <h2 id="same-device">{same_device}</h2>
            <p>{t!(words, "home-same-device-intro")}</p>
            <PostForm action=new_game>
                <input type="hidden" name="opponent" value="same-device" />
                <button type="submit">{same_device_button}</button>
            </PostForm>
            <PostForm action=new_game class="custom-game">
                <input type="hidden" name="opponent" value="same-device" />
                <VariantFields /> " "
                <button type="submit">{same_device_variant}</button>
            </PostForm>
            <p>
                {t!(words, "home-variants")} " "
                <a href=words.href("/variants")>{t!(words, "home-variants-link")}</a>
            </p>
        </section>
        <OwareChoices new_game=new_game create_room=create_room />
        <p>
            {t!(words, "home-study")} " " <a href=words.href("/analysis")>{t!(words, "home-study-analysis")}</a>
            " " {t!(words, "home-study-between")} " "
            <a href=words.href("/puzzles")>{t!(words, "home-study-puzzles")}</a> {t!(words, "home-study-end")}
        </p>
    }
}
