//! What a page shows of a game: a snapshot of it for one viewer, a line in
//! the list of games, and the whole record.

use crate::{
    ActionKind, FirstResult, GameId, Hint, Milestone, Opponent, PlayerId, Record, RoomToken, Setup,
    TimeShown,
};
use engine::{Level, Pit, Player, Position, Sowing};
use serde::{Deserialize, Serialize};

/// One move as it was played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayedMove {
    /// What the move did, step by step.
    pub sowing: Sowing,
    /// Whether the computer chose it.
    pub by_computer: bool,
    /// An Expert move it could not prove optimal: a deep search chose it.
    pub unproved: bool,
}

/// What the latest action was, when it was not a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Note {
    /// Undo took moves back.
    Undone,
    /// Redo played them again.
    Redone,
    /// The game was paused.
    Paused,
    /// The game went on after a pause.
    Resumed,
    /// The attempt started again from its opening.
    Restarted,
    /// The friend left; the computer plays their side at this level.
    HandedOver(Level),
    /// This side did not make its first move in time: the game was
    /// aborted.
    NoFirstMove(Player),
}

/// A game as the page shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameView {
    /// The game's identifier, as in its URL.
    pub id: GameId,
    /// The set-up it started with.
    pub setup: Setup,
    /// The position now.
    pub position: Position,
    /// Moves in the current line of play; forms carry it to detect
    /// stale submissions.
    pub ply: u32,
    /// Bumped by every stored change; forms carry it too, since after an
    /// Undo and another move the ply repeats but the position does not.
    pub version: i64,
    /// The position before the first move of `recent`.
    pub before_recent: Position,
    /// The moves since the start of the latest action: the person's move
    /// and every reply up to now, for the status line and animation.
    pub recent: Vec<PlayedMove>,
    /// Whether Undo has something to take back.
    pub can_undo: bool,
    /// Whether Redo has something to replay.
    pub can_redo: bool,
    /// The side that resigned (or ran out of time), if one did.
    pub resigned: Option<Player>,
    /// The side in `resigned` ran out of time.
    pub out_of_time: bool,
    /// The game was aborted: no result.
    pub aborted: bool,
    /// In a room where both players chose names, the names, Player 1's
    /// first.
    pub names: Option<[String; 2]>,
    /// The viewer may abort the game now.
    pub can_abort: bool,
    /// A public game's clocks or deadline, read when the view was made.
    pub time: Option<TimeShown>,
    /// The latest action when it was not a move.
    pub note: Option<Note>,
    /// Hints used in this game; a game with hints is marked as such.
    pub hints: u32,
    /// The hint for the position now, if one was asked for.
    pub hint: Option<Hint>,
    /// Paused: the board is hidden until Resume.
    pub paused: bool,
    /// The room the game is played in, for a game with a friend.
    pub room: Option<RoomToken>,
    /// The result this attempt reached first, which is the one that counts.
    pub first_result: Option<FirstResult>,
    /// No Undo or Restart in this attempt so far.
    pub fresh: bool,
    /// Milliseconds the game has been played with its page in view.
    pub active_ms: u64,
    /// Milestones the latest action earned the viewer.
    pub earned: Vec<Milestone>,
    /// Nobody has acted for a while: the page waits on a Resume screen.
    pub idle: bool,
    /// The computer is Expert and the server is still preparing its
    /// endgame database, so Expert may answer without proof.
    pub expert_preparing: bool,
}

impl GameView {
    /// The side whose pits take input now: the player to move, unless the
    /// game is over or the computer is to move.
    pub fn active_side(&self) -> Option<Player> {
        self.position
            .to_move
            .filter(|&player| !self.is_finished() && self.plays_here(player))
    }

    /// Whether `player`'s moves are made on this page: not the computer's,
    /// and in a room only the viewer's own seat.
    pub fn plays_here(&self, player: Player) -> bool {
        self.setup.plays_here(player)
    }

    /// Whether the game has finished: by the rules, by resignation or
    /// time, or aborted.
    pub fn is_finished(&self) -> bool {
        self.position.is_over() || self.resigned.is_some() || self.aborted
    }

    /// The position once the first `shown` recent moves are played out.
    pub fn position_after(&self, shown: usize) -> Position {
        match shown.min(self.recent.len()) {
            0 if self.recent.is_empty() => self.position,
            0 => self.before_recent,
            shown => self.recent[shown - 1].sowing.after,
        }
    }

