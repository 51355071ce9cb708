//! `/puzzles`: puzzles from perfect play, and `/puzzles/:number`, one of
//! them on the ordinary board. A move is a GET (`?moves=…&pit=…`): nothing
//! is stored, so the page is a link like any other, and Back undoes a try.

use crate::components::button_controls::ButtonControls;
use crate::game::{outcome_text, player_name};
use crate::pages::study::study_link;
use engine::puzzles::{Puzzle, PuzzleStep};
use engine::{Pit, Player, Variant};
use leptos::prelude::*;
use leptos_meta::{Meta, Title};
use leptos_router::hooks::{use_params_map, use_query_map};
use play::{Opponent, Setup};

/// Seconds in a day: the daily puzzle changes at midnight UTC.
const DAY: u64 = 24 * 60 * 60;

/// The number (1-based) of today's puzzle.
fn daily() -> usize {
    let days = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |since| since.as_secs() / DAY);
    (days as usize % Puzzle::shipped().len().max(1)) + 1
}

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

/// `/puzzles`.
#[component]
pub fn PuzzlesPage() -> impl IntoView {
    let puzzles = Puzzle::shipped();
    let by_difficulty = (1..=5u8)
        .filter_map(|difficulty| {
            let numbers: Vec<usize> = (1..)
                .zip(puzzles)
                .filter(|(_, puzzle)| puzzle.difficulty == difficulty)
                .map(|(number, _)| number)
                .collect();
            let first = *numbers.first()?;
            Some(view! {
                <li>
                    <a href=format!("/puzzles/{first}")>{format!("Difficulty {difficulty}")}</a>
                    {format!(": {} puzzles", numbers.len())}
                </li>
            })
        })
        .collect_view();
    let today = daily();
    view! {
        <Title text="Kalah puzzles" />
        <Meta name="description" content="Kalah puzzles from perfect play: find the move that stands out." />
        <h1>"Puzzles"</h1>
        <p class="lead">
            "Each puzzle is a position from a game between the computer levels where one move stands out under perfect play: "
            "it is the only move that keeps the win (or the draw), or it is worth clearly more than any other. "
            "When it earns another turn, find the next move too."
        </p>
        <p><a class="button" href=format!("/puzzles/{today}")>"Today's puzzle"</a></p>
        <h2>"By difficulty"</h2>
        <ul>{by_difficulty}</ul>
        <p>{format!("{} puzzles in all, each found and valued by the solver.", puzzles.len())}</p>
    }
}

/// `/puzzles/:number?moves=…&pit=…`.
#[component]
pub fn PuzzlePage() -> impl IntoView {
    let params = use_params_map();
    let query = use_query_map();
    move || {
        let puzzles = Puzzle::shipped();
        let number = params
            .read()
            .get("number")
            .and_then(|number| number.parse::<usize>().ok())
            .filter(|number| (1..=puzzles.len()).contains(number));
        let Some(number) = number else {
            #[cfg(feature = "ssr")]
            if let Some(response) = use_context::<leptos_axum::ResponseOptions>() {
                response.set_status(http::StatusCode::NOT_FOUND);
            }
            return view! {
                <Title text="No such puzzle" />
                <h1>"No such puzzle"</h1>
                <p>{format!("The puzzles are numbered 1 to {}.", puzzles.len())} " " <a href="/puzzles">"All puzzles"</a></p>
            }
            .into_any();
        };
        let query = query.read();
        let pits = |name: &str| -> Vec<Pit> {
            query
                .get(name)
                .unwrap_or_default()
                .split(',')
                .filter_map(|pit| Pit::new(pit.trim().parse().ok()?))
                .collect()
        };
        let mut moves = pits("moves");
        moves.extend(pits("pit"));
        view! { <Solving puzzle=&puzzles[number - 1] number moves /> }.into_any()
    }
}

/// Where a player's moves leave a puzzle.
enum Progress {
    /// The right moves so far; this step is to play.
    Playing(usize),
    /// Every step found.
    Solved,
    /// A wrong move at this step.
    Missed(usize, Pit),
}

fn progress(puzzle: &Puzzle, moves: &[Pit]) -> Progress {
    for (at, step) in puzzle.steps.iter().enumerate() {
        match moves.get(at) {
            None => return Progress::Playing(at),
            Some(&pit) if pit == step.solution() => {}
            Some(&pit) => return Progress::Missed(at, pit),
        }
    }
    Progress::Solved
}

#[component]
fn Solving(puzzle: &'static Puzzle, number: usize, moves: Vec<Pit>) -> impl IntoView {
    let variant = Variant::default();
    let setup = Setup {
        opponent: Opponent::SameDevice,
        variant,
    };
    let first = &puzzle.steps[0];
    let mover = first.position.to_move.unwrap_or(Player::One);
    let state = progress(puzzle, &moves);
    let (position, said, playing) = match state {
        Progress::Playing(0) => (
            first.position,
            format!(
                "{} to move: find the move that stands out.",
                player_name(mover)
            ),
            true,
        ),
        Progress::Playing(at) => (
            puzzle.steps[at].position,
            format!(
                "Right: pit {} earns another turn. Find the next move.",
                puzzle.steps[at - 1].solution()
            ),
            true,
        ),
        Progress::Solved => {
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
        Progress::Missed(at, pit) => {
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
    let done: Vec<String> = moves
        .iter()
        .take(puzzle.steps.len())
        .map(|pit| pit.to_string())
        .collect();
    let action = format!("/puzzles/{number}");
    let next = number % Puzzle::shipped().len() + 1;
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
    let board = if playing {
        view! {
            <form method="get" action=action.clone() class="puzzle">
                <input type="hidden" name="moves" value=done.join(",") />
                {board}
            </form>
        }
        .into_any()
    } else {
        board.into_any()
    };
    view! {
        <Title text=format!("Puzzle {number}") />
        <h1>{format!("Puzzle {number}")} <span class="subtitle">{format!("difficulty {} of 5", puzzle.difficulty)}</span></h1>
        <p class="status" role="status">{said}</p>
        {board}
        <nav class="controls" aria-label="Puzzles">
            {(!playing).then(|| view! { <a class="button" href=action.clone()>"Try it again"</a> })}
            <a class="button" href=format!("/puzzles/{next}")>"Next puzzle"</a>
            <a href=study_link(&first.position, variant)>"Study the position"</a>
            <a href="/puzzles">"All puzzles"</a>
        </nav>
    }
}
