//! A public game against the clock: each move taken off its side's time,
//! and a side whose time runs out loses. The server passes the moment in.

use crate::{ActionKind, JournalEntry, PlayerId, Record, Refusal, TimeShown};

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
        if self.resigned.is_some() || self.position.is_over() {
            return None;
        }
        self.resigned = Some(side);
        self.out_of_time = true;
        self.timing = Some(timing.stopped(now));
        Some(self.acted(ActionKind::OutOfTime, None))
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
}
