//! `/game/:id/analysis`: each of the people's moves next to perfect play.

use crate::analysis::judgements::judged_text;
use crate::analysis::oware_judgements::oware_judged_text;
use crate::components::swap::LiveRefresh;
use crate::error::PlayError;
use crate::game::view::SetupWords;
use crate::i18n::Words;
use crate::i18n::use_words;
use crate::t;
use engine::GameKind;
use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::use_params_map;
use play::Analysis;

/// How often a page with moves still being solved loads itself again.
const REFRESH_SECONDS: u32 = 5;

/// The analysis of the visitor's game.
// Read with GET: reads never start a session (a POST would).
#[server(endpoint = "analysis", input = leptos::server_fn::codec::GetUrl)]
pub async fn load_analysis(id: String) -> Result<Analysis, PlayError> {
    use crate::service::{answer, game_id, games, player};
    use leptos::server_fn::ServerFn;

    let result = async {
        let id = game_id(&id)?;
        Ok(games()?.analyse(player().await?.as_ref(), &id).await?)
    }
    .await;
    answer(LoadAnalysis::PATH, "/", "/", result)
}

/// The analysis page.
#[component]
pub fn AnalysisPage() -> impl IntoView {
    let params = use_params_map();
    let id = move || params.read().get("id").unwrap_or_default();
    let words = use_words();
    let analysis = Resource::new(id, load_analysis);
    let solving = t!(words, "analysis-solving");
    view! {
        <Suspense fallback=move || view! { <p>{solving.clone()}</p> }>
            {move || Suspend::new(async move {
                match analysis.await {
                    Ok(analysis) => view! { <Judged analysis /> }.into_any(),
                    Err(error) => view! {
                        <Title text=t!(words, "analysis-unavailable") />
                        <h1>{t!(words, "analysis-unavailable")}</h1>
                        <p>{error.said(&words)}</p>
                        <p><a href=words.href("/")>{t!(words, "analysis-new-game")}</a></p>
                    }
                    .into_any(),
                }
            })}
        </Suspense>
    }
}

#[component]
fn Judged(analysis: Analysis) -> impl IntoView {
    let words = use_words();
    let setup = analysis.setup;
    let solved: Vec<_> = analysis
        .moves
        .iter()
        .filter_map(|judged| judged.judgement.as_ref())
        .collect();
    let losing = solved
        .iter()
        .filter(|judgement| judgement.best > judgement.played)
        .count();
    let lost: i32 = solved
        .iter()
        .map(|judgement| judgement.best - judgement.played)
        .sum();
    let total = analysis.moves.len();
    let unsolved = total - solved.len();
    let summary = if total == 0 {
        t!(words, "analysis-no-moves")
    } else if setup.rules.kind() == GameKind::Oware {
        oware_summary(&words, &analysis)
    } else {
        let judged = t!(
            words,
            "analysis-summary",
            judged = solved.len(),
            total = total,
            losing = losing,
            lost = lost
        );
        if unsolved > 0 && analysis.solving {
            let more = t!(
                words,
                "analysis-summary-solving",
                count = unsolved,
                seconds = REFRESH_SECONDS
            );
            format!("{judged} {more}")
        } else if unsolved > 0 {
            let more = t!(words, "analysis-summary-unsolved", count = unsolved);
            format!("{judged} {more}")
        } else {
            judged
        }
    };
    let refresh = (unsolved > 0 && analysis.solving)
        .then(|| view! { <LiveRefresh seconds=REFRESH_SECONDS /> });
    // Watchers may not open a public game's own page: its room shows it.
    let back = words.href(&match &analysis.room {
        Some(room) => crate::routes::room(room),
        None => crate::routes::game(&analysis.id),
    });
    let described = setup.describe(&words);
    view! {
        <Title text=t!(words, "analysis-title", setup = described.clone()) />
        {refresh}
        <h1>{t!(words, "analysis-heading")}" "<span class="subtitle">{described}</span></h1>
        <p>{if setup.rules.kind() == GameKind::Oware { t!(words, "oware-analysis-intro") } else { t!(words, "analysis-intro") }}</p>
        <p class="summary" role="status">{summary}</p>
        <ol class="analysis">
            {analysis
                .moves
                .iter()
                .map(|judged| {
                    let lost = judged.judgement.as_ref().is_some_and(|judgement| judgement.best > judgement.played)
                        || judged.oware.is_some_and(|judgement| judgement.verdict().seeds_given().is_some());
                    let step = words.href(&crate::routes::replay(&analysis.id, Some(judged.number)));
                    let text = match setup.rules.kind() {
                        GameKind::Kalah => judged_text(&words, judged, &setup, analysis.solving),
                        GameKind::Oware => oware_judged_text(&words, judged, &setup),
                    };
                    let board = words.href(&crate::routes::board(&judged.position, setup.rules));
                    view! {
                        <li class:lost=lost>
                            {text} " "
                            <a href=step>{t!(words, "analysis-move-in-replay", number = judged.number)}</a>
                            " · "
                            <a href=board>{t!(words, "analysis-study-before")}</a>
                        </li>
                    }
                })
                .collect_view()}
        </ol>
        <p><a href=back>{t!(words, "analysis-back")}</a></p>
    }
}

/// "12 of 20 moves judged by the endgame database. 3 of them gave away
/// seeds (at least 7 in all)." and why the others are not.
fn oware_summary(words: &Words, analysis: &Analysis) -> String {
    let judged: Vec<_> = analysis
        .moves
        .iter()
        .filter_map(|judged| judged.oware)
        .collect();
    let given: Vec<i32> = judged
        .iter()
        .filter_map(|judgement| judgement.verdict().seeds_given())
        .collect();
    let summary = t!(
        words,
        "oware-analysis-summary",
        judged = judged.len(),
        total = analysis.moves.len(),
        losing = given.len(),
        lost = given.iter().sum::<i32>()
    );
    let unproved = analysis.moves.len() - judged.len();
    match analysis.proved_up_to {
        _ if unproved == 0 => summary,
        Some(seeds) => format!(
            "{summary} {}",
            t!(
                words,
                "oware-analysis-unproved",
                count = unproved,
                seeds = seeds
            )
        ),
        None => format!("{summary} {}", t!(words, "oware-analysis-no-database")),
    }
}
