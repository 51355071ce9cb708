//! What the journal's actions other than a move do to a record: restart,
//! undo and redo, resign, pause and resume, hand-over and hints.

use super::Record;
use crate::{ActionKind, Hint, JournalEntry, Opponent, PlayerId, Refusal, StoredMove};
use engine::{Level, Player, Position};

impl Record {
    /// Starts the attempt again from its opening: same set-up and side,
    /// the journal kept. Its first result stays; later wins are not fresh.
    pub fn restart(&mut self) -> Result<JournalEntry, Refusal> {
        self.not_paused()?;
        if self.line.is_empty() && self.undone.is_empty() && self.resigned.is_none() {
            return Err(Refusal::NothingToRestart);
        }
        self.line.clear();
        self.sowings.clear();
        self.position = self.start;
        self.undone.clear();
        self.resigned = None;
        self.fresh = false;
        Ok(self.acted(ActionKind::Restart, None))
    }

    /// Takes back the last move; against the computer, back to just before
    /// the person's last move, with the computer's replies after it.
    pub fn undo(&mut self) -> Result<JournalEntry, Refusal> {
        self.not_paused()?;
        if self.resigned.is_some() {
            return Err(Refusal::GameOver);
        }
        let from = self
            .line
            .iter()
            .rposition(|stored| !stored.by_computer)
            .ok_or(Refusal::NothingToUndo)?;
        self.fresh = false;
        let mut taken = self.line.split_off(from);
        self.sowings.truncate(from);
        self.position = self
            .sowings
            .last()
            .map_or(self.start, |sowing| sowing.after);
        taken.append(&mut self.undone);
        self.undone = taken;
        Ok(self.acted(ActionKind::Undo, None))
    }

    /// Replays the first undone move and the computer's replies that
    /// followed it.
    pub fn redo(&mut self) -> Result<JournalEntry, Refusal> {
        self.not_paused()?;
        if self.resigned.is_some() {
            return Err(Refusal::GameOver);
        }
        if self.undone.is_empty() {
            return Err(Refusal::NothingToRedo);
        }
        let replies = self.undone[1..]
            .iter()
            .take_while(|stored| stored.by_computer)
            .count();
        let recent_from = self.line.len();
        let redone: Vec<StoredMove> = self.undone.drain(..=replies).collect();
        for stored in redone {
            self.push(stored)?;
        }
        let entry = self.acted(ActionKind::Redo, None);
        self.recent_from = recent_from;
        Ok(entry)
    }

    /// `player` gives up: against the computer the person, on a shared
    /// device the player to move, in a room the player's own side.
    pub fn resign(&mut self, player: &PlayerId) -> Result<JournalEntry, Refusal> {
        self.playable()?;
        let loser = match self.setup.opponent {
            Opponent::Computer { seat, .. } => seat,
            Opponent::SameDevice => self.position.to_move.ok_or(Refusal::GameOver)?,
            Opponent::Friend { .. } => self.seat_of(player).ok_or(Refusal::NotYourGame)?,
        };
        self.resigned = Some(loser);
        Ok(self.acted(ActionKind::Resign, None))
    }

    /// Hides the board and stops the game (and the computer) until
    /// [`Record::resume`].
    pub fn pause(&mut self) -> Result<JournalEntry, Refusal> {
        self.playable()?;
        self.paused = true;
        Ok(self.acted(ActionKind::Pause, None))
    }

    /// Goes on after a pause, or after the Resume screen of a game opened
    /// again; the computer then makes any move it owes.
    pub fn resume(&mut self) -> JournalEntry {
        self.paused = false;
        self.acted(ActionKind::Resume, None)
    }

    /// Hands the other side of a room's game to the computer at `level`:
    /// it becomes `player`'s game on `seat` against the computer, outside
    /// the room.
    pub fn hand_over(
        &mut self,
        player: &PlayerId,
        level: Level,
        seat: Player,
    ) -> Result<JournalEntry, Refusal> {
        self.playable()?;
        self.setup.opponent = Opponent::Computer { level, seat };
        self.owner = player.clone();
        self.guest = None;
        self.room = None;
        Ok(self.acted(ActionKind::Handover, None))
    }

    /// The position a hint is asked for: the person's turn in a game that
    /// offers hints.
    pub fn hint_position(&self) -> Result<Position, Refusal> {
        if !self.setup.offers_hints() {
            return Err(Refusal::NoHints);
        }
        self.playable()?;
        match self.position.to_move {
            Some(player) if !self.setup.is_computer(player) => Ok(self.position),
            _ => Err(Refusal::NotYourTurn),
        }
    }

    /// Records a hint given for the position now.
    pub fn give_hint(&mut self, hint: Hint) -> JournalEntry {
        self.hints += 1;
        let entry = self.acted(ActionKind::Hint, Some(hint.pit));
        self.hint = Some(hint);
        entry
    }
}
