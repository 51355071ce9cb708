//! The browser bundle of a room's page: the app for the browser, whose
//! island is the room's (with the game inside it).

#[cfg(target_arch = "wasm32")]
pub use app::hydrate;
