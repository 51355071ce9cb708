//! A form that posts to a server function: without JavaScript the browser
//! posts it, with it the action is dispatched in place.
//!
//! Leptos's `ActionForm` does the same, but takes its children as an
//! `AnyView`, and every `AnyView` in an island keeps Leptos's whole
//! asynchronous hydration path for what it holds in the bundle (about a
//! tenth of it). This form's children keep their own type.

use crate::wire::form::FormPost;
use leptos::prelude::*;
use leptos::server_fn::{Http, ServerFn};

/// A `<form method="post">` for `action`'s server function.
#[component]
pub fn PostForm<S, O, C>(
    action: ServerAction<S>,
    #[prop(optional)] class: Option<&'static str>,
    children: TypedChildren<C>,
) -> impl IntoView
where
    S: ServerFn<Protocol = Http<FormPost, O>>
        + serde::de::DeserializeOwned
        + Clone
        + Send
        + Sync
        + 'static,
    S::Output: Send + Sync + 'static,
    S::Error: Send + Sync + 'static,
    C: IntoView + 'static,
{
    #[cfg(feature = "hydrate")]
    follow_redirects();
    let submit = move |event: leptos::ev::SubmitEvent| {
        if event.default_prevented() {
            return;
        }
        // A form this page drew always parses; if one did not, the browser
        // posts it and the server answers.
        #[cfg(feature = "hydrate")]
        if let Some(input) = crate::wire::form::submitted::<S>(&event) {
            event.prevent_default();
            action.dispatch(input);
        }
        #[cfg(not(feature = "hydrate"))]
        let _ = (event, action);
    };
    view! {
        <form method="post" action=S::url() class=class on:submit=submit>
            {children.into_inner()()}
        </form>
    }
}

/// A server function that answers with a redirect (a new game) loads that
/// page.
#[cfg(feature = "hydrate")]
fn follow_redirects() {
    _ = leptos::server_fn::redirect::set_redirect_hook(|location: &str| {
        _ = window().location().set_href(location);
    });
}
