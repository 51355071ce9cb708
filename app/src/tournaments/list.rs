//! `/tournaments`: the arenas under way, to come and just over, each a
//! link to its page, and the form that holds a new one.

use crate::components::notice::RefusalNotice;
use crate::components::pages::Pages;
use crate::components::post_form::PostForm;
use crate::components::swap::LivePart;
use crate::i18n::{Words, span_text, use_words};
use crate::lobby::view::{date_text, speed_text};
use crate::profile::view::ProfileArena;
use crate::t;
use crate::tournaments::api::{CreateTournament, TournamentAct, load_tournaments};
use crate::tournaments::view::{ArenaLine, TournamentsView};
use leptos::prelude::*;
use leptos_meta::{Meta, Title};
use play::{ArenaSettings, Phase, Speed, TimeControl};

/// `/tournaments`.
#[component]
pub fn TournamentsPage() -> impl IntoView {
    let words = use_words();
    let create = ServerAction::<CreateTournament>::new();
    // A join or withdrawal naming no arena comes back here to say so.
    let act = ServerAction::<TournamentAct>::new();
    let query = leptos_router::hooks::use_query_map();
    let page = move || {
        query
            .read()
            .get("page")
            .and_then(|page| page.parse().ok())
            .unwrap_or(1)
    };
    let list = Resource::new(
        move || (create.version().get(), page()),
        |(_, page)| load_tournaments(page),
    );
    let loading = t!(words, "tournaments-loading");
    view! {
        <Title text=t!(words, "tournaments-title") />
        <Meta name="description" content=t!(words, "tournaments-description") />
        <h1>{t!(words, "tournaments-title")}</h1>
        <p>{t!(words, "tournaments-intro")}</p>
        <RefusalNotice action=act />
        <Suspense fallback=move || view! { <p>{loading.clone()}</p> }>
            {move || Suspend::new(async move {
                match list.await {
                    Ok(list) => view! { <Tournaments list create /> }.into_any(),
                    Err(error) => view! { <p>{error.said(&words)}</p> }.into_any(),
                }
            })}
        </Suspense>
    }
}

/// The lists and the form.
#[component]
fn Tournaments(list: TournamentsView, create: ServerAction<CreateTournament>) -> impl IntoView {
    let words = use_words();
    let now = list.now;
    let section = |phase: Phase, heading: String| {
        let lines: Vec<ArenaLine> = list
            .arenas
            .iter()
            .filter(|line| line.phase == phase)
            .cloned()
            .collect();
        (!lines.is_empty()).then(|| {
            view! {
                <section>
                    <h2>{heading}</h2>
                    <ul class="tournaments">
                        {lines
                            .into_iter()
                            .map(|line| view! { <li><Line line now /></li> })
                            .collect_view()}
                    </ul>
                </section>
            }
        })
    };
    let none = list
        .arenas
        .iter()
        .all(|line| line.phase == Phase::Finished)
        .then(|| view! { <p>{t!(words, "tournaments-none")}</p> });
    let pager = view! {
        <Pages
            page=list.page
            pages=list.pages
            href=words.href("/tournaments")
            label=t!(words, "tournaments-pages")
        />
    };
    let running = section(Phase::Running, t!(words, "tournaments-running"));
    let upcoming = section(Phase::Upcoming, t!(words, "tournaments-upcoming"));
    let finished = section(Phase::Finished, t!(words, "tournaments-finished"));
    view! {
        // Follows the arenas held and made while the page is open (with
        // JavaScript; held while a mouse rests on it, so a click lands).
        <LivePart id="tournaments-list" events="/api/tournaments/events" steady=true>
            {none}
            {running}
            {upcoming}
            {pager}
            {finished}
        </LivePart>
        <section>
            <h2>{t!(words, "tournaments-create")}</h2>
            <RefusalNotice action=create />
            {if list.named {
                view! { <CreateForm create lengths=list.lengths.clone() /> }.into_any()
            } else {
                view! {
                    <p>
                        {t!(words, "tournaments-name-first")} " "
                        <a href=words.href("/lobby")>{t!(words, "nav-lobby")}</a>
                    </p>
                }
                .into_any()
            }}
        </section>
    }
}

/// The arena under way or coming up first, featured on the home page.
#[component]
pub fn NextTournament() -> impl IntoView {
    let words = use_words();
    let list = Resource::new(|| (), |_| load_tournaments(1));
    view! {
        <Suspense>
            {move || Suspend::new(async move {
                let list = list.await.ok()?;
                let line = list.arenas.into_iter().find(|line| line.phase != Phase::Finished)?;
                Some(view! {
                    <p class="next-tournament">
                        {format!("{} ", t!(words, "tournaments-next"))}
                        <Line line now=list.now />
                    </p>
                })
            })}
        </Suspense>
    }
}

/// One arena: its name (a link), its clock, length and mode, how many
/// joined, and when it starts or ends.
#[component]
fn Line(line: ArenaLine, now: i64) -> impl IntoView {
    let words = use_words();
    let when = when_text(&words, &line, now);
    let summary = t!(
        words,
        "tournaments-line",
        clock = speed_text(&words, Speed::Live(line.clock)),
        minutes = line.minutes,
        mode = mode_text(&words, line.rated),
        players = line.players
    );
    view! {
        <a href=words.href(&crate::routes::tournament(&line.id))>{line.title(&words)}</a>
        {format!(": {summary}; {when}")}
    }
}

