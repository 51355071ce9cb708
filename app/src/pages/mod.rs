//! One module per route.

pub mod achievements;
pub mod analysis;
pub mod content;
pub mod device;
pub mod game;
pub mod history;
pub mod home;
pub mod lobby;
pub mod not_found;
pub mod profile;
pub mod puzzles;
pub mod room;
pub mod study;
pub mod watch;
