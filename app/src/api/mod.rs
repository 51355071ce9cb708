//! Server functions grouped by what they act on, apart from the pages so
//! that pages share them without importing each other.

pub mod codec;
pub mod form;
pub mod game;
pub mod new_game;
pub mod puzzle;
pub mod room;
