//! `/games`: the session's attempts, newest first, each linking to its
//! replay (`game::replay`).

use crate::error::PlayError;
use crate::game::view::{SetupWords, SideNames};
use crate::i18n::use_words;
use crate::t;
use leptos::prelude::*;
use leptos_meta::Title;
use play::{AttemptSummary, Opponent};

/// The visitor's attempts, newest first.
// Read with GET: reads never start a session (a POST would).
#[server(endpoint = "history", input = leptos::server_fn::codec::GetUrl)]
pub async fn load_history() -> Result<Vec<AttemptSummary>, PlayError> {
    use crate::service::{player, visitors};
    match player().await? {
        Some(player) => Ok(visitors()?.history(&player).await?),
        None => Ok(Vec::new()),
    }
}

/// A date as players read it: "2026-11-30 14:05 UTC".
pub fn date(unix: i64) -> String {
    let days = unix.div_euclid(86_400);
    let seconds = unix.rem_euclid(86_400);
    let (year, month, day) = crate::lobby::view::civil_date(days);
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
    let words = use_words();
    let attempts = Resource::new(|| (), |_| load_history());
    let loading = t!(words, "games-loading");
    view! {
        <Title text=t!(words, "games-title") />
        <h1>{t!(words, "games-title")}</h1>
        <crate::watch::YourMove />
        <Suspense fallback=move || view! { <p>{loading.clone()}</p> }>
            {move || Suspend::new(async move {
                let attempts = attempts.await.unwrap_or_default();
                if attempts.is_empty() {
                    return view! {
                        <p>{t!(words, "games-none")}" "<a href=words.href("/")>{t!(words, "games-start-one")}</a></p>
                    }
                    .into_any();
                }
                let rows = attempts
                    .into_iter()
                    .map(|attempt| {
                        let result = attempt.first_result.map_or_else(
                            || t!(words, "games-not-finished"),
                            |result| {
                                let [one, two] = result.scores;
                                let outcome = match result.winner {
                                    None => t!(words, "games-draw", one = one, two = two),
                                    Some(winner) => {
                                        let side = attempt.setup.side(winner);
                                        t!(
                                            words,
                                            "games-won",
                                            who = side.who(),
                                            name = side.name(&words),
                                            one = one,
                                            two = two
                                        )
                                    }
                                };
                                if result.fresh {
                                    outcome
                                } else {
                                    format!("{outcome} {}", t!(words, "games-not-fresh"))
                                }
                            },
                        );
                        let open = match attempt.setup.opponent {
                            Opponent::Friend { .. } => None,
                            _ => Some(words.href(&crate::routes::game(&attempt.id))),
                        };
                        let open_label = t!(words, "games-open");
                        view! {
                            <tr>
                                <td>{attempt.setup.describe(&words)}</td>
                                <td>{result}</td>
                                <td>{date(attempt.started_at)}</td>
                                <td>{duration(attempt.active_ms)}</td>
                                <td>
                                    <a href=words.href(&crate::routes::replay(&attempt.id, None))>{t!(words, "games-replay")}</a>
                                    {open.map(|link| view! { " · " <a href=link>{open_label}</a> })}
                                </td>
                            </tr>
                        }
                    })
                    .collect_view();
                view! {
                    <table class="history">
                        <caption class="sr-only">{t!(words, "games-caption")}</caption>
                        <thead>
                            <tr>
                                <th scope="col">{t!(words, "games-mode")}</th>
                                <th scope="col">{t!(words, "games-result")}</th>
                                <th scope="col">{t!(words, "games-started")}</th>
                                <th scope="col">{t!(words, "games-active-time")}</th>
                                <th scope="col">{t!(words, "games-links")}</th>
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

#[cfg(test)]
mod tests {
    #[test]
    fn dates_and_durations_read_plainly() {
        assert_eq!(super::date(0), "1970-01-01 00:00 UTC");
        assert_eq!(super::date(1_796_047_500), "2026-11-30 14:05 UTC");
        assert_eq!(super::duration(185_000), "3:05");
    }
}
