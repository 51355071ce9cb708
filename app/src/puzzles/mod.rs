//! `/puzzles`: puzzles from perfect play, Kalah's and Oware's, the
//! visitor's rating in each and tries, and how players do at each of
//! Kalah's difficulties; `/puzzles/:id` is one puzzle (`puzzle`).

pub(crate) mod api;
mod puzzle;

pub use puzzle::PuzzlePage;

use crate::components::notice::RefusalNotice;
use crate::i18n::{Words, use_words};
use crate::puzzles::api::{PuzzleMove, PuzzleTries, load_puzzle_tries};
use crate::routes;
use crate::t;
use engine::GameKind;
use engine::puzzles::{Puzzle, PuzzleId};
use leptos::prelude::*;
use leptos_meta::{Meta, Title};
use play::{PuzzleRating, PuzzleStanding};
use std::collections::{HashMap, HashSet};

/// Seconds in a day: the daily puzzle changes at midnight UTC.
const DAY: u64 = 24 * 60 * 60;

/// Today's puzzle of `game`.
fn daily(game: GameKind) -> &'static Puzzle {
    let puzzles = Puzzle::shipped_of(game);
    let days = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |since| since.as_secs() / DAY);
    &puzzles[days as usize % puzzles.len()]
}

/// Each puzzle's rating: from players' first tries, or where its
/// difficulty starts it.
struct Ratings(HashMap<PuzzleId, PuzzleRating>);

impl Ratings {
    fn new(tries: &PuzzleTries) -> Ratings {
        Ratings(
            tries
                .records
                .iter()
                .map(|record| (record.puzzle, record.rating))
                .collect(),
        )
    }

    fn of(&self, id: PuzzleId, puzzle: &Puzzle) -> PuzzleRating {
        self.0
            .get(&id)
            .copied()
            .unwrap_or_else(|| PuzzleRating::of_difficulty(puzzle.difficulty))
    }
}

/// The puzzle of `game` to offer next: for a rated player the untried one
/// whose rating is nearest theirs, else the one after `after` in the file.
fn next_puzzle(after: Option<PuzzleId>, tries: &PuzzleTries, game: GameKind) -> &'static Puzzle {
    let puzzles = Puzzle::shipped_of(game);
    let following = after
        .and_then(Puzzle::shipped_by_id)
        .and_then(|puzzle| {
            puzzles
                .iter()
                .position(|shipped| std::ptr::eq(shipped, puzzle))
        })
        .map_or(0, |at| (at + 1) % puzzles.len());
    let Some(standing) = &tries.standing else {
        return &puzzles[following];
    };
    let rating = standing
        .rating(game)
        .unwrap_or(PuzzleRating::PLAYER_START)
        .rating;
    let ratings = Ratings::new(tries);
    let tried: HashSet<PuzzleId> = standing
        .tried
        .iter()
        .map(|tried| tried.puzzle)
        .chain(after)
        .collect();
    puzzles
        .iter()
        .map(|puzzle| (puzzle.id(), puzzle))
        .filter(|(id, _)| !tried.contains(id))
        .map(|(id, puzzle)| ((ratings.of(id, puzzle).rating - rating).abs(), puzzle))
        .min_by(|one, other| one.0.total_cmp(&other.0))
        .map_or(&puzzles[following], |(_, puzzle)| puzzle)
}

/// A rating this unsure is provisional (lichess's line too).
const PROVISIONAL_DEVIATION: f64 = 110.0;

/// "Your puzzle rating: 1580." (provisional while still unsure), or
/// "Your Oware puzzle rating: …".
fn rating_text(words: &Words, rating: &PuzzleRating, game: GameKind) -> String {
    let provisional = rating.deviation > PROVISIONAL_DEVIATION;
    let rating = rating.shown();
    match (game, provisional) {
        (GameKind::Kalah, true) => t!(words, "puzzles-rating-provisional", rating = rating),
        (GameKind::Kalah, false) => t!(words, "puzzles-rating", rating = rating),
        (GameKind::Oware, true) => t!(words, "oware-puzzles-rating-provisional", rating = rating),
        (GameKind::Oware, false) => t!(words, "oware-puzzles-rating", rating = rating),
    }
}

