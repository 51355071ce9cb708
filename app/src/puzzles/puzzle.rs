//! `/puzzles/:id?moves=…`: one puzzle on the ordinary board. Each pit is a
//! button of a form posted to `puzzle_move`, which keeps the try once it
//! ends (solved, or missed) and answers with this page after the moves.
//! Reading the page changes nothing.

use super::{Ratings, next_puzzle, rating_text};
use crate::analysis::judgements::outcome_text;
use crate::components::button_controls::ButtonControls;
use crate::components::notice::RefusalNotice;
use crate::components::post_form::PostForm;
use crate::components::swap::{Prepared, Swap};
use crate::game::view::player_name;
use crate::i18n::{Words, use_words};
use crate::puzzles::api::{PuzzleMove, PuzzleTries, load_puzzle_tries};
use crate::routes;
use crate::t;
use engine::puzzles::{Puzzle, PuzzleId, PuzzleStep};
use engine::{GameKind, Pit, Player};
use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::{use_params_map, use_query_map};
use play::{Opponent, Setup, TryState};

/// Every move of a step and what it leads to: "Pit 2 wins by 6; pit 5
/// loses by 4.", best first. In Oware what no cycle rule can change: "Pit
/// 2 ends at least +2; pit 5 at most -3."
fn values_text(words: &Words, step: &PuzzleStep, game: GameKind) -> String {
    let mut values = step.values.clone();
    values.sort_by_key(|&(pit, value)| (std::cmp::Reverse(value), pit.number()));
    let solution = step.solution();
    let said: Vec<String> = values
        .iter()
        .map(|&(pit, value)| match game {
            GameKind::Kalah => t!(
                words,
                "puzzles-pit-outcome",
                pit = pit.number(),
                outcome = outcome_text(words, value)
            ),
            GameKind::Oware if pit == solution => t!(
                words,
                "oware-puzzles-pit-least",
                pit = pit.number(),
                value = format!("{value:+}")
            ),
            GameKind::Oware => t!(
                words,
                "oware-puzzles-pit-most",
                pit = pit.number(),
                value = format!("{value:+}")
            ),
        })
        .collect();
    let mut text = said.join("; ");
    if let Some(first) = text.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    text.push('.');
    text
}

/// "Along the best line the result is sure after 14 plies.", said once a
/// try ends; in Oware, that the values hold whatever a repeated position
/// scores.
fn plies_text(words: &Words, puzzle: &Puzzle) -> String {
    match (puzzle.game, puzzle.plies) {
        (GameKind::Oware, _) => t!(words, "oware-puzzles-whatever-the-rule"),
        (GameKind::Kalah, 0) => t!(words, "puzzles-sure-before"),
        (GameKind::Kalah, plies) => t!(words, "puzzles-sure-after", plies = plies),
    }
}

/// `/puzzles/:id?moves=…`.
#[component]
pub fn PuzzlePage() -> impl IntoView {
    let words = use_words();
    let params = use_params_map();
    let query = use_query_map();
    let tries = Resource::new(|| (), |_| load_puzzle_tries());
    move || {
        let puzzle = params
            .read()
            .get("id")
            .and_then(|id| id.parse::<PuzzleId>().ok())
            .and_then(Puzzle::shipped_by_id);
        let Some(puzzle) = puzzle else {
            #[cfg(feature = "ssr")]
            if let Some(response) = use_context::<leptos_axum::ResponseOptions>() {
                response.set_status(http::StatusCode::NOT_FOUND);
            }
            return view! {
                <Title text=t!(words, "puzzles-not-found") />
                <h1>{t!(words, "puzzles-not-found")}</h1>
                <p>
                    {t!(words, "puzzles-not-found-text")}" "
                    <a href=words.href("/puzzles")>{t!(words, "puzzles-all")}</a>
                </p>
            }
            .into_any();
        };
        let moves: Vec<Pit> = query
            .read()
            .get("moves")
            .unwrap_or_default()
            .split(',')
            .filter_map(|pit| Pit::new(pit.trim().parse().ok()?))
            .collect();
        let loading = t!(words, "puzzles-loading");

        view! {
            <Suspense fallback=move || view! { <p>{loading.clone()}</p> }>
                {move || {
                    let moves = moves.clone();

                    Suspend::new(async move {
                        match tries.await {
                            Ok(tries) => solving(&words, puzzle, &moves, &tries, false),
                            Err(error) => view! { <p role="alert">{error.said(&words)}</p> }.into_any(),
                        }
                    })
                }}
            </Suspense>
        }
        .into_any()
    }
}

