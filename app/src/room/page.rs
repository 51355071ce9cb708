//! `/room/:token`: play a friend through a link. The host waits for the
//! guest, the guest joins, and each sees the other's moves: live with
//! JavaScript, by checking (or an automatic refresh) without it.

use crate::components::link_buttons::LinkButtons;
use crate::components::notice::RefusalNotice;
use crate::components::post_form::PostForm;
use crate::error::PlayError;
use crate::game::live::LiveGame;
use crate::game::page::{Actions, Game};
use crate::game::view::SetupWords;
use crate::i18n::{Words, use_words};
use crate::island_data::{carried, carry};
use crate::preferences::{Preferences, load_preferences};
use crate::room::api::{RoomAct, load_room};
use crate::room::view::{PublicWords, Rematch, Role, RoomView};
use crate::t;
use leptos::either::Either;
use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::use_params_map;
use play::{Opponent, Refusal};

mod panel;

use panel::{Checking, RoomPanel};

/// Seconds between automatic refreshes of a waiting page without JavaScript.
const REFRESH_SECONDS: u32 = 5;

/// `/room/:token`: the page around the room, rendered on the server; the
/// room itself is an island.
#[component]
pub fn RoomPage() -> impl IntoView {
    let params = use_params_map();
    let token = move || params.read().get("token").unwrap_or_default();
    let room = Resource::new(token, load_room);
    let preferences = Resource::new(|| (), |_| load_preferences());
    let words = use_words();
    let loading = t!(words, "room-loading");
    view! {
        <Suspense fallback=move || view! { <p>{loading.clone()}</p> }>
            {move || Suspend::new(async move {
                let preferences = preferences.await.unwrap_or_default();
                match room.await {
                    Ok((view, link)) => {
                        let title = match (&view.game, &view.public) {
                            (None, _) => t!(words, "room-play-friend"),
                            (Some(game), Some(public)) => public_title(&words, game, public),
                            (Some(game), None) => {
                                t!(words, "room-title-game", setup = game.describe(&words))
                            }
                        };
                        view! {
                            <Title text=title />
                            {carry(ROOM_DATA, (view, link, preferences))}
                            <RoomIsland />
                        }
                        .into_any()
                    }
                    Err(error) => view! { <Unavailable error /> }.into_any(),
                }
            })}
        </Suspense>
    }
}

/// A lobby game's title, with the names: "Game vs Ada · you play
/// second", or "Ada vs Bo" for a spectator.
fn public_title(words: &Words, game: &play::GameView, public: &PublicWords) -> String {
    let [first, second] = &public.names;
    if public.house_bot {
        return t!(words, "room-title-house-bot", name = first);
    }
    match game.setup.opponent {
        Opponent::Friend {
            seat: Some(engine::Player::One),
        } => t!(words, "room-title-first", name = second),
        Opponent::Friend {
            seat: Some(engine::Player::Two),
        } => t!(words, "room-title-second", name = first),
        _ => t!(words, "room-title-watching", first = first, second = second),
    }
}

/// Where the page carries the room island's data.
const ROOM_DATA: &str = "room-data";

