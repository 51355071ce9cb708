//! A game as stored, and what each action does to it: the journal's
//! semantics (undo back to the person's last move, redo what was undone),
//! free of storage and of the computer's thinking.
//!
//! A record carries its position: the line is played once when the record
//! is loaded ([`Record::with_line`]) and every action advances it from
//! there.

use crate::{
    ActionKind, FirstResult, GameId, Hint, JournalEntry, Milestone, Opponent, PlayerId, Refusal,
    RoomToken, Setup, StoredMove, Timing,
};
use engine::{Illegal, Outcome, Pit, Player, Position, Sowing};
use std::sync::atomic::{AtomicU64, Ordering};

mod actions;
mod rated;

pub use rated::{QUICK_SOWINGS, RATED_GAMES_A_PAIR_A_DAY, SOWINGS_TO_RATE};

/// Times a record's line has been played from its start, in this process:
/// loading a record does it once, and nothing else should.
static REPLAYS: AtomicU64 = AtomicU64::new(0);

/// How many times records have replayed their line so far (for tests that
/// count the work a request does).
pub fn replays_so_far() -> u64 {
    REPLAYS.load(Ordering::Relaxed)
}

/// A game as stored: set-up, the line of play with its position, the
/// undone moves that Redo would replay, and how the latest action changed
/// it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// Identifier, as in the game's URL.
    pub id: GameId,
    /// The player who owns it (in a room, the host).
    pub owner: PlayerId,
    /// In a room, the guest.
    pub guest: Option<PlayerId>,
    /// The room the game is played in.
    pub room: Option<RoomToken>,
    /// Opponent and variant.
    pub setup: Setup,
    /// The position the game started from.
    pub(crate) start: Position,
    /// Seed of the computer's random choices.
    pub seed: u64,
    /// Moves played, in order.
    pub(crate) line: Vec<StoredMove>,
    /// What each move of `line` did.
    pub(crate) sowings: Vec<Sowing>,
    /// The position after `line`.
    pub(crate) position: Position,
    /// Moves taken back, the next to replay first.
    pub undone: Vec<StoredMove>,
    /// The side that lost before the board was played out: it resigned,
    /// or its time ran out (`out_of_time`).
    pub resigned: Option<Player>,
    /// The loss in `resigned` came from the clock or the deadline.
    pub out_of_time: bool,
    /// Called off before both sides moved: no result, nothing rated.
    pub aborted: bool,
    /// The names the owner and the guest chose, as loaded with the game
    /// (they are the players', not the game's).
    pub names: [Option<String>; 2],
    /// A public game's clocks or deadlines.
    pub timing: Option<Timing>,
    /// The latest action, for the status line.
    pub last_action: ActionKind,
    /// Where in the line the latest action's moves begin.
    pub recent_from: usize,
    /// Optimistic-locking counter: bumped by every save.
    pub version: i64,
    /// Hints used so far.
    pub hints: u32,
    /// The hint for the position now: cleared by any other action.
    pub hint: Option<Hint>,
    /// Paused: the board is hidden and only Resume works.
    pub paused: bool,
    /// No Undo or Restart in this attempt so far.
    pub fresh: bool,
    /// The result the attempt reached first; it never changes.
    pub first_result: Option<FirstResult>,
    /// Lines in the journal.
    pub journal_length: u32,
    /// Milliseconds played with the page in view.
    pub active_ms: u64,
    /// When it was last saved (Unix seconds; 0 before the first save).
    pub saved_at: i64,
    /// What the latest action earned, and whom.
    pub earned: Vec<(PlayerId, Milestone)>,
}

impl Record {
    /// A new game with no moves, from the variant's start.
    pub fn new(id: GameId, owner: PlayerId, setup: Setup, seed: u64) -> Record {
        let start = setup.rules.start();
        Record {
            id,
            owner,
            guest: None,
            room: None,
            start,
            setup,
            seed,
            line: Vec::new(),
            sowings: Vec::new(),
            position: start,
            undone: Vec::new(),
            resigned: None,
            out_of_time: false,
            aborted: false,
            names: [None, None],
            timing: None,
            last_action: ActionKind::Start,
            recent_from: 0,
            version: 0,
            hints: 0,
            hint: None,
            paused: false,
            fresh: true,
            first_result: None,
            journal_length: 0,
            active_ms: 0,
            saved_at: 0,
            earned: Vec::new(),
        }
    }

    /// The game started from `start` instead (a practice position), with
    /// no moves.
    pub fn starting_from(mut self, start: Position) -> Record {
        self.start = start;
        self.position = start;
        self.line.clear();
        self.sowings.clear();
        self
    }

    /// The game with `line` played from its start: the one replay a loaded
    /// record needs. Fails on a move the rules do not allow.
    pub fn with_line(mut self, line: Vec<StoredMove>) -> Result<Record, Illegal> {
        REPLAYS.fetch_add(1, Ordering::Relaxed);
        let sowings = self
            .setup
            .rules
            .play_line(&self.start, line.iter().map(|stored| stored.pit))?;
        self.position = sowings.last().map_or(self.start, |sowing| sowing.after);
        self.line = line;
        self.sowings = sowings;
        Ok(self)
    }

    /// The position the game started from.
    pub fn start(&self) -> Position {
        self.start
    }

    /// Moves played, in order.
    pub fn line(&self) -> &[StoredMove] {
        &self.line
    }

    /// What each move of the line did.
    pub fn sowings(&self) -> &[Sowing] {
        &self.sowings
    }

