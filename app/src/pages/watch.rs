//! `/watch`: public games in progress, each watched live in its room
//! (read-only: a spectator has no pit to press).

use crate::api::lobby::{load_games_in_progress, load_your_move};
use crate::lobby::WatchLine;
use leptos::prelude::*;
use leptos_meta::{Meta, Title};

/// `/watch`.
#[component]
pub fn WatchPage() -> impl IntoView {
    let games = Resource::new(|| (), |_| load_games_in_progress());
    view! {
        <Title text="Watch games" />
        <Meta name="description" content="Watch Kalah games between people as they are played: players, ratings, speed and move." />
        <h1>"Watch games"</h1>
        <Suspense fallback=|| view! { <p>"Loading…"</p> }>
            {move || Suspend::new(async move {
                match games.await {
                    Ok(games) if games.is_empty() => view! {
                        <p>"No games between people are being played just now. " <a href="/lobby">"Play one"</a></p>
                    }
                    .into_any(),
                    Ok(games) => view! { <GameList games /> }.into_any(),
                    Err(error) => view! { <p>{error.to_string()}</p> }.into_any(),
                }
            })}
        </Suspense>
    }
}

/// The games in progress, the highest rated first.
#[component]
fn GameList(games: Vec<WatchLine>) -> impl IntoView {
    let rows = games
        .into_iter()
        .map(|game| {
            let players = game.players_words();
            let label = format!("Watch {players}");
            view! {
                <tr>
                    <td>{players}</td>
                    <td>{game.game_words()}</td>
                    <td><a href=format!("/room/{}", game.room) aria-label=label>"Watch"</a></td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <table class="games-in-progress">
            <caption class="sr-only">"Games in progress, the highest rated first"</caption>
            <thead>
                <tr>
                    <th scope="col">"Players"</th>
                    <th scope="col">"Game"</th>
                    <th scope="col"><span class="sr-only">"Link"</span></th>
                </tr>
            </thead>
            <tbody>{rows}</tbody>
        </table>
    }
}

/// The highest-rated game in progress, for the home page.
#[component]
pub fn FeaturedGame() -> impl IntoView {
    let games = Resource::new(|| (), |_| load_games_in_progress());
    view! {
        <Suspense fallback=|| ()>
            {move || Suspend::new(async move {
                games.await.ok().and_then(|games| games.into_iter().next()).map(|game| view! {
                    <section class="choice featured" aria-labelledby="featured">
                        <h2 id="featured">"Featured game"</h2>
                        <p>{format!("{}, {}.", game.players_words(), game.game_words())}</p>
                        <p>
                            <a class="button" href=format!("/room/{}", game.room)>"Watch it"</a> " "
                            <a href="/watch">"All games in progress"</a>
                        </p>
                    </section>
                })
            })}
        </Suspense>
    }
}

/// "Your move in 2 games", with a link to each, while any waits on the
/// visitor: for home and "Your games".
#[component]
pub fn YourMove() -> impl IntoView {
    let games = Resource::new(|| (), |_| load_your_move());
    view! {
        <Suspense fallback=|| ()>
            {move || Suspend::new(async move {
                let games = games.await.unwrap_or_default();
                (!games.is_empty()).then(|| {
                    let heading = match games.len() {
                        1 => "Your move in 1 game".to_string(),
                        count => format!("Your move in {count} games"),
                    };
                    let links = games
                        .into_iter()
                        .map(|(room, opponent)| view! {
                            <li><a href=format!("/room/{room}")>{format!("Against {opponent}")}</a></li>
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
