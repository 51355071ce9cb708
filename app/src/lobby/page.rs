//! `/lobby`: where players find people to play: the name they show others,
//! the open seeks to accept, and a form to open one. Without JavaScript a
//! page waiting on a seek checks every few seconds, and goes to the game
//! once someone accepts; with it (the page's script) the forms answer in place and
//! the seeks follow the server's event stream, so a pairing shows at once.

use crate::components::notice::RefusalNotice;
use crate::components::post_form::PostForm;
use crate::components::swap::{GoLink, LivePart, Swap};
use crate::game::new_game::NewGame;
use crate::game::view::level_name;
use crate::i18n::use_words;
use crate::lobby::api::{ChooseName, LobbyAct, load_lobby};
use crate::lobby::view::{LobbyView, speed_text};
use crate::preferences::{SetPreference, load_preferences};
use crate::t;
use engine::Level;
use leptos::prelude::*;
use leptos_meta::{Meta, Title};
use leptos_router::hooks::use_query_map;
use play::{DisplayName, SeekId, Speed};

mod seeks;

use seeks::{SeekForm, Seeks};

/// Seconds between checks of a page waiting on a seek.
const REFRESH_SECONDS: u32 = 5;

/// `/lobby`.
#[component]
pub fn LobbyPage() -> impl IntoView {
    let words = use_words();
    let choose = ServerAction::<ChooseName>::new();
    let act = ServerAction::<LobbyAct>::new();
    let query = use_query_map();
    let waiting = move || query.read().get("waiting");
    let lobby = Resource::new(
        move || (choose.version().get(), act.version().get(), waiting()),
        |(_, _, waiting)| load_lobby(waiting),
    );
    let preferences = Resource::new(|| (), |_| load_preferences());
    let loading = t!(words, "lobby-loading");
    view! {
        <Title text=t!(words, "lobby-title") />
        <h1>{t!(words, "lobby-title")}</h1>
        <Suspense fallback=move || view! { <p>{loading.clone()}</p> }>
            {move || Suspend::new(async move {
                let checks = preferences.await.unwrap_or_default().auto_refresh;
                match lobby.await {
                    Ok(lobby) => view! { <Lobby lobby checks choose act /> }.into_any(),
                    Err(error) => view! { <p>{error.to_string()}</p> }.into_any(),
                }
            })}
        </Suspense>
    }
}

/// The lobby as the visitor sees it.
#[component]
fn Lobby(
    lobby: LobbyView,
    checks: bool,
    choose: ServerAction<ChooseName>,
    act: ServerAction<LobbyAct>,
) -> impl IntoView {
    let named = lobby.name.is_some();
    // Once accepted, the page goes to the game rather than wait on.
    let waiting = lobby
        .waiting_on()
        .cloned()
        .filter(|_| lobby.accepted.is_none());
    let name = lobby.name.clone();
    let accepted = lobby.accepted.is_some();
    // The computer plays the game the seek waits for.
    let rules = lobby
        .waiting_on()
        .and_then(|id| lobby.seeks.iter().find(|seek| &seek.id == id))
        .map(|seek| seek.settings.rules)
        .unwrap_or_default();
    view! {
        <Swap>
            <LivePart id="lobby-live" events="/api/lobby/events">
                {lobby.accepted.map(|room| view! { <Accepted room=room.to_string() /> })}
                {waiting.map(|seek| view! { <Waiting seek checks /> })}
                {lobby.computer.filter(|_| !accepted).map(|level| view! { <ComputerOffer level rules /> })}
            </LivePart>
            <RefusalNotice action=act />
            {(!named).then(|| view! { <NameForm name=None choose /> })}
            // The forms above the live list: its changes do not move them.
            {named.then(|| view! {
                <PlayNow act />
                <SeekForm act />
            })}
            // Others' seeks wait while a mouse rests on them: a click
            // lands on the seek it was aimed at.
            <LivePart id="lobby-seeks" events="/api/lobby/events" steady=true>
                <Seeks seeks=lobby.seeks more=lobby.more named act />
            </LivePart>
            {named.then(|| view! { <NameForm name choose /> })}
        </Swap>
    }
}

/// Someone accepted the seek this page waited on: off to the game.
#[component]
fn Accepted(room: String) -> impl IntoView {
    let words = use_words();
    let page = words.href(&crate::routes::room(&room));
    view! {
        <Meta http_equiv="refresh" content=format!("0; url={page}") />
        <p class="notice" role="alert">
            // One text node with its space: a screen reader reads a live
            // region's text nodes run together.
            {format!("{} ", t!(words, "lobby-accepted"))}
            <GoLink href=page>{t!(words, "lobby-accepted-go")}</GoLink>
        </p>
    }
}