    /// The move to mark once the first `shown` recent moves are played
    /// out.
    pub fn last_move_after(&self, shown: usize) -> Option<(Player, Pit)> {
        self.recent[..shown.min(self.recent.len())]
            .last()
            .map(|played| (played.sowing.player, played.sowing.pit))
    }
}

impl Record {
    /// The game as its page shows it to `viewer`: in a room, from the
    /// viewer's side (or a spectator's), with what the latest action
    /// earned the viewer.
    pub fn view_for(&self, viewer: Option<&PlayerId>) -> GameView {
        let mut setup = self.setup;
        match setup.opponent {
            Opponent::Friend { .. } => {
                setup.opponent = Opponent::Friend {
                    seat: viewer.and_then(|viewer| self.seat_of(viewer)),
                };
            }
            // A house-bot game in a room, watched: both sides are someone
            // else's, as in any room.
            Opponent::Computer { .. } if self.room.is_some() && viewer != Some(&self.owner) => {
                setup.opponent = Opponent::Friend { seat: None };
            }
            _ => {}
        }
        let from = self.recent_from.min(self.sowings.len());
        let before_recent = match from {
            0 => self.start,
            from => self.sowings[from - 1].after,
        };
        let recent = self.sowings[from..]
            .iter()
            .zip(&self.line[from..])
            .map(|(sowing, stored)| PlayedMove {
                sowing: sowing.clone(),
                by_computer: stored.by_computer,
                unproved: stored.unproved,
            })
            .collect();
        let mut earned: Vec<Milestone> = self
            .earned
            .iter()
            .filter(|(player, _)| Some(player) == viewer)
            .map(|&(_, milestone)| milestone)
            .collect();
        earned.sort();
        GameView {
            id: self.id.clone(),
            setup,
            position: self.position,
            ply: self.ply(),
            version: self.version,
            before_recent,
            recent,
            can_undo: self.resigned.is_none() && self.line.iter().any(|stored| !stored.by_computer),
            can_redo: self.resigned.is_none() && !self.undone.is_empty(),
            resigned: self.resigned,
            out_of_time: self.out_of_time,
            aborted: self.aborted,
            names: self.names_by_seat(),
            can_abort: viewer.and_then(|viewer| self.seat_of(viewer)).is_some()
                && self.abortable().is_ok(),
            time: None,
            note: match self.last_action {
                ActionKind::Undo => Some(Note::Undone),
                ActionKind::Redo => Some(Note::Redone),
                ActionKind::Pause => Some(Note::Paused),
                ActionKind::Resume => Some(Note::Resumed),
                ActionKind::Restart => Some(Note::Restarted),
                ActionKind::Handover => match self.setup.opponent {
                    Opponent::Computer { level, .. } => Some(Note::HandedOver(level)),
                    _ => None,
                },
                ActionKind::NoFirstMove => self.position.to_move.map(Note::NoFirstMove),
                _ => None,
            },
            hints: self.hints,
            hint: self.hint,
            paused: self.paused,
            room: self.room.clone(),
            first_result: self.first_result,
            fresh: self.fresh,
            active_ms: self.active_ms,
            earned,
            idle: false,
            expert_preparing: false,
        }
    }
}

/// One attempt in a player's list of games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttemptSummary {
    /// The game's identifier.
    pub id: GameId,
    /// Mode, level and side, from the player's side.
    pub setup: Setup,
    /// The result that counts, if the attempt has one.
    pub first_result: Option<FirstResult>,
    /// When it started (Unix seconds).
    pub started_at: i64,
    /// Play time in milliseconds.
    pub active_ms: u64,
}

/// A whole game: its set-up and every move of its line, in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    /// The game's identifier.
    pub id: GameId,
    /// Mode, level, side and variant.
    pub setup: Setup,
    /// The position it started from (the variant's start, or a practice
    /// position).
    pub start: Position,
    /// Every move, as played.
    pub moves: Vec<Sowing>,
    /// The plies (counted from 1) of Expert's moves it could not prove
    /// optimal.
    pub unproved: Vec<usize>,
    /// Each move's exact values, where an analysis solved them.
    pub judgements: Vec<Option<crate::Judgement>>,
    /// The side that resigned, if one did.
    pub resigned: Option<Player>,
}