/// The room as it lives in the browser: fetched again after each action
/// and each live update from the server. An island only where it is drawn
/// or hydrated: an island is exported from every WebAssembly that links
/// `app`, and the game page's script (which links `app` for plain
/// functions) would carry it and all of Leptos's hydration.
#[cfg_attr(any(feature = "ssr", feature = "hydrate"), island)]
#[cfg_attr(not(any(feature = "ssr", feature = "hydrate")), component)]
fn RoomIsland() -> impl IntoView {
    let (view, link, preferences) = carried::<(RoomView, String, Preferences)>(ROOM_DATA);
    crate::i18n::provide_island_words();
    let token = view.token.to_string();
    let act = ServerAction::<RoomAct>::new();
    let actions = Actions::new();
    // Bumped by each live update from the server, and by each opening of
    // its stream.
    let (live, reopened) = (RwSignal::new(0u32), RwSignal::new(0u32));
    // Who is here, as the live stream last said: host, guest.
    let presence = RwSignal::new(None::<(bool, Option<bool>)>);
    let room = RwSignal::new((view, link));
    let (done, played) = (act.version(), actions.play.version());
    let fetched = token.clone();
    // Answers can overtake each other: only one newer than the room shown
    // replaces it.
    let (asked, applied) = (StoredValue::new(0u32), StoredValue::new(0u32));
    Effect::new(move |seen: Option<(usize, usize, u32, u32)>| {
        let now = (done.get(), played.get(), live.get(), reopened.get());
        if let Some(seen) = seen.filter(|seen| *seen != now) {
            // The stream's opening only catches up: the room is drawn again
            // only if it missed something, so a clock's spoken warnings and
            // the focus are left alone.
            let catching_up = (seen.0, seen.1, seen.2) == (now.0, now.1, now.2);
            asked.update_value(|count| *count += 1);
            let this = asked.get_value();
            let token = fetched.clone();
            leptos::task::spawn_local(async move {
                if let Ok(now) = load_room(token).await
                    && applied
                        .try_get_value()
                        .is_some_and(|applied| applied < this)
                    && (!catching_up
                        || room.with_untracked(|(shown, _)| now.0.says_more_than(shown)))
                {
                    applied.set_value(this);
                    room.set(now);
                }
            });
        }
        now
    });
    let preferences = actions.follow_preferences(preferences);
    #[cfg(feature = "hydrate")]
    listen(token, (live, reopened), presence);
    #[cfg(not(feature = "hydrate"))]
    let _ = token;
    view! { <Room room preferences actions act presence /> }
}

/// Opens the room's live stream: updates, and each opening of the stream,
/// make the page fetch the room again; presence reports say who is here.
#[cfg(feature = "hydrate")]
fn listen(
    token: String,
    (live, reopened): (RwSignal<u32>, RwSignal<u32>),
    presence: RwSignal<Option<(bool, Option<bool>)>>,
) {
    use wasm_bindgen::prelude::*;

    if token.parse::<play::RoomToken>().is_err() {
        return;
    }
    let Ok(source) = web_sys::EventSource::new(&format!("/api/rooms/{token}/events")) else {
        return;
    };
    let update = Closure::<dyn FnMut()>::new(move || {
        live.try_update(|count| *count += 1);
    });
    // Whatever changed between the server drawing the page and the stream
    // opening (the first time, or again after a drop) was told to nobody.
    let opened = Closure::<dyn FnMut()>::new(move || {
        reopened.try_update(|count| *count += 1);
    });
    // Whether the page last offered "Continue vs computer".
    let offered = std::cell::Cell::new(None::<bool>);
    let present =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
            let Some(text) = event.data().as_string() else {
                return;
            };
            let Ok(heard) = text.parse::<crate::room::view::Presence>() else {
                return;
            };
            presence.try_set(Some((heard.host, heard.guest)));
            // The offer comes with the room: fetch it again when it changes.
            let may_continue = heard.may_continue;
            if offered
                .replace(Some(may_continue))
                .is_some_and(|before| before != may_continue)
            {
                live.try_update(|count| *count += 1);
            }
        });
    let _ = source.add_event_listener_with_callback("open", opened.as_ref().unchecked_ref());
    let _ = source.add_event_listener_with_callback("update", update.as_ref().unchecked_ref());
    let _ = source.add_event_listener_with_callback("presence", present.as_ref().unchecked_ref());
    update.forget();
    opened.forget();
    present.forget();
    let source = send_wrapper::SendWrapper::new(source);
    on_cleanup(move || source.close());
}

/// A room that cannot be shown, and the way out.
#[component]
fn Unavailable(error: PlayError) -> impl IntoView {
    let words = use_words();
    let heading = match error {
        PlayError::Refused(Refusal::RoomNotFound) => t!(words, "room-not-found"),
        _ => t!(words, "room-unavailable"),
    };
    view! {
        <Title text=heading.clone() />
        <h1>{heading}</h1>
        <p>{error.said(&words)}</p>
        <p><a href=words.href("/")>{t!(words, "room-start-new")}</a></p>
    }
}

