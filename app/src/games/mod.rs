//! `/games`: the session's games, and each one's replay.

pub(crate) mod page;
