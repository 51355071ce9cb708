//! `/room/:token`: two people, each on their own device, playing through
//! a link: the page, its server functions and what the page knows.

pub mod api;
pub(crate) mod page;
pub mod view;
