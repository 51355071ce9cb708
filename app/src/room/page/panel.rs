//! During and after a room's game: who is here, a rematch, a public game's
//! next one, and continuing against the computer when the friend has gone.

use super::REFRESH_SECONDS;
use crate::components::notice::RefusalNotice;
use crate::components::post_form::PostForm;
use crate::game::view::level_name;
use crate::i18n::span_text;
use crate::i18n::use_words;
use crate::preferences::SetPreference;
use crate::room::api::RoomAct;
use crate::room::view::{PublicWords, Rematch, Role, RoomView};
use crate::t;
use leptos::either::EitherOf3;
use leptos::prelude::*;
use play::SeekSettings;

/// During and after the game: who is here, rematch, and continuing
/// against the computer when the friend has gone.
#[component]
pub(super) fn RoomPanel(view: RoomView, act: ServerAction<RoomAct>) -> impl IntoView {
    let words = use_words();
    let token = view.token.to_string();
    let finished = view.game.as_ref().is_some_and(|game| game.is_finished());
    let role = view.role;
    // A friend is "your friend"; a player from the lobby has a name.
    let names = view.public.as_ref().map(|public| public.names.clone());
    // Only the person playing it sees a house-bot game as theirs.
    let seat = view
        .game
        .as_ref()
        .and_then(|game| game.setup.opponent.seat());
    let house_bot = view.public.as_ref().is_some_and(|public| public.house_bot);
    let opponent = match (&names, seat) {
        (Some(names), Some(seat)) => Some(names[usize::from(seat.other().number() - 1)].clone()),
        _ => None,
    };
    let present = {
        let named = names.is_some();
        let (host, guest) = view.connected;
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
            Role::Host if house_bot => t!(words, "room-presence-house-bot"),
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
    };
    let players = view
        .public
        .clone()
        .map(|public| view! { <Players public /> });
    let hidden = move || view! { <input type="hidden" name="token" value=token.clone() /> };
    // An arena pairs its players again itself: no rematch there.
    let in_arena = view
        .public
        .as_ref()
        .is_some_and(|public| public.arena.is_some());
    let rematch = (finished && view.plays() && !in_arena).then(|| {
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
    let berserk = view
        .public
        .as_ref()
        .and_then(|public| public.arena.as_ref())
        .and_then(|arena| arena.offer.clone())
        .map(|label| {
            let fields = hidden.clone();
            view! {
                <PostForm action=act class="berserk">
                    {fields()}
                    <button type="submit" name="action" value="berserk">{label}</button>
                </PostForm>
            }
        });
    view! {
        <section class="room-panel" aria-labelledby="room-heading">
            <h2 id="room-heading">{t!(words, "room-heading")}</h2>
            {players}
            <p class="presence" role="status">{present}</p>
            <RefusalNotice action=act />
            {play_again}
            {berserk}
            {rematch}
            {continue_form}
        </section>
    }
}

/// The lobby's quick pairing with the aborted game's settings, in one
/// press: a plain form, so the lobby's waiting page opens as it would
/// from the lobby.
#[component]
pub(super) fn PlayAgain(settings: SeekSettings) -> impl IntoView {
    use leptos::server_fn::ServerFn;
    let words = use_words();
    let speed = settings.speed.to_string();
    let mode = if settings.rated { "rated" } else { "casual" };
    let rules = settings.rules;
    view! {
        <form method="post" action=crate::lobby::api::LobbyAct::PATH class="play-again">
            <input type="hidden" name="action" value="open" />
            <crate::components::rules_fields::RulesFields rules />
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
pub(super) fn Players(public: PublicWords) -> impl IntoView {
    view! {
        <p class="players">{public.players}</p>
        {public.deadline.map(|deadline| view! { <p class="deadline">{deadline}</p> })}
        {public.ratings.map(|ratings| view! { <p class="rating-change">{ratings}</p> })}
        {public.score.map(|score| view! { <p class="match-score">{score}</p> })}
        {public.arena.map(|arena| view! {
            <p class="room-arena">{format!("{} ", arena.said)} <a href=arena.href.clone()>{arena.name}</a></p>
            {arena.next.map(|(next, seconds)| view! {
                <p class="next-game" role="status">{next}</p>
                <NextGame seconds href=arena.href id=arena.id.to_string() />
            })}
            {arena.berserked.map(|said| view! { <p class="berserked">{said}</p> })}
        })}
    }
}

/// "Check for opponent's move", and the automatic refresh switch for
/// pages without JavaScript.
#[component]
pub(super) fn Checking(
    token: String,
    waiting: bool,
    auto_refresh: bool,
    action: ServerAction<SetPreference>,
) -> impl IntoView {
    let words = use_words();
    let back = crate::routes::room(&token);
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
            <div class="checking room-checking">
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

/// After an arena game: back to the arena after `seconds`, where the next
/// game is waiting (by the page's script, `data-go`, or its refresh
/// without JavaScript), or "Pause" to play no more there.
#[component]
fn NextGame(seconds: u64, href: String, id: String) -> impl IntoView {
    use leptos::server_fn::ServerFn;
    let words = use_words();
    let meta = format!(r#"<meta http-equiv="refresh" content="{seconds}; url={href}">"#);
    view! {
        <noscript inner_html=meta></noscript>
        <form
            method="post"
            action=crate::tournaments::api::TournamentAct::PATH
            class="arena-pause"
            data-go=href
            data-go-after=seconds
        >
            <input type="hidden" name="id" value=id />
            <input type="hidden" name="action" value="withdraw" />
            <button type="submit">{t!(words, "room-arena-pause")}</button>
        </form>
    }
}