/// The visitor's rating in `game`, counts and puzzles to try again.
#[component]
fn Standing(standing: Option<PuzzleStanding>, game: GameKind) -> impl IntoView {
    let words = use_words();
    let Some(standing) = standing.map(|standing| standing.of_game(game)) else {
        return view! {
            <p>
                {t!(words, "puzzles-unrated-before")}" "
                <a href=words.href("/device")>{t!(words, "puzzles-unrated-link")}</a>
                " "{t!(words, "puzzles-unrated-after")}
            </p>
        }
        .into_any();
    };
    let (streak, best) = standing.streaks();
    let link = |puzzle: &'static Puzzle| {
        view! {
            <li><a href=words.href(&routes::puzzle(puzzle, &[]))>{t!(words, "puzzles-puzzle", id = puzzle.id().to_string())}</a>
            {t!(words, "puzzles-list-difficulty", difficulty = puzzle.difficulty)}</li>
        }
    };
    // Puzzles since dropped from the file are left out of the lists.
    let retry: Vec<&'static Puzzle> = standing
        .to_retry()
        .filter_map(Puzzle::shipped_by_id)
        .collect();
    let solved: Vec<&'static Puzzle> = standing
        .tried
        .iter()
        .rev()
        .filter(|tried| tried.solved)
        .filter_map(|tried| Puzzle::shipped_by_id(tried.puzzle))
        .collect();
    let solved_count = solved.len();
    view! {
        <p>{standing.rating(game).map(|rating| rating_text(&words, &rating, game))}</p>
        <p>
            {t!(
                words,
                "puzzles-standing",
                solved = standing.solved(),
                tried = standing.tried.len(),
                streak = streak,
                best = best
            )}
        </p>
        {(!retry.is_empty()).then(|| view! {
            <h3>{t!(words, "puzzles-missed")}</h3>
            <ul class="retry">{retry.into_iter().map(link).collect_view()}</ul>
        })}
        {(solved_count > 0).then(|| view! {
            <details>
                <summary>{t!(words, "puzzles-solved-list", count = solved_count)}</summary>
                <ul class="solved">{solved.into_iter().map(link).collect_view()}</ul>
            </details>
        })}
    }
    .into_any()
}

