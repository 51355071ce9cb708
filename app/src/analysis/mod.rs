//! `/analysis?position=…`: the analysis board. Any position, its exact
//! value and every move's, best first, each move a link to the position
//! after it; a form to set up another; "play from here".

pub mod board_parts;
pub mod judgements;
pub mod oware_board;
pub mod oware_judgements;
mod position_form;
mod setup_form;

use crate::analysis::board_parts::{MoveLine, PlayFromHere};
use crate::analysis::judgements::outcome_text;
use crate::components::button_controls::ButtonControls;
use crate::components::swap::LiveRefresh;
use crate::error::PlayError;
use crate::game::view::player_name;
use crate::i18n::{Words, use_words};
use crate::t;
use engine::{Player, Position, Ruleset, Variant};
use leptos::prelude::*;
use leptos_meta::{Meta, Title};
use leptos_router::hooks::use_query_map;
use play::{Opponent, Setup, Study};
use setup_form::SetupForm;

/// How often a page with moves still being solved loads itself again.
const REFRESH_SECONDS: u32 = 5;
/// How long a page the busy solver could not take waits to ask again.
const BUSY_REFRESH_SECONDS: u32 = 30;

/// Each move of `position` valued, as far as solved.
// Read with GET: the board is a link anyone can share.
#[server(endpoint = "study", input = leptos::server_fn::codec::GetUrl)]
pub async fn load_study(position: String, empty_capture: bool) -> Result<Study, PlayError> {
    use crate::service::analysis_board;
    let words = use_words();
    let (position, variant) = position_form::read(&words, Some(&position), |_| None, empty_capture)
        .map_err(|mistakes| PlayError::BadInput(mistakes.join(" ")))?;
    Ok(analysis_board()?.study(position, variant).await?)
}

/// The analysis board page.
#[component]
pub fn StudyPage() -> impl IntoView {
    let words = use_words();
    let query = use_query_map();
    // A checkbox sends "on"; links write it so too.
    let empty_capture = move || {
        query
            .read()
            .get("empty_capture")
            .is_some_and(|value| value == "on" || value == "true")
    };
    let asked = {
        move || {
            let query = query.read();
            let position = query.get("position");
            let from_form = position_form::FIELDS
                .iter()
                .any(|name| query.get(name).is_some());
            let position = match (position, from_form) {
                (None, false) => Some(Position::start(Variant::default()).to_string()),
                (position, _) => position,
            };
            let field = |name: &str| query.get(name);
            position_form::read(&words, position.as_deref(), field, empty_capture())
        }
    };
    let key = {
        move || {
            asked()
                .ok()
                .map(|(position, variant)| (position.to_string(), variant.empty_capture()))
        }
    };
    let study = Resource::new(key, |key| async move {
        match key {
            Some((position, empty_capture)) => Some(load_study(position, empty_capture).await),
            None => None,
        }
    });
    let form_values = {
        move || {
            let values = match asked() {
                Ok((position, _)) => position
                    .to_string()
                    .split(',')
                    .map(str::to_string)
                    .collect(),
                Err(_) => position_form::FIELDS
                    .iter()
                    .map(|name| query.read().get(name).unwrap_or_default())
                    .collect(),
            };
            (values, empty_capture())
        }
    };
    let solving = t!(words, "study-solving");
    view! {
        <Title text=t!(words, "study-title") />
        <Meta name="description" content=t!(words, "study-description") />
        <h1>{t!(words, "study-title")}</h1>
        {move || asked().err().map(|mistakes| view! { <Mistakes mistakes /> })}
        <Suspense fallback=move || view! { <p>{solving.clone()}</p> }>
            {move || Suspend::new(async move {
                match study.await {
                    Some(Ok(study)) => Some(view! { <Studied study /> }.into_any()),
                    Some(Err(error)) => {
                        Some(view! { <p role="alert">{error.said(&words)}</p> }.into_any())
                    }
                    None => None,
                }
            })}
        </Suspense>
        {move || {
            let (values, empty_capture) = form_values();
            view! { <SetupForm values empty_capture /> }
        }}
        <p>
            <a href=words.href("/rules")>{t!(words, "study-rules")}</a>
            " · "
            <a href=words.href("/strategy")>{t!(words, "study-strategy")}</a>
            " · "
            <a href=words.href("/oware/analysis")>{t!(words, "oware-study-title")}</a>
        </p>
    }
}

