//! Arenas: tournaments held at a set hour, in which everyone who joins
//! plays as many games as they can before the end, paired again as soon as
//! they are free (`pairing`) and scored as lichess's arenas score
//! (`scoring`). Named arenas, not tournaments: `engine::tournament` is the
//! engine's self-play.

mod pairing;
mod schedule;
mod scoring;
mod settings;
mod standings;

pub use pairing::{Free, NEXT_GAME_AFTER, Pairing, pair};
pub use schedule::{Every, Schedule, Scheduled, UnknownSchedule};
pub use scoring::{
    ArenaResult, BERSERK_MIN_SOWINGS, EARLY_DRAW_SOWINGS, Played, Sheet, SheetGame,
    UnknownArenaResult,
};
pub use settings::{ArenaForm, ArenaId, ArenaName, ArenaRefusal, ArenaSettings, Phase};
pub use standings::{Standing, rank};
