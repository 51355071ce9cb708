//! `/tournament/:id`: one arena. When it starts or ends, joining and
//! withdrawing, the visitor's game as soon as they are paired (the page
//! goes there), and the standings: rank, name, rating, score and each
//! game as a mark, in a table a screen reader reads. While the arena is
//! not over the page follows the arena's event stream with JavaScript
//! (the page's script), and checks itself every few seconds without it.

use super::list::{mode_text, when_text};
use crate::components::notice::RefusalNotice;
use crate::components::pages::Pages;
use crate::components::post_form::PostForm;
use crate::components::swap::{GoLink, LivePart, Swap};
use crate::i18n::use_words;
use crate::lobby::view::speed_text;
use crate::t;
use crate::tournaments::api::{TournamentAct, load_tournament};
use crate::tournaments::view::{
    ArenaGameLine, ArenaView, STANDINGS_PER_PAGE, StandingLine, standings_page,
};
use engine::Player;
use leptos::prelude::*;
use leptos_meta::{Meta, Title};
use leptos_router::hooks::{use_params_map, use_query_map};
use play::{ArenaResult, Phase, SheetGame, Speed};

/// Seconds between checks of an arena's page without JavaScript.
const REFRESH_SECONDS: u32 = 5;

/// `/tournament/:id`.
#[component]
pub fn TournamentPage() -> impl IntoView {
    let words = use_words();
    let act = ServerAction::<TournamentAct>::new();
    let params = use_params_map();
    let query = use_query_map();
    let arena = Resource::new(
        move || {
            (
                act.version().get(),
                params.read().get("id").unwrap_or_default(),
            )
        },
        |(_, id)| load_tournament(id),
    );
    let loading = t!(words, "tournaments-loading");
    view! {
        <Suspense fallback=move || view! { <p>{loading.clone()}</p> }>
            {move || Suspend::new(async move {
                match arena.await {
                    Ok(arena) => {
                        let page = query.read_untracked().get("page").and_then(|page| page.parse().ok());
                        view! { <Arena arena act page /> }.into_any()
                    }
                    Err(error) => view! {
                        <Title text=t!(words, "tournaments-title") />
                        <h1>{t!(words, "tournaments-title")}</h1>
                        <p class="notice" role="alert">{error.said(&words)}</p>
                        <p><a href=words.href("/tournaments")>{t!(words, "tournament-back")}</a></p>
                    }
                    .into_any(),
                }
            })}
        </Suspense>
    }
}

