//! `/lobby`: where players find people to play. For now, the name they
//! show others, chosen before a first game with people.

use crate::api::lobby::{ChooseName, load_name};
use crate::components::notice::RefusalNotice;
use leptos::prelude::*;
use leptos_meta::Title;
use play::DisplayName;

/// `/lobby`.
#[component]
pub fn LobbyPage() -> impl IntoView {
    let choose = ServerAction::<ChooseName>::new();
    let name = Resource::new(move || choose.version().get(), |_| load_name());
    view! {
        <Title text="Play people" />
        <h1>"Play people"</h1>
        <Suspense fallback=|| view! { <p>"Loading…"</p> }>
            {move || Suspend::new(async move {
                match name.await {
                    Ok(name) => view! { <NameForm name choose /> }.into_any(),
                    Err(error) => view! { <p>{error.to_string()}</p> }.into_any(),
                }
            })}
        </Suspense>
    }
}

/// The visitor's name, and the form that chooses or changes it.
#[component]
fn NameForm(name: Option<DisplayName>, choose: ServerAction<ChooseName>) -> impl IntoView {
    let (intro, button) = match &name {
        None => (
            "Other players see you by a name of your choosing: pick one before your first game with people. No sign-up: it belongs to this browser, and your device link carries it to your other devices.",
            "Choose this name",
        ),
        Some(_) => ("Other players see you by this name.", "Change name"),
    };
    let current = name.as_ref().map(|name| {
        view! { <p>"Your name: " <strong class="display-name">{name.to_string()}</strong></p> }
    });
    let value = name.map(String::from).unwrap_or_default();
    view! {
        <section aria-labelledby="name-heading">
            <h2 id="name-heading">"Your name"</h2>
            <p>{intro}</p>
            {current}
            <RefusalNotice action=choose />
            <ActionForm action=choose>
                <label for="display-name">"Name"</label>
                <input
                    id="display-name"
                    name="name"
                    value=value
                    required
                    minlength=DisplayName::SHORTEST.to_string()
                    maxlength=DisplayName::LONGEST.to_string()
                    autocomplete="nickname"
                    aria-describedby="name-rules"
                />
                <p id="name-rules" class="hint">
                    "3 to 20 letters, digits, spaces, - or _."
                </p>
                <button type="submit">{button}</button>
            </ActionForm>
        </section>
    }
}
