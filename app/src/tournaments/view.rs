//! What the tournament pages know, as the server sends them to one
//! visitor: the arenas to come, under way and just over, and one arena's
//! standings with the visitor's own place and game.

use play::{
    ArenaId, ArenaName, ArenaResult, GameId, Phase, RoomToken, SheetGame, Speed, TimeControl,
};
use serde::{Deserialize, Serialize};

/// An arena as a list shows it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ArenaLine {
    /// Its identifier, as in its address.
    pub id: ArenaId,
    /// Its name.
    pub name: ArenaName,
    /// Each game's clock.
    pub clock: TimeControl,
    /// Stones per pit.
    pub stones: u8,
    /// Whether an empty pit captures too.
    pub empty_capture: bool,
    /// When it starts (Unix seconds).
    pub starts_at: i64,
    /// How long it lasts.
    pub minutes: u32,
    /// Whether its games move ratings.
    pub rated: bool,
    /// Where it is in time.
    pub phase: Phase,
    /// How many joined.
    pub players: u32,
}

impl ArenaLine {
    /// The clock as the lobby writes it: "3+2".
    pub fn clock_text(&self) -> String {
        Speed::Live(self.clock).to_string()
    }

    /// When it ends (Unix seconds).
    pub fn ends_at(&self) -> i64 {
        self.starts_at + i64::from(self.minutes) * 60
    }
}

/// `/tournaments` for one visitor.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TournamentsView {
    /// Under way and to come, soonest first, then those just over.
    pub arenas: Vec<ArenaLine>,
    /// Whether the visitor chose a name (needed to play and to create).
    pub named: bool,
    /// The server's time (Unix seconds).
    pub now: i64,
}

/// One line of an arena's standings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StandingLine {
    /// 1 for the first.
    pub rank: u32,
    /// The name they show.
    pub name: String,
    /// Their live rating.
    pub rating: i32,
    /// Their points.
    pub score: u32,
    /// Their games, oldest first.
    pub games: Vec<SheetGame>,
    /// Whether their next game counts double.
    pub on_streak: bool,
    /// Whether they left the arena.
    pub withdrawn: bool,
    /// Whether this is the visitor.
    pub you: bool,
}

/// `/tournament/:id` for one visitor.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ArenaView {
    /// The arena.
    pub arena: ArenaLine,
    /// The server's time (Unix seconds).
    pub now: i64,
    /// Everyone, best first.
    pub standings: Vec<StandingLine>,
    /// `Some(true)` while the visitor plays in it, `Some(false)` once they
    /// withdrew, `None` if they never joined.
    pub joined: Option<bool>,
    /// Whether the visitor chose a name.
    pub named: bool,
    /// Where the visitor's game in it is played now: its room, or the
    /// game's page against the house bot.
    pub your_game: Option<String>,
    /// Its games, newest first.
    pub games: Vec<ArenaGameLine>,
}

/// One game of an arena.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ArenaGameLine {
    /// The game, for its replay and analysis.
    pub game: GameId,
    /// The room it is played (and watched) in.
    pub room: Option<RoomToken>,
    /// Player 1's and Player 2's names; `None` is the house bot.
    pub names: [Option<String>; 2],
    /// How it ended for Player 1, once it did.
    pub result_1: Option<ArenaResult>,
}
