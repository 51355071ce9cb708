//! `/player/:name`: a player's public page: ratings with the provisional
//! mark, the rating history as a graph and as a table, and their latest
//! games with people, each linking to its replay. `/leaderboard`: the
//! best-rated active players.

use crate::games::page::date;
use crate::i18n::{Words, use_words};
use crate::lobby::view::{rated_or_casual, shown_name_text, speed_text};
use crate::profile::api::{load_leaderboards, load_profile};
use crate::profile::view::{ClassRating, Leader, Profile, ProfileGame, Standing, graph_points};
use crate::t;
use crate::tournaments::list::PlayedArenas;
use engine::GameKind;
use leptos::either::Either;
use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::use_params_map;
use play::{RatingPool, SpeedClass};

/// The graph's drawing area.
const GRAPH: (u32, u32) = (320, 120);

/// `/player/:name`.
#[component]
pub fn ProfilePage() -> impl IntoView {
    let words = use_words();
    let params = use_params_map();
    let name = move || params.read().get("name").unwrap_or_default();
    let profile = Resource::new(name, load_profile);
    let loading = t!(words, "people-loading");
    view! {
        <Suspense fallback=move || view! { <p>{loading.clone()}</p> }>
            {move || Suspend::new(async move {
                match profile.await {
                    Ok(profile) => view! { <PlayerPage profile /> }.into_any(),
                    Err(error) => {
                        // A name nobody has is a 404, as any page that is not there.
                        #[cfg(feature = "ssr")]
                        if let Some(response) = use_context::<leptos_axum::ResponseOptions>() {
                            response.set_status(error.status());
                        }
                        view! {
                        <Title text=t!(words, "profile-not-found") />
                        <h1>{t!(words, "profile-not-found")}</h1>
                        <p>{error.to_string()}</p>
                        <p>
                            <a href=words.href("/leaderboard")>
                                {t!(words, "profile-leaderboard-link")}
                            </a>
                        </p>
                    }
                    .into_any()
                    }
                }
            })}
        </Suspense>
    }
}

#[component]
fn PlayerPage(profile: Profile) -> impl IntoView {
    let words = use_words();
    let name = profile.name.to_string();
    let ratings = if profile.ratings.is_empty() {
        view! { <p>{t!(words, "profile-no-ratings")}</p> }.into_any()
    } else {
        profile
            .ratings
            .into_iter()
            .map(|rating| view! { <RatingSection rating /> })
            .collect_view()
            .into_any()
    };
    let former = (!profile.former.is_empty()).then(
        || view! { <p>{t!(words, "profile-former-names", names = profile.former.join(", "))}</p> },
    );
    view! {
        <Title text=name.clone() />
        <h1>{name}</h1>
        {former}
        {ratings}
        <Games games=profile.games />
        <PlayedArenas arenas=profile.arenas />
    }
}

/// A rating pool's name, as the leaderboard heads its table.
fn class_name(words: &Words, pool: RatingPool) -> String {
    match (pool.game, pool.class) {
        (GameKind::Kalah, SpeedClass::Live) => t!(words, "leaderboard-live"),
        (GameKind::Kalah, SpeedClass::Correspondence) => t!(words, "leaderboard-correspondence"),
        (GameKind::Oware, SpeedClass::Live) => t!(words, "leaderboard-oware-live"),
        (GameKind::Oware, SpeedClass::Correspondence) => {
            t!(words, "leaderboard-oware-correspondence")
        }
    }
}

#[component]
fn RatingSection(rating: ClassRating) -> impl IntoView {
    let words = use_words();
    let heading = match (rating.class.game, rating.class.class) {
        (GameKind::Kalah, SpeedClass::Live) => t!(words, "profile-rating-live"),
        (GameKind::Kalah, SpeedClass::Correspondence) => t!(words, "profile-rating-correspondence"),
        (GameKind::Oware, SpeedClass::Live) => t!(words, "profile-rating-oware-live"),
        (GameKind::Oware, SpeedClass::Correspondence) => {
            t!(words, "profile-rating-oware-correspondence")
        }
    };
    let id = format!("rating-{}", rating.class);
    let labelled_by = id.clone();
    // Digits as they are: Fluent would format the number by the language.
    let shown = rating.rating.to_string();
    let summary = if rating.provisional {
        t!(
            words,
            "profile-summary-provisional",
            rating = shown,
            games = rating.games
        )
    } else {
        t!(
            words,
            "profile-summary",
            rating = shown,
            games = rating.games
        )
    };
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
                <caption>{t!(words, "profile-history-caption", heading = heading)}</caption>
                <thead>
                    <tr>
                        <th scope="col">{t!(words, "profile-column-game")}</th>
                        <th scope="col">{t!(words, "profile-column-date")}</th>
                        <th scope="col">{t!(words, "profile-column-before")}</th>
                        <th scope="col">{t!(words, "profile-column-after")}</th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        </section>
    }
}

