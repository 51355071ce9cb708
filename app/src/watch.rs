//! `/watch`: public games in progress, each watched live in its room
//! (read-only: a spectator has no pit to press).

use crate::error::PlayError;
use crate::i18n::use_words;
use crate::lobby::view::{WatchLine, shown_name_text};
use crate::t;
use leptos::prelude::*;
use leptos_meta::{Meta, Title};

/// Public games in progress, the highest rated first.
// Read with GET: reads never start a session (a POST would).
#[server(endpoint = "watch", input = leptos::server_fn::codec::GetUrl)]
pub async fn load_games_in_progress() -> Result<Vec<WatchLine>, PlayError> {
    use crate::service::lobby;
    Ok(lobby()?.games_in_progress().await?)
}

/// The visitor's games from the lobby waiting on their move: each room,
/// and the opponent's name.
// Read with GET: reads never start a session (a POST would).
#[server(endpoint = "your-move", input = leptos::server_fn::codec::GetUrl)]
pub async fn load_your_move() -> Result<Vec<(play::RoomToken, Option<play::DisplayName>)>, PlayError>
{
    use crate::service::{lobby, player};
    let Some(player) = player().await? else {
        return Ok(Vec::new());
    };
    Ok(lobby()?.waiting_on(&player).await?)
}

/// `/watch`.
#[component]
pub fn WatchPage() -> impl IntoView {
    let words = use_words();
    let games = Resource::new(|| (), |_| load_games_in_progress());
    let loading = t!(words, "people-loading");
    let (none, play_one, lobby) = (
        t!(words, "watch-none"),
        t!(words, "watch-none-link"),
        words.href("/lobby"),
    );
    view! {
        <Title text=t!(words, "watch-title") />
        <Meta name="description" content=t!(words, "watch-description") />
        <h1>{t!(words, "watch-title")}</h1>
        <Suspense fallback=move || view! { <p>{loading.clone()}</p> }>
            {move || {
                let (none, play_one, lobby) = (none.clone(), play_one.clone(), lobby.clone());
                Suspend::new(async move {
                    match games.await {
                        Ok(games) if games.is_empty() => view! {
                            <p>{none} " " <a href=lobby>{play_one}</a></p>
                        }
                        .into_any(),
                        Ok(games) => view! { <GameList games /> }.into_any(),
                        Err(error) => view! { <p>{error.to_string()}</p> }.into_any(),
                    }
                })
            }}
        </Suspense>
    }
}

/// The games in progress, the highest rated first.
#[component]
fn GameList(games: Vec<WatchLine>) -> impl IntoView {
    let words = use_words();
    let rows = games
        .into_iter()
        .map(|game| {
            let players = game.players_words(&words);
            let label = t!(words, "watch-label", players = &players);
            view! {
                <tr>
                    <td>{players}</td>
                    <td>{game.game_words(&words)}</td>
                    <td>
                        <a href=words.href(&crate::routes::room(&game.room)) aria-label=label>
                            {t!(words, "watch-link")}
                        </a>
                    </td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <table class="games-in-progress">
            <caption class="sr-only">{t!(words, "watch-caption")}</caption>
            <thead>
                <tr>
                    <th scope="col">{t!(words, "watch-column-players")}</th>
                    <th scope="col">{t!(words, "watch-column-game")}</th>
                    <th scope="col"><span class="sr-only">{t!(words, "watch-column-link")}</span></th>
                </tr>
            </thead>
            <tbody>{rows}</tbody>
        </table>
    }
}

/// The highest-rated game in progress, for the home page.
#[component]
pub fn FeaturedGame() -> impl IntoView {
    let words = use_words();
    let games = Resource::new(|| (), |_| load_games_in_progress());
    view! {
        <Suspense fallback=|| ()>
            {move || Suspend::new(async move {
                games.await.ok().and_then(|games| games.into_iter().next()).map(|game| {
                    let line = t!(
                        words,
                        "watch-featured-line",
                        players = game.players_words(&words),
                        game = game.game_words(&words)
                    );
                    view! {
                        <section class="choice featured" aria-labelledby="featured">
                            <h2 id="featured">{t!(words, "watch-featured")}</h2>
                            <p>{line}</p>
                            <p>
                                <a class="button" href=words.href(&crate::routes::room(&game.room))>
                                    {t!(words, "watch-featured-link")}
                                </a> " "
                                <a href=words.href("/watch")>{t!(words, "watch-all")}</a>
                            </p>
                        </section>
                    }
                })
            })}
        </Suspense>
    }
}

/// "Your move in 2 games", with a link to each, while any waits on the
/// visitor: for home and "Your games".
#[component]
pub fn YourMove() -> impl IntoView {
    let words = use_words();
    let games = Resource::new(|| (), |_| load_your_move());
    view! {
        <Suspense fallback=|| ()>
            {move || Suspend::new(async move {
                let games = games.await.unwrap_or_default();
                (!games.is_empty()).then(|| {
                    let heading = t!(words, "watch-your-move", count = games.len());
                    let links = games
                        .into_iter()
                        .map(|(room, opponent)| view! {
                            <li>
                                <a href=words.href(&crate::routes::room(&room))>
                                    {t!(words, "watch-against", name = shown_name_text(&words, opponent.as_ref()))}
                                </a>
                            </li>
                        })
                        .collect_view();
                    view! {
                        <section class="your-move" aria-labelledby="your-move">
                            <h2 id="your-move">{heading}</h2>
                            <ul>{links}</ul>
                        </section>
                    }
                })
            })}
        </Suspense>
    }
}