/// The puzzle after `moves`. A `preview` is the page the server answers a
/// move with, held in a `<template>` so that the move shows at once with
/// scripts (the page's script): its try counts as kept, and what keeping it
/// changes is marked `data-after-try` for the answer to fill in.
fn solving(
    words: &Words,
    puzzle: &'static Puzzle,
    moves: &[Pit],
    tries: &PuzzleTries,
    preview: bool,
) -> AnyView {
    let rules = puzzle.rules();
    let setup = Setup {
        opponent: Opponent::SameDevice,
        rules,
    };
    let first = &puzzle.steps[0];
    let mover = first.position.to_move.unwrap_or(Player::One);
    let id = puzzle.id();
    // The answer shows only for a try the server has kept: a shared link
    // that names a miss does not show the solution before the first try.
    // (The previews hold every move's outcome, as the page of any instant
    // puzzle must; reading the source is cheating oneself.)
    let kept = preview
        || tries
            .standing
            .as_ref()
            .is_some_and(|standing| standing.tried.iter().any(|tried| tried.puzzle == id));
    let (state, hidden) = match TryState::of(puzzle, moves) {
        ended if ended.ended().is_some() && !kept => (TryState::Playing(0), true),
        state => (state, false),
    };
    let (position, said, playing) = match state {
        TryState::Playing(0) => {
            let find = t!(words, "puzzles-find", player = player_name(words, mover));
            let said = if hidden {
                format!("{} {find}", t!(words, "puzzles-answer-hidden"))
            } else {
                find
            };
            (first.position, said, true)
        }
        TryState::Playing(at) => (
            puzzle.steps[at].position,
            t!(
                words,
                "puzzles-right",
                pit = puzzle.steps[at - 1].solution().number()
            ),
            true,
        ),
        TryState::Solved => {
            let last = puzzle.steps.last().expect("a puzzle has a step");
            let after = rules
                .play(&last.position, &[], last.solution())
                .map_or(last.position, |sowing| sowing.after);
            let mut said = vec![t!(words, "puzzles-solved")];
            for (at, step) in puzzle.steps.iter().enumerate() {
                let values = values_text(words, step, puzzle.game);
                said.push(match at {
                    0 => values,
                    _ => t!(words, "puzzles-then", values = values),
                });
            }
            said.push(plies_text(words, puzzle));
            (after, said.join(" "), false)
        }
        TryState::Missed(at, pit) => {
            let step = &puzzle.steps[at];
            let value = step
                .values
                .iter()
                .find(|&&(played, _)| played == pit)
                .map(|&(_, value)| value);
            let tried = match (value, puzzle.game) {
                (Some(value), GameKind::Kalah) => {
                    let outcome = outcome_text(words, value);
                    t!(
                        words,
                        "puzzles-tried",
                        pit = pit.number(),
                        outcome = outcome
                    )
                }
                (Some(value), GameKind::Oware) => t!(
                    words,
                    "oware-puzzles-tried",
                    pit = pit.number(),
                    value = format!("{value:+}")
                ),
                (None, _) => t!(words, "puzzles-tried-illegal", pit = pit.number()),
            };
            let missed = t!(
                words,
                "puzzles-missed-move",
                tried = tried,
                pit = step.solution().number()
            );
            let said = [
                missed,
                values_text(words, step, puzzle.game),
                plies_text(words, puzzle),
            ];
            (step.position, said.join(" "), false)
        }
    };
    // The right moves the form carries: those before the step to play (none
    // when a link's ended try is hidden, so the try starts afresh).
    let right = match state {
        TryState::Playing(at) => at,
        TryState::Solved | TryState::Missed(..) => 0,
    };
    let done: Vec<String> = moves[..right].iter().map(Pit::to_string).collect();
    let again = words.href(&routes::puzzle(puzzle, &[]));
    let next = next_puzzle(Some(id), tries, puzzle.game);
    let board = view! {
        <ButtonControls
            setup
            board=position.board
            active=playing.then_some(mover)
            last=None
            chosen=RwSignal::new(None)
            here=if playing { vec![mover] } else { Vec::new() }
            autofocus=playing
            label=t!(words, "puzzles-board-label")
        />
    };
    let try_move = ServerAction::<PuzzleMove>::new();
    let board = if playing {
        // With scripts each move's page shows at once from its template, and
        // a move that ends the try is sent in place (the page's script).
        let previews = rules
            .legal_moves(&position)
            .into_iter()
            .map(|pit| {
                let mut after = moves[..right].to_vec();
                after.push(pit);
                let ends = TryState::of(puzzle, &after).ended().is_some();
                let page = solving(words, puzzle, &after, tries, true);
                view! {
                    <Prepared after=pit.to_string() url=words.href(&routes::puzzle(puzzle, &after)) keeps=ends>
                        {page}
                    </Prepared>
                }
            })
            .collect_view();
        view! {
            <Swap>
                <PostForm action=try_move class="puzzle">
                    <input type="hidden" name="puzzle" value=id.to_string() />
                    <input type="hidden" name="moves" value=done.join(",") />
                    {board}
                </PostForm>
                {previews}
            </Swap>
        }
        .into_any()
    } else {
        board.into_any()
    };
    // A preview cannot know the rating its try leads to: the answer does.
    let rating_said = tries
        .standing
        .as_ref()
        .and_then(|standing| standing.rating(puzzle.game))
        .filter(|_| !preview)
        .map(|rating| {
            format!(
                "{} {}",
                rating_text(words, &rating, puzzle.game),
                t!(words, "puzzles-first-try-only")
            )
        });
    let rating = (!playing).then(|| view! { <p data-after-try>{rating_said}</p> });
    let notice = if preview {
        view! { <div class="notice" role="alert"></div> }.into_any()
    } else {
        view! { <RefusalNotice action=try_move /> }.into_any()
    };
    let title = match puzzle.game {
        GameKind::Kalah => t!(words, "puzzles-puzzle", id = id.to_string()),
        GameKind::Oware => t!(words, "oware-puzzles-puzzle", id = id.to_string()),
    };
    let subtitle = t!(
        words,
        "puzzles-subtitle",
        difficulty = puzzle.difficulty,
        rating = Ratings::new(tries).of(id, puzzle).shown()
    );
    view! {
        {(!preview).then(|| view! { <Title text=title.clone() /> })}
        <h1>
            {title} " "
            <span class="subtitle" data-after-try>{subtitle}</span>
        </h1>
        {notice}
        // Once the try has ended the focus goes to what it says, as the
        // game page's does at the end.
        <p class="status" role="status" tabindex=(!playing).then_some("-1") autofocus=!playing>{said}</p>
        {board}
        {rating}
        <nav class="controls" aria-label=t!(words, "puzzles-heading")>
            {(!playing).then(|| view! { <a class="button" href=again.clone()>{t!(words, "puzzles-try-again")}</a> })}
            <a class="button" href=words.href(&routes::puzzle(next, &[])) data-after-try>{t!(words, "puzzles-next")}</a>
            <a href=words.href(&routes::board(&first.position, rules))>{t!(words, "puzzles-study")}</a>
            <a href=words.href("/puzzles")>{t!(words, "puzzles-all")}</a>
        </nav>
    }
    .into_any()
}
