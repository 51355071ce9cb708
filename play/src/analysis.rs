//! A game's moves judged against perfect play.

use crate::{GameId, OwareJudgement, RoomToken, Setup};
use engine::{Pit, Player, Position};
use serde::{Deserialize, Serialize};

/// Exact values around one move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Judgement {
    /// The value of the move played.
    pub played: i32,
    /// The best value in that position.
    pub best: i32,
    /// A pit that reaches it (the one played, when it does).
    pub best_pit: Pit,
}

/// One of the people's moves judged against perfect play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct JudgedMove {
    /// 1-based number of the move in the game.
    pub number: u32,
    /// Who made it.
    pub player: Player,
    /// The position it was made in.
    pub position: Position,
    /// The pit sown.
    pub pit: Pit,
    /// Exact values (final store difference for the mover), when solved
    /// in the time allowed (Kalah).
    pub judgement: Option<Judgement>,
    /// What Oware's endgame database proves of it, where it holds the
    /// position.
    pub oware: Option<OwareJudgement>,
}

/// A game's moves judged against perfect play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Analysis {
    /// The game's identifier.
    pub id: GameId,
    /// Its set-up.
    pub setup: Setup,
    /// The room it is played in, if it is: its page, not the game's, is
    /// where its players and watchers go back to.
    pub room: Option<RoomToken>,
    /// The people's moves (not the computer's), in order.
    pub moves: Vec<JudgedMove>,
    /// Whether the moves not judged yet are being solved in the
    /// background (otherwise they could not be solved here).
    pub solving: bool,
    /// The most seeds Oware's endgame database holds, for this game's
    /// rules: where more are left, a move is not proved. `None` in Kalah
    /// and without a database.
    pub proved_up_to: Option<u8>,
}