#[component]
fn Games(games: Vec<ProfileGame>) -> impl IntoView {
    let words = use_words();
    if games.is_empty() {
        return view! {
            <section aria-labelledby="games-heading">
                <h2 id="games-heading">{t!(words, "profile-games-heading")}</h2>
                <p>{t!(words, "profile-no-games")}</p>
            </section>
        }
        .into_any();
    }
    let rows = games
        .into_iter()
        .map(|game| {
            let standing = match game.standing {
                Standing::Playing => t!(words, "profile-playing"),
                Standing::Won => t!(words, "profile-won"),
                Standing::Lost => t!(words, "profile-lost"),
                Standing::Drawn => t!(words, "profile-drawn"),
                Standing::Aborted => t!(words, "profile-aborted"),
            };
            let terms = t!(
                words,
                "profile-game-terms",
                speed = speed_text(&words, game.speed),
                mode = rated_or_casual(game.rated)
            );
            let replay = words.href(&crate::routes::replay(&game.id, None));
            let opponent = shown_name_text(&words, game.opponent.as_ref());
            let label = t!(words, "profile-replay-label", name = &opponent);
            // A player who chose no name has no page.
            let opponent = match &game.opponent {
                Some(name) => Either::Left(view! {
                    <a href=words.href(&crate::routes::player(name.as_str()))>{opponent}</a>
                }),
                None => Either::Right(opponent),
            };
            view! {
                <tr>
                    <td>{opponent}</td>
                    <td>{standing}</td>
                    <td>{terms}</td>
                    <td>{date(game.started_at)}</td>
                    <td><a href=replay aria-label=label>{t!(words, "profile-replay")}</a></td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <section aria-labelledby="games-heading">
            <h2 id="games-heading">{t!(words, "profile-games-heading")}</h2>
            <table class="profile-games">
                <thead>
                    <tr>
                        <th scope="col">{t!(words, "profile-column-opponent")}</th>
                        <th scope="col">{t!(words, "profile-column-result")}</th>
                        <th scope="col">{t!(words, "profile-column-speed")}</th>
                        <th scope="col">{t!(words, "profile-column-started")}</th>
                        <th scope="col"><span class="sr-only">{t!(words, "profile-replay")}</span></th>
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
    let words = use_words();
    let boards = Resource::new(|| (), |_| load_leaderboards());
    let loading = t!(words, "people-loading");
    view! {
        <Title text=t!(words, "leaderboard-title") />
        <h1>{t!(words, "leaderboard-title")}</h1>
        <p>{t!(words, "leaderboard-intro")}</p>
        <p>
            {t!(
                words,
                "leaderboard-counted",
                sowings = play::SOWINGS_TO_RATE,
                games = play::RATED_GAMES_A_PAIR_A_DAY
            )}
        </p>
        <p>
            {t!(
                words,
                "leaderboard-held",
                wins = play::SUSPECT_WINS,
                days = play::FARMING_DAYS,
                sowings = play::QUICK_SOWINGS
            )}
        </p>
        <Suspense fallback=move || view! { <p>{loading.clone()}</p> }>
            {move || Suspend::new(async move {
                match boards.await {
                    Ok(boards) => boards
                        .into_iter()
                        .map(|(class, leaders)| view! { <Board class leaders /> })
                        .collect_view()
                        .into_any(),
                    Err(error) => view! { <p>{error.to_string()}</p> }.into_any(),
                }
            })}
        </Suspense>
    }
}

#[component]
fn Board(class: RatingPool, leaders: Vec<Leader>) -> impl IntoView {
    let words = use_words();
    let heading = class_name(&words, class);
    let id = format!("board-{class}");
    let labelled_by = id.clone();
    let body = if leaders.is_empty() {
        view! { <p>{t!(words, "leaderboard-nobody")}</p> }.into_any()
    } else {
        let rows = leaders
            .into_iter()
            .enumerate()
            .map(|(rank, leader)| {
                let name = leader.name.to_string();
                view! {
                    <tr>
                        <td>{rank + 1}</td>
                        <td><a href=words.href(&crate::routes::player(&name))>{name.clone()}</a></td>
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
                        <th scope="col">{t!(words, "leaderboard-column-rank")}</th>
                        <th scope="col">{t!(words, "leaderboard-column-player")}</th>
                        <th scope="col">{t!(words, "leaderboard-column-rating")}</th>
                        <th scope="col">{t!(words, "leaderboard-column-games")}</th>
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