/// What was wrong with the position asked about; the page answers 400.
#[component]
fn Mistakes(mistakes: Vec<String>) -> impl IntoView {
    let words = use_words();
    #[cfg(feature = "ssr")]
    if let Some(response) = use_context::<leptos_axum::ResponseOptions>() {
        response.set_status(http::StatusCode::BAD_REQUEST);
    }
    view! {
        <div class="notice" role="alert">
            <p>{t!(words, "study-mistakes")}</p>
            <ul>{mistakes.into_iter().map(|mistake| view! { <li>{mistake}</li> }).collect_view()}</ul>
        </div>
    }
}

#[component]
fn Studied(study: Study) -> impl IntoView {
    let words = use_words();
    let Study {
        position, variant, ..
    } = study;
    let mover = position.to_move.unwrap_or(Player::One);
    let setup = Setup {
        opponent: Opponent::SameDevice,
        rules: variant.into(),
    };
    let player = player_name(&words, mover);
    let value = match study.value() {
        Some(value) => t!(
            words,
            "study-value",
            player = &player,
            outcome = outcome_text(&words, value)
        ),
        None => t!(words, "study-to-move", player = &player),
    };
    let total = study.moves.len();
    let solved = study
        .moves
        .iter()
        .filter(|(_, value)| value.is_some())
        .count();
    let progress = match (total - solved, study.solving, study.busy) {
        (0, _, _) => t!(words, "study-all-solved", total = total),
        (open, true, _) => t!(
            words,
            "study-progress-solving",
            solved = solved,
            total = total,
            open = open,
            seconds = REFRESH_SECONDS
        ),
        (_, _, true) => t!(
            words,
            "study-progress-busy",
            solved = solved,
            total = total,
            seconds = BUSY_REFRESH_SECONDS
        ),
        (open, _, _) => t!(
            words,
            "study-progress-unsolved",
            solved = solved,
            total = total,
            open = open
        ),
    };
    let refresh = match (total > solved, study.solving, study.busy) {
        (true, true, _) => Some(REFRESH_SECONDS),
        (true, _, true) => Some(BUSY_REFRESH_SECONDS),
        _ => None,
    }
    .map(|seconds| view! { <LiveRefresh seconds /> });
    let best = study.value();
    let mut moves = study.moves.clone();
    moves.sort_by_key(|&(pit, value)| {
        (
            std::cmp::Reverse(value.map_or(i32::MIN, |value| value)),
            pit.number(),
        )
    });
    let lines = moves
        .into_iter()
        .map(|(pit, value)| {
            let sowing = position.play(pit, variant).ok();
            let does = sowing
                .as_ref()
                .map(|sowing| what_it_does(&words, sowing, mover))
                .unwrap_or_default();
            let worth = match value {
                Some(value) if Some(value) == best => {
                    t!(words, "study-worth-best", value = format!("{value:+}"))
                }
                Some(value) => t!(words, "study-worth", value = format!("{value:+}")),
                None => t!(words, "study-not-solved"),
            };
            let label = t!(words, "study-pit", pit = pit.number());
            let link = sowing
                .filter(|sowing| !sowing.after.is_over())
                .map(|sowing| words.href(&crate::routes::study(&sowing.after, variant)));
            view! { <MoveLine label link worth does /> }
        })
        .collect_view();
    let shown = position.to_string();
    view! {
        {refresh}
        <p class="status" role="status">{value}</p>
        <ButtonControls setup board=position.board active=None last=None chosen=RwSignal::new(None) label=t!(words, "study-board-label") />
        <p>
            <code>{shown}</code>
            " · "
            <a href=words.href(&crate::routes::study(&position, variant))>{t!(words, "study-link")}</a>
        </p>
        <p class="summary">{progress}</p>
        <h2>{t!(words, "study-moves")}</h2>
        <ol class="analysis">{lines}</ol>
        <PlayFromHere position rules=Ruleset::Kalah(variant) player />
    }
}

/// What a move's last stone does, for the list of moves.
fn what_it_does(words: &Words, sowing: &engine::Sowing, mover: Player) -> String {
    if sowing.end.is_some() {
        let score = |player: Player| sowing.after.board.store(player);
        return t!(
            words,
            "study-does-end",
            score = score(mover),
            other_score = score(mover.other())
        );
    }
    if sowing.extra_turn {
        return t!(words, "study-does-extra-turn");
    }
    match sowing.capture {
        Some(capture) => t!(
            words,
            "study-does-capture",
            count = capture.stones,
            facing = capture.facing.number()
        ),
        None => t!(words, "study-does-pass"),
    }
}
