//! Pieces that several pages use.

pub mod board;
pub mod notice;
