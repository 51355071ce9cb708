//! `/games`: the session's attempts; `/game/:id/replay`: one of them step
//! by step, forwards and backwards, with links that work without
//! JavaScript; `/game/:id/record.txt` (served by the server) exports it.

use crate::components::button_controls::ButtonControls;
use crate::error::PlayError;
use crate::game::{SetupWords, SideNames, describe_move, judgement_text, result_text};
use crate::pages::study::study_link;
use engine::Player;
use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::{use_params_map, use_query_map};
use play::{AttemptSummary, GameRecord, Opponent};

/// The visitor's attempts, newest first.
// Read with GET: reads never start a session (a POST would).
#[server(endpoint = "history", input = leptos::server_fn::codec::GetUrl)]
pub async fn load_history() -> Result<Vec<AttemptSummary>, PlayError> {
    use crate::service::{games, player};
    match player().await? {
        Some(player) => Ok(games()?.history(&player).await?),
        None => Ok(Vec::new()),
    }
}

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

/// A date as players read it: "2026-11-30 14:05 UTC".
pub fn date(unix: i64) -> String {
    let days = unix.div_euclid(86_400);
    let seconds = unix.rem_euclid(86_400);
    let (year, month, day) = crate::lobby::civil_date(days);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02} UTC",
        seconds / 3600,
        seconds % 3600 / 60
    )
}

/// "3:05" for milliseconds of play.
pub fn duration(ms: u64) -> String {
    let seconds = ms / 1000;
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

/// `/games`.
#[component]
pub fn HistoryPage() -> impl IntoView {
    let attempts = Resource::new(|| (), |_| load_history());
    view! {
        <Title text="Your games" />
        <h1>"Your games"</h1>
        <crate::pages::watch::YourMove />
        <Suspense fallback=|| view! { <p>"Loading…"</p> }>
            {move || Suspend::new(async move {
                let attempts = attempts.await.unwrap_or_default();
                if attempts.is_empty() {
                    return view! { <p>"No games yet. " <a href="/">"Start one"</a></p> }.into_any();
                }
                let rows = attempts
                    .into_iter()
                    .map(|attempt| {
                        let result = attempt.first_result.map_or_else(
                            || "Not finished".to_string(),
                            |result| {
                                let outcome = match result.winner {
                                    None => "Draw".to_string(),
                                    Some(winner) => format!("{} won", attempt.setup.name(winner)),
                                };
                                let fresh = if result.fresh { "" } else { " (after Undo or Restart)" };
                                format!("{outcome}, {} to {}{fresh}", result.scores[0], result.scores[1])
                            },
                        );
                        let open = match attempt.setup.opponent {
                            Opponent::Friend { .. } => None,
                            _ => Some(format!("/game/{}", attempt.id)),
                        };
                        view! {
                            <tr>
                                <td>{attempt.setup.describe()}</td>
                                <td>{result}</td>
                                <td>{date(attempt.started_at)}</td>
                                <td>{duration(attempt.active_ms)}</td>
                                <td>
                                    <a href=format!("/game/{}/replay", attempt.id)>"Replay"</a>
                                    {open.map(|link| view! { " · " <a href=link>"Open"</a> })}
                                </td>
                            </tr>
                        }
                    })
                    .collect_view();
                view! {
                    <table class="history">
                        <caption class="sr-only">"Your games, newest first"</caption>
                        <thead>
                            <tr>
                                <th scope="col">"Mode"</th>
                                <th scope="col">"Result"</th>
                                <th scope="col">"Started"</th>
                                <th scope="col">"Active time"</th>
                                <th scope="col">"Links"</th>
                            </tr>
                        </thead>
                        <tbody>{rows}</tbody>
                    </table>
                }
                .into_any()
            })}
        </Suspense>
    }
}

/// `/game/:id/replay?step=N`.
#[component]
pub fn ReplayPage() -> impl IntoView {
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
    view! {
        <Suspense fallback=|| view! { <p>"Loading the game…"</p> }>
            {move || Suspend::new(async move {
                match record.await {
                    Ok(record) => view! { <Replay record step=step() /> }.into_any(),
                    Err(error) => view! {
                        <Title text="Replay" />
                        <h1>"Replay"</h1>
                        <p>{error.to_string()}</p>
                        <p><a href="/games">"Your games"</a></p>
                    }
                    .into_any(),
                }
            })}
        </Suspense>
    }
}

#[component]
fn Replay(record: GameRecord, step: usize) -> impl IntoView {
    let total = record.moves.len();
    let step = step.min(total);
    let setup = record.setup;
    let position = match step {
        0 => record.start,
        step => record.moves[step - 1].after,
    };
    let said = match step {
        0 => "The start.".to_string(),
        step => {
            let mut said = describe_move(&setup, &record.moves[step - 1]);
            if record.unproved.contains(&step) {
                said.push_str(" Not proved: Expert searched for this move.");
            }
            if let Some(Some(judgement)) = record.judgements.get(step - 1) {
                said.push_str(&format!(
                    " Under perfect play: {}",
                    judgement_text(judgement)
                ));
            }
            if step == total {
                match record.resigned {
                    Some(loser) => said.push_str(&format!(" {} resigned.", setup.name(loser))),
                    None if position.is_over() => {
                        said.push_str(&format!(" {}", result_text(&setup, &position)))
                    }
                    None => {}
                }
            }
            said
        }
    };
    let last: Option<(Player, engine::Pit)> = (step > 0).then(|| {
        let sowing = &record.moves[step - 1];
        (sowing.player, sowing.pit)
    });
    let base = format!("/game/{}/replay", record.id);
    let link = move |to: usize, label: &'static str, enabled: bool| {
        if enabled {
            view! { <a class="button" href=format!("{base}?step={to}")>{label}</a> }.into_any()
        } else {
            view! { <span class="button disabled" aria-disabled="true">{label}</span> }.into_any()
        }
    };
    let chosen = RwSignal::new(None);
    let study = (!position.is_over()).then(|| {
        view! {
            " · "
            <a href=study_link(&position, setup.variant)>"Study this position"</a>
        }
    });
    view! {
        <Title text=format!("Replay {}", setup.describe()) />
        <h1>"Replay " <span class="subtitle">{setup.describe()}</span></h1>
        <p class="status" role="status">{format!("Move {step} of {total}. {said}")}</p>
        <ButtonControls setup board=position.board active=None last chosen />
        <nav class="controls" aria-label="Replay steps">
            {link(0, "Start", step > 0)}
            {link(step.saturating_sub(1), "Previous", step > 0)}
            {link(step + 1, "Next", step < total)}
            {link(total, "End", step < total)}
        </nav>
        <p>
            <a href=format!("/game/{}/record.txt", record.id) download="kalah-game.txt">"Export the game record (text)"</a>
            " · "
            <a href=format!("/game/{}/analysis", record.id)>"Analysis of this game"</a>
            {study}
            " · "
            <a href="/games">"Your games"</a>
        </p>
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn dates_and_durations_read_plainly() {
        assert_eq!(super::date(0), "1970-01-01 00:00 UTC");
        assert_eq!(super::date(1_796_047_500), "2026-11-30 14:05 UTC");
        assert_eq!(super::duration(185_000), "3:05");
    }
}
