//! `/oware/analysis?position=…`: Oware's analysis board. Any position, what
//! the endgame database proves each move worth, best first, each move a
//! link to the position after it; a form to set up another; "play from
//! here". A look-up, answered while the page is made: no solving to wait
//! for, so the page needs no script.

use crate::analysis::board_parts::{MoveLine, PlayFromHere};
use crate::analysis::judgements::outcome_text;
use crate::analysis::oware_judgements::worth_text;
use crate::components::button_controls::ButtonControls;
use crate::error::PlayError;
use crate::game::sides::place_text;
use crate::game::view::player_name;
use crate::home::OwareOptions;
use crate::i18n::{Words, use_words};
use crate::t;
use engine::oware::Rules;
use engine::{Player, Ruleset};
use leptos::prelude::*;
use leptos_meta::{Meta, Title};
use leptos_router::hooks::use_query_map;
use play::{Opponent, OwareStudy, Setup};

/// Oware's starting position, studied when no other is asked for.
const START: &str = "4,4,4,4,4,4,0,4,4,4,4,4,4,0,1";

/// Each move of `position` with what the database proves it worth.
// Read with GET: the board is a link anyone can share.
#[server(endpoint = "oware-study", input = leptos::server_fn::codec::GetUrl)]
pub async fn load_oware_study(
    position: String,
    grand_slam: Option<String>,
    cycles: Option<String>,
) -> Result<OwareStudy, PlayError> {
    use crate::service::analysis_board;
    let rules = Rules::from_names(grand_slam.as_deref(), cycles.as_deref())
        .map_err(|error| PlayError::BadInput(error.to_string()))?;
    let position = crate::game::new_game::ssr::oware_position(&position, rules)?;
    Ok(analysis_board()?.oware_study(position.into(), rules).await)
}

/// The Oware analysis board page.
#[component]
pub fn OwareStudyPage() -> impl IntoView {
    let words = use_words();
    let query = use_query_map();
    let asked = move || {
        let query = query.read();
        let position = query
            .get("position")
            .filter(|text| !text.trim().is_empty())
            .unwrap_or_else(|| START.to_string());
        (position, query.get("grand_slam"), query.get("cycles"))
    };
    let study = Resource::new(asked, |(position, grand_slam, cycles)| {
        load_oware_study(position, grand_slam, cycles)
    });
    let typed = move || asked().0;
    view! {
        <Title text=t!(words, "oware-study-title") />
        <Meta name="description" content=t!(words, "oware-study-description") />
        <h1>{t!(words, "oware-study-title")}</h1>
        <Suspense fallback=|| ()>
            {move || Suspend::new(async move {
                match study.await {
                    Ok(study) => view! { <OwareStudied study /> }.into_any(),
                    Err(error) => {
                        #[cfg(feature = "ssr")]
                        if let Some(response) = use_context::<leptos_axum::ResponseOptions>() {
                            response.set_status(http::StatusCode::BAD_REQUEST);
                        }
                        let why = error.said(&words);
                        view! { <p class="notice" role="alert">{t!(words, "oware-study-mistake", why = why)}</p> }.into_any()
                    }
                }
            })}
        </Suspense>
        <h2>{t!(words, "oware-study-setup-heading")}</h2>
        <form method="get" action=words.href("/oware/analysis") class="setup">
            <p>{t!(words, "oware-study-setup-help")}</p>
            <label>
                {t!(words, "oware-study-position")} " "
                <input type="text" name="position" value=typed size="40" autocomplete="off" spellcheck="false" />
            </label> " "
            {move || {
                let query = query.read();
                let chosen = Rules::from_names(query.get("grand_slam").as_deref(), query.get("cycles").as_deref());
                view! { <OwareOptions chosen=chosen.unwrap_or_default() /> }
            }}
            " "
            <button type="submit">{t!(words, "oware-study-submit")}</button>
        </form>
        <p>
            <a href=words.href("/oware/rules")>{t!(words, "study-rules")}</a>
            " · "
            <a href=words.href("/oware/strategy")>{t!(words, "study-strategy")}</a>
        </p>
    }
}

