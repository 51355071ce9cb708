//! The pages a player reads: rules, strategy, history, questions and the
//! Mancala family.

pub mod faq;
pub mod history;
pub mod oware;
pub mod rules;
pub mod strategy;
pub mod variants;
