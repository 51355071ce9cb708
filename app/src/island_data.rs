//! An island's starting data. Leptos would carry an island's props as JSON,
//! and the bundle would then hold a JSON parser for them: the islands here
//! take no props and read their data from an element the page writes just
//! before them, in the wire's form (`api::codec`).

use crate::wire::codec;
use leptos::prelude::*;
use serde::{Serialize, de::DeserializeOwned};

/// The data in the server's reactive context, for the island's body there.
#[derive(Clone)]
struct Carried<T>(T);

/// On the server, in the page around the island: hands `value` to the
/// island that reads `name`, here and in the browser.
pub fn carry<T>(name: &'static str, value: T) -> impl IntoView
where
    T: Serialize + Clone + Send + Sync + 'static,
{
    let text = codec::to_text(&value);
    provide_context(Carried(value));
    view! { <div hidden id=name data-value=text></div> }
}

/// In the island: the data the page carries as `name`.
pub fn carried<T>(name: &str) -> T
where
    T: DeserializeOwned + Clone + Send + Sync + 'static,
{
    #[cfg(feature = "ssr")]
    let value = {
        _ = name;
        use_context::<Carried<T>>().map(|carried| carried.0)
    };
    #[cfg(not(feature = "ssr"))]
    let value = handed_text(name).and_then(|text| codec::from_text(&text));
    // The page writes the data with the island, from the same types.
    value.expect("the page carries the island's data")
}

/// In the browser: what `islands.js` fetched and handed to the islands as
/// `name`, in byte text (`codec::to_byte_text`).
#[cfg(not(feature = "ssr"))]
pub fn handed<T: DeserializeOwned>(name: &str) -> T {
    handed_text(name)
        .and_then(|text| codec::from_byte_text(&text))
        .expect("islands.js hands the islands what it fetched")
}

#[cfg(not(feature = "ssr"))]
fn handed_text(name: &str) -> Option<String> {
    document()
        .get_element_by_id(name)
        .and_then(|element| element.get_attribute("data-value"))
}
