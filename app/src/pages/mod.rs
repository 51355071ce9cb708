//! One module per route.

pub mod analysis;
pub mod game;
pub mod home;
pub mod not_found;
pub mod room;
