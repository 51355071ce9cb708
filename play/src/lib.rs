//! Kalah as it is played here: the set-up chosen before a game, the record
//! of an attempt and what each action does to it (the journal's
//! semantics), the first result, milestones, the view a page shows, a
//! room's rules and the lobby's rules for playing people.
//! No web, storage or prose: the pages put views and refusals into words,
//! the server stores records and runs the computer.

mod analysis;
mod error;
mod id;
mod journal;
mod lobby;
mod milestone;
mod puzzle;
mod record;
mod room;
mod setup;
mod study;
mod timed;
mod view;

pub use analysis::{Analysis, JudgedMove, Judgement};
pub use error::{NotNow, Refusal};
pub use id::{GameId, LinkToken, MalformedId, PlayerId, RoomToken};
pub use journal::{Action, ActionKind, JournalEntry, StoredMove, UnknownAction};
pub use lobby::{
    Clock, DisplayName, NameRefusal, OutOfTime, Rating, SEEK_ABSENCE, SeatChoice, SeekForm, SeekId,
    SeekRefusal, SeekSettings, Speed, SpeedClass, Terms, TimeControl, TimeShown, Timing,
    UnknownSpeed, Waiting, computer_level_for, pairings,
};
pub use milestone::{Milestone, UnknownMilestone, milestones_reached};
pub use puzzle::{PuzzleRating, PuzzleRecord, PuzzleStanding, PuzzleTried, TryState};
pub use record::{Record, replays_so_far};
pub use room::{Room, RoomTimes};
pub use setup::{FirstResult, Hint, Opponent, Setup};
pub use study::Study;
pub use timed::Due;
pub use view::{AttemptSummary, GameRecord, GameView, Note, PlayedMove};
