//! `/game/:id/replay`: one of the session's games step by step, forwards
//! and backwards, with links that work without JavaScript;
//! `/game/:id/record.txt` (served by the server) exports it.

use crate::analysis::judgements::judgement_text;
use crate::components::button_controls::ButtonControls;
use crate::error::PlayError;
use crate::game::view::{SetupWords, SideNames, describe_move, result_text};
use crate::i18n::use_words;
use crate::t;
use engine::Player;
use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::{use_params_map, use_query_map};
use play::GameRecord;
/// Every move of one of the visitor's games.
// Read with GET: reads never start a session (a POST would).
#[server(endpoint = "record", input = leptos::server_fn::codec::GetUrl)]
pub async fn load_record(id: String) -> Result<GameRecord, PlayError> {
    use crate::service::{answer, game_id, games, player};
    use leptos::server_fn::ServerFn;
    let result = async {
        let id = game_id(&id)?;
        Ok(games()?.record(player().await?.as_ref(), &id).await?)
    }
    .await;
    answer(LoadRecord::PATH, "/games", "/games", result)
}
/// `/game/:id/replay?step=N`.
#[component]
pub fn ReplayPage() -> impl IntoView {
    let words = use_words();
    let params = use_params_map();
    let query = use_query_map();
    let id = move || params.read().get("id").unwrap_or_default();
    let step = move || {
        query
            .read()
            .get("step")
            .and_then(|step| step.parse::<usize>().ok())
            .unwrap_or(0)
    };
    let record = Resource::new(id, load_record);
    let loading = t!(words, "games-loading-game");
    view! {
        <Suspense fallback=move || view! { <p>{loading.clone()}</p> }>
            {move || Suspend::new(async move {
                match record.await {
                    Ok(record) => view! { <Replay record step=step() /> }.into_any(),
                    Err(error) => view! {
                        <Title text=t!(words, "games-replay") />
                        <h1>{t!(words, "games-replay")}</h1>
                        <p>{error.said(&words)}</p>
                        <p><a href=words.href("/games")>{t!(words, "games-title")}</a></p>
                    }
                    .into_any(),
                }
            })}
        </Suspense>
    }
}

#[component]
fn Replay(record: GameRecord, step: usize) -> impl IntoView {
    let words = use_words();
    let total = record.moves.len();
    let step = step.min(total);
    let setup = record.setup;
    let position = match step {
        0 => record.start,
        step => record.moves[step - 1].after,
    };
    let said = match step {
        0 => t!(words, "games-replay-start"),
        step => {
            let mut said = vec![describe_move(&words, &setup, &record.moves[step - 1])];
            if record.unproved.contains(&step) {
                said.push(t!(words, "move-unproved"));
            }
            if let Some(Some(judgement)) = record.judgements.get(step - 1) {
                let judgement = judgement_text(&words, judgement);
                said.push(t!(words, "games-perfect-play", judgement = judgement));
            }
            if step == total {
                match record.resigned {
                    Some(loser) => {
                        let side = setup.side(loser);
                        said.push(t!(
                            words,
                            "games-resigned",
                            who = side.who(),
                            name = side.name(&words)
                        ));
                    }
                    None if position.is_over() => said.push(result_text(&words, &setup, &position)),
                    None => {}
                }
            }
            said.join(" ")
        }
    };
    let last: Option<(Player, engine::Pit)> = (step > 0).then(|| {
        let sowing = &record.moves[step - 1];
        (sowing.player, sowing.pit)
    });
    let base = words.href(&crate::routes::replay(&record.id, None));
    let link = move |to: usize, label: String, enabled: bool| {
        if enabled {
            view! { <a class="button" href=format!("{base}?step={to}")>{label}</a> }.into_any()
        } else {
            view! { <span class="button disabled" aria-disabled="true">{label}</span> }.into_any()
        }
    };
    let chosen = RwSignal::new(None);
    // The analysis board studies Kalah's positions only.
    let kalah = setup.rules.kind() == engine::GameKind::Kalah;
    let study = (kalah && !position.is_over()).then(|| {
        view! {
            " · "
            <a href=words.href(&crate::routes::study(&position, setup.rules.kalah().unwrap_or_default()))>{t!(words, "games-study")}</a>
        }
    });
    let described = setup.describe(&words);
    view! {
        <Title text=t!(words, "games-replay-of", setup = described.clone()) />
        <h1>{t!(words, "games-replay")}" "<span class="subtitle">{described}</span></h1>
        <p class="status" role="status">{t!(words, "games-step", step = step, total = total, said = said)}</p>
        <ButtonControls setup board=position.board active=None last chosen />
        <nav class="controls" aria-label=t!(words, "games-steps")>
            {link(0, t!(words, "games-first"), step > 0)}
            {link(step.saturating_sub(1), t!(words, "games-previous"), step > 0)}
            {link(step + 1, t!(words, "games-next"), step < total)}
            {link(total, t!(words, "games-last"), step < total)}
        </nav>
        <p>
            <a href=crate::routes::record_text(&record.id) download="kalah-game.txt">{t!(words, "games-export")}</a>
            " · "
            <a href=words.href(&crate::routes::game_analysis(&record.id))>{t!(words, "games-analysis")}</a>
            {study}
            " · "
            <a href=words.href("/games")>{t!(words, "games-title")}</a>
        </p>
    }
}