#[component]
fn OwareStudied(study: OwareStudy) -> impl IntoView {
    let words = use_words();
    let OwareStudy {
        position, rules, ..
    } = study;
    let mover = position.to_move.unwrap_or(Player::One);
    let setup = Setup {
        opponent: Opponent::SameDevice,
        rules: Ruleset::Oware(rules),
    };
    let player = player_name(&words, mover);
    let worth = study.worth();
    let value = match worth {
        Some(worth) => match worth.exact() {
            Some(value) => t!(
                words,
                "oware-study-value",
                player = &player,
                outcome = outcome_text(&words, value)
            ),
            None => t!(
                words,
                "oware-study-value-between",
                player = &player,
                least = format!("{:+}", worth.least),
                greatest = format!("{:+}", worth.greatest)
            ),
        },
        None => t!(words, "study-to-move", player = &player),
    };
    let reach = match (worth, study.proved_up_to) {
        (Some(_), _) => t!(words, "oware-study-proved"),
        (None, Some(seeds)) => t!(words, "oware-study-unproved", seeds = seeds),
        (None, None) => t!(words, "oware-study-no-database"),
    };
    let mut moves = study.moves.clone();
    moves.sort_by_key(|&(pit, worth)| {
        let key = worth.map_or((i32::MIN, i32::MIN), |worth| (worth.least, worth.greatest));
        (std::cmp::Reverse(key), pit.number())
    });
    let lines = moves
        .into_iter()
        .map(|(pit, worth)| {
            let sowing = setup.rules.play(&position, &[], pit).ok();
            let does = sowing
                .as_ref()
                .map(|sowing| what_it_does(&words, &setup, sowing))
                .unwrap_or_default();
            let said = match worth {
                Some(worth) if study.is_best(pit, worth) => {
                    t!(
                        words,
                        "oware-study-worth-best",
                        worth = worth_text(&words, worth)
                    )
                }
                Some(worth) => t!(
                    words,
                    "oware-study-worth",
                    worth = worth_text(&words, worth)
                ),
                None => t!(words, "oware-study-not-proved"),
            };
            let label = t!(words, "study-pit", pit = pit.number());
            let link = sowing
                .filter(|sowing| !sowing.after.is_over())
                .map(|sowing| words.href(&crate::routes::oware_study(&sowing.after, rules)));
            view! { <MoveLine label link worth=said does /> }
        })
        .collect_view();
    let shown = position.to_string();
    view! {
        <p class="status" role="status">{value}</p>
        <ButtonControls setup board=position.board active=None last=None chosen=RwSignal::new(None) label=t!(words, "study-board-label") />
        <p>
            <code>{shown}</code>
            " · "
            <a href=words.href(&crate::routes::oware_study(&position, rules))>{t!(words, "study-link")}</a>
        </p>
        <p class="summary">{reach}</p>
        <h2>{t!(words, "study-moves")}</h2>
        <ol class="analysis">{lines}</ol>
        <PlayFromHere position rules=setup.rules player />
    }
}

/// What a move does, for the list of moves: the seeds it captures, or
/// where its last seed lands, or the end.
fn what_it_does(words: &Words, setup: &Setup, sowing: &engine::Sowing) -> String {
    let mover = sowing.player;
    if sowing.end.is_some() {
        let score = |player: Player| sowing.after.board.store(player);
        return t!(
            words,
            "oware-study-does-end",
            score = score(mover),
            other_score = score(mover.other())
        );
    }
    match (sowing.captured(), sowing.drops.last()) {
        (0, Some(location)) => t!(
            words,
            "oware-study-does-lands",
            place = place_text(words, setup, *location)
        ),
        (count, _) => t!(words, "oware-study-does-capture", count = count),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_board_starts_from_oware_s_start() {
        let start = engine::oware::Position::start().to_string();
        assert_eq!(super::START, start);
    }
}
