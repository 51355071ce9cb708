//! `/tournaments` and `/tournament/:id`: arenas, where everyone who joins
//! plays as many games as they can before the end.

pub mod api;
pub(crate) mod arena;
pub(crate) mod list;
pub mod view;
