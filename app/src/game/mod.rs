//! `/game/:id` and what hangs off it: the page where a game is played, its
//! server functions, how it is said in words and its analysis.

pub(crate) mod analysis;
pub(crate) mod api;
#[cfg(feature = "ssr")]
pub use api::{PageData, page_data};
pub mod new_game;
pub mod oware_words;
pub(crate) mod page;
pub mod record_text;
pub(crate) mod replay;
pub mod said;
pub mod sides;
pub mod view;