/// The arena as the visitor sees it.
#[component]
fn Arena(arena: ArenaView, act: ServerAction<TournamentAct>, page: Option<usize>) -> impl IntoView {
    let words = use_words();
    let line = &arena.arena;
    let over = line.phase == Phase::Finished;
    // Over and final differ while games begun before the end are played.
    let final_ = over && arena.still_played == 0;
    let summary = format!(
        "{}, {}, {}; {}",
        speed_text(&words, Speed::Live(line.clock)),
        t!(words, "tournament-lasts", minutes = line.minutes),
        mode_text(&words, line.rated),
        when_text(&words, line, arena.now)
    );
    let title = line.title(&words);
    let id = line.id.to_string();
    let events = format!("/api/tournaments/{id}/events");
    let standings_href = words.href(&crate::routes::tournament(&line.id));
    let your_game = arena.your_game.clone().filter(|_| !final_).map(|game| {
        let page = words.href(&game);
        view! {
            <Meta http_equiv="refresh" content=format!("0; url={page}") />
            <p class="notice" role="alert">
                {format!("{} ", t!(words, "tournament-your-game"))}
                <GoLink href=page>{t!(words, "tournament-your-game-go")}</GoLink>
            </p>
        }
    });
    let joined = match arena.joined {
        Some(true) if !over => t!(words, "tournament-joined"),
        Some(false) if !over => t!(words, "tournament-withdrawn"),
        _ => String::new(),
    };
    // Where the visitor stands, said again after each of their games.
    let players = arena.standings.len();
    let place = arena.standings.iter().find(|line| line.you).map(|line| {
        if final_ {
            t!(
                words,
                "tournament-your-final-place",
                rank = line.rank,
                players = players,
                points = line.score
            )
        } else {
            t!(
                words,
                "tournament-your-place",
                rank = line.rank,
                players = players,
                points = line.score
            )
        }
    });
    let still =
        (over && !final_).then(|| t!(words, "tournament-still-played", games = arena.still_played));
    let standing = [Some(joined), still, place]
        .into_iter()
        .flatten()
        .filter(|said| !said.is_empty())
        .collect::<Vec<_>>()
        .join(" ");
    let form = (!over && arena.named).then(|| {
        let (action, label) = match arena.joined {
            Some(true) => ("withdraw", t!(words, "tournament-withdraw")),
            Some(false) => ("join", t!(words, "tournament-rejoin")),
            None => ("join", t!(words, "tournament-join")),
        };
        view! {
            <PostForm action=act class="tournament-act">
                <input type="hidden" name="id" value=id.clone() />
                <input type="hidden" name="action" value=action />
                <button type="submit">{label}</button>
            </PostForm>
        }
    });
    let name_first = (!over && !arena.named).then(|| {
        view! {
            <p>
                {t!(words, "tournaments-name-first")} " "
                <a href=words.href("/lobby")>{t!(words, "nav-lobby")}</a>
            </p>
        }
    });
    // Inside <noscript>: a browser running scripts follows the stream.
    let refresh = (!final_).then(|| {
        view! {
            <noscript>
                <meta http-equiv="refresh" content=REFRESH_SECONDS.to_string() />
                <p class="checking">{t!(words, "tournament-checks", seconds = REFRESH_SECONDS)}</p>
            </noscript>
        }
    });
    view! {
        <Title text=title.clone() />
        <h1>{title}</h1>
        <Swap>
            // Each region stays while its words change, so that a screen
            // reader says them: the start and the end, the visitor's place.
            <div role="status">
                <LivePart id="arena-time" events=events.clone()><p>{summary}</p></LivePart>
            </div>
            <div role="status">
                <LivePart id="arena-place" events=events.clone()><p>{standing}</p></LivePart>
            </div>
            <LivePart id="arena-game" events=events.clone()>{your_game}</LivePart>
            <RefusalNotice action=act />
            <LivePart id="arena-act" events=events.clone()>
                {form}
                {name_first}
            </LivePart>
            // Held while a mouse rests on it: a click lands on its link.
            <LivePart id="arena-standings" events steady=true>
                {final_.then(|| view! { <Podium lines=arena.standings[..arena.standings.len().min(3)].to_vec() /> })}
                <Standings lines=arena.standings over=final_ page href=standings_href />
                <Games games=arena.games />
            </LivePart>
            {refresh}
        </Swap>
        <p><a href=words.href("/tournaments")>{t!(words, "tournament-back")}</a></p>
    }
}

/// One page of the standings table (the visitor's own unless another is
/// `page`), and links to the others; `href` is the arena's page.
#[component]
fn Standings(
    lines: Vec<StandingLine>,
    over: bool,
    page: Option<usize>,
    href: String,
) -> impl IntoView {
    let words = use_words();
    if lines.is_empty() {
        return view! { <p>{t!(words, "tournament-no-players")}</p> }.into_any();
    }
    let (page, pages) = standings_page(&lines, page);
    let shown: Vec<StandingLine> = lines
        .into_iter()
        .skip((page - 1) * STANDINGS_PER_PAGE)
        .take(STANDINGS_PER_PAGE)
        .collect();
    let pager = view! { <Pages page pages href label=t!(words, "tournament-pages") /> };
    let caption = if over {
        t!(words, "tournament-final-standings")
    } else {
        t!(words, "tournament-standings")
    };
    view! {
        <table class="standings">
            <caption>{caption}</caption>
            <thead>
                <tr>
                    <th scope="col">{t!(words, "tournament-rank")}</th>
                    <th scope="col">{t!(words, "tournament-player")}</th>
                    <th scope="col">{t!(words, "tournament-rating")}</th>
                    <th scope="col">{t!(words, "tournament-score")}</th>
                    <th scope="col">{t!(words, "tournament-games")}</th>
                </tr>
            </thead>
            <tbody>
                {shown.into_iter().map(|line| view! { <Row line /> }).collect_view()}
            </tbody>
        </table>
        <p class="marks-legend">{t!(words, "tournament-marks-legend")}</p>
        {pager}
    }
    .into_any()
}