    /// The Oware game as it stands, its history since the last capture
    /// included; `None` in Kalah.
    pub fn oware_game(&self) -> Option<engine::oware::Game> {
        self.setup.rules.oware_game(&self.start, &self.sowings)
    }

    /// The position now.
    pub fn position(&self) -> Position {
        self.position
    }

    /// The number of moves in the line, as forms carry it.
    pub fn ply(&self) -> u32 {
        self.line.len() as u32
    }

    /// Both players' names, Player 1's first, in a room where both chose
    /// one.
    pub fn names_by_seat(&self) -> Option<[String; 2]> {
        let Opponent::Friend {
            seat: Some(host_seat),
        } = self.setup.opponent
        else {
            return None;
        };
        let [Some(host), Some(guest)] = self.names.clone() else {
            return None;
        };
        Some(if host_seat == Player::One {
            [host, guest]
        } else {
            [guest, host]
        })
    }

    /// Whether `player` plays in this game (owns it, or is a room's guest).
    pub fn plays(&self, player: &PlayerId) -> bool {
        self.owner == *player || self.guest.as_ref() == Some(player)
    }

    /// Whether the game has ended: played out, resigned, lost on time or
    /// aborted.
    pub fn is_finished(&self) -> bool {
        self.position.is_over() || self.resigned.is_some() || self.aborted
    }

    /// Notes the first result once the attempt has one; returns it if this
    /// call noted it. An aborted game has none.
    pub fn note_result(&mut self) -> Option<FirstResult> {
        if self.first_result.is_some() || self.aborted {
            return None;
        }
        let winner = match self.resigned {
            Some(loser) => Some(loser.other()),
            None if !self.position.is_over() => return None,
            None => match self.position.outcome() {
                Outcome::Win(winner) => Some(winner),
                Outcome::Draw => None,
            },
        };
        self.first_result = Some(FirstResult {
            winner,
            scores: Player::BOTH.map(|player| self.position.board.store(player)),
            fresh: self.fresh,
        });
        self.first_result
    }

    /// The position the computer is to move in, if it is to move now.
    pub fn computer_to_move(&self) -> Option<Position> {
        self.position
            .to_move
            .filter(|&player| {
                self.resigned.is_none() && !self.paused && self.setup.is_computer(player)
            })
            .map(|_| self.position)
    }

    /// `player` sows `pit`: the person against the computer, the player to
    /// move on a shared device, the player whose turn it is in a room.
    /// Returns the journal line and what the sowing did.
    pub fn sow(&mut self, player: &PlayerId, pit: Pit) -> Result<(JournalEntry, Sowing), Refusal> {
        self.playable()?;
        let mover = self.position.to_move.ok_or(Refusal::GameOver)?;
        let allowed = match self.setup.opponent {
            Opponent::Friend { .. } => self.seat_of(player) == Some(mover),
            _ => !self.setup.is_computer(mover),
        };
        if !allowed {
            return Err(Refusal::NotYourTurn);
        }
        let recent_from = self.line.len();
        let sowing = self.push(StoredMove {
            pit,
            by_computer: false,
            unproved: false,
        })?;
        self.undone.clear();
        let entry = self.acted(ActionKind::Sow, Some(pit));
        self.recent_from = recent_from;
        Ok((entry, sowing))
    }

    /// Adds the computer's move `pit`, chosen for the position of
    /// [`Record::computer_to_move`]; `unproved` when Expert could not prove
    /// it optimal.
    pub fn computer_sows(&mut self, pit: Pit, unproved: bool) -> Result<JournalEntry, Refusal> {
        self.push(StoredMove {
            pit,
            by_computer: true,
            unproved,
        })?;
        Ok(JournalEntry {
            kind: ActionKind::Computer,
            pit: Some(pit),
            ply: self.ply(),
        })
    }

    /// The side of `player` in this game: in a room the host's or the
    /// guest's, against the computer the owner's.
    pub fn seat_of(&self, player: &PlayerId) -> Option<Player> {
        match self.setup.opponent {
            Opponent::Friend {
                seat: Some(host_seat),
            } => {
                if self.owner == *player {
                    Some(host_seat)
                } else if self.guest.as_ref() == Some(player) {
                    Some(host_seat.other())
                } else {
                    None
                }
            }
            Opponent::Computer { seat, .. } if self.owner == *player => Some(seat),
            _ => None,
        }
    }

    /// Plays `pit` from the position now and adds it to the line.
    fn push(&mut self, stored: StoredMove) -> Result<Sowing, Refusal> {
        let sowing = self
            .setup
            .rules
            .play(&self.start, &self.sowings, stored.pit)
            .map_err(Refusal::IllegalMove)?;
        self.position = sowing.after;
        self.line.push(stored);
        self.sowings.push(sowing.clone());
        Ok(sowing)
    }

    /// Marks `kind` as the latest action (its moves start here, the hint
    /// and what the last action earned are forgotten) and makes its
    /// journal line.
    pub(crate) fn acted(&mut self, kind: ActionKind, pit: Option<Pit>) -> JournalEntry {
        self.last_action = kind;
        self.recent_from = self.line.len();
        self.hint = None;
        self.earned.clear();
        JournalEntry {
            kind,
            pit,
            ply: self.ply(),
        }
    }

    fn not_paused(&self) -> Result<(), Refusal> {
        if self.paused {
            Err(Refusal::Paused)
        } else {
            Ok(())
        }
    }

    pub(crate) fn playable(&self) -> Result<(), Refusal> {
        self.not_paused()?;
        if self.is_finished() {
            return Err(Refusal::GameOver);
        }
        Ok(())
    }
}
