//! Kalah as `docs/rules.md` defines it: the board, sowing and its consequences,
//! the text notation, and computer players; and Oware, the family's second
//! rule set, in [`oware`].
//!
//! ```
//! use engine::{Pit, Position, Variant};
//! let variant = Variant::default();
//! let start = Position::start(variant);
//! let sowing = start.play(Pit::new(6).unwrap(), variant).unwrap();
//! assert_eq!(sowing.after.to_string(), "4,4,4,4,4,0,1,5,5,5,4,4,4,0,2");
//! ```
//!
//! Everything here is pure computation (no threads, files or clocks), so
//! the same crate runs on the server and in the browser.

#![warn(missing_docs)]

mod board;
mod book;
mod book_build;
mod counting;
mod endgame;
mod family;
mod memory;
mod notation;
pub mod oware;
mod players;
pub mod puzzles;
mod rules;
mod search;
mod solver;
mod tournament;

pub use board::{Board, Location, Pit, Player};
pub use book::OpeningBook;
pub use book_build::BookBuild;
pub use endgame::{DatabaseError, EndgameDatabase, MAX_STONES, Pits};
pub use family::{GameKind, Illegal, OwareMove, Ruleset, UnknownGame};
pub use notation::NotationError;
pub use players::{
    Decision, EXPERT_NODE_LIMIT, Level, Rng, UnknownLevel, choose_move, expert_move,
    expert_move_in_time, expert_proves,
};
pub use rules::{Capture, GameEnd, IllegalMove, Outcome, Position, Sowing, Variant, VariantError};
pub use search::{SearchResult, Searcher};
pub use solver::{Interrupt, OutOfNodes, Solver};
pub use tournament::{ExpertReport, MatchReport, expert_games, play_match};