/// The first three of an arena that is over (`lines`).
#[component]
fn Podium(lines: Vec<StandingLine>) -> impl IntoView {
    let words = use_words();
    (!lines.is_empty()).then(|| {
        view! {
            <h2>{t!(words, "tournament-podium")}</h2>
            <ol class="podium">
                {lines
                    .into_iter()
                    .map(|line| {
                        let said = t!(words, "tournament-podium-line", name = line.name, points = line.score);
                        view! { <li>{said}</li> }
                    })
                    .collect_view()}
            </ol>
        }
    })
}

/// The arena's games, newest first: each under way with a link to watch
/// it, each over with its result, its replay and its analysis.
#[component]
fn Games(games: Vec<ArenaGameLine>) -> impl IntoView {
    let words = use_words();
    (!games.is_empty()).then(|| {
        view! {
            <h2>{t!(words, "tournament-games-heading")}</h2>
            <ul class="arena-games">
                {games.into_iter().map(|game| view! { <li><GameLine game /></li> }).collect_view()}
            </ul>
        }
    })
}

/// One game of the arena.
#[component]
fn GameLine(game: ArenaGameLine) -> impl IntoView {
    let words = use_words();
    let [first, second] = game
        .names
        .clone()
        .map(|name| name.unwrap_or_else(|| t!(words, "tournament-house-bot")));
    let players = t!(
        words,
        "tournament-game-line",
        first = first.clone(),
        second = second.clone()
    );
    let (result, links) = match game.result_1 {
        None => (
            t!(words, "tournament-game-playing"),
            game.room.map(|room| {
                view! { <a href=words.href(&crate::routes::room(&room))>{t!(words, "tournament-watch")}</a> }
                    .into_any()
            }),
        ),
        Some(result) => {
            let said = match result {
                ArenaResult::Win => t!(words, "tournament-game-won", winner = first),
                ArenaResult::Loss => t!(words, "tournament-game-won", winner = second),
                ArenaResult::Draw => t!(words, "tournament-game-drawn"),
                ArenaResult::Aborted => t!(words, "tournament-game-aborted"),
            };
            let links = view! {
                <a href=words.href(&crate::routes::replay(&game.game, None))>{t!(words, "tournament-replay")}</a>
                " · "
                <a href=words.href(&crate::routes::game_analysis(&game.game))>{t!(words, "tournament-analysis")}</a>
            };
            (said, Some(links.into_any()))
        }
    };
    view! {
        {format!("{players}: {result} ")}
        {links}
    }
}

/// One player's line.
#[component]
fn Row(line: StandingLine) -> impl IntoView {
    let words = use_words();
    let mut name = line.name.clone();
    if line.you {
        name = format!("{name} {}", t!(words, "tournament-you"));
    }
    if line.withdrawn {
        name = format!("{name} {}", t!(words, "tournament-withdrawn-mark"));
    }
    let streak = line
        .on_streak
        .then(|| view! { " " <span class="streak">{t!(words, "tournament-streak")}</span> });
    view! {
        <tr class:you=line.you>
            <td>{line.rank}</td>
            <th scope="row">
                <a href=words.href(&crate::routes::player(&line.name))>{name}</a>
                {streak}
            </th>
            <td>{line.rating}</td>
            <td>{line.score}</td>
            <td>
                <ul class="marks">
                    {line.games.into_iter().map(|game| view! { <li><Mark game /></li> }).collect_view()}
                </ul>
            </td>
        </tr>
    }
}

/// One game on a sheet: its points as a mark, and in words how it went.
#[component]
fn Mark(game: SheetGame) -> impl IntoView {
    let words = use_words();
    let result = game.result.to_string();
    let seat = match game.seat {
        Player::One => 1,
        Player::Two => 2,
    };
    // An aborted game was not played: no points to show, its own words.
    let (shown, said) = if game.result == ArenaResult::Aborted {
        (
            "–".to_string(),
            t!(words, "tournament-game-mark-aborted", seat = seat),
        )
    } else {
        let said = t!(
            words,
            "tournament-game-mark",
            result = result.clone(),
            seat = seat,
            points = game.points,
            streak = if game.streak { "yes" } else { "no" },
            berserk = if game.berserk { "yes" } else { "no" }
        );
        (game.points.to_string(), said)
    };
    view! {
        <span class=format!(
            "mark {result}{}{}",
            if game.streak { " streak" } else { "" },
            if game.berserk { " berserk" } else { "" }
        )>
            <span aria-hidden="true">{shown}</span>
            <span class="sr-only">{said}</span>
        </span>
    }
}
