//! Pieces that several pages use.

pub mod announcer;
pub mod board_settings;
pub mod button_controls;
pub mod clocks;
pub mod diagram;
pub mod game_controls;
pub mod keyboard;
pub mod language_menu;
pub mod link_buttons;
pub mod notice;
pub mod pages;
pub mod post_form;
pub mod readouts;
pub mod rules_fields;
pub mod scene;
pub mod site;
pub mod swap;
