//! `/game/:id/analysis`: each of the people's moves next to perfect play.

use crate::components::live_refresh::LiveRefresh;
use crate::error::PlayError;
use crate::game::{SetupWords, judged_text};
use crate::pages::study::study_link;
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
    let analysis = Resource::new(id, load_analysis);
    view! {
        <Suspense fallback=|| view! { <p>"Solving the game's positions…"</p> }>
            {move || Suspend::new(async move {
                match analysis.await {
                    Ok(analysis) => view! { <Judged analysis /> }.into_any(),
                    Err(error) => view! {
                        <Title text="Analysis unavailable" />
                        <h1>"Analysis unavailable"</h1>
                        <p>{error.to_string()}</p>
                        <p><a href="/">"Start a new game"</a></p>
                    }
                    .into_any(),
                }
            })}
        </Suspense>
    }
}

#[component]
fn Judged(analysis: Analysis) -> impl IntoView {
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
        "No moves to analyse yet.".to_string()
    } else {
        let mut summary = format!(
            "{} of {total} moves judged. {losing} of them gave away stones ({lost} in all).",
            solved.len()
        );
        if unsolved > 0 && analysis.solving {
            summary.push_str(&format!(
                " The other {unsolved} are being solved; this page updates itself every {REFRESH_SECONDS} seconds."
            ));
        } else if unsolved > 0 {
            summary.push_str(&format!(
                " The other {unsolved} could not be solved here in the time this server allows."
            ));
        }
        summary
    };
    let refresh = (unsolved > 0 && analysis.solving)
        .then(|| view! { <LiveRefresh seconds=REFRESH_SECONDS /> });
    let back = format!("/game/{}", analysis.id);
    view! {
        <Title text=format!("Analysis {}", setup.describe()) />
        {refresh}
        <h1>"Analysis " <span class="subtitle">{setup.describe()}</span></h1>
        <p>
            "Each move with its value under perfect play by both sides from then on: the final "
            "store difference for the player who moved. A move gives away stones when a better one existed."
        </p>
        <p class="summary" role="status">{summary}</p>
        <ol class="analysis">
            {analysis
                .moves
                .iter()
                .map(|judged| {
                    let lost = judged.judgement.as_ref().is_some_and(|judgement| judgement.best > judgement.played);
                    let step = format!("/game/{}/replay?step={}", analysis.id, judged.number);
                    let board = study_link(&judged.position, setup.variant);
                    view! {
                        <li class:lost=lost>
                            {judged_text(judged, &setup, analysis.solving)} " "
                            <a href=step>{format!("Move {} in the replay", judged.number)}</a>
                            " · "
                            <a href=board>"Study the position before it"</a>
                        </li>
                    }
                })
                .collect_view()}
        </ol>
        <p><a href=back>"Back to the game"</a></p>
    }
}
