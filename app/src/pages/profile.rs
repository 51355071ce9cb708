//! `/player/:name`: a player's public page: ratings with the provisional
//! mark, the rating history as a graph and as a table, and their latest
//! games with people, each linking to its replay. `/leaderboard`: the
//! best-rated active players.

use crate::api::lobby::{load_leaderboards, load_profile};
use crate::lobby::speed_words;
use crate::pages::history::date;
use crate::profile::{ClassRating, Leader, Profile, ProfileGame, Standing, graph_points};
use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::use_params_map;
use play::SpeedClass;

/// The graph's drawing area.
const GRAPH: (u32, u32) = (320, 120);

/// A player's page address.
pub fn profile_link(name: &str) -> String {
    let escaped: String = name
        .chars()
        .map(|c| {
            if c == ' ' {
                "%20".to_string()
            } else {
                c.to_string()
            }
        })
        .collect();
    format!("/player/{escaped}")
}

/// `/player/:name`.
#[component]
pub fn ProfilePage() -> impl IntoView {
    let params = use_params_map();
    let name = move || params.read().get("name").unwrap_or_default();
    let profile = Resource::new(name, load_profile);
    view! {
        <Suspense fallback=|| view! { <p>"Loading…"</p> }>
            {move || Suspend::new(async move {
                match profile.await {
                    Ok(profile) => view! { <PlayerPage profile /> }.into_any(),
                    Err(error) => view! {
                        <Title text="Player not found" />
                        <h1>"Player not found"</h1>
                        <p>{error.to_string()}</p>
                        <p><a href="/leaderboard">"The leaderboard"</a></p>
                    }
                    .into_any(),
                }
            })}
        </Suspense>
    }
}

#[component]
fn PlayerPage(profile: Profile) -> impl IntoView {
    let name = profile.name.to_string();
    let ratings = if profile.ratings.is_empty() {
        view! { <p>"No rated games yet."</p> }.into_any()
    } else {
        profile
            .ratings
            .into_iter()
            .map(|rating| view! { <RatingSection rating /> })
            .collect_view()
            .into_any()
    };
    view! {
        <Title text=name.clone() />
        <h1>{name}</h1>
        {ratings}
        <Games games=profile.games />
    }
}

fn class_name(class: SpeedClass) -> &'static str {
    match class {
        SpeedClass::Live => "Live",
        SpeedClass::Correspondence => "Correspondence",
    }
}

#[component]
fn RatingSection(rating: ClassRating) -> impl IntoView {
    let heading = format!("{} rating", class_name(rating.class));
    let id = format!("rating-{}", rating.class);
    let labelled_by = id.clone();
    let games = match rating.games {
        1 => "1 rated game".to_string(),
        games => format!("{games} rated games"),
    };
    let summary = format!(
        "{}{} after {games}.",
        rating.rating,
        if rating.provisional {
            " (provisional: it settles as more games are played)"
        } else {
            ""
        }
    );
    let (width, height) = GRAPH;
    let points = graph_points(&rating.history, width, height);
    let rows = rating
        .history
        .iter()
        .enumerate()
        .map(|(index, &(at, before, after))| {
            view! {
                <tr>
                    <td>{index + 1}</td>
                    <td>{date(at)}</td>
                    <td>{before}</td>
                    <td>{format!("{after} ({:+})", after - before)}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <section aria-labelledby=labelled_by>
            <h2 id=id>{heading.clone()}</h2>
            <p>{summary}</p>
            <svg
                class="rating-graph"
                viewBox=format!("-4 -4 {} {}", width + 8, height + 8)
                width=width
                height=height
                aria-hidden="true"
            >
                <polyline points=points fill="none" stroke="currentColor" stroke-width="2" />
            </svg>
            <table class="rating-history">
                <caption>{format!("{heading} after each rated game")}</caption>
                <thead>
                    <tr>
                        <th scope="col">"Game"</th>
                        <th scope="col">"Date"</th>
                        <th scope="col">"Before"</th>
                        <th scope="col">"After"</th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        </section>
    }
}

#[component]
fn Games(games: Vec<ProfileGame>) -> impl IntoView {
    if games.is_empty() {
        return view! {
            <section aria-labelledby="games-heading">
                <h2 id="games-heading">"Latest games"</h2>
                <p>"No games with people yet."</p>
            </section>
        }
        .into_any();
    }
    let rows = games
        .into_iter()
        .map(|game| {
            let standing = match game.standing {
                Standing::Playing => "Playing",
                Standing::Won => "Won",
                Standing::Lost => "Lost",
                Standing::Drawn => "Draw",
            };
            let mode = if game.rated { "rated" } else { "casual" };
            let replay = format!("/game/{}/replay", game.id);
            let label = format!("Replay the game against {}", game.opponent);
            view! {
                <tr>
                    <td><a href=profile_link(&game.opponent)>{game.opponent.clone()}</a></td>
                    <td>{standing}</td>
                    <td>{format!("{}, {mode}", speed_words(game.speed))}</td>
                    <td>{date(game.started_at)}</td>
                    <td><a href=replay aria-label=label>"Replay"</a></td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <section aria-labelledby="games-heading">
            <h2 id="games-heading">"Latest games"</h2>
            <table class="profile-games">
                <thead>
                    <tr>
                        <th scope="col">"Opponent"</th>
                        <th scope="col">"Result"</th>
                        <th scope="col">"Speed"</th>
                        <th scope="col">"Started"</th>
                        <th scope="col"><span class="sr-only">"Replay"</span></th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        </section>
    }
    .into_any()
}

/// `/leaderboard`.
#[component]
pub fn LeaderboardPage() -> impl IntoView {
    let boards = Resource::new(|| (), |_| load_leaderboards());
    view! {
        <Title text="Leaderboard" />
        <h1>"Leaderboard"</h1>
        <p>"Players with at least 10 rated games, the last of them in the past 30 days."</p>
        <Suspense fallback=|| view! { <p>"Loading…"</p> }>
            {move || Suspend::new(async move {
                match boards.await {
                    Ok((live, correspondence)) => view! {
                        <Board class=SpeedClass::Live leaders=live />
                        <Board class=SpeedClass::Correspondence leaders=correspondence />
                    }
                    .into_any(),
                    Err(error) => view! { <p>{error.to_string()}</p> }.into_any(),
                }
            })}
        </Suspense>
    }
}

#[component]
fn Board(class: SpeedClass, leaders: Vec<Leader>) -> impl IntoView {
    let heading = class_name(class);
    let id = format!("board-{class}");
    let labelled_by = id.clone();
    let body = if leaders.is_empty() {
        view! { <p>"Nobody yet."</p> }.into_any()
    } else {
        let rows = leaders
            .into_iter()
            .enumerate()
            .map(|(rank, leader)| {
                let name = leader.name.to_string();
                view! {
                    <tr>
                        <td>{rank + 1}</td>
                        <td><a href=profile_link(&name)>{name.clone()}</a></td>
                        <td>{leader.rating}</td>
                        <td>{leader.games}</td>
                    </tr>
                }
            })
            .collect_view();
        view! {
            <table class="leaderboard">
                <thead>
                    <tr>
                        <th scope="col">"Rank"</th>
                        <th scope="col">"Player"</th>
                        <th scope="col">"Rating"</th>
                        <th scope="col">"Rated games"</th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        }
        .into_any()
    };
    view! {
        <section aria-labelledby=labelled_by>
            <h2 id=id>{heading}</h2>
            {body}
        </section>
    }
}
