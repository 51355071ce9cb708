//! `/puzzles/:id?moves=…`: one puzzle on the ordinary board. Each pit is a
//! button of a form posted to `puzzle_move`, which keeps the try once it
//! ends (solved, or missed) and answers with this page after the moves.
//! Reading the page changes nothing.

use super::{Ratings, next_puzzle, puzzle_link, rating_text};
use crate::api::puzzle::{PuzzleMove, PuzzleTries, load_puzzle_tries};
use crate::components::button_controls::ButtonControls;
use crate::components::notice::RefusalNotice;
use crate::components::post_form::PostForm;
use crate::game::{outcome_text, player_name};
use crate::pages::study::study_link;
use engine::puzzles::{Puzzle, PuzzleId, PuzzleStep};
use engine::{Pit, Player, Variant};
use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::{use_params_map, use_query_map};
use play::{Opponent, Setup, TryState};

/// Every move of a step and what it leads to: "Pit 2 wins by 6; pit 5
/// loses by 4.", best first.
fn values_text(step: &PuzzleStep) -> String {
    let mut values = step.values.clone();
    values.sort_by_key(|&(pit, value)| (std::cmp::Reverse(value), pit.number()));
    let said: Vec<String> = values
        .iter()
        .map(|&(pit, value)| format!("pit {pit} {}", outcome_text(value)))
        .collect();
    let mut text = said.join("; ");
    if let Some(first) = text.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    text.push('.');
    text
}

/// " Along the best line the result is sure after 14 plies.", said once a
/// try ends.
fn plies_text(puzzle: &Puzzle) -> String {
    match puzzle.plies {
        0 => " The winner was sure before this move; the puzzle is by how much.".to_string(),
        1 => " Along the best line the result is sure after 1 ply.".to_string(),
        plies => format!(" Along the best line the result is sure after {plies} plies."),
    }
}