/// Each difficulty with how players did at it: the check that the
/// difficulty means what it says.
#[component]
fn Difficulties(tries: PuzzleTries) -> impl IntoView {
    let words = use_words();
    let ratings = Ratings::new(&tries);
    let records: HashMap<PuzzleId, (u32, u32)> = tries
        .records
        .iter()
        .map(|record| (record.puzzle, (record.tries, record.solved)))
        .collect();
    let rows = (1..=5u8)
        .filter_map(|difficulty| {
            let puzzles: Vec<(PuzzleId, &'static Puzzle)> = Puzzle::shipped()
                .iter()
                .filter(|puzzle| puzzle.difficulty == difficulty)
                .map(|puzzle| (puzzle.id(), puzzle))
                .collect();
            let (_, first) = puzzles.first()?;
            let (attempts, solved) = puzzles
                .iter()
                .filter_map(|(id, _)| records.get(id))
                .fold((0, 0), |(attempts, solved), (tries, wins)| {
                    (attempts + tries, solved + wins)
                });
            let share = (100 * solved + attempts / 2)
                .checked_div(attempts)
                .map_or_else(|| "—".to_string(), |share| format!("{share}%"));
            let plies = puzzles
                .iter()
                .map(|(_, puzzle)| f64::from(puzzle.plies))
                .sum::<f64>()
                / puzzles.len() as f64;
            let rating = puzzles
                .iter()
                .map(|&(id, puzzle)| ratings.of(id, puzzle).rating)
                .sum::<f64>()
                / puzzles.len() as f64;
            Some(view! {
                <tr>
                    <th scope="row">
                        <a href=words.href(&routes::puzzle(first, &[]))>{t!(words, "puzzles-difficulty", difficulty = difficulty)}</a>
                    </th>
                    <td>{puzzles.len()}</td>
                    <td>{format!("{plies:.1}")}</td>
                    <td>{attempts}</td>
                    <td>{share}</td>
                    <td>{rating.round()}</td>
                </tr>
            })
        })
        .collect_view();
    view! {
        <table class="difficulties">
            <caption>{t!(words, "puzzles-table-caption")}</caption>
            <thead>
                <tr>
                    <th scope="col">{t!(words, "puzzles-col-difficulty")}</th>
                    <th scope="col">{t!(words, "puzzles-col-puzzles")}</th>
                    <th scope="col">{t!(words, "puzzles-col-plies")}</th>
                    <th scope="col">{t!(words, "puzzles-col-tries")}</th>
                    <th scope="col">{t!(words, "puzzles-col-solved")}</th>
                    <th scope="col">{t!(words, "puzzles-col-rating")}</th>
                </tr>
            </thead>
            <tbody>{rows}</tbody>
        </table>
    }
}

/// `/puzzles`.
#[component]
pub fn PuzzlesPage() -> impl IntoView {
    let words = use_words();
    let tries = Resource::new(|| (), |_| load_puzzle_tries());
    // A move sent for a puzzle that is not there comes back here.
    let refused_move = ServerAction::<PuzzleMove>::new();
    let loading = t!(words, "puzzles-loading");
    view! {
        <Title text=t!(words, "puzzles-title") />
        <Meta name="description" content=t!(words, "puzzles-description") />
        <h1>{t!(words, "puzzles-heading")}</h1>
        <RefusalNotice action=refused_move />
        <p class="lead">{t!(words, "puzzles-lead")}</p>
        <Suspense fallback=move || view! { <p>{loading.clone()}</p> }>
            {move || Suspend::new(async move {
                let tries = match tries.await {
                    Ok(tries) => tries,
                    Err(error) => return view! { <p role="alert">{error.said(&words)}</p> }.into_any(),
                };
                let next = next_puzzle(None, &tries, GameKind::Kalah);
                let next_oware = next_puzzle(None, &tries, GameKind::Oware);
                let standing = tries.standing.clone();
                view! {
                    <p>
                        <a class="button" href=words.href(&routes::puzzle(daily(GameKind::Kalah), &[]))>{t!(words, "puzzles-today")}</a> " "
                        <a class="button" href=words.href(&routes::puzzle(next, &[]))>{t!(words, "puzzles-for-you")}</a>
                    </p>
                    <h2>{t!(words, "puzzles-yours")}</h2>
                    <Standing standing=standing.clone() game=GameKind::Kalah />
                    <h2>{t!(words, "puzzles-by-difficulty")}</h2>
                    <p>{t!(words, "puzzles-difficulty-explained", plies = engine::puzzles::FAR_OFF)}</p>
                    <Difficulties tries />
                    <p>{t!(words, "puzzles-total", count = Puzzle::shipped().len())}</p>
                    <h2 id="oware">{t!(words, "oware-puzzles-heading")}</h2>
                    <p>{t!(words, "oware-puzzles-lead")}</p>
                    <p>
                        <a class="button" href=words.href(&routes::puzzle(daily(GameKind::Oware), &[]))>{t!(words, "oware-puzzles-today")}</a> " "
                        <a class="button" href=words.href(&routes::puzzle(next_oware, &[]))>{t!(words, "oware-puzzles-for-you")}</a>
                    </p>
                    <Standing standing game=GameKind::Oware />
                    <p>{t!(words, "oware-puzzles-total", count = Puzzle::shipped_of(GameKind::Oware).len())}</p>
                }
                .into_any()
            })}
        </Suspense>
    }
}
