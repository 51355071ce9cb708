//! Oware's own pages: its rules with worked examples, its strategy and its
//! history.

pub mod history;
pub mod rules;
pub mod strategy;