/// `/puzzles/:id?moves=…`.
#[component]
pub fn PuzzlePage() -> impl IntoView {
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
                <Title text="No such puzzle" />
                <h1>"No such puzzle"</h1>
                <p>"There is no puzzle at this link. It may have been mistyped." " " <a href="/puzzles">"All puzzles"</a></p>
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
        view! {
            <Suspense fallback=|| view! { <p>"Loading…"</p> }>
                {move || {
                    let moves = moves.clone();
                    Suspend::new(async move {
                        match tries.await {
                            Ok(tries) => solving(puzzle, &moves, &tries, false),
                            Err(error) => view! { <p role="alert">{error.to_string()}</p> }.into_any(),
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
/// scripts (`swap.js`): its try counts as kept, and what keeping it
/// changes is marked `data-after-try` for the answer to fill in.
fn solving(puzzle: &'static Puzzle, moves: &[Pit], tries: &PuzzleTries, preview: bool) -> AnyView {
    let variant = Variant::default();
    let setup = Setup {
        opponent: Opponent::SameDevice,
        variant,
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
        TryState::Playing(0) => (
            first.position,
            format!(
                "{}{} to move: find the move that stands out.",
                if hidden {
                    "Its answer shows once you have tried it. "
                } else {
                    ""
                },
                player_name(mover)
            ),
            true,
        ),
        TryState::Playing(at) => (
            puzzle.steps[at].position,
            format!(
                "Right: pit {} earns another turn. Find the next move.",
                puzzle.steps[at - 1].solution()
            ),
            true,
        ),
        TryState::Solved => {
            let last = puzzle.steps.last().expect("a puzzle has a step");
            let after = last
                .position
                .play(last.solution(), variant)
                .map_or(last.position, |sowing| sowing.after);
            (
                after,
                format!(
                    "Solved! {}{}",
                    puzzle
                        .steps
                        .iter()
                        .map(values_text)
                        .collect::<Vec<_>>()
                        .join(" Then: "),
                    plies_text(puzzle)
                ),
                false,
            )
        }
        TryState::Missed(at, pit) => {
            let step = &puzzle.steps[at];
            let value = step
                .values
                .iter()
                .find(|&&(played, _)| played == pit)
                .map(|&(_, value)| value);
            let tried = match value {
                Some(value) => format!("Pit {pit} {}", outcome_text(value)),
                None => format!("Pit {pit} cannot be sown here"),
            };
            (
                step.position,
                format!(
                    "Not this one: {tried}. The move was pit {}. {}{}",
                    step.solution(),
                    values_text(step),
                    plies_text(puzzle)
                ),
                false,
            )
        }
    };
    // The right moves the form carries: those before the step to play (none
    // when a link's ended try is hidden, so the try starts afresh).
    let right = match state {
        TryState::Playing(at) => at,
        TryState::Solved | TryState::Missed(..) => 0,
    };
    let done: Vec<String> = moves[..right].iter().map(Pit::to_string).collect();
    let again = puzzle_link(puzzle, &[]);
    let next = next_puzzle(Some(id), tries);
    let board = view! {
        <ButtonControls
            setup
            board=position.board
            active=playing.then_some(mover)
            last=None
            chosen=RwSignal::new(None)
            here=if playing { vec![mover] } else { Vec::new() }
            autofocus=playing
            label="The puzzle"
        />
    };
    let try_move = ServerAction::<PuzzleMove>::new();
    let board = if playing {
        // With scripts each move's page shows at once from its template, and
        // a move that ends the try is sent in place (`swap.js`).
        let previews = position
            .legal_moves()
            .into_iter()
            .map(|pit| {
                let mut after = moves[..right].to_vec();
                after.push(pit);
                let ends = TryState::of(puzzle, &after).ended().is_some();
                view! {
                    <template data-after=pit.to_string() data-url=puzzle_link(puzzle, &after) data-keeps=ends.then_some("")>
                        {solving(puzzle, &after, tries, true)}
                    </template>
                }
            })
            .collect_view();
        view! {
            <div data-swap>
                <PostForm action=try_move class="puzzle">
                    <input type="hidden" name="puzzle" value=id.to_string() />
                    <input type="hidden" name="moves" value=done.join(",") />
                    {board}
                </PostForm>
                {previews}
            </div>
        }
        .into_any()
    } else {
        board.into_any()
    };
    // A preview cannot know the rating its try leads to: the answer does.
    let rating_said = tries
        .standing
        .as_ref()
        .and_then(|standing| standing.rating.as_ref())
        .filter(|_| !preview)
        .map(|rating| {
            format!(
                "{} Only your first try at each puzzle changes it.",
                rating_text(rating)
            )
        });
    let rating = (!playing).then(|| view! { <p data-after-try>{rating_said}</p> });
    let notice = if preview {
        view! { <div class="notice" role="alert"></div> }.into_any()
    } else {
        view! { <RefusalNotice action=try_move /> }.into_any()
    };
    view! {
        {(!preview).then(|| view! { <Title text=format!("Puzzle {id}") /> })}
        <h1>
            {format!("Puzzle {id}")} " "
            <span class="subtitle" data-after-try>
                {format!(
                    "difficulty {} of 5, rated {}",
                    puzzle.difficulty,
                    Ratings::new(tries).of(id, puzzle).shown()
                )}
            </span>
        </h1>
        {notice}
        // Once the try has ended the focus goes to what it says, as the
        // game page's does at the end.
        <p class="status" role="status" tabindex=(!playing).then_some("-1") autofocus=!playing>{said}</p>
        {board}
        {rating}
        <nav class="controls" aria-label="Puzzles">
            {(!playing).then(|| view! { <a class="button" href=again.clone()>"Try it again"</a> })}
            <a class="button" href=puzzle_link(next, &[]) data-after-try>"Next puzzle"</a>
            <a href=study_link(&first.position, variant)>"Study the position"</a>
            <a href="/puzzles">"All puzzles"</a>
        </nav>
    }
    .into_any()
}
