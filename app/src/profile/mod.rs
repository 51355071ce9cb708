//! `/player/:name` and `/leaderboard`: players' public pages and who is
//! best rated.

pub(crate) mod api;
pub(crate) mod page;
pub mod view;
