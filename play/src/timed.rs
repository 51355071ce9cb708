//! A public game against the clock: each move taken off its side's time,
//! and a side whose time runs out loses. The server passes the moment in.

use crate::{ActionKind, JournalEntry, NotNow, PlayerId, Record, Refusal, TimeShown};
use engine::Player;

impl Record {
    /// Takes the move just made at `now` off the mover's time and starts
    /// the next side's (none once the game is over). Refused, changing
    /// nothing, when the mover's time had run out.
    pub fn time_move(&mut self, now: i64) -> Result<(), Refusal> {
        let Some(timing) = self.timing else {
            return Ok(());
        };
        let next = match self.resigned {
            Some(_) => None,
            None => self.position.to_move,
        };
        self.timing = Some(
            timing
                .after_move(next, now)
                .map_err(|_| Refusal::OutOfTime)?,
        );
        Ok(())
    }

    /// The side whose time ran out by `now` loses, if the game is still
    /// on: the clocks stop and the journal gets its line.
    pub fn flag(&mut self, now: i64) -> Option<JournalEntry> {
        let timing = self.timing?;
        let side = timing.flagged(now)?;
        if self.is_finished() {
            return None;
        }
        self.resigned = Some(side);
        self.out_of_time = true;
        self.timing = Some(timing.stopped(now));
        Some(self.acted(ActionKind::OutOfTime, None))
    }

    /// Whether the game may still be aborted: a game from the lobby, on,
    /// with a side that has not moved yet. Counted by sides rather than
    /// moves, since an extra turn can give Player 1 two moves before
    /// Player 2's first, and abort is for an opponent who never came.
    pub fn abortable(&self) -> Result<(), Refusal> {
        if self.timing.is_none() {
            return Err(Refusal::NotNow(NotNow::NoAbort));
        }
        self.playable()?;
        let moved = |side: Player| self.sowings.iter().any(|sowing| sowing.player == side);
        if Player::BOTH.into_iter().all(moved) {
            return Err(Refusal::NotNow(NotNow::AbortTooLate));
        }
        Ok(())
    }

    /// `player` calls the game off at `now`: no result, nothing rated, the
    /// clocks stopped.
    pub fn abort(&mut self, player: &PlayerId, now: i64) -> Result<JournalEntry, Refusal> {
        self.seat_of(player).ok_or(Refusal::NotYourGame)?;
        self.abortable()?;
        self.aborted = true;
        self.timing = self.timing.map(|timing| timing.stopped(now));
        Ok(self.acted(ActionKind::Abort, None))
    }

    /// The game's time as a page shows it at `now`.
    pub fn time_shown(&self, now: i64) -> Option<TimeShown> {
        self.timing.map(|timing| timing.shown(now))
    }

    /// The player whose move the game waits on, while its time runs.
    pub fn player_to_move(&self) -> Option<&PlayerId> {
        let (side, _) = self.timing?.runs_out_at()?;
        if self.seat_of(&self.owner) == Some(side) {
            Some(&self.owner)
        } else {
            self.guest.as_ref()
        }
    }

    /// When the side to move runs out of time (Unix milliseconds), while
    /// the game is on: the moment the server decides it if no move comes.
    pub fn runs_out_at(&self) -> Option<i64> {
        self.timing
            .and_then(|timing| timing.runs_out_at())
            .map(|(_, at)| at)
    }
}

#[cfg(test)]
mod tests {
    use crate::{GameId, Opponent, PlayerId, Record, Refusal, Setup, Timing};
    use engine::{Pit, Player, Variant};

    fn game(speed: &str) -> (Record, PlayerId, PlayerId) {
        let (host, guest): (PlayerId, PlayerId) =
            ("host".parse().unwrap(), "guest".parse().unwrap());
        let setup = Setup {
            opponent: Opponent::Friend {
                seat: Some(Player::One),
            },
            variant: Variant::default(),
        };
        let mut record = Record::new(GameId::from_bits(1), host.clone(), setup, 0);
        record.guest = Some(guest.clone());
        record.timing = Some(Timing::start(speed.parse().unwrap(), Player::One, 0));
        (record, host, guest)
    }

    #[test]
    fn an_extra_turn_keeps_the_movers_clock_running_and_a_late_move_is_refused() {
        let (mut record, host, _) = game("3+2");
        // Pit 3 of four stones ends in the store: Player 1 moves again.
        record.sow(&host, Pit::ALL[2]).unwrap();
        record.time_move(5_000).unwrap();
        assert_eq!(record.runs_out_at(), Some(5_000 + 177_000));
        let before = record.clone();
        record.sow(&host, Pit::ALL[0]).unwrap();
        assert_eq!(record.time_move(182_000), Err(Refusal::OutOfTime));
        assert_eq!(record.timing, before.timing);
    }

    #[test]
    fn a_side_out_of_time_loses_once() {
        let (mut record, _, _) = game("1d");
        assert_eq!(record.flag(86_399_999), None);
        let entry = record.flag(86_400_000).unwrap();
        assert_eq!(entry.kind, crate::ActionKind::OutOfTime);
        assert_eq!(record.resigned, Some(Player::One));
        assert!(record.out_of_time);
        assert_eq!(record.runs_out_at(), None);
        assert_eq!(record.flag(i64::MAX), None);
        assert_eq!(record.note_result().unwrap().winner, Some(Player::Two));
    }

    #[test]
    fn a_game_is_aborted_while_a_side_has_not_moved_and_then_has_no_result() {
        let (mut record, host, guest) = game("3+2");
        // Pit 3 ends in the store: two moves, and Player 2 has not moved.
        record.sow(&host, Pit::ALL[2]).unwrap();
        record.sow(&host, Pit::ALL[0]).unwrap();
        let stranger: PlayerId = "stranger".parse().unwrap();
        assert_eq!(record.abort(&stranger, 1_000), Err(Refusal::NotYourGame));
        let entry = record.abort(&guest, 1_000).unwrap();
        assert_eq!(entry.kind, crate::ActionKind::Abort);
        assert!(record.is_finished());
        assert_eq!(record.runs_out_at(), None);
        assert_eq!(record.note_result(), None);
        assert_eq!(record.abort(&host, 2_000), Err(Refusal::GameOver));
        assert_eq!(record.flag(i64::MAX), None);
    }

    #[test]
    fn once_both_sides_moved_or_without_a_clock_a_game_is_not_aborted() {
        let (mut record, host, guest) = game("1d");
        record.sow(&host, Pit::ALL[0]).unwrap();
        record.sow(&guest, Pit::ALL[0]).unwrap();
        assert_eq!(
            record.abort(&host, 0),
            Err(Refusal::NotNow(crate::NotNow::AbortTooLate))
        );
        record.timing = None;
        assert_eq!(
            record.abort(&host, 0),
            Err(Refusal::NotNow(crate::NotNow::NoAbort))
        );
        assert!(!record.aborted);
    }
}
