//! `/lobby`: where players find people to play: the name they show others,
//! the open seeks to accept, and a form to open one. Without JavaScript a
//! page waiting on a seek checks every few seconds, and goes to the game
//! once someone accepts; with it (`swap.js`) the forms answer in place and
//! the seeks follow the server's event stream, so a pairing shows at once.

use crate::api::lobby::{ChooseName, LobbyAct, load_lobby};
use crate::api::new_game::NewGame;
use crate::components::notice::RefusalNotice;
use crate::components::post_form::PostForm;
use crate::lobby::{LobbyView, SeekLine, shown_name, speed_words};
use crate::pages::home::VariantFields;
use crate::pages::profile::profile_link;
use crate::preferences::{SetPreference, load_preferences};
use engine::Level;
use leptos::prelude::*;
use leptos_meta::{Meta, Title};
use leptos_router::hooks::use_query_map;
use play::{DisplayName, SeatChoice, SeekId, Speed};

/// Seconds between checks of a page waiting on a seek.
const REFRESH_SECONDS: u32 = 5;

/// `/lobby`.
#[component]
pub fn LobbyPage() -> impl IntoView {
    let choose = ServerAction::<ChooseName>::new();
    let act = ServerAction::<LobbyAct>::new();
    let query = use_query_map();
    let waiting = move || query.read().get("waiting");
    let lobby = Resource::new(
        move || (choose.version().get(), act.version().get(), waiting()),
        |(_, _, waiting)| load_lobby(waiting),
    );
    let preferences = Resource::new(|| (), |_| load_preferences());
    view! {
        <Title text="Play people" />
        <h1>"Play people"</h1>
        <Suspense fallback=|| view! { <p>"Loading…"</p> }>
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
    view! {
        <div data-swap>
            <div id="lobby-live" data-events="/api/lobby/events">
                {lobby.accepted.map(|room| view! { <Accepted room=room.to_string() /> })}
                {waiting.map(|seek| view! { <Waiting seek checks /> })}
                {lobby.computer.filter(|_| !accepted).map(|level| view! { <ComputerOffer level /> })}
            </div>
            <RefusalNotice action=act />
            {(!named).then(|| view! { <NameForm name=None choose /> })}
            // The forms above the live list: its changes do not move them.
            {named.then(|| view! {
                <PlayNow act />
                <SeekForm act />
            })}
            <div id="lobby-seeks" data-events="/api/lobby/events">
                <Seeks seeks=lobby.seeks named act />
            </div>
            {named.then(|| view! { <NameForm name choose /> })}
        </div>
    }
}

/// Someone accepted the seek this page waited on: off to the game.
#[component]
fn Accepted(room: String) -> impl IntoView {
    let page = format!("/room/{room}");
    view! {
        <Meta http_equiv="refresh" content=format!("0; url={page}") />
        <p class="notice" role="alert">
            "A player accepted your seek. " <a href=page data-go>"Go to your game"</a>
        </p>
    }
}

/// The visitor's newest open seek, and the page checking on it every few
/// seconds unless they turned that off (as on a room's page). With
/// JavaScript the event stream brings the game at once instead.
#[component]
fn Waiting(seek: SeekId, checks: bool) -> impl IntoView {
    let page = format!("/lobby?waiting={seek}");
    // Inside <noscript>: a browser running scripts reads no refresh.
    let refresh = checks.then(|| {
        let meta =
            format!(r#"<meta http-equiv="refresh" content="{REFRESH_SECONDS}; url={page}">"#);
        view! { <noscript inner_html=meta></noscript> }
    });
    let (how, setting, label) = if checks {
        (
            format!("This page checks every {REFRESH_SECONDS} seconds and takes you to the game."),
            "refresh=off",
            "Stop checking automatically",
        )
    } else {
        (
            "This page does not check by itself.".to_string(),
            "refresh=on",
            "Check automatically",
        )
    };
    let switch = ServerAction::<SetPreference>::new();
    view! {
        {refresh}
        <div class="checking">
            <p class="waiting" role="status">
                "Waiting for someone to accept your seek. " {how}
            </p>
            <a class="button" href=page.clone()>"Check now"</a> " "
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
fn ComputerOffer(level: Level) -> impl IntoView {
    let new_game = ServerAction::<NewGame>::new();
    view! {
        <section class="computer-offer" aria-labelledby="offer-heading">
            <h2 id="offer-heading">"Nobody yet"</h2>
            <p>{format!("Nobody has taken your seek yet. Play the computer at {level} meanwhile? Your seek stays open here.")}</p>
            <PostForm action=new_game>
                <input type="hidden" name="opponent" value="computer" />
                <input type="hidden" name="level" value=level.name() />
                <input type="hidden" name="seat" value="1" />
                <button type="submit">{format!("Play the computer ({level})")}</button>
            </PostForm>
        </section>
    }
}

/// Quick pairing: a rated game of four stones at a common speed, with
/// whoever waits for the same at the nearest rating.
#[component]
fn PlayNow(act: ServerAction<LobbyAct>) -> impl IntoView {
    let buttons = Speed::offered()
        .map(|speed| {
            view! { <button type="submit" name="speed" value=speed.to_string()>{speed_words(speed)}</button> " " }
        })
        .collect_view();
    view! {
        <section aria-labelledby="play-now-heading">
            <h2 id="play-now-heading">"Play now"</h2>
            <p>"A rated game of 4 stones with the first player waiting for the same, nearest your rating; or wait for one."</p>
            <PostForm action=act class="play-now">
                <input type="hidden" name="action" value="open" />
                <input type="hidden" name="stones" value="4" />
                <input type="hidden" name="mode" value="rated" />
                <input type="hidden" name="seat" value="random" />
                {buttons}
            </PostForm>
        </section>
    }
}

/// The open seeks, each with Accept, or Cancel for the visitor's own.
#[component]
fn Seeks(seeks: Vec<SeekLine>, named: bool, act: ServerAction<LobbyAct>) -> impl IntoView {
    let table = (!seeks.is_empty()).then(|| {
        let rows = seeks
            .into_iter()
            .map(|seek| view! { <SeekRow seek named act /> })
            .collect_view();
        view! {
            <table class="seeks">
                <caption class="sr-only">"Open seeks, oldest first"</caption>
                <thead>
                    <tr>
                        <th scope="col">"Player"</th>
                        <th scope="col">"Rating"</th>
                        <th scope="col">"Game"</th>
                        <th scope="col">"Their seat"</th>
                        <th scope="col"><span class="sr-only">"Action"</span></th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        }
    });
    let empty = table
        .is_none()
        .then(|| view! { <p>"No open seeks just now. Open one, and it is listed here for others to accept."</p> });
    let name_first =
        (!named).then(|| view! { <p>"Choose your name above to accept a seek or open one."</p> });
    view! {
        <section aria-labelledby="seeks-heading">
            <h2 id="seeks-heading" tabindex="-1">"Open seeks"</h2>
            {name_first}
            {table}
            {empty}
        </section>
    }
}

/// One open seek.
#[component]
fn SeekRow(seek: SeekLine, named: bool, act: ServerAction<LobbyAct>) -> impl IntoView {
    let has_name = seek.name.is_some();
    let player = shown_name(seek.name.as_ref());
    let rating = match seek.rating {
        None => "new".to_string(),
        Some((rating, true)) => format!("{rating}?"),
        Some((rating, false)) => rating.to_string(),
    };
    let settings = seek.settings;
    let game = format!(
        "{} stones{}, {}, ",
        settings.variant.stones(),
        if settings.variant.empty_capture() {
            ", empty capture"
        } else {
            ""
        },
        if settings.rated { "rated" } else { "casual" }
    );
    let seat = match settings.seat {
        SeatChoice::Random => "Random",
        SeatChoice::First => "Player 1",
        SeatChoice::Second => "Player 2",
    };
    let (action, label) = if seek.mine {
        ("cancel", "Cancel")
    } else {
        ("accept", "Accept")
    };
    let described = format!("{label} {player}'s seek");
    let button = (seek.mine || named).then(|| {
        view! {
            <PostForm action=act>
                <input type="hidden" name="seek" value=seek.id.to_string() />
                <button type="submit" name="action" value=action aria-label=described>
                    {label}
                </button>
            </PostForm>
        }
    });
    view! {
        <tr>
            <td>
                {if has_name {
                    let link = profile_link(&player);
                    view! { <a href=link>{player}</a> }.into_any()
                } else {
                    player.into_any()
                }}
                {seek.mine.then_some(" (you)")}
            </td>
            <td>{rating}</td>
            <td>
                {game}
                // Short on the screen, whole when read out: the table fits
                // a phone.
                <span aria-hidden="true">{speed_short(settings.speed)}</span>
                <span class="sr-only">{speed_words(settings.speed)}</span>
            </td>
            <td>{seat}</td>
            <td>{button}</td>
        </tr>
    }
}

/// A speed as the seek table shows it: "5+3", "3 days".
fn speed_short(speed: Speed) -> String {
    match speed {
        Speed::Live(_) => speed.to_string(),
        Speed::Correspondence { days: 1 } => "1 day".to_string(),
        Speed::Correspondence { days } => format!("{days} days"),
    }
}

/// The form that opens a seek.
#[component]
fn SeekForm(act: ServerAction<LobbyAct>) -> impl IntoView {
    let speeds = Speed::offered()
        .map(|speed| {
            let value = speed.to_string();
            let selected = value == "5+3";
            view! { <option value=value selected=selected>{speed_words(speed)}</option> }
        })
        .collect_view();
    view! {
        <section aria-labelledby="seek-heading">
            <h2 id="seek-heading">"Open a seek"</h2>
            <p>"Your offer is listed for others; the game starts when one of them accepts."</p>
            <PostForm action=act class="seek-form">
                <input type="hidden" name="action" value="open" />
                <VariantFields />
                <label>"Speed " <select name="speed">{speeds}</select></label> " "
                <fieldset>
                    <legend>"Ratings"</legend>
                    <label><input type="radio" name="mode" value="rated" checked=true />" Rated"</label> " "
                    <label><input type="radio" name="mode" value="casual" />" Casual"</label>
                </fieldset>
                <fieldset>
                    <legend>"Your seat"</legend>
                    <label><input type="radio" name="seat" value="random" checked=true />" Random"</label> " "
                    <label><input type="radio" name="seat" value="first" />" Player 1 (moves first)"</label> " "
                    <label><input type="radio" name="seat" value="second" />" Player 2"</label>
                </fieldset>
                <button type="submit">"Open seek"</button>
            </PostForm>
        </section>
    }
}

/// The visitor's name, and the form that chooses or changes it.
#[component]
fn NameForm(name: Option<DisplayName>, choose: ServerAction<ChooseName>) -> impl IntoView {
    let (intro, button) = match &name {
        None => (
            "Other players see you by a name of your choosing: pick one before your first game with people. No sign-up: it belongs to this browser, and your device link carries it to your other devices.",
            "Choose this name",
        ),
        Some(_) => ("Other players see you by this name.", "Change name"),
    };
    let current = name.as_ref().map(|name| {
        view! { <p>"Your name: " <strong class="display-name">{name.to_string()}</strong></p> }
    });
    let value = name.map(String::from).unwrap_or_default();
    view! {
        <section aria-labelledby="name-heading">
            <h2 id="name-heading">"Your name"</h2>
            <p>{intro}</p>
            {current}
            <RefusalNotice action=choose />
            <ActionForm action=choose>
                <label for="display-name">"Name"</label>
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
                    "3 to 20 letters, digits, spaces, - or _."
                </p>
                <button type="submit">{button}</button>
            </ActionForm>
        </section>
    }
}