/// The room: waiting, joining, or the game with the room's own controls.
/// The game is drawn once for as long as it is the same game, and follows
/// each new state of the room.
#[component]
fn Room(
    room: RwSignal<(RoomView, String)>,
    preferences: RwSignal<Preferences>,
    actions: Actions,
    act: ServerAction<RoomAct>,
    presence: RwSignal<Option<(bool, Option<bool>)>>,
) -> impl IntoView {
    let words = use_words();
    let token = room.with_untracked(|(view, _)| view.token.to_string());
    let waiting = Memo::new(move |_| {
        room.with(|(view, _)| {
            let between_moves = match &view.game {
                None => true,
                Some(game) => game.active_side().is_none() && !game.is_finished(),
            };
            between_moves || view.rematch == Rematch::AskedByMe
        })
    });
    let auto_refresh = move || preferences.with(|now| now.auto_refresh);
    let refresh = move || {
        (waiting.get() && auto_refresh()).then(|| {
            // Only without JavaScript: with it, the live stream does this.
            let meta = format!(r#"<meta http-equiv="refresh" content="{REFRESH_SECONDS}">"#);
            view! { <noscript inner_html=meta></noscript> }
        })
    };
    // The same game seen from the same seat: a join or a rematch draws it
    // anew.
    let drawn_game = Memo::new(move |_| {
        room.with(|(view, _)| view.game.as_ref().map(|game| (game.id.clone(), view.role)))
    });
    let body = move || match drawn_game.get() {
        None => Either::Left(move || {
            let (view, link) = room.get();
            view! { <Lobby view link act /> }
        }),
        Some((id, _)) => {
            let game = room.with_untracked(|(view, _)| view.game.clone().map(LiveGame::new));
            let game = game.expect("the room has the game it names");
            // A new version is a move to play out; the same one, a refresh.
            let drawn = StoredValue::new(game.state.with_untracked(|game| game.version));
            Effect::new(move || {
                let Some(now) = room
                    .with(|(view, _)| view.game.clone())
                    .filter(|now| now.id == id)
                else {
                    return;
                };
                if drawn.get_value() != now.version {
                    drawn.set_value(now.version);
                    game.played(now);
                } else if game.state.with_untracked(|shown| *shown != now) {
                    game.refreshed(now);
                }
            });
            // An arena game's way back to its arena, before the board.
            let arena = move || {
                room.with(|(view, _)| {
                    let arena = view.public.as_ref()?.arena.as_ref()?;
                    let back = t!(words, "room-arena-back", name = arena.name.clone());
                    Some(view! { <p class="room-back"><a href=arena.href.clone()>{back}</a></p> })
                })
            };
            Either::Right(view! {
                {arena}
                <Game game preferences actions caveat=None />
                {move || view! { <RoomPanel view=room.get().0 act presence /> }}
            })
        }
    };
    view! {
        {refresh}
        {body}
        {move || view! {
            <Checking token=token.clone() waiting=waiting.get() auto_refresh=auto_refresh() action=actions.set_preference />
        }}
    }
}

/// Before the game: the host's link, or the invitation to join.
#[component]
fn Lobby(view: RoomView, link: String, act: ServerAction<RoomAct>) -> impl IntoView {
    let words = use_words();
    let token = view.token.to_string();
    let content = match view.role {
        Role::Host => Either::Left(view! {
            <p>{t!(words, "room-host-invite")}</p>
            // Fluent drops a message's trailing space: the page adds it.
            <p class="room-link"><span class="label">{format!("{} ", t!(words, "room-link"))}</span><code>{link.clone()}</code></p>
            <LinkButtons link />
            <p class="waiting" role="status">{t!(words, "room-waiting")}</p>
        }),
        _ => Either::Right(view! {
            <p>{t!(words, "room-invited")}</p>
            <RefusalNotice action=act />
            <PostForm action=act>
                <input type="hidden" name="token" value=token />
                <button type="submit" name="action" value="join">{t!(words, "room-join")}</button>
            </PostForm>
        }),
    };
    view! {
        <h1>{t!(words, "room-play-friend")}</h1>
        {content}
    }
}
