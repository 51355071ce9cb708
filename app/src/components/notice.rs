//! The notice that says why a form was refused.

use crate::error::PlayError;
use crate::i18n::use_words;
use leptos::prelude::*;
use leptos::server_fn::ServerFn;

/// Shows why the last submission of `action` was refused, if it was. The
/// region is always present so screen readers announce a new refusal.
#[component]
pub fn RefusalNotice<S>(
    action: ServerAction<S>,
    /// In Oware, the player a move that does not feed would starve, named
    /// in its refusal.
    #[prop(optional_no_strip)]
    starving: Option<String>,
) -> impl IntoView
where
    S: ServerFn<Error = PlayError> + Clone + Send + Sync + 'static,
    S::Output: Clone + Send + Sync + 'static,
{
    let words = use_words();
    let refusal = move || action.value().get().and_then(Result::err);
    view! {
        <div class="notice" role="alert">
            {move || refusal().map(|error| view! { <p>{error.said_naming(&words, starving.as_deref())}</p> })}
        </div>
    }
}
