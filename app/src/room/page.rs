//! `/room/:token`: play a friend through a link. The host waits for the
//! guest, the guest joins, and each sees the other's moves: live with
//! JavaScript, by checking (or an automatic refresh) without it.

use crate::components::clocks::Clocks;
use crate::components::link_buttons::LinkButtons;
use crate::components::notice::RefusalNotice;
use crate::components::post_form::PostForm;
use crate::error::PlayError;
use crate::game::live::LiveGame;
use crate::game::page::{Actions, Game};
use crate::game::view::{SetupWords, level_name};
use crate::i18n::span_text;
use crate::i18n::{Words, use_words};
use crate::island_data::{carried, carry};
use crate::preferences::{Preferences, SetPreference, load_preferences};
use crate::room::api::{RoomAct, load_room};
use crate::room::view::{PublicWords, Rematch, Role, RoomView};
use crate::t;
use leptos::either::{Either, EitherOf3};
use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::use_params_map;
use play::{Opponent, Refusal, SeekSettings, TimeShown};

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
                            {crate::i18n::carry_book()}
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
/// and each live update from the server.
#[island]
fn RoomIsland() -> impl IntoView {
    let (view, link, preferences) = carried::<(RoomView, String, Preferences)>(ROOM_DATA);
    crate::i18n::provide_island_words();
    let token = view.token.to_string();
    let act = ServerAction::<RoomAct>::new();
    let actions = Actions::new();
    // Bumped by each live update from the server.
    let live = RwSignal::new(0u32);
    // Who is here, as the live stream last said: host, guest.
    let presence = RwSignal::new(None::<(bool, Option<bool>)>);
    let room = RwSignal::new((view, link));
    let (done, played) = (act.version(), actions.play.version());
    let fetched = token.clone();
    // Answers can overtake each other: only one newer than the room shown
    // replaces it.
    let (asked, applied) = (StoredValue::new(0u32), StoredValue::new(0u32));
    Effect::new(move |seen: Option<(usize, usize, u32)>| {
        let now = (done.get(), played.get(), live.get());
        if seen.is_some_and(|seen| seen != now) {
            asked.update_value(|count| *count += 1);
            let this = asked.get_value();
            let token = fetched.clone();
            leptos::task::spawn_local(async move {
                if let Ok(now) = load_room(token).await
                    && applied
                        .try_get_value()
                        .is_some_and(|applied| applied < this)
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
    listen(token, live, presence);
    #[cfg(not(feature = "hydrate"))]
    let _ = token;
    view! { <Room room preferences actions act presence /> }
}

/// Opens the room's live stream: updates make the page fetch the room
/// again; presence reports say who is here.
#[cfg(feature = "hydrate")]
fn listen(token: String, live: RwSignal<u32>, presence: RwSignal<Option<(bool, Option<bool>)>>) {
    use wasm_bindgen::prelude::*;

    if token.parse::<play::RoomToken>().is_err() {
        return;
    }
    let Ok(source) = web_sys::EventSource::new(&format!("/api/rooms/{token}/events")) else {
        return;
    };
    let update = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |_| {
        live.try_update(|count| *count += 1);
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
    let _ = source.add_event_listener_with_callback("update", update.as_ref().unchecked_ref());
    let _ = source.add_event_listener_with_callback("presence", present.as_ref().unchecked_ref());
    update.forget();
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
            Either::Right(view! {
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

/// During and after the game: who is here, rematch, and continuing
/// against the computer when the friend has gone.
#[component]
fn RoomPanel(
    view: RoomView,
    act: ServerAction<RoomAct>,
    presence: RwSignal<Option<(bool, Option<bool>)>>,
) -> impl IntoView {
    let words = use_words();
    let token = view.token.to_string();
    let finished = view.game.as_ref().is_some_and(|game| game.is_finished());
    let connected = move || presence.get().unwrap_or(view.connected);
    let role = view.role;
    // A friend is "your friend"; a player from the lobby has a name.
    let names = view.public.as_ref().map(|public| public.names.clone());
    let seat = view
        .game
        .as_ref()
        .and_then(|game| match game.setup.opponent {
            Opponent::Friend { seat } => seat,
            _ => None,
        });
    let opponent = match (&names, seat) {
        (Some(names), Some(seat)) => Some(names[usize::from(seat.other().number() - 1)].clone()),
        _ => None,
    };
    let present = {
        let opponent = opponent.clone();
        let named = names.is_some();
        move || {
            let (host, guest) = connected();
            let here = |yes: bool| if yes { "yes" } else { "no" };
            let opponent_here = |yes: bool| match &opponent {
                Some(name) => t!(
                    words,
                    "room-presence-named",
                    name = name,
                    connected = here(yes)
                ),
                None => t!(words, "room-presence-friend", connected = here(yes)),
            };
            match role {
                Role::Host => opponent_here(guest.unwrap_or(false)),
                Role::Guest => opponent_here(host),
                Role::Invited | Role::Spectator if named => t!(words, "room-watching"),
                Role::Invited | Role::Spectator => t!(
                    words,
                    "room-watching-friends",
                    first = here(host),
                    second = here(guest.unwrap_or(false)),
                ),
            }
        }
    };
    let clocks = match (&view.public, view.game.as_ref().and_then(|game| game.time)) {
        (Some(public), Some(TimeShown::Live { left_ms, running })) => {
            let names = public.names.clone();
            Some(view! { <Clocks left_ms running names mine=seat /> })
        }
        _ => None,
    };
    let players = view
        .public
        .clone()
        .map(|public| view! { <Players public /> });
    let hidden = move || view! { <input type="hidden" name="token" value=token.clone() /> };
    let rematch = (finished && view.plays()).then(|| {
        let fields = hidden.clone();
        match view.rematch {
            Rematch::NotAsked => EitherOf3::A(view! {
                <PostForm action=act>
                    {fields()}
                    <button type="submit" name="action" value="rematch">{t!(words, "room-rematch")}</button>
                </PostForm>
            }),
            Rematch::AskedByMe => EitherOf3::B(view! {
                <p>{match &opponent {
                    Some(name) => t!(words, "room-rematch-asked-named", name = name),
                    None => t!(words, "room-rematch-asked-friend"),
                }}</p>
            }),
            Rematch::AskedByFriend => EitherOf3::C(view! {
                <p>{match &opponent {
                    Some(name) => t!(words, "room-rematch-offered-named", name = name),
                    None => t!(words, "room-rematch-offered-friend"),
                }}</p>
                <PostForm action=act>
                    {fields()}
                    <button type="submit" name="action" value="rematch">{t!(words, "room-accept-rematch")}</button>
                </PostForm>
            }),
        }
    });
    let continue_form = view.take_over.filter(|_| !finished).map(|offer| {
        let fields = hidden.clone();
        let away = span_text(&words, offer.away_secs);
        let level = level_name(&words, offer.level);
        view! {
            <p>{t!(words, "room-friend-away", away = away, level = level)}</p>
            <PostForm action=act>
                {fields()}
                <button type="submit" name="action" value="continue">{t!(words, "room-continue")}</button>
            </PostForm>
        }
    });
    let play_again = view
        .play_again
        .map(|settings| view! { <PlayAgain settings /> });
    view! {
        <section class="room-panel" aria-labelledby="room-heading">
            <h2 id="room-heading">{t!(words, "room-heading")}</h2>
            {players}
            {clocks}
            <p class="presence" role="status">{present}</p>
            <RefusalNotice action=act />
            {play_again}
            {rematch}
            {continue_form}
        </section>
    }
}

/// The lobby's quick pairing with the aborted game's settings, in one
/// press: a plain form, so the lobby's waiting page opens as it would
/// from the lobby.
#[component]
fn PlayAgain(settings: SeekSettings) -> impl IntoView {
    use leptos::server_fn::ServerFn;
    let words = use_words();
    let speed = settings.speed.to_string();
    let mode = if settings.rated { "rated" } else { "casual" };
    let empty_capture = settings
        .variant
        .empty_capture()
        .then(|| view! { <input type="hidden" name="empty_capture" value="on" /> });
    view! {
        <form method="post" action=crate::lobby::api::LobbyAct::PATH class="play-again">
            <input type="hidden" name="action" value="open" />
            <input type="hidden" name="stones" value=settings.variant.stones().to_string() />
            {empty_capture}
            <input type="hidden" name="speed" value=speed.clone() />
            <input type="hidden" name="mode" value=mode />
            <input type="hidden" name="seat" value=settings.seat.to_string() />
            <button type="submit">{t!(words, "room-play-again", speed = speed)}</button>
        </form>
    }
}

/// A game from the lobby's players, its terms, and once it is rated what
/// it did to their ratings.
#[component]
fn Players(public: PublicWords) -> impl IntoView {
    view! {
        <p class="players">{public.players}</p>
        {public.deadline.map(|deadline| view! { <p class="deadline">{deadline}</p> })}
        {public.ratings.map(|ratings| view! { <p class="rating-change">{ratings}</p> })}
        {public.score.map(|score| view! { <p class="match-score">{score}</p> })}
    }
}

/// "Check for opponent's move", and the automatic refresh switch for
/// pages without JavaScript.
#[component]
fn Checking(
    token: String,
    waiting: bool,
    auto_refresh: bool,
    action: ServerAction<SetPreference>,
) -> impl IntoView {
    let words = use_words();
    let back = format!("/room/{token}");
    let (value, label) = if auto_refresh {
        ("off", t!(words, "room-stop-checking"))
    } else {
        ("on", t!(words, "room-check-automatically"))
    };
    let noscript = if auto_refresh {
        t!(words, "room-checks-every", seconds = REFRESH_SECONDS)
    } else {
        t!(words, "room-checks-never")
    };
    let check_now = t!(words, "room-check-now");
    waiting.then(|| {
        view! {
            <div class="checking">
                <form method="get" action=back.clone()>
                    <button type="submit">{check_now}</button>
                </form>
                // Set as HTML: with JavaScript a browser reads the inside of
                // <noscript> as text, which hydration must not walk.
                <noscript inner_html=format!("<p>{noscript}</p>")></noscript>
                <PostForm action>
                    <input type="hidden" name="setting" value=format!("refresh={value}") />
                    <input type="hidden" name="back" value=back />
                    <button type="submit">{label}</button>
                </PostForm>
            </div>
        }
    })
}
