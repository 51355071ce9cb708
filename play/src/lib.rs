//! Kalah as it is played here: the set-up chosen before a game, the record
//! of an attempt and what each action does to it (the journal's
//! semantics), the first result, milestones, the view a page shows, a
//! room's rules, the lobby's rules for playing people and arenas'.
//! No web, storage or prose: the pages put views and refusals into words,
//! the server stores records and runs the computer.

mod analysis;
mod arena;
mod error;
mod id;
mod journal;
mod lobby;
mod milestone;
mod oware_judgement;
mod puzzle;
mod record;
mod room;
mod setup;
mod study;
mod timed;
mod view;

pub use analysis::{Analysis, JudgedMove, Judgement};
pub use arena::{
    ArenaForm, ArenaId, ArenaName, ArenaRefusal, ArenaResult, ArenaSettings, BERSERK_MIN_SOWINGS,
    EARLY_DRAW_SOWINGS, Every, Free, NEXT_GAME_AFTER, Pairing, Phase, Played, Schedule, Scheduled,
    Sheet, SheetGame, Standing, UnknownArenaResult, UnknownSchedule, pair, rank,
};
pub use error::{NotNow, Refusal};
pub use id::{GameId, LinkToken, MalformedId, PlayerId, RoomToken};
pub use journal::{Action, ActionKind, JournalEntry, StoredMove, UnknownAction};
#[cfg(feature = "screening")]
pub use lobby::name_key;
pub use lobby::{
    Clock, DisplayName, FARMING_DAYS, FORGIVEN_NO_SHOWS, Farming, NAME_HELD_FOR, NameRefusal,
    OutOfTime, RatedGame, Rating, RatingPool, SEEK_ABSENCE, SUSPECT_POINTS, SUSPECT_WINS,
    SeatChoice, SeekForm, SeekId, SeekRefusal, SeekSettings, Speed, SpeedClass, Terms, TimeControl,
    TimeShown, Timing, UnknownFarming, UnknownSpeed, Waiting, computer_level_for, lobby_wait,
    looks_farmed, pairings,
};
pub use milestone::{Milestone, UnknownMilestone, milestones_reached};
pub use oware_judgement::{OwareJudgement, OwareStudy, OwareVerdict, oware_hint};
pub use puzzle::{PuzzleRating, PuzzleRecord, PuzzleStanding, PuzzleTried, TryState};
pub use record::{
    QUICK_SOWINGS, RATED_GAMES_A_PAIR_A_DAY, Record, SOWINGS_TO_RATE, replays_so_far,
};
pub use room::{Room, RoomTimes};
pub use setup::{FirstResult, Hint, Opponent, Setup};
pub use study::Study;
pub use timed::Due;
pub use view::{AttemptSummary, GameRecord, GameView, Note, PlayedMove};
