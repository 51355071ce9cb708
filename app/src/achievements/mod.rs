//! `/achievements`: the ten milestones, the page and their words.

pub(crate) mod page;
pub mod view;
