//! A form that posts to a server function, as the browser posts it (the
//! page's script may send it in place, and lay the page it leads to over
//! this one).

use crate::wire::form::FormPost;
use leptos::prelude::*;
use leptos::server_fn::{Http, ServerFn};

/// A `<form method="post">` for `action`'s server function.
#[component]
pub fn PostForm<S, O, C>(
    /// Names the server function by its type: the page dispatches nothing.
    action: ServerAction<S>,
    #[prop(optional)] class: Option<&'static str>,
    children: TypedChildren<C>,
) -> impl IntoView
where
    S: ServerFn<Protocol = Http<FormPost, O>> + Clone + Send + Sync + 'static,
    S::Output: Send + Sync + 'static,
    S::Error: Send + Sync + 'static,
    C: IntoView + 'static,
{
    let _ = action;
    view! {
        <form method="post" action=S::url() class=class>
            {children.into_inner()()}
        </form>
    }
}
