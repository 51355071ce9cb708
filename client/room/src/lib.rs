//! The browser bundle of a room's page: the app for the browser with every
//! island, the room's and the game's.

#[cfg(target_arch = "wasm32")]
pub use app::hydrate;