/// When `line` starts or ends, from `now`.
pub(super) fn when_text(words: &Words, line: &ArenaLine, now: i64) -> String {
    // Whole minutes, rounded up: "starts in 1 minute" until it starts.
    let minutes = |secs: i64| span_text(words, (secs.max(0) as u64).div_ceil(60).max(1) * 60);
    match line.phase {
        Phase::Upcoming if line.starts_at - now > 3_600 => t!(
            words,
            "tournaments-starts-at",
            date = date_text(words, line.starts_at * 1000)
        ),
        Phase::Upcoming => t!(
            words,
            "tournaments-starts-in",
            span = minutes(line.starts_at - now)
        ),
        Phase::Running => t!(
            words,
            "tournaments-ends-in",
            span = minutes(line.ends_at() - now)
        ),
        Phase::Finished => t!(words, "tournaments-ended"),
    }
}

/// "rated" or "casual".
pub(super) fn mode_text(words: &Words, rated: bool) -> String {
    if rated {
        t!(words, "tournaments-rated")
    } else {
        t!(words, "tournaments-casual")
    }
}

/// The form that holds a new arena.
#[component]
fn CreateForm(create: ServerAction<CreateTournament>, lengths: Vec<u32>) -> impl IntoView {
    let words = use_words();
    let options = move |values: &[u32], chosen: u32| {
        values
            .iter()
            .map(|&minutes| {
                let label = if minutes == 0 {
                    t!(words, "tournaments-starts-now")
                } else {
                    t!(words, "tournaments-minutes-option", minutes = minutes)
                };
                view! { <option value=minutes.to_string() selected=minutes == chosen>{label}</option> }
            })
            .collect_view()
    };
    view! {
        <PostForm action=create class="tournament-form">
            <p>
                <label for="tournament-name">{t!(words, "tournaments-name")}</label> " "
                <input id="tournament-name" name="name" required minlength="3" maxlength="40" />
            </p>
            <p>
                <label for="tournament-clock">{t!(words, "tournaments-clock")}</label> " "
                <select id="tournament-clock" name="clock">
                    {TimeControl::OFFERED
                        .into_iter()
                        .map(|clock| {
                            let speed = Speed::Live(clock);
                            view! { <option value=speed.to_string()>{speed_text(&words, speed)}</option> }
                        })
                        .collect_view()}
                </select>
            </p>
            <p>
                <label for="tournament-minutes">{t!(words, "tournaments-minutes")}</label> " "
                <select id="tournament-minutes" name="minutes">
                    {options(&lengths, 30)}
                </select>
            </p>
            <p>
                <label for="tournament-starts-in">{t!(words, "tournaments-starts-in-label")}</label> " "
                <select id="tournament-starts-in" name="starts_in">
                    {options(&ArenaSettings::STARTS_IN, 5)}
                </select>
            </p>
            <p>
                <label for="tournament-game">{t!(words, "lobby-game")}</label> " "
                <select id="tournament-game" name="game">
                    <option value="kalah" selected=true>"Kalah"</option>
                    <option value="oware">"Oware"</option>
                </select>
            </p>
            <p>
                <label for="tournament-stones">{t!(words, "tournaments-stones")}</label> " "
                <select id="tournament-stones" name="stones">
                    {(3..=6)
                        .map(|stones| view! { <option value=stones.to_string() selected=stones == 4>{stones}</option> })
                        .collect_view()}
                </select>
            </p>
            <p>
                <input type="checkbox" id="tournament-empty-capture" name="empty_capture" /> " "
                <label for="tournament-empty-capture">{t!(words, "tournaments-empty-capture")}</label>
            </p>
            <p>
                <input type="checkbox" id="tournament-house-bot" name="house_bot" checked /> " "
                <label for="tournament-house-bot">{t!(words, "tournaments-house-bot")}</label>
            </p>
            <fieldset>
                <legend>{t!(words, "tournaments-mode")}</legend>
                <label><input type="radio" name="mode" value="rated" checked /> " " {t!(words, "tournaments-rated")}</label> " "
                <label><input type="radio" name="mode" value="casual" /> " " {t!(words, "tournaments-casual")}</label>
            </fieldset>
            <button type="submit">{t!(words, "tournaments-create-button")}</button>
        </PostForm>
    }
}

/// The arenas a player played, on their public page: each with their
/// final rank and score.
#[component]
pub fn PlayedArenas(arenas: Vec<ProfileArena>) -> impl IntoView {
    let words = use_words();
    (!arenas.is_empty()).then(|| {
        view! {
            <h2>{t!(words, "profile-arenas-heading")}</h2>
            <ul class="tournaments">
                {arenas
                    .into_iter()
                    .map(|arena| {
                        let said = t!(
                            words,
                            "profile-arena-line",
                            rank = arena.rank,
                            players = arena.players,
                            points = arena.score
                        );
                        view! {
                            <li>
                                <a href=words.href(&crate::routes::tournament(&arena.id))>{arena.name.said(&words)}</a>
                                {format!(" ({}): {said}", crate::games::page::date(arena.started))}
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
        }
    })
}
