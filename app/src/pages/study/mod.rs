//! `/analysis?position=…`: the analysis board. Any position, its exact
//! value and every move's, best first, each move a link to the position
//! after it; a form to set up another; "play from here".

mod position_form;
mod setup_form;

use crate::api::new_game::NewGame;
use crate::components::button_controls::ButtonControls;
use crate::components::live_refresh::LiveRefresh;
use crate::components::post_form::PostForm;
use crate::error::PlayError;
use crate::game::{outcome_text, player_name};
use engine::{Player, Position, Variant};
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
    use crate::service::games;
    let (position, variant) = position_form::read(Some(&position), |_| None, empty_capture)
        .map_err(|mistakes| PlayError::BadInput(mistakes.join(" ")))?;
    Ok(games()?.study(position, variant).await?)
}

/// The link to the analysis board for `position` under `variant`.
pub fn study_link(position: &Position, variant: Variant) -> String {
    let rule = if variant.empty_capture() {
        "&empty_capture=on"
    } else {
        ""
    };
    format!("/analysis?position={position}{rule}")
}

/// The analysis board page.
#[component]
pub fn StudyPage() -> impl IntoView {
    let query = use_query_map();
    // A checkbox sends "on"; links write it so too.
    let empty_capture = move || {
        query
            .read()
            .get("empty_capture")
            .is_some_and(|value| value == "on" || value == "true")
    };
    let asked = move || {
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
        position_form::read(position.as_deref(), field, empty_capture())
    };
    let key = move || {
        asked()
            .ok()
            .map(|(position, variant)| (position.to_string(), variant.empty_capture()))
    };
    let study = Resource::new(key, |key| async move {
        match key {
            Some((position, empty_capture)) => Some(load_study(position, empty_capture).await),
            None => None,
        }
    });
    let form_values = move || {
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
    };
    view! {
        <Title text="Analysis board" />
        <Meta name="description" content="Set up any Kalah position and see what every move is worth under perfect play." />
        <h1>"Analysis board"</h1>
        {move || asked().err().map(|mistakes| view! { <Mistakes mistakes /> })}
        <Suspense fallback=|| view! { <p>"Solving the position…"</p> }>
            {move || Suspend::new(async move {
                match study.await {
                    Some(Ok(study)) => Some(view! { <Studied study /> }.into_any()),
                    Some(Err(error)) => Some(view! { <p role="alert">{error.to_string()}</p> }.into_any()),
                    None => None,
                }
            })}
        </Suspense>
        {move || {
            let (values, empty_capture) = form_values();
            view! { <SetupForm values empty_capture /> }
        }}
        <p><a href="/rules">"The rules"</a>" · "<a href="/strategy">"Strategy"</a></p>
    }
}

/// What was wrong with the position asked about; the page answers 400.
#[component]
fn Mistakes(mistakes: Vec<String>) -> impl IntoView {
    #[cfg(feature = "ssr")]
    if let Some(response) = use_context::<leptos_axum::ResponseOptions>() {
        response.set_status(http::StatusCode::BAD_REQUEST);
    }
    view! {
        <div class="notice" role="alert">
            <p>"That position cannot be studied:"</p>
            <ul>{mistakes.into_iter().map(|mistake| view! { <li>{mistake}</li> }).collect_view()}</ul>
        </div>
    }
}

#[component]
fn Studied(study: Study) -> impl IntoView {
    let Study {
        position, variant, ..
    } = study;
    let mover = position.to_move.unwrap_or(Player::One);
    let setup = Setup {
        opponent: Opponent::SameDevice,
        variant,
    };
    let value = match study.value() {
        Some(value) => format!(
            "{} to move. Under perfect play by both sides {} {} (the final difference between the stores).",
            player_name(mover),
            player_name(mover),
            outcome_text(value)
        ),
        None => format!("{} to move.", player_name(mover)),
    };
    let total = study.moves.len();
    let solved = study
        .moves
        .iter()
        .filter(|(_, value)| value.is_some())
        .count();
    let progress = match (total - solved, study.solving, study.busy) {
        (0, _, _) => format!("All {total} moves solved."),
        (open, true, _) => format!(
            "{solved} of {total} moves solved; the other {open} are being solved, and this page updates itself every {REFRESH_SECONDS} seconds."
        ),
        (_, _, true) => format!(
            "{solved} of {total} moves solved. The solver is busy with other positions; this page asks again in {BUSY_REFRESH_SECONDS} seconds."
        ),
        (open, _, _) => format!(
            "{solved} of {total} moves solved; the other {open} could not be solved here in the time this server allows."
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
                .map(|sowing| what_it_does(sowing, mover))
                .unwrap_or_default();
            let worth = match value {
                Some(value) if Some(value) == best => format!("value {value:+}, best"),
                Some(value) => format!("value {value:+}"),
                None => "not solved yet".to_string(),
            };
            let label = format!("Pit {pit}");
            let link = sowing
                .filter(|sowing| !sowing.after.is_over())
                .map(|sowing| study_link(&sowing.after, variant));
            view! {
                <li>
                    {match link {
                        Some(href) => view! { <a href=href>{label}</a> }.into_any(),
                        None => view! { <span>{label}</span> }.into_any(),
                    }}
                    {format!(": {worth}; {does}.")}
                </li>
            }
        })
        .collect_view();
    let new_game = ServerAction::<NewGame>::new();
    let text = position.to_string();
    let shown = text.clone();
    let for_two = text.clone();
    let rule = variant
        .empty_capture()
        .then(|| view! { <input type="hidden" name="empty_capture" value="on" /> });
    let rule_two = rule.clone();
    view! {
        {refresh}
        <p class="status" role="status">{value}</p>
        <ButtonControls setup board=position.board active=None last=None chosen=RwSignal::new(None) label="The position studied" />
        <p><code>{shown}</code>" · "<a href=study_link(&position, variant)>"Link to this position"</a></p>
        <p class="summary">{progress}</p>
        <h2>"Moves, best first"</h2>
        <ol class="analysis">{lines}</ol>
        <h2>"Play from here"</h2>
        <PostForm action=new_game class="level-buttons">
            <input type="hidden" name="opponent" value="computer" />
            <input type="hidden" name="position" value=text.clone() />
            {rule}
            <label>"Against the computer, you playing " {player_name(mover)} ": "
                <select name="level">
                    <option value="easy">"Easy"</option>
                    <option value="medium" selected>"Medium"</option>
                    <option value="hard">"Hard"</option>
                    <option value="expert">"Expert"</option>
                </select>
            </label>
            <button type="submit">"Play against the computer"</button>
        </PostForm>
        <PostForm action=new_game>
            <input type="hidden" name="opponent" value="same-device" />
            <input type="hidden" name="position" value=for_two.clone() />
            {rule_two}
            <button type="submit">"Two players on this device"</button>
        </PostForm>
    }
}

/// What a move's last stone does, for the list of moves.
fn what_it_does(sowing: &engine::Sowing, mover: Player) -> String {
    if sowing.end.is_some() {
        let score = |player: Player| sowing.after.board.store(player);
        return format!(
            "ends the game, {} to {}",
            score(mover),
            score(mover.other())
        );
    }
    if sowing.extra_turn {
        return "the last stone lands in the store: another turn".to_string();
    }
    match sowing.capture {
        Some(capture) => format!(
            "captures {} stones (pit {} of the other side, and the last stone)",
            capture.stones, capture.facing
        ),
        None => "the turn passes".to_string(),
    }
}
