//! `/achievements`: the eight milestones, reached or not.

use crate::achievements::{description, title};
use crate::error::PlayError;
use leptos::prelude::*;
use leptos_meta::Title;
use play::Milestone;

/// The visitor's milestones with when each was reached (Unix seconds).
// Read with GET: reads never start a session (a POST would).
#[server(endpoint = "achievements", input = leptos::server_fn::codec::GetUrl)]
pub async fn load_achievements() -> Result<Vec<(Milestone, i64)>, PlayError> {
    use crate::service::{games, player};
    match player().await? {
        Some(player) => Ok(games()?.achievements(&player).await?),
        None => Ok(Vec::new()),
    }
}

/// `/achievements`.
#[component]
pub fn AchievementsPage() -> impl IntoView {
    let reached = Resource::new(|| (), |_| load_achievements());
    view! {
        <Title text="Achievements" />
        <h1>"Achievements"</h1>
        <Suspense fallback=|| view! { <p>"Loading…"</p> }>
            {move || Suspend::new(async move {
                let reached = reached.await.unwrap_or_default();
                let count = reached.len();
                let items = Milestone::ALL
                    .into_iter()
                    .map(|milestone| {
                        let when = reached
                            .iter()
                            .find(|(got, _)| *got == milestone)
                            .map(|(_, at)| crate::pages::history::date(*at));
                        let (class, state) = match &when {
                            Some(date) => ("reached", format!("Reached {date}")),
                            None => ("not-yet", "Not yet".to_string()),
                        };
                        view! {
                            <li class=class>
                                <strong>{title(milestone)}</strong>
                                " — "{description(milestone)}" "
                                <span class="state">{state}</span>
                            </li>
                        }
                    })
                    .collect_view();
                view! {
                    <p>{format!("{count} of {} reached.", Milestone::ALL.len())}</p>
                    <ul class="achievements">{items}</ul>
                }
            })}
        </Suspense>
    }
}
