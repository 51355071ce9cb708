//! `/puzzles/:id?moves=…`: one puzzle on the ordinary board. Each pit is a
//! button of a form posted to `puzzle_move`, which keeps the try once it
//! ends (solved, or missed) and answers with this page after the moves.
//! Reading the page changes nothing.

use super::{next_puzzle, puzzle_link, rating_text, Ratings};
use crate::api::puzzle::{load_puzzle_tries, PuzzleMove, PuzzleTries};
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
                            Ok(tries) => view! { <Solving puzzle moves tries /> }.into_any(),
                            Err(error) => view! { <p role="alert">{error.to_string()}</p> }.into_any(),
                        }
                    })
                }}
            </Suspense>
        }
        .into_any()
    }
}

#[component]
fn Solving(puzzle: &'static Puzzle, moves: Vec<Pit>, tries: PuzzleTries) -> impl IntoView {
    let variant = Variant::default();
    let setup = Setup {
        opponent: Opponent::SameDevice,
        variant,
    };
    let first = &puzzle.steps[0];
    let mover = first.position.to_move.unwrap_or(Player::One);
    let id = puzzle.id();
    // The answer shows only for a try the server has kept: a link that
    // names a miss must not hand out the solution before the first try.
    let kept = tries
        .standing
        .as_ref()
        .is_some_and(|standing| standing.tried.iter().any(|tried| tried.puzzle == id));
    let (state, hidden) = match TryState::of(puzzle, &moves) {
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
                format!("Solved! {}", values_text(&puzzle.steps[0])),
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
                    "Not this one: {tried}. The move was pit {}. {}",
                    step.solution(),
                    values_text(step)
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
    let next = next_puzzle(Some(id), &tries);
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
        // With scripts the move is sent in place (`swap.js`).
        view! {
            <div data-swap>
                <PostForm action=try_move class="puzzle">
                    <input type="hidden" name="puzzle" value=id.to_string() />
                    <input type="hidden" name="moves" value=done.join(",") />
                    {board}
                </PostForm>
            </div>
        }
        .into_any()
    } else {
        board.into_any()
    };
    let rating = (!playing)
        .then(|| tries.standing.as_ref()?.rating.as_ref().map(rating_text))
        .flatten()
        .map(|text| view! { <p>{text} " Only your first try at each puzzle changes it."</p> });
    view! {
        <Title text=format!("Puzzle {id}") />
        <h1>
            {format!("Puzzle {id}")} " "
            <span class="subtitle">
                {format!(
                    "difficulty {} of 5, rated {}",
                    puzzle.difficulty,
                    Ratings::new(&tries).of(id, puzzle).shown()
                )}
            </span>
        </h1>
        <RefusalNotice action=try_move />
        // Once the try has ended the focus goes to what it says, as the
        // game page's does at the end.
        <p class="status" role="status" tabindex=(!playing).then_some("-1") autofocus=!playing>{said}</p>
        {board}
        {rating}
        <nav class="controls" aria-label="Puzzles">
            {(!playing).then(|| view! { <a class="button" href=again.clone()>"Try it again"</a> })}
            <a class="button" href=puzzle_link(next, &[])>"Next puzzle"</a>
            <a href=study_link(&first.position, variant)>"Study the position"</a>
            <a href="/puzzles">"All puzzles"</a>
        </nav>
    }
}