/// The visitor's newest open seek, and the page checking on it every few
/// seconds unless they turned that off (as on a room's page). With
/// JavaScript the event stream brings the game at once instead.
#[component]
fn Waiting(seek: SeekId, checks: bool) -> impl IntoView {
    let words = use_words();
    let page = words.href(&crate::routes::lobby_waiting(&seek));
    // Inside <noscript>: a browser running scripts reads no refresh.
    let refresh = checks.then(|| {
        let meta =
            format!(r#"<meta http-equiv="refresh" content="{REFRESH_SECONDS}; url={page}">"#);
        view! { <noscript inner_html=meta></noscript> }
    });
    let (how, setting, label) = if checks {
        (
            t!(words, "lobby-checks-every", seconds = REFRESH_SECONDS),
            "refresh=off",
            t!(words, "lobby-checks-stop"),
        )
    } else {
        (
            t!(words, "lobby-checks-off"),
            "refresh=on",
            t!(words, "lobby-checks-start"),
        )
    };
    let switch = ServerAction::<SetPreference>::new();
    view! {
        {refresh}
        <div class="checking">
            <p class="waiting" role="status">
                {format!("{} {how}", t!(words, "lobby-waiting"))}
            </p>
            <a class="button" href=page.clone()>{t!(words, "lobby-check-now")}</a> " "
            <PostForm action=switch>
                <input type="hidden" name="setting" value=setting />
                <input type="hidden" name="back" value=page />
                <button type="submit">{label}</button>
            </PostForm>
        </div>
    }
}

/// Nobody has come for a while: a game against the computer instead, at
/// the level nearest the visitor's rating. Their seek stays open.
#[component]
fn ComputerOffer(level: Level, rules: engine::Ruleset) -> impl IntoView {
    let words = use_words();
    let new_game = ServerAction::<NewGame>::new();
    let level_name = level_name(&words, level);
    view! {
        <section class="computer-offer" aria-labelledby="offer-heading">
            <h2 id="offer-heading">{t!(words, "lobby-offer-heading")}</h2>
            <p>{t!(words, "lobby-offer", level = &level_name)}</p>
            <PostForm action=new_game>
                <input type="hidden" name="opponent" value="computer" />
                <input type="hidden" name="level" value=level.name() />
                <input type="hidden" name="seat" value="1" />
                <crate::components::rules_fields::RulesFields rules />
                <button type="submit">{t!(words, "lobby-offer-play", level = level_name)}</button>
            </PostForm>
        </section>
    }
}

/// Quick pairing: a rated game of four stones at a common speed, with
/// whoever waits for the same at the nearest rating.
#[component]
fn PlayNow(act: ServerAction<LobbyAct>) -> impl IntoView {
    let words = use_words();
    let buttons = Speed::offered()
        .map(|speed| {
            view! { <button type="submit" name="speed" value=speed.to_string()>{speed_text(&words, speed)}</button> " " }
        })
        .collect_view();
    // Named apart from Kalah's buttons of the same speeds.
    let oware_buttons = Speed::offered()
        .map(|speed| {
            let name = t!(
                words,
                "lobby-play-now-oware",
                speed = speed_text(&words, speed)
            );
            view! { <button type="submit" name="speed" value=speed.to_string()>{name}</button> " " }
        })
        .collect_view();
    view! {
        <section aria-labelledby="play-now-heading">
            <h2 id="play-now-heading">{t!(words, "lobby-play-now")}</h2>
            <p>{t!(words, "lobby-play-now-intro")}</p>
            <PostForm action=act class="play-now">
                <input type="hidden" name="action" value="open" />
                <input type="hidden" name="stones" value="4" />
                <input type="hidden" name="mode" value="rated" />
                <input type="hidden" name="seat" value="random" />
                {buttons}
            </PostForm>
            <p>{t!(words, "lobby-play-now-oware-intro")}</p>
            <PostForm action=act class="play-now">
                <input type="hidden" name="action" value="open" />
                <input type="hidden" name="game" value="oware" />
                <input type="hidden" name="stones" value="4" />
                <input type="hidden" name="mode" value="rated" />
                <input type="hidden" name="seat" value="random" />
                {oware_buttons}
            </PostForm>
        </section>
    }
}

/// The visitor's name, and the form that chooses or changes it.
#[component]
fn NameForm(name: Option<DisplayName>, choose: ServerAction<ChooseName>) -> impl IntoView {
    let words = use_words();
    let (intro, button) = match &name {
        None => (
            t!(words, "lobby-name-intro-new"),
            t!(words, "lobby-name-choose"),
        ),
        Some(_) => (
            t!(words, "lobby-name-intro"),
            t!(words, "lobby-name-change"),
        ),
    };
    let current = name.as_ref().map(|name| {
        view! { <p>{t!(words, "lobby-name-current")} " " <strong class="display-name">{name.to_string()}</strong></p> }
    });
    let value = name.map(String::from).unwrap_or_default();
    view! {
        <section aria-labelledby="name-heading">
            <h2 id="name-heading">{t!(words, "lobby-name-heading")}</h2>
            <p>{intro}</p>
            {current}
            <RefusalNotice action=choose />
            <ActionForm action=choose>
                <label for="display-name">{t!(words, "lobby-name-label")}</label>
                <input
                    id="display-name"
                    name="name"
                    value=value
                    required
                    minlength=DisplayName::SHORTEST.to_string()
                    maxlength=DisplayName::LONGEST.to_string()
                    autocomplete="nickname"
                    aria-describedby="name-rules"
                />
                <p id="name-rules" class="hint">
                    {t!(words, "lobby-name-rules")}
                </p>
                <button type="submit">{button}</button>
            </ActionForm>
        </section>
    }
}
