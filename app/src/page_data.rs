//! What the page's script reads besides the HTML: values the server
//! writes into the page in the wire's form (`wire::codec`), which the
//! script decodes without a JSON parser in the bundle.

use crate::wire::codec;
use leptos::prelude::*;
use serde::Serialize;

/// Writes `value` into the page for the script, which reads it as `name`.
pub fn carry<T: Serialize>(name: &'static str, value: &T) -> AnyView {
    let text = codec::to_text(value);
    view! { <div hidden id=name data-value=text></div> }.into_any()
}
