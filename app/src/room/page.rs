//! `/room/:token`: play a friend through a link. The host waits for the
//! guest, the guest joins, and each sees the other's moves: live with
//! JavaScript (the page follows the room's event stream, `data-events`,
//! and the page's script lays each new drawing over it), by checking (or
//! an automatic refresh) without it.

use crate::components::clocks::Clocks;
use crate::components::link_buttons::LinkButtons;
use crate::components::notice::RefusalNotice;
use crate::components::post_form::PostForm;
use crate::error::PlayError;
use crate::game::page::{Actions, Game};
use crate::game::said::{GAME_DATA, GAME_SAID, said};
use crate::game::view::SetupWords;
use crate::i18n::{Words, use_words};
use crate::page_data::carry;
use crate::preferences::{Preferences, load_preferences};
use crate::room::api::{RoomAct, load_room};
use crate::room::view::{PublicWords, Rematch, Role, RoomView};
use crate::t;
use leptos::either::Either;
use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::use_params_map;
use play::TimeShown;
use play::{Opponent, Refusal};

mod panel;

use panel::{Checking, RoomPanel};

/// Seconds between automatic refreshes of a waiting page without JavaScript.
const REFRESH_SECONDS: u32 = 5;

/// `/room/:token`: the room as it now is.
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
                            <Room view link preferences />
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
/// A room with a game carries it for the page's script as the game page
/// does (`GAME_DATA`, `GAME_SAID`).
#[component]
fn Room(view: RoomView, link: String, preferences: Preferences) -> impl IntoView {
    let words = use_words();
    let token = view.token.to_string();
    let waiting = match &view.game {
        None => true,
        Some(game) => game.active_side().is_none() && !game.is_finished(),
    } || view.rematch == Rematch::AskedByMe;
    // Only without JavaScript: with it, the live stream does this.
    let refresh = (waiting && preferences.auto_refresh).then(|| {
        let meta = format!(r#"<meta http-equiv="refresh" content="{REFRESH_SECONDS}">"#);
        view! { <noscript inner_html=meta></noscript> }
    });
    let act = ServerAction::<RoomAct>::new();
    let actions = Actions::new();
    let checking = view! {
        <Checking token=token.clone() waiting auto_refresh=preferences.auto_refresh action=actions.set_preference />
    };
    let events = format!("/api/rooms/{token}/events");
    let body = match view.game.clone() {
        None => Either::Left(view! { <Lobby view link act /> }),
        Some(game) => {
            // An arena game's way back to its arena, before the board.
            let arena = view
                .public
                .as_ref()
                .and_then(|public| public.arena.as_ref())
                .map(|arena| {
                    let back = t!(words, "room-arena-back", name = arena.name.clone());
                    view! { <p class="room-back"><a href=arena.href.clone()>{back}</a></p> }
                });
            let clocks = clocks(&view, &game).map(IntoAny::into_any);
            let carried = (
                carry(GAME_SAID, &said(&words, &game)),
                carry(GAME_DATA, &(&game, &preferences)),
            );
            Either::Right(view! {
                {carried}
                {arena}
                <Game game preferences actions caveat=None beside_board=clocks />
                <RoomPanel view act />
            })
        }
    };
    view! {
        {refresh}
        <div class="room" id="room" data-events=events>
            {body}
            {checking}
        </div>
    }
}

/// A public game's clocks, from the viewer's seat.
fn clocks(view: &RoomView, game: &play::GameView) -> Option<impl IntoView + use<>> {
    let (Some(public), Some(TimeShown::Live { left_ms, running })) = (&view.public, game.time)
    else {
        return None;
    };
    let mine = game.setup.opponent.seat();
    let names = public.names.clone();
    Some(view! { <Clocks left_ms running names mine /> })
}

/// Before the game: the host's link, or the invitation to join.
#[component]
fn Lobby(view: RoomView, link: String, act: ServerAction<RoomAct>) -> impl IntoView {
    let words = use_words();
    let token = view.token.to_string();
    let oware = view.rules.kind() == engine::GameKind::Oware;
    let content = match view.role {
        Role::Host => Either::Left(view! {
            <p>{t!(words, "room-host-invite")}</p>
            // Fluent drops a message's trailing space: the page adds it.
            <p class="room-link"><span class="label">{format!("{} ", t!(words, "room-link"))}</span><code>{link.clone()}</code></p>
            <LinkButtons link oware />
            <p class="waiting" role="status">{t!(words, "room-waiting")}</p>
        }),
        _ => Either::Right(view! {
            <p>{if oware { t!(words, "room-invited-oware") } else { t!(words, "room-invited") }}</p>
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
