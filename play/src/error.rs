//! Why an action was refused, without words: the pages say it to players.

use crate::{ArenaRefusal, NameRefusal, SeekRefusal};
use engine::Illegal;
use serde::{Deserialize, Serialize};

/// Why an action was refused. Nothing changed when one of these comes back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Refusal {
    /// No game has this link.
    GameNotFound,
    /// No room has this link, or it has expired.
    RoomNotFound,
    /// No puzzle has this link.
    PuzzleNotFound,
    /// The puzzle's try had already ended when this move was sent.
    TryEnded,
    /// No session has this device link (or it was replaced).
    LinkNotFound,
    /// Both seats of the room are taken.
    SeatTaken,
    /// The action does not fit the game or room as it is.
    NotNow(NotNow),
    /// The game belongs to another browser's session.
    NotYourGame,
    /// The form was made for an earlier state of the game: a double click,
    /// the back button, or another tab.
    StaleForm,
    /// It is the other side's turn (or the computer's).
    NotYourTurn,
    /// The game has finished.
    GameOver,
    /// The game is paused: only Resume works.
    Paused,
    /// The attempt's journal holds this many lines, its limit.
    JournalFull(u32),
    /// The move breaks the rules.
    IllegalMove(Illegal),
    /// Undo with nothing to take back.
    NothingToUndo,
    /// Redo with nothing taken back.
    NothingToRedo,
    /// Restart at the opening.
    NothingToRestart,
    /// Hints are offered against Easy and Medium only.
    NoHints,
    /// The server could not store or load the game; try again.
    Unavailable,
    /// Too many games or rooms started in the last minute, from this
    /// session or this network address.
    SlowDown,
    /// More lobby or arena actions, or names, than anyone takes in a
    /// while, from this player or this network address: one more is
    /// allowed in this many seconds.
    TooOften {
        /// Seconds until one more is allowed.
        wait_secs: u64,
    },
    /// The session already has this many unfinished games.
    TooManyOpenGames(u32),
    /// The display name asked for cannot be taken.
    Name(NameRefusal),
    /// The seek form cannot be read.
    Seek(SeekRefusal),
    /// No open seek has this identifier: cancelled, or never made.
    SeekNotFound,
    /// Another player accepted the seek first.
    SeekTaken,
    /// No player has this name.
    PlayerNotFound,
    /// The mover's time ran out before the move arrived: the game is lost
    /// on time.
    OutOfTime,
    /// A side's first move was due before this arrived: the game was
    /// aborted instead.
    NoFirstMove,
    /// No arena has this identifier.
    ArenaNotFound,
    /// An arena's form was refused.
    Arena(ArenaRefusal),
}

/// An action that the game or room does not allow at this point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum NotNow {
    /// The arena is over: nobody joins it any more.
    ArenaOver,
    /// The player holds an arena that has not ended: one at a time.
    ArenaHeld,
    /// The player held this many arenas in the last day, the most a day
    /// allows.
    ArenasToday {
        /// How many a day allows.
        limit: u32,
    },
    /// A rematch of an arena's game: the arena pairs its players itself.
    ArenaRematch,
    /// Berserk outside an arena's live game, after one's first move, or
    /// twice.
    NoBerserk,
    /// Undo, redo, hints and pause are for games outside a room: a room's
    /// game, with a friend or in an arena (the house bot's too), has none.
    RoomGame,
    /// The host pressed Join in their own room.
    OwnRoom,
    /// The room's game has not started.
    NotStarted,
    /// A rematch before the game is over.
    NotOver,
    /// The player pressed Accept on their own seek.
    OwnSeek,
    /// The player let this many games from the lobby abort in the last day
    /// (`play::lobby_wait`): their next one may start in `wait_secs`.
    NoShows {
        /// How many in the last day.
        count: u32,
        /// Seconds until they may play from the lobby again.
        wait_secs: u64,
    },
    /// The player has this many seeks open, the most at once.
    SeeksOpen {
        /// How many may be open at once.
        limit: u32,
    },
    /// A game from the lobby is not handed to the computer.
    PublicGame,
    /// Playing people starts with choosing the name they will see.
    NameFirst,
    /// Only a game from the lobby can be aborted.
    NoAbort,
    /// Both sides have moved: the game can only be resigned.
    AbortTooLate,
    /// The friend was seen less than this many seconds ago.
    FriendHere {
        /// How long the friend must be away first.
        away_secs: u64,
    },
}
