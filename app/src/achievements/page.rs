//! `/achievements`: the ten milestones, reached or not.

use crate::achievements::view::{description, title};
use crate::error::PlayError;
use crate::i18n::use_words;
use crate::t;
use leptos::prelude::*;
use leptos_meta::Title;
use play::Milestone;

/// The visitor's milestones with when each was reached (Unix seconds).
// Read with GET: reads never start a session (a POST would).
#[server(endpoint = "achievements", input = leptos::server_fn::codec::GetUrl)]
pub async fn load_achievements() -> Result<Vec<(Milestone, i64)>, PlayError> {
    use crate::service::{player, visitors};
    match player().await? {
        Some(player) => Ok(visitors()?.achievements(&player).await?),
        None => Ok(Vec::new()),
    }
}

/// `/achievements`.
#[component]
pub fn AchievementsPage() -> impl IntoView {
    let words = use_words();
    let reached = Resource::new(|| (), |_| load_achievements());
    let loading = t!(words, "achievements-page-loading");
    view! {
        <Title text=t!(words, "achievements-page-title") />
        <h1>{t!(words, "achievements-page-title")}</h1>
        <Suspense fallback=move || view! { <p>{loading.clone()}</p> }>
            {move || Suspend::new(async move {
                let reached = reached.await.unwrap_or_default();
                let count = reached.len();
                let items = Milestone::ALL
                    .into_iter()
                    .map(|milestone| {
                        let when = reached
                            .iter()
                            .find(|(got, _)| *got == milestone)
                            .map(|(_, at)| crate::games::page::date(*at));
                        let (class, state) = match &when {
                            Some(date) => ("reached", t!(words, "achievements-page-reached", date = date)),
                            None => ("not-yet", t!(words, "achievements-page-not-yet")),
                        };
                        view! {
                            <li class=class>
                                <strong>{title(&words, milestone)}</strong>
                                " — "{description(&words, milestone)}" "
                                <span class="state">{state}</span>
                            </li>
                        }
                    })
                    .collect_view();
                view! {
                    <p>{t!(words, "achievements-page-count", count = count, total = Milestone::ALL.len())}</p>
                    <ul class="achievements">{items}</ul>
                }
            })}
        </Suspense>
    }
}
