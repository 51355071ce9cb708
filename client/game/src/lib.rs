//! The browser bundle of a game's page: the app for the browser with the
//! game's island alone, a sixth lighter than with the room's. It is a
//! crate of its own because a cdylib's files are not named after its
//! features: `app` built twice would overwrite itself, and be compiled
//! again on every build.

#[cfg(target_arch = "wasm32")]
pub use app::hydrate;
