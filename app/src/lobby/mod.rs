//! `/lobby`: where players find people to play: the page, its server
//! functions and what the page knows.

pub mod api;
#[cfg(feature = "ssr")]
pub mod labels;
pub(crate) mod page;
pub mod view;
